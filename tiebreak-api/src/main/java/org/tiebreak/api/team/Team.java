package org.tiebreak.api.team;

import static org.apiguardian.api.API.Status.STABLE;

import java.util.List;
import java.util.Objects;
import org.apiguardian.api.API;
import org.tiebreak.api.Player;

/**
 * A team of a team event: its number (the pairing number that identifies it throughout), its
 * name and its roster, the players in board order. A match may field them in another order
 * (out-of-order boards); the boards of each match say who played where.
 *
 * <p>This class is immutable and thread-safe.
 *
 * @param number the team's number, at least 1
 * @param name the team's name as shown
 * @param roster the players in board order; each player's start number is unique in the event
 */
@API(status = STABLE, since = "1.0")
public record Team(int number, String name, List<Player> roster) {

  /**
   * @throws IllegalArgumentException if {@code number} is below 1
   */
  public Team {
    Objects.requireNonNull(name, "name");
    roster = List.copyOf(Objects.requireNonNull(roster, "roster"));
    if (number < 1) {
      throw new IllegalArgumentException("team number must be at least 1: " + number);
    }
  }

  /** A team with its players in board order. */
  public static Team of(int number, String name, Player... roster) {
    return new Team(number, name, List.of(roster));
  }

  /** A player as a team is shown among players: the team's number and name, no rating. */
  Player asPlayer() {
    return Player.of(number, name.isBlank() ? "Team " + number : name);
  }
}
