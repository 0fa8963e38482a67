package org.tiebreak.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tiebreak.api.GameResult;
import org.tiebreak.api.Player;
import org.tiebreak.api.PointSystem;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.Score;
import org.tiebreak.api.rule.TeamCrosstable;
import org.tiebreak.api.rule.TiebreakContext;
import org.tiebreak.api.rule.ValueRule;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.api.team.Board;
import org.tiebreak.api.team.Match;
import org.tiebreak.api.team.Team;
import org.tiebreak.api.team.TeamTournament;
import org.tiebreak.core.TiebreakEngine;
import org.tiebreak.rulesets.Rulesets;

/**
 * The checks of {@link RulesetChecks} on team events: the registered rulesets of teams pass them,
 * and a team rule that reads the players' start numbers fails them, also through
 * {@link RulesetContract}, with the team event in the message.
 */
class TeamRulesetChecksTests {

  /**
   * Four teams of two boards, two of three rounds played: a match won on the boards, a match
   * forfeited as a whole, a reserve on board 1 and an empty seat. Teams 2 and 3 tie on 2 match
   * points.
   */
  static final TeamTournament FOUR_TEAMS = TeamTournament.builder().plannedRounds(3)
      .boards(2)
      .addTeam(team(1, 11, 12, 13)).addTeam(team(2, 21, 22)).addTeam(team(3, 31, 32))
      .addTeam(team(4, 41, 42))
      .addRound(Match.of(1, 2, Board.game(11, 21, GameResult.WHITE_WINS),
              Board.game(22, 12, GameResult.DRAW)),
          Match.forfeited(3, 4, GameResult.WHITE_WINS_BY_FORFEIT))
      .addRound(Match.of(1, 3, Board.game(13, 31, GameResult.DRAW),
              Board.game(32, 11, GameResult.BLACK_WINS)),
          Match.of(2, 4, Board.forfeit(21), Board.game(42, 22, GameResult.DRAW)))
      .build();

  private static final Ruleset BOARD_ONE = Ruleset.builder().name("board-one").forTeams(true)
      .addRules(new BoardOneNumbers()).build();

  private static Team team(int number, int... players) {
    List<Player> roster = new ArrayList<>();
    for (int player : players) {
      roster.add(Player.of(player, "Player " + player));
    }
    return new Team(number, "Team " + number, roster);
  }

  /**
   * The start numbers of the players a team fielded on board 1, summed, lower is better: a team
   * rule that reads (wrongly) the players' start numbers.
   */
  static final class BoardOneNumbers implements ValueRule {
    @Override
    public String code() {
      return "B1N";
    }

    @Override
    public String name() {
      return "Board-one numbers";
    }

    @Override
    public Score value(int team, TiebreakContext context) {
      TeamCrosstable teams = context.teams().orElseThrow();
      int t = teams.indexOf(team);
      long sum = 0;
      for (int r = 0; r < teams.rounds(); r++) {
        sum += teams.boardPlayer(t, r, 0);
      }
      return Score.of(sum);
    }

    @Override
    public boolean lowerIsBetter() {
      return true;
    }
  }

  /**
   * The contract for the broken ruleset; surefire does not select nested classes, so only
   * {@link #contract_ruleReadingStartNumbers_failsOnRenumberingThroughJqwik} runs it.
   */
  static final class BoardOneNumbersContract implements RulesetContract {
    @Override
    public Ruleset subject() {
      return BOARD_ONE;
    }
  }

  @Test
  void check_registeredRulesetsOfTeams_passOnAHandMadeEvent() {
    int checked = 0;
    for (Ruleset ruleset : Rulesets.all()) {
      if (ruleset.fits(FOUR_TEAMS)) {
        RulesetChecks.check(ruleset, FOUR_TEAMS, 42L, 7L);
        checked++;
      }
    }
    assertTrue(checked >= 8, "rulesets checked: " + checked);
  }

  @Test
  void checkRenumbering_ruleReadingStartNumbers_failsNamingTheTeamsAndShowingBothEvents() {
    Map<Integer, Integer> teams = Map.of(1, 4, 2, 3, 3, 2, 4, 1);
    Map<Integer, Integer> players = new LinkedHashMap<>();
    FOUR_TEAMS.teams().forEach(team -> team.roster()
        .forEach(player -> players.put(player.startNumber(), 100 - player.startNumber())));

    AssertionError failure = assertThrows(AssertionError.class,
        () -> RulesetChecks.checkRenumbering(BOARD_ONE, FOUR_TEAMS, 42L, teams, players));

    assertEquals(String.join("\n",
        "Ruleset board-one: renumbering changes how team 2 (Team 2) and team 3 (Team 3) are"
            + " separated without a lot seed.",
        "  before: 3 above 2 on B1N (31 to 42)",
        "  renumbered: 2 above 3 on B1N (69 to 158)",
        "Standings without a lot seed:",
        "  1 1 Team 1 4 {B1N=24}",
        "  2 3 Team 3 2 {B1N=31} by B1N",
        "  3 2 Team 2 2 {B1N=42}",
        "  4 4 Team 4 0 {B1N=0}",
        "Team event (SWISS, 4 teams of 2 boards, 2 of 3 rounds played; match points win 2,"
            + " draw 1, loss 0, pairing-allocated bye 1; ranked by MATCH_POINTS):",
        "  team 1 Team 1: 11 Player 11, 12 Player 12, 13 Player 13",
        "  team 2 Team 2: 21 Player 21, 22 Player 22",
        "  team 3 Team 3: 31 Player 31, 32 Player 32",
        "  team 4 Team 4: 41 Player 41, 42 Player 42",
        "  round 1: 1 - 2 [11-21 WHITE_WINS, 22-12 DRAW]; 3 +- 4",
        "  round 2: 1 - 3 [13-31 DRAW, 32-11 BLACK_WINS];"
            + " 2 - 4 [21-0 WHITE_WINS_BY_FORFEIT, 42-22 DRAW]",
        "Renumbering of the teams: 1 -> 4, 2 -> 3, 3 -> 2, 4 -> 1",
        "Renumbering of the players: 11 -> 89, 12 -> 88, 13 -> 87, 21 -> 79, 22 -> 78,"
            + " 31 -> 69, 32 -> 68, 41 -> 59, 42 -> 58",
        "Renumbered (SWISS, 4 teams of 2 boards, 2 of 3 rounds played; match points win 2,"
            + " draw 1, loss 0, pairing-allocated bye 1; ranked by MATCH_POINTS):",
        "  team 1 Team 4: 59 Player 41, 58 Player 42",
        "  team 2 Team 3: 69 Player 31, 68 Player 32",
        "  team 3 Team 2: 79 Player 21, 78 Player 22",
        "  team 4 Team 1: 89 Player 11, 88 Player 12, 87 Player 13",
        "  round 1: 4 - 3 [89-79 WHITE_WINS, 78-88 DRAW]; 2 +- 1",
        "  round 2: 4 - 2 [87-69 DRAW, 68-89 BLACK_WINS];"
            + " 3 - 1 [79-0 WHITE_WINS_BY_FORFEIT, 58-78 DRAW]"), failure.getMessage());
  }

  @Test
  void checkPendingRound_registeredRulesetsOfTeams_passOnAHandMadeEvent() {
    assertTrue(RulesetChecks.lastRoundAllGames(FOUR_TEAMS));
    int checked = 0;
    for (Ruleset ruleset : Rulesets.all()) {
      if (ruleset.fits(FOUR_TEAMS)) {
        RulesetChecks.checkPendingRound(ruleset, FOUR_TEAMS, 42L);
        checked++;
      }
    }
    assertTrue(checked >= 8, "rulesets checked: " + checked);
  }

  /** Board-one numbers count the player of board 1 of a match in progress: the check fails. */
  @Test
  void checkPendingRound_ruleCountingAMatchInProgress_failsShowingBothStandings() {
    AssertionError failure = assertThrows(AssertionError.class,
        () -> RulesetChecks.checkPendingRound(BOARD_ONE, FOUR_TEAMS, 42L));

    String message = failure.getMessage();
    assertTrue(message.startsWith("Ruleset board-one counts a match in progress: a round paired"
        + " but not yet played changes the standings.\nStandings after round 1 without a lot"
        + " seed:\n"), message);
    assertTrue(message.contains("Standings with round 2 paired and every game pending:"),
        message);
    assertTrue(message.contains("  round 2: 1 - 3 [13-31 PENDING, 32-11 PENDING];"
        + " 2 - 4 [21-0 WHITE_WINS_BY_FORFEIT, 42-22 PENDING]"), message);
  }

  @Test
  void otherChecks_ruleReadingStartNumbers_pass() {
    // Only renumbering exposes the rule: the same numbers give the same figures.
    RulesetChecks.checkNoThrow(BOARD_ONE, FOUR_TEAMS, 42L);
    RulesetChecks.checkEveryTeamOnce(BOARD_ONE, FOUR_TEAMS, 42L);
    RulesetChecks.checkPlaces(BOARD_ONE, FOUR_TEAMS, 42L);
    RulesetChecks.checkScoreOrder(BOARD_ONE, FOUR_TEAMS, 42L);
    RulesetChecks.checkChain(BOARD_ONE, FOUR_TEAMS, 42L);
    RulesetChecks.checkExplanations(BOARD_ONE, FOUR_TEAMS, 42L);
    RulesetChecks.checkDeterminism(BOARD_ONE, FOUR_TEAMS, 42L);
  }

  @Test
  void contract_ruleReadingStartNumbers_failsOnRenumberingThroughJqwik(@TempDir Path dir) {
    List<String> passed = new ArrayList<>();
    Map<String, Throwable> failures =
        BrokenRuleTests.runThroughJqwik(BoardOneNumbersContract.class, dir, passed);

    // The rule also counts the players of a match in progress, which scores nothing yet.
    assertEquals(List.of("pendingRound ranksLikeTheRoundBefore",
        "renumbering changesNoPlaceExceptByLot"), new ArrayList<>(new java.util.TreeSet<>(
            failures.keySet())), "passed: " + passed);
    assertEquals(7, passed.size(), passed.toString());
    assertTrue(failures.get("pendingRound ranksLikeTheRoundBefore").getMessage().startsWith(
        "Ruleset board-one counts a match in progress: "), failures::toString);
    String message = failures.get("renumbering changesNoPlaceExceptByLot").getMessage();
    assertTrue(message.startsWith("Ruleset board-one: renumbering changes "), message);
    assertTrue(message.contains("\nTeam event (") && message.contains("\nRenumbered ("),
        message);
  }

  /**
   * Teams 1, 2 and 4 tie on 1.5 match points; 1 and 2 drew their match, 4 met neither. Extended
   * Direct Encounter leaves the three tied (not all of them met), so none of them shows a figure
   * for it: figures of 0.5, 0.5 and 0 would say it separated them.
   */
  @Test
  void checkChain_fideTeam_teamsLeftTiedByDirectEncounterShowNoFigure() {
    TeamTournament.Builder builder = TeamTournament.builder().plannedRounds(2).boards(1)
        .matchPoints(PointSystem.STANDARD);
    for (int t = 1; t <= 5; t++) {
      builder.addTeam(team(t, t));
    }
    TeamTournament event = builder
        .addRound(Match.bye(5), Match.of(1, 2, Board.game(1, 2, GameResult.DRAW)),
            Match.of(3, 4, Board.game(3, 4, GameResult.DRAW)))
        .addRound(Match.bye(4), Match.of(1, 3, Board.game(1, 3, GameResult.WHITE_WINS)),
            Match.of(2, 5, Board.game(2, 5, GameResult.WHITE_WINS)))
        .build();
    Ruleset fide = Rulesets.named("fide-team");

    Standings standings = TiebreakEngine.rank(event, fide);

    String code = fide.chain().get(0).code();
    assertEquals("EDET/P", code);
    for (int team : new int[] {1, 2, 4}) {
      assertFalse(standings.row(team).values().containsKey(code), standings.row(team).toString());
    }
    RulesetChecks.check(fide, event, 42L, 7L);
  }
}
