package org.tiebreak.api;

import static org.apiguardian.api.API.Status.STABLE;

import org.apiguardian.api.API;

/**
 * A tie-break rule failed: it threw, returned {@code null}, or returned a group ordering that is
 * not a partition of the group it was given. The message names the rule and the player or group.
 */
@API(status = STABLE, since = "1.0")
public final class RuleFailedException extends TiebreakException {
  private static final long serialVersionUID = 1L;

  /** An exception naming what the rule did wrong. */
  public RuleFailedException(String message) {
    super(message);
  }

  /** An exception naming the rule and wrapping what it threw. */
  public RuleFailedException(String message, Throwable cause) {
    super(message, cause);
  }
}
