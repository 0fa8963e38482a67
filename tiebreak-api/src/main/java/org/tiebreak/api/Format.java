package org.tiebreak.api;

import static org.apiguardian.api.API.Status.STABLE;

import org.apiguardian.api.API;

/** How a tournament is paired. */
@API(status = STABLE, since = "1.0")
public enum Format {
  /** Paired round by round by score (Swiss system). */
  SWISS,
  /** Every player meets every other player once. */
  ROUND_ROBIN,
  /** Every player meets every other player twice. */
  DOUBLE_ROUND_ROBIN;

  /** How often two players may meet, or {@link Integer#MAX_VALUE} where the format does not limit it. */
  public int maxMeetings() {
    return switch (this) {
      case ROUND_ROBIN -> 1;
      case DOUBLE_ROUND_ROBIN -> 2;
      default -> Integer.MAX_VALUE;
    };
  }
}
