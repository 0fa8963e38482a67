package org.tiebreak.uschess;

import static org.apiguardian.api.API.Status.STABLE;

import java.util.Objects;
import java.util.Optional;
import org.apiguardian.api.API;
import org.tiebreak.api.Problem;

/**
 * One problem of a US Chess rating report, or one oddity that reading tolerated: in which file,
 * which record (from 1; 0 for the file as a whole) and which field, and what it is, in English. A
 * problem of a section's tournament carries the model's {@link Problem}.
 *
 * @param file the file's name, such as {@code TDEXPORT.DBF}
 * @param record the record, from 1; 0 where the problem is the file's
 * @param field the field, such as {@code D_RND03}, where the problem is one field's
 * @param message what is wrong, in English
 * @param tournamentProblem the problem of the tournament, where the report is inconsistent
 */
@API(status = STABLE, since = "1.0")
public record UsChessProblem(String file, int record, Optional<String> field, String message,
    Optional<Problem> tournamentProblem) {

  /**
   * Checks the components.
   *
   * @throws IllegalArgumentException if the record is negative
   */
  public UsChessProblem {
    Objects.requireNonNull(file, "file");
    Objects.requireNonNull(field, "field");
    Objects.requireNonNull(message, "message");
    Objects.requireNonNull(tournamentProblem, "tournamentProblem");
    if (record < 0) {
      throw new IllegalArgumentException("records count from 1: " + record);
    }
  }

  /** "TDEXPORT.DBF, record 3, field D_RND02: message". */
  @Override
  public String toString() {
    return file + (record > 0 ? ", record " + record : "")
        + field.map(f -> ", field " + f).orElse("") + ": " + message;
  }
}
