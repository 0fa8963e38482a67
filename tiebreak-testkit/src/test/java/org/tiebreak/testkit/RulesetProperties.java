package org.tiebreak.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.EdgeCasesMode;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;
import org.junit.jupiter.api.Test;
import org.tiebreak.api.Explanation;
import org.tiebreak.api.Player;
import org.tiebreak.api.RoundResult;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.Score;
import org.tiebreak.api.Standings;
import org.tiebreak.api.TiebreakRule;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.ValueRule;
import org.tiebreak.core.TiebreakEngine;
import org.tiebreak.core.rules.DrawingOfLots;
import org.tiebreak.core.rules.LotsForTitle;
import org.tiebreak.rulesets.Rulesets;

/**
 * Properties every registered ruleset ({@link Rulesets#all()}, the built-in ones and those a
 * provider registers through {@link java.util.ServiceLoader}, here {@link VendorRulesets}) must
 * have on Swiss events and round robins with byes, forfeits, withdrawals, late entries and
 * absences, complete or in progress.
 */
class RulesetProperties {

  private static final String LOTS = "LOTS";
  private static final int TRIES = 200;

  @Provide
  Arbitrary<Tournament> events() {
    return Arbitraries.oneOf(
        TournamentArbitraries.swiss().allUnplayedKinds().inProgress(),
        TournamentArbitraries.swiss().allUnplayedKinds().inProgress().rated(),
        TournamentArbitraries.roundRobin().allUnplayedKinds().inProgress(),
        TournamentArbitraries.roundRobin().doubleRoundRobin().allUnplayedKinds().inProgress()
            .rated());
  }

  static List<Ruleset> rulesets() {
    return Rulesets.all();
  }

  @Test
  void rulesets_includeTheBuiltInOnesAndThoseOfTheServiceLoader() {
    List<String> names = new ArrayList<>();
    rulesets().forEach(ruleset -> names.add(ruleset.name()));
    assertEquals(List.of("uscf", "mca", "mca-minus-drops-highest", "big-rapids-swiss",
        "big-rapids-rr", "testkit-vendor", "testkit-vendor-playoff"), names);
  }

  // ---------------------------------------------------------------------------- shape

  @Property(tries = TRIES, edgeCases = EdgeCasesMode.NONE)
  void standings_listEveryPlayerOnce(@ForAll("events") Tournament tournament,
      @ForAll long seed) {
    Set<Integer> expected = new HashSet<>();
    tournament.players().forEach(player -> expected.add(player.startNumber()));
    for (Ruleset ruleset : rulesets()) {
      for (Standings standings : List.of(TiebreakEngine.rank(tournament, ruleset),
          TiebreakEngine.rank(tournament, ruleset, seed))) {
        List<Integer> listed = new ArrayList<>();
        standings.rows().forEach(row -> listed.add(row.player().startNumber()));
        assertEquals(expected.size(), listed.size(), ruleset.name());
        assertEquals(expected, new HashSet<>(listed), ruleset.name());
        for (int player : expected) {
          assertEquals(player, standings.row(player).player().startNumber(), ruleset.name());
        }
      }
    }
  }

  /**
   * Ranks never decrease down the standings; a row shares its place exactly with the neighbours
   * nothing separates it from, and the place reads "first-last" of that group.
   */
  @Property(tries = TRIES, edgeCases = EdgeCasesMode.NONE)
  void ranks_neverDecrease_andPlacesMatchTies(@ForAll("events") Tournament tournament,
      @ForAll long seed) {
    for (Ruleset ruleset : rulesets()) {
      for (Standings standings : List.of(TiebreakEngine.rank(tournament, ruleset),
          TiebreakEngine.rank(tournament, ruleset, seed))) {
        List<Standings.Row> rows = standings.rows();
        int n = rows.size();
        int start = 0;
        for (int p = 0; p < n; p++) {
          String where = ruleset.name() + ", row " + (p + 1) + ": " + rows.get(p);
          if (p > 0) {
            assertTrue(rows.get(p).rank() >= rows.get(p - 1).rank(), where);
            if (!tiedWithPrevious(standings, rows, p)) {
              start = p;
            }
          }
          int end = p;
          while (end + 1 < n && tiedWithPrevious(standings, rows, end + 1)) {
            end++;
          }
          assertEquals(start + 1, rows.get(p).rank(), where);
          String place = start == end ? Integer.toString(start + 1) : (start + 1) + "-" + (end + 1);
          assertEquals(place, rows.get(p).place(), where);
          assertEquals(start != end, rows.get(p).shared(), where);
        }
      }
    }
  }

  private static boolean tiedWithPrevious(Standings standings, List<Standings.Row> rows, int p) {
    return standings.compare(rows.get(p - 1).player().startNumber(),
        rows.get(p).player().startNumber()).tied();
  }

  @Property(tries = TRIES, edgeCases = EdgeCasesMode.NONE)
  void players_withDifferentScores_areOrderedByScore(@ForAll("events") Tournament tournament,
      @ForAll long seed) {
    for (Ruleset ruleset : rulesets()) {
      Standings standings = TiebreakEngine.rank(tournament, ruleset, seed);
      List<Standings.Row> rows = standings.rows();
      for (int p = 0; p < rows.size(); p++) {
        Standings.Row row = rows.get(p);
        assertEquals(tournament.score(row.player().startNumber()), row.score(), ruleset.name());
        if (p + 1 < rows.size()) {
          Standings.Row next = rows.get(p + 1);
          String where = ruleset.name() + ": " + row + " / " + next;
          int order = row.score().compareTo(next.score());
          assertTrue(order >= 0, where);
          if (order > 0) {
            assertEquals(Optional.empty(), row.decidedBy(), where);
            assertEquals(Optional.of("score"), standings.compare(row.player().startNumber(),
                next.player().startNumber()).rule(), where);
          }
        }
      }
    }
  }

  /**
   * For every two players of equal score, {@link Standings#compare} names the rule that separated
   * them (or none): the higher one is the one placed higher, they are equal on every rule before
   * it, a value rule's figures favour the higher one, and for neighbours it is the row's
   * {@code decidedBy}.
   */
  @Property(tries = TRIES, edgeCases = EdgeCasesMode.NONE)
  void separatedByARule_equalOnEveryRuleBeforeIt(@ForAll("events") Tournament tournament,
      @ForAll long seed) {
    for (Ruleset ruleset : rulesets()) {
      for (Standings standings : List.of(TiebreakEngine.rank(tournament, ruleset),
          TiebreakEngine.rank(tournament, ruleset, seed))) {
        checkSeparations(ruleset, standings);
      }
    }
  }

  private static void checkSeparations(Ruleset ruleset, Standings standings) {
    List<TiebreakRule> chain = ruleset.chain();
    List<Standings.Row> rows = standings.rows();
    for (int p = 0; p < rows.size(); p++) {
      for (int q = p + 1; q < rows.size(); q++) {
        Standings.Row upper = rows.get(p);
        Standings.Row lower = rows.get(q);
        if (!upper.score().equals(lower.score())) {
          break;
        }
        int a = upper.player().startNumber();
        int b = lower.player().startNumber();
        Standings.Comparison comparison = standings.compare(b, a);
        String where = ruleset.name() + ": " + comparison + "; " + upper + " / " + lower;
        int level = chain.size();
        if (comparison.tied()) {
          assertTrue(standings.compare(a, b).tied(), where);
        } else {
          assertEquals(comparison, standings.compare(a, b), where);
          assertEquals(a, comparison.higher(), where);
          assertEquals(b, comparison.lower(), where);
          level = codes(chain).indexOf(comparison.rule().orElseThrow());
          assertTrue(level >= 0, where);
          TiebreakRule rule = chain.get(level);
          if (rule instanceof ValueRule) {
            Score high = comparison.higherValue().orElseThrow();
            Score low = comparison.lowerValue().orElseThrow();
            assertEquals(high, upper.values().get(rule.code()), where);
            assertEquals(low, lower.values().get(rule.code()), where);
            int order = high.compareTo(low);
            assertTrue(((ValueRule) rule).lowerIsBetter() ? order < 0 : order > 0, where);
          }
        }
        for (int k = 0; k < level; k++) {
          String code = chain.get(k).code();
          assertEquals(upper.values().get(code), lower.values().get(code),
              where + ": not equal on " + code);
        }
        if (q == p + 1) {
          assertEquals(comparison.rule(), upper.decidedBy(), where);
        }
      }
    }
  }

  /**
   * Every rule of the chain explains every player's figure: one explanation per rule, in chain
   * order, for the player and the rule, with the figure the standings show.
   */
  @Property(tries = TRIES, edgeCases = EdgeCasesMode.NONE)
  void explanations_giveTheFiguresOfTheStandings(@ForAll("events") Tournament tournament,
      @ForAll long seed) {
    for (Ruleset ruleset : rulesets()) {
      Standings standings = TiebreakEngine.rank(tournament, ruleset, seed);
      List<TiebreakRule> chain = ruleset.chain();
      for (Standings.Row row : standings.rows()) {
        int player = row.player().startNumber();
        List<Explanation> explanations = standings.explain(player);
        assertEquals(chain.size(), explanations.size(), ruleset.name());
        for (int k = 0; k < chain.size(); k++) {
          TiebreakRule rule = chain.get(k);
          Explanation explanation = explanations.get(k);
          String where = ruleset.name() + ", " + rule.code() + ": " + row + "; " + explanation;
          assertEquals(rule.code(), explanation.rule(), where);
          assertEquals(player, explanation.player(), where);
          Score value = row.values().get(rule.code());
          if (rule instanceof ValueRule) {
            assertEquals(Optional.ofNullable(value), explanation.value(), where);
          } else if (value != null) {
            assertEquals(Optional.of(value), explanation.value(), where);
          }
        }
      }
    }
  }

  // ---------------------------------------------------------------------------- invariance

  /**
   * Giving the players other start numbers (any distinct ones, not just 1..n) moves no player to
   * another place and changes no figure, except where lots decided: there the renumbered players
   * are still separated by lot, and the renumbered ranking is itself reproducible for the seed.
   */
  @Property(tries = TRIES, edgeCases = EdgeCasesMode.NONE)
  void renumbering_changesNoPlaceExceptByLot(@ForAll("events") Tournament tournament,
      @ForAll long seed, @ForAll long shuffle) {
    Map<Integer, Integer> numbers = renumbering(tournament, new Random(shuffle));
    Tournament renumbered = renumber(tournament, numbers);
    for (Ruleset ruleset : rulesets()) {
      Standings original = TiebreakEngine.rank(tournament, ruleset, seed);
      Standings moved = TiebreakEngine.rank(renumbered, ruleset, seed);
      Set<Integer> byLot = new HashSet<>();
      for (Player first : tournament.players()) {
        for (Player second : tournament.players()) {
          int a = first.startNumber();
          int b = second.startNumber();
          if (a >= b) {
            continue;
          }
          Standings.Comparison before = original.compare(a, b);
          Standings.Comparison after = moved.compare(numbers.get(a), numbers.get(b));
          String where = ruleset.name() + ": " + before + " / renumbered " + after
              + "; numbers " + numbers;
          assertEquals(before.rule(), after.rule(), where);
          if (before.rule().equals(Optional.of(LOTS))) {
            byLot.add(a);
            byLot.add(b);
          } else if (!before.tied()) {
            assertEquals((int) numbers.get(before.higher()), after.higher(), where);
            assertEquals(before.higherValue(), after.higherValue(), where);
            assertEquals(before.lowerValue(), after.lowerValue(), where);
          }
        }
      }
      for (Player player : tournament.players()) {
        int a = player.startNumber();
        Standings.Row row = original.row(a);
        Standings.Row movedRow = moved.row(numbers.get(a));
        String where = ruleset.name() + ": " + row + " / renumbered " + movedRow;
        assertEquals(row.values(), movedRow.values(), where);
        if (!byLot.contains(a)) {
          assertEquals(row.place(), movedRow.place(), where);
          assertEquals(row.remark(), movedRow.remark(), where);
        }
      }
      if (!byLot.isEmpty()) {
        assertSame(moved, TiebreakEngine.rank(renumbered, ruleset, seed), ruleset.name());
      }
    }
  }

  /** Distinct new start numbers from 1 to twice the number of players, drawn at random. */
  private static Map<Integer, Integer> renumbering(Tournament tournament, Random random) {
    List<Integer> pool = new ArrayList<>();
    for (int k = 1; k <= 2 * tournament.players().size(); k++) {
      pool.add(k);
    }
    Collections.shuffle(pool, random);
    Map<Integer, Integer> numbers = new HashMap<>();
    for (int p = 0; p < tournament.players().size(); p++) {
      numbers.put(tournament.players().get(p).startNumber(), pool.get(p));
    }
    return numbers;
  }

  private static Tournament renumber(Tournament tournament, Map<Integer, Integer> numbers) {
    Tournament.Builder builder = Tournament.builder().name(tournament.name())
        .format(tournament.format()).plannedRounds(tournament.plannedRounds());
    for (Player player : tournament.players()) {
      Player.Builder moved = Player.builder().startNumber(numbers.get(player.startNumber()))
          .name(player.name()).putAllFederationIds(player.federationIds());
      player.rating().ifPresent(moved::rating);
      List<RoundResult> results = new ArrayList<>();
      for (RoundResult result : tournament.results(player.startNumber())) {
        results.add(result.opponent().isPresent()
            ? RoundResult.against(result.kind(), numbers.get(result.opponentOrZero()),
                result.colour().orElse(null))
            : result);
      }
      builder.addRow(moved.build(), results);
    }
    return builder.build();
  }

  /**
   * The same input gives the same standings: ranking twice, and ranking an equal tournament built
   * anew, with and without a seed. Without a seed the standings differ from the seeded ones only
   * where lots decided.
   */
  @Property(tries = TRIES, edgeCases = EdgeCasesMode.NONE)
  void sameInput_sameStandings(@ForAll("events") Tournament tournament, @ForAll long seed) {
    Tournament copy = Crosstables.parse(Crosstables.format(tournament),
        tournament.plannedRounds(), tournament.format());
    assertEquals(tournament, copy);
    for (Ruleset ruleset : rulesets()) {
      Standings seeded = TiebreakEngine.rank(tournament, ruleset, seed);
      assertSame(seeded, TiebreakEngine.rank(tournament, ruleset, seed), ruleset.name());
      assertSame(seeded, TiebreakEngine.rank(copy, ruleset, seed), ruleset.name());
      Standings unseeded = TiebreakEngine.rank(tournament, ruleset);
      assertSame(unseeded, TiebreakEngine.rank(copy, ruleset), ruleset.name());
      for (Player first : tournament.players()) {
        for (Player second : tournament.players()) {
          int a = first.startNumber();
          int b = second.startNumber();
          Standings.Comparison drawn = seeded.compare(a, b);
          Standings.Comparison left = unseeded.compare(a, b);
          String where = ruleset.name() + ": " + drawn + " / unseeded " + left;
          if (drawn.rule().equals(Optional.of(LOTS))) {
            assertTrue(left.tied(), where);
          } else {
            assertEquals(drawn, left, where);
          }
        }
      }
    }
  }

  private static void assertSame(Standings expected, Standings actual, String message) {
    assertEquals(describe(expected), describe(actual), message);
  }

  /** Every row with its place, figures, deciding rule and remark. */
  private static List<String> describe(Standings standings) {
    List<String> rows = new ArrayList<>();
    standings.rows().forEach(row -> rows.add(row.toString()));
    return rows;
  }

  // ---------------------------------------------------------------------------- lots

  /**
   * With a seed, no tie is left among players whose group reached a drawing of lots, except a tie
   * for first place under a ruleset whose lots are never drawn for a title, and such a tie carries
   * the title remark. Without a seed, every tie that reached the lots is reported as to be decided
   * by lot (or as a title tie). The generated events must reach both cases often: lots drawn in
   * more than a quarter of them, a title tie left in more than one in twenty.
   */
  @Property(tries = TRIES, edgeCases = EdgeCasesMode.NONE)
  void lots_leaveNoTieButForTheTitle(@ForAll("events") Tournament tournament,
      @ForAll long seed) {
    boolean anyDrawn = false;
    boolean anyTitleTie = false;
    for (Ruleset ruleset : rulesets()) {
      List<TiebreakRule> chain = ruleset.chain();
      int lots = codes(chain).indexOf(LOTS);
      if (lots < 0) {
        continue;
      }
      assertEquals(chain.size() - 1, lots, ruleset.name() + ": lots come last");
      boolean neverForTitle = chain.get(lots) instanceof DrawingOfLots
          && ((DrawingOfLots) chain.get(lots)).forTitle() == LotsForTitle.NEVER;
      Standings seeded = TiebreakEngine.rank(tournament, ruleset, seed);
      Standings unseeded = TiebreakEngine.rank(tournament, ruleset);
      for (Standings standings : List.of(seeded, unseeded)) {
        for (Standings.Row row : standings.rows()) {
          String where = ruleset.name() + (standings == seeded ? ", seeded: " : ", unseeded: ")
              + row;
          boolean titleTie = neverForTitle && row.shared() && row.rank() == 1;
          if (titleTie) {
            assertEquals(Optional.of(DrawingOfLots.TITLE_REMARK), row.remark(), where);
          } else if (row.shared()) {
            assertTrue(standings == unseeded, where + ": a tie is left although lots were drawn");
            assertEquals(Optional.of(DrawingOfLots.NO_SEED_REMARK), row.remark(), where);
          } else {
            assertFalse(row.remark().equals(Optional.of(DrawingOfLots.TITLE_REMARK)), where);
            assertFalse(row.remark().equals(Optional.of(DrawingOfLots.NO_SEED_REMARK)), where);
          }
        }
      }
      for (Standings.Row row : seeded.rows()) {
        boolean drawn = row.remark().equals(Optional.of("decided by lot (seed " + seed + ")"));
        assertEquals(drawn, isDecidedByLot(seeded, row), ruleset.name() + ": " + row);
        anyDrawn |= drawn;
        anyTitleTie |= row.remark().equals(Optional.of(DrawingOfLots.TITLE_REMARK));
      }
    }
    Statistics.label("lots drawn").collect(anyDrawn)
        .coverage(coverage -> coverage.check(true).percentage(p -> p > 25));
    Statistics.label("title tie left").collect(anyTitleTie)
        .coverage(coverage -> coverage.check(true).percentage(p -> p > 5));
  }

  /** Whether lots separated the player from some other player. */
  private static boolean isDecidedByLot(Standings standings, Standings.Row row) {
    int player = row.player().startNumber();
    for (Standings.Row other : standings.rows()) {
      int o = other.player().startNumber();
      if (o != player && Objects.equals(standings.compare(player, o).rule(), Optional.of(LOTS))) {
        return true;
      }
    }
    return false;
  }

  private static List<String> codes(List<TiebreakRule> chain) {
    List<String> codes = new ArrayList<>();
    chain.forEach(rule -> codes.add(rule.code()));
    return codes;
  }
}
