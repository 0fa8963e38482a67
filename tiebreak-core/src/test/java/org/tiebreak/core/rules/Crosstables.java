package org.tiebreak.core.rules;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.OptionalLong;
import java.util.Set;
import org.tiebreak.api.Format;
import org.tiebreak.api.GameResult;
import org.tiebreak.api.Pairing;
import org.tiebreak.api.Player;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.RoundResult;
import org.tiebreak.api.Score;
import org.tiebreak.api.Standings;
import org.tiebreak.api.TiebreakContext;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.ValueRule;
import org.tiebreak.core.internal.EngineContext;
import org.tiebreak.core.internal.Index;

/**
 * Compact tournaments for the group-rule tests. A round is a line of tokens: {@code 1>3} (1 with
 * White beats 3), {@code 1<3} (3 with Black beats 1), {@code 1=3} (draw), {@code 1+3} (White wins
 * by forfeit), {@code 1-3} (Black wins by forfeit), {@code 1*3} (double forfeit), {@code 1B}
 * (full-point bye), {@code 1H} (half-point bye). A player not named in a round is absent (0).
 */
final class Crosstables {

  private Crosstables() {}

  /** A Swiss of players named "P1", "P2", ...; as many rounds as lines, all of them planned. */
  static Tournament swiss(int players, String... rounds) {
    List<String> names = new ArrayList<>();
    for (int p = 1; p <= players; p++) {
      names.add("P" + p);
    }
    return of(Format.SWISS, names, rounds);
  }

  /** A tournament of the named players (start numbers from 1) with the given rounds. */
  static Tournament of(Format format, List<String> names, String... rounds) {
    Tournament.Builder builder = Tournament.builder().format(format).plannedRounds(rounds.length);
    for (int p = 0; p < names.size(); p++) {
      builder.addPlayer(Player.of(p + 1, names.get(p)));
    }
    for (String round : rounds) {
      List<Pairing> pairings = new ArrayList<>();
      Set<Integer> named = new HashSet<>();
      for (String token : round.trim().split("\\s+")) {
        pairings.add(pairing(token, named));
      }
      for (int p = 1; p <= names.size(); p++) {
        if (!named.contains(p)) {
          pairings.add(Pairing.bye(p, ResultKind.ABSENT));
        }
      }
      builder.addRound(pairings);
    }
    return builder.build();
  }

  private static Pairing pairing(String token, Set<Integer> named) {
    if (token.endsWith("B") || token.endsWith("H")) {
      int player = Integer.parseInt(token.substring(0, token.length() - 1));
      named.add(player);
      return Pairing.bye(player, token.endsWith("B") ? ResultKind.FULL_POINT_BYE
          : ResultKind.HALF_POINT_BYE);
    }
    int at = 0;
    while (Character.isDigit(token.charAt(at))) {
      at++;
    }
    int white = Integer.parseInt(token.substring(0, at));
    int black = Integer.parseInt(token.substring(at + 1));
    named.add(white);
    named.add(black);
    GameResult result;
    switch (token.charAt(at)) {
      case '>':
        result = GameResult.WHITE_WINS;
        break;
      case '<':
        result = GameResult.BLACK_WINS;
        break;
      case '=':
        result = GameResult.DRAW;
        break;
      case '+':
        result = GameResult.WHITE_WINS_BY_FORFEIT;
        break;
      case '-':
        result = GameResult.BLACK_WINS_BY_FORFEIT;
        break;
      case '*':
        result = GameResult.DOUBLE_FORFEIT;
        break;
      default:
        throw new IllegalArgumentException("bad token " + token);
    }
    return Pairing.game(white, black, result);
  }

  /** A context for calling a rule directly, without a lot seed. */
  static TiebreakContext context(Tournament tournament) {
    return new EngineContext(Index.of(tournament), OptionalLong.empty());
  }

  /** A context for calling a rule directly, with a lot seed. */
  static TiebreakContext context(Tournament tournament, long seed) {
    return new EngineContext(Index.of(tournament), OptionalLong.of(seed));
  }

  /** The start numbers in the order of the standings. */
  static List<Integer> order(Standings standings) {
    List<Integer> order = new ArrayList<>();
    standings.rows().forEach(row -> order.add(row.player().startNumber()));
    return order;
  }

  /** The places as printed, in the order of the standings. */
  static List<String> places(Standings standings) {
    List<String> places = new ArrayList<>();
    standings.rows().forEach(row -> places.add(row.place()));
    return places;
  }

  /** The rule that placed each row above the next ("" where none did), in standings order. */
  static List<String> decidedBy(Standings standings) {
    List<String> codes = new ArrayList<>();
    standings.rows().forEach(row -> codes.add(row.decidedBy().orElse("")));
    return codes;
  }

  /**
   * Sonneborn-Berger on the opponents' final scores, nothing for unplayed games (the Big Rapids
   * round-robin tie-break 1), written here so the head-to-head examples can show the tie it
   * leaves.
   */
  record FinalScoreSonnebornBerger() implements ValueRule {
    @Override
    public String code() {
      return "SB";
    }

    @Override
    public String name() {
      return "Sonneborn-Berger (test)";
    }

    @Override
    public Score value(int player, TiebreakContext context) {
      Score sum = Score.ZERO;
      for (RoundResult result : context.results(player)) {
        if (result.kind() == ResultKind.WIN) {
          sum = sum.plus(context.score(result.opponent().getAsInt()));
        } else if (result.kind() == ResultKind.DRAW) {
          sum = sum.plus(context.score(result.opponent().getAsInt()).dividedBy(2));
        }
      }
      return sum;
    }
  }
}
