package org.tiebreak.prizes;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.apiguardian.api.API;
import org.tiebreak.api.standings.Message;
import org.tiebreak.api.standings.Standings;

/**
 * Who gets which prize of a prize list from standings, under a sharing policy: each player's
 * {@link Award}, what became of each prize, and the money, which always adds up:
 * {@code paid() + withheld() + unawarded() == fund() + roundingDifference()}, the rounding
 * difference being 0 unless the list rounds each share on its own.
 *
 * <p>This class is immutable and thread-safe.
 */
@API(status = EXPERIMENTAL, since = "1.0")
public final class PrizeDistribution {

  private final Standings standings;
  private final PrizeList list;
  private final PrizeList paidList;
  private final SharingPolicy policy;
  private final List<Award> awards;
  private final Map<Integer, Award> byPlayer;
  private final List<PrizeOutcome> prizes;
  private final long fund;
  private final long paid;
  private final long withheld;
  private final long unawarded;
  private final long roundingDifference;
  private final List<Message> notes;
  private final Eligibility eligibility;
  private final RowIndex rowOf;

  PrizeDistribution(Standings standings, PrizeList list, PrizeList paidList,
      SharingPolicy policy, List<Award> awards, Map<Integer, Award> byPlayer,
      List<PrizeOutcome> prizes, long paid, long withheld, long unawarded,
      long roundingDifference, List<Message> notes, Eligibility eligibility,
      RowIndex rowOf) {
    this.standings = standings;
    this.list = list;
    this.paidList = paidList;
    this.policy = policy;
    this.awards = List.copyOf(awards);
    this.byPlayer = Map.copyOf(byPlayer);
    this.prizes = List.copyOf(prizes);
    this.fund = paidList.fund();
    this.paid = paid;
    this.withheld = withheld;
    this.unawarded = unawarded;
    this.roundingDifference = roundingDifference;
    this.notes = List.copyOf(notes);
    this.eligibility = eligibility;
    this.rowOf = rowOf;
  }

  /** The standings the prizes follow. */
  public Standings standings() {
    return standings;
  }

  /** The prize list as given. */
  public PrizeList list() {
    return list;
  }

  /** The prize list as paid: the given one, with the cash scaled where the fund is "based on". */
  public PrizeList paidList() {
    return paidList;
  }

  /** The sharing policy applied. */
  public SharingPolicy policy() {
    return policy;
  }

  /**
   * The awards of the players who receive anything (cash, a share, an award, or cash withheld),
   * in the order of the standings.
   */
  public List<Award> awards() {
    return awards;
  }

  /** The award of a player, if the player receives anything. */
  public Optional<Award> award(int player) {
    return Optional.ofNullable(byPlayer.get(player));
  }

  /** The cash a player receives, in minor units; 0 for a player who receives none. */
  public long cash(int player) {
    Award award = byPlayer.get(player);
    return award == null ? 0 : award.cash();
  }

  /** What became of each prize, in the list's order. */
  public List<PrizeOutcome> prizes() {
    return prizes;
  }

  /**
   * What became of a prize.
   *
   * @throws IllegalArgumentException if the list has no prize of this id
   */
  public PrizeOutcome prize(String id) {
    Objects.requireNonNull(id, "id");
    return prizes.stream().filter(outcome -> outcome.prize().id().equals(id)).findFirst()
        .orElseThrow(() -> new IllegalArgumentException("no prize " + id + " in the list"));
  }

  /**
   * Why a player may not win the prizes of a category (such as "rated 2495, not under 2400"), or
   * empty if the player may.
   *
   * @throws IllegalArgumentException if the standings have no such player or the list no such
   *     category
   */
  public Optional<Message> ineligibility(int player, String category) {
    int row = rowOf.of(player);
    if (row < 0) {
      throw new IllegalArgumentException("no player " + player + " in the standings");
    }
    PrizeCategory found = paidList.category(category).orElseThrow(
        () -> new IllegalArgumentException("no category " + category + " in the list"));
    return eligibility.reason(row, found);
  }

  /**
   * Whether a player may win a prize of the list.
   *
   * @throws IllegalArgumentException if the standings have no such player or the list no such
   *     prize
   */
  public boolean eligible(int player, Prize prize) {
    Objects.requireNonNull(prize, "prize");
    return ineligibility(player, prize.category()).isEmpty();
  }

  /** The cash of every prize as paid (after scaling), in minor units. */
  public long fund() {
    return fund;
  }

  /** The cash the players receive, in minor units. */
  public long paid() {
    return paid;
  }

  /** The cash kept back by the list's limit for unrated players, in minor units. */
  public long withheld() {
    return withheld;
  }

  /** The cash of the prizes nobody receives, in minor units. */
  public long unawarded() {
    return unawarded;
  }

  /**
   * What rounding each share on its own paid beyond what was divided (negative where it paid
   * less); 0 under a balanced rounding.
   */
  public long roundingDifference() {
    return roundingDifference;
  }

  /** What applies to the whole list: a "based on" fund scaled, for one. */
  public List<Message> notes() {
    return notes;
  }

  /** An amount in minor units written in the currency's decimals ({@code "746.75"}). */
  public String format(long amount) {
    return list.format(amount);
  }

  @Override
  public String toString() {
    return "PrizeDistribution " + policy.name() + " paid " + format(paid) + " of " + format(fund)
        + " " + awards;
  }
}
