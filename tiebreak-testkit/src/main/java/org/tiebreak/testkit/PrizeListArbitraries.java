package org.tiebreak.testkit;

import static org.apiguardian.api.API.Status.STABLE;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Currency;
import java.util.List;
import java.util.Objects;
import java.util.Random;
import java.util.TreeSet;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import org.apiguardian.api.API;
import org.tiebreak.api.Player;
import org.tiebreak.prizes.PrizeCategory;
import org.tiebreak.prizes.PrizeList;
import org.tiebreak.prizes.Rounding;

/**
 * jqwik arbitraries for prize lists, to test sharing policies and prize distributions with.
 *
 * <pre>{@code
 * @Provide
 * Arbitrary<PrizedEvent> events() {
 *   return TournamentArbitraries.swiss().players(2, 16).rated(30)
 *       .flatMap(t -> PrizeListArbitraries.forPlayers(t.players())
 *           .map(list -> new PrizedEvent(t, list)));
 * }
 * }</pre>
 */
@API(status = STABLE, since = "1.0")
public final class PrizeListArbitraries {

  private PrizeListArbitraries() {}

  /**
   * Prize lists in US dollars for these players: place prizes (some with a trophy, the first
   * sometimes a title), zero to three rating classes cut at the players' ratings, sometimes an
   * unrated prize, zero to two groups of some of the players (a group sometimes within a rating
   * band), now and then a category in a prize group of its own, some odd cents; sometimes a
   * limit on unrated players' cash, a fund "based on" more entries than there are (with the
   * entries given), whole-dollar rounding, or categories saying whether unrated players may win
   * them. Cash never grows down a category.
   *
   * @param players the players the list is for (their start numbers and ratings)
   * @return a new arbitrary
   */
  public static Arbitrary<PrizeList> forPlayers(Collection<Player> players) {
    List<Player> field = List.copyOf(Objects.requireNonNull(players, "players"));
    if (field.isEmpty()) {
      throw new IllegalArgumentException("a prize list needs players");
    }
    // a list is a function of a generated seed, so that a sample is made again as it was
    return Arbitraries.longs().map(seed -> list(field, new Random(seed)));
  }

  private static PrizeList list(List<Player> players, Random random) {
    PrizeList.Builder list = PrizeList.builder(Currency.getInstance("USD"));
    PrizeCategory.Builder place = PrizeCategory.place("place", "Place");
    prizes(place, 1 + random.nextInt(Math.min(8, players.size() + 1)), random, true);
    maybeUnratedEligible(place, random);
    list.add(place.build());
    TreeSet<Integer> ratings = new TreeSet<>();
    for (Player player : players) {
      player.rating().ifPresent(ratings::add);
    }
    int classes = ratings.isEmpty() ? 0 : random.nextInt(4);
    for (int c = 0; c < classes; c++) {
      int limit = pick(ratings, random) + random.nextInt(3);
      PrizeCategory.Builder band = random.nextBoolean()
          ? PrizeCategory.under("u" + limit + "-" + c, "Under " + limit, limit)
          : PrizeCategory.rating("r" + limit + "-" + c, "From " + (limit - 200) + " to " + limit,
              Math.max(0, limit - 200), limit);
      prizes(band, 1 + random.nextInt(3), random, false);
      maybeUnratedEligible(band, random);
      ownGroup(band, random);
      list.add(band.build());
    }
    if (random.nextInt(4) == 0) {
      PrizeCategory.Builder unrated = PrizeCategory.unrated("unrated", "Unrated");
      prizes(unrated, 1 + random.nextInt(2), random, false);
      list.add(unrated.build());
    }
    int groups = random.nextInt(3);
    for (int g = 0; g < groups; g++) {
      List<Integer> members = new ArrayList<>();
      for (Player player : players) {
        if (random.nextInt(3) == 0) {
          members.add(player.startNumber());
        }
      }
      if (members.isEmpty()) {
        members.add(players.get(random.nextInt(players.size())).startNumber());
      }
      PrizeCategory.Builder group = PrizeCategory.group("group" + g, "Group " + g, members);
      if (!ratings.isEmpty() && random.nextInt(4) == 0) {
        int limit = pick(ratings, random);
        group.ratings(0, limit);
      }
      prizes(group, 1 + random.nextInt(3), random, false);
      maybeUnratedEligible(group, random);
      ownGroup(group, random);
      list.add(group.build());
    }
    if (random.nextInt(5) == 0) {
      list.unratedCashLimit(random.nextInt(300) * 100L, random.nextBoolean()
          ? PrizeList.UnratedExcess.WITHHELD : PrizeList.UnratedExcess.SHARED_IN_TIE);
    }
    if (random.nextInt(6) == 0) {
      int entries = Math.max(1, players.size());
      list.basedOn(entries + 1 + random.nextInt(2 * entries)).entries(entries);
    }
    if (random.nextInt(5) == 0) {
      list.rounding(Rounding.toUnit(100));
    }
    return list.build();
  }

  /**
   * Adds prizes whose cash does not grow: some with odd cents, some with a trophy, the last ones
   * sometimes medals without cash.
   */
  private static void prizes(PrizeCategory.Builder category, int count, Random random,
      boolean place) {
    long cash = (10 + random.nextInt(500)) * 100L
        + (random.nextInt(4) == 0 ? random.nextInt(100) : 0);
    boolean medals = false;
    for (int i = 0; i < count; i++) {
      int kind = random.nextInt(10);
      if (medals || (kind == 2 && i > 0)) {
        category.award("medal");
        medals = true;
      } else if (place && i == 0 && kind == 0) {
        category.title("Champion", cash);
      } else if (kind < 2) {
        category.prize(cash, "trophy");
      } else {
        category.cash(cash);
      }
      cash = Math.max(1, cash - random.nextInt((int) Math.min(Integer.MAX_VALUE, cash + 1)) / 2);
    }
  }

  private static void maybeUnratedEligible(PrizeCategory.Builder category, Random random) {
    int choice = random.nextInt(6);
    if (choice < 2) {
      category.unratedEligible(choice == 0);
    }
  }

  private static void ownGroup(PrizeCategory.Builder category, Random random) {
    if (random.nextInt(6) == 0) {
      category.group("extra" + random.nextInt(2));
    }
  }

  private static int pick(TreeSet<Integer> ratings, Random random) {
    int index = random.nextInt(ratings.size());
    for (int rating : ratings) {
      if (index-- == 0) {
        return rating;
      }
    }
    return ratings.first();
  }
}
