package org.tiebreak.scenarios;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;
import org.tiebreak.api.PointSystem;
import org.tiebreak.api.Tournament;
import org.tiebreak.rulesets.Rulesets;

/** The flow decides, for 1-½-0 scoring, exactly what every completion's scores say. */
class ScoreFlowTests {

  @Test
  void canLead_isWhetherSomeCompletionLeavesNobodyAbove() {
    int refused = 0;
    int perPlayerSaysMaybe = 0;
    for (long seed = 0; seed < 30; seed++) {
      Random random = new Random(seed);
      Tournament live = seed % 2 == 0
          ? Generated.roundRobin(random, 6, true, 3, PointSystem.STANDARD)
          : Generated.roundRobin(random, 8, false, 2, PointSystem.STANDARD);
      Event event = new Event(live, Rulesets.named("fide-rr"));
      assertTrue(ScoreFlow.applies(event));
      boolean[] leads = new boolean[event.n];
      new BruteForce(live).forEach((results, done) -> {
        long[] scores = event.base.clone();
        for (int g = 0; g < results.length; g++) {
          scores[event.white[g]] += event.points(g, event.white[g], results[g]);
          scores[event.black[g]] += event.points(g, event.black[g], results[g]);
        }
        for (int p = 0; p < event.n; p++) {
          long top = event.highest[p];
          boolean nobodyAbove = scores[p] == top;
          for (int q = 0; q < event.n && nobodyAbove; q++) {
            nobodyAbove = scores[q] <= top;
          }
          leads[p] |= nobodyAbove;
        }
      });
      for (int p = 0; p < event.n; p++) {
        assertEquals(leads[p], ScoreFlow.canLead(event, p), "seed " + seed + " player " + p);
        if (!leads[p]) {
          refused++;
          long top = event.highest[p];
          boolean surelyBelow = false;
          for (int q = 0; q < event.n; q++) {
            surelyBelow |= event.lowest[q] > top;
          }
          perPlayerSaysMaybe += surelyBelow ? 0 : 1;
        }
      }
    }
    assertTrue(refused > 0);
    // Cases where each player's own range allows first place and the games together do not.
    assertTrue(perPlayerSaysMaybe > 0, "the flow never said more than each player's range");
  }

  @Test
  void threeOneZero_isNotAFlow() {
    Tournament live = Generated.roundRobin(new Random(1), 6, false, 2,
        Generated.THREE_ONE_ZERO);
    assertFalse(ScoreFlow.applies(new Event(live, Rulesets.named("fide-rr"))));
  }
}
