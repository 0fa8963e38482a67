package org.tiebreak.rulesets.mca;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.TiebreakRule;
import org.tiebreak.rulesets.RulesetProvider;

/**
 * Registers the {@code mca} and {@code mca-minus-drops-highest} rulesets and the rules their
 * codes stand for.
 */
public final class McaRulesetProvider implements RulesetProvider {

  /** Made by {@link java.util.ServiceLoader}. */
  public McaRulesetProvider() {}

  @Override
  public List<Ruleset> rulesets() {
    return List.of(Mca.ruleset(), Mca.minusDropsHighestRuleset());
  }

  @Override
  public Optional<TiebreakRule> rule(String ruleset, String code) {
    return Optional.ofNullable(Mca.rules().get(code.toUpperCase(Locale.ROOT)));
  }

  @Override
  public List<String> codes(String ruleset) {
    return List.copyOf(Mca.rules().keySet());
  }
}
