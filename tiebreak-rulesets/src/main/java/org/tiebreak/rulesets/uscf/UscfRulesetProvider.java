package org.tiebreak.rulesets.uscf;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.TiebreakRule;
import org.tiebreak.rulesets.RulesetProvider;

/** Registers the {@code uscf} ruleset and the rules its codes stand for. */
public final class UscfRulesetProvider implements RulesetProvider {

  /** Made by {@link java.util.ServiceLoader}. */
  public UscfRulesetProvider() {}

  @Override
  public List<Ruleset> rulesets() {
    return List.of(Uscf.ruleset());
  }

  @Override
  public Optional<TiebreakRule> rule(String ruleset, String code) {
    return Optional.ofNullable(Uscf.rules().get(code.toUpperCase(Locale.ROOT)));
  }

  @Override
  public List<String> codes(String ruleset) {
    return List.copyOf(Uscf.rules().keySet());
  }
}
