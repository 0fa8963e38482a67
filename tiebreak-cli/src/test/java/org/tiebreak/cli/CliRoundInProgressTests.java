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
 * to be so, with the pending game shown as not yet played.
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

  @TempDir
  Path dir;

  private Path file() throws IOException {
    Path file = dir.resolve("in-progress.trf");
    Files.writeString(file, IN_PROGRESS);
    return file;
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
