package org.tiebreak.testkit;

import java.util.ArrayList;
import java.util.List;

/**
 * A depth-first search for a top-down pairing of ranked entrants (players or teams) in which no
 * two meet again, within a budget of search steps that covers every {@link #pair} of one search.
 * With {@code pruneStuck} it abandons a branch as soon as some entrant left has met every other
 * one left: the pairing found is the same, only sooner, so fewer searches run out of steps.
 */
final class RepeatFreePairing {

  /** How many search steps one search may take. */
  private static final int BUDGET = 100_000;

  private final boolean[][] met;
  private final boolean pruneStuck;
  private int steps;
  private int[] order;
  private boolean[] used;
  private List<int[]> lastPairs;

  /** A search in {@code met} (by entrant number, both ways), with or without pruning. */
  RepeatFreePairing(boolean[][] met, boolean pruneStuck) {
    this.met = met;
    this.pruneStuck = pruneStuck;
  }

  /** Pairs {@code ranked} without repeats, higher-ranked first, or gives {@code null}. */
  List<int[]> pair(List<Integer> ranked) {
    order = ranked.stream().mapToInt(Integer::intValue).toArray();
    used = new boolean[order.length];
    List<int[]> pairs = new ArrayList<>();
    lastPairs = extend(pairs) ? pairs : null;
    return lastPairs;
  }

  /** What the last {@link #pair} gave. */
  List<int[]> lastPairs() {
    return lastPairs;
  }

  private boolean extend(List<int[]> pairs) {
    int first = -1;
    for (int i = 0; i < order.length; i++) {
      if (!used[i]) {
        first = i;
        break;
      }
    }
    if (first < 0) {
      return true;
    }
    if (++steps > BUDGET || pruneStuck && someoneIsStuck()) {
      return false;
    }
    used[first] = true;
    for (int j = first + 1; j < order.length; j++) {
      if (!used[j] && !met[order[first]][order[j]]) {
        used[j] = true;
        pairs.add(new int[] {order[first], order[j]});
        if (extend(pairs)) {
          return true;
        }
        pairs.remove(pairs.size() - 1);
        used[j] = false;
      }
    }
    used[first] = false;
    return false;
  }

  /** Whether some unpaired entrant has met every other unpaired entrant. */
  private boolean someoneIsStuck() {
    for (int i = 0; i < order.length; i++) {
      if (used[i]) {
        continue;
      }
      boolean free = false;
      for (int j = 0; j < order.length && !free; j++) {
        free = j != i && !used[j] && !met[order[i]][order[j]];
      }
      if (!free) {
        return true;
      }
    }
    return false;
  }
}
