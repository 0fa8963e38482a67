package org.tiebreak.testkit;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.tiebreak.api.Player;
import org.tiebreak.api.TiebreakRule;
import org.tiebreak.api.Tournament;

/**
 * Builds the messages of the contract checks: what failed, for which players and rule, then the
 * tournament as a crosstable ({@link Crosstables#format}) under a heading that says how to read
 * it back.
 */
final class Report {

  private Report() {}

  /** "Rule GP (Games played over the board)". */
  static String rule(TiebreakRule rule) {
    return "Rule " + rule.code() + " (" + rule.name() + ")";
  }

  /** "player 3 (Player 3)". */
  static String player(Tournament tournament, int startNumber) {
    return tournament.findPlayer(startNumber)
        .map(p -> "player " + startNumber + " (" + p.name() + ")")
        .orElse("player " + startNumber);
  }

  /** "1 -> 4, 2 -> 7, ...", by old start number. */
  static String numbers(Map<Integer, Integer> numbers) {
    List<String> parts = new ArrayList<>();
    new TreeMap<>(numbers).forEach((from, to) -> parts.add(from + " -> " + to));
    return String.join(", ", parts);
  }

  /**
   * The tournament under a heading such as
   * {@code "Tournament (SWISS, 4 players, 2 of 3 rounds played):"}, one indented crosstable line
   * per player.
   */
  static String tournament(String heading, Tournament tournament) {
    StringBuilder text = new StringBuilder(heading).append(" (").append(tournament.format())
        .append(", ").append(tournament.players().size()).append(" players, ")
        .append(tournament.roundsPlayed()).append(" of ").append(tournament.plannedRounds())
        .append(" rounds played):");
    for (String line : Crosstables.format(tournament).split("\n", -1)) {
      if (!line.isEmpty()) {
        text.append("\n  ").append(line);
      }
    }
    return text.toString();
  }

  /** A failure: the headline, the detail lines, the tournament, then the trailing lines. */
  static AssertionError failure(String headline, List<String> details, Tournament tournament,
      List<String> trailer, Throwable cause) {
    StringBuilder text = new StringBuilder(headline);
    for (String detail : details) {
      text.append('\n').append(detail);
    }
    text.append('\n').append(tournament("Tournament", tournament));
    for (String line : trailer) {
      text.append('\n').append(line);
    }
    return new AssertionError(text.toString(), cause);
  }

  /** A failure without trailing lines. */
  static AssertionError failure(String headline, List<String> details, Tournament tournament,
      Throwable cause) {
    return failure(headline, details, tournament, List.of(), cause);
  }

  /** A failure without trailing lines or cause. */
  static AssertionError failure(String headline, List<String> details, Tournament tournament) {
    return failure(headline, details, tournament, List.of(), null);
  }

  /** "1 player has" or "3 players have". */
  static String players(int count) {
    return count == 1 ? "1 player has" : count + " players have";
  }

  /** The start numbers of the players, in start-number order. */
  static List<Integer> startNumbers(Tournament tournament) {
    List<Integer> numbers = new ArrayList<>();
    for (Player player : tournament.players()) {
      numbers.add(player.startNumber());
    }
    return numbers;
  }
}
