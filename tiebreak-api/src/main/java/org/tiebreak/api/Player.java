package org.tiebreak.api;

import static org.apiguardian.api.API.Status.STABLE;

import java.util.Map;
import java.util.OptionalInt;
import org.apiguardian.api.API;
import org.tiebreak.api.internal.ValueStyle;
import org.immutables.value.Value;

/**
 * A player: start number (the pairing number that identifies the player throughout), name,
 * optional rating and optional federation ids (for example {@code "FIDE" -> "1503014"}).
 *
 * <p>For the rating-based tie-breaks a player may also have ratings that take effect during a
 * long event, each from a round on ({@link #ratingChanges()}; FIDE C.07 Art. 10 of 2026: a
 * player can get more than one rating during the tournament), and, when unrated, a rating the
 * arbiter assigned or estimated ({@link #assignedRating()}; the preamble of Art. 10: unrated
 * players are counted as the tournament's regulations or the Chief Arbiter say).
 *
 * <p>This class is immutable and thread-safe.
 */
@Value.Immutable
@ValueStyle
@SuppressWarnings("exports") // Immutables' annotations are compile-time markers only
@API(status = STABLE, since = "1.0")
public abstract class Player {

  Player() {}

  /** The start number, at least 1; opponents are named by it. */
  public abstract int startNumber();

  /** The name as it is shown, usually "Lastname, Firstname". */
  public abstract String name();

  /** The rating used by rating-based tie-breaks; empty for an unrated player. */
  public abstract OptionalInt rating();

  /**
   * The ratings the player gets during the event, by the round from which each is in force
   * (round 2 or later): a rating published while a long event runs. Empty for most players;
   * {@link #rating()} is the rating in force from round 1.
   */
  public abstract Map<Integer, Integer> ratingChanges();

  /**
   * The rating the arbiter assigned or estimated for the player while unrated, which the
   * rating-based tie-breaks count in a round where the player has no rating of their own, unless
   * a tie-break gives every unrated player one fixed rating (FIDE {@code /U}); empty if none.
   */
  public abstract OptionalInt assignedRating();

  /**
   * The player's own rating in force in {@code round} (from 1): the latest of {@link #rating()}
   * and the {@link #ratingChanges()} taking effect in that round or before; empty if the player
   * has none then.
   */
  public OptionalInt ratingInRound(int round) {
    Map<Integer, Integer> changes = ratingChanges();
    if (changes.isEmpty()) {
      return rating();
    }
    int from = 1;
    OptionalInt rating = rating();
    for (Map.Entry<Integer, Integer> change : changes.entrySet()) {
      if (change.getKey() <= round && change.getKey() > from) {
        from = change.getKey();
        rating = OptionalInt.of(change.getValue());
      }
    }
    return rating;
  }

  /** Ids by issuing body, such as {@code "FIDE"} or {@code "USCF"}, in insertion order. */
  public abstract Map<String, String> federationIds();

  /** An unrated player with no federation ids. */
  public static Player of(int startNumber, String name) {
    return builder().startNumber(startNumber).name(name).build();
  }

  /** A rated player with no federation ids. */
  public static Player of(int startNumber, String name, int rating) {
    return builder().startNumber(startNumber).name(name).rating(rating).build();
  }

  /** A builder for a player with all its attributes. */
  public static Builder builder() {
    return new Builder();
  }

  @Value.Check
  void check() {
    if (startNumber() < 1) {
      throw new IllegalArgumentException("start number must be at least 1: " + startNumber());
    }
    if (rating().isPresent() && rating().getAsInt() < 0) {
      throw new IllegalArgumentException(
          "rating of player " + startNumber() + " must not be negative: " + rating().getAsInt());
    }
    for (Map.Entry<Integer, Integer> change : ratingChanges().entrySet()) {
      if (change.getKey() == null || change.getValue() == null) {
        throw new NullPointerException("a rating change of player " + startNumber()
            + " without a round or a rating");
      }
      if (change.getKey() < 2) {
        throw new IllegalArgumentException("a rating change of player " + startNumber()
            + " takes effect from round 2 or later (rating() is round 1's): round "
            + change.getKey());
      }
      if (change.getValue() < 0) {
        throw new IllegalArgumentException("rating of player " + startNumber() + " from round "
            + change.getKey() + " must not be negative: " + change.getValue());
      }
    }
    if (assignedRating().isPresent() && assignedRating().getAsInt() < 0) {
      throw new IllegalArgumentException("assigned rating of player " + startNumber()
          + " must not be negative: " + assignedRating().getAsInt());
    }
  }

  /** Builds a {@link Player}; {@code startNumber} and {@code name} are required. */
  public static final class Builder extends ImmutablePlayer.Builder {
    Builder() {}

    /** A rating the player has from {@code round} (2 or later) on: see {@link #ratingChanges()}. */
    public Builder ratingFrom(int round, int rating) {
      putRatingChanges(round, rating);
      return this;
    }
  }
}
