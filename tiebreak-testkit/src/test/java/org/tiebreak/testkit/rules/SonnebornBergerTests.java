package org.tiebreak.testkit.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.tiebreak.testkit.rules.Texts.notes;
import static org.tiebreak.testkit.rules.ValueRuleFixtures.contributions;
import static org.tiebreak.testkit.rules.ValueRuleFixtures.explain;
import static org.tiebreak.testkit.rules.ValueRuleFixtures.order;
import static org.tiebreak.testkit.rules.ValueRuleFixtures.places;
import static org.tiebreak.testkit.rules.ValueRuleFixtures.rank;
import static org.tiebreak.testkit.rules.ValueRuleFixtures.value;
import static org.tiebreak.testkit.rules.ValueRuleFixtures.values;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tiebreak.api.Format;
import org.tiebreak.api.Player;
import org.tiebreak.api.Score;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.rule.ValueRule;
import org.tiebreak.api.standings.Explanation;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.core.rules.Forfeits;
import org.tiebreak.core.rules.OpponentUnplayed;
import org.tiebreak.core.rules.Tiebreaks;
import org.tiebreak.rulesets.bigrapids.BigRapids;
import org.tiebreak.rulesets.mca.Mca;
import org.tiebreak.rulesets.uscf.Uscf;
import org.tiebreak.testkit.Crosstables;

/** Tests for {@link Tiebreaks#sonnebornBerger}. */
class SonnebornBergerTests {

  private static final ValueRule FINAL_WITH_FORFEITS = Tiebreaks.sonnebornBerger(
      OpponentUnplayed.AS_SCORED, Forfeits.COUNTED_AS_GAMES);
  private static final ValueRule ADJUSTED_WITH_FORFEITS = Tiebreaks.sonnebornBerger(
      OpponentUnplayed.COUNT_HALF, Forfeits.COUNTED_AS_GAMES);

  /**
   * Big Rapids SB example 1: Alexa (1) lost to Betty (2), beat Cathy (3) and Diane (4); Betty drew
   * Cathy and Diane; Cathy beat Diane.
   */
  private static Tournament alexaBetty() {
    return Crosstables.parse("""
        1 Alexa 2.0 L2w W3w W4b
        2 Betty 2.0 W1b D4w D3w
        3 Cathy 1.5 W4w L1b D2b
        4 Diane 0.5 L3b D2b L1w
        """, 3, Format.ROUND_ROBIN);
  }

  @Test
  void sonnebornBerger_bigRapidsExample1_alexaTwoBettyThree() {
    Tournament t = alexaBetty();
    assertEquals("1=2 2=3 3=1.5 4=1", values(t, BigRapids.sonnebornBerger()),
        "Alexa 0+1.5+0.5 = 2; Betty 2+0.75+0.25 = 3; Cathy 1+0.5; Diane ½ of Betty's 2");
    Standings standings = rank(t, BigRapids.sonnebornBerger());
    assertEquals(List.of(2, 1, 3, 4), order(standings), "Betty wins on tie-breaks");
    assertEquals("SB", standings.rows().get(0).decidedBy().orElseThrow());
  }

  @Test
  void sonnebornBerger_bigRapidsExample2_jillBeforeKelly() {
    // Ian (1) drew Jill (2) and Kelly (3), lost to Larry (4); Jill beat Larry, lost to Kelly;
    // Kelly lost to Larry.
    Tournament t = Crosstables.parse("""
        1 Ian   1.0 D2w D3w L4b
        2 Jill  1.5 D1b W4w L3w
        3 Kelly 1.5 L4w D1b W2b
        4 Larry 2.0 W3b L2b W1w
        """, 3, Format.ROUND_ROBIN);
    assertEquals(Score.parse("2.5"), value(t, BigRapids.sonnebornBerger(), 2),
        "Jill: (1/2) + 2 + 0");
    assertEquals(Score.of(2), value(t, BigRapids.sonnebornBerger(), 3), "Kelly: (1/2) + 1.5 + 0");
    Standings standings = rank(t, BigRapids.sonnebornBerger());
    assertEquals(List.of(4, 2, 3, 1), order(standings), "Larry first, Jill second on SB");
    assertEquals("SB", standings.row(2).decidedBy().orElseThrow());
    assertEquals(List.of("1", "2", "3", "4"), places(standings));
  }

  @Test
  void sonnebornBerger_bigRapidsHeadToHeadExample1_faithAndHillaryBothTwoAndAQuarter() {
    // Evan (1) lost to Faith (2) and Hillary (4), beat Gus (3); Faith drew Hillary; Gus lost all.
    Tournament t = Crosstables.parse("""
        1 Evan    1.0 L2w W3w L4b
        2 Faith   2.5 W1b D4w W3w
        3 Gus     0.0 L4w L1b L2b
        4 Hillary 2.5 W3b D2b W1w
        """, 3, Format.ROUND_ROBIN);
    assertEquals("1=0 2=2.25 3=0 4=2.25", values(t, BigRapids.sonnebornBerger()),
        "Faith and Hillary: (2.5/2) + 1 + 0 = 2.25; Evan beat only Gus (0)");
    Standings standings = rank(t, BigRapids.sonnebornBerger());
    assertEquals(List.of("1-2", "1-2", "3", "4"), places(standings), "SB leaves the tie");
    assertEquals(Score.of(9, 4), value(t, BigRapids.sonnebornBerger(), 2));
  }

  /**
   * Five players, two rounds: 1-2 1-0, 3-4 1-0, 5 pairing-allocated bye; then 1-3 ½-½, 5-2 1-0,
   * 4 pairing-allocated bye. Cid (3) beat Dee (4), whose second point was a bye.
   */
  private static Tournament opponentWithBye() {
    return Crosstables.parse("""
        1 Ann 1.5 W2w D3w
        2 Bob 0.0 L1b L5b
        3 Cid 1.5 W4w D1b
        4 Dee 1.0 L3b U
        5 Eve 2.0 U   W2w
        """, 2);
  }

  @Test
  void sonnebornBerger_mcaAdjusted_opponentsByeCountsHalf() {
    Tournament t = opponentWithBye();
    assertEquals("1=0.75 2=0 3=1.75 4=0 5=0", values(t, BigRapids.sonnebornBerger()),
        "final scores: Dee counts 1, bye included");
    assertEquals("1=0.75 2=0 3=1.25 4=0 5=0", values(t, Mca.sonnebornBerger()),
        "adjusted scores: Dee's bye counts ½, so Dee counts 0.5");
    Standings standings = rank(t, Mca.sonnebornBerger());
    assertEquals(List.of(5, 3, 1, 4, 2), order(standings));
    assertEquals("SB", standings.row(3).decidedBy().orElseThrow());
  }

  @Test
  void sonnebornBerger_mcaAdjusted_explainsTheAdjustment() {
    Explanation explanation = explain(opponentWithBye(), Mca.sonnebornBerger(), 3);
    assertEquals(Score.parse("1.25"), explanation.value().orElseThrow());
    assertEquals(2, explanation.lines().size());
    Explanation.Line win = explanation.lines().get(0);
    assertEquals("W", win.result().orElseThrow().toString());
    assertEquals(4, win.opponent().getAsInt());
    assertEquals(Score.ONE, win.opponentScore().orElseThrow());
    assertEquals(Score.HALF, win.usedScore().orElseThrow());
    assertEquals("1 unplayed round of the opponent counted as ½ each",
        win.adjustment().orElseThrow().toString());
    assertEquals(Score.HALF, win.contribution().orElseThrow());
    Explanation.Line draw = explanation.lines().get(1);
    assertEquals("D", draw.result().orElseThrow().toString());
    assertEquals(Score.parse("1.5"), draw.usedScore().orElseThrow());
    assertFalse(draw.adjustment().isPresent());
    assertEquals(Score.parse("0.75"), draw.contribution().orElseThrow(), "half of 1.5");
    assertEquals(Score.parse("1.25"), draw.runningTotal().orElseThrow());
    assertEquals(List.of("adjusted (each unplayed round ½) scores of the opponents beaten, plus"
        + " half those of the opponents drawn"), notes(explanation));
  }

  /** Σ s·(g − s) over the players' scores s, g being the games each played. */
  private static Score sumOfScoreTimesPointsConceded(Tournament t, int games) {
    Score sum = Score.ZERO;
    for (Player player : t.players()) {
      Score s = t.score(player.startNumber());
      sum = sum.plus(s.times(Score.of(games).minus(s)));
    }
    return sum;
  }

  private static Score sumOfValues(Tournament t, ValueRule rule) {
    Standings standings = rank(t, rule);
    Score sum = Score.ZERO;
    for (Standings.Row row : standings.rows()) {
      sum = sum.plus(row.values().get(rule.code()));
    }
    return sum;
  }

  @Test
  void sonnebornBerger_completeRoundRobinOfFour_sumsToScoreTimesPointsConceded() {
    // 1-2 ½, 3-4 1-0; 1-3 0-1, 2-4 ½; 4-1 ½, 2-3 1-0. Scores 1, 2, 2, 1.
    Tournament t = Crosstables.parse("""
        1 Ann 1.0 D2w L3w D4b
        2 Bob 2.0 D1b D4w W3w
        3 Cid 2.0 W4w W1b L2b
        4 Dee 1.0 L3b D2b D1w
        """, 3, Format.ROUND_ROBIN);
    assertEquals("1=1.5 2=3 3=2 4=1.5", values(t, BigRapids.sonnebornBerger()));
    assertEquals(Score.of(8), sumOfScoreTimesPointsConceded(t, 3));
    assertEquals(Score.of(8), sumOfValues(t, BigRapids.sonnebornBerger()));
    assertEquals(Score.of(8), sumOfValues(t, Mca.sonnebornBerger()),
        "with every game played, adjusted scores are the final scores");
    assertEquals(Score.parse("7.5"), sumOfValues(alexaBetty(), BigRapids.sonnebornBerger()),
        "Big Rapids example 1: 2 + 3 + 1.5 + 1");
    assertEquals(Score.parse("7.5"), sumOfScoreTimesPointsConceded(alexaBetty(), 3),
        "2·1 + 2·1 + 1.5·1.5 + 0.5·2.5");
  }

  @Test
  void sonnebornBerger_completeRoundRobinOfFive_sumsToScoreTimesPointsConceded() {
    // Circle schedule; the player out each round has a zero-point bye (the model has no "rest
    // round" kind), which final scores do not see.
    Tournament t = Crosstables.parse("""
        1 Ann 2.0 Z   D2w L3b W4w D5b
        2 Bob 3.0 W5w D1b Z   D3w W4b
        3 Cid 3.0 D4w W5b W1w D2b Z
        4 Dee 1.5 D3b Z   W5w L1b L2w
        5 Eve 0.5 L2b L3w L4b Z   D1w
        """, 5, Format.ROUND_ROBIN);
    assertEquals("1=3.25 2=4.5 3=4.75 4=2 5=1", values(t, BigRapids.sonnebornBerger()));
    assertEquals(Score.parse("15.5"), sumOfScoreTimesPointsConceded(t, 4));
    assertEquals(Score.parse("15.5"), sumOfValues(t, BigRapids.sonnebornBerger()));
    Standings standings = rank(t, BigRapids.sonnebornBerger());
    assertEquals(List.of(3, 2, 1, 4, 5), order(standings), "Cid 4.75 above Bob 4.5 on 3 points");
  }

  @Test
  void sonnebornBerger_doubleRoundRobin_repeatedOpponentCountsOncePerGame() {
    Tournament t = Crosstables.parse("""
        1 Ann 4.5 W2w D3w W4w D2b W3b D4b
        2 Bob 2.0 L1b W4w L3w D1w D4b L3b
        3 Cid 3.0 D4w D1b W2b L4b L1w W2w
        4 Dee 2.5 D3b L2b L1b W3w D2w D1w
        """, 6, Format.DOUBLE_ROUND_ROBIN);
    // Ann (4.5): beat Bob (2) and drew him (1), drew Cid (1.5) and beat him (3), beat Dee (2.5)
    // and drew her (1.25).
    assertEquals("1=11.25 2=6 3=7.5 4=7.75", values(t, BigRapids.sonnebornBerger()));
    assertEquals(sumOfScoreTimesPointsConceded(t, 6), sumOfValues(t, BigRapids.sonnebornBerger()));
    Explanation ann = explain(t, BigRapids.sonnebornBerger(), 1);
    assertEquals(6, ann.lines().size());
    assertEquals("2 1.5 2.5 1 3 1.25", contributions(ann));
  }

  @Test
  void sonnebornBerger_swissWithUnplayedRounds_eachVariant() {
    Tournament t = ValueRuleFixtures.swiss();
    assertEquals("1=2.5 2=0 3=4 4=4 5=0 6=0", values(t, BigRapids.sonnebornBerger()));
    assertEquals("1=3.5 2=0 3=5 4=4 5=0 6=0.5", values(t, Mca.sonnebornBerger()));
    assertEquals("1=2.5 2=0 3=4 4=4 5=0 6=0", values(t, FINAL_WITH_FORFEITS),
        "Dee's forfeit win is over Bob, whose final score is 0");
    assertEquals("1=3.5 2=0 3=5 4=4.5 5=0 6=0.5", values(t, ADJUSTED_WITH_FORFEITS),
        "Dee's forfeit win adds Bob's adjusted 0.5");
  }

  @Test
  void sonnebornBerger_swiss_ranksTiedPlayers() {
    Standings standings = rank(ValueRuleFixtures.swiss(), BigRapids.sonnebornBerger());
    assertEquals(List.of(3, 4, 1, 6, 5, 2), order(standings));
    assertEquals("SB", standings.row(4).decidedBy().orElseThrow(), "Dee 4 above Ann 2.5");
    assertEquals("4 above 1 on SB (4 to 2.5)", standings.compare(1, 4).toString());
  }

  @Test
  void sonnebornBerger_explain_forfeitsAndDoubleForfeitAddNothing() {
    Explanation dee = explain(ValueRuleFixtures.swiss(), BigRapids.sonnebornBerger(), 4);
    assertEquals(Score.of(4), dee.value().orElseThrow());
    assertEquals(4, dee.lines().size());
    assertEquals("1.5 0 0 2.5", contributions(dee));
    Explanation.Line forfeitWin = dee.lines().get(1);
    assertEquals(2, forfeitWin.opponent().getAsInt());
    assertEquals(Score.ZERO, forfeitWin.opponentScore().orElseThrow());
    assertFalse(forfeitWin.usedScore().isPresent());
    assertEquals("forfeit win: no game was played, adds nothing",
        forfeitWin.adjustment().orElseThrow().toString());
    assertEquals("forfeit loss: adds nothing",
        dee.lines().get(2).adjustment().orElseThrow().toString());
    assertEquals(Score.of(4), dee.lines().get(3).runningTotal().orElseThrow());

    Explanation counted = explain(ValueRuleFixtures.swiss(), ADJUSTED_WITH_FORFEITS, 4);
    assertEquals("1.5 0.5 0 2.5", contributions(counted));
    assertEquals(Score.HALF, counted.lines().get(1).usedScore().orElseThrow());
    assertEquals("forfeit win counted as a win over the scheduled opponent; 1 unplayed round of"
        + " the opponent counted as ½ each",
        counted.lines().get(1).adjustment().orElseThrow().toString());
    assertEquals(2, counted.notes().size());
  }

  @Test
  void sonnebornBerger_explain_byesWithdrawalAndLossesAddNothing() {
    Explanation eve = explain(ValueRuleFixtures.swiss(), Mca.sonnebornBerger(), 5);
    assertEquals(Score.ZERO, eve.value().orElseThrow());
    assertEquals(4, eve.lines().size());
    assertEquals("0 0 0 0", contributions(eve));
    assertEquals("no game was played, adds nothing",
        eve.lines().get(0).adjustment().orElseThrow().toString());
    Explanation.Line loss = eve.lines().get(1);
    assertEquals("L", loss.result().orElseThrow().toString());
    assertEquals(Score.parse("2.5"), loss.usedScore().orElseThrow(), "the loss shows Ann's score");
    assertEquals("withdrawn", eve.lines().get(3).result().orElseThrow().toString());
    assertEquals("no game was played, adds nothing",
        eve.lines().get(3).adjustment().orElseThrow().toString());

    Explanation fay = explain(ValueRuleFixtures.swiss(), Mca.sonnebornBerger(), 6);
    assertEquals("not yet entered", fay.lines().get(0).result().orElseThrow().toString());
    assertEquals("0 0 0.5 0", contributions(fay));
  }

  @Test
  void sonnebornBerger_liveStandings_useScoresAfterTheRoundsRanked() {
    Tournament afterTwo = ValueRuleFixtures.swiss().afterRound(2);
    // Ann beat Bob (0) and Eve (1 after round 2: the bye and a loss); Cid and Dee drew each
    // other, each on 1.5 after round 2 (4 at the end).
    assertEquals("1=1 2=0 3=0.75 4=0.75 5=0 6=0", values(afterTwo, BigRapids.sonnebornBerger()));
  }

  @Test
  void sonnebornBerger_factories_followTheirTexts() {
    assertEquals(Tiebreaks.sonnebornBerger(OpponentUnplayed.AS_SCORED, Forfeits.NOT_COUNTED),
        BigRapids.sonnebornBerger());
    assertEquals(Tiebreaks.sonnebornBerger(OpponentUnplayed.COUNT_HALF, Forfeits.NOT_COUNTED),
        Mca.sonnebornBerger());
    assertEquals(BigRapids.sonnebornBerger(), Uscf.sonnebornBerger());
    assertEquals("SB", Uscf.sonnebornBerger().code());
    assertEquals("Sonneborn-Berger", Uscf.sonnebornBerger().name());
    assertThrows(NullPointerException.class,
        () -> Tiebreaks.sonnebornBerger(null, Forfeits.NOT_COUNTED));
    assertThrows(NullPointerException.class,
        () -> Tiebreaks.sonnebornBerger(OpponentUnplayed.AS_SCORED, null));
  }
}
