package org.tiebreak.testkit.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import org.junit.jupiter.api.Test;
import org.tiebreak.api.RuleFailedException;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.Score;
import org.tiebreak.api.rule.GroupOrder;
import org.tiebreak.api.rule.GroupRule;
import org.tiebreak.api.rule.TiebreakContext;
import org.tiebreak.api.rule.TiedGroup;
import org.tiebreak.api.rule.ValueRule;
import org.tiebreak.api.standings.Explanation;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.core.TiebreakEngine;
import org.tiebreak.testkit.Crosstables;

/**
 * Whatever a vendor's rule does wrong reaches the caller as a {@link RuleFailedException} naming
 * the rule: a checked exception thrown where none is declared (as Kotlin or a sneaky throw does),
 * a rule that asks the context for its own figures, a missing value or explanation.
 */
class RuleFailureTests {

  /** Throws any exception, checked ones included, without declaring it. */
  @SuppressWarnings("unchecked")
  static <E extends Exception> RuntimeException sneaky(Exception e) throws E {
    throw (E) e;
  }

  private static Ruleset ruleset(ValueRule rule) {
    return Ruleset.builder().name("vendor").addRules(rule).build();
  }

  /** A value rule whose value is given by the lambda. */
  private record Valued(String code, Value value) implements ValueRule {
    interface Value {
      Score of(int player, TiebreakContext context) throws Exception;
    }

    @Override
    public String name() {
      return "Vendor rule";
    }

    @Override
    public Score value(int player, TiebreakContext context) {
      try {
        return value.of(player, context);
      } catch (Exception e) {
        throw sneaky(e);
      }
    }
  }

  @Test
  void valueRule_throwingACheckedException_failsNamingTheRule() {
    Valued rule = new Valued("IO", (player, context) -> {
      throw new IOException("disk gone");
    });
    RuleFailedException e = assertThrows(RuleFailedException.class,
        () -> TiebreakEngine.rank(DrawingOfLotsTests.sixTied(), ruleset(rule)));
    assertTrue(e.getMessage().startsWith("rule IO failed"), e.getMessage());
    assertInstanceOf(IOException.class, e.getCause());
  }

  /**
   * Ranked with figures on demand, a failing rule fails where a tied group reaches it, and
   * otherwise when its figures are first read.
   */
  @Test
  void valueRule_failing_rankedOnDemand_failsWhenReachedOrRead() {
    Valued rule = new Valued("IO", (player, context) -> {
      throw new IOException("disk gone");
    });
    assertThrows(RuleFailedException.class,
        () -> TiebreakEngine.rankOnDemand(DrawingOfLotsTests.sixTied(), ruleset(rule)));
    Standings apart = TiebreakEngine.rankOnDemand(Crosstables.parse("""
        1 P1 1 W2w
        2 P2 0 L1b
        """, 1), ruleset(rule));
    assertEquals("2", apart.rows().get(1).place());
    RuleFailedException e = assertThrows(RuleFailedException.class,
        () -> apart.rows().get(0).values());
    assertTrue(e.getMessage().startsWith("rule IO failed"), e.getMessage());
  }

  @Test
  void valueRule_askingForItsOwnFigures_failsNamingTheRule() {
    ValueRule selfish = new ValueRule() {
      @Override
      public String code() {
        return "SELF";
      }

      @Override
      public String name() {
        return "Asks for itself";
      }

      @Override
      public Score value(int player, TiebreakContext context) {
        return context.figures(this).value(0);
      }
    };
    RuleFailedException e = assertThrows(RuleFailedException.class,
        () -> TiebreakEngine.rank(DrawingOfLotsTests.sixTied(), ruleset(selfish)));
    assertEquals("rule SELF asks for its own figures while computing them (a value rule"
        + " implements figures or value)", e.getMessage());
  }

  @Test
  void valueRule_returningNull_failsNamingTheRuleAndPlayer() {
    Valued rule = new Valued("NIL", (player, context) -> null);
    RuleFailedException e = assertThrows(RuleFailedException.class,
        () -> TiebreakEngine.rank(DrawingOfLotsTests.sixTied(), ruleset(rule)));
    assertEquals("rule NIL returned no value for player 1", e.getMessage());
  }

  @Test
  void groupRule_throwingACheckedException_failsNamingTheRule() {
    GroupRule rule = new GroupRule() {
      @Override
      public String code() {
        return "GIO";
      }

      @Override
      public String name() {
        return "Group rule that throws";
      }

      @Override
      public GroupOrder order(TiedGroup group, TiebreakContext context) {
        throw sneaky(new IOException("disk gone"));
      }
    };
    RuleFailedException e = assertThrows(RuleFailedException.class,
        () -> TiebreakEngine.rank(DrawingOfLotsTests.sixTied(),
            Ruleset.builder().name("vendor").addRules(rule).build()));
    assertTrue(e.getMessage().startsWith("rule GIO failed for the group [1, 2, 3, 4, 5, 6]"),
        e.getMessage());
    assertInstanceOf(IOException.class, e.getCause());
  }

  @Test
  void explanation_throwingOrMissing_failsNamingTheRuleAndPlayer() {
    ValueRule badExplain = new ValueRule() {
      @Override
      public String code() {
        return "EXP";
      }

      @Override
      public String name() {
        return "Explains badly";
      }

      @Override
      public Score value(int player, TiebreakContext context) {
        return Score.ONE;
      }

      @Override
      public Explanation explain(int player, TiebreakContext context) {
        throw sneaky(new IOException("no words"));
      }
    };
    Standings standings = TiebreakEngine.rank(DrawingOfLotsTests.sixTied(), ruleset(badExplain));
    RuleFailedException e = assertThrows(RuleFailedException.class,
        () -> standings.explain(3, "EXP"));
    assertTrue(e.getMessage().startsWith("rule EXP failed to explain player 3"), e.getMessage());
    assertInstanceOf(IOException.class, e.getCause());

    ValueRule silent = new ValueRule() {
      @Override
      public String code() {
        return "MUTE";
      }

      @Override
      public String name() {
        return "Explains nothing";
      }

      @Override
      public Score value(int player, TiebreakContext context) {
        return Score.ONE;
      }

      @Override
      public Explanation explain(int player, TiebreakContext context) {
        return null;
      }
    };
    Standings mute = TiebreakEngine.rank(DrawingOfLotsTests.sixTied(), ruleset(silent));
    assertEquals("rule MUTE gave no explanation for player 2",
        assertThrows(RuleFailedException.class, () -> mute.explain(2)).getMessage());
  }
}
