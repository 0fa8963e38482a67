package org.tiebreak.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tiebreak.cli.CliTests.run;
import static org.tiebreak.cli.CliTests.wscf;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tiebreak.cli.CliTests.Run;

/**
 * What a tournament director reads: the legend of the codes, "Decided by" on the lower row of
 * each pair, lots in their own column, one number format in text and CSV, and figures that do not
 * apply left blank; on the WSCF example and on the FIDE exercise file.
 */
class CliDirectorTests {

  /** The two files a director's session runs on. */
  static List<String> files() {
    return List.of(wscf().toString(), CliFideTests.tec().toString());
  }

  /** A CSV text as rows of fields (RFC 4180 quoting). */
  static List<List<String>> csv(String text) {
    List<List<String>> rows = new ArrayList<>();
    List<String> row = new ArrayList<>();
    StringBuilder field = new StringBuilder();
    boolean quoted = false;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (quoted) {
        if (c == '"' && i + 1 < text.length() && text.charAt(i + 1) == '"') {
          field.append('"');
          i++;
        } else if (c == '"') {
          quoted = false;
        } else {
          field.append(c);
        }
      } else if (c == '"') {
        quoted = true;
      } else if (c == ',') {
        row.add(field.toString());
        field.setLength(0);
      } else if (c == '\n') {
        row.add(field.toString());
        field.setLength(0);
        rows.add(row);
        row = new ArrayList<>();
      } else {
        field.append(c);
      }
    }
    assertTrue(row.isEmpty() && field.length() == 0, "the CSV ends with a line end");
    return rows;
  }

  /** The rows of a CSV text by header, each a map from column to field. */
  static List<Map<String, String>> records(String text) {
    List<List<String>> rows = csv(text);
    List<String> header = rows.get(0);
    List<Map<String, String>> records = new ArrayList<>();
    for (List<String> row : rows.subList(1, rows.size())) {
      assertEquals(header.size(), row.size(), "every row has as many fields as the header: " + row);
      Map<String, String> record = new HashMap<>();
      for (int c = 0; c < header.size(); c++) {
        record.put(header.get(c), row.get(c));
      }
      records.add(record);
    }
    return records;
  }

  /** The table rows of a text output: the lines between the header and the first blank line. */
  static List<String> tableRows(String text) {
    List<String> lines = text.lines().toList();
    int end = lines.indexOf("");
    int header = end + 1;
    int last = lines.subList(header, lines.size()).indexOf("") + header;
    return lines.subList(header + 1, last);
  }

  /** The text table's "Decided by" cell of a row: from "below" to the end or the remark. */
  private static String decidedBy(String row) {
    int below = row.indexOf("  below ");
    if (below < 0) {
      return "";
    }
    String rest = row.substring(below + 2);
    int remark = rest.indexOf("  ");
    return remark < 0 ? rest : rest.substring(0, remark);
  }

  @Test
  void text_endsWithALegendOfEveryCode_theirNamesAndVariants() {
    Run run = run("standings", wscf().toString());
    assertEquals(0, run.status(), run.err());
    String legend = run.out().substring(run.out().indexOf("\n\nPts "));
    for (String line : List.of("Pts     the score: points",
        "MM      Modified Median: a minus score drops the highest;",
        "OPPCUM  Cumulative of Opposition: ", "BLK     Most blacks: games played over the board",
        "APRO    Opposition's performance: linear formula;",
        "LOTS    Drawing of lots: every tie it reaches",
        "Decided by: below N on RULE (a to b): the player above, start number N, is placed higher")) {
      assertTrue(legend.contains("\n" + line), line + "\n" + legend);
    }
    for (String line : legend.lines().toList()) {
      assertTrue(line.length() <= 100, "wrapped: " + line);
    }
  }

  @Test
  void text_ofTeams_namesTheTeamsInTheLegend() {
    Run run = run("standings", CliFideTests.resource("trf26-team-swiss.trf").toString());
    assertEquals(0, run.status(), run.err());
    assertTrue(run.out().contains("\nMP     the score: match points\n"), run.out());
    assertTrue(run.out().contains("\nDecided by: below N on RULE (a to b): the team above,"
        + " number N,"), run.out());
  }

  @Test
  void decidedBy_onTheLowerRow_theSameInTextAndCsv_andTheFiguresOfBoth() {
    for (String file : files()) {
      Run text = run("standings", file);
      Run csv = run("standings", file, "--format", "csv");
      assertEquals(0, text.status(), text.err());
      List<String> rows = tableRows(text.out());
      List<Map<String, String>> records = records(csv.out());
      assertEquals(records.size(), rows.size(), file);
      assertEquals("", records.get(0).get("below"), "the first row is below no one");
      for (int i = 0; i < records.size(); i++) {
        Map<String, String> record = records.get(i);
        boolean shared = i > 0 && records.get(i - 1).get("rank").equals(record.get("rank"));
        if (i == 0 || shared) {
          assertEquals("", record.get("decidedBy"), file + " row " + (i + 1));
          assertEquals("", decidedBy(rows.get(i)), rows.get(i));
          continue;
        }
        Map<String, String> above = records.get(i - 1);
        assertEquals(above.get("startRank"), record.get("below"), "the row just above");
        String rule = record.get("decidedBy");
        String column = rule.equals("score") ? "score" : rule;
        assertEquals(above.get(column), record.get("aboveValue"), rule);
        assertEquals(record.get(column), record.get("ownValue"), rule);
        String expected = "below " + record.get("below") + " on " + rule
            + (record.get("aboveValue").isEmpty() ? ""
                : " (" + record.get("aboveValue") + " to " + record.get("ownValue") + ")");
        assertEquals(expected, decidedBy(rows.get(i)), "the same words in text");
      }
    }
  }

  @Test
  void decidedBy_agreesWithCompare_forEveryPairOfNeighbours() {
    for (String file : files()) {
      List<Map<String, String>> records = records(run("standings", file, "--format", "csv")
          .out());
      for (int i = 1; i < records.size(); i++) {
        Map<String, String> record = records.get(i);
        if (record.get("below").isEmpty()) {
          continue;
        }
        Run compare = run("compare", file, record.get("below"), record.get("startRank"));
        assertEquals(0, compare.status(), compare.err());
        String first = compare.out().lines().findFirst().orElseThrow();
        assertEquals(record.get("below") + " above " + record.get("startRank") + " on "
            + record.get("decidedBy") + (record.get("aboveValue").isEmpty() ? ""
                : " (" + record.get("aboveValue") + " to " + record.get("ownValue") + ")"),
            first);
      }
    }
  }

  @Test
  void figures_oneExactFormat_sameInTextAndCsv() {
    Pattern figure = Pattern.compile("-?\\d+(\\.\\d+)?|\\d+/\\d+");
    for (String file : files()) {
      Run text = run("standings", file);
      List<List<String>> csv = csv(run("standings", file, "--format", "csv").out());
      List<String> header = csv.get(0);
      int first = header.indexOf("score");
      int last = header.indexOf("below");
      List<String> rows = tableRows(text.out());
      for (int i = 0; i < rows.size(); i++) {
        List<String> row = csv.get(i + 1);
        List<String> expected = new ArrayList<>();
        for (String field : row.subList(first, last)) {
          if (!field.isEmpty()) {
            assertTrue(figure.matcher(field).matches(), field);
            assertFalse(field.contains(".") && field.endsWith("0"), "shortest: " + field);
            expected.add(field);
          }
        }
        String line = rows.get(i);
        String name = row.get(header.indexOf("name"));
        String after = line.substring(line.indexOf(name) + name.length());
        int below = after.indexOf("below ");
        List<String> tokens = List.of((below < 0 ? after : after.substring(0, below)).strip()
            .split("\\s+"));
        assertEquals(expected, tokens, "the figures of " + line);
      }
    }
  }

  @Test
  void figuresThatDoNotApply_areBlank_notZero() {
    List<Map<String, String>> unrated = records(run("standings", wscf().toString(), "--format",
        "csv").out());
    for (Map<String, String> record : unrated) {
      assertEquals("", record.get("ARO"), "no player of the WSCF example is rated");
      assertEquals("", record.get("APRO"));
      assertEquals("", record.get("TIED"), "not applied: no tie left");
      assertFalse(record.get("BLK").isEmpty(), "a figure that applies stays, 0 included");
    }
    Run text = run("standings", wscf().toString());
    assertTrue(text.out().contains("\nAPRO, ARO: blank, as no player is rated\n"), text.out());
    Run rated = run("standings", CliFideTests.tec().toString(), "--tiebreaks", "ARO,TPR",
        "--format", "csv");
    assertEquals(0, rated.status(), rated.err());
    for (Map<String, String> record : records(rated.out())) {
      assertFalse(record.get("ARO").isEmpty(), "rated players: " + record);
    }
    Run explain = run("explain", wscf().toString(), "--player", "3");
    assertTrue(explain.out().contains("Average rating of opponents (ARO) of player 3: does not"
        + " apply, as no player is rated\n"), explain.out());
  }

  @Test
  void lots_theLotsColumnCarriesTheLot_andRemarksHaveTheirOwnColumn() {
    String file = CliFideTests.tec().toString();
    Run text = run("standings", file, "--tiebreaks", "BH/C1,LOTS", "--lot-seed", "3");
    Run csv = run("standings", file, "--tiebreaks", "BH/C1,LOTS", "--lot-seed", "3",
        "--format", "csv");
    assertEquals(0, text.status(), text.err());
    List<Map<String, String>> records = records(csv.out());
    Map<String, List<String>> lotsByTie = new HashMap<>();
    for (Map<String, String> record : records) {
      assertFalse(record.get("BH/C1").contains("lot"), "no remark in another rule's cell");
      if (!record.get("LOTS").isEmpty()) {
        assertEquals("decided by lot (seed 3)", record.get("remark"));
        lotsByTie.computeIfAbsent(record.get("score") + "/" + record.get("BH/C1"),
            k -> new ArrayList<>()).add(record.get("LOTS"));
        Run explain = run("explain", file, "--player", record.get("startRank"), "--tiebreaks",
            "BH/C1,LOTS", "--lot-seed", "3");
        assertTrue(explain.out().contains("player " + record.get("startRank") + " drew position "
            + record.get("LOTS") + " of "), explain.out());
      }
    }
    assertFalse(lotsByTie.isEmpty(), "the seed draws at least one tie");
    for (List<String> lots : lotsByTie.values()) {
      List<String> expected = new ArrayList<>();
      for (int k = 1; k <= lots.size(); k++) {
        expected.add(Integer.toString(k));
      }
      assertEquals(expected, lots, "the lots of a tie, in the order placed");
    }
    assertTrue(text.out().lines().anyMatch(line -> line.startsWith("Place")
        && line.endsWith("  Decided by                     Remark")), text.out());
    assertTrue(text.out().contains("  below 4 on BH/C1 (11.5 to 11)  decided by lot (seed 3)\n"),
        text.out());
    assertTrue(text.out().contains("\nLOTS: in a tie drawn by lot, the lot each player drew (1 is"
        + " placed first)\n"), text.out());
  }

  @Test
  void lots_notDrawn_leaveTheColumnBlankAndSayWhyInTheRemark() {
    Run run = run("standings", wscf().toString(), "--tiebreaks", "LOTS", "--format", "csv");
    Map<String, String> first = records(run.out()).get(0);
    assertEquals("", first.get("LOTS"));
    assertEquals("to be decided by lot", first.get("remark"));
  }

  @Test
  void compare_byNumberOrName_theDecidingRuleAndEveryRuleUpToIt() {
    Run run = run("compare", wscf().toString(), "4", "player, d");
    assertEquals(0, run.status(), run.err());
    assertEquals("""
        4 above 5 on CUM (14.5 to 12.5)
             4  Player, C: place 4
             5  Player, D: place 5

        Code     4     5
        Pts    3.5   3.5  equal
        MM      20    20  equal
        SOLK  21.5  21.5  equal
        CUM   14.5  12.5  decides
        """, run.out().substring(0, run.out().indexOf("\n\nPts ") + 1));
    assertTrue(run.out().contains("\nCUM   Cumulative: less 1 per full-point bye"), run.out());
    assertFalse(run.out().contains("OPPCUM"), "no rule after the deciding one");

    Run reversed = run("compare", wscf().toString(), "Player, D", "4");
    assertTrue(reversed.out().startsWith("4 above 5 on CUM (14.5 to 12.5)\n     5  Player, D"),
        reversed.out());
    assertTrue(reversed.out().contains("\nCUM   12.5  14.5  decides\n"), reversed.out());
  }

  @Test
  void compare_byScore_andATie() {
    Run score = run("compare", wscf().toString(), "1", "15");
    assertEquals(0, score.status(), score.err());
    assertTrue(score.out().startsWith("1 above 15 on score (6 to 2)\n"), score.out());
    assertTrue(score.out().contains("\nPts   6   2  decides\n"), score.out());
    assertFalse(score.out().contains("\nMM "), score.out());

    Run tie = run("compare", wscf().toString(), "4", "5", "--tiebreaks", "MM,SOLK");
    assertEquals(0, tie.status(), tie.err());
    assertTrue(tie.out().startsWith("nothing separates 4 and 5\n     4  Player, C: place 4-5\n"),
        tie.out());
    assertTrue(tie.out().contains("\nSOLK  21.5  21.5  equal\n"), tie.out());
  }

  @Test
  void compare_inGerman_saysTheComparisonInGerman() {
    Run run = run("compare", wscf().toString(), "4", "5", "--lang", "de");
    assertEquals(0, run.status(), run.err());
    assertTrue(run.out().startsWith("4 vor 5 nach CUM (14.5 zu 12.5)\n"), run.out());
  }

  @Test
  void compare_badArguments_exitTwo() {
    String file = wscf().toString();
    Run same = run("compare", file, "1", "Player, A");
    assertEquals(2, same.status());
    assertEquals("tiebreak: 1 and Player, A are the same player (1)\n", same.err());
    Run none = run("compare", file, "1", "99");
    assertEquals(2, none.status());
    assertEquals("tiebreak: no player with start number 99 in " + file + "\n", none.err());
    Run json = run("compare", file, "1", "2", "--format", "json");
    assertEquals(2, json.status());
    assertEquals("tiebreak: unknown options: '--format', 'json'\ntry 'tiebreak help compare'\n",
        json.err(), "compare writes text only");
    Run several = run("compare", file, "1", "player");
    assertEquals(2, several.status());
    assertTrue(several.err().startsWith("tiebreak: \"player\" is in the names of 15 players;"),
        several.err());
  }

  @Test
  void explain_byName_aUniquePartInAnyCase() {
    Run byNumber = run("explain", wscf().toString(), "--player", "5");
    Run byName = run("explain", wscf().toString(), "--name", "YER, d");
    assertEquals(0, byName.status(), byName.err());
    assertEquals(byNumber.out(), byName.out());
    assertTrue(byName.out().startsWith("Player, D (5): place 5, 3.5 points after round 6, ruleset"
        + " uscf\nplaced below 4 (Player, C) on CUM (14.5 to 12.5)\n"), byName.out());

    Run team = run("explain", CliFideTests.resource("trf26-team-swiss.trf").toString(), "--name",
        "bergen");
    assertEquals(0, team.status(), team.err());
    assertTrue(team.out().startsWith("Bergens Schakklub (3): place 4, 2 match points"),
        team.out());
  }

  @Test
  void compare_aNumberNoOneHas_isReadAsAPartOfAName(@TempDir Path dir) throws IOException {
    Path file = dir.resolve("club.trf");
    Files.writeString(file, Files.readString(wscf()).replace("Player, A", "Club 1860"));
    Run run = run("compare", file.toString(), "1860", "2");
    assertEquals(0, run.status(), run.err());
    assertTrue(run.out().startsWith("1 above 2 on MM (17 to 16)\n     1  Club 1860: place 1\n"),
        run.out());
    Run none = run("compare", file.toString(), "1861", "2");
    assertEquals(2, none.status());
    assertEquals("tiebreak: no player with start number 1861 in " + file + "\n", none.err());
  }

  @Test
  void explain_byName_severalOrNone_listsThemAndExitsTwo() {
    Run several = run("explain", wscf().toString(), "--name", "Player, ");
    assertEquals(2, several.status());
    List<String> lines = several.err().lines().toList();
    assertEquals("tiebreak: \"Player,\" is in the names of 15 players; give more of the name, or"
        + " the start number:", lines.get(0));
    assertEquals("     1  Player, A", lines.get(1));
    assertEquals("    15  Player, H", lines.get(15));
    assertEquals("", several.out());

    Run none = run("explain", wscf().toString(), "--name", "Gamma");
    assertEquals(2, none.status());
    assertEquals("tiebreak: no player's name in " + wscf() + " holds \"Gamma\"\n", none.err());

    Run both = run("explain", wscf().toString(), "--name", "A", "--player", "1");
    assertEquals(2, both.status());
    assertTrue(both.err().contains("mutually exclusive"), both.err());
  }

  @Test
  void explainCsv_aRowPerLineAndPerNote() {
    Run run = run("explain", wscf().toString(), "--player", "5", "--format", "csv");
    assertEquals(0, run.status(), run.err());
    List<List<String>> rows = csv(run.out());
    assertEquals(List.of("startRank", "rule", "value", "round", "opponent", "result",
        "opponentScore", "used", "adjustment", "adds", "dropped", "total", "note"), rows.get(0));
    Map<String, String> standings = records(run("standings", wscf().toString(), "--format",
        "csv").out()).get(4);
    List<String> rules = new ArrayList<>();
    for (Map<String, String> record : records(run.out())) {
      assertEquals("5", record.get("startRank"));
      assertEquals(standings.get(record.get("rule")), record.get("value"),
          "the figure the standings print: " + record);
      if (!rules.contains(record.get("rule"))) {
        rules.add(record.get("rule"));
      }
    }
    assertEquals(List.of("MM", "SOLK", "CUM", "OPPCUM", "TIED", "BLK", "KASH", "SB", "APRO",
        "ARO", "LOTS"), rules, "every rule of the chain, in order");
    assertTrue(rows.contains(List.of("5", "MM", "20", "5", "12", "W", "2", "1.5",
        "1 unplayed round of the opponent counted as ½ each", "0", "dropped", "", "")),
        run.out());
    assertTrue(rows.contains(List.of("5", "MM", "20", "", "", "", "", "", "", "", "", "",
        "plus score (3.5 of 6): the lowest opponent dropped")), run.out());
    assertTrue(rows.contains(List.of("5", "CUM", "12.5", "6", "4", "D", "", "3.5", "", "3.5", "",
        "12.5", "")), run.out());
  }

  @Test
  void explainCsv_ofATeam_namesTheTeam() {
    Run run = run("explain", CliFideTests.resource("trf26-team-swiss.trf").toString(), "--team",
        "1", "--format", "csv");
    assertEquals(0, run.status(), run.err());
    assertTrue(run.out().startsWith("team,rule,value,"), run.out());
  }

  @Test
  void aSessionOnBothFiles_readsWithoutASurprise() {
    Pattern odd = Pattern.compile("null|Optional|\\b\\d+\\.\\d*0\\b|\\bNaN\\b|\\t");
    for (String file : files()) {
      List<Map<String, String>> records = records(run("standings", file, "--format", "csv")
          .out());
      List<Run> runs = new ArrayList<>(List.of(run("standings", file),
          run("standings", file, "--format", "csv"), run("rulesets"), run("rulesets", "--codes")));
      for (Map<String, String> record : records) {
        runs.add(run("explain", file, "--player", record.get("startRank")));
        runs.add(run("explain", file, "--name", record.get("name")));
        runs.add(run("explain", file, "--player", record.get("startRank"), "--format", "csv"));
      }
      runs.add(run("compare", file, records.get(0).get("startRank"),
          records.get(records.size() - 1).get("startRank")));
      for (Run run : runs) {
        assertEquals(0, run.status(), run.err());
        Matcher matcher = odd.matcher(run.out());
        assertFalse(matcher.find(), () -> matcher.group() + " in\n" + run.out());
        assertFalse(run.err().contains("warning"), run.err());
      }
    }
  }
}
