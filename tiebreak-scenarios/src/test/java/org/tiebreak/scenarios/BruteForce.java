package org.tiebreak.scenarios;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiConsumer;
import org.tiebreak.api.Colour;
import org.tiebreak.api.GameResult;
import org.tiebreak.api.Pairing;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.RoundResult;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.core.TiebreakEngine;

/**
 * The oracle: every completion of the pending games ranked by the engine, each game found from
 * the tournament's rows alone.
 */
final class BruteForce {

  static final GameResult[] RESULTS = {GameResult.WHITE_WINS, GameResult.DRAW,
      GameResult.BLACK_WINS};

  final Tournament live;
  final List<PendingGame> games = new ArrayList<>();

  BruteForce(Tournament live) {
    this.live = live;
    for (int round = 1; round <= live.roundsPlayed(); round++) {
      for (var player : live.players()) {
        RoundResult result = live.result(player.startNumber(), round);
        int opponent = result.opponentOrZero();
        if (result.kind() == ResultKind.PENDING && opponent != 0
            && result.colour().map(c -> c == Colour.WHITE)
                .orElse(player.startNumber() < opponent)) {
          games.add(new PendingGame(round, player.startNumber(), opponent));
        }
      }
    }
  }

  /** Each completion, its results by index into {@link #games}, with its tournament. */
  void forEach(BiConsumer<int[], Tournament> action) {
    int k = games.size();
    int[] results = new int[k];
    int total = 1;
    for (int i = 0; i < k; i++) {
      total *= 3;
    }
    for (int c = 0; c < total; c++) {
      int rest = c;
      Map<Integer, List<Pairing>> byRound = new HashMap<>();
      for (int i = 0; i < k; i++) {
        results[i] = rest % 3;
        rest /= 3;
        PendingGame game = games.get(i);
        byRound.computeIfAbsent(game.round(), r -> new ArrayList<>())
            .add(Pairing.game(game.white(), game.black(), RESULTS[results[i]]));
      }
      Tournament done = live;
      for (var round : byRound.entrySet()) {
        done = done.withResults(round.getKey(), round.getValue());
      }
      action.accept(results.clone(), done);
    }
  }

  /** The places of a player's row: the best and worst of its shared group. */
  static int[] place(Standings standings, int player) {
    int rank = standings.row(player).rank();
    int size = (int) standings.rows().stream().filter(r -> r.rank() == rank).count();
    return new int[] {rank, rank + size - 1};
  }

  static Standings rank(Tournament t, Ruleset ruleset) {
    return TiebreakEngine.rank(t, ruleset);
  }
}
