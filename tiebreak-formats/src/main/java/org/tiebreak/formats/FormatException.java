package org.tiebreak.formats;

import static org.apiguardian.api.API.Status.STABLE;

import java.util.List;
import java.util.stream.Collectors;
import org.apiguardian.api.API;
import org.tiebreak.api.TiebreakException;

/**
 * A Chess-JSON or PGN file cannot be read as a tournament. {@link #problems()} lists every
 * problem found (the first 100, in file order), each with its line and, where it makes sense, its
 * column; {@link #unlisted()} counts the others. A JSON text that is not JSON at all has one
 * problem: the first place where it goes wrong.
 */
@API(status = STABLE, since = "1.0")
public final class FormatException extends TiebreakException {
  private static final long serialVersionUID = 1L;

  /** How many problems are listed; the others are counted. */
  static final int LISTED = 100;

  private final transient List<FormatProblem> problems;
  private final int unlisted;

  /**
   * An exception listing {@code problems}: the first 100 of them, the others counted.
   *
   * @throws IllegalArgumentException if {@code problems} is empty
   */
  public FormatException(List<FormatProblem> problems) {
    super(message(problems));
    this.problems = List.copyOf(problems.subList(0, Math.min(LISTED, problems.size())));
    this.unlisted = Math.max(0, problems.size() - LISTED);
  }

  /** The problems listed, in file order. */
  public List<FormatProblem> problems() {
    return problems;
  }

  /** How many more problems were found than {@link #problems()} lists. */
  public int unlisted() {
    return unlisted;
  }

  private static String message(List<FormatProblem> problems) {
    if (problems.isEmpty()) {
      throw new IllegalArgumentException("an unreadable file has at least one problem");
    }
    int count = problems.size();
    List<FormatProblem> listed = problems.subList(0, Math.min(LISTED, count));
    return count + (count == 1 ? " problem" : " problems")
        + (count > LISTED ? " (the first " + LISTED + " listed)" : "") + ":\n  "
        + listed.stream().map(FormatProblem::toString).collect(Collectors.joining("\n  "))
        + (count > LISTED ? "\n  and " + (count - LISTED) + " more" : "");
  }
}
