package org.tiebreak.api.team;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tiebreak.api.Format;
import org.tiebreak.api.GameResult;
import org.tiebreak.api.InvalidTournamentException;
import org.tiebreak.api.PointSystem;
import org.tiebreak.api.Problem;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.Score;

/** Results given to the pending boards of a team event's matches in progress. */
class TeamWithResultsTests {

  /** Board 2 of the match 1-3 of round 3, still being played in {@link #live}. */
  private static final Board PENDING_BOARD = Board.game(32, 12, GameResult.PENDING);

  /** The match 1-3 of round 3 with board 2 as given, the other boards as they finished. */
  private static Match oneThree(Board second) {
    return Match.of(1, 3, Board.game(11, 31, GameResult.WHITE_WINS), second,
        Board.game(13, 33, GameResult.DRAW), Board.forfeit(14));
  }

  /** The match 4-2 of round 3: board 2 pending or drawn, the others drawn. */
  private static Match fourTwo(GameResult second) {
    return Match.of(4, 2, Board.game(41, 21, GameResult.DRAW), Board.game(22, 42, second),
        Board.game(43, 23, GameResult.DRAW), Board.game(24, 44, GameResult.DRAW));
  }

  /**
   * Five teams of four boards with settings other than the defaults, three rounds of five; round 3
   * in progress: 1-3 has board 2 pending as given, 4-2 has board 2 as given, 5 a half-point bye.
   */
  private static TeamTournament event(Board oneThreeSecond, GameResult fourTwoSecond) {
    TeamTournament.Builder builder = TeamTournament.builder().name("League")
        .startDate(LocalDate.of(2025, 3, 1)).format(Format.ROUND_ROBIN).plannedRounds(5)
        .boards(4).gamePoints(PointSystem.builder().win(Score.of(3)).draw(Score.ONE).build())
        .matchPoints(PointSystem.builder().win(Score.of(3)).draw(Score.ONE).loss(Score.ZERO)
            .pairingAllocatedBye(Score.of(2)).build())
        .pairingAllocatedByeGamePoints(Score.of(5)).primaryScore(TeamScore.GAME_POINTS);
    for (int t = 1; t <= 5; t++) {
      builder.addTeam(TeamTournamentTests.team(t));
    }
    TeamTournament league = TeamTournamentTests.league();
    return builder.addRound(league.matches(1)).addRound(league.matches(2))
        .addRound(oneThree(oneThreeSecond), fourTwo(fourTwoSecond),
            Match.bye(5, ResultKind.HALF_POINT_BYE))
        .build();
  }

  private static TeamTournament live() {
    return event(PENDING_BOARD, GameResult.PENDING);
  }

  @Test
  void resultsGivenToEveryPendingBoard_giveTheFinishedEvent_withEverySetting() {
    TeamTournament live = live();
    TeamTournament after = live.withResults(3, oneThree(Board.game(32, 12,
        GameResult.BLACK_WINS)), fourTwo(GameResult.DRAW));

    assertEquals(event(Board.game(32, 12, GameResult.BLACK_WINS), GameResult.DRAW), after);
    assertEquals(3, after.roundsCompleted());
    assertEquals(2, live.roundsCompleted());
    assertEquals(ResultKind.WIN, after.result(1, 3));
    assertEquals(Score.of(3), after.matchPoints(1, 3));
    assertEquals(Score.of(10), after.gamePoints(1, 3));
    assertEquals(Score.ONE, after.gamePoints(3, 3));
    assertEquals(live.afterRound(2), after.afterRound(2));
    assertEquals(Score.of(5), after.pairingAllocatedByeGamePoints());
    assertEquals(Format.ROUND_ROBIN, after.format());
    assertEquals(TeamScore.GAME_POINTS, after.primaryScore());
  }

  @Test
  void aMatchGivenSomeResults_staysInProgress_untilItsLastBoardHasOne() {
    TeamTournament live = live().withResults(3, fourTwo(GameResult.DRAW));
    assertTrue(live.match(1, 3).inProgress());
    assertEquals(ResultKind.DRAW, live.result(4, 3));
    assertEquals(2, live.roundsCompleted());

    TeamTournament partly = TeamTournament.builder().settingsOf(live)
        .addTeam(TeamTournamentTests.team(1)).addTeam(TeamTournamentTests.team(2))
        .addRound(Match.of(1, 2, Board.game(11, 21, GameResult.PENDING),
            Board.game(22, 12, GameResult.PENDING), Board.game(13, 23, GameResult.PENDING),
            Board.game(24, 14, GameResult.PENDING)))
        .build();
    TeamTournament one = partly.withResults(1, Match.of(1, 2,
        Board.game(11, 21, GameResult.WHITE_WINS), Board.game(22, 12, GameResult.PENDING),
        Board.game(13, 23, GameResult.PENDING), Board.game(24, 14, GameResult.PENDING)));
    assertTrue(one.match(1, 1).inProgress());
    assertEquals(Score.ZERO, one.gamePoints(1, 1));
    assertEquals(ResultKind.PENDING, one.result(2, 1));
    TeamTournament all = one.withResults(1, Match.of(1, 2,
        Board.game(11, 21, GameResult.WHITE_WINS), Board.game(22, 12, GameResult.DRAW),
        Board.game(13, 23, GameResult.BLACK_WINS), Board.game(24, 14, GameResult.DRAW)));
    assertFalse(all.match(1, 1).inProgress());
    assertEquals(ResultKind.DRAW, all.result(1, 1));
    assertEquals(Score.of(5), all.gamePoints(2, 1));
    assertEquals(1, all.roundsCompleted());
  }

  @Test
  void everyMatchThatGivesNoPendingBoardAResult_isListed() {
    Match right = oneThree(Board.game(32, 12, GameResult.DRAW));
    InvalidTournamentException e = assertThrows(InvalidTournamentException.class,
        () -> live().withResults(3, List.of(
            Match.bye(5, ResultKind.HALF_POINT_BYE),
            Match.forfeited(1, 3, GameResult.WHITE_WINS_BY_FORFEIT),
            Match.of(1, 9, Board.empty()),
            Match.of(1, 2, Board.game(11, 21, GameResult.DRAW)),
            Match.of(3, 1, Board.game(31, 11, GameResult.DRAW), Board.game(12, 32,
                GameResult.DRAW), Board.game(33, 13, GameResult.DRAW), Board.forfeit(14)),
            Match.of(1, 3, Board.game(11, 31, GameResult.WHITE_WINS)),
            oneThree(Board.game(12, 32, GameResult.DRAW)),
            Match.of(1, 3, Board.game(11, 31, GameResult.DRAW),
                Board.game(32, 12, GameResult.DRAW), Board.game(13, 33, GameResult.DRAW),
                Board.forfeit(14)),
            oneThree(PENDING_BOARD),
            right,
            right)));
    assertEquals(List.of(
        "team 5, round 3: team 5: half-point bye is not a match played on the boards: it is never"
            + " in progress",
        "team 1, round 3: 1 +- 3 is not a match played on the boards: it is never in progress",
        "team 9, round 3: team 9 (1 - 9) is not among the teams",
        "team 1, round 3: the match 1 - 2 is not in progress in this round",
        "team 3, round 3: the match 3 - 1 is not in progress in this round; 1 - 3 is, the other"
            + " team named first",
        "team 1, round 3: the match against team 3 has 1 board; the event has 4",
        "team 1, round 3, board 2: the board is paired 32 - 12, White first; the match given has"
            + " 12 - 32",
        "team 1, round 3, board 1: the game 11 - 31 on this board is finished (White: win); the"
            + " match given has White: draw",
        "team 1, round 3: the match 1 - 3 gives no pending board a result",
        "team 1, round 3: a second result is given for the match 1 - 3"),
        e.problems().stream().map(Problem::toString).toList());
    assertTrue(e.problems().stream().allMatch(p -> p.kind() == Problem.Kind.NO_PENDING_GAME
        || p.kind() == Problem.Kind.UNKNOWN_TEAM), e::getMessage);
  }

  @Test
  void aFinishedMatch_orAMatchOfAnotherRound_hasNoPendingBoard() {
    InvalidTournamentException e = assertThrows(InvalidTournamentException.class,
        () -> TeamTournamentTests.league().withResults(1,
            TeamTournamentTests.league().matches(1).get(0)));
    assertEquals(List.of(Problem.Kind.NO_PENDING_GAME),
        e.problems().stream().map(Problem::kind).toList());
    assertThrows(InvalidTournamentException.class,
        () -> live().withResults(2, oneThree(Board.game(32, 12, GameResult.DRAW))));
  }

  @Test
  void roundNotPlayed_isRefused_andNullsAreNamed() {
    Match right = oneThree(Board.game(32, 12, GameResult.DRAW));
    assertThrows(IllegalArgumentException.class, () -> live().withResults(4, right));
    assertThrows(IllegalArgumentException.class, () -> live().withResults(0, right));
    assertEquals("matches[1]", assertThrows(NullPointerException.class,
        () -> live().withResults(3, java.util.Arrays.asList(right, null))).getMessage());
    assertEquals("matches", assertThrows(NullPointerException.class,
        () -> live().withResults(3, (Match[]) null)).getMessage());
  }

  @Test
  void problemsRenderInGerman() {
    InvalidTournamentException e = assertThrows(InvalidTournamentException.class,
        () -> live().withResults(3, oneThree(PENDING_BOARD)));
    assertEquals("Mannschaft 1, Runde 3: der Wettkampf 1 - 3 gibt keinem offenen Brett ein"
        + " Ergebnis", e.problems().get(0).format(java.util.Locale.GERMAN));
  }
}
