package org.tiebreak.scenarios;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.tiebreak.api.GameResult;
import org.tiebreak.api.Pairing;
import org.tiebreak.api.PointSystem;
import org.tiebreak.api.Reach;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.RoundResult;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.Score;
import org.tiebreak.api.Standings;
import org.tiebreak.api.TiebreakRule;
import org.tiebreak.api.Tournament;
import org.tiebreak.core.TiebreakEngine;

/**
 * A tournament with pending games, prepared for the searches: players by position, the pending
 * games with the points each result gives, scores in whole units of the smallest fraction any
 * score or result needs, and which games each player's tie-break figures can read.
 */
final class Event {

  /** The results of a pending game considered, by index: White wins, a draw, Black wins. */
  static final GameResult[] RESULTS = {GameResult.WHITE_WINS, GameResult.DRAW,
      GameResult.BLACK_WINS};

  /** The result a game no answer depends on is given when a completion is ranked. */
  static final int UNREAD = 1;

  final Tournament live;
  final Ruleset ruleset;
  final Standings standings;
  final int n;
  final int[] numbers;
  final Map<Integer, Integer> positions = new HashMap<>();
  final List<PendingGame> games = new ArrayList<>();
  final int[] white;
  final int[] black;
  final int[][] gamesOf;
  final long unit;
  /** Whether the standings rank the player: those they leave out place nobody. */
  final boolean[] ranked;
  /** The number of players the standings rank. */
  final int rankedCount;
  final long[] base;
  /** The points each side of a pending game gets for each of its results, [game][result]. */
  private final long[][] whitePoints;
  private final long[][] blackPoints;
  /** Each player's lowest and highest final score: every pending game lost, or won. */
  final long[] lowest;
  final long[] highest;
  /** Whether the arbiter's decisions may order players the chain leaves level. */
  final boolean decided;
  final int distance;
  private final int[][] neighbours;
  private final BitSet[] relevant;

  Event(Tournament live, Ruleset ruleset) {
    this.live = live;
    this.ruleset = ruleset;
    this.standings = TiebreakEngine.rank(live, ruleset);
    this.n = live.players().size();
    this.numbers = new int[n];
    for (int i = 0; i < n; i++) {
      numbers[i] = live.players().get(i).startNumber();
      positions.put(numbers[i], i);
    }
    List<int[]> pending = new ArrayList<>();
    List<List<Integer>> opponents = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      opponents.add(new ArrayList<>());
    }
    for (int i = 0; i < n; i++) {
      List<RoundResult> results = live.results(numbers[i]);
      for (int r = 0; r < results.size(); r++) {
        RoundResult result = results.get(r);
        int opponent = result.opponentOrZero();
        if (opponent != 0) {
          opponents.get(i).add(positions.get(opponent));
        }
        if (result.kind() == ResultKind.PENDING && opponent != 0
            && isWhite(result, numbers[i], opponent)) {
          pending.add(new int[] {r + 1, i, positions.get(opponent)});
        }
      }
    }
    pending.sort(java.util.Comparator.<int[]>comparingInt(game -> game[0])
        .thenComparingInt(game -> numbers[game[1]]));
    white = new int[pending.size()];
    black = new int[pending.size()];
    List<List<Integer>> mine = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      mine.add(new ArrayList<>());
    }
    for (int g = 0; g < pending.size(); g++) {
      int[] game = pending.get(g);
      white[g] = game[1];
      black[g] = game[2];
      games.add(new PendingGame(game[0], numbers[game[1]], numbers[game[2]]));
      mine.get(game[1]).add(g);
      mine.get(game[2]).add(g);
    }
    gamesOf = new int[n][];
    neighbours = new int[n][];
    for (int i = 0; i < n; i++) {
      gamesOf[i] = mine.get(i).stream().mapToInt(Integer::intValue).toArray();
      neighbours[i] = opponents.get(i).stream().mapToInt(Integer::intValue).toArray();
    }
    PointSystem points = live.pointSystem();
    Score[] results = {points.win(), points.draw(), points.loss()};
    long lcm = 1;
    for (Score score : results) {
      lcm = lcm(lcm, score.denominator());
    }
    // The standings may leave players out (an expelled player), and count a player's score as
    // the ruleset does (a withdrawal's games not counted): the scores are the live standings'.
    ranked = new boolean[n];
    Score[] scores = new Score[n];
    for (Standings.Row row : standings.rows()) {
      int position = positions.get(row.player().startNumber());
      ranked[position] = true;
      scores[position] = row.score();
      lcm = lcm(lcm, row.score().denominator());
    }
    int count = 0;
    for (boolean each : ranked) {
      count += each ? 1 : 0;
    }
    rankedCount = count;
    unit = lcm;
    base = new long[n];
    for (int i = 0; i < n; i++) {
      base[i] = ranked[i] ? units(scores[i]) : 0;
    }
    long win = units(points.win());
    long draw = units(points.draw());
    long loss = units(points.loss());
    whitePoints = new long[white.length][];
    blackPoints = new long[white.length][];
    for (int g = 0; g < white.length; g++) {
      whitePoints[g] = new long[] {win, draw, loss};
      blackPoints[g] = new long[] {loss, draw, win};
    }
    lowest = base.clone();
    highest = base.clone();
    for (int g = 0; g < white.length; g++) {
      lowest[white[g]] += least(whitePoints[g]);
      highest[white[g]] += most(whitePoints[g]);
      lowest[black[g]] += least(blackPoints[g]);
      highest[black[g]] += most(blackPoints[g]);
    }
    decided = !live.decisions().isEmpty();
    int farthest = 0;
    for (TiebreakRule rule : ruleset.chain()) {
      Reach reach = rule.reach();
      farthest = Math.max(farthest, reach == null ? Integer.MAX_VALUE : reach.distance());
    }
    distance = farthest;
    relevant = new BitSet[n];
    check(standings, null);
  }

  /**
   * Whether the player is White in a pending game; where the round gives no colours, the player
   * with the smaller start number is taken as White, as {@link Tournament#withResults} accepts.
   */
  private static boolean isWhite(RoundResult result, int player, int opponent) {
    return result.colour().map(c -> c == org.tiebreak.api.Colour.WHITE)
        .orElse(player < opponent);
  }

  private static long lcm(long a, long b) {
    long x = a;
    long y = b;
    while (y != 0) {
      long t = x % y;
      x = y;
      y = t;
    }
    return Math.multiplyExact(a / x, b);
  }

  long units(Score score) {
    return Math.multiplyExact(score.numerator(), unit / score.denominator());
  }

  Score score(long units) {
    return Score.of(units, unit);
  }

  /** The points one side of a game gets for a result. */
  long points(int game, int player, int result) {
    return player == white[game] ? whitePoints[game][result] : blackPoints[game][result];
  }

  /** The fewest points one side of a game can get. */
  long least(int game, int player) {
    return least(player == white[game] ? whitePoints[game] : blackPoints[game]);
  }

  /** The most points one side of a game can get. */
  long most(int game, int player) {
    return most(player == white[game] ? whitePoints[game] : blackPoints[game]);
  }

  /** The number of results a pending game can have. */
  int outcomes(int game) {
    return whitePoints[game].length;
  }

  private static long least(long[] points) {
    return java.util.Arrays.stream(points).min().getAsLong();
  }

  private static long most(long[] points) {
    return java.util.Arrays.stream(points).max().getAsLong();
  }

  /**
   * The pending games a tie-break of the chain can read for any of these players: those of
   * players within the chain's farthest reach of one of them.
   */
  BitSet relevant(int player) {
    BitSet games = relevant[player];
    if (games == null) {
      games = new BitSet(white.length);
      if (distance == Integer.MAX_VALUE) {
        games.set(0, white.length);
      } else {
        boolean[] near = within(player, distance);
        for (int g = 0; g < white.length; g++) {
          if (near[white[g]] || near[black[g]]) {
            games.set(g);
          }
        }
      }
      relevant[player] = games;
    }
    return games;
  }

  /** The players within a distance of a player along the pairings, the player included. */
  boolean[] within(int player, int distance) {
    boolean[] near = new boolean[n];
    List<Integer> frontier = List.of(player);
    near[player] = true;
    for (int d = 0; d < distance && !frontier.isEmpty(); d++) {
      List<Integer> next = new ArrayList<>();
      for (int x : frontier) {
        for (int y : neighbours[x]) {
          if (!near[y]) {
            near[y] = true;
            next.add(y);
          }
        }
      }
      frontier = next;
    }
    return near;
  }

  /** The tournament with every pending game given its result; -1 gives the unread result. */
  Tournament complete(int[] results) {
    Map<Integer, List<Pairing>> byRound = new HashMap<>();
    for (int g = 0; g < results.length; g++) {
      PendingGame game = games.get(g);
      GameResult result = RESULTS[results[g] < 0 ? UNREAD : results[g]];
      byRound.computeIfAbsent(game.round(), r -> new ArrayList<>())
          .add(Pairing.game(game.white(), game.black(), result));
    }
    Tournament completed = live;
    for (Map.Entry<Integer, List<Pairing>> round : byRound.entrySet()) {
      completed = completed.withResults(round.getKey(), round.getValue());
    }
    return completed;
  }

  /** The most completions whose places are kept for the other players' searches. */
  private static final int KEPT = 1 << 18;

  /** The places of completions already ranked, by their results in base 3; small events only. */
  private final Map<Long, int[]> kept = new HashMap<>();

  /**
   * Every player's places in a completion, {@code [a0, b0, a1, b1, ...]} by position: each
   * completion is ranked once for all the players' searches, where the pending games fit a key.
   */
  int[] places(int[] results) {
    long key = -1;
    if (results.length <= 39) {
      key = 0;
      for (int g = results.length - 1; g >= 0; g--) {
        key = key * 3 + (results[g] < 0 ? UNREAD : results[g]);
      }
      int[] known = kept.get(key);
      if (known != null) {
        return known;
      }
    }
    Standings ranked = rank(results);
    int[] places = new int[2 * n];
    List<Standings.Row> rows = ranked.rows();
    int i = 0;
    while (i < rows.size()) {
      int j = i;
      while (j < rows.size() && rows.get(j).rank() == rows.get(i).rank()) {
        j++;
      }
      for (int k = i; k < j; k++) {
        int position = positions.get(rows.get(k).player().startNumber());
        places[2 * position] = rows.get(i).rank();
        places[2 * position + 1] = rows.get(i).rank() + (j - i) - 1;
      }
      i = j;
    }
    if (key >= 0 && kept.size() < KEPT) {
      kept.put(key, places);
    }
    return places;
  }

  /** The standings of a completion, checked to rank by score first. */
  Standings rank(int[] results) {
    Standings ranked = TiebreakEngine.rank(complete(results), ruleset);
    check(ranked, results);
    return ranked;
  }

  /**
   * The searches bound places by scores: a player with more points ranks above. A ruleset that
   * ranks otherwise cannot be analysed, and says so rather than be answered wrongly.
   */
  private void check(Standings ranked, int[] results) {
    long[] scores = base.clone();
    if (results != null) {
      for (int g = 0; g < results.length; g++) {
        int r = results[g] < 0 ? UNREAD : results[g];
        scores[white[g]] += whitePoints[g][r];
        scores[black[g]] += blackPoints[g][r];
      }
    }
    long previous = Long.MAX_VALUE;
    if (ranked.rows().size() != rankedCount) {
      throw new IllegalArgumentException("the standings of a completion leave out other players"
          + " than the live standings: scenarios cannot place them");
    }
    for (Standings.Row row : ranked.rows()) {
      int position = positions.get(row.player().startNumber());
      long score = scores[position];
      if (!this.ranked[position] || score > previous || units(row.score()) != score) {
        throw new IllegalArgumentException("the ruleset " + ruleset.name()
            + " does not rank by score first: scenarios bound places by scores");
      }
      previous = score;
    }
  }
}
