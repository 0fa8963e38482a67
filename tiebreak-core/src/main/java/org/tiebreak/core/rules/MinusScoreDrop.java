package org.tiebreak.core.rules;

import static org.apiguardian.api.API.Status.STABLE;

import org.apiguardian.api.API;

/** Which opponents the Modified Median drops for a player with a minus score. */
@API(status = STABLE, since = "1.0")
public enum MinusScoreDrop {
  /** The highest-scoring opponents (US Chess rule 34E1, Big Rapids, WSCF). */
  HIGHEST,
  /** The lowest-scoring opponents, as the MCA 2001 text is written. */
  LOWEST
}
