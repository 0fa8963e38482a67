package org.tiebreak.benchmarks;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The Swiss pairing of the generated events ({@link Events}, {@link TeamEvents}), for players or
 * teams alike: the entrants present, ranked, are paired top-down, each with the next one in rank
 * order it has not met yet, looking a few places ahead (the next one at all if it has met all of
 * those); an odd number gives the lowest-ranked entrant that has not had one the
 * pairing-allocated bye. It draws nothing at random.
 */
final class TopDownPairing {

  /** How many places ahead the pairing looks for an opponent not met yet. */
  private static final int LOOK_AHEAD = 8;

  /**
   * One round's pairing.
   *
   * @param bye the entrant with the pairing-allocated bye, 0 for none
   * @param pairs the pairs, higher-ranked entrant first, board or table 1 first
   */
  record Round(int bye, List<int[]> pairs) {}

  private final int rounds;
  private final boolean[] hadAllocatedBye;
  /** Each entrant's opponent by round, 0 for none: [entrant * rounds + r]. */
  private final int[] met;

  /** The pairing of {@code entrants} entrants, numbered from 1, over {@code rounds} rounds. */
  TopDownPairing(int entrants, int rounds) {
    this.rounds = rounds;
    this.hadAllocatedBye = new boolean[entrants + 1];
    this.met = new int[(entrants + 1) * rounds];
  }

  /**
   * Pairs round {@code r} (from 0). The first {@code m} {@code keys} rank the entrants present,
   * ascending: each key holds its entrant's number in the bits of {@code numberMask}.
   */
  Round pair(long[] keys, int m, long numberMask, int r) {
    Arrays.sort(keys, 0, m);
    int[] pool = new int[m];
    for (int k = 0; k < m; k++) {
      pool[k] = (int) (keys[k] & numberMask);
    }
    int bye = 0;
    if (m % 2 == 1) {
      int out = m - 1;
      for (int k = m - 1; k >= 0; k--) {
        if (!hadAllocatedBye[pool[k]]) {
          out = k;
          break;
        }
      }
      bye = pool[out];
      hadAllocatedBye[bye] = true;
      System.arraycopy(pool, out + 1, pool, out, m - out - 1);
      m--;
    }
    List<int[]> pairs = new ArrayList<>(m / 2);
    boolean[] taken = new boolean[m];
    for (int a = 0; a < m; a++) {
      if (taken[a]) {
        continue;
      }
      taken[a] = true;
      int first = -1;
      int choice = -1;
      int looked = 0;
      for (int b = a + 1; b < m && looked < LOOK_AHEAD; b++) {
        if (taken[b]) {
          continue;
        }
        if (first < 0) {
          first = b;
        }
        looked++;
        if (!haveMet(pool[a], pool[b], r)) {
          choice = b;
          break;
        }
      }
      if (choice < 0) {
        choice = first;
      }
      taken[choice] = true;
      pairs.add(new int[] {pool[a], pool[choice]});
    }
    return new Round(bye, pairs);
  }

  /** Records that {@code s} and {@code t} meet in round {@code r} (from 0). */
  void meet(int s, int t, int r) {
    met[s * rounds + r] = t;
    met[t * rounds + r] = s;
  }

  private boolean haveMet(int s, int t, int r) {
    for (int k = 0; k < r; k++) {
      if (met[s * rounds + k] == t) {
        return true;
      }
    }
    return false;
  }
}
