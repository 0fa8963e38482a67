package org.tiebreak.api.rule;

import static org.apiguardian.api.API.Status.STABLE;

import java.util.Arrays;
import org.apiguardian.api.API;
import org.tiebreak.api.RuleFailedException;
import org.tiebreak.api.Score;
import org.tiebreak.api.standings.Explanation;

/**
 * A tie-break rule that gives every player a figure; among tied players the higher figure ranks
 * higher, unless {@link #lowerIsBetter()}.
 *
 * <p>The engine asks a rule for every player's figure at once, once per ranking:
 * {@link #figures}. A rule implements either {@link #figures}, computing all players in one pass
 * over the {@link Crosstable} (the built-in rules do), or {@link #value}, one player at a time,
 * which the default {@code figures} asks for each player in turn. A count of games played over
 * the board, both ways:
 *
 * <pre>{@code
 * final class GamesPlayed implements ValueRule {
 *   public String code() { return "GP"; }
 *   public String name() { return "Games played over the board"; }
 *   public Figures figures(TiebreakContext context) {
 *     Crosstable table = context.crosstable();
 *     long[] games = new long[table.players()];
 *     for (int p = 0; p < table.players(); p++) {
 *       for (int r = 0; r < table.rounds(); r++) {
 *         games[p] += table.kind(p, r).isPlayed() ? 1 : 0;
 *       }
 *     }
 *     return Figures.of(games);
 *   }
 * }
 *
 * final class GamesPlayedOneByOne implements ValueRule {
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
@API(status = STABLE, since = "1.0")
public interface ValueRule extends TiebreakRule {

  /**
   * Every player's figure, by crosstable index. The default asks {@link #value} for each player,
   * and reports a player's failure as a {@link RuleFailedException} naming the rule and player.
   *
   * @param context the tournament being ranked; never {@code null}
   * @return one figure per player of {@code context.crosstable()}, never {@code null}
   * @throws RuleFailedException if {@link #value} fails or returns {@code null} for a player
   */
  default Figures figures(TiebreakContext context) {
    Crosstable table = context.crosstable();
    Score[] values = new Score[table.players()];
    for (int p = 0; p < values.length; p++) {
      int player = table.startNumber(p);
      try {
        values[p] = value(player, context);
      } catch (RuleFailedException e) {
        throw e;
      } catch (RuntimeException e) {
        throw new RuleFailedException("rule " + code() + " failed for player " + player + ": "
            + e, e);
      }
      if (values[p] == null) {
        throw new RuleFailedException("rule " + code() + " returned no value for player "
            + player);
      }
    }
    return Figures.of(Arrays.asList(values));
  }

  /**
   * One player's figure. The default reads it from {@link #figures}, as the context computed them
   * for this ranking.
   *
   * @param player the player's start number
   * @param context the tournament being ranked; never {@code null}
   * @return the figure, never {@code null}
   * @throws IllegalArgumentException if there is no such player
   */
  default Score value(int player, TiebreakContext context) {
    return context.value(this, player);
  }

  /** Whether a lower figure ranks higher; {@code false} unless the rule says otherwise. */
  default boolean lowerIsBetter() {
    return false;
  }

  /**
   * How the player's figure comes about: the rounds and opponents that counted, what was adjusted
   * or dropped. The default gives the figure alone.
   */
  default Explanation explain(int player, TiebreakContext context) {
    return Explanation.builder(this, player).value(value(player, context)).build();
  }
}
