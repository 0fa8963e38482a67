package org.tiebreak.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Random;
import java.util.stream.Collectors;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.EdgeCasesMode;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import net.jqwik.api.statistics.Statistics;
import net.jqwik.api.statistics.StatisticsReport;
import org.junit.jupiter.api.Test;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.rule.TiebreakRule;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.core.rules.Tiebreaks;
import org.tiebreak.rulesets.Rulesets;

/**
 * Properties every registered ruleset ({@link Rulesets#all()}, the built-in ones and those a
 * provider registers through {@link java.util.ServiceLoader}, here {@link VendorRulesets} and the
 * sample vendor's {@code com.example.vendor.ClubRulesetProvider}) must have on the events it is
 * meant for: Swiss events and round robins with byes, forfeits, withdrawals, late entries and
 * absences, complete or in progress, for a ruleset of players; team Swiss events and round robins
 * with byes, absences, late entries, withdrawals, forfeited matches, empty seats and players out
 * of roster order, under each match-point system and primary score, for a ruleset of teams. They
 * are the checks of {@link RulesetContract} ({@link RulesetChecks}), and how the built-in drawing
 * of lots leaves ties.
 */
class RulesetProperties {

  private static final String LOTS = "LOTS";
  /** Two tries in three a tournament of players, one a team event. */
  private static final int TRIES = 300;

  @Provide
  Arbitrary<RankedEvent> events() {
    return Arbitraries.frequencyOf(
        Tuple.of(2, TournamentArbitraries.any().map(RankedEvent::of)),
        Tuple.of(1, TeamTournamentArbitraries.any().map(RankedEvent::of)));
  }

  static List<Ruleset> rulesets() {
    return Rulesets.all();
  }

  /** The registered rulesets meant for the event (its format, point system, players or teams). */
  static List<Ruleset> rulesets(RankedEvent event) {
    return rulesets().stream().filter(event::fits).collect(Collectors.toList());
  }

  @Test
  void rulesets_includeTheBuiltInOnesAndThoseOfTheServiceLoader() {
    List<String> names = new ArrayList<>();
    rulesets().forEach(ruleset -> names.add(ruleset.name()));
    assertEquals(List.of("uscf", "uscf-team", "mca", "mca-minus-drops-highest", "mca-team",
        "big-rapids-swiss", "big-rapids-rr", "big-rapids-team", "big-rapids-team-rr", "fide",
        "fide-rr", "fide-2026", "fide-2026-rr", "fide-2024", "fide-2024-rr", "fide-pre-2023",
        "fide-pre-2023-rr", "fide-team", "fide-team-rr", "fide-2026-team", "fide-2026-team-rr",
        "fide-2024-team", "fide-2024-team-rr", "fide-pre-2023-team", "fide-pre-2023-team-rr",
        "testkit-vendor", "testkit-vendor-playoff", "testkit-vendor-team", "example-club"), names);
  }

  // ---------------------------------------------------------------------------- contract

  // The checks of RulesetContract (RulesetChecks), over every registered ruleset at once and with
  // more tries than the contract's default; BuiltInRulesetContractProperties runs the contract
  // itself per built-in ruleset.

  @Property(tries = TRIES, edgeCases = EdgeCasesMode.NONE)
  void standings_listEveryPlayerOnce(@ForAll("events") RankedEvent event, @ForAll long seed) {
    rulesets(event).forEach(ruleset -> RulesetChecks.checkEveryRowOnce(ruleset, event, seed));
  }

  @Property(tries = TRIES, edgeCases = EdgeCasesMode.NONE)
  void ranks_neverDecrease_andPlacesMatchTies(@ForAll("events") RankedEvent event,
      @ForAll long seed) {
    rulesets(event).forEach(ruleset -> RulesetChecks.checkPlaces(ruleset, event, seed));
  }

  @Property(tries = TRIES, edgeCases = EdgeCasesMode.NONE)
  void players_withDifferentScores_areOrderedByScore(@ForAll("events") RankedEvent event,
      @ForAll long seed) {
    rulesets(event).forEach(ruleset -> RulesetChecks.checkScoreOrder(ruleset, event, seed));
  }

  @Property(tries = TRIES, edgeCases = EdgeCasesMode.NONE)
  void separatedByARule_equalOnEveryRuleBeforeIt(@ForAll("events") RankedEvent event,
      @ForAll long seed) {
    rulesets(event).forEach(ruleset -> RulesetChecks.checkChain(ruleset, event, seed));
  }

  @Property(tries = TRIES, edgeCases = EdgeCasesMode.NONE)
  void explanations_giveTheFiguresOfTheStandings(@ForAll("events") RankedEvent event,
      @ForAll long seed) {
    rulesets(event).forEach(ruleset -> RulesetChecks.checkExplanations(ruleset, event, seed));
  }

  @Property(tries = TRIES, edgeCases = EdgeCasesMode.NONE)
  void renumbering_changesNoPlaceExceptByLot(@ForAll("events") RankedEvent event,
      @ForAll long seed, @ForAll long shuffle) {
    rulesets(event).forEach(ruleset -> RulesetChecks.checkRenumbering(ruleset, event, seed,
        new Random(shuffle)));
  }

  @Property(tries = TRIES, edgeCases = EdgeCasesMode.NONE)
  void sameInput_sameStandings(@ForAll("events") RankedEvent event, @ForAll long seed) {
    rulesets(event).forEach(ruleset -> RulesetChecks.checkDeterminism(ruleset, event, seed));
  }

  @Property(tries = TRIES, edgeCases = EdgeCasesMode.NONE)
  void ranking_neverThrows(@ForAll("events") RankedEvent event, @ForAll long seed) {
    rulesets(event).forEach(ruleset -> RulesetChecks.checkNoThrow(ruleset, event, seed));
  }

  /** Tournaments whose last round is all games (no bye of any kind), complete or in progress. */
  @Provide
  Arbitrary<Tournament> lastRoundOfGames() {
    return Arbitraries.oneOf(
            TournamentArbitraries.swiss().withForfeits().inProgress(),
            TournamentArbitraries.swiss().withForfeits().inProgress().rated(),
            TournamentArbitraries.roundRobin().withForfeits().inProgress(),
            TournamentArbitraries.roundRobin().doubleRoundRobin().withForfeits().inProgress()
                .rated())
        .filter(RulesetChecks::lastRoundAllGames);
  }

  @Property(tries = TRIES, edgeCases = EdgeCasesMode.NONE)
  void pendingRound_ranksLikeTheRoundBefore(@ForAll("lastRoundOfGames") Tournament tournament,
      @ForAll long seed) {
    rulesets(RankedEvent.of(tournament))
        .forEach(ruleset -> RulesetChecks.checkPendingRound(ruleset, tournament, seed));
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
  @StatisticsReport(onFailureOnly = true)
  void lots_leaveNoTieButForTheTitle(@ForAll("events") RankedEvent event, @ForAll long seed) {
    boolean anyDrawn = false;
    boolean anyTitleTie = false;
    for (Ruleset ruleset : rulesets(event)) {
      List<TiebreakRule> chain = ruleset.chain();
      int lots = codes(chain).indexOf(LOTS);
      if (lots < 0) {
        continue;
      }
      assertEquals(chain.size() - 1, lots, ruleset.name() + ": lots come last");
      boolean neverForTitle =
          chain.get(lots).equals(Tiebreaks.drawingOfLotsExceptForTitle());
      Standings seeded = event.rank(ruleset, OptionalLong.of(seed));
      Standings unseeded = event.rank(ruleset, OptionalLong.empty());
      for (Standings standings : List.of(seeded, unseeded)) {
        for (Standings.Row row : standings.rows()) {
          String where = ruleset.name() + (standings == seeded ? ", seeded: " : ", unseeded: ")
              + row;
          boolean titleTie = neverForTitle && row.shared() && row.rank() == 1;
          if (titleTie) {
            assertEquals(Optional.of(Tiebreaks.TITLE_NOT_BY_LOT_REMARK), row.remark(), where);
          } else if (row.shared()) {
            assertTrue(standings == unseeded, where + ": a tie is left although lots were drawn");
            assertEquals(Optional.of(Tiebreaks.LOTS_NOT_DRAWN_REMARK), row.remark(), where);
          } else {
            assertFalse(row.remark().equals(Optional.of(Tiebreaks.TITLE_NOT_BY_LOT_REMARK)), where);
            assertFalse(row.remark().equals(Optional.of(Tiebreaks.LOTS_NOT_DRAWN_REMARK)), where);
          }
        }
      }
      for (Standings.Row row : seeded.rows()) {
        boolean drawn = row.remark().map(Object::toString)
            .equals(Optional.of("decided by lot (seed " + seed + ")"));
        assertEquals(drawn, isDecidedByLot(seeded, row), ruleset.name() + ": " + row);
        anyDrawn |= drawn;
        anyTitleTie |= row.remark().equals(Optional.of(Tiebreaks.TITLE_NOT_BY_LOT_REMARK));
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
