package org.tiebreak.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.NullAndEmptySource;
import org.junit.jupiter.params.provider.ValueSource;
import org.tiebreak.api.rule.GroupOrder;
import org.tiebreak.api.rule.GroupRule;
import org.tiebreak.api.rule.TiebreakContext;
import org.tiebreak.api.rule.TiebreakRule;
import org.tiebreak.api.rule.TiedGroup;
import org.tiebreak.api.rule.ValueRule;
import org.tiebreak.api.standings.Explanation;

/** Unit tests for {@link Ruleset}: its checks and the chain it gives the engine. */
class RulesetTests {

  /** A value rule that gives every player half their start number. */
  private record Half(String code, String name) implements ValueRule {
    @Override
    public Score value(int player, TiebreakContext context) {
      return Score.of(player, 2);
    }
  }

  /** A group rule that leaves the group as it is. */
  private record KeepOrder(String code, String name) implements GroupRule {
    @Override
    public GroupOrder order(TiedGroup group, TiebreakContext context) {
      return GroupOrder.of(List.of(group.players()));
    }
  }

  /** A rule that is neither a value rule nor a group rule. */
  private record Bare(String code, String name) implements TiebreakRule {}

  /** A rule that is both. */
  private record Both(String code, String name) implements ValueRule, GroupRule {
    @Override
    public Score value(int player, TiebreakContext context) {
      return Score.ZERO;
    }

    @Override
    public GroupOrder order(TiedGroup group, TiebreakContext context) {
      return GroupOrder.of(List.of(group.players()));
    }
  }

  private static final TiebreakRule ACTUAL_PLAY = new KeepOrder("AP", "Actual play");
  private static final TiebreakRule HEAD_TO_HEAD = new KeepOrder("H2H", "Head to head");
  private static final TiebreakRule MEDIAN = new Half("MM", "Modified Median");
  private static final TiebreakRule SOLKOFF = new Half("S", "Solkoff");
  private static final TiebreakRule CUMULATIVE = new Half("C", "Cumulative");

  // ---------------------------------------------------------------- chain

  @Test
  void chain_isPrecedencesFollowedByRules() {
    Ruleset ruleset = Ruleset.builder().name("club")
        .addPrecedences(ACTUAL_PLAY, HEAD_TO_HEAD)
        .addRules(MEDIAN, SOLKOFF, CUMULATIVE)
        .build();

    assertEquals(List.of(ACTUAL_PLAY, HEAD_TO_HEAD), ruleset.precedences());
    assertEquals(List.of(MEDIAN, SOLKOFF, CUMULATIVE), ruleset.rules());
    assertEquals(List.of(ACTUAL_PLAY, HEAD_TO_HEAD, MEDIAN, SOLKOFF, CUMULATIVE),
        ruleset.chain());
  }

  @Test
  void chain_withoutPrecedences_isTheRules() {
    Ruleset ruleset = Ruleset.builder().name("club").addRules(SOLKOFF).addRules(MEDIAN).build();

    assertEquals(List.of(), ruleset.precedences());
    assertEquals(List.of(SOLKOFF, MEDIAN), ruleset.chain());
  }

  @Test
  void chain_isUnmodifiable() {
    Ruleset ruleset = Ruleset.builder().name("club").addRules(MEDIAN).build();

    assertThrows(UnsupportedOperationException.class, () -> ruleset.chain().add(SOLKOFF));
    assertThrows(UnsupportedOperationException.class, () -> ruleset.rules().add(SOLKOFF));
  }

  @Test
  void ruleset_withNoRules_isRejected() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> Ruleset.builder().name("score only").build());
    assertEquals("ruleset score only needs at least one rule after the score", e.getMessage());

    assertEquals(List.of(ACTUAL_PLAY),
        Ruleset.builder().name("club").addPrecedences(ACTUAL_PLAY).build().chain(),
        "a precedence is a rule of the chain");
  }

  @ParameterizedTest(name = "\"{0}\"")
  @ValueSource(strings = {"", " ", "\t"})
  void rule_withoutCode_isRejected(String code) {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> Ruleset.builder().name("club").addRules(new Half(code, "Half")).build());
    assertEquals("a rule of ruleset club has no code (" + Half.class.getName() + ")",
        e.getMessage());
  }

  @Test
  void rule_withNullCode_isRejected() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> Ruleset.builder().name("club").addRules(new Half(null, "Half")).build());
    assertTrue(e.getMessage().startsWith("a rule of ruleset club has no code"), e.getMessage());
  }

  @ParameterizedTest(name = "\"{0}\"")
  @ValueSource(strings = {"M M", "MM,SB", "MM ", "\tMM"})
  void rule_withSpaceOrCommaInCode_isRejected(String code) {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> Ruleset.builder().name("club").addRules(new Half(code, "Half")).build());
    assertEquals("rule code \"" + code + "\" of ruleset club has a space or a comma; codes are"
        + " listed with commas", e.getMessage());
  }

  @ParameterizedTest(name = "\"{0}\"")
  @NullAndEmptySource
  @ValueSource(strings = {"  "})
  void rule_withoutName_isRejected(String name) {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> Ruleset.builder().name("club").addRules(new Half("H", name)).build());
    assertEquals("rule H of ruleset club has no name", e.getMessage());
  }

  @Test
  void description_isEmptyUnlessGiven() {
    assertEquals("", Ruleset.builder().name("club").addRules(MEDIAN).build().description());
    assertEquals("USCF 7th ed. rule 34E",
        Ruleset.builder().name("uscf").description("USCF 7th ed. rule 34E").addRules(MEDIAN)
            .build().description());
  }

  @Test
  void equals_isByValue() {
    Ruleset a = Ruleset.builder().name("club").addRules(MEDIAN, SOLKOFF).build();
    Ruleset b = Ruleset.builder().name("club").addRules(MEDIAN, SOLKOFF).build();
    Ruleset reversed = Ruleset.builder().name("club").addRules(SOLKOFF, MEDIAN).build();

    assertEquals(a, b);
    assertEquals(a.hashCode(), b.hashCode());
    assertFalse(a.equals(reversed));
  }

  // ---------------------------------------------------------------- checks

  @Test
  void rules_withTheSameCode_areRejected() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> Ruleset.builder().name("club")
            .addRules(MEDIAN, SOLKOFF, new Half("MM", "Median again"))
            .build());

    assertEquals("rule code MM appears twice in ruleset club", e.getMessage());
  }

  @Test
  void precedenceAndRule_withTheSameCode_areRejected() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> Ruleset.builder().name("club")
            .addPrecedences(ACTUAL_PLAY)
            .addRules(new Half("AP", "Average performance"))
            .build());

    assertEquals("rule code AP appears twice in ruleset club", e.getMessage());
  }

  @Test
  void rule_implementingNeitherValueRuleNorGroupRule_isRejected() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> Ruleset.builder().name("club")
            .addRules(MEDIAN, new Bare("X", "Neither"))
            .build());

    assertEquals("rule X must implement ValueRule or GroupRule", e.getMessage());
  }

  @Test
  void precedence_implementingNeither_isRejected() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> Ruleset.builder().name("club").addPrecedences(new Bare("P", "Neither"))
            .addRules(MEDIAN).build());

    assertTrue(e.getMessage().contains("rule P"), e.getMessage());
  }

  @Test
  void rule_implementingBothValueRuleAndGroupRule_isRejected() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> Ruleset.builder().name("club").addRules(new Both("B", "Both")).build());

    assertEquals("rule B must implement only one of ValueRule and GroupRule", e.getMessage());
  }

  @ParameterizedTest(name = "\"{0}\"")
  @ValueSource(strings = {"", " ", "   ", "\t", "\n"})
  void name_blank_isRejected(String name) {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> Ruleset.builder().name(name).addRules(MEDIAN).build());

    assertEquals("a ruleset needs a name", e.getMessage());
  }

  @Test
  void name_missing_isRejected() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> Ruleset.builder().addRules(MEDIAN).build());

    assertEquals("a ruleset needs a name", e.getMessage());
  }

  // ---------------------------------------------------------------- rule defaults

  @Test
  void valueRule_defaults_higherIsBetterAndExplainGivesTheValue() {
    ValueRule rule = new Half("K", "Constant");

    assertFalse(rule.lowerIsBetter());
    Explanation explanation = rule.explain(5, null);
    assertEquals("K", explanation.rule());
    assertEquals("Constant", explanation.ruleName());
    assertEquals(5, explanation.player());
    assertEquals(Optional.of(Score.of(5, 2)), explanation.value());
    assertEquals(List.of(), explanation.lines());
    assertEquals("Constant (K) of player 5: 2.5", explanation.toString());
  }

  @Test
  void groupRule_defaultExplain_givesTheFigureWhereThereIsOne() {
    GroupRule rule = new GroupRule() {
      @Override
      public String code() {
        return "PM";
      }

      @Override
      public String name() {
        return "Plus-minus among the tied";
      }

      @Override
      public GroupOrder order(TiedGroup group, TiebreakContext context) {
        return GroupOrder.of(List.of(List.of(4), List.of(2)), Map.of(4, Score.ONE));
      }
    };
    TiedGroup group = new TiedGroup(List.of(2, 4), 3);

    assertEquals(Optional.of(Score.ONE), rule.explain(4, group, null).value());
    assertEquals(Optional.empty(), rule.explain(2, group, null).value());
    assertEquals("Plus-minus among the tied (PM) of player 2: none",
        rule.explain(2, group, null).toString());
  }
}
