package org.tiebreak.core.rules;

import java.util.Objects;
import org.tiebreak.api.rule.Crosstable;
import org.tiebreak.api.rule.Figures;
import org.tiebreak.api.rule.Reach;
import org.tiebreak.api.rule.TiebreakContext;
import org.tiebreak.api.rule.ValueRule;
import org.tiebreak.api.standings.Explanation;
import org.tiebreak.api.standings.Message;

/**
 * Median, the Harkness system (US Chess rule 34E4): see {@link Tiebreaks#median}.
 *
 * @param twoCutsFrom the number of rounds from which two are dropped at each end; 0 for never
 * @param opponentUnplayed how opponents' unplayed rounds count in their scores
 * @param ownUnplayed how the player's own unplayed rounds count
 */
record Median(int twoCutsFrom, OpponentUnplayed opponentUnplayed, OwnUnplayed ownUnplayed)
    implements ValueRule {

  Median {
    Objects.requireNonNull(opponentUnplayed, "opponentUnplayed");
    Objects.requireNonNull(ownUnplayed, "ownUnplayed");
    if (twoCutsFrom < 0) {
      throw new IllegalArgumentException("twoCutsFrom must not be negative: " + twoCutsFrom);
    }
  }

  @Override
  public String code() {
    return "MED";
  }

  /** The opponents' results, rising: a higher opponent's score never lowers the figure. */
  @Override
  public Reach reach() {
    return Reach.OPPONENTS;
  }

  @Override
  public String name() {
    return "Median";
  }

  @Override
  public String variant() {
    return OpponentScores.variant(twoCutsFrom > 0 ? "two at each end from " + twoCutsFrom
        + " rounds" : "one at each end whatever the rounds", opponentUnplayed, ownUnplayed);
  }

  @Override
  public Figures figures(TiebreakContext context) {
    return OpponentScores.figures(context, opponentUnplayed, ownUnplayed,
        cut(context.crosstable()));
  }

  @Override
  public Explanation explain(int player, TiebreakContext context) {
    return OpponentScores.explain(this, player, context, opponentUnplayed, ownUnplayed,
        cut(context.crosstable()));
  }

  private OpponentScores.Cut cut(Crosstable crosstable) {
    int perEnd = OpponentScores.perEnd(crosstable, twoCutsFrom);
    return new OpponentScores.Cut() {
      @Override
      public int low(Crosstable table, int p) {
        return perEnd;
      }

      @Override
      public int high(Crosstable table, int p) {
        return perEnd;
      }

      @Override
      public Message why(Crosstable table, int p) {
        return Message.of(perEnd == 1 ? "median.dropOne" : "median.dropTwo");
      }
    };
  }
}
