package org.tiebreak.rulesets;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.ServiceLoader;
import java.util.stream.Collectors;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.TiebreakRule;

/**
 * The registry of named rulesets: the built-in ones of the rule texts and any a vendor registers
 * through {@link RulesetProvider}.
 *
 * <pre>{@code
 * Standings standings = TiebreakEngine.rank(tournament, Rulesets.named("uscf"));
 * Ruleset mine = Rulesets.withRules("mca", List.of("MM", "KASH"));  // MCA's own variants
 * }</pre>
 *
 * <h2>Built-in rulesets</h2>
 *
 * <p><b>{@code uscf}</b>: US Chess 7th edition rule 34E as the seed texts give it. Modified
 * Median, Solkoff, Cumulative, Cumulative of Opposition (the four defaults), then the other 34E
 * systems in the rulebook's order: result between tied players, most blacks, Kashdan,
 * Sonneborn-Berger, opposition's performance, average rating of opposition, and a drawing of lots
 * reported as such. Readings where the texts leave room:
 * <ul>
 * <li>Modified Median drops two at each end from nine rounds on, counting the rounds ranked (live
 *     standings treat the event as if it ended there).</li>
 * <li>Cumulative subtracts 1 for each full-point bye, pairing-allocated bye or forfeit win and ½
 *     for each half-point bye, as the 7th edition text says; Cumulative of Opposition adds the
 *     opponents' figures after those deductions (the WSCF crosstable's figures confirm it).</li>
 * <li>Sonneborn-Berger uses the opponents' final scores and gives nothing for a forfeit win (the
 *     34E8 wording on forfeits is not in the seeds; this follows Big Rapids, which states that
 *     it conforms to the USCF rules).</li>
 * <li>Most blacks counts games played with Black; Kashdan gives 0 for an unplayed round; the
 *     result between tied players counts games played, not forfeits.</li>
 * <li>Opposition's performance averages the opponents' linear performance ratings; ratings are
 *     rounded half up; unrated opponents are left out.</li>
 * <li>The seeds give no round-robin order for US Chess (rule 34F), so there is no
 *     {@code uscf-round-robin}; {@code big-rapids-rr} is the round-robin chain the seeds give.</li>
 * </ul>
 *
 * <p><b>{@code mca}</b>: the Michigan Chess Association list (amended 2001) as written: the
 * actual-play precedence, then Modified Median, Solkoff, Cumulative, result between tied players,
 * most blacks, Sonneborn-Berger, Kashdan, and lots never used for an MCA title. Its Modified
 * Median drops the <em>lowest</em> opponent for a minus score where US Chess drops the highest,
 * and states no nine-round rule; {@code mca-minus-drops-highest} is the same list with the US Chess
 * reading of the minus score. Its Cumulative subtracts 1 per one-point bye or forfeit win and
 * nothing for a half-point bye; its Sonneborn-Berger uses adjusted scores (each unplayed round of
 * an opponent counts ½) and gives nothing for a forfeit win (the text is silent on forfeits); its
 * Kashdan gives 2 for an unplayed game. The text's team rule is out of scope.
 *
 * <p><b>{@code big-rapids-swiss}</b>: the Big Rapids Chess list for Swiss events (2019): the
 * actual-play precedence, Modified Median (no nine-round rule; the text is silent on the player's
 * own unplayed rounds, which count as opponents with 0 as in US Chess), Solkoff, Cumulative (less
 * 1 for a full-point bye or unplayed win), result between tied players, most blacks, and lots
 * never used for a title. Two slips of its examples are noted in the tests: Solkoff example 1
 * prints Adam's and Barbara's figures swapped, and Modified Median example 2 names "Jane" for
 * Calvin.
 *
 * <p><b>{@code big-rapids-rr}</b>: the Big Rapids list for round-robin events: the actual-play
 * precedence, Sonneborn-Berger on final scores with nothing for unplayed games, head-to-head
 * (defined for two tied players; three or more stay tied), and lots never used for a title.
 */
public final class Rulesets {

  private static final Map<String, Ruleset> REGISTRY = load();

  private Rulesets() {}

  private static Map<String, Ruleset> load() {
    Map<String, Ruleset> registry = new LinkedHashMap<>();
    List<Ruleset> all = new ArrayList<>(BuiltInRulesets.all());
    for (RulesetProvider provider : ServiceLoader.load(RulesetProvider.class,
        Rulesets.class.getClassLoader())) {
      all.addAll(provider.rulesets());
    }
    for (Ruleset ruleset : all) {
      if (registry.putIfAbsent(ruleset.name(), ruleset) != null) {
        throw new IllegalStateException("two rulesets are named " + ruleset.name());
      }
    }
    return registry;
  }

  /**
   * The ruleset with this name.
   *
   * @throws IllegalArgumentException if there is none; the message lists the known names
   */
  public static Ruleset named(String name) {
    Objects.requireNonNull(name, "name");
    Ruleset ruleset = REGISTRY.get(name);
    if (ruleset == null) {
      throw new IllegalArgumentException("unknown ruleset \"" + name + "\"; known: "
          + String.join(", ", REGISTRY.keySet()));
    }
    return ruleset;
  }

  /** Every registered ruleset, the built-in ones first. */
  public static List<Ruleset> all() {
    return List.copyOf(REGISTRY.values());
  }

  /**
   * The rule with this code in the ruleset's own variant: the rule of its chain, or else the
   * variant its text gives (for the built-in rulesets), or else the USCF variant.
   *
   * @throws IllegalArgumentException if the ruleset or the code is unknown; the message lists the
   *     known codes
   */
  public static TiebreakRule rule(String rulesetName, String code) {
    Objects.requireNonNull(code, "code");
    Ruleset ruleset = named(rulesetName);
    for (TiebreakRule rule : ruleset.chain()) {
      if (rule.code().equalsIgnoreCase(code)) {
        return rule;
      }
    }
    Map<String, TiebreakRule> variants = BuiltInRulesets.variants(rulesetName);
    TiebreakRule rule = variants.get(code.toUpperCase(Locale.ROOT));
    if (rule == null) {
      throw new IllegalArgumentException("unknown tie-break code \"" + code + "\"; known: "
          + String.join(", ", variants.keySet()));
    }
    return rule;
  }

  /**
   * The ruleset with its chain replaced by the rules with these codes, in this order, each in the
   * ruleset's own variant; its precedences are kept.
   *
   * @throws IllegalArgumentException if the ruleset or a code is unknown, or a code repeats
   */
  public static Ruleset withRules(String rulesetName, List<String> codes) {
    Ruleset ruleset = named(rulesetName);
    return Ruleset.builder().name(ruleset.name()).description(ruleset.description())
        .addAllPrecedences(ruleset.precedences())
        .addAllRules(codes.stream().map(code -> rule(rulesetName, code))
            .collect(Collectors.toList()))
        .build();
  }
}
