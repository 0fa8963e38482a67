package org.tiebreak.core.internal;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.Set;
import org.tiebreak.api.GroupOrder;
import org.tiebreak.api.GroupRule;
import org.tiebreak.api.RuleFailedException;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.Score;
import org.tiebreak.api.Standings;
import org.tiebreak.api.TiebreakRule;
import org.tiebreak.api.TiedGroup;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.ValueRule;

/**
 * Ranks a tournament: sorts by score, then splits every tied group with the rules of the chain in
 * order, each rule seeing only the players still tied at its point.
 *
 * <p>Internal: not part of the supported API.
 */
public final class Ranker {

  private final Index index;
  private final EngineContext context;
  private final Ruleset ruleset;
  private final List<TiebreakRule> chain;
  private final Column[] columns;
  private final int[] order;
  private final int[] groupEnd;
  private final String[] decidedBy;
  private final String[] remarks;
  private final int[][] ordinals;
  private final TiedGroup[][] groups;
  private final Score[][] groupValues;

  private Ranker(Tournament tournament, Ruleset ruleset, OptionalLong lotSeed) {
    this.index = Index.of(tournament);
    this.context = new EngineContext(index, lotSeed);
    this.ruleset = ruleset;
    this.chain = ruleset.chain();
    int n = index.players();
    int levels = chain.size();
    this.columns = new Column[levels];
    this.ordinals = new int[levels][];
    this.groups = new TiedGroup[levels][];
    this.groupValues = new Score[levels][];
    for (int k = 0; k < levels; k++) {
      TiebreakRule rule = chain.get(k);
      if (rule instanceof ValueRule) {
        columns[k] = Column.of((ValueRule) rule, context);
      } else {
        ordinals[k] = new int[n];
        Arrays.fill(ordinals[k], -1);
        groups[k] = new TiedGroup[n];
        groupValues[k] = new Score[n];
      }
    }
    this.order = new int[n];
    this.groupEnd = new int[n];
    this.decidedBy = new String[n];
    this.remarks = new String[n];
  }

  /** The standings of the tournament under the ruleset. */
  public static Standings rank(Tournament tournament, Ruleset ruleset, OptionalLong lotSeed) {
    Ranker ranker = new Ranker(tournament, ruleset, lotSeed);
    ranker.run();
    return new StandingsImpl(ranker.index, ranker.context, ruleset, ranker.chain, ranker.columns,
        ranker.ordinals, ranker.groups, ranker.groupValues, ranker.order, ranker.groupEnd,
        ranker.decidedBy, ranker.remarks);
  }

  private void run() {
    int n = index.players();
    long[] keys = new long[n];
    int top = 2 * index.rounds() + 1;
    for (int i = 0; i < n; i++) {
      keys[i] = ((long) (top - index.score(i)) << 32) | i;
    }
    Arrays.sort(keys);
    for (int p = 0; p < n; p++) {
      order[p] = (int) keys[p];
    }
    int from = 0;
    while (from < n) {
      int to = from + 1;
      while (to < n && index.score(order[to]) == index.score(order[from])) {
        to++;
      }
      split(from, to, 0);
      from = to;
    }
  }

  private void split(int from, int to, int level) {
    if (to - from == 1) {
      groupEnd[from] = to;
      return;
    }
    if (level == chain.size()) {
      for (int p = from; p < to; p++) {
        groupEnd[p] = to;
      }
      return;
    }
    TiebreakRule rule = chain.get(level);
    if (rule instanceof ValueRule) {
      splitByValue((ValueRule) rule, level, from, to);
    } else {
      splitByGroupRule((GroupRule) rule, level, from, to);
    }
  }

  private void splitByValue(ValueRule rule, int level, int from, int to) {
    Column column = columns[level];
    column.sort(order, from, to, rule.lowerIsBetter());
    int start = from;
    for (int p = from + 1; p <= to; p++) {
      if (p == to || column.compare(order[p], order[start]) != 0) {
        if (p < to) {
          decidedBy[p - 1] = rule.code();
        }
        split(start, p, level + 1);
        start = p;
      }
    }
  }

  private void splitByGroupRule(GroupRule rule, int level, int from, int to) {
    List<Integer> players = new ArrayList<>(to - from);
    for (int p = from; p < to; p++) {
      players.add(index.number(order[p]));
    }
    TiedGroup group = new TiedGroup(players, from + 1);
    GroupOrder result;
    try {
      result = rule.order(group, context);
    } catch (RuntimeException e) {
      throw new RuleFailedException("rule " + rule.code() + " failed for the group " + players
          + ": " + e, e);
    }
    checkPartition(rule, group, result);
    for (int p = from; p < to; p++) {
      groups[level][order[p]] = group;
    }
    for (Map.Entry<Integer, Score> value : result.values().entrySet()) {
      groupValues[level][index.indexOf(value.getKey())] = value.getValue();
    }
    int p = from;
    int ordinal = 0;
    List<int[]> bounds = new ArrayList<>();
    for (List<Integer> sub : result.groups()) {
      int start = p;
      for (int player : sub) {
        int i = index.indexOf(player);
        order[p++] = i;
        ordinals[level][i] = ordinal;
        result.remark().ifPresent(remark -> remarks[i] = remark);
      }
      ordinal++;
      if (p < to) {
        decidedBy[p - 1] = rule.code();
      }
      bounds.add(new int[] {start, p});
    }
    for (int[] bound : bounds) {
      split(bound[0], bound[1], level + 1);
    }
  }

  private void checkPartition(GroupRule rule, TiedGroup group, GroupOrder result) {
    if (result == null) {
      throw new RuleFailedException("rule " + rule.code() + " returned no ordering for the group "
          + group.players());
    }
    Set<Integer> expected = new HashSet<>(group.players());
    Set<Integer> seen = new HashSet<>();
    for (List<Integer> sub : result.groups()) {
      if (sub.isEmpty()) {
        throw new RuleFailedException("rule " + rule.code() + " returned an empty sub-group for "
            + group.players());
      }
      for (Integer player : sub) {
        if (!expected.contains(player) || !seen.add(player)) {
          throw new RuleFailedException("rule " + rule.code() + " returned " + result.groups()
              + ", which is not an ordering of the group " + group.players());
        }
      }
    }
    if (!seen.equals(expected)) {
      throw new RuleFailedException("rule " + rule.code() + " returned " + result.groups()
          + ", which leaves out players of the group " + group.players());
    }
  }
}
