package org.tiebreak.core.internal;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import org.tiebreak.api.Colour;
import org.tiebreak.api.Player;
import org.tiebreak.api.PointSystem;
import org.tiebreak.api.RatingUse;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.RoundResult;
import org.tiebreak.api.Score;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.rule.Crosstable;

/**
 * The compact form of a tournament that every figure is computed from: arrays by player (in
 * start-number order, from 0) and round (from 0), read once from the tournament. Points are held
 * in units of the tournament's point system.
 *
 * <p>Internal: not part of the supported API.
 */
public final class Index implements Crosstable {

  private static final ResultKind[] KINDS = ResultKind.values();

  private static final byte NO_COLOUR = 0;
  private static final byte WHITE = 1;
  private static final byte BLACK = 2;
  private static final List<Optional<Colour>> COLOURS =
      List.of(Optional.empty(), Optional.of(Colour.WHITE), Optional.of(Colour.BLACK));

  private final Tournament tournament;
  private final int players;
  private final int rounds;
  private final int[] numbers;
  private final int[] byNumber;
  private final Map<Integer, Integer> byNumberSparse;
  private final byte[] kinds;
  private final byte[] colours;
  private final int[] opponents;
  private final long unitsPerPoint;
  /** The points of each kind of result, in units, by ordinal. */
  private final long[] units;
  /** The points of each player-round where they do not follow from the kind (teams), or null. */
  private final long[] cellPoints;
  private final long[] scores;
  /** Whether the rating-based tie-breaks count the rating in force in each round. */
  private final boolean byRound;

  private Index(Tournament tournament, PointSystem points, Score[] cellScores,
      PointSystem parts) {
    this.tournament = tournament;
    this.byRound = tournament.ratingUse() == RatingUse.BY_ROUND;
    List<Player> list = tournament.players();
    this.players = list.size();
    this.rounds = tournament.roundsPlayed();
    this.numbers = new int[players];
    int max = 0;
    for (int i = 0; i < players; i++) {
      numbers[i] = list.get(i).startNumber();
      max = Math.max(max, numbers[i]);
    }
    if (max <= 4 * players + 64) {
      byNumber = new int[max + 1];
      Arrays.fill(byNumber, -1);
      for (int i = 0; i < players; i++) {
        byNumber[numbers[i]] = i;
      }
      byNumberSparse = null;
    } else {
      byNumber = null;
      byNumberSparse = new HashMap<>();
      for (int i = 0; i < players; i++) {
        byNumberSparse.put(numbers[i], i);
      }
    }
    int cells = players * rounds;
    kinds = new byte[cells];
    colours = new byte[cells];
    opponents = new int[cells];
    long common = 1;
    for (ResultKind kind : KINDS) {
      common = lcm(common, points.points(kind).denominator());
    }
    if (cellScores != null) {
      for (Score value : cellScores) {
        common = lcm(common, value.denominator());
      }
    }
    if (parts != null) {
      for (ResultKind kind : KINDS) {
        common = lcm(common, parts.points(kind).denominator());
      }
    }
    unitsPerPoint = common;
    units = new long[KINDS.length];
    for (ResultKind kind : KINDS) {
      units[kind.ordinal()] = toUnits(points.points(kind), common);
    }
    if (cellScores != null) {
      cellPoints = new long[cells];
      for (int cell = 0; cell < cells; cell++) {
        cellPoints[cell] = toUnits(cellScores[cell], common);
      }
    } else {
      cellPoints = null;
    }
    scores = new long[players];
    checkScale(points);
    read();
  }

  /** What the figures may reach, in units, with room for sums over players: 2^43. */
  private static final long LARGEST_FIGURE = 1L << 43;

  /**
   * Refuses an event whose figures could not be counted exactly in whole units of 64 bits: the
   * largest ones are of the order of R³·M² units, where R is the rounds and M the most units one
   * round gives (the Cumulative of the opposition adds R running scores of R rounds each; the
   * Sonneborn-Berger multiplies scores of up to R·M units by points of up to M), and they must
   * stay below {@link #LARGEST_FIGURE}, leaving room for sums over players and teams. Every point
   * system in use passes by far (1-½-0 over 1,000 rounds reaches 2^32); one of 9999.9999 points
   * for a win, in steps of 0.0001, does not.
   *
   * @throws IllegalArgumentException for such an event
   */
  private void checkScale(PointSystem points) {
    long most = 0;
    for (long value : units) {
      most = Math.max(most, Math.abs(value));
    }
    if (cellPoints != null) {
      for (long value : cellPoints) {
        most = Math.max(most, Math.abs(value));
      }
    }
    long rounds = Math.max(1, this.rounds);
    boolean fits;
    try {
      long score = Math.multiplyExact(rounds, most);
      fits = Math.multiplyExact(Math.multiplyExact(score, score), rounds) < LARGEST_FIGURE;
    } catch (ArithmeticException e) {
      fits = false;
    }
    if (!fits) {
      throw new IllegalArgumentException("the scores of this event are too large to rank"
          + " exactly: over " + this.rounds + (this.rounds == 1 ? " round" : " rounds") + " a"
          + " round gives up to " + Score.of(most, unitsPerPoint) + " points, counted in steps"
          + " of " + Score.of(1, unitsPerPoint) + " (" + points + "), and the tie-breaks that"
          + " multiply scores would not fit in 64 bits");
    }
  }

  private static long lcm(long a, long b) {
    return Math.multiplyExact(a / gcd(a, b), b);
  }

  private static long toUnits(Score value, long unitsPerPoint) {
    return Math.multiplyExact(value.numerator(), unitsPerPoint / value.denominator());
  }

  /**
   * Reads every player's results into the arrays. The loop runs on local copies of the fields
   * and looks points up by ordinal: about a third faster than the same loop over the fields.
   */
  private void read() {
    Tournament tournament = this.tournament;
    int players = this.players;
    int rounds = this.rounds;
    int[] numbers = this.numbers;
    int[] byNumber = this.byNumber;
    byte[] kinds = this.kinds;
    byte[] colours = this.colours;
    int[] opponents = this.opponents;
    long[] units = this.units;
    long[] scores = this.scores;
    for (int i = 0; i < players; i++) {
      List<RoundResult> results = tournament.results(numbers[i]);
      int base = i * rounds;
      long sum = 0;
      for (int r = 0; r < rounds; r++) {
        RoundResult result = results.get(r);
        int kind = result.kind().ordinal();
        kinds[base + r] = (byte) kind;
        int opponent = result.opponentOrZero();
        opponents[base + r] = opponent == 0 ? -1
            : byNumber != null ? byNumber[opponent] : indexOf(opponent);
        Colour colour = result.colour().orElse(null);
        colours[base + r] = colour == null ? NO_COLOUR : colour == Colour.WHITE ? WHITE : BLACK;
        sum += cellPoints == null ? units[kind] : cellPoints[base + r];
      }
      scores[i] = sum;
    }
  }

  /** The index of a tournament. */
  public static Index of(Tournament tournament) {
    return new Index(tournament, tournament.pointSystem(), null, null);
  }

  /**
   * The index of a tournament whose player-rounds score {@code cellScores} (player after player,
   * round after round) and whose kinds of result score {@code points}: a team event's view of
   * game points. Its units also hold exactly every value of {@code parts}, the points of one game
   * (a board of a match).
   */
  static Index of(Tournament tournament, PointSystem points, Score[] cellScores,
      PointSystem parts) {
    return new Index(tournament, points, cellScores, parts);
  }

  /** The tournament indexed. */
  public Tournament tournament() {
    return tournament;
  }

  @Override
  public int players() {
    return players;
  }

  @Override
  public int rounds() {
    return rounds;
  }

  @Override
  public Player player(int player) {
    return tournament.players().get(player);
  }

  @Override
  public int startNumber(int player) {
    return numbers[player];
  }

  @Override
  public int indexOf(int startNumber) {
    int i = find(startNumber);
    if (i < 0) {
      throw new IllegalArgumentException("no player with start number " + startNumber);
    }
    return i;
  }

  /** The index of the player with this start number, or -1 if there is none. */
  public int find(int startNumber) {
    if (byNumber != null) {
      return startNumber >= 0 && startNumber < byNumber.length ? byNumber[startNumber] : -1;
    }
    return byNumberSparse.getOrDefault(startNumber, -1);
  }

  @Override
  public OptionalInt rating(int player, int round) {
    Player p = tournament.players().get(player);
    return byRound ? p.ratingInRound(Objects.checkIndex(round, rounds) + 1) : p.rating();
  }

  @Override
  public ResultKind kind(int player, int round) {
    return KINDS[kinds[cell(player, round)]];
  }

  @Override
  public int opponent(int player, int round) {
    return opponents[cell(player, round)];
  }

  @Override
  public Optional<Colour> colour(int player, int round) {
    return COLOURS.get(colours[cell(player, round)]);
  }

  @Override
  public long unitsPerPoint() {
    return unitsPerPoint;
  }

  @Override
  public long pointsFor(ResultKind kind) {
    return units[kind.ordinal()];
  }

  @Override
  public long points(int player, int round) {
    int cell = cell(player, round);
    return cellPoints == null ? units[kinds[cell]] : cellPoints[cell];
  }

  @Override
  public long score(int player) {
    return scores[player];
  }

  @Override
  public long scoreAfter(int player, int round) {
    int base = cell(player, 0);
    long sum = 0;
    for (int r = 0; r <= round; r++) {
      sum += cellPoints == null ? units[kinds[base + r]] : cellPoints[base + r];
    }
    return sum;
  }

  /**
   * The position of a player's round in the arrays.
   *
   * @throws IndexOutOfBoundsException if the player or the round is out of range
   */
  private int cell(int player, int round) {
    return Objects.checkIndex(player, players) * rounds + Objects.checkIndex(round, rounds);
  }

  private static long gcd(long a, long b) {
    return b == 0 ? a : gcd(b, a % b);
  }

  /** Approximate bytes held by the arrays of this index. */
  public long footprint() {
    return 16L * 7 + 4L * players + 8L * players
        + (byNumber == null ? 32L * players : 4L * byNumber.length)
        + (long) kinds.length * (1 + 1 + 4) + 8L * units.length;
  }
}
