package org.tiebreak.core.rules;

import org.tiebreak.api.ResultKind;

/** Whether a forfeit between two tied players counts as a game between them. */
public enum ForfeitsBetweenTied {
  /** A forfeit counts as a win for the side that was present and a loss for the absentee. */
  COUNT,
  /**
   * Only games played over the board count: the texts speak of the game the tied players
   * "played" (USCF 34E5 as quoted by MCA and Big Rapids).
   */
  IGNORE;

  /** Whether a round of this kind between two tied players counts. */
  boolean counts(ResultKind kind) {
    return kind.isPlayed() || (this == COUNT && kind.isForfeit());
  }
}
