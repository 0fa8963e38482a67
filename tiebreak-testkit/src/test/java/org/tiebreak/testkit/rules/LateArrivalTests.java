package org.tiebreak.testkit.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.tiebreak.testkit.rules.Texts.notes;
import static org.tiebreak.testkit.rules.ValueRuleFixtures.explain;
import static org.tiebreak.testkit.rules.ValueRuleFixtures.order;
import static org.tiebreak.testkit.rules.ValueRuleFixtures.places;
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

/** Tests for {@link Tiebreaks#lateArrival}. */
class LateArrivalTests {

  private static final ValueRule LATE = Tiebreaks.lateArrival();

  @Test
  void lateArrival_lateEntrant_losesPriorityToPlayerPresentFromRoundOne() {
    Tournament t = ValueRuleFixtures.lateEntrant();
    assertEquals("1=1 2=1 3=1 4=0", values(t, LATE));
    Standings standings = rank(t, LATE);
    assertEquals(List.of(3, 1, 4, 2), order(standings));
    assertEquals("LATE", standings.row(1).decidedBy().orElseThrow());
    assertEquals("1 above 4 on LATE (1 to 0)", standings.compare(4, 1).toString());
  }

  @Test
  void lateArrival_afterFirstLossLatest_onlyBreaksWhatIsStillTied() {
    // Dee (late, no loss: 4) is above Ann (first loss in round 2) before LATE is reached.
    Standings standings = rank(ValueRuleFixtures.lateEntrant(),
        Tiebreaks.firstLossLatest(Forfeits.COUNTED_AS_GAMES), LATE);
    assertEquals(List.of(3, 4, 1, 2), order(standings));
    assertEquals("FLL", standings.row(4).decidedBy().orElseThrow());
  }

  @Test
  void lateArrival_swiss_withdrawalByeAndForfeitsAreNotLate() {
    Tournament t = ValueRuleFixtures.swiss();
    assertEquals("1=1 2=1 3=1 4=1 5=1 6=0", values(t, LATE));
    assertEquals(List.of("1", "2-3", "2-3", "4", "5", "6"), places(rank(t, LATE)));
  }

  @Test
  void lateArrival_roundOneByeOrAbsence_isNotLate() {
    Tournament t = Crosstables.parse("""
        1 Ann 1.0 D2w D2w
        2 Bob 1.0 D1b D1b
        3 Cid 0.5 A   D4w
        4 Dee 1.0 H   D3b
        """, 2);
    assertEquals("1=1 2=1 3=1 4=1", values(t, LATE));
  }

  @Test
  void lateArrival_explain_saysTheRoundEntered() {
    Explanation fay = explain(ValueRuleFixtures.swiss(), LATE, 6);
    assertEquals(Score.ZERO, fay.value().orElseThrow());
    assertEquals(2, fay.lines().size());
    assertEquals("not yet entered", fay.lines().get(0).result().orElseThrow().toString());
    assertEquals("not yet entered", fay.lines().get(0).adjustment().orElseThrow().toString());
    assertEquals("L", fay.lines().get(1).result().orElseThrow().toString());
    assertEquals("entered", fay.lines().get(1).adjustment().orElseThrow().toString());
    assertEquals(List.of("entered in round 2, after the first round"), notes(fay));

    Explanation eve = explain(ValueRuleFixtures.swiss(), LATE, 5);
    assertEquals(Score.ONE, eve.value().orElseThrow());
    assertEquals(1, eve.lines().size());
    assertEquals("pairing-allocated bye", eve.lines().get(0).result().orElseThrow().toString());
    assertEquals(List.of("present from round 1"), notes(eve));
  }

  @Test
  void lateArrival_liveStandings_beforeEntryAndBeforeAnyRound() {
    Tournament afterOne = ValueRuleFixtures.swiss().afterRound(1);
    assertEquals("1=1 2=1 3=1 4=1 5=1 6=0", values(afterOne, LATE));
    Explanation fay = explain(afterOne, LATE, 6);
    assertEquals(1, fay.lines().size());
    assertEquals(List.of("not yet entered after 1 round"), notes(fay));

    Tournament before = ValueRuleFixtures.swiss().afterRound(0);
    assertEquals("1=1 2=1 3=1 4=1 5=1 6=1", values(before, LATE));
    Explanation none = explain(before, LATE, 6);
    assertEquals(0, none.lines().size());
    assertEquals(List.of("no rounds played"), notes(none));
  }

  @Test
  void lateArrival_codeAndName() {
    assertEquals("LATE", LATE.code());
    assertEquals("Late arrival", LATE.name());
    assertEquals(LATE, Tiebreaks.lateArrival());
  }
}
