package org.tiebreak.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.IntPredicate;
import org.tiebreak.api.Score;
import org.tiebreak.api.rule.GroupRule;
import org.tiebreak.api.rule.TiebreakRule;
import org.tiebreak.api.standings.Standings;

/**
 * The standings as text and CSV, each row with its figures as printed and why it is not placed
 * higher, as {@link RowFacts} decides them. A figure is the shortest exact decimal ({@link
 * Score#toString()}), blank where it does not apply.
 */
final class StandingsTable {

  private StandingsTable() {}

  /**
   * One row as printed.
   *
   * @param row the row of the standings
   * @param figures every rule's figure in chain order, blank where it does not apply
   * @param below how the row above was put above this one; empty for the first row and for a
   *     row that shares the place of the row above
   */
  record Line(Standings.Row row, List<String> figures, Optional<Standings.Comparison> below) {

    /** "below 4 on CUM (14.5 to 12.5)", or blank. */
    String decidedBy() {
      return below.map(RowFacts::below).orElse("");
    }
  }

  /** What a blank figure of a rule means in these standings, if anything in them is blank. */
  record Blanks(boolean notApplied, List<String> unrated, List<String> lots) {}

  /** The rows as printed, first place first. */
  static List<Line> lines(RowFacts facts, Standings standings) {
    List<Standings.Row> rows = standings.rows();
    List<Line> lines = new ArrayList<>();
    for (int i = 0; i < rows.size(); i++) {
      lines.add(new Line(rows.get(i), facts.figures(rows.get(i)), facts.decidedBy(i)));
    }
    return lines;
  }

  /** What a blank means in these rows. */
  static Blanks blanks(RowFacts facts, Standings standings, List<Line> lines) {
    List<TiebreakRule> chain = standings.ruleset().chain();
    boolean notApplied = false;
    List<String> unrated = new ArrayList<>();
    boolean[] lot = new boolean[chain.size()];
    boolean[] grouped = new boolean[chain.size()];
    for (int k = 0; k < chain.size(); k++) {
      TiebreakRule rule = chain.get(k);
      if (!facts.applies(rule)) {
        unrated.add(rule.code());
      }
      grouped[k] = rule instanceof GroupRule && facts.applies(rule);
    }
    for (Line line : lines) {
      List<String> figures = line.figures();
      Map<String, Score> values = null;
      for (int k = 0; k < chain.size(); k++) {
        if (!facts.applies(chain.get(k))) {
          continue;
        }
        if (figures.get(k).isEmpty()) {
          notApplied = true;
        } else if (grouped[k] && !lot[k]) {
          values = values == null ? line.row().values() : values;
          lot[k] = !values.containsKey(chain.get(k).code());
        }
      }
    }
    List<String> lots = new ArrayList<>();
    for (int k = 0; k < chain.size(); k++) {
      if (lot[k]) {
        lots.add(chain.get(k).code());
      }
    }
    return new Blanks(notApplied, unrated, lots);
  }

  /**
   * An aligned table: place, number, name, score, every rule's figure, why the row is not
   * higher and, where any row has one, a remark; then the legend.
   */
  static String text(Main.Ranking ranking, Locale locale) {
    Standings standings = ranking.standings();
    StandingsOutput.Scored scored = ranking.scored();
    RowFacts facts = RowFacts.of(ranking);
    List<TiebreakRule> chain = standings.ruleset().chain();
    List<Line> lines = lines(facts, standings);
    boolean remarks = lines.stream().anyMatch(line -> line.row().remark().isPresent());
    List<String> header = new ArrayList<>(List.of("Place", "No.", "Name", scored.heading));
    chain.forEach(rule -> header.add(rule.code()));
    header.add("Decided by");
    if (remarks) {
      header.add("Remark");
    }
    List<List<String>> cells = new ArrayList<>();
    cells.add(header);
    for (Line line : lines) {
      Standings.Row row = line.row();
      List<String> cellsOfRow = new ArrayList<>(List.of(row.place(),
          Integer.toString(row.player().startNumber()), Printable.escape(row.player().name()),
          row.score().toString()));
      cellsOfRow.addAll(line.figures());
      cellsOfRow.add(line.decidedBy());
      if (remarks) {
        cellsOfRow.add(row.remark().map(r -> Printable.escape(r.format(locale))).orElse(""));
      }
      cells.add(cellsOfRow);
    }
    int firstLeftAfterFigures = 4 + chain.size();
    StringBuilder text = new StringBuilder(standings.ruleset().name() + " "
        + StandingsOutput.stage(standings) + ": " + StandingsOutput.chain(standings.ruleset())
        + "\n\n");
    text.append(align(cells, c -> c == 2 || c >= firstLeftAfterFigures));
    text.append(leftOut(standings, locale));
    text.append('\n').append(legend(standings, scored, blanks(facts, standings, lines), lines));
    return text.toString();
  }

  /**
   * The players the standings leave out, each with why (the warning that names them); nothing
   * where they leave out nobody.
   */
  static String leftOut(Standings standings, Locale locale) {
    if (standings.leftOut().isEmpty()) {
      return "";
    }
    StringBuilder text = new StringBuilder("\nLeft out of the standings:\n");
    for (int player : standings.leftOut()) {
      String name = Printable.escape(standings.tournament().player(player).name());
      text.append(Legend.wrap(String.format("%6d  %s: ", player, name), reason(standings, player)
          .map(r -> Printable.escape(r.format(locale))).orElse(""), "        "));
    }
    return text.toString();
  }

  /** Why the standings leave the player out: their departure's warning. */
  static Optional<org.tiebreak.api.standings.Message> reason(Standings standings, int player) {
    return standings.warnings().stream()
        .filter(w -> w.kind() == org.tiebreak.api.Problem.Kind.DEPARTURE
            && w.player().equals(java.util.OptionalInt.of(player)))
        .map(org.tiebreak.api.Problem::message).findFirst();
  }

  /**
   * Rows of cells as aligned columns two blanks apart, without trailing blanks; {@code left}
   * tells the columns aligned left from those aligned right.
   */
  static String align(List<List<String>> cells, IntPredicate left) {
    int columns = 0;
    for (List<String> line : cells) {
      columns = Math.max(columns, line.size());
    }
    int[] widths = new int[columns];
    boolean[] lefts = new boolean[columns];
    int width = 0;
    for (int c = 0; c < columns; c++) {
      lefts[c] = left.test(c);
    }
    for (List<String> line : cells) {
      for (int c = 0; c < line.size(); c++) {
        widths[c] = Math.max(widths[c], line.get(c).length());
      }
    }
    for (int c = 0; c < columns; c++) {
      width += widths[c] + 2;
    }
    StringBuilder text = new StringBuilder(cells.size() * (width + 1));
    for (List<String> line : cells) {
      for (int c = 0; c < line.size(); c++) {
        String cell = line.get(c);
        if (c > 0) {
          text.append("  ");
        }
        int pad = widths[c] - cell.length();
        if (!lefts[c]) {
          blanks(text, pad);
        }
        text.append(cell);
        if (lefts[c]) {
          blanks(text, pad);
        }
      }
      int end = text.length();
      while (end > 0 && text.charAt(end - 1) == ' ') {
        end--;
      }
      text.setLength(end);
      text.append('\n');
    }
    return text.toString();
  }

  private static void blanks(StringBuilder text, int count) {
    for (int k = 0; k < count; k++) {
      text.append(' ');
    }
  }

  /**
   * The legend under the table: every code of the chain with its name and variant, what a
   * blank figure and a lot mean where the table has them, and how "Decided by" reads.
   */
  static String legend(Standings standings, StandingsOutput.Scored scored, Blanks blanks,
      List<Line> lines) {
    StringBuilder text = new StringBuilder(Legend.withScore(scored,
        standings.ruleset().chain(), decisions(standings, lines)));
    String who = scored.who;
    List<String> notes = new ArrayList<>();
    for (String code : blanks.lots()) {
      notes.add(code + ": in a tie drawn by lot, the lot each " + who + " drew (1 is placed"
          + " first)");
    }
    if (!blanks.unrated().isEmpty()) {
      notes.add(String.join(", ", blanks.unrated()) + ": blank, as no " + who + " is rated");
    }
    if (blanks.notApplied()) {
      notes.add("A blank figure: the rule was not applied to the " + who + " (no tie was left"
          + " when it was reached), or gives no figure");
    }
    notes.add("Decided by: below N on RULE (a to b): the " + who + " above, "
        + (scored == StandingsOutput.Scored.POINTS ? "start number" : "number") + " N, is"
        + " placed higher by RULE, with a to this " + who + "'s b");
    notes.forEach(note -> text.append(Legend.wrap("", note, "  ")));
    return text.toString();
  }

  /**
   * The decisions on tied players that placed a row and are not rules of the chain, each once:
   * a play-off, the arbiter's order, figures computed elsewhere.
   */
  static List<org.tiebreak.api.TieDecision> decisions(Standings standings, List<Line> lines) {
    List<String> chain = standings.ruleset().chain().stream().map(TiebreakRule::code).toList();
    List<String> used = new ArrayList<>();
    for (Line line : lines) {
      line.below().flatMap(Standings.Comparison::rule).filter(rule -> !chain.contains(rule)
          && !rule.equals("score") && !used.contains(rule)).ifPresent(used::add);
    }
    List<org.tiebreak.api.TieDecision> decisions = new ArrayList<>();
    for (org.tiebreak.api.TieDecision decision : standings.tournament().decisions()) {
      if (used.remove(decision.code())) {
        decisions.add(decision);
      }
    }
    return decisions;
  }

  /**
   * A header row and one row per player: rank, place, number, name, score, every rule's figure,
   * why the row is not higher ({@code below}: the number of the row above, {@code decidedBy}:
   * the rule, {@code aboveValue} and {@code ownValue}: both figures under it) and the remark.
   */
  static String csv(Main.Ranking ranking, Locale locale) {
    Standings standings = ranking.standings();
    StandingsOutput.Scored scored = ranking.scored();
    List<TiebreakRule> chain = standings.ruleset().chain();
    StringBuilder csv = new StringBuilder("rank,place," + scored.numberField + ",name,score");
    chain.forEach(rule -> csv.append(',').append(StandingsOutput.quote(rule.code())));
    csv.append(",below,decidedBy,aboveValue,ownValue,remark\n");
    for (Line line : lines(RowFacts.of(ranking), standings)) {
      Standings.Row row = line.row();
      csv.append(row.rank()).append(',').append(StandingsOutput.quote(row.place())).append(',')
          .append(row.player().startNumber()).append(',')
          .append(StandingsOutput.quote(row.player().name())).append(',').append(row.score());
      line.figures().forEach(figure -> csv.append(',').append(figure));
      Optional<Standings.Comparison> below = line.below();
      csv.append(',').append(below.map(c -> Integer.toString(c.higher())).orElse(""))
          .append(',').append(StandingsOutput.quote(below.flatMap(Standings.Comparison::rule)
              .orElse("")))
          .append(',').append(below.flatMap(Standings.Comparison::higherValue)
              .map(Score::toString).orElse(""))
          .append(',').append(below.flatMap(Standings.Comparison::lowerValue)
              .map(Score::toString).orElse(""))
          .append(',').append(StandingsOutput.quote(row.remark().map(r -> r.format(locale))
              .orElse("")))
          .append('\n');
    }
    return csv.toString();
  }
}
