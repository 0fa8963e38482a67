package org.tiebreak.testkit.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.tiebreak.testkit.rules.Texts.notes;
import static org.tiebreak.testkit.rules.ValueRuleFixtures.decidedBy;
import static org.tiebreak.testkit.rules.ValueRuleFixtures.order;
import static org.tiebreak.testkit.rules.ValueRuleFixtures.places;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.tiebreak.api.Format;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.Score;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.rule.GroupOrder;
import org.tiebreak.api.rule.GroupRule;
import org.tiebreak.api.rule.TiebreakContext;
import org.tiebreak.api.rule.TiedGroup;
import org.tiebreak.api.standings.Explanation;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.core.TiebreakEngine;
import org.tiebreak.core.rules.Forfeits;
import org.tiebreak.core.rules.Tiebreaks;
import org.tiebreak.rulesets.bigrapids.BigRapids;
import org.tiebreak.rulesets.mca.Mca;
import org.tiebreak.rulesets.uscf.Uscf;
import org.tiebreak.testkit.Crosstables;
import org.tiebreak.testkit.EngineContexts;

/**
 * Tests for {@link Tiebreaks#resultBetweenTiedPlayers} (USCF 34E5, MCA, Big Rapids SS
 * tie-break 4).
 */
class ResultBetweenTiedPlayersTests {

  static final Ruleset TIED = Ruleset.builder().name("tied")
      .addRules(Mca.resultBetweenTiedPlayers()).build();

  /**
   * The text's "3-1 is plus two and beats 1-0 which is plus one". Three tied players who meet
   * once each cannot produce a 3-1 record, so five tie on 3 of 5: A (1) beat C, D, E and lost to
   * B (3-1, +2); B (2) met only A among them and won (1-0, +1); C, D, E (3-5) each lost to A
   * only (-1). Players 6-15 are opponents outside the tie (at most 1 point each).
   */
  static Tournament threeOneAgainstOneZero() {
    return Crosstables.parse("""
         1 P1  3.0 W3w  W4w  W5w  L2b  L9b
         2 P2  3.0 W6w  L7b  L8b  W1w  W10w
         3 P3  3.0 L1b  W6w  W7w  W8w  L11b
         4 P4  3.0 W9w  L1b  W10w W11w L12b
         5 P5  3.0 W12w W13w L1b  W14w L15b
         6 P6  0.0 L2b  L3b  A    A    A
         7 P7  1.0 A    W2w  L3b  A    A
         8 P8  1.0 A    A    W2w  L3b  A
         9 P9  1.0 L4b  A    A    A    W1w
        10 P10 0.0 A    A    L4b  A    L2b
        11 P11 1.0 A    A    A    L4b  W3w
        12 P12 1.0 L5b  A    A    A    W4w
        13 P13 0.0 A    L5b  A    A    A
        14 P14 0.0 A    A    A    L5b  A
        15 P15 1.0 A    A    A    A    W5w
        """, 5);
  }

  /**
   * Four tie on 2 of 4, and not all met: A (1) beat C and D and lost to B (2-1, +1); B (2) met
   * only A and won (1-0, +1); C (3) and D (4) each lost to A only and never met each other (-1).
   */
  static Tournament fourTiedNotAllMet() {
    return Crosstables.parse("""
         1 P1  2.0 W3w  W4w  L2b  L10b
         2 P2  2.0 W5w  L6b  W1w  L7b
         3 P3  2.0 L1b  W5w  W6w  L8b
         4 P4  2.0 W6w  L1b  W7w  L9b
         5 P5  0.0 L2b  L3b  A    A
         6 P6  1.0 L4b  W2w  L3b  A
         7 P7  1.0 A    A    L4b  W2w
         8 P8  1.0 A    A    A    W3w
         9 P9  1.0 A    A    A    W4w
        10 P10 1.0 A    A    A    W1w
        """, 4);
  }

  /** Three tie on 2 of 4: A (1) beat B and C (+2), B (2) lost to A and beat C (0), C (3) -2. */
  static Tournament threeTied() {
    return Crosstables.parse("""
        1 P1 2.0 W2w W3w L6b L8b
        2 P2 2.0 L1b W5w W3w L9b
        3 P3 2.0 W4w L1b L2b W7w
        4 P4 0.0 L3b A   A   A
        5 P5 0.0 A   L2b A   A
        6 P6 1.0 A   A   W1w A
        7 P7 0.0 A   A   A   L3b
        8 P8 1.0 A   A   A   W1w
        9 P9 1.0 A   A   A   W2w
        """, 4);
  }

  @Test
  void tied_threeOneIsPlusTwo_beatsOneZeroPlusOne() {
    Standings standings = TiebreakEngine.rank(threeOneAgainstOneZero(), TIED);
    assertEquals(List.of(1, 2, 3, 4, 5), order(standings).subList(0, 5));
    assertEquals(List.of("1", "2", "3-5", "3-5", "3-5"), places(standings).subList(0, 5));
    assertEquals(List.of("TIED", "TIED", "", "", ""), decidedBy(standings).subList(0, 5));
    assertEquals(Score.of(3), standings.row(1).score());
    assertEquals(Score.of(2), standings.row(1).values().get("TIED"));
    assertEquals(Score.of(1), standings.row(2).values().get("TIED"));
    assertEquals(Score.of(-1), standings.row(3).values().get("TIED"));
    assertEquals(Score.of(-1), standings.row(4).values().get("TIED"));
    assertEquals(Score.of(-1), standings.row(5).values().get("TIED"));
    assertEquals("TIED", standings.compare(2, 1).rule().orElseThrow(),
        "A ranks above B although B beat A: +2 beats +1");
  }

  @Test
  void tied_threeTiedPlayers_orderedByPlusMinus() {
    Standings standings = TiebreakEngine.rank(threeTied(), TIED);
    assertEquals(List.of(1, 2, 3), order(standings).subList(0, 3));
    assertEquals(List.of("1", "2", "3"), places(standings).subList(0, 3));
    assertEquals(List.of("TIED", "TIED", ""), decidedBy(standings).subList(0, 3));
    assertEquals(Score.of(2), standings.row(1).values().get("TIED"));
    assertEquals(Score.ZERO, standings.row(2).values().get("TIED"));
    assertEquals(Score.of(-2), standings.row(3).values().get("TIED"));
  }

  @Test
  void tied_fourTiedNotAllMet_plusMinusNotPercentage() {
    Standings standings = TiebreakEngine.rank(fourTiedNotAllMet(), TIED);
    assertEquals(List.of(1, 2, 3, 4), order(standings).subList(0, 4));
    assertEquals(List.of("1-2", "1-2", "3-4", "3-4"), places(standings).subList(0, 4));
    assertEquals(List.of("", "TIED", "", ""), decidedBy(standings).subList(0, 4));
    assertEquals(Score.of(1), standings.row(1).values().get("TIED"), "2-1 is +1");
    assertEquals(Score.of(1), standings.row(2).values().get("TIED"),
        "1-0 is +1 too: 100% does not beat 67%");
    assertEquals(Score.of(-1), standings.row(3).values().get("TIED"));
    assertEquals(Score.of(-1), standings.row(4).values().get("TIED"));
  }

  @Test
  void tied_thenHeadToHead_splitsWhatPlusMinusLeaves() {
    Ruleset ruleset = Ruleset.builder().name("tied-then-h2h")
        .addRules(Mca.resultBetweenTiedPlayers(), BigRapids.headToHead()).build();
    Standings standings = TiebreakEngine.rank(fourTiedNotAllMet(), ruleset);
    assertEquals(List.of(2, 1, 3, 4), order(standings).subList(0, 4));
    assertEquals(List.of("1", "2", "3-4", "3-4"), places(standings).subList(0, 4));
    assertEquals(List.of("H2H", "TIED", "", ""), decidedBy(standings).subList(0, 4));
    assertEquals(Score.ONE, standings.row(2).values().get("H2H"));
    assertEquals(Score.ZERO, standings.row(1).values().get("H2H"));
    assertFalse(standings.row(3).values().containsKey("H2H"), "C and D never met");
  }

  @Test
  void tied_valuesInsideAGroup_sumToZero() {
    List<Tournament> tournaments = List.of(threeOneAgainstOneZero(), fourTiedNotAllMet(),
        threeTied(), doubleRoundRobin(), forfeitBetweenTied());
    for (Forfeits forfeits : Forfeits.values()) {
      GroupRule rule = Tiebreaks.resultBetweenTiedPlayers(forfeits);
      for (Tournament tournament : tournaments) {
        TiebreakContext context = EngineContexts.of(tournament);
        Map<Score, List<Integer>> byScore = new java.util.TreeMap<>();
        for (var player : tournament.players()) {
          byScore.computeIfAbsent(tournament.score(player.startNumber()), k -> new ArrayList<>())
              .add(player.startNumber());
        }
        for (List<Integer> players : byScore.values()) {
          GroupOrder result = rule.order(new TiedGroup(players, 1), context);
          Score sum = result.values().values().stream().reduce(Score.ZERO, Score::plus);
          assertEquals(Score.ZERO, sum, "group " + players + " with forfeits " + forfeits);
          assertEquals(players.size(), result.values().size());
        }
      }
    }
  }

  /**
   * A double round robin: A (1) and B (2) tie on 3.5 of 6; A won their first game and drew the
   * second, so A is +1 and B -1. C (3) scores 3, D (4) 2.
   */
  static Tournament doubleRoundRobin() {
    return Crosstables.parse("""
        1 A 3.5 W2w D3w W4w D2b D3b L4b
        2 B 3.5 L1b D4w W3w D1w D4b W3b
        3 C 3.0 W4w D1b L2b W4b D1w L2w
        4 D 2.0 L3b D2b L1b L3w D2w W1w
        """, 6, Format.DOUBLE_ROUND_ROBIN);
  }

  @Test
  void tied_doubleRoundRobin_everyGameCounts() {
    Standings standings = TiebreakEngine.rank(doubleRoundRobin(), TIED);
    assertEquals(List.of(1, 2, 3, 4), order(standings));
    assertEquals(Score.parse("3.5"), standings.row(2).score());
    assertEquals(List.of("1", "2", "3", "4"), places(standings));
    assertEquals("TIED", standings.row(1).decidedBy().orElseThrow());
    assertEquals(Score.ONE, standings.row(1).values().get("TIED"));
    assertEquals(Score.of(-1), standings.row(2).values().get("TIED"));
    Explanation explanation = standings.explain(2, "TIED");
    assertEquals(2, explanation.lines().size(), "both games against A are listed");
    assertEquals(Score.of(-1), explanation.lines().get(0).contribution().orElseThrow());
    assertEquals(Score.ZERO, explanation.lines().get(1).contribution().orElseThrow());
  }

  /** 1 and 2 tie on 1 of 2; 1's point is a forfeit win over 2. Players 3 and 4 score ½ and 1½. */
  static Tournament forfeitBetweenTied() {
    return Crosstables.parse("""
        1 P1 1.0 +2w L4b
        2 P2 1.0 -1b W3w
        3 P3 0.5 D4w L2b
        4 P4 1.5 D3b W1w
        """, 2);
  }

  @Test
  void tied_forfeitBetweenTied_ignoredByDefault() {
    Standings standings = TiebreakEngine.rank(forfeitBetweenTied(), TIED);
    assertEquals(List.of(4, 1, 2, 3), order(standings));
    assertEquals(List.of("1", "2-3", "2-3", "4"), places(standings));
    assertEquals(Score.ZERO, standings.row(1).values().get("TIED"));
    assertEquals(Score.ZERO, standings.row(2).values().get("TIED"));
    Explanation.Line line = standings.explain(1, "TIED").lines().get(0);
    assertEquals("a forfeit is not a game played: not counted",
        line.adjustment().orElseThrow().toString());
    assertEquals(Score.ZERO, line.contribution().orElseThrow());
  }

  @Test
  void tied_forfeitBetweenTied_countsWhenAsked() {
    Ruleset ruleset = Ruleset.builder().name("tied-forfeits")
        .addRules(Tiebreaks.resultBetweenTiedPlayers(Forfeits.COUNTED_AS_GAMES)).build();
    Standings standings = TiebreakEngine.rank(forfeitBetweenTied(), ruleset);
    assertEquals(List.of(4, 1, 2, 3), order(standings));
    assertEquals(List.of("1", "2", "3", "4"), places(standings));
    assertEquals("TIED", standings.row(1).decidedBy().orElseThrow());
    assertEquals(Score.ONE, standings.row(1).values().get("TIED"));
    assertEquals(Score.of(-1), standings.row(2).values().get("TIED"));
  }

  @Test
  void tied_doubleForfeit_hasNoWinner() {
    Tournament tournament = Crosstables.parse("""
        1 P1 1.0 -2w W3w
        2 P2 1.0 -1b W4w
        3 P3 0.0 A   L1b
        4 P4 0.0 A   L2b
        """, 2);
    GroupOrder result = Tiebreaks.resultBetweenTiedPlayers(Forfeits.COUNTED_AS_GAMES)
        .order(new TiedGroup(List.of(1, 2), 1), EngineContexts.of(tournament));
    assertEquals(List.of(List.of(1, 2)), result.groups());
    assertEquals(Map.of(1, Score.ZERO, 2, Score.ZERO), result.values());
  }

  @Test
  void tied_noGameAmongTheTied_leavesThemTied() {
    Tournament tournament = Crosstables.parse("""
        1 P1 1.0 W3w L3b
        2 P2 1.0 W4w L4b
        3 P3 1.0 L1b W1w
        4 P4 1.0 L2b W2w
        """, 2);
    GroupOrder result = Uscf.resultBetweenTiedPlayers()
        .order(new TiedGroup(List.of(1, 2), 1), EngineContexts.of(tournament));
    assertEquals(List.of(List.of(1, 2)), result.groups());
    assertEquals(Map.of(1, Score.ZERO, 2, Score.ZERO), result.values());
    Explanation explanation = Uscf.resultBetweenTiedPlayers()
        .explain(1, new TiedGroup(List.of(1, 2), 1), EngineContexts.of(tournament));
    assertEquals(List.of(), explanation.lines());
    assertEquals("no game counted against the other tied players 2: plus/minus 0",
        explanation.notes().get(0).toString());
  }

  @Test
  void tied_sameSubGroupsWhateverTheOrderOfThePlayers() {
    TiebreakContext context = EngineContexts.of(threeOneAgainstOneZero());
    GroupOrder forward = Mca.resultBetweenTiedPlayers()
        .order(new TiedGroup(List.of(1, 2, 3, 4, 5), 1), context);
    GroupOrder backward = Mca.resultBetweenTiedPlayers()
        .order(new TiedGroup(List.of(5, 4, 3, 2, 1), 1), context);
    assertEquals(List.of(List.of(1), List.of(2), List.of(3, 4, 5)), forward.groups());
    assertEquals(List.of(Set.of(1), Set.of(2), Set.of(3, 4, 5)), sets(backward.groups()));
    assertEquals(forward.values(), backward.values());
  }

  private static List<Set<Integer>> sets(List<List<Integer>> groups) {
    List<Set<Integer>> sets = new ArrayList<>();
    groups.forEach(group -> sets.add(new HashSet<>(group)));
    return sets;
  }

  @Test
  void tied_explain_listsTheGamesAmongTheTied() {
    Standings standings = TiebreakEngine.rank(threeOneAgainstOneZero(), TIED);
    Explanation explanation = standings.explain(1, "TIED");
    assertEquals(Score.of(2), explanation.value().orElseThrow());
    assertEquals(4, explanation.lines().size(), "round 5 was against player 9, not tied");
    List<String> lines = new ArrayList<>();
    explanation.lines().forEach(line -> lines.add(line.toString()));
    assertEquals(List.of(
        "round 1, W, opponent 3, adds 1, total 1",
        "round 2, W, opponent 4, adds 1, total 2",
        "round 3, W, opponent 5, adds 1, total 3",
        "round 4, L, opponent 2, adds -1, total 2"), lines);
    assertEquals(List.of(
        "3 won, 1 lost, 0 drawn against the tied players 2, 3, 4, 5: plus/minus +2",
        "ranked by plus/minus among the tied players, not by percentage"),
        notes(explanation));
  }

  @Test
  void tied_explain_playerOutsideTheGroup_isRejected() {
    TiebreakContext context = EngineContexts.of(threeTied());
    assertThrows(IllegalArgumentException.class, () -> Mca.resultBetweenTiedPlayers()
        .explain(4, new TiedGroup(List.of(1, 2, 3), 1), context));
  }

  @Test
  void tied_codeNameAndVariants() {
    assertEquals("TIED", Uscf.resultBetweenTiedPlayers().code());
    assertEquals("Result between tied players", Uscf.resultBetweenTiedPlayers().name());
    assertEquals(Tiebreaks.resultBetweenTiedPlayers(Forfeits.NOT_COUNTED),
        Uscf.resultBetweenTiedPlayers());
    assertEquals(Tiebreaks.resultBetweenTiedPlayers(Forfeits.NOT_COUNTED),
        Mca.resultBetweenTiedPlayers());
    assertThrows(NullPointerException.class, () -> Tiebreaks.resultBetweenTiedPlayers(null));
  }
}
