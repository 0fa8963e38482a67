package org.tiebreak.scenarios;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.tiebreak.api.Colour;
import org.tiebreak.api.GameResult;
import org.tiebreak.api.Pairing;
import org.tiebreak.api.PointSystem;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.RoundResult;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.Score;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.core.TiebreakEngine;

/** An individual event's pending games: a win, a draw or a loss each. */
final class GameSource extends Source {

  /** The results of a pending game, by index: White wins, a draw, Black wins. */
  static final GameResult[] RESULTS = {GameResult.WHITE_WINS, GameResult.DRAW,
      GameResult.BLACK_WINS};

  private final Tournament live;

  GameSource(Tournament live) {
    this.live = live;
    PointSystem points = live.pointSystem();
    Score[] white = {points.win(), points.draw(), points.loss()};
    Score[] black = {points.loss(), points.draw(), points.win()};
    List<PendingGame> games = new ArrayList<>();
    live.players().forEach(player -> numbers.add(player.startNumber()));
    for (int number : numbers) {
      List<Integer> met = new ArrayList<>();
      List<RoundResult> results = live.results(number);
      for (int r = 0; r < results.size(); r++) {
        RoundResult result = results.get(r);
        int opponent = result.opponentOrZero();
        if (opponent != 0) {
          met.add(opponent);
        }
        if (result.kind() == ResultKind.PENDING && opponent != 0
            && isWhite(result, number, opponent)) {
          games.add(new PendingGame(r + 1, number, opponent));
        }
      }
      opponents.add(met);
    }
    games.sort(Comparator.comparingInt(PendingGame::round).thenComparingInt(PendingGame::white));
    for (PendingGame game : games) {
      units.add(new PendingUnit(game, white, black, new int[] {0, 1, 2}, 1,
          new Score[] {Score.ONE, Score.HALF, Score.ZERO},
          new Score[] {Score.ZERO, Score.HALF, Score.ONE},
          new int[][] {{game.white(), game.black()}}));
    }
  }

  /**
   * Whether the player is White in a pending game; where the round gives no colours, the player
   * with the smaller start number is taken as White, as {@link Tournament#withResults} accepts.
   */
  private static boolean isWhite(RoundResult result, int player, int opponent) {
    return result.colour().map(c -> c == Colour.WHITE).orElse(player < opponent);
  }

  @Override
  boolean decided() {
    return !live.decisions().isEmpty();
  }

  @Override
  Standings rank(Ruleset ruleset) {
    return TiebreakEngine.rank(live, ruleset);
  }

  @Override
  Standings rank(Ruleset ruleset, int[] results) {
    Map<Integer, List<Pairing>> byRound = new HashMap<>();
    for (int g = 0; g < results.length; g++) {
      PendingGame game = units.get(g).game();
      byRound.computeIfAbsent(game.round(), r -> new ArrayList<>())
          .add(Pairing.game(game.white(), game.black(), RESULTS[results[g]]));
    }
    Tournament completed = live;
    for (Map.Entry<Integer, List<Pairing>> round : byRound.entrySet()) {
      completed = completed.withResults(round.getKey(), round.getValue());
    }
    return TiebreakEngine.rankOnDemand(completed, ruleset);
  }
}
