package org.tiebreak.scenarios;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.tiebreak.api.Format;
import org.tiebreak.api.GameResult;
import org.tiebreak.api.Pairing;
import org.tiebreak.api.PointSystem;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.rulesets.Rulesets;

class ScenarioProperties {

  private static final List<String> RULESETS = List.of("uscf", "fide", "mca");

  /** Real events with a round in progress (see {@code real-events/README.md}). */
  private static final List<String> REAL_EVENTS = List.of("1350000-romanian_u1700_1350000",
      "1373000-russian_blitz11_1373000", "1377000-ukraine_rapid8_1377000", "1384474-aut_1384474",
      "1385606-esp_1385606", "1386568-srb_1386568",
      "swisssys-8th-massachusetts-senior-open--open",
      "swisssys-33rd-massachusetts-g-60-championship--under-1200");

  private static Tournament event(long seed) {
    Random random = new Random(seed);
    return Generated.swiss(random, 6 + 2 * random.nextInt(4), 3 + random.nextInt(2),
        2 + random.nextInt(4), PointSystem.STANDARD);
  }

  @Property(tries = 40)
  void clinchedFirst_isFirstInEveryCompletion(@ForAll long seed) {
    Tournament live = event(seed);
    Ruleset ruleset = Rulesets.named(RULESETS.get(Math.floorMod(seed, 3)));
    ScenarioReport report = Scenarios.of(live, ruleset).analyse();
    List<Integer> clinched = report.clinched(Target.first());
    List<Integer> tie = report.players(Target.first(), Chance.CLINCHED_TIE);
    new BruteForce(live).forEach((results, done) -> {
      Standings standings = BruteForce.rank(done, ruleset);
      for (int player : clinched) {
        int[] place = BruteForce.place(standings, player);
        assertTrue(place[0] == 1 && place[1] == 1, player + " clinched first");
      }
      for (int player : tie) {
        assertTrue(BruteForce.place(standings, player)[0] == 1, player + " clinched a tie");
      }
    });
  }

  /**
   * A real event with some of its pending games given results at random, the others still
   * pending: every answer equals brute force.
   */
  @Property(tries = 30)
  void aRealEvent_someGamesGiven_everyAnswerEqualsBruteForce(@ForAll long seed)
      throws IOException {
    Random random = new Random(seed);
    Tournament live = RealEventsTests.read(REAL_EVENTS.get(random.nextInt(REAL_EVENTS.size())))
        .tournament();
    for (PendingGame game : new BruteForce(live).games) {
      if (random.nextBoolean()) {
        live = live.withResults(game.round(),
            Pairing.game(game.white(), game.black(), BruteForce.RESULTS[random.nextInt(3)]));
      }
    }
    Ruleset ruleset = live.format() == Format.SWISS
        ? Rulesets.named(RULESETS.get(random.nextInt(RULESETS.size())))
        : Rulesets.named(random.nextBoolean() ? "fide-rr" : "big-rapids-rr");
    Oracle.check(live, ruleset, List.of(Target.first(), Target.top(3)), Optional.empty(),
        Optional.empty());
  }

  @Property(tries = 40)
  void aResultGiven_neverWidensARange(@ForAll long seed) {
    Tournament live = event(seed);
    Ruleset ruleset = Rulesets.named(RULESETS.get(Math.floorMod(seed, 3)));
    ScenarioReport before = Scenarios.of(live, ruleset).analyse();
    Random random = new Random(seed);
    PendingGame game = before.games().get(random.nextInt(before.games().size()));
    GameResult result = BruteForce.RESULTS[random.nextInt(3)];
    Tournament after = live.withResults(game.round(),
        Pairing.game(game.white(), game.black(), result));
    ScenarioReport now = Scenarios.of(after, ruleset).analyse();
    for (PlayerScenarios player : now.players()) {
      PlaceRange was = before.player(player.player()).places().orElseThrow();
      PlaceRange is = player.places().orElseThrow();
      assertTrue(is.best() >= was.best() && is.worst() <= was.worst(),
          player.player() + ": " + was + " became " + is + " after " + game + " " + result);
      if (game.involves(player.player())) {
        PlaceRange after1 = before.player(player.player()).places(game, result).orElseThrow();
        assertTrue(after1.equals(is), player.player() + ": " + after1 + " but " + is);
      }
    }
  }
}
