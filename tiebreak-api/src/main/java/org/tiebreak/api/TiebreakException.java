package org.tiebreak.api;

/** The base of every exception this library throws for bad input or a failing rule. */
public class TiebreakException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /** An exception with a message. */
  public TiebreakException(String message) {
    super(message);
  }

  /** An exception with a message and a cause. */
  public TiebreakException(String message, Throwable cause) {
    super(message, cause);
  }
}
