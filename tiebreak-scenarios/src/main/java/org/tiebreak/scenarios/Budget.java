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

  /** A part of what is left of this budget, at most {@code most} completions, by its deadline. */
  Budget part(long most) {
    return new Budget(Math.min(most, Math.max(0, completions - examined)), deadline, timed);
  }

  /** Counts the completions a part examined. */
  void spend(Budget part) {
    examined += part.examined;
  }

  /** Whether the question must stop: its completions used up, or the deadline passed. */
  boolean exhausted() {
    return examined >= completions || (timed && System.nanoTime() - deadline > 0);
  }
}
