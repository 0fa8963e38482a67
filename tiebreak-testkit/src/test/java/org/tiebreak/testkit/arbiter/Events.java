package org.tiebreak.testkit.arbiter;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.UnaryOperator;
import org.tiebreak.api.Player;
import org.tiebreak.api.RoundResult;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.standings.Standings;

/** Tournaments built anew with what an arbiter adds, and the standings as lists to compare. */
final class Events {

  private Events() {}

  /**
   * The tournament built anew: its players changed by {@code players}, the same results and
   * regulations, then whatever {@code more} adds to the builder.
   */
  static Tournament rebuilt(Tournament tournament, UnaryOperator<Player> players,
      Consumer<Tournament.Builder> more) {
    Tournament.Builder builder = Tournament.builder().settingsOf(tournament);
    for (Player player : tournament.players()) {
      builder.addRow(players.apply(player), tournament.results(player.startNumber()));
    }
    tournament.departures().forEach(builder::addDeparture);
    tournament.decisions().forEach(builder::addDecision);
    more.accept(builder);
    return builder.build();
  }

  /** The tournament built anew with what {@code more} adds. */
  static Tournament with(Tournament tournament, Consumer<Tournament.Builder> more) {
    return rebuilt(tournament, UnaryOperator.identity(), more);
  }

  /** The start numbers of the rows, first place first. */
  static List<Integer> order(Standings standings) {
    List<Integer> order = new ArrayList<>();
    standings.rows().forEach(row -> order.add(row.player().startNumber()));
    return order;
  }

  /** The places of the rows, first place first. */
  static List<String> places(Standings standings) {
    List<String> places = new ArrayList<>();
    standings.rows().forEach(row -> places.add(row.place()));
    return places;
  }

  /** Each row as "place number score values": what a property compares. */
  static List<String> rows(Standings standings) {
    List<String> rows = new ArrayList<>();
    standings.rows().forEach(row -> rows.add(row.place() + " " + row.player().startNumber()
        + " " + row.score() + " " + row.values()));
    return rows;
  }

  /** A player's results, for building a row with them changed. */
  static List<RoundResult> results(Tournament tournament, int player) {
    return new ArrayList<>(tournament.results(player));
  }
}
