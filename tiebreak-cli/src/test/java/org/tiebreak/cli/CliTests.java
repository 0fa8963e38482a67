package org.tiebreak.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The command line on the WSCF example file that ships with the project. */
class CliTests {

  /** What one run printed and returned. */
  record Run(int status, String out, String err) {}

  static Run run(String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int status = Main.run(args, new PrintWriter(out), new PrintWriter(err));
    return new Run(status, out.toString(), err.toString());
  }

  static Path wscf() {
    Path dir = Path.of("").toAbsolutePath();
    while (!Files.exists(dir.resolve("examples/wscf.trf"))) {
      dir = dir.getParent();
    }
    return dir.resolve("examples/wscf.trf");
  }

  /** No., Pts, MM, Solkoff, Cumulative, Cumulative Opp. as the WSCF guide prints them. */
  static final String[] PUBLISHED = {
      "1 6.0 17.0 19.5 21.0 68.0", "2 6.0 16.0 17.5 21.0 65.0", "3 4.0 19.0 20.5 13.0 78.0",
      "4 3.5 20.0 21.5 14.5 79.5", "5 3.5 20.0 21.5 12.5 81.5", "6 3.5 14.0 14.0 7.0 51.0",
      "7 3.0 9.5 17.0 11.0 66.5", "8 3.0 8.0 12.0 10.0 46.0", "9 2.5 16.0 22.0 10.0 80.0",
      "10 2.5 15.5 21.5 11.0 73.5", "11 2.5 9.0 12.5 6.0 40.5", "12 2.0 12.5 16.5 8.0 61.0",
      "13 2.0 11.0 15.0 7.0 47.0", "14 2.0 9.5 13.0 6.0 43.5", "15 2.0 8.0 14.0 4.0 50.0",
  };

  @Test
  void standingsJson_wscf_allSeventyFivePublishedFigures() {
    Run run = run("standings", wscf().toString(), "--format", "json");
    assertEquals(0, run.status(), run.err());
    Matcher row = Pattern.compile("\"startRank\": (\\d+),\\s*\"name\": \"[^\"]*\",\\s*"
        + "\"score\": ([\\d.]+),\\s*\"tiebreaks\": \\{\\s*\"MM\": ([\\d.]+),\\s*"
        + "\"SOLK\": ([\\d.]+),\\s*\"CUM\": ([\\d.]+),\\s*\"OPPCUM\": ([\\d.]+),")
        .matcher(run.out());
    List<String> actual = new ArrayList<>();
    while (row.find()) {
      StringBuilder line = new StringBuilder(row.group(1));
      for (int g = 2; g <= 6; g++) {
        line.append(' ').append(new java.math.BigDecimal(row.group(g)).setScale(1));
      }
      actual.add(line.toString());
    }
    assertEquals(List.of(PUBLISHED), actual, "in the published order");
    assertTrue(run.out().startsWith("{\n  \"schemaVersion\": \"1.1\",\n  \"kind\": \"standings\",\n"
        + "  \"ruleset\": \"uscf\","), run.out());
    assertTrue(run.out().contains("\n  \"roundsPlayed\": 6,\n"), run.out());
    assertTrue(run.out().contains("\"place\": \"1\""));
    assertTrue(run.out().contains("\"decidedBy\": {\n        \"below\": 4,\n"
        + "        \"rule\": \"CUM\",\n        \"aboveValue\": 14.5,\n"
        + "        \"ownValue\": 12.5\n      }"), run.out());
  }

  @Test
  void standingsText_isAnAlignedTable() {
    Run run = run("standings", wscf().toString(), "--tiebreaks", "MM,SOLK,CUM,OPPCUM");
    assertEquals(0, run.status(), run.err());
    List<String> lines = run.out().lines().toList();
    assertEquals("uscf after round 6: MM, SOLK, CUM, OPPCUM", lines.get(0));
    assertEquals("Place  No.  Name       Pts    MM  SOLK   CUM  OPPCUM  Decided by", lines.get(2));
    assertEquals("    1    1  Player, A    6    17  19.5    21      68", lines.get(3));
    assertEquals("    2    2  Player, B    6    16  17.5    21      65  below 1 on MM (17 to 16)",
        lines.get(4));
    assertEquals("    5    5  Player, D  3.5    20  21.5  12.5    81.5  below 4 on CUM (14.5 to"
        + " 12.5)", lines.get(7));
    assertEquals("", lines.get(18), "the legend follows the table");
    assertEquals("Pts     the score: points", lines.get(19));
    assertEquals("OPPCUM  Cumulative of Opposition: the opponents' Cumulative less 1 per full-point"
        + " bye or forfeit win", lines.get(25));
  }

  @Test
  void standingsCsv_hasAHeaderRow() {
    Run run = run("standings", wscf().toString(), "--format", "csv", "--tiebreaks", "MM,SOLK");
    assertEquals(0, run.status(), run.err());
    List<String> lines = run.out().lines().toList();
    assertEquals("rank,place,startRank,name,score,MM,SOLK,below,decidedBy,aboveValue,ownValue,"
        + "remark", lines.get(0));
    assertEquals("1,1,1,\"Player, A\",6,17,19.5,,,,,", lines.get(1));
    assertEquals("2,2,2,\"Player, B\",6,16,17.5,1,MM,17,16,", lines.get(2));
    assertEquals(16, lines.size());
  }

  @Test
  void standings_afterRound_givesLiveStandings() {
    Run run = run("standings", wscf().toString(), "--after-round", "2", "--format", "json");
    assertEquals(0, run.status(), run.err());
    assertTrue(run.out().contains("\"roundsPlayed\": 2,"));
  }

  @Test
  void standings_tiebreaksInTheRulesetsOwnVariant() {
    Run mca = run("standings", wscf().toString(), "--ruleset", "mca", "--tiebreaks", "MM,KASH",
        "--format", "csv");
    assertEquals(0, mca.status(), mca.err());
    assertEquals("rank,place,startRank,name,score,PLAY,MM,KASH,below,decidedBy,aboveValue,"
        + "ownValue,remark",
        mca.out().lines().findFirst().orElseThrow());
  }

  @Test
  void explain_listsEveryRuleWithItsBreakdown() {
    Run run = run("explain", wscf().toString(), "--player", "1");
    assertEquals(0, run.status(), run.err());
    assertTrue(run.out().startsWith("Player, A (1): place 1, 6 points after round 6, ruleset uscf"),
        run.out());
    assertTrue(run.out().contains("Modified Median (MM) of player 1: 17"));
    assertTrue(run.out().contains("round 3, W, opponent 9, score 2.5, used 2.5, adds 0, dropped"));
    assertTrue(run.out().contains("plus score (6 of 6): the lowest opponent dropped"));
  }

  @Test
  void explainJson_isStructured() {
    Run run = run("explain", wscf().toString(), "--player", "6", "--format", "json");
    assertEquals(0, run.status(), run.err());
    assertTrue(run.out().contains("\"code\": \"CUM\""));
    assertTrue(run.out().contains("\"adjustment\": \"1 subtracted for points not played for\""),
        run.out());
  }

  @Test
  void rulesets_listsTheRegistry() {
    Run run = run("rulesets");
    assertEquals(0, run.status());
    assertTrue(run.out().startsWith(
        "uscf: MM, SOLK, CUM, OPPCUM, TIED, BLK, KASH, SB, APRO, ARO, LOTS\n"), run.out());
    assertTrue(run.out().contains("big-rapids-rr: PLAY; SB, H2H, LOTS\n"));
  }

  @Test
  void rulesets_tellEachRulesVariantApart() {
    Run run = run("rulesets");
    assertTrue(run.out().contains("uscf: MM,"), run.out());
    assertTrue(run.out().contains("\n    MM      Modified Median: a minus score drops the"
        + " highest; two at each end from 9 rounds;"), run.out());
    assertTrue(run.out().contains("\n    MM    Modified Median: a minus score drops the lowest;"
        + " one at each end whatever the rounds;"), run.out());
    assertTrue(run.out().contains("\n    KASH  Kashdan: an unplayed round counts 2\n"), run.out());
  }

  @Test
  void usageErrors_exitTwoWithoutAStackTrace() {
    for (String[] args : List.of(new String[] {}, new String[] {"standings"},
        new String[] {"standings", wscf().toString(), "--format", "xml"},
        new String[] {"standings", wscf().toString(), "--ruleset", "ecf"},
        new String[] {"standings", wscf().toString(), "--tiebreaks", "MM,BH"},
        new String[] {"standings", wscf().toString(), "--after-round", "7"},
        new String[] {"explain", wscf().toString()},
        new String[] {"explain", wscf().toString(), "--player", "99"},
        new String[] {"bogus"})) {
      Run run = run(args);
      assertEquals(2, run.status(), String.join(" ", args) + "\n" + run.err());
      assertFalse(run.err().isBlank(), String.join(" ", args));
      assertFalse(run.err().contains("\tat "), run.err());
    }
  }

  @Test
  void missingFile_exitsTwo(@TempDir Path dir) {
    Run run = run("standings", dir.resolve("none.trf").toString());
    assertEquals(2, run.status());
    assertTrue(run.err().endsWith("none.trf: no such file\n"), run.err());
  }

  @Test
  void directory_isNamedAsOne(@TempDir Path dir) {
    Run run = run("standings", dir.toString());
    assertEquals(2, run.status());
    assertEquals(dir + ": a directory, not a tournament file\n", run.err());
  }

  @Test
  void emptyTiebreakList_exitsTwo() {
    for (String list : new String[] {",", ""}) {
      Run run = run("standings", wscf().toString(), "--tiebreaks", list);
      assertEquals(2, run.status(), "--tiebreaks '" + list + "': " + run.out());
      assertTrue(run.err().startsWith("tiebreak: "), run.err());
      assertEquals("", run.out());
    }
  }

  @Test
  void pointSystemTheRulesetRefuses_exitsTwoNamingTheFile(@TempDir Path dir) throws IOException {
    List<String> lines = new ArrayList<>(Files.readAllLines(wscf()));
    lines.set(1, "162  W 3.0    D 1.0");
    Path file = dir.resolve("football.trf");
    Files.write(file, lines);
    for (String[] args : List.of(new String[] {"standings", file.toString(), "--ruleset", "uscf"},
        new String[] {"explain", file.toString(), "--player", "1", "--ruleset", "uscf"},
        new String[] {"check", file.toString(), "--ruleset", "uscf"})) {
      Run run = run(args);
      assertEquals(2, run.status(), run.err());
      assertTrue(run.err().contains(file + ":2:1: ruleset uscf ranks events scored 1, ½ and 0;"
          + " this file scores win 3, draw 1, loss 0"), run.err());
      assertFalse(run.err().contains("\tat "), run.err());
    }
  }

  @Test
  void invalidFile_listsEveryProblemWithLineAndColumn(@TempDir Path dir) throws IOException {
    List<String> lines = new ArrayList<>(Files.readAllLines(wscf()));
    lines.set(3, lines.get(3).substring(0, 98) + "Q" + lines.get(3).substring(99));
    lines.set(5, lines.get(5).substring(0, 4) + "   x" + lines.get(5).substring(8));
    Path file = dir.resolve("bad.trf");
    Files.write(file, lines);
    Run run = run("standings", file.toString());
    assertEquals(2, run.status(), run.err());
    assertTrue(run.err().contains(file + ":4:99: "), run.err());
    assertTrue(run.err().contains(file + ":6:"), run.err());
    assertFalse(run.err().contains("\tat "), run.err());
  }
}
