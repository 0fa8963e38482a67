package org.tiebreak.prizes;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import org.apiguardian.api.API;
import org.tiebreak.api.standings.Message;

/**
 * How players tied on score share the cash of the prizes they win: the rule that differs most
 * between federations and events. The built-in policies are made by {@link SharingPolicies}; a
 * program may write its own, and the testkit's {@code SharingPolicyContract} checks it as it
 * checks the built-in ones.
 *
 * <p>The distribution goes down the standings score by score. For each group of players on one
 * score that can still win a prize, it hands the policy a {@link Tie}: the players in the order of
 * the standings, the prizes still available and who may win which. The policy answers with a
 * {@link Split}: the prizes the group takes and how their cash is divided. Rounding, the unrated
 * players' limit, non-cash awards and titles, and the explanation of every award are the
 * distribution's work, the same under every policy.
 *
 * <h2>Specification for implementors</h2>
 *
 * <p>A policy must be immutable and thread-safe, and its answer must depend only on the tie: the
 * same tie gives the same split. A split takes only available prizes, at most one for each player
 * of the tie, and divides exactly their cash among players of the tie.
 */
@API(status = EXPERIMENTAL, since = "1.0")
public interface SharingPolicy {

  /** A short name, such as {@code "us-chess"}. */
  String name();

  /** What the policy does and which text it follows, for the explanation of a distribution. */
  Message description();

  /**
   * Whether a player without a rating may win a group prize (juniors, women, a club) where the
   * list does not say: yes, unless the policy's text says otherwise (US Chess rule 28D as quoted:
   * place and unrated prizes only).
   */
  default boolean unratedEligibleForGroups() {
    return true;
  }

  /**
   * The prizes a group of players tied on score takes, and how their cash is divided.
   *
   * @param tie the players, the prizes still available and who may win which; never null
   */
  Split split(Tie tie);
}
