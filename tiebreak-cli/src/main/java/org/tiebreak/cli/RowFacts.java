package org.tiebreak.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.tiebreak.api.Player;
import org.tiebreak.api.Score;
import org.tiebreak.api.rule.GroupRule;
import org.tiebreak.api.rule.TiebreakRule;
import org.tiebreak.api.standings.Message;
import org.tiebreak.api.standings.Standings;

/**
 * What every output shows of a row of the standings beyond its own fields, decided once for
 * text, CSV, JSON, the page and the crosstable. A rule's figure is blank (JSON {@code null},
 * never 0) where it does not apply: a group rule not applied to the row's group, or a rule that
 * reads ratings ({@link TiebreakRule#needsRatings()}) in an event where no player is rated (no
 * member of any team, where teams are ranked). A group rule that placed the row by lot shows the
 * position the player drew, as its explanation states it. Each row but the first, and those
 * sharing the place of the row above, is "below N on RULE (a to b)": the row above (by its
 * number), the rule that put it above ({@code "score"} where the scores did) and both figures
 * under that rule, the higher one's first.
 */
final class RowFacts {

  /** The key of the remark on a row placed by a drawing of lots. */
  private static final String BY_LOT = "remark.byLot";
  /** The key of the explanation's note with the position a player drew. */
  private static final String LOT_POSITION = "lots.position";

  private final Standings standings;
  private final boolean rated;
  /** The chain, read once: {@link org.tiebreak.api.Ruleset#chain()} makes a new list a call. */
  private final List<TiebreakRule> chain;

  private RowFacts(Standings standings, boolean rated) {
    this.standings = standings;
    this.rated = rated;
    this.chain = standings.ruleset().chain();
  }

  /** The facts of a ranking: of its players, or of its teams, rated by their members. */
  static RowFacts of(Main.Ranking ranking) {
    Stream<Player> players = ranking.teams()
        .map(event -> event.teams().stream().flatMap(team -> team.roster().stream()))
        .orElseGet(() -> ranking.standings().tournament().players().stream());
    return new RowFacts(ranking.standings(),
        players.anyMatch(player -> player.rating().isPresent()));
  }

  /** Whether any player has a rating of its own to show (a team as ranked never has). */
  boolean ratingColumn() {
    return standings.tournament().players().stream()
        .anyMatch(player -> player.rating().isPresent());
  }

  /** The row's own rating, blank where it has none. */
  static String rating(Standings.Row row) {
    return row.player().rating().isPresent()
        ? Integer.toString(row.player().rating().getAsInt()) : "";
  }

  /** Whether the rule's figures say anything in this event. */
  boolean applies(TiebreakRule rule) {
    return rated || !rule.needsRatings();
  }

  /** The figure shown for the rule in the row, empty where it does not apply. */
  Optional<Score> value(Standings.Row row, TiebreakRule rule) {
    return value(row, row.values(), rule);
  }

  /** {@link #value(Standings.Row, TiebreakRule)} with the row's values read once. */
  private Optional<Score> value(Standings.Row row, Map<String, Score> values, TiebreakRule rule) {
    if (!applies(rule)) {
      return Optional.empty();
    }
    Score value = values.get(rule.code());
    if (value != null) {
      return Optional.of(value);
    }
    return rule instanceof GroupRule ? lot(row, rule) : Optional.empty();
  }

  /** The figure of an explanation as shown: empty where the rule does not apply. */
  Optional<Score> value(TiebreakRule rule, Optional<Score> value) {
    return applies(rule) ? value : Optional.empty();
  }

  /** The figures of the chain's rules in the row, in chain order. */
  List<Optional<Score>> values(Standings.Row row) {
    Map<String, Score> values = row.values();
    List<Optional<Score>> shown = new ArrayList<>(chain.size());
    for (TiebreakRule rule : chain) {
      shown.add(value(row, values, rule));
    }
    return shown;
  }

  /** The figures as printed, blank where a rule does not apply, in chain order. */
  List<String> figures(Standings.Row row) {
    Map<String, Score> values = row.values();
    List<String> shown = new ArrayList<>(chain.size());
    for (TiebreakRule rule : chain) {
      shown.add(value(row, values, rule).map(Score::toString).orElse(""));
    }
    return shown;
  }

  /**
   * Why the row at {@code index} (from 0) is not higher: how the standings separate it from the
   * row above; empty for the first row and a row that shares its place with the one above.
   */
  Optional<Standings.Comparison> decidedBy(int index) {
    if (index <= 0) {
      return Optional.empty();
    }
    List<Standings.Row> rows = standings.rows();
    Standings.Comparison comparison = standings.compare(
        rows.get(index - 1).player().startNumber(), rows.get(index).player().startNumber());
    return comparison.tied() ? Optional.empty() : Optional.of(comparison);
  }

  /** Why the player's (or team's) row is not higher, as {@link #decidedBy(int)}. */
  Optional<Standings.Comparison> decidedByOf(int player) {
    List<Standings.Row> rows = standings.rows();
    for (int i = 0; i < rows.size(); i++) {
      if (rows.get(i).player().startNumber() == player) {
        return decidedBy(i);
      }
    }
    return Optional.empty();
  }

  /** "below 4 on CUM (14.5 to 12.5)": the higher one, the rule and both figures. */
  static String below(Standings.Comparison comparison) {
    return "below " + comparison.higher() + " on " + comparison.rule().orElse("nothing")
        + figures(comparison);
  }

  /** Both figures in words, {@code " (17 to 16)"}, or nothing where the rule has none. */
  static String figures(Standings.Comparison comparison) {
    return comparison.higherValue().map(a -> " (" + a + " to "
        + comparison.lowerValue().map(Score::toString).orElse("none") + ")").orElse("");
  }

  /** The position the player drew where lots placed the row, from the rule's explanation. */
  private Optional<Score> lot(Standings.Row row, TiebreakRule rule) {
    if (row.remark().filter(remark -> remark.key().equals(BY_LOT)).isEmpty()) {
      return Optional.empty();
    }
    for (Message note : standings.explain(row.player().startNumber(), rule.code()).notes()) {
      if (note.key().equals(LOT_POSITION) && note.arguments().size() > 1
          && note.arguments().get(1) instanceof Number position) {
        return Optional.of(Score.of(position.longValue()));
      }
    }
    return Optional.empty();
  }
}
