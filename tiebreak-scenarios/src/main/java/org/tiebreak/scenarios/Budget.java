package org.tiebreak.scenarios;

/** The work one question may do: completions examined, and the analysis's deadline. */
final class Budget {

  private final long completions;
  private final long deadline;
  private final boolean timed;
  private long examined;

  Budget(long completions, long deadline, boolean timed) {
    this.completions = completions;
    this.deadline = deadline;
    this.timed = timed;
  }

  /** Counts one completion examined. */
  void examine() {
    examined++;
  }

  long examined() {
    return examined;
  }

  /** Whether the question must stop: its completions used up, or the deadline passed. */
  boolean exhausted() {
    return examined >= completions || (timed && System.nanoTime() - deadline > 0);
  }
}
