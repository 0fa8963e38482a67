package org.tiebreak.testkit;

import java.util.Objects;
import org.tiebreak.api.Tournament;
import org.tiebreak.prizes.PrizeList;

/**
 * A tournament and the prize list of its players: what {@link SharingPolicyContract} runs over.
 *
 * @param tournament the tournament
 * @param list the prizes of its players
 */
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
