package org.tiebreak.trf;

import static org.apiguardian.api.API.Status.STABLE;

import java.util.List;
import java.util.stream.Collectors;
import org.apiguardian.api.API;
import org.tiebreak.api.TiebreakException;

/**
 * A TRF file cannot be read as a tournament. {@link #problems()} lists the problems found, not
 * only the first, each with its line and, where it makes sense, its column; reading lists the
 * first 100 in file order and counts the others ({@link #unlisted()}).
 */
@API(status = STABLE, since = "1.0")
public final class TrfException extends TiebreakException {
  private static final long serialVersionUID = 1L;

  private final transient List<TrfProblem> problems;
  private final int unlisted;

  /**
   * An exception listing {@code problems}.
   *
   * @throws IllegalArgumentException if {@code problems} is empty
   */
  public TrfException(List<TrfProblem> problems) {
    this(problems, 0);
  }

  /**
   * An exception listing {@code problems}, and counting {@code unlisted} more that are not listed.
   *
   * @throws IllegalArgumentException if {@code problems} is empty or {@code unlisted} is negative
   */
  public TrfException(List<TrfProblem> problems, int unlisted) {
    super(message(problems, unlisted));
    this.problems = List.copyOf(problems);
    this.unlisted = unlisted;
  }

  /** The problems listed, in the order given ({@link Trf#read(byte[])} gives file order). */
  public List<TrfProblem> problems() {
    return problems;
  }

  /**
   * How many more problems were found than {@link #problems()} lists: 0 unless reading found more
   * than 100, the first 100 of which (in file order) it lists.
   */
  public int unlisted() {
    return unlisted;
  }

  private static String message(List<TrfProblem> problems, int unlisted) {
    if (problems.isEmpty()) {
      throw new IllegalArgumentException("an unreadable file has at least one problem");
    }
    if (unlisted < 0) {
      throw new IllegalArgumentException("unlisted problems cannot be negative: " + unlisted);
    }
    long count = (long) problems.size() + unlisted;
    return count + (count == 1 ? " problem" : " problems")
        + (unlisted > 0 ? " (the first " + problems.size() + " listed)" : "") + ":\n  "
        + problems.stream().map(TrfProblem::toString).collect(Collectors.joining("\n  "))
        + (unlisted > 0 ? "\n  and " + unlisted + " more" : "");
  }
}
