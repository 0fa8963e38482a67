package org.tiebreak.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.stream.Collectors;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.EdgeCasesMode;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.Standings;
import org.tiebreak.api.TeamTournament;
import org.tiebreak.core.TiebreakEngine;
import org.tiebreak.core.rules.Tiebreaks;
import org.tiebreak.rulesets.Rulesets;

/**
 * Properties every registered ruleset of teams ({@link Ruleset#forTeams()} among
 * {@link Rulesets#all()}: the built-in ones, those a later package adds and those a provider
 * registers through {@link java.util.ServiceLoader}, here {@link VendorRulesets}) must have on
 * team Swiss events and round robins with byes, absences, withdrawals, forfeited matches, empty
 * boards and players out of roster order, complete or in progress, scored 2-1-0, 3-1-0 or
 * 1-½-0 and ranked by match or game points: the checks of {@link RulesetContract} for teams
 * ({@link RulesetChecks}), and how a drawing of lots leaves ties.
 */
class TeamRulesetProperties {

  private static final int TRIES = 150;

  @Provide
  Arbitrary<TeamTournament> events() {
    return TeamTournamentArbitraries.any();
  }

  /** Every registered ruleset of teams. */
  static List<Ruleset> rulesets() {
    return Rulesets.all().stream().filter(Ruleset::forTeams).collect(Collectors.toList());
  }

  /** The registered rulesets of teams meant for the event (its format). */
  static List<Ruleset> rulesets(TeamTournament event) {
    return rulesets().stream().filter(ruleset -> ruleset.fits(event))
        .collect(Collectors.toList());
  }

  @Test
  void rulesets_includeTheBuiltInOnesAndThoseOfTheServiceLoader() {
    List<String> names = new ArrayList<>();
    rulesets().forEach(ruleset -> names.add(ruleset.name()));
    assertTrue(names.containsAll(List.of("uscf-team", "mca-team", "big-rapids-team",
        "big-rapids-team-rr", VendorRulesets.TEAM_NAME)), names.toString());
    for (Ruleset ruleset : Rulesets.all()) {
      assertEquals(ruleset.forTeams(), names.contains(ruleset.name()), ruleset.name());
    }
  }

  // The checks of RulesetContract (RulesetChecks) for teams, over every registered ruleset of
  // teams at once; BuiltInRulesetContractProperties runs the contract itself per built-in one.

  @Property(tries = TRIES, edgeCases = EdgeCasesMode.NONE)
  void standings_listEveryTeamOnce(@ForAll("events") TeamTournament event, @ForAll long seed) {
    rulesets(event).forEach(ruleset -> RulesetChecks.checkEveryTeamOnce(ruleset, event, seed));
  }

  @Property(tries = TRIES, edgeCases = EdgeCasesMode.NONE)
  void ranks_neverDecrease_andPlacesMatchTies(@ForAll("events") TeamTournament event,
      @ForAll long seed) {
    rulesets(event).forEach(ruleset -> RulesetChecks.checkPlaces(ruleset, event, seed));
  }

  @Property(tries = TRIES, edgeCases = EdgeCasesMode.NONE)
  void teams_withDifferentScores_areOrderedByScore(@ForAll("events") TeamTournament event,
      @ForAll long seed) {
    rulesets(event).forEach(ruleset -> RulesetChecks.checkScoreOrder(ruleset, event, seed));
  }

  @Property(tries = TRIES, edgeCases = EdgeCasesMode.NONE)
  void separatedByARule_equalOnEveryRuleBeforeIt(@ForAll("events") TeamTournament event,
      @ForAll long seed) {
    rulesets(event).forEach(ruleset -> RulesetChecks.checkChain(ruleset, event, seed));
  }

  @Property(tries = TRIES, edgeCases = EdgeCasesMode.NONE)
  void explanations_giveTheFiguresOfTheStandings(@ForAll("events") TeamTournament event,
      @ForAll long seed) {
    rulesets(event).forEach(ruleset -> RulesetChecks.checkExplanations(ruleset, event, seed));
  }

  @Property(tries = TRIES, edgeCases = EdgeCasesMode.NONE)
  void renumberingTeamsAndPlayers_changesNoPlaceExceptByLot(
      @ForAll("events") TeamTournament event, @ForAll long seed, @ForAll long shuffle) {
    Random random = new Random(shuffle);
    Map<Integer, Integer> teams = TeamTournamentTransforms.randomTeamNumbers(event, random);
    Map<Integer, Integer> players = TeamTournamentTransforms.randomPlayerNumbers(event, random);
    rulesets(event).forEach(
        ruleset -> RulesetChecks.checkRenumbering(ruleset, event, seed, teams, players));
  }

  @Property(tries = TRIES, edgeCases = EdgeCasesMode.NONE)
  void sameInput_sameStandings(@ForAll("events") TeamTournament event, @ForAll long seed) {
    rulesets(event).forEach(ruleset -> RulesetChecks.checkDeterminism(ruleset, event, seed));
  }

  @Property(tries = TRIES, edgeCases = EdgeCasesMode.NONE)
  void ranking_neverThrows(@ForAll("events") TeamTournament event, @ForAll long seed) {
    rulesets(event).forEach(ruleset -> RulesetChecks.checkNoThrow(ruleset, event, seed));
  }

  /**
   * With a seed, no tie is left among teams whose group reached a drawing of lots, except a tie
   * for first place under a ruleset whose lots are never drawn for a title; without a seed every
   * tie that reached the lots is reported as to be decided by lot (or as a title tie).
   */
  @Property(tries = TRIES, edgeCases = EdgeCasesMode.NONE)
  void lots_leaveNoTieButForTheTitle(@ForAll("events") TeamTournament event,
      @ForAll long seed) {
    for (Ruleset ruleset : rulesets(event)) {
      int last = ruleset.chain().size() - 1;
      if (!ruleset.chain().get(last).code().equals("LOTS")) {
        continue;
      }
      boolean neverForTitle =
          ruleset.chain().get(last).equals(Tiebreaks.drawingOfLotsExceptForTitle());
      Standings seeded = TiebreakEngine.rank(event, ruleset, seed);
      Standings unseeded = TiebreakEngine.rank(event, ruleset);
      for (Standings standings : List.of(seeded, unseeded)) {
        for (Standings.Row row : standings.rows()) {
          String where = ruleset.name() + (standings == seeded ? ", seeded: " : ", unseeded: ")
              + row;
          if (neverForTitle && row.shared() && row.rank() == 1) {
            assertEquals(Optional.of(Tiebreaks.TITLE_NOT_BY_LOT_REMARK), row.remark(), where);
          } else if (row.shared()) {
            assertTrue(standings == unseeded, where + ": a tie is left although lots were drawn");
            assertEquals(Optional.of(Tiebreaks.LOTS_NOT_DRAWN_REMARK), row.remark(), where);
          }
        }
      }
    }
  }
}
