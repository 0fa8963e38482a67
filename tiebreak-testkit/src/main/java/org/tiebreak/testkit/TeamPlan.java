package org.tiebreak.testkit;

import java.util.List;
import java.util.Optional;
import org.tiebreak.api.Format;
import org.tiebreak.api.GameResult;
import org.tiebreak.api.PointSystem;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.team.TeamScore;

/**
 * Everything random about one generated team event, decided before any pairing is made: the
 * teams, and for each round and team whether the team is there, and, for the match it names
 * first, whether the match is forfeited and how each board ends; and the order it fields its
 * players in. Pairing turns a plan into an event deterministically ({@link TeamPairings}), so
 * shrinking a plan shrinks the event.
 *
 * @param format the format of the event
 * @param plannedRounds the planned number of rounds
 * @param boards the number of boards of a match
 * @param matchPoints the match points
 * @param primaryScore the score the event ranks by
 * @param teams the teams, by number from 1
 * @param rounds for each round played, each team's draws, by number from 1
 */
record TeamPlan(Format format, int plannedRounds, int boards, PointSystem matchPoints,
    TeamScore primaryScore, List<TeamEntry> teams, List<List<TeamRound>> rounds) {

  TeamPlan {
    teams = List.copyOf(teams);
    rounds = List.copyOf(rounds);
  }

  /**
   * One team.
   *
   * @param reserves the number of players on the roster beyond the boards
   * @param lateRounds how many rounds from round 1 the team has not yet entered; 0 if none
   * @param withdrawalRound the first round the team is withdrawn from; 0 if never
   */
  record TeamEntry(int reserves, int lateRounds, int withdrawalRound) {}

  /**
   * One team's round.
   *
   * @param absence the kind of the team's bye or absence; empty if it is there to play
   * @param forfeit the result of the match forfeited as a whole, if the team is named first
   * @param lineup the roster positions (from 0) of the players the team fields, board 1 first
   * @param boards each board's outcome, if the team is named first
   */
  record TeamRound(Optional<ResultKind> absence, Optional<GameResult> forfeit,
      List<Integer> lineup, List<BoardOutcome> boards) {

    TeamRound {
      lineup = List.copyOf(lineup);
      boards = List.copyOf(boards);
    }
  }

  /** How a board ends, seen from the team named first. */
  enum BoardOutcome {
    WIN, DRAW, LOSS,
    /** The first team's seat is empty: the other team's player wins by forfeit. */
    FIRST_SEAT_EMPTY,
    /** The second team's seat is empty: the first team's player wins by forfeit. */
    SECOND_SEAT_EMPTY,
    /** Both seats are empty: neither team scores. */
    BOTH_SEATS_EMPTY
  }

  /** The number of teams. */
  int size() {
    return teams.size();
  }

  /** The number of rounds played. */
  int roundsPlayed() {
    return rounds.size();
  }

  /** The team's draws in a round (both from 1). */
  TeamRound round(int round, int team) {
    return rounds.get(round - 1).get(team - 1);
  }

  /**
   * Why the team does not play in the round (both from 1): withdrawn, not yet entered, on a bye
   * or absent; empty if it is there to be paired.
   */
  Optional<ResultKind> absence(int team, int round) {
    TeamEntry entry = teams.get(team - 1);
    if (entry.withdrawalRound() != 0 && round >= entry.withdrawalRound()) {
      return Optional.of(ResultKind.WITHDRAWN);
    }
    if (round <= entry.lateRounds()) {
      return Optional.of(ResultKind.LATE_ENTRY);
    }
    return round(round, team).absence();
  }
}
