package org.tiebreak.core.internal;

import java.util.Arrays;
import org.tiebreak.api.Score;
import org.tiebreak.api.rule.Figures;

/**
 * One value rule's figures for every player, by index, and the sorts the engine makes with them:
 * as whole numbers over their common denominator where they have one, as fractions otherwise.
 */
final class Column {

  private final Figures figures;
  /** Whether the figures have a common denominator, so their numerators can be sorted. */
  private final boolean whole;

  /** Space for sorting, reused from group to group by one ranking (which runs on one thread). */
  static final class Scratch {
    private long[] keys = new long[0];
    private int[] copy = new int[0];
    private int[] counts = new int[0];

    private void ensure(int size) {
      if (keys.length < size) {
        keys = new long[Math.max(size, 2 * keys.length)];
        copy = new int[keys.length];
      }
    }

    private int[] counts(int size) {
      if (counts.length < size) {
        counts = new int[Math.max(size, 2 * counts.length)];
      }
      return counts;
    }
  }

  /** The smallest group sorted by counting its values rather than by comparing them. */
  private static final int COUNTING_FROM = 64;

  Column(Figures figures) {
    this.figures = figures;
    this.whole = figures.denominator().isPresent();
  }

  int compare(int a, int b) {
    return figures.compare(a, b);
  }

  Score value(int i) {
    return figures.value(i);
  }

  /**
   * Sorts {@code order[from, to)} best first, keeping the present order among equal values;
   * {@code lowerIsBetter} reverses the direction.
   */
  void sort(int[] order, int from, int to, boolean lowerIsBetter, Scratch scratch) {
    if (to - from == 2) {
      int a = order[from];
      int b = order[from + 1];
      if (lowerIsBetter ? compare(b, a) < 0 : compare(b, a) > 0) {
        order[from] = b;
        order[from + 1] = a;
      }
      return;
    }
    if (whole && (sortCounting(order, from, to, lowerIsBetter, scratch)
        || sortPacked(order, from, to, lowerIsBetter, scratch))) {
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

  /**
   * Sorts a large group whose figures span a range not much wider than the group by counting:
   * stable, in time linear in the group and the range. Returns false, doing nothing, for any
   * other group.
   */
  private boolean sortCounting(int[] order, int from, int to, boolean lowerIsBetter,
      Scratch scratch) {
    int size = to - from;
    if (size < COUNTING_FROM) {
      return false;
    }
    long min = Long.MAX_VALUE;
    long max = Long.MIN_VALUE;
    for (int p = from; p < to; p++) {
      long value = figures.numerator(order[p]);
      min = Math.min(min, value);
      max = Math.max(max, value);
    }
    // A range wider than 4 × size (or one that overflows) is not worth counting.
    long range = max - min;
    if (range < 0 || range > 4L * size) {
      return false;
    }
    int buckets = (int) range + 1;
    int[] counts = scratch.counts(buckets + 1);
    Arrays.fill(counts, 0, buckets + 1, 0);
    for (int p = from; p < to; p++) {
      counts[bucket(figures.numerator(order[p]), min, max, lowerIsBetter) + 1]++;
    }
    for (int b = 1; b <= buckets; b++) {
      counts[b] += counts[b - 1];
    }
    scratch.ensure(size);
    int[] sorted = scratch.copy;
    for (int p = from; p < to; p++) {
      int i = order[p];
      sorted[counts[bucket(figures.numerator(i), min, max, lowerIsBetter)]++] = i;
    }
    System.arraycopy(sorted, 0, order, from, size);
    return true;
  }

  /** The bucket of a figure, best first: the highest first unless lower is better. */
  private static int bucket(long value, long min, long max, boolean lowerIsBetter) {
    return (int) (lowerIsBetter ? value - min : max - value);
  }

  private boolean sortPacked(int[] order, int from, int to, boolean lowerIsBetter,
      Scratch scratch) {
    int size = to - from;
    scratch.ensure(size);
    long[] keys = scratch.keys;
    for (int p = from; p < to; p++) {
      long value = figures.numerator(order[p]);
      long key = lowerIsBetter ? value : -value;
      if (key < Integer.MIN_VALUE || key > Integer.MAX_VALUE) {
        return false;
      }
      keys[p - from] = (key << 32) | (p - from);
    }
    Arrays.sort(keys, 0, size);
    int[] copy = scratch.copy;
    System.arraycopy(order, from, copy, 0, size);
    for (int p = from; p < to; p++) {
      order[p] = copy[(int) keys[p - from]];
    }
    return true;
  }
}
