package org.tiebreak.scenarios;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.tiebreak.api.Score;
import org.tiebreak.api.rule.GroupRule;
import org.tiebreak.api.rule.Reach;
import org.tiebreak.api.rule.TiebreakRule;
import org.tiebreak.api.rule.ValueRule;
import org.tiebreak.api.standings.Standings;

/**
 * Places by reasoning where every player has at most one game pending (a Swiss event's last
 * round; in a team event, every team at most one match, with one board left): each player's
 * final score then follows from one game alone, so the games count apart.
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
 * toward it, leaning among results that count alike towards the figures the extreme wants (p's
 * own, or those of rivals who may finish level with p), and ranked. Where a ranked completion
 * meets the bound, the extreme is exact. Where none does, each rival is bounded again as a pair
 * with p ({@link #pairBounds}): the bounds apart cannot see that an opponent both share raises
 * the figures of both. What the bounds still leave open, {@link #settle(int, int, Budget)}
 * settles by a search over the games the players it depends on pull different ways.
 */
final class SingleRound {

  /** The most results of games among a player's near players tried for one bound. */
  private static final int MAX_VARIANTS = 27;

  /** The most results of games both players of a pair read tried for one bound of the pair. */
  private static final int MAX_PAIR_VARIANTS = 9;

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
  private final boolean[][] reads;
  /** For the question being answered, the rivals' figures less p's; see {@link #pairBounds}. */
  private Map<Integer, Score[][]> pairs = Map.of();
  /** The pair bounds of each question, {@code 3 * p + rp}, once worked out whole. */
  private final Map<Integer, Map<Integer, Score[][]>> pairsOf = new HashMap<>();
  /** The four bounds of each player after each result, {@code 3 * p + rp}, as last narrowed. */
  private final Map<Integer, int[]> bounds = new HashMap<>();
  /** For the question being answered, how each player stands to p; see {@link #standings}. */
  private int[][] standing;

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
    this.reads = new boolean[event.n][];
    for (Extremes[] each : seen) {
      for (int r = 0; r < 3; r++) {
        each[r] = new Extremes();
      }
    }
  }

  /**
   * The analysis, if every player has at most one pending game and the budget suffices for the
   * figure bounds; empty otherwise. Its answers are by the results of each game (for a team's
   * match with one board pending, the board's).
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

  /**
   * The result index a player's figures are kept under: its game's result (the unread one where
   * none is given), or 0 without a game.
   */
  private int resultOf(int q, int[] results) {
    return event.gamesOf[q].length == 0 ? 0 : event.result(event.gamesOf[q][0], results);
  }

  /** A player's one pending game, -1 without one. */
  private int game(int q) {
    return event.gamesOf[q].length == 0 ? -1 : event.gamesOf[q][0];
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
      int own = game(q);
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
      Standings.Row[] rows = event.rows(rank(completions.get(c)));
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

  /**
   * Ranks a completion (a game without a result given the unread one), noting every player's
   * places in it.
   */
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
    Score[] figures = figures(rows[q]);
    for (int k = 0; k < chain.size(); k++) {
      if (!bounded[k]) {
        continue;
      }
      Score value = figures[k];
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

  /** A row's figures under the bounded rules of the chain, by level; null for the others. */
  private Score[] figures(Standings.Row row) {
    Map<String, Score> values = row.values();
    Score[] figures = new Score[chain.size()];
    for (int k = 0; k < figures.length; k++) {
      figures[k] = bounded[k] ? values.get(chain.get(k).code()) : null;
    }
    return figures;
  }

  /** Bits of how q after result rq can stand to p after rp when their scores are level. */
  static final int ABOVE = 1;
  static final int LEVEL = 2;
  static final int BELOW = 4;
  /** Marks a standing where the final scores are level, so that the figures decide. */
  static final int LEVEL_SCORE = 8;

  private int compare(int q, int rq, int p, int rp) {
    Score[][] pair = pairs.get(3 * q + rq);
    return compare(pair != null ? pair : apart(q, rq, p, rp));
  }

  /**
   * How q stands to p by the bounds of q's figures less p's, rule by rule: {@code {least[],
   * most[]}}, a null bound where the rule's figures are not bounded.
   */
  private int compare(Score[][] pair) {
    int possible = 0;
    for (int k = 0; k < chain.size(); k++) {
      if (!bounded[k] || pair[0][k] == null) {
        return possible | ABOVE | LEVEL | BELOW;
      }
      boolean lower = ((ValueRule) chain.get(k)).lowerIsBetter();
      int least = pair[0][k].compareTo(Score.ZERO);
      int most = pair[1][k].compareTo(Score.ZERO);
      if (lower ? least < 0 : most > 0) {
        possible |= ABOVE;
      }
      if (lower ? most > 0 : least < 0) {
        possible |= BELOW;
      }
      if (least > 0 || most < 0) {
        return possible;
      }
    }
    // A decision of the arbiter may still order players the chain leaves level.
    return event.decided ? ABOVE | LEVEL | BELOW : possible | LEVEL;
  }

  /** The bounds of q's figures less p's, from the bounds of each one's figures apart. */
  private Score[][] apart(int q, int rq, int p, int rp) {
    Score[][] difference = new Score[2][chain.size()];
    for (int k = 0; k < chain.size() && known[q][rq] && known[p][rp]; k++) {
      if (bounded[k]) {
        difference[0][k] = lowest[q][rq][k].minus(highest[p][rp][k]);
        difference[1][k] = highest[q][rq][k].minus(lowest[p][rp][k]);
      }
    }
    return difference;
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
  record Bounded(int best, int worst, Extremes found, boolean exact) {

    /** The places after either of two results: within both bounds, reached in either. */
    Bounded and(Bounded other) {
      Extremes both = new Extremes();
      both.add(found);
      both.add(other.found);
      return new Bounded(Math.min(best, other.best), Math.max(worst, other.worst), both,
          exact && other.exact);
    }
  }

  /**
   * Player p's places after result rp where {@link #extremes(int, int, Budget)} left an extreme
   * open: each direction it left open settled by a search over the games pulled both ways
   * ({@link #settle(int, int, boolean, int[], Budget)}), of at most {@code completions} ranked
   * completions each; a search that stops changes nothing, and may be tried again with more.
   */
  Bounded settle(int p, int rp, long completions, Budget budget) {
    int[] bound = bounds.get(3 * p + rp);
    Extremes found = seen[p][rp];
    if (!met(found, bound) && !budget.exhausted()) {
      pairs = pairBounds(p, rp, budget);
      standing = standings(p, rp, finalScore(p, rp));
      // The most players ahead first: the worst place is where the bounds fall short most.
      for (boolean most : new boolean[] {true, false}) {
        int first = most ? 1 : 0;
        if (!met(found, bound, first) || !met(found, bound, first + 2)) {
          Budget part = budget.part(completions);
          settle(p, rp, most, bound, part);
          budget.spend(part);
        }
      }
      pairs = Map.of();
    }
    return new Bounded(bound[0], bound[3], found, met(found, bound));
  }

  /** Player p's places after each result of its game (one, without a game); see {@link Bounded}. */
  List<Bounded> extremes(int p, Budget budget) {
    Bounded[] each = new Bounded[outcomes(p)];
    // The player's best result first: whether a target is within reach turns on it, and the
    // budget may not last for all three.
    for (int rp : event.bestFirst(p)) {
      each[rp] = extremes(p, rp, budget);
    }
    return Arrays.asList(each);
  }

  /**
   * Player p's places after result rp, by the bounds and the completions built to reach them;
   * see {@link Bounded}. Where they leave an extreme open, {@link #settle(int, int, Budget)}
   * may settle it later.
   */
  Bounded extremes(int p, int rp, Budget budget) {
    pairs = Map.of();
    int[] bound = attempt(p, rp, budget);
    Extremes found = seen[p][rp];
    if (!met(found, bound) && !budget.exhausted()) {
      pairs = pairBounds(p, rp, budget);
      int[] paired = attempt(p, rp, budget);
      for (int o = 0; o < 4; o++) {
        // Bounds 0 and 2 are the fewest players ahead, 1 and 3 the most.
        bound[o] = o % 2 == 0 ? Math.max(bound[o], paired[o]) : Math.min(bound[o], paired[o]);
      }
      pairs = Map.of();
    }
    bounds.put(3 * p + rp, bound);
    return new Bounded(bound[0], bound[3], found, met(found, bound));
  }

  private static boolean met(Extremes found, int[] bound) {
    boolean all = true;
    for (int o = 0; o < 4; o++) {
      all &= met(found, bound, o);
    }
    return all;
  }

  /**
   * One try at p's places after rp, with the rivals' bounds as they stand: the four bounds, and
   * a completion built to reach each one ranked.
   */
  private int[] attempt(int p, int rp, Budget budget) {
    long s = finalScore(p, rp);
    int own = game(p);
    // bound[objective]: 0 surely above (minA), 1 possibly above (maxA), 2 surely above or
    // level (minB), 3 possibly above or level (maxB).
    int[] bound = {1, 1, 1, 1};
    int games = event.white.length;
    boolean[] near = reads(p);
    standing = standings(p, rp, s);
    for (int q = 0; q < event.n; q++) {
      if (q != p && (event.gamesOf[q].length == 0 || event.gamesOf[q][0] == own)) {
        int[] counts = counts(q, event.gamesOf[q].length == 0 ? 0 : rp);
        for (int o = 0; o < 4; o++) {
          bound[o] += counts[o];
        }
      }
    }
    // byResult[g][r][o]: how many of game g's players count toward objective o after result r.
    int[][][] byResult = new int[games][3][];
    for (int g = 0; g < games; g++) {
      for (int r = 0; r < 3 && g != own; r++) {
        int[] w = counts(event.white[g], r);
        int[] b = counts(event.black[g], r);
        byResult[g][r] = new int[] {w[0] + b[0], w[1] + b[1], w[2] + b[2], w[3] + b[3]};
      }
    }
    int[][] choice = new int[4][];
    long[] anyLevel = weights(p, near, null);
    for (int o = 0; o < 4; o++) {
      choice[o] = choose(o, byResult, anyLevel, near, own, rp);
      for (int g = 0; g < games; g++) {
        bound[o] += g == own ? 0 : byResult[g][choice[o][g]][o];
      }
    }
    Extremes found = seen[p][rp];
    for (int o = 0; o < 4 && !budget.exhausted(); o++) {
      // Among results that count alike, the choice leans first towards every player who may be
      // level with p, then towards those it made level.
      for (int pass = 0; pass < 2 && !met(found, bound, o) && !budget.exhausted(); pass++) {
        if (pass == 1) {
          choice[o] = choose(o, byResult, weights(p, near, choice[o]), near, own, rp);
        }
        budget.examine();
        rank(choice[o]);
      }
    }
    return bound;
  }

  /**
   * The results that count most (or least) toward an objective, game by game, and among results
   * that count alike the one whose points lean most by the weights.
   */
  private int[] choose(int o, int[][][] byResult, long[] weight, boolean[] near, int own,
      int rp) {
    boolean most = o == 1 || o == 3;
    int[] choice = new int[event.white.length];
    for (int g = 0; g < choice.length; g++) {
      if (g == own) {
        choice[g] = rp;
        continue;
      }
      int best = -1;
      long bestLean = 0;
      for (int r : preference(g, near, most)) {
        long lean = (most ? 1 : -1) * (event.points(g, event.white[g], r) * weight[event.white[g]]
            + event.points(g, event.black[g], r) * weight[event.black[g]]);
        int count = byResult[g][r][o];
        int bestCount = best < 0 ? 0 : byResult[g][best][o];
        if (best < 0 || (most ? count > bestCount : count < bestCount)
            || count == bestCount && lean > bestLean) {
          best = r;
          bestLean = lean;
        }
      }
      choice[g] = best;
    }
    return choice;
  }

  /**
   * How much each player's points weigh: the points of p's near players raise p's figures; those
   * of the players a rival reads raise the rival's, a rival being a player who may finish level
   * with p (after the result {@code chosen} gives, or any) and whose figures may put them either
   * side of p.
   */
  private long[] weights(int p, boolean[] near, int[] chosen) {
    long[] weight = new long[event.n];
    for (int q = 0; q < event.n; q++) {
      if (q == p || !event.ranked[q]) {
        continue;
      }
      for (int rq = 0; rq < outcomes(q); rq++) {
        if (chosen != null && event.gamesOf[q].length > 0 && chosen[event.gamesOf[q][0]] != rq) {
          continue;
        }
        int how = standing[q][rq];
        if ((how & ABOVE) != 0 && (how & BELOW) != 0 && (how & LEVEL_SCORE) != 0) {
          boolean[] reads = reads(q);
          for (int x = 0; x < event.n; x++) {
            weight[x] += reads[x] && x != q ? 1 : 0;
          }
          break;
        }
      }
    }
    for (int x = 0; x < event.n; x++) {
      weight[x] -= near[x] && x != p ? event.n : 0;
    }
    return weight;
  }

  /**
   * The players whose results a player's bounded figures read (its opponents at least), kept
   * once worked out.
   */
  private boolean[] reads(int q) {
    if (reads[q] == null) {
      reads[q] = event.within(q, Math.max(1, distance));
    }
    return reads[q];
  }

  /**
   * For each rival of p after result rp (a player who may finish level with p and whose figures,
   * bounded apart, may put them either side), the lowest and highest of each bounded figure of
   * the rival less p's, {@code [3 * q + rq] -> {least[], most[]}}. A game read by only one of
   * them goes the way that widens the difference (the rival's players win against those farther
   * away, p's lose, and the reverse); a game that moves both the same way, or is played between
   * two players one of them reads, takes each of its results. The difference is thus exact for
   * the pair, where the bounds apart could not see that a shared opponent's win raises both.
   */
  private Map<Integer, Score[][]> pairBounds(int p, int rp, Budget budget) {
    // Kept for the question: its settling tries read them again. Bounds the budget stopped are
    // empty, and worked out anew.
    Map<Integer, Score[][]> kept = pairsOf.get(3 * p + rp);
    if (kept == null) {
      kept = pairBounds(p, rp, finalScore(p, rp), game(p), null, null, budget);
      if (!kept.isEmpty() || !budget.exhausted()) {
        pairsOf.put(3 * p + rp, kept);
      }
    }
    return kept;
  }

  /**
   * The bounds of {@link #pairBounds(int, int, Budget)} over the completions that give
   * the games {@code base} gives a result (where not null) that result, for the players not
   * skipped.
   */
  private Map<Integer, Score[][]> pairBounds(int p, int rp, long s, int own, int[] base,
      boolean[] skip, Budget budget) {
    Map<Integer, Score[][]> bounds = new HashMap<>();
    if (!known[p][rp] || distance == 0) {
      return bounds;
    }
    boolean[] nearP = reads(p);
    List<int[]> completions = new ArrayList<>();
    List<List<int[]>> tasks = new ArrayList<>();
    int games = event.white.length;
    for (int q = 0; q < event.n; q++) {
      for (int rq = 0; q != p && event.ranked[q] && rq < outcomes(q); rq++) {
        int qGame = game(q);
        int how = finalScore(q, rq) == s ? compare(apart(q, rq, p, rp)) : 0;
        if ((how & ABOVE) == 0 || (how & BELOW) == 0 || !known[q][rq]
            || qGame >= 0 && qGame == own && rq != rp || skip != null && skip[q]
            || base != null && qGame >= 0 && base[qGame] >= 0 && base[qGame] != rq) {
          continue;
        }
        boolean[] nearQ = reads(q);
        List<int[]> needs = new ArrayList<>();
        for (int widen = 0; widen < 2; widen++) {
          int[] need = new int[games];
          Arrays.fill(need, -1);
          List<Integer> free = new ArrayList<>();
          for (int g = 0; g < games; g++) {
            if (g == own || g == qGame || base != null && base[g] >= 0) {
              need[g] = g == own ? rp : g == qGame ? rq : base[g];
              continue;
            }
            int u = event.white[g];
            int v = event.black[g];
            if (nearQ[u] && nearQ[v] || nearP[u] && nearP[v]) {
              free.add(g);
              continue;
            }
            // White wins (0) or Black wins (2): the side that widens the difference, if any.
            int forQ = nearQ[u] == nearQ[v] ? -1 : nearQ[u] == (widen == 0) ? 0 : 2;
            int forP = nearP[u] == nearP[v] ? -1 : nearP[u] == (widen == 0) ? 2 : 0;
            if (forQ >= 0 && forP >= 0 && forQ != forP) {
              free.add(g);
            } else {
              need[g] = Math.max(forQ, forP);
            }
          }
          int variants = 1;
          for (int i = 0; i < free.size() && variants <= MAX_PAIR_VARIANTS; i++) {
            variants *= 3;
          }
          for (int v = 0; v < variants && variants <= MAX_PAIR_VARIANTS; v++) {
            int[] each = need.clone();
            int code = v;
            for (int g : free) {
              each[g] = code % 3;
              code /= 3;
            }
            needs.add(each);
          }
          if (variants > MAX_PAIR_VARIANTS) {
            needs.clear();
            break;
          }
        }
        for (int[] each : needs) {
          place(completions, tasks, each, q, rq);
        }
      }
    }
    for (int c = 0; c < completions.size(); c++) {
      if (budget.exhausted()) {
        return new HashMap<>();
      }
      budget.examine();
      Standings.Row[] rows = event.rows(rank(completions.get(c)));
      Score[] theirs = figures(rows[p]);
      for (int[] task : tasks.get(c)) {
        Score[][] pair = bounds.computeIfAbsent(3 * task[0] + task[1],
            key -> new Score[2][chain.size()]);
        Score[] mine = figures(rows[task[0]]);
        for (int k = 0; k < chain.size(); k++) {
          if (mine[k] == null || theirs[k] == null) {
            continue;
          }
          Score difference = mine[k].minus(theirs[k]);
          if (pair[0][k] == null || difference.compareTo(pair[0][k]) < 0) {
            pair[0][k] = difference;
          }
          if (pair[1][k] == null || difference.compareTo(pair[1][k]) > 0) {
            pair[1][k] = difference;
          }
        }
      }
    }
    return bounds;
  }

  /**
   * The most completions settling the extremes of one direction may rank, in the tries one after
   * another: a short one for every answer first, then longer ones for those still open.
   */
  static final long[] SETTLING = {2_000, 50_000, 1_000_000};

  /**
   * Settles the extremes of one direction (the most players ahead of p, {@code most}, counted
   * from the first and from the last of p's group; or the fewest) over every result of the games
   * the players they depend on pull different ways. For the most, every player whose count may
   * change (with its game's result, or with its figures) wants the players it reads to score
   * more and p's figures to fall: a game only one side of which those players read, and which
   * they all pull the same way, goes that way, since a rising reach can only gain by it (Reach).
   * For the fewest, each way is reversed. The games pulled both ways, or read on both sides by
   * one player, are searched (see {@link Settling}); each completion reached is ranked, and its
   * figures bound every completion with the same results of those games: a player the chain puts
   * behind p by figures that can only fall stays behind. Where the highest such bound meets the
   * best place found, the extreme is exact.
   */
  private void settle(int p, int rp, boolean most, int[] bound, Budget budget) {
    int[] objectives = most ? new int[] {1, 3} : new int[] {0, 2};
    int games = event.white.length;
    int own = game(p);
    long s = finalScore(p, rp);
    Pulls pulls = new Pulls(own);
    boolean[] nearP = reads(p).clone();
    nearP[p] = false;
    pulls.pull(nearP, !most);
    // How many players whose figures may change the count read each game.
    int[] readers = new int[games];
    for (int q = 0; q < event.n; q++) {
      if (q == p || !event.ranked[q]) {
        continue;
      }
      int qGame = game(q);
      boolean changes = false;
      boolean byFigures = false;
      int[] first = {-1, -1};
      for (int rq = 0; rq < outcomes(q); rq++) {
        if (qGame >= 0 && qGame == own && rq != rp) {
          continue;
        }
        int[] counts = counts(q, rq);
        for (int i = 0; i < 2; i++) {
          int sure = objectives[i] < 2 ? 0 : 2;
          byFigures |= counts[sure] != counts[sure + 1];
          changes |= first[i] >= 0 && first[i] != counts[sure];
          first[i] = counts[sure];
        }
      }
      boolean[] near = reads(q);
      if (byFigures) {
        pulls.pull(near, most);
        for (int g = 0; g < games; g++) {
          readers[g] += g != own && (near[event.white[g]] || near[event.black[g]]) ? 1 : 0;
        }
      } else if (changes) {
        boolean[] alone = new boolean[event.n];
        alone[q] = true;
        pulls.pull(alone, most);
      }
    }
    int[] results = new int[games];
    List<Integer> open = new ArrayList<>();
    for (int g = 0; g < games; g++) {
      results[g] = g == own ? rp : -1;
      if (pulls.open(g)) {
        open.add(g);
      } else if (g != own && pulls.pulled[g]) {
        results[g] = Integer.numberOfTrailingZeros(pulls.wanted[g]);
      }
    }
    // The games most players' figures read first: their results decide most.
    open.sort((x, y) -> Integer.compare(readers[y], readers[x]));
    Settling settling = new Settling(p, rp, objectives, s, own, results, open, budget);
    // The places the completions ranked so far reached are real: nothing below them is wanted.
    Extremes found = seen[p][rp];
    if (found.seen) {
      settling.best[0] = most ? found.maxA : -found.minA;
      settling.best[1] = most ? found.maxB : -found.minB;
    }
    int[][] fixed = new int[2][event.n];
    for (int[] each : fixed) {
      Arrays.fill(each, -1);
    }
    settling.descend(0, fixed, Map.of());
    for (int i = 0; i < 2 && !settling.stopped; i++) {
      int limit = Math.max(settling.best[i], settling.limit[i]);
      int o = objectives[i];
      bound[o] = most ? Math.min(bound[o], limit) : Math.max(bound[o], -limit);
    }
  }

  /**
   * A branch-and-bound over the results of the games pulled both ways, for the two extremes of
   * one direction: a node's bound counts each player ahead of p as far as the bounds of the
   * pair, over the completions below the node, allow (a player whose count they fix keeps it
   * below); a node whose bounds cannot pass the best places found is not searched. Values are
   * places, negated where the fewest players ahead are wanted, so that the search always seeks
   * the highest.
   */
  private final class Settling {

    private final int p;
    private final int rp;
    private final int[] objectives;
    private final long s;
    private final int own;
    private final int[] results;
    private final List<Integer> open;
    private final Budget budget;
    private final boolean most;
    /** For each objective, the highest value of a completion ranked, and of a leaf's bound. */
    final int[] best = {Integer.MIN_VALUE, Integer.MIN_VALUE};
    final int[] limit = {Integer.MIN_VALUE, Integer.MIN_VALUE};
    boolean stopped;

    Settling(int p, int rp, int[] objectives, long s, int own, int[] results, List<Integer> open,
        Budget budget) {
      this.p = p;
      this.rp = rp;
      this.objectives = objectives;
      this.s = s;
      this.own = own;
      this.results = results;
      this.open = open;
      this.budget = budget;
      this.most = objectives[0] == 1;
    }

    /**
     * Searches below the node where the first {@code depth} open games have their results;
     * {@code fixed[i]} holds, for objective i, the count of each player the bounds already fix
     * below it (-1 where they do not), {@code above} the pairs' bounds at the node above.
     */
    void descend(int depth, int[][] fixed, Map<Integer, Score[][]> above) {
      if (stopped || budget.exhausted()) {
        stopped = true;
        return;
      }
      if (depth == open.size()) {
        budget.examine();
        Standings standings = rank(results);
        int[] places = event.places(standings);
        for (int i = 0; i < 2; i++) {
          int o = objectives[i];
          int place = places[2 * p + (o < 2 ? 0 : 1)];
          int at = boundAt(standings, p, s, o);
          best[i] = Math.max(best[i], most ? place : -place);
          limit[i] = Math.max(limit[i], most ? at : -at);
        }
        return;
      }
      int[][] below = {fixed[0].clone(), fixed[1].clone()};
      Map<Integer, Score[][]> pairs = pairs(depth == 0 ? -1 : open.get(depth - 1), below, above);
      int[] value = value(below, pairs);
      if (value[0] <= Math.max(best[0], limit[0]) && value[1] <= Math.max(best[1], limit[1])) {
        return;
      }
      int g = open.get(depth);
      for (int r = 0; r < event.outcomes(g) && !stopped; r++) {
        results[g] = r;
        descend(depth + 1, below, pairs);
      }
      results[g] = -1;
    }

    /**
     * The pairs' bounds at the node: those of the node above, worked out again only for the
     * pairs that read the game last given a result ({@code changed}; every pair at the top).
     */
    private Map<Integer, Score[][]> pairs(int changed, int[][] fixed,
        Map<Integer, Score[][]> above) {
      boolean[] nearP = reads(p);
      boolean all = changed < 0 || nearP[event.white[changed]] || nearP[event.black[changed]];
      boolean[] skip = new boolean[event.n];
      for (int q = 0; q < event.n; q++) {
        boolean[] near = reads(q);
        skip[q] = fixed[0][q] >= 0 && fixed[1][q] >= 0
            || !all && !near[event.white[changed]] && !near[event.black[changed]];
      }
      Map<Integer, Score[][]> pairs = new HashMap<>(above);
      pairs.putAll(pairBounds(p, rp, s, own, results, skip, budget));
      return pairs;
    }

    /**
     * For each objective, the highest value any completion below the node can be bounded by, by
     * the pairs' bounds there; notes in {@code fixed} the players whose count it fixes.
     */
    private int[] value(int[][] fixed, Map<Integer, Score[][]> pairs) {
      // how[q][rq]: how q after rq stands to p below the node, -1 where q cannot have rq there.
      int[][] how = new int[event.n][];
      for (int q = 0; q < event.n; q++) {
        if (q == p || !event.ranked[q]) {
          continue;
        }
        int qGame = game(q);
        how[q] = new int[] {-1, -1, -1};
        for (int rq = 0; rq < outcomes(q); rq++) {
          if (qGame < 0 || results[qGame] < 0 || results[qGame] == rq) {
            Score[][] pair = pairs.get(3 * q + rq);
            how[q][rq] = pair != null ? compare(pair) | LEVEL_SCORE : standing[q][rq];
          }
        }
      }
      int[] value = new int[2];
      for (int i = 0; i < 2; i++) {
        int o = objectives[i];
        int sure = o < 2 ? 0 : 2;
        // count[q][rq]: the count q reaches after rq at best (for the most) or at worst, -1
        // where q cannot have rq below the node.
        int[][] count = new int[event.n][];
        int place = 1;
        for (int q = 0; q < event.n; q++) {
          if (how[q] == null) {
            continue;
          }
          int qGame = game(q);
          count[q] = new int[] {-1, -1, -1};
          int fewest = 1;
          int mostCount = 0;
          for (int rq = 0; rq < outcomes(q); rq++) {
            if (how[q][rq] < 0) {
              continue;
            }
            if (fixed[i][q] >= 0) {
              count[q][rq] = fixed[i][q];
              continue;
            }
            int[] counts = counts(how[q][rq]);
            fewest = Math.min(fewest, counts[sure]);
            mostCount = Math.max(mostCount, counts[sure + 1]);
            count[q][rq] = most ? counts[sure + 1] : counts[sure];
          }
          if (fixed[i][q] < 0) {
            // A player whose count the bounds fix here keeps it below.
            fixed[i][q] = fewest == mostCount ? fewest : -1;
          }
          if (qGame < 0 || results[qGame] >= 0) {
            place += Math.max(0, Arrays.stream(count[q]).max().getAsInt());
          }
        }
        // The two players of a game still open count together, for each of its results.
        for (int g = 0; g < event.white.length; g++) {
          if (results[g] >= 0) {
            continue;
          }
          int extreme = most ? 0 : Integer.MAX_VALUE;
          for (int r = 0; r < event.outcomes(g); r++) {
            int both = at(count, event.white[g], r) + at(count, event.black[g], r);
            extreme = most ? Math.max(extreme, both) : Math.min(extreme, both);
          }
          place += extreme;
        }
        value[i] = most ? place : -place;
      }
      return value;
    }

    /** A player's count after a result, 0 for p and for those the standings leave out. */
    private int at(int[][] count, int q, int r) {
      return count[q] == null ? 0 : Math.max(0, count[q][r]);
    }
  }

  /** Which way the players an extreme depends on pull each game. */
  private final class Pulls {

    /** The results (as bits) every player pulling a game wants. */
    final int[] wanted = new int[event.white.length];
    final boolean[] pulled = new boolean[event.white.length];
    /** Games read on both sides by one player. */
    final boolean[] free = new boolean[event.white.length];
    private final int own;

    Pulls(int own) {
      this.own = own;
      Arrays.fill(wanted, 7);
    }

    /**
     * Notes the pulls of a reader: wanting the players it reads to score most ({@code more}) or
     * fewest, it pulls a game one side of which it reads towards that side's most or fewest
     * points; a game read on both sides is free.
     */
    void pull(boolean[] read, boolean more) {
      for (int g = 0; g < event.white.length; g++) {
        int u = event.white[g];
        int v = event.black[g];
        if (g == own || !read[u] && !read[v]) {
          continue;
        }
        pulled[g] = true;
        if (read[u] && read[v]) {
          free[g] = true;
          continue;
        }
        int side = read[u] ? u : v;
        long target = more ? event.most(g, side) : event.least(g, side);
        int mask = 0;
        for (int r = 0; r < event.outcomes(g); r++) {
          mask |= event.points(g, side, r) == target ? 1 << r : 0;
        }
        wanted[g] &= mask;
      }
    }

    /** Whether a pulled game is pulled both ways, or free. */
    boolean open(int g) {
      return pulled[g] && (free[g] || wanted[g] == 0);
    }
  }

  /**
   * The bound an objective has over every completion whose pulled games are as in these
   * standings, the others going the ways the players pulled them: p's place counting every
   * player the chain's bounded figures cannot put behind p (for the most ahead), or only those
   * they put ahead (for the fewest).
   */
  int boundAt(Standings standings, int p, long s, int o) {
    Standings.Row[] rows = event.rows(standings);
    Score[] theirs = figures(rows[p]);
    int place = 1;
    for (int q = 0; q < event.n; q++) {
      if (q == p || rows[q] == null) {
        continue;
      }
      long score = event.units(rows[q].score());
      int how;
      if (score != s) {
        how = score > s ? ABOVE : BELOW;
      } else {
        Score[][] pair = new Score[2][chain.size()];
        Score[] mine = figures(rows[q]);
        for (int k = 0; k < chain.size(); k++) {
          if (mine[k] != null && theirs[k] != null) {
            pair[0][k] = mine[k].minus(theirs[k]);
            pair[1][k] = pair[0][k];
          }
        }
        how = compare(pair) | LEVEL_SCORE;
      }
      place += counts(how)[o];
    }
    return place;
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

  /**
   * How each player after each result stands to p at score s after rp: {@link #ABOVE},
   * {@link #LEVEL} and {@link #BELOW} as {@link #compare} gives them where the scores are level
   * (with {@link #LEVEL_SCORE}), ABOVE or BELOW alone where the score decides; 0 for p and the
   * players the standings leave out.
   */
  private int[][] standings(int p, int rp, long s) {
    int[][] how = new int[event.n][3];
    for (int q = 0; q < event.n; q++) {
      for (int rq = 0; q != p && event.ranked[q] && rq < outcomes(q); rq++) {
        long score = finalScore(q, rq);
        how[q][rq] = score > s ? ABOVE : score < s ? BELOW
            : compare(q, rq, p, rp) | LEVEL_SCORE;
      }
    }
    return how;
  }

  /** How player q after result rq counts for each objective against p. */
  private int[] counts(int q, int rq) {
    return counts(standing[q][rq]);
  }

  /** How a player who stands to p as {@code how} says counts for each objective. */
  private static int[] counts(int how) {
    if ((how & LEVEL_SCORE) == 0) {
      return (how & ABOVE) != 0 ? new int[] {1, 1, 1, 1} : new int[4];
    }
    boolean above = (how & ABOVE) != 0;
    boolean level = (how & LEVEL) != 0;
    boolean below = (how & BELOW) != 0;
    return new int[] {above && !level && !below ? 1 : 0, above ? 1 : 0, below ? 0 : 1,
        above || level ? 1 : 0};
  }

}
