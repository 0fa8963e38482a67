package org.tiebreak.trf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tiebreak.trf.TrfFixtures.player;
import static org.tiebreak.trf.TrfFixtures.resource;
import static org.tiebreak.trf.TrfFixtures.team013;
import static org.tiebreak.trf.TrfFixtures.team310;

import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.tiebreak.api.Format;
import org.tiebreak.api.GameResult;
import org.tiebreak.api.Player;
import org.tiebreak.api.PointSystem;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.RoundResult;
import org.tiebreak.api.Score;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.team.Board;
import org.tiebreak.api.team.Match;
import org.tiebreak.api.team.TeamScore;
import org.tiebreak.api.team.TeamTournament;

/** Tests for reading TRF26 team files into {@link TrfDocument#teamTournament()}. */
class TrfTeamReadTests {

  static final String SWISS = "trf26-team-swiss.trf";
  static final String ROUND_ROBIN = "trf26-team-round-robin.trf";

  /** The lines of a test resource. */
  static List<String> lines(String name) {
    return new ArrayList<>(List.of(new String(resource(name), StandardCharsets.UTF_8)
        .split("\n")));
  }

  static String text(List<String> lines) {
    return String.join("\n", lines) + "\n";
  }

  /**
   * A team Swiss of five teams of four boards (rosters of five), three rounds of five: a
   * pairing-allocated bye each round (320), a match forfeited as a whole (330), a team with an
   * empty seat, a team out of order and a match with an empty board (300).
   */
  @Nested
  class TeamSwiss {

    private final TrfDocument document = Trf.read(resource(SWISS));
    private final TeamTournament event = document.teamTournament().orElseThrow();

    @Test
    void read_teamSwiss_eventAsAWhole() {
      assertEquals("Nordic Team Cup 2026", event.name());
      assertEquals(Optional.of(LocalDate.of(2026, 4, 10)), event.startDate());
      assertEquals(Format.SWISS, event.format());
      assertEquals(5, event.plannedRounds());
      assertEquals(3, event.roundsPlayed());
      assertEquals(4, event.boards());
      assertEquals(TeamScore.MATCH_POINTS, event.primaryScore());
      assertEquals(TeamTournament.STANDARD_MATCH_POINTS, event.matchPoints());
      assertEquals(PointSystem.STANDARD, event.gamePoints());
      assertEquals(Score.of(2), event.pairingAllocatedByeGamePoints());
      assertTrue(document.warnings().isEmpty(), document.warnings().toString());
    }

    @Test
    void read_teamSwiss_teamsAndRostersFromRecord310() {
      assertEquals(List.of("Kristiansund SK", "Trondheim Sjakkforening", "Bergens Schakklub",
          "Oslo Schakselskap", "Tromsø Sjakklubb"),
          event.teams().stream().map(team -> team.name()).toList());
      assertEquals(List.of(21, 22, 23, 24, 25),
          event.team(5).roster().stream().map(Player::startNumber).toList());
      Player nilsen = event.team(1).roster().get(0);
      assertEquals("Nilsen, Ola", nilsen.name());
      assertEquals(OptionalInt.of(2310), nilsen.rating());
      assertEquals("1510001", nilsen.federationIds().get("FIDE"));
      assertEquals(3, event.teamOf(13));
    }

    @Test
    void read_teamSwiss_round1_boardsInRosterOrder_reserveOnBoard4_pab() {
      assertEquals(List.of(
          Match.of(1, 2, Board.game(1, 6, GameResult.WHITE_WINS),
              Board.game(7, 2, GameResult.DRAW), Board.game(3, 8, GameResult.BLACK_WINS),
              Board.game(9, 4, GameResult.BLACK_WINS)),
          Match.of(3, 4, Board.game(11, 16, GameResult.DRAW),
              Board.game(17, 12, GameResult.WHITE_WINS), Board.game(13, 18, GameResult.DRAW),
              Board.game(19, 15, GameResult.BLACK_WINS)),
          Match.bye(5)), event.matches(1));
    }

    @Test
    void read_teamSwiss_round2_forfeitedMatch_emptySeat() {
      assertEquals(List.of(
          Match.of(2, 3, Board.game(6, 11, GameResult.BLACK_WINS),
              Board.game(12, 7, GameResult.DRAW), Board.game(8, 13, GameResult.WHITE_WINS),
              Board.forfeit(9)),
          Match.forfeited(5, 1, GameResult.WHITE_WINS_BY_FORFEIT),
          Match.bye(4)), event.matches(2));
      assertEquals(ResultKind.FORFEIT_WIN, event.result(5, 2));
      assertEquals(Score.of(4), event.gamePoints(5, 2));
      assertEquals(Score.ONE, event.boardPoints(2, 2, 4));
    }

    @Test
    void read_teamSwiss_round3_outOfOrder_emptyBoard() {
      assertEquals(List.of(
          Match.of(1, 4, Board.game(2, 16, GameResult.DRAW),
              Board.game(17, 1, GameResult.BLACK_WINS), Board.game(3, 18, GameResult.WHITE_WINS),
              Board.game(20, 5, GameResult.DRAW)),
          Match.of(5, 2, Board.game(21, 6, GameResult.DRAW),
              Board.game(7, 22, GameResult.WHITE_WINS), Board.game(23, 8, GameResult.WHITE_WINS),
              Board.empty()),
          Match.bye(3)), event.matches(3));
    }

    @Test
    void read_teamSwiss_scoresAgreeWithRecord310() {
      for (TrfDocument.TeamRecord team : document.teams()) {
        assertEquals(team.matchPoints().orElseThrow(),
            event.score(team.number(), TeamScore.MATCH_POINTS), team.toString());
        assertEquals(team.gamePoints().orElseThrow(),
            event.score(team.number(), TeamScore.GAME_POINTS), team.toString());
      }
      TrfDocument.TeamRecord tromso = document.team(5).orElseThrow();
      assertEquals("TRO", tromso.nickname());
      assertEquals(OptionalInt.of(1), tromso.rank());
      assertEquals(23, tromso.line());
    }

    @Test
    void read_teamSwiss_playersViewIsASwissOfTheirGames() {
      Tournament players = document.tournament();
      assertEquals(Format.SWISS, players.format());
      assertEquals(25, players.players().size());
      assertEquals(RoundResult.bye(ResultKind.FULL_POINT_BYE), players.result(9, 2));
      assertEquals(RoundResult.bye(ResultKind.ZERO_POINT_BYE), players.result(21, 1));
    }

    @Test
    void write_teamSwiss_givesTheFileBackByteForByte() {
      String text = new String(resource(SWISS), StandardCharsets.UTF_8);
      assertEquals(text, Trf.write(document, TrfVersion.TRF26));
      assertEquals(document, Trf.read(Trf.write(document, TrfVersion.TRF16)));
    }
  }

  /**
   * A team round robin of four teams of three boards (record 310 without a 352), match points
   * 3-1-0 (record 362), game points first (record 212 opens with GPTS), a reserve in round 2.
   */
  @Nested
  class TeamRoundRobin {

    private final TrfDocument document = Trf.read(resource(ROUND_ROBIN));
    private final TeamTournament event = document.teamTournament().orElseThrow();

    @Test
    void read_teamRoundRobin_formatBoardsAndScores() {
      assertEquals(Format.ROUND_ROBIN, event.format());
      assertEquals(3, event.boards());
      assertEquals(TeamScore.GAME_POINTS, event.primaryScore());
      assertEquals(Score.of(3), event.matchPoints().win());
      assertEquals(Score.of(3), event.matchPoints().points(ResultKind.FORFEIT_WIN));
      assertEquals(Score.ONE, event.matchPoints().draw());
      assertEquals(Score.of(9), event.score(2, TeamScore.MATCH_POINTS));
      assertEquals(Score.parse("3.5"), event.score(3, TeamScore.GAME_POINTS));
      assertTrue(document.warnings().isEmpty(), document.warnings().toString());
    }

    @Test
    void read_teamRoundRobin_rounds() {
      assertEquals(List.of(
          Match.of(1, 4, Board.game(1, 11, GameResult.WHITE_WINS),
              Board.game(12, 2, GameResult.DRAW), Board.game(3, 13, GameResult.WHITE_WINS)),
          Match.of(2, 3, Board.game(4, 7, GameResult.DRAW),
              Board.game(8, 5, GameResult.BLACK_WINS), Board.game(6, 9, GameResult.DRAW))),
          event.matches(1));
      assertEquals(List.of(
          Match.of(1, 2, Board.game(1, 4, GameResult.DRAW), Board.game(5, 2, GameResult.DRAW),
              Board.game(3, 6, GameResult.BLACK_WINS)),
          Match.of(4, 3, Board.game(11, 7, GameResult.BLACK_WINS),
              Board.game(8, 12, GameResult.DRAW), Board.game(13, 10, GameResult.WHITE_WINS))),
          event.matches(2));
      assertEquals(Match.of(3, 1, Board.game(7, 1, GameResult.DRAW),
          Board.game(2, 8, GameResult.WHITE_WINS), Board.game(9, 3, GameResult.DRAW)),
          event.match(1, 3));
    }

    @Test
    void write_teamRoundRobin_givesTheFileBackByteForByte() {
      String text = new String(resource(ROUND_ROBIN), StandardCharsets.UTF_8);
      assertEquals(text, Trf.write(document, TrfVersion.TRF26));
    }
  }

  @Test
  void read_individualFile_hasNoTeamEvent() {
    TrfDocument document = Trf.read(resource("trf26-round-robin.trf"));
    assertEquals(Optional.empty(), document.teamTournament());
    assertTrue(document.teams().isEmpty());
  }

  /**
   * Two teams of two boards meeting twice: the smallest team file, TRF16 style with 013 (192 says
   * double round robin, since teams of a Swiss meet once).
   */
  static List<String> legacy() {
    return new ArrayList<>(List.of(
        "012 Club match",
        "XXR 2",
        "192 FIDE_TEAM_DOUBLEROUNDROBIN",
        team013("Team One", 1, 2),
        team013("Team Two", 3, 4),
        player(1, "m", "", "One, Player", "2400", "NOR", "", "", "1.5", "", "3 w 1", "3 b ="),
        player(2, "m", "", "Two, Player", "2300", "NOR", "", "", "1.0", "", "4 b =", "4 w ="),
        player(3, "m", "", "Three, Player", "2200", "NOR", "", "", "0.5", "", "1 b 0", "1 w ="),
        player(4, "m", "", "Four, Player", "2100", "NOR", "", "", "1.0", "", "2 w =",
            "2 b =")));
  }

  @Test
  void read_record013_teamsNumberedInOrder_boardsInferred() {
    TrfDocument document = Trf.read(text(legacy()));
    TeamTournament event = document.teamTournament().orElseThrow();

    assertEquals(2, event.boards());
    assertEquals("Team Two", event.team(2).name());
    assertEquals(Match.of(1, 2, Board.game(1, 3, GameResult.WHITE_WINS),
        Board.game(4, 2, GameResult.DRAW)), event.match(1, 1));
    assertEquals(Match.of(2, 1, Board.game(3, 1, GameResult.DRAW),
        Board.game(2, 4, GameResult.DRAW)), event.match(1, 2));
    assertEquals(Score.of(3), event.score(1, TeamScore.MATCH_POINTS));
    assertEquals(OptionalInt.empty(), document.team(1).orElseThrow().rank());
    assertTrue(document.warnings().isEmpty(), document.warnings().toString());
  }

  @Test
  void read_record013Beside310_ignoredWithAWarning() {
    List<String> lines = legacy();
    lines.add(3, team310(1, "Team One", "1.5", "2.5", 1, 2));
    lines.add(4, team310(2, "Team Two", "1.0", "1.5", 3, 4));
    TrfDocument document = Trf.read(text(lines));

    assertEquals(2, document.teams().size());
    assertEquals(4, document.teams().get(0).line());
    assertTrue(document.warnings().stream().anyMatch(w -> w.line() == 6
        && w.message().contains("record 013 is ignored")), document.warnings().toString());
    assertTrue(document.warnings().stream().anyMatch(w -> w.line() == 4
        && w.column().equals(OptionalInt.of(55))
        && w.message().contains("match points column gives 1.5, but the results give 3.0")),
        document.warnings().toString());
  }

  @Test
  void read_teamWithoutRecord_byeFromItsPlayersCodes_severalUWarned() {
    List<String> lines = legacy();
    lines.add(5, team013("Team Three", 5, 6));
    lines.add(player(5, "m", "", "Five, Player", "2000", "NOR", "", "", "0.0", "", "0000 - U",
        "0000 - Z"));
    lines.add(player(6, "m", "", "Six, Player", "1900", "NOR", "", "", "0.0", "", "0000 - U",
        ""));
    TrfDocument document = Trf.read(text(lines));
    TeamTournament event = document.teamTournament().orElseThrow();

    assertEquals(Match.bye(3), event.match(3, 1));
    assertEquals(Match.bye(3, ResultKind.ZERO_POINT_BYE), event.match(3, 2));
    assertEquals(RoundResult.bye(ResultKind.ZERO_POINT_BYE), document.tournament().result(5, 1));
    List<String> warnings = document.warnings().stream().map(TrfProblem::toString).toList();
    assertEquals(List.of("line 6, column 5: team 3 has no match in round 2 and no record 320,"
        + " 240 or 330 names it: read as a zero-point bye",
        "line 11, column 92: team 3 has no match in round 1 and no record 320, 240 or 330 names"
            + " it: read as a pairing-allocated bye (from the players' U)",
        "line 11, column 99: round 1: 2 players have U (the pairing-allocated bye, once a round"
            + " in TRF26); read as their team's bye, and as zero-point byes of the players"),
        warnings);
  }

  @Test
  void read_record240And330_teamByesAndForfeitsWithoutBoards() {
    List<String> lines = legacy();
    lines.set(1, "XXR 3");
    lines.add(5, team013("Team Three", 5, 6));
    lines.add(player(5, "m", "", "Five, Player", "2000", "NOR", "", "", "0.0", "", "", "", ""));
    lines.add(player(6, "m", "", "Six, Player", "1900", "NOR", "", "", "0.0", "", "", "", ""));
    lines.add("240 H 001    3");
    lines.add("240 F 002    3");
    lines.add("330 -- 003 001 003");
    lines.add("240 Z 003    2");
    TrfDocument document = Trf.read(text(lines));
    TeamTournament event = document.teamTournament().orElseThrow();

    assertEquals(3, event.roundsPlayed());
    assertEquals(2, document.tournament().roundsPlayed());
    assertEquals(Match.bye(3, ResultKind.HALF_POINT_BYE), event.match(3, 1));
    assertEquals(Match.bye(3, ResultKind.FULL_POINT_BYE), event.match(3, 2));
    assertEquals(Match.forfeited(1, 3, GameResult.DOUBLE_FORFEIT), event.match(3, 3));
    assertEquals(Match.bye(2, ResultKind.ZERO_POINT_BYE), event.match(2, 3));
    assertEquals(Score.of(3), event.score(3, TeamScore.MATCH_POINTS));
    assertTrue(document.warnings().isEmpty(), document.warnings().toString());
  }

  @Test
  void read_record320_pointsOfThePairingAllocatedBye() {
    List<String> lines = legacy();
    lines.add(5, team013("Team Three", 5, 6));
    lines.add(player(5, "m", "", "Five, Player", "2000", "NOR", "", "", "0.0", "", "0000 - Z",
        "0000 - Z"));
    lines.add(player(6, "m", "", "Six, Player", "1900", "NOR", "", "", "0.0", "", "0000 - Z",
        "0000 - Z"));
    lines.add("320  2.0  1.5 003 003");
    TrfDocument document = Trf.read(text(lines));
    TeamTournament event = document.teamTournament().orElseThrow();

    assertEquals(Score.of(2), event.matchPoints().points(ResultKind.PAIRING_ALLOCATED_BYE));
    assertEquals(Score.parse("1.5"), event.pairingAllocatedByeGamePoints());
    assertEquals(Score.of(3), event.score(3, TeamScore.GAME_POINTS));
    assertTrue(document.warnings().isEmpty(), document.warnings().toString());
  }

  @Test
  void read_matchWithFewerBoards_emptyBoardsAtTheBottomWithAWarning() {
    List<String> lines = legacy();
    lines.add(3, "352 WBW");
    TrfDocument document = Trf.read(text(lines));
    TeamTournament event = document.teamTournament().orElseThrow();

    assertEquals(3, event.boards());
    assertEquals(Board.empty(), event.match(1, 1).boards().get(2));
    assertTrue(document.warnings().stream().anyMatch(w -> w.line() == 7
        && w.message().equals("round 1: the match of teams 1 and 2 has 2 boards of 3, and no"
            + " record 300 says which are empty; the last are read as empty boards")),
        document.warnings().toString());
  }

  @Test
  void read_emptySeatInTheTeamWithoutARecord300_placedByTheOtherTeamsOrder() {
    List<String> lines = legacy();
    lines.set(3, team013("Team One", 1, 2, 5));
    lines.set(4, team013("Team Two", 3, 4, 6));
    lines.add(player(5, "m", "", "Five, Player", "2000", "NOR", "", "", "1.0", "", "0000 - +",
        "0000 - Z"));
    lines.add(player(6, "m", "", "Six, Player", "1900", "NOR", "", "", "0.0", "", "0000 - Z",
        "0000 - Z"));
    TrfDocument document = Trf.read(text(lines));
    TeamTournament event = document.teamTournament().orElseThrow();

    assertEquals(3, event.boards());
    assertEquals(Board.forfeit(5), event.match(1, 1).boards().get(2));
    assertEquals(Board.empty(), event.match(1, 2).boards().get(2));
    assertTrue(document.warnings().stream().noneMatch(w -> w.line() == 10),
        document.warnings().toString());
  }

  @Test
  void read_boardsInAnOrderNeitherRosterHas_lowerTeamsOrderWithAWarning() {
    List<String> lines = legacy();
    lines.set(4, team013("Team Two", 4, 3));
    TrfDocument document = Trf.read(text(lines));
    TeamTournament event = document.teamTournament().orElseThrow();

    assertEquals(Board.game(1, 3, GameResult.WHITE_WINS), event.match(1, 1).boards().get(0));
    assertFalse(document.warnings().isEmpty());
    assertTrue(document.warnings().get(0).message().contains("meet in an order that is not both"
        + " rosters' board order, and no record 300 gives it; read in the board order of team 1"),
        document.warnings().toString());
  }

  @Test
  void read_withoutRecord192_teamsThatFitARoundRobin_readAsOneWithAWarning() {
    List<String> lines = lines(ROUND_ROBIN);
    lines.removeIf(line -> line.startsWith("192"));
    TrfDocument document = Trf.read(text(lines));

    assertEquals(Format.ROUND_ROBIN, document.teamTournament().orElseThrow().format());
    assertEquals(Format.SWISS, document.tournament().format());
    assertEquals(List.of("line 1, column 1: no record 192: the team event is taken as a round"
        + " robin because the 4 teams have 3 rounds and no two of them meet more than once"),
        document.warnings().stream().map(TrfProblem::toString).toList());
  }

  @Test
  void read_record299_keptButNotAppliedWithAWarning() {
    List<String> lines = lines(SWISS);
    lines.add("299 W  2.0  4.0 003    4");
    TrfDocument document = Trf.read(text(lines));

    assertEquals(Trf.read(resource(SWISS)).teamTournament(), document.teamTournament());
    assertEquals(List.of("line " + lines.size() + ", column 1: record 299 (abnormal points) is"
        + " kept, but not applied to the team event's scores"),
        document.warnings().stream().map(TrfProblem::toString).toList());
  }
}
