package org.tiebreak.core.rules;

import static org.apiguardian.api.API.Status.STABLE;

import org.apiguardian.api.API;
import org.tiebreak.api.ResultKind;

/**
 * Whether a forfeit counts as the game it replaced. The texts that speak of games "played" leave
 * forfeits out; FIDE C.07 lets the regulations count them (the {@code /P} modifier).
 */
@API(status = STABLE, since = "1.0")
public enum Forfeits {
  /** Only games played over the board count: a forfeit is an unplayed round. */
  NOT_COUNTED,
  /**
   * A forfeit counts as a game against the scheduled opponent, with the scheduled colours: won by
   * the player who was present, lost by the one who was not (a double forfeit is lost by both).
   */
  COUNTED_AS_GAMES;

  /** Whether a round of this kind counts as a game. */
  boolean counts(ResultKind kind) {
    return kind.isPlayed() || (this == COUNTED_AS_GAMES && kind.isForfeit());
  }
}
