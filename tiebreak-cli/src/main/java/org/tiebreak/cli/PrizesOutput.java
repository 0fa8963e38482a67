package org.tiebreak.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;
import org.tiebreak.api.standings.Message;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.prizes.Award;
import org.tiebreak.prizes.Prize;
import org.tiebreak.prizes.PrizeDistribution;
import org.tiebreak.prizes.PrizeOutcome;

/**
 * Who gets which prize, as text, CSV and a section of the standings page: each award with its
 * cash, prizes and non-cash awards, what became of each prize, the money, and why each player
 * receives what they receive. Amounts are written in the currency's decimals; the library's texts
 * are in the language asked for, the headings in English.
 */
final class PrizesOutput {

  private PrizesOutput() {}

  /** The heading line: the stage, the ruleset and the sharing policy. */
  static String heading(PrizeDistribution prizes) {
    Standings standings = prizes.standings();
    return "Prizes " + StandingsOutput.stage(standings) + ", ruleset "
        + standings.ruleset().name() + ", sharing " + prizes.policy().name();
  }

  /** The money: the fund and what became of it. */
  static String money(PrizeDistribution prizes) {
    String currency = prizes.list().currency().getCurrencyCode();
    String text = "Fund " + prizes.format(prizes.fund()) + " " + currency + ": paid "
        + prizes.format(prizes.paid()) + ", withheld " + prizes.format(prizes.withheld())
        + ", not awarded " + prizes.format(prizes.unawarded());
    if (prizes.roundingDifference() != 0) {
      text += ", rounding " + (prizes.roundingDifference() > 0 ? "paid " : "kept ")
          + prizes.format(Math.abs(prizes.roundingDifference()));
    }
    return text;
  }

  /** The awards as a table, what became of each prize, the money, and each award explained. */
  static String text(Main.Ranking ranking, PrizeDistribution prizes, Locale locale) {
    StringBuilder out = new StringBuilder();
    String event = ranking.standings().tournament().name().strip();
    if (!event.isEmpty()) {
      out.append(Printable.escape(event)).append('\n');
    }
    out.append(heading(prizes)).append('\n');
    out.append(Legend.wrap("", prizes.policy().description().format(locale), ""));
    for (Message note : prizes.notes()) {
      out.append(Legend.wrap("", note.format(locale), "  "));
    }
    out.append('\n');
    String number = ranking.scored().who.equals("team") ? "Team" : "No.";
    List<String[]> table = new ArrayList<>();
    table.add(new String[] {"Place", number, "Name", ranking.scored().heading, "Cash", "Prizes",
        "Awards"});
    for (Award award : prizes.awards()) {
      table.add(new String[] {award.place(), Integer.toString(award.player().startNumber()),
          Printable.escape(award.player().name()), award.score().toString(),
          prizes.format(award.cash()) + (award.withheld() > 0
              ? " (" + prizes.format(award.withheld()) + " withheld)" : ""),
          String.join(", ", award.prizes()), Printable.escape(String.join(", ",
              award.awards()))});
    }
    out.append(align(table, new boolean[] {true, true, false, true, true, false, false}));
    out.append("\nPrizes\n");
    List<String[]> outcomes = new ArrayList<>();
    for (PrizeOutcome outcome : prizes.prizes()) {
      outcomes.add(new String[] {outcome.prize().id(), outcome.name().format(locale),
          what(prizes, outcome.prize()), status(outcome, locale)});
    }
    out.append(align(outcomes, new boolean[] {false, false, true, false}).indent(2));
    out.append('\n').append(money(prizes)).append("\n\nWhy\n");
    for (Award award : prizes.awards()) {
      out.append("  ").append(award.player().startNumber()).append(' ')
          .append(Printable.escape(award.player().name())).append(": ")
          .append(prizes.format(award.cash())).append('\n');
      for (Message line : award.explanation()) {
        out.append(Legend.wrap("    ", Printable.escape(line.format(locale)), "      "));
      }
    }
    return out.toString();
  }

  /** A header row and one row per award. */
  static String csv(Main.Ranking ranking, PrizeDistribution prizes, Locale locale) {
    StringBuilder out = new StringBuilder("place," + ranking.scored().numberField
        + ",name,score,cash,withheld,prizes,awards,explanation\n");
    for (Award award : prizes.awards()) {
      out.append(String.join(",", award.place(), Integer.toString(award.player().startNumber()),
          StandingsOutput.quote(Printable.escape(award.player().name())),
          award.score().toString(), prizes.format(award.cash()),
          prizes.format(award.withheld()), StandingsOutput.quote(String.join(";", award.prizes())),
          StandingsOutput.quote(Printable.escape(String.join(";", award.awards()))),
          StandingsOutput.quote(Printable.escape(award.explanation().stream()
              .map(line -> line.format(locale)).collect(Collectors.joining("; "))))))
          .append('\n');
    }
    return out.toString();
  }

  /** The section of the standings page: the awards, each explained on demand, and the prizes. */
  static void html(StringBuilder out, PrizeDistribution prizes, Locale locale, String lang) {
    out.append("<section id=\"prizes\" aria-labelledby=\"prizes-title\">\n")
        .append("<h2 id=\"prizes-title\">Prizes</h2>\n<p>Sharing <strong>")
        .append(HtmlOutput.escape(prizes.policy().name())).append("</strong>: <span")
        .append(lang).append('>')
        .append(HtmlOutput.escape(prizes.policy().description().format(locale)))
        .append("</span></p>\n");
    for (Message note : prizes.notes()) {
      out.append("<p class=\"note\"").append(lang).append('>')
          .append(HtmlOutput.escape(note.format(locale))).append("</p>\n");
    }
    out.append("<div class=\"wide\">\n<table class=\"prizes\">\n<thead>\n<tr>")
        .append("<th scope=\"col\">Place</th><th scope=\"col\">No.</th>")
        .append("<th scope=\"col\" class=\"name\">Name</th><th scope=\"col\">Cash</th>")
        .append("<th scope=\"col\" class=\"text\">Prizes</th>")
        .append("<th scope=\"col\" class=\"text\">Awards</th></tr>\n</thead>\n");
    for (Award award : prizes.awards()) {
      String name = HtmlOutput.escape(award.player().name());
      out.append("<tbody>\n<tr><td class=\"place\">").append(award.place())
          .append("</td><td class=\"number\">").append(award.player().startNumber())
          .append("</td><th scope=\"row\" class=\"name\">").append(name)
          .append("</th><td class=\"score\">").append(prizes.format(award.cash()));
      if (award.withheld() > 0) {
        out.append(" (").append(prizes.format(award.withheld())).append(" withheld)");
      }
      out.append("</td><td class=\"text\">").append(HtmlOutput.escape(
              String.join(", ", award.prizes())))
          .append("</td><td class=\"text\">")
          .append(HtmlOutput.escape(String.join(", ", award.awards())))
          .append("</td></tr>\n<tr class=\"why\"><td colspan=\"6\"><details><summary>why ")
          .append(name).append(" receives this</summary>\n<ul").append(lang).append(">\n");
      for (Message line : award.explanation()) {
        out.append("<li>").append(HtmlOutput.escape(line.format(locale))).append("</li>\n");
      }
      out.append("</ul>\n</details></td></tr>\n</tbody>\n");
    }
    out.append("</table>\n</div>\n<h3>What became of each prize</h3>\n")
        .append("<table class=\"outcomes\">\n<thead>\n<tr><th scope=\"col\">Prize</th>")
        .append("<th scope=\"col\">Pays</th><th scope=\"col\" class=\"text\">To</th></tr>\n")
        .append("</thead>\n<tbody>\n");
    for (PrizeOutcome outcome : prizes.prizes()) {
      out.append("<tr><th scope=\"row\"").append(lang).append('>')
          .append(HtmlOutput.escape(outcome.name().format(locale))).append("</th><td>")
          .append(HtmlOutput.escape(what(prizes, outcome.prize()))).append("</td><td")
          .append(lang).append('>').append(HtmlOutput.escape(status(outcome, locale)))
          .append("</td></tr>\n");
    }
    out.append("</tbody>\n</table>\n<p>").append(HtmlOutput.escape(money(prizes)))
        .append("</p>\n</section>\n");
  }

  /** What a prize pays: its cash and its award or title. */
  static String what(PrizeDistribution prizes, Prize prize) {
    List<String> parts = new ArrayList<>();
    if (prize.cash() > 0 || prize.award().isEmpty()) {
      parts.add(prizes.format(prize.cash()));
    }
    prize.award().ifPresent(award -> parts.add((prize.title() ? "title " : "") + award));
    return Printable.escape(String.join(" + ", parts));
  }

  /** What became of a prize, in words. */
  static String status(PrizeOutcome outcome, Locale locale) {
    Optional<String> note = outcome.note().map(n -> n.format(locale));
    String players = outcome.sharedBy().stream().map(String::valueOf)
        .collect(Collectors.joining(", "));
    String text = switch (outcome.status()) {
      case WON -> "won by " + outcome.holder().map(String::valueOf).orElse(players);
      case SHARED -> "shared by " + players + outcome.holder().map(h -> "; held by " + h)
          .orElse("");
      case UNDECIDED -> (players.isEmpty() ? "" : "cash shared by " + players + "; ")
          + "undecided between " + outcome.candidates().stream().map(String::valueOf)
              .collect(Collectors.joining(", "));
      case NOT_AWARDED -> "not awarded";
    };
    if (outcome.status() == PrizeOutcome.Status.WON && outcome.holder().isEmpty()) {
      return Printable.escape(text);
    }
    return Printable.escape(note.map(n -> text + ": " + n).orElse(text));
  }

  private static String align(List<String[]> table, boolean[] right) {
    int[] widths = new int[table.get(0).length];
    for (String[] row : table) {
      for (int c = 0; c < row.length; c++) {
        widths[c] = Math.max(widths[c], row[c].length());
      }
    }
    StringBuilder out = new StringBuilder();
    for (String[] row : table) {
      StringBuilder line = new StringBuilder();
      for (int c = 0; c < row.length; c++) {
        if (c > 0) {
          line.append("  ");
        }
        String pad = " ".repeat(widths[c] - row[c].length());
        line.append(right[c] ? pad + row[c] : row[c] + (c == row.length - 1 ? "" : pad));
      }
      out.append(line.toString().stripTrailing()).append('\n');
    }
    return out.toString();
  }
}
