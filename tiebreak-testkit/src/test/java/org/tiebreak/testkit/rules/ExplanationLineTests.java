package org.tiebreak.testkit.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.rule.Crosstable;
import org.tiebreak.api.standings.Explanation;
import org.tiebreak.testkit.Crosstables;

/** {@link Explanation.Line#builder(Crosstable, int, int)}: a round's line as every rule starts it. */
class ExplanationLineTests {

  @Test
  void eachRound_numberedFromOne_withResultAndScheduledOpponent() {
    Tournament tournament = Crosstables.parse("""
        1 A 3.5 W2w +3  H   U
        2 B 2.0 L1b H   U   D3b
        3 C 2.0 D4b -1  W4w D2w
        4 D 0.5 D3w A   L3b X
        """, 4);
    Crosstable table = new PlainContext(tournament, OptionalLong.empty()).crosstable();
    List<String> lines = new ArrayList<>();
    for (int r = 0; r < table.rounds(); r++) {
      lines.add(Explanation.Line.builder(table, table.indexOf(1), r).build().toString());
    }
    assertEquals(List.of("round 1, W, opponent 2", "round 2, + (forfeit win), opponent 3",
        "round 3, half-point bye", "round 4, pairing-allocated bye"), lines);
    assertEquals("round 2, absent",
        Explanation.Line.builder(table, table.indexOf(4), 1).build().toString());
    assertEquals("round 4, withdrawn",
        Explanation.Line.builder(table, table.indexOf(4), 3).build().toString());
    assertThrows(IndexOutOfBoundsException.class,
        () -> Explanation.Line.builder(table, 0, table.rounds()));
  }
}
