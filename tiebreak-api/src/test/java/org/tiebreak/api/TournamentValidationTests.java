package org.tiebreak.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tiebreak.api.Colour.BLACK;
import static org.tiebreak.api.Colour.WHITE;
import static org.tiebreak.api.RoundResult.bye;
import static org.tiebreak.api.RoundResult.draw;
import static org.tiebreak.api.RoundResult.forfeitLoss;
import static org.tiebreak.api.RoundResult.forfeitWin;
import static org.tiebreak.api.RoundResult.loss;
import static org.tiebreak.api.RoundResult.win;

import java.util.EnumSet;
import java.util.List;
import java.util.OptionalInt;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Unit tests for the checks {@link Tournament.Builder#build()} makes: one test per kind of problem
 * a builder can produce, plus tournaments that must build and the exception's message.
 */
class TournamentValidationTests {

  private static final Player ADAMS = Player.of(1, "Adams");
  private static final Player BROWN = Player.of(2, "Brown");
  private static final Player CLARK = Player.of(3, "Clark");
  private static final Player DAVIS = Player.of(4, "Davis");

  // ---------------------------------------------------------------- one test per kind

  @Test
  void validation_plannedRoundsBelowOne_isReported() {
    Problem problem = onlyProblem(Tournament.builder().plannedRounds(0)
        .addPlayer(ADAMS).addPlayer(BROWN));

    assertProblem(problem, Problem.Kind.INVALID_PLANNED_ROUNDS, 0, 0,
        "the planned number of rounds must be at least 1: 0");
    assertEquals("the planned number of rounds must be at least 1: 0", problem.toString());
  }

  @Test
  void validation_negativePlannedRounds_isReported() {
    Problem problem = onlyProblem(Tournament.builder().plannedRounds(-3).addPlayer(ADAMS));

    assertProblem(problem, Problem.Kind.INVALID_PLANNED_ROUNDS, 0, 0, "at least 1: -3");
  }

  @Test
  void validation_plannedRoundsMinusOne_isReportedAsInvalid() {
    // -1 is a value the caller gave, not a missing one.
    Problem problem = onlyProblem(Tournament.builder().plannedRounds(-1).addPlayer(ADAMS));

    assertProblem(problem, Problem.Kind.INVALID_PLANNED_ROUNDS, 0, 0, "at least 1: -1");
  }

  @Test
  void validation_duplicateStartNumber_isReported() {
    Problem problem = onlyProblem(Tournament.builder().plannedRounds(3)
        .addPlayer(ADAMS).addPlayer(BROWN).addPlayer(Player.of(2, "Baker")));

    assertProblem(problem, Problem.Kind.DUPLICATE_START_NUMBER, 2, 0,
        "start number 2 is given to more than one player");
    assertEquals("player 2: start number 2 is given to more than one player",
        problem.toString());
  }

  @Test
  void validation_blankName_isReported() {
    Problem problem = onlyProblem(Tournament.builder().plannedRounds(3)
        .addPlayer(ADAMS).addPlayer(Player.of(2, "  ")));

    assertProblem(problem, Problem.Kind.BLANK_NAME, 2, 0, "no name");
  }

  @Test
  void validation_resultForUnknownPlayer_isReported() {
    Problem problem = onlyProblem(Tournament.builder().plannedRounds(3)
        .addPlayer(ADAMS).addPlayer(BROWN)
        .addRound(Pairing.game(1, 2, GameResult.DRAW), Pairing.bye(7, ResultKind.HALF_POINT_BYE)));

    assertProblem(problem, Problem.Kind.UNKNOWN_PLAYER, 7, 1,
        "start number 7", "(half-point bye)", "not among the players");
  }

  @Test
  void validation_unknownOpponent_isReported() {
    Problem problem = onlyProblem(Tournament.builder().plannedRounds(3)
        .addRow(ADAMS, win(2), win(9))
        .addRow(BROWN, loss(1), bye(ResultKind.FULL_POINT_BYE)));

    assertProblem(problem, Problem.Kind.UNKNOWN_OPPONENT, 1, 2,
        "the opponent 9 is not among the players");
    assertEquals("player 1, round 2: the opponent 9 is not among the players",
        problem.toString());
  }

  @Test
  void validation_selfPairing_isReported() {
    Problem problem = onlyProblem(Tournament.builder().plannedRounds(3)
        .addRow(ADAMS, draw(1))
        .addRow(BROWN, bye(ResultKind.HALF_POINT_BYE)));

    assertProblem(problem, Problem.Kind.SELF_PAIRING, 1, 1, "paired with themself");
  }

  @Test
  void validation_twoResultsInOneRound_isReported() {
    Problem problem = onlyProblem(Tournament.builder().plannedRounds(3)
        .addPlayer(ADAMS).addPlayer(BROWN).addPlayer(CLARK)
        .addRound(Pairing.game(1, 2, GameResult.WHITE_WINS),
            Pairing.bye(3, ResultKind.PAIRING_ALLOCATED_BYE),
            Pairing.bye(2, ResultKind.HALF_POINT_BYE)));

    assertProblem(problem, Problem.Kind.TWO_RESULTS_IN_ROUND, 2, 1,
        "two results in this round: loss against 1 with black and half-point bye");
  }

  @Test
  void validation_twoPlayersNameTheSameOpponent_isReported() {
    Problem problem = onlyProblem(Tournament.builder().plannedRounds(3)
        .addRow(ADAMS, win(3))
        .addRow(BROWN, draw(3))
        .addRow(CLARK, loss(1)));

    assertProblem(problem, Problem.Kind.PAIRED_TWICE, 3, 1,
        "named as opponent by 2 players: 1, 2");
  }

  @Test
  void validation_missingResult_isReported() {
    Problem problem = onlyProblem(Tournament.builder().plannedRounds(3)
        .addPlayer(ADAMS).addPlayer(BROWN).addPlayer(CLARK)
        .addRound(Pairing.game(1, 2, GameResult.DRAW)));

    assertProblem(problem, Problem.Kind.MISSING_RESULT, 3, 1, "no result for this round",
        "needs a bye: absent, withdrawn or late entry");
  }

  @Test
  void validation_shortWallChartRow_isReportedAsMissingResult() {
    Problem problem = onlyProblem(Tournament.builder().plannedRounds(3)
        .addRow(ADAMS, win(2), bye(ResultKind.FULL_POINT_BYE))
        .addRow(BROWN, loss(1)));

    assertProblem(problem, Problem.Kind.MISSING_RESULT, 2, 2, "no result for this round");
  }

  @Test
  void validation_roundBeyondPlanned_isReported() {
    Problem problem = onlyProblem(Tournament.builder().plannedRounds(1)
        .addRow(ADAMS, win(2), draw(2))
        .addRow(BROWN, loss(1), draw(1)));

    assertProblem(problem, Problem.Kind.ROUND_BEYOND_PLANNED, 0, 2,
        "round 2 is beyond the planned 1 round");
    assertEquals("round 2: round 2 is beyond the planned 1 round", problem.toString());
  }

  @Test
  void validation_opponentHasBye_isReportedAsOpponentDisagrees() {
    Problem problem = onlyProblem(Tournament.builder().plannedRounds(3)
        .addRow(ADAMS, win(2))
        .addRow(BROWN, bye(ResultKind.HALF_POINT_BYE)));

    assertProblem(problem, Problem.Kind.OPPONENT_DISAGREES, 1, 1,
        "the player's result, win against 2, names 2, but 2's result is half-point bye");
  }

  @Test
  void validation_opponentNamesSomebodyElse_isReported() {
    // Adams names Brown, who names Clark, who has a bye: both names are contradicted.
    InvalidTournamentException e = invalid(Tournament.builder().plannedRounds(3)
        .addRow(ADAMS, win(2))
        .addRow(BROWN, draw(3))
        .addRow(CLARK, bye(ResultKind.ZERO_POINT_BYE)));

    assertEquals(2, e.problems().size(), e::getMessage);
    Problem adams = e.problems().stream().filter(p -> p.player().equals(OptionalInt.of(1)))
        .findFirst().orElseThrow();
    Problem brown = e.problems().stream().filter(p -> p.player().equals(OptionalInt.of(2)))
        .findFirst().orElseThrow();
    assertProblem(adams, Problem.Kind.OPPONENT_DISAGREES, 1, 1,
        "the player's result, win against 2, names 2, but 2's result is draw against 3");
    assertProblem(brown, Problem.Kind.OPPONENT_DISAGREES, 2, 1,
        "the player's result, draw against 3, names 3, but 3's result is zero-point bye");
  }

  @Test
  void validation_resultDisagrees_isReported() {
    Problem problem = onlyProblem(Tournament.builder().plannedRounds(3)
        .addRow(ADAMS, win(2, WHITE), win(3, BLACK))
        .addRow(BROWN, loss(1, BLACK), draw(4, WHITE))
        .addRow(CLARK, bye(ResultKind.PAIRING_ALLOCATED_BYE), draw(1, WHITE))
        .addRow(DAVIS, bye(ResultKind.ZERO_POINT_BYE), draw(2, BLACK)));

    assertProblem(problem, Problem.Kind.RESULT_DISAGREES, 1, 2,
        "the player's result is a win against 3, but 3's result is a draw");
  }

  @Test
  void validation_forfeitWinOnBothSides_isReportedAsResultDisagrees() {
    Problem problem = onlyProblem(Tournament.builder().plannedRounds(3)
        .addRow(ADAMS, forfeitWin(2))
        .addRow(BROWN, forfeitWin(1)));

    assertProblem(problem, Problem.Kind.RESULT_DISAGREES, 1, 1,
        "the player's result is a forfeit win against 2, but 2's result is a forfeit win");
  }

  @Test
  void validation_forfeitAgainstPlayedResult_isReportedAsResultDisagrees() {
    Problem problem = onlyProblem(Tournament.builder().plannedRounds(3)
        .addRow(ADAMS, loss(2))
        .addRow(BROWN, forfeitWin(1)));

    assertProblem(problem, Problem.Kind.RESULT_DISAGREES, 1, 1, "a loss against 2", "a forfeit win");
  }

  @Test
  void validation_sameColourOnBothSides_isReported() {
    Problem problem = onlyProblem(Tournament.builder().plannedRounds(3)
        .addRow(ADAMS, draw(2, WHITE))
        .addRow(BROWN, draw(1, WHITE)));

    assertProblem(problem, Problem.Kind.COLOUR_DISAGREES, 1, 1,
        "colour against 2 is white", "2's is white");
  }

  @Test
  void validation_colourOnOneSideOnly_isReportedAsColourDisagrees() {
    Problem problem = onlyProblem(Tournament.builder().plannedRounds(3)
        .addRow(ADAMS, win(2))
        .addRow(BROWN, loss(1, BLACK)));

    assertProblem(problem, Problem.Kind.COLOUR_DISAGREES, 1, 1, "colour against 2 is not given, and 2's is black");
  }

  @Test
  void validation_roundRobinSecondMeeting_isReportedAsTooManyMeetings() {
    Problem problem = onlyProblem(Tournament.builder().plannedRounds(2)
        .format(Format.ROUND_ROBIN)
        .addPlayer(ADAMS).addPlayer(BROWN)
        .addRound(Pairing.game(1, 2, GameResult.DRAW))
        .addRound(Pairing.game(2, 1, GameResult.BLACK_WINS)));

    assertProblem(problem, Problem.Kind.TOO_MANY_MEETINGS, 1, 2,
        "meets 2 for the second time in a round robin");
  }

  @Test
  void validation_resultAfterWithdrawal_isReported() {
    Problem problem = onlyProblem(Tournament.builder().plannedRounds(3)
        .addRow(ADAMS, win(2), bye(ResultKind.WITHDRAWN), bye(ResultKind.HALF_POINT_BYE))
        .addRow(BROWN, loss(1), bye(ResultKind.FULL_POINT_BYE), bye(ResultKind.FULL_POINT_BYE)));

    assertProblem(problem, Problem.Kind.RESULT_AFTER_WITHDRAWAL, 1, 3,
        "(half-point bye)", "after withdrawing");
  }

  @Test
  void validation_resultAfterWithdrawalAcrossMissingRound_namesTheRightRound() {
    // Clark withdraws in round 1, has no result in round 2, and plays again in round 3.
    InvalidTournamentException e = invalid(Tournament.builder().plannedRounds(3)
        .addPlayer(ADAMS).addPlayer(BROWN).addPlayer(CLARK)
        .addRound(Pairing.game(1, 2, GameResult.DRAW), Pairing.bye(3, ResultKind.WITHDRAWN))
        .addRound(Pairing.game(2, 1, GameResult.DRAW))
        .addRound(Pairing.game(1, 3, GameResult.WHITE_WINS), Pairing.bye(2, ResultKind.FULL_POINT_BYE)));

    assertEquals(2, e.problems().size(), e::getMessage);
    assertProblem(e.problems().get(0), Problem.Kind.MISSING_RESULT, 3, 2, "no result");
    assertProblem(e.problems().get(1), Problem.Kind.RESULT_AFTER_WITHDRAWAL, 3, 3,
        "(loss)", "after withdrawing");
  }

  @Test
  void validation_lateEntryAfterStart_isReported() {
    Problem problem = onlyProblem(Tournament.builder().plannedRounds(3)
        .addRow(ADAMS, bye(ResultKind.HALF_POINT_BYE), bye(ResultKind.LATE_ENTRY))
        .addRow(BROWN, bye(ResultKind.HALF_POINT_BYE), bye(ResultKind.ZERO_POINT_BYE)));

    assertProblem(problem, Problem.Kind.LATE_ENTRY_AFTER_START, 1, 2,
        "late entry", "after the player's first round");
  }

  @Test
  void validation_secondPairingAllocatedBye_isReported() {
    Problem problem = onlyProblem(Tournament.builder().plannedRounds(3)
        .addPlayer(ADAMS).addPlayer(BROWN).addPlayer(CLARK)
        .addRound(Pairing.bye(1, ResultKind.PAIRING_ALLOCATED_BYE),
            Pairing.bye(2, ResultKind.PAIRING_ALLOCATED_BYE),
            Pairing.bye(3, ResultKind.HALF_POINT_BYE)));

    assertProblem(problem, Problem.Kind.SECOND_PAIRING_ALLOCATED_BYE, 2, 1,
        "second pairing-allocated bye");
  }

  // ---------------------------------------------------------------- several problems

  @Test
  void validation_severalProblems_areAllListed() {
    InvalidTournamentException e = invalid(Tournament.builder().plannedRounds(2)
        .addPlayer(ADAMS)
        .addPlayer(Player.of(2, ""))
        .addPlayer(CLARK)
        .addPlayer(DAVIS)
        // round 1: Clark and Davis are missing; round 3 is beyond the planned two, and in it
        // Adams has a late entry after having played
        .addRound(Pairing.game(1, 2, GameResult.WHITE_WINS))
        .addRound(Pairing.game(1, 2, GameResult.DRAW), Pairing.bye(3, ResultKind.HALF_POINT_BYE),
            Pairing.bye(4, ResultKind.HALF_POINT_BYE))
        .addRound(Pairing.game(3, 4, GameResult.DRAW), Pairing.bye(1, ResultKind.LATE_ENTRY),
            Pairing.bye(2, ResultKind.ZERO_POINT_BYE)));

    List<Problem> problems = e.problems();
    assertEquals(List.of(
        Problem.Kind.BLANK_NAME,
        Problem.Kind.MISSING_RESULT,
        Problem.Kind.MISSING_RESULT,
        Problem.Kind.ROUND_BEYOND_PLANNED,
        Problem.Kind.LATE_ENTRY_AFTER_START),
        problems.stream().map(Problem::kind).collect(Collectors.toList()), e::getMessage);
    assertProblem(problems.get(0), Problem.Kind.BLANK_NAME, 2, 0, "no name");
    assertProblem(problems.get(1), Problem.Kind.MISSING_RESULT, 3, 1, "no result");
    assertProblem(problems.get(2), Problem.Kind.MISSING_RESULT, 4, 1, "no result");
    assertProblem(problems.get(3), Problem.Kind.ROUND_BEYOND_PLANNED, 0, 3, "beyond");
    assertProblem(problems.get(4), Problem.Kind.LATE_ENTRY_AFTER_START, 1, 3, "late entry");
  }

  @Test
  void validation_differentProblemsInOneRound_areAllListed() {
    InvalidTournamentException e = invalid(Tournament.builder().plannedRounds(3)
        .addRow(ADAMS, win(2, WHITE))
        .addRow(BROWN, draw(1, BLACK))
        .addRow(CLARK, win(3))
        .addRow(DAVIS, win(8))
        .addRow(Player.of(4, "Dunn"), bye(ResultKind.HALF_POINT_BYE)));

    List<Problem.Kind> kinds =
        e.problems().stream().map(Problem::kind).collect(Collectors.toList());
    assertEquals(5, kinds.size(), e::getMessage);
    assertEquals(EnumSet.of(Problem.Kind.DUPLICATE_START_NUMBER, Problem.Kind.TWO_RESULTS_IN_ROUND,
        Problem.Kind.SELF_PAIRING, Problem.Kind.UNKNOWN_OPPONENT, Problem.Kind.RESULT_DISAGREES),
        EnumSet.copyOf(kinds));
    Problem self = find(e, Problem.Kind.SELF_PAIRING);
    assertEquals(OptionalInt.of(3), self.player());
    Problem unknown = find(e, Problem.Kind.UNKNOWN_OPPONENT);
    assertEquals(OptionalInt.of(4), unknown.player());
    assertTrue(unknown.message().toString().contains("8"), unknown::toString);
    Problem disagree = find(e, Problem.Kind.RESULT_DISAGREES);
    assertEquals(OptionalInt.of(1), disagree.player());
    assertEquals(OptionalInt.of(1), disagree.round());
  }

  @Test
  void exceptionMessage_listsEveryProblemOnItsOwnLine() {
    InvalidTournamentException e = invalid(Tournament.builder().plannedRounds(0)
        .addPlayer(ADAMS).addPlayer(Player.of(2, " ")).addPlayer(CLARK)
        .addRound(Pairing.game(1, 2, GameResult.DRAW)));

    assertEquals(String.join("\n",
        "3 problems:",
        "  the planned number of rounds must be at least 1: 0",
        "  player 2: the player has no name",
        "  player 3, round 1: the player has no result for this round (an absent, withdrawn or"
            + " late player needs a bye: absent, withdrawn or late entry)"),
        e.getMessage());
    List<String> lines = e.getMessage().lines().collect(Collectors.toList());
    assertEquals(e.problems().size() + 1, lines.size());
    for (int i = 0; i < e.problems().size(); i++) {
      assertEquals("  " + e.problems().get(i), lines.get(i + 1));
    }
  }

  /**
   * An event whose every game is claimed as a win with White by both sides: every problem is in
   * {@code problems()}, and the message gives the first 100 and counts the others.
   */
  @Test
  void exceptionMessage_manyProblems_theFirstHundredThenACount() {
    Tournament.Builder builder = Tournament.builder().plannedRounds(1);
    for (int p = 1; p <= 150; p++) {
      builder.addRow(Player.of(p, "Player " + p), win(p % 2 == 1 ? p + 1 : p - 1, WHITE));
    }
    InvalidTournamentException e = invalid(builder);

    assertEquals(150, e.problems().size(), "a result and a colour for each of 75 games");
    List<String> lines = e.getMessage().lines().collect(Collectors.toList());
    assertEquals(102, lines.size());
    assertEquals("150 problems (the first 100 listed):", lines.get(0));
    for (int i = 0; i < 100; i++) {
      assertEquals("  " + e.problems().get(i), lines.get(i + 1));
    }
    assertEquals("  and 50 more", lines.get(101));
  }

  @Test
  void exceptionMessage_oneProblem_isSingular() {
    InvalidTournamentException e = invalid(Tournament.builder().plannedRounds(1)
        .addRow(ADAMS, draw(1)));

    assertEquals("1 problem:\n  player 1, round 1: the player is paired with themself",
        e.getMessage());
  }

  @Test
  void exception_isATiebreakExceptionWithUnmodifiableProblems() {
    InvalidTournamentException e = invalid(Tournament.builder().plannedRounds(0));

    assertTrue(e instanceof TiebreakException);
    assertThrows(UnsupportedOperationException.class, () -> e.problems().clear());
  }

  @Test
  void exception_withoutProblems_isRejected() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> new InvalidTournamentException(List.of()));

    assertEquals("an invalid tournament has at least one problem", e.getMessage());
  }

  // ---------------------------------------------------------------- what must build

  @Test
  void validation_everyKindOfResult_buildsWithoutError() {
    Tournament tournament = Tournament.builder().plannedRounds(6).name("Every result")
        .addRow(ADAMS, win(2, WHITE), forfeitWin(3), win(6), bye(ResultKind.ABSENT),
            draw(4, BLACK), pending(3, WHITE))
        .addRow(BROWN, loss(1, BLACK), forfeitLoss(4), forfeitLoss(5), loss(3, WHITE),
            loss(6, WHITE), draw(4, WHITE))
        .addRow(CLARK, draw(4, WHITE), forfeitLoss(1), bye(ResultKind.FULL_POINT_BYE),
            win(2, BLACK), bye(ResultKind.HALF_POINT_BYE), pending(1, BLACK))
        .addRow(DAVIS, draw(3, BLACK), forfeitLoss(2), bye(ResultKind.ZERO_POINT_BYE),
            draw(6, BLACK), draw(1, WHITE), draw(2, BLACK))
        .addRow(Player.of(5, "Evans", 1800), bye(ResultKind.PAIRING_ALLOCATED_BYE),
            bye(ResultKind.HALF_POINT_BYE), forfeitWin(2), bye(ResultKind.WITHDRAWN),
            bye(ResultKind.WITHDRAWN), bye(ResultKind.WITHDRAWN))
        .addRow(Player.of(6, "Fox"), bye(ResultKind.LATE_ENTRY), bye(ResultKind.LATE_ENTRY),
            loss(1), draw(4, WHITE), win(2, BLACK), bye(ResultKind.PAIRING_ALLOCATED_BYE))
        .build();

    assertEquals(6, tournament.roundsPlayed());
    assertEquals(5, tournament.roundsCompleted());
    assertEquals(5, tournament.afterRound(5).roundsCompleted());
    assertEquals(6, tournament.players().size());
    Set<ResultKind> kinds = EnumSet.noneOf(ResultKind.class);
    for (Player player : tournament.players()) {
      tournament.results(player.startNumber()).forEach(r -> kinds.add(r.kind()));
    }
    assertEquals(EnumSet.allOf(ResultKind.class), kinds);
    assertEquals(Score.parse("3.5"), tournament.score(1));
    assertEquals(Score.HALF, tournament.score(2));
    assertEquals(Score.of(3), tournament.score(3));
    assertEquals(Score.of(2), tournament.score(4));
    assertEquals(Score.parse("2.5"), tournament.score(5));
    assertEquals(Score.parse("2.5"), tournament.score(6));
  }

  @Test
  void validation_aPendingGame_mustBePendingOnBothSides() {
    InvalidTournamentException e = assertThrows(InvalidTournamentException.class,
        () -> Tournament.builder().plannedRounds(1)
            .addRow(ADAMS, pending(2, WHITE))
            .addRow(BROWN, loss(1, BLACK))
            .build());
    assertEquals(Set.of(Problem.Kind.RESULT_DISAGREES),
        e.problems().stream().map(Problem::kind).collect(java.util.stream.Collectors.toSet()),
        e::getMessage);
    assertTrue(e.problems().get(0).toString().contains("pending game"), e::getMessage);
  }

  private static RoundResult pending(int opponent, Colour colour) {
    return RoundResult.against(ResultKind.PENDING, opponent, colour);
  }

  @Test
  void validation_noRoundsPlayedYet_builds() {
    Tournament tournament = Tournament.builder().plannedRounds(7)
        .addPlayer(BROWN).addPlayer(ADAMS)
        .build();

    assertEquals(0, tournament.roundsPlayed());
    assertEquals(7, tournament.plannedRounds());
    assertEquals(Score.ZERO, tournament.score(1));
    assertEquals(List.of(), tournament.results(2));
  }

  @Test
  void validation_doubleRoundRobin_allowsTwoMeetings() {
    Tournament tournament = Tournament.builder().plannedRounds(2)
        .format(Format.DOUBLE_ROUND_ROBIN)
        .addPlayer(ADAMS).addPlayer(BROWN)
        .addRound(Pairing.game(1, 2, GameResult.WHITE_WINS))
        .addRound(Pairing.game(2, 1, GameResult.DRAW))
        .build();

    assertEquals(Format.DOUBLE_ROUND_ROBIN, tournament.format());
    assertEquals(Score.parse("1.5"), tournament.score(1));
    assertEquals(Score.HALF, tournament.score(2));
  }

  @Test
  void validation_doubleRoundRobin_rejectsThirdMeeting() {
    Problem problem = onlyProblem(Tournament.builder().plannedRounds(3)
        .format(Format.DOUBLE_ROUND_ROBIN)
        .addPlayer(ADAMS).addPlayer(BROWN)
        .addRound(Pairing.game(1, 2, GameResult.WHITE_WINS))
        .addRound(Pairing.game(2, 1, GameResult.DRAW))
        .addRound(Pairing.game(1, 2, GameResult.BLACK_WINS)));

    assertProblem(problem, Problem.Kind.TOO_MANY_MEETINGS, 1, 3,
        "meets 2 for the third time in a double round robin");
  }

  @Test
  void validation_roundRobinForfeitCountsAsTheMeeting() {
    Problem problem = onlyProblem(Tournament.builder().plannedRounds(2)
        .format(Format.ROUND_ROBIN)
        .addRow(ADAMS, forfeitWin(2), loss(2, BLACK))
        .addRow(BROWN, forfeitLoss(1), win(1, WHITE)));

    assertProblem(problem, Problem.Kind.TOO_MANY_MEETINGS, 1, 2, "second time");
  }

  @Test
  void validation_swiss_allowsRepeatedMeetings() {
    Tournament tournament = Tournament.builder().plannedRounds(4)
        .addPlayer(ADAMS).addPlayer(BROWN)
        .addRound(Pairing.game(1, 2, GameResult.WHITE_WINS))
        .addRound(Pairing.game(2, 1, GameResult.WHITE_WINS))
        .addRound(Pairing.game(1, 2, GameResult.DRAW))
        .addRound(Pairing.game(2, 1, GameResult.BLACK_WINS))
        .build();

    assertEquals(Format.SWISS, tournament.format());
    assertEquals(4, tournament.roundsPlayed());
    assertEquals(Score.parse("2.5"), tournament.score(1));
    assertEquals(Score.parse("1.5"), tournament.score(2));
  }

  // ---------------------------------------------------------------- helpers

  private static InvalidTournamentException invalid(Tournament.Builder builder) {
    return assertThrows(InvalidTournamentException.class, builder::build);
  }

  private static Problem onlyProblem(Tournament.Builder builder) {
    InvalidTournamentException e = invalid(builder);
    assertEquals(1, e.problems().size(), e::getMessage);
    return e.problems().get(0);
  }

  private static Problem find(InvalidTournamentException e, Problem.Kind kind) {
    return e.problems().stream().filter(p -> p.kind() == kind).findFirst()
        .orElseThrow(() -> new AssertionError("no " + kind + " in " + e.getMessage()));
  }

  /**
   * Asserts the kind and location of a problem (0 for "no player" or "no round"), and that its
   * message is a readable sentence holding each fragment.
   */
  private static void assertProblem(Problem problem, Problem.Kind kind, int player, int round,
      String... fragments) {
    assertEquals(kind, problem.kind(), problem::toString);
    assertEquals(player == 0 ? OptionalInt.empty() : OptionalInt.of(player), problem.player(),
        problem::toString);
    assertEquals(round == 0 ? OptionalInt.empty() : OptionalInt.of(round), problem.round(),
        problem::toString);
    String message = problem.message().toString();
    assertFalse(message.isBlank());
    assertFalse(message.contains("null"), message);
    assertFalse(message.contains("Entry@"), message);
    assertTrue(Character.isLowerCase(message.charAt(0)) || Character.isDigit(message.charAt(0)),
        message);
    for (String fragment : fragments) {
      assertTrue(message.contains(fragment),
          () -> "message should contain \"" + fragment + "\": " + message);
    }
    String where = (player == 0 ? "" : "player " + player)
        + (player != 0 && round != 0 ? ", " : "")
        + (round == 0 ? "" : "round " + round);
    assertEquals(where.isEmpty() ? message : where + ": " + message, problem.toString());
  }
}
