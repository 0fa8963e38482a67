package org.tiebreak.trf;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * The rounds of the player records read so far, so that equal rounds are one object. A round
 * whose opponent field is digits (at most four) is found among the few with that opponent number
 * without making its text; any other in a map.
 */
final class TrfRoundPool {

  /** Start ranks have four digits. */
  private static final int NUMBERS = 10_000;

  /** The rounds by opponent number, each list filled from its start. */
  private final TrfRound[][] byNumber = new TrfRound[NUMBERS][];
  /**
   * For each round of {@link #byNumber}, its opponent field's length and its codes: rounds with
   * the same opponent number whose fields have the same length are equal if their codes are.
   */
  private final long[][] keys = new long[NUMBERS][];
  private final Map<TrfRound, TrfRound> others = new HashMap<>();

  /**
   * The round of {@code line} whose opponent field is columns {@code from}-{@code to} (blanks
   * around it dropped), with these colour and result codes.
   */
  TrfRound round(TrfLine line, int from, int to, char colour, char result) {
    int start = Math.max(from, 1);
    int end = Math.min(to, line.length());
    while (start <= end && line.blank(start)) {
      start++;
    }
    while (end >= start && line.blank(end)) {
      end--;
    }
    int number = digits(line, start, end);
    if (number < 0) {
      TrfRound round = new TrfRound(line.slice(start, end), colour, result);
      return others.computeIfAbsent(round, r -> r);
    }
    long key = (long) (end - start + 1) << 32 | colour << 16 | result;
    long[] known = keys[number];
    int k = 0;
    if (known != null) {
      for (; k < known.length && byNumber[number][k] != null; k++) {
        if (known[k] == key) {
          return byNumber[number][k];
        }
      }
    }
    if (known == null || k == known.length) {
      int size = known == null ? 4 : 2 * known.length;
      keys[number] = known = known == null ? new long[size] : Arrays.copyOf(known, size);
      byNumber[number] = byNumber[number] == null ? new TrfRound[size]
          : Arrays.copyOf(byNumber[number], size);
    }
    TrfRound round = new TrfRound(line.slice(start, end), colour, result);
    known[k] = key;
    byNumber[number][k] = round;
    return round;
  }

  /** The number columns {@code start}-{@code end} hold: none is 0; -1 if not up to four digits. */
  private static int digits(TrfLine line, int start, int end) {
    if (end - start >= 4) {
      return -1;
    }
    int value = 0;
    for (int column = start; column <= end; column++) {
      int c = line.at(column);
      if (c < '0' || c > '9') {
        return -1;
      }
      value = value * 10 + (c - '0');
    }
    return value;
  }
}
