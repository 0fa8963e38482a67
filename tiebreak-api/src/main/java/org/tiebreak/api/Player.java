package org.tiebreak.api;

import java.util.Map;
import java.util.OptionalInt;
import org.immutables.value.Value;

/**
 * A player: start number (the pairing number that identifies the player throughout), name,
 * optional rating and optional federation ids (for example {@code "FIDE" -> "1503014"}).
 *
 * <p>This class is immutable and thread-safe.
 */
@Value.Immutable
@ValueStyle
@SuppressWarnings("exports") // Immutables' annotations are compile-time markers only
public abstract class Player {

  Player() {}

  /** The start number, at least 1; opponents are named by it. */
  public abstract int startNumber();

  /** The name as it is shown, usually "Lastname, Firstname". */
  public abstract String name();

  /** The rating used by rating-based tie-breaks; empty for an unrated player. */
  public abstract OptionalInt rating();

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
  }

  /** Builds a {@link Player}; {@code startNumber} and {@code name} are required. */
  public static final class Builder extends ImmutablePlayer.Builder {
    Builder() {}
  }
}
