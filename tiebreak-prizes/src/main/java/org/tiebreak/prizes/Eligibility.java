package org.tiebreak.prizes;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import org.tiebreak.api.Player;
import org.tiebreak.api.standings.Message;
import org.tiebreak.api.standings.Standings;

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

  Eligibility(List<Standings.Row> rows, PrizeList list, SharingPolicy policy) {
    this.categories = list.categories();
    this.unratedForGroups = policy.unratedEligibleForGroups();
    Terms[] terms = new Terms[categories.size()];
    for (int c = 0; c < terms.length; c++) {
      terms[c] = new Terms(categories.get(c), unratedForGroups);
    }
    int n = rows.size();
    this.words = (categories.size() + 63) / 64;
    this.bits = new long[n * words];
    this.rating = new int[n];
    this.assigned = new int[n];
    this.startNumbers = new int[n];
    Map<Integer, Integer> named = list.ratings().isEmpty() ? null : list.ratings();
    Map<Integer, Integer> assignedRatings =
        list.assignedRatings().isEmpty() ? null : list.assignedRatings();
    for (int p = 0; p < n; p++) {
      Player player = rows.get(p).player();
      int number = player.startNumber();
      startNumbers[p] = number;
      Integer own = named == null ? null : named.get(number);
      OptionalInt playerRating = player.rating();
      rating[p] = own != null ? own : playerRating.isPresent() ? playerRating.getAsInt() : -1;
      Integer given = assignedRatings == null ? null : assignedRatings.get(number);
      assigned[p] = rating[p] < 0 && given != null ? given : -1;
      for (int c = 0; c < terms.length; c++) {
        if (eligible(p, terms[c])) {
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

  /** A category's terms, read once: who may win it. */
  private static final class Terms {
    final PrizeCategory.Kind kind;
    final int min;
    final int max;
    /** Whether an unrated player may win it without an assigned rating. */
    final boolean unrated;
    final java.util.BitSet members;

    Terms(PrizeCategory category, boolean unratedForGroups) {
      this.kind = category.kind();
      this.min = category.minRating().orElse(Integer.MIN_VALUE);
      this.max = category.maxRating().orElse(Integer.MAX_VALUE);
      Optional<Boolean> stated = category.unratedEligible();
      this.unrated = stated.orElse(kind == PrizeCategory.Kind.PLACE
          || (kind == PrizeCategory.Kind.GROUP && !category.hasRatingBand() && unratedForGroups));
      this.members = new java.util.BitSet();
      for (int number : category.members()) {
        members.set(number);
      }
    }
  }

  /** Whether the player of row {@code p} may win the category: {@link #reason} without its text. */
  private boolean eligible(int p, Terms terms) {
    boolean rated = rating[p] >= 0;
    int classRating = rated ? rating[p] : assigned[p];
    switch (terms.kind) {
      case PLACE:
        return rated || terms.unrated;
      case UNRATED:
        return !rated;
      case RATING:
        return classRating < 0 ? terms.unrated
            : terms.min <= classRating && classRating <= terms.max;
      case GROUP:
      default:
        if (!terms.members.get(startNumbers[p])) {
          return false;
        }
        if (terms.min == Integer.MIN_VALUE && terms.max == Integer.MAX_VALUE) {
          return rated || terms.unrated;
        }
        return classRating < 0 ? terms.unrated
            : terms.min <= classRating && classRating <= terms.max;
    }
  }

  private static boolean inBand(PrizeCategory category, int classRating) {
    return category.minRating().orElse(Integer.MIN_VALUE) <= classRating
        && classRating <= category.maxRating().orElse(Integer.MAX_VALUE);
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
    return inBand(category, classRating) ? Optional.empty()
        : Optional.of(Message.of("prize.ineligible.rating", (long) classRating, category.band()));
  }
}
