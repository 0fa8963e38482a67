package org.tiebreak.testkit.fide;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.tiebreak.api.Score;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.rule.TiebreakContext;
import org.tiebreak.api.rule.ValueRule;
import org.tiebreak.api.standings.Explanation;
import org.tiebreak.api.standings.Message;
import org.tiebreak.rulesets.fide.Fide;
import org.tiebreak.rulesets.fide.FideEdition;
import org.tiebreak.testkit.EngineContexts;
import org.tiebreak.testkit.OpponentScenario;

/**
 * The worked examples of the FIDE tie-break regulations that the data given allows: the annex of
 * the FIDE Arbiters' Manual 2026 (a player's own unplayed round under the 2024 and 2026 editions),
 * and the examples of the pre-2023 virtual-opponent rule (the 2022 handbook text and the minutes
 * of the 2009 FIDE Congress that introduced it). The examples give only the figures that matter;
 * the events are built so that the other opponents' scores add up to the published total.
 */
class FideWorkedExamplesTests {

  static Score buchholz(FideEdition edition, Tournament tournament, int player) {
    return ((ValueRule) Fide.rule(edition, "BH")).value(player, EngineContexts.of(tournament));
  }

  static Explanation explain(FideEdition edition, String code, Tournament tournament,
      int player) {
    TiebreakContext context = EngineContexts.of(tournament);
    return ((ValueRule) Fide.rule(edition, code)).explain(player, context);
  }

  /** The annex of the FIDE Arbiters' Manual 2026: the dummy of Art. 16.4, uncapped and capped. */
  @Nested
  class ArbitersManual2026 {

    /**
     * Ex01: 7 of 9 with a forfeit win in round 7 against a scheduled opponent whose adjusted
     * score is 5.5; the other eight opponents score 5.5 each (44). BH 51 under 2024 (the dummy
     * has the player's 7), 49.5 under 2026 (capped at 5.5, 16.4.1).
     */
    @Test
    void ex01_forfeitWin_dummyCappedAtTheScheduledOpponent() {
      OpponentScenario scenario = new OpponentScenario(9);
      int player = scenario.focal("Ex01", "W:WWWWWDLL", "W:WWWWWDLL", "W:WWWWWDLL",
          "W:WWWWWDLL", "D:WWWWWLLL", "D:WWWWWLLL", "+:WWWWWDLL", "W:WWWWWDLL", "L:WWWWDLLL");
      Tournament tournament = scenario.build();
      assertEquals(Score.of(7), tournament.score(player));
      assertEquals(Score.of(51), buchholz(FideEdition.EDITION_2024, tournament, player));
      assertEquals(Score.parse("49.5"), buchholz(FideEdition.EDITION_2026, tournament, player));
    }

    /**
     * Ex04: 9.5 of 10 with a forfeit win in round 1 against a scheduled opponent whose adjusted
     * score is 4.5; the other opponents score 64.5. BH 74 under 2024, 69 under 2026.
     */
    @Test
    void ex04_firstRoundForfeitWin() {
      OpponentScenario scenario = new OpponentScenario(10);
      int player = scenario.focal("Ex04", "+:WWWWDLLLL", "W:WWWWWWWLL", "W:WWWWWWWLL",
          "W:WWWWWWWLL", "W:WWWWWWWLL", "W:WWWWWWWLL", "W:WWWWWWWLL", "W:WWWWWWWLL",
          "W:WWWWWWWLL", "D:WWWWWWWWL");
      Tournament tournament = scenario.build();
      assertEquals(Score.parse("9.5"), tournament.score(player));
      assertEquals(Score.of(74), buchholz(FideEdition.EDITION_2024, tournament, player));
      assertEquals(Score.of(69), buchholz(FideEdition.EDITION_2026, tournament, player));
    }

    /**
     * Ex03: 6.5 of 10 with a forfeit loss in round 9 and a withdrawal before round 10; the
     * other opponents score 51.5. BH 64.5 under 2024 (dummies 6.5 and 6.5), 63 under 2026
     * (6.5, and 5 for the withdrawal: a draw's points times 10 rounds, 16.4.2).
     */
    @Test
    void ex03_forfeitLossAndWithdrawal() {
      OpponentScenario scenario = new OpponentScenario(10);
      int player = scenario.focal("Ex03", "W:WWWWWWDLL", "W:WWWWWWDLL", "W:WWWWWWDLL",
          "W:WWWWWWDLL", "W:WWWWWWDLL", "W:WWWWWWDLL", "D:WWWWWWLLL", "L:WWWWWLLLL",
          "-:WWWWWWLLL", "X");
      Tournament tournament = scenario.build();
      assertEquals(Score.parse("6.5"), tournament.score(player));
      assertEquals(Score.parse("64.5"), buchholz(FideEdition.EDITION_2024, tournament, player));
      assertEquals(Score.of(63), buchholz(FideEdition.EDITION_2026, tournament, player));
      Explanation explanation = explain(FideEdition.EDITION_2026, "BH", tournament, player);
      Explanation.Line withdrawal = explanation.lines().get(9);
      assertEquals(Score.of(5), withdrawal.usedScore().orElseThrow());
      assertTrue(withdrawal.adjustment().orElseThrow().toString().startsWith("category 16.2.5: a dummy"),
          withdrawal.toString());
      assertTrue(withdrawal.adjustment().orElseThrow().toString().contains("capped at a draw's points"
          + " times 10 rounds, 5 (16.4.2)"), withdrawal.toString());
    }
  }

  /** The pre-2023 regulations: the virtual opponent, and opponents' unplayed rounds as draws. */
  @Nested
  class VirtualOpponent {

    /**
     * The 2022 handbook's example 1: a player who did not show up in round 3 of 9 with 1.5
     * points from rounds 1 and 2 meets a virtual opponent with 1.5 + 1 after round 3 and 5.5 at
     * the end.
     */
    @Test
    void example1_noShowInRound3() {
      OpponentScenario scenario = new OpponentScenario(9);
      int player = scenario.focal("P", "W:LLLLLLLL", "D:LLLLLLLL", "-:LLLLLLLL", "L:LLLLLLLL",
          "L:LLLLLLLL", "L:LLLLLLLL", "L:LLLLLLLL", "L:LLLLLLLL", "L:LLLLLLLL");
      Explanation explanation = explain(FideEdition.PRE_2023, "BH", scenario.build(), player);
      assertEquals(Score.parse("5.5"), explanation.lines().get(2).usedScore().orElseThrow());
    }

    /**
     * Example 2: the opponent did not show up in round 6 of 9, the player having 3.5 after round
     * 5: the virtual opponent has 3.5 after round 6 and 5 at the end.
     */
    @Test
    void example2_opponentNoShowInRound6() {
      OpponentScenario scenario = new OpponentScenario(9);
      int player = scenario.focal("P", "W:LLLLLLLL", "W:LLLLLLLL", "W:LLLLLLLL", "D:LLLLLLLL",
          "L:LLLLLLLL", "+:LLLLLLLL", "L:LLLLLLLL", "L:LLLLLLLL", "L:LLLLLLLL");
      Explanation explanation = explain(FideEdition.PRE_2023, "BH", scenario.build(), player);
      assertEquals(Score.of(5), explanation.lines().get(5).usedScore().orElseThrow());
    }

    /**
     * The 2009 minutes, player A: 9 rounds, 6 points with a win by default in round 3 and 2
     * points after round 2. A's own round 3 counts 2 + 0 + 6 × 0.5 = 5, and A's opponents count
     * A with 5.5 (the default win as a draw).
     */
    @Test
    void minutes2009_playerA() {
      OpponentScenario scenario = new OpponentScenario(9);
      int a = scenario.focal("A", "W@Opponent of A", "W:LLLLLLLL", "+:LLLLLLLL", "W:LLLLLLLL",
          "W:LLLLLLLL", "D:LLLLLLLL", "D:LLLLLLLL", "L:LLLLLLLL", "L:LLLLLLLL");
      int opponent = scenario.focal("Opponent of A", "L@A", "L:LLLLLLLL", "L:LLLLLLLL",
          "L:LLLLLLLL", "L:LLLLLLLL", "L:LLLLLLLL", "L:LLLLLLLL", "L:LLLLLLLL", "L:LLLLLLLL");
      Tournament tournament = scenario.build();
      assertEquals(Score.of(6), tournament.score(a));
      Explanation own = explain(FideEdition.PRE_2023, "BH", tournament, a);
      assertEquals(Score.of(5), own.lines().get(2).usedScore().orElseThrow());
      Explanation opponents = explain(FideEdition.PRE_2023, "BH", tournament, opponent);
      assertEquals(Score.parse("5.5"), opponents.lines().get(0).usedScore().orElseThrow());
    }

    /**
     * The 2009 minutes, player B: absent in round 7 with 4 points after round 6 and 6 at the end.
     * B's own round 7 counts 4 + 1 + 2 × 0.5 = 6; B's opponents count B with 6.5.
     */
    @Test
    void minutes2009_playerB() {
      OpponentScenario scenario = new OpponentScenario(9);
      int b = scenario.focal("B", "W@Opponent of B", "W:LLLLLLLL", "W:LLLLLLLL", "W:LLLLLLLL",
          "L:LLLLLLLL", "L:LLLLLLLL", "A", "W:LLLLLLLL", "W:LLLLLLLL");
      int opponent = scenario.focal("Opponent of B", "L@B", "L:LLLLLLLL", "L:LLLLLLLL",
          "L:LLLLLLLL", "L:LLLLLLLL", "L:LLLLLLLL", "L:LLLLLLLL", "L:LLLLLLLL", "L:LLLLLLLL");
      Tournament tournament = scenario.build();
      assertEquals(Score.of(6), tournament.score(b));
      Explanation own = explain(FideEdition.PRE_2023, "BH", tournament, b);
      assertEquals(Score.of(6), own.lines().get(6).usedScore().orElseThrow());
      Explanation opponents = explain(FideEdition.PRE_2023, "BH", tournament, opponent);
      assertEquals(Score.parse("6.5"), opponents.lines().get(0).usedScore().orElseThrow());
    }
  }

  /** The TEC exercise's player 4 under 2026: the half-point bye's dummy capped at 2.5. */
  @Test
  void tecExercise_player4_2026_dummyCapped() throws Exception {
    Tournament tournament = FideExerciseTests.tournament(FideEdition.EDITION_2026);
    Explanation explanation = explain(FideEdition.EDITION_2026, "BH", tournament, 4);
    assertEquals(Score.of(14), explanation.value().orElseThrow());
    Explanation.Line bye = explanation.lines().get(1);
    assertEquals(Score.parse("2.5"), bye.usedScore().orElseThrow());
    assertEquals("category 16.2.3: a dummy with the player's own score 3.5, capped at a draw's"
        + " points times 5 rounds, 2.5 (16.4.2)", bye.adjustment().orElseThrow().toString());
    Explanation cut = explain(FideEdition.EDITION_2026, "BH/C1", tournament, 4);
    assertEquals(Score.parse("11.5"), cut.value().orElseThrow());
    assertTrue(cut.lines().get(1).dropped(), "the voluntary unplayed round is cut (16.5)");
    assertEquals(List.of("the sum of the opponents' scores", "cut: round 2 (a voluntary unplayed"
        + " round); a voluntary unplayed round is cut first where Art. 16.5 says so",
        "FIDE C.07 (2026)"), cut.notes().stream().map(Message::toString).toList());
  }

  /** The same explanations in German. */
  @Test
  void tecExercise_player4_2026_explainedInGerman() throws Exception {
    Tournament tournament = FideExerciseTests.tournament(FideEdition.EDITION_2026);
    Explanation.Line bye = explain(FideEdition.EDITION_2026, "BH", tournament, 4).lines().get(1);
    assertEquals("Kategorie 16.2.3: ein fiktiver Gegner mit der eigenen Punktzahl 3.5 des"
        + " Spielers, begrenzt auf die Punkte eines Remis mal 5 Runden, 2.5 (16.4.2)",
        bye.adjustment().orElseThrow().format(Locale.GERMAN));
    Explanation cut = explain(FideEdition.EDITION_2026, "BH/C1", tournament, 4);
    assertEquals(List.of("die Summe der Punkte der Gegner", "gestrichen: Runde 2 (eine freiwillig"
        + " nicht gespielte Runde); eine freiwillig nicht gespielte Runde wird zuerst gestrichen,"
        + " wo Art. 16.5 es vorsieht", "FIDE C.07 (2026)"),
        cut.notes().stream().map(note -> note.format(Locale.GERMAN)).toList());
  }
}
