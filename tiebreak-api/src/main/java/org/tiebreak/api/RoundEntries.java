package org.tiebreak.api;

import java.util.Arrays;

/**
 * One round's results as a {@link Tournament.Builder} received them, before the tournament is
 * checked: each with its player's start number, in the order given.
 */
final class RoundEntries {

  private int[] players = new int[16];
  private RoundResult[] results = new RoundResult[16];
  private int size;

  /** Makes room for {@code more} further entries. */
  void reserve(int more) {
    int needed = size + more;
    if (needed > players.length) {
      int capacity = Math.max(needed, players.length + (players.length >> 1));
      players = Arrays.copyOf(players, capacity);
      results = Arrays.copyOf(results, capacity);
    }
  }

  /** Adds a player's result. */
  void add(int player, RoundResult result) {
    if (size == players.length) {
      reserve(1);
    }
    players[size] = player;
    results[size] = result;
    size++;
  }

  /** The number of entries. */
  int size() {
    return size;
  }

  /** The start number of entry {@code k}. */
  int player(int k) {
    return players[k];
  }

  /** The result of entry {@code k}. */
  RoundResult result(int k) {
    return results[k];
  }
}
