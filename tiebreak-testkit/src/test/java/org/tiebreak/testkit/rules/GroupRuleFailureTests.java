package org.tiebreak.testkit.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tiebreak.api.RuleFailedException;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.Score;
import org.tiebreak.api.rule.GroupOrder;
import org.tiebreak.api.rule.GroupRule;
import org.tiebreak.api.rule.TiebreakContext;
import org.tiebreak.api.rule.TiedGroup;
import org.tiebreak.core.TiebreakEngine;
import org.tiebreak.rulesets.mca.Mca;

/** The engine refuses a group rule's ordering that is not a partition of the group it gave. */
class GroupRuleFailureTests {

  /** A faulty rule: drops the last player of every group. */
  record DropsAPlayer() implements GroupRule {
    @Override
    public String code() {
      return "BROKEN";
    }

    @Override
    public String name() {
      return "Drops a player";
    }

    @Override
    public GroupOrder order(TiedGroup group, TiebreakContext context) {
      List<Integer> players = group.players();
      return GroupOrder.of(List.of(players.subList(0, players.size() - 1)));
    }
  }

  /** A faulty rule: names a player twice. */
  record NamesAPlayerTwice() implements GroupRule {
    @Override
    public String code() {
      return "TWICE";
    }

    @Override
    public String name() {
      return "Names a player twice";
    }

    @Override
    public GroupOrder order(TiedGroup group, TiebreakContext context) {
      return GroupOrder.of(List.of(group.players(), List.of(group.players().get(0))));
    }
  }

  @Test
  void failure_ruleLeavingOutAPlayer_namedInTheException() {
    Ruleset ruleset = Ruleset.builder().name("broken").addRules(new DropsAPlayer()).build();
    RuleFailedException e = assertThrows(RuleFailedException.class,
        () -> TiebreakEngine.rank(DrawingOfLotsTests.sixTied(), ruleset));
    assertEquals("rule BROKEN returned [[1, 2, 3, 4, 5]], which leaves out players of the group "
        + "[1, 2, 3, 4, 5, 6]", e.getMessage());
  }

  @Test
  void failure_ruleNamingAPlayerTwice_namedInTheException() {
    Ruleset ruleset = Ruleset.builder().name("twice")
        .addRules(Mca.resultBetweenTiedPlayers(), new NamesAPlayerTwice()).build();
    RuleFailedException e = assertThrows(RuleFailedException.class,
        () -> TiebreakEngine.rank(ResultBetweenTiedPlayersTests.fourTiedNotAllMet(), ruleset));
    // TIED splits the four tied on 2 into [1, 2] and [3, 4]; the faulty rule fails on the first.
    assertEquals("rule TWICE returned [[1, 2], [1]], which is not an ordering of the group [1, 2]",
        e.getMessage());
  }

  /** A faulty rule: keeps the group's order and gives a value for one player of its choice. */
  record ValueFor(int player) implements GroupRule {
    @Override
    public String code() {
      return "STRAY";
    }

    @Override
    public String name() {
      return "Gives a stray value";
    }

    @Override
    public GroupOrder order(TiedGroup group, TiebreakContext context) {
      return GroupOrder.of(List.of(group.players()), Map.of(player, Score.ONE));
    }
  }

  @Test
  void failure_valueForAPlayerOfAnotherGroup_namedInTheException() {
    // TIED splits the four tied on 2 into [1, 2] and [3, 4]; a value for 3 in the group [1, 2]
    // would show on a player the rule never reached there.
    Ruleset ruleset = Ruleset.builder().name("stray")
        .addRules(Mca.resultBetweenTiedPlayers(), new ValueFor(3)).build();
    RuleFailedException e = assertThrows(RuleFailedException.class,
        () -> TiebreakEngine.rank(ResultBetweenTiedPlayersTests.fourTiedNotAllMet(), ruleset));
    assertEquals("rule STRAY gave a value for player 3, who is not in the group [1, 2]",
        e.getMessage());
  }

  @Test
  void failure_valueForAnUnknownPlayer_namedInTheException() {
    Ruleset ruleset = Ruleset.builder().name("stray").addRules(new ValueFor(99)).build();
    RuleFailedException e = assertThrows(RuleFailedException.class,
        () -> TiebreakEngine.rank(DrawingOfLotsTests.sixTied(), ruleset));
    assertEquals("rule STRAY gave a value for player 99, who is not in the group"
        + " [1, 2, 3, 4, 5, 6]", e.getMessage());
  }
}
