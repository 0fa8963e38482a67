package org.tiebreak.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tiebreak.api.Score;
import org.tiebreak.api.rule.TiebreakRule;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.cli.CliTests.Run;
import org.tiebreak.core.TiebreakEngine;
import org.tiebreak.rulesets.Rulesets;
import org.tiebreak.trf.Trf;

/** {@code tiebreak crosstable FILE}: the wall chart. */
class CliCrosstableTests {

  @TempDir
  Path dir;

  /**
   * The table's rows as cells by heading, read by the columns of the heading line: the name
   * column is left-aligned, every other right-aligned under its heading.
   */
  static List<Map<String, String>> table(String out) {
    List<String> lines = out.lines().toList();
    int first = 0;
    while (!lines.get(first).startsWith("Place")) {
      first++;
    }
    String header = lines.get(first);
    int end = first + 1;
    while (end < lines.size() && !lines.get(end).isEmpty()) {
      end++;
    }
    List<String> data = lines.subList(first + 1, end);
    int nameStart = header.indexOf("Name");
    int nameEnd = nameStart + "Name".length();
    for (String line : data) {
      int gap = line.indexOf("  ", nameStart);
      nameEnd = Math.max(nameEnd, gap < 0 ? line.length() : gap);
    }
    List<int[]> spans = new ArrayList<>();
    List<String> names = new ArrayList<>();
    Matcher heading = Pattern.compile("\\S+").matcher(header);
    int previousEnd = -2;
    while (heading.find()) {
      names.add(heading.group());
      if (heading.group().equals("Name")) {
        spans.add(new int[] {nameStart, nameEnd});
        previousEnd = nameEnd;
      } else {
        spans.add(new int[] {previousEnd + 2, heading.end()});
        previousEnd = heading.end();
      }
    }
    List<Map<String, String>> rows = new ArrayList<>();
    for (String line : data) {
      Map<String, String> row = new LinkedHashMap<>();
      for (int c = 0; c < names.size(); c++) {
        int from = Math.min(spans.get(c)[0], line.length());
        int to = Math.min(spans.get(c)[1], line.length());
        row.put(names.get(c), line.substring(from, to).strip());
      }
      rows.add(row);
    }
    return rows;
  }

  @Test
  void wscf_byPlace_roundByRoundThenEveryFigure() throws IOException {
    Run run = CliTests.run("crosstable", CliTests.wscf().toString());
    Standings standings = TiebreakEngine.rank(Trf.read(CliTests.wscf()).tournament(),
        Rulesets.named("uscf"));

    assertEquals(0, run.status(), run.err());
    List<String> lines = run.out().lines().toList();
    assertEquals("WSCF tie-break guide example crosstable", lines.get(0));
    assertEquals("Crosstable after round 6, by place, ruleset uscf", lines.get(1));
    assertEquals("Place  No.  Name          1     2     3     4     5     6  Pts    MM  SOLK   CUM"
        + "  OPPCUM  TIED  BLK  KASH    SB  APRO  ARO  LOTS", lines.get(3));
    assertEquals("    1    1  Player, A   6 1   3 1   9 1   5 1   4 1   7 1    6    17  19.5    21"
        + "      68          0    24    20", lines.get(4));
    assertEquals("    6    6  Player, I   1 0  10 0  11 ½     U  13 1  14 1  3.5    14    14     7"
        + "      51          0    12  5.25", lines.get(9));
    List<Map<String, String>> rows = table(run.out());
    assertEquals(standings.rows().size(), rows.size());
    for (int i = 0; i < rows.size(); i++) {
      Standings.Row row = standings.rows().get(i);
      Map<String, String> cells = rows.get(i);
      assertEquals(row.place(), cells.get("Place"));
      assertEquals(Integer.toString(row.player().startNumber()), cells.get("No."));
      assertEquals(row.player().name(), cells.get("Name"));
      assertEquals(row.score().toString(), cells.get("Pts"));
      for (TiebreakRule rule : standings.ruleset().chain()) {
        Score value = row.values().get(rule.code());
        assertEquals(value == null || rule.needsRatings() ? "" : value.toString(),
            cells.get(rule.code()), row.player().name() + " " + rule.code());
      }
    }
    assertFalse(lines.get(3).contains("Rating"), "nobody is rated");
  }

  @Test
  void wscf_legendOfTheNotationAndOfEveryCode() {
    String out = CliTests.run("crosstable", CliTests.wscf().toString()).out();

    assertTrue(out.contains("\nRounds:\n  12w1  against No. 12 with white, won;"), out);
    assertTrue(out.contains("\n  H half-point bye, F full-point bye, U pairing-allocated bye,"
        + " Z zero-point bye or absence\n"), out);
    assertTrue(out.contains("\nTie-breaks:\n  Pts     points\n  MM      Modified Median: a minus"
        + " score drops the highest;"), out);
    for (TiebreakRule rule : Rulesets.named("uscf").chain()) {
      assertTrue(out.contains("\n  " + String.format("%-6s", rule.code()) + "  " + rule.name()),
          rule.code());
    }
    assertTrue(out.contains("\n  ARO     Average rating of opponents: unrated opponents skipped;"
        + " rounded to a whole number, .5 up (blank: no player is rated)\n"), out);
  }

  @Test
  void fide_coloursForfeitsByesAndRatings_byPlaceOrByStartNumber() {
    Run byPlace = CliTests.run("crosstable", CliFideTests.tec().toString());
    Run byStart = CliTests.run("crosstable", CliFideTests.tec().toString(), "--order", "start");

    assertEquals(0, byPlace.status(), byPlace.err());
    List<Map<String, String>> place = table(byPlace.out());
    List<Map<String, String>> start = table(byStart.out());
    assertEquals(16, place.size());
    assertEquals(16, start.size());
    for (int i = 0; i < 16; i++) {
      assertEquals(Integer.toString(i + 1), start.get(i).get("No."));
      assertEquals(place.get(i).get("Place").split("-")[0], Integer.toString(i + 1),
          "places in order: " + place.get(i));
    }
    assertEquals("2", place.get(0).get("No."), "Player 02 wins");
    Map<String, String> nine = start.get(8);
    assertEquals(List.of("1b0", "10w0", "H", "11w-", "U"), List.of(nine.get("1"), nine.get("2"),
        nine.get("3"), nine.get("4"), nine.get("5")));
    assertEquals("2240", nine.get("Rating"));
    assertTrue(byPlace.out().contains("Crosstable after round 5, by place, ruleset fide"));
    assertTrue(byStart.out().contains("Crosstable after round 5, by start number, ruleset fide"));
  }

  @Test
  void roundInProgress_pendingGamesMarked() throws IOException {
    Path file = Files.writeString(dir.resolve("in-progress.trf"),
        CliRoundInProgressTests.IN_PROGRESS);

    Run run = CliTests.run("crosstable", file.toString(), "--ruleset", "uscf", "--order",
        "start");
    assertEquals(0, run.status(), run.err());
    assertTrue(run.out().contains("Crosstable round 2 with games pending, by start number"),
        run.out());
    List<Map<String, String>> rows = table(run.out());
    assertEquals(List.of("1b0", "4w?"), List.of(rows.get(1).get("1"), rows.get(1).get("2")));
    assertEquals(List.of("3b½", "2b?"), List.of(rows.get(3).get("1"), rows.get(3).get("2")));
  }

  @Test
  void lotsNotDrawn_remarksUnderTheTable() {
    Run run = CliTests.run("crosstable", CliTests.wscf().toString(), "--tiebreaks", "LOTS");

    assertEquals(0, run.status(), run.err());
    assertEquals("1-2", table(run.out()).get(0).get("Place"));
    assertTrue(run.out().contains("\nRemarks:\n    1  Player, A: to be decided by lot\n"
        + "    2  Player, B: to be decided by lot\n    4  Player, C: to be decided by lot\n"),
        run.out());
    assertTrue(run.out().endsWith("\n   15  Player, H: to be decided by lot\n"), run.out());
    assertFalse(run.out().contains("Player, E: to be"), "a place of its own");
  }

  @Test
  void teamFile_aRowPerTeam() {
    Run run = CliTests.run("crosstable",
        CliFideTests.resource("trf26-team-swiss.trf").toString());

    assertEquals(0, run.status(), run.err());
    List<Map<String, String>> rows = table(run.out());
    assertEquals(5, rows.size());
    assertTrue(rows.get(0).containsKey("MP"), rows.get(0).toString());
    assertTrue(rows.stream().anyMatch(row -> row.get("Name").equals("Kristiansund SK")));
  }

  @Test
  void controlCharactersInAName_escaped() throws IOException {
    List<String> lines = new ArrayList<>(Files.readAllLines(CliTests.wscf()));
    String line = lines.get(3);
    lines.set(3, line.substring(0, 14) + String.format("%-33s", "Evil\u001b]0;x\u0007 \u202eA")
        + line.substring(47));
    Path file = Files.write(dir.resolve("named.trf"), lines);

    Run run = CliTests.run("crosstable", file.toString());
    assertEquals(0, run.status(), run.err());
    assertTrue(run.out().contains("Evil\\u001b]0;x\\u0007 \\u202eA"), run.out());
    assertFalse(run.out().chars().anyMatch(c -> c < 0x20 && c != '\n' || c == '\u202e'));
  }

  @Test
  void onlyText_andOrdersByPlaceOrStart() {
    Run json = CliTests.run("crosstable", CliTests.wscf().toString(), "--format", "json");
    Run order = CliTests.run("crosstable", CliTests.wscf().toString(), "--order", "rating");

    assertEquals(2, json.status());
    assertEquals("", json.out());
    assertEquals("tiebreak: crosstable prints text only; standings --format html has a crosstable"
        + " too\n", json.err());
    assertEquals(2, order.status());
    assertTrue(order.err().contains("--order"), order.err());
  }
}
