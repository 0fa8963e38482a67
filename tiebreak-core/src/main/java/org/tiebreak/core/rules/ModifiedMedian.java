package org.tiebreak.core.rules;

import java.util.Objects;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.rule.Crosstable;
import org.tiebreak.api.rule.Figures;
import org.tiebreak.api.rule.Reach;
import org.tiebreak.api.rule.TiebreakContext;
import org.tiebreak.api.rule.ValueRule;
import org.tiebreak.api.standings.Explanation;
import org.tiebreak.api.standings.Message;

/**
 * Modified Median (US Chess rule 34E1): see {@link Tiebreaks#modifiedMedian}.
 *
 * @param minusScoreDrops which end a minus score drops
 * @param twoCutsFrom the number of rounds from which two are dropped at each end; 0 for never
 * @param opponentUnplayed how opponents' unplayed rounds count in their scores
 * @param ownUnplayed how the player's own unplayed rounds count
 */
record ModifiedMedian(MinusScoreDrop minusScoreDrops, int twoCutsFrom,
    OpponentUnplayed opponentUnplayed, OwnUnplayed ownUnplayed) implements ValueRule {

  ModifiedMedian {
    Objects.requireNonNull(minusScoreDrops, "minusScoreDrops");
    Objects.requireNonNull(opponentUnplayed, "opponentUnplayed");
    Objects.requireNonNull(ownUnplayed, "ownUnplayed");
    if (twoCutsFrom < 0) {
      throw new IllegalArgumentException("twoCutsFrom must not be negative: " + twoCutsFrom);
    }
  }

  @Override
  public String code() {
    return "MM";
  }

  /** The opponents' results, rising: a higher opponent's score never lowers the figure. */
  @Override
  public Reach reach() {
    return Reach.OPPONENTS;
  }

  @Override
  public String name() {
    return "Modified Median";
  }

  @Override
  public String variant() {
    return OpponentScores.variant("a minus score drops the "
        + (minusScoreDrops == MinusScoreDrop.HIGHEST ? "highest" : "lowest")
        + (twoCutsFrom > 0 ? "; two at each end from " + twoCutsFrom + " rounds"
        : "; one at each end whatever the rounds"), opponentUnplayed, ownUnplayed);
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
        int standing = standing(table, p);
        return standing >= 0 || minusScoreDrops == MinusScoreDrop.LOWEST ? perEnd : 0;
      }

      @Override
      public int high(Crosstable table, int p) {
        int standing = standing(table, p);
        return standing == 0 || (standing < 0 && minusScoreDrops == MinusScoreDrop.HIGHEST)
            ? perEnd : 0;
      }

      @Override
      public Message why(Crosstable table, int p) {
        int standing = standing(table, p);
        String key;
        if (standing > 0) {
          key = "modifiedMedian.plusScore";
        } else if (standing == 0) {
          key = "modifiedMedian.evenScore";
        } else {
          key = minusScoreDrops == MinusScoreDrop.HIGHEST ? "modifiedMedian.minusScoreHighest"
              : "modifiedMedian.minusScoreLowest";
        }
        return Message.of(key, table.toPoints(table.score(p)), table.toPoints(maximum(table, p)),
            perEnd);
      }

      /** Above, at or below half the maximum score. */
      private int standing(Crosstable table, int p) {
        return Long.compare(2 * table.score(p), maximum(table, p));
      }

      /**
       * The player's maximum score, in units: a win in every round ranked but a pending game,
       * which is not yet one of the player's rounds.
       */
      private long maximum(Crosstable table, int p) {
        return Rounds.counted(table, p) * table.pointsFor(ResultKind.WIN);
      }
    };
  }
}
