package org.tiebreak.rulesets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.TiebreakRule;
import org.tiebreak.core.rules.Cumulative;
import org.tiebreak.core.rules.DrawingOfLots;
import org.tiebreak.core.rules.Kashdan;
import org.tiebreak.core.rules.MinusScoreDrop;
import org.tiebreak.core.rules.ModifiedMedian;
import org.tiebreak.core.rules.SonnebornBerger;

/** The registry and the chains of the built-in rulesets, as their texts give them. */
class RulesetsTests {

  static List<String> codes(List<TiebreakRule> rules) {
    return rules.stream().map(TiebreakRule::code).collect(Collectors.toList());
  }

  @Test
  void uscf_chain_isTheFourDefaultsThenThe34ESystemsThenLots() {
    Ruleset uscf = Rulesets.named("uscf");
    assertEquals(List.of(), uscf.precedences());
    assertEquals(List.of("MM", "SOLK", "CUM", "OPPCUM", "TIED", "BLK", "KASH", "SB", "OPPPERF",
        "AOR", "LOTS"), codes(uscf.rules()));
    assertEquals(ModifiedMedian.uscf(), uscf.rules().get(0));
    assertEquals(Cumulative.uscf(), uscf.rules().get(2));
    assertEquals(Kashdan.uscf(), uscf.rules().get(6));
    assertEquals(DrawingOfLots.always(), uscf.rules().get(10));
  }

  @Test
  void mca_chain_followsItsText() {
    Ruleset mca = Rulesets.named("mca");
    assertEquals(List.of("PLAY"), codes(mca.precedences()));
    assertEquals(List.of("MM", "SOLK", "CUM", "TIED", "BLK", "SB", "KASH", "LOTS"),
        codes(mca.rules()));
    assertEquals(ModifiedMedian.mca(), mca.rules().get(0));
    assertEquals(MinusScoreDrop.LOWEST, ModifiedMedian.mca().minusScoreDrops());
    assertEquals(Cumulative.mca(), mca.rules().get(2));
    assertEquals(SonnebornBerger.mca(), mca.rules().get(5));
    assertEquals(Kashdan.mca(), mca.rules().get(6));
    assertEquals(DrawingOfLots.neverForTitle(), mca.rules().get(7));
  }

  @Test
  void mcaMinusDropsHighest_differsFromMcaOnlyInTheModifiedMedian() {
    Ruleset mca = Rulesets.named("mca");
    Ruleset variant = Rulesets.named("mca-minus-drops-highest");
    assertEquals(MinusScoreDrop.HIGHEST,
        ((ModifiedMedian) variant.rules().get(0)).minusScoreDrops());
    assertEquals(mca.rules().subList(1, mca.rules().size()),
        variant.rules().subList(1, variant.rules().size()));
  }

  @Test
  void bigRapids_chains() {
    assertEquals(List.of("MM", "SOLK", "CUM", "TIED", "BLK", "LOTS"),
        codes(Rulesets.named("big-rapids-swiss").rules()));
    assertEquals(List.of("SB", "H2H", "LOTS"), codes(Rulesets.named("big-rapids-rr").rules()));
    assertEquals(List.of("PLAY"), codes(Rulesets.named("big-rapids-rr").precedences()));
    assertEquals(SonnebornBerger.bigRapids(), Rulesets.named("big-rapids-rr").rules().get(0));
    assertEquals(0, ((ModifiedMedian) Rulesets.named("big-rapids-swiss").rules().get(0))
        .twoCutsFrom(), "the Big Rapids text has no nine-round rule");
  }

  @Test
  void named_unknown_listsTheKnownNames() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> Rulesets.named("fide"));
    assertEquals("unknown ruleset \"fide\"; known: uscf, mca, mca-minus-drops-highest,"
        + " big-rapids-swiss, big-rapids-rr, test-club", e.getMessage());
  }

  @Test
  void all_builtInsFirstThenProviders() {
    assertEquals(List.of("uscf", "mca", "mca-minus-drops-highest", "big-rapids-swiss",
        "big-rapids-rr", "test-club"), Rulesets.all().stream().map(Ruleset::name)
        .collect(Collectors.toList()));
    assertEquals(List.of("KASH", "SOLK"), codes(Rulesets.named("test-club").rules()));
  }

  @Test
  void rule_givesTheRulesetsOwnVariant() {
    assertEquals(ModifiedMedian.mca(), Rulesets.rule("mca", "MM"));
    assertEquals(Kashdan.mca(), Rulesets.rule("mca", "kash"));
    assertEquals(Kashdan.uscf(), Rulesets.rule("uscf", "KASH"));
    assertEquals(SonnebornBerger.bigRapids(), Rulesets.rule("big-rapids-swiss", "SB"));
    assertEquals(Kashdan.mca(), Rulesets.rule("test-club", "KASH"), "the chain's rule first");
    assertEquals(ModifiedMedian.uscf(), Rulesets.rule("test-club", "MM"), "else USCF");
    assertInstanceOf(TiebreakRule.class, Rulesets.rule("uscf", "LATE"));
  }

  @Test
  void rule_unknownCode_listsTheKnownCodes() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> Rulesets.rule("uscf", "BH"));
    assertTrue(e.getMessage().startsWith("unknown tie-break code \"BH\"; known: MM, MED, SOLK"),
        e.getMessage());
  }

  @Test
  void withRules_replacesTheChainKeepingThePrecedences() {
    Ruleset custom = Rulesets.withRules("mca", List.of("MM", "KASH"));
    assertEquals("mca", custom.name());
    assertEquals(List.of("PLAY"), codes(custom.precedences()));
    assertEquals(List.of(ModifiedMedian.mca(), Kashdan.mca()), custom.rules());
    assertThrows(IllegalArgumentException.class,
        () -> Rulesets.withRules("mca", List.of("MM", "MM")));
  }

  @Test
  void everyBuiltInRuleset_hasADescription() {
    for (Ruleset ruleset : Rulesets.all()) {
      assertTrue(!ruleset.description().isBlank(), ruleset.name());
    }
  }
}
