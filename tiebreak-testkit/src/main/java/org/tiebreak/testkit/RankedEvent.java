package org.tiebreak.testkit;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.Random;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.Score;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.api.team.Team;
import org.tiebreak.api.team.TeamTournament;
import org.tiebreak.core.TiebreakEngine;

/**
 * What {@link RulesetChecks} ranks: a tournament of players, whose rows are players, or a team
 * event, whose rows are teams. Each says which rows the standings must have, the score each must
 * show, how it is renumbered and how a failure shows it.
 */
abstract class RankedEvent {

  /**
   * An event renumbered.
   *
   * @param event the renumbered event
   * @param numbers the new number of every row, by old number
   * @param shown the lines a failure shows: the renumbering and the renumbered event
   */
  record Renumbering(RankedEvent event, Map<Integer, Integer> numbers, List<String> shown) {}

  /** The event as it stood after a round. */
  abstract RankedEvent afterRound(int round);

  /** The number of rounds played. */
  abstract int roundsPlayed();

  /** The numbers of the rows the standings must have, ascending. */
  abstract List<Integer> numbers();

  /** The score the row must show. */
  abstract Score score(int number);

  /** Whether the ruleset is meant for the event ({@link Ruleset#fits}). */
  abstract boolean fits(Ruleset ruleset);

  /** The standings, with or without a lot seed. */
  abstract Standings rank(Ruleset ruleset, OptionalLong seed);

  /** An event that must rank the same, built anew. */
  abstract RankedEvent copy();

  /** The event with numbers drawn at random. */
  abstract Renumbering renumberedAtRandom(Random random);

  /** "player 3 (Player 3)" or "team 3 (Team 3)". */
  abstract String who(int number);

  /** The event under its heading, as a failure shows it. */
  abstract String describe();

  /** What the rows are, for messages: "players" or "teams". */
  abstract String rows();

  /** What the event is, for messages: "tournament" or "team event". */
  abstract String noun();

  /** The event as {@link #describe()} shows it. */
  @Override
  public String toString() {
    return describe();
  }

  static RankedEvent of(Tournament tournament) {
    return new Players(tournament);
  }

  static RankedEvent of(TeamTournament event) {
    return new Teams(event);
  }

  /**
   * A generated event of {@link RulesetContract#events()}.
   *
   * @throws IllegalArgumentException if it is neither a tournament nor a team event
   */
  static RankedEvent of(Object event) {
    if (event instanceof TeamTournament teams) {
      return of(teams);
    }
    if (event instanceof Tournament tournament) {
      return of(tournament);
    }
    throw new IllegalArgumentException("neither a Tournament nor a TeamTournament: " + event);
  }

  /** The tournament with other start numbers ({@link TournamentTransforms#renumber}). */
  static Renumbering renumbered(Tournament tournament, Map<Integer, Integer> numbers) {
    Tournament renumbered = TournamentTransforms.renumber(tournament, numbers);
    return new Renumbering(of(renumbered), numbers, List.of(
        "Renumbering: " + Report.numbers(numbers), Report.tournament("Renumbered", renumbered)));
  }

  /**
   * The team event with other team numbers and start numbers
   * ({@link TeamTournamentTransforms#renumber}); its rows are renumbered as the teams are.
   */
  static Renumbering renumbered(TeamTournament event, Map<Integer, Integer> teams,
      Map<Integer, Integer> players) {
    TeamTournament renumbered = TeamTournamentTransforms.renumber(event, teams, players);
    return new Renumbering(of(renumbered), teams, List.of(
        "Renumbering of the teams: " + Report.numbers(teams),
        "Renumbering of the players: " + Report.numbers(players),
        Report.teamEvent("Renumbered", renumbered)));
  }

  /** A tournament of players. */
  private static final class Players extends RankedEvent {
    private final Tournament tournament;

    Players(Tournament tournament) {
      this.tournament = tournament;
    }

    @Override
    RankedEvent afterRound(int round) {
      return new Players(tournament.afterRound(round));
    }

    @Override
    int roundsPlayed() {
      return tournament.roundsPlayed();
    }

    @Override
    List<Integer> numbers() {
      return Report.startNumbers(tournament);
    }

    @Override
    Score score(int number) {
      return tournament.score(number);
    }

    @Override
    boolean fits(Ruleset ruleset) {
      return ruleset.fits(tournament);
    }

    @Override
    Standings rank(Ruleset ruleset, OptionalLong seed) {
      return seed.isPresent() ? TiebreakEngine.rank(tournament, ruleset, seed.getAsLong())
          : TiebreakEngine.rank(tournament, ruleset);
    }

    @Override
    RankedEvent copy() {
      return new Players(TournamentTransforms.copy(tournament));
    }

    @Override
    Renumbering renumberedAtRandom(Random random) {
      return renumbered(tournament, TournamentTransforms.randomNumbers(tournament, random));
    }

    @Override
    String who(int number) {
      return Report.player(tournament, number);
    }

    @Override
    String describe() {
      return Report.tournament("Tournament", tournament);
    }

    @Override
    String rows() {
      return "players";
    }

    @Override
    String noun() {
      return "tournament";
    }
  }

  /** A team event. */
  private static final class Teams extends RankedEvent {
    private final TeamTournament event;

    Teams(TeamTournament event) {
      this.event = event;
    }

    @Override
    RankedEvent afterRound(int round) {
      return new Teams(event.afterRound(round));
    }

    @Override
    int roundsPlayed() {
      return event.roundsPlayed();
    }

    @Override
    List<Integer> numbers() {
      List<Integer> numbers = new ArrayList<>();
      for (Team team : event.teams()) {
        numbers.add(team.number());
      }
      return numbers;
    }

    @Override
    Score score(int number) {
      return event.score(number, event.primaryScore());
    }

    @Override
    boolean fits(Ruleset ruleset) {
      return ruleset.fits(event);
    }

    @Override
    Standings rank(Ruleset ruleset, OptionalLong seed) {
      return seed.isPresent() ? TiebreakEngine.rank(event, ruleset, seed.getAsLong())
          : TiebreakEngine.rank(event, ruleset);
    }

    @Override
    RankedEvent copy() {
      return new Teams(TeamTournamentTransforms.copy(event));
    }

    @Override
    Renumbering renumberedAtRandom(Random random) {
      return renumbered(event, TeamTournamentTransforms.randomTeamNumbers(event, random),
          TeamTournamentTransforms.randomPlayerNumbers(event, random));
    }

    @Override
    String who(int number) {
      return Report.team(event, number);
    }

    @Override
    String describe() {
      return Report.teamEvent("Team event", event);
    }

    @Override
    String rows() {
      return "teams";
    }

    @Override
    String noun() {
      return "team event";
    }
  }
}
