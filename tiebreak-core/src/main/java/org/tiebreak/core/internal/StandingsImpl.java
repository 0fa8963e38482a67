package org.tiebreak.core.internal;

import java.util.AbstractList;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.tiebreak.api.Explanation;
import org.tiebreak.api.GroupRule;
import org.tiebreak.api.Message;
import org.tiebreak.api.Player;
import org.tiebreak.api.RuleFailedException;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.Score;
import org.tiebreak.api.Standings;
import org.tiebreak.api.TiebreakRule;
import org.tiebreak.api.TiedGroup;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.ValueRule;

/**
 * Standings held as arrays; rows, comparisons and explanations are made on demand.
 *
 * <p>Internal: not part of the supported API.
 */
final class StandingsImpl implements Standings {

  private final Index index;
  private final EngineContext context;
  private final Ruleset ruleset;
  private final List<TiebreakRule> chain;
  private final Column[] columns;
  private final int[][] ordinals;
  private final TiedGroup[][] groups;
  private final Score[][] groupValues;
  private final int[] order;
  private final int[] position;
  private final int[] groupStart;
  private final int[] groupEnd;
  private final String[] decidedBy;
  private final boolean[] byLot;
  private final Message[] remarks;
  private final List<Row> rows;

  StandingsImpl(Index index, EngineContext context, Ruleset ruleset, List<TiebreakRule> chain,
      Column[] columns, int[][] ordinals, TiedGroup[][] groups, Score[][] groupValues,
      int[] order, int[] groupEnd, String[] decidedBy, boolean[] byLot, Message[] remarks) {
    this.index = index;
    this.context = context;
    this.ruleset = ruleset;
    this.chain = chain;
    this.columns = columns;
    this.ordinals = ordinals;
    this.groups = groups;
    this.groupValues = groupValues;
    this.order = order;
    this.groupEnd = groupEnd;
    this.decidedBy = decidedBy;
    this.byLot = byLot;
    this.remarks = remarks;
    int n = order.length;
    this.position = new int[n];
    this.groupStart = new int[n];
    for (int p = 0; p < n; p++) {
      position[order[p]] = p;
      groupStart[p] = p > 0 && groupEnd[p - 1] == groupEnd[p] ? groupStart[p - 1] : p;
    }
    this.rows = new AbstractList<>() {
      @Override
      public Row get(int p) {
        return new RowView(p);
      }

      @Override
      public int size() {
        return order.length;
      }
    };
  }

  @Override
  public Tournament tournament() {
    return index.tournament();
  }

  /** Whether the rows are the teams of a team event. */
  boolean ranksTeams() {
    return context.teams().isPresent();
  }

  @Override
  public Ruleset ruleset() {
    return ruleset;
  }

  @Override
  public List<Row> rows() {
    return rows;
  }

  @Override
  public Row row(int player) {
    return new RowView(position[index.indexOf(player)]);
  }

  @Override
  public Comparison compare(int player, int other) {
    int a = index.indexOf(player);
    int b = index.indexOf(other);
    if (position[a] > position[b]) {
      int t = a;
      a = b;
      b = t;
    }
    int higher = index.startNumber(a);
    int lower = index.startNumber(b);
    if (index.score(a) != index.score(b)) {
      return new Comparison(higher, lower, Optional.of("score"),
          Optional.of(index.toPoints(index.score(a))), Optional.of(index.toPoints(index.score(b))));
    }
    for (int k = 0; k < chain.size(); k++) {
      String code = chain.get(k).code();
      if (columns[k] != null) {
        if (columns[k].compare(a, b) != 0) {
          return new Comparison(higher, lower, Optional.of(code), Optional.of(columns[k].value(a)),
              Optional.of(columns[k].value(b)));
        }
      } else if (ordinals[k][a] != ordinals[k][b]) {
        return new Comparison(higher, lower, Optional.of(code),
            Optional.ofNullable(groupValues[k][a]), Optional.ofNullable(groupValues[k][b]));
      }
    }
    return new Comparison(higher, lower, Optional.empty(), Optional.empty(), Optional.empty());
  }

  @Override
  public Explanation explain(int player, String ruleCode) {
    Objects.requireNonNull(ruleCode, "ruleCode");
    int i = index.indexOf(player);
    for (int k = 0; k < chain.size(); k++) {
      if (chain.get(k).code().equals(ruleCode)) {
        return explain(i, k);
      }
    }
    throw new IllegalArgumentException("no rule " + ruleCode + " in ruleset " + ruleset.name());
  }

  @Override
  public List<Explanation> explain(int player) {
    int i = index.indexOf(player);
    List<Explanation> all = new ArrayList<>();
    for (int k = 0; k < chain.size(); k++) {
      all.add(explain(i, k));
    }
    return List.copyOf(all);
  }

  private Explanation explain(int i, int level) {
    TiebreakRule rule = chain.get(level);
    int player = index.startNumber(i);
    Explanation explanation;
    synchronized (context) {
      TiedGroup group = rule instanceof ValueRule ? null : groups[level][i];
      if (!(rule instanceof ValueRule) && group == null) {
        return Explanation.builder(rule, player)
            .addNotes(Message.of("standings.noLongerTied"))
            .build();
      }
      try {
        explanation = rule instanceof ValueRule valueRule ? valueRule.explain(player, context)
            : ((GroupRule) rule).explain(player, group, context);
      } catch (RuleFailedException e) {
        throw e;
      } catch (Exception e) {
        throw new RuleFailedException("rule " + rule.code() + " failed to explain player "
            + player + ": " + e, e);
      }
    }
    if (explanation == null) {
      throw new RuleFailedException("rule " + rule.code() + " gave no explanation for player "
          + player);
    }
    return explanation;
  }

  private final class RowView extends PlacedRow {
    private final int p;
    private final int i;

    RowView(int p) {
      super(groupStart[p] + 1, groupEnd[p]);
      this.p = p;
      this.i = order[p];
    }

    @Override
    public Player player() {
      return index.tournament().players().get(i);
    }

    @Override
    public Score score() {
      return index.toPoints(index.score(i));
    }

    @Override
    public Map<String, Score> values() {
      Map<String, Score> values = new LinkedHashMap<>();
      for (int k = 0; k < chain.size(); k++) {
        Score value = columns[k] != null ? columns[k].value(i) : groupValues[k][i];
        if (value != null) {
          values.put(chain.get(k).code(), value);
        }
      }
      return Collections.unmodifiableMap(values);
    }

    @Override
    public Optional<String> decidedBy() {
      return Optional.ofNullable(decidedBy[p]);
    }

    @Override
    public boolean decidedByLot() {
      return byLot[p];
    }

    @Override
    public Optional<Message> remark() {
      return Optional.ofNullable(remarks[i]);
    }
  }
}
