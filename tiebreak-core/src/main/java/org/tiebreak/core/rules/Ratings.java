package org.tiebreak.core.rules;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import org.tiebreak.api.Player;
import org.tiebreak.api.RatingUse;
import org.tiebreak.api.Score;
import org.tiebreak.api.rule.Crosstable;
import org.tiebreak.api.rule.TiebreakContext;
import org.tiebreak.api.standings.Message;

/** The ratings the rating-based rules use, by player index. */
final class Ratings {

  /** Marks an unrated player whose games are left out. */
  static final int SKIPPED = -1;

  private Ratings() {}

  /** Checks the rating an unrated player counts with, if any. */
  static void check(OptionalInt unratedRating) {
    Objects.requireNonNull(unratedRating, "unratedRating");
    if (unratedRating.isPresent() && unratedRating.getAsInt() < 0) {
      throw new IllegalArgumentException("the rating of unrated players must not be negative: "
          + unratedRating.getAsInt());
    }
  }

  /** The key under which a context shares the ratings for one handling of unrated players. */
  private record Key(OptionalInt unratedRating) {}

  /**
   * Every player's rating for each game as the rules count it, by index: the player's own (the
   * first, or the one in force in the game's round where the tournament counts ratings by round),
   * else {@code unratedRating} where a rule gives every unrated player one, else the rating the
   * arbiter assigned the player, else {@link #SKIPPED}.
   */
  static final class Table {
    /** Each player's rating, by index; the same in every round. */
    private final int[] ratings;
    /** Each player-round's rating ({@code p * rounds + r}) where some change during the event, or null. */
    private final int[] byRound;
    private final int rounds;

    private Table(int[] ratings, int[] byRound, int rounds) {
      this.ratings = ratings;
      this.byRound = byRound;
      this.rounds = rounds;
    }

    /** Player {@code p}'s rating for a game of round {@code r} (from 0), or {@link #SKIPPED}. */
    int rating(int p, int r) {
      return byRound == null ? ratings[p] : byRound[p * rounds + r];
    }

    /** Each player's rating by index where it is the same in every round, else null. */
    int[] flat() {
      return byRound == null ? ratings : null;
    }
  }

  /** The ratings the rules count, computed once per ranking and handling of unrated players. */
  static Table of(TiebreakContext context, OptionalInt unratedRating) {
    return context.shared(new Key(unratedRating), c -> {
      Crosstable table = c.crosstable();
      int players = table.players();
      int rounds = table.rounds();
      int[] ratings = new int[players];
      for (int p = 0; p < players; p++) {
        Player player = table.player(p);
        ratings[p] = counted(player.rating(), player, unratedRating);
      }
      if (c.tournament().ratingUse() != RatingUse.BY_ROUND
          || !c.tournament().spansRatingPeriods()) {
        return new Table(ratings, null, rounds);
      }
      int[] byRound = new int[players * rounds];
      for (int p = 0; p < players; p++) {
        Player player = table.player(p);
        for (int r = 0; r < rounds; r++) {
          byRound[p * rounds + r] = player.ratingChanges().isEmpty() ? ratings[p]
              : counted(table.rating(p, r), player, unratedRating);
        }
      }
      return new Table(ratings, byRound, rounds);
    });
  }

  /** Whether player {@code p} has a rating of their own. */
  static boolean isRated(Crosstable table, int p) {
    return table.player(p).rating().isPresent();
  }

  /** The rating counted for a player whose own rating is {@code own}. */
  private static int counted(OptionalInt own, Player player, OptionalInt unratedRating) {
    if (own.isPresent()) {
      return own.getAsInt();
    }
    if (unratedRating.isPresent()) {
      return unratedRating.getAsInt();
    }
    return player.assignedRating().orElse(SKIPPED);
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

  /**
   * How an opponent's rating for a game of round {@code r} came about, for an explanation line:
   * the rating given to unrated players, the one the arbiter assigned, a game left out for want
   * of a rating, or a rating other than the first in force in that round; null for the
   * opponent's own first rating.
   */
  static Message note(TiebreakContext context, int o, int r, OptionalInt unratedRating) {
    Crosstable table = context.crosstable();
    OptionalInt own = table.rating(o, r);
    Player player = table.player(o);
    if (own.isPresent()) {
      return player.rating().equals(own) ? null
          : Message.of("ratings.inForce", own.getAsInt(), r + 1);
    }
    if (unratedRating.isPresent()) {
      return Message.of("ratings.unratedCounted", unratedRating.getAsInt());
    }
    if (player.assignedRating().isPresent()) {
      return Message.of("ratings.unratedAssigned", player.assignedRating().getAsInt());
    }
    return Message.of("ratings.unratedSkipped");
  }

  /** Why a round without a game over the board adds nothing to a rating-based figure. */
  static Message notPlayedNote() {
    return Message.of("ratings.notPlayed");
  }
}
