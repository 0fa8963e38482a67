package org.tiebreak.testkit.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.tiebreak.testkit.rules.Texts.notes;
import static org.tiebreak.testkit.rules.ValueRuleFixtures.contributions;
import static org.tiebreak.testkit.rules.ValueRuleFixtures.explain;
import static org.tiebreak.testkit.rules.ValueRuleFixtures.order;
import static org.tiebreak.testkit.rules.ValueRuleFixtures.rank;
import static org.tiebreak.testkit.rules.ValueRuleFixtures.value;
import static org.tiebreak.testkit.rules.ValueRuleFixtures.values;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tiebreak.api.Player;
import org.tiebreak.api.RoundResult;
import org.tiebreak.api.Score;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.standings.Explanation;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.core.rules.Tiebreaks;
import org.tiebreak.rulesets.mca.Mca;
import org.tiebreak.rulesets.uscf.Uscf;
import org.tiebreak.testkit.Crosstables;

/** Tests for {@link Tiebreaks#kashdan}. */
class KashdanTests {

  @Test
  void kashdan_winAndLoss_worthMoreThanTwoDraws() {
    // Ann (1) beats Cid, loses to Dee; Bob (2) draws Dee and Cid. Both on 1 point.
    Tournament t = Crosstables.parse("""
        1 Ann 1.0 W3w L4w
        2 Bob 1.0 D4w D3w
        3 Cid 0.5 L1b D2b
        4 Dee 1.5 D2b W1b
        """, 2);
    assertEquals(Score.of(5), value(t, Uscf.kashdan(), 1), "W + L = 4 + 1");
    assertEquals(Score.of(4), value(t, Uscf.kashdan(), 2), "D + D = 2 + 2");
    Standings standings = rank(t, Mca.kashdan());
    assertEquals(List.of(4, 1, 2, 3), order(standings));
    assertEquals("KASH", standings.row(1).decidedBy().orElseThrow());
  }

  @Test
  void kashdan_swiss_uscfCountsUnplayedRoundsZero() {
    // Bob: L, forfeit loss, L, L; Dee: D, forfeit win, double forfeit, W; Eve: bye, L, double
    // forfeit, withdrawn; Fay: late entry, L, W, half-point bye.
    assertEquals("1=11 2=3 3=12 4=6 5=1 6=5", values(ValueRuleFixtures.swiss(), Uscf.kashdan()));
  }

  @Test
  void kashdan_unplayedRound_countsTwoInMca() {
    assertEquals("1=11 2=5 3=12 4=10 5=7 6=9", values(ValueRuleFixtures.swiss(), Mca.kashdan()));
  }

  @Test
  void kashdan_equalsFourWinsTwoDrawsOneLossPlusUnplayed_forAnyUnplayedPoints() {
    Tournament t = ValueRuleFixtures.swiss();
    for (int k : new int[] {0, 2, 3, -1}) {
      for (Player player : t.players()) {
        int wins = 0;
        int draws = 0;
        int losses = 0;
        int unplayed = 0;
        for (RoundResult result : t.results(player.startNumber())) {
          switch (result.kind()) {
            case WIN:
              wins++;
              break;
            case DRAW:
              draws++;
              break;
            case LOSS:
              losses++;
              break;
            default:
              unplayed++;
              break;
          }
        }
        assertEquals(Score.of(4L * wins + 2L * draws + losses + (long) k * unplayed),
            value(t, Tiebreaks.kashdan(k), player.startNumber()),
            "player " + player.startNumber() + " with " + k + " per unplayed round");
      }
    }
  }

  @Test
  void kashdan_swiss_ranksTiedPlayers() {
    Standings standings = rank(ValueRuleFixtures.swiss(), Uscf.kashdan());
    assertEquals(List.of(3, 1, 4, 6, 5, 2), order(standings));
    assertEquals("1 above 4 on KASH (11 to 6)", standings.compare(4, 1).toString());
  }

  @Test
  void kashdan_explain_oneLinePerRoundWithUnplayedPoints() {
    Explanation dee = explain(ValueRuleFixtures.swiss(), Mca.kashdan(), 4);
    assertEquals(Score.of(10), dee.value().orElseThrow());
    assertEquals(4, dee.lines().size());
    assertEquals("2 2 2 4", contributions(dee));
    assertFalse(dee.lines().get(0).adjustment().isPresent());
    assertEquals("+ (forfeit win)", dee.lines().get(1).result().orElseThrow().toString());
    assertEquals("unplayed round: counts 2",
        dee.lines().get(1).adjustment().orElseThrow().toString());
    assertEquals("unplayed round: counts 2",
        dee.lines().get(2).adjustment().orElseThrow().toString());
    assertEquals(Score.of(10), dee.lines().get(3).runningTotal().orElseThrow());
    assertEquals(List.of("4 per win, 2 per draw, 1 per loss over the board, 2 per unplayed round"),
        notes(dee));

    Explanation eve = explain(ValueRuleFixtures.swiss(), Uscf.kashdan(), 5);
    assertEquals("0 1 0 0", contributions(eve));
    assertEquals("unplayed round: counts 0",
        eve.lines().get(3).adjustment().orElseThrow().toString());
  }

  @Test
  void kashdan_factories_followTheirTexts() {
    assertEquals(Tiebreaks.kashdan(0), Uscf.kashdan());
    assertEquals(Tiebreaks.kashdan(2), Mca.kashdan());
    assertEquals("KASH", Mca.kashdan().code());
    assertEquals("Kashdan", Mca.kashdan().name());
  }
}
