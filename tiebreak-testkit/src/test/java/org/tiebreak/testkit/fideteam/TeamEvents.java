package org.tiebreak.testkit.fideteam;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.tiebreak.api.GameResult;
import org.tiebreak.api.Player;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.Score;
import org.tiebreak.api.rule.TiebreakRule;
import org.tiebreak.api.standings.Explanation;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.api.team.Board;
import org.tiebreak.api.team.Match;
import org.tiebreak.api.team.Team;
import org.tiebreak.api.team.TeamTournament;
import org.tiebreak.core.TiebreakEngine;
import org.tiebreak.rulesets.fide.Fide;
import org.tiebreak.rulesets.fide.FideEdition;

/**
 * Team events written compactly for the tests, and rankings under FIDE codes.
 *
 * <p>A team numbered {@code t} has the players {@code 100 t + 1} to {@code 100 t + boards} in
 * board order. A match is written from the first team's side, board 1 first, one character a
 * board: {@code 1} won, {@code =} drawn, {@code 0} lost, {@code +} won against an empty seat,
 * {@code -} an empty seat against the other team's player; the first team has White on the odd
 * boards.
 */
final class TeamEvents {

  private TeamEvents() {}

  /** A team of {@code boards} players, {@code 100 t + 1} on board 1. */
  static Team team(int number, int boards) {
    List<Player> roster = new ArrayList<>();
    for (int b = 1; b <= boards; b++) {
      roster.add(Player.of(100 * number + b, "Player " + (100 * number + b)));
    }
    return new Team(number, "Team " + number, roster);
  }

  /** A match written board by board from the first team's side (see the class comment). */
  static Match match(int first, int second, String boards) {
    List<Board> list = new ArrayList<>();
    for (int k = 0; k < boards.length(); k++) {
      int a = 100 * first + k + 1;
      int c = 100 * second + k + 1;
      boolean firstWhite = k % 2 == 0;
      char result = boards.charAt(k);
      Board board = switch (result) {
        case '+' -> firstWhite ? new Board(a, 0, GameResult.WHITE_WINS_BY_FORFEIT)
            : new Board(0, a, GameResult.BLACK_WINS_BY_FORFEIT);
        case '-' -> firstWhite ? new Board(0, c, GameResult.BLACK_WINS_BY_FORFEIT)
            : new Board(c, 0, GameResult.WHITE_WINS_BY_FORFEIT);
        default -> {
          GameResult forFirst = result == '1' ? GameResult.WHITE_WINS
              : result == '=' ? GameResult.DRAW : GameResult.BLACK_WINS;
          GameResult forWhite = firstWhite ? forFirst : switch (forFirst) {
            case WHITE_WINS -> GameResult.BLACK_WINS;
            case BLACK_WINS -> GameResult.WHITE_WINS;
            default -> GameResult.DRAW;
          };
          yield firstWhite ? Board.game(a, c, forWhite) : Board.game(c, a, forWhite);
        }
      };
      list.add(board);
    }
    return Match.of(first, second, list);
  }

  /**
   * A match won, drawn or lost by a total: the first team's game points in half points, as
   * wins from board 1 down, then a draw, then losses ({@code 5} of 4 boards is {@code 11=0}).
   */
  static Match total(int first, int second, int boards, int halves) {
    StringBuilder text = new StringBuilder();
    int left = halves;
    for (int b = 0; b < boards; b++) {
      char c = left >= 2 ? '1' : left == 1 ? '=' : '0';
      left -= left >= 2 ? 2 : left;
      text.append(c);
    }
    return match(first, second, text.toString());
  }

  /** The standings under a team ruleset of these codes, without lots. */
  static Standings rank(TeamTournament event, FideEdition edition, String... codes) {
    List<TiebreakRule> rules = new ArrayList<>();
    for (String code : codes) {
      rules.add(Fide.rule(edition, code));
    }
    return TiebreakEngine.rank(event, Ruleset.builder().name("teams").forTeams(true)
        .addAllRules(rules).build());
  }

  /** A team's figure under a value rule's code. */
  static Score value(TeamTournament event, FideEdition edition, String code, int team) {
    return rank(event, edition, code).row(team).values().get(code);
  }

  /** Every team's figure under a value rule's code, by team number. */
  static Map<Integer, Score> values(TeamTournament event, FideEdition edition, String code) {
    Standings standings = rank(event, edition, code);
    Map<Integer, Score> values = new java.util.TreeMap<>();
    standings.rows().forEach(row -> values.put(row.player().startNumber(),
        row.values().get(code)));
    return values;
  }

  /** The teams in the order of the standings. */
  static List<Integer> order(Standings standings) {
    List<Integer> order = new ArrayList<>();
    standings.rows().forEach(row -> order.add(row.player().startNumber()));
    return order;
  }

  /** The places of the standings, in order. */
  static List<String> places(Standings standings) {
    List<String> places = new ArrayList<>();
    standings.rows().forEach(row -> places.add(row.place()));
    return places;
  }

  /** How a value rule's code explains a team's figure. */
  static Explanation explain(TeamTournament event, FideEdition edition, String code, int team) {
    return rank(event, edition, code).explain(team, code);
  }
}
