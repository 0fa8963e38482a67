package org.tiebreak.core.rules;

import static org.apiguardian.api.API.Status.STABLE;

import org.apiguardian.api.API;

/**
 * What Cumulative subtracts for points scored without playing: what the round scored, 1 or ½
 * under 1-½-0 (a match won or drawn, in a team's match points).
 */
@API(status = STABLE, since = "1.0")
public enum CumulativeDeduction {
  /**
   * 1 for each full-point bye, pairing-allocated bye or forfeit win, and ½ for each half-point bye
   * (the US Chess rulebook, 7th edition).
   */
  FULL_AND_HALF,
  /** 1 for each full-point bye, pairing-allocated bye or forfeit win (MCA 2001, Big Rapids). */
  FULL_ONLY,
  /** Nothing: the plain sum of the running scores. */
  NONE
}
