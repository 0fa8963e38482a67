package org.tiebreak.core.rules;

/** Which opponents the Modified Median drops for a player with a minus score. */
public enum MinusScoreDrop {
  /** The highest-scoring opponents (US Chess rule 34E1, Big Rapids, WSCF). */
  HIGHEST,
  /** The lowest-scoring opponents, as the MCA 2001 text is written. */
  LOWEST
}
