package org.tiebreak.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.IntPredicate;
import org.tiebreak.api.GroupRule;
import org.tiebreak.api.Score;
import org.tiebreak.api.Standings;
import org.tiebreak.api.TiebreakRule;

/**
 * The standings as text and CSV, each row with its figures as printed and why it is not placed
 * higher. A figure is the shortest exact decimal ({@link Score#toString()}); it is blank where it
 * does not apply: a group rule not applied to the row, or a rule that reads ratings in an event
 * where no player is rated. The column of a drawing of lots gives the lot each player of a drawn
 * tie drew. Each row but the first, and those sharing the place of the row above, says "below N
 * on RULE (a to b)": the row above (by its start number), the rule that put it above, and both
 * figures under that rule, the higher player's first.
 */
final class StandingsTable {

  /** The key of the remark the engine gives a tie ordered by lot. */
  private static final String BY_LOT = "remark.byLot";

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
      return below.map(StandingsTable::below).orElse("");
    }
  }

  /** What a blank figure of a rule means in these standings, if anything in them is blank. */
  record Blanks(boolean notApplied, List<String> unrated, List<String> lots) {}

  /** The rows as printed, first place first. */
  static List<Line> lines(Standings standings) {
    List<TiebreakRule> chain = standings.ruleset().chain();
    List<Standings.Row> rows = standings.rows();
    List<List<String>> figures = new ArrayList<>();
    for (Standings.Row row : rows) {
      List<String> line = new ArrayList<>();
      for (TiebreakRule rule : chain) {
        Score value = row.values().get(rule.code());
        line.add(value == null || unrated(standings, rule) ? "" : value.toString());
      }
      figures.add(line);
    }
    for (int k = 0; k < chain.size(); k++) {
      if (chain.get(k) instanceof GroupRule) {
        lots(rows, chain.get(k).code(), k, figures);
      }
    }
    List<Line> lines = new ArrayList<>();
    for (int i = 0; i < rows.size(); i++) {
      Standings.Row row = rows.get(i);
      Optional<Standings.Comparison> below = Optional.empty();
      if (i > 0 && rows.get(i - 1).rank() != row.rank()) {
        below = Optional.of(standings.compare(rows.get(i - 1).player().startNumber(),
            row.player().startNumber()));
      }
      lines.add(new Line(row, List.copyOf(figures.get(i)), below));
    }
    return lines;
  }

  /**
   * How the row above the player's was put above it; empty for the first row and for a row that
   * shares the place of the row above.
   */
  static Optional<Standings.Comparison> above(Standings standings, int player) {
    List<Standings.Row> rows = standings.rows();
    for (int i = 1; i < rows.size(); i++) {
      Standings.Row row = rows.get(i);
      if (row.player().startNumber() == player) {
        Standings.Row upper = rows.get(i - 1);
        return upper.rank() == row.rank() ? Optional.empty()
            : Optional.of(standings.compare(upper.player().startNumber(), player));
      }
    }
    return Optional.empty();
  }

  /**
   * Writes the lot each player drew into the column of a group rule that drew lots: in a run of
   * rows it put one above the next and whose remark is a drawing of lots, the first drew 1, the
   * next 2, and so on.
   */
  private static void lots(List<Standings.Row> rows, String code, int column,
      List<List<String>> figures) {
    int drawn = 0;
    for (int i = 0; i < rows.size(); i++) {
      Standings.Row row = rows.get(i);
      boolean byLot = row.values().get(code) == null
          && row.remark().map(r -> r.key().equals(BY_LOT)).orElse(false);
      boolean afterPrevious = byLot && i > 0
          && rows.get(i - 1).decidedBy().equals(Optional.of(code));
      boolean beforeNext = byLot && row.decidedBy().equals(Optional.of(code));
      drawn = afterPrevious ? drawn + 1 : beforeNext ? 1 : 0;
      if (drawn > 0) {
        figures.get(i).set(column, Integer.toString(drawn));
      }
    }
  }

  /**
   * Whether a rule's figures say nothing in this event: it reads ratings and no player is rated.
   */
  static boolean unrated(Standings standings, TiebreakRule rule) {
    return rule.needsRatings()
        && standings.tournament().players().stream().allMatch(p -> p.rating().isEmpty());
  }

  /** "below 4 on CUM (14.5 to 12.5)": the higher player, the rule and both figures. */
  static String below(Standings.Comparison comparison) {
    StringBuilder text = new StringBuilder("below ").append(comparison.higher()).append(" on ")
        .append(comparison.rule().orElse("nothing"));
    comparison.higherValue().ifPresent(value -> text.append(" (").append(value).append(" to ")
        .append(comparison.lowerValue().map(Score::toString).orElse("none")).append(')'));
    return text.toString();
  }

  /** What a blank means in these rows. */
  static Blanks blanks(Standings standings, List<Line> lines) {
    List<TiebreakRule> chain = standings.ruleset().chain();
    boolean notApplied = false;
    List<String> unrated = new ArrayList<>();
    List<String> lots = new ArrayList<>();
    for (int k = 0; k < chain.size(); k++) {
      TiebreakRule rule = chain.get(k);
      if (unrated(standings, rule)) {
        unrated.add(rule.code());
        continue;
      }
      for (Line line : lines) {
        if (line.figures().get(k).isEmpty()) {
          notApplied = true;
        } else if (rule instanceof GroupRule && !line.row().values().containsKey(rule.code())
            && !lots.contains(rule.code())) {
          lots.add(rule.code());
        }
      }
    }
    return new Blanks(notApplied, unrated, lots);
  }

  /**
   * An aligned table: place, number, name, score, every rule's figure, why the row is not
   * higher and, where any row has one, a remark; then the legend.
   */
  static String text(Standings standings, StandingsOutput.Scored scored, Locale locale) {
    List<TiebreakRule> chain = standings.ruleset().chain();
    List<Line> lines = lines(standings);
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
    text.append('\n').append(legend(standings, scored, blanks(standings, lines)));
    return text.toString();
  }

  /**
   * Rows of cells as aligned columns two blanks apart, without trailing blanks; {@code left}
   * tells the columns aligned left from those aligned right.
   */
  static String align(List<List<String>> cells, IntPredicate left) {
    int columns = cells.stream().mapToInt(List::size).max().orElse(0);
    int[] widths = new int[columns];
    for (List<String> line : cells) {
      for (int c = 0; c < line.size(); c++) {
        widths[c] = Math.max(widths[c], line.get(c).length());
      }
    }
    StringBuilder text = new StringBuilder();
    for (List<String> line : cells) {
      StringBuilder out = new StringBuilder();
      for (int c = 0; c < line.size(); c++) {
        String cell = line.get(c);
        String pad = " ".repeat(widths[c] - cell.length());
        out.append(c == 0 ? "" : "  ").append(left.test(c) ? cell + pad : pad + cell);
      }
      text.append(out.toString().stripTrailing()).append('\n');
    }
    return text.toString();
  }

  /**
   * The legend under the table: every code of the chain with its name and variant, what a
   * blank figure and a lot mean where the table has them, and how "Decided by" reads.
   */
  static String legend(Standings standings, StandingsOutput.Scored scored, Blanks blanks) {
    StringBuilder text = new StringBuilder(Legend.withScore(scored,
        standings.ruleset().chain()));
    String who = scored == StandingsOutput.Scored.POINTS ? "player" : "team";
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
   * A header row and one row per player: rank, place, number, name, score, every rule's figure,
   * why the row is not higher ({@code below}: the number of the row above, {@code decidedBy}:
   * the rule, {@code aboveValue} and {@code ownValue}: both figures under it) and the remark.
   */
  static String csv(Standings standings, StandingsOutput.Scored scored, Locale locale) {
    List<TiebreakRule> chain = standings.ruleset().chain();
    StringBuilder csv = new StringBuilder("rank,place," + scored.numberField + ",name,score");
    chain.forEach(rule -> csv.append(',').append(StandingsOutput.quote(rule.code())));
    csv.append(",below,decidedBy,aboveValue,ownValue,remark\n");
    for (Line line : lines(standings)) {
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
