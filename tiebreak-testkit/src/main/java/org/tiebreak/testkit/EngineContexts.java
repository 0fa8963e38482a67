package org.tiebreak.testkit;

import static org.apiguardian.api.API.Status.STABLE;

import java.util.Objects;
import java.util.OptionalLong;
import org.apiguardian.api.API;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.Score;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.rule.TiebreakContext;
import org.tiebreak.api.rule.ValueRule;
import org.tiebreak.core.TiebreakEngine;

/**
 * The {@link TiebreakContext} the engine makes for a ranking, to call a rule directly in a test,
 * such as a {@link org.tiebreak.api.rule.GroupRule} with a group of one's choosing.
 *
 * <p>Only the engine creates contexts. This class gets one through the public API alone: it ranks
 * the tournament with {@link TiebreakEngine#rank} under a ruleset whose only rule is a value rule
 * that records the context the engine gives it (the engine asks a value rule for every player's
 * value, so it always sees the context). The context is the one a real rule sees in that ranking:
 * the same tournament, scores, lot seed and per-ranking memoisation
 * ({@link TiebreakContext#shared}). Every call makes a new ranking and so a new context, with
 * nothing memoised yet.
 *
 * <pre>{@code
 * TiebreakContext context = EngineContexts.of(tournament, 42L);
 * GroupOrder order = HeadToHead.bigRapids().order(new TiedGroup(List.of(3, 5), 2), context);
 * }</pre>
 */
@API(status = STABLE, since = "1.0")
public final class EngineContexts {

  private EngineContexts() {}

  /**
   * A context for ranking the tournament without a lot seed.
   *
   * @param tournament the tournament; not {@code null}
   * @return a new context of a new ranking
   * @throws IllegalArgumentException if the tournament has no players (the engine then asks no
   *     rule for anything)
   */
  public static TiebreakContext of(Tournament tournament) {
    return of(tournament, OptionalLong.empty());
  }

  /**
   * A context for ranking the tournament with a lot seed.
   *
   * @param tournament the tournament; not {@code null}
   * @param lotSeed the seed the context gives a drawing of lots
   * @return a new context of a new ranking
   * @throws IllegalArgumentException if the tournament has no players
   */
  public static TiebreakContext of(Tournament tournament, long lotSeed) {
    return of(tournament, OptionalLong.of(lotSeed));
  }

  /**
   * A context for ranking the tournament, with the lot seed if one is given.
   *
   * @param tournament the tournament; not {@code null}
   * @param lotSeed the seed, or empty for none; not {@code null}
   * @return a new context of a new ranking
   * @throws IllegalArgumentException if the tournament has no players
   */
  public static TiebreakContext of(Tournament tournament, OptionalLong lotSeed) {
    Objects.requireNonNull(tournament, "tournament");
    Objects.requireNonNull(lotSeed, "lotSeed");
    if (tournament.players().isEmpty()) {
      throw new IllegalArgumentException("a tournament without players has no ranking context");
    }
    Capture capture = new Capture();
    Ruleset ruleset = Ruleset.builder().name("testkit-context-capture").addRules(capture).build();
    if (lotSeed.isPresent()) {
      TiebreakEngine.rank(tournament, ruleset, lotSeed.getAsLong());
    } else {
      TiebreakEngine.rank(tournament, ruleset);
    }
    if (capture.context == null) {
      throw new IllegalStateException("the engine asked the capturing rule for no value");
    }
    return capture.context;
  }

  /** A value rule that records the first context it is given and values every player 0. */
  private static final class Capture implements ValueRule {
    private TiebreakContext context;

    @Override
    public String code() {
      return "CONTEXT";
    }

    @Override
    public String name() {
      return "Records the ranking context";
    }

    @Override
    public Score value(int player, TiebreakContext given) {
      if (context == null) {
        context = given;
      }
      return Score.ZERO;
    }
  }
}
