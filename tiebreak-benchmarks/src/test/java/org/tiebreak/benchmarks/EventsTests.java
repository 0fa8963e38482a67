package org.tiebreak.benchmarks;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumMap;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.tiebreak.api.Colour;
import org.tiebreak.api.Format;
import org.tiebreak.api.Player;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.RoundResult;
import org.tiebreak.api.Tournament;
import org.tiebreak.core.internal.Index;

class EventsTests {

  @Test
  void swissPlan_sameSeed_givesSameEvent() {
    assertEquals(Events.swissPlan(301, 7, 5), Events.swissPlan(301, 7, 5));
    assertNotEquals(Events.swissPlan(301, 7, 5), Events.swissPlan(301, 7, 6));
  }

  @Test
  void swiss_thousandByNine_hasTheMixOfResultsAsked() {
    Tournament tournament = Events.swiss("1000x9");
    assertEquals(1000, tournament.players().size());
    assertEquals(9, tournament.roundsPlayed());
    assertEquals(Format.SWISS, tournament.format());
    Map<ResultKind, Integer> kinds = new EnumMap<>(ResultKind.class);
    int whiteWins = 0;
    int games = 0;
    for (Player player : tournament.players()) {
      for (RoundResult result : tournament.results(player.startNumber())) {
        kinds.merge(result.kind(), 1, Integer::sum);
        if (result.colour().orElse(null) == Colour.WHITE) {
          games++;
          whiteWins += result.kind() == ResultKind.WIN ? 1 : 0;
        }
      }
    }
    int cells = 9000;
    int draws = kinds.getOrDefault(ResultKind.DRAW, 0) / 2;
    int forfeits = kinds.getOrDefault(ResultKind.FORFEIT_WIN, 0)
        + kinds.getOrDefault(ResultKind.FORFEIT_LOSS, 0);
    assertTrue(whiteWins > 0.36 * games && whiteWins < 0.45 * games, "white wins " + whiteWins);
    assertTrue(draws > 0.26 * games && draws < 0.34 * games, "draws " + draws);
    assertTrue(forfeits > 0.01 * cells && forfeits < 0.04 * cells, "forfeits " + forfeits);
    assertTrue(kinds.getOrDefault(ResultKind.HALF_POINT_BYE, 0) > 10, "half-point byes");
    assertTrue(kinds.getOrDefault(ResultKind.WITHDRAWN, 0) > 10, "withdrawals");
    assertTrue(kinds.getOrDefault(ResultKind.PAIRING_ALLOCATED_BYE, 0) >= 1, "allocated byes");
  }

  @Test
  void swiss_topBoards_pairPlayersOnEqualScores() {
    Tournament tournament = Events.swiss(512, 5, 11);
    // Round 1: everyone on 0; 1 v 2 is board 1 (no half-point bye or withdrawal among them).
    RoundResult first = tournament.result(1, 1);
    assertTrue(first.opponent().isPresent());
    int opponent = first.opponentOrZero();
    assertTrue(opponent <= 4, "player 1 meets a neighbour in round 1: " + opponent);
  }

  @Test
  void swiss_repeatMeetingsAreRare() {
    Tournament tournament = Events.swiss(200, 7, 3);
    Set<Long> pairs = new HashSet<>();
    int repeats = 0;
    for (int round = 1; round <= 7; round++) {
      for (Player player : tournament.players()) {
        int opponent = tournament.result(player.startNumber(), round).opponentOrZero();
        if (opponent > player.startNumber()) {
          if (!pairs.add((long) player.startNumber() << 32 | opponent)) {
            repeats++;
          }
        }
      }
    }
    assertTrue(repeats <= 2, "repeat meetings: " + repeats);
  }

  @Test
  void bergerRound_sixPlayers_givesTheFideTables() {
    List<Set<String>> expected = List.of(
        Set.of("1-6", "2-5", "3-4"), Set.of("6-4", "5-3", "1-2"), Set.of("2-6", "3-1", "4-5"),
        Set.of("6-5", "1-4", "2-3"), Set.of("3-6", "4-2", "5-1"));
    for (int round = 0; round < 5; round++) {
      Set<String> games = new HashSet<>();
      for (int[] game : Events.bergerRound(6, round)) {
        games.add(game[0] + "-" + game[1]);
      }
      assertEquals(expected.get(round), games, "round " + (round + 1));
    }
  }

  @Test
  void doubleRoundRobin_everyPairMeetsTwiceOnceWithEachColour() {
    Tournament tournament = Events.doubleRoundRobin(20, Events.SEED);
    assertEquals(38, tournament.roundsPlayed());
    assertEquals(Format.DOUBLE_ROUND_ROBIN, tournament.format());
    Map<Long, Integer> whites = new HashMap<>();
    for (Player player : tournament.players()) {
      for (RoundResult result : tournament.results(player.startNumber())) {
        if (result.colour().orElse(null) == Colour.WHITE) {
          whites.merge((long) player.startNumber() << 32 | result.opponentOrZero(), 1,
              Integer::sum);
        }
      }
    }
    assertEquals(20 * 19, whites.size());
    assertTrue(whites.values().stream().allMatch(count -> count == 1));
  }

  @Test
  void parseSize_readsPlayersByRounds() {
    assertArrayEquals(new int[] {100_000, 11}, Events.parseSize("100000x11"));
    assertThrows(IllegalArgumentException.class, () -> Events.parseSize("100000"));
    assertThrows(IllegalArgumentException.class, () -> Events.parseSize("ax9"));
  }

  @Test
  void floorPoints_areEveryPlayersScore() {
    Index index = Index.of(Events.swiss("1000x9"));
    long[] points = FloorBenchmark.points(index);
    for (int i = 0; i < index.players(); i++) {
      assertEquals(index.score(i), points[i]);
    }
  }
}
