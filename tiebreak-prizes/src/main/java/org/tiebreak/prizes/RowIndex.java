package org.tiebreak.prizes;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.tiebreak.api.standings.Standings;

/**
 * The row of each player of the standings by start number: an array where the numbers are about
 * as many as the players (as they are), a map otherwise.
 */
final class RowIndex {

  private final int[] byNumber;
  private final Map<Integer, Integer> byMap;

  RowIndex(List<Standings.Row> rows) {
    int n = rows.size();
    int largest = 0;
    for (Standings.Row row : rows) {
      largest = Math.max(largest, row.player().startNumber());
    }
    if (largest <= 4L * n + 1024) {
      byNumber = new int[largest + 1];
      java.util.Arrays.fill(byNumber, -1);
      for (int p = 0; p < n; p++) {
        byNumber[rows.get(p).player().startNumber()] = p;
      }
      byMap = null;
    } else {
      byNumber = null;
      byMap = new HashMap<>(n * 2);
      for (int p = 0; p < n; p++) {
        byMap.put(rows.get(p).player().startNumber(), p);
      }
    }
  }

  /** The row of the player, or -1 if the standings have no such player. */
  int of(int startNumber) {
    if (byNumber != null) {
      return startNumber >= 0 && startNumber < byNumber.length ? byNumber[startNumber] : -1;
    }
    Integer row = byMap.get(startNumber);
    return row == null ? -1 : row;
  }
}
