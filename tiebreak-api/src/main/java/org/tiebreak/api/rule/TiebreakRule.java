package org.tiebreak.api.rule;

import static org.apiguardian.api.API.Status.STABLE;

import org.apiguardian.api.API;

/**
 * A tie-break rule: a stable short code (used in output and on the command line), a name, and
 * either a value per player ({@link ValueRule}) or an ordering of a tied group
 * ({@link GroupRule}). Every rule implements exactly one of the two.
 *
 * <h2>Specification for implementors</h2>
 * Implementations are immutable and thread-safe, must not change the context they are given,
 * never return {@code null}, and give the same answer for the same input whatever the order of
 * the players or their start numbers.
 */
@API(status = STABLE, since = "1.0")
public interface TiebreakRule {

  /** The short code, such as {@code "MM"} or {@code "SB"}: unique within a ruleset. */
  String code();

  /** The name from the rulebook, such as {@code "Modified Median"}. */
  String name();

  /**
   * What sets this variant of the rule apart from the others with the same code, such as
   * {@code "a minus score drops the lowest opponent"}; empty where the rule has one variant.
   */
  default String variant() {
    return "";
  }

  /**
   * Whether the rule reads the players' ratings (an average rating of opponents, a performance
   * rating, the rating itself). In an event where no player is rated its figures say nothing, and
   * a program may show them as not applying rather than as 0.
   */
  default boolean needsRatings() {
    return false;
  }

  /**
   * Which results the rule's figure of a player (a group rule's order of a group) can depend on,
   * and whether it rises with them: see {@link Reach}. A program reasoning about games not yet
   * played relies on it, so a rule that says less than {@link Reach#EVENT} must keep to it; the
   * testkit's contract checks it. {@link Reach#EVENT} unless the rule says otherwise.
   */
  default Reach reach() {
    return Reach.EVENT;
  }
}
