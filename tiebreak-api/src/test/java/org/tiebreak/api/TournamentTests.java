package org.tiebreak.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tiebreak.api.Colour.BLACK;
import static org.tiebreak.api.Colour.WHITE;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Unit tests for {@link Tournament}, its builder, and the values it is built from:
 * {@link RoundResult}, {@link Pairing} and {@link Player}.
 */
class TournamentTests {

  private static final Player ADAMS = Player.of(1, "Adams, Ann", 2100);
  private static final Player BROWN = Player.of(2, "Brown, Bob", 1950);
  private static final Player CLARK = Player.of(3, "Clark, Cy");
  private static final Player DAVIS = Player.of(4, "Davis, Di", 1720);
  private static final Player EVANS = Player.of(5, "Evans, Ed");

  /*
   * The sample tournament: 5 players, 4 rounds planned, 3 played (w/b = colour).
   *
   *   no  name    r1         r2         r3          total
   *    1  Adams   W 4 w      D 2 b      +F 3 w      2.5
   *    2  Brown   L 3 b      D 1 w      half bye    1
   *    3  Clark   W 2 w      L 5 b      -F 1 b      1
   *    4  Davis   L 1 b      zero bye   W 5 b       1
   *    5  Evans   PA bye     W 3 w      L 4 w       2
   */

  /** The sample built round by round, from pairings. */
  private static Tournament sampleFromPairings() {
    return Tournament.builder().name("Spring Open").plannedRounds(4)
        .addPlayer(ADAMS).addPlayer(BROWN).addPlayer(CLARK).addPlayer(DAVIS).addPlayer(EVANS)
        .addRound(Pairing.game(1, 4, GameResult.WHITE_WINS),
            Pairing.game(3, 2, GameResult.WHITE_WINS),
            Pairing.bye(5, ResultKind.PAIRING_ALLOCATED_BYE))
        .addRound(Pairing.game(2, 1, GameResult.DRAW),
            Pairing.game(5, 3, GameResult.WHITE_WINS),
            Pairing.bye(4, ResultKind.ZERO_POINT_BYE))
        .addRound(Pairing.game(1, 3, GameResult.WHITE_WINS_BY_FORFEIT),
            Pairing.game(5, 4, GameResult.BLACK_WINS),
            Pairing.bye(2, ResultKind.HALF_POINT_BYE))
        .build();
  }

  /** The sample built player by player, from wall-chart rows, in another order. */
  private static Tournament sampleFromRows() {
    return Tournament.builder().name("Spring Open").plannedRounds(4)
        .addRow(EVANS, RoundResult.bye(ResultKind.PAIRING_ALLOCATED_BYE),
            RoundResult.win(3, WHITE), RoundResult.loss(4, WHITE))
        .addRow(CLARK, RoundResult.win(2, WHITE), RoundResult.loss(5, BLACK),
            RoundResult.against(ResultKind.FORFEIT_LOSS, 1, BLACK))
        .addRow(ADAMS, RoundResult.win(4, WHITE), RoundResult.draw(2, BLACK),
            RoundResult.against(ResultKind.FORFEIT_WIN, 3, WHITE))
        .addRow(DAVIS, RoundResult.loss(1, BLACK), RoundResult.bye(ResultKind.ZERO_POINT_BYE),
            RoundResult.win(5, BLACK))
        .addRow(BROWN, RoundResult.loss(3, BLACK), RoundResult.draw(1, WHITE),
            RoundResult.bye(ResultKind.HALF_POINT_BYE))
        .build();
  }

  // ---------------------------------------------------------------- building

  @Test
  void build_fromPairingsAndFromRows_givesEqualTournaments() {
    Tournament byRounds = sampleFromPairings();
    Tournament byRows = sampleFromRows();

    assertEquals(byRounds, byRows);
    assertEquals(byRows, byRounds);
    assertEquals(byRounds.hashCode(), byRows.hashCode());
    for (int player = 1; player <= 5; player++) {
      assertEquals(byRounds.results(player), byRows.results(player));
    }
  }

  @Test
  void build_rowsForEarlyRoundsThenPairings_givesTheSameTournament() {
    Tournament mixed = Tournament.builder().name("Spring Open").plannedRounds(4)
        .addRow(ADAMS, RoundResult.win(4, WHITE))
        .addRow(BROWN, RoundResult.loss(3, BLACK))
        .addRow(CLARK, RoundResult.win(2, WHITE))
        .addRow(DAVIS, RoundResult.loss(1, BLACK))
        .addRow(EVANS, RoundResult.bye(ResultKind.PAIRING_ALLOCATED_BYE))
        .addRound(Pairing.game(2, 1, GameResult.DRAW),
            Pairing.game(5, 3, GameResult.WHITE_WINS),
            Pairing.bye(4, ResultKind.ZERO_POINT_BYE))
        .addRound(Pairing.game(1, 3, GameResult.WHITE_WINS_BY_FORFEIT),
            Pairing.game(5, 4, GameResult.BLACK_WINS),
            Pairing.bye(2, ResultKind.HALF_POINT_BYE))
        .build();

    assertEquals(sampleFromPairings(), mixed);
  }

  @Test
  void equals_differentNameFormatOrResult_isNotEqual() {
    Tournament base = twoPlayers("A", Format.SWISS, GameResult.WHITE_WINS);

    assertEquals(base, twoPlayers("A", Format.SWISS, GameResult.WHITE_WINS));
    assertNotEquals(base, twoPlayers("B", Format.SWISS, GameResult.WHITE_WINS));
    assertNotEquals(base, twoPlayers("A", Format.ROUND_ROBIN, GameResult.WHITE_WINS));
    assertNotEquals(base, twoPlayers("A", Format.SWISS, GameResult.DRAW));
    assertNotEquals(base, Tournament.builder().name("A").plannedRounds(2)
        .addPlayer(Player.of(1, "Adams")).addPlayer(Player.of(2, "Brown"))
        .addRound(Pairing.game(1, 2, GameResult.WHITE_WINS)).build());
    assertNotEquals(base, "A");
  }

  private static Tournament twoPlayers(String name, Format format, GameResult result) {
    return Tournament.builder().name(name).format(format).plannedRounds(1)
        .addPlayer(Player.of(1, "Adams")).addPlayer(Player.of(2, "Brown"))
        .addRound(Pairing.game(1, 2, result))
        .build();
  }

  @Test
  void players_areSortedByStartNumber() {
    Tournament tournament = sampleFromRows();

    assertEquals(List.of(1, 2, 3, 4, 5), tournament.players().stream()
        .map(Player::startNumber).collect(Collectors.toList()));
    assertEquals(List.of(ADAMS, BROWN, CLARK, DAVIS, EVANS), tournament.players());
  }

  @Test
  void players_areUnmodifiable() {
    Tournament tournament = sampleFromPairings();

    assertThrows(UnsupportedOperationException.class,
        () -> tournament.players().add(Player.of(6, "Fox")));
    assertThrows(UnsupportedOperationException.class,
        () -> tournament.results(1).set(0, RoundResult.loss(4)));
  }

  @Test
  void attributes_areAsGiven() {
    Tournament tournament = sampleFromPairings();

    assertEquals("Spring Open", tournament.name());
    assertEquals(Format.SWISS, tournament.format());
    assertEquals(4, tournament.plannedRounds());
    assertEquals(3, tournament.roundsPlayed());
    assertEquals("Tournament{Spring Open, SWISS, 5 players, 3/4 rounds}", tournament.toString());
  }

  @Test
  void defaults_areNoNameAndSwiss() {
    Tournament tournament = Tournament.builder().plannedRounds(1)
        .addRow(Player.of(1, "Adams"), RoundResult.bye(ResultKind.FULL_POINT_BYE))
        .build();

    assertEquals("", tournament.name());
    assertEquals(Format.SWISS, tournament.format());
    assertEquals("Tournament{SWISS, 1 players, 1/1 rounds}", tournament.toString());
  }

  @Test
  void player_byStartNumber_isFound() {
    Tournament tournament = sampleFromPairings();

    assertEquals(CLARK, tournament.player(3));
    assertEquals(Optional.of(DAVIS), tournament.findPlayer(4));
    assertEquals(Optional.empty(), tournament.findPlayer(6));
  }

  // ---------------------------------------------------------------- scores and results

  @Test
  void score_sumsThePointsOfEveryKindOfResult() {
    Tournament tournament = sampleFromPairings();

    assertEquals(Score.parse("2.5"), tournament.score(1));
    assertEquals(Score.ONE, tournament.score(2));
    assertEquals(Score.ONE, tournament.score(3));
    assertEquals(Score.ONE, tournament.score(4));
    assertEquals(Score.of(2), tournament.score(5));
  }

  @Test
  void result_givesThePlayersSideOfTheRound() {
    Tournament tournament = sampleFromPairings();

    assertEquals(RoundResult.win(4, WHITE), tournament.result(1, 1));
    assertEquals(RoundResult.draw(1, WHITE), tournament.result(2, 2));
    assertEquals(RoundResult.against(ResultKind.FORFEIT_LOSS, 1, BLACK), tournament.result(3, 3));
    assertEquals(RoundResult.bye(ResultKind.ZERO_POINT_BYE), tournament.result(4, 2));
    RoundResult bye = tournament.result(5, 1);
    assertEquals(ResultKind.PAIRING_ALLOCATED_BYE, bye.kind());
    assertEquals(OptionalInt.empty(), bye.opponent());
    assertEquals(Optional.empty(), bye.colour());
  }

  @Test
  void results_listEveryRoundInOrder() {
    Tournament tournament = sampleFromPairings();

    assertEquals(List.of(RoundResult.loss(1, BLACK), RoundResult.bye(ResultKind.ZERO_POINT_BYE),
        RoundResult.win(5, BLACK)), tournament.results(4));
  }

  // ---------------------------------------------------------------- afterRound

  @Test
  void afterRound_truncatesTheResults() {
    Tournament tournament = sampleFromPairings();

    Tournament afterOne = tournament.afterRound(1);

    assertEquals(1, afterOne.roundsPlayed());
    assertEquals(4, afterOne.plannedRounds());
    assertEquals("Spring Open", afterOne.name());
    assertEquals(tournament.players(), afterOne.players());
    assertEquals(List.of(RoundResult.win(4, WHITE)), afterOne.results(1));
    assertEquals(Score.ONE, afterOne.score(1));
    assertEquals(Score.ONE, afterOne.score(5));
    assertEquals(Score.ZERO, afterOne.score(2));
    assertThrows(IllegalArgumentException.class, () -> afterOne.result(1, 2));
  }

  @Test
  void afterRound_equalsTheTournamentBuiltWithThoseRounds() {
    Tournament afterTwo = sampleFromPairings().afterRound(2);
    Tournament builtWithTwo = Tournament.builder().name("Spring Open").plannedRounds(4)
        .addPlayer(ADAMS).addPlayer(BROWN).addPlayer(CLARK).addPlayer(DAVIS).addPlayer(EVANS)
        .addRound(Pairing.game(1, 4, GameResult.WHITE_WINS),
            Pairing.game(3, 2, GameResult.WHITE_WINS),
            Pairing.bye(5, ResultKind.PAIRING_ALLOCATED_BYE))
        .addRound(Pairing.game(2, 1, GameResult.DRAW),
            Pairing.game(5, 3, GameResult.WHITE_WINS),
            Pairing.bye(4, ResultKind.ZERO_POINT_BYE))
        .build();

    assertEquals(builtWithTwo, afterTwo);
    assertEquals(builtWithTwo.hashCode(), afterTwo.hashCode());
    assertNotEquals(sampleFromPairings(), afterTwo);
  }

  @Test
  void afterRound_zero_hasNoResults() {
    Tournament start = sampleFromPairings().afterRound(0);

    assertEquals(0, start.roundsPlayed());
    assertEquals(List.of(), start.results(3));
    assertEquals(Score.ZERO, start.score(1));
  }

  @Test
  void afterRound_roundsPlayed_isTheSameTournament() {
    Tournament tournament = sampleFromPairings();

    assertSame(tournament, tournament.afterRound(3));
    assertEquals(tournament, tournament.afterRound(3));
  }

  @Test
  void afterRound_ofATruncatedView_truncatesFurther() {
    Tournament tournament = sampleFromPairings();

    assertEquals(tournament.afterRound(1), tournament.afterRound(2).afterRound(1));
  }

  @Test
  void afterRound_outOfRange_throwsWithMessage() {
    Tournament tournament = sampleFromPairings();

    IllegalArgumentException tooLate =
        assertThrows(IllegalArgumentException.class, () -> tournament.afterRound(4));
    assertEquals("after-round must be between 0 and the rounds played (3): 4",
        tooLate.getMessage());
    IllegalArgumentException negative =
        assertThrows(IllegalArgumentException.class, () -> tournament.afterRound(-1));
    assertEquals("after-round must be between 0 and the rounds played (3): -1",
        negative.getMessage());
  }

  // ---------------------------------------------------------------- bad arguments

  @Test
  void player_unknown_throwsWithMessage() {
    Tournament tournament = sampleFromPairings();

    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> tournament.player(9));
    assertEquals("no player with start number 9", e.getMessage());
  }

  @Test
  void resultsAndScore_unknownPlayer_throwWithMessage() {
    Tournament tournament = sampleFromPairings();

    assertEquals("no player with start number 6", assertThrows(IllegalArgumentException.class,
        () -> tournament.results(6)).getMessage());
    assertEquals("no player with start number 0", assertThrows(IllegalArgumentException.class,
        () -> tournament.score(0)).getMessage());
    assertEquals("no player with start number 7", assertThrows(IllegalArgumentException.class,
        () -> tournament.result(7, 1)).getMessage());
  }

  @Test
  void result_roundOutOfRange_throwsWithMessage() {
    Tournament tournament = sampleFromPairings();

    IllegalArgumentException zero =
        assertThrows(IllegalArgumentException.class, () -> tournament.result(1, 0));
    assertEquals("round 0 is not among the rounds played: 1..3", zero.getMessage());
    IllegalArgumentException planned =
        assertThrows(IllegalArgumentException.class, () -> tournament.result(1, 4));
    assertEquals("round 4 is not among the rounds played: 1..3", planned.getMessage());
  }

  @Test
  void build_withoutPlannedRounds_throwsIllegalState() {
    Tournament.Builder builder = Tournament.builder()
        .addRow(Player.of(1, "Adams"), RoundResult.bye(ResultKind.HALF_POINT_BYE));

    IllegalStateException e = assertThrows(IllegalStateException.class, builder::build);
    assertEquals("plannedRounds is required", e.getMessage());
  }

  @Test
  void builder_nullArguments_throwNullPointerNamingThem() {
    Tournament.Builder builder = Tournament.builder();

    assertEquals("name", assertThrows(NullPointerException.class,
        () -> builder.name(null)).getMessage());
    assertEquals("format", assertThrows(NullPointerException.class,
        () -> builder.format(null)).getMessage());
    assertEquals("player", assertThrows(NullPointerException.class,
        () -> builder.addPlayer(null)).getMessage());
    assertEquals("results[1]", assertThrows(NullPointerException.class,
        () -> builder.addRow(Player.of(1, "Adams"), RoundResult.win(2), null)).getMessage());
    assertEquals("pairings[1]", assertThrows(NullPointerException.class,
        () -> builder.addRound(Pairing.game(1, 2, GameResult.DRAW), null)).getMessage());
  }

  // ---------------------------------------------------------------- RoundResult

  @ParameterizedTest
  @EnumSource(value = ResultKind.class, names = {"FULL_POINT_BYE", "HALF_POINT_BYE",
      "ZERO_POINT_BYE", "PAIRING_ALLOCATED_BYE", "ABSENT", "WITHDRAWN", "LATE_ENTRY"})
  void roundResult_byeKindWithOpponent_isRejected(ResultKind kind) {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> RoundResult.against(kind, 2, WHITE));

    assertEquals(kind + " has no opponent; use RoundResult.bye(" + kind + ")", e.getMessage());
  }

  @ParameterizedTest
  @EnumSource(value = ResultKind.class, names = {"WIN", "DRAW", "LOSS", "FORFEIT_WIN",
      "FORFEIT_LOSS"})
  void roundResult_opponentKindAsBye_isRejected(ResultKind kind) {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> RoundResult.bye(kind));

    assertEquals(kind + " needs an opponent; use RoundResult.against", e.getMessage());
  }

  @ParameterizedTest
  @EnumSource(value = ResultKind.class, names = {"FULL_POINT_BYE", "HALF_POINT_BYE",
      "ZERO_POINT_BYE", "PAIRING_ALLOCATED_BYE", "ABSENT", "WITHDRAWN", "LATE_ENTRY"})
  void roundResult_bye_hasNoOpponentAndNoColour(ResultKind kind) {
    RoundResult bye = RoundResult.bye(kind);

    assertEquals(kind, bye.kind());
    assertEquals(OptionalInt.empty(), bye.opponent());
    assertEquals(0, bye.opponentOrZero());
    assertEquals(Optional.empty(), bye.colour());
    assertEquals(kind.name(), bye.toString());
    assertEquals(bye, RoundResult.bye(kind));
  }

  @Test
  void roundResult_opponentBelowOne_isRejected() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> RoundResult.win(0));

    assertEquals("opponent start number must be at least 1: 0", e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> RoundResult.forfeitLoss(-2));
  }

  @Test
  void roundResult_pointsFollowTheKind() {
    assertEquals(Score.ONE, RoundResult.win(2).points());
    assertEquals(Score.HALF, RoundResult.draw(2, BLACK).points());
    assertEquals(Score.ZERO, RoundResult.loss(2).points());
    assertEquals(Score.ONE, RoundResult.forfeitWin(2).points());
    assertEquals(Score.ZERO, RoundResult.forfeitLoss(2).points());
    assertEquals(Score.ONE, RoundResult.bye(ResultKind.FULL_POINT_BYE).points());
    assertEquals(Score.ONE, RoundResult.bye(ResultKind.PAIRING_ALLOCATED_BYE).points());
    assertEquals(Score.HALF, RoundResult.bye(ResultKind.HALF_POINT_BYE).points());
    assertEquals(Score.ZERO, RoundResult.bye(ResultKind.ZERO_POINT_BYE).points());
    assertEquals(Score.ZERO, RoundResult.bye(ResultKind.ABSENT).points());
    assertEquals(Score.ZERO, RoundResult.bye(ResultKind.WITHDRAWN).points());
    assertEquals(Score.ZERO, RoundResult.bye(ResultKind.LATE_ENTRY).points());
  }

  @Test
  void roundResult_gameNamesOpponentAndColour() {
    RoundResult win = RoundResult.win(6, WHITE);

    assertEquals(ResultKind.WIN, win.kind());
    assertEquals(OptionalInt.of(6), win.opponent());
    assertEquals(6, win.opponentOrZero());
    assertEquals(Optional.of(WHITE), win.colour());
    assertEquals("WIN 6 WHITE", win.toString());
    assertEquals("FORFEIT_LOSS 3", RoundResult.forfeitLoss(3).toString());
    assertEquals(Optional.empty(), RoundResult.draw(4).colour());
  }

  @Test
  void roundResult_equality_dependsOnKindOpponentAndColour() {
    assertEquals(RoundResult.win(3, BLACK), RoundResult.against(ResultKind.WIN, 3, BLACK));
    assertEquals(RoundResult.win(3, BLACK).hashCode(),
        RoundResult.against(ResultKind.WIN, 3, BLACK).hashCode());
    assertNotEquals(RoundResult.win(3, BLACK), RoundResult.win(3, WHITE));
    assertNotEquals(RoundResult.win(3, BLACK), RoundResult.win(3));
    assertNotEquals(RoundResult.win(3), RoundResult.win(4));
    assertNotEquals(RoundResult.win(3), RoundResult.forfeitWin(3));
  }

  @Test
  void roundResult_colourOverloads_rejectNullColour() {
    assertThrows(NullPointerException.class, () -> RoundResult.win(2, null));
    assertThrows(NullPointerException.class, () -> RoundResult.draw(2, null));
    assertThrows(NullPointerException.class, () -> RoundResult.loss(2, null));
  }

  // ---------------------------------------------------------------- Pairing

  @Test
  void pairing_byeWithOpponentKind_isRejected() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> Pairing.bye(1, ResultKind.WIN));

    assertEquals("WIN needs an opponent; use RoundResult.against", e.getMessage());
  }

  @Test
  void pairing_startNumberBelowOne_isRejected() {
    assertEquals("start numbers must be at least 1: 0 - 2",
        assertThrows(IllegalArgumentException.class,
            () -> Pairing.game(0, 2, GameResult.DRAW)).getMessage());
    assertEquals("start number must be at least 1: 0",
        assertThrows(IllegalArgumentException.class,
            () -> Pairing.bye(0, ResultKind.HALF_POINT_BYE)).getMessage());
  }

  @Test
  void pairing_gameResult_givesBothSides() {
    assertEquals(ResultKind.FORFEIT_LOSS, GameResult.DOUBLE_FORFEIT.white());
    assertEquals(ResultKind.FORFEIT_LOSS, GameResult.DOUBLE_FORFEIT.black());
    assertEquals(ResultKind.LOSS, GameResult.BLACK_WINS.white());
    assertEquals(ResultKind.WIN, GameResult.BLACK_WINS.black());
    assertEquals(ResultKind.FORFEIT_LOSS, GameResult.BLACK_WINS_BY_FORFEIT.white());
    assertEquals(ResultKind.FORFEIT_WIN, GameResult.BLACK_WINS_BY_FORFEIT.black());
    assertEquals("3 - 4 WHITE_WINS", Pairing.game(3, 4, GameResult.WHITE_WINS).toString());
    assertEquals("5 ABSENT", Pairing.bye(5, ResultKind.ABSENT).toString());
    assertEquals(Pairing.game(3, 4, GameResult.DRAW), Pairing.game(3, 4, GameResult.DRAW));
    assertNotEquals(Pairing.game(3, 4, GameResult.DRAW), Pairing.game(4, 3, GameResult.DRAW));
  }

  @Test
  void pairing_doubleForfeit_givesBothPlayersAForfeitLoss() {
    Tournament tournament = Tournament.builder().plannedRounds(1)
        .addPlayer(Player.of(1, "Adams")).addPlayer(Player.of(2, "Brown"))
        .addRound(Pairing.game(1, 2, GameResult.DOUBLE_FORFEIT))
        .build();

    assertEquals(RoundResult.against(ResultKind.FORFEIT_LOSS, 2, WHITE), tournament.result(1, 1));
    assertEquals(RoundResult.against(ResultKind.FORFEIT_LOSS, 1, BLACK), tournament.result(2, 1));
    assertEquals(Score.ZERO, tournament.score(1));
    assertEquals(Score.ZERO, tournament.score(2));
  }

  // ---------------------------------------------------------------- Player

  @Test
  void player_startNumberBelowOne_isRejected() {
    IllegalArgumentException zero =
        assertThrows(IllegalArgumentException.class, () -> Player.of(0, "Adams"));
    assertEquals("start number must be at least 1: 0", zero.getMessage());
    assertThrows(IllegalArgumentException.class, () -> Player.of(-4, "Adams", 1500));
  }

  @Test
  void player_negativeRating_isRejected() {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> Player.of(3, "Clark", -1));

    assertEquals("rating of player 3 must not be negative: -1", e.getMessage());
  }

  @Test
  void player_zeroRating_isAllowed() {
    assertEquals(OptionalInt.of(0), Player.of(3, "Clark", 0).rating());
  }

  @Test
  void player_attributes_areAsGiven() {
    Player player = Player.builder().startNumber(7).name("Carlsen, Magnus").rating(2830)
        .putFederationIds("FIDE", "1503014").putFederationIds("USCF", "12345678")
        .build();

    assertEquals(7, player.startNumber());
    assertEquals("Carlsen, Magnus", player.name());
    assertEquals(OptionalInt.of(2830), player.rating());
    assertEquals(Map.of("FIDE", "1503014", "USCF", "12345678"), player.federationIds());
    assertEquals(List.of("FIDE", "USCF"), List.copyOf(player.federationIds().keySet()));
    assertEquals(OptionalInt.empty(), Player.of(1, "Adams").rating());
    assertTrue(Player.of(1, "Adams").federationIds().isEmpty());
  }

  @Test
  void player_equality_isByValue() {
    assertEquals(Player.of(2, "Brown", 1950), Player.of(2, "Brown", 1950));
    assertEquals(Player.of(2, "Brown", 1950).hashCode(), Player.of(2, "Brown", 1950).hashCode());
    assertNotEquals(Player.of(2, "Brown", 1950), Player.of(2, "Brown"));
    assertNotEquals(Player.of(2, "Brown"), Player.of(3, "Brown"));
  }

  @Test
  void player_withoutName_isRejectedByTheBuilder() {
    IllegalStateException e = assertThrows(IllegalStateException.class,
        () -> Player.builder().startNumber(1).build());

    assertTrue(e.getMessage().contains("name"), e.getMessage());
  }

  // ---------------------------------------------------------------- enums

  @Test
  void format_maxMeetings_followsTheFormat() {
    assertEquals(Integer.MAX_VALUE, Format.SWISS.maxMeetings());
    assertEquals(1, Format.ROUND_ROBIN.maxMeetings());
    assertEquals(2, Format.DOUBLE_ROUND_ROBIN.maxMeetings());
  }

  @Test
  void resultKind_categories_areDistinct() {
    assertTrue(ResultKind.DRAW.isPlayed());
    assertFalse(ResultKind.DRAW.isUnplayed());
    assertTrue(ResultKind.FORFEIT_WIN.isForfeit());
    assertTrue(ResultKind.FORFEIT_WIN.isUnplayed());
    assertTrue(ResultKind.FORFEIT_WIN.hasOpponent());
    assertFalse(ResultKind.FORFEIT_WIN.isBye());
    assertTrue(ResultKind.LATE_ENTRY.isBye());
    assertFalse(ResultKind.LATE_ENTRY.hasOpponent());
    assertEquals(2, ResultKind.PAIRING_ALLOCATED_BYE.halfPoints());
    assertEquals(Colour.BLACK, Colour.WHITE.opposite());
    assertEquals(Colour.WHITE, Colour.BLACK.opposite());
  }

  // ---------------------------------------------------------------- rejected calls change nothing

  @Test
  void addRow_rejectedForANullResult_leavesTheBuilderAsItWas() {
    Tournament.Builder builder = Tournament.builder().plannedRounds(1)
        .addRow(ADAMS, RoundResult.win(2, WHITE));
    NullPointerException e = assertThrows(NullPointerException.class,
        () -> builder.addRow(BROWN, java.util.Arrays.asList(RoundResult.loss(1, BLACK), null)));
    assertEquals("results[1]", e.getMessage());

    Tournament corrected = builder.addRow(BROWN, RoundResult.loss(1, BLACK)).build();
    assertEquals(List.of(ADAMS, BROWN), corrected.players());
    assertEquals(1, corrected.roundsPlayed());
  }

  @Test
  void addRound_rejectedForANullPairing_leavesTheBuilderAsItWas() {
    Tournament.Builder builder = Tournament.builder().plannedRounds(1).addPlayers(List.of(ADAMS,
        BROWN, CLARK));
    NullPointerException e = assertThrows(NullPointerException.class,
        () -> builder.addRound(Pairing.game(1, 2, GameResult.DRAW), null));
    assertEquals("pairings[1]", e.getMessage());

    Tournament corrected = builder.addRound(Pairing.game(1, 2, GameResult.DRAW),
        Pairing.bye(3, ResultKind.PAIRING_ALLOCATED_BYE)).build();
    assertEquals(1, corrected.roundsPlayed());
  }

  @Test
  void nullArguments_nameTheParameter() {
    Tournament.Builder builder = Tournament.builder();
    assertEquals("player", assertThrows(NullPointerException.class,
        () -> builder.addRow(null, RoundResult.win(2, WHITE))).getMessage());
    assertEquals("results", assertThrows(NullPointerException.class,
        () -> builder.addRow(ADAMS, (List<RoundResult>) null)).getMessage());
    assertEquals("results", assertThrows(NullPointerException.class,
        () -> builder.addRow(ADAMS, (RoundResult[]) null)).getMessage());
    assertEquals("pairings", assertThrows(NullPointerException.class,
        () -> builder.addRound((List<Pairing>) null)).getMessage());
    assertEquals("pairings", assertThrows(NullPointerException.class,
        () -> builder.addRound((Pairing[]) null)).getMessage());
    assertEquals("players[1]", assertThrows(NullPointerException.class,
        () -> builder.addPlayers(java.util.Arrays.asList(ADAMS, null))).getMessage());
  }
}
