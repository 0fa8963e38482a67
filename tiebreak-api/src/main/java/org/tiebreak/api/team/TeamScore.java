package org.tiebreak.api.team;

import static org.apiguardian.api.API.Status.STABLE;

import org.apiguardian.api.API;

/**
 * The two scores of a team event (FIDE C.07 Art. 11.1): match points, won by winning or drawing
 * a match, and game points, the sum of the team members' points on the boards. An event ranks by
 * one of them (its primary score) and may break ties by the other.
 */
@API(status = STABLE, since = "1.0")
public enum TeamScore {
  /** Match points: 2 for a match won, 1 for a match drawn, 0 for a match lost, unless set otherwise. */
  MATCH_POINTS,
  /** Game points: the sum of the points the team's players scored on the boards. */
  GAME_POINTS;

  /** The other score: game points for match points and the reverse. */
  public TeamScore other() {
    return this == MATCH_POINTS ? GAME_POINTS : MATCH_POINTS;
  }
}
