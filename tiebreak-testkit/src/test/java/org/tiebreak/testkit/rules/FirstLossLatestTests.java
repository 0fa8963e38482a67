package org.tiebreak.testkit.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.tiebreak.testkit.rules.ValueRuleFixtures.explain;
import static org.tiebreak.testkit.rules.ValueRuleFixtures.order;
import static org.tiebreak.testkit.rules.ValueRuleFixtures.rank;
import static org.tiebreak.testkit.rules.ValueRuleFixtures.values;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tiebreak.api.Explanation;
import org.tiebreak.api.GameResult;
import org.tiebreak.api.Pairing;
import org.tiebreak.api.Player;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.Score;
import org.tiebreak.api.Standings;
import org.tiebreak.api.Tournament;

/** Tests for {@link FirstLossLatest}. */
class FirstLossLatestTests {

  @Test
  void firstLossLatest_overviewExample_lossInRoundFourBeatsLossInRoundTwo() {
    // "If player A's first loss was in round 4 and player B's first loss was in round 2, player
    // A gets priority": Ann (1) loses in round 4, Bob (2) in round 2, both on 3 of 5.
    Tournament t = Tournament.builder().plannedRounds(5)
        .addPlayer(Player.of(1, "Ann")).addPlayer(Player.of(2, "Bob"))
        .addPlayer(Player.of(3, "Cid")).addPlayer(Player.of(4, "Dee"))
        .addRound(Pairing.game(1, 3, GameResult.WHITE_WINS), Pairing.game(2, 4, GameResult.DRAW))
        .addRound(Pairing.game(4, 1, GameResult.DRAW), Pairing.game(3, 2, GameResult.WHITE_WINS))
        .addRound(Pairing.game(1, 2, GameResult.DRAW), Pairing.game(3, 4, GameResult.DRAW))
        .addRound(Pairing.game(3, 1, GameResult.WHITE_WINS),
            Pairing.game(2, 4, GameResult.WHITE_WINS))
        .addRound(Pairing.game(1, 4, GameResult.WHITE_WINS),
            Pairing.game(2, 3, GameResult.WHITE_WINS))
        .build();
    assertEquals(Score.of(3), t.score(1));
    assertEquals(Score.of(3), t.score(2));
    assertEquals("1=4 2=2 3=1 4=4", values(t, FirstLossLatest.includingForfeits()));
    Standings standings = rank(t, FirstLossLatest.includingForfeits());
    assertEquals(List.of(1, 2), order(standings).subList(0, 2));
    assertEquals("FLL", standings.row(1).decidedBy().orElseThrow());
  }

  @Test
  void firstLossLatest_swiss_forfeitLossCountsByDefault() {
    // Dee's first loss is her double forfeit in round 3; Cid never lost: 4 rounds + 1.
    assertEquals("1=4 2=1 3=5 4=3 5=2 6=2",
        values(ValueRuleFixtures.swiss(), FirstLossLatest.includingForfeits()));
  }

  @Test
  void firstLossLatest_overTheBoard_ignoresForfeitLosses() {
    assertEquals("1=4 2=1 3=5 4=5 5=2 6=2",
        values(ValueRuleFixtures.swiss(), FirstLossLatest.overTheBoard()));
  }

  @Test
  void firstLossLatest_swiss_ranksTiedPlayers() {
    Standings including = rank(ValueRuleFixtures.swiss(), FirstLossLatest.includingForfeits());
    assertEquals(List.of(3, 1, 4, 6, 5, 2), order(including), "Ann (4) above Dee (3)");
    Standings overTheBoard = rank(ValueRuleFixtures.swiss(), FirstLossLatest.overTheBoard());
    assertEquals(List.of(3, 4, 1, 6, 5, 2), order(overTheBoard), "Dee (5) above Ann (4)");
    assertEquals("FLL", overTheBoard.row(4).decidedBy().orElseThrow());
  }

  @Test
  void firstLossLatest_byesAndAbsence_areNotLosses() {
    Tournament t = Tournament.builder().plannedRounds(3)
        .addPlayer(Player.of(1, "Ann")).addPlayer(Player.of(2, "Bob"))
        .addPlayer(Player.of(3, "Cid"))
        .addRound(Pairing.game(1, 2, GameResult.WHITE_WINS),
            Pairing.bye(3, ResultKind.ZERO_POINT_BYE))
        .addRound(Pairing.game(2, 1, GameResult.DRAW), Pairing.bye(3, ResultKind.ABSENT))
        .addRound(Pairing.game(3, 1, GameResult.BLACK_WINS),
            Pairing.bye(2, ResultKind.HALF_POINT_BYE))
        .build();
    assertEquals("1=4 2=1 3=3", values(t, FirstLossLatest.includingForfeits()));
    Explanation cid = explain(t, FirstLossLatest.includingForfeits(), 3);
    assertEquals(3, cid.lines().size());
    assertEquals("zero-point bye", cid.lines().get(0).result().orElseThrow());
    assertEquals("absent", cid.lines().get(1).result().orElseThrow());
    assertEquals("first loss", cid.lines().get(2).adjustment().orElseThrow());
  }

  @Test
  void firstLossLatest_explain_linesUpToTheFirstLoss() {
    Explanation dee = explain(ValueRuleFixtures.swiss(), FirstLossLatest.includingForfeits(), 4);
    assertEquals(Score.of(3), dee.value().orElseThrow());
    assertEquals(3, dee.lines().size());
    assertFalse(dee.lines().get(1).adjustment().isPresent());
    assertEquals("- (forfeit loss)", dee.lines().get(2).result().orElseThrow());
    assertEquals("first loss", dee.lines().get(2).adjustment().orElseThrow());
    assertEquals(List.of("first loss in round 3"), dee.notes());

    Explanation otb = explain(ValueRuleFixtures.swiss(), FirstLossLatest.overTheBoard(), 4);
    assertEquals(Score.of(5), otb.value().orElseThrow());
    assertEquals(4, otb.lines().size());
    assertEquals("forfeit loss: not counted as a loss",
        otb.lines().get(2).adjustment().orElseThrow());
    assertEquals(List.of("no loss in 4 rounds: ranks as a first loss in round 5",
        "only games lost over the board count"), otb.notes());

    Explanation bob = explain(ValueRuleFixtures.swiss(), FirstLossLatest.includingForfeits(), 2);
    assertEquals(1, bob.lines().size());
    assertEquals(Score.ONE, bob.value().orElseThrow());
  }

  @Test
  void firstLossLatest_liveStandings_noLossRanksAsRoundsRankedPlusOne() {
    Tournament afterTwo = ValueRuleFixtures.swiss().afterRound(2);
    // Fay lost in round 2 after entering late; Eve lost in round 2 after her bye.
    assertEquals("1=3 2=1 3=3 4=3 5=2 6=2",
        values(afterTwo, FirstLossLatest.includingForfeits()));
  }

  @Test
  void firstLossLatest_factories() {
    assertEquals(LossesCounted.INCLUDING_FORFEITS,
        FirstLossLatest.includingForfeits().lossesCounted());
    assertEquals(LossesCounted.OVER_THE_BOARD, FirstLossLatest.overTheBoard().lossesCounted());
    assertEquals("FLL", FirstLossLatest.overTheBoard().code());
    assertEquals("First loss came last", FirstLossLatest.overTheBoard().name());
    assertFalse(FirstLossLatest.overTheBoard().lowerIsBetter());
    assertThrows(NullPointerException.class, () -> new FirstLossLatest(null));
  }
}
