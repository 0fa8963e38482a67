package org.tiebreak.testkit.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.tiebreak.testkit.rules.ValueRuleFixtures.contributions;
import static org.tiebreak.testkit.rules.ValueRuleFixtures.explain;
import static org.tiebreak.testkit.rules.ValueRuleFixtures.order;
import static org.tiebreak.testkit.rules.ValueRuleFixtures.places;
import static org.tiebreak.testkit.rules.ValueRuleFixtures.rank;
import static org.tiebreak.testkit.rules.ValueRuleFixtures.value;
import static org.tiebreak.testkit.rules.ValueRuleFixtures.values;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tiebreak.api.Explanation;
import org.tiebreak.api.Format;
import org.tiebreak.api.GameResult;
import org.tiebreak.api.Pairing;
import org.tiebreak.api.Player;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.Score;
import org.tiebreak.api.Standings;
import org.tiebreak.api.Tournament;

/** Tests for {@link SonnebornBerger}. */
class SonnebornBergerTests {

  private static final SonnebornBerger FINAL_WITH_FORFEITS = new SonnebornBerger(
      SonnebornBergerScores.FINAL, SonnebornBergerForfeits.AS_WIN_OVER_SCHEDULED_OPPONENT);
  private static final SonnebornBerger ADJUSTED_WITH_FORFEITS = new SonnebornBerger(
      SonnebornBergerScores.ADJUSTED, SonnebornBergerForfeits.AS_WIN_OVER_SCHEDULED_OPPONENT);

  /** A four-player round robin from its three rounds of two games each. */
  private static Tournament roundRobin(String name, String[] names, Pairing... games) {
    Tournament.Builder builder = Tournament.builder().name(name).format(Format.ROUND_ROBIN)
        .plannedRounds(3);
    for (int p = 0; p < names.length; p++) {
      builder.addPlayer(Player.of(p + 1, names[p]));
    }
    return builder.addRound(games[0], games[1]).addRound(games[2], games[3])
        .addRound(games[4], games[5]).build();
  }

  /**
   * Big Rapids SB example 1: Alexa (1) lost to Betty (2), beat Cathy (3) and Diane (4); Betty drew
   * Cathy and Diane; Cathy beat Diane.
   */
  private static Tournament alexaBetty() {
    return roundRobin("Big Rapids SB example 1",
        new String[] {"Alexa", "Betty", "Cathy", "Diane"},
        Pairing.game(1, 2, GameResult.BLACK_WINS), Pairing.game(3, 4, GameResult.WHITE_WINS),
        Pairing.game(1, 3, GameResult.WHITE_WINS), Pairing.game(2, 4, GameResult.DRAW),
        Pairing.game(4, 1, GameResult.BLACK_WINS), Pairing.game(2, 3, GameResult.DRAW));
  }

  @Test
  void sonnebornBerger_bigRapidsExample1_alexaTwoBettyThree() {
    Tournament t = alexaBetty();
    assertEquals("1=2 2=3 3=1.5 4=1", values(t, SonnebornBerger.bigRapids()),
        "Alexa 0+1.5+0.5 = 2; Betty 2+0.75+0.25 = 3; Cathy 1+0.5; Diane ½ of Betty's 2");
    Standings standings = rank(t, SonnebornBerger.bigRapids());
    assertEquals(List.of(2, 1, 3, 4), order(standings), "Betty wins on tie-breaks");
    assertEquals("SB", standings.rows().get(0).decidedBy().orElseThrow());
  }

  @Test
  void sonnebornBerger_bigRapidsExample2_jillBeforeKelly() {
    // Ian (1) drew Jill (2) and Kelly (3), lost to Larry (4); Jill beat Larry, lost to Kelly;
    // Kelly lost to Larry.
    Tournament t = roundRobin("Big Rapids SB example 2",
        new String[] {"Ian", "Jill", "Kelly", "Larry"},
        Pairing.game(1, 2, GameResult.DRAW), Pairing.game(3, 4, GameResult.BLACK_WINS),
        Pairing.game(1, 3, GameResult.DRAW), Pairing.game(2, 4, GameResult.WHITE_WINS),
        Pairing.game(4, 1, GameResult.WHITE_WINS), Pairing.game(2, 3, GameResult.BLACK_WINS));
    assertEquals(Score.parse("2.5"), value(t, SonnebornBerger.bigRapids(), 2),
        "Jill: (1/2) + 2 + 0");
    assertEquals(Score.of(2), value(t, SonnebornBerger.bigRapids(), 3), "Kelly: (1/2) + 1.5 + 0");
    Standings standings = rank(t, SonnebornBerger.bigRapids());
    assertEquals(List.of(4, 2, 3, 1), order(standings), "Larry first, Jill second on SB");
    assertEquals("SB", standings.row(2).decidedBy().orElseThrow());
    assertEquals(List.of("1", "2", "3", "4"), places(standings));
  }

  @Test
  void sonnebornBerger_bigRapidsHeadToHeadExample1_faithAndHillaryBothTwoAndAQuarter() {
    // Evan (1) lost to Faith (2) and Hillary (4), beat Gus (3); Faith drew Hillary; Gus lost all.
    Tournament t = roundRobin("Big Rapids head-to-head example 1",
        new String[] {"Evan", "Faith", "Gus", "Hillary"},
        Pairing.game(1, 2, GameResult.BLACK_WINS), Pairing.game(3, 4, GameResult.BLACK_WINS),
        Pairing.game(1, 3, GameResult.WHITE_WINS), Pairing.game(2, 4, GameResult.DRAW),
        Pairing.game(4, 1, GameResult.WHITE_WINS), Pairing.game(2, 3, GameResult.WHITE_WINS));
    assertEquals("1=0 2=2.25 3=0 4=2.25", values(t, SonnebornBerger.bigRapids()),
        "Faith and Hillary: (2.5/2) + 1 + 0 = 2.25; Evan beat only Gus (0)");
    Standings standings = rank(t, SonnebornBerger.bigRapids());
    assertEquals(List.of("1-2", "1-2", "3", "4"), places(standings), "SB leaves the tie");
    assertEquals(Score.of(9, 4), value(t, SonnebornBerger.bigRapids(), 2));
  }

  /**
   * Five players, two rounds: 1-2 1-0, 3-4 1-0, 5 pairing-allocated bye; then 1-3 ½-½, 5-2 1-0,
   * 4 pairing-allocated bye. Cid (3) beat Dee (4), whose second point was a bye.
   */
  private static Tournament opponentWithBye() {
    return Tournament.builder().plannedRounds(2)
        .addPlayer(Player.of(1, "Ann")).addPlayer(Player.of(2, "Bob"))
        .addPlayer(Player.of(3, "Cid")).addPlayer(Player.of(4, "Dee"))
        .addPlayer(Player.of(5, "Eve"))
        .addRound(Pairing.game(1, 2, GameResult.WHITE_WINS),
            Pairing.game(3, 4, GameResult.WHITE_WINS),
            Pairing.bye(5, ResultKind.PAIRING_ALLOCATED_BYE))
        .addRound(Pairing.game(1, 3, GameResult.DRAW), Pairing.game(5, 2, GameResult.WHITE_WINS),
            Pairing.bye(4, ResultKind.PAIRING_ALLOCATED_BYE))
        .build();
  }

  @Test
  void sonnebornBerger_mcaAdjusted_opponentsByeCountsHalf() {
    Tournament t = opponentWithBye();
    assertEquals("1=0.75 2=0 3=1.75 4=0 5=0", values(t, SonnebornBerger.bigRapids()),
        "final scores: Dee counts 1, bye included");
    assertEquals("1=0.75 2=0 3=1.25 4=0 5=0", values(t, SonnebornBerger.mca()),
        "adjusted scores: Dee's bye counts ½, so Dee counts 0.5");
    Standings standings = rank(t, SonnebornBerger.mca());
    assertEquals(List.of(5, 3, 1, 4, 2), order(standings));
    assertEquals("SB", standings.row(3).decidedBy().orElseThrow());
  }

  @Test
  void sonnebornBerger_mcaAdjusted_explainsTheAdjustment() {
    Explanation explanation = explain(opponentWithBye(), SonnebornBerger.mca(), 3);
    assertEquals(Score.parse("1.25"), explanation.value().orElseThrow());
    assertEquals(2, explanation.lines().size());
    Explanation.Line win = explanation.lines().get(0);
    assertEquals("W", win.result().orElseThrow());
    assertEquals(4, win.opponent().getAsInt());
    assertEquals(Score.ONE, win.opponentScore().orElseThrow());
    assertEquals(Score.HALF, win.usedScore().orElseThrow());
    assertEquals("1 unplayed round of the opponent counted as ½ each",
        win.adjustment().orElseThrow());
    assertEquals(Score.HALF, win.contribution().orElseThrow());
    Explanation.Line draw = explanation.lines().get(1);
    assertEquals("D", draw.result().orElseThrow());
    assertEquals(Score.parse("1.5"), draw.usedScore().orElseThrow());
    assertFalse(draw.adjustment().isPresent());
    assertEquals(Score.parse("0.75"), draw.contribution().orElseThrow(), "half of 1.5");
    assertEquals(Score.parse("1.25"), draw.runningTotal().orElseThrow());
    assertEquals(List.of("adjusted (each unplayed round ½) scores of the opponents beaten, plus"
        + " half those of the opponents drawn"), explanation.notes());
  }

  /** Σ s·(g − s) over the players' scores s, g being the games each played. */
  private static Score sumOfScoreTimesPointsConceded(Tournament t, int games) {
    Score sum = Score.ZERO;
    for (Player player : t.players()) {
      Score s = t.score(player.startNumber());
      sum = sum.plus(s.times(Score.of(games).minus(s)));
    }
    return sum;
  }

  private static Score sumOfValues(Tournament t, SonnebornBerger rule) {
    Standings standings = rank(t, rule);
    Score sum = Score.ZERO;
    for (Standings.Row row : standings.rows()) {
      sum = sum.plus(row.values().get(rule.code()));
    }
    return sum;
  }

  @Test
  void sonnebornBerger_completeRoundRobinOfFour_sumsToScoreTimesPointsConceded() {
    // 1-2 ½, 3-4 1-0; 1-3 0-1, 2-4 ½; 4-1 ½, 2-3 1-0. Scores 1, 2, 2, 1.
    Tournament t = roundRobin("four", new String[] {"Ann", "Bob", "Cid", "Dee"},
        Pairing.game(1, 2, GameResult.DRAW), Pairing.game(3, 4, GameResult.WHITE_WINS),
        Pairing.game(1, 3, GameResult.BLACK_WINS), Pairing.game(2, 4, GameResult.DRAW),
        Pairing.game(4, 1, GameResult.DRAW), Pairing.game(2, 3, GameResult.WHITE_WINS));
    assertEquals("1=1.5 2=3 3=2 4=1.5", values(t, SonnebornBerger.bigRapids()));
    assertEquals(Score.of(8), sumOfScoreTimesPointsConceded(t, 3));
    assertEquals(Score.of(8), sumOfValues(t, SonnebornBerger.bigRapids()));
    assertEquals(Score.of(8), sumOfValues(t, SonnebornBerger.mca()),
        "with every game played, adjusted scores are the final scores");
    assertEquals(Score.parse("7.5"), sumOfValues(alexaBetty(), SonnebornBerger.bigRapids()),
        "Big Rapids example 1: 2 + 3 + 1.5 + 1");
    assertEquals(Score.parse("7.5"), sumOfScoreTimesPointsConceded(alexaBetty(), 3),
        "2·1 + 2·1 + 1.5·1.5 + 0.5·2.5");
  }

  @Test
  void sonnebornBerger_completeRoundRobinOfFive_sumsToScoreTimesPointsConceded() {
    // Circle schedule; the player out each round has a zero-point bye (the model has no "rest
    // round" kind), which final scores do not see.
    Tournament t = Tournament.builder().name("five").format(Format.ROUND_ROBIN).plannedRounds(5)
        .addPlayer(Player.of(1, "Ann")).addPlayer(Player.of(2, "Bob"))
        .addPlayer(Player.of(3, "Cid")).addPlayer(Player.of(4, "Dee"))
        .addPlayer(Player.of(5, "Eve"))
        .addRound(Pairing.bye(1, ResultKind.ZERO_POINT_BYE),
            Pairing.game(2, 5, GameResult.WHITE_WINS), Pairing.game(3, 4, GameResult.DRAW))
        .addRound(Pairing.bye(4, ResultKind.ZERO_POINT_BYE),
            Pairing.game(5, 3, GameResult.BLACK_WINS), Pairing.game(1, 2, GameResult.DRAW))
        .addRound(Pairing.bye(2, ResultKind.ZERO_POINT_BYE),
            Pairing.game(3, 1, GameResult.WHITE_WINS), Pairing.game(4, 5, GameResult.WHITE_WINS))
        .addRound(Pairing.bye(5, ResultKind.ZERO_POINT_BYE),
            Pairing.game(1, 4, GameResult.WHITE_WINS), Pairing.game(2, 3, GameResult.DRAW))
        .addRound(Pairing.bye(3, ResultKind.ZERO_POINT_BYE),
            Pairing.game(4, 2, GameResult.BLACK_WINS), Pairing.game(5, 1, GameResult.DRAW))
        .build();
    assertEquals("1=3.25 2=4.5 3=4.75 4=2 5=1", values(t, SonnebornBerger.bigRapids()));
    assertEquals(Score.parse("15.5"), sumOfScoreTimesPointsConceded(t, 4));
    assertEquals(Score.parse("15.5"), sumOfValues(t, SonnebornBerger.bigRapids()));
    Standings standings = rank(t, SonnebornBerger.bigRapids());
    assertEquals(List.of(3, 2, 1, 4, 5), order(standings), "Cid 4.75 above Bob 4.5 on 3 points");
  }

  @Test
  void sonnebornBerger_doubleRoundRobin_repeatedOpponentCountsOncePerGame() {
    Tournament t = Tournament.builder().format(Format.DOUBLE_ROUND_ROBIN).plannedRounds(6)
        .addPlayer(Player.of(1, "Ann")).addPlayer(Player.of(2, "Bob"))
        .addPlayer(Player.of(3, "Cid")).addPlayer(Player.of(4, "Dee"))
        .addRound(Pairing.game(1, 2, GameResult.WHITE_WINS), Pairing.game(3, 4, GameResult.DRAW))
        .addRound(Pairing.game(1, 3, GameResult.DRAW), Pairing.game(2, 4, GameResult.WHITE_WINS))
        .addRound(Pairing.game(1, 4, GameResult.WHITE_WINS),
            Pairing.game(2, 3, GameResult.BLACK_WINS))
        .addRound(Pairing.game(2, 1, GameResult.DRAW), Pairing.game(4, 3, GameResult.WHITE_WINS))
        .addRound(Pairing.game(3, 1, GameResult.BLACK_WINS), Pairing.game(4, 2, GameResult.DRAW))
        .addRound(Pairing.game(4, 1, GameResult.DRAW), Pairing.game(3, 2, GameResult.WHITE_WINS))
        .build();
    // Ann (4.5): beat Bob (2) and drew him (1), drew Cid (1.5) and beat him (3), beat Dee (2.5)
    // and drew her (1.25).
    assertEquals("1=11.25 2=6 3=7.5 4=7.75", values(t, SonnebornBerger.bigRapids()));
    assertEquals(sumOfScoreTimesPointsConceded(t, 6), sumOfValues(t, SonnebornBerger.bigRapids()));
    Explanation ann = explain(t, SonnebornBerger.bigRapids(), 1);
    assertEquals(6, ann.lines().size());
    assertEquals("2 1.5 2.5 1 3 1.25", contributions(ann));
  }

  @Test
  void sonnebornBerger_swissWithUnplayedRounds_eachVariant() {
    Tournament t = ValueRuleFixtures.swiss();
    assertEquals("1=2.5 2=0 3=4 4=4 5=0 6=0", values(t, SonnebornBerger.bigRapids()));
    assertEquals("1=3.5 2=0 3=5 4=4 5=0 6=0.5", values(t, SonnebornBerger.mca()));
    assertEquals("1=2.5 2=0 3=4 4=4 5=0 6=0", values(t, FINAL_WITH_FORFEITS),
        "Dee's forfeit win is over Bob, whose final score is 0");
    assertEquals("1=3.5 2=0 3=5 4=4.5 5=0 6=0.5", values(t, ADJUSTED_WITH_FORFEITS),
        "Dee's forfeit win adds Bob's adjusted 0.5");
  }

  @Test
  void sonnebornBerger_swiss_ranksTiedPlayers() {
    Standings standings = rank(ValueRuleFixtures.swiss(), SonnebornBerger.bigRapids());
    assertEquals(List.of(3, 4, 1, 6, 5, 2), order(standings));
    assertEquals("SB", standings.row(4).decidedBy().orElseThrow(), "Dee 4 above Ann 2.5");
    assertEquals("4 above 1 on SB (4 to 2.5)", standings.compare(1, 4).toString());
  }

  @Test
  void sonnebornBerger_explain_forfeitsAndDoubleForfeitAddNothing() {
    Explanation dee = explain(ValueRuleFixtures.swiss(), SonnebornBerger.bigRapids(), 4);
    assertEquals(Score.of(4), dee.value().orElseThrow());
    assertEquals(4, dee.lines().size());
    assertEquals("1.5 0 0 2.5", contributions(dee));
    Explanation.Line forfeitWin = dee.lines().get(1);
    assertEquals(2, forfeitWin.opponent().getAsInt());
    assertEquals(Score.ZERO, forfeitWin.opponentScore().orElseThrow());
    assertFalse(forfeitWin.usedScore().isPresent());
    assertEquals("forfeit win: no game was played, adds nothing",
        forfeitWin.adjustment().orElseThrow());
    assertEquals("forfeit loss: adds nothing", dee.lines().get(2).adjustment().orElseThrow());
    assertEquals(Score.of(4), dee.lines().get(3).runningTotal().orElseThrow());

    Explanation counted = explain(ValueRuleFixtures.swiss(), ADJUSTED_WITH_FORFEITS, 4);
    assertEquals("1.5 0.5 0 2.5", contributions(counted));
    assertEquals(Score.HALF, counted.lines().get(1).usedScore().orElseThrow());
    assertEquals("forfeit win counted as a win over the scheduled opponent; 1 unplayed round of"
        + " the opponent counted as ½ each", counted.lines().get(1).adjustment().orElseThrow());
    assertEquals(2, counted.notes().size());
  }

  @Test
  void sonnebornBerger_explain_byesWithdrawalAndLossesAddNothing() {
    Explanation eve = explain(ValueRuleFixtures.swiss(), SonnebornBerger.mca(), 5);
    assertEquals(Score.ZERO, eve.value().orElseThrow());
    assertEquals(4, eve.lines().size());
    assertEquals("0 0 0 0", contributions(eve));
    assertEquals("no game was played, adds nothing", eve.lines().get(0).adjustment().orElseThrow());
    Explanation.Line loss = eve.lines().get(1);
    assertEquals("L", loss.result().orElseThrow());
    assertEquals(Score.parse("2.5"), loss.usedScore().orElseThrow(), "the loss shows Ann's score");
    assertEquals("withdrawn", eve.lines().get(3).result().orElseThrow());
    assertEquals("no game was played, adds nothing", eve.lines().get(3).adjustment().orElseThrow());

    Explanation fay = explain(ValueRuleFixtures.swiss(), SonnebornBerger.mca(), 6);
    assertEquals("not yet entered", fay.lines().get(0).result().orElseThrow());
    assertEquals("0 0 0.5 0", contributions(fay));
  }

  @Test
  void sonnebornBerger_liveStandings_useScoresAfterTheRoundsRanked() {
    Tournament afterTwo = ValueRuleFixtures.swiss().afterRound(2);
    // Ann beat Bob (0) and Eve (1 after round 2: the bye and a loss); Cid and Dee drew each
    // other, each on 1.5 after round 2 (4 at the end).
    assertEquals("1=1 2=0 3=0.75 4=0.75 5=0 6=0", values(afterTwo, SonnebornBerger.bigRapids()));
  }

  @Test
  void sonnebornBerger_factories_followTheirTexts() {
    assertEquals(SonnebornBergerScores.FINAL, SonnebornBerger.bigRapids().opponentScores());
    assertEquals(SonnebornBergerForfeits.COUNT_NOTHING, SonnebornBerger.bigRapids().forfeitWins());
    assertEquals(SonnebornBergerScores.ADJUSTED, SonnebornBerger.mca().opponentScores());
    assertEquals(SonnebornBergerForfeits.COUNT_NOTHING, SonnebornBerger.mca().forfeitWins());
    assertEquals(SonnebornBerger.bigRapids(), SonnebornBerger.uscf());
    assertEquals("SB", SonnebornBerger.uscf().code());
    assertEquals("Sonneborn-Berger", SonnebornBerger.uscf().name());
    assertThrows(NullPointerException.class,
        () -> new SonnebornBerger(null, SonnebornBergerForfeits.COUNT_NOTHING));
    assertThrows(NullPointerException.class,
        () -> new SonnebornBerger(SonnebornBergerScores.FINAL, null));
  }
}
