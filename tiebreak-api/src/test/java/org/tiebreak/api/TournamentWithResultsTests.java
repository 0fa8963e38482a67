package org.tiebreak.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Results given to the pending games of a round in progress. */
class TournamentWithResultsTests {

  /** Four players; round 2 in progress: 1-3 finished, 4-2 pending. */
  private static Tournament live() {
    return Tournament.builder().name("Club").plannedRounds(3)
        .addPlayer(Player.of(1, "A")).addPlayer(Player.of(2, "B"))
        .addPlayer(Player.of(3, "C")).addPlayer(Player.of(4, "D"))
        .addRound(Pairing.game(1, 2, GameResult.WHITE_WINS), Pairing.game(3, 4, GameResult.DRAW))
        .addRound(Pairing.game(1, 3, GameResult.DRAW), Pairing.game(4, 2, GameResult.PENDING))
        .build();
  }

  @Test
  void result_givenToThePendingGame_scoresIt_andLeavesTheRestAsItWas() {
    Tournament live = live();
    Tournament after = live.withResults(2, Pairing.game(4, 2, GameResult.BLACK_WINS));
    assertEquals(Score.ZERO, live.score(2));
    assertEquals(Score.ONE, after.score(2));
    assertEquals(Score.HALF, after.score(4));
    assertEquals(1, live.roundsCompleted());
    assertEquals(2, after.roundsCompleted());
    assertEquals(live.result(1, 2), after.result(1, 2));
    assertEquals(live.afterRound(1), after.afterRound(1));
    assertEquals(RoundResult.win(4, Colour.BLACK), after.result(2, 2));
  }

  @Test
  void everyPairingThatIsNotAPendingGamesResult_isListed() {
    InvalidTournamentException e = assertThrows(InvalidTournamentException.class,
        () -> live().withResults(2, List.of(
            Pairing.game(1, 3, GameResult.WHITE_WINS),
            Pairing.game(2, 4, GameResult.WHITE_WINS),
            Pairing.game(4, 2, GameResult.PENDING),
            Pairing.game(4, 9, GameResult.DRAW),
            Pairing.bye(1, ResultKind.FULL_POINT_BYE))));
    assertEquals(List.of(
        "player 1, round 2: the player has no pending game against 3 with white in this round",
        "player 2, round 2: the player has no pending game against 4 with white in this round",
        "player 4, round 2: the result given for the game against 2 is still pending",
        "round 2: a result (4 - 9 DRAW) is given for start number 9, which is not among the"
            + " players",
        "player 1, round 2: a bye (full-point bye) is not the result of a pending game"),
        e.problems().stream().map(Problem::toString).toList());
  }

  @Test
  void secondResult_forTheSameGame_isRefused() {
    InvalidTournamentException e = assertThrows(InvalidTournamentException.class,
        () -> live().withResults(2, Pairing.game(4, 2, GameResult.DRAW),
            Pairing.game(4, 2, GameResult.WHITE_WINS)));
    assertEquals(List.of(Problem.Kind.NO_PENDING_GAME),
        e.problems().stream().map(Problem::kind).toList());
  }

  @Test
  void roundNotPlayed_isRefused() {
    assertThrows(IllegalArgumentException.class,
        () -> live().withResults(3, Pairing.game(4, 2, GameResult.DRAW)));
    assertThrows(IllegalArgumentException.class,
        () -> live().withResults(0, Pairing.game(4, 2, GameResult.DRAW)));
  }
}
