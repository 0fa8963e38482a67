package org.tiebreak.prizes;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.apiguardian.api.API;
import org.tiebreak.api.standings.Message;

/**
 * The built-in {@link SharingPolicy sharing policies}, each following its text:
 *
 * <ul>
 *   <li>{@link #usChess()}: US Chess rule 32B as amended (the default of the command line);
 *   <li>{@link #usChessAsPrinted()}: rule 32B3 as printed in the 7th edition, without the later
 *       limit;
 *   <li>{@link #equal()}: cash shared equally among tied players;
 *   <li>{@link #hort()}: the Hort system, half of each place prize by tie-break;
 *   <li>{@link #none()}: no sharing, every prize by the order of the standings.
 * </ul>
 *
 * <p>The text of US Chess rules 32 and 33 was not read in a primary copy: the readings below
 * follow the rules as quoted on the US Chess forums and by tournament directors (32B1 to 32B4,
 * 28D, 33F and the amendment of 32B3 published in US Chess's rules changes), and each reading
 * that the quotations leave open is a named policy.
 */
@API(status = EXPERIMENTAL, since = "1.0")
public final class SharingPolicies {

  private SharingPolicies() {}

  /**
   * US Chess rule 32B as amended. No player wins more than one cash prize (32B1). Players tied on
   * score pool the cash prizes they would win, one prize for each of them, and divide the pool
   * equally among the tied winners, those who may win one of the prizes (32B2, 32B3) — the largest pool one prize each can make, so class prizes the tied
   * class players can win join the place prizes — except where some of them receive more by
   * dividing only the prizes for which the others in the tie are not eligible (the "unless" of
   * 32B3: then they divide those, and the others what is left), and no player receives more than
   * the largest prize they could win were there no tie (the amendment of 32B3; what a limited
   * player does not receive is divided among the others). Unrated players may win only place
   * and unrated prizes unless the list says otherwise (28D, 33F). Where prizes pay the same, a
   * place prize comes before a class prize and a higher class before a lower one (32B4), which
   * is the list's order.
   *
   * <p>On the case discussed on the US Chess forum (four players tied on 4-2, one rated 2495 and
   * three under 2400, sharing $536 and $306 of third and fourth place and $1,379 and $766 of the
   * Under 2400 prizes), this pays $536 to the 2495, the largest prize they could win alone, and
   * $817 to each of the others.
   */
  public static SharingPolicy usChess() {
    return UsChess.AMENDED;
  }

  /**
   * US Chess rule 32B3 as printed in the 7th edition (2003): as {@link #usChess()}, but without
   * the amendment's limit to the largest prize a player could win without the tie. On the forum's
   * case it pays $746.75 to each of the four, as SwissSys 8.882 did.
   */
  public static SharingPolicy usChessAsPrinted() {
    return UsChess.AS_PRINTED;
  }

  /**
   * Equal sharing: players tied on score pool the prizes they would win, one prize for each of
   * them (the largest pool one prize each can make), and divide the cash equally among those who
   * may win one of the prizes, as English
   * congresses do ("in the event of a tie, prizes will be shared") and as the overview of
   * tie-break systems describes cash prizes.
   */
  public static SharingPolicy equal() {
    return Equal.INSTANCE;
  }

  /**
   * The Hort system, as Vega and Sharly-Chess offer it (described by the German Wikipedia's
   * "Hort-System" and Vega's manual): of each place prize, half goes to the player the
   * tie-breaks place there, and the other halves of the place prizes of a score are pooled and
   * divided equally among the players on that score (but a player who takes a class or group
   * prize instead of a place prize takes no part in the pool). Class and group prizes go by the
   * order of the standings. A prize of an odd number of minor units keeps the odd unit in the
   * placed player's half.
   */
  public static SharingPolicy hort() {
    return Hort.INSTANCE;
  }

  /**
   * No sharing: every prize goes to the player the standings place there, each player taking the
   * prize with the most cash they may win (then the list's priority), as regulations that rank
   * rather than share have it (FIDE C.07, Art. 2.1: tied participants are ranked by the
   * tie-breaks). Players the standings leave sharing a place divide the cash of the prizes of
   * their places equally.
   */
  public static SharingPolicy none() {
    return None.INSTANCE;
  }

  /** The built-in policies, {@link #usChess()} first. */
  public static List<SharingPolicy> all() {
    return List.of(usChess(), usChessAsPrinted(), equal(), hort(), none());
  }

  /**
   * The built-in policy of a name ({@code us-chess}, {@code us-chess-as-printed},
   * {@code equal}, {@code hort}, {@code none}), in any case.
   */
  public static Optional<SharingPolicy> named(String name) {
    String wanted = name.strip().toLowerCase(Locale.ROOT);
    return all().stream().filter(policy -> policy.name().equals(wanted)).findFirst();
  }

  /** The prizes' names, for an explanation. */
  static List<Message> names(Tie tie, Collection<Prize> prizes) {
    List<Message> names = new ArrayList<>(prizes.size());
    for (Prize prize : prizes) {
      names.add(name(tie.category(prize), prize));
    }
    return names;
  }

  /** A prize's name: its category's name and its position ("Under 2400 #2"). */
  static Message name(PrizeCategory category, Prize prize) {
    return Message.of("prize.name", category.name(), (long) prize.position());
  }

  private static long cash(Collection<Prize> prizes) {
    long cash = 0;
    for (Prize prize : prizes) {
      cash = Math.addExact(cash, prize.cash());
    }
    return cash;
  }

  /** US Chess rule 32B, as amended or as printed. */
  private static final class UsChess implements SharingPolicy {
    static final UsChess AMENDED = new UsChess("us-chess");
    static final UsChess AS_PRINTED = new UsChess("us-chess-as-printed");

    private final String name;

    private UsChess(String name) {
      this.name = name;
    }

    @Override
    public String name() {
      return name;
    }

    @Override
    public Message description() {
      return Message.of(this == AMENDED ? "prize.policy.usChess" : "prize.policy.usChessAsPrinted");
    }

    @Override
    public boolean unratedEligibleForGroups() {
      return false;
    }

    @Override
    public Split split(Tie tie) {
      Split.Builder split = Split.builder();
      divide(tie, tie.contenders(), tie.available(), split);
      return split.build();
    }

    private void divide(Tie tie, List<Integer> players, List<Prize> from, Split.Builder split) {
      if (players.isEmpty() || from.isEmpty()) {
        return;
      }
      List<Prize> pool = tie.pool(players, from);
      if (pool.isEmpty()) {
        return;
      }
      long total = cash(pool);
      // The limit of the amendment, filled from the lowest: a player whose limit is below an
      // equal share of what is left receives the limit.
      Map<Integer, Long> limits = new HashMap<>();
      for (int player : players) {
        limits.put(player, largest(tie, player, from));
      }
      List<Integer> byLimit = new ArrayList<>(players);
      byLimit.sort(Comparator.comparingLong(limits::get));
      List<Integer> limited = new ArrayList<>();
      long rest = total;
      int count = players.size();
      for (int player : byLimit) {
        long limit = limits.get(player);
        if (this == AS_PRINTED || count == 1 || Math.multiplyExact(limit, count) >= rest) {
          break;
        }
        limited.add(player);
        rest -= limit;
        count--;
      }
      // The "unless" of 32B3: players who receive more by dividing only the prizes the others
      // in the tie cannot win.
      Map<String, BitSet> eligibleFor = new LinkedHashMap<>();
      Map<String, PrizeCategory> categories = new HashMap<>();
      for (Prize prize : from) {
        if (!eligibleFor.containsKey(prize.category())) {
          BitSet eligible = new BitSet(players.size());
          for (int i = 0; i < players.size(); i++) {
            if (tie.eligible(players.get(i), prize)) {
              eligible.set(i);
            }
          }
          eligibleFor.put(prize.category(), eligible);
          categories.put(prize.category(), tie.category(prize));
        }
      }
      Exclusive best = null;
      for (Map.Entry<String, BitSet> group : eligibleFor.entrySet()) {
        BitSet eligible = group.getValue();
        if (eligible.isEmpty() || eligible.cardinality() == players.size()) {
          continue;
        }
        // the categories only players of this group may win
        Set<String> only = new HashSet<>();
        BitSet others = new BitSet(players.size());
        for (Map.Entry<String, BitSet> other : eligibleFor.entrySet()) {
          others.clear();
          others.or(other.getValue());
          others.andNot(eligible);
          if (others.isEmpty() && !other.getValue().isEmpty()) {
            only.add(other.getKey());
          }
        }
        List<Prize> theirs = new ArrayList<>();
        for (Prize prize : from) {
          if (only.contains(prize.category())) {
            theirs.add(prize);
          }
        }
        List<Integer> members = new ArrayList<>();
        eligible.stream().forEach(i -> members.add(players.get(i)));
        List<Prize> exclusive = tie.pool(members, theirs);
        long cash = cash(exclusive);
        // cash / members > rest / count, and more than any other such group receives
        if (Math.multiplyExact(cash, count) > Math.multiplyExact(rest, members.size())
            && (best == null || Math.multiplyExact(cash, best.players.size())
                > Math.multiplyExact(best.cash, members.size()))) {
          best = new Exclusive(categories.get(group.getKey()), members, exclusive, cash);
        }
      }
      if (best != null) {
        split.share(best.prizes, best.players, Message.of("prize.share.usExclusive",
            names(tie, best.prizes), best.category.name()));
        List<Integer> others = new ArrayList<>(players);
        others.removeAll(best.players);
        List<Prize> left = new ArrayList<>(from);
        left.removeAll(best.prizes);
        divide(tie, tie.contenders(others, left), left, split);
        return;
      }
      Message pooled = Message.of(players.size() == 1 ? "prize.share.order" : "prize.share.usPool",
          names(tie, pool));
      if (limited.isEmpty()) {
        split.share(pool, players, pooled);
        return;
      }
      for (int player : limited) {
        split.share(pool, limits.get(player), List.of(player),
            Message.of("prize.share.usLimited", pooled));
      }
      List<Integer> others = new ArrayList<>(players);
      others.removeAll(limited);
      split.share(pool, rest, others, Message.of("prize.share.usRest", pooled));
    }

    private static long largest(Tie tie, int player, List<Prize> from) {
      long largest = 0;
      for (Prize prize : from) {
        if (prize.cash() > largest && tie.eligible(player, prize)) {
          largest = prize.cash();
        }
      }
      return largest;
    }

    private record Exclusive(PrizeCategory category, List<Integer> players, List<Prize> prizes,
        long cash) {}
  }

  /** Equal sharing. */
  private static final class Equal implements SharingPolicy {
    static final Equal INSTANCE = new Equal();

    private Equal() {}

    @Override
    public String name() {
      return "equal";
    }

    @Override
    public Message description() {
      return Message.of("prize.policy.equal");
    }

    @Override
    public Split split(Tie tie) {
      List<Prize> pool = tie.pool();
      if (pool.isEmpty()) {
        return Split.nothing();
      }
      List<Integer> contenders = tie.contenders();
      return Split.builder().share(pool, contenders, Message.of(contenders.size() == 1
          ? "prize.share.order" : "prize.share.equal", names(tie, pool))).build();
    }
  }

  /** The Hort system. */
  private static final class Hort implements SharingPolicy {
    static final Hort INSTANCE = new Hort();

    private Hort() {}

    @Override
    public String name() {
      return "hort";
    }

    @Override
    public Message description() {
      return Message.of("prize.policy.hort");
    }

    @Override
    public Split split(Tie tie) {
      Split.Builder split = Split.builder();
      List<Prize> places = new ArrayList<>();
      List<Integer> pooled = new ArrayList<>();
      List<Integer> contenders = tie.contenders();
      long halves = 0;
      for (Tie.Claim claim : tie.byOrder()) {
        boolean place = false;
        for (Prize prize : claim.prizes()) {
          if (tie.category(prize).kind() == PrizeCategory.Kind.PLACE) {
            long half = prize.cash() / 2;
            split.share(List.of(prize), prize.cash() - half, claim.players(),
                Message.of("prize.share.hortHalf", SharingPolicies.name(tie.category(prize), prize)));
            places.add(prize);
            halves += half;
            place = true;
          } else {
            split.share(List.of(prize), claim.players(),
                Message.of("prize.share.order", SharingPolicies.name(tie.category(prize), prize)));
          }
        }
        if (place) {
          pooled.addAll(claim.players());
        } else if (claim.prizes().isEmpty()) {
          // players who take nothing share the pool if they may win a prize
          claim.players().stream().filter(contenders::contains).forEach(pooled::add);
        }
      }
      if (!places.isEmpty()) {
        split.share(places, halves, pooled, Message.of("prize.share.hortPool", names(tie, places)));
      }
      return split.build();
    }
  }

  /** No sharing. */
  private static final class None implements SharingPolicy {
    static final None INSTANCE = new None();

    private None() {}

    @Override
    public String name() {
      return "none";
    }

    @Override
    public Message description() {
      return Message.of("prize.policy.none");
    }

    @Override
    public Split split(Tie tie) {
      Split.Builder split = Split.builder();
      for (Tie.Claim claim : tie.byOrder()) {
        if (claim.prizes().isEmpty()) {
          continue;
        }
        String key = claim.players().size() == 1 ? "prize.share.order" : "prize.share.sharedPlace";
        split.share(claim.prizes(), claim.players(), Message.of(key, names(tie, claim.prizes())));
      }
      return split.build();
    }
  }
}
