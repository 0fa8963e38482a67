package org.tiebreak.prizes;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import java.util.List;
import java.util.stream.Collectors;
import org.apiguardian.api.API;
import org.tiebreak.api.TiebreakException;
import org.tiebreak.api.standings.Message;

/**
 * A prize list is inconsistent in itself or with the standings it is applied to.
 * {@link #problems()} lists every problem found, not only the first, each naming the category,
 * prize or player concerned.
 */
@API(status = EXPERIMENTAL, since = "1.0")
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
