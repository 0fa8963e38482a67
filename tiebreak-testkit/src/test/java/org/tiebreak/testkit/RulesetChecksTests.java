package org.tiebreak.testkit;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.Score;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.rule.TiebreakContext;
import org.tiebreak.api.rule.ValueRule;
import org.tiebreak.core.rules.Tiebreaks;
import org.tiebreak.rulesets.Rulesets;
import org.tiebreak.rulesets.uscf.Uscf;

/** Each check of {@link RulesetChecks} catches the fault it is for, and passes the built-ins. */
class RulesetChecksTests {

  private static final Tournament TOURNAMENT = Crosstables.parse(String.join("\n",
      "1 Player 1 1.5 W3w D2b",
      "2 Player 2 1.0 D4w D1w",
      "3 Player 3 0.0 L1b L4b",
      "4 Player 4 1.5 D2b W3w"), 3);

  private static final Map<Integer, Integer> REVERSED = Map.of(1, 4, 2, 3, 3, 2, 4, 1);

  @Test
  void checkRenumbering_groupRuleByStartNumber_failsNamingThePlayersAndRule() {
    Ruleset ruleset = Ruleset.builder().name("numbers")
        .addRules(Uscf.modifiedMedian(), new RuleChecksTests.LowestNumberFirst(false)).build();

    AssertionError failure = assertThrows(AssertionError.class,
        () -> RulesetChecks.checkRenumbering(ruleset, TOURNAMENT, 42L, REVERSED));

    assertTrue(failure.getMessage().startsWith("Ruleset numbers: renumbering changes how player 1"
        + " (Player 1) and player 4 (Player 4) are separated without a lot seed.\n"
        + "  before: 1 above 4 on GRP\n"
        + "  renumbered: 1 above 4 on GRP\n"
        + "Standings without a lot seed:\n"), failure.getMessage());
    assertTrue(failure.getMessage().contains("Tournament (SWISS, 4 players, 2 of 3 rounds played):"
        + "\n  1 Player 1 1.5 W3w D2b\n"), failure.getMessage());
    assertTrue(failure.getMessage().endsWith("Renumbered (SWISS, 4 players, 2 of 3 rounds played):"
        + "\n  1 Player 4 1.5 D3b W2w\n  2 Player 3 0.0 L4b L1b\n  3 Player 2 1.0 D1w D4w\n"
        + "  4 Player 1 1.5 W2w D3b"), failure.getMessage());
  }

  /** Counts every round with an opponent as a game, a pending one too. */
  static final class PairedRounds implements ValueRule {
    @Override
    public String code() {
      return "PAIRED";
    }

    @Override
    public String name() {
      return "Rounds paired";
    }

    @Override
    public Score value(int player, TiebreakContext context) {
      return Score.of(context.results(player).stream().filter(r -> r.kind().hasOpponent())
          .count());
    }
  }

  @Test
  void checkPendingRound_ruleCountingAPendingGame_failsShowingBothStandings() {
    Ruleset ruleset = Ruleset.builder().name("paired").addRules(new PairedRounds()).build();

    AssertionError failure = assertThrows(AssertionError.class,
        () -> RulesetChecks.checkPendingRound(ruleset, TOURNAMENT, 42L));

    assertTrue(failure.getMessage().startsWith("Ruleset paired counts a pending game: a round"
        + " paired but not yet played changes the standings.\nStandings after round 1"),
        failure.getMessage());
    assertTrue(failure.getMessage().contains("\n  1 Player 1 1.0 W3w P2b\n"),
        failure.getMessage());
  }

  @Test
  void checkPendingRound_builtInRulesets_pass() {
    for (Ruleset ruleset : Rulesets.all()) {
      if (!ruleset.forTeams()) {
        RulesetChecks.checkPendingRound(ruleset, TOURNAMENT, 42L);
      }
    }
  }

  @Test
  void checkRenumbering_lotsByStartNumber_passes() {
    Ruleset ruleset = Ruleset.builder().name("number-lots")
        .addRules(Uscf.modifiedMedian(), new RuleChecksTests.NumberLots()).build();

    for (long seed = 0; seed < 20; seed++) {
      RulesetChecks.check(ruleset, TOURNAMENT, seed, seed);
      RulesetChecks.checkRenumbering(ruleset, TOURNAMENT, seed, REVERSED);
    }
  }

  @Test
  void checkDeterminism_ruleWithState_fails() {
    Ruleset ruleset = Ruleset.builder().name("counting")
        .addRules(new RuleChecksTests.Counting()).build();

    AssertionError failure = assertThrows(AssertionError.class,
        () -> RulesetChecks.checkDeterminism(ruleset, TOURNAMENT, 42L));

    assertTrue(failure.getMessage().startsWith("Ruleset counting is not deterministic: ranked"
        + " twice without a lot seed, the tournament gives other standings.\nStandings:\n"),
        failure.getMessage());
  }

  @Test
  void checkNoThrow_throwingRule_failsAfterTheRound() {
    Tournament forfeit = Crosstables.parse(String.join("\n",
        "1 Player 1 2.0 W3w +2b",
        "2 Player 2 0.5 D4w -1w",
        "3 Player 3 0.0 L1b L4b",
        "4 Player 4 1.5 D2b W3w"), 3);
    Ruleset ruleset = Ruleset.builder().name("fearing")
        .addRules(new RuleChecksTests.ForfeitFearing()).build();

    AssertionError failure = assertThrows(AssertionError.class,
        () -> RulesetChecks.checkNoThrow(ruleset, forfeit, 42L));

    assertTrue(failure.getMessage().startsWith("Ruleset fearing: ranking without a lot seed threw"
        + " org.tiebreak.api.RuleFailedException: rule FF failed for player 2"),
        failure.getMessage());
  }

  @Test
  void check_registeredRulesets_passOnTheWscfCrosstable() {
    Tournament wscf = Fixtures.wscfCrosstable().tournament();
    for (Ruleset ruleset : Rulesets.all()) {
      if (!ruleset.fits(wscf)) {
        continue;
      }
      RulesetChecks.check(ruleset, wscf, 42L, 7L);
    }
  }

  @Test
  void check_lotsDecide_renumberingAndSeedsAgree() {
    // Everyone on 1.5 or 0.5 with equal figures up to the lots: the lots decide most places.
    Ruleset lotsOnly = Ruleset.builder().name("lots").addRules(Tiebreaks.drawingOfLots()).build();
    for (long seed = 0; seed < 20; seed++) {
      RulesetChecks.check(lotsOnly, TOURNAMENT, seed, seed);
    }
  }
}
