package org.tiebreak.core.internal;

import org.tiebreak.api.Score;
import org.tiebreak.api.TiebreakContext;
import org.tiebreak.api.ValueRule;

/**
 * A value rule that computes every player's figure in one pass over the {@link Index}, as whole
 * numbers over a fixed denominator; the engine compares those numbers without making a
 * {@link Score} per player.
 *
 * <p>Internal: not part of the supported API.
 */
public interface IndexedValueRule extends ValueRule {

  /**
   * Every player's figure by index, as numerators over {@link #denominator()}; implementations
   * compute it once per context (with {@link TiebreakContext#shared}).
   */
  long[] figures(TiebreakContext context);

  /** The denominator of the figures: 2 for half points, 4 for quarter points, 1 for whole ones. */
  default long denominator() {
    return 2;
  }

  @Override
  default Score value(int player, TiebreakContext context) {
    long figure = figures(context)[Index.of(context).indexOf(player)];
    return denominator() == 2 ? EngineContext.halfPoints(figure) : Score.of(figure, denominator());
  }
}
