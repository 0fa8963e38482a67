package org.tiebreak.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tiebreak.testkit.TeamRulesetChecksTests.FOUR_TEAMS;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.tiebreak.api.team.Team;
import org.tiebreak.api.team.TeamScore;
import org.tiebreak.api.team.TeamTournament;

/** {@link TeamTournamentTransforms}. */
class TeamTournamentTransformsTests {

  private static final Map<Integer, Integer> TEAMS = Map.of(1, 4, 2, 3, 3, 2, 4, 1);

  /** Player p of team t becomes player 10 (new t) + p mod 10. */
  private static Map<Integer, Integer> players(Map<Integer, Integer> teams) {
    Map<Integer, Integer> players = new HashMap<>();
    for (Team team : FOUR_TEAMS.teams()) {
      team.roster().forEach(player -> players.put(player.startNumber(),
          10 * teams.get(team.number()) + player.startNumber() % 10));
    }
    return players;
  }

  @Test
  void renumber_movesTeamsPlayersAndBoards_keepsTheResults() {
    TeamTournament renumbered =
        TeamTournamentTransforms.renumber(FOUR_TEAMS, TEAMS, players(TEAMS));

    assertEquals(List.of(
            "team 1 Team 4: 11 Player 41, 12 Player 42",
            "team 2 Team 3: 21 Player 31, 22 Player 32",
            "team 3 Team 2: 31 Player 21, 32 Player 22",
            "team 4 Team 1: 41 Player 11, 42 Player 12, 43 Player 13",
            "round 1: 4 - 3 [41-31 WHITE_WINS, 32-42 DRAW]; 2 +- 1",
            "round 2: 4 - 2 [43-21 DRAW, 22-41 BLACK_WINS]; 3 - 1 [31-0 WHITE_WINS_BY_FORFEIT,"
                + " 12-32 DRAW]"),
        Report.teamEventLines(renumbered));
    for (int team = 1; team <= 4; team++) {
      for (TeamScore score : TeamScore.values()) {
        assertEquals(FOUR_TEAMS.score(team, score), renumbered.score(TEAMS.get(team), score));
      }
    }
    assertEquals(FOUR_TEAMS.boards(), renumbered.boards());
    assertEquals(FOUR_TEAMS.plannedRounds(), renumbered.plannedRounds());
  }

  @Test
  void lastRoundInProgress_everyGameOfTheLastRoundPending_theRestAsItWas() {
    TeamTournament live = TeamTournamentTransforms.lastRoundInProgress(FOUR_TEAMS);

    assertEquals(List.of(
            "team 1 Team 1: 11 Player 11, 12 Player 12, 13 Player 13",
            "team 2 Team 2: 21 Player 21, 22 Player 22",
            "team 3 Team 3: 31 Player 31, 32 Player 32",
            "team 4 Team 4: 41 Player 41, 42 Player 42",
            "round 1: 1 - 2 [11-21 WHITE_WINS, 22-12 DRAW]; 3 +- 4",
            "round 2: 1 - 3 [13-31 PENDING, 32-11 PENDING]; 2 - 4 [21-0 WHITE_WINS_BY_FORFEIT,"
                + " 42-22 PENDING]"),
        Report.teamEventLines(live));
    assertEquals(1, live.roundsCompleted());
    assertEquals(FOUR_TEAMS.afterRound(1), live.afterRound(1));
    assertEquals(List.of(
            "round 2: 1 - 3 [13-31 DRAW, 32-11 PENDING]; 2 - 4 [21-0 WHITE_WINS_BY_FORFEIT,"
                + " 42-22 PENDING]"),
        Report.teamEventLines(TeamTournamentTransforms.lastRoundInProgress(FOUR_TEAMS, true))
            .subList(5, 6));
    TeamTournament none = FOUR_TEAMS.afterRound(0);
    assertTrue(none == TeamTournamentTransforms.lastRoundInProgress(none));
  }

  @Test
  void renumber_invalidNumbers_throw() {
    Map<Integer, Integer> players = players(TEAMS);
    assertThrows(IllegalArgumentException.class,
        () -> TeamTournamentTransforms.renumber(FOUR_TEAMS, Map.of(1, 4, 2, 3, 3, 2), players));
    assertThrows(IllegalArgumentException.class,
        () -> TeamTournamentTransforms.renumber(FOUR_TEAMS, Map.of(1, 4, 2, 4, 3, 2, 4, 1),
            players));
    Map<Integer, Integer> twice = new HashMap<>(players);
    twice.put(11, twice.get(12));
    assertThrows(IllegalArgumentException.class,
        () -> TeamTournamentTransforms.renumber(FOUR_TEAMS, TEAMS, twice));
  }

  @Test
  void randomNumbers_distinct_fromOneToTwiceTheTeamsOrPlayers() {
    Random random = new Random(1);
    Map<Integer, Integer> teams = TeamTournamentTransforms.randomTeamNumbers(FOUR_TEAMS, random);
    Map<Integer, Integer> players =
        TeamTournamentTransforms.randomPlayerNumbers(FOUR_TEAMS, random);

    assertEquals(4, new HashSet<>(teams.values()).size());
    teams.values().forEach(n -> assertTrue(n >= 1 && n <= 8, teams.toString()));
    assertEquals(9, new HashSet<>(players.values()).size());
    players.values().forEach(n -> assertTrue(n >= 1 && n <= 18, players.toString()));
  }

  @Test
  void copy_anotherObjectWithTheSameTeamsAndResults() {
    TeamTournament copy = TeamTournamentTransforms.copy(FOUR_TEAMS);

    assertNotSame(FOUR_TEAMS, copy);
    assertEquals(FOUR_TEAMS.teams(), copy.teams());
    for (int round = 1; round <= 2; round++) {
      assertEquals(new HashSet<>(FOUR_TEAMS.matches(round)), new HashSet<>(copy.matches(round)));
      for (int team = 1; team <= 4; team++) {
        assertEquals(FOUR_TEAMS.result(team, round), copy.result(team, round));
      }
    }
  }
}
