package org.tiebreak.core.rules;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.rule.Crosstable;
import org.tiebreak.api.rule.Figures;
import org.tiebreak.api.rule.TiebreakContext;
import org.tiebreak.api.rule.TiebreakRule;
import org.tiebreak.api.standings.Explanation;
import org.tiebreak.api.standings.Message;

/**
 * The sum of opponents' scores with the lowest and highest dropped: the computation behind
 * Median, Modified Median and Solkoff.
 */
final class OpponentScores {

  private OpponentScores() {}

  /** The key under which a context shares the adjusted scores of every player. */
  private record AdjustedKey(OpponentUnplayed mode) {}

  /**
   * Every player's score as their opponents see it, in units, by index. A pending game counts
   * nothing, not even as an unplayed round.
   */
  static long[] adjusted(TiebreakContext context, OpponentUnplayed mode) {
    return context.shared(new AdjustedKey(mode), c -> {
      Crosstable table = c.crosstable();
      long draw = table.pointsFor(ResultKind.DRAW);
      long[] adjusted = new long[table.players()];
      for (int p = 0; p < adjusted.length; p++) {
        if (mode == OpponentUnplayed.AS_SCORED) {
          adjusted[p] = table.score(p);
          continue;
        }
        long sum = 0;
        for (int r = 0; r < table.rounds(); r++) {
          ResultKind kind = table.kind(p, r);
          if (!kind.isPending()) {
            sum += kind.isPlayed() ? table.points(p, r) : draw;
          }
        }
        adjusted[p] = sum;
      }
      return adjusted;
    });
  }

  /** How many of the lowest and highest opponents a player's figure drops. */
  interface Cut {
    /** The number of lowest values dropped for player {@code p}. */
    int low(Crosstable table, int p);

    /** The number of highest values dropped for player {@code p}. */
    int high(Crosstable table, int p);

    /** Why, for an explanation. */
    Message why(Crosstable table, int p);
  }

  /** Every player's figure, computed in one pass. */
  static Figures figures(TiebreakContext context, OpponentUnplayed opponents, OwnUnplayed own,
      Cut cut) {
    Crosstable table = context.crosstable();
    long[] adjusted = adjusted(context, opponents);
    long[] figures = new long[table.players()];
    long[] values = new long[table.rounds()];
    for (int p = 0; p < figures.length; p++) {
      int low = cut.low(table, p);
      int high = cut.high(table, p);
      if (low == 0 && high == 0) {
        figures[p] = sum(table, p, adjusted);
        continue;
      }
      int count = collect(table, p, adjusted, own, values);
      low = Math.min(low, count);
      high = Math.min(high, count - low);
      figures[p] = low <= 2 && high <= 2 ? sumDropping(values, count, low, high)
          : sumDroppingSorted(values, count, low, high);
    }
    return Figures.of(figures, table.unitsPerPoint());
  }

  /**
   * The sum of {@code values[0, count)} less its {@code low} lowest and {@code high} highest
   * values (at most two each, {@code low + high <= count}), in one pass without sorting: the
   * dropped values are a multiset, so which of equal values is dropped does not matter.
   */
  private static long sumDropping(long[] values, int count, int low, int high) {
    long sum = 0;
    long min1 = Long.MAX_VALUE;
    long min2 = Long.MAX_VALUE;
    long max1 = Long.MIN_VALUE;
    long max2 = Long.MIN_VALUE;
    for (int v = 0; v < count; v++) {
      long value = values[v];
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
  private static long sumDroppingSorted(long[] values, int count, int low, int high) {
    Arrays.sort(values, 0, count);
    long sum = 0;
    for (int v = low; v < count - high; v++) {
      sum += values[v];
    }
    return sum;
  }

  /** The sum of the scores of the player's opponents met over the board (own unplayed add 0). */
  private static long sum(Crosstable table, int p, long[] adjusted) {
    long sum = 0;
    for (int r = 0; r < table.rounds(); r++) {
      if (table.kind(p, r).isPlayed()) {
        sum += adjusted[table.opponent(p, r)];
      }
    }
    return sum;
  }

  private static int collect(Crosstable table, int p, long[] adjusted, OwnUnplayed own,
      long[] values) {
    int count = 0;
    for (int r = 0; r < table.rounds(); r++) {
      ResultKind kind = table.kind(p, r);
      if (kind.isPlayed()) {
        values[count++] = adjusted[table.opponent(p, r)];
      } else if (own == OwnUnplayed.ZERO_OPPONENT && kind.isUnplayed()) {
        values[count++] = 0;
      }
    }
    return count;
  }

  /** The explanation of a player's figure: every opponent, adjusted and dropped. */
  static Explanation explain(TiebreakRule rule, int player, TiebreakContext context,
      OpponentUnplayed opponents, OwnUnplayed own, Cut cut) {
    Crosstable table = context.crosstable();
    int p = table.indexOf(player);
    long[] adjusted = adjusted(context, opponents);
    // A counted value: the value, its round and the index of its line.
    record Counted(long value, int round, int line) {}
    List<Counted> counted = new ArrayList<>();
    List<Explanation.Line.Builder> lines = new ArrayList<>();
    for (int r = 0; r < table.rounds(); r++) {
      if (table.kind(p, r).isPending()) {
        lines.add(Explanation.Line.builder(table, p, r));
        continue;
      }
      Explanation.Line.Builder line = Explanation.Line.builder(table, p, r);
      if (table.kind(p, r).isPlayed()) {
        int o = table.opponent(p, r);
        line.opponentScore(table.toPoints(table.score(o)))
            .usedScore(table.toPoints(adjusted[o]));
        if (adjusted[o] != table.score(o)) {
          line.adjustment(Rounds.opponentUnplayedNote(table, o));
        }
        counted.add(new Counted(adjusted[o], r, lines.size()));
      } else if (own == OwnUnplayed.ZERO_OPPONENT) {
        line.usedScore(table.toPoints(0))
            .adjustment(Message.of("opponentScores.ownZero"));
        counted.add(new Counted(0, r, lines.size()));
      } else {
        line.adjustment(Message.of("opponentScores.ownNotCounted"));
      }
      lines.add(line);
    }
    counted.sort((a, b) -> a.value() != b.value() ? Long.compare(a.value(), b.value())
        : Integer.compare(a.round(), b.round()));
    int low = Math.min(cut.low(table, p), counted.size());
    int high = Math.min(cut.high(table, p), counted.size() - low);
    long sum = 0;
    for (int k = 0; k < counted.size(); k++) {
      Counted c = counted.get(k);
      boolean dropped = k < low || k >= counted.size() - high;
      lines.get(c.line()).dropped(dropped).contribution(table.toPoints(dropped ? 0 : c.value()));
      sum += dropped ? 0 : c.value();
    }
    Explanation.Builder explanation = Explanation.builder(rule, player)
        .value(table.toPoints(sum));
    lines.forEach(line -> explanation.addLines(line.build()));
    return explanation.addNotes(cut.why(table, p)).build();
  }

  /**
   * The number dropped at each end: 2 from {@code twoCutsFrom} rounds on (0: never), else 1. A
   * round whose games are all pending is not yet one of the event's rounds.
   */
  static int perEnd(Crosstable table, int twoCutsFrom) {
    return twoCutsFrom > 0 && Rounds.withResults(table) >= twoCutsFrom ? 2 : 1;
  }

  /** The variant of an opponent-score rule, as {@link TiebreakRule#variant()} gives it. */
  static String variant(String drops, OpponentUnplayed opponents, OwnUnplayed own) {
    return drops + "; " + (opponents == OpponentUnplayed.COUNT_HALF
        ? "opponents' unplayed rounds count ½" : "opponents' scores as they stand") + "; "
        + (own == OwnUnplayed.ZERO_OPPONENT ? "own unplayed rounds count as opponents with 0"
        : "own unplayed rounds not counted");
  }
}
