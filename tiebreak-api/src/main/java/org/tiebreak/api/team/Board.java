package org.tiebreak.api.team;

import static org.apiguardian.api.API.Status.STABLE;

import java.util.Objects;
import org.apiguardian.api.API;
import org.tiebreak.api.GameResult;
import org.tiebreak.api.ResultKind;

/**
 * One board of a match: the two players by start number and the game's result, White first. A
 * board may have an empty seat: the player present wins by forfeit ({@link #forfeit}); a board
 * with both seats empty scores nothing for either team ({@link #empty}). A game between two
 * players may be {@link GameResult#PENDING}: paired, its result not yet known, which makes its
 * match one in progress ({@link Match#inProgress()}); an empty seat is never pending.
 *
 * <p>This class is immutable and thread-safe.
 *
 * @param white White's start number, or 0 for an empty seat
 * @param black Black's start number, or 0 for an empty seat
 * @param result the result, White's side first
 */
@API(status = STABLE, since = "1.0")
public record Board(int white, int black, GameResult result) {

  /**
   * @throws IllegalArgumentException if a start number is negative, or if a seat is empty and the
   *     result is not the present player's forfeit win (or a double forfeit for an empty board):
   *     only a game between two players may be {@link GameResult#PENDING}
   */
  public Board {
    Objects.requireNonNull(result, "result");
    if (white < 0 || black < 0) {
      throw new IllegalArgumentException("start numbers must not be negative: " + white + ", "
          + black);
    }
    boolean valid = white > 0 && black > 0
        || white > 0 && result == GameResult.WHITE_WINS_BY_FORFEIT
        || black > 0 && result == GameResult.BLACK_WINS_BY_FORFEIT
        || white == 0 && black == 0 && result == GameResult.DOUBLE_FORFEIT;
    if (!valid) {
      throw new IllegalArgumentException("a board with an empty seat is won by forfeit by the"
          + " player present: " + white + "-" + black + " " + result);
    }
  }

  /** A game between two players, White first; {@link GameResult#PENDING} while it is played. */
  public static Board game(int white, int black, GameResult result) {
    Objects.requireNonNull(result, "result");
    if (white < 1 || black < 1) {
      throw new IllegalArgumentException("a game needs two players: " + white + "-" + black);
    }
    return new Board(white, black, result);
  }

  /** A board whose other seat is empty: the player present wins by forfeit. */
  public static Board forfeit(int player) {
    if (player < 1) {
      throw new IllegalArgumentException("start number must be at least 1: " + player);
    }
    return new Board(player, 0, GameResult.WHITE_WINS_BY_FORFEIT);
  }

  /** A board with both seats empty: nothing for either team. */
  public static Board empty() {
    return new Board(0, 0, GameResult.DOUBLE_FORFEIT);
  }

  /** Whether the game is paired and its result not yet known ({@link GameResult#PENDING}). */
  public boolean isPending() {
    return result == GameResult.PENDING;
  }

  /** Whether the player played on this board (either colour). */
  public boolean has(int player) {
    return player > 0 && (white == player || black == player);
  }

  /** For example {@code "11-21 WHITE_WINS"}, 0 standing for an empty seat. */
  @Override
  public String toString() {
    return white + "-" + black + " " + result;
  }

  /** The result of a player on this board; the player must be on it. */
  ResultKind kindOf(int player) {
    return player == white ? result.white() : result.black();
  }
}
