package org.tiebreak.api;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * What a {@link GroupRule} made of a tied group: ordered sub-groups (best first), each player's
 * figure where the rule has one (such as the plus/minus among the tied players), and a remark
 * when the rule decided by lot or left a tie that must be decided elsewhere.
 *
 * @param groups the sub-groups, best first; together exactly the players of the tied group
 * @param values each player's figure inside the group, where the rule has one (in no particular
 *     order)
 * @param byLot whether the order was drawn by lot
 * @param remark what the standings say about the tie (such as "to be decided by a play-off")
 */
public record GroupOrder(List<List<Integer>> groups, Map<Integer, Score> values, boolean byLot,
    Optional<Message> remark) {

  public GroupOrder {
    List<List<Integer>> copy = new ArrayList<>();
    for (List<Integer> group : Objects.requireNonNull(groups, "groups")) {
      copy.add(List.copyOf(group));
    }
    groups = List.copyOf(copy);
    for (Map.Entry<Integer, Score> value : Objects.requireNonNull(values, "values").entrySet()) {
      if (value.getKey() == null || value.getValue() == null) {
        throw new NullPointerException("a value without a player, or a player without a value: "
            + value.getKey() + "=" + value.getValue());
      }
    }
    values = Map.copyOf(values);
    Objects.requireNonNull(remark, "remark");
  }

  /** The ordering {@code groups}, best first. */
  public static GroupOrder of(List<List<Integer>> groups) {
    return new GroupOrder(groups, Map.of(), false, Optional.empty());
  }

  /** The ordering {@code groups} with each player's figure inside the group. */
  public static GroupOrder of(List<List<Integer>> groups, Map<Integer, Score> values) {
    return new GroupOrder(groups, values, false, Optional.empty());
  }

  /** An ordering drawn by lot, reported as such with {@code remark}. */
  public static GroupOrder byLot(List<List<Integer>> groups, Message remark) {
    return new GroupOrder(groups, Map.of(), true, Optional.of(remark));
  }

  /** The group left tied, with what must decide it, such as "to be decided by a play-off". */
  public static GroupOrder unresolved(TiedGroup group, Message remark) {
    return new GroupOrder(List.of(group.players()), Map.of(), false, Optional.of(remark));
  }
}
