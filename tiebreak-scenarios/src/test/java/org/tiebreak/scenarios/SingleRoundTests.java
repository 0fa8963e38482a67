package org.tiebreak.scenarios;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.tiebreak.api.PointSystem;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.rulesets.Rulesets;

/**
 * The reasoning over a last round, every player with one game at most, against every completion
 * ranked by the engine: the bounds hold every completion's places, and where the reasoning says
 * it is exact, its extremes are those of every completion.
 */
class SingleRoundTests {

  @ParameterizedTest
  @ValueSource(strings = {"fide", "uscf", "mca"})
  void bounds_holdEveryCompletion_andExactAnswersAreExact(String name) {
    Ruleset ruleset = ruleset(name);
    int exact = 0;
    int bounded = 0;
    int tighter = 0;
    for (long seed = 0; seed < 12; seed++) {
      Tournament live = lastRound(seed, 10 + 2 * (int) (seed % 3), 5, name);
      Event event = new Event(live, ruleset);
      Budget budget = new Budget(Long.MAX_VALUE, 0, false);
      SingleRound single = reasoning(event, budget);
      int[][][] truth = truth(live, ruleset, event);
      for (int p = 0; p < event.n; p++) {
        long highest = event.highest[p];
        long lowest = event.lowest[p];
        int surelyAbove = 0;
        int maybeAbove = 0;
        for (int q = 0; q < event.n; q++) {
          long qLow = event.lowest[q];
          long qHigh = event.highest[q];
          surelyAbove += q != p && qLow > highest ? 1 : 0;
          maybeAbove += q != p && qHigh >= lowest ? 1 : 0;
        }
        for (int r = 0; r < (event.gamesOf[p].length == 0 ? 1 : 3); r++) {
          SingleRound.Bounded answer = single.extremes(p, r, budget);
          String where = name + " seed " + seed + " player " + event.numbers[p] + " result " + r;
          check(answer, truth[p][r], where);
          if (answer.exact()) {
            exact++;
          }
          bounded++;
          tighter += answer.best() > surelyAbove + 1 || answer.worst() < maybeAbove + 1 ? 1 : 0;
        }
      }
    }
    // The reasoning decides most answers here, and bounds others closer than scores alone.
    assertTrue(exact * 2 > bounded, exact + " exact of " + bounded);
    assertTrue(tighter > 0, "no bound tighter than scores alone");
  }

  /**
   * Last rounds of 7 to 9 games, where the bounds leave more open (3-1-0 in some under fide):
   * settling the extremes left open over the games pulled both ways gives every completion's
   * extremes where it says it is exact, and settles most answers the bounds did not.
   */
  @ParameterizedTest
  @ValueSource(strings = {"fide", "uscf", "mca"})
  void settling_whereExact_givesEveryCompletionsExtremes(String name) {
    Ruleset ruleset = ruleset(name);
    int open = 0;
    int settled = 0;
    for (long seed = 0; seed < 20; seed++) {
      Tournament live = lastRound(100 + seed, 14 + 2 * (int) (seed % 3), 7 + (int) (seed % 3),
          name);
      Event event = new Event(live, ruleset);
      Budget budget = new Budget(Long.MAX_VALUE, 0, false);
      SingleRound single = reasoning(event, budget);
      int[][][] truth = truth(live, ruleset, event);
      for (int p = 0; p < event.n; p++) {
        for (int r = 0; r < (event.gamesOf[p].length == 0 ? 1 : 3); r++) {
          String where = name + " seed " + seed + " player " + event.numbers[p] + " result " + r;
          SingleRound.Bounded answer = single.extremes(p, r, budget);
          check(answer, truth[p][r], where);
          if (!answer.exact()) {
            open++;
            answer = single.settle(p, r, Long.MAX_VALUE, budget);
            check(answer, truth[p][r], where + " settled");
            settled += answer.exact() ? 1 : 0;
          }
        }
      }
    }
    assertTrue(settled * 2 > open, settled + " of " + open + " open answers settled");
  }

  /**
   * The bound a settled completion puts on every completion of its class holds the completion
   * itself: no fewer players counted ahead of p than it places ahead for the most, no more for
   * the fewest; here with chains whose rules the figures cannot bound (Direct Encounter, a
   * Sonneborn-Berger with a cut, the MCA list's result between tied players) deciding among
   * players level on score.
   */
  @ParameterizedTest
  @ValueSource(strings = {"fide:DE,BH/C1,BH", "fide:BH/C1,SB/C1,DE", "mca"})
  void completionBound_holdsTheCompletion(String name) {
    Ruleset ruleset = ruleset(name);
    int uncertain = 0;
    for (long seed = 0; seed < 6; seed++) {
      Random random = new Random(200 + seed);
      Tournament live = Generated.swiss(random, 12 + 2 * (int) (seed % 3), 5, 6,
          PointSystem.STANDARD);
      Event event = new Event(live, ruleset);
      SingleRound single = reasoning(event, new Budget(Long.MAX_VALUE, 0, false));
      for (int c = 0; c < 20; c++) {
        int[] results = new int[event.white.length];
        for (int g = 0; g < results.length; g++) {
          results[g] = random.nextInt(3);
        }
        Standings standings = event.rank(results);
        int[] places = event.places(standings);
        Standings.Row[] rows = event.rows(standings);
        for (int p = 0; p < event.n; p++) {
          long s = event.units(rows[p].score());
          String where = name + " seed " + seed + " completion " + c + " player "
              + event.numbers[p];
          int best = places[2 * p];
          int worst = places[2 * p + 1];
          int fewest = single.boundAt(standings, p, s, 0);
          int most = single.boundAt(standings, p, s, 1);
          assertTrue(fewest <= best, where + ": fewest ahead");
          assertTrue(most >= best, where + ": most ahead");
          assertTrue(single.boundAt(standings, p, s, 2) <= worst, where + ": fewest not behind");
          assertTrue(single.boundAt(standings, p, s, 3) >= worst, where + ": most not behind");
          uncertain += fewest < most ? 1 : 0;
        }
      }
    }
    // Some players level on score are left either side by the bounded figures.
    assertTrue(uncertain > 0, "every bound exact");
  }

  /**
   * A player's best result is reasoned first: a budget that lasts for that result alone gives it
   * the answer an unlimited one gives, whichever colour the player has.
   */
  @ParameterizedTest
  @ValueSource(strings = {"fide", "uscf"})
  void extremes_theBestResultFirst(String name) {
    Ruleset ruleset = ruleset(name);
    int tight = 0;
    for (long seed = 0; seed < 6; seed++) {
      Tournament live = Generated.swiss(new Random(300 + seed), 16, 5, 8, PointSystem.STANDARD);
      Event event = new Event(live, ruleset);
      for (int p = 0; p < event.n; p++) {
        if (event.gamesOf[p].length == 0) {
          continue;
        }
        int best = event.preferred(event.gamesOf[p][0], p)[0];
        Budget unlimited = new Budget(Long.MAX_VALUE, 0, false);
        SingleRound.Bounded expected = reasoning(event, unlimited).extremes(p, best, unlimited);
        Budget alone = new Budget(Long.MAX_VALUE, 0, false);
        SingleRound single = reasoning(event, alone);
        long before = alone.examined();
        single.extremes(p, best, alone);
        // Enough for the best result alone, and no more.
        Budget budget = new Budget(alone.examined() - before, 0, false);
        SingleRound.Bounded actual = reasoning(event, new Budget(Long.MAX_VALUE, 0, false))
            .extremes(p, budget).get(best);
        String where = name + " seed " + seed + " player " + event.numbers[p];
        assertEquals(List.of(expected.best(), expected.worst(), expected.exact()),
            List.of(actual.best(), actual.worst(), actual.exact()), where);
        tight += alone.examined() > before ? 1 : 0;
      }
    }
    assertTrue(tight > 0, "no result needed a completion");
  }

  /** A Swiss of 5 rounds with its last in progress; scored 3-1-0 in every fourth under fide. */
  private static Tournament lastRound(long seed, int players, int pending, String name) {
    return Generated.swiss(new Random(seed), players, 5, pending,
        seed % 4 == 3 && name.equals("fide") ? Generated.THREE_ONE_ZERO : PointSystem.STANDARD);
  }

  /** A ruleset by name, or {@code name:CODE,CODE,...} for its rules with these codes. */
  private static Ruleset ruleset(String name) {
    int colon = name.indexOf(':');
    return colon < 0 ? Rulesets.named(name) : Rulesets.withRules(name.substring(0, colon),
        List.of(name.substring(colon + 1).split(",")));
  }

  /** The reasoning over a last round, every player asked. */
  private static SingleRound reasoning(Event event, Budget budget) {
    boolean[] asked = new boolean[event.n];
    Arrays.fill(asked, true);
    return SingleRound.of(event, asked, budget).orElseThrow();
  }

  /** The bounds hold the extremes of every completion, the places found are real ones. */
  private static void check(SingleRound.Bounded answer, int[] t, String where) {
    assertTrue(answer.best() <= t[0] && answer.worst() >= t[3], where);
    Extremes found = answer.found();
    assertTrue(found.minA >= t[0] && found.maxA <= t[1] && found.minB >= t[2]
        && found.maxB <= t[3], where + ": a place no completion gives");
    if (answer.exact()) {
      assertEquals(Arrays.toString(t), Arrays.toString(
          new int[] {found.minA, found.maxA, found.minB, found.maxB}), where);
    }
  }

  /** {@code [player][result] -> {minA, maxA, minB, maxB}} over every completion. */
  private static int[][][] truth(Tournament live, Ruleset ruleset, Event event) {
    int[][][] truth = new int[event.n][3][];
    new BruteForce(live).forEach((results, done) -> {
      Standings standings = BruteForce.rank(done, ruleset);
      for (int q = 0; q < event.n; q++) {
        int[] place = BruteForce.place(standings, event.numbers[q]);
        int r = event.gamesOf[q].length == 0 ? 0 : results[event.gamesOf[q][0]];
        int[] seen = truth[q][r];
        truth[q][r] = seen == null ? new int[] {place[0], place[0], place[1], place[1]}
            : new int[] {Math.min(seen[0], place[0]), Math.max(seen[1], place[0]),
                Math.min(seen[2], place[1]), Math.max(seen[3], place[1])};
      }
    });
    return truth;
  }
}
