package org.tiebreak.core.internal;

import org.tiebreak.api.standings.Standings;

/** A row of the standings at a place shared by the rows {@code first} to {@code last}. */
abstract class PlacedRow implements Standings.Row {

  private final int first;
  private final int last;

  /**
   * @param first the best place of the row's group (from 1)
   * @param last the worst place of the row's group
   */
  PlacedRow(int first, int last) {
    this.first = first;
    this.last = last;
  }

  @Override
  public final int rank() {
    return first;
  }

  @Override
  public final String place() {
    return first == last ? Integer.toString(first) : first + "-" + last;
  }

  @Override
  public final String toString() {
    return place() + " " + player().startNumber() + " " + player().name() + " " + score() + " "
        + values() + decidedBy().map(code -> " by " + code).orElse("")
        + remark().map(r -> " (" + r + ")").orElse("");
  }
}
