package org.tiebreak.core.rules;

import static org.apiguardian.api.API.Status.STABLE;

import org.apiguardian.api.API;

/** How the player's own unplayed rounds count among their opponents. */
@API(status = STABLE, since = "1.0")
public enum OwnUnplayed {
  /**
   * Each counts as an opponent with an adjusted score of 0 (US Chess rule 34E1, MCA); a pending
   * game is not an unplayed round and adds no opponent.
   */
  ZERO_OPPONENT,
  /** They are left out: only opponents met over the board count. */
  IGNORED
}
