package org.tiebreak.rulesets.fide;

import java.util.ArrayList;
import java.util.List;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.Score;
import org.tiebreak.api.rule.Crosstable;
import org.tiebreak.api.rule.TeamCrosstable;
import org.tiebreak.api.team.TeamScore;

/**
 * A team's game points board by board, as the board tie-breaks of FIDE C.07 Art. 12 count them
 * (and the own-results tie-breaks on game points): a forfeited game as the standard result it
 * gives, a match forfeited as a whole as the forfeit's points on every board, and a bye as its
 * points on every board, the pairing-allocated bye as a win on every board (the preamble of Art.
 * 12, as the FIDE Technical Commission's reference checker reads it, although the bye's game
 * points are a drawn match's); a match in progress as nothing on every board, its finished boards
 * included, the round not yet played. In the units of the game-point view.
 */
final class TeamBoards {

  private final TeamCrosstable teams;
  private final Crosstable games;
  private final int boards;

  TeamBoards(TeamCrosstable teams) {
    this.teams = teams;
    this.games = teams.view(TeamScore.GAME_POINTS);
    this.boards = teams.boards();
  }

  /** The number of boards of a match. */
  int boards() {
    return boards;
  }

  /** The units per point of the game points. */
  long unit() {
    return games.unitsPerPoint();
  }

  /** A game won's points on one board. */
  long win() {
    return games.pointsFor(ResultKind.WIN) / boards;
  }

  /** A game drawn's points on one board. */
  long draw() {
    return games.pointsFor(ResultKind.DRAW) / boards;
  }

  /** The team's points on a board (from 0) in a round (from 0). */
  long points(int team, int round, int board) {
    ResultKind kind = games.kind(team, round);
    if (!kind.isBye()) {
      return teams.boardPoints(team, round, board);
    }
    return kind == ResultKind.PAIRING_ALLOCATED_BYE ? win() : games.pointsFor(kind) / boards;
  }

  /** The team's points board by board in a round, board 1 first. */
  long[] points(int team, int round) {
    long[] points = new long[boards];
    for (int b = 0; b < boards; b++) {
      points[b] = points(team, round, b);
    }
    return points;
  }

  /** The team's points board by board over the rounds ranked, board 1 first. */
  long[] totals(int team) {
    long[] totals = new long[boards];
    for (int r = 0; r < games.rounds(); r++) {
      for (int b = 0; b < boards; b++) {
        totals[b] += points(team, r, b);
      }
    }
    return totals;
  }

  /** Some units as points. */
  Score toPoints(long units) {
    return games.toPoints(units);
  }

  /** Board points as points, board 1 first, as an explanation lists them. */
  List<Score> scores(long[] points) {
    List<Score> scores = new ArrayList<>(points.length);
    for (long units : points) {
      scores.add(toPoints(units));
    }
    return scores;
  }
}
