package org.tiebreak.core.rules;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.tiebreak.api.rule.Crosstable;
import org.tiebreak.api.rule.TiedGroup;
import org.tiebreak.api.standings.Explanation;
import org.tiebreak.api.standings.Message;

/** Helpers for the rules that look at the games among the players of a tied group. */
final class TiedPlayers {

  private TiedPlayers() {}

  /** The players of the group by index, each mapped to its position in the group. */
  static Map<Integer, Integer> members(Crosstable table, TiedGroup group) {
    Map<Integer, Integer> members = new HashMap<>();
    List<Integer> players = group.players();
    for (int k = 0; k < players.size(); k++) {
      members.put(table.indexOf(players.get(k)), k);
    }
    return members;
  }

  /** The indices of the players of the group, sorted, for {@link java.util.Arrays#binarySearch}. */
  static int[] sortedIndices(Crosstable table, TiedGroup group) {
    List<Integer> players = group.players();
    int[] indices = new int[players.size()];
    for (int k = 0; k < indices.length; k++) {
      indices[k] = table.indexOf(players.get(k));
    }
    Arrays.sort(indices);
    return indices;
  }

  /**
   * The index of the player, who must belong to the group.
   *
   * @throws IllegalArgumentException if the player is not in the group
   */
  static int member(Crosstable table, TiedGroup group, int player) {
    if (!group.players().contains(player)) {
      throw new IllegalArgumentException("player " + player + " is not in the tied group "
          + group.players());
    }
    return table.indexOf(player);
  }

  /** +1, 0 or -1: how round {@code r} between tied players {@code i} and {@code o} went for i. */
  static int sign(Crosstable table, int i, int o, int r) {
    return Long.signum(table.points(i, r) - table.points(o, r));
  }

  /** A line for a game between tied players, noting that an uncounted forfeit adds nothing. */
  static Explanation.Line.Builder line(Crosstable table, int i, int r, boolean counted) {
    Explanation.Line.Builder line = Explanation.Line.builder(table, i, r);
    if (!counted) {
      line.adjustment(Message.of("tiedPlayers.forfeitNotCounted"));
    }
    return line;
  }
}
