package org.tiebreak.testkit;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.tiebreak.api.Format;
import org.tiebreak.api.GameResult;
import org.tiebreak.api.Player;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.Tournament;

/**
 * Everything random about one generated tournament, decided before any pairing is made: the
 * players, and for each round and player whether the player is there and how a game they play
 * as the higher-ranked (Swiss) or white (round robin) player ends. Pairing turns a plan into a
 * tournament deterministically, so shrinking a plan shrinks the tournament.
 *
 * @param format the format of the tournament
 * @param plannedRounds the planned number of rounds
 * @param players the players, by start number from 1
 * @param attendance for each round played, each player's attendance, by start number from 1
 * @param results for each round played, the result of the game each player decides, by start
 *     number from 1
 */
record Plan(Format format, int plannedRounds, List<PlayerPlan> players,
    List<List<Attendance>> attendance, List<List<GameResult>> results) {

  Plan {
    players = List.copyOf(players);
    attendance = List.copyOf(attendance);
    results = List.copyOf(results);
  }

  /** The number of players. */
  int size() {
    return players.size();
  }

  /** The number of rounds played. */
  int roundsPlayed() {
    return attendance.size();
  }

  /**
   * Why {@code player} does not play in {@code round} (both from 1): withdrawn, not yet entered,
   * on a requested bye or absent; empty if the player is there to be paired.
   */
  Optional<ResultKind> absence(int player, int round) {
    PlayerPlan plan = players.get(player - 1);
    if (plan.withdrawalRound() != 0 && round >= plan.withdrawalRound()) {
      return Optional.of(ResultKind.WITHDRAWN);
    }
    if (round <= plan.lateRounds()) {
      return Optional.of(ResultKind.LATE_ENTRY);
    }
    return attendance.get(round - 1).get(player - 1).bye();
  }

  /** The result of the game {@code player} decides in {@code round} (both from 1). */
  GameResult result(int round, int player) {
    return results.get(round - 1).get(player - 1);
  }

  /** A builder holding the tournament's format, planned rounds and players, but no rounds. */
  Tournament.Builder builder() {
    List<Player> list = new ArrayList<>();
    for (int i = 0; i < players.size(); i++) {
      int rating = players.get(i).rating();
      int startNumber = i + 1;
      String name = "Player " + startNumber;
      list.add(rating == 0 ? Player.of(startNumber, name) : Player.of(startNumber, name, rating));
    }
    return Tournament.builder().format(format).plannedRounds(plannedRounds).addPlayers(list);
  }

  /**
   * One player's plan.
   *
   * @param rating the rating, or 0 for an unrated player
   * @param lateRounds how many rounds from round 1 the player has not yet entered; 0 if none
   * @param withdrawalRound the first round the player is withdrawn from; 0 if never
   */
  record PlayerPlan(int rating, int lateRounds, int withdrawalRound) {}

  /** Whether a player who has entered and not withdrawn is there to play in a round. */
  enum Attendance {
    PLAYS(null),
    HALF_POINT_BYE(ResultKind.HALF_POINT_BYE),
    ZERO_POINT_BYE(ResultKind.ZERO_POINT_BYE),
    FULL_POINT_BYE(ResultKind.FULL_POINT_BYE),
    ABSENT(ResultKind.ABSENT);

    private final ResultKind bye;

    Attendance(ResultKind bye) {
      this.bye = bye;
    }

    /** The kind of the unplayed round; empty if the player plays. */
    Optional<ResultKind> bye() {
      return Optional.ofNullable(bye);
    }
  }
}
