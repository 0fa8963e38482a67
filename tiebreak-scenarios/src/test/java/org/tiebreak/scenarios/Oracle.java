package org.tiebreak.scenarios;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.tiebreak.api.Player;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.prizes.PrizeList;
import org.tiebreak.prizes.Prizes;
import org.tiebreak.prizes.SharingPolicy;

/**
 * Compares every answer of the scenarios with brute force: every completion ranked by the
 * engine (and its prizes distributed), each player's places and outcomes collected.
 */
final class Oracle {

  private Oracle() {}

  /** What brute force finds for one player. */
  static final class Seen {
    int minA = Integer.MAX_VALUE;
    int maxB;
    final Map<String, int[]> afterResult = new HashMap<>();
    final Map<Target, boolean[]> outcomes = new HashMap<>();
    final Map<Target, List<int[]>> completions = new HashMap<>();
    final Map<Target, List<Integer>> outcomeOf = new HashMap<>();
  }

  /**
   * Analyses the event and checks every answer against brute force; the conditions of
   * {@code withConditions} are checked completion by completion. Returns the number of
   * completions.
   */
  static int check(Tournament live, Ruleset ruleset, List<Target> targets,
      Optional<PrizeList> prizes, Optional<SharingPolicy> policy, int... withConditions) {
    Scenarios scenarios = Scenarios.of(live, ruleset).targets(targets.toArray(new Target[0]))
        .conditionsFor(withConditions);
    if (prizes.isPresent()) {
      scenarios = scenarios.prizes(prizes.get(), policy.get());
    }
    ScenarioReport report = scenarios.analyse();
    BruteForce brute = new BruteForce(live);
    assertEquals(brute.games, report.games());
    List<Target> all = report.targets();
    Map<Integer, Seen> seen = new HashMap<>();
    for (Player player : live.players()) {
      Seen s = new Seen();
      for (Target target : all) {
        s.outcomes.put(target, new boolean[3]);
        s.completions.put(target, new ArrayList<>());
        s.outcomeOf.put(target, new ArrayList<>());
      }
      seen.put(player.startNumber(), s);
    }
    int[] count = {0};
    brute.forEach((results, done) -> {
      count[0]++;
      Standings standings = BruteForce.rank(done, ruleset);
      var distribution = prizes.map(list -> Prizes.distribute(standings, list, policy.get()));
      for (Player player : live.players()) {
        int number = player.startNumber();
        if (standings.leftOut().contains(number)) {
          continue;
        }
        Seen s = seen.get(number);
        int[] place = BruteForce.place(standings, number);
        s.minA = Math.min(s.minA, place[0]);
        s.maxB = Math.max(s.maxB, place[1]);
        for (int g = 0; g < brute.games.size(); g++) {
          PendingGame game = brute.games.get(g);
          if (game.involves(number)) {
            s.afterResult.merge(game + "/" + results[g], place.clone(),
                (a, b) -> new int[] {Math.min(a[0], b[0]), Math.max(a[1], b[1])});
          }
        }
        for (Target target : all) {
          int outcome;
          if (target.isPrize()) {
            outcome = PrizeSearch.outcomeOf(distribution.get().prize(target.prizeId().get()),
                number);
          } else {
            outcome = place[1] <= target.places() ? 0 : place[0] > target.places() ? 2 : 1;
          }
          s.outcomes.get(target)[outcome] = true;
          s.completions.get(target).add(results);
          s.outcomeOf.get(target).add(outcome);
        }
      }
    });
    for (Player player : live.players()) {
      int number = player.startNumber();
      if (report.standings().leftOut().contains(number)) {
        assertTrue(report.players().stream().noneMatch(p -> p.player() == number));
        continue;
      }
      Seen s = seen.get(number);
      PlayerScenarios answer = report.player(number);
      String where = live.name() + " " + ruleset.name() + " player " + number;
      assertEquals(Optional.of(new PlaceRange(s.minA, s.maxB)), answer.places(), where);
      assertTrue(answer.placeBounds().best() <= s.minA && answer.placeBounds().worst() >= s.maxB,
          where + ": bounds " + answer.placeBounds());
      for (PlayerScenarios.AfterResult after : answer.afterResults()) {
        int r = after.result().ordinal();
        int[] range = s.afterResult.get(after.game() + "/" + r);
        assertEquals(Optional.of(new PlaceRange(range[0], range[1])), after.places(),
            where + " after " + after.game() + " " + after.result());
        assertEquals(after.places(), after.placesReached(), where);
        assertTrue(after.placeBounds().best() <= range[0]
            && after.placeBounds().worst() >= range[1], where + " after " + after.game() + " "
            + after.result() + ": bounds " + after.placeBounds());
      }
      assertEquals(answer.places(), answer.placesReached(), where);
      assertEquals(s.afterResult.size(), answer.afterResults().size(), where);
      for (Target target : all) {
        boolean[] o = s.outcomes.get(target);
        TargetAnswer got = answer.answer(target);
        assertEquals(Chance.of(o[0], o[1], o[2]), got.chance(), where + " " + target);
        if (got.chance() == Chance.CLINCHED) {
          assertTrue(!o[1] && !o[2], where);
        }
      }
    }
    for (int number : withConditions) {
      checkConditions(live, ruleset, report, seen.get(number), number);
    }
    return count[0];
  }

  /** The conditions cover exactly the completions with each outcome. */
  private static void checkConditions(Tournament live, Ruleset ruleset, ScenarioReport report,
      Seen seen, int number) {
    Event event = new Event(live, ruleset);
    int p = event.positions.get(number);
    PlaceSearch search = new PlaceSearch(event, p, new Budget(Long.MAX_VALUE, 0, false), true)
        .run();
    for (Target target : report.targets()) {
      TargetAnswer answer = report.player(number).answer(target);
      if (target.isPrize()) {
        continue;
      }
      List<int[]> nodes = new ArrayList<>();
      List<Integer> outcomes = new ArrayList<>();
      for (PlaceSearch.Leaf leaf : search.leaves) {
        nodes.add(leaf.results());
        outcomes.add(leaf.b() <= target.places() ? 0 : leaf.a() > target.places() ? 2 : 1);
      }
      for (int wanted = 0; wanted < 2; wanted++) {
        Optional<Conditions.Cover> cover = Conditions.cover(event, p, nodes, outcomes, wanted);
        if (cover.isEmpty()) {
          continue;
        }
        List<int[]> completions = seen.completions.get(target);
        List<Integer> outcomeOf = seen.outcomeOf.get(target);
        for (int c = 0; c < completions.size(); c++) {
          assertEquals(outcomeOf.get(c) == wanted, cover.get().covers(completions.get(c)),
              "player " + number + " " + target + " outcome " + wanted + " completion "
                  + java.util.Arrays.toString(completions.get(c)));
        }
      }
      if (answer.chance() == Chance.CLINCHED) {
        assertEquals("clinched", answer.conditions().orElseThrow().toString());
      }
      if (answer.chance() == Chance.OUT_OF_REACH) {
        assertEquals("out of reach", answer.conditions().orElseThrow().toString());
      }
    }
  }
}
