package org.tiebreak.core.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.tiebreak.api.Player;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.standings.Explanation;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.core.TiebreakEngine;
import org.tiebreak.core.rules.CumulativeDeduction;
import org.tiebreak.core.rules.Forfeits;
import org.tiebreak.core.rules.OpponentUnplayed;
import org.tiebreak.core.rules.OwnUnplayed;
import org.tiebreak.core.rules.Tiebreaks;

/**
 * Standings are thread-safe: explanations asked for from eight threads at once, each the first
 * to reach some shared computation of the ranking's context, are those one thread gets.
 */
class StandingsThreadSafetyTests {

  private static final Ruleset CHAIN = Ruleset.builder().name("chain")
      .addRules(Tiebreaks.solkoff(OpponentUnplayed.COUNT_HALF, OwnUnplayed.ZERO_OPPONENT),
          Tiebreaks.cumulativeOfOpposition(CumulativeDeduction.FULL_AND_HALF),
          Tiebreaks.sonnebornBerger(OpponentUnplayed.COUNT_HALF, Forfeits.NOT_COUNTED),
          Tiebreaks.resultBetweenTiedPlayers(Forfeits.NOT_COUNTED), Tiebreaks.drawingOfLots())
      .build();

  @Test
  void explain_fromEightThreads_givesWhatOneThreadGives() throws Exception {
    List<Player> players = LargeEventTests.EVENT.players();
    Standings reference = TiebreakEngine.rank(LargeEventTests.EVENT, CHAIN, 5L);
    List<List<Explanation>> expected = new ArrayList<>();
    for (Player player : players) {
      expected.add(reference.explain(player.startNumber()));
    }
    for (int attempt = 0; attempt < 3; attempt++) {
      Standings shared = TiebreakEngine.rank(LargeEventTests.EVENT, CHAIN, 5L);
      ExecutorService pool = Executors.newFixedThreadPool(8);
      try {
        List<Future<List<List<Explanation>>>> futures = new ArrayList<>();
        for (int t = 0; t < 8; t++) {
          int offset = t * players.size() / 8;
          futures.add(pool.submit(() -> {
            List<List<Explanation>> all = new ArrayList<>();
            for (int k = 0; k < players.size(); k++) {
              all.add(shared.explain(players.get((offset + k) % players.size()).startNumber()));
            }
            return all;
          }));
        }
        for (int t = 0; t < 8; t++) {
          int offset = t * players.size() / 8;
          List<List<Explanation>> got = futures.get(t).get();
          for (int k = 0; k < players.size(); k++) {
            assertEquals(expected.get((offset + k) % players.size()), got.get(k));
          }
        }
      } finally {
        pool.shutdown();
      }
      assertEquals(reference.rows().toString(), shared.rows().toString());
    }
  }

  /**
   * Standings ranked with figures on demand give every row's figures from eight threads at once,
   * each possibly the first to work out a rule's, as {@code rank} gives them.
   */
  @Test
  void onDemandFigures_fromEightThreads_areThoseOfRank() throws Exception {
    List<Standings.Row> reference = TiebreakEngine.rank(LargeEventTests.EVENT, CHAIN).rows();
    for (int attempt = 0; attempt < 3; attempt++) {
      Standings shared = TiebreakEngine.rankOnDemand(LargeEventTests.EVENT, CHAIN);
      ExecutorService pool = Executors.newFixedThreadPool(8);
      try {
        List<Future<List<Object>>> futures = new ArrayList<>();
        for (int t = 0; t < 8; t++) {
          int offset = t * reference.size() / 8;
          futures.add(pool.submit(() -> {
            List<Object> values = new ArrayList<>();
            for (int k = 0; k < reference.size(); k++) {
              values.add(shared.rows().get((offset + k) % reference.size()).values());
            }
            return values;
          }));
        }
        for (int t = 0; t < 8; t++) {
          int offset = t * reference.size() / 8;
          List<Object> got = futures.get(t).get();
          for (int k = 0; k < reference.size(); k++) {
            assertEquals(reference.get((offset + k) % reference.size()).values(), got.get(k));
          }
        }
      } finally {
        pool.shutdown();
      }
    }
  }
}
