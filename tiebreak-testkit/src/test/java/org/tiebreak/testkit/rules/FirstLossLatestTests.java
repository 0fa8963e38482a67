package org.tiebreak.testkit.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.tiebreak.testkit.rules.Texts.notes;
import static org.tiebreak.testkit.rules.ValueRuleFixtures.explain;
import static org.tiebreak.testkit.rules.ValueRuleFixtures.order;
import static org.tiebreak.testkit.rules.ValueRuleFixtures.rank;
import static org.tiebreak.testkit.rules.ValueRuleFixtures.values;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tiebreak.api.Score;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.rule.ValueRule;
import org.tiebreak.api.standings.Explanation;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.core.rules.Forfeits;
import org.tiebreak.core.rules.Tiebreaks;
import org.tiebreak.testkit.Crosstables;

/** Tests for {@link Tiebreaks#firstLossLatest}. */
class FirstLossLatestTests {

  private static final ValueRule INCLUDING_FORFEITS =
      Tiebreaks.firstLossLatest(Forfeits.COUNTED_AS_GAMES);
  private static final ValueRule OVER_THE_BOARD = Tiebreaks.firstLossLatest(Forfeits.NOT_COUNTED);

  @Test
  void firstLossLatest_overviewExample_lossInRoundFourBeatsLossInRoundTwo() {
    // "If player A's first loss was in round 4 and player B's first loss was in round 2, player
    // A gets priority": Ann (1) loses in round 4, Bob (2) in round 2, both on 3 of 5.
    Tournament t = Crosstables.parse("""
        1 Ann 3.0 W3w D4b D2w L3b W4w
        2 Bob 3.0 D4w L3b D1b W4w W3w
        3 Cid 2.5 L1b W2w D4w W1w L2b
        4 Dee 1.5 D2b D1w D3b L2b L1b
        """, 5);
    assertEquals(Score.of(3), t.score(1));
    assertEquals(Score.of(3), t.score(2));
    assertEquals("1=4 2=2 3=1 4=4", values(t, INCLUDING_FORFEITS));
    Standings standings = rank(t, INCLUDING_FORFEITS);
    assertEquals(List.of(1, 2), order(standings).subList(0, 2));
    assertEquals("FLL", standings.row(1).decidedBy().orElseThrow());
  }

  @Test
  void firstLossLatest_swiss_forfeitLossCountsByDefault() {
    // Dee's first loss is her double forfeit in round 3; Cid never lost: 4 rounds + 1.
    assertEquals("1=4 2=1 3=5 4=3 5=2 6=2",
        values(ValueRuleFixtures.swiss(), INCLUDING_FORFEITS));
  }

  @Test
  void firstLossLatest_overTheBoard_ignoresForfeitLosses() {
    assertEquals("1=4 2=1 3=5 4=5 5=2 6=2",
        values(ValueRuleFixtures.swiss(), OVER_THE_BOARD));
  }

  @Test
  void firstLossLatest_swiss_ranksTiedPlayers() {
    Standings including = rank(ValueRuleFixtures.swiss(), INCLUDING_FORFEITS);
    assertEquals(List.of(3, 1, 4, 6, 5, 2), order(including), "Ann (4) above Dee (3)");
    Standings overTheBoard = rank(ValueRuleFixtures.swiss(), OVER_THE_BOARD);
    assertEquals(List.of(3, 4, 1, 6, 5, 2), order(overTheBoard), "Dee (5) above Ann (4)");
    assertEquals("FLL", overTheBoard.row(4).decidedBy().orElseThrow());
  }

  @Test
  void firstLossLatest_byesAndAbsence_areNotLosses() {
    Tournament t = Crosstables.parse("""
        1 Ann 2.5 W2w D2b W3b
        2 Bob 1.0 L1b D1w H
        3 Cid 0.0 Z   A   L1w
        """, 3);
    assertEquals("1=4 2=1 3=3", values(t, INCLUDING_FORFEITS));
    Explanation cid = explain(t, INCLUDING_FORFEITS, 3);
    assertEquals(3, cid.lines().size());
    assertEquals("zero-point bye", cid.lines().get(0).result().orElseThrow().toString());
    assertEquals("absent", cid.lines().get(1).result().orElseThrow().toString());
    assertEquals("first loss", cid.lines().get(2).adjustment().orElseThrow().toString());
  }

  @Test
  void firstLossLatest_explain_linesUpToTheFirstLoss() {
    Explanation dee = explain(ValueRuleFixtures.swiss(), INCLUDING_FORFEITS, 4);
    assertEquals(Score.of(3), dee.value().orElseThrow());
    assertEquals(3, dee.lines().size());
    assertFalse(dee.lines().get(1).adjustment().isPresent());
    assertEquals("- (forfeit loss)", dee.lines().get(2).result().orElseThrow().toString());
    assertEquals("first loss", dee.lines().get(2).adjustment().orElseThrow().toString());
    assertEquals(List.of("first loss in round 3"), notes(dee));

    Explanation otb = explain(ValueRuleFixtures.swiss(), OVER_THE_BOARD, 4);
    assertEquals(Score.of(5), otb.value().orElseThrow());
    assertEquals(4, otb.lines().size());
    assertEquals("forfeit loss: not counted as a loss",
        otb.lines().get(2).adjustment().orElseThrow().toString());
    assertEquals(List.of("no loss in 4 rounds: ranks as a first loss in round 5",
        "only games lost over the board count"), notes(otb));

    Explanation bob = explain(ValueRuleFixtures.swiss(), INCLUDING_FORFEITS, 2);
    assertEquals(1, bob.lines().size());
    assertEquals(Score.ONE, bob.value().orElseThrow());
  }

  @Test
  void firstLossLatest_liveStandings_noLossRanksAsRoundsRankedPlusOne() {
    Tournament afterTwo = ValueRuleFixtures.swiss().afterRound(2);
    // Fay lost in round 2 after entering late; Eve lost in round 2 after her bye.
    assertEquals("1=3 2=1 3=3 4=3 5=2 6=2",
        values(afterTwo, INCLUDING_FORFEITS));
  }

  @Test
  void firstLossLatest_factories() {
    assertEquals("games lost over the board and forfeit losses",
        INCLUDING_FORFEITS.variant());
    assertEquals("games lost over the board", OVER_THE_BOARD.variant());
    assertEquals("FLL", OVER_THE_BOARD.code());
    assertEquals("First loss came last", OVER_THE_BOARD.name());
    assertFalse(OVER_THE_BOARD.lowerIsBetter());
    assertThrows(NullPointerException.class, () -> Tiebreaks.firstLossLatest(null));
  }
}
