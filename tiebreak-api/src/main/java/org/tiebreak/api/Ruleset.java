package org.tiebreak.api;

import static org.apiguardian.api.API.Status.STABLE;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.apiguardian.api.API;
import org.tiebreak.api.internal.ValueStyle;
import org.immutables.value.Value;
import org.tiebreak.api.rule.GroupRule;
import org.tiebreak.api.rule.TiebreakRule;
import org.tiebreak.api.rule.ValueRule;
import org.tiebreak.api.team.TeamTournament;

/**
 * A named, ordered chain of tie-break rules, and the precedences that come before them (such as
 * the actual-play precedence of the MCA and Big Rapids texts).
 *
 * <pre>{@code
 * Ruleset club = Ruleset.builder().name("club")
 *     .addRules(new GamesPlayed(), someBuiltInRule)
 *     .build();
 * }</pre>
 *
 * <p>A ruleset is immutable; it is thread-safe when its rules are, as every built-in rule is (a
 * rule computes from the context it is given and keeps nothing between calls).
 */
@Value.Immutable
@ValueStyle
@SuppressWarnings("exports") // Immutables' annotations are compile-time markers only
@API(status = STABLE, since = "1.0")
public abstract class Ruleset {

  Ruleset() {}

  /** The name the ruleset is found by, such as {@code "uscf"}; required. */
  @Value.Default
  public String name() {
    return "";
  }

  /** What the ruleset follows, for people; empty if not given. */
  @Value.Default
  public String description() {
    return "";
  }

  /**
   * Whether the ruleset's text ranks only events scored 1-½-0 ({@link PointSystem#STANDARD}): its
   * figures (half a point for an opponent's unplayed round, a point off for a bye) mean nothing
   * under another point system, and the engine refuses such a tournament. {@code false} unless
   * given.
   */
  @Value.Default
  public boolean standardPointsOnly() {
    return false;
  }

  /**
   * The formats the chain is meant for, such as a Swiss chain whose Buchholz a round robin must
   * not use; empty for any. The engine ranks any tournament; a caller may warn where the format
   * does not fit, and a rule may refuse one.
   */
  public abstract Set<Format> formats();

  /**
   * Whether the ruleset ranks the teams of team events ({@link TeamTournament}) rather than
   * players. {@code false} unless given.
   */
  @Value.Default
  public boolean forTeams() {
    return false;
  }

  /**
   * Whether the ruleset is meant for the tournament: one of players, its format (see
   * {@link #formats()}) and, where the ruleset ranks only events scored 1-½-0, its point system.
   */
  public boolean fits(Tournament tournament) {
    return !forTeams() && (formats().isEmpty() || formats().contains(tournament.format()))
        && (!standardPointsOnly() || tournament.pointSystem().isStandard());
  }

  /** Whether the ruleset is meant for the team event: one for teams, and its format. */
  public boolean fits(TeamTournament event) {
    return forTeams() && (formats().isEmpty() || formats().contains(event.format()));
  }

  /** Rules applied before the tie-breaks proper, in order. */
  public abstract List<TiebreakRule> precedences();

  /** The tie-break rules, in order. */
  public abstract List<TiebreakRule> rules();

  /** The precedences followed by the rules: the whole chain the engine applies. */
  public List<TiebreakRule> chain() {
    List<TiebreakRule> chain = new ArrayList<>(precedences());
    chain.addAll(rules());
    return List.copyOf(chain);
  }

  /** A builder; {@code name} is required. */
  public static Builder builder() {
    return new Builder();
  }

  @Value.Check
  void check() {
    if (name().isBlank()) {
      throw new IllegalArgumentException("a ruleset needs a name");
    }
    if (chain().isEmpty()) {
      throw new IllegalArgumentException("ruleset " + name() + " needs at least one rule after"
          + " the score");
    }
    if (forTeams() && standardPointsOnly()) {
      throw new IllegalArgumentException("ruleset " + name() + " cannot both rank teams and"
          + " only events scored 1-½-0");
    }
    Set<String> codes = new HashSet<>();
    for (TiebreakRule rule : chain()) {
      String code = rule.code();
      if (code == null || code.isBlank()) {
        throw new IllegalArgumentException("a rule of ruleset " + name() + " has no code ("
            + rule.getClass().getName() + ")");
      }
      if (code.chars().anyMatch(c -> Character.isWhitespace(c) || c == ',')) {
        throw new IllegalArgumentException("rule code \"" + code + "\" of ruleset " + name()
            + " has a space or a comma; codes are listed with commas");
      }
      if (rule.name() == null || rule.name().isBlank()) {
        throw new IllegalArgumentException("rule " + code + " of ruleset " + name()
            + " has no name");
      }
      if (!(rule instanceof ValueRule) && !(rule instanceof GroupRule)) {
        throw new IllegalArgumentException("rule " + rule.code()
            + " must implement ValueRule or GroupRule");
      }
      if (rule instanceof ValueRule && rule instanceof GroupRule) {
        throw new IllegalArgumentException("rule " + rule.code()
            + " must implement only one of ValueRule and GroupRule");
      }
      if (!codes.add(rule.code())) {
        throw new IllegalArgumentException("rule code " + rule.code()
            + " appears twice in ruleset " + name());
      }
    }
  }

  /** Builds a {@link Ruleset}. */
  public static final class Builder extends ImmutableRuleset.Builder {
    Builder() {}
  }
}
