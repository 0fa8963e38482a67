package org.tiebreak.core.rules;

/** What a forfeit win adds to Sonneborn-Berger. */
public enum SonnebornBergerForfeits {
  /** Nothing: no game was played (Big Rapids; the reading chosen for MCA and USCF). */
  COUNT_NOTHING,
  /** As a win over the scheduled opponent: that opponent's score, final or adjusted. */
  AS_WIN_OVER_SCHEDULED_OPPONENT
}
