package org.tiebreak.scenarios;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.Score;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.rule.Reach;
import org.tiebreak.api.rule.TiebreakRule;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.api.team.TeamTournament;

/**
 * An event with pending games (or, in a team event, matches in progress), prepared for the
 * searches: competitors by position, the pending games with the points each result gives,
 * scores in whole units of the smallest fraction any score or result needs, and which games each
 * competitor's tie-break figures can read.
 */
final class Event {

  final Source source;
  /** Whether the event is an individual one: its pending games have a win, a draw or a loss. */
  final boolean individual;
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
  private final long[] whiteLeast;
  private final long[] whiteMost;
  private final long[] blackLeast;
  private final long[] blackMost;
  private final int[][] whiteFirst;
  private final int[][] blackFirst;
  /** For each result of each pending game: White wins (0), a draw (1), Black wins (2). */
  private final int[][] classes;
  /** The result each pending game is given where no answer depends on it. */
  private final int[] unread;
  /**
   * For each result of each pending game, its level: the rank of White's (the first team's)
   * game points among those the game can give, the most first. A game's levels are its results.
   */
  private final int[][] levels;
  /** The game points of each side at each level of each pending game, [game][side][level]. */
  private final Score[][][] levelPoints;
  /** The class of each level of each pending game, -1 where its results differ in class. */
  private final int[][] levelClasses;
  /** The players of each pending game's pending boards, White first (a game is one board). */
  private final int[][][] boards;
  /** Each player's lowest and highest final score: every pending game lost, or won. */
  final long[] lowest;
  final long[] highest;
  /** Whether the arbiter's decisions may order players the chain leaves level. */
  final boolean decided;
  final int distance;
  private final int[][] neighbours;
  private final BitSet[] relevant;

  Event(Tournament live, Ruleset ruleset) {
    this(new GameSource(live), ruleset);
  }

  Event(TeamTournament live, Ruleset ruleset) {
    this(new MatchSource(live), ruleset);
  }

  private Event(Source source, Ruleset ruleset) {
    this.source = source;
    this.individual = source instanceof GameSource;
    this.ruleset = ruleset;
    this.standings = source.rank(ruleset);
    this.n = source.numbers.size();
    this.numbers = new int[n];
    for (int i = 0; i < n; i++) {
      numbers[i] = source.numbers.get(i);
      positions.put(numbers[i], i);
    }
    List<PendingUnit> units = source.units;
    int count = units.size();
    white = new int[count];
    black = new int[count];
    whitePoints = new long[count][];
    blackPoints = new long[count][];
    classes = new int[count][];
    unread = new int[count];
    levels = new int[count][];
    levelPoints = new Score[count][2][];
    levelClasses = new int[count][];
    boards = new int[count][][];
    List<List<Integer>> mine = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      mine.add(new ArrayList<>());
    }
    long lcm = 1;
    for (int g = 0; g < count; g++) {
      PendingUnit each = units.get(g);
      white[g] = positions.get(each.game().white());
      black[g] = positions.get(each.game().black());
      games.add(each.game());
      classes[g] = each.classes();
      unread[g] = each.unread();
      boards[g] = each.boards();
      Score[] gamePoints = each.whiteGamePoints();
      levelPoints[g][0] = Arrays.stream(gamePoints).distinct().sorted(Comparator.reverseOrder())
          .toArray(Score[]::new);
      levelPoints[g][1] = new Score[levelPoints[g][0].length];
      levels[g] = new int[classes[g].length];
      levelClasses[g] = new int[levelPoints[g][0].length];
      // -2 until a result of the level is seen.
      Arrays.fill(levelClasses[g], -2);
      for (int r = 0; r < levels[g].length; r++) {
        int level = Arrays.asList(levelPoints[g][0]).indexOf(gamePoints[r]);
        levels[g][r] = level;
        levelPoints[g][1][level] = each.blackGamePoints()[r];
        int seen = levelClasses[g][level];
        levelClasses[g][level] = seen == -2 || seen == classes[g][r] ? classes[g][r] : -1;
      }
      mine.get(white[g]).add(g);
      mine.get(black[g]).add(g);
      for (Score score : each.whitePoints()) {
        lcm = lcm(lcm, score.denominator());
      }
      for (Score score : each.blackPoints()) {
        lcm = lcm(lcm, score.denominator());
      }
    }
    gamesOf = new int[n][];
    neighbours = new int[n][];
    for (int i = 0; i < n; i++) {
      gamesOf[i] = mine.get(i).stream().mapToInt(Integer::intValue).toArray();
      neighbours[i] = source.opponents.get(i).stream().mapToInt(positions::get).toArray();
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
    int rankedSoFar = 0;
    for (boolean each : ranked) {
      rankedSoFar += each ? 1 : 0;
    }
    rankedCount = rankedSoFar;
    unit = lcm;
    base = new long[n];
    for (int i = 0; i < n; i++) {
      base[i] = ranked[i] ? units(scores[i]) : 0;
    }
    for (int g = 0; g < count; g++) {
      whitePoints[g] = Arrays.stream(units.get(g).whitePoints()).mapToLong(this::units)
          .toArray();
      blackPoints[g] = Arrays.stream(units.get(g).blackPoints()).mapToLong(this::units)
          .toArray();
    }
    whiteLeast = new long[count];
    whiteMost = new long[count];
    blackLeast = new long[count];
    blackMost = new long[count];
    whiteFirst = new int[count][];
    blackFirst = new int[count][];
    lowest = base.clone();
    highest = base.clone();
    for (int g = 0; g < count; g++) {
      whiteLeast[g] = least(whitePoints[g]);
      whiteMost[g] = most(whitePoints[g]);
      blackLeast[g] = least(blackPoints[g]);
      blackMost[g] = most(blackPoints[g]);
      whiteFirst[g] = byPoints(whitePoints[g]);
      blackFirst[g] = byPoints(blackPoints[g]);
      lowest[white[g]] += whiteLeast[g];
      highest[white[g]] += whiteMost[g];
      lowest[black[g]] += blackLeast[g];
      highest[black[g]] += blackMost[g];
    }
    decided = source.decided();
    int farthest = 0;
    for (TiebreakRule rule : ruleset.chain()) {
      Reach reach = rule.reach();
      farthest = Math.max(farthest, reach == null ? Integer.MAX_VALUE : reach.distance());
    }
    distance = farthest;
    relevant = new BitSet[n];
    check(standings, null);
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
    return player == white[game] ? whiteLeast[game] : blackLeast[game];
  }

  /** The most points one side of a game can get. */
  long most(int game, int player) {
    return player == white[game] ? whiteMost[game] : blackMost[game];
  }

  /** The results of a game, those that give one side most points first. */
  int[] preferred(int game, int player) {
    return player == black[game] ? blackFirst[game] : whiteFirst[game];
  }

  /**
   * The results of a player's one pending game, the player's best first ({0} without a game): the
   * order the last-round reasoning takes them in, as a target turns on the best.
   */
  int[] bestFirst(int player) {
    return gamesOf[player].length == 0 ? new int[] {0} : preferred(gamesOf[player][0], player);
  }

  private static int[] byPoints(long[] points) {
    return IntStream.range(0, points.length).boxed()
        .sorted((x, y) -> Long.compare(points[y], points[x])).mapToInt(Integer::intValue)
        .toArray();
  }

  /** The number of results a pending game can have. */
  int outcomes(int game) {
    return whitePoints[game].length;
  }

  private static long least(long[] points) {
    return Arrays.stream(points).min().getAsLong();
  }

  private static long most(long[] points) {
    return Arrays.stream(points).max().getAsLong();
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

  /** The result a pending game is given: its own, or where it has none, the unread one. */
  int result(int game, int[] results) {
    return results[game] < 0 ? unread[game] : results[game];
  }

  /** Whether a result of a pending game is a win for White (0), a draw (1) or Black's (2). */
  int classOf(int game, int result) {
    return classes[game][result];
  }

  /** The number of levels of a pending game (see {@link #level}). */
  int levels(int game) {
    return levelPoints[game][0].length;
  }

  /**
   * The level of a result of a pending game: the rank of the game points White (the first team)
   * scores with it among those the game can give, the most first; a game's result itself.
   */
  int level(int game, int result) {
    return levels[game][result];
  }

  /** A side's game points at a level of a pending game: White's (the first team's) or not. */
  Score levelPoints(int game, int level, boolean white) {
    return levelPoints[game][white ? 0 : 1][level];
  }

  /** The class of a level of a pending game ({@link #classOf}), -1 where its results differ. */
  int levelClass(int game, int level) {
    return levelClasses[game][level];
  }

  /**
   * The players of a pending game's pending boards, White (the first team's player) first, in
   * the order of the digits of its results in base 3; a game is its own one board.
   */
  int[][] boards(int game) {
    return boards[game];
  }

  /** Whether some result of a pending game is of this class. */
  boolean hasClass(int game, int wanted) {
    for (int each : classes[game]) {
      if (each == wanted) {
        return true;
      }
    }
    return false;
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
    long key = 0;
    long radix = 1;
    for (int g = results.length - 1; g >= 0 && key >= 0; g--) {
      radix = outcomes(g) > Long.MAX_VALUE / 4 / radix ? -1 : radix * outcomes(g);
      key = radix < 0 ? -1 : key * outcomes(g) + result(g, results);
    }
    if (key >= 0) {
      int[] known = kept.get(key);
      if (known != null) {
        return known;
      }
    }
    int[] places = places(rank(results));
    if (key >= 0 && kept.size() < KEPT) {
      kept.put(key, places);
    }
    return places;
  }

  /**
   * Every ranked player's places in standings, {@code [a0, b0, a1, b1, ...]} by position: the
   * best and the worst place of the player's shared group.
   */
  int[] places(Standings ranked) {
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
    return places;
  }

  /** The rows of standings by position; null for the players they leave out. */
  Standings.Row[] rows(Standings ranked) {
    Standings.Row[] rows = new Standings.Row[n];
    for (Standings.Row row : ranked.rows()) {
      rows[positions.get(row.player().startNumber())] = row;
    }
    return rows;
  }

  /** The standings of a completion, checked to rank by score first. */
  Standings rank(int[] results) {
    int[] given = new int[results.length];
    for (int g = 0; g < given.length; g++) {
      given[g] = result(g, results);
    }
    Standings ranked = source.rank(ruleset, given);
    check(ranked, given);
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
        scores[white[g]] += whitePoints[g][results[g]];
        scores[black[g]] += blackPoints[g][results[g]];
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
