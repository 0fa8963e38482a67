package org.tiebreak.rulesets;

import java.util.ArrayList;
import java.util.List;
import org.tiebreak.api.GameResult;
import org.tiebreak.api.Player;
import org.tiebreak.api.team.Board;
import org.tiebreak.api.team.Match;
import org.tiebreak.api.team.Team;

/**
 * Team events written by hand for the tests: team {@code n} fields players {@code 10n + 1} to
 * {@code 10n + boards}, board 1 first, and a match is written as the first team's result on each
 * board.
 */
public final class TeamEvents {

  private TeamEvents() {}

  /** Team {@code number}, "Team n", with players 10n+1 .. 10n+boards. */
  public static Team team(int number, int boards) {
    List<Player> roster = new ArrayList<>();
    for (int b = 1; b <= boards; b++) {
      roster.add(Player.of(10 * number + b, "Player " + (10 * number + b)));
    }
    return new Team(number, "Team " + number, roster);
  }

  /**
   * A match of team {@code first} against team {@code second}, the first team's result on each
   * board in order: {@code 1} won, {@code =} drawn, {@code 0} lost, {@code +} won against an
   * empty seat, {@code -} lost from an empty seat, {@code x} both seats empty. The first team has
   * White on the odd boards.
   */
  public static Match match(int first, int second, String results) {
    List<Board> boards = new ArrayList<>();
    for (int b = 1; b <= results.length(); b++) {
      int mine = 10 * first + b;
      int theirs = 10 * second + b;
      boolean white = b % 2 == 1;
      char c = results.charAt(b - 1);
      boards.add(switch (c) {
        case '+' -> Board.forfeit(mine);
        case '-' -> Board.forfeit(theirs);
        case 'x' -> Board.empty();
        default -> {
          GameResult mineWins = white ? GameResult.WHITE_WINS : GameResult.BLACK_WINS;
          GameResult theirsWin = white ? GameResult.BLACK_WINS : GameResult.WHITE_WINS;
          GameResult result = c == '1' ? mineWins : c == '0' ? theirsWin : GameResult.DRAW;
          yield white ? Board.game(mine, theirs, result) : Board.game(theirs, mine, result);
        }
      });
    }
    return Match.of(first, second, boards);
  }
}
