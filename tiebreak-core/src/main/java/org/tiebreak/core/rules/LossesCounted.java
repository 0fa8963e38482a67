package org.tiebreak.core.rules;

/** Which rounds count as a loss for {@link FirstLossLatest}. */
public enum LossesCounted {
  /** Games lost over the board only. */
  OVER_THE_BOARD,
  /** Games lost over the board and forfeit losses, also when neither player of a game played. */
  INCLUDING_FORFEITS
}
