package org.tiebreak.core.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.Score;
import org.tiebreak.api.standings.Explanation;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.core.TiebreakEngine;
import org.tiebreak.core.rules.OpponentUnplayed;
import org.tiebreak.core.rules.OwnUnplayed;
import org.tiebreak.core.rules.Tiebreaks;

/** Standings are immutable: nothing they hand out can be changed by the caller. */
class StandingsImmutabilityTests {

  private static final Ruleset SOLKOFF = Ruleset.builder().name("solkoff")
      .addRules(Tiebreaks.solkoff(OpponentUnplayed.COUNT_HALF, OwnUnplayed.ZERO_OPPONENT))
      .build();

  @Test
  void rowsValuesAndExplanations_cannotBeChanged() {
    Standings standings = TiebreakEngine.rank(LargeEventTests.EVENT, SOLKOFF);
    int player = standings.rows().get(0).player().startNumber();
    List<Explanation> explanations = standings.explain(player);
    Explanation first = explanations.get(0);

    assertThrows(UnsupportedOperationException.class, () -> explanations.add(first));
    assertThrows(UnsupportedOperationException.class, () -> explanations.remove(0));
    assertThrows(UnsupportedOperationException.class, () -> standings.rows().remove(0));
    assertThrows(UnsupportedOperationException.class,
        () -> standings.rows().get(0).values().put("SOLK", Score.ZERO));
    assertEquals(List.of(first), standings.explain(player));
  }
}
