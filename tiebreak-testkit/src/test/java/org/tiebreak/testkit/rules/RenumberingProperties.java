package org.tiebreak.testkit.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntUnaryOperator;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.rule.GroupRule;
import org.tiebreak.api.rule.TiebreakRule;
import org.tiebreak.api.rule.ValueRule;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.core.TiebreakEngine;
import org.tiebreak.core.rules.Tiebreaks;
import org.tiebreak.rulesets.Rulesets;

/**
 * Every rule, alone and in the built-in rulesets: renumbering the players changes nothing but
 * the numbers, the same input gives the same standings, and no valid tournament makes a rule
 * fail.
 */
class RenumberingProperties {

  @Provide
  Arbitrary<Tournament> events() {
    return Events.any();
  }

  /** Every rule alone, then every built-in ruleset. */
  private static List<Ruleset> rulesets() {
    List<Ruleset> rulesets = new ArrayList<>();
    for (TiebreakRule rule : RuleCatalogue.all()) {
      rulesets.add(RuleCatalogue.only(rule));
    }
    rulesets.addAll(Rulesets.all());
    return rulesets;
  }

  private static String describe(Ruleset ruleset) {
    return ruleset.name() + " " + ruleset.chain();
  }

  /**
   * A random permutation of the start numbers, and a shift by 100 (which the engine indexes
   * sparsely), give every player the same place, figures, remark and explanation. Without a seed
   * no lots are drawn, so drawing of lots is included: it must leave the same ties.
   */
  @Property(tries = 80)
  void renumbering_changesNoPlaceFigureOrExplanation(@ForAll("events") Tournament tournament,
      @ForAll long shuffleSeed) {
    IntUnaryOperator permutation = Events.shuffle(tournament, shuffleSeed);
    IntUnaryOperator shift = n -> n + 100;
    IntUnaryOperator both = n -> 3 * permutation.applyAsInt(n) + 1000;
    Tournament permuted = Events.renumber(tournament, permutation);
    Tournament shifted = Events.renumber(tournament, shift);
    Tournament spread = Events.renumber(tournament, both);
    for (Ruleset ruleset : rulesets()) {
      if (!ruleset.fits(tournament)) {
        continue;
      }
      Standings original = TiebreakEngine.rank(tournament, ruleset);
      String what = describe(ruleset);
      Events.assertSameUpToRenumbering(original, TiebreakEngine.rank(permuted, ruleset),
          permutation, what + " permuted");
      Events.assertSameUpToRenumbering(original, TiebreakEngine.rank(shifted, ruleset), shift,
          what + " shifted by 100");
      Events.assertSameUpToRenumbering(original, TiebreakEngine.rank(spread, ruleset), both,
          what + " permuted and spread");
    }
  }

  /**
   * The same tournament ranked twice, or an equal one built again, gives the same rows (places,
   * values, decisions, remarks) and explanations, lots drawn with a seed included.
   */
  @Property(tries = 75)
  void sameInput_sameStandings(@ForAll("events") Tournament tournament,
      @ForAll long lotSeed) {
    Tournament rebuilt = Events.renumber(tournament, n -> n);
    assertEquals(tournament, rebuilt);
    for (Ruleset ruleset : rulesets()) {
      if (!ruleset.fits(tournament)) {
        continue;
      }
      String what = describe(ruleset);
      Standings first = TiebreakEngine.rank(tournament, ruleset, lotSeed);
      Standings second = TiebreakEngine.rank(tournament, ruleset, lotSeed);
      Standings third = TiebreakEngine.rank(rebuilt, ruleset, lotSeed);
      assertEquals(Events.snapshot(first), Events.snapshot(second), what);
      assertEquals(Events.snapshot(first), Events.snapshot(third), what + " rebuilt");
      assertEquals(Events.explanations(first), Events.explanations(second), what);
      assertEquals(Events.explanations(first), Events.explanations(third), what + " rebuilt");
      Standings unseeded = TiebreakEngine.rank(tournament, ruleset);
      assertEquals(Events.snapshot(unseeded),
          Events.snapshot(TiebreakEngine.rank(rebuilt, ruleset)), what + " without a seed");
    }
  }

  /**
   * No rule fails on a valid tournament: after every round played (0 included) and on events of
   * one to three players, with and without a seed, for the standings and (before the first
   * round and after the last) every explanation; every row lists a value for every value rule of
   * the chain.
   */
  @Property(tries = 80)
  void anyValidTournament_noRuleFails(@ForAll("events") Tournament tournament,
      @ForAll long lotSeed) {
    for (int round = 0; round <= tournament.roundsPlayed(); round++) {
      Tournament after = tournament.afterRound(round);
      for (Ruleset ruleset : rulesets()) {
      if (!ruleset.fits(tournament)) {
        continue;
      }
        for (Standings standings : List.of(TiebreakEngine.rank(after, ruleset),
            TiebreakEngine.rank(after, ruleset, lotSeed))) {
          assertEquals(after.players().size(), standings.rows().size());
          for (Standings.Row row : standings.rows()) {
            for (TiebreakRule rule : ruleset.chain()) {
              if (rule instanceof ValueRule) {
                assertTrue(row.values().containsKey(rule.code()),
                    describe(ruleset) + ": no " + rule.code() + " value for "
                        + row.player().startNumber() + " after round " + round);
              }
            }
            if (round == 0 || round == tournament.roundsPlayed()) {
              assertEquals(ruleset.chain().size(),
                  standings.explain(row.player().startNumber()).size());
            }
          }
        }
      }
    }
  }

  /** Drawing of lots with a seed depends on the start numbers, so only its determinism is checked. */
  @Property(tries = 50)
  void lotsWithSeed_renumberedStillListsEveryoneOnce(@ForAll("events") Tournament tournament,
      @ForAll long shuffleSeed, @ForAll long lotSeed) {
    IntUnaryOperator permutation = Events.shuffle(tournament, shuffleSeed);
    Tournament permuted = Events.renumber(tournament, permutation);
    for (GroupRule lots : List.of(Tiebreaks.drawingOfLots(),
        Tiebreaks.drawingOfLotsExceptForTitle())) {
      Ruleset ruleset = RuleCatalogue.only(lots);
      Standings original = TiebreakEngine.rank(tournament, ruleset, lotSeed);
      Standings renumbered = TiebreakEngine.rank(permuted, ruleset, lotSeed);
      for (int k = 0; k < original.rows().size(); k++) {
        assertEquals(original.rows().get(k).place(), renumbered.rows().get(k).place(),
            "the places lots give do not depend on who drew them");
        assertEquals(original.rows().get(k).score(), renumbered.rows().get(k).score());
      }
      assertEquals(Events.snapshot(renumbered),
          Events.snapshot(TiebreakEngine.rank(permuted, ruleset, lotSeed)));
    }
  }
}
