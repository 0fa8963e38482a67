package org.tiebreak.testkit;

import static org.apiguardian.api.API.Status.STABLE;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Random;
import java.util.Set;
import org.apiguardian.api.API;
import org.tiebreak.api.GameResult;
import org.tiebreak.api.Player;
import org.tiebreak.api.team.Board;
import org.tiebreak.api.team.Match;
import org.tiebreak.api.team.Team;
import org.tiebreak.api.team.TeamTournament;

/**
 * Makes team events that must rank the same as a given one: the same event with other team
 * numbers and player start numbers, or built anew with its teams added in another order. The
 * contract checks ({@link RulesetChecks}) use them; they are public for a vendor's own tests.
 *
 * <pre>{@code
 * Map<Integer, Integer> teams = TeamTournamentTransforms.randomTeamNumbers(event, random);
 * Map<Integer, Integer> players = TeamTournamentTransforms.randomPlayerNumbers(event, random);
 * TeamTournament renumbered = TeamTournamentTransforms.renumber(event, teams, players);
 * // team t of event is team teams.get(t) of renumbered
 * }</pre>
 */
@API(status = STABLE, since = "1.0")
public final class TeamTournamentTransforms {

  private TeamTournamentTransforms() {}

  /**
   * The event with every team number and every player's start number replaced: teams, rosters
   * (in the same board order), matches, boards and byes follow the new numbers; names, ratings,
   * results and everything else are kept.
   *
   * @param event the team event; not {@code null}
   * @param teams the new number of every team, by old number
   * @param players the new start number of every player on a roster, by old start number
   * @return the renumbered event
   * @throws IllegalArgumentException if a map leaves out a team or player, gives two the same
   *     number, or gives a number below 1
   */
  public static TeamTournament renumber(TeamTournament event, Map<Integer, Integer> teams,
      Map<Integer, Integer> players) {
    Objects.requireNonNull(event, "event");
    List<Integer> teamNumbers = new ArrayList<>();
    List<Integer> playerNumbers = new ArrayList<>();
    for (Team team : event.teams()) {
      teamNumbers.add(team.number());
      team.roster().forEach(player -> playerNumbers.add(player.startNumber()));
    }
    checkNumbers("team", teamNumbers, Objects.requireNonNull(teams, "teams"));
    checkNumbers("player", playerNumbers, Objects.requireNonNull(players, "players"));
    TeamTournament.Builder builder = TeamTournament.builder().settingsOf(event);
    for (Team team : event.teams()) {
      List<Player> roster = new ArrayList<>();
      for (Player player : team.roster()) {
        Player.Builder moved = Player.builder().startNumber(players.get(player.startNumber()))
            .name(player.name()).putAllFederationIds(player.federationIds());
        player.rating().ifPresent(moved::rating);
        roster.add(moved.build());
      }
      builder.addTeam(new Team(teams.get(team.number()), team.name(), roster));
    }
    for (int round = 1; round <= event.roundsPlayed(); round++) {
      List<Match> matches = new ArrayList<>();
      for (Match match : event.matches(round)) {
        List<Board> boards = new ArrayList<>();
        for (Board board : match.boards()) {
          boards.add(new Board(seat(board.white(), players), seat(board.black(), players),
              board.result()));
        }
        matches.add(new Match(teams.get(match.first()),
            match.second() == 0 ? 0 : teams.get(match.second()), boards, match.forfeit(),
            match.bye()));
      }
      builder.addRound(matches);
    }
    return builder.build();
  }

  private static int seat(int player, Map<Integer, Integer> players) {
    return player == 0 ? 0 : players.get(player);
  }

  private static void checkNumbers(String what, List<Integer> old, Map<Integer, Integer> numbers) {
    Set<Integer> used = new HashSet<>();
    for (int number : old) {
      Integer moved = numbers.get(number);
      if (moved == null) {
        throw new IllegalArgumentException("no new number for " + what + " " + number);
      }
      if (moved < 1 || !used.add(moved)) {
        throw new IllegalArgumentException("the new number " + moved + " of " + what + " "
            + number + " is below 1 or given twice");
      }
    }
  }

  /**
   * Distinct new numbers for the teams, drawn at random from 1 to twice the number of teams.
   *
   * @param event the team event; not {@code null}
   * @param random the source of randomness; not {@code null}
   * @return the new number of every team, by old number
   */
  public static Map<Integer, Integer> randomTeamNumbers(TeamTournament event, Random random) {
    List<Integer> old = new ArrayList<>();
    event.teams().forEach(team -> old.add(team.number()));
    return shuffled(old, random);
  }

  /**
   * Distinct new start numbers for the players of every roster, drawn at random from 1 to twice
   * their number.
   *
   * @param event the team event; not {@code null}
   * @param random the source of randomness; not {@code null}
   * @return the new start number of every player, by old start number
   */
  public static Map<Integer, Integer> randomPlayerNumbers(TeamTournament event, Random random) {
    List<Integer> old = new ArrayList<>();
    event.teams().forEach(team -> team.roster().forEach(p -> old.add(p.startNumber())));
    return shuffled(old, random);
  }

  private static Map<Integer, Integer> shuffled(List<Integer> old, Random random) {
    Objects.requireNonNull(random, "random");
    List<Integer> pool = new ArrayList<>();
    for (int k = 1; k <= 2 * old.size(); k++) {
      pool.add(k);
    }
    Collections.shuffle(pool, random);
    Map<Integer, Integer> numbers = new LinkedHashMap<>();
    for (int i = 0; i < old.size(); i++) {
      numbers.put(old.get(i), pool.get(i));
    }
    return numbers;
  }

  /**
   * The same event built anew, its teams added last first and each round's matches listed in
   * reverse order: a different object, so that a rule cannot tell it from the original by
   * identity or by the order of the matches.
   *
   * @param event the team event; not {@code null}
   * @return the same teams and matches, each round's matches in reverse order
   */
  public static TeamTournament copy(TeamTournament event) {
    TeamTournament.Builder builder =
        TeamTournament.builder().settingsOf(Objects.requireNonNull(event, "event"));
    List<Team> teams = new ArrayList<>(event.teams());
    Collections.reverse(teams);
    teams.forEach(builder::addTeam);
    for (int round = 1; round <= event.roundsPlayed(); round++) {
      List<Match> matches = new ArrayList<>(event.matches(round));
      Collections.reverse(matches);
      builder.addRound(matches);
    }
    return builder.build();
  }

  /**
   * The event with its last round in progress: in every match of that round played on the
   * boards, every game between two players is {@link GameResult#PENDING pending}, the players and
   * colours as they were; boards with an empty seat, matches forfeited as a whole, byes and the
   * other rounds are as they were. A match with a game is then in progress and scores nothing.
   *
   * @param event the team event; not {@code null}
   * @return the event with its last round's games pending, or {@code event} if no round has been
   *     played
   */
  public static TeamTournament lastRoundInProgress(TeamTournament event) {
    return lastRoundInProgress(event, false);
  }

  /**
   * {@link #lastRoundInProgress(TeamTournament)}, or with {@code lastGameOnly} only the last game
   * between two players of each match pending, the match's other boards finished as they were.
   */
  static TeamTournament lastRoundInProgress(TeamTournament event, boolean lastGameOnly) {
    int last = Objects.requireNonNull(event, "event").roundsPlayed();
    if (last == 0) {
      return event;
    }
    TeamTournament.Builder builder = TeamTournament.builder().settingsOf(event);
    event.teams().forEach(builder::addTeam);
    for (int round = 1; round < last; round++) {
      builder.addRound(event.matches(round));
    }
    List<Match> matches = new ArrayList<>();
    for (Match match : event.matches(last)) {
      List<Board> boards = new ArrayList<>(match.boards());
      for (int b = boards.size() - 1; b >= 0; b--) {
        Board board = boards.get(b);
        if (board.white() > 0 && board.black() > 0) {
          boards.set(b, Board.game(board.white(), board.black(), GameResult.PENDING));
          if (lastGameOnly) {
            break;
          }
        }
      }
      matches.add(boards.isEmpty() ? match : Match.of(match.first(), match.second(), boards));
    }
    return builder.addRound(matches).build();
  }
}
