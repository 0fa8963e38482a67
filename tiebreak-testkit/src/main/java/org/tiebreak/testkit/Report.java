package org.tiebreak.testkit;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.tiebreak.api.Player;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.rule.TiebreakRule;
import org.tiebreak.api.team.Team;
import org.tiebreak.api.team.TeamTournament;

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

  /** "team 3 (Team 3)". */
  static String team(TeamTournament event, int number) {
    return event.teams().stream().filter(team -> team.number() == number).findFirst()
        .map(team -> "team " + number + " (" + team.name() + ")")
        .orElse("team " + number);
  }

  /**
   * The team event under a heading such as {@code "Team event (SWISS, 4 teams of 2 boards, 2 of
   * 3 rounds played; match points win 2, draw 1, loss 0; ranked by MATCH_POINTS):"}: its
   * {@link #teamEventLines} indented.
   */
  static String teamEvent(String heading, TeamTournament event) {
    StringBuilder text = new StringBuilder(heading).append(" (").append(event.format())
        .append(", ").append(event.teams().size()).append(" teams of ").append(event.boards())
        .append(" boards, ").append(event.roundsPlayed()).append(" of ")
        .append(event.plannedRounds()).append(" rounds played; match points ")
        .append(event.matchPoints()).append("; ranked by ").append(event.primaryScore())
        .append("):");
    teamEventLines(event).forEach(line -> text.append("\n  ").append(line));
    return text.toString();
  }

  /** One line per team with its roster, then one per round with its matches and byes. */
  static List<String> teamEventLines(TeamTournament event) {
    List<String> lines = new ArrayList<>();
    for (Team team : event.teams()) {
      List<String> roster = new ArrayList<>();
      team.roster().forEach(player -> roster.add(player.startNumber() + " " + player.name()));
      lines.add("team " + team.number() + " " + team.name() + ": " + String.join(", ", roster));
    }
    for (int round = 1; round <= event.roundsPlayed(); round++) {
      List<String> matches = new ArrayList<>();
      event.matches(round).forEach(match -> matches.add(match.toString()));
      lines.add("round " + round + ": " + String.join("; ", matches));
    }
    return lines;
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
    return failure(headline, details, tournament("Tournament", tournament), trailer, cause);
  }

  /**
   * A failure: the headline, the detail lines, the event as {@link #tournament} or
   * {@link #teamEvent} shows it, then the trailing lines.
   */
  static AssertionError failure(String headline, List<String> details, String event,
      List<String> trailer, Throwable cause) {
    StringBuilder text = new StringBuilder(headline);
    for (String detail : details) {
      text.append('\n').append(detail);
    }
    text.append('\n').append(event);
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
