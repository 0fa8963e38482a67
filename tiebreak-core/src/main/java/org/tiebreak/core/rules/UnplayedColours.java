package org.tiebreak.core.rules;

/** How rounds without a game over the board count towards the number of games with Black. */
public enum UnplayedColours {
  /** Not at all: only games played over the board with Black count (USCF 34E6, MCA, Big Rapids). */
  NOT_COUNTED,
  /**
   * A forfeit, won or lost, counts by the colour it was scheduled with, where that is known;
   * byes never count, as they have no colour.
   */
  SCHEDULED_COLOUR
}
