package org.tiebreak.scenarios;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;

/**
 * One player's places over every completion, by a search over the pending games that can still
 * change the place.
 *
 * <p>The player's own games are given results first. Then a player whose score range still
 * reaches the player's score has a game given a result, until every other player is surely above,
 * surely below, or level on a score no game can change. Players surely above or below count by
 * score alone; where some are level, the games the chain's tie-breaks can read for the level
 * players (those within the farthest {@link org.tiebreak.api.rule.Reach} of the chain) are given
 * results, and the completion is ranked by the engine, every other game a draw: the results of
 * those games change neither the scores that matter nor any figure of a level player. Each such
 * node stands for every completion below it. A subtree whose places, bounded by scores, cannot
 * move any extreme already found is not searched (unless every leaf is wanted for conditions).
 */
final class PlaceSearch {

  private final Event event;
  private final int player;
  private final Budget budget;
  private final boolean everyLeaf;
  private final int[] results;
  private final long[] lo;
  private final long[] hi;
  final Extremes overall = new Extremes();
  final Extremes[][] own;
  final List<Leaf> leaves = new ArrayList<>();
  boolean stopped;

  /** A node that decides the player's place: the results given, the places. */
  record Leaf(int[] results, int a, int b) {}

  PlaceSearch(Event event, int player, Budget budget, boolean everyLeaf) {
    this.event = event;
    this.player = player;
    this.budget = budget;
    this.everyLeaf = everyLeaf;
    this.results = new int[event.white.length];
    java.util.Arrays.fill(results, -1);
    this.lo = new long[event.n];
    this.hi = new long[event.n];
    for (int i = 0; i < event.n; i++) {
      lo[i] = event.lowest[i];
      hi[i] = event.highest[i];
    }
    own = new Extremes[event.gamesOf[player].length][3];
    for (Extremes[] each : own) {
      for (int r = 0; r < 3; r++) {
        each[r] = new Extremes();
      }
    }
  }

  PlaceSearch run() {
    if (!everyLeaf) {
      probe();
    }
    descend();
    return this;
  }

  /** Adds the places another search of the same player reached. */
  void add(PlaceSearch other) {
    overall.add(other.overall);
    for (int i = 0; i < own.length; i++) {
      for (int r = 0; r < 3; r++) {
        own[i][r].add(other.own[i][r]);
      }
    }
  }

  /**
   * Before the search, a few whole completions that are likely extremes: for each result of
   * each of the player's games, the other games going for the player (the better placed of each
   * pair losing) and against (winning). Each is a real completion, so what it shows holds; where
   * the limit stops the search, it is often enough to know a target open.
   */
  private void probe() {
    int[] mine = event.gamesOf[player];
    int[] own = new int[mine.length];
    for (int i = 0; i <= mine.length; i++) {
      for (int c = 0; c < 3; c++) {
        if (i < mine.length) {
          if (!event.hasClass(mine[i], c)) {
            continue;
          }
          java.util.Arrays.fill(own, -1);
          own[i] = c;
        } else if (c > 0) {
          break;
        }
        for (boolean favour : new boolean[] {true, false}) {
          if (budget.exhausted()) {
            stopped = true;
            return;
          }
          int[] whole = new int[results.length];
          for (int g = 0; g < whole.length; g++) {
            int w = event.white[g];
            int b = event.black[g];
            // Favouring the player, the better placed of each pair scores least.
            int better = event.base[w] >= event.base[b] ? w : b;
            whole[g] = extreme(g, better, !favour, -1);
          }
          for (int j = 0; j < mine.length; j++) {
            int g = mine[j];
            whole[g] = extreme(g, player, own[j] >= 0 || favour, own[j]);
          }
          budget.examine();
          int[] places = event.places(whole);
          overall.add(places[2 * player], places[2 * player + 1]);
          for (int j = 0; j < mine.length; j++) {
            this.own[j][event.classOf(mine[j], whole[mine[j]])]
                .add(places[2 * player], places[2 * player + 1]);
          }
        }
      }
    }
  }

  /**
   * The result of a game (of the given class, or any where {@code wanted} is -1) that gives a
   * side the most points, or the fewest.
   */
  private int extreme(int g, int side, boolean most, int wanted) {
    int chosen = -1;
    for (int r = 0; r < event.outcomes(g); r++) {
      if (wanted >= 0 && event.classOf(g, r) != wanted) {
        continue;
      }
      long points = event.points(g, side, r);
      if (chosen < 0 || (most ? points > event.points(g, side, chosen)
          : points < event.points(g, side, chosen))) {
        chosen = r;
      }
    }
    return chosen;
  }

  private void descend() {
    if (budget.exhausted()) {
      stopped = true;
      return;
    }
    for (int g : event.gamesOf[player]) {
      if (results[g] < 0) {
        branch(g);
        return;
      }
    }
    long score = lo[player];
    if (!everyLeaf && nothingNew(score)) {
      return;
    }
    boolean level = false;
    for (int q = 0; q < event.n; q++) {
      if (q == player || !event.ranked[q] || lo[q] > score || hi[q] < score) {
        continue;
      }
      if (lo[q] == hi[q]) {
        level = true;
        continue;
      }
      for (int g : event.gamesOf[q]) {
        if (results[g] < 0) {
          branch(g);
          return;
        }
      }
    }
    if (level) {
      BitSet read = (BitSet) event.relevant(player).clone();
      for (int q = 0; q < event.n; q++) {
        if (q != player && event.ranked[q] && lo[q] == score && hi[q] == score) {
          read.or(event.relevant(q));
        }
      }
      for (int g = read.nextSetBit(0); g >= 0; g = read.nextSetBit(g + 1)) {
        if (results[g] < 0) {
          branch(g);
          return;
        }
      }
    }
    budget.examine();
    int a;
    int b;
    if (level) {
      int[] places = event.places(results);
      a = places[2 * player];
      b = places[2 * player + 1];
    } else {
      int above = 0;
      for (int q = 0; q < event.n; q++) {
        if (event.ranked[q] && lo[q] > score) {
          above++;
        }
      }
      a = above + 1;
      b = a;
    }
    overall.add(a, b);
    int[] mine = event.gamesOf[player];
    for (int i = 0; i < mine.length; i++) {
      own[i][event.classOf(mine[i], results[mine[i]])].add(a, b);
    }
    if (everyLeaf) {
      leaves.add(new Leaf(results.clone(), a, b));
    }
  }

  /**
   * Whether every completion below this node, its places bounded by scores, lies within the
   * extremes found for the player overall and for each of the player's results given.
   */
  private boolean nothingNew(long score) {
    int above = 0;
    int mayBeAbove = 0;
    int below = 0;
    for (int q = 0; q < event.n; q++) {
      if (q == player || !event.ranked[q]) {
        continue;
      }
      if (lo[q] > score) {
        above++;
      }
      if (hi[q] >= score) {
        mayBeAbove++;
      }
      if (hi[q] < score) {
        below++;
      }
    }
    int aLo = above + 1;
    int aHi = mayBeAbove + 1;
    int bHi = event.rankedCount - below;
    if (!overall.covers(aLo, aHi, aLo, bHi)) {
      return false;
    }
    int[] mine = event.gamesOf[player];
    for (int i = 0; i < mine.length; i++) {
      if (!own[i][event.classOf(mine[i], results[mine[i]])].covers(aLo, aHi, aLo, bHi)) {
        return false;
      }
    }
    return true;
  }

  /** Tries each result of a game: the player's own best first (White's, in others' games). */
  private void branch(int g) {
    for (int r : event.preferred(g, player)) {
      assign(g, r, 1);
      descend();
      assign(g, r, -1);
      if (stopped) {
        return;
      }
    }
  }

  private void assign(int g, int r, int sign) {
    int w = event.white[g];
    int b = event.black[g];
    lo[w] += sign * (event.points(g, w, r) - event.least(g, w));
    hi[w] += sign * (event.points(g, w, r) - event.most(g, w));
    lo[b] += sign * (event.points(g, b, r) - event.least(g, b));
    hi[b] += sign * (event.points(g, b, r) - event.most(g, b));
    results[g] = sign > 0 ? r : -1;
  }
}
