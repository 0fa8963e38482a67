package org.tiebreak.prizes;

import java.util.List;
import java.util.stream.Collectors;
import org.tiebreak.api.Message;
import org.tiebreak.api.TiebreakException;

/**
 * A prize list is inconsistent in itself or with the standings it is applied to.
 * {@link #problems()} lists every problem found, not only the first, each naming the category,
 * prize or player concerned.
 */
public final class InvalidPrizeListException extends TiebreakException {
  private static final long serialVersionUID = 1L;

  private final transient List<Message> problems;

  /**
   * An exception listing {@code problems}.
   *
   * @throws IllegalArgumentException if {@code problems} is empty
   */
  public InvalidPrizeListException(List<Message> problems) {
    super(message(problems));
    this.problems = List.copyOf(problems);
  }

  /** Every problem found, in the order found. */
  public List<Message> problems() {
    return problems;
  }

  private static String message(List<Message> problems) {
    if (problems.isEmpty()) {
      throw new IllegalArgumentException("an invalid prize list has at least one problem");
    }
    return problems.size() + (problems.size() == 1 ? " problem" : " problems") + ":\n  "
        + problems.stream().limit(100).map(Message::toString).collect(Collectors.joining("\n  "))
        + (problems.size() > 100 ? "\n  and " + (problems.size() - 100) + " more" : "");
  }
}
