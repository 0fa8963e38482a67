package org.tiebreak.trf;

import java.util.List;
import java.util.stream.Collectors;
import org.tiebreak.api.TiebreakException;

/**
 * A TRF file cannot be read as a tournament. {@link #problems()} lists every problem found, not
 * only the first, each with its line and, where it makes sense, its column.
 */
public final class TrfException extends TiebreakException {
  private static final long serialVersionUID = 1L;

  private final transient List<TrfProblem> problems;

  /**
   * An exception listing {@code problems}.
   *
   * @throws IllegalArgumentException if {@code problems} is empty
   */
  public TrfException(List<TrfProblem> problems) {
    super(message(problems));
    this.problems = List.copyOf(problems);
  }

  /** Every problem found, in the order given ({@link Trf#read(byte[])} gives file order). */
  public List<TrfProblem> problems() {
    return problems;
  }

  private static String message(List<TrfProblem> problems) {
    if (problems.isEmpty()) {
      throw new IllegalArgumentException("an unreadable file has at least one problem");
    }
    return problems.size() + (problems.size() == 1 ? " problem" : " problems") + ":\n  "
        + problems.stream().map(TrfProblem::toString).collect(Collectors.joining("\n  "));
  }
}
