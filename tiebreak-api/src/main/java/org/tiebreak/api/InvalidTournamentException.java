package org.tiebreak.api;

import java.util.List;
import java.util.stream.Collectors;

/**
 * A tournament is inconsistent. {@link #problems()} lists every problem found, not only the first,
 * each with its player and round.
 */
public final class InvalidTournamentException extends TiebreakException {
  private static final long serialVersionUID = 1L;

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
    return problems.size() + (problems.size() == 1 ? " problem" : " problems") + ":\n  "
        + problems.stream().map(Problem::toString).collect(Collectors.joining("\n  "));
  }
}
