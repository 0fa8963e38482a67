package org.tiebreak.core.internal;

import java.util.List;
import org.tiebreak.api.rule.TiebreakRule;
import org.tiebreak.api.rule.ValueRule;

/**
 * The figures of the value rules of a chain, by level: worked out for every player at once, all
 * before ranking, or (on demand) each when a tied group first reaches its rule or the standings
 * are first asked for it.
 */
final class Columns {

  private final EngineContext context;
  private final List<TiebreakRule> chain;
  /** Whether the rule at each level gives figures, worked out once: it is read for every row. */
  private final boolean[] values;
  /**
   * Each value rule's figures once worked out. A column's fields are final, so a column read
   * without the lock is whole.
   */
  private final Column[] columns;

  Columns(EngineContext context, List<TiebreakRule> chain, boolean onDemand) {
    this.context = context;
    this.chain = chain;
    this.columns = new Column[chain.size()];
    this.values = new boolean[chain.size()];
    for (int k = 0; k < values.length; k++) {
      values[k] = chain.get(k) instanceof ValueRule;
    }
    if (!onDemand) {
      for (int k = 0; k < columns.length; k++) {
        if (isValue(k)) {
          get(k);
        }
      }
    }
  }

  /** Whether the rule at a level gives figures, rather than ordering a tied group. */
  boolean isValue(int level) {
    return values[level];
  }

  /** The figures of the value rule at a level, worked out on first use. */
  Column get(int level) {
    Column column = columns[level];
    if (column == null) {
      synchronized (this) {
        column = columns[level];
        if (column == null) {
          column = new Column(context.figures((ValueRule) chain.get(level)));
          columns[level] = column;
        }
      }
    }
    return column;
  }
}
