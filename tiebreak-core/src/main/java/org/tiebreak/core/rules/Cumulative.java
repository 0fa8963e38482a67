package org.tiebreak.core.rules;

import java.util.Objects;
import org.tiebreak.api.Explanation;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.TiebreakContext;
import org.tiebreak.core.internal.EngineContext;
import org.tiebreak.core.internal.Index;
import org.tiebreak.core.internal.IndexedValueRule;

/**
 * Cumulative (USCF 34E3): the sum of the player's running score after each round, less a
 * deduction for points scored without playing ({@link CumulativeDeduction}). Scoring early counts
 * more, since it means tougher opponents later.
 *
 * @param deduction what is subtracted for unplayed points
 */
public record Cumulative(CumulativeDeduction deduction) implements IndexedValueRule {

  public Cumulative {
    Objects.requireNonNull(deduction, "deduction");
  }

  /** USCF 7th edition: less 1 per full-point bye or forfeit win and ½ per half-point bye. */
  public static Cumulative uscf() {
    return new Cumulative(CumulativeDeduction.FULL_AND_HALF);
  }

  /** MCA 2001 and Big Rapids: less 1 per full-point bye or forfeit win. */
  public static Cumulative mca() {
    return new Cumulative(CumulativeDeduction.FULL_ONLY);
  }

  @Override
  public String code() {
    return "CUM";
  }

  @Override
  public String name() {
    return "Cumulative";
  }

  @Override
  public long[] figures(TiebreakContext context) {
    return context.shared(this, c -> {
      Index index = Index.of(c);
      long[] figures = new long[index.players()];
      for (int i = 0; i < figures.length; i++) {
        long running = 0;
        long sum = 0;
        for (int r = 0; r < index.rounds(); r++) {
          running += index.halfPoints(i, r);
          sum += running - deduction(index.kind(i, r));
        }
        figures[i] = sum;
      }
      return figures;
    });
  }

  /** The deduction for a round, in half points. */
  private int deduction(ResultKind kind) {
    if (deduction == CumulativeDeduction.NONE) {
      return 0;
    }
    switch (kind) {
      case FULL_POINT_BYE:
      case PAIRING_ALLOCATED_BYE:
      case FORFEIT_WIN:
        return 2;
      case HALF_POINT_BYE:
        return deduction == CumulativeDeduction.FULL_AND_HALF ? 1 : 0;
      default:
        return 0;
    }
  }

  @Override
  public Explanation explain(int player, TiebreakContext context) {
    Index index = Index.of(context);
    int i = index.indexOf(player);
    Explanation.Builder explanation = Explanation.builder().rule(code()).ruleName(name())
        .player(player).value(value(player, context));
    long running = 0;
    long sum = 0;
    long deducted = 0;
    for (int r = 0; r < index.rounds(); r++) {
      running += index.halfPoints(i, r);
      int less = deduction(index.kind(i, r));
      deducted += less;
      sum += running - less;
      Explanation.Line.Builder line = Rounds.line(index, i, r)
          .usedScore(EngineContext.halfPoints(running))
          .contribution(EngineContext.halfPoints(running - less))
          .runningTotal(EngineContext.halfPoints(sum));
      if (less > 0) {
        line.adjustment(EngineContext.halfPoints(less) + " subtracted for points not played for");
      }
      explanation.addLines(line.build());
    }
    if (deducted > 0) {
      explanation.addNotes("the sum of the running scores (the used scores) less "
          + EngineContext.halfPoints(deducted) + " for points scored without playing");
    } else {
      explanation.addNotes("the sum of the running scores (the used scores)");
    }
    return explanation.build();
  }
}
