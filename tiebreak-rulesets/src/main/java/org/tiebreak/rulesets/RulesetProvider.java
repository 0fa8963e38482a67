package org.tiebreak.rulesets;

import static org.apiguardian.api.API.Status.STABLE;

import java.util.List;
import java.util.Optional;
import org.apiguardian.api.API;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.rule.TiebreakRule;

/**
 * Supplies named rulesets to {@link Rulesets}, and optionally the rules their codes stand for. The
 * built-in rulesets come from providers too. A vendor registers an implementation through
 * {@link java.util.ServiceLoader}, in a file
 * {@code META-INF/services/org.tiebreak.rulesets.RulesetProvider} naming the class (which needs a
 * public no-argument constructor), or with {@code provides} in a named module.
 *
 * <pre>{@code
 * public final class ClubRulesets implements RulesetProvider {
 *   public List<Ruleset> rulesets() {
 *     return List.of(Ruleset.builder().name("club").description("Our club's order")
 *         .addRules(Uscf.solkoff(), new GamesPlayed()).build());
 *   }
 * }
 * }</pre>
 */
@API(status = STABLE, since = "1.0")
public interface RulesetProvider {

  /** The rulesets this provider supplies; their names must not clash with other rulesets. */
  List<Ruleset> rulesets();

  /**
   * The rule a code stands for in one of this provider's rulesets, in that ruleset's own variant,
   * for a chain of the caller's own ({@link Rulesets#rule}, {@link Rulesets#withRules}); empty
   * where the provider does not know the code. The default knows none.
   *
   * @param ruleset the name of one of {@link #rulesets()}
   * @param code the code, in any case
   */
  default Optional<TiebreakRule> rule(String ruleset, String code) {
    return Optional.empty();
  }

  /** The codes {@link #rule} knows for one of this provider's rulesets, for messages. */
  default List<String> codes(String ruleset) {
    return List.of();
  }
}
