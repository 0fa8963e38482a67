package org.tiebreak.testkit.arbiter;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tiebreak.api.Player;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.core.TiebreakEngine;
import org.tiebreak.rulesets.Rulesets;
import org.tiebreak.testkit.Crosstables;

/**
 * A drawing of lots seeded by the event itself (FIDE endorsement checklist, questions 204 and
 * 206): drawn again, it gives the same order without anyone keeping a number; a caller's own seed
 * still decides where given.
 */
class LotSeedTests {

  static Tournament event() {
    return Events.with(Crosstables.parse("""
        1 A 1.0 D2w D3b
        2 B 1.0 D1b D4w
        3 C 1.0 D4b D1w
        4 D 1.0 D3w D2b
        """, 2), b -> b.name("Club night").startDate(LocalDate.of(2026, 5, 4)));
  }

  /** The seed, computed here as the Javadoc of Tournament.lotSeed describes it. */
  static long described(Tournament tournament) {
    StringBuilder text = new StringBuilder(tournament.name()).append('\n')
        .append(tournament.startDate().map(LocalDate::toString).orElse("")).append('\n')
        .append(tournament.plannedRounds()).append('\n');
    for (Player player : tournament.players()) {
      text.append(player.startNumber()).append('\t').append(player.name()).append('\n');
    }
    long hash = 0xcbf29ce484222325L;
    for (byte b : text.toString().getBytes(StandardCharsets.UTF_8)) {
      hash = (hash ^ (b & 0xff)) * 0x100000001b3L;
    }
    return hash;
  }

  @Test
  void lotSeed_isMadeOfTheEventsOwnData() {
    Tournament tournament = event();
    assertEquals(described(tournament), tournament.lotSeed());
    assertEquals(tournament.lotSeed(), tournament.afterRound(1).lotSeed(), "the same every round");
    assertEquals(tournament.lotSeed(), Events.with(tournament, b -> { }).lotSeed());
    assertNotEquals(tournament.lotSeed(), Events.with(tournament, b -> b.name("Club night 2"))
        .lotSeed());
  }

  @Test
  void drawingWithTheEventsSeed_isRepeatable() {
    Tournament tournament = event();
    Standings once = TiebreakEngine.rank(tournament, Rulesets.named("fide-2026"),
        tournament.lotSeed());
    Standings again = TiebreakEngine.rank(Events.with(tournament, b -> { }),
        Rulesets.named("fide-2026"), Events.with(tournament, b -> { }).lotSeed());
    assertEquals(List.of("1", "2", "3", "4"), Events.places(once));
    assertEquals(Events.order(once), Events.order(again));
    assertEquals("decided by lot (seed " + tournament.lotSeed() + ")",
        once.rows().get(0).remark().orElseThrow().toString());
  }
}
