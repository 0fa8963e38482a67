package org.tiebreak.core.rules;

/** Which rounds count as won for {@link MostWins}. */
public enum WinsCounted {
  /** Games won over the board only. */
  OVER_THE_BOARD,
  /**
   * Every round won with or without playing: games won over the board, forfeit wins, full-point
   * byes and pairing-allocated byes.
   */
  ROUNDS_WON
}
