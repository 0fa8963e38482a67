package org.tiebreak.scenarios;

import java.util.Optional;

/**
 * The extremes of a player's places over the completions seen: each completion places the player
 * from {@code a} (the best place of a shared group) to {@code b} (its worst).
 */
final class Extremes {

  boolean seen;
  int minA = Integer.MAX_VALUE;
  int maxA;
  int minB = Integer.MAX_VALUE;
  int maxB;

  void add(int a, int b) {
    seen = true;
    minA = Math.min(minA, a);
    maxA = Math.max(maxA, a);
    minB = Math.min(minB, b);
    maxB = Math.max(maxB, b);
  }

  /** Adds the extremes another has seen. */
  void add(Extremes other) {
    if (other.seen) {
      add(other.minA, other.minB);
      add(other.maxA, other.maxB);
    }
  }

  /** Whether completions placing the player within these bounds would change nothing. */
  boolean covers(int aLo, int aHi, int bLo, int bHi) {
    return seen && aLo >= minA && aHi <= maxA && bLo >= minB && bHi <= maxB;
  }

  /** The best and the worst place seen, if any. */
  Optional<PlaceRange> reached() {
    return seen ? Optional.of(new PlaceRange(minA, maxB)) : Optional.empty();
  }

  /**
   * The chance of a place target from every completion (complete), or from those seen and the
   * bounds by scores alone: then a target is known out of reach or clinched where the bounds
   * say so, and open where it was both reached and missed.
   */
  Chance chance(int places, boolean complete, PlaceRange bounds) {
    boolean won = seen && minB <= places;
    boolean lost = seen && maxA > places;
    if (!complete) {
      if (bounds.best() > places) {
        return Chance.OUT_OF_REACH;
      }
      if (bounds.worst() <= places) {
        return Chance.CLINCHED;
      }
      return won && lost ? Chance.OPEN : Chance.UNDECIDED;
    }
    boolean tied = lost ? minA <= places : maxB > places;
    return Chance.of(won, tied, lost);
  }
}
