package org.tiebreak.core.rules;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.tiebreak.api.Player;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.RoundResult;
import org.tiebreak.api.Tournament;

/**
 * Builds a consistent tournament around "focal" players whose opponents must have given scores,
 * as the worked examples of the rule texts describe them ("Adam's opponents' scores are 1, 2, 3,
 * 3.5 and 4").
 *
 * <p>A focal player is given one spec per round: {@code "W:WLLL"} means the focal player won
 * that round's game against an opponent whose results in the other rounds, in order, were
 * W, L, L, L; a spec without a colon ({@code "F"}, {@code "H"}) is the focal player's own bye.
 * Letters: W/D/L games and +/- forfeits against filler players, F full-point bye, H half-point
 * bye, Z zero-point bye, U pairing-allocated bye, X withdrawn. Fillers play one game each and
 * take zero-point byes otherwise; they never meet a focal player.
 */
final class Scenario {

  private final int rounds;
  private final Map<Integer, RoundResult[]> rows = new HashMap<>();
  private final List<Player> players = new ArrayList<>();
  private int next = 1;

  Scenario(int rounds) {
    this.rounds = rounds;
  }

  /** Adds a focal player with one spec per round; returns the start number. */
  int focal(String name, String... specs) {
    if (specs.length != rounds) {
      throw new IllegalArgumentException("one spec per round: " + specs.length);
    }
    int focal = add(name);
    for (int r = 0; r < rounds; r++) {
      String spec = specs[r];
      int colon = spec.indexOf(':');
      if (colon < 0) {
        rows.get(focal)[r] = RoundResult.bye(bye(spec.charAt(0)));
        continue;
      }
      ResultKind mine = kind(spec.charAt(0));
      int opponent = add("Opponent " + next);
      rows.get(focal)[r] = RoundResult.against(mine, opponent, null);
      rows.get(opponent)[r] = RoundResult.against(reverse(mine), focal, null);
      String others = spec.substring(colon + 1);
      if (others.length() != rounds - 1) {
        throw new IllegalArgumentException("the opponent needs " + (rounds - 1) + " results: "
            + spec);
      }
      int k = 0;
      for (int s = 0; s < rounds; s++) {
        if (s != r) {
          fill(opponent, s, others.charAt(k++));
        }
      }
    }
    return focal;
  }

  /** The tournament built so far. */
  Tournament build() {
    Tournament.Builder builder = Tournament.builder().plannedRounds(rounds);
    for (Player player : players) {
      builder.addRow(player, rows.get(player.startNumber()));
    }
    return builder.build();
  }

  private void fill(int player, int round, char letter) {
    if ("WDL+-".indexOf(letter) < 0) {
      rows.get(player)[round] = RoundResult.bye(bye(letter));
      return;
    }
    int filler = add("Filler " + next);
    ResultKind kind = kind(letter);
    rows.get(player)[round] = RoundResult.against(kind, filler, null);
    rows.get(filler)[round] = RoundResult.against(reverse(kind), player, null);
  }

  private int add(String name) {
    int number = next++;
    players.add(Player.of(number, name));
    RoundResult[] row = new RoundResult[rounds];
    java.util.Arrays.fill(row, RoundResult.bye(ResultKind.ZERO_POINT_BYE));
    rows.put(number, row);
    return number;
  }

  private static ResultKind kind(char letter) {
    switch (letter) {
      case 'W':
        return ResultKind.WIN;
      case 'D':
        return ResultKind.DRAW;
      case 'L':
        return ResultKind.LOSS;
      case '+':
        return ResultKind.FORFEIT_WIN;
      case '-':
        return ResultKind.FORFEIT_LOSS;
      default:
        throw new IllegalArgumentException("not a game: " + letter);
    }
  }

  private static ResultKind reverse(ResultKind kind) {
    switch (kind) {
      case WIN:
        return ResultKind.LOSS;
      case LOSS:
        return ResultKind.WIN;
      case FORFEIT_WIN:
        return ResultKind.FORFEIT_LOSS;
      case FORFEIT_LOSS:
        return ResultKind.FORFEIT_WIN;
      default:
        return kind;
    }
  }

  private static ResultKind bye(char letter) {
    switch (letter) {
      case 'F':
        return ResultKind.FULL_POINT_BYE;
      case 'H':
        return ResultKind.HALF_POINT_BYE;
      case 'Z':
        return ResultKind.ZERO_POINT_BYE;
      case 'U':
        return ResultKind.PAIRING_ALLOCATED_BYE;
      case 'X':
        return ResultKind.WITHDRAWN;
      default:
        throw new IllegalArgumentException("not a bye: " + letter);
    }
  }
}
