package org.tiebreak.api;

import static org.apiguardian.api.API.Status.STABLE;

import java.util.List;
import java.util.stream.Collectors;
import org.apiguardian.api.API;

/**
 * A tournament is inconsistent. {@link #problems()} lists every problem found, not only the first,
 * each with its player and round; the message gives the first 100 of them and counts the others,
 * so that an event with a million problems costs no more to report than one with a hundred.
 */
@API(status = STABLE, since = "1.0")
public final class InvalidTournamentException extends TiebreakException {
  private static final long serialVersionUID = 1L;

  /** How many problems the message gives. */
  private static final int LISTED = 100;

  private final transient List<Problem> problems;

  /**
   * An exception listing {@code problems}.
   *
   * @throws IllegalArgumentException if {@code problems} is empty
   */
  public InvalidTournamentException(List<Problem> problems) {
    super(message(problems));
    this.problems = List.copyOf(problems);
  }

  /** Every problem found, in the order found. */
  public List<Problem> problems() {
    return problems;
  }

  private static String message(List<Problem> problems) {
    if (problems.isEmpty()) {
      throw new IllegalArgumentException("an invalid tournament has at least one problem");
    }
    int count = problems.size();
    int unlisted = Math.max(0, count - LISTED);
    return count + (count == 1 ? " problem" : " problems")
        + (unlisted > 0 ? " (the first " + LISTED + " listed)" : "") + ":\n  "
        + problems.subList(0, count - unlisted).stream().map(Problem::toString)
            .collect(Collectors.joining("\n  "))
        + (unlisted > 0 ? "\n  and " + unlisted + " more" : "");
  }
}
