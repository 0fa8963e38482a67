package org.tiebreak.testkit.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.Score;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.rule.ValueRule;
import org.tiebreak.api.standings.Explanation;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.core.TiebreakEngine;
import org.tiebreak.core.rules.CumulativeDeduction;
import org.tiebreak.core.rules.MinusScoreDrop;
import org.tiebreak.core.rules.OpponentUnplayed;
import org.tiebreak.core.rules.OwnUnplayed;
import org.tiebreak.core.rules.Tiebreaks;
import org.tiebreak.rulesets.mca.Mca;
import org.tiebreak.rulesets.uscf.Uscf;
import org.tiebreak.testkit.OpponentScenario;

/**
 * The worked examples of the USCF, Big Rapids and WinTD texts for Modified Median, Solkoff,
 * Cumulative and Cumulative of Opposition, and the variations the texts disagree on.
 */
class UscfDefaultRulesTests {

  static Score value(ValueRule rule, Tournament tournament, int player) {
    Standings standings = TiebreakEngine.rank(tournament,
        Ruleset.builder().name("test").addRules(rule).build());
    return standings.row(player).values().get(rule.code());
  }

  static List<Integer> order(Tournament tournament, ValueRule... rules) {
    Standings standings = TiebreakEngine.rank(tournament,
        Ruleset.builder().name("test").addRules(rules).build());
    return standings.rows().stream().map(row -> row.player().startNumber())
        .collect(Collectors.toList());
  }

  @Nested
  class BigRapids {
    // Modified Median example 1 and Solkoff example 1: Adam and Barbara, 4 of 5.
    final OpponentScenario scenario = new OpponentScenario(5);
    final int adam = scenario.focal("Adam", "W:WLLL", "W:WWLL", "W:WWWL", "W:WWWD", "L:WWWL");
    final int barbara = scenario.focal("Barbara",
        "W:WWLL", "W:WWLD", "W:WWWL", "W:WWWL", "L:WWWL");
    final Tournament event = scenario.build();

    @Test
    void modifiedMedian_example1_doesNotBreakTheTie() {
      assertEquals(Score.parse("12.5"), value(Uscf.modifiedMedian(), event, adam));
      assertEquals(Score.parse("12.5"), value(Uscf.modifiedMedian(), event, barbara));
    }

    /**
     * Erratum: the Big Rapids text gives Adam 14.5 and Barbara 13.5, adding each player's list of
     * opponents' scores to the other's name. From the lists it states, Adam's Solkoff is
     * 1 + 2 + 3 + 3.5 + 4 = 13.5 and Barbara's 2 + 2.5 + 3 + 3 + 4 = 14.5, so Barbara wins.
     */
    @Test
    void solkoff_example1_withTheTextsSwapCorrected() {
      assertEquals(Score.parse("13.5"), value(Uscf.solkoff(), event, adam));
      assertEquals(Score.parse("14.5"), value(Uscf.solkoff(), event, barbara));
      List<Integer> order = order(event, Uscf.modifiedMedian(), Uscf.solkoff());
      assertTrue(order.indexOf(barbara) < order.indexOf(adam));
    }

    /**
     * Modified Median example 2: Calvin's 6-point opponent had a full-point bye in round 1 and
     * counts 5.5. Erratum: the text ends "higher than Jane's"; it means Calvin's.
     */
    @Test
    void modifiedMedian_example2_byeCountsHalf() {
      OpponentScenario s = new OpponentScenario(7);
      int calvin = s.focal("Calvin", "W:WWLLLL", "W:WWLLLL", "W:WWWDLL", "W:WWWWLL",
          "W:WWWWWL", "W:WWWWWL", "W:FWWWWW");
      int debrah = s.focal("Debrah", "W:WLLLLL", "W:WWLLLD", "W:WWWWLL", "W:WWWWLL",
          "W:WWWWWL", "W:WWWWWD", "W:WWWWWW");
      Tournament t = s.build();
      assertEquals(Score.of(25), value(Uscf.modifiedMedian(), t, calvin));
      assertEquals(Score.of(27), value(Uscf.modifiedMedian(), t, debrah));
      assertEquals(List.of(debrah, calvin), order(t, Uscf.modifiedMedian()).subList(0, 2));
    }

    @Test
    void solkoff_example2_fullPointByeOfOpponentCountsHalf() {
      OpponentScenario s = new OpponentScenario(3);
      int eric = s.focal("Eric", "W:WL", "W:WW", "D:WW");
      int francis = s.focal("Francis", "W:FL", "W:WW", "D:WW");
      Tournament t = s.build();
      assertEquals(Score.parse("5.5"), value(Uscf.solkoff(), t, eric));
      assertEquals(Score.of(5), value(Uscf.solkoff(), t, francis));
    }

    @Test
    void cumulative_example1_georgeAheadOfHelen() {
      OpponentScenario s = new OpponentScenario(3);
      int george = s.focal("George", "W:LL", "D:DD", "W:LL");
      int helen = s.focal("Helen", "D:DD", "W:LL", "W:LL");
      Tournament t = s.build();
      assertEquals(Score.of(5), value(Mca.cumulative(), t, george));
      assertEquals(Score.parse("4.5"), value(Mca.cumulative(), t, helen));
    }

    @Test
    void cumulative_example2_byeSubtractsOnePoint() {
      OpponentScenario s = new OpponentScenario(5);
      int jennifer = s.focal("Jennifer", "F", "W:LLLL", "L:WWWW", "W:LLLL", "W:LLLL");
      int kelly = s.focal("Kelly", "W:LLLL", "W:LLLL", "L:WWWW", "W:LLLL", "W:LLLL");
      Tournament t = s.build();
      assertEquals(Score.of(11), value(Mca.cumulative(), t, jennifer));
      assertEquals(Score.of(12), value(Mca.cumulative(), t, kelly));
    }
  }

  @Nested
  class UscfText {
    @Test
    void adjustedScore_withdrawnOpponent_countsHalfPerUnplayedRound() {
      OpponentScenario s = new OpponentScenario(5);
      int player = s.focal("Player", "W:LLLL", "W:LLLL", "W:WWXX", "W:LLLL", "W:LLLL");
      Tournament t = s.build();
      Explanation explanation = TiebreakEngine.rank(t,
          Ruleset.builder().name("t").addRules(Uscf.solkoff()).build()).explain(player, "SOLK");
      Explanation.Line round3 = explanation.lines().get(2);
      assertEquals(Score.of(2), round3.opponentScore().orElseThrow());
      assertEquals(Score.of(3), round3.usedScore().orElseThrow(), "1 + 1 + 0 + 0.5 + 0.5");
      assertEquals("2 unplayed rounds of the opponent counted as ½ each",
          round3.adjustment().orElseThrow().toString());
    }

    @Test
    void cumulative_textExamples() {
      OpponentScenario s = new OpponentScenario(5);
      int first = s.focal("A", "W:LLLL", "L:WWWW", "W:LLLL", "D:DDDD", "L:WWWW");
      int second = s.focal("B", "W:LLLL", "W:LLLL", "D:DDDD", "L:WWWW", "L:WWWW");
      Tournament t = s.build();
      assertEquals(Score.of(9), value(Uscf.cumulative(), t, first));
      assertEquals(Score.parse("10.5"), value(Uscf.cumulative(), t, second));
    }

    @Test
    void cumulative_halfPointBye_subtractsHalfInUscfButNotInMca() {
      OpponentScenario s = new OpponentScenario(3);
      int player = s.focal("P", "H", "W:LL", "W:LL");
      Tournament t = s.build();
      assertEquals(Score.of(4), value(Uscf.cumulative(), t, player), "0.5 + 1.5 + 2.5 - 0.5");
      assertEquals(Score.parse("4.5"), value(Mca.cumulative(), t, player));
      assertEquals(Score.parse("4.5"),
          value(Tiebreaks.cumulative(CumulativeDeduction.NONE), t, player));
    }

    @Test
    void cumulative_forfeitWin_subtractsOne() {
      OpponentScenario s = new OpponentScenario(3);
      int player = s.focal("P", "+:LL", "W:LL", "L:WW");
      assertEquals(Score.of(4), value(Uscf.cumulative(), s.build(), player), "1 + 2 + 2 - 1");
    }

    @Test
    void modifiedMedian_ownUnplayedRound_isAnOpponentWithZero() {
      OpponentScenario s = new OpponentScenario(4);
      int player = s.focal("P", "H", "W:WWW", "W:WWL", "D:DDD");
      Tournament t = s.build();
      // plus score 3 of 4, opponents 0 (own bye), 3, 2, 2: the bye is the one dropped.
      assertEquals(Score.of(7), value(Uscf.modifiedMedian(), t, player), "3 + 2 + 2");
      assertEquals(Score.of(7), value(Uscf.solkoff(), t, player));
      assertEquals(Score.of(5), value(Tiebreaks.modifiedMedian(MinusScoreDrop.HIGHEST, 9,
          OpponentUnplayed.COUNT_HALF, OwnUnplayed.IGNORED), t, player), "3 + 2: a 2 dropped");
    }
  }

  @Nested
  class Variations {
    // A minus score: 1 of 4, opponents 1, 2, 3, 4.
    final OpponentScenario scenario = new OpponentScenario(4);
    final int minus = scenario.focal("Minus", "W:WLL", "L:WLL", "L:WWL", "L:WWW");
    final int even = scenario.focal("Even", "W:WLL", "W:WWL", "L:WWL", "L:WWW");
    final Tournament event = scenario.build();

    @Test
    void modifiedMedian_minusScore_dropsHighestInUscf() {
      assertEquals(Score.of(6), value(Uscf.modifiedMedian(), event, minus), "1 + 2 + 3");
    }

    @Test
    void modifiedMedian_minusScore_dropsLowestInMca() {
      assertEquals(Score.of(9), value(Mca.modifiedMedian(), event, minus), "2 + 3 + 4");
    }

    @Test
    void modifiedMedian_evenScore_dropsBothEnds() {
      assertEquals(Score.of(5), value(Uscf.modifiedMedian(), event, even), "2 + 3");
      assertEquals(Score.of(5), value(Mca.modifiedMedian(), event, even));
      assertEquals(Score.of(5), value(Uscf.median(), event, even));
      assertEquals(Score.of(5), value(Uscf.median(), event, minus));
    }

    @Test
    void modifiedMedian_nineRounds_dropsTwo() {
      OpponentScenario s = new OpponentScenario(9);
      String[] specs = new String[9];
      for (int r = 0; r < 9; r++) {
        // opponents scoring 1..9, the focal player beats the first six and loses the rest
        int others = r + (r < 6 ? 1 : 0);
        specs[r] = (r < 6 ? "W:" : "L:") + "W".repeat(others) + "L".repeat(8 - others);
      }
      int player = s.focal("P", specs);
      Tournament t = s.build();
      assertEquals(Score.of(6), t.score(player));
      assertEquals(Score.of(45), value(Uscf.solkoff(), t, player));
      assertEquals(Score.of(42), value(Uscf.modifiedMedian(), t, player), "45 - 1 - 2");
      assertEquals(Score.of(44), value(Mca.modifiedMedian(), t, player), "no nine-round rule");
      assertEquals(Score.of(25), value(Uscf.median(), t, player), "45 - 1 - 2 - 8 - 9");
      assertEquals(Score.of(44), value(
          Tiebreaks.modifiedMedian(MinusScoreDrop.HIGHEST, 0, OpponentUnplayed.COUNT_HALF,
              OwnUnplayed.ZERO_OPPONENT), t, player), "one cut whatever the rounds");
    }

    @Test
    void winTdExample_solkoffAndModifiedMedian() {
      OpponentScenario s = new OpponentScenario(5);
      int a = s.focal("A", "W:LLLL", "W:WWWL", "W:WWWL", "W:WWWW", "L:WWWW");
      int b = s.focal("B", "W:WWWL", "W:WWLL", "L:WWWW", "W:WWWL", "W:WWWL");
      Tournament t = s.build();
      assertEquals(Score.of(15), value(Uscf.solkoff(), t, a));
      assertEquals(Score.of(16), value(Uscf.solkoff(), t, b));
      assertEquals(Score.of(15), value(Uscf.modifiedMedian(), t, a));
      assertEquals(Score.of(14), value(Uscf.modifiedMedian(), t, b));
    }

    @Test
    void cumulativeOfOpposition_sumsOpponentsCumulative_ownByeAddsZero() {
      OpponentScenario s = new OpponentScenario(3);
      int player = s.focal("P", "F", "W:WL", "D:DW");
      Tournament t = s.build();
      // opponent of round 2: W (r1), L to P (r2), L (r3): running 1, 1, 1 = 3;
      // opponent of round 3: D (r1), W (r2), D with P (r3): running 0.5, 1.5, 2 = 4.
      assertEquals(Score.of(7), value(Uscf.cumulativeOfOpposition(), t, player));
    }
  }
}
