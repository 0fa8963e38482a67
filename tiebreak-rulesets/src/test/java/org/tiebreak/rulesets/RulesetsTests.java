package org.tiebreak.rulesets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.rule.TiebreakRule;
import org.tiebreak.core.rules.MinusScoreDrop;
import org.tiebreak.core.rules.OpponentUnplayed;
import org.tiebreak.core.rules.OwnUnplayed;
import org.tiebreak.core.rules.Tiebreaks;
import org.tiebreak.rulesets.bigrapids.BigRapids;
import org.tiebreak.rulesets.mca.Mca;
import org.tiebreak.rulesets.uscf.Uscf;

/** The registry and the chains of the built-in rulesets, as their texts give them. */
class RulesetsTests {

  static List<String> codes(List<TiebreakRule> rules) {
    return rules.stream().map(TiebreakRule::code).collect(Collectors.toList());
  }

  @Test
  void uscf_chain_isTheFourDefaultsThenThe34ESystemsThenLots() {
    Ruleset uscf = Rulesets.named("uscf");
    assertEquals(List.of(), uscf.precedences());
    assertEquals(List.of("MM", "SOLK", "CUM", "OPPCUM", "TIED", "BLK", "KASH", "SB", "APRO",
        "ARO", "LOTS"), codes(uscf.rules()));
    assertEquals(Uscf.modifiedMedian(), uscf.rules().get(0));
    assertEquals(Uscf.cumulative(), uscf.rules().get(2));
    assertEquals(Uscf.kashdan(), uscf.rules().get(6));
    assertEquals(Tiebreaks.drawingOfLots(), uscf.rules().get(10));
  }

  @Test
  void mca_chain_followsItsText() {
    Ruleset mca = Rulesets.named("mca");
    assertEquals(List.of("PLAY"), codes(mca.precedences()));
    assertEquals(List.of("MM", "SOLK", "CUM", "TIED", "BLK", "SB", "KASH", "LOTS"),
        codes(mca.rules()));
    assertEquals(Mca.modifiedMedian(), mca.rules().get(0));
    assertEquals(Tiebreaks.modifiedMedian(MinusScoreDrop.LOWEST, 0, OpponentUnplayed.COUNT_HALF,
        OwnUnplayed.ZERO_OPPONENT), Mca.modifiedMedian());
    assertEquals(Mca.cumulative(), mca.rules().get(2));
    assertEquals(Mca.sonnebornBerger(), mca.rules().get(5));
    assertEquals(Mca.kashdan(), mca.rules().get(6));
    assertEquals(Tiebreaks.drawingOfLotsExceptForTitle(), mca.rules().get(7));
  }

  @Test
  void mcaMinusDropsHighest_differsFromMcaOnlyInTheModifiedMedian() {
    Ruleset mca = Rulesets.named("mca");
    Ruleset variant = Rulesets.named("mca-minus-drops-highest");
    assertEquals(Tiebreaks.modifiedMedian(MinusScoreDrop.HIGHEST, 0, OpponentUnplayed.COUNT_HALF,
        OwnUnplayed.ZERO_OPPONENT), variant.rules().get(0));
    assertEquals(mca.rules().subList(1, mca.rules().size()),
        variant.rules().subList(1, variant.rules().size()));
  }

  @Test
  void bigRapids_chains() {
    assertEquals(List.of("MM", "SOLK", "CUM", "TIED", "BLK", "LOTS"),
        codes(Rulesets.named("big-rapids-swiss").rules()));
    assertEquals(List.of("SB", "H2H", "LOTS"), codes(Rulesets.named("big-rapids-rr").rules()));
    assertEquals(List.of("PLAY"), codes(Rulesets.named("big-rapids-rr").precedences()));
    assertEquals(BigRapids.sonnebornBerger(), Rulesets.named("big-rapids-rr").rules().get(0));
    assertEquals(Tiebreaks.modifiedMedian(MinusScoreDrop.HIGHEST, 0, OpponentUnplayed.COUNT_HALF,
        OwnUnplayed.ZERO_OPPONENT), Rulesets.named("big-rapids-swiss").rules().get(0),
        "the Big Rapids text has no nine-round rule");
  }

  @Test
  void named_unknown_listsTheKnownNames() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> Rulesets.named("ecf"));
    assertEquals("unknown ruleset \"ecf\"; known: uscf, uscf-team, mca, mca-minus-drops-highest,"
        + " mca-team, big-rapids-swiss, big-rapids-rr, big-rapids-team, big-rapids-team-rr, fide,"
        + " fide-rr, fide-2026, fide-2026-rr, fide-2024, fide-2024-rr, fide-pre-2023,"
        + " fide-pre-2023-rr, fide-team, fide-team-rr, fide-2026-team, fide-2026-team-rr,"
        + " fide-2024-team, fide-2024-team-rr, fide-pre-2023-team, fide-pre-2023-team-rr,"
        + " test-club", e.getMessage());
  }

  @Test
  void all_builtInsFirstThenProviders() {
    assertEquals(List.of("uscf", "uscf-team", "mca", "mca-minus-drops-highest", "mca-team",
        "big-rapids-swiss", "big-rapids-rr", "big-rapids-team", "big-rapids-team-rr", "fide",
        "fide-rr", "fide-2026", "fide-2026-rr", "fide-2024", "fide-2024-rr", "fide-pre-2023",
        "fide-pre-2023-rr", "fide-team", "fide-team-rr", "fide-2026-team", "fide-2026-team-rr",
        "fide-2024-team", "fide-2024-team-rr", "fide-pre-2023-team", "fide-pre-2023-team-rr",
        "test-club"),
        Rulesets.all().stream().map(Ruleset::name).collect(Collectors.toList()));
    assertEquals(List.of("KASH", "SOLK"), codes(Rulesets.named("test-club").rules()));
  }

  @Test
  void rule_givesTheRulesetsOwnVariant() {
    assertEquals(Mca.modifiedMedian(), Rulesets.rule("mca", "MM"));
    assertEquals(Mca.kashdan(), Rulesets.rule("mca", "kash"));
    assertEquals(Uscf.kashdan(), Rulesets.rule("uscf", "KASH"));
    assertEquals(BigRapids.sonnebornBerger(), Rulesets.rule("big-rapids-swiss", "SB"));
    assertEquals(Mca.kashdan(), Rulesets.rule("test-club", "KASH"), "the chain's rule first");
    assertEquals(Uscf.modifiedMedian(), Rulesets.rule("test-club", "MM"), "else USCF");
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
    assertEquals(List.of(Mca.modifiedMedian(), Mca.kashdan()), custom.rules());
    assertThrows(IllegalArgumentException.class,
        () -> Rulesets.withRules("mca", List.of("MM", "MM")));
  }

  @Test
  void everyBuiltInRuleset_hasADescription() {
    for (Ruleset ruleset : Rulesets.all()) {
      assertTrue(!ruleset.description().isBlank(), ruleset.name());
    }
  }

  @Test
  void namesAndCodes_areMatchedWithoutRegardToCase() {
    assertEquals(Rulesets.named("uscf"), Rulesets.named("USCF"));
    assertEquals(Rulesets.named("fide-2026-team"), Rulesets.named("FIDE-2026-Team"));
    assertEquals(Rulesets.rule("mca", "KASH"), Rulesets.rule("MCA", "kash"));
    assertEquals(Rulesets.rule("fide-2026", "BH/C1"), Rulesets.rule("fide-2026", "bh/c1"));
    assertEquals(List.of("MM", "SOLK"),
        codes(Rulesets.withRules("Uscf", List.of("mm", "Solk")).rules()));
  }

  @Test
  void withRules_keepsTheRulesetsName() {
    Ruleset chain = Rulesets.withRules("MCA", List.of("KASH", "MM"));
    assertEquals("mca", chain.name());
    assertEquals(Rulesets.named("mca").description(), chain.description());
    assertEquals(List.of(Rulesets.rule("mca", "KASH"), Rulesets.rule("mca", "MM")),
        chain.rules());
  }

  @Test
  void withRules_namesEveryCodeItCannotReadAtOnce() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> Rulesets.withRules("uscf", List.of("MM", "XYZ", "SOLK", "ABC")));
    assertTrue(e.getMessage().startsWith("unknown tie-break code \"XYZ\"; unknown tie-break"
        + " code \"ABC\"; known: "), e.getMessage());

    IllegalArgumentException fide = assertThrows(IllegalArgumentException.class,
        () -> Rulesets.withRules("fide-2026", List.of("BH/C9x", "QQ")));
    assertTrue(fide.getMessage().contains("BH/C9x") && fide.getMessage().contains("QQ"),
        fide.getMessage());
  }

  @Test
  void withRules_emptyList_isRefused() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> Rulesets.withRules("uscf", List.of()));
    assertEquals("ruleset uscf needs at least one rule after the score", e.getMessage());
  }
}
