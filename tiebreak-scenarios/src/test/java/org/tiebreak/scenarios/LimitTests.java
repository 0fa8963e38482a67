package org.tiebreak.scenarios;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.tiebreak.api.PointSystem;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.Tournament;
import org.tiebreak.rulesets.Rulesets;

/** A limit leaves answers undecided, never wrong. */
class LimitTests {

  @Test
  void completionsLimit_everyAnswerGivenIsTheFullAnswer() {
    Ruleset fide = Rulesets.named("fide");
    int undecided = 0;
    int given = 0;
    for (long seed = 0; seed < 10; seed++) {
      Tournament live = Generated.swiss(new Random(seed), 12, 4, 6, PointSystem.STANDARD);
      ScenarioReport full = Scenarios.of(live, fide).targets(Target.top(3)).analyse();
      for (long limit : new long[] {1, 3, 10, 30}) {
        ScenarioReport limited = Scenarios.of(live, fide).targets(Target.top(3))
            .limit(Limit.completions(limit)).analyse();
        for (PlayerScenarios player : limited.players()) {
          PlayerScenarios exact = full.player(player.player());
          checkWithin(player, exact);
          if (player.places().isPresent()) {
            given++;
          } else {
            undecided++;
          }
          for (TargetAnswer answer : player.answers()) {
            if (answer.decided()) {
              assertEquals(exact.answer(answer.target()).chance(), answer.chance());
            }
          }
        }
        assertEquals(limited.undecided().isEmpty(), limited.complete());
      }
    }
    assertTrue(undecided > 0 && given > 0, undecided + " undecided, " + given + " given");
  }

  @Test
  void completionsLimit_aResultTheReasoningMadeExact_isGivenWhereTheSearchStopped() {
    Ruleset fide = Rulesets.named("fide");
    int alone = 0;
    for (long seed = 0; seed < 8; seed++) {
      Tournament live = Generated.swiss(new Random(seed), 20, 5, 10, PointSystem.STANDARD);
      ScenarioReport full = Scenarios.of(live, fide).analyse();
      for (long limit : new long[] {20, 60, 200}) {
        ScenarioReport limited = Scenarios.of(live, fide).limit(Limit.completions(limit))
            .analyse();
        for (PlayerScenarios player : limited.players()) {
          checkWithin(player, full.player(player.player()));
          for (PlayerScenarios.AfterResult after : player.afterResults()) {
            alone += after.places().isPresent() && player.places().isEmpty() ? 1 : 0;
          }
        }
      }
    }
    assertTrue(alone > 0, "no result's range given where its player's was not");
  }

  /**
   * A player's answers under a limit against the exact ones: each range given is the exact one,
   * the bounds hold it, and the places reached lie within it.
   */
  private static void checkWithin(PlayerScenarios limited, PlayerScenarios exact) {
    checkWithin(limited.places(), limited.placeBounds(), limited.placesReached(),
        exact.places().orElseThrow(), limited.toString());
    for (PlayerScenarios.AfterResult after : limited.afterResults()) {
      checkWithin(after.places(), after.placeBounds(), after.placesReached(),
          exact.places(after.game(), after.result()).orElseThrow(), limited + " " + after);
    }
  }

  private static void checkWithin(Optional<PlaceRange> given, PlaceRange bounds,
      Optional<PlaceRange> reached, PlaceRange exact, String where) {
    given.ifPresent(range -> assertEquals(exact, range, where));
    assertTrue(bounds.best() <= exact.best() && bounds.worst() >= exact.worst(), where);
    reached.ifPresent(range -> assertTrue(range.best() >= exact.best()
        && range.worst() <= exact.worst(), where));
  }

  @Test
  void timeLimit_passed_leavesAllButWhatScoresDecideUndecided() {
    Tournament live = Generated.swiss(new Random(3), 12, 4, 6, PointSystem.STANDARD);
    ScenarioReport full = Scenarios.of(live, Rulesets.named("uscf")).analyse();
    ScenarioReport report = Scenarios.of(live, Rulesets.named("uscf"))
        .limit(Limit.time(Duration.ofNanos(1))).analyse();
    assertFalse(report.complete());
    int undecided = 0;
    for (PlayerScenarios player : report.players()) {
      assertTrue(player.places().isEmpty());
      Chance chance = player.answer(Target.first()).chance();
      if (chance == Chance.UNDECIDED) {
        undecided++;
      } else {
        // Only scores alone decide here: a player who cannot reach the leaders' lowest score.
        assertEquals(Chance.OUT_OF_REACH, chance);
        assertEquals(full.player(player.player()).answer(Target.first()).chance(), chance);
        assertTrue(player.placeBounds().best() > 1);
      }
    }
    assertTrue(undecided > 0);
  }

  @Test
  void conditions_ofATargetClinchedOrOutOfReach_areGivenPastTheLimit() {
    // Twelve pending games: more completions than conditions are written for, and a limit that
    // stops every search; what is decided is still said in words.
    Tournament live = Generated.swiss(new Random(5), 24, 5, 12, PointSystem.STANDARD);
    int[] everyone = live.players().stream().mapToInt(p -> p.startNumber()).toArray();
    ScenarioReport report = Scenarios.of(live, Rulesets.named("fide"))
        .targets(Target.top(3)).conditionsFor(everyone).limit(Limit.completions(50)).analyse();
    int decided = 0;
    int unwritten = 0;
    for (PlayerScenarios player : report.players()) {
      for (TargetAnswer answer : player.answers()) {
        String conditions = answer.conditions().map(Object::toString).orElse("");
        switch (answer.chance()) {
          case CLINCHED -> assertEquals("clinched", conditions);
          case OUT_OF_REACH -> assertEquals("out of reach", conditions);
          default -> unwritten += conditions.isEmpty() ? 1 : 0;
        }
        decided += answer.chance() == Chance.CLINCHED
            || answer.chance() == Chance.OUT_OF_REACH ? 1 : 0;
      }
    }
    assertTrue(decided > 0 && unwritten > 0, decided + " decided, " + unwritten + " unwritten");
  }

  @Test
  void standard_isTheDefault_andBoundsEveryAnalysis() {
    Tournament live = Generated.swiss(new Random(3), 12, 4, 6, PointSystem.STANDARD);
    Scenarios scenarios = Scenarios.of(live, Rulesets.named("fide"));
    assertTrue(scenarios.toString().endsWith(", limit=" + Limit.standard() + "]"),
        scenarios::toString);
    assertEquals(java.util.OptionalLong.of(1_000_000), Limit.standard().completions());
    assertEquals(Optional.of(Duration.ofSeconds(60)), Limit.standard().time());
    assertEquals(Optional.empty(), Limit.none().time());
  }

  @Test
  void badArguments_areRefused() {
    assertThrows(IllegalArgumentException.class, () -> Limit.completions(0));
    assertThrows(IllegalArgumentException.class, () -> Limit.time(Duration.ZERO));
    assertThrows(IllegalArgumentException.class, () -> Target.top(0));
    assertThrows(IllegalArgumentException.class, () -> Target.parse("second"));
    Tournament live = Generated.swiss(new Random(3), 8, 3, 2, PointSystem.STANDARD);
    assertThrows(IllegalArgumentException.class,
        () -> Scenarios.of(live, Rulesets.named("fide")).players(99).analyse());
    assertThrows(IllegalArgumentException.class,
        () -> Scenarios.of(live, Rulesets.named("fide")).targets(Target.prize("place-1"))
            .analyse());
    assertEquals("top:3", Target.parse("top:3").id());
    assertEquals("prize:u1800-1", Target.parse("prize:u1800-1").id());
  }
}
