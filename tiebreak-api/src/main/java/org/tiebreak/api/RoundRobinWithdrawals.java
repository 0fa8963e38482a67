package org.tiebreak.api;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import org.apiguardian.api.API;

/**
 * How a round robin counts the games of a player who withdrew or was expelled: every game as
 * recorded (the default), or as FIDE's and US Chess's texts say, which the event's regulations
 * choose.
 *
 * <p>FIDE's General Regulations for Competitions (Art. 6.6, and before them the FIDE Tournament
 * Rules of 2011, Art. V.4): when a player withdraws or is expelled from a round robin having
 * completed less than 50% of their games, the results stay in the tournament table for rating
 * and history but are not counted in the final standings; otherwise they count, the unplayed
 * games being forfeits. US Chess rule 30B has the same rule for withdrawals: a player who
 * withdraws before playing half of their scheduled games is scored as not having competed at
 * all, and their games are not part of their opponents' records for prizes. Swiss events keep
 * every result (FIDE Tournament Rules, Art. V.5).
 */
@API(status = EXPERIMENTAL, since = "1.0")
public enum RoundRobinWithdrawals {
  /**
   * The texts' rule: a player who left having played fewer than half of their scheduled games
   * over the board is left out of the standings and their games do not count; otherwise every
   * game counts, those not played as forfeits.
   */
  UNDER_HALF_NOT_COUNTED,
  /**
   * Every game counts as recorded, whenever the player left: the default, which ranks as
   * earlier versions of this library did. An expelled player is left out of the standings all
   * the same.
   */
  ALL_COUNTED
}
