package org.tiebreak.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.tiebreak.api.PointSystem;
import org.tiebreak.api.RuleFailedException;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.team.Match;
import org.tiebreak.api.team.TeamScore;
import org.tiebreak.api.team.TeamTournament;
import org.tiebreak.core.TiebreakEngine;
import org.tiebreak.rulesets.Rulesets;
import org.tiebreak.rulesets.fide.Fide;
import org.tiebreak.rulesets.fide.FideEdition;

/**
 * A team event with its last round in progress ranks exactly like the event before that round,
 * under every FIDE tie-break that ranks teams (each edition, match and game points, the team
 * tie-breaks of Art. 12 and 13 and the individual ones on either score) and every built-in
 * ruleset of teams; the results of the round given back with
 * {@link TeamTournament#withResults(int, java.util.List)} give the finished event.
 */
class TeamRoundInProgressProperties {

  /**
   * The FIDE tie-breaks of teams, with the modifiers that change what they count. The Fore
   * Buchholz ({@code /F}) is left out: its text counts the final round's paired matches as
   * drawn, in progress or not ({@link #foreBuchholz_countsTheMatchInProgressAsDrawn}).
   */
  static final List<String> CODES = List.of("MPvGP", "MPTS", "GPTS", "BC", "TBR", "BBE", "EDE",
      "EDE:GP", "EDE/P", "EDET", "EDEB", "EDEBT", "EDEBB/P", "ESB", "EMMSB", "EMGSB/C1/P",
      "EGMSB", "EGGSB/C1", "SSSC", "SSSC:GP", "SSSC/P", "SSSC/K2", "BH:MP", "BH:GP/C1",
      "BH:MP/P", "SB:MP", "SB:GP", "AOB", "KS", "PS", "PS/C1", "DE:MP", "DE:GP", "WIN", "WIN:GP",
      "STD:GP", "WON", "BPG", "REP", "TPN");

  /** Team events with rounds played whose last round has a game in every match. */
  @Provide
  Arbitrary<TeamTournament> events() {
    PointSystem[] matchPoints = TeamTournamentArbitraries.matchPointSystems()
        .toArray(PointSystem[]::new);
    return Arbitraries.oneOf(
        TeamTournamentArbitraries.swiss().teams(4, 8).inProgress().matchPoints(matchPoints)
            .primaryScores(TeamScore.MATCH_POINTS, TeamScore.GAME_POINTS),
        TeamTournamentArbitraries.swiss().teams(4, 8).boards(2, 4).inProgress()
            .withEmptyBoards(15).withOutOfOrderBoards().withByes(5).matchPoints(matchPoints)
            .primaryScores(TeamScore.MATCH_POINTS, TeamScore.GAME_POINTS),
        TeamTournamentArbitraries.roundRobin().inProgress().withEmptyBoards(10)
            .matchPoints(matchPoints)
            .primaryScores(TeamScore.MATCH_POINTS, TeamScore.GAME_POINTS))
        .filter(RulesetChecks::lastRoundAllGames);
  }

  private static List<Ruleset> rulesets() {
    List<Ruleset> rulesets = new ArrayList<>();
    for (FideEdition edition : FideEdition.values()) {
      for (String code : CODES) {
        rulesets.add(Ruleset.builder().name(edition + " " + code).forTeams(true)
            .addRules(Fide.rule(edition, code)).build());
      }
    }
    for (String name : List.of("uscf-team", "mca-team", "big-rapids-team", "fide-team",
        "fide-2026-team", "fide-2024-team", "fide-pre-2023-team")) {
      rulesets.add(Rulesets.named(name));
    }
    return rulesets;
  }

  /** Whether the ruleset ranks the event at all: some refuse some point systems. */
  private static boolean ranks(Ruleset ruleset, TeamTournament event) {
    if (!ruleset.fits(event)) {
      return false;
    }
    try {
      TiebreakEngine.rank(event, ruleset);
      return true;
    } catch (RuleFailedException | IllegalArgumentException e) {
      return false;
    }
  }

  @Property(tries = 40)
  void aRoundInProgress_ranksLikeTheRoundBefore_underEveryTeamTiebreak(
      @ForAll("events") TeamTournament event, @ForAll long lotSeed) {
    for (Ruleset ruleset : rulesets()) {
      if (ranks(ruleset, event)) {
        RulesetChecks.checkPendingRound(ruleset, event, lotSeed);
      }
    }
  }

  /**
   * The event in progress is ranked and explained as any other: no rule throws, every figure is
   * explained as the standings show it, the rows are every team once in order of score.
   */
  @Property(tries = 25)
  void aRoundInProgress_isRankedAndExplained(@ForAll("events") TeamTournament event,
      @ForAll long lotSeed, @ForAll boolean lastGameOnly) {
    TeamTournament live = TeamTournamentTransforms.lastRoundInProgress(event, lastGameOnly);
    List<Ruleset> rulesets = rulesets();
    for (FideEdition edition : FideEdition.values()) {
      for (String code : List.of("FB:MP", "FB/P", "SSSC/F", "AOB/F")) {
        rulesets.add(Ruleset.builder().name(edition + " " + code).forTeams(true)
            .addRules(Fide.rule(edition, code)).build());
      }
    }
    for (Ruleset ruleset : rulesets) {
      if (ranks(ruleset, event)) {
        RulesetChecks.checkNoThrow(ruleset, live, lotSeed);
        RulesetChecks.checkEveryTeamOnce(ruleset, live, lotSeed);
        RulesetChecks.checkScoreOrder(ruleset, live, lotSeed);
        RulesetChecks.checkExplanations(ruleset, live, lotSeed);
      }
    }
  }

  /** Every match of the last round given back its results gives the finished event. */
  @Property(tries = 100)
  void theResultsGivenBack_giveTheFinishedEvent(@ForAll("events") TeamTournament event,
      @ForAll boolean lastGameOnly) {
    int last = event.roundsPlayed();
    TeamTournament live = TeamTournamentTransforms.lastRoundInProgress(event, lastGameOnly);
    assertEquals(last - 1, live.roundsCompleted());
    assertEquals(last, event.roundsCompleted());
    List<Match> results = new ArrayList<>();
    for (Match match : event.matches(last)) {
      if (live.match(match.first(), last).inProgress()) {
        results.add(match);
      }
    }
    assertTrue(!results.isEmpty());
    TeamTournament finished = live.withResults(last, results);
    assertEquals(event, finished);
    Ruleset fide = Rulesets.named("fide-team");
    if (fide.fits(event)) {
      assertEquals(TiebreakEngine.rank(event, fide).rows().toString(),
          TiebreakEngine.rank(finished, fide).rows().toString());
    }
  }

  /**
   * The Fore Buchholz (FIDE C.07 Art. 8.3) counts every paired match of the final round as
   * drawn, in progress or not: a final round in progress gives the same figures as the finished
   * one.
   */
  @Property(tries = 25)
  void foreBuchholz_countsTheMatchInProgressAsDrawn(@ForAll("events") TeamTournament event) {
    int last = event.roundsPlayed();
    if (last != event.plannedRounds()) {
      return;
    }
    TeamTournament live = TeamTournamentTransforms.lastRoundInProgress(event);
    for (FideEdition edition : FideEdition.values()) {
      Ruleset ruleset = Ruleset.builder().name("fore").forTeams(true)
          .addRules(Fide.rule(edition, "FB:MP")).build();
      if (!ranks(ruleset, event)) {
        continue;
      }
      for (var row : TiebreakEngine.rank(event, ruleset).rows()) {
        assertEquals(row.values().get("FB:MP"), TiebreakEngine.rank(live, ruleset)
            .row(row.player().startNumber()).values().get("FB:MP"), edition + " " + row);
      }
    }
  }
}
