package org.tiebreak.rulesets;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.TiebreakRule;
import org.tiebreak.core.rules.ActualPlayPrecedence;
import org.tiebreak.core.rules.AverageRatingOfOpponents;
import org.tiebreak.core.rules.Cumulative;
import org.tiebreak.core.rules.CumulativeOfOpposition;
import org.tiebreak.core.rules.DrawingOfLots;
import org.tiebreak.core.rules.FirstLossLatest;
import org.tiebreak.core.rules.HeadToHead;
import org.tiebreak.core.rules.Kashdan;
import org.tiebreak.core.rules.LateArrival;
import org.tiebreak.core.rules.Median;
import org.tiebreak.core.rules.MinusScoreDrop;
import org.tiebreak.core.rules.ModifiedMedian;
import org.tiebreak.core.rules.MostBlacks;
import org.tiebreak.core.rules.MostWins;
import org.tiebreak.core.rules.OpponentUnplayed;
import org.tiebreak.core.rules.OwnUnplayed;
import org.tiebreak.core.rules.PerformanceRating;
import org.tiebreak.core.rules.ResultBetweenTiedPlayers;
import org.tiebreak.core.rules.Solkoff;
import org.tiebreak.core.rules.SonnebornBerger;
import org.tiebreak.core.rules.SpeedPlayOff;

/** The rulesets of the seed texts, and each text's variant of every rule. */
final class BuiltInRulesets {

  private BuiltInRulesets() {}

  /** Every rule in its USCF 7th edition variant, by code. */
  private static Map<String, TiebreakRule> uscfVariants() {
    Map<String, TiebreakRule> rules = new LinkedHashMap<>();
    for (TiebreakRule rule : List.of(ModifiedMedian.uscf(), Median.uscf(), Solkoff.uscf(),
        Cumulative.uscf(), CumulativeOfOpposition.uscf(), ResultBetweenTiedPlayers.uscf(),
        HeadToHead.bigRapids(), MostBlacks.uscf(), Kashdan.uscf(), SonnebornBerger.uscf(),
        MostWins.overTheBoard(), AverageRatingOfOpponents.uscf(),
        PerformanceRating.uscf(), PerformanceRating.uscfOpposition(),
        FirstLossLatest.includingForfeits(), new LateArrival(), DrawingOfLots.always(),
        ActualPlayPrecedence.mca(),
        new SpeedPlayOff())) {
      rules.put(rule.code(), rule);
    }
    return rules;
  }

  /** The MCA 2001 variants: its text's Modified Median, Cumulative, SB and Kashdan. */
  private static Map<String, TiebreakRule> mcaVariants() {
    Map<String, TiebreakRule> rules = uscfVariants();
    for (TiebreakRule rule : List.of(ModifiedMedian.mca(), Cumulative.mca(),
        new CumulativeOfOpposition(Cumulative.mca()), ResultBetweenTiedPlayers.mca(),
        MostBlacks.mca(), SonnebornBerger.mca(), Kashdan.mca(), DrawingOfLots.neverForTitle())) {
      rules.put(rule.code(), rule);
    }
    return rules;
  }

  /** The Big Rapids variants: no nine-round rule, Cumulative less full points, SB on final scores. */
  private static Map<String, TiebreakRule> bigRapidsVariants() {
    Map<String, TiebreakRule> rules = uscfVariants();
    for (TiebreakRule rule : List.of(bigRapidsMedian(), Cumulative.mca(),
        new CumulativeOfOpposition(Cumulative.mca()), MostBlacks.bigRapids(),
        SonnebornBerger.bigRapids(), HeadToHead.bigRapids(), DrawingOfLots.neverForTitle())) {
      rules.put(rule.code(), rule);
    }
    return rules;
  }

  /** Big Rapids SS tiebreak 1: the USCF drops, but the text has no nine-round rule. */
  private static ModifiedMedian bigRapidsMedian() {
    return new ModifiedMedian(MinusScoreDrop.HIGHEST, 0, OpponentUnplayed.COUNT_HALF,
        OwnUnplayed.ZERO_OPPONENT);
  }

  static Map<String, TiebreakRule> variants(String ruleset) {
    switch (ruleset) {
      case "mca":
      case "mca-minus-drops-highest":
        return mcaVariants();
      case "big-rapids-swiss":
      case "big-rapids-rr":
        return bigRapidsVariants();
      default:
        return uscfVariants();
    }
  }

  static List<Ruleset> all() {
    return List.of(uscf(), mca(), mcaMinusDropsHighest(), bigRapidsSwiss(), bigRapidsRoundRobin());
  }

  private static Ruleset chain(String name, String description, Map<String, TiebreakRule> rules,
      List<String> precedences, String... codes) {
    Ruleset.Builder builder = Ruleset.builder().name(name).description(description);
    precedences.forEach(code -> builder.addPrecedences(rules.get(code)));
    for (String code : codes) {
      builder.addRules(rules.get(code));
    }
    return builder.build();
  }

  static Ruleset uscf() {
    return chain("uscf", "US Chess 7th edition rule 34E: the four default tie-breaks, then the"
        + " other 34E systems in the rulebook's order, then a drawing of lots",
        uscfVariants(), List.of(), "MM", "SOLK", "CUM", "OPPCUM", "TIED", "BLK", "KASH", "SB",
        "OPPPERF", "AOR", "LOTS");
  }

  static Ruleset mca() {
    return chain("mca", "Michigan Chess Association tie-break rules (amended 2001) as written;"
        + " the Modified Median drops the lowest opponent for a minus score, as its text says",
        mcaVariants(), List.of("PLAY"), "MM", "SOLK", "CUM", "TIED", "BLK", "SB", "KASH",
        "LOTS");
  }

  static Ruleset mcaMinusDropsHighest() {
    Map<String, TiebreakRule> rules = mcaVariants();
    rules.put("MM", new ModifiedMedian(MinusScoreDrop.HIGHEST, 0, OpponentUnplayed.COUNT_HALF,
        OwnUnplayed.ZERO_OPPONENT));
    return chain("mca-minus-drops-highest", "The MCA 2001 list with the Modified Median as US"
        + " Chess reads it: a minus score drops the highest opponent", rules, List.of("PLAY"),
        "MM", "SOLK", "CUM", "TIED", "BLK", "SB", "KASH", "LOTS");
  }

  static Ruleset bigRapidsSwiss() {
    return chain("big-rapids-swiss", "Big Rapids Chess tie-breaks for Swiss events (2019)",
        bigRapidsVariants(), List.of("PLAY"), "MM", "SOLK", "CUM", "TIED", "BLK", "LOTS");
  }

  static Ruleset bigRapidsRoundRobin() {
    return chain("big-rapids-rr", "Big Rapids Chess tie-breaks for round-robin events (2019)",
        bigRapidsVariants(), List.of("PLAY"), "SB", "H2H", "LOTS");
  }
}
