package org.tiebreak.testkit.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tiebreak.testkit.rules.Texts.notes;
import static org.tiebreak.testkit.rules.ValueRuleFixtures.decidedBy;
import static org.tiebreak.testkit.rules.ValueRuleFixtures.order;
import static org.tiebreak.testkit.rules.ValueRuleFixtures.places;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.rule.GroupOrder;
import org.tiebreak.api.rule.TiedGroup;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.core.TiebreakEngine;
import org.tiebreak.core.rules.Tiebreaks;
import org.tiebreak.rulesets.mca.Mca;
import org.tiebreak.testkit.EngineContexts;

/** Tests for {@link Tiebreaks#speedPlayOff} (USCF 34E12). */
class SpeedPlayOffTests {

  static final Ruleset PLAYOFF = Ruleset.builder().name("playoff")
      .addRules(Tiebreaks.speedPlayOff()).build();

  @Test
  void playoff_everyTieLeftWithRemark() {
    Standings standings = TiebreakEngine.rank(DrawingOfLotsTests.tieForFirstAndThird(), PLAYOFF,
        7);
    assertEquals(List.of(1, 2, 3, 4), order(standings));
    assertEquals(List.of("1-2", "1-2", "3-4", "3-4"), places(standings));
    assertEquals(List.of("", "", "", ""), decidedBy(standings));
    for (Standings.Row row : standings.rows()) {
      assertEquals("to be decided by a play-off", row.remark().orElseThrow().toString());
      assertTrue(row.values().isEmpty());
    }
    assertEquals(List.of("not computed: the tie among players 1, 2 is to be decided by a "
        + "speed play-off over the board"), notes(standings.explain(2, "PLAYOFF")));
  }

  @Test
  void playoff_onlyTheTiesItReach_getTheRemark() {
    Ruleset ruleset = Ruleset.builder().name("tied-then-playoff")
        .addRules(Mca.resultBetweenTiedPlayers(), Tiebreaks.speedPlayOff()).build();
    // 1 and 2 drew each other (TIED 0 and 0: still tied); 3 and 4 also drew: tied too.
    Standings standings = TiebreakEngine.rank(DrawingOfLotsTests.tieForFirstAndThird(), ruleset);
    assertEquals(List.of("1-2", "1-2", "3-4", "3-4"), places(standings));
    assertEquals("to be decided by a play-off", standings.row(1).remark().orElseThrow().toString());

    Standings decided = TiebreakEngine.rank(ResultBetweenTiedPlayersTests.threeTied(), ruleset);
    assertEquals(List.of("1", "2", "3"), places(decided).subList(0, 3));
    assertTrue(decided.row(1).remark().isEmpty(), "TIED decided: no play-off");
    assertEquals(List.of("not applied: no longer tied when this rule was reached"),
        notes(decided.explain(1, "PLAYOFF")));
  }

  @Test
  void playoff_direct_unresolved() {
    GroupOrder result = Tiebreaks.speedPlayOff().order(new TiedGroup(List.of(3, 1), 2),
        EngineContexts.of(DrawingOfLotsTests.tieForFirstAndThird()));
    assertEquals(List.of(List.of(3, 1)), result.groups());
    assertEquals(Map.of(), result.values());
    assertEquals("to be decided by a play-off", result.remark().orElseThrow().toString());
    assertEquals(false, result.byLot());
  }

  @Test
  void playoff_codeAndName() {
    assertEquals("PLAYOFF", Tiebreaks.speedPlayOff().code());
    assertEquals("Speed play-off", Tiebreaks.speedPlayOff().name());
  }
}
