package org.tiebreak.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tiebreak.api.Colour;
import org.tiebreak.api.Player;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.RoundResult;
import org.tiebreak.api.Tournament;
import org.tiebreak.cli.CliTests.Run;
import org.tiebreak.trf.Trf;
import org.tiebreak.trf.TrfVersion;

/**
 * The page of a large event ({@value HtmlOutput#LARGE} rows or more): every row and the
 * crosstable, about a kilobyte a row, the explanations for the top rows only, as far as their
 * budget goes, and no tooltips or codes in the cells.
 */
class HtmlLargePageTests {

  private static final int PLAYERS = 640;

  @TempDir
  static Path dir;

  private static String html;

  /**
   * A Swiss of 640 players over 5 rounds: in round r player k (from 0) meets k XOR 2^(r−1),
   * the lower number White; the lower wins unless k + r is divisible by 3, which is a draw.
   */
  @BeforeAll
  static void page() throws IOException {
    Tournament.Builder event = Tournament.builder().name("Large Open").plannedRounds(5);
    for (int k = 0; k < PLAYERS; k++) {
      List<RoundResult> results = new ArrayList<>();
      for (int r = 1; r <= 5; r++) {
        int other = k ^ (1 << (r - 1));
        boolean lower = k < other;
        ResultKind kind = (Math.min(k, other) + r) % 3 == 0 ? ResultKind.DRAW
            : lower ? ResultKind.WIN : ResultKind.LOSS;
        results.add(RoundResult.against(kind, other + 1, lower ? Colour.WHITE : Colour.BLACK));
      }
      event.addRow(Player.of(k + 1, "Player " + (k + 1)), results);
    }
    Path file = Files.writeString(dir.resolve("large.trf"),
        Trf.write(event.build(), TrfVersion.TRF16));
    Run run = CliTests.run("standings", file.toString(), "--format", "html");
    assertEquals(0, run.status(), run.err());
    html = run.out();
  }

  @Test
  void everyRowAndTheCrosstable_aboutAKilobyteARow() {
    Document page = Jsoup.parse(html);

    assertEquals(PLAYERS, page.select("table.standings > tbody").size());
    assertEquals(PLAYERS, page.select("table.crosstable > tbody > tr").size());
    assertTrue(html.length() < PLAYERS * 1_100 + HtmlOutput.EXPLAINED, "" + html.length());
  }

  /** The explanations go to the top rows, in place order, and the footer says how far. */
  @Test
  void explanations_forTheTopRows_theFooterSaysHowFar() {
    Document page = Jsoup.parse(html);
    List<Element> rows = page.select("table.standings > tbody");
    int explained = 0;
    while (explained < rows.size() && !rows.get(explained).select("tr.why").isEmpty()) {
      explained++;
    }

    assertTrue(explained > 0 && explained < PLAYERS, "" + explained);
    for (Element row : rows.subList(explained, rows.size())) {
      assertTrue(row.select("tr.why").isEmpty(), row.id());
    }
    String place = rows.get(explained - 1).selectFirst("td.place").text();
    assertTrue(page.selectFirst("footer").text().endsWith("In this large event the rows down"
        + " to place " + place + " have them; tiebreak explain FILE --player NUMBER explains any"
        + " other."), page.selectFirst("footer").text());
  }

  /** The codes and the full wording are in the headings and the legend, not in every cell. */
  @Test
  void cells_withoutTooltipsOrCodes() {
    Document page = Jsoup.parse(html);

    assertTrue(page.select("td[title], td[data-code], td.decided abbr").isEmpty());
    Element first = page.selectFirst("table.crosstable > tbody > tr");
    assertEquals(List.of("1", "1", "½", "1", "1"), first.select("td.w, td.d, td.l").stream()
        .map(cell -> cell.text().substring(cell.text().length() - 1)).toList());
    assertEquals(List.of("w", "w", "d", "w", "w"), first.select("td.w, td.d, td.l").stream()
        .map(Element::className).toList());
  }

  @Test
  void nuHtmlChecker_findsNoProblem() throws Exception {
    assertEquals(List.of(), NuHtmlChecker.problems(html));
  }
}
