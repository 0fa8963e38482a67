package org.tiebreak.cli;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.rule.TiebreakRule;
import org.tiebreak.rulesets.RulesetProvider;
import org.tiebreak.rulesets.Rulesets;
import org.tiebreak.rulesets.fide.Fide;
import org.tiebreak.rulesets.fide.FideRulesetProvider;

/**
 * Every tie-break code the registered rulesets read, for {@code tiebreak rulesets --codes}: the
 * codes of each provider's rulesets with their names and the rulesets that read them, and the
 * FIDE codes with the modifiers each takes.
 */
final class CodeList {

  /**
   * The FIDE modifiers: how each is written when tried on a code, and what it means (FIDE C.07
   * Art. 14 and the TEC's list of tie-breaks).
   */
  private static final List<List<String>> MODIFIERS = List.of(
      List.of("/C1", "/Cn", "cut the n least significant values"),
      List.of("/M1", "/Mn", "cut the n least and the n most significant values"),
      List.of("/P", "/P", "forfeits count as games against the scheduled opponent"),
      List.of("/F", "/F", "on the Fore Buchholz (the last round counted as drawn)"),
      List.of("/R", "/R", "the order reversed"),
      List.of("/L50", "/Lnn", "the Koya limit: nn per cent of the maximum score (50 by default);"
          + " /L+n or /L-n moves it by n half points"),
      List.of("/U1000", "/Un", "the rating an unrated player counts with"),
      List.of("/K1", "/Kn", "the normalising factor of SSSC"),
      List.of(":MP", ":MP", "in a team event, on the match points (the event's primary score"
          + " when neither is given)"),
      List.of(":GP", ":GP", "in a team event, on the game points"));

  private CodeList() {}

  /** The registered providers, in the order of the registry's rulesets. */
  static List<RulesetProvider> providers() {
    List<RulesetProvider> providers = new ArrayList<>();
    ServiceLoader.load(RulesetProvider.class, Rulesets.class.getClassLoader())
        .forEach(providers::add);
    List<String> order = Rulesets.all().stream().map(Ruleset::name).toList();
    providers.sort(Comparator.comparingInt(provider -> provider.rulesets().isEmpty()
        ? Integer.MAX_VALUE : order.indexOf(provider.rulesets().get(0).name())));
    return providers;
  }

  /** The list as printed. */
  static String text() {
    Map<String, String> names = new LinkedHashMap<>();
    Map<String, List<String>> readBy = new LinkedHashMap<>();
    for (RulesetProvider provider : providers()) {
      if (provider instanceof FideRulesetProvider) {
        continue;
      }
      String family = family(provider.rulesets());
      for (Ruleset ruleset : provider.rulesets()) {
        for (String code : codes(provider, ruleset)) {
          String key = code.toUpperCase(java.util.Locale.ROOT);
          rule(provider, ruleset, code).ifPresent(rule -> names.putIfAbsent(key, rule.name()));
          List<String> families = readBy.computeIfAbsent(key, k -> new ArrayList<>());
          if (!families.contains(family)) {
            families.add(family);
          }
        }
      }
    }
    StringBuilder text = new StringBuilder(Legend.wrap("", "Tie-break codes, for --tiebreaks"
        + " (in any case); 'tiebreak rulesets' gives each ruleset's chain and the variant of each"
        + " rule.", "")).append('\n');
    List<String> families = new ArrayList<>();
    readBy.values().forEach(list -> list.stream().filter(f -> !families.contains(f))
        .forEach(families::add));
    text.append(Legend.wrap("", "Codes of the " + String.join(", ", families) + " rulesets, each"
        + " read in the ruleset's own variant:", ""));
    List<List<String>> cells = new ArrayList<>();
    cells.add(List.of("  Code", "Name", "Rulesets"));
    for (Map.Entry<String, String> entry : names.entrySet()) {
      cells.add(List.of("  " + entry.getKey(), entry.getValue(),
          String.join(", ", readBy.get(entry.getKey()))));
    }
    text.append(StandingsTable.align(cells, c -> true));
    text.append('\n').append(Legend.wrap("", "FIDE codes (FIDE C.07), read by the fide rulesets"
        + " and in a file's record 202 or 212, with the modifiers each takes:", ""));
    cells = new ArrayList<>();
    cells.add(List.of("  Code", "Name", "Modifiers"));
    for (String code : fideCodes()) {
      TiebreakRule rule = Fide.rule(code);
      List<String> takes = new ArrayList<>();
      for (List<String> modifier : MODIFIERS) {
        if (reads(code + modifier.get(0))) {
          takes.add(modifier.get(1));
        }
      }
      cells.add(List.of("  " + code, rule.name(), String.join(" ", takes)));
    }
    text.append(StandingsTable.align(cells, c -> true));
    text.append("\nModifiers, written after the code (BH/C1, ARO/U1000, BH:MP/C1/P):\n");
    text.append(Legend.entries(MODIFIERS.stream()
        .map(modifier -> List.of(modifier.get(1), modifier.get(2))).toList(), "  "));
    return text.toString();
  }

  /** The FIDE codes in the order of the regulations' articles, team codes included. */
  static List<String> fideCodes() {
    for (RulesetProvider provider : providers()) {
      if (provider instanceof FideRulesetProvider) {
        return provider.codes(Fide.BY_DATE + "-team");
      }
    }
    return List.of();
  }

  /** The provider of the ruleset with this name (in any case), if any. */
  private static Optional<RulesetProvider> provider(String ruleset) {
    for (RulesetProvider provider : providers()) {
      for (Ruleset supplied : provider.rulesets()) {
        if (supplied.name().equalsIgnoreCase(ruleset)) {
          return Optional.of(provider);
        }
      }
    }
    return Optional.empty();
  }

  /** Whether the ruleset with this name is one of the FIDE rulesets. */
  static boolean isFide(String ruleset) {
    return provider(ruleset).map(p -> p instanceof FideRulesetProvider).orElse(false);
  }

  /**
   * The codes a ruleset reads, as the registry finds them: its provider's list, or, where the
   * provider lists none, its chain's and the US Chess codes.
   */
  static List<String> known(String ruleset) {
    Optional<RulesetProvider> provider = provider(ruleset);
    if (provider.isEmpty()) {
      return List.of();
    }
    Ruleset named = Rulesets.named(ruleset);
    List<String> codes = provider.get().codes(named.name());
    if (!codes.isEmpty()) {
      return codes;
    }
    List<String> known = new ArrayList<>(named.chain().stream().map(TiebreakRule::code).toList());
    for (String code : known(RulesetChoice.DEFAULT)) {
      if (!known.contains(code)) {
        known.add(code);
      }
    }
    return known;
  }

  /** Whether the FIDE rules read a code. */
  private static boolean reads(String code) {
    try {
      Fide.rule(code);
      return true;
    } catch (IllegalArgumentException e) {
      return false;
    }
  }

  /** The codes a provider reads for one of its rulesets: its own list, else its chain's. */
  private static List<String> codes(RulesetProvider provider, Ruleset ruleset) {
    List<String> codes = provider.codes(ruleset.name());
    return codes.isEmpty() ? ruleset.chain().stream().map(TiebreakRule::code).toList() : codes;
  }

  private static Optional<TiebreakRule> rule(RulesetProvider provider, Ruleset ruleset,
      String code) {
    for (TiebreakRule rule : ruleset.chain()) {
      if (rule.code().equalsIgnoreCase(code)) {
        return Optional.of(rule);
      }
    }
    return provider.rule(ruleset.name(), code);
  }

  /**
   * What a provider's rulesets are called together: the beginning their names share, up to a
   * hyphen ({@code uscf} for uscf and uscf-team, {@code big-rapids} for big-rapids-swiss and
   * big-rapids-rr).
   */
  static String family(List<Ruleset> rulesets) {
    if (rulesets.isEmpty()) {
      return "";
    }
    String prefix = rulesets.get(0).name();
    for (Ruleset ruleset : rulesets) {
      String name = ruleset.name();
      int n = 0;
      while (n < prefix.length() && n < name.length() && prefix.charAt(n) == name.charAt(n)) {
        n++;
      }
      prefix = prefix.substring(0, n);
    }
    String shared = prefix;
    if (rulesets.stream().noneMatch(r -> r.name().equals(shared))) {
      int hyphen = prefix.lastIndexOf('-');
      prefix = hyphen > 0 ? prefix.substring(0, hyphen) : "";
    }
    return prefix.isEmpty()
        ? String.join("/", rulesets.stream().map(Ruleset::name).toList()) : prefix;
  }
}
