package org.tiebreak.core.internal;

import java.util.Arrays;
import org.tiebreak.api.RuleFailedException;
import org.tiebreak.api.Score;
import org.tiebreak.api.ValueRule;

/**
 * One value rule's figures for every player, by index: whole numbers over a denominator for the
 * built-in rules, {@link Score}s for any other rule.
 */
final class Column {

  private final long[] figures;
  private final long denominator;
  private final Score[] scores;

  private Column(long[] figures, long denominator, Score[] scores) {
    this.figures = figures;
    this.denominator = denominator;
    this.scores = scores;
  }

  static Column of(ValueRule rule, EngineContext context) {
    if (rule instanceof IndexedValueRule) {
      IndexedValueRule indexed = (IndexedValueRule) rule;
      long[] figures = indexed.figures(context);
      if (figures == null || figures.length != context.index().players()) {
        throw new RuleFailedException(
            "rule " + rule.code() + " gave figures for the wrong number of players");
      }
      return new Column(figures, indexed.denominator(), null);
    }
    return new Column(null, 1, context.values(rule));
  }

  int compare(int a, int b) {
    return figures != null ? Long.compare(figures[a], figures[b]) : scores[a].compareTo(scores[b]);
  }

  Score value(int i) {
    if (figures == null) {
      return scores[i];
    }
    return denominator == 2 ? EngineContext.halfPoints(figures[i])
        : Score.of(figures[i], denominator);
  }

  /**
   * Sorts {@code order[from, to)} best first, keeping the present order among equal values;
   * {@code lowerIsBetter} reverses the direction.
   */
  void sort(int[] order, int from, int to, boolean lowerIsBetter) {
    if (figures != null && sortPacked(order, from, to, lowerIsBetter)) {
      return;
    }
    Integer[] part = new Integer[to - from];
    for (int p = from; p < to; p++) {
      part[p - from] = order[p];
    }
    Arrays.sort(part, (a, b) -> lowerIsBetter ? compare(a, b) : compare(b, a));
    for (int p = from; p < to; p++) {
      order[p] = part[p - from];
    }
  }

  private boolean sortPacked(int[] order, int from, int to, boolean lowerIsBetter) {
    long[] keys = new long[to - from];
    for (int p = from; p < to; p++) {
      long value = figures[order[p]];
      long key = lowerIsBetter ? value : -value;
      if (key < Integer.MIN_VALUE || key > Integer.MAX_VALUE) {
        return false;
      }
      keys[p - from] = (key << 32) | (p - from);
    }
    Arrays.sort(keys);
    int[] copy = Arrays.copyOfRange(order, from, to);
    for (int p = from; p < to; p++) {
      order[p] = copy[(int) keys[p - from]];
    }
    return true;
  }
}
