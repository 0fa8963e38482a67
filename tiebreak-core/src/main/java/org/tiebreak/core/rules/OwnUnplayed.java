package org.tiebreak.core.rules;

/** How the player's own unplayed rounds count among their opponents. */
public enum OwnUnplayed {
  /**
   * Each counts as an opponent with an adjusted score of 0 (US Chess rule 34E1, MCA); a pending
   * game is not an unplayed round and adds no opponent.
   */
  ZERO_OPPONENT,
  /** They are left out: only opponents met over the board count. */
  IGNORED
}
