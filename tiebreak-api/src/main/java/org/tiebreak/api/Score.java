package org.tiebreak.api;

import static org.apiguardian.api.API.Status.STABLE;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Objects;
import java.util.Optional;
import org.apiguardian.api.API;

/**
 * An exact rational number: a player's score or a tie-break value.
 *
 * <p>Half points, quarter points (half of an adjusted half point in Sonneborn-Berger) and averages
 * are held exactly as a reduced fraction, so two values that are equal on paper are equal here:
 * a Solkoff of 19.5 is never 19.499999. {@link #toString()} gives the shortest exact decimal
 * ({@code "17"}, {@code "19.5"}, {@code "12.25"}) and, for a value with no finite decimal form,
 * the fraction ({@code "2/3"}).
 *
 * <p>This class is immutable and thread-safe.
 */
@API(status = STABLE, since = "1.0")
public final class Score implements Comparable<Score> {

  /** Zero. */
  public static final Score ZERO = new Score(0, 1);
  /** One half. */
  public static final Score HALF = new Score(1, 2);
  /** One. */
  public static final Score ONE = new Score(1, 1);

  private final long numerator;
  private final long denominator;

  private Score(long numerator, long denominator) {
    this.numerator = numerator;
    this.denominator = denominator;
  }

  /** The whole number {@code value}. */
  public static Score of(long value) {
    if (value == 0) {
      return ZERO;
    }
    if (value == 1) {
      return ONE;
    }
    return new Score(value, 1);
  }

  /**
   * The fraction {@code numerator / denominator}, reduced.
   *
   * @throws IllegalArgumentException if {@code denominator} is zero
   */
  public static Score of(long numerator, long denominator) {
    if (denominator == 0) {
      throw new IllegalArgumentException("denominator must not be zero: " + numerator + "/0");
    }
    if (denominator == 1) {
      return of(numerator);
    }
    if (denominator == 2 && numerator != Long.MIN_VALUE) {
      // halves, the common case, without a search for the divisor
      return numerator % 2 == 0 ? of(numerator / 2) : numerator == 1 ? HALF
          : new Score(numerator, 2);
    }
    if (denominator < 0) {
      numerator = Math.negateExact(numerator);
      denominator = Math.negateExact(denominator);
    }
    long gcd = gcd(Math.abs(numerator), denominator);
    if (gcd > 1) {
      numerator /= gcd;
      denominator /= gcd;
    }
    if (denominator == 1) {
      return of(numerator);
    }
    if (numerator == 1 && denominator == 2) {
      return HALF;
    }
    return new Score(numerator, denominator);
  }

  /**
   * Reads a decimal ({@code "2.5"}, {@code "-0.25"}, {@code "17"}, {@code "1e2"}), a fraction
   * ({@code "5/2"}), or a whole number followed by ½, ¼ or ¾ ({@code "2½"}, {@code "½"}), as
   * scores are printed and spoken.
   *
   * @throws IllegalArgumentException if {@code text} is none of these, or its value does not fit
   *     a fraction of longs
   */
  public static Score parse(String text) {
    Objects.requireNonNull(text, "text");
    String s = text.strip();
    try {
      Score vulgar = vulgarFraction(s);
      if (vulgar != null) {
        return vulgar;
      }
      int slash = s.indexOf('/');
      if (slash >= 0) {
        return of(Long.parseLong(s.substring(0, slash).strip()),
            Long.parseLong(s.substring(slash + 1).strip()));
      }
      BigDecimal decimal = new BigDecimal(s);
      if (decimal.signum() == 0) {
        return ZERO;
      }
      decimal = decimal.stripTrailingZeros();
      // a long has at most 19 digits: refuse larger values and finer fractions before any power
      // of ten is built, so that an exponent such as 1e-100000000 costs nothing
      if (decimal.precision() - decimal.scale() > 19 || decimal.scale() > 18) {
        throw new IllegalArgumentException("out of range: \"" + text + "\"");
      }
      if (decimal.scale() <= 0) {
        return of(decimal.longValueExact());
      }
      return of(decimal.unscaledValue().longValueExact(),
          BigInteger.TEN.pow(decimal.scale()).longValueExact());
    } catch (NumberFormatException | ArithmeticException e) {
      throw new IllegalArgumentException("not a number: \"" + text + "\"", e);
    }
  }

  /** {@code "2½"}, {@code "-¼"}: a whole number (or none) and a vulgar fraction; else null. */
  private static Score vulgarFraction(String s) {
    if (s.isEmpty()) {
      return null;
    }
    long quarters = switch (s.charAt(s.length() - 1)) {
      case '½' -> 2;
      case '¼' -> 1;
      case '¾' -> 3;
      default -> -1;
    };
    if (quarters < 0) {
      return null;
    }
    String whole = s.substring(0, s.length() - 1).strip();
    boolean negative = whole.startsWith("-");
    String digits = negative || whole.startsWith("+") ? whole.substring(1) : whole;
    if (!digits.isEmpty() && !digits.chars().allMatch(c -> c >= '0' && c <= '9')) {
      throw new NumberFormatException(s);
    }
    long units = digits.isEmpty() ? 0 : Long.parseLong(digits);
    long value = Math.addExact(Math.multiplyExact(units, 4), quarters);
    return of(negative ? -value : value, 4);
  }

  /** The numerator of the reduced fraction; carries the sign. */
  public long numerator() {
    return numerator;
  }

  /** The denominator of the reduced fraction; always positive. */
  public long denominator() {
    return denominator;
  }

  /** {@code this + other}, over the least common denominator. */
  public Score plus(Score other) {
    if (denominator == other.denominator) {
      return of(Math.addExact(numerator, other.numerator), denominator);
    }
    long gcd = gcd(denominator, other.denominator);
    long mine = other.denominator / gcd;
    long theirs = denominator / gcd;
    return of(Math.addExact(Math.multiplyExact(numerator, mine),
            Math.multiplyExact(other.numerator, theirs)),
        Math.multiplyExact(denominator, mine));
  }

  /** {@code this - other}. */
  public Score minus(Score other) {
    return plus(other.negate());
  }

  /** {@code this × other}. */
  public Score times(Score other) {
    return of(Math.multiplyExact(numerator, other.numerator),
        Math.multiplyExact(denominator, other.denominator));
  }

  /** {@code this × factor}. */
  public Score times(long factor) {
    return of(Math.multiplyExact(numerator, factor), denominator);
  }

  /**
   * {@code this / divisor}.
   *
   * @throws IllegalArgumentException if {@code divisor} is zero
   */
  public Score dividedBy(long divisor) {
    return of(numerator, Math.multiplyExact(denominator, divisor));
  }

  /** {@code -this}. */
  public Score negate() {
    return of(Math.negateExact(numerator), denominator);
  }

  /** Whether this value is below zero. */
  public boolean isNegative() {
    return numerator < 0;
  }

  /** Whether this value is a whole number. */
  public boolean isWhole() {
    return denominator == 1;
  }

  /** The value rounded to the nearest whole number, halves rounded up (towards positive infinity). */
  public long roundHalfUp() {
    return Math.floorDiv(Math.addExact(Math.multiplyExact(numerator, 2), denominator),
        Math.multiplyExact(denominator, 2));
  }

  /** The value as an exact {@link BigDecimal}, or empty if it has no finite decimal form. */
  public Optional<BigDecimal> toBigDecimal() {
    long d = denominator;
    while (d % 2 == 0) {
      d /= 2;
    }
    while (d % 5 == 0) {
      d /= 5;
    }
    if (d != 1) {
      return Optional.empty();
    }
    BigDecimal value = BigDecimal.valueOf(numerator)
        .divide(BigDecimal.valueOf(denominator))
        .stripTrailingZeros();
    return Optional.of(value.scale() < 0 ? value.setScale(0) : value);
  }

  /**
   * The value with at least {@code minDecimals} decimals, as printed crosstables show it
   * ({@code "17.0"} for 17 with one decimal); a value with no finite decimal form is given as a
   * fraction.
   */
  public String format(int minDecimals) {
    return toBigDecimal()
        .map(v -> v.scale() < minDecimals ? v.setScale(minDecimals) : v)
        .map(BigDecimal::toPlainString)
        .orElseGet(this::toString);
  }

  @Override
  public int compareTo(Score other) {
    if (denominator == other.denominator) {
      return Long.compare(numerator, other.numerator);
    }
    long left = numerator * other.denominator;
    long right = other.numerator * denominator;
    if (Math.multiplyHigh(numerator, other.denominator) != (left >> 63)
        || Math.multiplyHigh(other.numerator, denominator) != (right >> 63)) {
      return BigInteger.valueOf(numerator).multiply(BigInteger.valueOf(other.denominator))
          .compareTo(BigInteger.valueOf(other.numerator).multiply(BigInteger.valueOf(denominator)));
    }
    return Long.compare(left, right);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Score other
        && other.numerator == numerator
        && other.denominator == denominator;
  }

  @Override
  public int hashCode() {
    return Long.hashCode(numerator) * 31 + Long.hashCode(denominator);
  }

  /** The shortest exact decimal, or {@code "n/d"} for a value with no finite decimal form. */
  @Override
  public String toString() {
    if (denominator == 1) {
      return Long.toString(numerator);
    }
    if ((denominator == 2 || denominator == 4) && numerator != Long.MIN_VALUE) {
      // Halves and quarters, the common case, without BigDecimal.
      long whole = Math.abs(numerator) / denominator;
      long part = Math.abs(numerator) % denominator;
      String fraction = denominator == 2 ? ".5" : part == 1 ? ".25" : ".75";
      return (numerator < 0 ? "-" : "") + whole + fraction;
    }
    return toBigDecimal().map(BigDecimal::toPlainString)
        .orElseGet(() -> numerator + "/" + denominator);
  }

  private static long gcd(long a, long b) {
    while (b != 0) {
      long t = a % b;
      a = b;
      b = t;
    }
    return a;
  }
}
