package org.tiebreak.testkit.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.rule.GroupRule;
import org.tiebreak.api.standings.Message;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.core.TiebreakEngine;
import org.tiebreak.core.rules.Tiebreaks;
import org.tiebreak.rulesets.Rulesets;
import org.tiebreak.rulesets.uscf.Uscf;
import org.tiebreak.testkit.TournamentArbitraries;

/** Drawing of lots: reproducible, really random over seeds, never for a title where so told. */
class DrawingOfLotsProperties {

  private static final String CODE = "LOTS";

  @Provide
  Arbitrary<Tournament> events() {
    return Events.any();
  }

  /** Events large enough that most have three or more players on one score. */
  @Provide
  Arbitrary<Tournament> largerEvents() {
    return TournamentArbitraries.swiss().players(6, 16).inProgress().allUnplayedKinds();
  }

  /** Lots alone, after the Modified Median, and in the built-in rulesets that end with lots. */
  private static List<Ruleset> rulesets(GroupRule lots) {
    return List.of(RuleCatalogue.only(lots), RuleCatalogue.chain(Uscf.modifiedMedian(), lots));
  }

  private static List<Ruleset> allRulesets() {
    List<Ruleset> rulesets = new ArrayList<>();
    rulesets.addAll(rulesets(Tiebreaks.drawingOfLots()));
    rulesets.addAll(rulesets(Tiebreaks.drawingOfLotsExceptForTitle()));
    rulesets.addAll(Rulesets.all());
    return rulesets;
  }

  /**
   * The same seed gives identical standings and explanations, for an equal tournament built
   * again: lots alone, after the Modified Median, and in every built-in ruleset.
   */
  @Property(tries = 150)
  void sameSeed_identicalStandings(@ForAll("events") Tournament tournament,
      @ForAll long seed) {
    for (Ruleset ruleset : allRulesets()) {
      if (!ruleset.fits(tournament)) {
        continue;
      }
      Standings first = TiebreakEngine.rank(tournament, ruleset, seed);
      Standings second = TiebreakEngine.rank(Events.renumber(tournament, n -> n), ruleset, seed);
      assertEquals(Events.snapshot(first), Events.snapshot(second), ruleset.name());
      assertEquals(Events.explanations(first), Events.explanations(second), ruleset.name());
    }
  }

  /**
   * With a seed, lots alone split every score group into single places, each split marked as
   * decided by LOTS with the seed in the remark; over 20 seeds every group of three or more comes
   * out in at least two different orders.
   */
  @Property(tries = 60)
  void twentySeeds_giveAGroupOfThreeAtLeastTwoOrders(
      @ForAll("largerEvents") Tournament tournament,
      @ForAll long seed) {
    List<List<Integer>> groups = GroupRuleProperties.scoreGroups(tournament);
    Assume.that(groups.stream().anyMatch(group -> group.size() >= 3));
    Ruleset ruleset = RuleCatalogue.only(Tiebreaks.drawingOfLots());
    List<Set<List<Integer>>> orders = new ArrayList<>();
    for (int g = 0; g < groups.size(); g++) {
      orders.add(new HashSet<>());
    }
    for (int draw = 0; draw < 20; draw++) {
      long s = seed + draw;
      Standings standings = TiebreakEngine.rank(tournament, ruleset, s);
      List<Standings.Row> rows = standings.rows();
      for (int k = 0; k < rows.size(); k++) {
        Standings.Row row = rows.get(k);
        assertEquals(Integer.toString(k + 1), row.place(), "lots leave no shared place");
        boolean sameScoreBelow = k + 1 < rows.size()
            && rows.get(k + 1).score().equals(row.score());
        assertEquals(sameScoreBelow ? Optional.of(CODE) : Optional.empty(), row.decidedBy());
      }
      int from = 0;
      for (int g = 0; g < groups.size(); g++) {
        List<Integer> order = new ArrayList<>();
        for (Standings.Row row : rows.subList(from, from + groups.get(g).size())) {
          order.add(row.player().startNumber());
          assertEquals(groups.get(g).size() > 1
              ? Optional.of("decided by lot (seed " + s + ")") : Optional.empty(),
              row.remark().map(Message::toString));
        }
        assertEquals(new HashSet<>(groups.get(g)), new HashSet<>(order));
        orders.get(g).add(order);
        from += order.size();
      }
    }
    for (int g = 0; g < groups.size(); g++) {
      if (groups.get(g).size() >= 3) {
        assertTrue(orders.get(g).size() >= 2, "20 seeds from " + seed
            + " all drew the same order " + orders.get(g) + " for " + groups.get(g));
      }
    }
  }

  /**
   * Lots that are never for a title never separate players tied for first place: they share
   * place 1 with the title remark, alone or after the Modified Median, while lower ties are drawn.
   */
  @Property(tries = 150)
  void neverForTitle_neverSplitsATieForFirst(@ForAll("events") Tournament tournament,
      @ForAll long seed) {
    for (Ruleset ruleset : rulesets(Tiebreaks.drawingOfLotsExceptForTitle())) {
      if (!ruleset.fits(tournament)) {
        continue;
      }
      Standings standings = TiebreakEngine.rank(tournament, ruleset, seed);
      for (Standings.Row row : standings.rows()) {
        if (row.rank() == 1) {
          assertNotEquals(Optional.of(CODE), row.decidedBy(), ruleset.name() + ": " + row);
          assertEquals(row.shared() ? Optional.of(Tiebreaks.TITLE_NOT_BY_LOT_REMARK) : Optional.empty(),
              row.remark(), ruleset.name() + ": " + row);
        } else {
          assertFalse(row.shared(), ruleset.name() + ": lots leave no lower tie: " + row);
        }
      }
      if (ruleset.chain().size() == 1) {
        for (int p : GroupRuleProperties.scoreGroups(tournament).get(0)) {
          assertEquals(1, standings.row(p).rank(), "the whole top score group shares first");
        }
      }
    }
  }

  /**
   * Without a seed lots split nothing: no row is decided by LOTS, and exactly the players whose
   * tie reached the lots (the shared places) carry the remark "to be decided by lot", or the
   * title remark for a tie for first that lots never decide.
   */
  @Property(tries = 150)
  void noSeed_nothingSplitAndEveryTiedPlayerRemarked(@ForAll("events") Tournament tournament) {
    for (GroupRule lots : List.of(Tiebreaks.drawingOfLots(),
        Tiebreaks.drawingOfLotsExceptForTitle())) {
      for (Ruleset ruleset : rulesets(lots)) {
        if (!ruleset.fits(tournament)) {
          continue;
        }
        Standings standings = TiebreakEngine.rank(tournament, ruleset);
        for (Standings.Row row : standings.rows()) {
          String what = ruleset.name() + " " + lots + ": " + row;
          assertNotEquals(Optional.of(CODE), row.decidedBy(), what);
          Optional<Message> expected = Optional.empty();
          if (row.shared()) {
            expected = Optional.of(
                lots.equals(Tiebreaks.drawingOfLotsExceptForTitle()) && row.rank() == 1
                    ? Tiebreaks.TITLE_NOT_BY_LOT_REMARK : Tiebreaks.LOTS_NOT_DRAWN_REMARK);
          }
          assertEquals(expected, row.remark(), what);
        }
        Standings withoutLots = TiebreakEngine.rank(tournament,
            ruleset.chain().size() == 1 ? RuleCatalogue.only(Tiebreaks.speedPlayOff())
                : RuleCatalogue.only(Uscf.modifiedMedian()));
        for (int k = 0; k < standings.rows().size(); k++) {
          assertEquals(withoutLots.rows().get(k).place(), standings.rows().get(k).place(),
              ruleset.name() + ": lots without a seed change no place");
        }
      }
    }
  }
}
