package org.tiebreak.formats;

import static org.apiguardian.api.API.Status.STABLE;

import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import org.apiguardian.api.API;
import org.tiebreak.api.Problem;

/**
 * One problem of a Chess-JSON or PGN file, or one oddity that reading tolerated: where it is (the
 * line from 1, and the column from 1 in characters where it makes sense) and what it is, in
 * English. A problem of the tournament the file describes (a player paired twice in a round, two
 * sides of a game that disagree) carries the model's {@link Problem}, whose {@link
 * Problem#format(java.util.Locale)} gives it in another language.
 *
 * @param message what is wrong, in English
 * @param line the line, from 1
 * @param column the column, from 1, where the problem is at one place of the line
 * @param tournamentProblem the problem of the tournament, where the file's content is inconsistent
 */
@API(status = STABLE, since = "1.0")
public record FormatProblem(String message, int line, OptionalInt column,
    Optional<Problem> tournamentProblem) {

  /**
   * Checks the components.
   *
   * @throws IllegalArgumentException if the line or column is below 1
   */
  public FormatProblem {
    Objects.requireNonNull(message, "message");
    Objects.requireNonNull(column, "column");
    Objects.requireNonNull(tournamentProblem, "tournamentProblem");
    if (line < 1 || column.orElse(1) < 1) {
      throw new IllegalArgumentException("lines and columns count from 1: line " + line
          + ", column " + column);
    }
  }

  /** A problem at a line and column. */
  public static FormatProblem at(int line, int column, String message) {
    return new FormatProblem(message, line, OptionalInt.of(column), Optional.empty());
  }

  /** A problem of a whole line (or of the file, at line 1). */
  public static FormatProblem atLine(int line, String message) {
    return new FormatProblem(message, line, OptionalInt.empty(), Optional.empty());
  }

  /** "line 3, column 7: message", or "line 3: message". */
  @Override
  public String toString() {
    return column.isPresent() ? "line " + line + ", column " + column.getAsInt() + ": " + message
        : "line " + line + ": " + message;
  }
}
