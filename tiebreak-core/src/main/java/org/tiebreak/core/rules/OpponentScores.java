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
      Arrays.sort(values, 0, count);
      int low = Math.min(cut.low(index, i), count);
      int high = Math.min(cut.high(index, i), count - low);
      long sum = 0;
      for (int v = low; v < count - high; v++) {
        sum += values[v];
      }
      figures[i] = sum;
    }
    return figures;
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
