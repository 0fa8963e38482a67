package org.tiebreak.testkit.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.rule.TiebreakRule;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.core.TiebreakEngine;
import org.tiebreak.rulesets.Rulesets;
import org.tiebreak.testkit.Crosstables;

/** Live standings: ranking the tournament after round k is ranking its first k rounds. */
class LiveStandingsProperties {

  @Provide
  Arbitrary<Tournament> events() {
    return Events.any();
  }

  /**
   * After every round k (0 included), {@code afterRound(k)} and the tournament rebuilt from its
   * first k rounds rank the same, row for row and explanation for explanation, under the
   * USCF-like chain and every built-in ruleset (lots drawn with a seed).
   */
  @Property(tries = 100)
  void afterRound_ranksAsTheFirstRoundsRebuilt(@ForAll("events") Tournament tournament,
      @ForAll long seed) {
    List<Ruleset> rulesets = new ArrayList<>(Rulesets.all());
    rulesets.add(EngineInvariantProperties.USCF_LIKE);
    for (int k = 0; k <= tournament.roundsPlayed(); k++) {
      Tournament live = tournament.afterRound(k);
      Tournament rebuilt = Events.firstRounds(tournament, k);
      assertEquals(rebuilt, live, "after round " + k);
      assertEquals(k, live.roundsPlayed());
      for (Ruleset ruleset : rulesets) {
        if (!ruleset.fits(live)) {
          continue;
        }
        Standings a = TiebreakEngine.rank(live, ruleset, seed);
        Standings b = TiebreakEngine.rank(rebuilt, ruleset, seed);
        String what = ruleset.name() + " after round " + k;
        assertEquals(k, a.roundsPlayed(), what);
        assertEquals(Events.snapshot(b), Events.snapshot(a), what);
        assertEquals(Events.explanations(b), Events.explanations(a), what);
      }
    }
  }

  /**
   * Every rule alone: the live standings after round k equal those of the crosstable of the
   * first k rounds read back ({@link Crosstables#format} then {@link Crosstables#parse}).
   */
  @Property(tries = 100)
  void afterRound_everyRule_ranksAsTheCrosstableOfTheFirstRounds(
      @ForAll("events") Tournament tournament, @ForAll long seed) {
    for (int k = 0; k <= tournament.roundsPlayed(); k++) {
      Tournament live = tournament.afterRound(k);
      Tournament parsed = Crosstables.parse(Crosstables.format(live), tournament.plannedRounds(),
          tournament.format());
      for (TiebreakRule rule : RuleCatalogue.all()) {
        Ruleset ruleset = RuleCatalogue.only(rule);
        assertEquals(Events.snapshot(TiebreakEngine.rank(parsed, ruleset, seed)),
            Events.snapshot(TiebreakEngine.rank(live, ruleset, seed)),
            rule + " after round " + k);
      }
    }
  }
}
