package org.tiebreak.testkit;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.tiebreak.api.Colour;
import org.tiebreak.api.GameResult;
import org.tiebreak.api.Pairing;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.Tournament;

/**
 * Pairs a {@link Plan} round by round as a simple Swiss system: rank by score, give the odd
 * player out a pairing-allocated bye, pair top-down avoiding repeat meetings, balance colours.
 * See {@link TournamentArbitraries#swiss()}.
 */
final class SwissSystem {

  private final Plan plan;
  private final int[] halfPoints;
  private final boolean[][] met;
  private final int[] whitesMinusBlacks;
  private final Colour[] lastColour;
  private final boolean[] hadAllocatedBye;

  private SwissSystem(Plan plan) {
    this.plan = plan;
    int slots = plan.size() + 1;
    halfPoints = new int[slots];
    met = new boolean[slots][slots];
    whitesMinusBlacks = new int[slots];
    lastColour = new Colour[slots];
    hadAllocatedBye = new boolean[slots];
  }

  /** The tournament the plan gives. */
  static Tournament play(Plan plan) {
    return new SwissSystem(plan).play();
  }

  private Tournament play() {
    Tournament.Builder builder = plan.builder();
    for (int round = 1; round <= plan.roundsPlayed(); round++) {
      builder.addRound(pairRound(round));
    }
    return builder.build();
  }

  private List<Pairing> pairRound(int round) {
    List<Pairing> pairings = new ArrayList<>();
    List<Integer> ranked = new ArrayList<>();
    for (int player = 1; player <= plan.size(); player++) {
      Optional<ResultKind> absence = plan.absence(player, round);
      if (absence.isPresent()) {
        pairings.add(Pairing.bye(player, absence.get()));
        halfPoints[player] += absence.get().halfPoints();
      } else {
        ranked.add(player);
      }
    }
    ranked.sort(Comparator.<Integer>comparingInt(p -> -halfPoints[p])
        .thenComparingInt(p -> p));
    RepeatFreePairing search = new RepeatFreePairing(met, true);
    List<int[]> boards;
    if (ranked.size() % 2 == 1) {
      int bye = allocateBye(ranked, search);
      ranked.remove(Integer.valueOf(bye));
      pairings.add(Pairing.bye(bye, ResultKind.PAIRING_ALLOCATED_BYE));
      halfPoints[bye] += ResultKind.PAIRING_ALLOCATED_BYE.halfPoints();
      hadAllocatedBye[bye] = true;
      boards = search.lastPairs() != null ? search.lastPairs() : pairAllowingRepeats(ranked);
    } else {
      boards = search.pair(ranked);
      if (boards == null) {
        boards = pairAllowingRepeats(ranked);
      }
    }
    for (int board = 0; board < boards.size(); board++) {
      int higher = boards.get(board)[0];
      int lower = boards.get(board)[1];
      boolean higherWhite = higherGetsWhite(higher, lower, board);
      int white = higherWhite ? higher : lower;
      int black = higherWhite ? lower : higher;
      GameResult result = plan.result(round, higher);
      pairings.add(Pairing.game(white, black, result));
      record(white, black, result);
    }
    return pairings;
  }

  /**
   * The player who gets the pairing-allocated bye: the lowest-ranked one without one so far whose
   * removal lets the others be paired without repeats; leaves that pairing in the search.
   */
  private int allocateBye(List<Integer> ranked, RepeatFreePairing search) {
    List<Integer> candidates = new ArrayList<>();
    for (int i = ranked.size() - 1; i >= 0; i--) {
      if (!hadAllocatedBye[ranked.get(i)]) {
        candidates.add(ranked.get(i));
      }
    }
    if (candidates.isEmpty()) {
      candidates.add(ranked.get(ranked.size() - 1));
    }
    for (int candidate : candidates) {
      List<Integer> rest = new ArrayList<>(ranked);
      rest.remove(Integer.valueOf(candidate));
      if (search.pair(rest) != null) {
        return candidate;
      }
    }
    return candidates.get(0);
  }

  /** Pairs top-down, each player with the next one not met, or the next one if all were met. */
  private List<int[]> pairAllowingRepeats(List<Integer> ranked) {
    List<Integer> open = new ArrayList<>(ranked);
    List<int[]> boards = new ArrayList<>();
    while (!open.isEmpty()) {
      int first = open.remove(0);
      int index = 0;
      for (int i = 0; i < open.size(); i++) {
        if (!met[first][open.get(i)]) {
          index = i;
          break;
        }
      }
      boards.add(new int[] {first, open.remove(index)});
    }
    return boards;
  }

  private boolean higherGetsWhite(int higher, int lower, int board) {
    int wish = whiteWish(higher) - whiteWish(lower);
    return wish != 0 ? wish > 0 : board % 2 == 0;
  }

  /** How much a player is due White: fewer whites than blacks first, then Black last time. */
  private int whiteWish(int player) {
    int last = lastColour[player] == null ? 0 : lastColour[player] == Colour.BLACK ? 1 : -1;
    return -2 * whitesMinusBlacks[player] + last;
  }

  private void record(int white, int black, GameResult result) {
    halfPoints[white] += result.white().halfPoints();
    halfPoints[black] += result.black().halfPoints();
    met[white][black] = true;
    met[black][white] = true;
    if (result.white().isPlayed()) {
      whitesMinusBlacks[white]++;
      whitesMinusBlacks[black]--;
      lastColour[white] = Colour.WHITE;
      lastColour[black] = Colour.BLACK;
    }
  }
}
