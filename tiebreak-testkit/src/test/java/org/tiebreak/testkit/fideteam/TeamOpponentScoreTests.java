package org.tiebreak.testkit.fideteam;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tiebreak.testkit.fideteam.TeamEvents.total;

import java.time.LocalDate;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.tiebreak.api.GameResult;
import org.tiebreak.api.PointSystem;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.RuleFailedException;
import org.tiebreak.api.Score;
import org.tiebreak.api.standings.Explanation;
import org.tiebreak.api.team.Match;
import org.tiebreak.api.team.TeamScore;
import org.tiebreak.api.team.TeamTournament;
import org.tiebreak.rulesets.fide.FideEdition;

/**
 * The tie-breaks on opponents' scores applied to teams (FIDE C.07 Art. 13: BH and SB on match or
 * game points, ESB, SSSC) in a small team Swiss with each kind of unplayed round, under the three
 * editions. The 2024 and 2026 figures are also the FIDE reference checker's (TieBreakServer 1.9.57,
 * {@code -s -t MPTS BH:MP BH:GP SB:MP SB:GP SSSC SSSC/P SSSC/K2 SSSC:GP EMGSB}).
 */
class TeamOpponentScoreTests {

  /**
   * Six teams of 4 boards, 3 rounds, match points 2-1-0. Round 1: 1 beats 2 2½-1½, 3 and 4 draw,
   * 5 beats 6 3-1. Round 2: 1 and 3 draw, 5 wins its match against 2 by forfeit, 4 takes a
   * half-point bye, 6 the pairing-allocated bye (a drawn match). Round 3: 1 beats 5 2½-1½, 2
   * beats 4 4-0, 6 and 3 draw. Match points 5, 2, 3, 2, 4, 2; game points 7, 5½, 6, 4, 8½, 5.
   */
  static TeamTournament event(TeamScore primary) {
    TeamTournament.Builder builder = TeamTournament.builder().name("Six").plannedRounds(3)
        .boards(4).primaryScore(primary).startDate(LocalDate.of(2024, 6, 1));
    for (int t = 1; t <= 6; t++) {
      builder.addTeam(TeamEvents.team(t, 4));
    }
    return builder
        .addRound(total(1, 2, 4, 5), total(3, 4, 4, 4), total(5, 6, 4, 6))
        .addRound(total(1, 3, 4, 4), Match.forfeited(5, 2, GameResult.WHITE_WINS_BY_FORFEIT),
            Match.bye(4, ResultKind.HALF_POINT_BYE), Match.bye(6))
        .addRound(total(5, 1, 4, 3), total(2, 4, 4, 8), total(6, 3, 4, 4))
        .build();
  }

  static Map<Integer, Score> figures(String... teamAndValue) {
    Map<Integer, Score> figures = new TreeMap<>();
    for (int k = 0; k < teamAndValue.length; k += 2) {
      figures.put(Integer.parseInt(teamAndValue[k]), Score.parse(teamAndValue[k + 1]));
    }
    return figures;
  }

  static Map<Integer, Score> values(FideEdition edition, String code) {
    return TeamEvents.values(event(TeamScore.MATCH_POINTS), edition, code);
  }

  /**
   * Buchholz on match points. 2024: #5's forfeit win is a game against a dummy with its own 4
   * (16.4), #2's forfeit loss one with its 2, #4's half-point bye (followed by a match played)
   * and #6's pairing-allocated bye ones with their 2. 2026: #5's dummy is capped at #2's 2, the
   * scheduled opponent's score (16.4.1); the others are under their caps. Pre-2023: opponents'
   * unplayed rounds count as drawn matches (#2 and #5 3, #4 and #6 2), an own one is a match
   * against a virtual opponent (#5: 2 before the round, 0 for the other side of the forfeit, 1
   * for a drawn last round).
   */
  @Test
  void buchholzOnMatchPoints_byEdition() {
    assertEquals(figures("1", "9", "2", "9", "3", "9", "4", "7", "5", "11", "6", "9"),
        values(FideEdition.EDITION_2024, "BH:MP"));
    assertEquals(figures("1", "9", "2", "9", "3", "9", "4", "7", "5", "9", "6", "9"),
        values(FideEdition.EDITION_2026, "BH:MP"));
    assertEquals(figures("1", "9", "2", "10", "3", "9", "4", "9", "5", "10", "6", "8"),
        values(FideEdition.PRE_2023, "BH:MP"));
    Explanation five = TeamEvents.explain(event(TeamScore.MATCH_POINTS), FideEdition.PRE_2023,
        "BH:MP", 5);
    assertEquals(Score.of(3), five.lines().get(1).usedScore().orElseThrow());
  }

  /**
   * Buchholz on game points: #5's dummy has its own 8½ in 2024, capped at #2's 5½ in 2026; #4's
   * and #6's own 4 and 5 stay under the cap of 16.4.2, a drawn match's 2 game points times 3
   * rounds.
   */
  @Test
  void buchholzOnGamePoints_dummyCappedIn2026() {
    assertEquals(figures("1", "20", "2", "16.5", "3", "16", "4", "15.5", "5", "20.5", "6",
        "19.5"), values(FideEdition.EDITION_2024, "BH:GP"));
    assertEquals(figures("1", "20", "2", "16.5", "3", "16", "4", "15.5", "5", "17.5", "6",
        "19.5"), values(FideEdition.EDITION_2026, "BH:GP"));
    Explanation five = TeamEvents.explain(event(TeamScore.MATCH_POINTS),
        FideEdition.EDITION_2026, "BH:GP", 5);
    assertTrue(five.lines().get(1).adjustment().orElseThrow().toString().contains("capped at the scheduled"
        + " opponent's score 5.5 (16.4.1)"), five.toString());
  }

  /**
   * Sonneborn-Berger on match points (opponent's match points times the match points scored
   * against them) and on game points; #5's forfeit win scores its 2 match points (4 game
   * points) against the dummy.
   */
  @Test
  void sonnebornBerger_onEitherScore() {
    assertEquals(figures("1", "15", "2", "4", "3", "9", "4", "5", "5", "12", "6", "5"),
        values(FideEdition.EDITION_2024, "SB:MP"));
    assertEquals(figures("1", "15", "2", "4", "3", "9", "4", "5", "5", "8", "6", "5"),
        values(FideEdition.EDITION_2026, "SB:MP"));
    assertEquals(figures("1", "47", "2", "26.5", "3", "32", "4", "20", "5", "59.5", "6",
        "30.5"), values(FideEdition.EDITION_2024, "SB:GP"));
  }

  /**
   * EMGSB, each opponent's match points times the game points scored against them: #1 2 × 2½
   * + 3 × 2 + 4 × 2½ = 21; #5 2 × 3 + 4 (the 2024 dummy) × 4 + 5 × 1½ = 29½, with the 2026
   * dummy's 2 instead 21½. A bare ESB is the same when match points rank the event.
   */
  @Test
  void extendedSonnebornBerger() {
    assertEquals(Score.of(21), values(FideEdition.EDITION_2024, "EMGSB").get(1));
    assertEquals(Score.parse("29.5"), values(FideEdition.EDITION_2024, "EMGSB").get(5));
    assertEquals(Score.parse("21.5"), values(FideEdition.EDITION_2026, "EMGSB").get(5));
    assertEquals(values(FideEdition.EDITION_2026, "EMGSB"),
        values(FideEdition.EDITION_2026, "ESB"));
  }

  /**
   * SSSC: the game points plus the Buchholz on match points over the factor, the highest
   * match points (2 × 3 rounds) over the highest game points of a match (4), rounded down: 1.
   * #5: 8½ + 11 = 19½ in 2024. With {@code /P} its forfeit win is a match against #2 (2), and
   * #2's forfeit loss one against #5 (4): 17½ and 16½. {@code /K2} halves the Buchholz: 14.
   * {@code SSSC:GP} takes game points as primary: match points plus the Buchholz on game points
   * over 12 / 2 = 6, rounded to hundredths: 4 + 20½ / 6 = 7.42.
   */
  @Test
  void scoresAndScheduleStrength_modifiers() {
    assertEquals(Score.parse("19.5"), values(FideEdition.EDITION_2024, "SSSC").get(5));
    assertEquals(Score.parse("17.5"), values(FideEdition.EDITION_2026, "SSSC").get(5));
    assertEquals(figures("1", "16", "2", "16.5", "3", "15", "4", "11", "5", "17.5", "6", "14"),
        values(FideEdition.EDITION_2024, "SSSC/P"));
    assertEquals(Score.of(14), values(FideEdition.EDITION_2024, "SSSC/K2").get(5));
    assertEquals(figures("1", "8.33", "2", "4.75", "3", "5.67", "4", "4.58", "5", "7.42", "6",
        "5.25"), values(FideEdition.EDITION_2024, "SSSC:GP"));
    assertEquals(values(FideEdition.EDITION_2024, "SSSC:GP"),
        TeamEvents.values(event(TeamScore.GAME_POINTS), FideEdition.EDITION_2024, "SSSC"),
        "SSSC of an event ranked by game points");
  }

  /**
   * Six boards and two rounds: the highest match points (4) over the highest game points of a
   * match (6) round down to 0, which would divide by zero; the factor is then 1.
   */
  @Test
  void scoresAndScheduleStrength_factorBelowOne_isOne() {
    TeamTournament.Builder builder = TeamTournament.builder().plannedRounds(2).boards(6);
    for (int t = 1; t <= 4; t++) {
      builder.addTeam(TeamEvents.team(t, 6));
    }
    TeamTournament event = builder
        .addRound(total(1, 2, 6, 7), total(3, 4, 6, 6))
        .addRound(total(1, 3, 6, 6), total(2, 4, 6, 8))
        .build();
    // #1: 3½ + 3 game points; Buchholz on match points: #2 (2) + #3 (2) = 4.
    assertEquals(Score.parse("10.5"), TeamEvents.value(event, FideEdition.EDITION_2026, "SSSC",
        1));
    Explanation explanation = TeamEvents.explain(event, FideEdition.EDITION_2026, "SSSC", 1);
    assertTrue(explanation.notes().get(explanation.notes().size() - 1).toString().contains(
        "divided by the normalising factor 1"), explanation.toString());
  }

  /**
   * Where a match won gives 0 in the secondary score, the factor has nothing to divide by: SSSC
   * refuses the event, saying why and what to give, and is computed with {@code /Kn}. Game
   * points of 0 for a win ({@code XXS W=0 D=0}) under match points; match points of 0 for a win
   * ({@code 362 TW 0}) under game points.
   */
  @Test
  void scoresAndScheduleStrength_aWinWorthNothing_refusedUnlessTheFactorIsGiven() {
    TeamTournament.Builder builder = TeamTournament.builder().plannedRounds(1).boards(1)
        .gamePoints(PointSystem.builder().win(Score.ZERO).draw(Score.ZERO).build());
    builder.addTeam(TeamEvents.team(1, 1)).addTeam(TeamEvents.team(2, 1));
    TeamTournament noGamePoints = builder.addRound(total(1, 2, 1, 2)).build();
    RuleFailedException e = assertThrows(RuleFailedException.class,
        () -> TeamEvents.rank(noGamePoints, FideEdition.EDITION_2026, "SSSC"));
    assertNull(e.getCause());
    assertEquals("SSSC (Scores and schedule strength combination) divides by the game points of"
        + " a match won on every board, and this event gives it 0; give the normalising factor"
        + " with /Kn, as in SSSC/K1", e.getMessage());
    assertEquals(Score.ONE, TeamEvents.value(noGamePoints, FideEdition.EDITION_2026, "SSSC/K1",
        1), "the game won gives 0 game points, so the match is drawn: 0 game points and a"
        + " Buchholz of 1 match point");

    TeamTournament noMatchPoints = TeamTournament.builder().plannedRounds(1).boards(1)
        .matchPoints(PointSystem.builder().win(Score.ZERO).draw(Score.ZERO).loss(Score.ZERO)
            .build())
        .primaryScore(TeamScore.GAME_POINTS)
        .addTeam(TeamEvents.team(1, 1)).addTeam(TeamEvents.team(2, 1))
        .addRound(total(1, 2, 1, 2)).build();
    RuleFailedException matchPoints = assertThrows(RuleFailedException.class,
        () -> TeamEvents.rank(noMatchPoints, FideEdition.EDITION_2026, "SSSC"));
    assertTrue(matchPoints.getMessage().contains("divides by the match points of a match won"),
        matchPoints.getMessage());
    assertEquals(Score.HALF, TeamEvents.value(noMatchPoints, FideEdition.EDITION_2026,
        "SSSC/K2", 2), "0 match points and a Buchholz of 1 game point over 2");
  }
}
