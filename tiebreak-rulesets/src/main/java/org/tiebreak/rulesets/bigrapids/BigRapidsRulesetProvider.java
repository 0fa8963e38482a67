package org.tiebreak.rulesets.bigrapids;

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
 * Registers the {@code big-rapids-swiss}, {@code big-rapids-rr}, {@code big-rapids-team} and
 * {@code big-rapids-team-rr} rulesets and the rules their codes stand for (for the team rulesets
 * the team rules too).
 */
@API(status = INTERNAL, since = "1.0")
public final class BigRapidsRulesetProvider implements RulesetProvider {

  /** Made by {@link java.util.ServiceLoader}. */
  public BigRapidsRulesetProvider() {}

  @Override
  public List<Ruleset> rulesets() {
    return List.of(BigRapids.swissRuleset(), BigRapids.roundRobinRuleset(),
        BigRapids.teamRuleset(), BigRapids.teamRoundRobinRuleset());
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
    return BigRapids.TEAM_NAME.equals(ruleset) || BigRapids.TEAM_ROUND_ROBIN_NAME.equals(ruleset)
        ? UscfTeam.withTeamRules(BigRapids.rules()) : BigRapids.rules();
  }
}
