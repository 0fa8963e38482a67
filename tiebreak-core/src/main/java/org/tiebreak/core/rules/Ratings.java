package org.tiebreak.core.rules;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import org.tiebreak.api.Crosstable;
import org.tiebreak.api.Message;
import org.tiebreak.api.Score;
import org.tiebreak.api.TiebreakContext;

/** The ratings the rating-based rules use, by player index. */
final class Ratings {

  /** Marks an unrated player whose games are left out. */
  static final int SKIPPED = -1;

  private Ratings() {}

  /** The key under which a context shares the ratings for one handling of unrated players. */
  private record Key(OptionalInt unratedRating) {}

  /** Checks the rating an unrated player counts with, if any. */
  static void check(OptionalInt unratedRating) {
    Objects.requireNonNull(unratedRating, "unratedRating");
    if (unratedRating.isPresent() && unratedRating.getAsInt() < 0) {
      throw new IllegalArgumentException("the rating of unrated players must not be negative: "
          + unratedRating.getAsInt());
    }
  }

  /**
   * Every player's rating as the rules use it, by index: the player's own, else
   * {@code unratedRating}, else {@link #SKIPPED}.
   */
  static int[] of(TiebreakContext context, OptionalInt unratedRating) {
    return context.shared(new Key(unratedRating), c -> {
      Crosstable table = c.crosstable();
      int[] ratings = new int[table.players()];
      for (int p = 0; p < ratings.length; p++) {
        ratings[p] = table.player(p).rating().orElse(unratedRating.orElse(SKIPPED));
      }
      return ratings;
    });
  }

  /** "unrated opponents skipped" or "unrated opponents count 1000", for a rule's variant. */
  static String variant(OptionalInt unratedRating) {
    return unratedRating.isEmpty() ? "unrated opponents skipped"
        : "unrated opponents count " + unratedRating.getAsInt();
  }

  /**
   * {@code numerator / denominator} rounded to the nearest whole number, .5 rounded up: the same
   * as {@code Score.of(numerator, denominator).roundHalfUp()}, without reducing the fraction.
   *
   * @param denominator positive
   */
  static long roundHalfUp(long numerator, long denominator) {
    return Math.floorDiv(Math.addExact(Math.multiplyExact(numerator, 2), denominator),
        Math.multiplyExact(denominator, 2));
  }

  /** Whether player {@code p} has a rating of their own. */
  static boolean isRated(Crosstable table, int p) {
    return table.player(p).rating().isPresent();
  }

  /**
   * An exact value as it reads in an explanation: {@code "2000"}, {@code "2000.5"}, or for a value
   * with no short decimal form its first {@code places} decimals and an ellipsis
   * ({@code "2133.33…"}).
   */
  static String decimal(Score value, int places) {
    Optional<BigDecimal> exact = value.toBigDecimal();
    if (exact.isPresent() && exact.get().scale() <= places) {
      return exact.get().toPlainString();
    }
    return BigDecimal.valueOf(value.numerator())
        .divide(BigDecimal.valueOf(value.denominator()), places, RoundingMode.DOWN)
        .toPlainString() + "…";
  }

  /** Why an opponent's rating was replaced or left out, for an explanation line. */
  static Message unratedNote(int rating) {
    return rating == SKIPPED ? Message.of("ratings.unratedSkipped")
        : Message.of("ratings.unratedCounted", rating);
  }

  /** Why a round without a game over the board adds nothing to a rating-based figure. */
  static Message notPlayedNote() {
    return Message.of("ratings.notPlayed");
  }
}
