package org.tiebreak.testkit.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tiebreak.testkit.rules.Texts.notes;
import static org.tiebreak.testkit.rules.ValueRuleFixtures.decidedBy;
import static org.tiebreak.testkit.rules.ValueRuleFixtures.order;
import static org.tiebreak.testkit.rules.ValueRuleFixtures.places;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tiebreak.api.Format;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.RoundResult;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.Score;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.rule.GroupOrder;
import org.tiebreak.api.rule.TiebreakContext;
import org.tiebreak.api.rule.TiedGroup;
import org.tiebreak.api.rule.ValueRule;
import org.tiebreak.api.standings.Explanation;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.core.TiebreakEngine;
import org.tiebreak.core.rules.Forfeits;
import org.tiebreak.core.rules.Tiebreaks;
import org.tiebreak.rulesets.bigrapids.BigRapids;
import org.tiebreak.testkit.Crosstables;
import org.tiebreak.testkit.EngineContexts;

/** Tests for {@link Tiebreaks#headToHead} (Big Rapids round-robin tie-break 2). */
class HeadToHeadTests {

  static final Ruleset H2H = Ruleset.builder().name("h2h").addRules(BigRapids.headToHead())
      .build();

  static final Ruleset SB_THEN_H2H = Ruleset.builder().name("sb-h2h")
      .addRules(new FinalScoreSonnebornBerger(), BigRapids.headToHead()).build();

  /**
   * Sonneborn-Berger on the opponents' final scores, nothing for unplayed games (the Big Rapids
   * round-robin tie-break 1), written here so the head-to-head examples can show the tie it
   * leaves.
   */
  record FinalScoreSonnebornBerger() implements ValueRule {
    @Override
    public String code() {
      return "SB";
    }

    @Override
    public String name() {
      return "Sonneborn-Berger (test)";
    }

    @Override
    public Score value(int player, TiebreakContext context) {
      Score sum = Score.ZERO;
      for (RoundResult result : context.results(player)) {
        if (result.kind() == ResultKind.WIN) {
          sum = sum.plus(context.score(result.opponent().getAsInt()));
        } else if (result.kind() == ResultKind.DRAW) {
          sum = sum.plus(context.score(result.opponent().getAsInt()).dividedBy(2));
        }
      }
      return sum;
    }
  }

  /**
   * Big Rapids head-to-head example 1, a four-player round robin: Evan (1) beat Gus and lost to
   * Faith and Hillary (1); Faith (2) drew Hillary and beat Gus and Evan (2.5); Gus (3) lost all
   * (0); Hillary (4) drew Faith and beat Gus and Evan (2.5). The round order is not in the text.
   */
  static Tournament bigRapidsExample1() {
    return Crosstables.parse("""
        1 Evan    1.0 W3w L2w L4w
        2 Faith   2.5 D4w W1b W3w
        3 Gus     0.0 L1b L4w L2b
        4 Hillary 2.5 D2b W3b W1b
        """, 3, Format.ROUND_ROBIN);
  }

  /**
   * Big Rapids head-to-head example 2. The text gives only that in a six-player round robin
   * Marissa and Roy tie for first with equal Sonneborn-Berger and Marissa beat Roy; this
   * crosstable (constructed for the test, Berger pairing tables) fits it:
   *
   * <pre>
   *   no  name     1  2  3  4  5  6   pts  SB
   *   1   Marissa  .  1  ½  0  1  1   3.5  7.25 (Roy 3.5 + Anna 2.5/2 + Cleo 1.5 + Dan 1)
   *   2   Roy      0  .  1  1  ½  1   3.5  7.25 (Anna 2.5 + Ben 3 + Cleo 1.5/2 + Dan 1)
   *   3   Anna     ½  0  .  1  1  0   2.5
   *   4   Ben      1  0  0  .  1  1   3
   *   5   Cleo     0  ½  0  0  .  1   1.5
   *   6   Dan      0  0  1  0  0  .   1
   * </pre>
   */
  static Tournament bigRapidsExample2() {
    return Crosstables.parse("""
        1 Marissa 3.5 W6w W2w D3b L4w W5b
        2 Roy     3.5 D5w L1b W6w W3w W4b
        3 Anna    2.5 W4w W5b D1w L2b L6w
        4 Ben     3.0 L3b W6b W5w W1b L2w
        5 Cleo    1.5 D2b L3w L4b W6b L1w
        6 Dan     1.0 L1b L4w L2b L5w W3b
        """, 5, Format.ROUND_ROBIN);
  }

  @Test
  void h2h_bigRapidsExample1_drawLeavesFaithAndHillaryTied() {
    Standings standings = TiebreakEngine.rank(bigRapidsExample1(), H2H);
    assertEquals(List.of(2, 4, 1, 3), order(standings));
    assertEquals(List.of("1-2", "1-2", "3", "4"), places(standings));
    assertEquals(List.of("", "", "", ""), decidedBy(standings));
    assertEquals(Score.parse("2.5"), standings.row(2).score());
    assertEquals(Score.HALF, standings.row(2).values().get("H2H"));
    assertEquals(Score.HALF, standings.row(4).values().get("H2H"));
    assertTrue(standings.compare(2, 4).tied());
    assertEquals(List.of("0.5 to 0.5 against player 4: the tie stands"),
        notes(standings.explain(2, "H2H")));
  }

  @Test
  void h2h_bigRapidsExample1_sonnebornBergerIsEqualToo() {
    Standings standings = TiebreakEngine.rank(bigRapidsExample1(), SB_THEN_H2H);
    assertEquals(Score.parse("2.25"), standings.row(2).values().get("SB"));
    assertEquals(Score.parse("2.25"), standings.row(4).values().get("SB"));
    assertEquals(List.of("1-2", "1-2", "3", "4"), places(standings));
  }

  @Test
  void h2h_bigRapidsExample2_marissaBeatRoy() {
    Standings standings = TiebreakEngine.rank(bigRapidsExample2(), SB_THEN_H2H);
    assertEquals(List.of(1, 2, 4, 3, 5, 6), order(standings));
    assertEquals(List.of("1", "2", "3", "4", "5", "6"), places(standings));
    assertEquals("H2H", standings.rows().get(0).decidedBy().orElseThrow());
    assertEquals(Score.parse("7.25"), standings.row(1).values().get("SB"));
    assertEquals(Score.parse("7.25"), standings.row(2).values().get("SB"));
    assertEquals(Score.ONE, standings.row(1).values().get("H2H"));
    assertEquals(Score.ZERO, standings.row(2).values().get("H2H"));
    Standings.Comparison comparison = standings.compare(2, 1);
    assertEquals(1, comparison.higher());
    assertEquals("H2H", comparison.rule().orElseThrow());
    Explanation explanation = standings.explain(1, "H2H");
    assertEquals(Score.ONE, explanation.value().orElseThrow());
    assertEquals("round 2, W, opponent 2, adds 1, total 1",
        explanation.lines().get(0).toString());
    assertEquals(List.of("1 to 0 against player 2: ranks first"), notes(explanation));
    assertEquals(List.of("0 to 1 against player 1: ranks second"),
        notes(standings.explain(2, "H2H")));
  }

  @Test
  void h2h_threeTied_leftTied() {
    Tournament cycle = Crosstables.parse("""
        1 A 1.0 W2w A   L3b
        2 B 1.0 L1b W3w A
        3 C 1.0 A   L2b W1w
        """, 3, Format.ROUND_ROBIN);
    Standings standings = TiebreakEngine.rank(cycle, H2H);
    assertEquals(List.of("1-3", "1-3", "1-3"), places(standings));
    assertFalse(standings.row(1).values().containsKey("H2H"));
    assertEquals(List.of("not applied: head-to-head is defined for two tied players, and 3 are "
        + "tied: 1, 2, 3"), notes(standings.explain(1, "H2H")));
  }

  @Test
  void h2h_threeTied_leftTiedEvenIfOneBeatBoth() {
    Tournament tournament = ResultBetweenTiedPlayersTests.threeTied();
    GroupOrder result = BigRapids.headToHead()
        .order(new TiedGroup(List.of(1, 2, 3), 1), EngineContexts.of(tournament));
    assertEquals(List.of(List.of(1, 2, 3)), result.groups());
    assertEquals(Map.of(), result.values());
  }

  @Test
  void h2h_doubleRoundRobin_sumOfBothGames() {
    Standings standings = TiebreakEngine.rank(ResultBetweenTiedPlayersTests.doubleRoundRobin(),
        H2H);
    assertEquals(List.of(1, 2, 3, 4), order(standings));
    assertEquals("H2H", standings.row(1).decidedBy().orElseThrow());
    assertEquals(Score.parse("1.5"), standings.row(1).values().get("H2H"));
    assertEquals(Score.HALF, standings.row(2).values().get("H2H"));
    List<String> lines = new ArrayList<>();
    standings.explain(1, "H2H").lines().forEach(line -> lines.add(line.toString()));
    assertEquals(List.of("round 1, W, opponent 2, adds 1, total 1",
        "round 4, D, opponent 2, adds 0.5, total 1.5"), lines);
  }

  @Test
  void h2h_neverMet_leftTiedWithoutValues() {
    Tournament tournament = Crosstables.parse("""
        1 P1 1.0 W3w L3b
        2 P2 1.0 W4w L4b
        3 P3 1.0 L1b W1w
        4 P4 1.0 L2b W2w
        """, 2);
    Standings standings = TiebreakEngine.rank(tournament, H2H);
    assertEquals(List.of("1-4", "1-4", "1-4", "1-4"), places(standings));
    GroupOrder result = BigRapids.headToHead()
        .order(new TiedGroup(List.of(1, 2), 1), EngineContexts.of(tournament));
    assertEquals(List.of(List.of(1, 2)), result.groups());
    assertEquals(Map.of(), result.values());
    Explanation explanation = BigRapids.headToHead()
        .explain(1, new TiedGroup(List.of(1, 2), 1), EngineContexts.of(tournament));
    assertEquals(List.of("never played player 2: the tie stands"), notes(explanation));
    assertTrue(explanation.value().isEmpty());
  }

  @Test
  void h2h_forfeit_ignoredUnlessCounted() {
    Tournament tournament = ResultBetweenTiedPlayersTests.forfeitBetweenTied();
    Standings ignored = TiebreakEngine.rank(tournament, H2H);
    assertEquals(List.of("1", "2-3", "2-3", "4"), places(ignored));
    assertFalse(ignored.row(1).values().containsKey("H2H"));
    assertEquals("a forfeit is not a game played: not counted",
        ignored.explain(1, "H2H").lines().get(0).adjustment().orElseThrow().toString());

    Ruleset counting = Ruleset.builder().name("h2h-forfeits")
        .addRules(Tiebreaks.headToHead(Forfeits.COUNTED_AS_GAMES)).build();
    Standings counted = TiebreakEngine.rank(tournament, counting);
    assertEquals(List.of(4, 1, 2, 3), order(counted));
    assertEquals(List.of("1", "2", "3", "4"), places(counted));
    assertEquals("H2H", counted.row(1).decidedBy().orElseThrow());
    assertEquals(Score.ONE, counted.row(1).values().get("H2H"));
    assertEquals(Score.ZERO, counted.row(2).values().get("H2H"));
  }

  @Test
  void h2h_sameAnswerWhateverTheOrderOfThePlayers() {
    var context = EngineContexts.of(bigRapidsExample2());
    GroupOrder forward = BigRapids.headToHead().order(new TiedGroup(List.of(1, 2), 1), context);
    GroupOrder backward = BigRapids.headToHead().order(new TiedGroup(List.of(2, 1), 1), context);
    assertEquals(List.of(List.of(1), List.of(2)), forward.groups());
    assertEquals(forward.groups(), backward.groups());
    assertEquals(forward.values(), backward.values());
  }

  @Test
  void h2h_codeNameAndVariant() {
    assertEquals("H2H", BigRapids.headToHead().code());
    assertEquals("Head-to-head", BigRapids.headToHead().name());
    assertEquals(Tiebreaks.headToHead(Forfeits.NOT_COUNTED), BigRapids.headToHead());
    assertThrows(NullPointerException.class, () -> Tiebreaks.headToHead(null));
  }
}
