package org.tiebreak.testkit;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.tiebreak.api.Pairing;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.Tournament;

/**
 * Plays a {@link Plan} as a (double) round robin paired by the Berger tables. See
 * {@link TournamentArbitraries#roundRobin()}.
 */
final class BergerTables {

  private BergerTables() {}

  /**
   * The number of rounds of a round robin of {@code players} players: one cycle has
   * {@code players - 1} rounds for an even number and {@code players} for an odd one.
   */
  static int rounds(int players, boolean twice) {
    int table = players % 2 == 0 ? players : players + 1;
    return (table - 1) * (twice ? 2 : 1);
  }

  /**
   * The games of each round of one cycle, White first, for {@code players} players: round
   * {@code r} (from 0) is element {@code r}. With an odd number of players, start number
   * {@code players + 1} stands for the dummy whose opponent sits out.
   */
  static List<List<int[]>> cycle(int players) {
    int table = players % 2 == 0 ? players : players + 1;
    List<List<int[]>> rounds = new ArrayList<>();
    for (int r = 0; r < table - 1; r++) {
      rounds.add(new ArrayList<>());
    }
    for (int i = 1; i < table; i++) {
      // The last number of the table meets i in the round where i has no other opponent.
      int round = (2 * i - 2) % (table - 1);
      rounds.get(round).add(i <= table / 2 ? new int[] {i, table} : new int[] {table, i});
      for (int j = i + 1; j < table; j++) {
        round = (i + j - 2) % (table - 1);
        rounds.get(round).add((i + j) % 2 == 1 ? new int[] {i, j} : new int[] {j, i});
      }
    }
    return rounds;
  }

  /** The tournament the plan gives. */
  static Tournament play(Plan plan) {
    int players = plan.size();
    List<List<int[]>> cycle = cycle(players);
    Tournament.Builder builder = plan.builder();
    for (int round = 1; round <= plan.roundsPlayed(); round++) {
      boolean secondCycle = round > cycle.size();
      List<Pairing> pairings = new ArrayList<>();
      for (int[] game : cycle.get((round - 1) % cycle.size())) {
        int white = secondCycle ? game[1] : game[0];
        int black = secondCycle ? game[0] : game[1];
        pairings.addAll(pair(plan, round, white, black));
      }
      builder.addRound(pairings);
    }
    return builder.build();
  }

  private static List<Pairing> pair(Plan plan, int round, int white, int black) {
    int dummy = plan.size() + 1;
    if (white == dummy || black == dummy) {
      int player = white == dummy ? black : white;
      return List.of(Pairing.bye(player,
          plan.absence(player, round).orElse(ResultKind.PAIRING_ALLOCATED_BYE)));
    }
    Optional<ResultKind> whiteAbsence = plan.absence(white, round);
    Optional<ResultKind> blackAbsence = plan.absence(black, round);
    if (whiteAbsence.isEmpty() && blackAbsence.isEmpty()) {
      return List.of(Pairing.game(white, black, plan.result(round, white)));
    }
    return List.of(
        Pairing.bye(white, whiteAbsence.orElse(ResultKind.FULL_POINT_BYE)),
        Pairing.bye(black, blackAbsence.orElse(ResultKind.FULL_POINT_BYE)));
  }
}
