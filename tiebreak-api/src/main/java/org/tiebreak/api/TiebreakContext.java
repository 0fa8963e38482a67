package org.tiebreak.api;

import java.util.List;
import java.util.OptionalLong;
import java.util.function.Function;

/**
 * What a rule sees of the tournament being ranked: the tournament as it stood after the rounds
 * ranked, each player's score and results, other rules' values, and a place to share work
 * between players.
 *
 * <p>A context belongs to one ranking; it is safe to use from one thread at a time.
 */
public interface TiebreakContext {

  /** The tournament as ranked: only the rounds up to the one the standings are for. */
  Tournament tournament();

  /** The number of rounds ranked. */
  default int roundsPlayed() {
    return tournament().roundsPlayed();
  }

  /** The player's score over the rounds ranked. */
  Score score(int player);

  /** The player's results over the rounds ranked, round 1 first. */
  default List<RoundResult> results(int player) {
    return tournament().results(player);
  }

  /** Another rule's value for a player, computed once per ranking (Cumulative of Opposition uses Cumulative). */
  Score value(ValueRule rule, int player);

  /**
   * A result computed once per ranking and shared by every call with an equal {@code key}: how a
   * rule computes a figure for all players in one pass.
   */
  <T> T shared(Object key, Function<TiebreakContext, T> compute);

  /** The seed for a drawing of lots, if the caller gave one. */
  OptionalLong lotSeed();
}
