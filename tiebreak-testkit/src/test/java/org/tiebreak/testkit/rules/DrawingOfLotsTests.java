package org.tiebreak.testkit.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tiebreak.testkit.rules.Texts.notes;
import static org.tiebreak.testkit.rules.ValueRuleFixtures.decidedBy;
import static org.tiebreak.testkit.rules.ValueRuleFixtures.order;
import static org.tiebreak.testkit.rules.ValueRuleFixtures.places;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.rule.GroupOrder;
import org.tiebreak.api.rule.TiedGroup;
import org.tiebreak.api.standings.Explanation;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.core.TiebreakEngine;
import org.tiebreak.core.rules.Tiebreaks;
import org.tiebreak.testkit.Crosstables;
import org.tiebreak.testkit.EngineContexts;

/** Tests for {@link Tiebreaks#drawingOfLots} (USCF 34E13; MCA and Big Rapids coin flip). */
class DrawingOfLotsTests {

  static final Ruleset ALWAYS = Ruleset.builder().name("lots").addRules(Tiebreaks.drawingOfLots())
      .build();

  static final Ruleset NOT_FOR_TITLE = Ruleset.builder().name("lots-not-for-title")
      .addRules(Tiebreaks.drawingOfLotsExceptForTitle()).build();

  /** Six players drew their only game: all six tie on ½. */
  static Tournament sixTied() {
    return Crosstables.parse("""
        1 P1 0.5 D2w
        2 P2 0.5 D1b
        3 P3 0.5 D4w
        4 P4 0.5 D3b
        5 P5 0.5 D6w
        6 P6 0.5 D5b
        """, 1);
  }

  /** 1 and 2 tie for first on 1½ of 2, 3 and 4 for third on ½. */
  static Tournament tieForFirstAndThird() {
    return Crosstables.parse("""
        1 P1 1.5 W3w D2w
        2 P2 1.5 W4w D1b
        3 P3 0.5 L1b D4w
        4 P4 0.5 L2b D3b
        """, 2);
  }

  @Test
  void lots_sameSeed_sameOrder() {
    Standings first = TiebreakEngine.rank(sixTied(), ALWAYS, 42);
    Standings again = TiebreakEngine.rank(sixTied(), ALWAYS, 42);
    assertEquals(order(first), order(again));
    assertEquals(Set.of(1, 2, 3, 4, 5, 6), new HashSet<>(order(first)));
    assertEquals(List.of("1", "2", "3", "4", "5", "6"), places(first));
    assertEquals(List.of("LOTS", "LOTS", "LOTS", "LOTS", "LOTS", ""), decidedBy(first));
    for (Standings.Row row : first.rows()) {
      assertEquals("decided by lot (seed 42)", row.remark().orElseThrow().toString());
    }
  }

  @Test
  void lots_seed42_fixedDraw() {
    // The draw is part of the published behaviour: a change of algorithm must show here. The
    // expected order was computed by a separate implementation of the algorithm the Javadoc
    // describes (SplitMix64 seeded from 42, place 1 and start numbers 1-6; Fisher-Yates).
    assertEquals(List.of(4, 5, 3, 2, 1, 6), order(TiebreakEngine.rank(sixTied(), ALWAYS, 42)));
  }

  @Test
  void lots_differentSeeds_differentOrders() {
    List<Integer> base = order(TiebreakEngine.rank(sixTied(), ALWAYS, 0));
    Set<List<Integer>> orders = new HashSet<>();
    for (long seed = 1; seed <= 5; seed++) {
      orders.add(order(TiebreakEngine.rank(sixTied(), ALWAYS, seed)));
    }
    orders.remove(base);
    assertTrue(!orders.isEmpty(), "some seed from 1 to 5 gives an order other than seed 0's");
  }

  @Test
  void lots_noSeed_leftTiedWithRemark() {
    Standings standings = TiebreakEngine.rank(sixTied(), ALWAYS);
    assertEquals(List.of(1, 2, 3, 4, 5, 6), order(standings));
    assertEquals(List.of("1-6", "1-6", "1-6", "1-6", "1-6", "1-6"), places(standings));
    assertEquals(List.of("", "", "", "", "", ""), decidedBy(standings));
    assertEquals("to be decided by lot", standings.row(4).remark().orElseThrow().toString());
    assertEquals(List.of("not drawn: no seed was given for the tie among players "
        + "1, 2, 3, 4, 5, 6 for places 1-6"), notes(standings.explain(4, "LOTS")));
  }

  @Test
  void lots_neverForTitle_tieForFirstStays_tieForThirdIsDrawn() {
    Standings standings = TiebreakEngine.rank(tieForFirstAndThird(), NOT_FOR_TITLE, 7);
    assertEquals(List.of(1, 2), order(standings).subList(0, 2));
    assertEquals(Set.of(3, 4), new HashSet<>(order(standings).subList(2, 4)));
    assertEquals(List.of("1-2", "1-2", "3", "4"), places(standings));
    assertEquals(List.of("", "", "LOTS", ""), decidedBy(standings));
    assertEquals("a title is not decided by lot: the tie needs a decision",
        standings.row(1).remark().orElseThrow().toString());
    assertEquals("a title is not decided by lot: the tie needs a decision",
        standings.row(2).remark().orElseThrow().toString());
    assertEquals("decided by lot (seed 7)", standings.row(3).remark().orElseThrow().toString());
    assertEquals("decided by lot (seed 7)", standings.row(4).remark().orElseThrow().toString());
    assertEquals(List.of("not drawn: the tie among players 1, 2 for places 1-2 is for the "
        + "title, which is not decided by lot"), notes(standings.explain(1, "LOTS")));
  }

  @Test
  void lots_always_drawsTheTitleToo() {
    Standings standings = TiebreakEngine.rank(tieForFirstAndThird(), ALWAYS, 7);
    assertEquals(List.of("1", "2", "3", "4"), places(standings));
    assertEquals(List.of("LOTS", "", "LOTS", ""), decidedBy(standings),
        "the score separates second from third");
    assertEquals("decided by lot (seed 7)",
        standings.rows().get(0).remark().orElseThrow().toString());
  }

  @Test
  void lots_drawDependsOnTheGroupNotOnTheOrderOfItsPlayers() {
    var context = EngineContexts.of(sixTied(), 42);
    GroupOrder forward = Tiebreaks.drawingOfLots()
        .order(new TiedGroup(List.of(1, 2, 3, 4, 5, 6), 1), context);
    GroupOrder backward = Tiebreaks.drawingOfLots()
        .order(new TiedGroup(List.of(6, 5, 4, 3, 2, 1), 1), context);
    assertEquals(forward, backward);
    assertTrue(forward.byLot());
    assertEquals(6, forward.groups().size());
    Set<List<List<Integer>>> byFirstPlace = new HashSet<>();
    for (int place = 1; place <= 5; place++) {
      byFirstPlace.add(Tiebreaks.drawingOfLots()
          .order(new TiedGroup(List.of(1, 2, 3, 4, 5, 6), place), context).groups());
    }
    assertTrue(byFirstPlace.size() > 1, "the place contended for is part of the draw");
  }

  @Test
  void lots_explain_positionAndSeed() {
    Standings standings = TiebreakEngine.rank(sixTied(), ALWAYS, 42);
    int first = standings.rows().get(0).player().startNumber();
    int third = standings.rows().get(2).player().startNumber();
    List<Integer> drawn = order(standings);
    Explanation explanation = standings.explain(third, "LOTS");
    assertEquals(List.of("lots drawn with seed 42 among players 1, 2, 3, 4, 5, 6 for places "
            + "1-6 fell in the order " + drawn.stream().map(String::valueOf)
            .collect(Collectors.joining(", ")),
        "player " + third + " drew position 3 of 6: place 3"), notes(explanation));
    assertTrue(explanation.value().isEmpty());
    assertNotEquals(first, third);
  }

  @Test
  void lots_codeNameAndVariants() {
    assertEquals("LOTS", Tiebreaks.drawingOfLots().code());
    assertEquals("Drawing of lots", Tiebreaks.drawingOfLots().name());
    assertEquals("every tie it reaches", Tiebreaks.drawingOfLots().variant());
    assertEquals("never for first place", Tiebreaks.drawingOfLotsExceptForTitle().variant());
  }
}
