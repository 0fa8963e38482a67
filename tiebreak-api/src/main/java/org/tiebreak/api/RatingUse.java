package org.tiebreak.api;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import org.apiguardian.api.API;

/**
 * Which of a player's ratings the rating-based tie-breaks count when players get new ratings
 * during the event ({@link Player#ratingChanges()}): an event longer than a rating period.
 *
 * <p>FIDE C.07 Art. 10 (2026 edition) does not recommend these tie-breaks when a player can get
 * more than one rating during the tournament; if they are chosen nevertheless, the rating used is
 * the first one, unless the tournament's regulations say otherwise.
 */
@API(status = EXPERIMENTAL, since = "1.0")
public enum RatingUse {
  /** Every player's first rating, in force from round 1: FIDE's default. */
  FIRST,
  /** For each game, the rating each player had in force in that game's round. */
  BY_ROUND
}
