package org.tiebreak.api;

import java.util.Objects;
import java.util.OptionalInt;

/**
 * One thing wrong with a tournament or a tournament file, located by player and round or by line
 * and column.
 *
 * @param kind what is wrong, for programs
 * @param message what is wrong, for people
 * @param player the start number concerned, if any
 * @param round the round concerned (from 1), if any
 * @param line the line of a file (from 1), if the problem comes from one
 * @param column the column of that line (from 1), if known
 */
public record Problem(Kind kind, String message, OptionalInt player, OptionalInt round,
    OptionalInt line, OptionalInt column) {

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
    SECOND_PAIRING_ALLOCATED_BYE,
    /** A file's line is shorter than a field it must hold, or a field is out of place. */
    MALFORMED_LINE,
    /** A field of a file holds a value it cannot hold. */
    INVALID_FIELD,
    /** A file cannot be read at all. */
    UNREADABLE_FILE,
    /** Something in a file that is tolerated, but may be a mistake (never fatal). */
    WARNING
  }

  public Problem {
    Objects.requireNonNull(kind, "kind");
    Objects.requireNonNull(message, "message");
    Objects.requireNonNull(player, "player");
    Objects.requireNonNull(round, "round");
    Objects.requireNonNull(line, "line");
    Objects.requireNonNull(column, "column");
  }

  /** A problem with a player, in a round if {@code round} is positive. */
  public static Problem of(Kind kind, int player, int round, String message) {
    return new Problem(kind, message, positive(player), positive(round),
        OptionalInt.empty(), OptionalInt.empty());
  }

  /** A problem at a line of a file, at a column if {@code column} is positive. */
  public static Problem at(Kind kind, int line, int column, String message) {
    return new Problem(kind, message, OptionalInt.empty(), OptionalInt.empty(),
        positive(line), positive(column));
  }

  /** The same problem placed at a line and column of a file. */
  public Problem atLine(int line, int column) {
    return new Problem(kind, message, player, round, positive(line), positive(column));
  }

  private static OptionalInt positive(int value) {
    return value > 0 ? OptionalInt.of(value) : OptionalInt.empty();
  }

  /** For example {@code "player 3, round 2: ..."} or {@code "line 12, column 99: ..."}. */
  @Override
  public String toString() {
    StringBuilder where = new StringBuilder();
    line.ifPresent(l -> where.append("line ").append(l));
    column.ifPresent(c -> where.append(where.length() > 0 ? ", " : "").append("column ").append(c));
    if (line.isEmpty()) {
      player.ifPresent(p -> where.append("player ").append(p));
      round.ifPresent(r -> where.append(where.length() > 0 ? ", " : "").append("round ").append(r));
    }
    return where.length() == 0 ? message : where + ": " + message;
  }
}
