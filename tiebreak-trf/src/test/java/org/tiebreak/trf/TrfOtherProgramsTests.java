package org.tiebreak.trf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tiebreak.trf.TrfFixtures.overwrite;
import static org.tiebreak.trf.TrfFixtures.player;
import static org.tiebreak.trf.TrfFixtures.team310;
import static org.tiebreak.trf.TrfTeamReadTests.SWISS;
import static org.tiebreak.trf.TrfTeamReadTests.lines;
import static org.tiebreak.trf.TrfTeamReadTests.text;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tiebreak.api.Colour;
import org.tiebreak.api.Format;
import org.tiebreak.api.GameResult;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.RoundResult;
import org.tiebreak.api.team.TeamTournament;

/**
 * Files as other programs write them, which the reader once refused: each is read, with a warning
 * that says how. The team Swiss of {@link TrfTeamReadTests} has player n's record on line
 * 23 + n, and in round 2 team 5 wins its match against team 1 by forfeit as a whole (record 330
 * on line 53), the players of both teams having no board.
 */
class TrfOtherProgramsTests {

  /** Player {@code player}'s round {@code round} written as given, and the Points column. */
  private static void set(List<String> lines, int player, int round, String entry,
      String points) {
    String[] fields = entry.split(" ");
    int line = 22 + player;
    String text = overwrite(lines.get(line), 92 + 10 * (round - 1),
        String.format("%4s %s %s", fields[0], fields[1], fields[2]));
    lines.set(line, overwrite(text, 81, String.format("%4s", points)));
  }

  private static List<String> warnings(TrfDocument document) {
    return document.warnings().stream().map(TrfProblem::toString).toList();
  }

  private static TeamTournament original() {
    return Trf.read(text(lines(SWISS))).teamTournament().orElseThrow();
  }

  /**
   * FIDE's reference checker reads a match forfeited as a whole from record 330 only together
   * with the players' boards: a forfeit win against an empty seat for the winners, a forfeit loss
   * for the losers ({@code 0000 - +}, {@code 0000 - -}). The match is the one 330 gives.
   */
  @Test
  void forfeitedMatch_boardsAgainstEmptySeats_readAsTheMatchOfRecord330() {
    List<String> lines = lines(SWISS);
    String[] points = {"1.5", "1.0", "2.0", "1.0"};
    for (int board = 1; board <= 4; board++) {
      set(lines, 20 + board, 2, "0000 - +", points[board - 1]);
      set(lines, board, 2, "0000 - -", lines.get(22 + board).substring(80, 84).strip());
    }
    TrfDocument document = Trf.read(text(lines));

    assertEquals(original(), document.teamTournament().orElseThrow());
    assertEquals(List.of(
        "line 53, column 12: round 2: the boards of team 5 are forfeits of the match that record"
            + " 330 gives as forfeited as a whole; read as that match"),
        warnings(document));
    assertEquals(RoundResult.bye(ResultKind.FULL_POINT_BYE),
        document.tournament().result(21, 2));
  }

  /** The same with the two teams' players forfeiting to each other board by board. */
  @Test
  void forfeitedMatch_forfeitsBetweenThePlayers_readAsTheMatchOfRecord330() {
    List<String> lines = lines(SWISS);
    String[] points = {"1.5", "1.0", "2.0", "1.0"};
    for (int board = 1; board <= 4; board++) {
      boolean white = board % 2 == 1;
      set(lines, 20 + board, 2, board + (white ? " w +" : " b +"), points[board - 1]);
      set(lines, board, 2, (20 + board) + (white ? " b -" : " w -"),
          lines.get(22 + board).substring(80, 84).strip());
    }
    TrfDocument document = Trf.read(text(lines));

    assertEquals(original(), document.teamTournament().orElseThrow());
    assertEquals(List.of(
        "line 53, column 12: round 2: the boards of team 5 are forfeits of the match that record"
            + " 330 gives as forfeited as a whole; read as that match",
        "line 53, column 16: round 2: the boards of team 1 are forfeits of the match that record"
            + " 330 gives as forfeited as a whole; read as that match"),
        warnings(document));
    assertEquals(RoundResult.against(ResultKind.FORFEIT_LOSS, 21, Colour.BLACK),
        document.tournament().result(1, 2));
  }

  /** A board that 330 cannot account for stays an error: won by the team that lost. */
  @Test
  void forfeitedMatch_aBoardWonByTheLosers_isAnError() {
    List<String> lines = lines(SWISS);
    set(lines, 1, 2, "0000 - +", "3.0");
    TrfException e = assertThrows(TrfException.class, () -> Trf.read(text(lines)));

    assertEquals(List.of("line 53, column 16: team 1, round 2: record 330 makes the team lose the"
        + " match of round 2 by forfeit, but its player 1 (line 24) won a board by forfeit"),
        e.problems().stream().map(TrfProblem::toString).toList());
  }

  /** A game played over the board in a match that 330 forfeits is an error too. */
  @Test
  void forfeitedMatch_aGamePlayed_isAnError() {
    List<String> lines = lines(SWISS);
    set(lines, 1, 2, "21 w 1", "3.0");
    set(lines, 21, 2, "1 b 0", "0.5");
    TrfException e = assertThrows(TrfException.class, () -> Trf.read(text(lines)));

    assertEquals(List.of(
        "line 53, column 12: team 5, round 2: record 330 gives the team a forfeited match in"
            + " round 2, but its player 21 (line 44) has a board",
        "line 53, column 16: team 1, round 2: record 330 gives the team a forfeited match in"
            + " round 2, but its player 1 (line 24) has a board"),
        e.problems().stream().map(TrfProblem::toString).toList());
  }

  /**
   * Two teams of a Swiss event meet twice: ranked with both matches, as an individual Swiss is
   * with a repeated pairing, with a warning.
   */
  @Test
  void teamSwiss_twoTeamsMeetAgain_readWithAWarning() {
    String text = String.join("\n",
        "012 Rematch Cup", "142 3", "192 FIDE_TEAM_SWISS",
        team310(1, "Rooks", "", "", 1), team310(2, "Knights", "", "", 2),
        team310(3, "Bishops", "", "", 3), team310(4, "Pawns", "", "", 4),
        player(1, "", "", "Ames", "", "", "", "", "1.5", "", "2 w 1", "2 b ="),
        player(2, "", "", "Bell", "", "", "", "", "0.5", "", "1 b 0", "1 w ="),
        player(3, "", "", "Cole", "", "", "", "", "2.0", "", "4 w 1", "4 b 1"),
        player(4, "", "", "Dale", "", "", "", "", "0.0", "", "3 b 0", "3 w 0")) + "\n";
    TrfDocument document = Trf.read(text);
    TeamTournament event = document.teamTournament().orElseThrow();

    assertEquals(Format.SWISS, event.format());
    assertEquals(2, event.matches(2).size());
    assertEquals(List.of(
        "line 8, column 102: round 2: teams 1 and 2 meet again (they met in round 1); both"
            + " matches count",
        "line 10, column 102: round 2: teams 3 and 4 meet again (they met in round 1); both"
            + " matches count"),
        warnings(document));
  }

  /**
   * SwissSys writes some forfeits with the same colour on both sides, or a colour on one side
   * only. In an individual Swiss event no tie-break reads the colour of a forfeit: read without
   * colours, with a warning.
   */
  @Test
  void individualSwiss_forfeitWithTheSameColourOnBothSides_readWithoutColours() {
    String text = "012 Forfeits with one colour\nXXR 2\n"
        + "001    1      Player 1                                                           1.0"
        + "          2 b +  0000 - Z\n"
        + "001    2      Player 2                                                           0.0"
        + "          1 b -  0000 - Z\n"
        + "001    3      Player 3                                                           1.0"
        + "          4 w +  0000 - Z\n"
        + "001    4      Player 4                                                           0.0"
        + "          3 - -  0000 - Z\n";
    TrfDocument document = Trf.read(text);

    assertEquals(RoundResult.against(ResultKind.FORFEIT_WIN, 2, null),
        document.tournament().result(1, 1));
    assertEquals(RoundResult.against(ResultKind.FORFEIT_LOSS, 3, null),
        document.tournament().result(4, 1));
    assertEquals(List.of(
        "line 3, column 97: round 1: the forfeit of players 1 and 2 gives both players black;"
            + " read without colours, which no tie-break of a Swiss event reads",
        "line 5, column 97: round 1: the forfeit of players 3 and 4 gives a colour to player 3"
            + " only; read without colours, which no tie-break of a Swiss event reads"),
        warnings(document));
  }

  /** In a round robin the colour of a forfeit counts (FIDE's games with Black): an error. */
  @Test
  void roundRobin_forfeitWithTheSameColourOnBothSides_isAnError() {
    String text = "012 Forfeits with one colour\n192 FIDE_ROUNDROBIN\nXXR 1\n"
        + "001    1      Player 1                                                           1.0"
        + "          2 b +\n"
        + "001    2      Player 2                                                           0.0"
        + "          1 b -\n";
    TrfException e = assertThrows(TrfException.class, () -> Trf.read(text));

    assertEquals(List.of("line 4, column 97: round 1: the player's colour"
        + " against 2 is black, and 2's is black"),
        e.problems().stream().map(TrfProblem::toString).toList());
  }

  /** A game played over the board with the same colour on both sides stays an error. */
  @Test
  void individualSwiss_gameWithTheSameColourOnBothSides_isAnError() {
    String text = "XXR 1\n"
        + "001    1      Player 1                                                           1.0"
        + "          2 w 1\n"
        + "001    2      Player 2                                                           0.0"
        + "          1 w 0\n";
    TrfException e = assertThrows(TrfException.class, () -> Trf.read(text));

    assertEquals(List.of("line 2, column 97: round 1: the player's colour"
        + " against 2 is white, and 2's is white"),
        e.problems().stream().map(TrfProblem::toString).toList());
  }
}
