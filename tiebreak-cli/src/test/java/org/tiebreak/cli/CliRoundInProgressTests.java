package org.tiebreak.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tiebreak.cli.CliTests.run;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tiebreak.cli.CliTests.Run;

/**
 * A file whose last round is in progress (an opponent with a blank result): live standings, said
 * to be so, with the pending game shown as not yet played; a team file's matches in progress
 * alike.
 */
class CliRoundInProgressTests {

  /** Four players of a round robin: round 1 played, in round 2 the game 2-4 still going on. */
  static final String IN_PROGRESS = String.join("\n",
      "012 Club Open, round 2 in progress",
      "XXR 3",
      "001    1 m    Adams, Ann                        2100                             2.0"
          + "    1     2 w 1     3 b 1",
      "001    2 m    Brown, Bob                        2000                             0.0"
          + "    4     1 b 0     4 w",
      "001    3 m    Clark, Cid                        1900                             0.5"
          + "    2     4 w =     1 w 0",
      "001    4 m    Davis, Dee                        1800                             0.5"
          + "    3     3 b =     2 b",
      "");

  /**
   * Four teams of four boards, round 1 played; in round 2 the match 1-3 has boards 2 and 3 still
   * going on, and 2-4 every board (a blank result in the player records).
   */
  static final String TEAMS_IN_PROGRESS = String.join("\n",
      "012 Team League in progress",
      "142 3",
      "192 FIDE_TEAM_MP_GP",
      "352 WBWB",
      "310   1 Knights                                          2.0    2.5         1    2    3    4",
      "310   2 Rooks                                            0.0    1.5         5    6    7    8",
      "310   3 Bishops                                          1.0    2.0         9   10   11   12",
      "310   4 Pawns                                            1.0    2.0        13   14   15   16",
      "001    1 m    Aa, Anna                          2400 NOR                         2.0    1     5 w 1     9 w 1",
      "001    2 w    Ab, Berit                         2300 NOR                         0.5    2     6 b =    10 b",
      "001    3 m    Ac, Carl                          2200 NOR                         0.0    3     7 w 0    11 w",
      "001    4 w    Ad, Dina                          2100 NOR                         1.5    4     8 b 1    12 b =",
      "001    5 m    Ba, Erik                          2390 SWE                         0.0    5     1 b 0    13 w",
      "001    6 w    Bb, Frida                         2290 SWE                         0.5    6     2 w =    14 b",
      "001    7 m    Bc, Gunnar                        2190 SWE                         1.0    7     3 b 1    15 w",
      "001    8 w    Bd, Hanna                         2090 SWE                         0.0    8     4 w 0    16 b",
      "001    9 m    Ca, Ivar                          2380 DEN                         0.5    9    13 w =     1 b 0",
      "001   10 w    Cb, Jonna                         2280 DEN                         0.0   10    14 b 0     2 w",
      "001   11 m    Cc, Knut                          2180 DEN                         1.0   11    15 w 1     3 b",
      "001   12 w    Cd, Lise                          2080 DEN                         1.0   12    16 b =     4 w =",
      "001   13 m    Da, Mads                          2370 FIN                         0.5   13     9 b =     5 b",
      "001   14 w    Db, Nina                          2270 FIN                         1.0   14    10 w 1     6 w",
      "001   15 m    Dc, Olav                          2170 FIN                         0.0   15    11 b 0     7 b",
      "001   16 w    Dd, Pia                           2070 FIN                         0.5   16    12 w =     8 w",
      "");

  @TempDir
  Path dir;

  private Path file() throws IOException {
    Path file = dir.resolve("in-progress.trf");
    Files.writeString(file, IN_PROGRESS);
    return file;
  }

  private Path teamFile() throws IOException {
    Path file = dir.resolve("teams-in-progress.trf");
    Files.writeString(file, TEAMS_IN_PROGRESS);
    return file;
  }

  @Test
  void standings_teamFile_sayTheRoundIsInProgress_andCountNothingForTheMatchesInProgress()
      throws IOException {
    for (String ruleset : new String[] {"uscf-team", "fide-team"}) {
      Run run = run("standings", teamFile().toString(), "--ruleset", ruleset);
      Run before = run("standings", teamFile().toString(), "--ruleset", ruleset,
          "--after-round", "1");

      assertEquals(0, run.status(), run.err());
      assertEquals("", run.err());
      assertTrue(run.out().startsWith(ruleset + " round 2 with games pending: "), run.out());
      assertTrue(before.out().startsWith(ruleset + " after round 1: "), before.out());
      assertEquals(before.out().substring(before.out().indexOf('\n')),
          run.out().substring(run.out().indexOf('\n')), ruleset);
    }
  }

  @Test
  void explain_team_showsTheMatchInProgressAsPending() throws IOException {
    Run run = run("explain", teamFile().toString(), "--team", "1", "--ruleset", "fide-team");

    assertEquals(0, run.status(), run.err());
    assertTrue(run.out().startsWith("Knights (1): place 1, 2 match points round 2 with games"
        + " pending, ruleset fide-team\n"), run.out());
    assertTrue(run.out().contains("round 2, pending: not yet played, opponent 3"), run.out());
  }

  @Test
  void crosstableAndJson_teamFile_showTheMatchesInProgress() throws IOException {
    Run crosstable = run("crosstable", teamFile().toString());
    Run json = run("standings", teamFile().toString(), "--format", "json");

    assertEquals(0, crosstable.status(), crosstable.err());
    assertTrue(crosstable.out().contains("Crosstable round 2 with games pending, by place"),
        crosstable.out());
    assertTrue(crosstable.out().contains("Knights  2w1  3w?"), crosstable.out());
    assertTrue(crosstable.out().contains("Rooks    1b0  4w?"), crosstable.out());
    assertTrue(json.out().contains("  \"roundsPlayed\": 2,\n  \"roundsCompleted\": 1,\n"),
        json.out());
  }

  @Test
  void standings_sayTheRoundIsInProgress_andCountNothingForThePendingGame() throws IOException {
    Run run = run("standings", file().toString(), "--ruleset", "uscf");

    assertEquals(0, run.status(), run.err());
    assertTrue(run.out().startsWith("uscf round 2 with games pending: "), run.out());
    assertTrue(run.out().contains("Brown, Bob    0"), run.out());
  }

  @Test
  void json_givesTheRoundsCompleted() throws IOException {
    Run run = run("standings", file().toString(), "--ruleset", "uscf", "--format", "json");

    assertEquals(0, run.status(), run.err());
    assertTrue(run.out().contains("  \"roundsPlayed\": 2,\n  \"roundsCompleted\": 1,\n"),
        run.out());
  }

  @Test
  void explain_showsThePendingRound_inTheLanguageAskedFor() throws IOException {
    Run english = run("explain", file().toString(), "--player", "2", "--ruleset", "uscf");
    Run german = run("explain", file().toString(), "--player", "2", "--ruleset", "uscf",
        "--lang", "de");

    assertTrue(english.out().contains("round 2, pending: not yet played, opponent 4"),
        english.out());
    assertTrue(german.out().contains("Runde 2, läuft: noch nicht gespielt, Gegner 4"),
        german.out());
  }
}
