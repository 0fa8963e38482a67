package org.tiebreak.api;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.tiebreak.api.standings.Message;

/**
 * Checks what a tournament carries beside its results: the departures and the decisions on tied
 * players. A departure or decision that names a player not in the event, a round out of range,
 * or results that contradict it is a problem with its player and round.
 */
final class RegulationChecks {

  private final int plannedRounds;
  private final int roundsPlayed;
  private final StartNumbers numbers;
  private final PointSystem points;
  /** Each player's results by position; null while the results themselves have problems. */
  private final RoundResult[][] rows;
  private final List<Problem> problems = new ArrayList<>();

  RegulationChecks(int plannedRounds, int roundsPlayed, StartNumbers numbers, PointSystem points,
      RoundResult[][] rows) {
    this.plannedRounds = plannedRounds;
    this.roundsPlayed = roundsPlayed;
    this.numbers = numbers;
    this.points = points;
    this.rows = rows;
  }

  List<Problem> problems(List<Departure> departures, List<TieDecision> decisions) {
    Set<Integer> departed = new HashSet<>();
    for (Departure departure : departures) {
      check(departure, departed);
    }
    for (TieDecision decision : decisions) {
      check(decision);
    }
    return problems;
  }

  private void check(Departure departure, Set<Integer> departed) {
    int player = departure.player();
    int position = numbers.positionOf(player);
    if (position < 0) {
      problems.add(Problem.of(Problem.Kind.UNKNOWN_PLAYER, player, departure.round(),
          Message.of("problem.departureOfUnknownPlayer", reason(departure), player)));
      return;
    }
    if (!departed.add(player)) {
      problems.add(Problem.of(Problem.Kind.INVALID_DEPARTURE, player, departure.round(),
          Message.of("problem.departedTwice")));
      return;
    }
    if (departure.round() > plannedRounds + 1) {
      problems.add(Problem.of(Problem.Kind.INVALID_DEPARTURE, player, departure.round(),
          Message.of("problem.departureBeyondPlanned", departure.round(), plannedRounds)));
      return;
    }
    if (rows == null) {
      return;
    }
    for (int r = departure.round() - 1; r < roundsPlayed; r++) {
      RoundResult result = rows[position][r];
      if (result.kind().isPlayed() || result.kind().isPending()
          || points.points(result.kind()).compareTo(Score.ZERO) > 0) {
        problems.add(Problem.of(Problem.Kind.INVALID_DEPARTURE, player, r + 1,
            Message.of("problem.playsAfterDeparture", reason(departure), departure.round(),
                result)));
      }
    }
  }

  /** "withdrew" or "was expelled", in the message's language. */
  static Message reason(Departure departure) {
    return Message.of("departure." + departure.reason().name());
  }

  private void check(TieDecision decision) {
    int round = decision.round().getAsInt();
    List<Integer> players = decision.players();
    int first = players.get(0);
    boolean known = true;
    for (int player : players) {
      if (numbers.positionOf(player) < 0) {
        known = false;
        problems.add(Problem.of(Problem.Kind.UNKNOWN_PLAYER, player, round,
            Message.of("problem.decisionForUnknownPlayer", decision.code(), player)));
      }
    }
    if (round > plannedRounds) {
      problems.add(Problem.of(Problem.Kind.INVALID_DECISION, first, round,
          Message.of("problem.decisionBeyondRounds", decision.code(), round, plannedRounds)));
      return;
    }
    if (!known || rows == null || round > roundsPlayed) {
      return;
    }
    Score score = null;
    for (int player : players) {
      RoundResult[] row = rows[numbers.positionOf(player)];
      Score sum = Score.ZERO;
      for (int r = 0; r < round; r++) {
        sum = sum.plus(points.points(row[r].kind()));
      }
      if (score == null) {
        score = sum;
      } else if (!sum.equals(score)) {
        problems.add(Problem.of(Problem.Kind.INVALID_DECISION, player, round,
            Message.of("problem.decisionScoresDiffer", decision.code(), players, first, score,
                sum)));
      }
    }
  }
}
