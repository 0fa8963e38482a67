package org.tiebreak.scenarios;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.tiebreak.api.PointSystem;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.Tournament;
import org.tiebreak.prizes.PrizeCategory;
import org.tiebreak.prizes.PrizeList;
import org.tiebreak.prizes.SharingPolicies;
import org.tiebreak.rulesets.Rulesets;

/**
 * Every answer compared with brute force over every completion, ranked by the engine, on
 * generated events of each kind: Swiss last rounds under uscf, fide and mca, round robins with
 * one or two rounds to go under fide-rr and big-rapids-rr, events scored 3-1-0, and prizes.
 */
class ScenariosBruteForceTests {

  private static final List<Target> TARGETS = List.of(Target.top(2), Target.top(3));

  private static int swissEvents(String ruleset, PointSystem points, int events, int minPending,
      int maxPending) {
    Ruleset chosen = Rulesets.named(ruleset);
    int checked = 0;
    for (long seed = 0; checked < events; seed++) {
      Random random = new Random(seed * 7919 + ruleset.hashCode());
      int players = 6 + 2 * random.nextInt(5);
      int pending = Math.min(players / 2,
          minPending + random.nextInt(maxPending - minPending + 1));
      Tournament live = Generated.swiss(random, players, 3 + random.nextInt(3), pending, points);
      Oracle.check(live, chosen, TARGETS, Optional.empty(), Optional.empty(),
          live.players().get(0).startNumber(), live.players().get(1).startNumber());
      checked++;
    }
    return checked;
  }

  @Test
  void swiss_uscf_matchesBruteForce() {
    assertTrue(swissEvents("uscf", PointSystem.STANDARD, 25, 2, 6) == 25);
  }

  @Test
  void swiss_fide_matchesBruteForce() {
    assertTrue(swissEvents("fide", PointSystem.STANDARD, 25, 2, 6) == 25);
  }

  @Test
  void swiss_mca_matchesBruteForce() {
    assertTrue(swissEvents("mca", PointSystem.STANDARD, 25, 2, 6) == 25);
  }

  @Test
  void swiss_tenPendingGames_matchesBruteForce() {
    for (String ruleset : List.of("uscf", "fide", "mca")) {
      Random random = new Random(ruleset.hashCode());
      Tournament live = Generated.swiss(random, 20, 5, 10, PointSystem.STANDARD);
      Oracle.check(live, Rulesets.named(ruleset), TARGETS, Optional.empty(), Optional.empty());
    }
  }

  @Test
  void swiss_threeOneZero_matchesBruteForce() {
    assertTrue(swissEvents("fide", Generated.THREE_ONE_ZERO, 20, 2, 6) == 20);
  }

  private static void roundRobins(String ruleset, PointSystem points, int events) {
    Ruleset chosen = Rulesets.named(ruleset);
    for (long seed = 0; seed < events; seed++) {
      Random random = new Random(seed * 104729 + ruleset.hashCode());
      int players = 4 + 2 * random.nextInt(2);
      boolean twice = random.nextInt(3) == 0;
      int toGo = 1 + random.nextInt(2);
      Tournament live = Generated.roundRobin(random, players, twice, toGo, points);
      Oracle.check(live, chosen, TARGETS, Optional.empty(), Optional.empty(), 1, 2);
    }
  }

  @Test
  void roundRobin_fideRr_matchesBruteForce() {
    roundRobins("fide-rr", PointSystem.STANDARD, 20);
  }

  @Test
  void roundRobin_bigRapidsRr_matchesBruteForce() {
    roundRobins("big-rapids-rr", PointSystem.STANDARD, 20);
  }

  @Test
  void roundRobin_threeOneZero_matchesBruteForce() {
    roundRobins("fide-rr", Generated.THREE_ONE_ZERO, 15);
  }

  @Test
  void expelledPlayer_isLeftOut_andPlacesNobody() {
    for (long seed = 0; seed < 6; seed++) {
      Tournament swiss = Generated.swiss(new Random(seed), 10, 4, 4, PointSystem.STANDARD);
      // The strongest player by score is expelled after the last round: left out of the
      // standings, their games still count for the others.
      int expelled = org.tiebreak.core.TiebreakEngine.rank(swiss, Rulesets.named("fide"))
          .rows().get(0).player().startNumber();
      Tournament.Builder builder = Tournament.builder().name(swiss.name())
          .format(swiss.format()).plannedRounds(swiss.plannedRounds())
          .addDeparture(org.tiebreak.api.Departure.expelled(expelled, 5));
      for (var player : swiss.players()) {
        builder.addRow(player, swiss.results(player.startNumber()));
      }
      Tournament live = builder.build();
      org.junit.jupiter.api.Assertions.assertEquals(List.of(expelled),
          org.tiebreak.core.TiebreakEngine.rank(live, Rulesets.named("fide")).leftOut());
      Oracle.check(live, Rulesets.named("fide"), TARGETS, Optional.empty(), Optional.empty());
    }
  }

  @Test
  void prizes_matchBruteForce() {
    PrizeList list = PrizeList.builder(java.util.Currency.getInstance("USD"))
        .add(PrizeCategory.place("place", "Place").cash(300_00, 200_00, 100_00).build())
        .add(PrizeCategory.under("u2250", "Under 2250", 2250).cash(80_00).build())
        .build();
    List<Target> targets = List.of(Target.top(3), Target.prize("place-1"),
        Target.prize("place-2"), Target.prize("u2250-1"));
    for (String ruleset : List.of("uscf", "fide")) {
      for (long seed = 0; seed < 8; seed++) {
        Random random = new Random(seed + ruleset.hashCode());
        Tournament live = Generated.swiss(random, 8 + 2 * random.nextInt(3), 4, 2
            + random.nextInt(4), PointSystem.STANDARD);
        Oracle.check(live, Rulesets.named(ruleset), targets, Optional.of(list),
            Optional.of(ruleset.equals("uscf") ? SharingPolicies.usChess()
                : SharingPolicies.hort()));
      }
    }
  }
}
