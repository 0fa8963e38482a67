package org.tiebreak.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;
import org.tiebreak.api.Explanation;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.Score;
import org.tiebreak.api.Standings;
import org.tiebreak.api.TiebreakRule;

/**
 * Standings and explanations as text and CSV. Every number is an exact decimal; remarks,
 * explanation lines and notes are in the language asked for, the headings in English.
 */
final class StandingsOutput {

  private StandingsOutput() {}

  /** What the score of the standings counts: a player's points, or a team's match or game points. */
  enum Scored {
    POINTS("Pts", "points", "startRank"),
    MATCH_POINTS("MP", "match points", "team"),
    GAME_POINTS("GP", "game points", "team");

    /** The score column's heading in text. */
    final String heading;
    /** The score's unit in sentences. */
    final String unit;
    /** The name of the number field in CSV and JSON. */
    final String numberField;

    Scored(String heading, String unit, String numberField) {
      this.heading = heading;
      this.unit = unit;
      this.numberField = numberField;
    }
  }

  /** The chain as "PLAY; MM, SOLK, ...". */
  static String chain(Ruleset ruleset) {
    String rules = codes(ruleset.rules());
    return ruleset.precedences().isEmpty() ? rules : codes(ruleset.precedences()) + "; " + rules;
  }

  private static String codes(List<TiebreakRule> rules) {
    return rules.stream().map(TiebreakRule::code).collect(Collectors.joining(", "));
  }

  /** An aligned table: place, start number, name, score, every rule, and what decided the place. */
  static String text(Standings standings, Scored scored, Locale locale) {
    List<TiebreakRule> chain = standings.ruleset().chain();
    List<String[]> cells = new ArrayList<>();
    List<String> header = new ArrayList<>(List.of("Place", "No.", "Name", scored.heading));
    chain.forEach(rule -> header.add(rule.code()));
    header.add("Decided by");
    cells.add(header.toArray(String[]::new));
    int[] decimals = new int[chain.size() + 1];
    List<Standings.Row> rows = standings.rows();
    List<Map<String, Score>> values = new ArrayList<>();
    for (Standings.Row row : rows) {
      values.add(row.values());
    }
    for (int p = 0; p < rows.size(); p++) {
      decimals[0] = Math.max(decimals[0], scale(rows.get(p).score()));
      for (int k = 0; k < chain.size(); k++) {
        Score value = values.get(p).get(chain.get(k).code());
        decimals[k + 1] = Math.max(decimals[k + 1], value == null ? 0 : scale(value));
      }
    }
    for (int p = 0; p < rows.size(); p++) {
      Standings.Row row = rows.get(p);
      List<String> line = new ArrayList<>(List.of(row.place(),
          Integer.toString(row.player().startNumber()), Printable.escape(row.player().name()),
          row.score().format(Math.max(1, decimals[0]))));
      for (int k = 0; k < chain.size(); k++) {
        Score value = values.get(p).get(chain.get(k).code());
        line.add(value == null ? "" : value.format(decimals[k + 1]));
      }
      line.add(row.decidedBy().orElse("")
          + row.remark().map(r -> " (" + r.format(locale) + ")").orElse(""));
      cells.add(line.toArray(String[]::new));
    }
    StringBuilder text = new StringBuilder(standings.ruleset().name() + " " + stage(standings)
        + ": " + chain(standings.ruleset()) + "\n\n");
    int[] widths = new int[header.size()];
    for (String[] line : cells) {
      for (int c = 0; c < line.length; c++) {
        widths[c] = Math.max(widths[c], line[c].length());
      }
    }
    for (String[] line : cells) {
      StringBuilder out = new StringBuilder();
      for (int c = 0; c < line.length; c++) {
        boolean left = c == 2 || c == line.length - 1;
        String cell = line[c];
        String pad = " ".repeat(widths[c] - cell.length());
        out.append(c == 0 ? "" : "  ").append(left ? cell + pad : pad + cell);
      }
      text.append(out.toString().stripTrailing()).append('\n');
    }
    return text.toString();
  }

  private static int scale(Score value) {
    return value.toBigDecimal().map(v -> Math.max(0, v.scale())).orElse(0);
  }

  /** A header row and one row per player. */
  static String csv(Standings standings, Scored scored, Locale locale) {
    List<TiebreakRule> chain = standings.ruleset().chain();
    StringBuilder csv = new StringBuilder("rank,place," + scored.numberField + ",name,score");
    chain.forEach(rule -> csv.append(',').append(rule.code()));
    csv.append(",decidedBy,remark\n");
    for (Standings.Row row : standings.rows()) {
      csv.append(row.rank()).append(',').append(quote(row.place())).append(',')
          .append(row.player().startNumber()).append(',').append(quote(row.player().name()))
          .append(',').append(row.score());
      Map<String, Score> values = row.values();
      for (TiebreakRule rule : chain) {
        Score value = values.get(rule.code());
        csv.append(',').append(value == null ? "" : value.toString());
      }
      csv.append(',').append(row.decidedBy().orElse("")).append(',')
          .append(quote(row.remark().map(r -> r.format(locale)).orElse(""))).append('\n');
    }
    return csv.toString();
  }

  static String quote(String field) {
    if (field.indexOf(',') < 0 && field.indexOf('"') < 0 && field.indexOf('\n') < 0) {
      return field;
    }
    return '"' + field.replace("\"", "\"\"") + '"';
  }

  /** "after round 5", or "round 6 with games pending" while games are still being played. */
  static String stage(Standings standings) {
    int played = standings.roundsPlayed();
    return standings.tournament().roundsCompleted() < played
        ? "round " + played + " with games pending" : "after round " + played;
  }

  /** Every rule's explanation of the player's figure, as text. */
  static String explainText(Standings standings, int player, Scored scored, Locale locale) {
    Standings.Row row = standings.row(player);
    StringBuilder text = new StringBuilder(row.player().name() + " (" + player + "): place "
        + row.place() + ", " + row.score() + " " + scored.unit + " " + stage(standings)
        + ", ruleset " + standings.ruleset().name() + "\n");
    String who = scored == Scored.POINTS ? "player" : "team";
    for (Explanation explanation : standings.explain(player)) {
      text.append('\n').append(explanation.ruleName()).append(" (").append(explanation.rule())
          .append(") of ").append(who).append(' ').append(explanation.player()).append(": ")
          .append(explanation.value().map(Score::toString).orElse("none"));
      explanation.lines().forEach(line -> text.append("\n  ").append(line.format(locale)));
      explanation.notes().forEach(note -> text.append("\n  ").append(note.format(locale)));
      text.append('\n');
    }
    return text.toString();
  }
}
