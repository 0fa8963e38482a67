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
 * <table>
 * <caption>Built-in rulesets</caption>
 * <tr><th>name</th><th>chain</th></tr>
 * <tr><td>{@code uscf}</td><td>MM, SOLK, CUM, OPPCUM, TIED, BLK, KASH, SB, OPPPERF, AOR, LOTS</td></tr>
 * <tr><td>{@code mca}</td><td>PLAY; MM, SOLK, CUM, TIED, BLK, SB, KASH, LOTS</td></tr>
 * <tr><td>{@code mca-minus-drops-highest}</td><td>as {@code mca}, Modified Median as USCF reads it</td></tr>
 * <tr><td>{@code big-rapids-swiss}</td><td>PLAY; MM, SOLK, CUM, TIED, BLK, LOTS</td></tr>
 * <tr><td>{@code big-rapids-rr}</td><td>PLAY; SB, H2H, LOTS</td></tr>
 * </table>
 *
 * <pre>{@code
 * Standings standings = TiebreakEngine.rank(tournament, Rulesets.named("uscf"));
 * Ruleset mine = Rulesets.withRules("mca", List.of("MM", "KASH"));  // MCA's own variants
 * }</pre>
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
