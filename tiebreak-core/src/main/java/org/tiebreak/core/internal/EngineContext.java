package org.tiebreak.core.internal;

import java.util.HashMap;
import java.util.Map;
import java.util.Objects;
import java.util.OptionalLong;
import java.util.function.Function;
import org.tiebreak.api.RuleFailedException;
import org.tiebreak.api.Score;
import org.tiebreak.api.TiebreakContext;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.ValueRule;

/**
 * The context of one ranking: the index, shared results and every value rule's figures.
 *
 * <p>Internal: not part of the supported API.
 */
public final class EngineContext implements TiebreakContext {

  private static final Score[] HALVES = new Score[64];

  static {
    for (int i = 0; i < HALVES.length; i++) {
      HALVES[i] = Score.of(i, 2);
    }
  }

  private final Index index;
  private final OptionalLong lotSeed;
  private final Map<Object, Object> shared = new HashMap<>();
  private final Map<ValueRule, Score[]> values = new HashMap<>();

  /** A context for ranking the indexed tournament. */
  public EngineContext(Index index, OptionalLong lotSeed) {
    this.index = index;
    this.lotSeed = lotSeed;
  }

  /** The index of the tournament ranked. */
  public Index index() {
    return index;
  }

  /** A score in half points as a {@link Score}, without allocating for common values. */
  public static Score halfPoints(long halfPoints) {
    return halfPoints >= 0 && halfPoints < HALVES.length
        ? HALVES[(int) halfPoints] : Score.of(halfPoints, 2);
  }

  @Override
  public Tournament tournament() {
    return index.tournament();
  }

  @Override
  public Score score(int player) {
    return halfPoints(index.score(index.indexOf(player)));
  }

  @Override
  public Score value(ValueRule rule, int player) {
    return values(rule)[index.indexOf(player)];
  }

  /** Every player's value under the rule, by index; computed once. */
  public Score[] values(ValueRule rule) {
    Score[] column = values.get(rule);
    if (column == null) {
      column = new Score[index.players()];
      for (int i = 0; i < column.length; i++) {
        column[i] = evaluate(rule, index.number(i));
      }
      values.put(rule, column);
    }
    return column;
  }

  private Score evaluate(ValueRule rule, int player) {
    Score value;
    try {
      value = rule.value(player, this);
    } catch (RuntimeException e) {
      throw new RuleFailedException("rule " + rule.code() + " failed for player " + player
          + ": " + e, e);
    }
    if (value == null) {
      throw new RuleFailedException("rule " + rule.code() + " returned no value for player "
          + player);
    }
    return value;
  }

  @Override
  @SuppressWarnings("unchecked")
  public <T> T shared(Object key, Function<TiebreakContext, T> compute) {
    Objects.requireNonNull(key, "key");
    Object value = shared.get(key);
    if (value == null) {
      value = Objects.requireNonNull(compute.apply(this), "a shared computation returned null");
      shared.put(key, value);
    }
    return (T) value;
  }

  @Override
  public OptionalLong lotSeed() {
    return lotSeed;
  }
}
