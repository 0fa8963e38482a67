package org.tiebreak.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Objects;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.tiebreak.api.Colour;
import org.tiebreak.api.Format;
import org.tiebreak.api.GameResult;
import org.tiebreak.api.InvalidTournamentException;
import org.tiebreak.api.Pairing;
import org.tiebreak.api.Player;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.RoundResult;
import org.tiebreak.api.Score;
import org.tiebreak.api.Tournament;

/** Unit tests for {@link Crosstables}: the compact crosstable notation, written and read. */
class CrosstablesTests {

  private static String wscfRows() throws IOException {
    try (InputStream in = Objects.requireNonNull(
        CrosstablesTests.class.getResourceAsStream("wscf-crosstable.txt"))) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  // ---------------------------------------------------------------- the WSCF crosstable

  @Test
  void parse_wscfCrosstableAsPrinted_readsPlayersScoresAndByes() throws IOException {
    Tournament wscf = Crosstables.parse(wscfRows(), 6);

    assertEquals(15, wscf.players().size());
    assertEquals(6, wscf.roundsPlayed());
    assertEquals(6, wscf.plannedRounds());
    assertEquals(Format.SWISS, wscf.format());
    assertEquals("Player, A", wscf.player(1).name());
    assertEquals(OptionalInt.empty(), wscf.player(1).rating());
    assertEquals(Score.of(6), wscf.score(1));
    assertEquals("Player, I", wscf.player(6).name());
    assertEquals(Score.of(7, 2), wscf.score(6));
    assertEquals("Player, K", wscf.player(11).name());
    assertEquals(Score.of(5, 2), wscf.score(11));
    assertEquals(RoundResult.win(6), wscf.result(1, 1));
    assertEquals(RoundResult.bye(ResultKind.PAIRING_ALLOCATED_BYE), wscf.result(6, 4));
    assertEquals(RoundResult.bye(ResultKind.PAIRING_ALLOCATED_BYE), wscf.result(11, 6));
  }

  @Test
  void format_wscfCrosstable_parsesBackToTheSameTournament() throws IOException {
    Tournament wscf = Crosstables.parse(wscfRows(), 6);

    String formatted = Crosstables.format(wscf);

    assertTrue(formatted.startsWith(" 1 Player, A 6.0 W6  W3  W9  W5  W4  W7\n"), formatted);
    assertTrue(formatted.contains("\n 6 Player, I 3.5 L1  L10 D11 U   W13 W14\n"), formatted);
    assertEquals(wscf, Crosstables.parse(formatted, 6));
  }

  // ---------------------------------------------------------------- format

  /** Three players, two of them rated, after three of four rounds. */
  private static Tournament sample() {
    return Tournament.builder().plannedRounds(4)
        .addPlayer(Player.of(1, "Adams", 2310))
        .addPlayer(Player.of(2, "Brown, B"))
        .addPlayer(Player.of(3, "Chen", 1800))
        .addRound(Pairing.game(1, 2, GameResult.WHITE_WINS),
            Pairing.bye(3, ResultKind.PAIRING_ALLOCATED_BYE))
        .addRound(Pairing.game(3, 1, GameResult.DRAW), Pairing.bye(2, ResultKind.HALF_POINT_BYE))
        .addRound(Pairing.game(2, 3, GameResult.WHITE_WINS_BY_FORFEIT),
            Pairing.bye(1, ResultKind.ZERO_POINT_BYE))
        .build();
  }

  @Test
  void format_sample_alignsColumnsAndWritesEveryToken() {
    assertEquals(""
        + "1 Adams (2310) 1.5 W2w D3b Z\n"
        + "2 Brown, B     1.5 L1b H   +3w\n"
        + "3 Chen (1800)  1.5 U   D1w -2b",
        Crosstables.format(sample()));
  }

  @Test
  void parse_formattedSample_givesTheSampleBack() {
    assertEquals(sample(), Crosstables.parse(Crosstables.format(sample()), 4));
  }

  @Test
  void format_noPlayers_isEmpty() {
    Tournament empty = Tournament.builder().plannedRounds(5).build();

    assertEquals("", Crosstables.format(empty));
    assertEquals(empty, Crosstables.parse("", 5));
  }

  // ---------------------------------------------------------------- parse

  @Test
  void parse_everyToken_givesItsResultKind() {
    Tournament tournament = Crosstables.parse(""
        + "1 One   3.5 W2w +3  F H X X\n"
        + "2 Two   1.5 L1b D4b Z U A X\n"
        + "3 Three 1.0 H   -1  A Z H A\n"
        + "4 Four  1.0 N   D2w H A Z X\n", 6);

    assertEquals(RoundResult.win(2, Colour.WHITE), tournament.result(1, 1));
    assertEquals(RoundResult.loss(1, Colour.BLACK), tournament.result(2, 1));
    assertEquals(RoundResult.forfeitWin(3), tournament.result(1, 2));
    assertEquals(RoundResult.forfeitLoss(1), tournament.result(3, 2));
    assertEquals(RoundResult.draw(4, Colour.BLACK), tournament.result(2, 2));
    assertEquals(ResultKind.FULL_POINT_BYE, tournament.result(1, 3).kind());
    assertEquals(ResultKind.HALF_POINT_BYE, tournament.result(1, 4).kind());
    assertEquals(ResultKind.WITHDRAWN, tournament.result(1, 5).kind());
    assertEquals(ResultKind.ZERO_POINT_BYE, tournament.result(2, 3).kind());
    assertEquals(ResultKind.PAIRING_ALLOCATED_BYE, tournament.result(2, 4).kind());
    assertEquals(ResultKind.ABSENT, tournament.result(3, 3).kind());
    assertEquals(ResultKind.LATE_ENTRY, tournament.result(4, 1).kind());
  }

  @Test
  void parse_doubleForfeit_bothLose() {
    Tournament tournament = Crosstables.parse("1 One 0 -2w\n2 Two 0 -1b\n", 1);

    assertEquals(RoundResult.against(ResultKind.FORFEIT_LOSS, 2, Colour.WHITE),
        tournament.result(1, 1));
    assertEquals(RoundResult.against(ResultKind.FORFEIT_LOSS, 1, Colour.BLACK),
        tournament.result(2, 1));
  }

  @Test
  void parse_nameWithDigitsSpacesAndCommas_endsBeforeTheScore() {
    Tournament tournament = Crosstables.parse(""
        + "1  Player 1   1   W2\n"
        + "2  van der Berg,  Jan 2  (1999)  0 L1\n", 3);

    assertEquals("Player 1", tournament.player(1).name());
    assertEquals(OptionalInt.empty(), tournament.player(1).rating());
    assertEquals("van der Berg,  Jan 2", tournament.player(2).name());
    assertEquals(OptionalInt.of(1999), tournament.player(2).rating());
  }

  @Test
  void parse_scoresWithHalfSign_areRead() {
    Tournament tournament = Crosstables.parse("1 A 1½ W2 D3\n2 B ½ L1 H\n3 C 1.0 H D1\n", 2);

    assertEquals(Score.of(3, 2), tournament.score(1));
    assertEquals(Score.HALF, tournament.score(2));
  }

  @Test
  void parse_blankAndCommentLines_areSkipped() {
    Tournament tournament = Crosstables.parse("# header\n\n1 A 1 W2\n   \n2 B 0 L1\n", 1);

    assertEquals(2, tournament.players().size());
  }

  @Test
  void parse_noRoundsPlayed_givesTournamentNotStarted() {
    Tournament tournament = Crosstables.parse("1 A 0\n2 B 0.0\n", 7, Format.ROUND_ROBIN);

    assertEquals(0, tournament.roundsPlayed());
    assertEquals(Format.ROUND_ROBIN, tournament.format());
  }

  @Test
  void parse_scoreDisagreesWithResults_throwsNamingTheLine() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> Crosstables.parse("1 A 1.0 W2\n2 B 0.5 L1\n", 1));

    assertEquals("line 2: player 2 has the score 0.5, but the round results give 0.0",
        e.getMessage());
  }

  @Test
  void parse_linesWithDifferentRounds_throwsNamingTheLine() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> Crosstables.parse("1 A 1.5 W2 H\n\n2 B 0 L1\n", 2));

    assertEquals("line 3: 1 rounds, but line 1 has 2", e.getMessage());
  }

  @Test
  void parse_unknownRoundToken_throwsNamingTheLine() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> Crosstables.parse("1 A 1 W2\n2 B 0 Q1\n", 1));

    assertTrue(e.getMessage().startsWith("line 2: expected the score"), e.getMessage());
  }

  @Test
  void parse_noScore_throwsNamingTheLine() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> Crosstables.parse("1 Adams\n", 1));

    assertTrue(e.getMessage().startsWith("line 1: expected a start number, a name and a score"),
        e.getMessage());
  }

  @Test
  void parse_noStartNumber_throwsNamingTheLine() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> Crosstables.parse("A Adams 0\n", 1));

    assertEquals("line 1: expected a start number first, not \"A\"", e.getMessage());
  }

  @Test
  void parse_playersDisagree_throwsInvalidTournament() {
    InvalidTournamentException e = assertThrows(InvalidTournamentException.class,
        () -> Crosstables.parse("1 A 1 W2\n2 B 1 W1\n", 1));

    assertTrue(e.getMessage().contains("a win against 2, but 2's result is a win"),
        e.getMessage());
  }
}
