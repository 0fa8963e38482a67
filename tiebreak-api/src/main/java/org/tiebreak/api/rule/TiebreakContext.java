package org.tiebreak.api.rule;

import static org.apiguardian.api.API.Status.STABLE;

import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.Function;
import org.apiguardian.api.API;
import org.tiebreak.api.RoundResult;
import org.tiebreak.api.RuleFailedException;
import org.tiebreak.api.Score;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.api.team.TeamTournament;

/**
 * What a rule sees of the tournament being ranked: the tournament as it stood after the rounds
 * ranked, its {@link Crosstable}, other rules' figures, and a place to share work between rules.
 *
 * <p>The context the engine gives is thread-safe: the {@link Standings} it belongs to may be
 * explained from several threads at once, and each figure and shared result is computed once.
 */
@API(status = STABLE, since = "1.0")
public interface TiebreakContext {

  /** The tournament as ranked: only the rounds up to the one the standings are for. */
  Tournament tournament();

  /** The tournament as ranked, as a grid of players and rounds. */
  Crosstable crosstable();

  /**
   * The team event being ranked as a grid of teams, with both scores and the boards; empty when
   * players are ranked. When teams are ranked, {@link #crosstable()} is this crosstable and
   * {@link #tournament()} is {@link TeamTournament#asTournament()}.
   */
  default Optional<TeamCrosstable> teams() {
    return Optional.empty();
  }

  /** The number of rounds ranked. */
  default int roundsPlayed() {
    return crosstable().rounds();
  }

  /**
   * A player's score over the rounds ranked.
   *
   * @param player the start number
   * @throws IllegalArgumentException if there is no such player
   */
  default Score score(int player) {
    Crosstable table = crosstable();
    return table.toPoints(table.score(table.indexOf(player)));
  }

  /**
   * A player's results over the rounds ranked, round 1 first.
   *
   * @param player the start number
   * @throws IllegalArgumentException if there is no such player
   */
  default List<RoundResult> results(int player) {
    return tournament().results(player);
  }

  /**
   * A value rule's figures for every player, computed once per ranking (Cumulative of Opposition
   * adds up its opponents' Cumulative figures).
   *
   * @throws RuleFailedException if the rule fails
   */
  Figures figures(ValueRule rule);

  /**
   * One player's figure under a value rule, computed once per ranking.
   *
   * @param player the start number
   * @throws IllegalArgumentException if there is no such player
   * @throws RuleFailedException if the rule fails
   */
  default Score value(ValueRule rule, int player) {
    return figures(rule).value(crosstable().indexOf(player));
  }

  /**
   * A result computed once per ranking and shared by every call with an equal {@code key}: how
   * rules share a computation (such as every player's adjusted score).
   */
  <T> T shared(Object key, Function<TiebreakContext, T> compute);

  /** The seed for a drawing of lots, if the caller gave one. */
  OptionalLong lotSeed();
}
