package org.tiebreak.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.jsoup.select.Elements;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tiebreak.api.RoundResult;
import org.tiebreak.api.Score;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.rule.TiebreakRule;
import org.tiebreak.api.standings.Explanation;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.cli.CliTests.Run;
import org.tiebreak.core.TiebreakEngine;
import org.tiebreak.rulesets.Rulesets;
import org.tiebreak.trf.Trf;

/**
 * {@code standings --format html}: the page read back by an HTML5 parser (jsoup) and checked
 * against the standings the library gives, and by the W3C Nu Html Checker.
 */
class HtmlPageTests {

  /** A name that is markup, quotes, an ampersand and a terminal escape. */
  private static final String HOSTILE = "<script>x('&\"')</script>\u001b[31m";

  @TempDir
  Path dir;

  private static String html(String... args) {
    List<String> all = new ArrayList<>(List.of(args));
    all.addAll(List.of("--format", "html"));
    Run run = CliTests.run(all.toArray(String[]::new));
    assertEquals(0, run.status(), run.err());
    return run.out();
  }

  private static Document page(String... args) {
    return Jsoup.parse(html(args));
  }

  private static Standings uscf(Path file) throws IOException {
    return TiebreakEngine.rank(Trf.read(file).tournament(), Rulesets.named("uscf"));
  }

  private static String teams() {
    return CliFideTests.resource("trf26-team-swiss.trf").toString();
  }

  private Path inProgress() throws IOException {
    return Files.writeString(dir.resolve("in-progress.trf"),
        CliRoundInProgressTests.IN_PROGRESS);
  }

  private Path hostile() throws IOException {
    List<String> lines = new ArrayList<>(Files.readAllLines(CliTests.wscf()));
    String line = lines.get(3);
    lines.set(3, line.substring(0, 14) + String.format("%-33s", HOSTILE) + line.substring(47));
    return Files.write(dir.resolve("hostile.trf"), lines, StandardCharsets.UTF_8);
  }

  private static List<String> texts(Elements elements) {
    return elements.stream().map(Element::text).toList();
  }

  /** The crosstable's notation of a round, as the wall chart writes it. */
  private static String notation(RoundResult result) {
    return switch (result.kind()) {
      case HALF_POINT_BYE -> "H";
      case FULL_POINT_BYE -> "F";
      case PAIRING_ALLOCATED_BYE -> "U";
      case ZERO_POINT_BYE, ABSENT, WITHDRAWN, LATE_ENTRY -> "Z";
      default -> result.opponentOrZero()
          + result.colour().map(c -> c.name().substring(0, 1).toLowerCase(Locale.ROOT))
              .orElse(" ")
          + switch (result.kind()) {
            case WIN -> "1";
            case DRAW -> "½";
            case LOSS -> "0";
            case FORFEIT_WIN -> "+";
            case FORFEIT_LOSS -> "-";
            default -> "?";
          };
    };
  }

  @Test
  void wscf_everyPlayerOnce_withPlaceScoreAndEveryFigure() throws IOException {
    Standings standings = uscf(CliTests.wscf());
    Document page = page("standings", CliTests.wscf().toString());
    List<TiebreakRule> chain = standings.ruleset().chain();

    List<String> header = new ArrayList<>(List.of("Place", "No.", "Name", "Pts"));
    chain.forEach(rule -> header.add(rule.code()));
    header.add("Decided by");
    assertEquals(header, texts(page.select("table.standings > thead th")));
    Elements rows = page.select("table.standings > tbody.player");
    assertEquals(standings.rows().size(), rows.size());
    for (int i = 0; i < rows.size(); i++) {
      Standings.Row row = standings.rows().get(i);
      Element body = rows.get(i);
      assertEquals("p" + row.player().startNumber(), body.id());
      Element line = body.selectFirst("tr");
      assertEquals(row.place(), line.selectFirst("td.place").text());
      assertEquals(Integer.toString(row.player().startNumber()), line.selectFirst("td.number")
          .text());
      assertEquals(row.player().name(), line.selectFirst("th.name").text());
      assertEquals(row.score().toString(), line.selectFirst("td.score").text());
      Elements figures = line.select("td[data-code]");
      assertEquals(chain.size(), figures.size());
      for (int k = 0; k < chain.size(); k++) {
        TiebreakRule rule = chain.get(k);
        Score value = row.values().get(rule.code());
        String expected = value == null || rule.needsRatings() ? "" : value.toString();
        assertEquals(rule.code(), figures.get(k).attr("data-code"));
        assertEquals(expected, figures.get(k).text(), row.player().name() + " " + rule.code());
      }
    }
    assertEquals(List.of("17", "19.5", "21", "68"), texts(page.select(
        "#p1 td[data-code~=^(MM|SOLK|CUM|OPPCUM)$]")));
    assertTrue(page.select("td[data-code=ARO], td[data-code=APRO]").stream()
        .allMatch(cell -> cell.text().isEmpty() && cell.hasClass("na")), "unrated: blank");
  }

  @Test
  void wscf_decidedBy_statedOnTheLowerRow() throws IOException {
    Standings standings = uscf(CliTests.wscf());
    Document page = page("standings", CliTests.wscf().toString());
    List<Standings.Row> rows = standings.rows();

    assertEquals("", page.selectFirst("#p1 td.decided").text());
    for (int i = 1; i < rows.size(); i++) {
      Standings.Comparison comparison = standings.compare(rows.get(i - 1).player().startNumber(),
          rows.get(i).player().startNumber());
      String expected = "below " + comparison.higher() + " on " + comparison.rule().orElseThrow()
          + " (" + comparison.higherValue().orElseThrow() + " to "
          + comparison.lowerValue().orElseThrow() + ")";
      Element cell = page.selectFirst("#p" + rows.get(i).player().startNumber() + " td.decided");
      assertEquals(expected, cell.text());
      assertEquals("#p" + comparison.higher(), cell.selectFirst("a").attr("href"));
    }
    assertEquals("below 1 on MM (17 to 16)", page.selectFirst("#p2 td.decided").text());
    assertEquals("below 3 on score (4 to 3.5)", page.selectFirst("#p4 td.decided").text());
    assertEquals("below 4 on CUM (14.5 to 12.5)", page.selectFirst("#p5 td.decided").text());
  }

  @Test
  void wscf_titleAndStage() {
    Document page = page("standings", CliTests.wscf().toString());

    assertEquals("WSCF tie-break guide example crosstable", page.selectFirst("h1").text());
    assertEquals("Standings after round 6 · ruleset uscf: MM, SOLK, CUM, OPPCUM, TIED, BLK, KASH,"
        + " SB, APRO, ARO, LOTS", page.selectFirst("p.stage").text());
    assertEquals("WSCF tie-break guide example crosstable: Standings after round 6",
        page.title());
  }

  @Test
  void wscf_legend_namesEveryCodeWithItsVariant() throws IOException {
    Standings standings = uscf(CliTests.wscf());
    Document page = page("standings", CliTests.wscf().toString());

    List<String> codes = new ArrayList<>(List.of("Pts"));
    List<String> names = new ArrayList<>(List.of("points"));
    for (TiebreakRule rule : standings.ruleset().chain()) {
      codes.add(rule.code());
      names.add(rule.name() + (rule.variant().isEmpty() ? "" : ": " + rule.variant())
          + (rule.needsRatings() ? " (blank: no player is rated)" : ""));
    }
    assertEquals(codes, texts(page.select("dl.legend > dt")));
    assertEquals(names, texts(page.select("dl.legend > dd")));
    assertEquals("Modified Median: a minus score drops the highest; two at each end from 9 rounds;"
        + " opponents' unplayed rounds count ½; own unplayed rounds count as opponents with 0",
        page.select("dl.legend > dd").get(1).text());
    for (Element abbr : page.select("table.standings > thead abbr")) {
      assertFalse(abbr.attr("title").isBlank(), abbr.outerHtml());
    }
  }

  @Test
  void wscf_crosstable_roundByRound() throws IOException {
    Standings standings = uscf(CliTests.wscf());
    Tournament tournament = standings.tournament();
    Document page = page("standings", CliTests.wscf().toString());

    Elements rows = page.select("table.crosstable > tbody > tr");
    assertEquals(standings.rows().size(), rows.size());
    for (int i = 0; i < rows.size(); i++) {
      Standings.Row row = standings.rows().get(i);
      int number = row.player().startNumber();
      Element line = rows.get(i);
      assertEquals("x" + number, line.id());
      assertEquals(row.player().name(), line.selectFirst("th.name").text());
      assertEquals("#p" + number, line.selectFirst("th.name a").attr("href"));
      List<String> expected = tournament.results(number).stream().map(HtmlPageTests::notation)
          .toList();
      assertEquals(expected, texts(line.select("td.round")));
      assertEquals(row.score().toString(), line.selectFirst("td.score").text());
      for (int round = 0; round < expected.size(); round++) {
        assertEquals(tournament.results(number).get(round).message().format(Locale.ROOT),
            line.select("td.round").get(round).attr("title"));
      }
    }
    assertEquals(List.of("6 1", "3 1", "9 1", "5 1", "4 1", "7 1"),
        texts(page.select("#x1 td.round")));
    assertEquals(List.of("1 0", "10 0", "11 ½", "U", "13 1", "14 1"),
        texts(page.select("#x6 td.round")));
    assertTrue(page.select("#x6 td.round").get(3).hasClass("bye"));
    assertEquals("pairing-allocated bye", page.select("#x6 td.round").get(3).attr("title"));
  }

  @Test
  void fide_coloursForfeitsByesAndRatings() {
    Document page = page("standings", CliFideTests.tec().toString());

    assertEquals(List.of("1b0", "10w0", "H", "11w-", "U"), texts(page.select("#x9 td.round")));
    assertTrue(page.select("#x9 td.round").get(3).hasClass("forfeit"));
    assertEquals("forfeit loss against 11 with white",
        page.select("#x9 td.round").get(3).attr("title"));
    assertEquals("Rating", page.select("table.standings > thead th").get(3).text());
    assertEquals("2240", page.selectFirst("#p9 td.rating").text());
    assertTrue(page.select("td[data-code=ARO]").stream().noneMatch(cell -> cell.text().isEmpty()),
        "rated: ARO applies to everyone");
  }

  @Test
  void wscf_everyRowExplainedOnDemand() throws IOException {
    Standings standings = uscf(CliTests.wscf());
    Document page = page("standings", CliTests.wscf().toString());
    int columns = page.select("table.standings > thead th").size();

    for (Standings.Row row : standings.rows()) {
      int number = row.player().startNumber();
      Element why = page.selectFirst("#p" + number + " > tr.why > td");
      assertEquals(Integer.toString(columns), why.attr("colspan"));
      Element details = why.selectFirst("details");
      assertFalse(details.hasAttr("open"), "closed until asked for");
      assertEquals("figures of " + row.player().name() + " explained",
          details.selectFirst("summary").text());
      List<Explanation> explanations = standings.explain(number);
      Elements rules = details.select("div.rule");
      assertEquals(explanations.size(), rules.size());
      for (int k = 0; k < rules.size(); k++) {
        Explanation explanation = explanations.get(k);
        String figure = standings.ruleset().chain().get(k).needsRatings()
            ? "blank, no player is rated" : explanation.value().map(Score::toString).orElse("none");
        assertEquals(explanation.ruleName() + " (" + explanation.rule() + "): " + figure,
            rules.get(k).selectFirst("p").text());
        assertEquals(explanation.lines().stream().map(l -> l.format(Locale.ROOT)).toList(),
            texts(rules.get(k).select("li")));
        assertEquals(explanation.notes().stream().map(n -> n.format(Locale.ROOT)).toList(),
            texts(rules.get(k).select("p.note")));
        assertEquals(explanation.lines().stream().filter(Explanation.Line::dropped).count(),
            rules.get(k).select("li.dropped").size());
      }
    }
    assertEquals("round 3, W, opponent 9, score 2.5, used 2.5, adds 0, dropped",
        page.selectFirst("#p1 div.rule li.dropped").text());
  }

  @Test
  void lang_explanationsRemarksAndResultsInTheLanguage_headingsEnglish() throws IOException {
    Standings standings = uscf(CliTests.wscf());
    Document german = page("standings", CliTests.wscf().toString(), "--lang", "de");
    Document french = page("standings", CliTests.wscf().toString(), "--lang", "fr");

    assertEquals("en", german.selectFirst("html").attr("lang"));
    assertEquals("Standings", german.selectFirst("#standings-title").text());
    Element mm = german.select("#p1 div.rule").get(0);
    assertEquals("de", mm.selectFirst("ul").attr("lang"));
    assertEquals(standings.explain(1, "MM").lines().stream()
        .map(line -> line.format(Locale.GERMAN)).toList(), texts(mm.select("li")));
    assertFalse(texts(mm.select("li")).equals(texts(page("standings",
        CliTests.wscf().toString()).select("#p1 div.rule").get(0).select("li"))));
    assertEquals(standings.tournament().result(6, 4).message().format(Locale.GERMAN),
        german.select("#x6 td.round").get(3).attr("title"));
    assertEquals("de", german.select("#x6 td.round").get(3).attr("lang"));
    assertTrue(french.select("[lang]").stream().allMatch(e -> e.tagName().equals("html")),
        "no texts in French: English, marked as the page's");
  }

  @Test
  void lots_theLotColumnCarriesThePosition_remarksInTheirOwnColumn() {
    Document drawn = page("standings", CliTests.wscf().toString(), "--tiebreaks", "LOTS",
        "--lot-seed", "42");
    Document undrawn = page("standings", CliTests.wscf().toString(), "--tiebreaks", "LOTS");

    assertEquals(List.of("Place", "No.", "Name", "Pts", "LOTS", "Decided by", "Remark"),
        texts(drawn.select("table.standings > thead th")));
    Elements first = drawn.select("table.standings > tbody.player");
    Set<String> lots = Set.of(first.get(0).selectFirst("td[data-code=LOTS]").text(),
        first.get(1).selectFirst("td[data-code=LOTS]").text());
    assertEquals(Set.of("1", "2"), lots, "both players on 6 drew a position");
    assertEquals("1", first.get(0).selectFirst("td[data-code=LOTS]").text());
    assertEquals("decided by lot (seed 42)", first.get(0).selectFirst("td.remark").text());
    assertEquals("Drawing of lots (LOTS): 1", first.get(0).selectFirst("div.rule > p").text());
    assertEquals("player 1 drew position 1 of 2: place 1",
        first.get(0).select("div.rule > p.note").get(1).text());
    assertEquals("decided by lot (seed 42)", first.get(1).selectFirst("td.remark").text());
    assertTrue(first.get(1).selectFirst("td.decided").text().matches("below [12] on LOTS"),
        first.get(1).selectFirst("td.decided").text());
    assertEquals("", first.get(2).selectFirst("td[data-code=LOTS]").text());

    Elements tied = undrawn.select("table.standings > tbody.player");
    assertEquals("1-2", tied.get(0).selectFirst("td.place").text());
    assertEquals("1-2", tied.get(1).selectFirst("td.place").text());
    assertTrue(tied.get(1).selectFirst("tr").hasClass("shared"));
    assertEquals("", tied.get(1).selectFirst("td.decided").text(), "a shared place");
    assertEquals("", tied.get(0).selectFirst("td[data-code=LOTS]").text());
    assertEquals("to be decided by lot", tied.get(1).selectFirst("td.remark").text());
    assertTrue(tied.get(2).selectFirst("td.decided").text()
        .matches("below [12] on score \\(6 to 4\\)"), tied.get(2).text());
  }

  @Test
  void roundInProgress_saysSo_andMarksThePendingGames() throws IOException {
    Document page = page("standings", inProgress().toString(), "--ruleset", "uscf");

    assertTrue(page.selectFirst("p.stage").text().startsWith(
        "Standings round 2 with games pending · ruleset uscf"), page.selectFirst("p.stage").text());
    assertEquals(List.of("1b0", "4w?"), texts(page.select("#x2 td.round")));
    assertEquals(List.of("3b½", "2b?"), texts(page.select("#x4 td.round")));
    assertTrue(page.select("#x2 td.round").get(1).hasClass("pending"));
    assertEquals("Rating", page.select("table.crosstable > thead th").get(3).text());
  }

  @Test
  void teamFile_teamStandingsAndTheMatchesCrosstable() {
    Document page = page("standings", teams());

    assertEquals("Nordic Team Cup 2026", page.selectFirst("h1").text());
    assertEquals("Team standings", page.selectFirst("#standings-title").text());
    assertEquals("Team", page.select("table.standings > thead th").get(2).text());
    assertEquals("MP", page.select("table.standings > thead th").get(3).text());
    assertEquals("Kristiansund SK", page.selectFirst("#p1 th.name").text());
    assertEquals(5, page.select("table.crosstable > tbody > tr").size());
    assertEquals(3, page.select("#x1 td.round").size());
  }

  @Test
  void htmlFormat_onlyForStandings() {
    for (String[] args : List.of(new String[] {"explain", "--player", "1"},
        new String[] {"check"})) {
      String command = args[0];
      List<String> all = new ArrayList<>(List.of(args));
      all.addAll(List.of(CliFideTests.tec().toString(), "--format", "html"));
      Run run = CliTests.run(all.toArray(String[]::new));
      assertEquals(2, run.status(), command);
      assertEquals("", run.out());
      assertTrue(run.err().endsWith("tiebreak: --format html is the standings page (standings"
          + " --format html); " + command + " does not write it\n"), run.err());
    }
  }

  @Test
  void hostileName_isText_neverMarkup() throws IOException {
    String html = html("standings", hostile().toString());
    Document page = Jsoup.parse(html);

    assertTrue(page.select("script").isEmpty(), "no script element");
    String shown = "<script>x('&\"')</script>\\u001b[31m";
    assertEquals(shown, page.selectFirst("#p1 th.name").text());
    assertEquals(shown, page.selectFirst("#x1 th.name").text());
    assertEquals("figures of " + shown + " explained", page.selectFirst("#p1 summary").text());
    assertFalse(html.contains("<script"), "escaped");
    assertFalse(html.chars().anyMatch(c -> c < 0x20 && c != '\n' || c >= 0x7f && c <= 0x9f),
        "no control character");
  }

  @Test
  void escape_everySpecialCharacter() {
    assertEquals("&lt;a href=&quot;x&quot;&gt;&amp;&#39;", HtmlOutput.escape("<a href=\"x\">&'"));
    assertEquals("a\\u0000b\\u000ac\\u202ed\\u0085", HtmlOutput.escape("a\u0000b\nc\u202ed\u0085"));
    assertEquals("\\ud800x\\udc00", HtmlOutput.escape("\ud800x\udc00"), "unpaired surrogates");
    assertEquals("\\ufffe\\ufdd0\\ud83f\\udfff", HtmlOutput.escape("\ufffe\ufdd0\ud83f\udfff"),
        "noncharacters");
    assertEquals("Łódź ½ \ud83d\ude00", HtmlOutput.escape("Łódź ½ \ud83d\ude00"));
  }

  @Test
  void everyPage_selfContained() throws IOException {
    for (String html : List.of(html("standings", CliTests.wscf().toString()),
        html("standings", CliFideTests.tec().toString()), html("standings", teams()),
        html("standings", hostile().toString()))) {
      Document page = Jsoup.parse(html);
      assertTrue(page.select("[src], link, script, iframe, object, embed, img, base").isEmpty());
      assertFalse(html.contains("http:") || html.contains("https:") || html.contains("//"),
          "no address anywhere");
      String style = page.select("style").html();
      assertFalse(style.contains("url(") || style.contains("@import"), style);
      assertTrue(style.contains("@media print") && style.contains("size: A4"), "prints on A4");
      Set<String> ids = new HashSet<>();
      for (Element element : page.select("[id]")) {
        assertTrue(ids.add(element.id()), "a second id " + element.id());
      }
      for (Element link : page.select("[href]")) {
        String href = link.attr("href");
        assertTrue(href.startsWith("#") && ids.contains(href.substring(1)), href);
      }
    }
  }

  @Test
  void everyPage_wellFormedAsAValidatorSeesIt() throws IOException {
    for (String html : List.of(html("standings", CliTests.wscf().toString()),
        html("standings", CliFideTests.tec().toString()), html("standings", teams()),
        html("standings", inProgress().toString()))) {
      assertTrue(html.startsWith("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n"
          + "<meta charset=\"utf-8\">\n"), "doctype, language and charset first");
      Document page = Jsoup.parse(html);
      assertEquals(1, page.select("h1").size());
      assertFalse(page.title().isBlank());
      for (Element table : page.select("table")) {
        assertEquals(1, table.select("> thead").size());
        assertFalse(table.select("> tbody").isEmpty());
        int columns = table.select("> thead > tr > th").size();
        for (Element row : table.select("> tbody > tr:not(.why)")) {
          assertEquals(columns, row.select("> td, > th").size(), row.outerHtml());
        }
      }
      assertTrue(page.select("table.standings > thead th, table.crosstable > thead th").stream()
          .allMatch(th -> th.attr("scope").equals("col")));
    }
  }

  @Test
  void nuHtmlChecker_findsNoProblemInAnyPage() throws Exception {
    Map<String, String> pages = Map.of(
        "wscf", html("standings", CliTests.wscf().toString()),
        "wscf de", html("standings", CliTests.wscf().toString(), "--lang", "de"),
        "lots", html("standings", CliTests.wscf().toString(), "--tiebreaks", "LOTS"),
        "tec", html("standings", CliFideTests.tec().toString()),
        "team", html("standings", teams()),
        "in progress", html("standings", inProgress().toString()),
        "hostile", html("standings", hostile().toString()),
        "before round 1", html("standings", CliTests.wscf().toString(), "--after-round", "0"));
    for (Map.Entry<String, String> page : pages.entrySet()) {
      assertEquals(List.of(), NuHtmlChecker.problems(page.getValue()), page.getKey());
    }
  }

  @Test
  void nuHtmlChecker_findsWhatItShould() throws Exception {
    String html = html("standings", CliTests.wscf().toString());
    String broken = html.replace("id=\"x2\"", "id=\"x1\"").replace("<td class=\"place\">1</td>",
        "<td class=\"place\"><div>1</td>").replace(" scope=\"col\"", " scope=\"column\"")
        .replace("border-collapse: collapse", "border-collapse: colapse");

    List<String> problems = NuHtmlChecker.problems(broken);
    assertTrue(problems.stream().anyMatch(p -> p.contains("Duplicate ID")), problems.toString());
    assertTrue(problems.stream().anyMatch(p -> p.contains("scope")), problems.toString());
    assertTrue(problems.stream().anyMatch(p -> p.contains("div")), problems.toString());
    assertTrue(problems.stream().anyMatch(p -> p.contains("CSS") && p.contains("colapse")),
        problems.toString());
  }
}
