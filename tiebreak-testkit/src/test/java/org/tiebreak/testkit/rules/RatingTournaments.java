package org.tiebreak.testkit.rules;

import java.util.OptionalLong;
import org.tiebreak.api.Explanation;
import org.tiebreak.api.GameResult;
import org.tiebreak.api.Pairing;
import org.tiebreak.api.Player;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.Score;
import org.tiebreak.api.TiebreakContext;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.ValueRule;
import org.tiebreak.core.internal.EngineContext;
import org.tiebreak.core.internal.Index;

/** Small hand-built tournaments for the rating-based rules, with their figures worked by hand. */
final class RatingTournaments {

  private RatingTournaments() {}

  /** A fresh context for ranking {@code tournament}, as the engine builds one. */
  static TiebreakContext context(Tournament tournament) {
    return new EngineContext(Index.of(tournament), OptionalLong.empty());
  }

  /** The rule's value for {@code player}. */
  static Score value(Tournament tournament, ValueRule rule, int player) {
    return rule.value(player, context(tournament));
  }

  /** The rule's explanation for {@code player}. */
  static Explanation explain(Tournament tournament, ValueRule rule, int player) {
    return rule.explain(player, context(tournament));
  }

  /**
   * A four-player round robin. Player 1 (2100) beats 2 (1800) and 3 (2000) and loses to 4 (2200).
   *
   * <pre>
   * R1: 1-2 1-0, 3-4 ½-½    R2: 3-1 0-1, 4-2 1-0    R3: 4-1 1-0, 2-3 ½-½
   * player  opponents (result)            AOR              linear            FIDE: ARO + dp(p)
   * 1 2100  2 1800 W, 3 2000 W, 4 2200 L  6000/3 = 2000    6400/3 = 2133.33  2000 + 125 = 2125
   * 2 1800  1 2100 L, 4 2200 L, 3 2000 D  6300/3 = 2100    5500/3 = 1833.33  2100 - 273 = 1827
   * 3 2000  4 2200 D, 1 2100 L, 2 1800 D  6100/3 = 2033.33 5700/3 = 1900     2033 - 125 = 1908
   * 4 2200  3 2000 D, 2 1800 W, 1 2100 W  5900/3 = 1966.67 6700/3 = 2233.33  1967 + 273 = 2240
   * (p = 2/3, 1/6, 1/3, 5/6 round to 0.67, 0.17, 0.33, 0.83)
   * </pre>
   */
  static Tournament roundRobin() {
    return Tournament.builder().plannedRounds(3)
        .addPlayer(Player.of(1, "One", 2100)).addPlayer(Player.of(2, "Two", 1800))
        .addPlayer(Player.of(3, "Three", 2000)).addPlayer(Player.of(4, "Four", 2200))
        .addRound(Pairing.game(1, 2, GameResult.WHITE_WINS), Pairing.game(3, 4, GameResult.DRAW))
        .addRound(Pairing.game(3, 1, GameResult.BLACK_WINS),
            Pairing.game(4, 2, GameResult.WHITE_WINS))
        .addRound(Pairing.game(4, 1, GameResult.WHITE_WINS), Pairing.game(2, 3, GameResult.DRAW))
        .build();
  }

  /**
   * Player 1 (2100) plays one game over the board (beats 2, 1800); the rest are a forfeit win
   * against 3 (2400), a half-point bye and a forfeit loss against 4 (2000).
   */
  static Tournament forfeitsAndByes() {
    return Tournament.builder().plannedRounds(4)
        .addPlayer(Player.of(1, "One", 2100)).addPlayer(Player.of(2, "Two", 1800))
        .addPlayer(Player.of(3, "Three", 2400)).addPlayer(Player.of(4, "Four", 2000))
        .addPlayer(Player.of(5, "Five", 1500)).addPlayer(Player.of(6, "Six", 1700))
        .addRound(Pairing.game(1, 2, GameResult.WHITE_WINS), Pairing.game(3, 4, GameResult.DRAW),
            Pairing.game(5, 6, GameResult.DRAW))
        .addRound(Pairing.game(1, 3, GameResult.WHITE_WINS_BY_FORFEIT),
            Pairing.game(2, 4, GameResult.DRAW), Pairing.bye(5, ResultKind.HALF_POINT_BYE),
            Pairing.bye(6, ResultKind.ZERO_POINT_BYE))
        .addRound(Pairing.bye(1, ResultKind.HALF_POINT_BYE), Pairing.game(2, 3, GameResult.DRAW),
            Pairing.game(4, 5, GameResult.WHITE_WINS),
            Pairing.bye(6, ResultKind.PAIRING_ALLOCATED_BYE))
        .addRound(Pairing.game(1, 4, GameResult.BLACK_WINS_BY_FORFEIT),
            Pairing.game(2, 6, GameResult.DRAW), Pairing.game(3, 5, GameResult.DRAW))
        .build();
  }

  /**
   * Player 1 is unrated. R1: 1-2 1-0, 3-4 0-1. R2: 1-3 ½-½, 2 half-point bye, 4 pairing-allocated
   * bye. Player 2 (2000) met only the unrated player 1 over the board.
   */
  static Tournament withUnrated() {
    return Tournament.builder().plannedRounds(2)
        .addPlayer(Player.of(1, "Unrated")).addPlayer(Player.of(2, "Two", 2000))
        .addPlayer(Player.of(3, "Three", 1800)).addPlayer(Player.of(4, "Four", 2200))
        .addRound(Pairing.game(1, 2, GameResult.WHITE_WINS),
            Pairing.game(3, 4, GameResult.BLACK_WINS))
        .addRound(Pairing.game(1, 3, GameResult.DRAW), Pairing.bye(2, ResultKind.HALF_POINT_BYE),
            Pairing.bye(4, ResultKind.PAIRING_ALLOCATED_BYE))
        .build();
  }

  /**
   * Player 1 plays players 2 to 5 (all 2000) in rounds 1 to 4 with the given results, from
   * player 1's side; the players not paired in a round have a zero-point bye.
   */
  static Tournament fourGames(GameResult... results) {
    Tournament.Builder builder = Tournament.builder().plannedRounds(4);
    for (int p = 1; p <= 5; p++) {
      builder.addPlayer(Player.of(p, "Player " + p, 2000));
    }
    for (int r = 0; r < 4; r++) {
      Pairing[] round = new Pairing[4];
      round[0] = Pairing.game(1, r + 2, results[r]);
      int k = 1;
      for (int p = 2; p <= 5; p++) {
        if (p != r + 2) {
          round[k++] = Pairing.bye(p, ResultKind.ZERO_POINT_BYE);
        }
      }
      builder.addRound(round);
    }
    return builder.build();
  }
}
