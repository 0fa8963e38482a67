package org.tiebreak.rulesets.uscf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tiebreak.rulesets.TeamEvents.match;
import static org.tiebreak.rulesets.TeamEvents.team;

import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.tiebreak.api.GameResult;
import org.tiebreak.api.Player;
import org.tiebreak.api.PointSystem;
import org.tiebreak.api.RuleFailedException;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.Score;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.standings.Explanation;
import org.tiebreak.api.standings.Message;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.api.team.Match;
import org.tiebreak.api.team.TeamScore;
import org.tiebreak.api.team.TeamTournament;
import org.tiebreak.core.TiebreakEngine;
import org.tiebreak.rulesets.Rulesets;

/**
 * The team rules of the US texts: rule 34G2, the US Amateur Team system, with its example, and
 * game points; the {@code uscf-team} ruleset.
 */
class UscfTeamTests {

  /**
   * Six teams of four boards, four rounds, match points 1-½-0 as US team events count them:
   *
   * <pre>
   * R1  1-2 3-1   3-4 2½-1½  5-6 2-2
   * R2  2-5 3-1   1-3 2-2    4-6 2½-1½
   * R3  2-6 4-0   1-4 3-1    3-5 1½-2½
   * R4  2-4 2-2   1-5 2½-1½  3-6 3-1
   * </pre>
   *
   * Match points: 1 3½, 2 2½, 3 2½, 4 1½, 5 1½, 6 ½.
   */
  static TeamTournament.Builder usEvent() {
    TeamTournament.Builder builder = TeamTournament.builder().name("US team Swiss")
        .plannedRounds(4).boards(4).matchPoints(PointSystem.STANDARD);
    for (int t = 1; t <= 6; t++) {
      builder.addTeam(team(t, 4));
    }
    return builder
        .addRound(match(1, 2, "11=="), match(3, 4, "11=0"), match(5, 6, "1=0="))
        .addRound(match(2, 5, "11=="), match(1, 3, "1100"), match(4, 6, "11=0"))
        .addRound(match(2, 6, "1111"), match(1, 4, "11=="), match(3, 5, "0=01"))
        .addRound(match(2, 4, "1=0="), match(1, 5, "11=0"), match(3, 6, "11=="));
  }

  static final Ruleset USAT_ONLY = Ruleset.builder().name("usat").forTeams(true)
      .addRules(UscfTeam.usAmateurTeam()).build();

  @Test
  void usAmateurTeam_threeToOneAgainstATeamOnTwoAndAHalf_addsSevenAndAHalf() {
    Standings standings = TiebreakEngine.rank(usEvent().build(), USAT_ONLY);

    assertEquals(Score.parse("2.5"), standings.row(2).score());
    Explanation team1 = standings.explain(1, "USAT");
    Explanation.Line round1 = team1.lines().get(0);
    assertEquals(Score.parse("7.5"), round1.contribution().orElseThrow());
    assertEquals("W 3-1", round1.result().orElseThrow().toString());
    assertEquals(2, round1.opponent().orElseThrow());
    assertEquals(Score.parse("2.5"), round1.usedScore().orElseThrow());
    // 3 × 2½ + 2 × 2½ + 3 × 1½ + 2½ × 1½
    assertEquals(List.of("7.5", "5", "4.5", "3.75"), team1.lines().stream()
        .map(line -> line.contribution().orElseThrow().toString()).toList());
    assertEquals(Score.parse("20.75"), team1.value().orElseThrow());
    assertEquals(Score.parse("20.75"), standings.row(1).values().get("USAT"));
  }

  @Test
  void usAmateurTeam_breaksTheTiesOfTheEvent() {
    Standings standings = TiebreakEngine.rank(usEvent().build(), USAT_ONLY);

    assertEquals(List.of(1, 3, 2, 5, 4, 6), numbers(standings));
    assertEquals(Score.parse("14.5"), standings.row(3).values().get("USAT"));
    assertEquals(Score.of(13), standings.row(2).values().get("USAT"));
    assertEquals(Score.of(15), standings.row(5).values().get("USAT"));
    assertEquals(Score.parse("13.5"), standings.row(4).values().get("USAT"));
    assertEquals("3 above 2 on USAT (14.5 to 13)", standings.compare(2, 3).toString());
  }

  @Test
  void usAmateurTeam_matchPointsTwoOneZero_doubleEveryFigure() {
    Standings standings = TiebreakEngine.rank(
        usEvent().matchPoints(TeamTournament.STANDARD_MATCH_POINTS).build(), USAT_ONLY);

    assertEquals(List.of(1, 3, 2, 5, 4, 6), numbers(standings));
    assertEquals(Score.parse("41.5"), standings.row(1).values().get("USAT"));
    assertEquals(Score.of(15), standings.explain(1, "USAT").lines().get(0).contribution()
        .orElseThrow());
  }

  @Test
  void usAmateurTeam_byesAndForfeitedMatchesAddNothing() {
    TeamTournament event = TeamTournament.builder().plannedRounds(2).boards(2)
        .matchPoints(PointSystem.STANDARD)
        .addTeam(team(1, 2)).addTeam(team(2, 2)).addTeam(team(3, 2))
        .addRound(match(1, 2, "1+"), Match.bye(3))
        .addRound(Match.forfeited(3, 1, GameResult.WHITE_WINS_BY_FORFEIT), Match.bye(2))
        .build();
    Standings standings = TiebreakEngine.rank(event, USAT_ONLY);

    // Team 1 beat team 2 2-0 (a board won against an empty seat), team 2 finishing on 1.
    assertEquals(Score.of(2), standings.row(1).values().get("USAT"));
    Explanation team1 = standings.explain(1, "USAT");
    assertEquals("W 2-0", team1.lines().get(0).result().orElseThrow().toString());
    assertEquals(Score.ZERO, team1.lines().get(1).contribution().orElseThrow());
    assertEquals("match forfeited as a whole: no game was played",
        team1.lines().get(1).adjustment().orElseThrow().toString());
    assertEquals(Score.ZERO, standings.row(3).values().get("USAT"));
    assertEquals("bye: no opponent",
        standings.explain(3, "USAT").lines().get(0).adjustment().orElseThrow().toString());
  }

  @Test
  void usAmateurTeam_explainedInGerman() {
    TeamTournament event = TeamTournament.builder().plannedRounds(2).boards(2)
        .matchPoints(PointSystem.STANDARD)
        .addTeam(team(1, 2)).addTeam(team(2, 2)).addTeam(team(3, 2))
        .addRound(match(1, 2, "1="), Match.bye(3))
        .addRound(Match.forfeited(3, 1, GameResult.WHITE_WINS_BY_FORFEIT), Match.bye(2))
        .build();
    Explanation team1 = TiebreakEngine.rank(event, USAT_ONLY).explain(1, "USAT");

    assertEquals("S 1.5-0.5", team1.lines().get(0).result().orElseThrow().format(Locale.GERMAN));
    assertEquals("Wettkampf kampflos verloren",
        team1.lines().get(1).result().orElseThrow().format(Locale.GERMAN));
    assertEquals("Wettkampf als Ganzes kampflos: keine Partie gespielt",
        team1.lines().get(1).adjustment().orElseThrow().format(Locale.GERMAN));
    assertEquals("jeder gespielte Wettkampf zählt die gegen den Gegner erzielten Brettpunkte mal"
        + " die Mannschaftspunkte des Gegners (die gezeigten Punkte des Gegners, in"
        + " Mannschaftspunkten)", team1.notes().get(0).format(Locale.GERMAN));
    Explanation.Line bye = TiebreakEngine.rank(event, USAT_ONLY).explain(3, "USAT").lines()
        .get(0);
    assertEquals("spielfrei (von der Auslosung)",
        bye.result().orElseThrow().format(Locale.GERMAN));
    assertEquals("pairing-allocated bye", bye.result().orElseThrow().toString());
  }

  @Test
  void gamePoints_totalOfTheMembers_explainedRoundByRound() {
    Ruleset gp = Ruleset.builder().name("gp").forTeams(true).addRules(UscfTeam.gamePoints())
        .build();
    Standings standings = TiebreakEngine.rank(usEvent().build(), gp);

    // Teams 2 and 3 on 2½ match points: 10 and 9 game points; teams 4 and 5 on 1½: 7 each.
    assertEquals(Score.of(10), standings.row(2).values().get("GP"));
    assertEquals(Score.of(9), standings.row(3).values().get("GP"));
    assertEquals(List.of(1, 2, 3, 4, 5, 6), numbers(standings));
    assertEquals("4-5", standings.row(5).place());
    Explanation team2 = standings.explain(2, "GP");
    assertEquals("L 1-3", team2.lines().get(0).result().orElseThrow().toString());
    assertEquals(List.of("1", "4", "8", "10"), team2.lines().stream()
        .map(line -> line.runningTotal().orElseThrow().toString()).toList());
  }

  @Test
  void gamePoints_separatesNoOneWhenTheEventRanksByGamePoints() {
    Ruleset gp = Ruleset.builder().name("gp").forTeams(true).addRules(UscfTeam.gamePoints())
        .build();
    Standings standings = TiebreakEngine.rank(
        usEvent().primaryScore(TeamScore.GAME_POINTS).build(), gp);

    for (Standings.Row row : standings.rows()) {
      assertEquals(row.score(), row.values().get("GP"));
    }
    assertTrue(standings.explain(1, "GP").notes().stream().map(Message::toString).toList()
        .contains("the event ranks by game points, so this is the team's score"));
  }

  @Test
  void teamRules_refuseAnEventOfPlayers() {
    Tournament players = Tournament.builder().plannedRounds(1)
        .addPlayers(List.of(Player.of(1, "A"), Player.of(2, "B"))).build();

    RuleFailedException e = assertThrows(RuleFailedException.class,
        () -> TiebreakEngine.rank(players, USAT_ONLY));
    assertTrue(e.getMessage().contains("ranks the teams of a team event, not players"),
        e.getMessage());
  }

  @Test
  void uscfTeam_chain_andTheRegistry() {
    Ruleset ruleset = Rulesets.named("uscf-team");

    assertTrue(ruleset.forTeams());
    assertTrue(ruleset.fits(usEvent().build()));
    assertEquals(List.of("USAT", "GP", "MM", "SOLK", "CUM", "OPPCUM", "TIED", "KASH", "SB",
        "LOTS"), ruleset.chain().stream().map(rule -> rule.code()).toList());
    assertEquals(UscfTeam.usAmateurTeam(), Rulesets.rule("uscf-team", "usat"));
    assertEquals(UscfTeam.gamePoints(), Rulesets.rule("mca-team", "GP"));
    assertEquals(UscfTeam.usAmateurTeam(), Rulesets.rule("big-rapids-team", "USAT"));
    assertThrows(IllegalArgumentException.class, () -> Rulesets.rule("uscf", "USAT"));
    Standings standings = TiebreakEngine.rank(usEvent().build(), ruleset, 7L);
    assertEquals(List.of(1, 3, 2, 5, 4, 6), numbers(standings));
  }

  static List<Integer> numbers(Standings standings) {
    return standings.rows().stream().map(row -> row.player().startNumber()).toList();
  }
}
