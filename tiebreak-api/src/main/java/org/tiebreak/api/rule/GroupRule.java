package org.tiebreak.api.rule;

import static org.apiguardian.api.API.Status.STABLE;

import org.apiguardian.api.API;
import org.tiebreak.api.Score;
import org.tiebreak.api.standings.Explanation;

/**
 * A tie-break rule that orders a group of tied players as a whole, because its answer depends on
 * who is tied: the result between tied players, head-to-head, a drawing of lots.
 *
 * <p>The engine gives the rule only the players still tied at its point of the chain, and checks
 * that the rule returns exactly those players. See {@link TiebreakRule} for what implementations
 * must guarantee.
 */
@API(status = STABLE, since = "1.0")
public interface GroupRule extends TiebreakRule {

  /**
   * Splits the tied group into ordered sub-groups, best first; players left in one sub-group stay
   * tied for the next rule.
   *
   * @param group the tied players and the place they contend for; never {@code null}
   * @param context the tournament being ranked; never {@code null}
   * @return the ordering, never {@code null}
   */
  GroupOrder order(TiedGroup group, TiebreakContext context);

  /**
   * How the player's figure inside the group comes about: the games among the tied players, or
   * how lots fell. The default gives the figure alone.
   */
  default Explanation explain(int player, TiedGroup group, TiebreakContext context) {
    Explanation.Builder explanation = Explanation.builder(this, player);
    Score value = order(group, context).values().get(player);
    if (value != null) {
      explanation.value(value);
    }
    return explanation.build();
  }
}
