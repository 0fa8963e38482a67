package org.tiebreak.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;
import net.jqwik.api.statistics.StatisticsReport;
import org.tiebreak.api.Format;
import org.tiebreak.api.Player;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.team.Board;
import org.tiebreak.api.team.Match;
import org.tiebreak.api.team.Team;
import org.tiebreak.api.team.TeamScore;
import org.tiebreak.api.team.TeamTournament;
import org.tiebreak.rulesets.Rulesets;

/** Properties of the team events {@link TeamTournamentArbitraries} generates. */
class TeamTournamentArbitrariesProperties {

  @Provide
  Arbitrary<TeamTournament> plainSwiss() {
    return TeamTournamentArbitraries.swiss();
  }

  @Provide
  Arbitrary<TeamTournament> plainRoundRobin() {
    return TeamTournamentArbitraries.roundRobin();
  }

  @Provide
  Arbitrary<TeamTournament> anyEvent() {
    return TeamTournamentArbitraries.any();
  }

  @Property(tries = 200)
  void plainSwiss_everyMatchPlayedOnEveryBoardInRosterOrder(
      @ForAll("plainSwiss") TeamTournament event) {
    assertEquals(Format.SWISS, event.format());
    assertEquals(TeamTournament.STANDARD_MATCH_POINTS, event.matchPoints());
    assertEquals(TeamScore.MATCH_POINTS, event.primaryScore());
    for (int round = 1; round <= event.roundsPlayed(); round++) {
      int byes = 0;
      for (Match match : event.matches(round)) {
        if (match.bye().isPresent()) {
          assertEquals(ResultKind.PAIRING_ALLOCATED_BYE, match.bye().get());
          byes++;
          continue;
        }
        assertTrue(match.forfeit().isEmpty(), match.toString());
        for (int b = 1; b <= event.boards(); b++) {
          Board board = match.boards().get(b - 1);
          assertTrue(board.white() > 0 && board.black() > 0, match.toString());
          for (int player : new int[] {board.white(), board.black()}) {
            Team team = event.team(event.teamOf(player));
            assertEquals(player, team.roster().get(b - 1).startNumber(), match.toString());
          }
        }
      }
      assertEquals(event.teams().size() % 2, byes, "round " + round);
    }
  }

  @Property(tries = 100)
  void plainRoundRobin_everyPairMeetsOnce(@ForAll("plainRoundRobin") TeamTournament event) {
    assertEquals(event.plannedRounds(), event.roundsPlayed());
    Set<Set<Integer>> pairs = new HashSet<>();
    for (int round = 1; round <= event.roundsPlayed(); round++) {
      for (Match match : event.matches(round)) {
        if (match.bye().isEmpty()) {
          assertTrue(pairs.add(Set.of(match.first(), match.second())), match.toString());
        }
      }
    }
    int n = event.teams().size();
    assertEquals(n * (n - 1) / 2, pairs.size());
  }

  @Property(tries = 200)
  void anyEvent_noTwoTeamsMeetMoreThanTheFormatAllows(@ForAll("anyEvent") TeamTournament event) {
    Map<Set<Integer>, Integer> meetings = new HashMap<>();
    for (int round = 1; round <= event.roundsPlayed(); round++) {
      for (Match match : event.matches(round)) {
        if (match.bye().isEmpty()) {
          meetings.merge(Set.of(match.first(), match.second()), 1, Integer::sum);
        }
      }
    }
    int allowed = event.format() == Format.DOUBLE_ROUND_ROBIN ? 2 : 1;
    meetings.values().forEach(count -> assertTrue(count <= allowed, meetings.toString()));
    assertTrue(event.roundsPlayed() <= event.plannedRounds());
  }

  /**
   * The mix holds, over its events, every irregularity the kit promises: each kind of bye,
   * absences, late entries, withdrawals, matches forfeited as a whole, empty seats and boards,
   * players out of roster order, events in progress, each format, each match-point system and
   * both primary scores.
   */
  @Property(tries = 400)
  @StatisticsReport(onFailureOnly = true)
  void anyEvent_holdsEveryIrregularity(@ForAll("anyEvent") TeamTournament event) {
    Set<String> seen = new HashSet<>();
    for (int round = 1; round <= event.roundsPlayed(); round++) {
      for (Match match : event.matches(round)) {
        match.bye().ifPresent(kind -> seen.add(kind.name()));
        match.forfeit().ifPresent(result -> seen.add("forfeited match"));
        for (int b = 1; b <= match.boards().size(); b++) {
          Board board = match.boards().get(b - 1);
          if (board.white() == 0 || board.black() == 0) {
            seen.add(board.white() == board.black() ? "empty board" : "empty seat");
          }
          for (int player : new int[] {board.white(), board.black()}) {
            if (player > 0) {
              List<Player> roster = event.team(event.teamOf(player)).roster();
              int position = 0;
              while (roster.get(position).startNumber() != player) {
                position++;
              }
              if (position != b - 1) {
                seen.add("out of order");
              }
            }
          }
        }
      }
    }
    if (event.roundsPlayed() < event.plannedRounds()) {
      seen.add("in progress");
    }
    seen.add(event.format().name());
    seen.add(event.primaryScore().name());
    seen.add("match points " + event.matchPoints().win());
    for (String what : List.of("HALF_POINT_BYE", "ZERO_POINT_BYE", "FULL_POINT_BYE", "ABSENT",
        "WITHDRAWN", "LATE_ENTRY", "PAIRING_ALLOCATED_BYE", "forfeited match", "empty seat", "empty board",
        "out of order", "in progress", "SWISS", "ROUND_ROBIN", "DOUBLE_ROUND_ROBIN",
        "MATCH_POINTS", "GAME_POINTS", "match points 2", "match points 3", "match points 1")) {
      Statistics.label(what).collect(seen.contains(what));
      Statistics.label(what).coverage(coverage -> coverage.check(true).count(c -> c > 0));
    }
  }

  @Property(tries = 100)
  void swissOptions_areKept(@ForAll("configuredSwiss") TeamTournament event) {
    assertTrue(event.teams().size() >= 5 && event.teams().size() <= 7, event.toString());
    assertEquals(3, event.boards());
    assertTrue(event.plannedRounds() >= 2 && event.plannedRounds() <= 4);
    assertEquals(TeamScore.GAME_POINTS, event.primaryScore());
  }

  @Provide
  Arbitrary<TeamTournament> configuredSwiss() {
    return TeamTournamentArbitraries.swiss().teams(5, 7).boards(3, 3).rounds(2, 4)
        .primaryScores(TeamScore.GAME_POINTS);
  }

  @Example
  void configuration_refusesWhatCannotBe() {
    assertThrows(IllegalArgumentException.class,
        () -> TeamTournamentArbitraries.swiss().teams(1, 4));
    assertThrows(IllegalArgumentException.class,
        () -> TeamTournamentArbitraries.swiss().boards(1, 9));
    assertThrows(IllegalStateException.class,
        () -> TeamTournamentArbitraries.roundRobin().rounds(1, 3));
    assertThrows(IllegalStateException.class,
        () -> TeamTournamentArbitraries.swiss().doubleRoundRobin());
    assertThrows(IllegalArgumentException.class,
        () -> TeamTournamentArbitraries.swiss().withEmptyBoards(101));
    assertThrows(IllegalArgumentException.class,
        () -> TeamTournamentArbitraries.swiss().matchPoints());
  }

  @Example
  void fitting_teamEventsForARulesetOfTeams_tournamentsForOneOfPlayers() {
    Ruleset teams = Rulesets.named("mca-team");
    Ruleset players = Rulesets.named("mca");

    assertThrows(IllegalArgumentException.class,
        () -> TeamTournamentArbitraries.fitting(players));
    assertThrows(IllegalArgumentException.class, () -> TournamentArbitraries.fitting(teams));
    assertTrue(TeamTournamentArbitraries.fitting(teams).sampleStream().limit(20)
        .allMatch(teams::fits));
    Ruleset swissOnly = Ruleset.builder().name("swiss-teams").forTeams(true)
        .addFormats(Format.SWISS).addRules(Rulesets.rule("mca-team", "GP")).build();
    assertTrue(TeamTournamentArbitraries.fitting(swissOnly).sampleStream().limit(20)
        .allMatch(event -> event.format() == Format.SWISS));
    assertFalse(TeamTournamentArbitraries.fitting(swissOnly).toString().isEmpty());
  }

  @Example
  void reportingFormat_showsRostersAndMatches() {
    TeamTournament event = TeamTournamentArbitraries.swiss().teams(3, 3).boards(2, 2)
        .rounds(1, 1).sample();
    TeamTournamentReportingFormat format = new TeamTournamentReportingFormat();

    assertTrue(format.appliesTo(event));
    assertEquals("SWISS 3 teams of 2 boards 1/1 rounds", format.label(event).orElseThrow());
    String report = format.report(event).toString();
    assertTrue(report.startsWith("team 1 Team 1: 1 Player 1, 2 Player 2\n"), report);
    assertTrue(report.contains("\nround 1: "), report);
  }
}
