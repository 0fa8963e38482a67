package org.tiebreak.testkit.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.tiebreak.testkit.rules.Texts.notes;
import static org.tiebreak.testkit.rules.ValueRuleFixtures.order;
import static org.tiebreak.testkit.rules.ValueRuleFixtures.places;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.Score;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.rule.TiebreakContext;
import org.tiebreak.api.rule.ValueRule;
import org.tiebreak.api.standings.Explanation;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.core.TiebreakEngine;
import org.tiebreak.core.rules.Tiebreaks;
import org.tiebreak.rulesets.mca.Mca;
import org.tiebreak.rulesets.uscf.Uscf;
import org.tiebreak.testkit.Crosstables;
import org.tiebreak.testkit.EngineContexts;

/** Tests for {@link Tiebreaks#actualPlayPrecedence} (the MCA 2001 and Big Rapids preamble). */
class ActualPlayPrecedenceTests {

  /**
   * X (1) and Y (2) tie on 1 of 3. X's point is a full-point bye in round 1, then X lost to the
   * two strongest players S1 (3) and S2 (4), 3 points each; Y's point is a win over W1 (7, 0
   * points), then Y lost to M1 (5) and M2 (6), 2 points each. Solkoff (USCF) favours X: 0 for
   * the bye + 3 + 3 = 6 against Y's 0 + 2 + 2 = 4. Player 8 is absent in round 1.
   */
  static Tournament byeAgainstWin() {
    return Crosstables.parse("""
        1 P1 1.0 F   L3b L4b
        2 P2 1.0 W7w L5b L6b
        3 P3 3.0 W5w W1w W8w
        4 P4 3.0 W6w W7w W1w
        5 P5 2.0 L3b W2w W7w
        6 P6 2.0 L4b W8w W2w
        7 P7 0.0 L2b L4b L5b
        8 P8 0.0 A   L6b L3b
        """, 3);
  }

  @Test
  void play_byePointRanksBelowWinPoint_beforeAnyOtherRule() {
    Ruleset withPrecedence = Ruleset.builder().name("mca-like")
        .addPrecedences(Mca.actualPlayPrecedence()).addRules(Uscf.solkoff()).build();
    Standings standings = TiebreakEngine.rank(byeAgainstWin(), withPrecedence);
    assertEquals(List.of(2, 1), order(standings).subList(4, 6));
    assertEquals("5", standings.row(2).place());
    assertEquals("6", standings.row(1).place());
    assertEquals("PLAY", standings.row(2).decidedBy().orElseThrow());
    assertEquals(Score.ONE, standings.row(2).values().get("PLAY"));
    assertEquals(Score.ZERO, standings.row(1).values().get("PLAY"));
    assertEquals(Score.of(4), standings.row(2).values().get("SOLK"));
    assertEquals(Score.of(6), standings.row(1).values().get("SOLK"));
    assertEquals("PLAY", standings.compare(1, 2).rule().orElseThrow());

    Ruleset without = Ruleset.builder().name("solkoff").addRules(Uscf.solkoff()).build();
    Standings plain = TiebreakEngine.rank(byeAgainstWin(), without);
    assertEquals(List.of(1, 2), order(plain).subList(4, 6),
        "without the precedence Solkoff puts the bye above the win");
    assertEquals("SOLK", plain.row(1).decidedBy().orElseThrow());
  }

  @Test
  void play_actualPlayScorers_notSeparated() {
    Ruleset onlyPlay = Ruleset.builder().name("play")
        .addPrecedences(Mca.actualPlayPrecedence()).build();
    Standings standings = TiebreakEngine.rank(byeAgainstWin(), onlyPlay);
    assertEquals(List.of("1-2", "1-2", "3-4", "3-4", "5", "6", "7-8", "7-8"),
        places(standings));
    assertEquals(Score.ONE, standings.row(3).values().get("PLAY"));
    assertEquals(Score.ONE, standings.row(4).values().get("PLAY"));
    assertEquals(Score.ONE, standings.row(7).values().get("PLAY"), "no points at all: 1");
    assertEquals(Score.ONE, standings.row(8).values().get("PLAY"), "no points at all: 1");
  }

  @Test
  void play_values_byKindOfPoints() {
    // 1: ½ bye, draw; 2: ½ bye, loss; 3: forfeit win, loss; 4: forfeit loss, win;
    // 5: two draws; 6: draw, win.
    Tournament tournament = Crosstables.parse("""
        1 P1 1.0 H   D5w
        2 P2 0.5 H   L4b
        3 P3 1.0 +4w L6w
        4 P4 1.0 -3b W2w
        5 P5 1.0 D6w D1b
        6 P6 1.5 D5b W3b
        """, 2);
    TiebreakContext context = EngineContexts.of(tournament);
    ValueRule rule = Mca.actualPlayPrecedence();
    assertEquals(Score.ONE, rule.value(1, context), "a draw over the board");
    assertEquals(Score.ZERO, rule.value(2, context), "only a half-point bye");
    assertEquals(Score.ZERO, rule.value(3, context), "only a forfeit win");
    assertEquals(Score.ONE, rule.value(4, context), "a win over the board");
    assertEquals(Score.ONE, rule.value(5, context), "two draws");
    assertEquals(Score.ONE, rule.value(6, context), "a draw and a win");
  }

  @Test
  void play_explain_pointsOverTheBoardAndUnplayed() {
    Ruleset ruleset = Ruleset.builder().name("mca-like")
        .addPrecedences(Mca.actualPlayPrecedence()).addRules(Uscf.solkoff()).build();
    Standings standings = TiebreakEngine.rank(byeAgainstWin(), ruleset);
    Explanation x = standings.explain(1, "PLAY");
    assertEquals(Score.ZERO, x.value().orElseThrow());
    List<String> lines = new ArrayList<>();
    x.lines().forEach(line -> lines.add(line.toString()));
    assertEquals(List.of("round 1, full-point bye, (scored without playing), adds 1",
        "round 2, L, opponent 3, adds 0", "round 3, L, opponent 4, adds 0"), lines);
    assertEquals(List.of("0 scored over the board, 1 from unplayed rounds",
        "the whole score is from unplayed rounds: ranks below a tied player who scored in "
            + "actual play"), notes(x));
    Explanation y = standings.explain(2, "PLAY");
    assertEquals(Score.ONE, y.value().orElseThrow());
    assertEquals(List.of("1 scored over the board, 0 from unplayed rounds",
        "scored in actual play: ranks above a tied player whose whole score is unplayed"),
        notes(y));
  }

  @Test
  void play_codeAndName() {
    assertEquals("PLAY", Mca.actualPlayPrecedence().code());
    assertEquals("Actual-play precedence", Mca.actualPlayPrecedence().name());
    assertEquals(Tiebreaks.actualPlayPrecedence(), Mca.actualPlayPrecedence());
  }
}
