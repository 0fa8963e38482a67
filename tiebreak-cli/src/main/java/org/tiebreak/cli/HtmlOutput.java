package org.tiebreak.cli;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.RoundResult;
import org.tiebreak.api.Score;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.rule.TiebreakRule;
import org.tiebreak.api.standings.Explanation;
import org.tiebreak.api.standings.Message;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.prizes.PrizeDistribution;
import org.tiebreak.scenarios.PlaceRange;
import org.tiebreak.scenarios.PlayerScenarios;
import org.tiebreak.scenarios.ScenarioReport;
import picocli.CommandLine.Command;

/**
 * The standings as one self-contained HTML page, as a director posts it on a club's website: the
 * standings with shared places, every tie-break, the rule that decided each place and the
 * remarks; the legend of the codes; the crosstable; and each row's figures explained on demand
 * (a {@code <details>} element, so no script is needed). The style sheet is inline and prints on
 * A4; the page loads nothing from elsewhere. Every text from the file is escaped, control
 * characters written as {@code \}{@code uXXXX} as in the other formats. Headings are English;
 * remarks, results and explanations are in the language asked for.
 *
 * <p>A large event (more than {@value #LARGE} rows) gets a lighter page, about a kilobyte a row:
 * the explanations go to the top rows, in place order, as far as {@value #EXPLAINED} characters
 * of them allow (the footer names the last place explained and the command that explains any
 * other player), and the cells carry no tooltips or codes (the legend and the headings have
 * them). A page of 9,999 players explained in full would weigh over 100 MB.
 */
final class HtmlOutput {

  private HtmlOutput() {}

  /** The rows above which a page is large. */
  static final int LARGE = 500;

  /** The characters of explanations a large page holds, at most (and one row's more). */
  static final int EXPLAINED = 1_000_000;

  private static final String STYLE = """
      :root { --rule: #c9ced6; --head: #eef1f5; --muted: #5b6470; --accent: #1f4e8c; }
      * { box-sizing: border-box; }
      body { font: 14px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial,
        sans-serif; color: #111; margin: 1.5rem auto; padding: 0 1rem; max-width: 80rem; }
      h1 { font-size: 1.6rem; margin: 0 0 .2rem; }
      h2 { font-size: 1.15rem; margin: 1.6rem 0 .5rem; border-bottom: 2px solid var(--accent);
        padding-bottom: .15rem; }
      .stage { color: var(--muted); margin: 0 0 1rem; }
      .wide { overflow-x: auto; }
      table { border-collapse: collapse; font-variant-numeric: tabular-nums; }
      th, td { padding: .2rem .45rem; border-bottom: 1px solid var(--rule); vertical-align: top; }
      thead th { background: var(--head); text-align: right; white-space: nowrap;
        border-bottom: 2px solid var(--rule); }
      td { text-align: right; white-space: nowrap; }
      th.name, th.text, td.text { text-align: left; }
      .name { font-weight: 600; white-space: nowrap; }
      td.text { white-space: normal; min-width: 9rem; }
      td.na { background: repeating-linear-gradient(135deg, transparent, transparent 4px,
        #eceef1 4px, #eceef1 6px); }
      tbody.player:nth-of-type(even) > tr:first-child { background: #f7f9fb; }
      tr.shared td.place { color: var(--accent); }
      abbr[title] { text-decoration: none; cursor: help; }
      a { color: var(--accent); }
      tr.why > td { padding: 0 .45rem .1rem; line-height: 1.2; text-align: left;
        white-space: normal; }
      tr.why summary { color: var(--muted); font-size: .75rem; cursor: pointer; }
      tr.why details[open] { font-size: .85rem; padding-bottom: .4rem; }
      .rules { columns: 26rem; column-gap: 2rem; margin-left: 1rem; }
      .rule { margin: .4rem 0 .6rem; break-inside: avoid; }
      .rule p { margin: .1rem 0; }
      .rule ul { margin: .1rem 0; padding-left: 1.2rem; }
      .rule li.dropped { color: var(--muted); text-decoration: line-through; }
      .note { color: var(--muted); }
      dl.legend { display: grid; grid-template-columns: max-content auto; gap: .1rem 1rem; }
      dl.legend dt { font-weight: 600; }
      dl.legend dd { margin: 0; }
      .variant { color: var(--muted); }
      table.crosstable th.round { text-align: center; }
      table.crosstable td.round { text-align: center; font-family: ui-monospace, Menlo, Consolas,
        monospace; }
      td.win { background: #e8f4ea; }
      td.loss { background: #fbecec; }
      td.bye, td.forfeit { color: var(--muted); font-style: italic; }
      td.pending { background: #fff7db; }
      table.crosstable td.w, table.crosstable td.d, table.crosstable td.l, table.crosstable td.f,
        table.crosstable td.b, table.crosstable td.p { text-align: center;
        font-family: ui-monospace, Menlo, Consolas, monospace; }
      td.w { background: #e8f4ea; }
      td.l { background: #fbecec; }
      td.b, td.f { color: var(--muted); font-style: italic; }
      td.p { background: #fff7db; }
      footer { color: var(--muted); font-size: .8rem; margin-top: 2rem; }
      @media print {
        @page { size: A4 landscape; margin: 10mm; }
        body { font-size: 8pt; margin: 0; padding: 0; max-width: none; }
        th, td { padding: .1rem .25rem; }
        td.text { min-width: 0; white-space: nowrap; }
        .wide { overflow: visible; }
        h2 { break-after: avoid; }
        #crosstable { break-before: page; }
        tr { break-inside: avoid; }
        tr.why > td { padding: 0 .45rem; border: 0; }
        tr.why summary { display: none; }
        a { color: inherit; text-decoration: none; }
      }
      """;

  /** The page. */
  static String html(Main.Ranking ranking, Locale locale) {
    return new Page(ranking, locale, null).render();
  }

  /** The page with the prizes given out, after the standings. */
  static String html(Main.Ranking ranking, Locale locale, PrizeDistribution prizes) {
    return new Page(ranking, locale, prizes).render();
  }

  /**
   * The page of a round in progress with a column of the places each player can still finish
   * in, over every way the pending games can end.
   */
  static String html(Main.Ranking ranking, Locale locale, ScenarioReport scenarios) {
    Page page = new Page(ranking, locale, null);
    page.scenarios = scenarios;
    return page.render();
  }

  /** One page being written. */
  private static final class Page {
    private final Standings standings;
    private final StandingsOutput.Scored scored;
    private final Locale locale;
    private final String lang;
    private final RowFacts facts;
    private final List<TiebreakRule> chain;
    private final boolean remarks;
    private final boolean teams;
    /** Whether the page is large: explanations for the top rows only, no tooltips in cells. */
    private final boolean large;
    /** The characters of explanations written so far. */
    private int explained;
    /** The last row explained, or null if every row is. */
    private Standings.Row lastExplained;
    private final StringBuilder out;

    private final PrizeDistribution prizes;

    /** The scenarios of the round in progress, for the column of places still reachable. */
    private ScenarioReport scenarios;

    Page(Main.Ranking ranking, Locale locale, PrizeDistribution prizes) {
      this.prizes = prizes;
      this.standings = ranking.standings();
      this.scored = ranking.scored();
      this.locale = locale;
      this.lang = language(locale);
      this.facts = RowFacts.of(ranking);
      this.chain = standings.ruleset().chain();
      this.remarks = standings.rows().stream().anyMatch(row -> row.remark().isPresent());
      this.teams = ranking.teams().isPresent();
      int rows = standings.rows().size();
      this.large = rows > LARGE;
      this.out = new StringBuilder(large ? rows * 1_024 + EXPLAINED : 16_384);
    }

    String render() {
      Tournament tournament = standings.tournament();
      String event = tournament.name().strip();
      String stage = StandingsOutput.stage(standings);
      String what = teams ? "Team standings" : "Standings";
      out.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
          .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
          .append("<meta name=\"generator\" content=\"").append(escape(version()))
          .append("\">\n<title>").append(escape(event.isEmpty() ? what : event + ": " + what))
          .append(' ').append(stage).append("</title>\n<style>\n").append(STYLE)
          .append("</style>\n</head>\n<body>\n<header>\n<h1>")
          .append(escape(event.isEmpty() ? what : event)).append("</h1>\n<p class=\"stage\">")
          .append(what).append(' ').append(stage).append(" · ruleset <strong>")
          .append(escape(standings.ruleset().name())).append("</strong>: ")
          .append(escape(StandingsOutput.chain(standings.ruleset()))).append("</p>\n")
          .append("</header>\n<main>\n");
      standingsTable();
      if (prizes != null) {
        PrizesOutput.html(out, prizes, locale, langAttribute());
      }
      legend();
      crosstable();
      out.append("</main>\n<footer>\n<p>Made by ").append(escape(version()))
          .append(". Under each row, “figures explained” shows how every figure of the row")
          .append(" comes about.");
      if (lastExplained != null) {
        out.append(" In this large event the rows down to place ")
            .append(escape(lastExplained.place())).append(" have them; <code>tiebreak explain")
            .append(" FILE --").append(teams ? "team" : "player").append(" NUMBER</code>")
            .append(" explains any other.");
      }
      out.append("</p>\n</footer>\n")
          .append("</body>\n</html>\n");
      return out.toString();
    }

    private void standingsTable() {
      out.append("<section id=\"standings\" aria-labelledby=\"standings-title\">\n")
          .append("<h2 id=\"standings-title\">").append(teams ? "Team standings" : "Standings")
          .append("</h2>\n<div class=\"wide\">\n<table class=\"standings\">\n<thead>\n<tr>")
          .append("<th scope=\"col\">Place</th><th scope=\"col\">No.</th>")
          .append("<th scope=\"col\" class=\"name\">").append(teams ? "Team" : "Name")
          .append("</th>");
      if (facts.ratingColumn()) {
        out.append("<th scope=\"col\">Rating</th>");
      }
      out.append("<th scope=\"col\"><abbr title=\"").append(escape(scored.unit)).append("\">")
          .append(scored.heading).append("</abbr></th>");
      if (scenarios != null) {
        out.append("<th scope=\"col\"><abbr title=\"the places the player can still finish in,")
            .append(" over every way the pending games can end (? where the limit left them")
            .append(" undecided: bounded by scores alone)\">Can finish</abbr></th>");
      }
      for (TiebreakRule rule : chain) {
        out.append("<th scope=\"col\"><abbr title=\"").append(escape(Legend.describe(rule))).append("\">")
            .append(escape(rule.code())).append("</abbr></th>");
      }
      out.append("<th scope=\"col\" class=\"text\">Decided by</th>");
      if (remarks) {
        out.append("<th scope=\"col\" class=\"text\">Remark</th>");
      }
      out.append("</tr>\n</thead>\n");
      int columns = 5 + (facts.ratingColumn() ? 1 : 0) + chain.size() + (remarks ? 1 : 0)
          + (scenarios != null ? 1 : 0);
      List<Standings.Row> rows = standings.rows();
      for (int i = 0; i < rows.size(); i++) {
        row(rows.get(i), facts.decidedBy(i), columns);
      }
      out.append("</table>\n</div>\n");
      if (!standings.leftOut().isEmpty()) {
        out.append("<p>Left out of the standings:</p>\n<ul").append(langAttribute())
            .append(">\n");
        for (int player : standings.leftOut()) {
          out.append("<li>").append(player).append(' ')
              .append(escape(standings.tournament().player(player).name())).append(": ")
              .append(escape(StandingsTable.reason(standings, player)
                  .map(reason -> reason.format(locale)).orElse("left out of the standings")))
              .append("</li>\n");
        }
        out.append("</ul>\n");
      }
      out.append("</section>\n");
    }

    private void row(Standings.Row row, Optional<Standings.Comparison> decision, int columns) {
      int number = row.player().startNumber();
      String name = escape(row.player().name());
      out.append("<tbody class=\"player\" id=\"").append(id(number)).append("\">\n<tr")
          .append(row.shared() ? " class=\"shared\"" : "").append("><td class=\"place\">")
          .append(row.place()).append(large ? "</td><td>" : "</td><td class=\"number\">")
          .append(number).append("</td><th scope=\"row\" class=\"name\">").append(name)
          .append("</th>");
      if (facts.ratingColumn()) {
        out.append(large ? "<td>" : "<td class=\"rating\">").append(RowFacts.rating(row))
            .append("</td>");
      }
      out.append(large ? "<td>" : "<td class=\"score\">").append(row.score()).append("</td>");
      if (scenarios != null) {
        PlayerScenarios each = scenarios.player(number);
        out.append("<td class=\"reach\">").append(each.places().map(PlaceRange::text)
            .orElse(each.placeBounds().text() + "?")).append("</td>");
      }
      List<Optional<Score>> values = facts.values(row);
      for (int k = 0; k < chain.size(); k++) {
        TiebreakRule rule = chain.get(k);
        Optional<Score> value = values.get(k);
        out.append("<td");
        if (!large) {
          out.append(" data-code=\"").append(escape(rule.code())).append('"');
        }
        out.append(value.isEmpty() ? " class=\"na\"" : "").append('>')
            .append(value.map(Score::toString).orElse("")).append("</td>");
      }
      out.append("<td class=\"text decided\">");
      decision.ifPresent(d -> out.append("below <a href=\"#").append(id(d.higher()))
          .append("\">").append(d.higher()).append("</a> on ")
          .append(large ? escape(d.rule().orElseThrow()) : ruleName(d.rule().orElseThrow()))
          .append(escape(RowFacts.figures(d))));
      out.append("</td>");
      if (remarks) {
        out.append("<td class=\"text remark\"").append(langAttribute()).append('>')
            .append(row.remark().map(r -> escape(r.format(locale))).orElse("")).append("</td>");
      }
      out.append("</tr>\n");
      if (!large || explained < EXPLAINED) {
        int before = out.length();
        out.append("<tr class=\"why\"><td colspan=\"").append(columns)
            .append("\"><details><summary>figures of ").append(name)
            .append(" explained</summary>\n");
        explanations(row);
        out.append("</details></td></tr>\n");
        explained += out.length() - before;
        lastExplained = large ? row : null;
      }
      out.append("</tbody>\n");
    }

    /**
     * Every rule's explanation of the row's figure, in the language asked for, under the figure
     * as the table shows it.
     */
    private void explanations(Standings.Row row) {
      out.append("<div class=\"rules\">\n");
      List<Explanation> explanations = standings.explain(row.player().startNumber());
      for (int k = 0; k < explanations.size(); k++) {
        Explanation explanation = explanations.get(k);
        // After the chain's rules: how a decision on tied players (a play-off) placed the row.
        TiebreakRule rule = k < chain.size() ? chain.get(k) : null;
        Optional<Score> shown = rule == null ? explanation.value() : facts.value(row, rule);
        out.append("<div class=\"rule\"><p><strong>").append(escape(explanation.ruleName()))
            .append(" (").append(escape(explanation.rule())).append(")</strong>: ")
            .append(shown.map(Score::toString).orElseGet(() ->
                rule != null && !facts.applies(rule) ? "blank, no player is rated"
                    : "<span" + langAttribute() + ">"
                        + escape(Message.of("explanation.none").format(locale)) + "</span>"))
            .append("</p>\n");
        if (!explanation.lines().isEmpty()) {
          out.append("<ul").append(langAttribute()).append(">\n");
          for (Explanation.Line line : explanation.lines()) {
            out.append("<li").append(line.dropped() ? " class=\"dropped\"" : "").append('>')
                .append(escape(line.format(locale))).append("</li>\n");
          }
          out.append("</ul>\n");
        }
        for (Message note : explanation.notes()) {
          out.append("<p class=\"note\"").append(langAttribute()).append('>')
              .append(escape(note.format(locale))).append("</p>\n");
        }
        out.append("</div>\n");
      }
      out.append("</div>\n");
    }

    private void legend() {
      out.append("<section id=\"legend\" aria-labelledby=\"legend-title\">\n")
          .append("<h2 id=\"legend-title\">Tie-breaks</h2>\n<dl class=\"legend\">\n")
          .append("<dt>").append(scored.heading).append("</dt><dd>").append(escape(scored.unit))
          .append("</dd>\n");
      for (TiebreakRule rule : chain) {
        out.append("<dt>").append(escape(rule.code())).append("</dt><dd>")
            .append(escape(rule.name()));
        if (!rule.variant().isEmpty()) {
          out.append("<span class=\"variant\">: ").append(escape(rule.variant())).append("</span>");
        }
        if (rule.needsRatings() && !facts.ratingColumn()) {
          out.append(" <span class=\"variant\">(blank: no player is rated)</span>");
        }
        out.append("</dd>\n");
      }
      out.append("</dl>\n<p>A blank figure does not apply: a rule that orders only tied")
          .append(" players and did not reach the row, or a rule of ratings in an unrated event.")
          .append(" <em>Decided by</em> says why a row is not higher: the row above it, the rule")
          .append(" that ordered the two and both figures.</p>\n</section>\n");
    }

    private void crosstable() {
      Tournament tournament = standings.tournament();
      int rounds = standings.roundsPlayed();
      out.append("<section id=\"crosstable\" aria-labelledby=\"crosstable-title\">\n")
          .append("<h2 id=\"crosstable-title\">Crosstable</h2>\n<div class=\"wide\">\n")
          .append("<table class=\"crosstable\">\n")
          .append("<thead>\n<tr><th scope=\"col\">Place</th><th scope=\"col\">No.</th>")
          .append("<th scope=\"col\" class=\"name\">").append(teams ? "Team" : "Name")
          .append("</th>");
      if (facts.ratingColumn()) {
        out.append("<th scope=\"col\">Rating</th>");
      }
      for (int round = 1; round <= rounds; round++) {
        out.append("<th scope=\"col\" class=\"round\"><abbr title=\"round ").append(round)
            .append("\">")
            .append(round).append("</abbr></th>");
      }
      out.append("<th scope=\"col\">").append(scored.heading).append("</th></tr>\n</thead>\n")
          .append("<tbody>\n");
      for (Standings.Row row : standings.rows()) {
        int number = row.player().startNumber();
        out.append("<tr id=\"").append(crossId(number)).append("\"><td>").append(row.place())
            .append("</td><td>").append(number).append("</td><th scope=\"row\" class=\"name\">")
            .append("<a href=\"#").append(id(number)).append("\">")
            .append(escape(row.player().name())).append("</a></th>");
        if (facts.ratingColumn()) {
          out.append("<td>").append(RowFacts.rating(row)).append("</td>");
        }
        List<RoundResult> results = tournament.results(number);
        for (RoundResult result : results) {
          if (large) {
            out.append("<td class=").append(kindClass(result.kind()).charAt(0)).append('>')
                .append(escape(CrosstableOutput.cell(result))).append("</td>");
            continue;
          }
          out.append("<td class=\"round ").append(kindClass(result.kind())).append("\" title=\"")
              .append(escape(result.message().format(locale))).append('"')
              .append(langAttribute()).append('>')
              .append(escape(CrosstableOutput.cell(result))).append("</td>");
        }
        out.append("<td class=\"score\">").append(row.score()).append("</td></tr>\n");
      }
      out.append("</tbody>\n</table>\n</div>\n<ul class=\"notation\">\n");
      for (String line : CrosstableOutput.NOTATION) {
        out.append("<li>").append(escape(line)).append("</li>\n");
      }
      out.append("</ul>\n</section>\n");
    }

    /** A {@code lang} attribute for the library's texts where their language is not English. */
    private String langAttribute() {
      return lang.equals("en") ? "" : " lang=\"" + escape(lang) + "\"";
    }

    /** The rule's code with its name as a tooltip, or the score's heading. */
    private String ruleName(String code) {
      for (TiebreakRule rule : chain) {
        if (rule.code().equals(code)) {
          return "<abbr title=\"" + escape(Legend.describe(rule)) + "\">" + escape(code) + "</abbr>";
        }
      }
      return escape(code);
    }
  }

  /** The id of a row of the standings. */
  private static String id(int number) {
    return "p" + number;
  }

  /** The id of a row of the crosstable. */
  private static String crossId(int number) {
    return "x" + number;
  }

  /** The class of a crosstable cell. */
  private static String kindClass(ResultKind kind) {
    return switch (kind) {
      case WIN -> "win";
      case DRAW -> "draw";
      case LOSS -> "loss";
      case FORFEIT_WIN, FORFEIT_LOSS -> "forfeit";
      case PENDING -> "pending";
      default -> "bye";
    };
  }

  /**
   * The language of the library's texts as rendered for {@code locale}: its tag where the library
   * has texts in it, else {@code en}, which they fall back to.
   */
  static String language(Locale locale) {
    Message probe = Message.of("kind.WIN");
    if (locale.getLanguage().isEmpty() || probe.format(locale).equals(probe.format(Locale.ROOT))) {
      return "en";
    }
    return locale.toLanguageTag();
  }

  /** The tool's name and version. */
  private static String version() {
    return Main.class.getAnnotation(Command.class).version()[0];
  }

  /**
   * Text as HTML: {@code & < > " '} as references, and every control character, line end,
   * unpaired surrogate and noncharacter as a visible {@code \}{@code uXXXX}.
   */
  static String escape(String text) {
    StringBuilder out = new StringBuilder(text.length() + 16);
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (Character.isHighSurrogate(c) && i + 1 < text.length()
          && Character.isLowSurrogate(text.charAt(i + 1))) {
        int codePoint = Character.toCodePoint(c, text.charAt(i + 1));
        if ((codePoint & 0xfffe) == 0xfffe) {
          out.append(String.format("\\u%04x\\u%04x", (int) c, (int) text.charAt(i + 1)));
        } else {
          out.append(c).append(text.charAt(i + 1));
        }
        i++;
        continue;
      }
      switch (c) {
        case '&' -> out.append("&amp;");
        case '<' -> out.append("&lt;");
        case '>' -> out.append("&gt;");
        case '"' -> out.append("&quot;");
        case '\'' -> out.append("&#39;");
        default -> {
          if (Printable.isControl(c) || c == '\n' || c == '\r' || Character.isSurrogate(c)
              || c >= '\ufdd0' && c <= '\ufdef' || c >= '\ufffe') {
            out.append(String.format("\\u%04x", (int) c));
          } else {
            out.append(c);
          }
        }
      }
    }
    return out.toString();
  }
}
