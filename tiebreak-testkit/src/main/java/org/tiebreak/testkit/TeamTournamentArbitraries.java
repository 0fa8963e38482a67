package org.tiebreak.testkit;

import static org.apiguardian.api.API.Status.STABLE;

import java.util.List;
import java.util.Objects;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import org.apiguardian.api.API;
import org.tiebreak.api.Format;
import org.tiebreak.api.PointSystem;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.Score;
import org.tiebreak.api.team.TeamScore;
import org.tiebreak.api.team.TeamTournament;

/**
 * jqwik arbitraries for valid team events ({@link TeamTournament}): team Swiss events and
 * (double) round robins, to test the rules and rulesets that rank teams with.
 *
 * <pre>{@code
 * @Property
 * void gamePointsAreNeverNegative(@ForAll("events") TeamTournament event) { ... }
 *
 * @Provide
 * Arbitrary<TeamTournament> events() {
 *   return TeamTournamentArbitraries.swiss().teams(4, 10).boards(4, 4).allUnplayedKinds()
 *       .inProgress().matchPoints(TeamTournament.STANDARD_MATCH_POINTS, PointSystem.STANDARD);
 * }
 * }</pre>
 *
 * <p>Failing samples are reported with their rosters and every round's matches.
 */
@API(status = STABLE, since = "1.0")
public final class TeamTournamentArbitraries {

  private TeamTournamentArbitraries() {}

  /**
   * Team Swiss events of 2 to 8 teams, 1 to 4 boards, planned for 1 to 7 rounds, complete,
   * scored 2-1-0 in match points and ranked by them, every match played on every board, teams in
   * roster order, no bye but the pairing-allocated bye of an odd number of teams.
   *
   * <p>Each round the teams that are there (not withdrawn, not yet entered, not on a bye, not
   * absent) are ranked by match points, then game points, then number. If their number is odd,
   * the lowest-ranked one that has had no pairing-allocated bye yet gets one, preferring a team
   * whose removal lets the rest be paired. The rest are paired top-down, each with the highest-ranked team it has not
   * met, searching for a pairing in which no two teams meet twice (a team event allows no repeat
   * meeting); if there is none the event ends with the rounds before. The team named first in a
   * match (White on the odd boards) is the one named first less often so far, the higher-ranked
   * one if equal. Results are random, board by board; the match result follows from the boards.
   *
   * @return a new arbitrary
   */
  public static TeamTournamentArbitrary swiss() {
    return new DefaultTeamTournamentArbitrary(Format.SWISS);
  }

  /**
   * Team round robins of 3 to 6 teams, 1 to 4 boards, complete, otherwise as {@link #swiss()}.
   * Pairings follow the Berger tables; with an odd number of teams the team drawn against the
   * dummy gets the pairing-allocated bye for that round. A round robin of {@code n} teams is
   * planned for {@code n - 1} rounds if {@code n} is even and {@code n} if it is odd, twice that
   * for a double round robin.
   *
   * @return a new arbitrary
   */
  public static TeamTournamentArbitrary roundRobin() {
    return new DefaultTeamTournamentArbitrary(Format.ROUND_ROBIN);
  }

  /**
   * Match-point systems that team events use: 2-1-0 ({@link TeamTournament#STANDARD_MATCH_POINTS},
   * FIDE's), 3-1-0 with the pairing-allocated bye worth a draw, and 1-½-0 (US team events, where
   * a match won counts a point, {@link PointSystem#STANDARD}).
   *
   * @return the point systems
   */
  public static List<PointSystem> matchPointSystems() {
    return List.of(TeamTournament.STANDARD_MATCH_POINTS,
        PointSystem.builder().win(Score.of(3)).draw(Score.ONE).loss(Score.ZERO)
            .pairingAllocatedBye(Score.ONE).build(),
        PointSystem.STANDARD);
  }

  /**
   * A mix of every kind of team event this class generates, complete or in progress, with every
   * irregularity (byes, absences, late entries, withdrawals, matches forfeited as a whole, empty
   * boards, players out of roster order), scored under each of {@link #matchPointSystems()} and
   * ranked by match points or game points: team Swiss events, round robins and double round robins, in
   * equal shares. The ruleset contract ({@link RulesetContract}) runs over these for a ruleset of
   * teams.
   *
   * @return a new arbitrary
   */
  public static Arbitrary<TeamTournament> any() {
    return Arbitraries.oneOf(swissEvents(), roundRobins(), doubleRoundRobins());
  }

  /**
   * The team events of {@link #any()} that a ruleset of teams is meant for
   * ({@link Ruleset#fits(TeamTournament)}): only Swiss events for a chain meant for them, only
   * round robins for a round-robin chain.
   *
   * @param ruleset a ruleset of teams ({@link Ruleset#forTeams()}); not {@code null}
   * @return a new arbitrary
   * @throws IllegalArgumentException if the ruleset ranks players, not teams
   */
  public static Arbitrary<TeamTournament> fitting(Ruleset ruleset) {
    Objects.requireNonNull(ruleset, "ruleset");
    if (!ruleset.forTeams()) {
      throw new IllegalArgumentException("ruleset " + ruleset.name() + " ranks players, not"
          + " teams: see TournamentArbitraries.fitting");
    }
    Set<Format> formats = ruleset.formats();
    if (formats.equals(Set.of(Format.SWISS))) {
      return swissEvents();
    }
    if (!formats.isEmpty() && !formats.contains(Format.SWISS)) {
      return Arbitraries.oneOf(roundRobins(), doubleRoundRobins());
    }
    return any().filter(ruleset::fits);
  }

  private static Arbitrary<TeamTournament> swissEvents() {
    return configured(swiss());
  }

  private static Arbitrary<TeamTournament> roundRobins() {
    return configured(roundRobin());
  }

  private static Arbitrary<TeamTournament> doubleRoundRobins() {
    return configured(roundRobin().doubleRoundRobin());
  }

  private static TeamTournamentArbitrary configured(TeamTournamentArbitrary events) {
    return events.allUnplayedKinds().inProgress()
        .matchPoints(matchPointSystems().toArray(PointSystem[]::new))
        .primaryScores(TeamScore.MATCH_POINTS, TeamScore.GAME_POINTS);
  }
}
