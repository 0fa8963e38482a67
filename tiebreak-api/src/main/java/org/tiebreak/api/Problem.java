package org.tiebreak.api;

import java.util.Objects;
import java.util.OptionalInt;

/**
 * One thing wrong with a tournament, located by player and round.
 *
 * @param kind what is wrong, for programs
 * @param message what is wrong, for people
 * @param player the start number concerned, if any
 * @param round the round concerned (from 1), if any
 */
public record Problem(Kind kind, String message, OptionalInt player, OptionalInt round) {

  /** What is wrong. */
  public enum Kind {
    /** The planned number of rounds is below 1. */
    INVALID_PLANNED_ROUNDS,
    /** Two players have the same start number. */
    DUPLICATE_START_NUMBER,
    /** A player has an empty name. */
    BLANK_NAME,
    /** A result is given for a start number that is not among the players. */
    UNKNOWN_PLAYER,
    /** A result names an opponent that is not among the players. */
    UNKNOWN_OPPONENT,
    /** A player is paired with themself. */
    SELF_PAIRING,
    /** A player has more than one result in a round. */
    TWO_RESULTS_IN_ROUND,
    /** Two players both name the same third player as their opponent in one round. */
    PAIRED_TWICE,
    /** A player has no result for a round that has been played. */
    MISSING_RESULT,
    /** A result is given for a round after the planned last round. */
    ROUND_BEYOND_PLANNED,
    /** A player's opponent names somebody else, or a bye, for that round. */
    OPPONENT_DISAGREES,
    /** The two sides of a game disagree about its result. */
    RESULT_DISAGREES,
    /** The two sides of a game disagree about the colours, or only one side gives them. */
    COLOUR_DISAGREES,
    /** Two players meet more often than the format allows. */
    TOO_MANY_MEETINGS,
    /** A player has a result other than a withdrawal after withdrawing. */
    RESULT_AFTER_WITHDRAWAL,
    /** A late entry is recorded after the player's first round. */
    LATE_ENTRY_AFTER_START,
    /** More than one pairing-allocated bye in one round. */
    SECOND_PAIRING_ALLOCATED_BYE
  }

  public Problem {
    Objects.requireNonNull(kind, "kind");
    Objects.requireNonNull(message, "message");
    Objects.requireNonNull(player, "player");
    Objects.requireNonNull(round, "round");
  }

  /** A problem with a player, in a round if {@code round} is positive. */
  public static Problem of(Kind kind, int player, int round, String message) {
    return new Problem(kind, message, positive(player), positive(round));
  }

  private static OptionalInt positive(int value) {
    return value > 0 ? OptionalInt.of(value) : OptionalInt.empty();
  }

  /** For example {@code "player 3, round 2: ..."}. */
  @Override
  public String toString() {
    StringBuilder where = new StringBuilder();
    player.ifPresent(p -> where.append("player ").append(p));
    round.ifPresent(r -> where.append(where.length() > 0 ? ", " : "").append("round ").append(r));
    return where.length() == 0 ? message : where + ": " + message;
  }
}
