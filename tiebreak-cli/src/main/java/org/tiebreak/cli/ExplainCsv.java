package org.tiebreak.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.tiebreak.api.Score;
import org.tiebreak.api.standings.Explanation;
import org.tiebreak.api.standings.Message;
import org.tiebreak.api.standings.Standings;

/**
 * One player's explanations as CSV: a row per explanation line (round, opponent, result, the
 * opponent's score, the score used, the adjustment, what it adds, whether it is dropped, the
 * running total) and a row per note, each with the rule's code and the player's figure; a rule
 * with neither lines nor notes has one row with its figure. The figure is blank where it does not
 * apply: a group rule not applied to the player, or a rule that reads ratings in an event where no
 * player is rated.
 */
final class ExplainCsv {

  /** The header row. */
  static final String HEADER = "rule,value,round,opponent,result,opponentScore,used,adjustment,"
      + "adds,dropped,total,note";

  private ExplainCsv() {}

  /** The header, named for players or teams, and the rows. */
  static String of(Main.Ranking ranking, int player, Locale locale) {
    Standings standings = ranking.standings();
    StandingsOutput.Scored scored = ranking.scored();
    RowFacts facts = RowFacts.of(ranking);
    StringBuilder csv = new StringBuilder(scored.numberField).append(',').append(HEADER)
        .append('\n');
    for (Explanation explanation : standings.explain(player)) {
      boolean unrated = standings.ruleset().chain().stream()
          .anyMatch(rule -> rule.code().equals(explanation.rule())
              && !facts.applies(rule));
      String value = unrated ? "" : explanation.value().map(Score::toString).orElse("");
      List<List<String>> rows = new ArrayList<>();
      for (Explanation.Line line : explanation.lines()) {
        rows.add(List.of(number(line.round().isPresent() ? line.round().getAsInt() : null),
            number(line.opponent().isPresent() ? line.opponent().getAsInt() : null),
            text(line.result(), locale), score(line.opponentScore()), score(line.usedScore()),
            text(line.adjustment(), locale), score(line.contribution()),
            line.dropped() ? "dropped" : "", score(line.runningTotal()), ""));
      }
      for (Message note : explanation.notes()) {
        rows.add(List.of("", "", "", "", "", "", "", "", "", note.format(locale)));
      }
      if (rows.isEmpty()) {
        rows.add(List.of("", "", "", "", "", "", "", "", "", ""));
      }
      for (List<String> row : rows) {
        csv.append(player).append(',').append(StandingsOutput.quote(explanation.rule()))
            .append(',').append(value);
        row.forEach(cell -> csv.append(',').append(StandingsOutput.quote(cell)));
        csv.append('\n');
      }
    }
    return csv.toString();
  }

  private static String number(Integer value) {
    return value == null ? "" : value.toString();
  }

  private static String score(Optional<Score> score) {
    return score.map(Score::toString).orElse("");
  }

  private static String text(Optional<Message> message, Locale locale) {
    return message.map(m -> m.format(locale)).orElse("");
  }
}
