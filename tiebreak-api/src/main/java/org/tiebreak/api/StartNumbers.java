package org.tiebreak.api;

import java.util.Arrays;
import java.util.List;

/**
 * The distinct start numbers of a tournament's players in ascending order, each with its position
 * (from 0): found in a table by number where the numbers are dense, else by binary search.
 */
final class StartNumbers {

  private final int[] numbers;
  /** The position of each start number, -1 for none; null where the numbers are sparse. */
  private final int[] positions;

  private StartNumbers(int[] ascending) {
    this.numbers = ascending;
    int highest = ascending.length == 0 ? 0 : ascending[ascending.length - 1];
    if (highest <= 4L * ascending.length + 64) {
      positions = new int[highest + 1];
      Arrays.fill(positions, -1);
      for (int i = 0; i < ascending.length; i++) {
        positions[ascending[i]] = i;
      }
    } else {
      positions = null;
    }
  }

  /** The distinct start numbers of these players (duplicates once). */
  static StartNumbers of(List<Player> players) {
    int[] all = new int[players.size()];
    boolean ascending = true;
    for (int i = 0; i < all.length; i++) {
      all[i] = players.get(i).startNumber();
      ascending &= i == 0 || all[i] > all[i - 1];
    }
    if (ascending) {
      return new StartNumbers(all);
    }
    Arrays.sort(all);
    int distinct = 0;
    for (int i = 0; i < all.length; i++) {
      if (distinct == 0 || all[i] != all[distinct - 1]) {
        all[distinct++] = all[i];
      }
    }
    return new StartNumbers(Arrays.copyOf(all, distinct));
  }

  /** The number of distinct start numbers. */
  int size() {
    return numbers.length;
  }

  /** The start number at {@code position}. */
  int number(int position) {
    return numbers[position];
  }

  /** The position of {@code startNumber}, or -1 if no player has it. */
  int positionOf(int startNumber) {
    if (positions != null) {
      return startNumber >= 0 && startNumber < positions.length ? positions[startNumber] : -1;
    }
    int found = Arrays.binarySearch(numbers, startNumber);
    return found >= 0 ? found : -1;
  }
}
