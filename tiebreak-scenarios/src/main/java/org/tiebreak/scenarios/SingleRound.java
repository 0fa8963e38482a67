package org.tiebreak.scenarios;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.tiebreak.api.Score;
import org.tiebreak.api.rule.GroupRule;
import org.tiebreak.api.rule.Reach;
import org.tiebreak.api.rule.TiebreakRule;
import org.tiebreak.api.rule.ValueRule;
import org.tiebreak.api.standings.Standings;

/**
 * Places by reasoning where every player of an individual event has at most one game pending (a
 * Swiss event's last round): each player's final score then follows from one game alone, so the
 * games count apart.
 *
 * <p>First, each player's tie-break figures are bounded for each result of their game: a rule
 * whose {@link Reach} rises reads only the games of players within its distance, and gives its
 * highest figure where those players win against everyone farther away and its lowest where they
 * lose (games among the near players take each of their results). These extreme completions are
 * real completions; many players' are packed into one and ranked by the engine together. Then, for
 * a player and a result, every other player is surely above, surely below, or possibly either,
 * by final score and, where the scores are level, by comparing the figure bounds rule by rule (a
 * group rule, a rule that does not rise, or lots, may order level players either way). Each other
 * game counts on its own, so the fewest and the most players that can finish above (or level)
 * are sums over the games. A completion is then built for each of the four extremes (the best
 * and the worst of the shared place's first and last) by giving each game the result that counts
 * toward it, and ranked: where its place meets the bound, the extreme is exact.
 */
final class SingleRound {

  /** The most results of games among a player's near players tried for one bound. */
  private static final int MAX_VARIANTS = 27;

  private final Event event;
  private final List<TiebreakRule> chain;
  /** Whether rule k's figures are bounded here: a value rule whose reach rises. */
  private final boolean[] bounded;
  private final int distance;
  /** The lowest and highest figure of rule k for player q after result r: [q][r][k]. */
  private final Score[][][] lowest;
  private final Score[][][] highest;
  /** Whether all of a player's bounds after a result could be worked out. */
  private final boolean[][] known;
  /** The places seen for each player after each result, over every completion ranked. */
  final Extremes[][] seen;
  /** The completions ranked. */
  int ranked;

  private SingleRound(Event event) {
    this.event = event;
    this.chain = event.ruleset.chain();
    this.bounded = new boolean[chain.size()];
    int farthest = 0;
    for (int k = 0; k < chain.size(); k++) {
      TiebreakRule rule = chain.get(k);
      Reach reach = rule.reach();
      bounded[k] = rule instanceof ValueRule && !(rule instanceof GroupRule) && reach != null
          && reach.rises() && reach.distance() <= 2;
      if (bounded[k]) {
        farthest = Math.max(farthest, reach.distance());
      }
    }
    this.distance = farthest;
    this.lowest = new Score[event.n][3][chain.size()];
    this.highest = new Score[event.n][3][chain.size()];
    this.known = new boolean[event.n][3];
    this.seen = new Extremes[event.n][3];
    for (Extremes[] each : seen) {
      for (int r = 0; r < 3; r++) {
        each[r] = new Extremes();
      }
    }
  }

  /**
   * The analysis, if every player has at most one pending game and the budget suffices for the
   * figure bounds; empty otherwise.
   *
   * @param asked by position, the players asked about: the figures of those who may finish level
   *     with one of them are bounded
   */
  static Optional<SingleRound> of(Event event, boolean[] asked, Budget budget) {
    for (int q = 0; q < event.n; q++) {
      if (event.gamesOf[q].length > 1) {
        return Optional.empty();
      }
    }
    for (int g = 0; g < event.white.length; g++) {
      // A reach rises only where no result scores below 0 (Reach).
      if (event.outcomes(g) != 3 || event.least(g, event.white[g]) < 0
          || event.least(g, event.black[g]) < 0) {
        return Optional.empty();
      }
    }
    SingleRound round = new SingleRound(event);
    Set<Long> finals = new HashSet<>();
    for (int p = 0; p < event.n; p++) {
      for (int r = 0; asked[p] && r < round.outcomes(p); r++) {
        finals.add(round.finalScore(p, r));
      }
    }
    boolean[] wanted = new boolean[event.n];
    for (int q = 0; q < event.n; q++) {
      for (int r = 0; r < round.outcomes(q); r++) {
        wanted[q] |= finals.contains(round.finalScore(q, r));
      }
    }
    return round.bound(wanted, budget) ? Optional.of(round) : Optional.empty();
  }

  /** The result index a player's figures are kept under: its game's result, or 0 without one. */
  private int resultOf(int q, int[] results) {
    return event.gamesOf[q].length == 0 ? 0 : Math.max(0, results[event.gamesOf[q][0]]);
  }

  /** The results a player can have: the three of its game, or one without a game. */
  private int outcomes(int q) {
    return event.gamesOf[q].length == 0 ? 1 : 3;
  }

  /** The final score of a player after a result of its game, in units. */
  long finalScore(int q, int r) {
    return event.gamesOf[q].length == 0 ? event.base[q]
        : event.base[q] + event.points(event.gamesOf[q][0], q, r);
  }

  /** Works out every wanted player's figure bounds; false if the budget ran out. */
  private boolean bound(boolean[] wanted, Budget budget) {
    List<int[]> completions = new ArrayList<>();
    List<List<int[]>> tasks = new ArrayList<>();
    int games = event.white.length;
    for (int q = 0; q < event.n; q++) {
      if (!wanted[q] || !event.ranked[q]) {
        continue;
      }
      boolean[] near = event.within(q, distance);
      List<Integer> inner = new ArrayList<>();
      List<Integer> edge = new ArrayList<>();
      int own = event.gamesOf[q].length == 0 ? -1 : event.gamesOf[q][0];
      for (int g = 0; g < games; g++) {
        if (g == own) {
          continue;
        }
        boolean w = near[event.white[g]];
        boolean b = near[event.black[g]];
        if (w && b) {
          inner.add(g);
        } else if (w || b) {
          edge.add(g);
        }
      }
      int variants = 1;
      for (int i = 0; i < inner.size() && variants <= MAX_VARIANTS; i++) {
        variants *= 3;
      }
      for (int r = 0; r < outcomes(q); r++) {
        known[q][r] = variants <= MAX_VARIANTS;
        if (!known[q][r]) {
          continue;
        }
        for (int rising = 0; rising < 2; rising++) {
          for (int v = 0; v < variants; v++) {
            int[] need = new int[games];
            Arrays.fill(need, -1);
            if (own >= 0) {
              need[own] = r;
            }
            for (int g : edge) {
              boolean whiteNear = near[event.white[g]];
              // White wins (0) where the near player is White and the figure is to rise.
              need[g] = whiteNear == (rising == 1) ? 0 : 2;
            }
            int code = v;
            for (int g : inner) {
              need[g] = code % 3;
              code /= 3;
            }
            place(completions, tasks, need, q, r);
          }
        }
      }
    }
    for (int c = 0; c < completions.size(); c++) {
      if (budget.exhausted()) {
        return false;
      }
      budget.examine();
      int[] results = completions.get(c);
      for (int g = 0; g < results.length; g++) {
        if (results[g] < 0) {
          results[g] = event.result(g, results);
        }
      }
      Standings standings = rank(results);
      Standings.Row[] rows = new Standings.Row[event.n];
      for (Standings.Row row : standings.rows()) {
        rows[event.positions.get(row.player().startNumber())] = row;
      }
      for (int[] task : tasks.get(c)) {
        record(rows, task[0], task[1]);
      }
    }
    return true;
  }

  /** Puts a task's required results into the first completion they fit, or a new one. */
  private static void place(List<int[]> completions, List<List<int[]>> tasks, int[] need, int q,
      int r) {
    for (int c = 0; c < completions.size(); c++) {
      int[] results = completions.get(c);
      boolean fits = true;
      for (int g = 0; g < need.length && fits; g++) {
        fits = need[g] < 0 || results[g] < 0 || results[g] == need[g];
      }
      if (fits) {
        for (int g = 0; g < need.length; g++) {
          if (need[g] >= 0) {
            results[g] = need[g];
          }
        }
        tasks.get(c).add(new int[] {q, r});
        return;
      }
    }
    completions.add(need);
    List<int[]> list = new ArrayList<>();
    list.add(new int[] {q, r});
    tasks.add(list);
  }

  /** Ranks a completion, noting every player's places in it. */
  Standings rank(int[] results) {
    ranked++;
    Standings standings = event.rank(results);
    int[] places = event.places(standings);
    for (int q = 0; q < event.n; q++) {
      if (event.ranked[q]) {
        seen[q][resultOf(q, results)].add(places[2 * q], places[2 * q + 1]);
      }
    }
    return standings;
  }

  private void record(Standings.Row[] rows, int q, int r) {
    Standings.Row row = rows[q];
    for (int k = 0; k < chain.size(); k++) {
      if (!bounded[k]) {
        continue;
      }
      Score value = row.values().get(chain.get(k).code());
      if (value == null) {
        bounded[k] = false;
        continue;
      }
      if (lowest[q][r][k] == null || value.compareTo(lowest[q][r][k]) < 0) {
        lowest[q][r][k] = value;
      }
      if (highest[q][r][k] == null || value.compareTo(highest[q][r][k]) > 0) {
        highest[q][r][k] = value;
      }
    }
  }

  /** Bits of how q after result rq can stand to p after rp when their scores are level. */
  static final int ABOVE = 1;
  static final int LEVEL = 2;
  static final int BELOW = 4;

  private int compare(int q, int rq, int p, int rp) {
    if (!known[q][rq] || !known[p][rp]) {
      return ABOVE | LEVEL | BELOW;
    }
    int possible = 0;
    for (int k = 0; k < chain.size(); k++) {
      if (!bounded[k]) {
        return possible | ABOVE | LEVEL | BELOW;
      }
      boolean lower = ((ValueRule) chain.get(k)).lowerIsBetter();
      Score qLo = lower ? highest[q][rq][k] : lowest[q][rq][k];
      Score qHi = lower ? lowest[q][rq][k] : highest[q][rq][k];
      Score pLo = lower ? highest[p][rp][k] : lowest[p][rp][k];
      Score pHi = lower ? lowest[p][rp][k] : highest[p][rp][k];
      int sign = lower ? -1 : 1;
      if (sign * qHi.compareTo(pLo) > 0) {
        possible |= ABOVE;
      }
      if (sign * qLo.compareTo(pHi) < 0) {
        possible |= BELOW;
      }
      boolean overlap = sign * qHi.compareTo(pLo) >= 0 && sign * qLo.compareTo(pHi) <= 0;
      if (!overlap) {
        return possible;
      }
    }
    // A decision of the arbiter may still order players the chain leaves level.
    return event.decided ? ABOVE | LEVEL | BELOW : possible | LEVEL;
  }

  /**
   * Player p's places after result rp of its game (any result where p has none): the places
   * every completion lies within, and those the completions ranked reached.
   *
   * @param best the best place p can finish in: one more than the fewest players surely above
   * @param worst the worst: one more than the most players possibly above or level
   * @param found the places reached in completions ranked
   * @param exact whether each of the four extremes found meets its bound, so that {@code found}
   *     holds every completion's places
   */
  record Bounded(int best, int worst, Extremes found, boolean exact) {}

  /** Player p's places after result rp; see {@link Bounded}. */
  Bounded extremes(int p, int rp, Budget budget) {
    long s = finalScore(p, rp);
    int own = event.gamesOf[p].length == 0 ? -1 : event.gamesOf[p][0];
    // bound[objective]: 0 surely above (minA), 1 possibly above (maxA), 2 surely above or
    // level (minB), 3 possibly above or level (maxB).
    int[] bound = {1, 1, 1, 1};
    int games = event.white.length;
    int[][] choice = new int[4][games];
    boolean[] near = event.within(p, Math.max(1, distance));
    for (int q = 0; q < event.n; q++) {
      if (q != p && (event.gamesOf[q].length == 0 || event.gamesOf[q][0] == own)) {
        int[] counts = counts(q, event.gamesOf[q].length == 0 ? 0 : rp, s, p, rp);
        for (int o = 0; o < 4; o++) {
          bound[o] += counts[o];
        }
      }
    }
    for (int g = 0; g < games; g++) {
      if (g == own) {
        for (int[] each : choice) {
          each[g] = rp;
        }
        continue;
      }
      int[][] byResult = new int[3][];
      for (int r = 0; r < 3; r++) {
        int[] w = counts(event.white[g], r, s, p, rp);
        int[] b = counts(event.black[g], r, s, p, rp);
        byResult[r] = new int[] {w[0] + b[0], w[1] + b[1], w[2] + b[2], w[3] + b[3]};
      }
      for (int o = 0; o < 4; o++) {
        boolean most = o == 1 || o == 3;
        int best = -1;
        for (int r : preference(g, near, most)) {
          if (best < 0 || (most ? byResult[r][o] > byResult[best][o]
              : byResult[r][o] < byResult[best][o])) {
            best = r;
          }
        }
        choice[o][g] = best;
        bound[o] += byResult[best][o];
      }
    }
    Extremes found = seen[p][rp];
    for (int o = 0; o < 4 && !budget.exhausted(); o++) {
      if (!met(found, bound, o)) {
        budget.examine();
        rank(choice[o]);
      }
    }
    boolean exact = true;
    for (int o = 0; o < 4; o++) {
      exact &= met(found, bound, o);
    }
    return new Bounded(bound[0], bound[3], found, exact);
  }

  private static boolean met(Extremes found, int[] bound, int objective) {
    if (!found.seen) {
      return false;
    }
    return switch (objective) {
      case 0 -> found.minA == bound[0];
      case 1 -> found.maxA == bound[1];
      case 2 -> found.minB == bound[2];
      default -> found.maxB == bound[3];
    };
  }

  /**
   * The results of a game in the order they are preferred among those counting alike: for the
   * best places, the result that gives p's near players most first; for the worst, least.
   * A game between two near players or two far ones prefers a draw.
   */
  private int[] preference(int g, boolean[] near, boolean worst) {
    boolean whiteNear = near[event.white[g]];
    boolean blackNear = near[event.black[g]];
    if (whiteNear == blackNear) {
      return new int[] {1, 0, 2};
    }
    boolean whiteFirst = whiteNear != worst;
    return whiteFirst ? new int[] {0, 1, 2} : new int[] {2, 1, 0};
  }

  /** How player q after result rq counts for each objective against p at score s after rp. */
  private int[] counts(int q, int rq, long s, int p, int rp) {
    if (q == p || !event.ranked[q]) {
      return new int[4];
    }
    long score = finalScore(q, rq);
    if (score > s) {
      return new int[] {1, 1, 1, 1};
    }
    if (score < s) {
      return new int[4];
    }
    int how = compare(q, rq, p, rp);
    boolean above = (how & ABOVE) != 0;
    boolean level = (how & LEVEL) != 0;
    boolean below = (how & BELOW) != 0;
    return new int[] {above && !level && !below ? 1 : 0, above ? 1 : 0, below ? 0 : 1,
        above || level ? 1 : 0};
  }
}
