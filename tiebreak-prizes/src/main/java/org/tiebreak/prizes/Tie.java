package org.tiebreak.prizes;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import org.apiguardian.api.API;
import org.tiebreak.api.Score;
import org.tiebreak.api.standings.Standings;

/**
 * What a {@link SharingPolicy} decides about: the players on one score, in the order of the
 * standings, the prizes of the prize group still available to them, and who may win which. A
 * player whose score is alone is a tie of one.
 *
 * <p>The methods below answer the questions the sharing rules ask: the largest set of prizes the
 * players can take with one prize each ({@link #pool()}), what each place would take in the
 * order of the standings ({@link #byOrder()}), and the largest prize a player could win were
 * there no tie ({@link #largestPrize(int)}).
 *
 * <p>A tie is immutable as far as a policy can see, and is valid only during the call of
 * {@link SharingPolicy#split(Tie)} it is given to.
 */
@API(status = EXPERIMENTAL, since = "1.0")
public final class Tie {

  /**
   * The prizes one place of the standings takes in {@link #byOrder()}: one prize (or none) for
   * a player placed alone, the largest set one prize each can make for players sharing a place.
   *
   * @param players the players of the place, in the order of the standings
   * @param prizes the prizes they take, in the list's order
   */
  public record Claim(List<Integer> players, List<Prize> prizes) {

    /** Copies the lists. */
    public Claim {
      players = List.copyOf(players);
      prizes = List.copyOf(prizes);
    }
  }

  private final Standings standings;
  private final Score score;
  private final List<Integer> players;
  private final List<List<Integer>> places;
  private final RowIndex rowOf;
  private final int from;
  private final int to;
  private final GroupState state;
  private final Eligibility eligibility;

  Tie(Standings standings, Score score, List<Integer> players, List<List<Integer>> places,
      RowIndex rowOf, int from, int to, GroupState state, Eligibility eligibility) {
    this.standings = standings;
    this.score = score;
    this.players = Collections.unmodifiableList(players);
    this.places = Collections.unmodifiableList(places);
    this.rowOf = rowOf;
    this.from = from;
    this.to = to;
    this.state = state;
    this.eligibility = eligibility;
  }

  /** The standings being distributed. */
  public Standings standings() {
    return standings;
  }

  /** The score the players share. */
  public Score score() {
    return score;
  }

  /** The players, by start number (team number for teams), in the order of the standings. */
  public List<Integer> players() {
    return players;
  }

  /**
   * The players by place: one list for each place of the standings, best first, holding more
   * than one player where nothing separated them.
   */
  public List<List<Integer>> places() {
    return places;
  }

  /**
   * The players of the tie who may win at least one of the available prizes: the tied winners,
   * among whom the sharing policies divide what the tie takes. A player who may win none of them
   * (an unrated player where only class prizes are left, say) has no part in a pool.
   */
  public List<Integer> contenders() {
    return contenders(players, available());
  }

  /**
   * The players among {@code players} who may win at least one prize of {@code from}, in the
   * order given.
   *
   * @throws IllegalArgumentException if a player is not in the tie
   */
  public List<Integer> contenders(Collection<Integer> players, Collection<Prize> from) {
    Objects.requireNonNull(from, "from");
    int[] categories = from.stream().mapToInt(state::categoryOf).distinct().toArray();
    List<Integer> contenders = new ArrayList<>();
    for (Integer player : Objects.requireNonNull(players, "players")) {
      int p = row(player);
      for (int c : categories) {
        if (eligibility.test(p, c)) {
          contenders.add(player);
          break;
        }
      }
    }
    return contenders;
  }

  /** The prizes of the prize group not yet taken, category by category in the list's order. */
  public List<Prize> available() {
    return state.available();
  }

  /** The category of a prize of the list. */
  public PrizeCategory category(Prize prize) {
    return state.category(Objects.requireNonNull(prize, "prize"));
  }

  /**
   * Whether a player of the tie may win a prize.
   *
   * @throws IllegalArgumentException if the player is not in the tie
   */
  public boolean eligible(int player, Prize prize) {
    Objects.requireNonNull(prize, "prize");
    return eligibility.test(row(player), state.categoryOf(prize));
  }

  /**
   * The largest cash among the available prizes the player may win: what the player could win
   * were there no tie. 0 if there is none.
   *
   * @throws IllegalArgumentException if the player is not in the tie
   */
  public long largestPrize(int player) {
    int p = row(player);
    long largest = 0;
    for (int c : state.categories) {
      if (eligibility.test(p, c)) {
        Prize first = state.first(c);
        if (first != null) {
          largest = Math.max(largest, first.cash());
        }
      }
    }
    return largest;
  }

  /**
   * The largest pool of the tie: the available prizes the players can take with one prize each,
   * the most cash first, then the list's priority. The prizes are in the list's order.
   */
  public List<Prize> pool() {
    return pool(players, available());
  }

  /**
   * The largest set of {@code from} the given players can take with one prize each, the most
   * cash first, then the list's priority, in the list's order. Within a category the prizes are
   * taken in order.
   *
   * @throws IllegalArgumentException if a player is not in the tie or a prize is not available
   */
  public List<Prize> pool(Collection<Integer> players, Collection<Prize> from) {
    int[] rows = rows(players);
    Map<Integer, List<Prize>> byCategory = new TreeMap<>();
    for (Prize prize : from) {
      if (!state.available(Objects.requireNonNull(prize, "prize"))) {
        throw new IllegalArgumentException("not an available prize of the prize group: " + prize);
      }
      byCategory.computeIfAbsent(state.categoryOf(prize), c -> new ArrayList<>()).add(prize);
    }
    int[] categories = byCategory.keySet().stream().mapToInt(Integer::intValue).toArray();
    Matching matching = Matching.of(rows, categories, eligibility::test);
    List<Prize> candidates = new ArrayList<>();
    for (Map.Entry<Integer, List<Prize>> entry : byCategory.entrySet()) {
      List<Prize> prizes = entry.getValue();
      prizes.sort(Comparator.comparingInt(Prize::position));
      candidates.addAll(prizes.subList(0,
          Math.min(prizes.size(), matching.eligible(entry.getKey()))));
    }
    candidates.sort(state.best());
    List<Prize> pool = new ArrayList<>();
    for (Prize prize : candidates) {
      if (pool.size() == rows.length) {
        break;
      }
      if (matching.add(state.categoryOf(prize))) {
        pool.add(prize);
      }
    }
    pool.sort(Comparator.comparingInt(state::categoryOf).thenComparingInt(Prize::position));
    return pool;
  }

  /**
   * What each place takes in the order of the standings: a player placed alone the prize with
   * the most cash (then the list's priority) of those still available that the player may win,
   * players sharing a place the largest pool they can take of those still available. What a place
   * takes is not available to the places after it. Every place has a claim, empty where it takes
   * nothing.
   */
  public List<Claim> byOrder() {
    Map<Integer, ArrayDeque<Prize>> left = new LinkedHashMap<>();
    int count = 0;
    for (Prize prize : state.available()) {
      left.computeIfAbsent(state.categoryOf(prize), c -> new ArrayDeque<>()).add(prize);
      count++;
    }
    List<Claim> claims = new ArrayList<>(places.size());
    for (List<Integer> place : places) {
      if (count == 0) {
        claims.add(new Claim(place, List.of()));
        continue;
      }
      List<Prize> taken;
      if (place.size() == 1) {
        int p = row(place.get(0));
        Prize best = null;
        for (Map.Entry<Integer, ArrayDeque<Prize>> entry : left.entrySet()) {
          Prize first = entry.getValue().peekFirst();
          if (first != null && eligibility.test(p, entry.getKey())
              && (best == null || state.best().compare(first, best) < 0)) {
            best = first;
          }
        }
        taken = best == null ? List.of() : List.of(best);
      } else {
        List<Prize> remaining = new ArrayList<>();
        left.values().forEach(remaining::addAll);
        taken = pool(place, remaining);
      }
      for (Prize prize : taken) {
        left.get(state.categoryOf(prize)).remove(prize);
        count--;
      }
      claims.add(new Claim(place, taken));
    }
    return claims;
  }

  private int row(int player) {
    int p = rowOf.of(player);
    if (p < from || p >= to) {
      throw new IllegalArgumentException("player " + player + " is not in the tie on " + score
          + ": " + players);
    }
    return p;
  }

  private int[] rows(Collection<Integer> players) {
    Objects.requireNonNull(players, "players");
    int[] rows = new int[players.size()];
    Map<Integer, Boolean> seen = new HashMap<>();
    int i = 0;
    for (Integer player : players) {
      if (seen.put(Objects.requireNonNull(player, "player"), Boolean.TRUE) != null) {
        throw new IllegalArgumentException("player " + player + " is given twice");
      }
      rows[i++] = row(player);
    }
    return rows;
  }
}
