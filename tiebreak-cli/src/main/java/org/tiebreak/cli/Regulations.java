package org.tiebreak.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.tiebreak.api.InvalidTournamentException;
import org.tiebreak.api.Player;
import org.tiebreak.api.Problem;
import org.tiebreak.api.RatingUse;
import org.tiebreak.api.RoundRobinWithdrawals;
import org.tiebreak.api.TieDecision;
import org.tiebreak.api.Tournament;

/**
 * What the command line's options say beyond the file: play-offs and the arbiter's orders of
 * tied players ({@code --play-off}, {@code --arbiter}), how a round robin counts a player who
 * left it ({@code --withdrawals}) and which rating the rating-based tie-breaks count
 * ({@code --ratings}). The tournament is built anew with them; a decision is for the standings
 * being ranked.
 */
final class Regulations {

  private Regulations() {}

  /** The tournament as the options change it; the same tournament where they change nothing. */
  static Tournament apply(Tournament tournament, Main.RankingOptions options) {
    if (options.playOffs == null && options.arbiterOrders == null && options.withdrawals == null
        && options.ratings == null) {
      return tournament;
    }
    Tournament.Builder builder = Tournament.builder().settingsOf(tournament);
    if (options.withdrawals != null) {
      builder.roundRobinWithdrawals(switch (options.withdrawals.strip().toLowerCase(Locale.ROOT)) {
        case "under-half" -> RoundRobinWithdrawals.UNDER_HALF_NOT_COUNTED;
        case "all-counted" -> RoundRobinWithdrawals.ALL_COUNTED;
        default -> throw new Main.BadInput(List.of("tiebreak: --withdrawals is under-half or"
            + " all-counted: " + options.withdrawals));
      });
    }
    if (options.ratings != null) {
      builder.ratingUse(switch (options.ratings.strip().toLowerCase(Locale.ROOT)) {
        case "first" -> RatingUse.FIRST;
        case "by-round" -> RatingUse.BY_ROUND;
        default -> throw new Main.BadInput(List.of("tiebreak: --ratings is first or by-round: "
            + options.ratings));
      });
    }
    for (Player player : tournament.players()) {
      builder.addRow(player, tournament.results(player.startNumber()));
    }
    tournament.departures().forEach(builder::addDeparture);
    tournament.decisions().forEach(builder::addDecision);
    List<TieDecision> decisions = new ArrayList<>();
    int round = tournament.roundsPlayed();
    if (round == 0 && (options.playOffs != null || options.arbiterOrders != null)) {
      throw new Main.BadInput(List.of("tiebreak: --play-off and --arbiter order tied players in"
          + " standings after a round; none is played"));
    }
    if (options.playOffs != null) {
      for (String order : options.playOffs) {
        decisions.add(TieDecision.playOff(order("--play-off", order)).afterRound(round));
      }
    }
    if (options.arbiterOrders != null) {
      for (String order : options.arbiterOrders) {
        decisions.add(TieDecision.arbiter(order("--arbiter", order)).afterRound(round));
      }
    }
    decisions.forEach(builder::addDecision);
    try {
      return builder.build();
    } catch (InvalidTournamentException e) {
      List<String> messages = new ArrayList<>();
      for (Problem problem : e.problems()) {
        messages.add("tiebreak: " + problem);
      }
      throw new Main.BadInput(messages);
    }
  }

  /** An order as the options write it: places apart, players left level joined by {@code =}. */
  private static List<List<Integer>> order(String option, String text) {
    List<List<Integer>> order = new ArrayList<>();
    for (String place : text.strip().split("[\\s,]+")) {
      if (place.isEmpty()) {
        continue;
      }
      List<Integer> level = new ArrayList<>();
      for (String number : place.split("=", -1)) {
        if (number.isEmpty() || number.length() > 9
            || !number.chars().allMatch(c -> c >= '0' && c <= '9')) {
          throw new Main.BadInput(List.of("tiebreak: " + option + " takes start numbers, best"
              + " first, players left level joined by = (\"7 3=12\"): " + text));
        }
        level.add(Integer.parseInt(number));
      }
      order.add(level);
    }
    try {
      TieDecision.arbiter(order);
    } catch (IllegalArgumentException e) {
      throw new Main.BadInput(List.of("tiebreak: " + option + " " + text + ": "
          + e.getMessage()));
    }
    return order;
  }
}
