package org.tiebreak.prizes;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Which prizes a set of players can take with one prize each: a flow from the prizes' categories
 * to the players, where the players are counted by the set of categories they may win (players of
 * one set are interchangeable), so that a tie of thousands is a small network.
 *
 * <p>Adding prizes one at a time, best first, and keeping each one that can still be given to a
 * player of its own without taking one from another, gives the largest total that one prize each
 * can make: the sets of prizes that can be given out that way are the independent sets of a
 * matroid (a transversal matroid), on which choosing greedily by value is optimal.
 */
final class Matching {

  /** The categories taking part, as indices of the distribution's categories. */
  private final int[] categories;
  /** For each category taking part, the player classes whose players may win it. */
  private final int[][] classesOf;
  /** For each class, how many players it has. */
  private final int[] size;
  /** For each class, how many prizes it holds now. */
  private final int[] used;
  /** Prizes of each category (row) held by each class (column). */
  private final int[][] flow;
  /** Position of a category index among {@link #categories}, or -1. */
  private final Map<Integer, Integer> position = new HashMap<>();

  /**
   * A network of {@code players} and the categories {@code categories} (indices), where
   * {@code eligible} tells whether a player may win a category.
   */
  static Matching of(int[] players, int[] categories, Eligible eligible) {
    Map<BitSet, Integer> classes = new HashMap<>();
    List<BitSet> signatures = new ArrayList<>();
    int[] counts = new int[Math.max(1, players.length)];
    for (int player : players) {
      BitSet signature = new BitSet(categories.length);
      for (int k = 0; k < categories.length; k++) {
        if (eligible.test(player, categories[k])) {
          signature.set(k);
        }
      }
      if (signature.isEmpty()) {
        continue;
      }
      Integer id = classes.get(signature);
      if (id == null) {
        id = classes.size();
        classes.put(signature, id);
        signatures.add(signature);
      }
      counts[id]++;
    }
    return new Matching(categories, signatures, Arrays.copyOf(counts, signatures.size()));
  }

  /**
   * A network of classes of interchangeable players: {@code signatures.get(c)} holds the
   * positions in {@code categories} of the categories class {@code c} may win, and
   * {@code sizes[c]} how many players it has.
   */
  Matching(int[] categories, List<BitSet> signatures, int[] sizes) {
    this.categories = categories;
    for (int k = 0; k < categories.length; k++) {
      position.put(categories[k], k);
    }
    this.size = sizes;
    this.used = new int[sizes.length];
    this.flow = new int[categories.length][sizes.length];
    int[][] members = new int[categories.length][];
    int[] fill = new int[categories.length];
    for (BitSet signature : signatures) {
      for (int k = signature.nextSetBit(0); k >= 0; k = signature.nextSetBit(k + 1)) {
        fill[k]++;
      }
    }
    for (int k = 0; k < categories.length; k++) {
      members[k] = new int[fill[k]];
      fill[k] = 0;
    }
    for (int c = 0; c < signatures.size(); c++) {
      BitSet signature = signatures.get(c);
      for (int k = signature.nextSetBit(0); k >= 0; k = signature.nextSetBit(k + 1)) {
        members[k][fill[k]++] = c;
      }
    }
    this.classesOf = members;
  }

  /** Whether a player may win a category. */
  @FunctionalInterface
  interface Eligible {
    boolean test(int player, int category);
  }

  /** How many players may win the category (index), 0 for a category not taking part. */
  int eligible(int category) {
    Integer k = position.get(category);
    if (k == null) {
      return 0;
    }
    int count = 0;
    for (int c : classesOf[k]) {
      count += size[c];
    }
    return count;
  }

  /**
   * Gives one more prize of the category (index) to a player, moving other prizes between
   * players where that makes room; false, changing nothing, if no player can take it.
   */
  boolean add(int category) {
    Integer start = position.get(category);
    if (start == null) {
      return false;
    }
    int classes = size.length;
    // Breadth first from the category: to a class that has room, or through a class to another
    // category one of its prizes could be moved to.
    int[] fromCategory = new int[classes];
    Arrays.fill(fromCategory, -1);
    int[] viaClass = new int[categories.length];
    Arrays.fill(viaClass, -1);
    boolean[] seen = new boolean[categories.length];
    ArrayDeque<Integer> queue = new ArrayDeque<>();
    queue.add(start);
    seen[start] = true;
    while (!queue.isEmpty()) {
      int k = queue.poll();
      for (int c : classesOf[k]) {
        if (fromCategory[c] >= 0) {
          continue;
        }
        fromCategory[c] = k;
        if (used[c] < size[c]) {
          augment(c, fromCategory, viaClass);
          return true;
        }
        for (int other = 0; other < categories.length; other++) {
          if (!seen[other] && flow[other][c] > 0) {
            seen[other] = true;
            viaClass[other] = c;
            queue.add(other);
          }
        }
      }
    }
    return false;
  }

  private void augment(int end, int[] fromCategory, int[] viaClass) {
    used[end]++;
    int c = end;
    while (true) {
      int k = fromCategory[c];
      flow[k][c]++;
      int previous = viaClass[k];
      if (previous < 0) {
        return;
      }
      flow[k][previous]--;
      c = previous;
    }
  }

  /**
   * Whether prizes of the given numbers for each category position ({@code demands}) can be
   * held by classes of players ({@code signatures}, {@code sizes}), one prize each: a maximum flow
   * from the categories through the classes, with the classes' sizes as capacities, in time that
   * depends on the number of categories and classes only.
   */
  static boolean feasible(int[] demands, List<BitSet> signatures, int[] sizes) {
    int k = demands.length;
    int classes = sizes.length;
    long wanted = 0;
    for (int demand : demands) {
      wanted += demand;
    }
    // residual capacities: category to class (unbounded where eligible), class to sink, and the
    // flow already sent, both ways
    int[] fromSource = demands.clone();
    int[] toSink = sizes.clone();
    int[][] sent = new int[k][classes];
    long flow = 0;
    int[] viaClass = new int[k];
    int[] fromCategory = new int[classes];
    // each category enters the search at most once
    int[] queue = new int[k];
    while (flow < wanted) {
      Arrays.fill(viaClass, -2);
      Arrays.fill(fromCategory, -1);
      int head = 0;
      int tail = 0;
      for (int i = 0; i < k; i++) {
        if (fromSource[i] > 0) {
          viaClass[i] = -1;
          queue[tail++] = i;
        }
      }
      int end = -1;
      while (head < tail && end < 0) {
        int i = queue[head++];
        for (int c = 0; c < classes && end < 0; c++) {
          if (fromCategory[c] >= 0 || !signatures.get(c).get(i)) {
            continue;
          }
          fromCategory[c] = i;
          if (toSink[c] > 0) {
            end = c;
            break;
          }
          for (int j = 0; j < k; j++) {
            if (viaClass[j] == -2 && sent[j][c] > 0) {
              viaClass[j] = c;
              queue[tail++] = j;
            }
          }
        }
      }
      if (end < 0) {
        return false;
      }
      // the bottleneck along the path back to the source
      int bottleneck = toSink[end];
      for (int c = end; ; ) {
        int i = fromCategory[c];
        int back = viaClass[i];
        if (back < 0) {
          bottleneck = Math.min(bottleneck, fromSource[i]);
          break;
        }
        bottleneck = Math.min(bottleneck, sent[i][back]);
        c = back;
      }
      toSink[end] -= bottleneck;
      for (int c = end; ; ) {
        int i = fromCategory[c];
        sent[i][c] += bottleneck;
        int back = viaClass[i];
        if (back < 0) {
          fromSource[i] -= bottleneck;
          break;
        }
        sent[i][back] -= bottleneck;
        c = back;
      }
      flow += bottleneck;
    }
    return true;
  }
}
