package org.tiebreak.core.rules;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.tiebreak.api.Explanation;
import org.tiebreak.api.TiebreakContext;
import org.tiebreak.core.internal.EngineContext;
import org.tiebreak.core.internal.Index;

/**
 * The sum of opponents' scores with the lowest and highest dropped: the computation behind
 * Median, Modified Median and Solkoff. Scores are in half points.
 */
final class OpponentScores {

  private OpponentScores() {}

  /** The key under which a context shares the adjusted scores of every player. */
  private record AdjustedKey(OpponentUnplayed mode) {}

  /** Every player's score as their opponents see it, in half points. */
  static int[] adjusted(TiebreakContext context, OpponentUnplayed mode) {
    return context.shared(new AdjustedKey(mode), c -> {
      Index index = Index.of(c);
      int[] adjusted = new int[index.players()];
      for (int i = 0; i < adjusted.length; i++) {
        if (mode == OpponentUnplayed.AS_SCORED) {
          adjusted[i] = index.score(i);
          continue;
        }
        int sum = 0;
        for (int r = 0; r < index.rounds(); r++) {
          sum += index.kind(i, r).isPlayed() ? index.halfPoints(i, r) : 1;
        }
        adjusted[i] = sum;
      }
      return adjusted;
    });
  }

  /** How many of the lowest and highest opponents a player's figure drops. */
  interface Cut {
    /** The number of lowest values dropped for player {@code i}. */
    int low(Index index, int i);

    /** The number of highest values dropped for player {@code i}. */
    int high(Index index, int i);

    /** Why, for an explanation. */
    String why(Index index, int i);
  }

  /** Every player's figure, in half points, computed in one pass. */
  static long[] figures(TiebreakContext context, OpponentUnplayed opponents, OwnUnplayed own,
      Cut cut) {
    Index index = Index.of(context);
    int[] adjusted = adjusted(context, opponents);
    long[] figures = new long[index.players()];
    int[] values = new int[index.rounds()];
    for (int i = 0; i < figures.length; i++) {
      int count = collect(index, i, adjusted, own, values);
      int low = Math.min(cut.low(index, i), count);
      int high = Math.min(cut.high(index, i), count - low);
      figures[i] = low <= 2 && high <= 2 ? sumDropping(values, count, low, high)
          : sumDroppingSorted(values, count, low, high);
    }
    return figures;
  }

  /**
   * The sum of {@code values[0, count)} less its {@code low} lowest and {@code high} highest
   * values (at most two each, {@code low + high <= count}), in one pass without sorting: the
   * dropped values are a multiset, so which of equal values is dropped does not matter.
   */
  private static long sumDropping(int[] values, int count, int low, int high) {
    long sum = 0;
    int min1 = Integer.MAX_VALUE;
    int min2 = Integer.MAX_VALUE;
    int max1 = Integer.MIN_VALUE;
    int max2 = Integer.MIN_VALUE;
    for (int v = 0; v < count; v++) {
      int value = values[v];
      sum += value;
      min2 = Math.min(min2, Math.max(min1, value));
      min1 = Math.min(min1, value);
      max2 = Math.max(max2, Math.min(max1, value));
      max1 = Math.max(max1, value);
    }
    if (low >= 1) {
      sum -= min1;
    }
    if (low == 2) {
      sum -= min2;
    }
    if (high >= 1) {
      sum -= max1;
    }
    if (high == 2) {
      sum -= max2;
    }
    return sum;
  }

  /** As {@link #sumDropping}, for any numbers dropped, by sorting. */
  private static long sumDroppingSorted(int[] values, int count, int low, int high) {
    Arrays.sort(values, 0, count);
    long sum = 0;
    for (int v = low; v < count - high; v++) {
      sum += values[v];
    }
    return sum;
  }

  private static int collect(Index index, int i, int[] adjusted, OwnUnplayed own, int[] values) {
    int count = 0;
    for (int r = 0; r < index.rounds(); r++) {
      if (index.kind(i, r).isPlayed()) {
        values[count++] = adjusted[index.opponent(i, r)];
      } else if (own == OwnUnplayed.ZERO_OPPONENT) {
        values[count++] = 0;
      }
    }
    return count;
  }

  /** The explanation of player {@code player}'s figure: every opponent, adjusted and dropped. */
  static Explanation explain(String code, String name, int player, TiebreakContext context,
      OpponentUnplayed opponents, OwnUnplayed own, Cut cut) {
    Index index = Index.of(context);
    int i = index.indexOf(player);
    int[] adjusted = adjusted(context, opponents);
    List<int[]> counted = new ArrayList<>();
    List<Explanation.Line.Builder> lines = new ArrayList<>();
    for (int r = 0; r < index.rounds(); r++) {
      Explanation.Line.Builder line = Rounds.line(index, i, r);
      if (index.kind(i, r).isPlayed()) {
        int o = index.opponent(i, r);
        int unplayed = unplayedRounds(index, o);
        line.opponentScore(EngineContext.halfPoints(index.score(o)))
            .usedScore(EngineContext.halfPoints(adjusted[o]));
        if (adjusted[o] != index.score(o)) {
          line.adjustment(unplayed + " unplayed round" + (unplayed == 1 ? "" : "s")
              + " of the opponent counted as ½ each");
        }
        counted.add(new int[] {adjusted[o], r, lines.size()});
      } else if (own == OwnUnplayed.ZERO_OPPONENT) {
        line.usedScore(EngineContext.halfPoints(0))
            .adjustment("the player's own unplayed round counts as an opponent with 0");
        counted.add(new int[] {0, r, lines.size()});
      } else {
        line.adjustment("the player's own unplayed round is not counted");
      }
      lines.add(line);
    }
    counted.sort((a, b) -> a[0] != b[0] ? Integer.compare(a[0], b[0]) : Integer.compare(a[1], b[1]));
    int low = Math.min(cut.low(index, i), counted.size());
    int high = Math.min(cut.high(index, i), counted.size() - low);
    long sum = 0;
    for (int k = 0; k < counted.size(); k++) {
      int[] c = counted.get(k);
      boolean dropped = k < low || k >= counted.size() - high;
      lines.get(c[2]).dropped(dropped)
          .contribution(EngineContext.halfPoints(dropped ? 0 : c[0]));
      sum += dropped ? 0 : c[0];
    }
    Explanation.Builder explanation = Explanation.builder().rule(code).ruleName(name)
        .player(player).value(EngineContext.halfPoints(sum));
    lines.forEach(line -> explanation.addLines(line.build()));
    return explanation.addNotes(cut.why(index, i)).build();
  }

  private static int unplayedRounds(Index index, int i) {
    int count = 0;
    for (int r = 0; r < index.rounds(); r++) {
      if (!index.kind(i, r).isPlayed()) {
        count++;
      }
    }
    return count;
  }

  /** The number dropped at each end: 2 from {@code twoCutsFrom} rounds on (0: never), else 1. */
  static int perEnd(Index index, int twoCutsFrom) {
    return twoCutsFrom > 0 && index.rounds() >= twoCutsFrom ? 2 : 1;
  }
}
