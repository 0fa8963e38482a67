package org.tiebreak.uschess;

import static org.apiguardian.api.API.Status.STABLE;

import java.util.List;
import java.util.stream.Collectors;
import org.apiguardian.api.API;
import org.tiebreak.api.TiebreakException;

/**
 * A US Chess rating report cannot be read as tournaments. {@link #problems()} lists every
 * problem found, each with its file, record and field.
 */
@API(status = STABLE, since = "1.0")
public final class UsChessException extends TiebreakException {
  private static final long serialVersionUID = 1L;

  private final transient List<UsChessProblem> problems;

  /**
   * An exception listing {@code problems}.
   *
   * @throws IllegalArgumentException if {@code problems} is empty
   */
  public UsChessException(List<UsChessProblem> problems) {
    super(message(problems));
    this.problems = List.copyOf(problems);
  }

  /** The problems, in file and record order. */
  public List<UsChessProblem> problems() {
    return problems;
  }

  private static String message(List<UsChessProblem> problems) {
    if (problems.isEmpty()) {
      throw new IllegalArgumentException("an unreadable report has at least one problem");
    }
    return problems.size() + (problems.size() == 1 ? " problem" : " problems") + ":\n  "
        + problems.stream().map(UsChessProblem::toString).collect(Collectors.joining("\n  "));
  }
}
