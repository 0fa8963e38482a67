package org.tiebreak.testkit.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.tiebreak.testkit.rules.Texts.notes;
import static org.tiebreak.testkit.rules.ValueRuleFixtures.contributions;
import static org.tiebreak.testkit.rules.ValueRuleFixtures.explain;
import static org.tiebreak.testkit.rules.ValueRuleFixtures.order;
import static org.tiebreak.testkit.rules.ValueRuleFixtures.places;
import static org.tiebreak.testkit.rules.ValueRuleFixtures.rank;
import static org.tiebreak.testkit.rules.ValueRuleFixtures.values;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tiebreak.api.Score;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.rule.ValueRule;
import org.tiebreak.api.standings.Explanation;
import org.tiebreak.api.standings.Message;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.core.rules.Forfeits;
import org.tiebreak.core.rules.Tiebreaks;
import org.tiebreak.rulesets.bigrapids.BigRapids;
import org.tiebreak.rulesets.mca.Mca;
import org.tiebreak.rulesets.uscf.Uscf;
import org.tiebreak.testkit.Crosstables;

/** Tests for {@link Tiebreaks#mostBlacks}. */
class MostBlacksTests {

  private static final ValueRule SCHEDULED = Tiebreaks.mostBlacks(Forfeits.COUNTED_AS_GAMES);

  @Test
  void mostBlacks_uscf_countsGamesPlayedWithBlackOnly() {
    // Dee's forfeit win was scheduled with Black, Eve's double forfeit too: neither counts.
    assertEquals("1=2 2=1 3=2 4=1 5=0 6=2", values(ValueRuleFixtures.swiss(), Uscf.mostBlacks()));
  }

  @Test
  void mostBlacks_scheduledColour_countsForfeitsByTheirScheduledColour() {
    // Bob's forfeit loss was scheduled with White: still 1.
    assertEquals("1=2 2=1 3=2 4=2 5=1 6=2", values(ValueRuleFixtures.swiss(), SCHEDULED));
  }

  @Test
  void mostBlacks_swiss_ranksTiedPlayers() {
    Standings uscf = rank(ValueRuleFixtures.swiss(), Uscf.mostBlacks());
    assertEquals(List.of(3, 1, 4, 6, 5, 2), order(uscf));
    assertEquals("BLK", uscf.row(1).decidedBy().orElseThrow(), "Ann 2 blacks, Dee 1");
    Standings scheduled = rank(ValueRuleFixtures.swiss(), SCHEDULED);
    assertEquals(List.of("1", "2-3", "2-3", "4", "5", "6"), places(scheduled),
        "Dee's forfeit scheduled with Black brings her level with Ann");
  }

  @Test
  void mostBlacks_unrecordedColours_countForNeither() {
    Tournament t = Crosstables.parse("""
        1 Ann 2.0 W2 +3
        2 Bob 1.0 L1 F
        3 Cid 0.5 H  -1
        """, 2);
    assertEquals("1=0 2=0 3=0", values(t, Uscf.mostBlacks()));
    assertEquals("1=0 2=0 3=0", values(t, SCHEDULED));
    Explanation ann = explain(t, SCHEDULED, 1);
    assertEquals("colour not recorded", ann.lines().get(0).adjustment().orElseThrow().toString());
    assertEquals("forfeit, scheduled colour not recorded",
        ann.lines().get(1).adjustment().orElseThrow().toString());
  }

  @Test
  void mostBlacks_explain_colourOfEveryRound() {
    Explanation dee = explain(ValueRuleFixtures.swiss(), SCHEDULED, 4);
    assertEquals(Score.of(2), dee.value().orElseThrow());
    assertEquals(4, dee.lines().size());
    assertEquals("1 1 0 0", contributions(dee));
    assertEquals(List.of("played with Black", "forfeit scheduled with Black",
        "forfeit scheduled with White", "played with White"), adjustments(dee));
    assertEquals(Score.of(2), dee.lines().get(3).runningTotal().orElseThrow());

    Explanation eve = explain(ValueRuleFixtures.swiss(), Uscf.mostBlacks(), 5);
    assertEquals(Score.ZERO, eve.value().orElseThrow());
    assertEquals("0 0 0 0", contributions(eve));
    assertEquals(List.of("no game, no colour", "played with White", "forfeit: no game was played",
        "no game, no colour"), adjustments(eve));
    assertEquals(List.of("games played over the board with Black"), notes(eve));
  }

  @Test
  void mostBlacks_lateEntrant_countsFromEntry() {
    assertEquals("1=1 2=2 3=2 4=0", values(ValueRuleFixtures.lateEntrant(), Uscf.mostBlacks()));
  }

  @Test
  void mostBlacks_factories_followTheirTexts() {
    assertEquals(Tiebreaks.mostBlacks(Forfeits.NOT_COUNTED), Uscf.mostBlacks());
    assertEquals(Uscf.mostBlacks(), Mca.mostBlacks());
    assertEquals(Uscf.mostBlacks(), BigRapids.mostBlacks());
    assertEquals("BLK", Uscf.mostBlacks().code());
    assertEquals("Most blacks", Uscf.mostBlacks().name());
    assertThrows(NullPointerException.class, () -> Tiebreaks.mostBlacks(null));
  }

  private static List<String> adjustments(Explanation explanation) {
    List<String> adjustments = new ArrayList<>();
    explanation.lines().forEach(
        line -> adjustments.add(line.adjustment().map(Message::toString).orElse("-")));
    return adjustments;
  }
}
