package org.tiebreak.api.rule;

import static org.apiguardian.api.API.Status.STABLE;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.apiguardian.api.API;
import org.tiebreak.api.Score;
import org.tiebreak.api.standings.Message;

/**
 * What a {@link GroupRule} made of a tied group: ordered sub-groups (best first), each player's
 * figure where the rule has one (such as the plus/minus among the tied players), and a remark
 * when the rule decided by lot or left a tie that must be decided elsewhere.
 *
 * <p>A rule that is applied again to the players an application left tied (Direct Encounter,
 * FIDE C.07 Art. 6.2) lists each application that separated players, with the figures it
 * compared: two players are then shown separated by the figures of the last application that
 * held them both, not by figures of a later one that held only one of them.
 *
 * @param groups the sub-groups, best first; together exactly the players of the tied group
 * @param values each player's figure inside the group, where the rule has one (in no particular
 *     order)
 * @param byLot whether the order was drawn by lot
 * @param remark what the standings say about the tie (such as "to be decided by a play-off")
 * @param applications where the rule was applied more than once: every application that
 *     separated players, in the order made, the whole group first; empty where the rule was
 *     applied once (its {@code values} are then the figures it compared)
 */
@API(status = STABLE, since = "1.0")
public record GroupOrder(List<List<Integer>> groups, Map<Integer, Score> values, boolean byLot,
    Optional<Message> remark, List<Application> applications) {

  public GroupOrder {
    List<List<Integer>> copy = new ArrayList<>();
    for (List<Integer> group : Objects.requireNonNull(groups, "groups")) {
      copy.add(List.copyOf(group));
    }
    groups = List.copyOf(copy);
    values = checkedValues(values);
    Objects.requireNonNull(remark, "remark");
    applications = List.copyOf(Objects.requireNonNull(applications, "applications"));
  }

  /** An ordering applied once: {@link #applications()} is empty. */
  public GroupOrder(List<List<Integer>> groups, Map<Integer, Score> values, boolean byLot,
      Optional<Message> remark) {
    this(groups, values, byLot, remark, List.of());
  }

  /**
   * One application of a rule to some players of the group: the players it was applied to and
   * the figure it compared for each of them (a player without a figure has none in it).
   *
   * @param players the start numbers of the players it was applied to
   * @param figures each player's figure in this application
   */
  public record Application(List<Integer> players, Map<Integer, Score> figures) {

    public Application {
      players = List.copyOf(Objects.requireNonNull(players, "players"));
      figures = checkedValues(figures);
    }
  }

  private static Map<Integer, Score> checkedValues(Map<Integer, Score> values) {
    for (Map.Entry<Integer, Score> value : Objects.requireNonNull(values, "values").entrySet()) {
      if (value.getKey() == null || value.getValue() == null) {
        throw new NullPointerException("a value without a player, or a player without a value: "
            + value.getKey() + "=" + value.getValue());
      }
    }
    return Map.copyOf(values);
  }

  /** The ordering {@code groups}, best first. */
  public static GroupOrder of(List<List<Integer>> groups) {
    return new GroupOrder(groups, Map.of(), false, Optional.empty());
  }

  /** The ordering {@code groups} with each player's figure inside the group. */
  public static GroupOrder of(List<List<Integer>> groups, Map<Integer, Score> values) {
    return new GroupOrder(groups, values, false, Optional.empty());
  }

  /**
   * The ordering {@code groups} reached by applying the rule again to players an application left
   * tied, with each player's figure and every application that separated players, the whole
   * group's first (see {@link #applications()}).
   */
  public static GroupOrder of(List<List<Integer>> groups, Map<Integer, Score> values,
      List<Application> applications) {
    return new GroupOrder(groups, values, false, Optional.empty(), applications);
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
