/**
 * "What do I need?": for a tournament whose round is paired with results pending
 * ({@link org.tiebreak.api.GameResult#PENDING}), ranked under a ruleset, what each player can
 * still reach over every way the pending games can end over the board.
 *
 * <p>{@link org.tiebreak.scenarios.Scenarios#of} takes the tournament and the ruleset;
 * {@link org.tiebreak.scenarios.Scenarios#analyse()} gives a
 * {@link org.tiebreak.scenarios.ScenarioReport}: each player's best and worst place, overall and
 * for each result of their own pending games, and for each {@link org.tiebreak.scenarios.Target}
 * (first place, the top N, a prize of a prize list) whether the player has clinched it, can still
 * reach it, can at best tie for it, or is out of reach, with the fewest results that decide it.
 * A tie that only lots, a play-off or sharing would settle is reported as a tie, never as won or
 * lost. Every answer holds over all completions; where the caller's
 * {@link org.tiebreak.scenarios.Limit} stops the work first, the answer says it is undecided.
 */
package org.tiebreak.scenarios;
