package org.tiebreak.testkit.rules;

import java.util.HashMap;
import java.util.Map;
import java.util.Objects;
import java.util.OptionalLong;
import java.util.function.Function;
import org.tiebreak.api.Score;
import org.tiebreak.api.TiebreakContext;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.ValueRule;

/**
 * A context written against the public API only, as a caller outside the engine would: rules
 * must give the same figures through it as through the engine's own context.
 */
final class PlainContext implements TiebreakContext {

  private final Tournament tournament;
  private final OptionalLong lotSeed;
  private final Map<Object, Object> shared = new HashMap<>();

  PlainContext(Tournament tournament, OptionalLong lotSeed) {
    this.tournament = tournament;
    this.lotSeed = lotSeed;
  }

  @Override
  public Tournament tournament() {
    return tournament;
  }

  @Override
  public Score score(int player) {
    return tournament.score(player);
  }

  @Override
  public Score value(ValueRule rule, int player) {
    return rule.value(player, this);
  }

  @Override
  @SuppressWarnings("unchecked")
  public <T> T shared(Object key, Function<TiebreakContext, T> compute) {
    Object value = shared.get(Objects.requireNonNull(key));
    if (value == null) {
      value = compute.apply(this);
      shared.put(key, value);
    }
    return (T) value;
  }

  @Override
  public OptionalLong lotSeed() {
    return lotSeed;
  }
}
