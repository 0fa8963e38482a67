package org.tiebreak.trf;

import static org.apiguardian.api.API.Status.STABLE;

import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import org.apiguardian.api.API;
import org.tiebreak.api.Problem;

/**
 * One thing wrong with a TRF file, or tolerated in it, located by line and column.
 *
 * @param kind what is wrong, for programs
 * @param message what is wrong, for people
 * @param line the line of the file (from 1)
 * @param column the column of that line (from 1), if known
 * @param player the start rank of the player concerned, if any
 * @param round the round concerned (from 1), if any
 * @param tournamentProblem for {@link Kind#INCONSISTENT_TOURNAMENT}, what is wrong with the
 *     tournament the file describes (its player and round are this problem's); empty for every
 *     other kind
 */
@API(status = STABLE, since = "1.0")
public record TrfProblem(Kind kind, String message, int line, OptionalInt column,
    OptionalInt player, OptionalInt round, Optional<Problem> tournamentProblem) {

  /** What is wrong. */
  public enum Kind {
    /** A line is shorter than a field it must hold, or a field is out of place. */
    MALFORMED_LINE,
    /** A field holds a value it cannot hold. */
    INVALID_FIELD,
    /** The file cannot be read at all. */
    UNREADABLE_FILE,
    /**
     * The file is larger than a {@link TrfLimits limit} allows: its size, its player records or a
     * record's rounds; the message names the limit.
     */
    TOO_LARGE,
    /** Something that is tolerated, but may be a mistake (never fatal). */
    WARNING,
    /**
     * The fields can be read, but the tournament they describe is inconsistent:
     * {@link TrfProblem#tournamentProblem()} says how.
     */
    INCONSISTENT_TOURNAMENT
  }

  /**
   * Checks the components.
   *
   * @throws IllegalArgumentException if {@code line} or {@code column} is below 1, or if
   *     {@code tournamentProblem} is not given exactly for {@link Kind#INCONSISTENT_TOURNAMENT},
   *     or names another player or round
   */
  public TrfProblem {
    Objects.requireNonNull(kind, "kind");
    Objects.requireNonNull(message, "message");
    Objects.requireNonNull(column, "column");
    Objects.requireNonNull(player, "player");
    Objects.requireNonNull(round, "round");
    Objects.requireNonNull(tournamentProblem, "tournamentProblem");
    if (line < 1 || column.orElse(1) < 1) {
      throw new IllegalArgumentException("lines and columns count from 1: line " + line
          + ", column " + column);
    }
    if (tournamentProblem.isPresent() != (kind == Kind.INCONSISTENT_TOURNAMENT)) {
      throw new IllegalArgumentException(kind + " with tournament problem " + tournamentProblem);
    }
    if (tournamentProblem.isPresent() && !(tournamentProblem.get().player().equals(player)
        && tournamentProblem.get().round().equals(round))) {
      throw new IllegalArgumentException("the player and round are not those of "
          + tournamentProblem.get());
    }
  }

  /**
   * A problem at a line of a file, at a column if {@code column} is positive.
   *
   * @param kind any kind but {@link Kind#INCONSISTENT_TOURNAMENT}
   */
  public static TrfProblem at(Kind kind, int line, int column, String message) {
    return inRecord(kind, 0, 0, line, column, message);
  }

  /**
   * A problem of the tournament a file describes, placed at a line of the file and at a column if
   * {@code column} is positive; its kind is {@link Kind#INCONSISTENT_TOURNAMENT}.
   *
   * @param problem what is wrong with the tournament
   * @param message what is wrong, for people, as the file shows it
   */
  public static TrfProblem inconsistent(Problem problem, String message, int line, int column) {
    return new TrfProblem(Kind.INCONSISTENT_TOURNAMENT, message, line, positive(column),
        problem.player(), problem.round(), Optional.of(problem));
  }

  /** A problem in the record of a player, in a round's fields if {@code round} is positive. */
  static TrfProblem inRecord(Kind kind, int player, int round, int line, int column,
      String message) {
    return new TrfProblem(kind, message, line, positive(column), positive(player),
        positive(round), Optional.empty());
  }

  private static OptionalInt positive(int value) {
    return value > 0 ? OptionalInt.of(value) : OptionalInt.empty();
  }

  /** For example {@code "line 12, column 99: ..."} or {@code "line 7: ..."}. */
  @Override
  public String toString() {
    return column.isPresent() ? "line " + line + ", column " + column.getAsInt() + ": " + message
        : "line " + line + ": " + message;
  }
}
