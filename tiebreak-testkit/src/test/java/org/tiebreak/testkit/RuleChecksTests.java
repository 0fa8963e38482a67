package org.tiebreak.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.RoundResult;
import org.tiebreak.api.Score;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.rule.GroupOrder;
import org.tiebreak.api.rule.GroupRule;
import org.tiebreak.api.rule.TiebreakContext;
import org.tiebreak.api.rule.TiebreakRule;
import org.tiebreak.api.rule.TiedGroup;
import org.tiebreak.api.rule.ValueRule;
import org.tiebreak.api.standings.Explanation;
import org.tiebreak.api.standings.Message;
import org.tiebreak.core.rules.Tiebreaks;
import org.tiebreak.rulesets.uscf.Uscf;

/** Each check of {@link RuleChecks} catches the fault it is for, and passes the built-in rules. */
class RuleChecksTests {

  /** Scores 1.5, 1, 0, 1.5 after 2 of 3 rounds. */
  private static final Tournament TOURNAMENT = Crosstables.parse(String.join("\n",
      "1 Player 1 1.5 W3w D2b",
      "2 Player 2 1.0 D4w D1w",
      "3 Player 3 0.0 L1b L4b",
      "4 Player 4 1.5 D2b W3w"), 3);

  /** As {@link #TOURNAMENT}, but player 1 won round 2 by forfeit against player 2. */
  private static final Tournament WITH_FORFEIT = Crosstables.parse(String.join("\n",
      "1 Player 1 2.0 W3w +2b",
      "2 Player 2 0.5 D4w -1w",
      "3 Player 3 0.0 L1b L4b",
      "4 Player 4 1.5 D2b W3w"), 3);

  // ---------------------------------------------------------------- broken value rules

  /** Counts how often it was asked for each player: a rule with state. */
  static final class Counting implements ValueRule {
    private final Map<Integer, Integer> calls = new HashMap<>();

    @Override
    public String code() {
      return "CNT";
    }

    @Override
    public String name() {
      return "Times asked";
    }

    @Override
    public synchronized Score value(int player, TiebreakContext context) {
      return Score.of(calls.merge(player, 1, Integer::sum));
    }
  }

  /** Returns null for every player. */
  static final class Nothing implements ValueRule {
    @Override
    public String code() {
      return "NULL";
    }

    @Override
    public String name() {
      return "Nothing";
    }

    @Override
    public Score value(int player, TiebreakContext context) {
      return null;
    }
  }

  /** Throws for a player who lost by forfeit. */
  static final class ForfeitFearing implements ValueRule {
    @Override
    public String code() {
      return "FF";
    }

    @Override
    public String name() {
      return "Forfeit fearing";
    }

    @Override
    public Score value(int player, TiebreakContext context) {
      for (RoundResult result : context.results(player)) {
        if (result.kind() == ResultKind.FORFEIT_LOSS) {
          throw new IllegalStateException("forfeit loss of " + player);
        }
      }
      return context.score(player);
    }
  }

  /** Explains one more than it gives. */
  static final class Overexplaining implements ValueRule {
    @Override
    public String code() {
      return "OVER";
    }

    @Override
    public String name() {
      return "Overexplaining";
    }

    @Override
    public Score value(int player, TiebreakContext context) {
      return context.score(player);
    }

    @Override
    public Explanation explain(int player, TiebreakContext context) {
      return Explanation.builder().rule(code()).ruleName(name()).player(player)
          .value(context.score(player).plus(Score.ONE)).build();
    }
  }

  @Test
  void checkValues_ruleWithState_failsAskedAgain() {
    AssertionError failure = assertThrows(AssertionError.class,
        () -> RuleChecks.checkValues(new Counting(), TOURNAMENT));

    assertTrue(failure.getMessage().startsWith("Rule CNT (Times asked) gives inconsistent values:"
        + " 4 players have other figures elsewhere.\n"
        + "  player 1 (Player 1): value 1, but asked again in the same ranking, 3; the explanation"
        + " gives 4; the engine's standings show 2\n"), failure.getMessage());
  }

  @Test
  void checkDeterminism_ruleWithState_failsInASecondRanking() {
    AssertionError failure = assertThrows(AssertionError.class,
        () -> RuleChecks.checkDeterminism(new Counting(), TOURNAMENT));

    assertTrue(failure.getMessage().startsWith("Rule CNT (Times asked) is not deterministic: in a"
        + " second ranking of the same tournament, players asked in reverse order, 4 players have"
        + " other values.\n  player 1 (Player 1): value 1; in the second ranking: value 2\n"),
        failure.getMessage());
    assertTrue(failure.getMessage().contains("Tournament (SWISS, 4 players, 2 of 3 rounds played):"
        + "\n  1 Player 1 1.5 W3w D2b\n"), failure.getMessage());
  }

  @Test
  void checkValues_nullValue_failsNamingThePlayer() {
    AssertionError failure = assertThrows(AssertionError.class,
        () -> RuleChecks.checkValues(new Nothing(), TOURNAMENT));

    assertTrue(failure.getMessage().startsWith(
        "Rule NULL (Nothing) returned no value (null) for player 1 (Player 1).\nTournament ("),
        failure.getMessage());
  }

  @Test
  void checkNoThrow_throwingRule_failsWithTheCause() {
    AssertionError failure = assertThrows(AssertionError.class,
        () -> RuleChecks.checkNoThrow(new ForfeitFearing(), WITH_FORFEIT));

    assertTrue(failure.getMessage().startsWith("Rule FF (Forfeit fearing) made the ranking fail"),
        failure.getMessage());
    assertTrue(failure.getMessage().contains("forfeit loss of 2"), failure.getMessage());
    assertTrue(failure.getMessage().contains("  2 Player 2 0.5 D4w -1w"), failure.getMessage());
    assertTrue(failure.getCause() != null);
  }

  @Test
  void checkNoThrow_throwingRule_afterRound1_passes() {
    RuleChecks.checkNoThrow(new ForfeitFearing(), WITH_FORFEIT.afterRound(1));
  }

  @Test
  void checkValues_explanationDisagrees_failsWithBothFigures() {
    AssertionError failure = assertThrows(AssertionError.class,
        () -> RuleChecks.checkValues(new Overexplaining(), TOURNAMENT));

    assertTrue(failure.getMessage().startsWith("Rule OVER (Overexplaining) gives inconsistent"
        + " values: 4 players have other figures elsewhere.\n"
        + "  player 1 (Player 1): value 1.5, but the explanation gives 2.5\n"),
        failure.getMessage());
  }

  @Test
  void check_neitherValueNorGroupRule_fails() {
    TiebreakRule neither = new TiebreakRule() {
      @Override
      public String code() {
        return "NONE";
      }

      @Override
      public String name() {
        return "Neither";
      }
    };

    AssertionError failure = assertThrows(AssertionError.class,
        () -> RuleChecks.check(neither, TOURNAMENT, 1L));

    assertEquals("Rule NONE (Neither) must implement exactly one of ValueRule and GroupRule",
        failure.getMessage());
  }

  // ---------------------------------------------------------------- broken group rules

  /** A group rule with a fault in how it orders. */
  abstract static class TestGroupRule implements GroupRule {
    @Override
    public String code() {
      return "GRP";
    }

    @Override
    public String name() {
      return getClass().getSimpleName();
    }
  }

  /** Puts a player from outside the group first. */
  static final class Stranger extends TestGroupRule {
    @Override
    public GroupOrder order(TiedGroup group, TiebreakContext context) {
      int outsider = context.tournament().players().stream().map(p -> p.startNumber())
          .filter(p -> !group.players().contains(p)).findFirst().orElse(99);
      return GroupOrder.of(List.of(List.of(outsider), group.players()));
    }
  }

  /** Places each player as listed: depends on the order the group comes in. */
  static final class AsListed extends TestGroupRule {
    @Override
    public GroupOrder order(TiedGroup group, TiebreakContext context) {
      List<List<Integer>> groups = new ArrayList<>();
      group.players().forEach(p -> groups.add(List.of(p)));
      return GroupOrder.of(groups);
    }
  }

  /** Places the lowest start number first; drawn by lot if {@code byLot}. */
  static final class LowestNumberFirst extends TestGroupRule {
    private final boolean byLot;

    LowestNumberFirst(boolean byLot) {
      this.byLot = byLot;
    }

    @Override
    public GroupOrder order(TiedGroup group, TiebreakContext context) {
      List<Integer> sorted = new ArrayList<>(group.players());
      sorted.sort(null);
      List<List<Integer>> groups = new ArrayList<>();
      sorted.forEach(p -> groups.add(List.of(p)));
      return byLot ? GroupOrder.byLot(groups, Message.text("by lot")) : GroupOrder.of(groups);
    }
  }

  /**
   * A drawing of lots that depends on the start numbers, as lots may: with a seed, the players in
   * the order of a hash of seed and start number, marked as drawn by lot; without, left tied.
   */
  static final class NumberLots extends TestGroupRule {
    @Override
    public GroupOrder order(TiedGroup group, TiebreakContext context) {
      if (context.lotSeed().isEmpty()) {
        return GroupOrder.unresolved(group, Message.text("to be decided by lot"));
      }
      long seed = context.lotSeed().getAsLong();
      List<Integer> drawn = new ArrayList<>(group.players());
      drawn.sort((a, b) -> Integer.compare(Long.hashCode(seed * 31 + a),
          Long.hashCode(seed * 31 + b)));
      List<List<Integer>> groups = new ArrayList<>();
      drawn.forEach(p -> groups.add(List.of(p)));
      return GroupOrder.byLot(groups, Message.text("drawn"));
    }
  }

  @Test
  void checkGroups_playerFromOutsideTheGroup_fails() {
    AssertionError failure = assertThrows(AssertionError.class, () -> RuleChecks.checkGroups(
        new Stranger(), TOURNAMENT, List.of(new TiedGroup(List.of(1, 4), 1))));

    assertTrue(failure.getMessage().startsWith("Rule GRP (Stranger) does not just reorder the"
        + " group it is given: given the group [1, 4] contending for places 1-2, it returned"
        + " [[2], [1, 4]], with\n  player 2 (Player 2), who is not in the group\nTournament ("),
        failure.getMessage());
  }

  @Test
  void checkGroups_orderAsListed_failsGivenTheGroupReversed() {
    AssertionError failure = assertThrows(AssertionError.class, () -> RuleChecks.checkGroups(
        new AsListed(), TOURNAMENT, List.of(new TiedGroup(List.of(1, 4), 1))));

    assertTrue(failure.getMessage().startsWith("Rule GRP (AsListed) depends on the order of the"
        + " players in the group it is given:\n"
        + "  given the group [1, 4] contending for places 1-2: [[1], [4]]\n"
        + "  given the group [4, 1] contending for places 1-2: [[4], [1]]\n"),
        failure.getMessage());
  }

  @Test
  void checkRenumbering_lowestNumberFirst_failsNamingTheGroup() {
    Map<Integer, Integer> reversed = Map.of(1, 4, 2, 3, 3, 2, 4, 1);

    AssertionError failure = assertThrows(AssertionError.class, () -> RuleChecks
        .checkRenumbering(new LowestNumberFirst(false), TOURNAMENT, reversed));

    assertTrue(failure.getMessage().startsWith("Rule GRP (LowestNumberFirst) depends on the start"
        + " numbers: it orders a tied group differently.\n"
        + "  given the group [1, 4] contending for places 1-2: [[1], [4]]\n"
        + "  renumbered, given the group [4, 1] contending for places 1-2: [[1], [4]],"
        + " in the original numbers [[4], [1]]\n"), failure.getMessage());
    assertTrue(failure.getMessage().contains("Renumbering: 1 -> 4, 2 -> 3, 3 -> 2, 4 -> 1"),
        failure.getMessage());
  }

  @Test
  void check_lotsByStartNumber_passes() {
    for (long random = 0; random < 10; random++) {
      RuleChecks.check(new NumberLots(), TOURNAMENT, random);
    }
  }

  @Test
  void checkRenumbering_lowestNumberFirstByLot_passes() {
    RuleChecks.checkRenumbering(new LowestNumberFirst(true), TOURNAMENT,
        Map.of(1, 4, 2, 3, 3, 2, 4, 1));
  }

  // ---------------------------------------------------------------- built-in rules pass

  @Test
  void check_builtInRules_passOnTheWscfCrosstable() {
    Tournament wscf = Fixtures.wscfCrosstable().tournament();
    for (TiebreakRule rule : List.of(Uscf.modifiedMedian(), Uscf.resultBetweenTiedPlayers(),
        Tiebreaks.drawingOfLots(), Tiebreaks.drawingOfLotsExceptForTitle())) {
      for (long random = 0; random < 5; random++) {
        RuleChecks.check(rule, wscf, random);
      }
    }
  }

  // ---------------------------------------------------------------- groups

  @Test
  void tiedGroups_equalScoresAndTheWholeField() {
    assertEquals(List.of(new TiedGroup(List.of(1, 4), 1), new TiedGroup(List.of(1, 2, 3, 4), 1)),
        RuleChecks.tiedGroups(TOURNAMENT));
  }

  @Test
  void randomGroups_twoOrMoreDistinctPlayers_withRoomForTheirPlaces() {
    Tournament wscf = Fixtures.wscfCrosstable().tournament();
    Random random = new Random(3);
    for (int k = 0; k < 100; k++) {
      List<TiedGroup> groups = RuleChecks.randomGroups(wscf, random);
      assertEquals(3, groups.size());
      for (TiedGroup group : groups) {
        int size = group.players().size();
        assertTrue(size >= 2 && size <= 15, group.toString());
        assertEquals(size, new HashSet<>(group.players()).size(), group.toString());
        assertTrue(group.firstPlace() + size - 1 <= 15, group.toString());
      }
    }
  }
}
