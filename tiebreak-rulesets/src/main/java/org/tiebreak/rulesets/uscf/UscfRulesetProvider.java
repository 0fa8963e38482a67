package org.tiebreak.rulesets.uscf;

import static org.apiguardian.api.API.Status.INTERNAL;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.apiguardian.api.API;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.rule.TiebreakRule;
import org.tiebreak.rulesets.RulesetProvider;

/**
 * Registers the {@code uscf} and {@code uscf-team} rulesets and the rules their codes stand for
 * (for {@code uscf-team} the team rules too).
 */
@API(status = INTERNAL, since = "1.0")
public final class UscfRulesetProvider implements RulesetProvider {

  /** Made by {@link java.util.ServiceLoader}. */
  public UscfRulesetProvider() {}

  @Override
  public List<Ruleset> rulesets() {
    return List.of(Uscf.ruleset(), UscfTeam.ruleset());
  }

  @Override
  public Optional<TiebreakRule> rule(String ruleset, String code) {
    Objects.requireNonNull(code, "code");
    return Optional.ofNullable(rules(ruleset).get(code.toUpperCase(Locale.ROOT)));
  }

  @Override
  public List<String> codes(String ruleset) {
    return List.copyOf(rules(ruleset).keySet());
  }

  private static Map<String, TiebreakRule> rules(String ruleset) {
    Objects.requireNonNull(ruleset, "ruleset");
    return UscfTeam.NAME.equals(ruleset) ? UscfTeam.withTeamRules(Uscf.rules()) : Uscf.rules();
  }
}
