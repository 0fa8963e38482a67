package org.tiebreak.testkit.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.tiebreak.testkit.rules.Texts.notes;
import static org.tiebreak.testkit.rules.ValueRuleFixtures.contributions;
import static org.tiebreak.testkit.rules.ValueRuleFixtures.explain;
import static org.tiebreak.testkit.rules.ValueRuleFixtures.order;
import static org.tiebreak.testkit.rules.ValueRuleFixtures.places;
import static org.tiebreak.testkit.rules.ValueRuleFixtures.rank;
import static org.tiebreak.testkit.rules.ValueRuleFixtures.values;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tiebreak.api.Score;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.standings.Explanation;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.core.rules.Tiebreaks;
import org.tiebreak.testkit.Crosstables;

/** Tests for {@link Tiebreaks#mostWins} and {@link Tiebreaks#roundsWon}. */
class MostWinsTests {

  @Test
  void mostWins_overTheBoard_countsGamesWonOnly() {
    assertEquals("1=2 2=0 3=2 4=1 5=0 6=1",
        values(ValueRuleFixtures.swiss(), Tiebreaks.mostWins()));
  }

  @Test
  void mostWins_roundsWon_countsForfeitWinsAndFullPointByes() {
    // Dee's forfeit win and Eve's pairing-allocated bye count; Fay's half-point bye does not.
    assertEquals("1=2 2=0 3=2 4=2 5=1 6=1",
        values(ValueRuleFixtures.swiss(), Tiebreaks.roundsWon()));
    Tournament t = Crosstables.parse("""
        1 Ann 1.0 W2w
        2 Bob 0.0 L1b
        3 Cid 1.0 F
        4 Dee 0.0 Z
        """, 1);
    assertEquals("1=1 2=0 3=1 4=0", values(t, Tiebreaks.roundsWon()));
    assertEquals("1=1 2=0 3=0 4=0", values(t, Tiebreaks.mostWins()));
    assertEquals(List.of("1-2", "1-2", "3-4", "3-4"), places(rank(t, Tiebreaks.roundsWon())));
    assertEquals(List.of(1, 3), order(rank(t, Tiebreaks.mostWins())).subList(0, 2));
  }

  @Test
  void mostWins_swiss_ranksTiedPlayers() {
    Standings overTheBoard = rank(ValueRuleFixtures.swiss(), Tiebreaks.mostWins());
    assertEquals(List.of(3, 1, 4, 6, 5, 2), order(overTheBoard));
    assertEquals("WINS", overTheBoard.row(1).decidedBy().orElseThrow());
    Standings roundsWon = rank(ValueRuleFixtures.swiss(), Tiebreaks.roundsWon());
    assertEquals(List.of("1", "2-3", "2-3", "4", "5", "6"), places(roundsWon),
        "Dee's forfeit win brings her level with Ann");
  }

  @Test
  void mostWins_explain_marksWinsWithoutPlaying() {
    Explanation eve = explain(ValueRuleFixtures.swiss(), Tiebreaks.roundsWon(), 5);
    assertEquals(Score.ONE, eve.value().orElseThrow());
    assertEquals(4, eve.lines().size());
    assertEquals("1 0 0 0", contributions(eve));
    assertEquals("won without playing: counted",
        eve.lines().get(0).adjustment().orElseThrow().toString());
    assertFalse(eve.lines().get(2).adjustment().isPresent(), "a forfeit loss is not a win");

    Explanation dee = explain(ValueRuleFixtures.swiss(), Tiebreaks.mostWins(), 4);
    assertEquals("0 0 0 1", contributions(dee));
    assertEquals("won without playing: not counted",
        dee.lines().get(1).adjustment().orElseThrow().toString());
    assertEquals(Score.ONE, dee.lines().get(3).runningTotal().orElseThrow());
    assertEquals(List.of("games won over the board"), notes(dee));

    Explanation fay = explain(ValueRuleFixtures.swiss(), Tiebreaks.roundsWon(), 6);
    assertEquals("0 0 1 0", contributions(fay), "a half-point bye is not a round won");
  }

  @Test
  void mostWins_factories() {
    assertEquals("games won over the board", Tiebreaks.mostWins().variant());
    assertEquals("rounds won: games, forfeit wins, full-point and pairing-allocated byes",
        Tiebreaks.roundsWon().variant());
    assertEquals("WINS", Tiebreaks.roundsWon().code());
    assertEquals("Most wins", Tiebreaks.roundsWon().name());
  }
}
