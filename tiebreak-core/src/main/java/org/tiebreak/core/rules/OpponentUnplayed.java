package org.tiebreak.core.rules;

import static org.apiguardian.api.API.Status.STABLE;

import org.apiguardian.api.API;

/** How an opponent's own unplayed rounds count in the score used for that opponent. */
@API(status = STABLE, since = "1.0")
public enum OpponentUnplayed {
  /**
   * Every unplayed round (bye, forfeit, round after a withdrawal) counts ½ whatever it scored: the
   * adjusted score of US Chess rule 34E1, the MCA and the Big Rapids texts. Under another point system
   * it counts a draw's points (a drawn match's, when teams are ranked). A pending game is not an
   * unplayed round: it counts nothing until it is finished.
   */
  COUNT_HALF,
  /** The opponent's score as it stands, unadjusted. */
  AS_SCORED
}
