package org.tiebreak.api;

/**
 * A tie-break rule that gives every player a value; among tied players the higher value ranks
 * higher, unless {@link #lowerIsBetter()}.
 *
 * <p>A vendor rule needs only {@link #code()}, {@link #name()} and {@link #value}:
 *
 * <pre>{@code
 * final class GamesPlayed implements ValueRule {
 *   public String code() { return "GP"; }
 *   public String name() { return "Games played over the board"; }
 *   public Score value(int player, TiebreakContext context) {
 *     return Score.of(context.results(player).stream().filter(r -> r.kind().isPlayed()).count());
 *   }
 * }
 * }</pre>
 *
 * <p>See {@link TiebreakRule} for what implementations must guarantee.
 */
public interface ValueRule extends TiebreakRule {

  /**
   * The player's value.
   *
   * @param player the player's start number
   * @param context the tournament being ranked; never {@code null}
   * @return the value, never {@code null}
   */
  Score value(int player, TiebreakContext context);

  /** Whether a lower value ranks higher; {@code false} unless the rule says otherwise. */
  default boolean lowerIsBetter() {
    return false;
  }

  /**
   * How the player's value comes about: the rounds and opponents that counted, what was adjusted
   * or dropped. The default gives the value alone.
   */
  default Explanation explain(int player, TiebreakContext context) {
    return Explanation.builder().rule(code()).ruleName(name()).player(player)
        .value(value(player, context)).build();
  }
}
