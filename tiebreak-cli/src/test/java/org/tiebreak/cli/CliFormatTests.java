package org.tiebreak.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tiebreak.api.GameResult;
import org.tiebreak.api.Pairing;
import org.tiebreak.api.Player;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.Tournament;
import org.tiebreak.uschess.UsChessReport;

/**
 * Every command reads a file whatever its format, recognised by its content, says on standard
 * error which format it read, and gives bad content of each format as FILE:LINE:COLUMN problems
 * with status 2.
 */
class CliFormatTests {

  static Path resource(String name) {
    return CliJsonSchemaTests.repositoryFile("tiebreak-cli/src/test/resources/formats/" + name);
  }

  static String withoutFirstLine(String err) {
    return err.substring(err.indexOf('\n') + 1);
  }

  @Test
  void chessJson_ranksAsItsTrf_withANoteOfTheFormat() {
    CliTests.Run trf = CliTests.run("standings", resource("trf26-three-points.trf").toString());
    CliTests.Run json = CliTests.run("standings", resource("trf26-three-points.json").toString());
    assertEquals(0, json.status(), json.err());
    assertEquals(trf.out(), json.out());
    assertTrue(json.err().startsWith("tiebreak: " + resource("trf26-three-points.json")
        + " read as FIDE Chess-JSON (tournament 1, Three points for a win 2026)\n"
        + "tiebreak: ranking by the file's tie-break list (rankOrder): BH/C1, BH, SB;"), json.err());
    for (String command : List.of("crosstable", "check")) {
      CliTests.Run a = CliTests.run(command, resource("trf26-three-points.trf").toString());
      CliTests.Run b = CliTests.run(command, resource("trf26-three-points.json").toString());
      assertEquals(a.status(), b.status(), b.err());
      assertEquals(a.out(), b.out(), command);
    }
    CliTests.Run explain = CliTests.run("explain", resource("trf26-three-points.json").toString(),
        "--player", "5", "--format", "json");
    assertEquals(0, explain.status(), explain.err());
    assertEquals(java.util.Set.of(), CliJsonSchemaTests.problems(
        CliJsonSchemaTests.parse(explain.out())));
  }

  @Test
  void pgn_isReadAsABroadcast_withItsWarnings() {
    Path pgn = resource("uzchesscup.pgn");
    CliTests.Run run = CliTests.run("standings", pgn.toString(), "--ruleset", "fide-rr",
        "--tiebreaks", "DE,SB,WIN,BWG,KS");
    assertEquals(0, run.status(), run.err());
    assertTrue(run.err().startsWith("tiebreak: " + pgn + " read as PGN (45 games)\n"), run.err());
    assertTrue(run.err().contains(pgn + ":1:1: warning: read as a round robin"), run.err());
    assertTrue(run.out().contains("    1    3  Praggnanandhaa R"), run.out());
    CliTests.Run compare = CliTests.run("compare", pgn.toString(), "pragg", "erigaisi",
        "--ruleset", "fide-rr", "--tiebreaks", "DE,SB");
    assertEquals(0, compare.status(), compare.err());
  }

  static Tournament section() {
    return Tournament.builder().name("Open").plannedRounds(2)
        .addPlayer(Player.of(1, "ADAMS, ANN", 1850)).addPlayer(Player.of(2, "BROWN, BOB", 1700))
        .addPlayer(Player.of(3, "CLARK, CY", 1600))
        .addRound(Pairing.game(1, 2, GameResult.WHITE_WINS),
            Pairing.bye(3, ResultKind.FULL_POINT_BYE))
        .addRound(Pairing.game(3, 1, GameResult.DRAW), Pairing.bye(2, ResultKind.HALF_POINT_BYE))
        .build();
  }

  @Test
  void aUsChessReport_isReadFromAnyOfItsFiles_aSectionChosen(@TempDir Path folder)
      throws IOException {
    Tournament second = Tournament.builder().name("U1600").plannedRounds(1)
        .addPlayer(Player.of(1, "DUNN, DI")).addPlayer(Player.of(2, "EVANS, ED"))
        .addRound(Pairing.game(1, 2, GameResult.DRAW)).build();
    UsChessReport.write(List.of(section(), second)).writeTo(folder);
    Path detail = folder.resolve("TDEXPORT.DBF");
    CliTests.Run none = CliTests.run("standings", detail.toString());
    assertEquals(Main.BAD_INPUT, none.status());
    assertEquals(detail + ":1:1: the file holds 2 sections; choose one with --section: 1 Open,"
        + " 2 U1600\n", none.err());
    CliTests.Run open = CliTests.run("standings", folder.resolve("THEXPORT.DBF").toString(),
        "--section", "open");
    assertEquals(0, open.status(), open.err());
    assertEquals("tiebreak: " + folder.resolve("THEXPORT.DBF")
        + " read as a US Chess rating report (section 1, Open)\n", open.err());
    assertTrue(open.out().contains("    2    1  ADAMS, ANN"), open.out());
    CliTests.Run two = CliTests.run("crosstable", detail.toString(), "--section", "2");
    assertEquals(0, two.status(), two.err());
    assertTrue(two.out().contains("EVANS, ED"), two.out());
  }

  @Test
  void badContentOfEachFormat_isFileLineColumn_status2_neverAStackTrace(@TempDir Path folder)
      throws IOException {
    Path json = folder.resolve("event.json");
    Files.writeString(json, "{\n  \"event\": {\"tournaments\": [\n    {\"competitors\": [{\"cid\":"
        + " 1}], \"gameList\": [{\"round\": 1, \"white\": 1, \"black\": 2}]}\n  ]}\n}\n");
    CliTests.Run a = CliTests.run("standings", json.toString());
    assertEquals(Main.BAD_INPUT, a.status());
    assertEquals(json + ":3:48: round 1: no competitor has cid 2\n", a.err());
    Files.writeString(json, "{\"event\": [1, 2,");
    CliTests.Run b = CliTests.run("check", json.toString());
    assertEquals(json + ":1:17: not JSON: the text ends where a value was expected\n", b.err());
    Path pgn = folder.resolve("round.pgn");
    Files.writeString(pgn, "[White \"A\"]\n[Black \"B\"]\n[Round \"1\"]\n[Result \"½-0\"]\n");
    CliTests.Run c = CliTests.run("explain", pgn.toString(), "--player", "1");
    assertEquals(Main.BAD_INPUT, c.status());
    assertTrue(c.err().startsWith(pgn + ":4:10: the result ½-0: one player scores ½"), c.err());
    UsChessReport.write(List.of(section())).writeTo(folder);
    byte[] detail = Files.readAllBytes(folder.resolve("TDEXPORT.DBF"));
    String text = new String(detail, StandardCharsets.ISO_8859_1).replace("W2W    ", "Q2W    ");
    Files.write(folder.resolve("TDEXPORT.DBF"), text.getBytes(StandardCharsets.ISO_8859_1));
    CliTests.Run d = CliTests.run("standings", folder.resolve("TDEXPORT.DBF").toString());
    assertEquals(Main.BAD_INPUT, d.status());
    assertEquals(folder.resolve("TDEXPORT.DBF") + ":1:1: field D_RND01: unknown result letter Q"
        + " (W, D, L, X, F, B, H or U)\n", d.err());
    for (CliTests.Run run : List.of(a, b, c, d)) {
      assertFalse(run.err().contains("Exception") || run.err().contains("\tat "), run.err());
    }
  }

  @Test
  void aSection_ofATrfFile_isAUsageProblem() {
    CliTests.Run run = CliTests.run("standings", CliTests.wscf().toString(), "--section", "1");
    assertEquals(Main.BAD_INPUT, run.status());
    assertTrue(run.err().contains("is a TRF file"), run.err());
  }

  @Test
  void theKindOfAFile_isItsContent() {
    assertEquals("JSON", InputFile.kind(" \n{\"a\": 1}".getBytes(StandardCharsets.UTF_8)));
    assertEquals("JSON", InputFile.kind("\uFEFF{".getBytes(StandardCharsets.UTF_8)));
    assertEquals("PGN", InputFile.kind("[Event \"x\"]".getBytes(StandardCharsets.UTF_8)));
    assertEquals("TRF", InputFile.kind("012 Open\n".getBytes(StandardCharsets.UTF_8)));
    assertEquals("TRF", InputFile.kind(new byte[0]));
    assertEquals("DBF", InputFile.kind(UsChessReport.write(List.of(section())).tdexport()));
  }
}
