package org.tiebreak.api.rule;

import static org.apiguardian.api.API.Status.STABLE;

import java.util.List;
import java.util.Objects;
import org.apiguardian.api.API;

/**
 * Players still tied at some point of the chain.
 *
 * @param players their start numbers, in the order of the standings so far
 * @param firstPlace the best place they contend for (1 for a tie for first)
 */
@API(status = STABLE, since = "1.0")
public record TiedGroup(List<Integer> players, int firstPlace) {

  public TiedGroup {
    players = List.copyOf(Objects.requireNonNull(players, "players"));
    if (firstPlace < 1) {
      throw new IllegalArgumentException("first place must be at least 1: " + firstPlace);
    }
  }

  /** Whether the group contends for first place, the title. */
  public boolean contendsForTitle() {
    return firstPlace == 1;
  }
}
