package org.tiebreak.core.rules;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import org.tiebreak.api.Player;
import org.tiebreak.api.Score;
import org.tiebreak.api.TiebreakContext;
import org.tiebreak.core.internal.Index;

/** The ratings the rating-based rules use, by player index. */
final class Ratings {

  /** Marks an unrated player whose games are left out ({@link UnratedOpponents#SKIPPED}). */
  static final int SKIPPED = -1;

  private Ratings() {}

  /** The key under which a context shares the ratings for one handling of unrated players. */
  private record Key(UnratedOpponents mode, int unratedRating) {}

  /** Checks the pair of parameters every rating-based rule takes. */
  static void check(UnratedOpponents mode, int unratedRating) {
    Objects.requireNonNull(mode, "unratedOpponents");
    if (unratedRating < 0) {
      throw new IllegalArgumentException("unratedRating must not be negative: " + unratedRating);
    }
    if (mode == UnratedOpponents.SKIPPED && unratedRating != 0) {
      throw new IllegalArgumentException("unratedRating is used only with AS_RATING; give 0 with "
          + "SKIPPED, not " + unratedRating);
    }
  }

  /** Every player's rating as the rules use it, by index, or {@link #SKIPPED}. */
  static int[] of(TiebreakContext context, UnratedOpponents mode, int unratedRating) {
    return context.shared(new Key(mode, unratedRating), c -> {
      List<Player> players = Index.of(c).tournament().players();
      int[] ratings = new int[players.size()];
      for (int i = 0; i < ratings.length; i++) {
        OptionalInt rating = players.get(i).rating();
        ratings[i] = rating.isPresent() ? rating.getAsInt()
            : mode == UnratedOpponents.AS_RATING ? unratedRating : SKIPPED;
      }
      return ratings;
    });
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

  /** Whether player {@code i} has a rating of their own. */
  static boolean isRated(Index index, int i) {
    return index.tournament().players().get(i).rating().isPresent();
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
  static String unratedNote(int rating) {
    return rating == SKIPPED ? "unrated opponent: the game is not counted"
        : "unrated opponent: counted as " + rating;
  }
}
