package org.tiebreak.trf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.tiebreak.api.Departure;
import org.tiebreak.api.Format;
import org.tiebreak.api.GameResult;
import org.tiebreak.api.Pairing;
import org.tiebreak.api.Player;
import org.tiebreak.api.RatingUse;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.RoundRobinWithdrawals;
import org.tiebreak.api.Score;
import org.tiebreak.api.TieDecision;
import org.tiebreak.api.Tournament;

/**
 * What TRF-26 has no record for, in the comment lines {@code ### TB ...}: play-offs, arbiter's
 * orders, figures computed elsewhere, ratings by round, assigned ratings, departures, the
 * round-robin withdrawal rule, and a tie-break list changed after the start (FIDE endorsement
 * checklist, questions 201 and 202).
 */
class TrfArbiterTests {

  /** Four players, three rounds: A and B share 2½, C and D ½. */
  static final String FILE = """
      012 Club night
      042 2026/01/01
      052 2026/02/15
      142 3
      192 FIDE_ROUNDROBIN
      202 BH/C1,BH
      001    1 m    A                                 2000                             2.5          3 w 1     4 b 1     2 w =
      001    2 m    B                                 1800                             2.5          4 w 1     3 b 1     1 b =
      001    3 m    C                                                                  0.5          1 b 0     2 w 0     4 w =
      001    4 m    D                                 1600                             0.5          2 b 0     1 w 0     3 b =
      """;

  static TrfDocument read(String text) {
    return Trf.read(text.getBytes(StandardCharsets.UTF_8));
  }

  static String with(String... comments) {
    return FILE + String.join("\n", comments) + "\n";
  }

  @Test
  void comments_giveWhatTrf26HasNoRecordFor() {
    TrfDocument document = read(with(
        "### TB PLAYOFF 2 1",
        "### TB ARBITER 4 3",
        "### TB RATING 2 3 1900",
        "### TB ASSIGNED 3 1500",
        "### TB ratings by-round",
        "### TB WITHDRAWALS UNDER-HALF",
        "### a comment of another program",
        "### TB EXPELLED 3 4"));
    Tournament tournament = document.tournament();
    assertEquals(List.of(TieDecision.playOff(List.of(List.of(2), List.of(1))).afterRound(3),
        TieDecision.arbiter(List.of(List.of(4), List.of(3))).afterRound(3)),
        tournament.decisions());
    assertEquals(Map.of(3, 1900), tournament.player(2).ratingChanges());
    assertEquals(OptionalInt.of(1500), tournament.player(3).assignedRating());
    assertEquals(RatingUse.BY_ROUND, tournament.ratingUse());
    assertEquals(RoundRobinWithdrawals.UNDER_HALF_NOT_COUNTED,
        tournament.roundRobinWithdrawals());
    assertEquals(List.of(Departure.expelled(3, 4)), tournament.departures());
    assertEquals(LocalDate.of(2026, 2, 15), tournament.endDate().orElseThrow());
    assertTrue(tournament.spansRatingPeriods());
    assertTrue(document.warnings().isEmpty(), document.warnings().toString());
  }

  @Test
  void playOffGames_thatSharePlayersMakeOnePlayOff() {
    Tournament tournament = read(with(
        "### TB PLAYOFF-GAME 1 2 1/2",
        "### TB PLAYOFF-GAME 2 1 0-1",
        "### TB PLAYOFF-GAME 3 4 +-")).tournament();
    assertEquals(List.of(
        TieDecision.playOffGames(List.of(new TieDecision.Game(1, 2, GameResult.DRAW),
            new TieDecision.Game(2, 1, GameResult.BLACK_WINS))).afterRound(3),
        TieDecision.playOffGames(List.of(new TieDecision.Game(3, 4,
            GameResult.WHITE_WINS_BY_FORFEIT))).afterRound(3)), tournament.decisions());
    assertEquals(Map.of(1, Score.parse("1.5"), 2, Score.HALF),
        tournament.decisions().get(0).figures());
  }

  @Test
  void badComments_areErrorsAtTheirLineAndColumn() {
    TrfException e = assertThrows(TrfException.class, () -> read(with(
        "### TB PLAYOFF 2 x",
        "### TB RATING 2 1 1900",
        "### TB RATING 9 2 1900",
        "### TB PLAYOFF 1 3",
        "### TB FIGURES EXT 1:abc 2:3",
        "### TB WITHDREW 3",
        "### TB UNKNOWN 1 2")));
    assertEquals(List.of(
        "line 11, column 18: ### TB PLAYOFF: \"x\" is not a whole number",
        "line 12, column 17: ### TB RATING: a rating given by round is in force from round 2 or"
            + " later (round 1 has the rating of the player record)",
        "line 13, column 1: ### TB: start number 9 has no player record",
        "line 14, column 1: player 3, round 3: the decision PLAYOFF orders the players 1, 3, who"
            + " do not share a score: 1 has 2.5, this player 0.5",
        "line 15, column 22: ### TB FIGURES: \"abc\" is not a figure",
        "line 16, column 18: ### TB WITHDREW: needs a start number and the first round the"
            + " player no longer plays (2 fields), has 1"),
        e.problems().stream().map(TrfProblem::toString).toList());
    TrfDocument unknown = read(with("### TB UNKNOWN 1 2"));
    assertEquals("line 11, column 8: ### TB UNKNOWN is not a comment this library reads; kept as"
        + " a comment", unknown.warnings().get(0).toString());
  }

  @Test
  void tournament_writtenAndReadBack_keepsWhatTheCommentsSay() {
    Tournament tournament = Tournament.builder().name("Long event").plannedRounds(3)
        .format(Format.ROUND_ROBIN).startDate(LocalDate.of(2026, 1, 1))
        .endDate(LocalDate.of(2026, 3, 1)).ratingUse(RatingUse.BY_ROUND)
        .roundRobinWithdrawals(RoundRobinWithdrawals.UNDER_HALF_NOT_COUNTED)
        .addPlayer(Player.builder().startNumber(1).name("A").rating(2000).ratingFrom(2, 2020)
            .build())
        .addPlayer(Player.builder().startNumber(2).name("B").assignedRating(1450).build())
        .addPlayer(Player.of(3, "C", 1700)).addPlayer(Player.of(4, "D", 1650))
        .addRound(Pairing.game(1, 2, GameResult.WHITE_WINS),
            Pairing.game(3, 4, GameResult.DRAW))
        .addRound(Pairing.game(2, 3, GameResult.DRAW), Pairing.bye(1, ResultKind.FULL_POINT_BYE),
            Pairing.bye(4, ResultKind.WITHDRAWN))
        .addDeparture(Departure.expelled(2, 4))
        .addDecision(TieDecision.figures("EXT", Map.of(2, Score.of(3), 4, Score.of(2))))
        .addDecision(TieDecision.playOffGames(List.of(
            new TieDecision.Game(2, 4, GameResult.BLACK_WINS_BY_FORFEIT))))
        .build();
    String text = Trf.write(tournament, TrfVersion.TRF26);
    assertTrue(text.contains("\n### TB RATINGS BY-ROUND\n### TB WITHDRAWALS UNDER-HALF\n"
        + "### TB RATING 1 2 2020\n### TB ASSIGNED 2 1450\n### TB EXPELLED 2 4\n"
        + "### TB WITHDREW 4 2\n### TB FIGURES EXT 2:3 4:2\n### TB PLAYOFF-GAME 2 4 -+\n"), text);
    assertTrue(text.contains("\n052 2026/03/01\n"), text);
    Tournament read = read(text).tournament();
    assertEquals(tournament.decisions(), read.decisions());
    assertEquals(tournament.players(), read.players());
    assertEquals(List.of(Departure.expelled(2, 4), Departure.withdrew(4, 2)), read.departures());
    assertEquals(tournament.ratingUse(), read.ratingUse());
    assertEquals(tournament.roundRobinWithdrawals(), read.roundRobinWithdrawals());
    assertEquals(tournament.endDate(), read.endDate());
  }

  /** Q201 and Q202: a list changed after the start is kept as a comment, with a warning. */
  @Test
  void tiebreakListChangedAfterTheStart_isKeptAsACommentAndWarned() {
    TrfDocument document = read(FILE);
    TrfDocument changed = document.withTiebreaks(List.of("SB", "BH/C1"));
    assertEquals(List.of("SB", "BH/C1"), changed.tiebreakCodes());
    assertEquals(List.of(new TrfDocument.TiebreakChange(3, List.of("BH/C1", "BH"), 7)),
        changed.tiebreakChanges());
    assertEquals("line 7, column 1: the tie-break list was changed after round 3 (previous list:"
        + " BH/C1, BH): FIDE C.07 Art. 4.1.1 has the list published before the start",
        changed.warnings().get(0).toString());
    String written = Trf.write(changed, TrfVersion.TRF26);
    assertTrue(written.contains("\n202 SB,BH/C1\n### TB LIST-CHANGED after round 3, previous"
        + " list: BH/C1,BH\n001"), written);
    TrfDocument readBack = read(written);
    assertEquals(changed.tiebreakChanges(), readBack.tiebreakChanges());
    assertEquals(changed.warnings(), readBack.warnings());
    assertEquals(document.tournament(), readBack.tournament());
    assertEquals(document, document.withTiebreaks(List.of("BH/C1", "BH")), "no change");
    TrfDocument notStarted = read(FILE.replaceAll("(?m)^(001.{86}).*$", "$1"));
    assertTrue(notStarted.withTiebreaks(List.of("SB")).tiebreakChanges().isEmpty());
    assertEquals(notStarted.warnings(), notStarted.withTiebreaks(List.of("SB")).warnings());
    assertThrows(IllegalArgumentException.class, () -> document.withTiebreaks(List.of("B H")));
    assertFalse(read(FILE).tiebreakCodes().isEmpty());
  }
}
