package org.tiebreak.testkit;

import static org.apiguardian.api.API.Status.STABLE;

import java.util.Objects;
import org.apiguardian.api.API;
import org.tiebreak.api.Tournament;
import org.tiebreak.prizes.PrizeList;

/**
 * A tournament and the prize list of its players: what {@link SharingPolicyContract} runs over.
 *
 * @param tournament the tournament
 * @param list the prizes of its players
 */
@API(status = STABLE, since = "1.0")
public record PrizedEvent(Tournament tournament, PrizeList list) {

  /** Checks that neither is null. */
  public PrizedEvent {
    Objects.requireNonNull(tournament, "tournament");
    Objects.requireNonNull(list, "list");
  }

  @Override
  public String toString() {
    return Crosstables.format(tournament) + "\n" + list;
  }
}
