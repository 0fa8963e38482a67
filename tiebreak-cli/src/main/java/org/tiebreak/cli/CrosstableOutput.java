package org.tiebreak.cli;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.tiebreak.api.Colour;
import org.tiebreak.api.Player;
import org.tiebreak.api.RoundResult;
import org.tiebreak.api.Score;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.rule.TiebreakRule;
import org.tiebreak.api.standings.Standings;

/**
 * The crosstable as a wall chart: a row per player (or team) with its number, name, rating, each
 * round as opponent, colour and result ({@code 12w1}, {@code 5b½}, {@code 7w+}, {@code H}), the
 * score and every tie-break of the chain, then the legend of the codes and of the notation.
 */
final class CrosstableOutput {

  private CrosstableOutput() {}

  /** The order of the rows. */
  enum Order {
    /** By place, first place first. */
    place,
    /** By start number (a team's number). */
    start
  }

  /** The notation of a round, as the legend of every crosstable gives it. */
  static final List<String> NOTATION = List.of(
      "12w1  against No. 12 with white, won; b with black, no letter where the file gives no"
          + " colour",
      "1 ½ 0  won, drawn, lost; + and - won and lost by forfeit; ? not yet played",
      "H half-point bye, F full-point bye, U pairing-allocated bye, Z zero-point bye or absence");

  /**
   * A round as the crosstable shows it: the opponent's number, {@code w} or {@code b} (a blank
   * where the colour is unknown) and {@code 1}, {@code ½}, {@code 0}, {@code +}, {@code -} or
   * {@code ?} for a pending game; a bye as {@code H}, {@code F}, {@code U} or {@code Z}.
   */
  static String cell(RoundResult result) {
    String bye = switch (result.kind()) {
      case HALF_POINT_BYE -> "H";
      case FULL_POINT_BYE -> "F";
      case PAIRING_ALLOCATED_BYE -> "U";
      case ZERO_POINT_BYE, ABSENT, WITHDRAWN, LATE_ENTRY -> "Z";
      default -> null;
    };
    if (bye != null) {
      return bye;
    }
    String mark = switch (result.kind()) {
      case WIN -> "1";
      case DRAW -> "½";
      case LOSS -> "0";
      case FORFEIT_WIN -> "+";
      case FORFEIT_LOSS -> "-";
      default -> "?";
    };
    String colour = result.colour().map(c -> c == Colour.WHITE ? "w" : "b").orElse(" ");
    return result.opponentOrZero() + colour + mark;
  }

  /** The rows in the order asked for. */
  static List<Standings.Row> rows(Standings standings, Order order) {
    List<Standings.Row> rows = new ArrayList<>(standings.rows());
    if (order == Order.start) {
      rows.sort(Comparator.comparingInt(row -> row.player().startNumber()));
    }
    return rows;
  }

  /**
   * The crosstable as an aligned text table, then the legend and the remarks of the standings in
   * the language of {@code locale}.
   */
  static String text(Main.Ranking ranking, Order order, Locale locale) {
    Standings standings = ranking.standings();
    StandingsOutput.Scored scored = ranking.scored();
    Tournament tournament = standings.tournament();
    RowFacts facts = RowFacts.of(ranking);
    List<TiebreakRule> chain = standings.ruleset().chain();
    int rounds = standings.roundsPlayed();
    List<String> header = new ArrayList<>(List.of("Place", "No.", "Name"));
    if (facts.ratingColumn()) {
      header.add("Rating");
    }
    for (int round = 1; round <= rounds; round++) {
      header.add(Integer.toString(round));
    }
    header.add(scored.heading);
    chain.forEach(rule -> header.add(rule.code()));
    List<List<String>> cells = new ArrayList<>();
    cells.add(header);
    for (Standings.Row row : rows(standings, order)) {
      int number = row.player().startNumber();
      List<String> line = new ArrayList<>(List.of(row.place(), Integer.toString(number),
          Printable.escape(row.player().name())));
      if (facts.ratingColumn()) {
        line.add(RowFacts.rating(row));
      }
      for (RoundResult result : tournament.results(number)) {
        line.add(cell(result));
      }
      line.add(row.score().toString());
      for (Optional<Score> value : facts.values(row)) {
        line.add(value.map(Score::toString).orElse(""));
      }
      cells.add(line);
    }
    // A player left out of the standings keeps the results in the table (FIDE General
    // Regulations for Competitions 6.6), without a place or figures.
    for (int number : standings.leftOut()) {
      Player player = tournament.player(number);
      List<String> line = new ArrayList<>(List.of("-", Integer.toString(number),
          Printable.escape(player.name())));
      if (facts.ratingColumn()) {
        line.add(player.rating().isPresent() ? Integer.toString(player.rating().getAsInt()) : "");
      }
      for (RoundResult result : tournament.results(number)) {
        line.add(cell(result));
      }
      line.add(tournament.score(number).toString());
      chain.forEach(rule -> line.add(""));
      cells.add(line);
    }
    StringBuilder text = new StringBuilder();
    if (!tournament.name().isBlank()) {
      text.append(Printable.escape(tournament.name().strip())).append('\n');
    }
    text.append("Crosstable ").append(StandingsOutput.stage(standings)).append(", ")
        .append(order == Order.place ? "by place" : "by start number").append(", ruleset ")
        .append(standings.ruleset().name()).append("\n\n");
    text.append(StandingsTable.align(cells, c -> c == 2));
    text.append("\nRounds:\n");
    NOTATION.forEach(line -> text.append("  ").append(line).append('\n'));
    text.append("Tie-breaks:\n");
    int width = scored.heading.length();
    for (TiebreakRule rule : chain) {
      width = Math.max(width, rule.code().length());
    }
    text.append("  ").append(pad(scored.heading, width)).append("  ").append(scored.unit)
        .append('\n');
    for (TiebreakRule rule : chain) {
      text.append("  ").append(pad(rule.code(), width)).append("  ")
          .append(Legend.describe(rule))
          .append(facts.applies(rule) ? "" : " (blank: no player is rated)")
          .append('\n');
    }
    List<String> remarks = new ArrayList<>();
    int numberWidth = cells.stream().mapToInt(line -> line.get(1).length()).max().orElse(0);
    String number = "  %" + numberWidth + "d  ";
    for (Standings.Row row : rows(standings, order)) {
      row.remark().ifPresent(remark -> remarks.add(String.format(number,
          row.player().startNumber()) + Printable.escape(row.player().name()) + ": "
          + remark.format(locale)));
    }
    for (int left : standings.leftOut()) {
      remarks.add(String.format(number, left)
          + Printable.escape(tournament.player(left).name()) + ": "
          + StandingsTable.reason(standings, left).map(reason -> reason.format(locale))
              .orElse("left out of the standings"));
    }
    if (!remarks.isEmpty()) {
      text.append("Remarks:\n");
      remarks.forEach(line -> text.append(line).append('\n'));
    }
    return text.toString();
  }

  private static String pad(String text, int width) {
    return text + " ".repeat(width - text.length());
  }
}
