package org.tiebreak.api;

import static org.apiguardian.api.API.Status.STABLE;

import org.apiguardian.api.API;

/** The result of a pairing between two players, seen from the board: White's side first. */
@API(status = STABLE, since = "1.0")
public enum GameResult {
  WHITE_WINS(ResultKind.WIN, ResultKind.LOSS),
  DRAW(ResultKind.DRAW, ResultKind.DRAW),
  BLACK_WINS(ResultKind.LOSS, ResultKind.WIN),
  /** Black did not play. */
  WHITE_WINS_BY_FORFEIT(ResultKind.FORFEIT_WIN, ResultKind.FORFEIT_LOSS),
  /** White did not play. */
  BLACK_WINS_BY_FORFEIT(ResultKind.FORFEIT_LOSS, ResultKind.FORFEIT_WIN),
  /** Neither player played; both lose. */
  DOUBLE_FORFEIT(ResultKind.FORFEIT_LOSS, ResultKind.FORFEIT_LOSS),
  /** Paired, the result not yet known: the round is in progress. */
  PENDING(ResultKind.PENDING, ResultKind.PENDING);

  private final ResultKind white;
  private final ResultKind black;

  GameResult(ResultKind white, ResultKind black) {
    this.white = white;
    this.black = black;
  }

  /** White's result. */
  public ResultKind white() {
    return white;
  }

  /** Black's result. */
  public ResultKind black() {
    return black;
  }
}
