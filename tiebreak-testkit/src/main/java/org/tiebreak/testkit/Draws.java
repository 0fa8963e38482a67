package org.tiebreak.testkit;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.RandomDistribution;
import org.tiebreak.api.Format;

/**
 * What the arbitraries of tournaments and team events share: their draws of small integers, the
 * chances drawn against them, the checks of their options and how they show them.
 */
final class Draws {

  private Draws() {}

  /** Integers from 0 to 99; 0, where shrinking heads, always stands for the plain case. */
  static Arbitrary<Integer> percentiles() {
    return uniform(0, 99);
  }

  /**
   * Integers from {@code min} to {@code max}, all equally likely (jqwik's default favours the
   * ends of the range, which would skew sizes and the documented percentages).
   */
  static Arbitrary<Integer> uniform(int min, int max) {
    return Arbitraries.integers().between(min, max).withDistribution(RandomDistribution.uniform());
  }

  /** Whether an event with a chance of {@code percent} happens for the percentile drawn. */
  static boolean happens(int percentile, int percent) {
    return percent > 0 && percentile >= 100 - percent;
  }

  /** The rounds planned: those drawn for a Swiss, those of the Berger tables for a round robin. */
  static int plannedRounds(Format format, int swissRounds, int entrants) {
    return format == Format.SWISS ? swissRounds
        : BergerTables.rounds(entrants, format == Format.DOUBLE_ROUND_ROBIN);
  }

  /**
   * Checks the option {@code rounds(min, max)} of an event of this format whose entrants are
   * {@code entrants} ("players", "teams").
   */
  static void checkRounds(Format format, String entrants, int min, int max) {
    if (format != Format.SWISS) {
      throw new IllegalStateException("the rounds of a round robin follow from its " + entrants
          + "; rounds() is for Swiss only");
    }
    if (min < 1 || min > max) {
      throw new IllegalArgumentException(
          "rounds must be a range from at least 1: " + min + ".." + max);
    }
  }

  /** Checks the option {@code doubleRoundRobin()} of an event of this format. */
  static void checkDoubleRoundRobin(Format format) {
    if (format == Format.SWISS) {
      throw new IllegalStateException("doubleRoundRobin() is for round robins only");
    }
  }

  /** Checks the chance of {@code what}, a percentage. */
  static void checkPercent(String what, int percent) {
    if (percent < 0 || percent > 100) {
      throw new IllegalArgumentException(
          "the chance of " + what + " must be a percentage from 0 to 100: " + percent);
    }
  }

  /** Appends ", byes 10%" and the like to an arbitrary's description, if the chance is not 0. */
  static void appendChance(StringBuilder text, String what, int percent) {
    if (percent > 0) {
      text.append(", ").append(what).append(' ').append(percent).append('%');
    }
  }
}
