package org.tiebreak.testkit.fide;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.tiebreak.api.Score;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.core.TiebreakEngine;
import org.tiebreak.rulesets.fide.Fide;
import org.tiebreak.trf.Trf;
import org.tiebreak.trf.TrfDocument;

/**
 * Twenty-six real events saved by Swiss-Manager (22 finished, 4 running), each ranked by its own
 * tie-break list (record 202) under the FIDE edition of its start date, against the FIDE
 * reference checker's figures and ranks for the same list: the files in {@code swiss-manager/},
 * whose README says how they were produced. Every figure of a value tie-break and every rank
 * agree. Direct Encounter is compared by the ranks alone: its column in the checker is the
 * position it gives a player among the players tied (0 where it separates none), where the
 * library's figure is the points scored against them.
 */
class SwissManagerCheckerTests {

  static final List<String> EVENTS = List.of(
      "1200000-argentine_blitz_1200000",
      "1288524-austria_roundrobin_vereinsmeisterschaft_1288524",
      "1350000-romanian_u1700_1350000",
      "1370000-brazilian_circuit_1370000",
      "1373000-russian_blitz11_1373000",
      "1374000-uzbek_agzamov_1374000",
      "1376000-indian_u11_1376000",
      "1377000-ukraine_rapid8_1377000",
      "1378000-dubai_mira_1378000",
      "1378181-abs_fem_1378181",
      "1378181-sample",
      "1380000-vietnamese_1380000",
      "1381000-albanian_roundrobin_1381000",
      "1382000-hungarian_rapid_1382000",
      "1383000-russian_weekend_1383000",
      "1384031-aut_1384031",
      "1384474-aut_1384474",
      "1384490-maestro_1384490",
      "1384827-austria_roundrobin_blitz_1384827",
      "1385606-esp_1385606",
      "1385730-isr_1385730",
      "1386115-cro_1386115",
      "1386568-srb_1386568",
      "1386570-srb_1386570",
      "1386571-srb_1386571",
      "753347-2023_elllobregat_a_753347");

  static byte[] resource(String name) throws IOException {
    try (InputStream in = SwissManagerCheckerTests.class.getResourceAsStream(
        "/swiss-manager/" + name)) {
      if (in == null) {
        throw new IOException("no resource swiss-manager/" + name);
      }
      return in.readAllBytes();
    }
  }

  /** The checker's table: a header (StartNo, Rank, PTS, the codes), then a row per player. */
  static List<String[]> table(String event) throws IOException {
    List<String[]> rows = new ArrayList<>();
    for (String line : new String(resource(event + ".checker.tsv"), StandardCharsets.UTF_8)
        .split("\n")) {
      if (!line.isBlank()) {
        rows.add(line.strip().split("\t"));
      }
    }
    return rows;
  }

  static Standings standings(String event) throws IOException {
    TrfDocument document = Trf.read(resource(event + ".trf"));
    return TiebreakEngine.rank(document.tournament(), Fide.ruleset(document.tiebreakCodes()));
  }

  static Stream<String> events() {
    return EVENTS.stream();
  }

  /** Every figure, score and rank, as "code of player: ours, the checker's". */
  static List<String> differences(String event) throws IOException {
    List<String[]> rows = table(event);
    List<String> codes = Arrays.asList(rows.get(0)).subList(3, rows.get(0).length);
    Standings standings = standings(event);
    List<String> differences = new ArrayList<>();
    for (String[] row : rows.subList(1, rows.size())) {
      int player = Integer.parseInt(row[0]);
      Standings.Row ours = standings.row(player);
      if (ours.rank() != Integer.parseInt(row[1])) {
        differences.add("rank of " + player + ": " + ours.rank() + ", the checker's " + row[1]);
      }
      if (ours.score().compareTo(Score.parse(row[2])) != 0) {
        differences.add("score of " + player + ": " + ours.score() + ", the checker's " + row[2]);
      }
      for (int c = 0; c < codes.size(); c++) {
        String code = codes.get(c);
        Score figure = ours.values().get(code);
        if (!code.startsWith("DE")
            && (figure == null || figure.compareTo(Score.parse(row[c + 3])) != 0)) {
          differences.add(code + " of " + player + ": " + figure + ", the checker's "
              + row[c + 3]);
        }
      }
    }
    return differences;
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("events")
  void everyFigureAndRank_isTheCheckers(String event) throws IOException {
    assertEquals(List.of(), differences(event));
  }

  /** The counts the README gives: 929 players, 3,771 figures of which 696 Direct Encounter. */
  @Test
  void figuresCompared() throws IOException {
    int players = 0;
    int figures = 0;
    int directEncounter = 0;
    for (String event : EVENTS) {
      List<String[]> rows = table(event);
      String[] header = rows.get(0);
      players += rows.size() - 1;
      for (int c = 3; c < header.length; c++) {
        figures += rows.size() - 1;
        directEncounter += header[c].startsWith("DE") ? rows.size() - 1 : 0;
      }
    }
    assertEquals(929, players);
    assertEquals(3771, figures);
    assertEquals(696, directEncounter);
  }
}
