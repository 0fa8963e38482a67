package org.tiebreak.api.rule;

import static org.apiguardian.api.API.Status.STABLE;

import org.apiguardian.api.API;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.team.TeamScore;

/**
 * A team event as a rule reads it: a {@link Crosstable} of teams (players by index are the teams,
 * each round's kind is the team's match result, the opponent is the opposing team) whose points
 * are the event's primary score, with the other score and the boards beside it.
 *
 * <p>{@link #view(TeamScore)} gives the same grid counted in match points or in game points, so a
 * rule written for individuals ranks teams by either score (the {@code :MP} and {@code :GP} of
 * FIDE C.07 Art. 11.1). In the game-point view a kind's points ({@link #pointsFor}) are those of
 * a whole match: a win's for every board for a match won, a draw's for every board for a match
 * drawn. Board points are in the units of the game-point view. A match in progress is a
 * {@link ResultKind#PENDING} round of both teams, with no points in either view.
 *
 * <p>A team crosstable is immutable and thread-safe.
 */
@API(status = STABLE, since = "1.0")
public interface TeamCrosstable extends Crosstable {

  /** The score the event ranks by, whose view this crosstable is. */
  TeamScore primaryScore();

  /** The grid counted in match points or in game points. */
  Crosstable view(TeamScore score);

  /** The number of boards of a match. */
  int boards();

  /**
   * The start number of the team's player on a board of its match in a round, or 0 for an empty
   * seat, a match forfeited as a whole or a bye; a match in progress has its players too.
   *
   * @param board the board, from 0
   * @throws IndexOutOfBoundsException if the team, round or board is out of range
   */
  int boardPlayer(int team, int round, int board);

  /**
   * The team's game points on a board in a round, in the units of the game-point view: its
   * player's points, 0 for an empty seat; in a match forfeited as a whole a forfeit's points; 0
   * in a bye, and 0 on every board of a match in progress (its kind {@link ResultKind#PENDING}),
   * finished or not.
   *
   * @param board the board, from 0
   * @throws IndexOutOfBoundsException if the team, round or board is out of range
   */
  long boardPoints(int team, int round, int board);
}
