package org.tiebreak.trf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tiebreak.trf.TrfFixtures.player;
import static org.tiebreak.trf.TrfFixtures.team310;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tiebreak.api.GameResult;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.Score;
import org.tiebreak.api.team.Board;
import org.tiebreak.api.team.Match;
import org.tiebreak.api.team.TeamScore;
import org.tiebreak.api.team.TeamTournament;

/**
 * A team file whose last round is in progress: the players paired in it with a blank result are
 * pending boards, and their matches matches in progress, as a blank result is a pending game of an
 * individual file; a team event in progress is written with those blank results.
 */
class TrfTeamPendingTests {

  /**
   * Four teams of four boards (players 1-4, 5-8, 9-12, 13-16), two of three rounds. Round 1: 1-2
   * 2½-1½, 3-4 2-2. Round 2 in progress: 1-3 with board 1 won by 1 and board 4 drawn, boards 2
   * and 3 pending; 2-4 with every board pending. The team records give the scores of round 1.
   */
  static String file() {
    return String.join("\n",
        "012 Team League in progress",
        "142 3",
        "192 FIDE_TEAM_MP_GP",
        "352 WBWB",
        team310(1, "Knights", "2.0", "2.5", 1, 2, 3, 4),
        team310(2, "Rooks", "0.0", "1.5", 5, 6, 7, 8),
        team310(3, "Bishops", "1.0", "2.0", 9, 10, 11, 12),
        team310(4, "Pawns", "1.0", "2.0", 13, 14, 15, 16),
        player(1, "m", "", "Aa, Anna", "2400", "NOR", "", "", "2.0", "1", "5 w 1", "9 w 1"),
        player(2, "w", "", "Ab, Berit", "2300", "NOR", "", "", "0.5", "2", "6 b =", "10 b _"),
        player(3, "m", "", "Ac, Carl", "2200", "NOR", "", "", "0.0", "3", "7 w 0", "11 w _"),
        player(4, "w", "", "Ad, Dina", "2100", "NOR", "", "", "1.5", "4", "8 b 1", "12 b ="),
        player(5, "m", "", "Ba, Erik", "2390", "SWE", "", "", "0.0", "5", "1 b 0", "13 w _"),
        player(6, "w", "", "Bb, Frida", "2290", "SWE", "", "", "0.5", "6", "2 w =", "14 b _"),
        player(7, "m", "", "Bc, Gunnar", "2190", "SWE", "", "", "1.0", "7", "3 b 1", "15 w _"),
        player(8, "w", "", "Bd, Hanna", "2090", "SWE", "", "", "0.0", "8", "4 w 0", "16 b _"),
        player(9, "m", "", "Ca, Ivar", "2380", "DEN", "", "", "0.5", "9", "13 w =", "1 b 0"),
        player(10, "w", "", "Cb, Jonna", "2280", "DEN", "", "", "0.0", "10", "14 b 0", "2 w _"),
        player(11, "m", "", "Cc, Knut", "2180", "DEN", "", "", "1.0", "11", "15 w 1", "3 b _"),
        player(12, "w", "", "Cd, Lise", "2080", "DEN", "", "", "1.0", "12", "16 b =", "4 w ="),
        player(13, "m", "", "Da, Mads", "2370", "FIN", "", "", "0.5", "13", "9 b =", "5 b _"),
        player(14, "w", "", "Db, Nina", "2270", "FIN", "", "", "1.0", "14", "10 w 1", "6 w _"),
        player(15, "m", "", "Dc, Olav", "2170", "FIN", "", "", "0.0", "15", "11 b 0", "7 b _"),
        player(16, "w", "", "Dd, Pia", "2070", "FIN", "", "", "0.5", "16", "12 w =", "8 w _"))
        + "\n";
  }

  @Test
  void blankResultsOfTheLastRound_readAsMatchesInProgress() {
    TrfDocument document = Trf.read(file());
    assertEquals(List.of(), document.warnings());
    TeamTournament event = document.teamTournament().orElseThrow();

    assertEquals(2, event.roundsPlayed());
    assertEquals(1, event.roundsCompleted());
    assertEquals(List.of(
            Match.of(1, 3, Board.game(1, 9, GameResult.WHITE_WINS),
                Board.game(10, 2, GameResult.PENDING), Board.game(3, 11, GameResult.PENDING),
                Board.game(12, 4, GameResult.DRAW)),
            Match.of(2, 4, Board.game(5, 13, GameResult.PENDING),
                Board.game(14, 6, GameResult.PENDING), Board.game(7, 15, GameResult.PENDING),
                Board.game(16, 8, GameResult.PENDING))),
        event.matches(2));
    assertEquals(ResultKind.PENDING, event.result(1, 2));
    assertEquals(Score.of(2), event.score(1, TeamScore.MATCH_POINTS));
    assertEquals(Score.parse("2.5"), event.score(1, TeamScore.GAME_POINTS));
    assertEquals(Score.ONE, event.score(3, TeamScore.MATCH_POINTS));
    assertEquals(1, document.tournament().roundsCompleted());
  }

  @Test
  void aTeamEventInProgress_isWrittenWithBlankResults_andReadsBackTheSame() {
    TeamTournament event = Trf.read(file()).teamTournament().orElseThrow();
    String written = Trf.write(event, TrfVersion.TRF26);

    List<String> rounds = new ArrayList<>();
    for (String line : written.split("\n")) {
      if (line.startsWith("001   10") || line.startsWith("001   12")) {
        rounds.add(line.substring(89));
      }
    }
    assertEquals(List.of("    14 b 0     2 w", "    16 b =     4 w ="), rounds,
        "a pending board's blank result, then nothing: trailing blanks go");
    TrfDocument back = Trf.read(written);
    assertEquals(List.of(), back.warnings());
    assertEquals(event, back.teamTournament().orElseThrow());
    assertEquals(written, Trf.write(back.teamTournament().orElseThrow(), TrfVersion.TRF26));
  }

  /** The results given in a file after the round was read give the finished event. */
  @Test
  void theResultsOfTheFinishedRound_giveTheEventOfTheFinishedFile() {
    TeamTournament live = Trf.read(file()).teamTournament().orElseThrow();
    String finishedFile = file()
        .replace("   10 b\n", "   10 b 1\n").replace("    2 w\n", "    2 w 0\n");
    assertFalse(finishedFile.equals(file()));
    // board 2 of 1-3 finished, the rest of the round still pending
    TeamTournament partly = Trf.read(finishedFile).teamTournament().orElseThrow();
    assertEquals(partly, live.withResults(2, Match.of(1, 3,
        Board.game(1, 9, GameResult.WHITE_WINS), Board.game(10, 2, GameResult.BLACK_WINS),
        Board.game(3, 11, GameResult.PENDING), Board.game(12, 4, GameResult.DRAW))));
    assertTrue(partly.match(1, 2).inProgress());
  }
}
