package org.tiebreak.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tiebreak.cli.CliTests.Run;
import org.tiebreak.trf.Trf;
import org.tiebreak.trf.TrfDocument;

/** {@code standings --format trf}: the file back as TRF-26, with the results in their places. */
class CliTrfOutputTests {

  /**
   * The TEC exercise ranked under a list of its own: the file written back names the list in 202
   * and 212, and {@code check} on it (which ranks by its 202) finds every Rank column agreeing.
   */
  @Test
  void standingsTrf_thenCheck_everyRankAgrees(@TempDir Path dir) throws IOException {
    Run run = CliTests.run("standings", CliFideTests.tec().toString(), "--tiebreaks",
        "BH/C1,BH,SB", "--format", "trf");

    assertEquals(0, run.status(), run.err());
    TrfDocument document = Trf.read(run.out());
    assertEquals(List.of("BH/C1", "BH", "SB"), document.tiebreakCodes());
    assertTrue(run.out().contains("\n### record 202 was: BH, BH/C1, BH/C2, BH/M1,"), run.out());
    Path file = dir.resolve("ranked.trf");
    Files.writeString(file, run.out());
    Run check = CliTests.run("check", file.toString());
    assertEquals(0, check.status(), check.out() + check.err());
  }

  @Test
  void standingsTrf_teams_record310() {
    Run run = CliTests.run("standings",
        CliFideTests.resource("trf26-team-swiss.trf").toString(), "--format", "trf");

    assertEquals(0, run.status(), run.err());
    TrfDocument document = Trf.read(run.out());
    assertEquals(List.of(2, 3, 4, 5, 1), document.teams().stream()
        .map(team -> team.rank().orElseThrow()).toList());
    assertTrue(run.out().contains("\n212 MPTS,"), run.out());
  }

  @Test
  void trfFormat_onlyForStandings_andNotAfterARound() {
    for (String[] args : List.of(new String[] {"explain", "--player", "1"},
        new String[] {"check"})) {
      List<String> all = new ArrayList<>(List.of(args));
      all.addAll(List.of(CliFideTests.tec().toString(), "--format", "trf"));
      Run run = CliTests.run(all.toArray(String[]::new));
      assertEquals(2, run.status(), args[0]);
      assertTrue(run.err().endsWith("tiebreak: --format trf writes the file with its results"
          + " (standings --format trf); " + args[0] + " does not write it\n"), run.err());
    }
    Run run = CliTests.run("standings", CliFideTests.tec().toString(), "--format", "trf",
        "--after-round", "2");
    assertEquals(2, run.status());
    assertEquals("tiebreak: --format trf writes the results of every round the file holds;"
        + " --after-round does not go with it\n", run.err());
  }

  /** A file of another format has no TRF to write back. */
  @Test
  void trfFormat_ofAChessJsonFile_refused() {
    Path json = CliFormatTests.resource("trf26-three-points.json");
    Run run = CliTests.run("standings", json.toString(), "--format", "trf");

    assertEquals(2, run.status());
    assertTrue(run.err().contains("tiebreak: --format trf writes a TRF file back with its"
        + " results; " + json + " is FIDE Chess-JSON"), run.err());
    assertTrue(run.err().endsWith(", not TRF\n"), run.err());
  }
}
