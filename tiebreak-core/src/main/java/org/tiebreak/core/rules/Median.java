package org.tiebreak.core.rules;

import java.util.Objects;
import org.tiebreak.api.Explanation;
import org.tiebreak.api.TiebreakContext;
import org.tiebreak.core.internal.Index;
import org.tiebreak.core.internal.IndexedValueRule;

/**
 * Median, the Harkness system (USCF 34E4): the sum of the opponents' adjusted scores without the
 * highest and the lowest, whatever the player's score; from {@code twoCutsFrom} rounds on, the two
 * highest and two lowest.
 *
 * @param twoCutsFrom the number of rounds from which two are dropped at each end; 0 for never
 * @param opponentUnplayed how opponents' unplayed rounds count in their scores
 * @param ownUnplayed how the player's own unplayed rounds count
 */
public record Median(int twoCutsFrom, OpponentUnplayed opponentUnplayed, OwnUnplayed ownUnplayed)
    implements IndexedValueRule {

  public Median {
    Objects.requireNonNull(opponentUnplayed, "opponentUnplayed");
    Objects.requireNonNull(ownUnplayed, "ownUnplayed");
    if (twoCutsFrom < 0) {
      throw new IllegalArgumentException("twoCutsFrom must not be negative: " + twoCutsFrom);
    }
  }

  /** USCF 34E4: adjusted scores; two at each end from nine rounds on. */
  public static Median uscf() {
    return new Median(9, OpponentUnplayed.COUNT_HALF, OwnUnplayed.ZERO_OPPONENT);
  }

  @Override
  public String code() {
    return "MED";
  }

  @Override
  public String name() {
    return "Median";
  }

  @Override
  public long[] figures(TiebreakContext context) {
    return context.shared(this,
        c -> OpponentScores.figures(c, opponentUnplayed, ownUnplayed, cut()));
  }

  @Override
  public Explanation explain(int player, TiebreakContext context) {
    return OpponentScores.explain(code(), name(), player, context, opponentUnplayed, ownUnplayed,
        cut());
  }

  private OpponentScores.Cut cut() {
    return new OpponentScores.Cut() {
      @Override
      public int low(Index index, int i) {
        return OpponentScores.perEnd(index, twoCutsFrom);
      }

      @Override
      public int high(Index index, int i) {
        return OpponentScores.perEnd(index, twoCutsFrom);
      }

      @Override
      public String why(Index index, int i) {
        return OpponentScores.perEnd(index, twoCutsFrom) == 1
            ? "the highest and the lowest opponent dropped"
            : "the two highest and the two lowest opponents dropped";
      }
    };
  }
}
