package org.tiebreak.prizes;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The prizes of one prize group (the categories of which a player wins at most one prize) as the
 * distribution goes down the standings: which have been taken.
 */
final class GroupState {

  /** The categories of the group, as indices of the list's categories, in priority order. */
  final int[] categories;
  private final PrizeList list;
  private final Map<String, Integer> categoryIndex = new HashMap<>();
  /** Whether each prize of each category (by index of the list's categories) has been taken. */
  private final boolean[][] taken;
  /** How many prizes of each category are still available. */
  final int[] left;

  GroupState(PrizeList list, int[] categories) {
    this.list = list;
    this.categories = categories;
    int all = list.categories().size();
    this.taken = new boolean[all][];
    this.left = new int[all];
    for (int c = 0; c < all; c++) {
      categoryIndex.put(list.categories().get(c).id(), c);
    }
    for (int c : categories) {
      taken[c] = new boolean[list.categories().get(c).prizes().size()];
      left[c] = taken[c].length;
    }
  }

  /** The index of the prize's category among the list's categories. */
  int categoryOf(Prize prize) {
    Integer c = categoryIndex.get(prize.category());
    if (c == null) {
      throw new IllegalArgumentException("not a prize of the list: " + prize);
    }
    return c;
  }

  /** Whether the prize belongs to this group and is still available. */
  boolean available(Prize prize) {
    Integer c = categoryIndex.get(prize.category());
    if (c == null || taken[c] == null) {
      return false;
    }
    List<Prize> prizes = list.categories().get(c).prizes();
    int i = prize.position() - 1;
    return i >= 0 && i < prizes.size() && prizes.get(i).equals(prize) && !taken[c][i];
  }

  /** Marks the prize taken. */
  void take(Prize prize) {
    int c = categoryOf(prize);
    taken[c][prize.position() - 1] = true;
    left[c]--;
  }

  /** The available prizes, category by category in priority order, each in position order. */
  List<Prize> available() {
    List<Prize> available = new ArrayList<>();
    for (int c : categories) {
      if (left[c] == 0) {
        continue;
      }
      List<Prize> prizes = list.categories().get(c).prizes();
      for (int i = 0; i < prizes.size(); i++) {
        if (!taken[c][i]) {
          available.add(prizes.get(i));
        }
      }
    }
    return available;
  }

  /** The first available prize of a category (index), or null. */
  Prize first(int c) {
    if (left[c] == 0) {
      return null;
    }
    List<Prize> prizes = list.categories().get(c).prizes();
    for (int i = 0; i < prizes.size(); i++) {
      if (!taken[c][i]) {
        return prizes.get(i);
      }
    }
    return null;
  }

  /** Best first: more cash, then the category's priority, then the position in it. */
  Comparator<Prize> best() {
    return Comparator.comparingLong(Prize::cash).reversed()
        .thenComparingInt(this::categoryOf).thenComparingInt(Prize::position);
  }

  /** The category of a prize. */
  PrizeCategory category(Prize prize) {
    return list.categories().get(categoryOf(prize));
  }
}
