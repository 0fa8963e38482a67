package org.tiebreak.api;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import java.util.Objects;
import org.apiguardian.api.API;

/**
 * A player who left the event before its end: withdrew, or was expelled by the arbiter (FIDE
 * endorsement checklist, questions 197 and 198: expelled players are flagged and left out of the
 * standings).
 *
 * <p>An expelled player is left out of the standings; their games count for the others as the
 * texts say: in a Swiss every result stays (FIDE Tournament Rules of 2011, Art. V.5), in a round
 * robin as {@link RoundRobinWithdrawals} says. A player who withdrew stays in the standings,
 * except in a round robin when they had played fewer than half of their games.
 *
 * @param player the player's start number
 * @param round the first round the player no longer plays (from 1; the round after the last
 *     one, when a player is expelled after the event's final round)
 * @param reason why the player left
 */
@API(status = EXPERIMENTAL, since = "1.0")
public record Departure(int player, int round, Reason reason) {

  /** Why a player left. */
  public enum Reason {
    /** The player withdrew. */
    WITHDREW,
    /** The arbiter expelled the player. */
    EXPELLED
  }

  /**
   * Checks the components.
   *
   * @throws IllegalArgumentException if the player or the round is below 1
   */
  public Departure {
    Objects.requireNonNull(reason, "reason");
    if (player < 1) {
      throw new IllegalArgumentException("start number must be at least 1: " + player);
    }
    if (round < 1) {
      throw new IllegalArgumentException("the round a player left must be at least 1: " + round);
    }
  }

  /** A player who withdrew before {@code round}. */
  public static Departure withdrew(int player, int round) {
    return new Departure(player, round, Reason.WITHDREW);
  }

  /** A player expelled before {@code round}. */
  public static Departure expelled(int player, int round) {
    return new Departure(player, round, Reason.EXPELLED);
  }

  /** Whether the arbiter expelled the player. */
  public boolean expelled() {
    return reason == Reason.EXPELLED;
  }
}
