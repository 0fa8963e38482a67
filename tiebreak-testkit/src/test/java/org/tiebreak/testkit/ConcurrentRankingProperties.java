package org.tiebreak.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.tiebreak.api.Player;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.api.team.TeamTournament;
import org.tiebreak.core.TiebreakEngine;
import org.tiebreak.rulesets.Rulesets;

/**
 * The engine, the tournaments and the built-in rulesets are thread-safe: eight threads ranking
 * the same tournament under the same shared rulesets at once, each in another order, get what
 * one thread gets, figures and explanations alike.
 */
class ConcurrentRankingProperties {

  private static final int THREADS = 8;

  @Property(tries = 4)
  void tournaments_eightThreadsRankAsOneDoes(@ForAll("tournaments") Tournament tournament)
      throws Exception {
    List<Ruleset> rulesets = Rulesets.all().stream()
        .filter(ruleset -> !ruleset.forTeams() && ruleset.fits(tournament)).toList();
    assertConcurrentEqualsSequential(rulesets, ruleset -> render(
        TiebreakEngine.rank(tournament, ruleset, 7L)));
  }

  @Property(tries = 3)
  void teamEvents_eightThreadsRankAsOneDoes(@ForAll("teamEvents") TeamTournament event)
      throws Exception {
    List<Ruleset> rulesets = Rulesets.all().stream()
        .filter(ruleset -> ruleset.forTeams() && ruleset.fits(event)).toList();
    assertConcurrentEqualsSequential(rulesets, ruleset -> render(
        TiebreakEngine.rank(event, ruleset, 7L)));
  }

  @Provide
  Arbitrary<Tournament> tournaments() {
    return Arbitraries.oneOf(TournamentArbitraries.swiss(),
        TournamentArbitraries.roundRobin());
  }

  @Provide
  Arbitrary<TeamTournament> teamEvents() {
    return TeamTournamentArbitraries.any();
  }

  /** A ranking as it would be shown: rows, then every player's explanations. */
  private static String render(Standings standings) {
    StringBuilder text = new StringBuilder(standings.rows().toString());
    for (Player player : standings.tournament().players()) {
      text.append('\n').append(standings.explain(player.startNumber()));
    }
    return text.toString();
  }

  private interface Ranking {
    String of(Ruleset ruleset);
  }

  private static void assertConcurrentEqualsSequential(List<Ruleset> rulesets, Ranking ranking)
      throws Exception {
    List<String> expected = new ArrayList<>();
    for (Ruleset ruleset : rulesets) {
      expected.add(ranking.of(ruleset));
    }
    ExecutorService pool = Executors.newFixedThreadPool(THREADS);
    try {
      List<Future<List<String>>> futures = new ArrayList<>();
      for (int t = 0; t < THREADS; t++) {
        int offset = t;
        Callable<List<String>> task = () -> {
          List<String> got = new ArrayList<>(rulesets.size());
          for (int k = 0; k < rulesets.size(); k++) {
            got.add(null);
          }
          for (int k = 0; k < rulesets.size(); k++) {
            int r = (offset + k) % rulesets.size();
            got.set(r, ranking.of(rulesets.get(r)));
          }
          return got;
        };
        futures.add(pool.submit(task));
      }
      for (Future<List<String>> future : futures) {
        assertEquals(expected, future.get());
      }
    } finally {
      pool.shutdownNow();
    }
  }
}
