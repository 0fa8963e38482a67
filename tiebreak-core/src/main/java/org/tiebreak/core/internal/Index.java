package org.tiebreak.core.internal;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.tiebreak.api.Colour;
import org.tiebreak.api.Player;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.RoundResult;
import org.tiebreak.api.TiebreakContext;
import org.tiebreak.api.Tournament;

/**
 * The compact form of a tournament that every figure is computed from: arrays by player (in
 * start-number order, from 0) and round (from 0). Scores are held in half points.
 *
 * <p>Internal: not part of the supported API.
 */
public final class Index {

  private static final ResultKind[] KINDS = ResultKind.values();
  /** The points of each kind of result, in half points, by ordinal. */
  private static final int[] HALF_POINTS = new int[KINDS.length];
  static {
    for (ResultKind kind : KINDS) {
      HALF_POINTS[kind.ordinal()] = kind.halfPoints();
    }
  }

  /** No colour known. */
  public static final int NO_COLOUR = 0;
  /** White. */
  public static final int WHITE = 1;
  /** Black. */
  public static final int BLACK = 2;

  private final Tournament tournament;
  private final int players;
  private final int rounds;
  private final int[] numbers;
  private final int[] byNumber;
  private final Map<Integer, Integer> byNumberSparse;
  private final byte[] kinds;
  private final byte[] colours;
  private final int[] opponents;
  private final int[] halfPoints;

  private Index(Tournament tournament) {
    this.tournament = tournament;
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
      java.util.Arrays.fill(byNumber, -1);
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
    halfPoints = new int[players];
    read();
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
    int[] halfPoints = this.halfPoints;
    for (int i = 0; i < players; i++) {
      List<RoundResult> results = tournament.results(numbers[i]);
      int base = i * rounds;
      int sum = 0;
      for (int r = 0; r < rounds; r++) {
        RoundResult result = results.get(r);
        int kind = result.kind().ordinal();
        kinds[base + r] = (byte) kind;
        int opponent = result.opponentOrZero();
        opponents[base + r] = opponent == 0 ? -1
            : byNumber != null ? byNumber[opponent] : indexOf(opponent);
        Colour colour = result.colour().orElse(null);
        colours[base + r] =
            (byte) (colour == null ? NO_COLOUR : colour == Colour.WHITE ? WHITE : BLACK);
        sum += HALF_POINTS[kind];
      }
      halfPoints[i] = sum;
    }
  }

  /** The index of a tournament. */
  public static Index of(Tournament tournament) {
    return new Index(tournament);
  }

  /** The index of the tournament a context ranks, built once per context. */
  public static Index of(TiebreakContext context) {
    if (context instanceof EngineContext) {
      return ((EngineContext) context).index();
    }
    return context.shared(Index.class, c -> new Index(c.tournament()));
  }

  /** The tournament indexed. */
  public Tournament tournament() {
    return tournament;
  }

  /** The number of players. */
  public int players() {
    return players;
  }

  /** The number of rounds played. */
  public int rounds() {
    return rounds;
  }

  /** The start number of player {@code i}. */
  public int number(int i) {
    return numbers[i];
  }

  /**
   * The index of the player with this start number.
   *
   * @throws IllegalArgumentException if there is none
   */
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

  /** What happened to player {@code i} in round {@code r}. */
  public ResultKind kind(int i, int r) {
    return KINDS[kinds[i * rounds + r]];
  }

  /** The index of the (scheduled) opponent of player {@code i} in round {@code r}, or -1. */
  public int opponent(int i, int r) {
    return opponents[i * rounds + r];
  }

  /** The colour of player {@code i} in round {@code r}: {@link #WHITE}, {@link #BLACK} or none. */
  public int colour(int i, int r) {
    return colours[i * rounds + r];
  }

  /** The points of player {@code i} in round {@code r}, in half points. */
  public int halfPoints(int i, int r) {
    return HALF_POINTS[kinds[i * rounds + r]];
  }

  /** The score of player {@code i}, in half points. */
  public int score(int i) {
    return halfPoints[i];
  }

  /** Approximate bytes held by the arrays of this index. */
  public long footprint() {
    return 16L * 6 + 4L * players * 2 + (byNumber == null ? 32L * players : 4L * byNumber.length)
        + (long) kinds.length * (1 + 1 + 4);
  }
}
