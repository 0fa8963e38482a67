package org.tiebreak.cli;

import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.Score;
import org.tiebreak.api.rule.TiebreakRule;
import org.tiebreak.api.standings.Explanation;
import org.tiebreak.api.standings.Standings;

/**
 * Standings and explanations as text and CSV. Every number is an exact decimal; remarks,
 * explanation lines and notes are in the language asked for, the headings in English.
 */
final class StandingsOutput {

  private StandingsOutput() {}

  /** What the score of the standings counts: a player's points, or a team's match or game points. */
  enum Scored {
    POINTS("Pts", "points", "startRank", "player"),
    MATCH_POINTS("MP", "match points", "team", "team"),
    GAME_POINTS("GP", "game points", "team", "team");

    /** The score column's heading in text. */
    final String heading;
    /** The score's unit in sentences. */
    final String unit;
    /** The name of the number field in CSV and JSON. */
    final String numberField;
    /** Who is ranked, in sentences: "player" or "team". */
    final String who;

    Scored(String heading, String unit, String numberField, String who) {
      this.heading = heading;
      this.unit = unit;
      this.numberField = numberField;
      this.who = who;
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

  /**
   * An aligned table: place, start number, name, score, every rule, why the row is not higher
   * and the remarks; then the legend of the codes (see {@link StandingsTable}).
   */
  static String text(Main.Ranking ranking, Locale locale) {
    return StandingsTable.text(ranking, locale);
  }

  /** A header row and one row per player (see {@link StandingsTable}). */
  static String csv(Main.Ranking ranking, Locale locale) {
    return StandingsTable.csv(ranking, locale);
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
  static String explainText(Main.Ranking ranking, int player, Locale locale) {
    Standings standings = ranking.standings();
    Scored scored = ranking.scored();
    RowFacts facts = RowFacts.of(ranking);
    StringBuilder text = new StringBuilder();
    if (standings.leftOut().contains(player)) {
      text.append(standings.tournament().player(player).name()).append(" (").append(player)
          .append("): left out of the standings, ").append(stage(standings))
          .append(", ruleset ").append(standings.ruleset().name()).append('\n');
      StandingsTable.reason(standings, player)
          .ifPresent(reason -> text.append(reason.format(locale)).append('\n'));
    } else {
      Standings.Row row = standings.row(player);
      text.append(row.player().name() + " (" + player + "): place " + row.place() + ", "
          + row.score() + " " + scored.unit + " " + stage(standings) + ", ruleset "
          + standings.ruleset().name() + "\n");
      facts.decidedByOf(player).ifPresent(comparison -> text.append("placed ")
          .append(RowFacts.below(comparison).replaceFirst(" on ", " ("
              + Printable.escape(standings.row(comparison.higher()).player().name()) + ") on "))
          .append('\n'));
      row.remark().ifPresent(remark -> text.append(remark.format(locale)).append('\n'));
    }
    String who = scored.who;
    Map<String, TiebreakRule> rules = new HashMap<>();
    standings.ruleset().chain().forEach(rule -> rules.put(rule.code(), rule));
    List<Explanation> explanations;
    try {
      explanations = standings.explain(player);
    } catch (IllegalArgumentException e) {
      // Left out, and none of the player's games counts: the standings hold no figure of theirs.
      return text.toString();
    }
    for (Explanation explanation : explanations) {
      TiebreakRule rule = rules.get(explanation.rule());
      text.append('\n').append(explanation.ruleName()).append(" (").append(explanation.rule())
          .append(") of ").append(who).append(' ').append(explanation.player()).append(": ")
          .append(rule != null && !facts.applies(rule)
              ? "does not apply, as no " + who + " is rated"
              : explanation.value().map(Score::toString).orElse("none"));
      explanation.lines().forEach(line -> text.append("\n  ").append(line.format(locale)));
      explanation.notes().forEach(note -> text.append("\n  ").append(note.format(locale)));
      text.append('\n');
    }
    return text.toString();
  }
}
