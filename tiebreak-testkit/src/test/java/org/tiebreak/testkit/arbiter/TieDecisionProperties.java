package org.tiebreak.testkit.arbiter;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Assume;
import net.jqwik.api.EdgeCasesMode;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.TieDecision;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.core.TiebreakEngine;
import org.tiebreak.rulesets.Rulesets;
import org.tiebreak.testkit.TournamentArbitraries;

/**
 * Decisions on tied players: an arbiter's order of a tied group changes only that group's
 * places, and a play-off whose result is the order the lots gave changes no place.
 */
class TieDecisionProperties {

  @Provide
  Arbitrary<Tournament> events() {
    return Arbitraries.oneOf(
        TournamentArbitraries.swiss().players(2, 16).rounds(1, 7).allUnplayedKinds().rated(),
        TournamentArbitraries.roundRobin().players(3, 8).withForfeits().rated());
  }

  private static Ruleset ruleset(Tournament tournament, int pick) {
    List<String> names = tournament.format() == org.tiebreak.api.Format.SWISS
        ? List.of("uscf", "fide", "mca", "big-rapids-swiss")
        : List.of("fide-rr", "big-rapids-rr", "fide-2026-rr");
    return Rulesets.named(names.get(Math.floorMod(pick, names.size())));
  }

  /** The groups of rows that share a place, each as its start numbers in row order. */
  private static List<List<Integer>> sharedPlaces(Standings standings) {
    List<List<Integer>> groups = new ArrayList<>();
    List<Standings.Row> rows = standings.rows();
    int start = 0;
    for (int p = 1; p <= rows.size(); p++) {
      if (p == rows.size() || !rows.get(p).place().equals(rows.get(start).place())) {
        if (p - start > 1) {
          List<Integer> group = new ArrayList<>();
          rows.subList(start, p).forEach(row -> group.add(row.player().startNumber()));
          groups.add(group);
        }
        start = p;
      }
    }
    return groups;
  }

  @Property(tries = 300, edgeCases = EdgeCasesMode.NONE)
  void arbitersOrder_changesOnlyThatGroupsPlaces(@ForAll("events") Tournament tournament,
      @ForAll int pick, @ForAll long shuffle) {
    Assume.that(tournament.roundsPlayed() > 0);
    Ruleset ruleset = ruleset(tournament, pick);
    Standings plain = TiebreakEngine.rank(tournament, ruleset);
    List<List<Integer>> shared = sharedPlaces(plain);
    Assume.that(!shared.isEmpty());
    List<Integer> group = shared.get(Math.floorMod(pick, shared.size()));
    List<Integer> order = new ArrayList<>(group);
    Collections.shuffle(order, new Random(shuffle));
    List<List<Integer>> levels = new ArrayList<>();
    order.forEach(player -> levels.add(List.of(player)));
    Standings decided = TiebreakEngine.rank(Events.with(tournament,
        b -> b.addDecision(TieDecision.arbiter(levels))), ruleset);
    int first = Events.order(plain).indexOf(group.get(0));
    for (int p = 0; p < plain.rows().size(); p++) {
      if (p < first || p >= first + group.size()) {
        assertEquals(plain.rows().get(p).toString(), decided.rows().get(p).toString(),
            "a row outside the group " + group);
      } else {
        Standings.Row row = decided.rows().get(p);
        assertEquals(order.get(p - first), row.player().startNumber());
        assertEquals(Integer.toString(p + 1), row.place());
        assertEquals(plain.row(row.player().startNumber()).values(), row.values());
      }
    }
    assertEquals(List.of(), decided.warnings());
    for (int k = 1; k < order.size(); k++) {
      assertEquals(order.get(k - 1) + " above " + order.get(k) + " on ARBITER",
          decided.compare(order.get(k), order.get(k - 1)).toString());
    }
  }

  @Property(tries = 300, edgeCases = EdgeCasesMode.NONE)
  void playOffMatchingTheLots_changesNoPlace(@ForAll("events") Tournament tournament,
      @ForAll int pick, @ForAll long seed) {
    Assume.that(tournament.roundsPlayed() > 0);
    Ruleset ruleset = ruleset(tournament, pick);
    Standings drawn = TiebreakEngine.rank(tournament, ruleset, seed);
    List<List<Integer>> byLot = new ArrayList<>();
    List<Standings.Row> rows = drawn.rows();
    for (int p = 0; p < rows.size(); p++) {
      if (p > 0 && rows.get(p - 1).decidedBy().filter("LOTS"::equals).isPresent()) {
        byLot.get(byLot.size() - 1).add(rows.get(p).player().startNumber());
      } else if (p + 1 < rows.size() && rows.get(p).decidedBy().filter("LOTS"::equals)
          .isPresent()) {
        byLot.add(new ArrayList<>(List.of(rows.get(p).player().startNumber())));
      }
    }
    Assume.that(!byLot.isEmpty());
    Tournament decided = Events.with(tournament, b -> {
      for (List<Integer> group : byLot) {
        List<List<Integer>> levels = new ArrayList<>();
        group.forEach(player -> levels.add(List.of(player)));
        b.addDecision(TieDecision.playOff(levels));
      }
    });
    Standings played = TiebreakEngine.rank(decided, ruleset, seed);
    assertEquals(Events.order(drawn), Events.order(played));
    assertEquals(Events.places(drawn), Events.places(played));
    assertEquals(Events.rows(drawn), Events.rows(played));
    assertEquals(List.of(), played.warnings());
  }
}
