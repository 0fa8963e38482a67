package org.tiebreak.scenarios;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import org.apiguardian.api.API;
import org.tiebreak.api.GameResult;
import org.tiebreak.api.standings.Message;

/**
 * A game paired with its result pending: its round and the start numbers of White and Black. In
 * a team event, a match in progress: its round and the numbers of the first and second team, a
 * result the match's (a {@link GameResult#WHITE_WINS} the first team's win).
 *
 * @param round the round, from 1
 * @param white White's start number (the first team's number)
 * @param black Black's start number (the second team's number)
 */
@API(status = EXPERIMENTAL, since = "1.0")
public record PendingGame(int round, int white, int black) {

  /** Whether the player plays this game. */
  public boolean involves(int player) {
    return player == white || player == black;
  }

  /** The opponent of one of the game's players. */
  public int opponent(int player) {
    if (!involves(player)) {
      throw new IllegalArgumentException(player + " does not play " + this);
    }
    return player == white ? black : white;
  }

  /**
   * The game's result as one of its players sees it: "a win", "a draw", "a loss".
   *
   * @throws IllegalArgumentException if the player does not play the game or the result is not
   *     a win, a draw or a loss over the board
   */
  public Message resultFor(int player, GameResult result) {
    if (!involves(player)) {
      throw new IllegalArgumentException(player + " does not play " + this);
    }
    return switch (result) {
      case WHITE_WINS -> Message.of(player == white ? "scenario.own.win" : "scenario.own.loss");
      case BLACK_WINS -> Message.of(player == black ? "scenario.own.win" : "scenario.own.loss");
      case DRAW -> Message.of("scenario.own.draw");
      default -> throw new IllegalArgumentException("not a result over the board: " + result);
    };
  }

  /** "round 9: 12 - 7". */
  public Message message() {
    return Message.of("scenario.game", round, white, black);
  }

  @Override
  public String toString() {
    return "round " + round + ": " + white + " - " + black;
  }
}
