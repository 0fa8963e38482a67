package org.tiebreak.rulesets.mca;

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
import org.tiebreak.rulesets.uscf.UscfTeam;

/**
 * Registers the {@code mca}, {@code mca-minus-drops-highest} and {@code mca-team} rulesets and
 * the rules their codes stand for (for {@code mca-team} the team rules too).
 */
@API(status = INTERNAL, since = "1.0")
public final class McaRulesetProvider implements RulesetProvider {

  /** Made by {@link java.util.ServiceLoader}. */
  public McaRulesetProvider() {}

  @Override
  public List<Ruleset> rulesets() {
    return List.of(Mca.ruleset(), Mca.minusDropsHighestRuleset(), Mca.teamRuleset());
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
    return Mca.TEAM_NAME.equals(ruleset) ? UscfTeam.withTeamRules(Mca.rules()) : Mca.rules();
  }
}
