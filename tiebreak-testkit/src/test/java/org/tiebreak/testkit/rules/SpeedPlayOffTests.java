package org.tiebreak.testkit.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tiebreak.testkit.rules.Crosstables.decidedBy;
import static org.tiebreak.testkit.rules.Crosstables.order;
import static org.tiebreak.testkit.rules.Crosstables.places;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tiebreak.api.GroupOrder;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.Standings;
import org.tiebreak.api.TiedGroup;
import org.tiebreak.core.TiebreakEngine;

/** Tests for {@link SpeedPlayOff} (USCF 34E12). */
class SpeedPlayOffTests {

  static final Ruleset PLAYOFF = Ruleset.builder().name("playoff")
      .addRules(new SpeedPlayOff()).build();

  @Test
  void playoff_everyTieLeftWithRemark() {
    Standings standings = TiebreakEngine.rank(DrawingOfLotsTests.tieForFirstAndThird(), PLAYOFF,
        7);
    assertEquals(List.of(1, 2, 3, 4), order(standings));
    assertEquals(List.of("1-2", "1-2", "3-4", "3-4"), places(standings));
    assertEquals(List.of("", "", "", ""), decidedBy(standings));
    for (Standings.Row row : standings.rows()) {
      assertEquals("to be decided by a play-off", row.remark().orElseThrow());
      assertTrue(row.values().isEmpty());
    }
    assertEquals(List.of("not computed: the tie among players [1, 2] is to be decided by a "
        + "speed play-off over the board"), standings.explain(2, "PLAYOFF").notes());
  }

  @Test
  void playoff_onlyTheTiesItReach_getTheRemark() {
    Ruleset ruleset = Ruleset.builder().name("tied-then-playoff")
        .addRules(ResultBetweenTiedPlayers.mca(), new SpeedPlayOff()).build();
    // 1 and 2 drew each other (TIED 0 and 0: still tied); 3 and 4 also drew: tied too.
    Standings standings = TiebreakEngine.rank(DrawingOfLotsTests.tieForFirstAndThird(), ruleset);
    assertEquals(List.of("1-2", "1-2", "3-4", "3-4"), places(standings));
    assertEquals("to be decided by a play-off", standings.row(1).remark().orElseThrow());

    Standings decided = TiebreakEngine.rank(ResultBetweenTiedPlayersTests.threeTied(), ruleset);
    assertEquals(List.of("1", "2", "3"), places(decided).subList(0, 3));
    assertTrue(decided.row(1).remark().isEmpty(), "TIED decided: no play-off");
    assertEquals(List.of("not applied: the player was no longer tied when this rule was reached"),
        decided.explain(1, "PLAYOFF").notes());
  }

  @Test
  void playoff_direct_unresolved() {
    GroupOrder result = new SpeedPlayOff().order(new TiedGroup(List.of(3, 1), 2),
        Crosstables.context(DrawingOfLotsTests.tieForFirstAndThird()));
    assertEquals(List.of(List.of(3, 1)), result.groups());
    assertEquals(Map.of(), result.values());
    assertEquals("to be decided by a play-off", result.remark().orElseThrow());
    assertEquals(false, result.byLot());
  }

  @Test
  void playoff_codeAndName() {
    assertEquals("PLAYOFF", new SpeedPlayOff().code());
    assertEquals("Speed play-off", new SpeedPlayOff().name());
  }
}
