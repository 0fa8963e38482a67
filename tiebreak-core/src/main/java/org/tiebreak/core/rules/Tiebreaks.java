package org.tiebreak.core.rules;

import static org.apiguardian.api.API.Status.STABLE;

import java.util.OptionalInt;
import org.apiguardian.api.API;
import org.tiebreak.api.rule.GroupRule;
import org.tiebreak.api.rule.ValueRule;
import org.tiebreak.api.standings.Message;

/**
 * The general tie-break algorithms, each with the variations the rule texts disagree on as
 * parameters. Every rule is written against the public {@link org.tiebreak.api.rule.Crosstable}
 * view, the way a vendor writes one; each federation's variants are named in its ruleset package
 * (such as {@code org.tiebreak.rulesets.uscf.Uscf}).
 *
 * <pre>{@code
 * ValueRule modifiedMedian = Tiebreaks.modifiedMedian(MinusScoreDrop.HIGHEST, 0,
 *     OpponentUnplayed.COUNT_HALF, OwnUnplayed.ZERO_OPPONENT);  // no nine-round rule
 * }</pre>
 *
 * <p>Every rule has a stable {@link org.tiebreak.api.rule.TiebreakRule#code() code}, a
 * {@link org.tiebreak.api.rule.TiebreakRule#variant() variant} that tells its parameters apart, and
 * explains each figure round by round. Two rules made with equal parameters are equal. Rules are
 * immutable and thread-safe.
 *
 * <p>A {@linkplain org.tiebreak.api.ResultKind#PENDING pending game} (a round in progress) is a
 * round neither player has played yet: every rule here counts it as if that round did not exist
 * for them, with no opponent, points, colour, win or loss, and not as an unplayed round. None of
 * the rule texts speaks of a round in progress.
 */
@API(status = STABLE, since = "1.0")
public final class Tiebreaks {

  /** The remark on a group that a drawing of lots leaves tied because no seed was given. */
  public static final Message LOTS_NOT_DRAWN_REMARK = DrawingOfLots.NO_SEED_REMARK;
  /** The remark on a tie for first place that a drawing of lots does not decide. */
  public static final Message TITLE_NOT_BY_LOT_REMARK = DrawingOfLots.TITLE_REMARK;
  /** The remark on every player of a group a speed play-off reaches. */
  public static final Message PLAY_OFF_REMARK = SpeedPlayOff.REMARK;

  private Tiebreaks() {}

  /**
   * Modified Median (US Chess rule 34E1), code {@code MM}: the sum of the opponents' scores,
   * dropping the least significant. A plus score (more than half the maximum) drops the lowest
   * opponent, a minus score the {@code minusScoreDrops} end, an even score (exactly half) both;
   * from {@code twoCutsFrom} rounds on, two are dropped at each such end. The maximum is a win in
   * every round ranked, so live standings treat the event as if it ended after the last round
   * played; a player's pending game is not one of those rounds, and a round whose games are all
   * pending does not count towards {@code twoCutsFrom}. A pending game is neither an opponent
   * nor an own unplayed round.
   *
   * @param minusScoreDrops which end a minus score drops
   * @param twoCutsFrom the number of rounds from which two are dropped at each end; 0 for never
   * @param opponentUnplayed how opponents' unplayed rounds count in their scores
   * @param ownUnplayed how the player's own unplayed rounds count
   * @throws IllegalArgumentException if {@code twoCutsFrom} is negative
   */
  public static ValueRule modifiedMedian(MinusScoreDrop minusScoreDrops, int twoCutsFrom,
      OpponentUnplayed opponentUnplayed, OwnUnplayed ownUnplayed) {
    return new ModifiedMedian(minusScoreDrops, twoCutsFrom, opponentUnplayed, ownUnplayed);
  }

  /**
   * Median, the Harkness system (US Chess rule 34E4), code {@code MED}: the sum of the opponents'
   * scores without the highest and the lowest, whatever the player's score; from
   * {@code twoCutsFrom} rounds on (a round whose games are all pending not counted), the two
   * highest and two lowest.
   *
   * @param twoCutsFrom the number of rounds from which two are dropped at each end; 0 for never
   * @param opponentUnplayed how opponents' unplayed rounds count in their scores
   * @param ownUnplayed how the player's own unplayed rounds count
   * @throws IllegalArgumentException if {@code twoCutsFrom} is negative
   */
  public static ValueRule median(int twoCutsFrom, OpponentUnplayed opponentUnplayed,
      OwnUnplayed ownUnplayed) {
    return new Median(twoCutsFrom, opponentUnplayed, ownUnplayed);
  }

  /**
   * Solkoff (US Chess rule 34E2), code {@code SOLK}: the sum of all the opponents' scores, nothing
   * dropped.
   *
   * @param opponentUnplayed how opponents' unplayed rounds count in their scores
   * @param ownUnplayed how the player's own unplayed rounds count
   */
  public static ValueRule solkoff(OpponentUnplayed opponentUnplayed, OwnUnplayed ownUnplayed) {
    return new Solkoff(opponentUnplayed, ownUnplayed);
  }

  /**
   * Cumulative (US Chess rule 34E3), code {@code CUM}: the sum of the player's running score after
   * each round, less a deduction for points scored without playing. Scoring early counts more,
   * since it means tougher opponents later. A pending game adds no running score.
   *
   * @param deduction what is subtracted for unplayed points
   */
  public static ValueRule cumulative(CumulativeDeduction deduction) {
    return new Cumulative(deduction);
  }

  /**
   * Cumulative of Opposition (US Chess rule 34E9), code {@code OPPCUM}: the sum of the Cumulative
   * figures of the opponents met over the board; the player's own unplayed rounds add 0.
   *
   * @param deduction what the opponents' Cumulative figures subtract for unplayed points
   */
  public static ValueRule cumulativeOfOpposition(CumulativeDeduction deduction) {
    return new CumulativeOfOpposition(new Cumulative(deduction));
  }

  /**
   * Sonneborn-Berger (US Chess rule 34E8), code {@code SB}: the scores of the opponents the player
   * beat plus half the scores of the opponents the player drew. Losses, byes and forfeit losses
   * add nothing; a forfeit win adds nothing unless {@code forfeitWins} counts it as a game. An
   * opponent met more than once (double round robin) counts once per game. Half of an adjusted
   * score such as 2.5 is exactly 1.25.
   *
   * @param opponentScores the opponents' scores as they stand ({@link OpponentUnplayed#AS_SCORED},
   *     final scores) or adjusted
   * @param forfeitWins whether a forfeit win counts as a win over the scheduled opponent
   */
  public static ValueRule sonnebornBerger(OpponentUnplayed opponentScores, Forfeits forfeitWins) {
    return new SonnebornBerger(opponentScores, forfeitWins);
  }

  /**
   * Kashdan (US Chess rule 34E7), code {@code KASH}: 4 points per game won, 2 per game drawn, 1
   * per game lost, and a fixed number per unplayed round. Only games played over the board are
   * won, drawn or lost; forfeits (both sides, a double forfeit too) and byes of every kind (also
   * absence, rounds after a withdrawal and before a late entry) are unplayed rounds; a pending
   * game is neither, and adds nothing. Among players with no unplayed rounds, a win and a loss
   * (5) beat two draws (4).
   *
   * @param unplayedPoints the points for each unplayed round, any whole number
   */
  public static ValueRule kashdan(int unplayedPoints) {
    return new Kashdan(unplayedPoints);
  }

  /**
   * Most blacks (US Chess rule 34E6), code {@code BLK}: the number of games played with Black. A
   * game whose colours were not recorded counts for neither colour; byes never count.
   *
   * @param forfeits whether a forfeit counts by the colour it was scheduled with
   */
  public static ValueRule mostBlacks(Forfeits forfeits) {
    return new MostBlacks(forfeits);
  }

  /**
   * Most wins (the overview of tie-break systems; the first tie-break of ICCF individual events),
   * code {@code WINS}: the number of games won over the board.
   */
  public static ValueRule mostWins() {
    return new MostWins(false);
  }

  /**
   * Most wins counting rounds won with or without playing, code {@code WINS}: games won over the
   * board, forfeit wins, full-point and pairing-allocated byes.
   */
  public static ValueRule roundsWon() {
    return new MostWins(true);
  }

  /**
   * First loss came last (the overview of tie-break systems), code {@code FLL}: among tied players,
   * the one whose first loss came latest ranks higher. The figure is the round of the first loss;
   * a player with no loss gets the number of rounds ranked plus one, above everyone who lost (a
   * round whose games are all pending is not yet ranked). Byes of every kind (zero-point byes and
   * absences included) and pending games are not losses.
   *
   * @param forfeits whether a forfeit loss is a loss
   */
  public static ValueRule firstLossLatest(Forfeits forfeits) {
    return new FirstLossLatest(forfeits);
  }

  /**
   * Late arrival (the overview of tie-break systems), code {@code LATE}: a player who entered after
   * the first round was paired ranks below the tied players who were there from the start. The
   * figure is 1 for a player present from round 1 and 0 for one whose first round is a late
   * entry; a bye or an absence in round 1 is not a late entry.
   */
  public static ValueRule lateArrival() {
    return new LateArrival();
  }

  /**
   * Actual-play precedence (the preamble of the MCA 2001 and Big Rapids lists), code {@code PLAY}:
   * of two tied players, one who scored in actual play ranks above one whose whole score comes
   * from unplayed rounds, before any tie-break is used; meant as a precedence of a
   * {@link org.tiebreak.api.Ruleset}. The figure is 1 for a player who won or drew at least one
   * game over the board, or who has no points at all, and 0 for a player whose every point came
   * from unplayed rounds (byes of any kind and forfeit wins).
   */
  public static ValueRule actualPlayPrecedence() {
    return new ActualPlayPrecedence();
  }

  /**
   * Average rating of opponents (US Chess rule 34E11 "Average rating of opposition"; FIDE C.07 Art.
   * 10.1 ARO), code {@code ARO}: the average rating of the opponents met over the board, rounded to
   * the nearest whole number with .5 rounded up. Forfeits and byes do not count; a player with no
   * counted opponent gets 0.
   *
   * @param unratedRating the rating an unrated opponent counts with; empty to leave the game out
   * @throws IllegalArgumentException if the rating is negative
   */
  public static ValueRule averageRatingOfOpponents(OptionalInt unratedRating) {
    return new AverageRatingOfOpponents(unratedRating, true);
  }

  /**
   * The {@linkplain #averageRatingOfOpponents average rating of opponents} as an exact fraction,
   * not rounded.
   *
   * @param unratedRating the rating an unrated opponent counts with; empty to leave the game out
   * @throws IllegalArgumentException if the rating is negative
   */
  public static ValueRule averageRatingOfOpponentsExact(OptionalInt unratedRating) {
    return new AverageRatingOfOpponents(unratedRating, false);
  }

  /**
   * Performance rating by the linear formula, code {@code TPR}: the rating the player would get
   * from this tournament alone, (sum of the opponents' ratings + 400 × (wins − losses)) / games,
   * rounded to the nearest whole number with .5 up. Only games played over the board count; a
   * player with no counted game gets 0.
   *
   * @param unratedRating the rating an unrated opponent counts with; empty to leave the game (its
   *     rating and its result) out
   * @throws IllegalArgumentException if the rating is negative
   */
  public static ValueRule linearPerformance(OptionalInt unratedRating) {
    return new PerformanceRating(PerformanceRating.Formula.USCF_LINEAR,
        PerformanceRating.Scope.OWN, unratedRating);
  }

  /**
   * Tournament performance rating (FIDE C.07 Art. 10.2 TPR), code {@code TPR}: ARO + dp(p), where
   * ARO is the average of the opponents' ratings rounded half up (10.1), p the points over the
   * board divided by the games over the board, rounded half up to two decimals, and dp its rating
   * difference in the FIDE B.02 conversion table. A player with no counted game gets 0.
   *
   * @param unratedRating the rating an unrated opponent counts with; empty to leave the game out
   * @throws IllegalArgumentException if the rating is negative
   */
  public static ValueRule fidePerformance(OptionalInt unratedRating) {
    return new PerformanceRating(PerformanceRating.Formula.FIDE_TABLE,
        PerformanceRating.Scope.OWN, unratedRating);
  }

  /**
   * Opposition's performance (US Chess rule 34E10), code {@code APRO}: the average of the
   * {@linkplain #linearPerformance linear performances} of the opponents met over the board,
   * rounded half up. Every opponent met over the board counts, rated or not (an unrated player has
   * a performance too); an opponent with no counted game of their own is left out.
   *
   * @param unratedRating the rating an unrated opponent counts with in each performance
   * @throws IllegalArgumentException if the rating is negative
   */
  public static ValueRule oppositionLinearPerformance(OptionalInt unratedRating) {
    return new PerformanceRating(PerformanceRating.Formula.USCF_LINEAR,
        PerformanceRating.Scope.OPPONENTS_AVERAGE, unratedRating);
  }

  /**
   * Opposition's performance as SwissSys computes it, code {@code APRO}: the average of the
   * opponents' performances rounded half up, as {@link #oppositionLinearPerformance}, but each
   * performance is SwissSys's: (sum of the opponents' ratings + 400 × (wins − losses)) / games,
   * truncated, where a win against an opponent rated more than 350 below the player (who has a
   * rating of their own) counts that opponent as rated 350 below. No rule text gives these two
   * details; they reproduce every figure SwissSys published for 187 players of ten real US
   * sections.
   *
   * @param unratedRating the rating an unrated opponent counts with in each performance
   * @throws IllegalArgumentException if the rating is negative
   */
  public static ValueRule oppositionPerformanceSwissSys(OptionalInt unratedRating) {
    return new PerformanceRating(PerformanceRating.Formula.SWISSSYS_LINEAR,
        PerformanceRating.Scope.OPPONENTS_AVERAGE, unratedRating);
  }

  /**
   * Average performance rating of opponents (FIDE C.07 Art. 10.4 APRO), code {@code APRO}: the
   * average of the {@linkplain #fidePerformance TPRs} of the opponents met over the board, rounded
   * half up, counted as {@link #oppositionLinearPerformance} counts them.
   *
   * @param unratedRating the rating an unrated opponent counts with in each performance
   * @throws IllegalArgumentException if the rating is negative
   */
  public static ValueRule oppositionFidePerformance(OptionalInt unratedRating) {
    return new PerformanceRating(PerformanceRating.Formula.FIDE_TABLE,
        PerformanceRating.Scope.OPPONENTS_AVERAGE, unratedRating);
  }

  /**
   * Result between tied players (US Chess rule 34E5), code {@code TIED}: every game between two
   * players of the tied group counts +1 to the winner and −1 to the loser, a draw 0, and the group
   * is ranked by that plus/minus, best first. It is plus/minus, not a percentage: 3-1 is plus two
   * and beats 1-0, plus one. It works for any number of tied players, whether or not all of them
   * met; players with equal plus/minus, including those who met none of the others, stay tied for
   * the next rule, and the rule is not applied again to the smaller groups it leaves.
   *
   * @param forfeits whether forfeits between tied players count as games (a double forfeit counts
   *     0 to both)
   */
  public static GroupRule resultBetweenTiedPlayers(Forfeits forfeits) {
    return new ResultBetweenTiedPlayers(forfeits);
  }

  /**
   * Head-to-head (Big Rapids round-robin tie-break 2), code {@code H2H}: of two tied players, the
   * one who won their game ranks first; a draw, or no game, leaves them tied. Where they met more
   * than once (a double round robin) the points of all their games are added. The text speaks of
   * the game between the two tied players, so a group of three or more is left tied, and the
   * explanation says so.
   *
   * @param forfeits whether a forfeit between the two counts as their game
   */
  public static GroupRule headToHead(Forfeits forfeits) {
    return new HeadToHead(forfeits);
  }

  /**
   * Drawing of lots (US Chess rule 34E13, the coin flip), code {@code LOTS}: the last resort,
   * ordering a tied group at random, reproducibly. The draw depends only on the seed given to the
   * engine and on the group (its start numbers and the first place it contends for): the start
   * numbers in ascending order are shuffled (Fisher-Yates, from the last position down) with a
   * SplitMix64 stream seeded with the seed, the first place and each start number in turn, the
   * same on every JVM. Without a seed the group is left tied with the remark
   * {@link #LOTS_NOT_DRAWN_REMARK} ("to be decided by lot").
   */
  public static GroupRule drawingOfLots() {
    return new DrawingOfLots(true);
  }

  /**
   * A {@linkplain #drawingOfLots drawing of lots} that never decides a tie for first place (MCA
   * 2001 and Big Rapids: the coin flip is for prizes, never for a title): such a tie is left with
   * the remark {@link #TITLE_NOT_BY_LOT_REMARK}.
   */
  public static GroupRule drawingOfLotsExceptForTitle() {
    return new DrawingOfLots(false);
  }

  /**
   * Speed play-off (US Chess rule 34E12), code {@code PLAYOFF}: the tie is decided by fast games,
   * which the library cannot compute; the group is left tied with the remark
   * {@link #PLAY_OFF_REMARK} ("to be decided by a play-off").
   */
  public static GroupRule speedPlayOff() {
    return new SpeedPlayOff();
  }
}
