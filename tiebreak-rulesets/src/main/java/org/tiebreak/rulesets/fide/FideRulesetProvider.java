package org.tiebreak.rulesets.fide;

import static org.apiguardian.api.API.Status.INTERNAL;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.apiguardian.api.API;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.rule.TiebreakRule;
import org.tiebreak.rulesets.RulesetProvider;

/**
 * Registers the FIDE rulesets ({@code fide}, {@code fide-2026}, {@code fide-2024},
 * {@code fide-pre-2023}, each also for round robins with {@code -rr}, and for teams with
 * {@code -team} and {@code -team-rr}) and reads the FIDE codes, modifiers included, in each
 * ruleset's edition.
 */
@API(status = INTERNAL, since = "1.0")
public final class FideRulesetProvider implements RulesetProvider {

  /** Made by {@link java.util.ServiceLoader}. */
  public FideRulesetProvider() {}

  @Override
  public List<Ruleset> rulesets() {
    return Fide.rulesets();
  }

  @Override
  public Optional<TiebreakRule> rule(String ruleset, String code) {
    try {
      return Optional.of(Fide.rule(Fide.edition(ruleset), code));
    } catch (IllegalArgumentException e) {
      return Optional.empty();
    }
  }

  @Override
  public List<String> codes(String ruleset) {
    return ruleset.contains("-team") ? TiebreakCode.NAMES : TiebreakCode.NAMES.stream()
        .filter(name -> !TiebreakCode.TEAM_NAMES.contains(name.toUpperCase(Locale.ROOT)))
        .toList();
  }
}
