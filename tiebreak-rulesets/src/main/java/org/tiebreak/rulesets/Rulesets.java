package org.tiebreak.rulesets;

import static org.apiguardian.api.API.Status.STABLE;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.stream.Collectors;
import org.apiguardian.api.API;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.rule.TiebreakRule;

/**
 * The registry of named rulesets: every ruleset a {@link RulesetProvider} supplies, the built-in
 * ones (US Chess, MCA, Big Rapids, each in its own package) first, then a vendor's.
 *
 * <pre>{@code
 * Standings standings = TiebreakEngine.rank(tournament, Rulesets.named("uscf"));
 * Ruleset mine = Rulesets.withRules("mca", List.of("MM", "KASH"));  // MCA's own variants
 * }</pre>
 *
 * <p>Where a ruleset's text leaves room for readings, and the slips of its worked examples, are
 * described with its rules: {@link org.tiebreak.rulesets.uscf}, {@link org.tiebreak.rulesets.mca},
 * {@link org.tiebreak.rulesets.bigrapids}.
 *
 * <p>Ruleset names and rule codes are matched without regard to case ({@code "USCF"} finds
 * {@code uscf}, {@code "bh/c1"} reads {@code BH/C1}); two rulesets whose names differ only in
 * case cannot both be registered.
 *
 * <p>This class is thread-safe; the registry is read once, when it is first used.
 */
@API(status = STABLE, since = "1.0")
public final class Rulesets {

  /** A registered ruleset and the provider that supplied it. */
  private record Entry(Ruleset ruleset, RulesetProvider provider) {}

  /** The ruleset whose rules stand in for codes a vendor's provider does not know. */
  private static final String FALLBACK = "uscf";

  private static final Map<String, Entry> REGISTRY = load();

  private Rulesets() {}

  private static Map<String, Entry> load() {
    List<RulesetProvider> providers = new ArrayList<>();
    ServiceLoader.load(RulesetProvider.class, Rulesets.class.getClassLoader())
        .forEach(providers::add);
    // The built-in providers first, in the order they are declared; then the others.
    providers.sort(Comparator.comparing(provider -> !isBuiltIn(provider)));
    Map<String, Entry> registry = new LinkedHashMap<>();
    for (RulesetProvider provider : providers) {
      for (Ruleset ruleset : provider.rulesets()) {
        Entry previous = registry.putIfAbsent(key(ruleset.name()), new Entry(ruleset, provider));
        if (previous != null) {
          throw new IllegalStateException("two rulesets are named " + ruleset.name()
              + (previous.ruleset().name().equals(ruleset.name()) ? ""
                  : " (and " + previous.ruleset().name() + ")"));
        }
      }
    }
    return registry;
  }

  /** The registry's key of a name: names are matched without regard to case. */
  private static String key(String name) {
    return name.toLowerCase(Locale.ROOT);
  }

  private static boolean isBuiltIn(RulesetProvider provider) {
    return provider.getClass().getPackageName()
        .startsWith(Rulesets.class.getPackageName() + ".");
  }

  /**
   * The ruleset with this name.
   *
   * @throws IllegalArgumentException if there is none; the message lists the known names
   */
  public static Ruleset named(String name) {
    return entry(name).ruleset();
  }

  private static Entry entry(String name) {
    Objects.requireNonNull(name, "name");
    Entry entry = REGISTRY.get(key(name));
    if (entry == null) {
      throw new IllegalArgumentException("unknown ruleset \"" + name + "\"; known: "
          + REGISTRY.values().stream().map(known -> known.ruleset().name())
              .collect(Collectors.joining(", ")));
    }
    return entry;
  }

  /** Every registered ruleset, the built-in ones first. */
  public static List<Ruleset> all() {
    return REGISTRY.values().stream().map(Entry::ruleset).collect(Collectors.toUnmodifiableList());
  }

  /**
   * The rule with this code in the ruleset's own variant: the rule of its chain, or else the rule
   * its provider gives for the code, or else the US Chess variant.
   *
   * @throws IllegalArgumentException if the ruleset or the code is unknown; the message lists the
   *     known codes
   */
  public static TiebreakRule rule(String rulesetName, String code) {
    Objects.requireNonNull(code, "code");
    Entry entry = entry(rulesetName);
    return find(entry, code).orElseThrow(() -> new IllegalArgumentException(
        unknown(code) + known(entry)));
  }

  /** The rule of the chain with this code, else the provider's, else the fallback's. */
  private static Optional<TiebreakRule> find(Entry entry, String code) {
    for (TiebreakRule rule : entry.ruleset().chain()) {
      if (rule.code().equalsIgnoreCase(code)) {
        return Optional.of(rule);
      }
    }
    Optional<TiebreakRule> rule = entry.provider().rule(entry.ruleset().name(), code);
    if (rule.isPresent()) {
      return rule;
    }
    Entry fallback = fallback(entry);
    return fallback.provider().rule(fallback.ruleset().name(), code);
  }

  /** The entry whose codes stand in for a provider that lists none of its own. */
  private static Entry fallback(Entry entry) {
    return entry.provider().codes(entry.ruleset().name()).isEmpty() ? entry(FALLBACK) : entry;
  }

  private static String unknown(String code) {
    return "unknown tie-break code \"" + code + "\"";
  }

  /** "; known: MM, SOLK, ...": the codes a ruleset's rules can be found by. */
  private static String known(Entry entry) {
    Entry fallback = fallback(entry);
    return "; known: " + String.join(", ",
        fallback.provider().codes(fallback.ruleset().name()));
  }

  /**
   * The ruleset with its chain replaced by the rules with these codes, in this order, each in the
   * ruleset's own variant. The result keeps the ruleset's name (standings under
   * {@code withRules("mca", ...)} say {@code mca}: the text whose variants they follow), its
   * description, precedences, point-system requirement, formats and whether it ranks teams.
   *
   * @throws IllegalArgumentException if the ruleset is unknown, the list is empty, or codes
   *     cannot be read (every one named at once) or repeat
   */
  public static Ruleset withRules(String rulesetName, List<String> codes) {
    Objects.requireNonNull(codes, "codes");
    Entry entry = entry(rulesetName);
    Ruleset ruleset = entry.ruleset();
    List<TiebreakRule> rules = new ArrayList<>();
    List<String> unknown = new ArrayList<>();
    for (String code : codes) {
      Optional<TiebreakRule> rule = find(entry, Objects.requireNonNull(code, "codes element"));
      if (rule.isPresent()) {
        rules.add(rule.get());
      } else {
        unknown.add(unknown(code));
      }
    }
    if (!unknown.isEmpty()) {
      throw new IllegalArgumentException(String.join("; ", unknown) + known(entry));
    }
    return Ruleset.builder().name(ruleset.name()).description(ruleset.description())
        .standardPointsOnly(ruleset.standardPointsOnly()).forTeams(ruleset.forTeams())
        .addAllFormats(ruleset.formats())
        .addAllPrecedences(ruleset.precedences())
        .addAllRules(rules)
        .build();
  }
}
