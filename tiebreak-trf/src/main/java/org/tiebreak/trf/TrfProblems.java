package org.tiebreak.trf;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.PriorityQueue;
import java.util.function.Supplier;

/**
 * The problems (or the warnings) found while reading a file: the first {@link #LISTED} in file
 * order are kept, the others only counted, so that a file with millions of bad fields costs no
 * more memory than one with a hundred. Problems at the same place keep the order they were found
 * in.
 */
final class TrfProblems {

  /** How many problems are listed. */
  static final int LISTED = 100;

  /** A problem and the order it was found in. */
  private record Found(TrfProblem problem, long order) {}

  private static final Comparator<Found> BY_PLACE = Comparator
      .comparingInt((Found found) -> found.problem.line())
      .thenComparingInt(found -> found.problem.column().orElse(0))
      .thenComparingLong(Found::order);

  /** The kept problems, the last in file order at the head. */
  private final PriorityQueue<Found> kept = new PriorityQueue<>(BY_PLACE.reversed());
  private long found;
  /** The place of the first problem in file order of those not kept, if any. */
  private int firstUnlistedLine;
  private int firstUnlistedColumn;

  void add(TrfProblem problem) {
    Found next = new Found(problem, found++);
    kept.add(next);
    if (kept.size() > LISTED) {
      Found last = kept.poll();
      unlisted(last.problem.line(), last.problem.column().orElse(0));
    }
  }

  /**
   * Adds the problem {@code problem} makes, which is at {@code line} and {@code column}; makes it
   * only if it is among the first {@link #LISTED} in file order so far, and otherwise only counts
   * it, so that a million problems cost no million messages.
   */
  void add(int line, int column, Supplier<TrfProblem> problem) {
    Found last = kept.peek();
    if (kept.size() >= LISTED && (line > last.problem.line() || line == last.problem.line()
        && column >= last.problem.column().orElse(0))) {
      found++;
      unlisted(line, column);
    } else {
      add(problem.get());
    }
  }

  private void unlisted(int line, int column) {
    if (firstUnlistedLine == 0 || line < firstUnlistedLine
        || line == firstUnlistedLine && column < firstUnlistedColumn) {
      firstUnlistedLine = line;
      firstUnlistedColumn = column;
    }
  }

  boolean isEmpty() {
    return found == 0;
  }

  /** How many were found but not kept. */
  int unlisted() {
    return (int) Math.min(Integer.MAX_VALUE, found - kept.size());
  }

  /** The kept problems in file order. */
  List<TrfProblem> listed() {
    List<Found> sorted = new ArrayList<>(kept);
    sorted.sort(BY_PLACE);
    List<TrfProblem> problems = new ArrayList<>(sorted.size() + 1);
    for (Found each : sorted) {
      problems.add(each.problem);
    }
    return problems;
  }

  /**
   * The kept warnings in file order, then, if some were not kept, one more at the place of the
   * first of those saying how many there are.
   */
  List<TrfProblem> listedWithCount() {
    List<TrfProblem> problems = listed();
    if (firstUnlistedLine > 0) {
      int more = unlisted();
      problems.add(TrfProblem.at(TrfProblem.Kind.WARNING, firstUnlistedLine, firstUnlistedColumn,
          more + " more " + (more == 1 ? "warning" : "warnings") + " from here on "
              + (more == 1 ? "is" : "are") + " not listed (reading lists the first " + LISTED
              + ")"));
    }
    return problems;
  }

  /** An exception listing the kept problems and counting the others. */
  TrfException exception() {
    if (isEmpty()) {
      add(TrfProblem.at(TrfProblem.Kind.UNREADABLE_FILE, 1, 1, "the file is inconsistent"));
    }
    return new TrfException(listed(), unlisted());
  }
}
