package org.tiebreak.trf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tiebreak.trf.TrfFixtures.player;
import static org.tiebreak.trf.TrfFixtures.team013;
import static org.tiebreak.trf.TrfFixtures.team310;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tiebreak.api.Format;
import org.tiebreak.api.GameResult;
import org.tiebreak.api.Player;
import org.tiebreak.api.PointSystem;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.Score;
import org.tiebreak.api.team.Board;
import org.tiebreak.api.team.Match;
import org.tiebreak.api.team.Team;
import org.tiebreak.api.team.TeamScore;
import org.tiebreak.api.team.TeamTournament;

/** Tests for {@link Trf#write(TeamTournament, TrfVersion)}. */
class TrfTeamWriteTests {

  /** Team n has players 10n+1 .. 10n+4. */
  private static Team team(int number) {
    List<Player> roster = new ArrayList<>();
    for (int b = 1; b <= 4; b++) {
      roster.add(Player.of(10 * number + b, "Player " + (10 * number + b), 2000 + b));
    }
    return new Team(number, "Team " + number, roster);
  }

  /**
   * Five teams of four boards, two rounds: round 1 with an empty seat on board 4 of the first
   * match and team 5's pairing-allocated bye; round 2 with team 5 winning a forfeited match, an
   * out-of-order match with an empty board, and team 4's half-point bye.
   */
  private static TeamTournament.Builder league() {
    TeamTournament.Builder builder = TeamTournament.builder().name("League")
        .startDate(LocalDate.of(2026, 9, 1)).plannedRounds(5).boards(4);
    for (int t = 1; t <= 5; t++) {
      builder.addTeam(team(t));
    }
    return builder
        .addRound(
            Match.of(1, 2, Board.game(11, 21, GameResult.WHITE_WINS),
                Board.game(22, 12, GameResult.WHITE_WINS), Board.game(13, 23, GameResult.DRAW),
                Board.forfeit(14)),
            Match.of(3, 4, Board.game(31, 41, GameResult.DRAW),
                Board.game(42, 32, GameResult.DRAW), Board.game(33, 43, GameResult.BLACK_WINS),
                Board.game(44, 34, GameResult.BLACK_WINS)),
            Match.bye(5))
        .addRound(
            Match.of(2, 3, Board.game(22, 31, GameResult.DRAW), Board.game(32, 21, GameResult.DRAW),
                Board.game(23, 33, GameResult.DRAW), Board.empty()),
            Match.forfeited(5, 1, GameResult.WHITE_WINS_BY_FORFEIT),
            Match.bye(4, ResultKind.HALF_POINT_BYE));
  }

  private static List<String> lines(String text) {
    return List.of(text.split("\n"));
  }

  @Test
  void write_league_everyTeamRecord() {
    String text = Trf.write(league().build(), TrfVersion.TRF26);

    assertEquals(List.of(
        "012 League",
        "042 2026/09/01",
        "142 5",
        "192 CUSTOM_TEAM_SWISS_MP",
        "352 WBWB",
        team310(1, "Team 1", "2.0", "2.5", 11, 12, 13, 14),
        team310(2, "Team 2", "1.0", "3.0", 21, 22, 23, 24),
        team310(3, "Team 3", "2.0", "3.5", 31, 32, 33, 34),
        team310(4, "Team 4", "2.0", "4.0", 41, 42, 43, 44),
        team310(5, "Team 5", "3.0", "6.0", 51, 52, 53, 54)), lines(text).subList(0, 10));
    assertTrue(lines(text).contains(player(14, "", "", "Player 14", "2004", "", "", "", "1.0", "",
        "0000 - +", "0000 - Z")), text);
    assertTrue(lines(text).contains(player(22, "", "", "Player 22", "2002", "", "", "", "1.5", "",
        "12 w 1", "31 w =")), text);
    assertTrue(text.endsWith("\n320  1.0  2.0 005 000\n"
        + "240 H 002    4\n"
        + "330 +- 002 005 001\n"
        + "300 001 002 001 0021 0022 0023 0000\n"
        + "300 002 002 003 0022 0021 0023 0000\n"
        + "300 002 003 002 0031 0032 0033 0000\n"), text);
  }

  @Test
  void write_league_readsBackEqual() {
    TeamTournament event = league().build();
    TrfDocument document = Trf.read(Trf.write(event, TrfVersion.TRF26));

    assertEquals(event, document.teamTournament().orElseThrow());
    assertTrue(document.warnings().isEmpty(), document.warnings().toString());
    assertEquals(Score.parse("1.0"), document.player(14).orElseThrow().points().orElseThrow());
  }

  @Test
  void write_trf16_record013AndXxr() {
    TeamTournament event = league().build();
    String text = Trf.write(event, TrfVersion.TRF16);

    assertTrue(text.contains("\nXXR 5\n"), text);
    assertTrue(lines(text).contains(team013("Team 1", 11, 12, 13, 14)), text);
    assertEquals(event, Trf.read(text).teamTournament().orElseThrow());
  }

  @Test
  void write_trf16_teamsNotNumberedInOrder_rejected() {
    TeamTournament event = TeamTournament.builder().plannedRounds(1).boards(1)
        .addTeam(new Team(1, "One", List.of(Player.of(1, "a"))))
        .addTeam(new Team(3, "Three", List.of(Player.of(2, "b")))).build();

    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> Trf.write(event, TrfVersion.TRF16));
    assertEquals("record 013 numbers the teams by their order, 1 to 2, but a team has number 3",
        e.getMessage());
    assertEquals(event, Trf.read(Trf.write(event, TrfVersion.TRF26)).teamTournament()
        .orElseThrow());
  }

  @Test
  void write_roundRobinWithGamePointsFirst_192And212GptsAnd362() {
    TeamTournament event = league().format(Format.ROUND_ROBIN)
        .primaryScore(TeamScore.GAME_POINTS)
        .matchPoints(PointSystem.builder().win(Score.of(3)).draw(Score.ONE).loss(Score.ZERO)
            .build())
        .gamePoints(PointSystem.builder().win(Score.of(3)).draw(Score.ONE).build()).build();
    String text = Trf.write(event, TrfVersion.TRF26);

    assertTrue(text.contains("\n162  W 3.0    D 1.0    L 0.0    A 0.0    P 3.0\n"
        + "192 FIDE_TEAM_ROUNDROBIN\n212 GPTS\n352 WBWB\n362 TW 3.0 TD 1.0 TL 0.0\n"), text);
    assertTrue(text.contains("\n320  3.0  4.0 005 000\n"), text);
    assertEquals(event, Trf.read(text).teamTournament().orElseThrow());
  }

  @Test
  void write_absentAndWithdrawnTeams_writtenAsZeroPointByes() {
    TeamTournament event = TeamTournament.builder().plannedRounds(2).boards(1)
        .addTeam(new Team(1, "One", List.of(Player.of(1, "a"))))
        .addTeam(new Team(2, "Two", List.of(Player.of(2, "b"))))
        .addRound(Match.bye(1, ResultKind.ABSENT), Match.bye(2, ResultKind.WITHDRAWN)).build();
    String text = Trf.write(event, TrfVersion.TRF26);

    assertTrue(text.endsWith("\n240 Z 001    1    2\n"), text);
    TeamTournament read = Trf.read(text).teamTournament().orElseThrow();
    assertEquals(Match.bye(2, ResultKind.ZERO_POINT_BYE), read.match(2, 1));
  }

  @Test
  void write_fieldsThatDoNotFit_rejected() {
    TeamTournament tooMany = TeamTournament.builder().plannedRounds(1).boards(1)
        .addTeam(new Team(1000, "Big", List.of(Player.of(1, "a")))).build();
    assertEquals("team number does not fit the 3 columns of record 310: 1000",
        assertThrows(IllegalArgumentException.class,
            () -> Trf.write(tooMany, TrfVersion.TRF26)).getMessage());

    TeamTournament forfeitPoints = league().matchPoints(PointSystem.builder().win(Score.of(2))
        .draw(Score.ONE).forfeitWin(Score.ONE).pairingAllocatedBye(Score.ONE).build()).build();
    assertTrue(assertThrows(IllegalArgumentException.class,
        () -> Trf.write(forfeitPoints, TrfVersion.TRF26)).getMessage()
        .startsWith("match points that no trf record gives: win 2, draw 1, loss 0, forfeit"
            + " win 1"));
  }

  /**
   * The values the reader takes from records 362 and 320 are written back as it reads them:
   * negative match points ({@code 362 TW-1.0}), negative points of the pairing-allocated bye, and
   * a value too wide for its columns with a decimal ({@code 170}), each reading back equal.
   */
  @Test
  void write_valuesTheReaderTakes_readBackEqual() {
    String players = String.join("\n",
        "001    1 m    Player A                                                           0.0"
            + "    1     2 w 1",
        "001    2 m    Player B                                                           0.0"
            + "    2     1 b 0",
        "310   1 Team A                                                              1",
        "310   2 Team B                                                              2");
    for (String record : List.of("362 TW-1.0", "362 TW -1.5 TD -0.25 TL -9999.9999",
        "320 -1.0 -2.0 000", "320  170  170 000", "320 -.25 1.25 000", "320 9999  .5 000")) {
      TrfDocument document = Trf.read("012 Values\n142 1\n" + record + "\n" + players);
      TeamTournament event = document.teamTournament().orElseThrow();
      String written = Trf.write(event, TrfVersion.TRF26);
      assertEquals(event, Trf.read(written).teamTournament().orElseThrow(), written);
    }
    TrfDocument wide = Trf.read("012 Values\n142 1\n320  170 -1.0 000\n" + players);
    assertTrue(Trf.write(wide.teamTournament().orElseThrow(), TrfVersion.TRF26)
        .contains("\n320  170 -1.0 000\n"));
    TeamTournament fine = league().pairingAllocatedByeGamePoints(Score.parse("0.125")).build();
    assertEquals(fine, Trf.read(Trf.write(fine, TrfVersion.TRF26)).teamTournament()
        .orElseThrow(), "0.125 written as .125");
    TeamTournament tooFine = league().pairingAllocatedByeGamePoints(Score.parse("-0.125"))
        .build();
    assertEquals("a point value that does not fit the 4 columns of record 320: -0.125",
        assertThrows(IllegalArgumentException.class,
            () -> Trf.write(tooFine, TrfVersion.TRF26)).getMessage());
  }

  /**
   * Record 352 says which team a match names first: the one whose player has its colour on the
   * first board played. A file whose 352 gives the first team Black there names the team with
   * Black first, and is written with a 352 that names it first again, not with W and B in turn.
   */
  @Test
  void write_record352_namesTheFirstTeamsAsTheFileDid() {
    String file = String.join("\n", "012 Colours", "142 1", "352 BW",
        "001    1 m    Player A                                                           1.0"
            + "    1     3 w 1",
        "001    2 m    Player B                                                           0.0"
            + "    2     4 b 0",
        "001    3 m    Player C                                                           0.0"
            + "    3     1 b 0",
        "001    4 m    Player D                                                           1.0"
            + "    4     2 w 1",
        "310   1 Team A                                                              1    2",
        "310   2 Team B                                                              3    4");
    TeamTournament event = Trf.read(file).teamTournament().orElseThrow();
    assertEquals(2, event.matches(1).get(0).first(), "Team B, Black on board 1, named first");
    String written = Trf.write(event, TrfVersion.TRF26);
    assertTrue(written.contains("\n352 BW\n"), written);
    assertEquals(event, Trf.read(written).teamTournament().orElseThrow(), written);
  }

  @Test
  void write_longTeamNameCutTo32Columns() {
    TeamTournament event = TeamTournament.builder().plannedRounds(1).boards(1)
        .addTeam(new Team(1, "Schachgesellschaft Zürich von 1809 e.V.",
            List.of(Player.of(1, "a")))).build();

    assertEquals("Schachgesellschaft Zürich von 18", Trf.read(Trf.write(event,
        TrfVersion.TRF26)).teamTournament().orElseThrow().team(1).name());
  }

  @Test
  void write_noRoundPlayed_boardsFromRecord352() {
    TeamTournament event = TeamTournament.builder().plannedRounds(7).boards(6)
        .addTeam(team(1)).addTeam(team(2)).build();
    TrfDocument document = Trf.read(Trf.write(event, TrfVersion.TRF26));

    assertEquals(event, document.teamTournament().orElseThrow());
    assertEquals(0, document.tournament().roundsPlayed());
  }
}
