package org.tiebreak.prizes;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import java.util.Objects;
import org.apiguardian.api.API;
import org.tiebreak.api.standings.Standings;

/**
 * Who gets which prize: the prizes of a list distributed by the standings under a sharing
 * policy.
 *
 * <pre>{@code
 * Standings standings = TiebreakEngine.rank(tournament, Rulesets.named("uscf"));
 * PrizeDistribution prizes = Prizes.distribute(standings, list, SharingPolicies.usChess());
 * for (Award award : prizes.awards()) {
 *   System.out.println(award.player().name() + " " + prizes.format(award.cash()));
 * }
 * }</pre>
 *
 * <p>The distribution goes down the standings score by score. In each prize group (see
 * {@link PrizeCategory#group()}) a player wins at most one prize; the players on one score that
 * can still win a prize form a {@link Tie}, and the policy says which prizes they take and how
 * they divide the cash. Each share is divided into equal parts as the list's {@link Rounding}
 * says, the remainder going one minor unit each to the players in the order of the standings.
 * Non-cash awards and titles go to one player each by the standings' order (lots included where
 * the ruleset drew them, but never for a title). An unrated player's cash is then held to the
 * list's limit, if it has one. Every award explains itself, in the library's translatable
 * messages.
 *
 * <p>Standings of teams (a team event, or scholastic teams from an individual event) take a
 * prize list of their own in the same way: the rows' players are the teams.
 */
@API(status = EXPERIMENTAL, since = "1.0")
public final class Prizes {

  private Prizes() {}

  /**
   * The prizes of {@code list} distributed by {@code standings} under {@code policy}.
   *
   * @throws InvalidPrizeListException if the list names a player the standings do not have (a
   *     group's member, a rating for prizes, an assigned rating)
   * @throws IllegalStateException if the policy fails or gives a split that is not a division of
   *     prizes the tie can take (a program's own policy; the built-in ones do not)
   */
  public static PrizeDistribution distribute(Standings standings, PrizeList list,
      SharingPolicy policy) {
    Objects.requireNonNull(standings, "standings");
    Objects.requireNonNull(list, "list");
    Objects.requireNonNull(policy, "policy");
    return Distributor.distribute(standings, list, policy);
  }
}
