package org.tiebreak.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tiebreak.cli.CliTests.Run;

/**
 * The command line on FIDE files: the file's own tie-break list (records 202 and 212), FIDE codes
 * as written, and {@code check} against the Rank column.
 *
 * <p>{@code trf/tec-exercise.trf} is the FIDE TEC tie-break exercise of 2024-03-18 under the 2026
 * rules, with a 202 record listing the tie-breaks of the FIDE TEC reference checker's columns in
 * their order and the checker's ranks (tiebreak-testkit's {@code expected.rules-2026.tsv}) in the
 * Rank column. {@code trf/trf26-round-robin.trf} is a four-player round robin whose Rank column
 * shares third place between two players that Direct Encounter separates.
 */
class CliFideTests {

  static final String CHECKER_LIST = "BH, BH/C1, BH/C2, BH/M1, FB, AOB, SB, SB/C1, PS, PS/C1, DE,"
      + " WIN, WON, BPG, BWG, REP, STD, KS, ARO, ARO/C1, TPR, PTP, APRO, APPO";

  static Path resource(String name) {
    try {
      return Path.of(CliFideTests.class.getResource("/trf/" + name).toURI());
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }

  static Path tec() {
    return resource("tec-exercise.trf");
  }

  /** The TEC file with its lines changed, written to {@code dir}. */
  static Path tec(Path dir, UnaryOperator<List<String>> change) {
    try {
      List<String> lines = change.apply(new ArrayList<>(
          Files.readAllLines(tec(), StandardCharsets.UTF_8)));
      Path file = dir.resolve("changed.trf");
      Files.write(file, lines, StandardCharsets.UTF_8);
      return file;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Sets the Rank column (86-89) of a start number's player record. */
  static UnaryOperator<List<String>> rank(int startNumber, String rank) {
    return lines -> {
      for (int i = 0; i < lines.size(); i++) {
        String line = lines.get(i);
        if (line.startsWith("001") && Integer.parseInt(line.substring(4, 8).strip())
            == startNumber) {
          lines.set(i, line.substring(0, 85) + String.format("%4s", rank) + line.substring(89));
        }
      }
      return lines;
    };
  }

  /** Replaces the record with this code, or adds it before the XXR record. */
  static UnaryOperator<List<String>> record(String code, String text) {
    return lines -> {
      for (int i = 0; i < lines.size(); i++) {
        if (lines.get(i).startsWith(code)) {
          lines.set(i, text);
          return lines;
        }
      }
      lines.add(lines.indexOf("XXR 5"), text);
      return lines;
    };
  }

  static UnaryOperator<List<String>> without(String code) {
    return lines -> {
      lines.removeIf(line -> line.startsWith(code));
      return lines;
    };
  }

  @Test
  void check_tecExercise_everyRankAgreesWithTheFilesList() {
    Run run = CliTests.run("check", tec().toString());
    assertEquals(0, run.status(), run.out() + run.err());
    assertEquals("16 players: all ranks agree with " + CHECKER_LIST
        + " (ruleset fide, after round 5)\n", run.out());
    assertEquals("tiebreak: ranking by the file's tie-break list (record 202): " + CHECKER_LIST
        + "; FIDE C.07, 2026 edition, by the start date 2026-04-01\n", run.err());
  }

  @Test
  void check_twoRanksSwapped_exitsThreeNamingBothPlayersAndTheDecidingRule(@TempDir Path dir) {
    Path file = tec(dir, rank(1, "5").andThen(rank(16, "4"))::apply);
    Run run = CliTests.run("check", file.toString());
    assertEquals(Main.RANKS_DIFFER, run.status(), run.out() + run.err());
    assertEquals(List.of(
        "No.  Name       File rank  Place  Computed order",
        "  1  Player 01          5      4  1 above 16 on BH/C2 (9.5 to 9)",
        " 16  Player 16          4      5  1 above 16 on BH/C2 (9.5 to 9)",
        "",
        "2 of 16 players differ from " + CHECKER_LIST + " (ruleset fide, after round 5)"),
        run.out().lines().toList());
    Run german = CliTests.run("check", file.toString(), "--lang", "de");
    assertEquals(Main.RANKS_DIFFER, german.status(), german.out() + german.err());
    assertEquals("  1  Player 01          5      4  1 vor 16 nach BH/C2 (9.5 zu 9)",
        german.out().lines().toList().get(1));
  }

  @Test
  void check_csvAndJson_listTheDifferences_summaryOnStandardError(@TempDir Path dir) {
    Path file = tec(dir, rank(1, "5").andThen(rank(16, "4"))::apply);
    Run csv = CliTests.run("check", file.toString(), "--format", "csv");
    assertEquals(3, csv.status(), csv.err());
    assertEquals(List.of("startRank,name,fileRank,place,neighbour,neighbourName,placed,decidedBy,"
        + "value,neighbourValue", "1,Player 01,5,4,16,Player 16,above,BH/C2,9.5,9",
        "16,Player 16,4,5,1,Player 01,below,BH/C2,9,9.5"), csv.out().lines().toList());
    assertTrue(csv.err().endsWith("2 of 16 players differ from " + CHECKER_LIST
        + " (ruleset fide, after round 5)\n"), csv.err());
    Run json = CliTests.run("check", file.toString(), "--format", "json");
    assertEquals(3, json.status(), json.err());
    assertTrue(json.out().contains("\"agree\": false,"), json.out());
    assertTrue(json.out().contains("\"startRank\": 1,\n      \"name\": \"Player 01\",\n"
        + "      \"fileRank\": 5,\n      \"place\": \"4\",\n"), json.out());
    assertTrue(json.out().contains("\"placed\": \"above\",\n      \"rule\": \"BH/C2\",\n"
        + "      \"value\": 9.5,\n      \"neighbourValue\": 9\n"), json.out());
  }

  @Test
  void check_rankWithinASharedPlace_agrees() {
    // Direct Encounter separates no one here: every score group shares its place.
    Run run = CliTests.run("check", tec().toString(), "--tiebreaks", "DE");
    assertEquals(0, run.status(), run.out() + run.err());
    assertEquals("16 players: all ranks agree with DE (ruleset fide, after round 5)\n",
        run.out());
    Run standings = CliTests.run("standings", tec().toString(), "--tiebreaks", "DE");
    assertTrue(standings.out().contains("\n  2-5   16  Player 16"), standings.out());
  }

  @Test
  void check_roundRobin_sharedRankThatDirectEncounterSeparates_differs() {
    Path file = resource("trf26-round-robin.trf");
    Run run = CliTests.run("check", file.toString());
    assertEquals(3, run.status(), run.out() + run.err());
    assertEquals(List.of(
        "No.  Name             File rank  Place  Computed order",
        "  4  Ólafsson, Helgi          3      4  3 above 4 on DE (1 to 0)",
        "",
        "1 of 4 players differ from DE, WIN, SB, KS (ruleset fide-rr, after round 3)"),
        run.out().lines().toList());
    assertTrue(run.err().contains("tiebreak: ranking by the file's tie-break list (record 202):"
        + " DE, WIN, SB, KS; FIDE C.07, 2026 edition, by the start date 2026-03-01"), run.err());
  }

  @Test
  void check_noRankColumn_exitsTwoSayingSo(@TempDir Path dir) {
    UnaryOperator<List<String>> blank = UnaryOperator.identity();
    for (int player = 1; player <= 16; player++) {
      blank = compose(blank, rank(player, ""));
    }
    Path file = tec(dir, blank);
    Run run = CliTests.run("check", file.toString());
    assertEquals(2, run.status(), run.out() + run.err());
    assertTrue(run.err().endsWith(file + ":6:86: no ranks in the Rank column (columns 86-89) to"
        + " check\n"), run.err());
    assertEquals("", run.out());
  }

  @Test
  void check_aPlayerWithoutRank_exitsTwoNamingTheLine(@TempDir Path dir) {
    Path file = tec(dir, rank(3, ""));
    Run run = CliTests.run("check", file.toString());
    assertEquals(2, run.status(), run.out() + run.err());
    assertTrue(run.err().endsWith(file + ":8:86: player 3 has no rank in the Rank column"
        + " (columns 86-89)\n"), run.err());
  }

  @Test
  void unknownCodeInTheFilesList_exitsTwoNamingRecordLineAndCode(@TempDir Path dir) {
    Path file = tec(dir, record("202", "202 BH/C1, XYZ, SB"));
    for (String command : List.of("check", "standings")) {
      Run run = CliTests.run(command, file.toString());
      assertEquals(2, run.status(), run.out() + run.err());
      assertTrue(run.err().startsWith(file + ":4:1: record 202: \"XYZ\": unknown tie-break XYZ;"),
          run.err());
      assertFalse(run.err().contains("\tat "), run.err());
    }
  }

  @Test
  void standings_rankByTheFilesList_saysSoOnStandardError() {
    Run run = CliTests.run("standings", tec().toString());
    assertEquals(0, run.status(), run.err());
    assertTrue(run.err().startsWith("tiebreak: ranking by the file's tie-break list (record 202): "
        + CHECKER_LIST + "; FIDE C.07, 2026 edition"), run.err());
    assertEquals("fide after round 5: " + CHECKER_LIST, run.out().lines().findFirst().orElseThrow());
  }

  @Test
  void standings_record212WithoutItsScoreCode(@TempDir Path dir) {
    Path file = tec(dir, without("202").andThen(record("212", "212 PTS, BH/C1, BH, SB"))::apply);
    Run run = CliTests.run("standings", file.toString(), "--format", "csv");
    assertEquals(0, run.status(), run.err());
    assertEquals("tiebreak: ranking by the file's tie-break list (record 212): BH/C1, BH, SB;"
        + " FIDE C.07, 2026 edition, by the start date 2026-04-01\n", run.err());
    assertEquals("rank,place,startRank,name,score,BH/C1,BH,SB,below,decidedBy,aboveValue,"
        + "ownValue,remark", run.out().lines().findFirst().orElseThrow());
  }

  @Test
  void standings_editionFollowsTheStartDate(@TempDir Path dir) {
    Path file = tec(dir, record("042", "042 2024-04-01"));
    Run run = CliTests.run("standings", file.toString());
    assertTrue(run.err().contains("; FIDE C.07, 2024 edition, by the start date 2024-04-01"),
        run.err());
    Path undated = tec(dir, without("042"));
    run = CliTests.run("standings", undated.toString());
    assertTrue(run.err().contains("; FIDE C.07, 2026 edition (no start date)"), run.err());
  }

  @Test
  void tiebreaksOption_namesEachFigureByTheCodeAsWritten_inTextCsvAndJson() {
    String file = tec().toString();
    Run text = CliTests.run("standings", file, "--tiebreaks", "BH/C1,SB");
    assertEquals(0, text.status(), text.err());
    assertEquals("", text.err(), "the option replaces the file's list without a note");
    List<String> lines = text.out().lines().toList();
    assertEquals("fide after round 5: BH/C1, SB", lines.get(0));
    assertEquals("Place  No.  Name       Pts  BH/C1    SB  Decided by", lines.get(2));
    assertEquals("    4    1  Player 01  3.5     11     8  below 4 on BH/C1 (11.5 to 11)",
        lines.get(6));
    Run csv = CliTests.run("standings", file, "--tiebreaks", "BH/C1,SB", "--format", "csv");
    assertEquals("rank,place,startRank,name,score,BH/C1,SB,below,decidedBy,aboveValue,ownValue,"
        + "remark", csv.out().lines().findFirst().orElseThrow());
    assertTrue(csv.out().contains("\n4,4,1,Player 01,3.5,11,8,4,BH/C1,11.5,11,\n"), csv.out());
    Run json = CliTests.run("standings", file, "--tiebreaks", "BH/C1,SB", "--format", "json");
    assertTrue(json.out().contains("\"code\": \"BH/C1\",\n      \"name\": \"Buchholz\""),
        json.out());
    assertTrue(json.out().contains("\"tiebreaks\": {\n        \"BH/C1\": 11,\n"
        + "        \"SB\": 8\n      }"), json.out());
    Run explain = CliTests.run("explain", file, "--player", "1", "--tiebreaks", "BH/C1,SB",
        "--format", "json");
    assertTrue(explain.out().contains("\"code\": \"BH/C1\""), explain.out());
  }

  @Test
  void tiebreaksOption_withAFideRuleset_takesTheRegulationsCodes() {
    Run run = CliTests.run("standings", tec().toString(), "--ruleset", "fide-2026",
        "--tiebreaks", "BH/C1,BH,SB,PS,DE,ARO/U1000,KS/L60,DE/P");
    assertEquals(0, run.status(), run.err());
    assertEquals("fide-2026 after round 5: BH/C1, BH, SB, PS, DE, ARO/U1000, KS/L60, DE/P",
        run.out().lines().findFirst().orElseThrow());
    Run pre2023 = CliTests.run("standings", tec().toString(), "--ruleset", "fide-pre-2023",
        "--tiebreaks", "BH/C1,BH", "--format", "csv");
    assertEquals(0, pre2023.status(), pre2023.err());
  }

  @Test
  void tiebreaksOption_uscfCodesStillRankByUscf() {
    Run run = CliTests.run("standings", tec().toString(), "--tiebreaks", "MM,SOLK");
    assertEquals(0, run.status(), run.err());
    assertEquals("uscf after round 5: MM, SOLK", run.out().lines().findFirst().orElseThrow());
    Run named = CliTests.run("standings", tec().toString(), "--ruleset", "uscf", "--tiebreaks",
        "SB");
    assertEquals("uscf after round 5: SB", named.out().lines().findFirst().orElseThrow());
  }

  @Test
  void unknownFideCodeInTheOption_exitsTwo() {
    Run run = CliTests.run("standings", tec().toString(), "--ruleset", "fide-2026",
        "--tiebreaks", "BH/C1,BH/Q");
    assertEquals(2, run.status(), run.out() + run.err());
    assertTrue(run.err().contains("BH/Q"), run.err());
  }

  @Test
  void aRuleThatRefusesTheEvent_exitsTwo() {
    Run run = CliTests.run("standings", resource("trf26-round-robin.trf").toString(),
        "--ruleset", "fide", "--tiebreaks", "BH");
    assertEquals(2, run.status(), run.out() + run.err());
    assertTrue(run.err().contains("tiebreak: warning: ruleset fide is meant for Swiss events and "
        + resource("trf26-round-robin.trf") + " is a round robin"), run.err());
    assertTrue(run.err().contains("BH (Buchholz) must not be used in a round robin"), run.err());
    assertFalse(run.err().contains("\tat "), run.err());
  }

  @Test
  void noListAndAPointSystemUscfRefuses_ranksByFideAndSaysSo(@TempDir Path dir)
      throws IOException {
    List<String> lines = new ArrayList<>(Files.readAllLines(CliTests.wscf()));
    lines.set(1, "162  W 3.0    D 1.0");
    Path file = dir.resolve("football.trf");
    Files.write(file, lines);
    Run run = CliTests.run("standings", file.toString());
    assertEquals(0, run.status(), run.err());
    assertTrue(run.err().contains("tiebreak: ruleset uscf ranks events scored 1, ½ and 0 and "
        + file + " scores win 3, draw 1, loss 0; ranking by fide, FIDE C.07, 2026 edition"
        + " (no start date)\n"), run.err());
    assertTrue(run.out().startsWith("fide after round 6: BH/C1, BH, SB, PS, DE, WIN, BWG, LOTS\n"),
        run.out());
  }

  @Test
  void noListAndStandardPoints_keepsUscfWithoutANote() {
    Run run = CliTests.run("standings", CliTests.wscf().toString());
    assertEquals(0, run.status(), run.err());
    assertEquals("", run.err());
    assertTrue(run.out().startsWith("uscf after round 6: "), run.out());
  }

  @Test
  void help_namesTheDefaultAndTheExitStatuses() {
    Run check = CliTests.run("check", "--help");
    assertEquals(0, check.status());
    assertTrue(check.out().contains("3   some ranks differ"), check.out());
    String help = CliTests.run("standings", "--help").out().replaceAll("\\s+", " ");
    assertTrue(help.contains("Default: the FIDE rules of the file's tie-break list (record 202,"
        + " or 212) if it has one, else uscf"), help);
  }

  private static UnaryOperator<List<String>> compose(UnaryOperator<List<String>> first,
      UnaryOperator<List<String>> then) {
    return lines -> then.apply(first.apply(lines));
  }
}
