package org.tiebreak.rulesets.bigrapids;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.TiebreakRule;
import org.tiebreak.rulesets.RulesetProvider;

/**
 * Registers the {@code big-rapids-swiss} and {@code big-rapids-rr} rulesets and the rules their
 * codes stand for.
 */
public final class BigRapidsRulesetProvider implements RulesetProvider {

  /** Made by {@link java.util.ServiceLoader}. */
  public BigRapidsRulesetProvider() {}

  @Override
  public List<Ruleset> rulesets() {
    return List.of(BigRapids.swissRuleset(), BigRapids.roundRobinRuleset());
  }

  @Override
  public Optional<TiebreakRule> rule(String ruleset, String code) {
    return Optional.ofNullable(BigRapids.rules().get(code.toUpperCase(Locale.ROOT)));
  }

  @Override
  public List<String> codes(String ruleset) {
    return List.copyOf(BigRapids.rules().keySet());
  }
}
