package org.tiebreak.prizes;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import org.apiguardian.api.API;
import org.tiebreak.api.standings.Message;

/**
 * A {@link SharingPolicy}'s answer for one {@link Tie}: the prizes the tied players take and how
 * their cash is divided, as shares. A share is an amount of the prizes' cash divided equally among
 * some of the players; the amounts of all the shares add up to the cash of the prizes taken.
 * Shares are exact in minor units; the distribution rounds each player's part as the list says.
 *
 * <pre>{@code
 * List<Prize> pool = tie.pool();
 * return Split.builder().share(pool, tie.players(), Message.of("prize.share.equal", ...)).build();
 * }</pre>
 *
 * <p>This class is immutable and thread-safe.
 */
@API(status = EXPERIMENTAL, since = "1.0")
public final class Split {

  /**
   * An amount of the cash of some prizes, divided equally among some players.
   *
   * @param prizes the prizes whose cash the amount comes from
   * @param amount the amount, in minor units
   * @param players the players who divide it, in the order of the standings
   * @param reason why these players divide this amount, for the explanation
   */
  public record Share(List<Prize> prizes, long amount, List<Integer> players, Message reason) {

    /**
     * Checks the share.
     *
     * @throws IllegalArgumentException if the amount is negative or there are no players
     */
    public Share {
      prizes = List.copyOf(prizes);
      players = List.copyOf(players);
      Objects.requireNonNull(reason, "reason");
      if (amount < 0) {
        throw new IllegalArgumentException("a share must not be negative: " + amount);
      }
      if (players.isEmpty()) {
        throw new IllegalArgumentException("a share needs at least one player");
      }
    }
  }

  private static final Split NOTHING = new Split(List.of(), List.of());

  private final List<Prize> taken;
  private final List<Share> shares;

  private Split(List<Prize> taken, List<Share> shares) {
    this.taken = List.copyOf(taken);
    this.shares = List.copyOf(shares);
  }

  /** A split that takes nothing. */
  public static Split nothing() {
    return NOTHING;
  }

  /** A builder of a split. */
  public static Builder builder() {
    return new Builder();
  }

  /** The prizes taken, each once, in the order they were given. */
  public List<Prize> taken() {
    return taken;
  }

  /** The shares of the cash, in the order they were given. */
  public List<Share> shares() {
    return shares;
  }

  @Override
  public String toString() {
    return "Split " + taken + " " + shares;
  }

  /** Builds a {@link Split}. */
  public static final class Builder {
    private final Set<Prize> taken = new LinkedHashSet<>();
    private final List<Share> shares = new ArrayList<>();

    private Builder() {}

    /** Takes prizes whose cash (if any) is divided by shares given separately. */
    public Builder take(Collection<Prize> prizes) {
      for (Prize prize : Objects.requireNonNull(prizes, "prizes")) {
        taken.add(Objects.requireNonNull(prize, "prize"));
      }
      return this;
    }

    /** Takes the prizes and divides {@code amount} of their cash equally among {@code players}. */
    public Builder share(Collection<Prize> prizes, long amount, Collection<Integer> players,
        Message reason) {
      take(prizes);
      shares.add(new Share(List.copyOf(prizes), amount, List.copyOf(players), reason));
      return this;
    }

    /** Takes the prizes and divides all their cash equally among {@code players}. */
    public Builder share(Collection<Prize> prizes, Collection<Integer> players, Message reason) {
      long amount = 0;
      for (Prize prize : prizes) {
        amount = Math.addExact(amount, prize.cash());
      }
      return share(prizes, amount, players, reason);
    }

    /** The split. */
    public Split build() {
      return new Split(List.copyOf(taken), shares);
    }
  }
}
