package org.tiebreak.prizes;

/**
 * How shares of cash are rounded: to a unit (the currency's minor unit, or whole dollars or
 * euros), and whether the shares of a division always add up to what is divided.
 *
 * <p>A balanced rounding gives each of the players dividing an amount the amount's equal share
 * rounded down to the unit, and the units left over one each to the players in the order of the
 * standings (where the standings leave players tied, by start number), the rest below one unit to
 * the first of them: the shares add up to the amount, and the award says who received the odd
 * cent and why. Rounding each share half up on its own, as the Hort system's example on the
 * German Wikipedia does ({@code 35 / 3} paid as 12 each), may pay more or less than was divided;
 * the distribution reports the difference.
 *
 * <p>This class is immutable and thread-safe.
 */
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
   * The shares of {@code amount} divided equally among {@code players} players, in the order the
   * players are given.
   */
  long[] divide(long amount, int players) {
    long[] shares = new long[players];
    if (!balanced) {
      // amount / players to the nearest unit, halves up: floor((2 * amount + players * unit)
      // / (2 * players * unit)) units, in exact arithmetic
      long units = Math.floorDiv(Math.addExact(Math.multiplyExact(2, amount),
          Math.multiplyExact(players, unit)), Math.multiplyExact(2L * players, unit));
      java.util.Arrays.fill(shares, units * unit);
      return shares;
    }
    long per = amount / players / unit * unit;
    long left = amount - per * players;
    long units = left / unit;
    for (int i = 0; i < players; i++) {
      shares[i] = per + (i < units ? unit : 0);
    }
    shares[0] += left % unit;
    return shares;
  }

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
