package org.tiebreak.core.rules;

import java.util.Objects;
import org.tiebreak.api.Explanation;
import org.tiebreak.api.TiebreakContext;
import org.tiebreak.core.internal.EngineContext;
import org.tiebreak.core.internal.Index;
import org.tiebreak.core.internal.IndexedValueRule;

/**
 * Modified Median (USCF 34E1): the sum of the opponents' adjusted scores, dropping the least
 * significant ones. A plus score (more than half the maximum) drops the lowest opponent, a minus
 * score the highest ({@link MinusScoreDrop}), an even score (exactly half) both; from
 * {@code twoCutsFrom} rounds on, two are dropped at each such end.
 *
 * <p>The maximum is the number of rounds ranked, so live standings treat the event as if it ended
 * after the last round played. {@link #uscf()} follows USCF 7th edition 34E1 (as the seeds and the
 * WSCF guide give it); {@link #mca()} follows the MCA 2001 text as written, which drops the lowest
 * opponent for a minus score and has no nine-round rule.
 *
 * @param minusScoreDrops which end a minus score drops
 * @param twoCutsFrom the number of rounds from which two are dropped at each end; 0 for never
 * @param opponentUnplayed how opponents' unplayed rounds count in their scores
 * @param ownUnplayed how the player's own unplayed rounds count
 */
public record ModifiedMedian(MinusScoreDrop minusScoreDrops, int twoCutsFrom,
    OpponentUnplayed opponentUnplayed, OwnUnplayed ownUnplayed) implements IndexedValueRule {

  public ModifiedMedian {
    Objects.requireNonNull(minusScoreDrops, "minusScoreDrops");
    Objects.requireNonNull(opponentUnplayed, "opponentUnplayed");
    Objects.requireNonNull(ownUnplayed, "ownUnplayed");
    if (twoCutsFrom < 0) {
      throw new IllegalArgumentException("twoCutsFrom must not be negative: " + twoCutsFrom);
    }
  }

  /** USCF 34E1: minus scores drop the highest; two at each end from nine rounds on. */
  public static ModifiedMedian uscf() {
    return new ModifiedMedian(MinusScoreDrop.HIGHEST, 9, OpponentUnplayed.COUNT_HALF,
        OwnUnplayed.ZERO_OPPONENT);
  }

  /** MCA 2001 as written: minus scores drop the lowest; one at each end whatever the rounds. */
  public static ModifiedMedian mca() {
    return new ModifiedMedian(MinusScoreDrop.LOWEST, 0, OpponentUnplayed.COUNT_HALF,
        OwnUnplayed.ZERO_OPPONENT);
  }

  @Override
  public String code() {
    return "MM";
  }

  @Override
  public String name() {
    return "Modified Median";
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
        int standing = standing(index, i);
        return standing > 0 || standing == 0
            || minusScoreDrops == MinusScoreDrop.LOWEST ? per(index) : 0;
      }

      @Override
      public int high(Index index, int i) {
        int standing = standing(index, i);
        return standing == 0 || (standing < 0 && minusScoreDrops == MinusScoreDrop.HIGHEST)
            ? per(index) : 0;
      }

      @Override
      public String why(Index index, int i) {
        int standing = standing(index, i);
        int n = per(index);
        String which = n == 1 ? "opponent" : n + " opponents";
        String score = EngineContext.halfPoints(index.score(i)) + " of " + index.rounds();
        if (standing > 0) {
          return "plus score (" + score + "): the lowest " + which + " dropped";
        }
        if (standing == 0) {
          return "even score (" + score + "): the highest and the lowest " + which + " dropped";
        }
        return "minus score (" + score + "): the "
            + (minusScoreDrops == MinusScoreDrop.HIGHEST ? "highest " : "lowest ") + which
            + " dropped";
      }

      private int per(Index index) {
        return OpponentScores.perEnd(index, twoCutsFrom);
      }

      private int standing(Index index, int i) {
        return Integer.compare(index.score(i), index.rounds());
      }
    };
  }
}
