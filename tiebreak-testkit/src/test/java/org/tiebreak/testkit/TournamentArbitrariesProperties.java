package org.tiebreak.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Set;
import java.util.function.Predicate;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;
import net.jqwik.api.statistics.StatisticsReport;
import org.tiebreak.api.Colour;
import org.tiebreak.api.Format;
import org.tiebreak.api.Player;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.RoundResult;
import org.tiebreak.api.Tournament;

/** Properties of the tournaments {@link TournamentArbitraries} generates. */
class TournamentArbitrariesProperties {

  @Provide
  Arbitrary<Tournament> defaultSwiss() {
    return TournamentArbitraries.swiss();
  }

  @Provide
  Arbitrary<Tournament> defaultRoundRobin() {
    return TournamentArbitraries.roundRobin();
  }

  @Provide
  Arbitrary<Tournament> anySwiss() {
    return TournamentArbitraries.swiss().inProgress().allUnplayedKinds().rated()
        .withPendingGames();
  }

  @Provide
  Arbitrary<Tournament> anyRoundRobin() {
    return Arbitraries.oneOf(
        TournamentArbitraries.roundRobin().inProgress().allUnplayedKinds().rated()
            .withPendingGames(),
        TournamentArbitraries.roundRobin().doubleRoundRobin().inProgress().allUnplayedKinds());
  }

  @Provide
  Arbitrary<Tournament> anyTournament() {
    return Arbitraries.oneOf(anySwiss(), anyRoundRobin());
  }

  /** Swiss events small enough to check by exhaustive search that a repeat was unavoidable. */
  @Provide
  Arbitrary<Tournament> smallSwiss() {
    return TournamentArbitraries.swiss().players(2, 10).rounds(1, 9).inProgress()
        .allUnplayedKinds();
  }

  /** Complete round robins in which every scheduled game is paired, though maybe forfeited. */
  @Provide
  Arbitrary<Tournament> completeRoundRobins() {
    return Arbitraries.oneOf(
        TournamentArbitraries.roundRobin().players(1, 9).withForfeits(),
        TournamentArbitraries.roundRobin().players(1, 7).doubleRoundRobin().withForfeits());
  }

  // ---------------------------------------------------------------- defaults

  @Property(tries = 200)
  void swiss_defaults_completeUnratedAndPlayedOverTheBoard(
      @ForAll("defaultSwiss") Tournament tournament) {
    assertEquals(Format.SWISS, tournament.format());
    assertTrue(tournament.players().size() >= 2 && tournament.players().size() <= 16);
    assertTrue(tournament.plannedRounds() >= 1 && tournament.plannedRounds() <= 9);
    assertEquals(tournament.plannedRounds(), tournament.roundsPlayed());
    assertOnlyGamesAndAllocatedByes(tournament);
  }

  @Property(tries = 200)
  void roundRobin_defaults_completeUnratedAndPlayedOverTheBoard(
      @ForAll("defaultRoundRobin") Tournament tournament) {
    int players = tournament.players().size();
    assertEquals(Format.ROUND_ROBIN, tournament.format());
    assertTrue(players >= 3 && players <= 8);
    assertEquals(players % 2 == 0 ? players - 1 : players, tournament.plannedRounds());
    assertEquals(tournament.plannedRounds(), tournament.roundsPlayed());
    assertOnlyGamesAndAllocatedByes(tournament);
  }

  private static void assertOnlyGamesAndAllocatedByes(Tournament tournament) {
    for (Player player : tournament.players()) {
      assertTrue(player.rating().isEmpty());
      for (RoundResult result : tournament.results(player.startNumber())) {
        assertTrue(result.kind().isPlayed()
                || result.kind() == ResultKind.PAIRING_ALLOCATED_BYE,
            () -> "unexpected " + result + "\n" + Crosstables.format(tournament));
        assertTrue(result.kind().isBye() || result.colour().isPresent());
      }
    }
  }

  // ---------------------------------------------------------------- every tournament

  @Property(tries = 200)
  void anyTournament_roundsPlayed_withinPlanned(@ForAll("anyTournament") Tournament tournament) {
    assertTrue(tournament.roundsPlayed() <= tournament.plannedRounds());
    if (tournament.format() == Format.SWISS) {
      assertTrue(tournament.plannedRounds() >= 1 && tournament.plannedRounds() <= 9);
    }
  }

  @Property(tries = 200)
  void anyTournament_atMostOneAllocatedByePerRound(
      @ForAll("anyTournament") Tournament tournament) {
    for (int round = 1; round <= tournament.roundsPlayed(); round++) {
      assertTrue(playersWith(tournament, round, ResultKind.PAIRING_ALLOCATED_BYE).size() <= 1);
    }
  }

  @Property(tries = 200)
  void anyTournament_withdrawal_followedOnlyByWithdrawals_lateEntryOnlyAtStart(
      @ForAll("anyTournament") Tournament tournament) {
    for (Player player : tournament.players()) {
      List<RoundResult> results = tournament.results(player.startNumber());
      boolean withdrawn = false;
      boolean entered = false;
      for (RoundResult result : results) {
        ResultKind kind = result.kind();
        assertFalse(withdrawn && kind != ResultKind.WITHDRAWN);
        assertFalse(entered && kind == ResultKind.LATE_ENTRY);
        withdrawn = kind == ResultKind.WITHDRAWN;
        entered |= kind != ResultKind.LATE_ENTRY;
      }
    }
  }

  @Property(tries = 200)
  void anyTournament_rated_startNumbersFollowRatings(@ForAll("anySwiss") Tournament tournament) {
    OptionalInt previous = OptionalInt.of(Integer.MAX_VALUE);
    for (Player player : tournament.players()) {
      OptionalInt rating = player.rating();
      assertFalse(previous.isEmpty() && rating.isPresent(), "an unrated player ranks above");
      if (rating.isPresent()) {
        assertTrue(rating.getAsInt() >= 1000 && rating.getAsInt() <= 2800);
        assertTrue(rating.getAsInt() <= previous.getAsInt());
      }
      previous = rating;
    }
  }

  @Property(tries = 200)
  void anyTournament_crosstable_roundTrips(@ForAll("anyTournament") Tournament tournament) {
    String crosstable = Crosstables.format(tournament);

    Tournament parsed =
        Crosstables.parse(crosstable, tournament.plannedRounds(), tournament.format());

    assertEquals(tournament, parsed, crosstable);
  }

  @Property(tries = 300)
  @StatisticsReport(onFailureOnly = true)
  void allUnplayedKinds_generatesEveryResultKind(@ForAll("anyTournament") Tournament tournament) {
    for (Player player : tournament.players()) {
      for (RoundResult result : tournament.results(player.startNumber())) {
        Statistics.label("kinds").collect(result.kind());
      }
    }
    Statistics.label("kinds").coverage(coverage -> {
      for (ResultKind kind : ResultKind.values()) {
        coverage.check(kind).count((Predicate<Integer>) count -> count > 0);
      }
    });
  }

  // ---------------------------------------------------------------- Swiss pairing

  @Property(tries = 200)
  void swiss_allocatedBye_exactlyWhenFieldIsOdd_toPlayerWithoutOneIfPossible(
      @ForAll("anySwiss") Tournament tournament) {
    Set<Integer> hadBye = new HashSet<>();
    for (int round = 1; round <= tournament.roundsPlayed(); round++) {
      Set<Integer> field = new HashSet<>(gamePlayers(tournament, round));
      List<Integer> byes = playersWith(tournament, round, ResultKind.PAIRING_ALLOCATED_BYE);
      field.addAll(byes);
      assertEquals(field.size() % 2, byes.size(), "round " + round);
      for (int bye : byes) {
        assertTrue(!hadBye.contains(bye) || hadBye.containsAll(field),
            "round " + round + ": a second bye for " + bye);
      }
      hadBye.addAll(byes);
    }
  }

  @Property(tries = 200)
  void swiss_repeatMeeting_onlyWhenUnavoidable(@ForAll("smallSwiss") Tournament tournament) {
    Set<List<Integer>> met = new HashSet<>();
    for (int round = 1; round <= tournament.roundsPlayed(); round++) {
      List<Integer> players = gamePlayers(tournament, round);
      boolean repeat = false;
      List<List<Integer>> pairs = new ArrayList<>();
      for (int player : players) {
        int opponent = tournament.result(player, round).opponentOrZero();
        if (player < opponent) {
          pairs.add(List.of(player, opponent));
          repeat |= met.contains(List.of(player, opponent));
        }
      }
      if (repeat) {
        assertFalse(canPairWithoutRepeats(players, met),
            "round " + round + " repeats a meeting that could be avoided");
      }
      met.addAll(pairs);
    }
  }

  @Property(tries = 200)
  void swiss_colours_stayBalanced(@ForAll("defaultSwiss") Tournament tournament) {
    for (Player player : tournament.players()) {
      int whites = 0;
      int games = 0;
      for (RoundResult result : tournament.results(player.startNumber())) {
        if (result.kind().isPlayed()) {
          games++;
          whites += result.colour().orElseThrow() == Colour.WHITE ? 1 : 0;
        }
      }
      // Top-down pairing cannot always balance colours, but never drifts far.
      assertTrue(Math.abs(2 * whites - games) <= 3,
          () -> "player " + player.startNumber() + "\n" + Crosstables.format(tournament));
    }
  }

  private static boolean canPairWithoutRepeats(List<Integer> players, Set<List<Integer>> met) {
    if (players.isEmpty()) {
      return true;
    }
    int first = players.get(0);
    for (int i = 1; i < players.size(); i++) {
      int other = players.get(i);
      if (!met.contains(List.of(Math.min(first, other), Math.max(first, other)))) {
        List<Integer> rest = new ArrayList<>(players.subList(1, players.size()));
        rest.remove(Integer.valueOf(other));
        if (canPairWithoutRepeats(rest, met)) {
          return true;
        }
      }
    }
    return false;
  }

  // ---------------------------------------------------------------- round robins

  @Property(tries = 200)
  void roundRobin_complete_everyPairMeetsOnceOrTwiceWithColoursSwapped(
      @ForAll("completeRoundRobins") Tournament tournament) {
    int times = tournament.format() == Format.DOUBLE_ROUND_ROBIN ? 2 : 1;
    Map<List<Integer>, List<RoundResult>> meetings = new HashMap<>();
    for (Player player : tournament.players()) {
      for (RoundResult result : tournament.results(player.startNumber())) {
        if (result.kind().hasOpponent() && player.startNumber() < result.opponentOrZero()) {
          meetings.computeIfAbsent(List.of(player.startNumber(), result.opponentOrZero()),
              k -> new ArrayList<>()).add(result);
        }
      }
    }
    int players = tournament.players().size();
    assertEquals(players * (players - 1) / 2, meetings.size());
    meetings.forEach((pair, results) -> {
      assertEquals(times, results.size(), () -> pair + "\n" + Crosstables.format(tournament));
      if (times == 2) {
        assertNotEquals(results.get(0).colour(), results.get(1).colour());
      }
    });
    for (int round = 1; round <= tournament.roundsPlayed(); round++) {
      assertEquals(players % 2,
          playersWith(tournament, round, ResultKind.PAIRING_ALLOCATED_BYE).size());
    }
  }

  // ---------------------------------------------------------------- helpers

  private static List<Integer> playersWith(Tournament tournament, int round, ResultKind kind) {
    List<Integer> players = new ArrayList<>();
    for (Player player : tournament.players()) {
      if (tournament.result(player.startNumber(), round).kind() == kind) {
        players.add(player.startNumber());
      }
    }
    return players;
  }

  /** The players with an opponent (a game or a forfeit) in the round, by start number. */
  private static List<Integer> gamePlayers(Tournament tournament, int round) {
    List<Integer> players = new ArrayList<>();
    for (Player player : tournament.players()) {
      if (tournament.result(player.startNumber(), round).kind().hasOpponent()) {
        players.add(player.startNumber());
      }
    }
    return players;
  }
}
