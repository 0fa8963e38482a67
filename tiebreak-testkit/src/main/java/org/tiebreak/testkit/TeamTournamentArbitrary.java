package org.tiebreak.testkit;

import static org.apiguardian.api.API.Status.STABLE;

import net.jqwik.api.Arbitrary;
import org.apiguardian.api.API;
import org.tiebreak.api.PointSystem;
import org.tiebreak.api.team.TeamScore;
import org.tiebreak.api.team.TeamTournament;

/**
 * A fluent jqwik arbitrary for valid {@link TeamTournament}s, made by
 * {@link TeamTournamentArbitraries}.
 *
 * <p>Every configuration method returns a new instance and leaves this one unchanged. Without
 * configuration the arbitrary generates complete events scored 2-1-0 in match points and ranked
 * by them, in which every match is played on every board by the team's first players in roster
 * order, apart from the pairing-allocated bye of an odd number of teams. Each {@code with...}
 * method adds one kind of irregularity; its percentage is a chance per team and round (per
 * board for empty boards, per team for late entries and withdrawals), from 0 (never) to 100.
 *
 * <p>Every event generated builds without an
 * {@link org.tiebreak.api.InvalidTournamentException}. Events are made from small integer
 * choices, so a failing property shrinks to fewer teams, boards and rounds, fewer irregularities
 * and simpler results. Teams are named {@code "Team 1"}, {@code "Team 2"} and so on, players
 * {@code "Player 1"}, {@code "Player 2"} and so on, numbered team after team in roster order.
 */
@API(status = STABLE, since = "1.0")
public interface TeamTournamentArbitrary extends Arbitrary<TeamTournament> {

  /**
   * Generates between {@code min} and {@code max} teams (both included).
   *
   * @return a new instance of this arbitrary
   * @throws IllegalArgumentException if {@code min} is below 2 or above {@code max}
   */
  TeamTournamentArbitrary teams(int min, int max);

  /**
   * Generates matches of between {@code min} and {@code max} boards (both included).
   *
   * @return a new instance of this arbitrary
   * @throws IllegalArgumentException if {@code min} is below 1 or above {@code max}, or
   *     {@code max} is above 8
   */
  TeamTournamentArbitrary boards(int min, int max);

  /**
   * Generates Swiss events planned for between {@code min} and {@code max} rounds (both
   * included). A round robin's planned rounds follow from its number of teams.
   *
   * @return a new instance of this arbitrary
   * @throws IllegalArgumentException if {@code min} is below 1 or above {@code max}
   * @throws IllegalStateException if this arbitrary generates round robins
   */
  TeamTournamentArbitrary rounds(int min, int max);

  /**
   * Generates double round robins: the whole Berger table is played twice, the teams named first
   * and second swapped in the second cycle.
   *
   * @return a new instance of this arbitrary
   * @throws IllegalStateException if this arbitrary generates Swiss events
   */
  TeamTournamentArbitrary doubleRoundRobin();

  /**
   * Also generates events still in progress: any number of rounds from 0 to the planned number
   * may have been played.
   *
   * @return a new instance of this arbitrary
   */
  TeamTournamentArbitrary inProgress();

  /**
   * Lets teams take byes and miss rounds: {@link #withByes(int)} with 10 percent.
   *
   * @return a new instance of this arbitrary
   */
  TeamTournamentArbitrary withByes();

  /**
   * Lets each team, in each round, take a bye with the given chance: mostly half-point byes,
   * some zero-point and a few full-point byes, or be absent. In a Swiss event the team is not
   * paired; in a round robin an absent team loses its match by forfeit, and the scheduled
   * opponent of a team on a bye gets a full-point bye.
   *
   * @param percent the chance per team and round, 0 to 100
   * @return a new instance of this arbitrary
   * @throws IllegalArgumentException if {@code percent} is outside 0..100
   */
  TeamTournamentArbitrary withByes(int percent);

  /**
   * Lets whole matches be forfeited: {@link #withForfeitedMatches(int)} with 5 percent.
   *
   * @return a new instance of this arbitrary
   */
  TeamTournamentArbitrary withForfeitedMatches();

  /**
   * Lets each match be forfeited as a whole with the given chance: mostly by one team (the other
   * wins by forfeit, {@code +-} or {@code -+}), sometimes by both ({@code --}).
   *
   * @param percent the chance per match, 0 to 100
   * @return a new instance of this arbitrary
   * @throws IllegalArgumentException if {@code percent} is outside 0..100
   */
  TeamTournamentArbitrary withForfeitedMatches(int percent);

  /**
   * Lets seats stay empty: {@link #withEmptyBoards(int)} with 5 percent.
   *
   * @return a new instance of this arbitrary
   */
  TeamTournamentArbitrary withEmptyBoards();

  /**
   * Lets each board of a match played have an empty seat with the given chance: the player
   * present wins by forfeit, or, less often, both seats are empty and neither team scores.
   *
   * @param percent the chance per board, 0 to 100
   * @return a new instance of this arbitrary
   * @throws IllegalArgumentException if {@code percent} is outside 0..100
   */
  TeamTournamentArbitrary withEmptyBoards(int percent);

  /**
   * Lets teams field their players out of roster order: {@link #withOutOfOrderBoards(int)} with
   * 20 percent.
   *
   * @return a new instance of this arbitrary
   */
  TeamTournamentArbitrary withOutOfOrderBoards();

  /**
   * Gives teams up to two reserves, and lets each team, in each match, field its players out of
   * roster order with the given chance: two neighbouring boards swapped, or a reserve in for a
   * regular player.
   *
   * @param percent the chance per team and match, 0 to 100
   * @return a new instance of this arbitrary
   * @throws IllegalArgumentException if {@code percent} is outside 0..100
   */
  TeamTournamentArbitrary withOutOfOrderBoards(int percent);

  /**
   * Lets teams withdraw: {@link #withWithdrawals(int)} with 10 percent.
   *
   * @return a new instance of this arbitrary
   */
  TeamTournamentArbitrary withWithdrawals();

  /**
   * Lets each team withdraw with the given chance, before some round played: from that round on
   * every round of the team is a bye of kind {@link org.tiebreak.api.ResultKind#WITHDRAWN}; in a
   * round robin the scheduled opponent gets a full-point bye.
   *
   * @param percent the chance per team, 0 to 100
   * @return a new instance of this arbitrary
   * @throws IllegalArgumentException if {@code percent} is outside 0..100
   */
  TeamTournamentArbitrary withWithdrawals(int percent);

  /**
   * Lets teams enter late: {@link #withLateEntries(int)} with 10 percent.
   *
   * @return a new instance of this arbitrary
   */
  TeamTournamentArbitrary withLateEntries();

  /**
   * Lets each team enter late with the given chance: the team's first one or more rounds are
   * byes of kind {@link org.tiebreak.api.ResultKind#LATE_ENTRY} (possibly every round played so
   * far); in a round robin the scheduled opponent gets a full-point bye.
   *
   * @param percent the chance per team, 0 to 100
   * @return a new instance of this arbitrary
   * @throws IllegalArgumentException if {@code percent} is outside 0..100
   */
  TeamTournamentArbitrary withLateEntries(int percent);

  /**
   * Turns on every irregularity at its default chance: {@link #withByes()},
   * {@link #withForfeitedMatches()}, {@link #withEmptyBoards()},
   * {@link #withOutOfOrderBoards()}, {@link #withWithdrawals()} and {@link #withLateEntries()}.
   * One already given a chance keeps it.
   *
   * @return a new instance of this arbitrary
   */
  TeamTournamentArbitrary allUnplayedKinds();

  /**
   * Scores the events in match points under one of these point systems, chosen at random for
   * each, instead of 2-1-0 ({@link TournamentArbitraries#otherPointSystems()} and
   * {@link TeamTournamentArbitraries#matchPointSystems()} list some); pairings are made as they
   * would be under 2-1-0.
   *
   * @param systems the point systems, at least one
   * @return a new instance of this arbitrary
   * @throws IllegalArgumentException if none is given
   */
  TeamTournamentArbitrary matchPoints(PointSystem... systems);

  /**
   * Ranks the events by one of these scores, chosen at random for each, instead of match
   * points.
   *
   * @param scores the scores, at least one
   * @return a new instance of this arbitrary
   * @throws IllegalArgumentException if none is given
   */
  TeamTournamentArbitrary primaryScores(TeamScore... scores);
}
