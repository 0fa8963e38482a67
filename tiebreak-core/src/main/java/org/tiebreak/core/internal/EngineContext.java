package org.tiebreak.core.internal;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import java.util.function.Function;
import org.tiebreak.api.RuleFailedException;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.rule.Crosstable;
import org.tiebreak.api.rule.Figures;
import org.tiebreak.api.rule.TeamCrosstable;
import org.tiebreak.api.rule.TiebreakContext;
import org.tiebreak.api.rule.ValueRule;

/**
 * The context of one ranking: the index, every value rule's figures and the shared results, each
 * computed once. Its methods hold the context's lock while they compute, so standings may be
 * explained from several threads.
 *
 * <p>Internal: not part of the supported API.
 */
public final class EngineContext implements TiebreakContext {

  private final Index index;
  private final Optional<TeamIndex> teams;
  private final OptionalLong lotSeed;
  private final Map<Object, Object> shared = new HashMap<>();
  private final Map<ValueRule, Figures> figures = new HashMap<>();
  /** The rules whose figures are being computed: a rule that needs its own figures fails. */
  private final Set<ValueRule> computing = new HashSet<>();

  /** A context for ranking the indexed tournament; {@code teams} for a team event, or null. */
  public EngineContext(Index index, TeamIndex teams, OptionalLong lotSeed) {
    this.index = index;
    this.teams = Optional.ofNullable(teams);
    this.lotSeed = lotSeed;
  }

  @Override
  public Tournament tournament() {
    return index.tournament();
  }

  @Override
  public Crosstable crosstable() {
    return teams.isPresent() ? teams.get() : index;
  }

  @Override
  public Optional<TeamCrosstable> teams() {
    return teams.map(TeamCrosstable.class::cast);
  }

  /**
   * Every player's figure under the rule, computed once; whatever the rule does wrong (throws,
   * returns nothing or the wrong number of figures, needs its own figures) is reported as a
   * {@link RuleFailedException} naming the rule.
   */
  @Override
  public synchronized Figures figures(ValueRule rule) {
    Objects.requireNonNull(rule, "rule");
    Figures column = figures.get(rule);
    if (column != null) {
      return column;
    }
    if (!computing.add(rule)) {
      throw new RuleFailedException("rule " + rule.code() + " asks for its own figures while"
          + " computing them (a value rule implements figures or value)");
    }
    try {
      column = rule.figures(this);
    } catch (RuleFailedException e) {
      throw e;
    } catch (Exception e) {
      throw new RuleFailedException("rule " + rule.code() + " failed: " + e, e);
    } finally {
      computing.remove(rule);
    }
    if (column == null) {
      throw new RuleFailedException("rule " + rule.code() + " returned no figures");
    }
    if (column.size() != index.players()) {
      throw new RuleFailedException("rule " + rule.code() + " gave " + column.size()
          + " figures for " + index.players() + " players");
    }
    figures.put(rule, column);
    return column;
  }

  @Override
  @SuppressWarnings("unchecked")
  public synchronized <T> T shared(Object key, Function<TiebreakContext, T> compute) {
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
