package org.tiebreak.benchmarks;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.SplittableRandom;
import org.tiebreak.api.Format;
import org.tiebreak.api.GameResult;
import org.tiebreak.api.Pairing;
import org.tiebreak.api.Player;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.Tournament;

/**
 * Seeded generated events for the benchmarks: large Swiss events and a double round robin. The
 * same arguments always give the same tournament.
 *
 * <p>Swiss: every round the players still in the event are ranked by score (then start number)
 * and paired top-down with the next player in that order they have not met yet (looking a few
 * places ahead; adjacent pairing is close enough to a Swiss system at this scale). Results are
 * drawn at random: about 40% White wins, 30% draws, 28% Black wins and 2% forfeits (some double).
 * About 0.4% of the player-rounds are requested half-point byes and 1% of the players withdraw
 * during the event; an odd field gives its lowest-ranked player who has not had one a
 * pairing-allocated bye. About 4% of the players are unrated.
 *
 * <p>Double round robin: the Berger tables, the second cycle with colours reversed, results drawn
 * as for the Swiss.
 */
public final class Events {

  /** The seed every benchmark uses. */
  public static final long SEED = 20_261_122L;

  private Events() {}

  /**
   * A generated event before it is built: its players and each round's pairings. {@link #build()}
   * runs the tournament builder and its checks.
   *
   * @param name the event's name
   * @param format Swiss or double round robin
   * @param plannedRounds the number of rounds
   * @param players the players, by start number
   * @param rounds each round's pairings, round 1 first
   */
  public record Plan(String name, Format format, int plannedRounds, List<Player> players,
      List<List<Pairing>> rounds) {

    public Plan {
      Objects.requireNonNull(name, "name");
      Objects.requireNonNull(format, "format");
      players = List.copyOf(players);
      rounds = List.copyOf(rounds);
    }

    /** The tournament, built and checked by {@link Tournament.Builder}. */
    public Tournament build() {
      return fill().build();
    }

    /** A builder given the players and every round, not yet built. */
    public Tournament.Builder fill() {
      Tournament.Builder builder = Tournament.builder().name(name).format(format)
          .plannedRounds(plannedRounds).addPlayers(players);
      for (List<Pairing> round : rounds) {
        builder.addRound(round);
      }
      return builder;
    }
  }

  /**
   * The Swiss event named by a size such as {@code "1000x9"} (players × rounds), generated with
   * {@link #SEED}.
   *
   * @throws IllegalArgumentException if the size does not read as two positive numbers
   */
  public static Tournament swiss(String size) {
    int[] parsed = parseSize(size);
    return swissPlan(parsed[0], parsed[1], SEED).build();
  }

  /** Players and rounds of a size such as {@code "100000x11"}. */
  public static int[] parseSize(String size) {
    String[] parts = size.trim().toLowerCase(java.util.Locale.ROOT).split("x");
    try {
      if (parts.length == 2) {
        int players = Integer.parseInt(parts[0].trim());
        int rounds = Integer.parseInt(parts[1].trim());
        if (players >= 2 && rounds >= 1) {
          return new int[] {players, rounds};
        }
      }
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("not a size such as 1000x9: \"" + size + "\"", e);
    }
    throw new IllegalArgumentException("not a size such as 1000x9: \"" + size + "\"");
  }

  /** A Swiss event of {@code players} players and {@code rounds} rounds, built. */
  public static Tournament swiss(int players, int rounds, long seed) {
    return swissPlan(players, rounds, seed).build();
  }

  /** A Swiss event of {@code players} players and {@code rounds} rounds, not yet built. */
  public static Plan swissPlan(int players, int rounds, long seed) {
    if (players < 2 || rounds < 1) {
      throw new IllegalArgumentException("need at least 2 players and 1 round: " + players
          + " players, " + rounds + " rounds");
    }
    return new SwissGenerator(players, rounds, new SplittableRandom(seed)).plan();
  }

  /** A round robin in two cycles of an even number of players, paired by the Berger tables, built. */
  public static Tournament doubleRoundRobin(int players, long seed) {
    return doubleRoundRobinPlan(players, seed).build();
  }

  /** A round robin in two cycles of an even number of players, paired by the Berger tables. */
  public static Plan doubleRoundRobinPlan(int players, long seed) {
    if (players < 2 || players % 2 != 0) {
      throw new IllegalArgumentException("need an even number of players: " + players);
    }
    SplittableRandom random = new SplittableRandom(seed);
    List<Player> list = players(players, random);
    int cycle = players - 1;
    List<List<Pairing>> rounds = new ArrayList<>();
    for (int r = 0; r < 2 * cycle; r++) {
      List<Pairing> round = new ArrayList<>();
      for (int[] game : bergerRound(players, r % cycle)) {
        boolean reversed = r >= cycle;
        round.add(Pairing.game(reversed ? game[1] : game[0], reversed ? game[0] : game[1],
            result(random)));
      }
      rounds.add(round);
    }
    return new Plan("Generated two-cycle round robin of " + players, Format.DOUBLE_ROUND_ROBIN,
        2 * cycle, list, rounds);
  }

  /**
   * The games of round {@code round} (from 0) of the Berger tables for an even number of players,
   * White first. Players 1 to n-1 meet in the round where their numbers add up to the round
   * number + 2 (modulo n-1); the one left over meets player n, who has Black in odd-numbered
   * rounds (round 1, 3, ...) and White in the others. Of two players below n, the lower number
   * has White when their sum is odd.
   */
  static List<int[]> bergerRound(int players, int round) {
    int m = players - 1;
    List<int[]> games = new ArrayList<>();
    for (int a = 1; a <= m; a++) {
      for (int b = a; b <= m; b++) {
        if ((a + b - 2) % m != round) {
          continue;
        }
        if (a == b) {
          games.add(round % 2 == 0 ? new int[] {a, players} : new int[] {players, a});
        } else {
          games.add((a + b) % 2 == 1 ? new int[] {a, b} : new int[] {b, a});
        }
      }
    }
    games.sort((x, y) -> Integer.compare(board(x, players), board(y, players)));
    return games;
  }

  /** Orders a round's games with player n's game first, then by the lower number. */
  private static int board(int[] game, int players) {
    if (game[0] == players || game[1] == players) {
      return 0;
    }
    return Math.min(game[0], game[1]);
  }

  /** Players 1..n, rated from about 2600 down to about 600 with noise; about 4% unrated. */
  private static List<Player> players(int n, SplittableRandom random) {
    List<Player> players = new ArrayList<>(n);
    for (int i = 1; i <= n; i++) {
      String name = "Player " + i;
      if (random.nextInt(100) < 4) {
        players.add(Player.of(i, name));
      } else {
        long base = 2600 - (long) (i - 1) * 2000 / n;
        int rating = (int) Math.max(100, base + random.nextInt(-75, 76));
        players.add(Player.of(i, name, rating));
      }
    }
    return players;
  }

  /** A game result: White wins 40.5%, draw 30%, Black wins 27.5%, forfeits 2% in all. */
  static GameResult result(SplittableRandom random) {
    int u = random.nextInt(1000);
    if (u < 405) {
      return GameResult.WHITE_WINS;
    }
    if (u < 705) {
      return GameResult.DRAW;
    }
    if (u < 980) {
      return GameResult.BLACK_WINS;
    }
    if (u < 990) {
      return GameResult.WHITE_WINS_BY_FORFEIT;
    }
    if (u < 998) {
      return GameResult.BLACK_WINS_BY_FORFEIT;
    }
    return GameResult.DOUBLE_FORFEIT;
  }

  /** Pairs and plays a Swiss event round by round. */
  private static final class SwissGenerator {
    private final int n;
    private final int rounds;
    private final SplittableRandom random;
    private final int[] halfPoints;
    private final int[] whitesMinusBlacks;
    private final int[] withdrawsBefore;
    private final TopDownPairing pairing;

    SwissGenerator(int n, int rounds, SplittableRandom random) {
      this.n = n;
      this.rounds = rounds;
      this.random = random;
      this.halfPoints = new int[n + 1];
      this.whitesMinusBlacks = new int[n + 1];
      this.withdrawsBefore = new int[n + 1];
      this.pairing = new TopDownPairing(n, rounds);
    }

    Plan plan() {
      List<Player> players = players(n, random);
      Arrays.fill(withdrawsBefore, Integer.MAX_VALUE);
      if (rounds >= 2) {
        for (int p = 1; p <= n; p++) {
          if (random.nextInt(100) == 0) {
            withdrawsBefore[p] = 1 + random.nextInt(rounds - 1);
          }
        }
      }
      List<List<Pairing>> list = new ArrayList<>(rounds);
      for (int r = 0; r < rounds; r++) {
        list.add(round(r));
      }
      return new Plan("Generated Swiss " + n + "x" + rounds, Format.SWISS, rounds, players, list);
    }

    private List<Pairing> round(int r) {
      List<Pairing> pairings = new ArrayList<>(n / 2 + 16);
      long[] keys = new long[n];
      int m = 0;
      int top = 2 * rounds + 1;
      for (int p = 1; p <= n; p++) {
        if (r >= withdrawsBefore[p]) {
          pairings.add(Pairing.bye(p, ResultKind.WITHDRAWN));
        } else if (random.nextInt(1000) < 4) {
          pairings.add(Pairing.bye(p, ResultKind.HALF_POINT_BYE));
          halfPoints[p] += 1;
        } else {
          keys[m++] = ((long) (top - halfPoints[p]) << 32) | p;
        }
      }
      TopDownPairing.Round paired = pairing.pair(keys, m, 0xFFFF_FFFFL, r);
      if (paired.bye() != 0) {
        int p = paired.bye();
        halfPoints[p] += ResultKind.PAIRING_ALLOCATED_BYE.halfPoints();
        pairings.add(Pairing.bye(p, ResultKind.PAIRING_ALLOCATED_BYE));
      }
      for (int board = 0; board < paired.pairs().size(); board++) {
        int[] pair = paired.pairs().get(board);
        pairings.add(game(pair[0], pair[1], r, board));
      }
      return pairings;
    }

    private Pairing game(int higher, int lower, int r, int board) {
      boolean higherWhite;
      if (whitesMinusBlacks[higher] != whitesMinusBlacks[lower]) {
        higherWhite = whitesMinusBlacks[higher] < whitesMinusBlacks[lower];
      } else {
        higherWhite = board % 2 == 0;
      }
      int white = higherWhite ? higher : lower;
      int black = higherWhite ? lower : higher;
      whitesMinusBlacks[white]++;
      whitesMinusBlacks[black]--;
      pairing.meet(white, black, r);
      GameResult result = result(random);
      halfPoints[white] += result.white().halfPoints();
      halfPoints[black] += result.black().halfPoints();
      return Pairing.game(white, black, result);
    }
  }
}
