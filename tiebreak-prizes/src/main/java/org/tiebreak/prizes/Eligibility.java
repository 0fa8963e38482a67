package org.tiebreak.prizes;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import org.tiebreak.api.Message;
import org.tiebreak.api.Player;
import org.tiebreak.api.Standings;

/**
 * Who may win which category of a prize list: for every player of the standings and every
 * category, a bit, and on demand the reason a player may not.
 */
final class Eligibility {

  private final List<PrizeCategory> categories;
  private final boolean unratedForGroups;
  private final int words;
  private final long[] bits;
  /** The rating the event names for each row's player (-1 for none). */
  private final int[] rating;
  /** The rating assigned to each row's unrated player for class prizes (-1 for none). */
  private final int[] assigned;
  private final int[] startNumbers;

  Eligibility(Standings standings, PrizeList list, SharingPolicy policy) {
    this.categories = list.categories();
    this.unratedForGroups = policy.unratedEligibleForGroups();
    List<Standings.Row> rows = standings.rows();
    int n = rows.size();
    this.words = (categories.size() + 63) / 64;
    this.bits = new long[n * words];
    this.rating = new int[n];
    this.assigned = new int[n];
    this.startNumbers = new int[n];
    Map<Integer, Integer> named = list.ratings();
    Map<Integer, Integer> assignedRatings = list.assignedRatings();
    for (int p = 0; p < n; p++) {
      Player player = rows.get(p).player();
      int number = player.startNumber();
      startNumbers[p] = number;
      Integer own = named.isEmpty() ? null : named.get(number);
      OptionalInt playerRating = player.rating();
      rating[p] = own != null ? own : playerRating.isPresent() ? playerRating.getAsInt() : -1;
      Integer given = assignedRatings.isEmpty() ? null : assignedRatings.get(number);
      assigned[p] = rating[p] < 0 && given != null ? given : -1;
      for (int c = 0; c < categories.size(); c++) {
        if (reason(p, categories.get(c)).isEmpty()) {
          bits[p * words + (c >>> 6)] |= 1L << c;
        }
      }
    }
  }

  /** Whether the player of row {@code p} may win category {@code c}. */
  boolean test(int p, int c) {
    return (bits[p * words + (c >>> 6)] & (1L << c)) != 0;
  }

  /** Whether the player of row {@code p} may win any category of {@code mask}. */
  boolean any(int p, long[] mask) {
    for (int w = 0; w < words; w++) {
      if ((bits[p * words + w] & mask[w]) != 0) {
        return true;
      }
    }
    return false;
  }

  /** The number of words of a mask of categories. */
  int words() {
    return words;
  }

  /** Whether the player of row {@code p} is unrated, the list assigning no rating. */
  boolean unrated(int p) {
    return rating[p] < 0;
  }

  /** The rating that decides the row's player's classes, if any. */
  OptionalInt rating(int p) {
    return rating[p] >= 0 ? OptionalInt.of(rating[p])
        : assigned[p] >= 0 ? OptionalInt.of(assigned[p]) : OptionalInt.empty();
  }

  /** Why the player of row {@code p} may not win the category, or empty if they may. */
  Optional<Message> reason(int p, PrizeCategory category) {
    boolean rated = rating[p] >= 0;
    int classRating = rated ? rating[p] : assigned[p];
    Optional<Boolean> unratedEligible = category.unratedEligible();
    switch (category.kind()) {
      case PLACE:
        return !rated && unratedEligible.isPresent() && !unratedEligible.get()
            ? Optional.of(Message.of("prize.ineligible.unrated")) : Optional.empty();
      case UNRATED:
        return rated ? Optional.of(Message.of("prize.ineligible.rated", (long) rating[p]))
            : Optional.empty();
      case RATING:
        return band(category, classRating, unratedEligible.orElse(false));
      case GROUP:
      default:
        if (!category.members().contains(startNumbers[p])) {
          return Optional.of(Message.of("prize.ineligible.member"));
        }
        if (category.hasRatingBand()) {
          return band(category, classRating, unratedEligible.orElse(false));
        }
        if (!rated && !unratedEligible.orElse(unratedForGroups)) {
          return Optional.of(Message.of(unratedEligible.isPresent() ? "prize.ineligible.unrated"
              : "prize.ineligible.unratedGroup"));
        }
        return Optional.empty();
    }
  }

  private static Optional<Message> band(PrizeCategory category, int classRating,
      boolean unratedEligible) {
    if (classRating < 0) {
      return unratedEligible ? Optional.empty()
          : Optional.of(Message.of("prize.ineligible.unrated"));
    }
    boolean inside = category.minRating().orElse(Integer.MIN_VALUE) <= classRating
        && classRating <= category.maxRating().orElse(Integer.MAX_VALUE);
    return inside ? Optional.empty()
        : Optional.of(Message.of("prize.ineligible.rating", (long) classRating, category.band()));
  }
}
