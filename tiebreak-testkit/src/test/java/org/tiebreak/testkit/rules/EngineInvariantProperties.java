package org.tiebreak.testkit.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.Score;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.rule.TiebreakRule;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.core.TiebreakEngine;
import org.tiebreak.rulesets.Rulesets;
import org.tiebreak.rulesets.uscf.Uscf;

/** What the engine guarantees of any standings, checked with the USCF-like chain of value rules. */
class EngineInvariantProperties {

  /** The four USCF default tie-breaks. */
  static final Ruleset USCF_LIKE = RuleCatalogue.chain(Uscf.modifiedMedian(), Uscf.solkoff(),
      Uscf.cumulative(), Uscf.cumulativeOfOpposition());

  private static final List<String> CODES = List.of("MM", "SOLK", "CUM", "OPPCUM");

  @Provide
  Arbitrary<Tournament> events() {
    return Events.any();
  }

  /**
   * The code of the first rule of the chain on which the two rows differ, or empty; the rows'
   * values must hold every rule of the chain.
   */
  private static Optional<String> firstDifference(Standings.Row a, Standings.Row b) {
    for (String code : CODES) {
      if (!a.values().get(code).equals(b.values().get(code))) {
        return Optional.of(code);
      }
    }
    return Optional.empty();
  }

  /**
   * Every player once; ranks never decrease; higher scores first; equal score and equal values
   * on the whole chain share a place ("a-b"); otherwise the earlier row ranks strictly higher,
   * with the higher value on the first rule that differs, which is named as {@code decidedBy}.
   */
  @Property(tries = 200)
  void uscfLikeChain_rowsAreOrderedByScoreThenFirstDifferingRule(
      @ForAll("events") Tournament tournament) {
    Standings standings = TiebreakEngine.rank(tournament, USCF_LIKE);
    assertGeneralInvariants(tournament, standings);
    List<Standings.Row> rows = standings.rows();
    for (Standings.Row row : rows) {
      assertEquals(CODES, new ArrayList<>(row.values().keySet()), "values in chain order");
    }
    for (int k = 0; k + 1 < rows.size(); k++) {
      Standings.Row a = rows.get(k);
      Standings.Row b = rows.get(k + 1);
      String what = "rows " + (k + 1) + " and " + (k + 2) + ": " + a + " / " + b;
      int byScore = a.score().compareTo(b.score());
      assertTrue(byScore >= 0, what);
      if (byScore > 0) {
        assertEquals(k + 2, b.rank(), what);
        assertEquals(Optional.empty(), a.decidedBy(), what);
        continue;
      }
      Optional<String> first = firstDifference(a, b);
      if (first.isEmpty()) {
        assertEquals(a.rank(), b.rank(), what);
        assertTrue(a.shared() && b.shared(), what);
        assertEquals(a.place(), b.place(), what);
        assertEquals(Optional.empty(), a.decidedBy(), what);
      } else {
        String code = first.get();
        assertTrue(a.values().get(code).compareTo(b.values().get(code)) > 0,
            what + ": the higher value on " + code + " comes first");
        assertEquals(k + 2, b.rank(), what);
        assertEquals(first, a.decidedBy(), what);
      }
    }
  }

  /**
   * {@code compare(a, b)} for every pair agrees with the rows: the player in the earlier row is
   * the higher, separated by score, or by the first rule of the chain on which they differ (every
   * rule before it equal for both), with both values; or by nothing if they share a place.
   */
  @Property(tries = 150)
  void uscfLikeChain_compareAgreesWithTheRows(@ForAll("events") Tournament tournament) {
    Standings standings = TiebreakEngine.rank(tournament, USCF_LIKE);
    List<Standings.Row> rows = standings.rows();
    for (int i = 0; i < rows.size(); i++) {
      for (int j = 0; j < rows.size(); j++) {
        if (i == j) {
          continue;
        }
        Standings.Row a = rows.get(i);
        Standings.Row b = rows.get(j);
        Standings.Row upper = i < j ? a : b;
        Standings.Row lower = i < j ? b : a;
        int p = a.player().startNumber();
        int q = b.player().startNumber();
        Standings.Comparison comparison = standings.compare(p, q);
        String what = "compare(" + p + ", " + q + ") = " + comparison;
        if (!a.score().equals(b.score())) {
          assertEquals(new Standings.Comparison(upper.player().startNumber(),
              lower.player().startNumber(), Optional.of("score"), Optional.of(upper.score()),
              Optional.of(lower.score())), comparison, what);
          continue;
        }
        Optional<String> first = firstDifference(a, b);
        if (first.isEmpty()) {
          assertTrue(comparison.tied(), what);
          assertEquals(upper.rank(), lower.rank(), what);
          assertEquals(Set.of(p, q), Set.of(comparison.higher(), comparison.lower()), what);
          assertEquals(Optional.empty(), comparison.higherValue(), what);
          assertEquals(Optional.empty(), comparison.lowerValue(), what);
        } else {
          String code = first.get();
          assertEquals(new Standings.Comparison(upper.player().startNumber(),
              lower.player().startNumber(), first, Optional.of(upper.values().get(code)),
              Optional.of(lower.values().get(code))), comparison, what);
          assertTrue(upper.rank() < lower.rank(), what);
          for (String before : CODES.subList(0, CODES.indexOf(code))) {
            assertEquals(upper.values().get(before), lower.values().get(before),
                what + ": separated on " + code + " but not equal on " + before);
          }
        }
      }
    }
  }

  /**
   * Standings.Comparison documents {@code higher} as "the first one given if tied". Fails (see
   * the report): for two players sharing a place, compare returns the one listed first in the
   * rows as {@code higher}, whatever order they were given in.
   */
  @Property(tries = 100)
  void compare_tiedPlayers_higherIsTheOnePlacedFirst(@ForAll("events") Tournament tournament) {
    Standings standings = TiebreakEngine.rank(tournament, USCF_LIKE);
    List<Standings.Row> rows = standings.rows();
    for (int i = 0; i < rows.size(); i++) {
      for (int j = 0; j < rows.size(); j++) {
        int p = rows.get(i).player().startNumber();
        int q = rows.get(j).player().startNumber();
        Standings.Comparison comparison = standings.compare(p, q);
        if (i != j && comparison.tied()) {
          int first = i < j ? p : q;
          assertEquals(first, comparison.higher(), "compare(" + p + ", " + q + ") = " + comparison);
          assertEquals(p + q - first, comparison.lower(),
              "compare(" + p + ", " + q + ") = " + comparison);
        }
      }
    }
  }

  /**
   * The invariants that hold for every chain, also with group rules and lots: the built-in
   * rulesets with and without a seed, and every rule alone.
   */
  @Property(tries = 60)
  void anyRuleset_rowsAreConsistent(@ForAll("events") Tournament tournament,
      @ForAll long seed) {
    for (Ruleset ruleset : everyRuleset()) {
      if (!ruleset.fits(tournament)) {
        continue;
      }
      assertGeneralInvariants(tournament, TiebreakEngine.rank(tournament, ruleset));
      assertGeneralInvariants(tournament, TiebreakEngine.rank(tournament, ruleset, seed));
    }
  }

  /**
   * Standings whose figures are worked out on demand are the standings: every row's place,
   * score, deciding rule, remark and figures, and each comparison of neighbours, under every
   * built-in ruleset and every rule alone; and the figures are worked out the first time they
   * are read, whatever was read before.
   */
  @Property(tries = 60)
  void rankOnDemand_givesTheStandingsOfRank(@ForAll("events") Tournament tournament) {
    for (Ruleset ruleset : everyRuleset()) {
      if (!ruleset.fits(tournament)) {
        continue;
      }
      Standings eager = TiebreakEngine.rank(tournament, ruleset);
      Standings onDemand = TiebreakEngine.rankOnDemand(tournament, ruleset);
      assertEquals(eager.rows().size(), onDemand.rows().size(), ruleset.name());
      // The comparisons first, so that they, not the rows' figures, work out what they read.
      for (int k = 0; k + 1 < eager.rows().size(); k++) {
        int a = eager.rows().get(k).player().startNumber();
        int b = eager.rows().get(k + 1).player().startNumber();
        assertEquals(eager.compare(a, b), onDemand.compare(a, b), ruleset.name());
      }
      for (int k = 0; k < eager.rows().size(); k++) {
        Standings.Row expected = eager.rows().get(k);
        Standings.Row actual = onDemand.rows().get(k);
        String what = ruleset.name() + " row " + (k + 1);
        assertEquals(expected.player().startNumber(), actual.player().startNumber(), what);
        assertEquals(expected.place(), actual.place(), what);
        assertEquals(expected.score(), actual.score(), what);
        assertEquals(expected.decidedBy(), actual.decidedBy(), what);
        assertEquals(expected.remark(), actual.remark(), what);
        assertEquals(expected.values(), actual.values(), what);
      }
    }
  }

  /** The built-in rulesets, and a ruleset of every rule alone. */
  private static List<Ruleset> everyRuleset() {
    List<Ruleset> rulesets = new ArrayList<>(Rulesets.all());
    for (TiebreakRule rule : RuleCatalogue.all()) {
      rulesets.add(RuleCatalogue.only(rule));
    }
    return rulesets;
  }

  /**
   * Every player exactly once; ranks start at 1 and never decrease; scores never increase; each
   * rank is the first row of its place and the place reads "r" or "r-s" over exactly its rows;
   * decidedBy is empty exactly where the next row shares the place, has a lower score, or there
   * is none; a row placed above the next with equal score names a rule of the chain; the row of
   * a player is that player's row in the list.
   */
  static void assertGeneralInvariants(Tournament tournament, Standings standings) {
    String what = standings.ruleset().name();
    List<Standings.Row> rows = standings.rows();
    assertEquals(tournament.players().size(), rows.size(), what);
    Set<Integer> seen = new HashSet<>();
    for (Standings.Row row : rows) {
      assertTrue(seen.add(row.player().startNumber()), what + ": listed twice " + row);
      assertEquals(tournament.score(row.player().startNumber()), row.score(), what);
      assertEquals(row.player().startNumber(),
          standings.row(row.player().startNumber()).player().startNumber(), what);
    }
    assertEquals(new HashSet<>(Events.numbers(tournament)), seen, what);
    Set<String> codes = new HashSet<>();
    standings.ruleset().chain().forEach(rule -> codes.add(rule.code()));
    int k = 0;
    while (k < rows.size()) {
      int end = k + 1;
      while (end < rows.size() && rows.get(end).rank() == rows.get(k).rank()) {
        end++;
      }
      String place = end - k == 1 ? Integer.toString(k + 1) : (k + 1) + "-" + end;
      for (int m = k; m < end; m++) {
        Standings.Row row = rows.get(m);
        assertEquals(k + 1, row.rank(), what + ": " + row);
        assertEquals(place, row.place(), what + ": " + row);
        assertEquals(end - k > 1, row.shared(), what + ": " + row);
        assertEquals(rows.get(k).score(), row.score(), what + ": a shared place has one score");
        if (m + 1 < end) {
          assertEquals(Optional.empty(), row.decidedBy(), what + ": " + row);
        }
      }
      Standings.Row last = rows.get(end - 1);
      if (end < rows.size()) {
        Score below = rows.get(end).score();
        assertTrue(last.score().compareTo(below) >= 0, what + ": scores out of order");
        if (last.score().equals(below)) {
          assertTrue(last.decidedBy().isPresent() && codes.contains(last.decidedBy().get()),
              what + ": " + last + " is above the next row on equal score without a rule");
        } else {
          assertEquals(Optional.empty(), last.decidedBy(), what + ": " + last);
        }
      } else {
        assertEquals(Optional.empty(), last.decidedBy(), what + ": the last row");
      }
      k = end;
    }
  }
}
