package org.tiebreak.cli;

import java.util.List;
import java.util.Optional;
import org.tiebreak.api.Explanation;
import org.tiebreak.api.GroupRule;
import org.tiebreak.api.Message;
import org.tiebreak.api.Player;
import org.tiebreak.api.Score;
import org.tiebreak.api.Standings;
import org.tiebreak.api.TiebreakRule;

/**
 * What the page and the crosstable show of a row beyond its own fields: each rule's figure where
 * it applies (blank where it does not, never 0), the lot a player drew, and why the row is not
 * higher, stated on the lower row of each pair.
 */
final class RowFacts {

  /** The key of the remark on the players of a group ordered by lot. */
  private static final String BY_LOT = "remark.byLot";
  /** The key of the note that gives the position a player drew. */
  private static final String LOT_POSITION = "lots.position";

  private final Standings standings;
  private final boolean rated;

  RowFacts(Standings standings) {
    this.standings = standings;
    this.rated = standings.tournament().players().stream()
        .anyMatch(player -> player.rating().isPresent());
  }

  /** Whether any player of the event has a rating. */
  boolean rated() {
    return rated;
  }

  /**
   * The rule's figure for the row: empty for a group rule not applied to the row's group and for
   * a rule that reads ratings in an event where no player is rated. A group rule that drew lots
   * for the row gives the position drawn.
   */
  Optional<Score> value(Standings.Row row, TiebreakRule rule) {
    if (rule.needsRatings() && !rated) {
      return Optional.empty();
    }
    Score value = row.values().get(rule.code());
    if (value != null) {
      return Optional.of(value);
    }
    if (rule instanceof GroupRule && row.remark().map(r -> r.key().equals(BY_LOT)).orElse(false)) {
      return lot(row.player(), rule);
    }
    return Optional.empty();
  }

  /** The position the player drew under the rule, from its explanation. */
  private Optional<Score> lot(Player player, TiebreakRule rule) {
    Explanation explanation = standings.explain(player.startNumber(), rule.code());
    for (Message note : explanation.notes()) {
      List<Object> arguments = note.arguments();
      if (note.key().equals(LOT_POSITION) && arguments.size() > 1
          && arguments.get(1) instanceof Long position) {
        return Optional.of(Score.of(position));
      }
    }
    return Optional.empty();
  }

  /**
   * Why the row at {@code index} (from 0) is not higher: the row above it, the rule that ordered
   * the two ({@code "score"} where the scores did) and both figures; empty for the first row and
   * for a row that shares its place with the row above.
   */
  Optional<Decision> decision(int index) {
    if (index == 0) {
      return Optional.empty();
    }
    List<Standings.Row> rows = standings.rows();
    Standings.Row upper = rows.get(index - 1);
    Standings.Row lower = rows.get(index);
    if (upper.rank() == lower.rank()) {
      return Optional.empty();
    }
    Standings.Comparison comparison = standings.compare(upper.player().startNumber(),
        lower.player().startNumber());
    return comparison.rule().map(rule -> new Decision(upper.player().startNumber(), rule,
        comparison.higherValue(), comparison.lowerValue()));
  }

  /**
   * Why a row is not higher.
   *
   * @param above the start number of the player on the row above
   * @param rule the code of the rule that ordered them, or {@code "score"}
   * @param aboveValue that player's figure under the rule, where it has one
   * @param value this row's figure under the rule, where it has one
   */
  record Decision(int above, String rule, Optional<Score> aboveValue, Optional<Score> value) {

    /** The figures in words, {@code " (17 to 16)"}, or nothing where the rule has none. */
    String figures() {
      return aboveValue.map(a -> " (" + a + " to " + value.map(Score::toString).orElse("none")
          + ")").orElse("");
    }

    /** "below 1 on MM (17 to 16)". */
    @Override
    public String toString() {
      return "below " + above + " on " + rule + figures();
    }
  }
}
