package org.tiebreak.testkit.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.tiebreak.testkit.rules.ValueRuleFixtures.contributions;
import static org.tiebreak.testkit.rules.ValueRuleFixtures.explain;
import static org.tiebreak.testkit.rules.ValueRuleFixtures.order;
import static org.tiebreak.testkit.rules.ValueRuleFixtures.rank;
import static org.tiebreak.testkit.rules.ValueRuleFixtures.value;
import static org.tiebreak.testkit.rules.ValueRuleFixtures.values;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tiebreak.api.Explanation;
import org.tiebreak.api.GameResult;
import org.tiebreak.api.Pairing;
import org.tiebreak.api.Player;
import org.tiebreak.api.RoundResult;
import org.tiebreak.api.Score;
import org.tiebreak.api.Standings;
import org.tiebreak.api.Tournament;

/** Tests for {@link Kashdan}. */
class KashdanTests {

  @Test
  void kashdan_winAndLoss_worthMoreThanTwoDraws() {
    // Ann (1) beats Cid, loses to Dee; Bob (2) draws Dee and Cid. Both on 1 point.
    Tournament t = Tournament.builder().plannedRounds(2)
        .addPlayer(Player.of(1, "Ann")).addPlayer(Player.of(2, "Bob"))
        .addPlayer(Player.of(3, "Cid")).addPlayer(Player.of(4, "Dee"))
        .addRound(Pairing.game(1, 3, GameResult.WHITE_WINS), Pairing.game(2, 4, GameResult.DRAW))
        .addRound(Pairing.game(1, 4, GameResult.BLACK_WINS), Pairing.game(2, 3, GameResult.DRAW))
        .build();
    assertEquals(Score.of(5), value(t, Kashdan.uscf(), 1), "W + L = 4 + 1");
    assertEquals(Score.of(4), value(t, Kashdan.uscf(), 2), "D + D = 2 + 2");
    Standings standings = rank(t, Kashdan.mca());
    assertEquals(List.of(4, 1, 2, 3), order(standings));
    assertEquals("KASH", standings.row(1).decidedBy().orElseThrow());
  }

  @Test
  void kashdan_swiss_uscfCountsUnplayedRoundsZero() {
    // Bob: L, forfeit loss, L, L; Dee: D, forfeit win, double forfeit, W; Eve: bye, L, double
    // forfeit, withdrawn; Fay: late entry, L, W, half-point bye.
    assertEquals("1=11 2=3 3=12 4=6 5=1 6=5", values(ValueRuleFixtures.swiss(), Kashdan.uscf()));
  }

  @Test
  void kashdan_unplayedRound_countsTwoInMca() {
    assertEquals("1=11 2=5 3=12 4=10 5=7 6=9", values(ValueRuleFixtures.swiss(), Kashdan.mca()));
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
            value(t, new Kashdan(k), player.startNumber()),
            "player " + player.startNumber() + " with " + k + " per unplayed round");
      }
    }
  }

  @Test
  void kashdan_swiss_ranksTiedPlayers() {
    Standings standings = rank(ValueRuleFixtures.swiss(), Kashdan.uscf());
    assertEquals(List.of(3, 1, 4, 6, 5, 2), order(standings));
    assertEquals("1 above 4 on KASH (11 to 6)", standings.compare(4, 1).toString());
  }

  @Test
  void kashdan_explain_oneLinePerRoundWithUnplayedPoints() {
    Explanation dee = explain(ValueRuleFixtures.swiss(), Kashdan.mca(), 4);
    assertEquals(Score.of(10), dee.value().orElseThrow());
    assertEquals(4, dee.lines().size());
    assertEquals("2 2 2 4", contributions(dee));
    assertFalse(dee.lines().get(0).adjustment().isPresent());
    assertEquals("+ (forfeit win)", dee.lines().get(1).result().orElseThrow());
    assertEquals("unplayed round: counts 2", dee.lines().get(1).adjustment().orElseThrow());
    assertEquals("unplayed round: counts 2", dee.lines().get(2).adjustment().orElseThrow());
    assertEquals(Score.of(10), dee.lines().get(3).runningTotal().orElseThrow());
    assertEquals(List.of("4 per win, 2 per draw, 1 per loss over the board, 2 per unplayed round"),
        dee.notes());

    Explanation eve = explain(ValueRuleFixtures.swiss(), Kashdan.uscf(), 5);
    assertEquals("0 1 0 0", contributions(eve));
    assertEquals("unplayed round: counts 0", eve.lines().get(3).adjustment().orElseThrow());
  }

  @Test
  void kashdan_factories_followTheirTexts() {
    assertEquals(0, Kashdan.uscf().unplayedPoints());
    assertEquals(2, Kashdan.mca().unplayedPoints());
    assertEquals("KASH", Kashdan.mca().code());
    assertEquals("Kashdan", Kashdan.mca().name());
  }
}
