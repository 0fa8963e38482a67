package org.tiebreak.testkit.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.tiebreak.testkit.rules.ValueRuleFixtures.contributions;
import static org.tiebreak.testkit.rules.ValueRuleFixtures.explain;
import static org.tiebreak.testkit.rules.ValueRuleFixtures.rank;
import static org.tiebreak.testkit.rules.ValueRuleFixtures.values;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.tiebreak.api.Score;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.rule.ValueRule;
import org.tiebreak.api.standings.Explanation;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.core.rules.Forfeits;
import org.tiebreak.core.rules.MinusScoreDrop;
import org.tiebreak.core.rules.OpponentUnplayed;
import org.tiebreak.core.rules.OwnUnplayed;
import org.tiebreak.core.rules.Tiebreaks;
import org.tiebreak.rulesets.mca.Mca;
import org.tiebreak.rulesets.uscf.Uscf;
import org.tiebreak.testkit.Crosstables;

/**
 * The general rules with a round in progress: a pending game counts as a round neither player
 * has played yet. Figures worked by hand.
 */
class PendingGameTests {

  /**
   * A six-player Swiss in its third round: Bob beat Eve, the other two games are pending.
   *
   * <pre>
   * No. name  R1              R2      R3               score  adjusted  rounds finished
   * 1   Ann   W 2 w           D 3 b   pending 4 w      1.5    1.5       2
   * 2   Bob   L 1 b           W 6 w   W 5 b            2      2         3
   * 3   Cid   D 4 w           D 1 w   pending 6 b      1      1         2
   * 4   Dee   D 3 b           W 5 w   pending 1 b      1.5    1.5       2
   * 5   Eve   forfeit win 6 w L 4 b   L 2 w            1      0.5       3
   * 6   Fay   forfeit loss 5b L 2 b   pending 3 w      0      0.5       2
   * </pre>
   */
  private static Tournament partialRound() {
    return Crosstables.parse("""
        1 Ann 1.5 W2w D3b P4w
        2 Bob 2.0 L1b W6w W5b
        3 Cid 1.0 D4w D1w P6b
        4 Dee 1.5 D3b W5w P1b
        5 Eve 1.0 +6w L4b L2w
        6 Fay 0.0 -5b L2b P3w
        """, 5);
  }

  /**
   * A six-player Swiss whose first three rounds are finished, every game played; in round 4
   * Bob has beaten Dee and the games 1-6 and 3-5 are pending. After round 3 the scores are Ann
   * 2.5, Bob 2.5, Cid 1.5, Dee 0.5, Eve 0.5, Fay 1.5.
   */
  private static Tournament fourthRoundPartly() {
    return Crosstables.parse("""
        1 Ann 2.5 W4 D2 W3 P6
        2 Bob 3.5 W5 D1 W6 W4
        3 Cid 1.5 D6 W4 L1 P5
        4 Dee 0.5 L1 L3 D5 L2
        5 Eve 0.5 L2 L6 D4 P3
        6 Fay 1.5 D3 W5 L2 P1
        """, 5);
  }

  /** {@link #fourthRoundPartly} with every game of round 4 still pending. */
  private static Tournament fourthRoundPending() {
    return Crosstables.parse("""
        1 Ann 2.5 W4 D2 W3 P6
        2 Bob 2.5 W5 D1 W6 P4
        3 Cid 1.5 D6 W4 L1 P5
        4 Dee 0.5 L1 L3 D5 P2
        5 Eve 0.5 L2 L6 D4 P3
        6 Fay 1.5 D3 W5 L2 P1
        """, 5);
  }

  @Test
  void solkoff_pendingGame_isNoOpponentAndNoRoundOfTheOpponentsScore() {
    // Ann: Bob 2 + Cid 1 (Cid's pending game is not an unplayed round worth ½) = 3.
    // Eve: her forfeit win counts as an opponent with 0, then Dee 1.5 and Bob 2 = 3.5.
    // Fay: her forfeit loss 0, Bob 2; her pending game adds no opponent with 0 = 2.
    assertEquals("1=3 2=2.5 3=3 4=1.5 5=3.5 6=2", values(partialRound(), Uscf.solkoff()));
  }

  @Test
  void modifiedMedian_plusOrMinus_countsOnlyTheRoundsThePlayerHasFinished() {
    // Ann has 1.5 of the 2 rounds she finished: a plus score, the lowest (Cid 1) dropped, 2.
    // Cid has 1 of 2: an even score, both opponents dropped, 0. Over 3 rounds Ann would be even
    // and Cid minus. Eve, 1 of 3, is minus: US Chess drops the highest (Bob 2), the MCA text the
    // lowest (her forfeit win, 0).
    assertEquals("1=2 2=2 3=0 4=1 5=1.5 6=0", values(partialRound(), Uscf.modifiedMedian()));
    assertEquals("1=2 2=2 3=0 4=1 5=3.5 6=2", values(partialRound(), Mca.modifiedMedian()));
  }

  @Test
  void modifiedMedianAndMedian_roundWhollyPending_isNotYetARoundForTwoCuts() {
    // Two at each end from 4 rounds on. With round 4 wholly pending the event has 3 rounds:
    // one at each end, exactly as after round 3.
    ValueRule modifiedMedian = Tiebreaks.modifiedMedian(MinusScoreDrop.HIGHEST, 4,
        OpponentUnplayed.COUNT_HALF, OwnUnplayed.ZERO_OPPONENT);
    ValueRule median = Tiebreaks.median(4, OpponentUnplayed.COUNT_HALF,
        OwnUnplayed.ZERO_OPPONENT);
    Tournament pending = fourthRoundPending();
    assertEquals("1=4 2=4 3=1.5 4=2 5=2 6=1.5", values(pending, modifiedMedian));
    assertEquals(values(pending.afterRound(3), modifiedMedian), values(pending, modifiedMedian));
    assertEquals("1=1.5 2=1.5 3=1.5 4=1.5 5=1.5 6=1.5", values(pending, median));
    assertEquals(values(pending.afterRound(3), median), values(pending, median));
  }

  @Test
  void modifiedMedian_roundWithAResult_countsForTwoCuts_maximumStillPerPlayer() {
    // Bob beat Dee in round 4, so the event has 4 rounds and two are dropped at each end.
    // Ann, 2.5 of her 3 finished rounds, is plus: Dee 0.5 and Cid 1.5 dropped, Bob 3.5 kept.
    // Bob, 3.5 of 4, is plus: Eve 0.5 and Dee 0.5 dropped, 2.5 + 1.5 = 4. Cid, 1.5 of 3, is even:
    // of three opponents two are dropped low and the last high, 0. Dee, 0.5 of 4, is minus: Bob
    // 3.5 and Ann 2.5 dropped, 2.
    ValueRule modifiedMedian = Tiebreaks.modifiedMedian(MinusScoreDrop.HIGHEST, 4,
        OpponentUnplayed.COUNT_HALF, OwnUnplayed.ZERO_OPPONENT);
    assertEquals("1=3.5 2=4 3=0 4=2 5=0.5 6=0", values(fourthRoundPartly(), modifiedMedian));
  }

  @Test
  void cumulative_pendingGame_addsNoRunningScore() {
    // Ann: 1 after round 1, 1.5 after round 2, round 3 pending: 2.5. Eve: 1 less 1 for the
    // forfeit win, then 1 and 1: 2.
    assertEquals("1=2.5 2=3 3=1.5 4=2 5=2 6=0", values(partialRound(), Uscf.cumulative()));
    assertEquals("1=2.5 2=3 3=1.5 4=2 5=2 6=0", values(partialRound(), Mca.cumulative()));
    // Ann met Bob (3) and Cid (1.5); Cid met Dee (2) and Ann (2.5).
    assertEquals("1=4.5 2=4.5 3=4.5 4=3.5 5=5 6=3",
        values(partialRound(), Uscf.cumulativeOfOpposition()));
    Explanation ann = explain(partialRound(), Uscf.cumulative(), 1);
    assertEquals("1 1.5 -", contributions(ann));
    assertEquals("pending: not yet played", ann.lines().get(2).result().orElseThrow().toString());
    assertEquals(Optional.empty(), ann.lines().get(2).usedScore());
  }

  @Test
  void kashdan_pendingGame_isNotAnUnplayedRound() {
    // Ann: W 4 + D 2 = 6, her pending game adds nothing, not the 2 the MCA gives an unplayed
    // round. Eve: forfeit win (0 or 2) + L 1 + L 1. Fay: forfeit loss (0 or 2) + L 1.
    assertEquals("1=6 2=9 3=4 4=6 5=2 6=1", values(partialRound(), Uscf.kashdan()));
    assertEquals("1=6 2=9 3=4 4=6 5=4 6=3", values(partialRound(), Mca.kashdan()));
    Explanation ann = explain(partialRound(), Mca.kashdan(), 1);
    assertEquals("4 2 -", contributions(ann));
    assertEquals(Optional.empty(), ann.lines().get(2).adjustment());
  }

  @Test
  void sonnebornBerger_adjustedScores_leavePendingGamesOut() {
    // Adjusted scores: Ann 1.5, Bob 2, Cid 1, Dee 1.5, Eve 0.5, Fay 0.5. Ann beat Bob and drew
    // Cid: 2 + 0.5; Cid drew Dee and Ann: 0.75 + 0.75.
    assertEquals("1=2.5 2=1 3=1.5 4=1 5=0 6=0", values(partialRound(), Mca.sonnebornBerger()));
  }

  @Test
  void firstLossLatest_noLoss_ranksAfterTheRoundsWithResults() {
    // Round 3 has a result (Bob beat Eve), so a player with no loss gets 4, above Eve's and
    // Fay's first loss in round 2; with round 3 wholly pending it would be 3.
    ValueRule rule = Tiebreaks.firstLossLatest(Forfeits.NOT_COUNTED);
    assertEquals("1=4 2=1 3=4 4=4 5=2 6=2", values(partialRound(), rule));
    Tournament pending = fourthRoundPending();
    assertEquals("1=4 2=4 3=3 4=1 5=1 6=3", values(pending, rule));
    assertEquals(values(pending.afterRound(3), rule), values(pending, rule));
    assertEquals("1=5 2=5 3=3 4=1 5=1 6=3", values(fourthRoundPartly(), rule));
  }

  @Test
  void mostBlacks_pendingGameWithBlack_isNotCounted() {
    assertEquals("1=1 2=2 3=0 4=1 5=1 6=1", values(partialRound(), Uscf.mostBlacks()));
  }

  @Test
  void resultBetweenTiedPlayers_pendingGameBetweenThem_leavesTheTie() {
    // Ann and Dee, both on 1.5 behind Bob, are paired in round 3 and still playing.
    Standings standings = rank(partialRound(), Uscf.resultBetweenTiedPlayers());
    assertEquals("2-3", standings.row(1).place());
    assertEquals("2-3", standings.row(4).place());
    assertEquals(Score.ZERO, standings.row(1).values().get("TIED"));
    Explanation ann = standings.explain(1, "TIED");
    assertEquals(1, ann.lines().size());
    assertEquals("pending: not yet played", ann.lines().get(0).result().orElseThrow().toString());
    assertEquals(Optional.empty(), ann.lines().get(0).contribution());
  }
}
