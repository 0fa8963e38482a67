package org.tiebreak.prizes;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import java.math.BigInteger;
import org.apiguardian.api.API;

/**
 * How cash is rounded: to a unit (the currency's minor unit, or whole dollars or euros), and
 * whether what the players of a tie receive always adds up to what they divide.
 *
 * <p>A tie's shares are added up for each player exactly, then rounded once. A balanced rounding
 * gives each player the exact amount rounded down to the unit, and what is left over one unit each
 * to the players with the largest remainders, then in the order of the standings (where the
 * standings leave players tied, by start number), the rest below one unit to the first of them
 * (the largest remainder method): the players receive exactly what they divide, and the award
 * says who received an odd cent and why. Rounding each player's amount half up on its own, as
 * the Hort system's example on the German Wikipedia does ({@code 35 / 3} paid as 12 each), may
 * pay more or less than was divided; the distribution reports the difference.
 *
 * <p>This class is immutable and thread-safe.
 */
@API(status = EXPERIMENTAL, since = "1.0")
public final class Rounding {

  private static final Rounding EXACT = new Rounding(1, true);

  private final long unit;
  private final boolean balanced;

  private Rounding(long unit, boolean balanced) {
    this.unit = unit;
    this.balanced = balanced;
  }

  /** Shares to the minor unit (the cent), adding up: the default. */
  public static Rounding exact() {
    return EXACT;
  }

  /**
   * Shares in multiples of {@code unit} minor units (100 for whole dollars or euros), adding up.
   *
   * @throws IllegalArgumentException if {@code unit} is below 1
   */
  public static Rounding toUnit(long unit) {
    return new Rounding(checked(unit), true);
  }

  /**
   * Each share rounded half up to a multiple of {@code unit} on its own, which may pay more or
   * less than was divided.
   *
   * @throws IllegalArgumentException if {@code unit} is below 1
   */
  public static Rounding eachShareHalfUp(long unit) {
    return new Rounding(checked(unit), false);
  }

  private static long checked(long unit) {
    if (unit < 1) {
      throw new IllegalArgumentException("a rounding unit must be at least 1: " + unit);
    }
    return unit;
  }

  /** The unit, in minor units of the currency. */
  public long unit() {
    return unit;
  }

  /** Whether the shares of a division always add up to the amount divided. */
  public boolean balanced() {
    return balanced;
  }

  /**
   * Each player's cash from some amounts, each divided equally among some of the players: the
   * exact parts of a player added up, then rounded together. {@code divisions[s]} lists the
   * players (by index, in the order of the standings) among whom {@code amounts[s]} is divided.
   * Balanced, each total is rounded down to the unit and what is left of the amounts goes one
   * unit each to the players with the largest remainders (in the order of the standings where
   * they are equal), the rest below one unit to the first of those; otherwise each total is
   * rounded half up on its own.
   */
  Rounded divide(long[] amounts, int[][] divisions, int players) {
    BigInteger common = BigInteger.ONE;
    for (int[] division : divisions) {
      BigInteger size = BigInteger.valueOf(division.length);
      common = common.divide(common.gcd(size)).multiply(size);
    }
    BigInteger[] exact = new BigInteger[players];
    java.util.Arrays.fill(exact, BigInteger.ZERO);
    long total = 0;
    for (int s = 0; s < amounts.length; s++) {
      BigInteger part = BigInteger.valueOf(amounts[s]).multiply(common)
          .divide(BigInteger.valueOf(divisions[s].length));
      for (int player : divisions[s]) {
        exact[player] = exact[player].add(part);
      }
      total = Math.addExact(total, amounts[s]);
    }
    // exact[p] / common is the player's exact cash in minor units
    BigInteger step = common.multiply(BigInteger.valueOf(unit));
    long[] cash = new long[players];
    if (!balanced) {
      BigInteger twice = step.shiftLeft(1);
      for (int p = 0; p < players; p++) {
        cash[p] = exact[p].shiftLeft(1).add(step).divide(twice).longValueExact() * unit;
      }
      return new Rounded(cash, new boolean[players]);
    }
    BigInteger[] remainder = new BigInteger[players];
    long left = total;
    for (int p = 0; p < players; p++) {
      BigInteger[] division = exact[p].divideAndRemainder(step);
      cash[p] = division[0].longValueExact() * unit;
      remainder[p] = division[1];
      left -= cash[p];
    }
    Integer[] order = new Integer[players];
    for (int p = 0; p < players; p++) {
      order[p] = p;
    }
    java.util.Arrays.sort(order, (a, b) -> {
      int larger = remainder[b].compareTo(remainder[a]);
      return larger != 0 ? larger : Integer.compare(a, b);
    });
    boolean[] raised = new boolean[players];
    long units = left / unit;
    for (int i = 0; i < units; i++) {
      cash[order[i]] += unit;
      raised[order[i]] = true;
    }
    if (players > 0 && left % unit > 0) {
      cash[order[0]] += left % unit;
      raised[order[0]] = true;
    }
    return new Rounded(cash, raised);
  }

  /**
   * Each player's cash, and whether the player received more than the exact amount rounded down
   * (an odd unit of what was left over).
   */
  record Rounded(long[] cash, boolean[] raised) {}

  @Override
  public boolean equals(Object o) {
    return o instanceof Rounding other && unit == other.unit && balanced == other.balanced;
  }

  @Override
  public int hashCode() {
    return Long.hashCode(unit) * 31 + (balanced ? 1 : 0);
  }

  @Override
  public String toString() {
    return (balanced ? "balanced to " : "each share half up to ") + unit;
  }
}
