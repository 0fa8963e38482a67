package org.tiebreak.api;

import static org.apiguardian.api.API.Status.STABLE;

import java.util.Objects;
import org.apiguardian.api.API;

/** The base of every exception this library throws for bad input or a failing rule. */
@API(status = STABLE, since = "1.0")
public class TiebreakException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /** An exception with a message. */
  public TiebreakException(String message) {
    super(Objects.requireNonNull(message, "message"));
  }

  /** An exception with a message and a cause. */
  public TiebreakException(String message, Throwable cause) {
    super(Objects.requireNonNull(message, "message"), Objects.requireNonNull(cause, "cause"));
  }
}
