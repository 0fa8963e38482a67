package org.tiebreak.cli;

import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.tiebreak.api.GroupRule;
import org.tiebreak.api.Message;
import org.tiebreak.api.Player;
import org.tiebreak.api.Score;
import org.tiebreak.api.Standings;
import org.tiebreak.api.TiebreakRule;

/**
 * The figure an output shows for a rule of the chain in a row of the standings: the rule's value;
 * for a drawing of lots, the position the player drew; nothing where the rule does not apply,
 * which is a group rule that did not reach the player's group, or a rule that reads ratings
 * ({@link TiebreakRule#needsRatings()}) in an event where no player has a rating.
 */
final class ShownValues {

  /** The key of the remark on a row placed by a drawing of lots. */
  private static final String BY_LOT = "remark.byLot";
  /** The key of the explanation's note with the position a player drew. */
  private static final String LOT_POSITION = "lots.position";

  private final Standings standings;
  private final boolean rated;

  private ShownValues(Standings standings, boolean rated) {
    this.standings = standings;
    this.rated = rated;
  }

  /** The figures of a ranking: of its players, or of its teams, rated by their members. */
  static ShownValues of(Main.Ranking ranking) {
    Stream<Player> players = ranking.teams()
        .map(event -> event.teams().stream().flatMap(team -> team.roster().stream()))
        .orElseGet(() -> ranking.standings().tournament().players().stream());
    return new ShownValues(ranking.standings(),
        players.anyMatch(player -> player.rating().isPresent()));
  }

  /** Whether the rule's figures say anything in this event. */
  boolean applies(TiebreakRule rule) {
    return rated || !rule.needsRatings();
  }

  /** The figure shown for the rule in the row, empty where it does not apply. */
  Optional<Score> value(Standings.Row row, TiebreakRule rule) {
    if (!applies(rule)) {
      return Optional.empty();
    }
    Score value = row.values().get(rule.code());
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
    return standings.ruleset().chain().stream().map(rule -> value(row, rule)).toList();
  }

  /**
   * Why the row at {@code index} is not higher: how the standings separate it from the row
   * above, or empty for the first row and a row that shares its place with the one above.
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
