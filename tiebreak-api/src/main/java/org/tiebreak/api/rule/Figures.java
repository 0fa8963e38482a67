package org.tiebreak.api.rule;

import static org.apiguardian.api.API.Status.STABLE;

import java.math.BigInteger;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.OptionalLong;
import org.apiguardian.api.API;
import org.tiebreak.api.Score;

/**
 * A value rule's figures for every player at once, by {@link Crosstable} index: exact, and held
 * as whole numbers over one denominator so that comparing two players compares two numbers.
 *
 * <pre>{@code
 * Figures.of(halfPoints, 2);              // 19.5 is 39 over 2
 * Figures.of(new long[] {4, 2, 3});       // whole numbers
 * Figures.of(List.of(Score.parse("2/3"), Score.ONE));
 * }</pre>
 *
 * <p>This class is immutable and thread-safe.
 */
@API(status = STABLE, since = "1.0")
public final class Figures {

  private static final Score[] HALVES = new Score[64];

  static {
    for (int i = 0; i < HALVES.length; i++) {
      HALVES[i] = Score.of(i, 2);
    }
  }

  /** The numerators over {@link #denominator}; null when {@link #scores} holds the values. */
  private final long[] numerators;
  private final long denominator;
  /** The values where they have no common denominator that fits in a long; else null. */
  private final Score[] scores;

  private Figures(long[] numerators, long denominator, Score[] scores) {
    this.numerators = numerators;
    this.denominator = denominator;
    this.scores = scores;
  }

  /**
   * The figures {@code numerators[i] / denominator}, by index.
   *
   * @param numerators one per player; copied
   * @param denominator positive
   * @throws IllegalArgumentException if {@code denominator} is not positive
   */
  public static Figures of(long[] numerators, long denominator) {
    Objects.requireNonNull(numerators, "numerators");
    if (denominator < 1) {
      throw new IllegalArgumentException("the denominator must be positive: " + denominator);
    }
    return new Figures(numerators.clone(), denominator, null);
  }

  /**
   * Whole-number figures, by index.
   *
   * @param values one per player; copied
   */
  public static Figures of(long[] values) {
    return of(values, 1);
  }

  /**
   * The figures given as scores, by index; they are brought to a common denominator where one
   * fits in 64 bits, and compared as fractions otherwise.
   *
   * @param values one per player, none {@code null}
   * @throws NullPointerException naming the index of a null value
   */
  public static Figures of(List<Score> values) {
    Objects.requireNonNull(values, "values");
    Score[] copy = new Score[values.size()];
    long common = 1;
    for (int i = 0; i < copy.length; i++) {
      int index = i;
      copy[i] = Objects.requireNonNull(values.get(i), () -> "value at index " + index);
      common = common == 0 ? 0 : lcm(common, copy[i].denominator());
    }
    if (common == 0) {
      return new Figures(null, 0, copy);
    }
    long[] numerators = new long[copy.length];
    for (int i = 0; i < copy.length; i++) {
      try {
        numerators[i] = Math.multiplyExact(copy[i].numerator(), common / copy[i].denominator());
      } catch (ArithmeticException e) {
        return new Figures(null, 0, copy);
      }
    }
    return new Figures(numerators, common, null);
  }

  /** The least common multiple, or 0 where it does not fit in a long. */
  private static long lcm(long a, long b) {
    BigInteger lcm = BigInteger.valueOf(a).divide(BigInteger.valueOf(a).gcd(BigInteger.valueOf(b)))
        .multiply(BigInteger.valueOf(b));
    return lcm.bitLength() < 63 ? lcm.longValue() : 0;
  }

  /** The number of players. */
  public int size() {
    return numerators != null ? numerators.length : scores.length;
  }

  /** The figure of the player at an index. */
  public Score value(int player) {
    if (scores != null) {
      return scores[player];
    }
    long n = numerators[player];
    if (denominator == 2 && n >= 0 && n < HALVES.length) {
      return HALVES[(int) n];
    }
    return Score.of(n, denominator);
  }

  /** Compares the figures of two players: negative, zero or positive as the first is lower. */
  public int compare(int player, int other) {
    return numerators != null ? Long.compare(numerators[player], numerators[other])
        : scores[player].compareTo(scores[other]);
  }

  /**
   * The common denominator of the figures; empty where they have none that fits in a long (they
   * are then only compared as fractions).
   */
  public OptionalLong denominator() {
    return numerators != null ? OptionalLong.of(denominator) : OptionalLong.empty();
  }

  /**
   * The numerator of a player's figure over the {@link #denominator()}.
   *
   * @throws IllegalStateException if the figures have no common denominator
   */
  public long numerator(int player) {
    if (numerators == null) {
      throw new IllegalStateException("the figures have no common denominator");
    }
    return numerators[player];
  }

  @Override
  public boolean equals(Object o) {
    if (!(o instanceof Figures other) || other.size() != size()) {
      return false;
    }
    for (int i = 0; i < size(); i++) {
      if (!value(i).equals(other.value(i))) {
        return false;
      }
    }
    return true;
  }

  @Override
  public int hashCode() {
    int hash = 1;
    for (int i = 0; i < size(); i++) {
      hash = 31 * hash + value(i).hashCode();
    }
    return hash;
  }

  /** The figures by index, as {@code [1, 2.5, 3]}. */
  @Override
  public String toString() {
    Score[] all = new Score[size()];
    Arrays.setAll(all, this::value);
    return Arrays.toString(all);
  }
}
