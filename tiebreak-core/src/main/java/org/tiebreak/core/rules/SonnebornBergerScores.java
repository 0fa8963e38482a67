package org.tiebreak.core.rules;

/** Which score of an opponent Sonneborn-Berger adds. */
public enum SonnebornBergerScores {
  /**
   * The opponent's score as it stands after the rounds ranked, byes and forfeits included at
   * their points (Big Rapids round-robin tie-break 1; USCF 34E8 as the sources summarise it).
   */
  FINAL,
  /**
   * The opponent's adjusted score: every unplayed round of the opponent (bye, forfeit, round
   * after a withdrawal or before a late entry) counts ½ whatever it scored (MCA 2001).
   */
  ADJUSTED
}
