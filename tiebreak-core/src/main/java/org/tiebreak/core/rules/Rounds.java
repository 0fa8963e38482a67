package org.tiebreak.core.rules;

import java.util.function.ToIntFunction;
import org.tiebreak.api.Explanation;
import org.tiebreak.api.ResultKind;
import org.tiebreak.core.internal.Index;

/** Helpers shared by the rules for describing rounds. */
final class Rounds {

  private Rounds() {}

  /** A short label for a result: W, D, L, +, -, or the kind of bye. */
  static String label(ResultKind kind) {
    switch (kind) {
      case WIN:
        return "W";
      case DRAW:
        return "D";
      case LOSS:
        return "L";
      case FORFEIT_WIN:
        return "+ (forfeit win)";
      case FORFEIT_LOSS:
        return "- (forfeit loss)";
      case FULL_POINT_BYE:
        return "full-point bye";
      case HALF_POINT_BYE:
        return "half-point bye";
      case ZERO_POINT_BYE:
        return "zero-point bye";
      case PAIRING_ALLOCATED_BYE:
        return "pairing-allocated bye";
      case ABSENT:
        return "absent";
      case WITHDRAWN:
        return "withdrawn";
      default:
        return "not yet entered";
    }
  }

  /** A line for round {@code r} of player {@code i} with its result and (scheduled) opponent. */
  static Explanation.Line.Builder line(Index index, int i, int r) {
    Explanation.Line.Builder line = Explanation.Line.builder().round(r + 1)
        .result(label(index.kind(i, r)));
    int opponent = index.opponent(i, r);
    if (opponent >= 0) {
      line.opponent(index.number(opponent));
    }
    return line;
  }

  /**
   * Every player's sum over the rounds of a figure that depends only on the kind of each round,
   * looked up by ordinal in a table built once.
   */
  static long[] sumByKind(Index index, ToIntFunction<ResultKind> figure) {
    ResultKind[] kinds = ResultKind.values();
    int[] byKind = new int[kinds.length];
    for (ResultKind kind : kinds) {
      byKind[kind.ordinal()] = figure.applyAsInt(kind);
    }
    long[] sums = new long[index.players()];
    for (int i = 0; i < sums.length; i++) {
      long sum = 0;
      for (int r = 0; r < index.rounds(); r++) {
        sum += byKind[index.kind(i, r).ordinal()];
      }
      sums[i] = sum;
    }
    return sums;
  }
}
