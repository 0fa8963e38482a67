package com.example.vendor;

import java.util.List;
import org.tiebreak.api.Ruleset;
import org.tiebreak.rulesets.RulesetProvider;

/**
 * Registers {@link ClubRuleset} with {@code Rulesets}, through
 * {@code META-INF/services/org.tiebreak.rulesets.RulesetProvider}, so that
 * {@code Rulesets.named("example-club")} finds it.
 */
public final class ClubRulesetProvider implements RulesetProvider {

  @Override
  public List<Ruleset> rulesets() {
    return List.of(ClubRuleset.ruleset());
  }
}
