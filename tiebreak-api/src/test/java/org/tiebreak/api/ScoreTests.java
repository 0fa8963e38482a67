package org.tiebreak.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.LongRange;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Unit tests for {@link Score}: exact rational scores and tie-break values. */
class ScoreTests {

  // ---------------------------------------------------------------- of

  @Test
  void of_wholeNumber_hasDenominatorOne() {
    Score seventeen = Score.of(17);

    assertEquals(17, seventeen.numerator());
    assertEquals(1, seventeen.denominator());
    assertTrue(seventeen.isWhole());
  }

  @Test
  void of_zeroAndOne_areTheConstants() {
    assertSame(Score.ZERO, Score.of(0));
    assertSame(Score.ONE, Score.of(1));
    assertSame(Score.ZERO, Score.of(0, 7));
    assertSame(Score.ONE, Score.of(3, 3));
    assertSame(Score.HALF, Score.of(4, 8));
  }

  @Test
  void of_fraction_isReduced() {
    Score half = Score.of(2, 4);

    assertEquals(1, half.numerator());
    assertEquals(2, half.denominator());
    assertEquals(Score.HALF, half);

    Score sixThirds = Score.of(6, 3);
    assertEquals(2, sixThirds.numerator());
    assertEquals(1, sixThirds.denominator());
    assertTrue(sixThirds.isWhole());

    Score zero = Score.of(0, 5);
    assertEquals(0, zero.numerator());
    assertEquals(1, zero.denominator());
  }

  @Test
  void of_negativeDenominator_movesSignToNumerator() {
    Score negative = Score.of(6, -4);

    assertEquals(-3, negative.numerator());
    assertEquals(2, negative.denominator());
    assertTrue(negative.isNegative());

    Score positive = Score.of(-6, -4);
    assertEquals(3, positive.numerator());
    assertEquals(2, positive.denominator());
    assertFalse(positive.isNegative());
  }

  @Test
  void of_zeroDenominator_throwsWithFraction() {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> Score.of(3, 0));

    assertEquals("denominator must not be zero: 3/0", e.getMessage());
  }

  // ---------------------------------------------------------------- parse

  @ParameterizedTest(name = "\"{0}\" = {1}/{2}")
  @CsvSource(delimiter = ';', value = {
      "2.5; 5; 2",
      "-0.25; -1; 4",
      "17; 17; 1",
      "5/2; 5; 2",
      "10/4; 5; 2",
      "-5/10; -1; 2",
      "3/-4; -3; 4",
      "' 3 / 4 '; 3; 4",
      "2.50; 5; 2",
      "0.125; 1; 8",
      "12.25; 49; 4",
      "19.5; 39; 2",
      "0; 0; 1",
      "-0.0; 0; 1",
      "1E+2; 100; 1",
      "'  7  '; 7; 1",
      "½; 1; 2",
      "2½; 5; 2",
      "-½; -1; 2",
      "-3¼; -13; 4",
      "+¾; 3; 4",
      "' 12½ '; 25; 2",
      "1e-3; 1; 1000",
      "12.5e1; 125; 1"
  })
  void parse_decimalOrFraction_givesReducedFraction(String text, long numerator,
      long denominator) {
    Score score = Score.parse(text);

    assertEquals(numerator, score.numerator());
    assertEquals(denominator, score.denominator());
  }

  @Test
  void parse_equalsOf() {
    assertEquals(Score.of(5, 2), Score.parse("2.5"));
    assertEquals(Score.of(-1, 4), Score.parse("-0.25"));
    assertEquals(Score.of(17), Score.parse("17"));
    assertEquals(Score.of(5, 2), Score.parse("5/2"));
    assertEquals(Score.HALF, Score.parse("0.5"));
  }

  @ParameterizedTest(name = "\"{0}\"")
  @ValueSource(strings = {
      "", "   ", "abc", "2,5", "1/2/3", "1.5/2", "2.5x", "one half", "--1", "1/", "/2",
      "9223372036854775808", "0.00000000000000000001", "1e400", "NaN", "½½", "2.5½", "x½",
      "1 ½ 2", "99999999999999999999½", "1e-100000000", "1e100000000", "-1E+999999999"
  })
  void parse_badInput_throwsWithTextInMessage(String text) {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> Score.parse(text));

    assertTrue(e.getMessage().contains("\"" + text + "\""),
        () -> "message should quote the input: " + e.getMessage());
  }

  @Test
  void parse_hugeExponents_refusedAtOnce() {
    assertTimeoutPreemptively(Duration.ofSeconds(1), () -> {
      for (String text : List.of("1e-100000000", "1e100000000", "7E-2147483647",
          "1e2147483647", "0.5e-999999999")) {
        assertThrows(IllegalArgumentException.class, () -> Score.parse(text), text);
      }
    });
    assertEquals(Score.ZERO, Score.parse("0e-100000000"));
  }

  @Property
  void parse_readsWhatToStringPrints(
      @ForAll @LongRange(min = -1_000_000_000_000L, max = 1_000_000_000_000L) long numerator,
      @ForAll @LongRange(min = 1, max = 1_000_000) long denominator) {
    Score score = Score.of(numerator, denominator);
    assertEquals(score, Score.parse(score.toString()));
  }

  @Property
  void of_isTheReducedFractionWithAPositiveDenominator(
      @ForAll @LongRange(min = -Long.MAX_VALUE, max = Long.MAX_VALUE) long numerator,
      @ForAll("smallDenominators") long denominator) {
    Score score = Score.of(numerator, denominator);
    BigInteger n = BigInteger.valueOf(numerator);
    BigInteger d = BigInteger.valueOf(denominator);
    BigInteger gcd = n.gcd(d).multiply(BigInteger.valueOf(Long.signum(denominator)));
    assertEquals(n.divide(gcd).longValueExact(), score.numerator());
    assertEquals(d.divide(gcd).longValueExact(), score.denominator());
    assertTrue(score.denominator() > 0);
  }

  @Provide
  Arbitrary<Long> smallDenominators() {
    return Arbitraries.longs().between(-4, 4).filter(d -> d != 0);
  }

  @Property
  void toString_isThePlainDecimalWhereThereIsOne(
      @ForAll @LongRange(min = -Long.MAX_VALUE, max = Long.MAX_VALUE) long numerator,
      @ForAll @LongRange(min = 1, max = 1_000) long denominator) {
    Score score = Score.of(numerator, denominator);
    assertEquals(score.toBigDecimal().map(BigDecimal::toPlainString)
        .orElse(score.numerator() + "/" + score.denominator()), score.toString());
  }

  @Test
  void parse_zeroDenominator_throwsIllegalArgument() {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> Score.parse("1/0"));

    assertTrue(e.getMessage().contains("1/0"), e.getMessage());
  }

  @Test
  void parse_null_throwsNullPointer() {
    NullPointerException e = assertThrows(NullPointerException.class, () -> Score.parse(null));

    assertEquals("text", e.getMessage());
  }

  // ---------------------------------------------------------------- equality

  @Test
  void equals_reducedFractions_areEqualWithSameHashCode() {
    Score twoQuarters = Score.of(2, 4);

    assertEquals(Score.HALF, twoQuarters);
    assertEquals(twoQuarters, Score.HALF);
    assertEquals(Score.HALF.hashCode(), twoQuarters.hashCode());
    assertEquals(Score.of(39, 2), Score.parse("19.5"));
    assertEquals(Score.of(39, 2).hashCode(), Score.parse("19.5").hashCode());
    assertEquals(Score.of(-3, 6), Score.of(1, -2));
    assertEquals(Score.of(-3, 6).hashCode(), Score.of(1, -2).hashCode());
  }

  @Test
  void equals_differentValues_areNotEqual() {
    assertNotEquals(Score.of(1, 2), Score.of(1, 3));
    assertNotEquals(Score.of(1, 2), Score.of(-1, 2));
    assertNotEquals(Score.of(2), Score.of(2, 3));
    assertNotEquals(Score.HALF, "1/2");
    assertNotEquals(Score.ZERO, null);
  }

  // ---------------------------------------------------------------- arithmetic

  @Test
  void plus_addsExactly() {
    assertEquals(Score.ONE, Score.HALF.plus(Score.HALF));
    assertEquals(Score.of(13, 12), Score.of(3, 4).plus(Score.of(1, 3)));
    assertEquals(Score.parse("19.5"), Score.of(19).plus(Score.HALF));
    assertEquals(Score.of(-1, 4), Score.of(1, 4).plus(Score.of(-1, 2)));
    assertEquals(Score.ZERO, Score.of(2, 3).plus(Score.of(-2, 3)));
  }

  @Test
  void plus_quarters_areExact() {
    Score quarter = Score.of(1, 4);
    Score sum = Score.ZERO;
    for (int i = 0; i < 4; i++) {
      sum = sum.plus(quarter);
    }

    assertEquals(Score.ONE, sum);
    assertEquals(Score.of(12), Score.parse("12.25").minus(Score.parse("0.25")));
    assertEquals(Score.parse("12.25"), Score.parse("11.75").plus(Score.HALF));
    assertEquals(Score.parse("0.75"), Score.HALF.plus(quarter));
  }

  @Test
  void plus_tenthsAddUpExactly() {
    Score tenth = Score.parse("0.1");
    Score sum = Score.ZERO;
    for (int i = 0; i < 10; i++) {
      sum = sum.plus(tenth);
    }

    assertEquals(Score.ONE, sum);
    assertEquals(Score.parse("0.3"), Score.parse("0.1").plus(Score.parse("0.2")));
  }

  @Test
  void minus_subtractsExactly() {
    assertEquals(Score.of(-3, 4), Score.of(5, 2).minus(Score.of(13, 4)));
    assertEquals(Score.of(1, 6), Score.HALF.minus(Score.of(1, 3)));
    assertEquals(Score.ZERO, Score.of(7, 4).minus(Score.of(7, 4)));
  }

  @Test
  void times_multipliesExactly() {
    assertEquals(Score.HALF, Score.of(3, 4).times(Score.of(2, 3)));
    assertEquals(Score.of(-1, 8), Score.of(1, 4).times(Score.of(-1, 2)));
    assertEquals(Score.of(3, 2), Score.of(1, 4).times(6));
    assertEquals(Score.ZERO, Score.of(5, 7).times(0));
    assertEquals(Score.of(-39, 2), Score.of(39, 2).times(-1));
  }

  @Test
  void dividedBy_dividesExactly() {
    assertEquals(Score.of(5, 4), Score.of(5).dividedBy(4));
    assertEquals("1.25", Score.of(5).dividedBy(4).toString());
    assertEquals(Score.of(2, 3), Score.of(6).dividedBy(9));
    assertEquals(Score.of(1, 8), Score.HALF.dividedBy(4));
  }

  @Test
  void dividedBy_negativeDivisor_keepsDenominatorPositive() {
    Score result = Score.HALF.dividedBy(-2);

    assertEquals(-1, result.numerator());
    assertEquals(4, result.denominator());
  }

  @Test
  void dividedBy_zero_throwsIllegalArgument() {
    assertThrows(IllegalArgumentException.class, () -> Score.of(3, 2).dividedBy(0));
  }

  @Test
  void negate_flipsSign() {
    assertEquals(Score.of(-3, 4), Score.of(3, 4).negate());
    assertEquals(Score.of(3, 4), Score.of(-3, 4).negate());
    assertEquals(Score.ZERO, Score.ZERO.negate());
    assertFalse(Score.ZERO.negate().isNegative());
  }

  @Test
  void arithmetic_overflow_throwsInsteadOfWrapping() {
    Score max = Score.of(Long.MAX_VALUE);

    assertThrows(ArithmeticException.class, () -> max.plus(Score.ONE));
    assertThrows(ArithmeticException.class, () -> max.times(2));
    assertThrows(ArithmeticException.class,
        () -> Score.of(1, Long.MAX_VALUE).plus(Score.of(1, Long.MAX_VALUE - 1)));
  }

  /**
   * Sums over the least common denominator: a Sonneborn-Berger of 99999998.00000001 (points of
   * 0.0001 squared) and a Buchholz of 10001.9999 add up, where the product of the denominators
   * (10^12) would overflow.
   */
  @Test
  void plus_overTheLeastCommonDenominator() {
    Score sum = Score.parse("99999998.00000001").plus(Score.parse("10001.9999"));
    assertEquals(Score.parse("100009999.99990001"), sum);
    assertEquals(100_000_000, sum.denominator());
    assertEquals(Score.of(5, 6), Score.of(1, 2).plus(Score.of(1, 3)));
    assertEquals(Score.of(1, 4), Score.of(5, 12).minus(Score.of(1, 6)));
  }

  @Test
  void isNegativeAndIsWhole_reportSignAndWholeness() {
    assertTrue(Score.of(-1, 2).isNegative());
    assertFalse(Score.ZERO.isNegative());
    assertFalse(Score.HALF.isNegative());
    assertTrue(Score.of(-4).isWhole());
    assertTrue(Score.ZERO.isWhole());
    assertFalse(Score.of(9, 4).isWhole());
  }

  // ---------------------------------------------------------------- compareTo

  @Test
  void compareTo_ordersByValue() {
    assertTrue(Score.of(1, 3).compareTo(Score.HALF) < 0);
    assertTrue(Score.HALF.compareTo(Score.of(1, 3)) > 0);
    assertTrue(Score.of(-1, 2).compareTo(Score.ZERO) < 0);
    assertTrue(Score.of(-1, 2).compareTo(Score.of(-1, 3)) < 0);
    assertTrue(Score.of(7, 2).compareTo(Score.of(3)) > 0);
    assertEquals(0, Score.of(2, 4).compareTo(Score.HALF));
    assertEquals(0, Score.parse("19.5").compareTo(Score.of(39, 2)));
  }

  @Test
  void compareTo_sortsMixedValues() {
    List<Score> scores = new ArrayList<>(List.of(Score.of(5, 2), Score.of(-1, 4), Score.of(2, 3),
        Score.ZERO, Score.of(9, 4), Score.of(3)));
    Collections.sort(scores);

    assertEquals(List.of(Score.of(-1, 4), Score.ZERO, Score.of(2, 3), Score.of(9, 4),
        Score.of(5, 2), Score.of(3)), scores);
  }

  @Test
  void compareTo_crossProductOverflowingLong_isStillCorrect() {
    // MAX_VALUE × 2 does not fit in a long; a naive cross-multiplication compares -2 with 3.
    Score third = Score.of(Long.MAX_VALUE, 3);
    assertEquals(3, third.denominator());

    assertTrue(third.compareTo(Score.HALF) > 0);
    assertTrue(Score.HALF.compareTo(third) < 0);
    assertTrue(third.negate().compareTo(Score.of(-1, 2)) < 0);
    assertTrue(Score.of(-1, 2).compareTo(third.negate()) > 0);
  }

  @Test
  void compareTo_hugeNearlyEqualFractions_areOrderedExactly() {
    long max = Long.MAX_VALUE;
    // (max - 1) / max is just below one; (max - 2) / (max - 1) is a little further below.
    Score a = Score.of(max - 1, max);
    Score b = Score.of(max - 2, max - 1);
    assertEquals(max, a.denominator());
    assertEquals(max - 1, b.denominator());

    assertTrue(a.compareTo(b) > 0);
    assertTrue(b.compareTo(a) < 0);
    assertTrue(a.compareTo(Score.ONE) < 0);
    assertEquals(0, a.compareTo(Score.of(max - 1, max)));
  }

  @Test
  void compareTo_halfOfMaxAgainstThirdOfMax_isCorrect() {
    // 4611686018427387903/2 against 3074457345618258602/3: both cross products overflow.
    Score bigHalf = Score.of(4611686018427387903L, 2);
    Score bigThird = Score.of(3074457345618258601L, 3);
    assertEquals(2, bigHalf.denominator());
    assertEquals(3, bigThird.denominator());

    assertTrue(bigHalf.compareTo(bigThird) > 0);
    assertTrue(bigThird.compareTo(bigHalf) < 0);
  }

  // ---------------------------------------------------------------- text

  @ParameterizedTest(name = "{0}/{1} -> \"{2}\"")
  @CsvSource(delimiter = ';', value = {
      "17; 1; 17",
      "39; 2; 19.5",
      "49; 4; 12.25",
      "-1; 2; -0.5",
      "-5; 2; -2.5",
      "3; 4; 0.75",
      "-3; 4; -0.75",
      "-9; 4; -2.25",
      "9223372036854775807; 4; 2305843009213693951.75",
      "-9223372036854775807; 2; -4611686018427387903.5",
      "2; 3; 2/3",
      "-2; 3; -2/3",
      "0; 1; 0",
      "1; 80; 0.0125",
      "-35; 1; -35",
      "1; 6; 1/6"
  })
  void toString_givesShortestExactDecimalOrFraction(long numerator, long denominator,
      String expected) {
    assertEquals(expected, Score.of(numerator, denominator).toString());
  }

  @ParameterizedTest(name = "{0}/{1} with {2} decimals -> \"{3}\"")
  @CsvSource(delimiter = ';', value = {
      "17; 1; 1; 17.0",
      "39; 2; 1; 19.5",
      "49; 4; 1; 12.25",
      "0; 1; 1; 0.0",
      "-1; 2; 1; -0.5",
      "2; 3; 1; 2/3",
      "39; 2; 2; 19.50",
      "17; 1; 0; 17",
      "49; 4; 0; 12.25"
  })
  void format_padsToMinimumDecimals(long numerator, long denominator, int minDecimals,
      String expected) {
    assertEquals(expected, Score.of(numerator, denominator).format(minDecimals));
  }

  // ---------------------------------------------------------------- rounding and decimals

  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource(delimiter = ';', value = {
      "2.5; 3",
      "-2.5; -2",
      "2.49; 2",
      "2.51; 3",
      "-2.51; -3",
      "-0.75; -1",
      "-0.5; 0",
      "1.75; 2",
      "17; 17",
      "1/3; 0",
      "2/3; 1",
      "0; 0"
  })
  void roundHalfUp_roundsHalvesTowardsPositiveInfinity(String value, long expected) {
    assertEquals(expected, Score.parse(value).roundHalfUp());
  }

  @Test
  void toBigDecimal_noFiniteDecimal_isEmpty() {
    assertEquals(Optional.empty(), Score.of(1, 3).toBigDecimal());
    assertEquals(Optional.empty(), Score.of(2, 3).toBigDecimal());
    assertEquals(Optional.empty(), Score.of(1, 6).toBigDecimal());
    assertEquals(Optional.empty(), Score.of(-5, 7).toBigDecimal());
  }

  @Test
  void toBigDecimal_finiteDecimal_isExactWithShortestScale() {
    assertEquals(Optional.of(new BigDecimal("12.25")), Score.of(49, 4).toBigDecimal());
    assertEquals(Optional.of(new BigDecimal("17")), Score.of(17).toBigDecimal());
    assertEquals(Optional.of(new BigDecimal("-0.5")), Score.of(-1, 2).toBigDecimal());
    assertEquals(Optional.of(new BigDecimal("0.0125")), Score.of(1, 80).toBigDecimal());
    assertEquals(Optional.of(new BigDecimal("300")), Score.of(300).toBigDecimal());
    assertEquals(Optional.of(new BigDecimal("0")), Score.ZERO.toBigDecimal());
  }
}
