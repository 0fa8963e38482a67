package org.tiebreak.cli;

import java.util.HashMap;
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
 * Standings and explanations as text, CSV and JSON. Every number is an exact decimal; remarks,
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

  /**
   * An aligned table: place, start number, name, score, every rule, why the row is not higher
   * and the remarks; then the legend of the codes (see {@link StandingsTable}).
   */
  static String text(Standings standings, Scored scored, Locale locale) {
    return StandingsTable.text(standings, scored, locale);
  }

  /** A header row and one row per player (see {@link StandingsTable}). */
  static String csv(Standings standings, Scored scored, Locale locale) {
    return StandingsTable.csv(standings, scored, locale);
  }

  static String quote(String field) {
    if (field.indexOf(',') < 0 && field.indexOf('"') < 0 && field.indexOf('\n') < 0) {
      return field;
    }
    return '"' + field.replace("\"", "\"\"") + '"';
  }

  /** One JSON object: the ruleset, the rounds played, the tie-breaks and the standings. */
  static String json(Standings standings, Scored scored, Locale locale) {
    Json json = new Json();
    json.beginObject();
    json.name("ruleset").value(standings.ruleset().name());
    scoreType(json, scored);
    json.name("roundsPlayed").value(standings.roundsPlayed());
    json.name("roundsCompleted").value(standings.tournament().roundsCompleted());
    json.name("tiebreaks").beginArray();
    for (TiebreakRule rule : standings.ruleset().chain()) {
      json.beginObject().name("code").value(rule.code()).name("name").value(rule.name())
          .endObject();
    }
    json.endArray();
    json.name("standings").beginArray();
    for (Standings.Row row : standings.rows()) {
      json.beginObject();
      json.name("rank").value(row.rank());
      json.name("place").value(row.place());
      json.name(scored.numberField).value(row.player().startNumber());
      json.name("name").value(row.player().name());
      json.name("score").value(row.score().toString());
      json.name("tiebreaks").beginObject();
      for (Map.Entry<String, Score> value : row.values().entrySet()) {
        json.name(value.getKey()).value(value.getValue().toString());
      }
      json.endObject();
      json.name("decidedBy").value(row.decidedBy().orElse(null));
      json.name("remark").value(row.remark().map(r -> r.format(locale)).orElse(null));
      json.endObject();
    }
    json.endArray();
    json.endObject();
    return json + "\n";
  }

  /** For teams, the score that ranks them: {@code "scoreType": "MP"} or {@code "GP"}. */
  private static void scoreType(Json json, Scored scored) {
    if (scored != Scored.POINTS) {
      json.name("scoreType").value(scored.heading);
    }
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
    StandingsTable.above(standings, player).ifPresent(comparison -> text.append("placed ")
        .append(StandingsTable.below(comparison).replaceFirst(" on ", " ("
            + Printable.escape(standings.row(comparison.higher()).player().name()) + ") on "))
        .append('\n'));
    row.remark().ifPresent(remark -> text.append(remark.format(locale)).append('\n'));
    String who = scored == Scored.POINTS ? "player" : "team";
    Map<String, TiebreakRule> rules = new HashMap<>();
    standings.ruleset().chain().forEach(rule -> rules.put(rule.code(), rule));
    for (Explanation explanation : standings.explain(player)) {
      TiebreakRule rule = rules.get(explanation.rule());
      text.append('\n').append(explanation.ruleName()).append(" (").append(explanation.rule())
          .append(") of ").append(who).append(' ').append(explanation.player()).append(": ")
          .append(rule != null && StandingsTable.unrated(standings, rule)
              ? "does not apply, as no " + who + " is rated"
              : explanation.value().map(Score::toString).orElse("none"));
      explanation.lines().forEach(line -> text.append("\n  ").append(line.format(locale)));
      explanation.notes().forEach(note -> text.append("\n  ").append(note.format(locale)));
      text.append('\n');
    }
    return text.toString();
  }

  /** Every rule's explanation of the player's figure, as one JSON object. */
  static String explainJson(Standings standings, int player, Scored scored, Locale locale) {
    Standings.Row row = standings.row(player);
    Json json = new Json();
    json.beginObject();
    json.name("ruleset").value(standings.ruleset().name());
    scoreType(json, scored);
    json.name("roundsPlayed").value(standings.roundsPlayed());
    json.name("roundsCompleted").value(standings.tournament().roundsCompleted());
    json.name(scored.numberField).value(player);
    json.name("name").value(row.player().name());
    json.name("place").value(row.place());
    json.name("score").value(row.score().toString());
    json.name("explanations").beginArray();
    for (Explanation explanation : standings.explain(player)) {
      json.beginObject();
      json.name("code").value(explanation.rule());
      json.name("name").value(explanation.ruleName());
      json.name("value").value(explanation.value().map(Score::toString).orElse(null));
      json.name("lines").beginArray();
      for (Explanation.Line line : explanation.lines()) {
        json.beginObject();
        line.round().ifPresent(r -> json.name("round").value(r));
        line.result().ifPresent(r -> json.name("result").value(r.format(locale)));
        line.opponent().ifPresent(o -> json.name("opponent").value(o));
        line.opponentScore().ifPresent(s -> json.name("opponentScore").value(s.toString()));
        line.usedScore().ifPresent(s -> json.name("usedScore").value(s.toString()));
        line.adjustment().ifPresent(a -> json.name("adjustment").value(a.format(locale)));
        line.contribution().ifPresent(c -> json.name("contribution").value(c.toString()));
        json.name("dropped").value(line.dropped());
        line.runningTotal().ifPresent(t -> json.name("runningTotal").value(t.toString()));
        json.endObject();
      }
      json.endArray();
      json.name("notes").beginArray();
      explanation.notes().forEach(note -> json.value(note.format(locale)));
      json.endArray();
      json.endObject();
    }
    json.endArray();
    json.endObject();
    return json + "\n";
  }
}
