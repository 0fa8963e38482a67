package org.tiebreak.testkit;

import static org.apiguardian.api.API.Status.STABLE;

import net.jqwik.api.Arbitrary;
import org.apiguardian.api.API;
import org.tiebreak.api.PointSystem;
import org.tiebreak.api.Tournament;

/**
 * A fluent jqwik arbitrary for valid {@link Tournament}s, made by {@link TournamentArbitraries}.
 *
 * <p>Every configuration method returns a new instance and leaves this one unchanged, as jqwik's
 * own fluent arbitraries do. Without configuration the arbitrary generates complete tournaments
 * of unrated players in which every round is a game played over the board, apart from the
 * pairing-allocated bye of an odd field. Each {@code with...} method adds one kind of unplayed
 * round; its percentage is a chance per player (and, where said, per round), from 0 (never) to
 * 100.
 *
 * <p>Every tournament generated builds without an
 * {@link org.tiebreak.api.InvalidTournamentException}. Tournaments are made from small integer
 * choices, so a failing property shrinks to fewer players, fewer rounds, fewer unplayed rounds
 * and simpler results. Players are named {@code "Player 1"}, {@code "Player 2"} and so on, the
 * tournament has no name and no player has federation ids, so that
 * {@link Crosstables#parse(String, int, org.tiebreak.api.Format)} of
 * {@link Crosstables#format(Tournament)} gives the tournament back.
 */
@API(status = STABLE, since = "1.0")
public interface TournamentArbitrary extends Arbitrary<Tournament> {

  /**
   * Generates between {@code min} and {@code max} players (both included).
   *
   * @return a new instance of this arbitrary
   * @throws IllegalArgumentException if {@code min} is below 1 or above {@code max}
   */
  TournamentArbitrary players(int min, int max);

  /**
   * Generates Swiss tournaments planned for between {@code min} and {@code max} rounds (both
   * included). A round robin's planned rounds follow from its number of players.
   *
   * @return a new instance of this arbitrary
   * @throws IllegalArgumentException if {@code min} is below 1 or above {@code max}
   * @throws IllegalStateException if this arbitrary generates round robins
   */
  TournamentArbitrary rounds(int min, int max);

  /**
   * Generates double round robins: the whole Berger table is played twice, with colours swapped
   * in the second cycle.
   *
   * @return a new instance of this arbitrary
   * @throws IllegalStateException if this arbitrary generates Swiss tournaments
   */
  TournamentArbitrary doubleRoundRobin();

  /**
   * Also generates tournaments still in progress: any number of rounds from 0 to the planned
   * number may have been played.
   *
   * @return a new instance of this arbitrary
   */
  TournamentArbitrary inProgress();

  /**
   * Also generates a last round in progress: in a third of the tournaments every game of the last
   * round played is {@link org.tiebreak.api.GameResult#PENDING pending}, in another third each
   * game is pending at even odds; byes and absences of that round are as decided.
   *
   * @return a new instance of this arbitrary
   */
  TournamentArbitrary withPendingGames();

  /**
   * Lets players request byes: {@link #withByes(int)} with 10 percent.
   *
   * @return a new instance of this arbitrary
   */
  TournamentArbitrary withByes();

  /**
   * Lets each player request a bye in each round with the given chance: mostly half-point byes,
   * some zero-point byes and a few full-point byes. In a Swiss tournament the player is not
   * paired; in a round robin the scheduled opponent gets a full-point bye.
   *
   * @param percent the chance per player and round, 0 to 100
   * @return a new instance of this arbitrary
   * @throws IllegalArgumentException if {@code percent} is outside 0..100, or byes and absences
   *     together exceed 100 percent
   */
  TournamentArbitrary withByes(int percent);

  /**
   * Lets games be forfeited: {@link #withForfeits(int)} with 10 percent.
   *
   * @return a new instance of this arbitrary
   */
  TournamentArbitrary withForfeits();

  /**
   * Lets each game be forfeited with the given chance: mostly one-sided (either player wins by
   * forfeit), sometimes a double forfeit that both players lose. Forfeits keep both colours.
   *
   * @param percent the chance per game, 0 to 100
   * @return a new instance of this arbitrary
   * @throws IllegalArgumentException if {@code percent} is outside 0..100
   */
  TournamentArbitrary withForfeits(int percent);

  /**
   * Lets players withdraw: {@link #withWithdrawals(int)} with 15 percent.
   *
   * @return a new instance of this arbitrary
   */
  TournamentArbitrary withWithdrawals();

  /**
   * Lets each player withdraw with the given chance, before some round played: from that round
   * on, every round of the player is {@link org.tiebreak.api.ResultKind#WITHDRAWN}. In a round
   * robin the scheduled opponent gets a full-point bye.
   *
   * @param percent the chance per player, 0 to 100
   * @return a new instance of this arbitrary
   * @throws IllegalArgumentException if {@code percent} is outside 0..100
   */
  TournamentArbitrary withWithdrawals(int percent);

  /**
   * Lets players enter late: {@link #withLateEntries(int)} with 15 percent.
   *
   * @return a new instance of this arbitrary
   */
  TournamentArbitrary withLateEntries();

  /**
   * Lets each player enter late with the given chance: the player's first one or more rounds are
   * {@link org.tiebreak.api.ResultKind#LATE_ENTRY} (possibly every round played so far). In a
   * round robin the scheduled opponent gets a full-point bye.
   *
   * @param percent the chance per player, 0 to 100
   * @return a new instance of this arbitrary
   * @throws IllegalArgumentException if {@code percent} is outside 0..100
   */
  TournamentArbitrary withLateEntries(int percent);

  /**
   * Lets players be absent: {@link #withAbsences(int)} with 5 percent.
   *
   * @return a new instance of this arbitrary
   */
  TournamentArbitrary withAbsences();

  /**
   * Lets each player be absent without arrangement in each round with the given chance: the
   * round is {@link org.tiebreak.api.ResultKind#ABSENT}. In a Swiss tournament the player is not
   * paired; in a round robin the scheduled opponent gets a full-point bye.
   *
   * @param percent the chance per player and round, 0 to 100
   * @return a new instance of this arbitrary
   * @throws IllegalArgumentException if {@code percent} is outside 0..100, or byes and absences
   *     together exceed 100 percent
   */
  TournamentArbitrary withAbsences(int percent);

  /**
   * Turns on every kind of unplayed round at its default chance: {@link #withByes()},
   * {@link #withForfeits()}, {@link #withWithdrawals()}, {@link #withLateEntries()} and
   * {@link #withAbsences()}. A kind already given a chance keeps it.
   *
   * @return a new instance of this arbitrary
   */
  TournamentArbitrary allUnplayedKinds();

  /**
   * Gives players ratings: {@link #rated(int)} with 20 percent unrated players.
   *
   * @return a new instance of this arbitrary
   */
  TournamentArbitrary rated();

  /**
   * Gives players ratings between 1000 and 2800, except that each player is unrated with the
   * given chance. Start numbers follow the ratings, highest first, unrated players last.
   *
   * @param unratedPercent the chance that a player is unrated, 0 to 100
   * @return a new instance of this arbitrary
   * @throws IllegalArgumentException if {@code unratedPercent} is outside 0..100
   */
  TournamentArbitrary rated(int unratedPercent);

  /**
   * Scores the tournaments under one of these point systems, chosen at random for each, instead
   * of 1-½-0 (such as 3-1-0, or a pairing-allocated bye worth a draw); pairings are made as they
   * would be under 1-½-0. {@link TournamentArbitraries#otherPointSystems()} lists some.
   *
   * @param systems the point systems, at least one
   * @return a new instance of this arbitrary
   * @throws IllegalArgumentException if none is given
   */
  TournamentArbitrary pointSystems(PointSystem... systems);
}
