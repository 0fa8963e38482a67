package org.tiebreak.rulesets;

import java.util.List;
import org.tiebreak.api.Ruleset;

/**
 * Supplies named rulesets to {@link Rulesets}: a vendor registers an implementation through
 * {@link java.util.ServiceLoader}, in a file
 * {@code META-INF/services/org.tiebreak.rulesets.RulesetProvider} naming the class (which needs a
 * public no-argument constructor).
 *
 * <pre>{@code
 * public final class ClubRulesets implements RulesetProvider {
 *   public List<Ruleset> rulesets() {
 *     return List.of(Ruleset.builder().name("club").description("Our club's order")
 *         .addRules(Solkoff.uscf(), new GamesPlayed()).build());
 *   }
 * }
 * }</pre>
 */
public interface RulesetProvider {

  /** The rulesets this provider supplies; their names must not clash with other rulesets. */
  List<Ruleset> rulesets();
}
