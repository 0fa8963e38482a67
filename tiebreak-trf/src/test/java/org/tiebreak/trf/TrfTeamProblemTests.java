package org.tiebreak.trf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tiebreak.trf.TrfFixtures.overwrite;
import static org.tiebreak.trf.TrfFixtures.team310;
import static org.tiebreak.trf.TrfTeamReadTests.SWISS;
import static org.tiebreak.trf.TrfTeamReadTests.legacy;
import static org.tiebreak.trf.TrfTeamReadTests.lines;
import static org.tiebreak.trf.TrfTeamReadTests.text;

import java.util.List;
import java.util.Locale;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.tiebreak.api.Problem;

/**
 * Every inconsistency of a team file is a {@link TrfProblem} at the line and column of the record
 * concerned. The team Swiss of {@link TrfTeamReadTests} has its teams (310) on lines 19-23, player
 * n's record on line 23 + n, record 320 on line 51, 330 on line 53 and the records 300 on lines
 * 55 (round 2, team 3), 57 (round 3, team 1), 58 (team 5) and 59 (team 2).
 */
class TrfTeamProblemTests {

  /** The team Swiss with player {@code player}'s round {@code round} written as given. */
  private static List<String> swissWith(List<String> lines, int player, int round,
      String entry) {
    String[] fields = entry.split(" ");
    int line = 22 + player;
    lines.set(line, overwrite(lines.get(line), 92 + 10 * (round - 1),
        String.format("%4s %s %s", fields[0], fields[1], fields[2])));
    return lines;
  }

  private static TrfException failure(List<String> lines) {
    return assertThrows(TrfException.class, () -> Trf.read(text(lines)));
  }

  private static List<String> problems(List<String> lines) {
    return failure(lines).problems().stream().map(TrfProblem::toString).toList();
  }

  @Test
  void teamMeetingTwoTeamsInARound_atThePlayerFacingTheSecond() {
    List<String> lines = lines(SWISS);
    swissWith(lines, 4, 1, "19 b 1");
    swissWith(lines, 19, 1, "4 w 0");
    swissWith(lines, 9, 1, "15 w 0");
    swissWith(lines, 15, 1, "9 b 1");
    TrfException e = failure(lines);

    TrfProblem first = e.problems().get(0);
    assertEquals("line 27, column 92: team 1, player 4, round 1: the team plays team 2 and team 4"
        + " in this round", first.toString());
    assertEquals(TrfProblem.Kind.INCONSISTENT_TOURNAMENT, first.kind());
    Problem problem = first.tournamentProblem().orElseThrow();
    assertEquals(Problem.Kind.TWO_RESULTS_IN_ROUND, problem.kind());
    assertEquals(OptionalInt.of(1), problem.team());
    assertEquals("Mannschaft 1, Spieler 4, Runde 1: die Mannschaft spielt in dieser Runde gegen"
        + " Mannschaft 2 und gegen Mannschaft 4", problem.format(Locale.GERMAN));
    assertEquals(OptionalInt.of(4), first.player());
    assertEquals(OptionalInt.of(1), first.round());
    assertEquals(4, e.problems().size(), e.problems().toString());
  }

  @Test
  void playersOfOneTeamOnBothSides() {
    List<String> lines = lines(SWISS);
    swissWith(lines, 1, 1, "2 w 1");
    swissWith(lines, 2, 1, "1 b 0");
    swissWith(lines, 6, 1, "7 b 0");
    swissWith(lines, 7, 1, "6 w 1");

    assertEquals(List.of(
        "line 24, column 92: team 1, player 1, round 1: the player meets 2, of the same team",
        "line 29, column 92: team 2, player 6, round 1: the player meets 7, of the same team"),
        problems(lines));
  }

  @Test
  void rosterNamingAPlayerWithoutARecord() {
    List<String> lines = lines(SWISS);
    lines.set(18, team310(1, "Kristiansund SK", "4.0", "5.5", 1, 2, 3, 4, 5, 99));

    assertEquals(List.of("line 19, column 99: team 1, player 99: start rank 99 has no player"
        + " record (001)"), problems(lines));
  }

  @Test
  void playerOnTwoRosters() {
    List<String> lines = lines(SWISS);
    lines.set(19, team310(2, "Trondheim Sjakkforening", "3.0", "5.5", 6, 7, 8, 9, 10, 5));
    TrfProblem problem = failure(lines).problems().get(0);

    assertEquals("line 20, column 99: team 2, player 5: start rank 5 is on the roster of team 1"
        + " already", problem.toString());
    assertEquals(Problem.Kind.DUPLICATE_START_NUMBER,
        problem.tournamentProblem().orElseThrow().kind());
  }

  @Test
  void playerWithGamesOnNoRoster() {
    List<String> lines = lines(SWISS);
    lines.set(21, team310(4, "Oslo Schakselskap", "2.0", "5.0", 16, 17, 18, 20));

    assertEquals(List.of("line 42, column 5: player 19: the player has games but is on no team's"
        + " roster"), problems(lines));
  }

  @Test
  void duplicateTeamNumber() {
    List<String> lines = lines(SWISS);
    lines.set(19, overwrite(lines.get(19), 5, "  1"));

    assertEquals(List.of("line 20, column 5: team 1: team pairing number 1 is already given to"
        + " the team on line 19"), problems(lines));
  }

  @Test
  void forfeitedMatchOfTeamsWithBoards() {
    List<String> lines = lines(SWISS);
    lines.set(52, "330 +- 001 003 004");

    assertEquals(List.of(
        "line 53, column 12: team 3, round 1: record 330 gives the team a forfeited match in"
            + " round 1, but its player 11 (line 34) has a board",
        "line 53, column 16: team 4, round 1: record 330 gives the team a forfeited match in"
            + " round 1, but its player 16 (line 39) has a board"), problems(lines));
  }

  @Test
  void pairingAllocatedByeOfATeamWithBoards() {
    List<String> lines = lines(SWISS);
    lines.set(50, "320  1.0  2.0 001 004 003");

    assertEquals(List.of("line 51, column 15: team 1, round 1: record 320 gives the team a"
        + " pairing-allocated bye in round 1, but its player 1 (line 24) has a board"),
        problems(lines));
  }

  @Test
  void twoRecordsForOneTeamsRound() {
    List<String> lines = lines(SWISS);
    lines.add("240 H 001    5");

    assertEquals(List.of("line 60, column 11: team 5, round 1: record 240 gives team 5 a"
        + " half-point bye in round 1, but record 320 on line 51 gives it a pairing-allocated"
        + " bye"), problems(lines));
  }

  @Test
  void recordsNamingUnknownTeams() {
    List<String> lines = lines(SWISS);
    lines.set(50, "320  1.0  2.0 005 007 003");
    lines.set(52, "330 +- 002 005 009");
    lines.add("240 F 002    8");
    lines.add("300 003 006 001 0001");

    assertEquals(List.of(
        "line 51, column 19: team 7, round 2: record 320 names team 7, which has no team record",
        "line 53, column 16: team 9, round 2: record 330 names team 9, which has no team record",
        "line 60, column 11: team 8, round 2: record 240 names team 8, which has no team record",
        "line 61, column 9: team 6, round 3: record 300 names team 6, which has no team record"),
        problems(lines));
  }

  @Test
  void outOfOrderRecordNamingAnotherOpponent() {
    List<String> lines = lines(SWISS);
    lines.set(54, "300 002 003 004 0011 0012 0013 0000");

    assertEquals(List.of("line 55, column 13: team 3, round 2: record 300 gives team 4 as the"
        + " opponent, but team 3's boards give team 2"), problems(lines));
  }

  @Test
  void outOfOrderRecordNamingAPlayerOfAnotherTeam() {
    List<String> lines = lines(SWISS);
    lines.set(56, "300 003 001 004 0002 0001 0003 0006");
    TrfProblem problem = failure(lines).problems().get(0);

    assertEquals("line 57, column 32: team 1, player 6, round 3, board 4: record 300 puts player"
        + " 6 on board 4 of team 1, but the player is on the roster of team 2", problem.toString());
    assertEquals(OptionalInt.of(4), problem.tournamentProblem().orElseThrow().board());
    assertEquals(Problem.Kind.WRONG_TEAM, problem.tournamentProblem().orElseThrow().kind());
  }

  @Test
  void outOfOrderRecordLeavingOutAPlayerOnTheBoards() {
    List<String> lines = lines(SWISS);
    lines.set(56, "300 003 001 004 0002 0001 0003 0000");

    assertEquals(List.of("line 57, column 17: team 1, player 5, round 3: record 300 does not list"
        + " player 5, who has a board in round 3 (line 28)"), problems(lines));
  }

  @Test
  void outOfOrderRecordsOfBothTeamsDisagree() {
    List<String> lines = lines(SWISS);
    lines.set(58, "300 003 002 005 0007 0006 0008 0000");

    assertEquals(List.of("line 58, column 17: team 5, player 21, round 3, board 1: record 300"
        + " puts player 21 on board 1 of team 5, where team 2's record on line 59 has player 7,"
        + " whose opponent is player 22"), problems(lines));
  }

  @Test
  void emptySeatsWithoutAnOpposingTeam() {
    List<String> lines = lines(SWISS);
    lines.remove(52);
    for (int player = 21; player <= 24; player++) {
      swissWith(lines, player, 2, "0000 - +");
    }

    assertEquals(List.of("line 44, column 102: team 5, player 21, round 2: the team's players win"
        + " against empty seats (+ with no opponent), but no board and no record 300 names the"
        + " opposing team (record 330 gives a match forfeited as a whole)"), problems(lines));
  }

  @Test
  void problemOfTheTeamEvent_wrongBoardCount_atTheMatchsFirstPlayer() {
    List<String> lines = lines(SWISS);
    lines.set(16, "352 WBW");
    List<String> problems = problems(lines);

    assertTrue(problems.contains("line 24, column 92: team 1, round 1: the match against team 2"
        + " has 4 boards; the event has 3"), problems.toString());
    assertEquals(5, problems.size(), problems.toString());
  }

  @Test
  void problemOfTheTeamEvent_teamsMeetingTwiceInARoundRobin() {
    List<String> lines = legacy();
    lines.set(2, "192 FIDE_TEAM_ROUNDROBIN");

    assertEquals(List.of("line 6, column 102: team 2, round 2: the team meets team 1 for the"
        + " second time in a round robin"), problems(lines));
  }

  @Test
  void problemOfTheTeamEvent_teamWithoutAName() {
    List<String> lines = lines(SWISS);
    lines.set(18, team310(1, "", "4.0", "5.5", 1, 2, 3, 4, 5));

    assertEquals(List.of("line 19, column 9: team 1: the team has no name"), problems(lines));
  }

  @Test
  void fieldsThatCannotBeRead() {
    List<String> lines = lines(SWISS);
    lines.set(16, "352 WBXB");
    lines.set(18, overwrite(lines.get(18), 5, "  x"));
    lines.set(19, overwrite(lines.get(19), 55, "   3,0"));
    lines.set(50, "320  1.x  2.0 005 004 003");
    lines.set(52, "330 ++ 002 005 001");
    lines.set(54, "300 002 003 002 00110012 0013 0000");
    lines.add("240 Q 001    5");
    lines.add("362 TW 3.0 TD one");

    assertEquals(List.of(
        "line 17, column 7: the colour sequence of the boards has \"X\"; it is W and B only",
        "line 19, column 5: the team pairing number is not a number: \"x\"",
        "line 20, column 55: the match points is not a number: \"3,0\"",
        "line 51, column 5: the match points of the pairing-allocated bye is not a number:"
            + " \"1.x\"",
        "line 53, column 5: the type of a forfeited match is not +-, -+ or --: \"++\"",
        "line 55, column 21: the players of record 300 are in columns of four, one blank apart:"
            + " \"00110012\"",
        "line 60, column 5: the type of a bye is not F, H or Z: \"Q\"",
        "line 61, column 12: cannot read the match points of record 362 from \"TD one\""),
        problems(lines));
  }

  @Test
  void forfeitTypesOfTheReferenceChecker_readWithAWarning() {
    List<String> lines = lines(SWISS);
    lines.set(52, "330 WL 002 005 001");
    TrfDocument document = Trf.read(text(lines));

    assertEquals(Trf.read(text(lines(SWISS))).teamTournament(), document.teamTournament());
    assertEquals(List.of("line 53, column 5: the type of a forfeited match \"WL\" is read as +-"),
        document.warnings().stream().map(TrfProblem::toString).toList());
  }

  /**
   * A match forfeited as a whole in a round far beyond the one planned: one problem at the
   * record's own line and round column, and no empty rounds built before it.
   */
  @Test
  void forfeitedMatchBeyondThePlannedRounds_oneProblemAtItsRecord() {
    TrfException e = failure(List.of(
        "012 Repro",
        "142 1",
        "001    1 m    Player A                                                           0.0"
            + "    1     2 w 1",
        "001    2 m    Player B                                                           0.0"
            + "    2     1 b 0",
        "310   1 Team A                                                              1",
        "310   2 Team B                                                              2",
        "330 +- 999   1   2"));

    assertEquals(List.of("line 7, column 8: team 1, round 999: record 330 is for round 999,"
        + " beyond the 1 round planned"), e.problems().stream().map(TrfProblem::toString)
        .toList());
    assertEquals(0, e.unlisted());
    Problem problem = e.problems().get(0).tournamentProblem().orElseThrow();
    assertEquals(Problem.Kind.ROUND_BEYOND_PLANNED, problem.kind());
    assertEquals("Mannschaft 1, Runde 999: Datensatz 330 gilt für Runde 999, jenseits der"
        + " geplanten Rundenzahl 1", problem.format(Locale.GERMAN));
  }

  /**
   * A match forfeited as a whole in a round that follows a round nothing gives: one problem at
   * its record. A round that only records 330 give, next after the players' rounds, is read.
   */
  @Test
  void forfeitedMatchAfterARoundNothingGives_oneProblemAtItsRecord() {
    List<String> lines = lines(SWISS);
    lines.add("330 -- 005 001 003");
    assertEquals(List.of("line 60, column 8: team 1, round 5: record 330 is for round 5, but"
        + " the event has results up to round 3 and nothing gives round 4"), problems(lines));

    lines.add("330 +- 004 003 005");
    TrfDocument document = Trf.read(text(lines));
    assertEquals(5, document.teamTournament().orElseThrow().roundsPlayed());
    assertEquals(3, document.tournament().roundsPlayed());
  }
}
