package org.tiebreak.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.ServiceLoader;
import java.util.Set;
import net.jqwik.api.SampleReportingFormat;
import org.junit.jupiter.api.Test;
import org.tiebreak.api.Tournament;

/**
 * Unit tests for the configuration of {@link TournamentArbitraries}, the Berger tables and the
 * reporting of tournament samples.
 */
class TournamentArbitrariesTests {

  // ---------------------------------------------------------------- configuration

  @Test
  void players_invalidRange_throws() {
    assertThrows(IllegalArgumentException.class,
        () -> TournamentArbitraries.swiss().players(0, 4));
    assertThrows(IllegalArgumentException.class,
        () -> TournamentArbitraries.roundRobin().players(5, 4));
  }

  @Test
  void rounds_invalidRange_throws() {
    assertThrows(IllegalArgumentException.class,
        () -> TournamentArbitraries.swiss().rounds(0, 4));
    assertThrows(IllegalArgumentException.class,
        () -> TournamentArbitraries.swiss().rounds(5, 4));
  }

  @Test
  void rounds_roundRobin_throwsIllegalState() {
    assertThrows(IllegalStateException.class,
        () -> TournamentArbitraries.roundRobin().rounds(3, 5));
  }

  @Test
  void doubleRoundRobin_swiss_throwsIllegalState() {
    assertThrows(IllegalStateException.class,
        () -> TournamentArbitraries.swiss().doubleRoundRobin());
  }

  @Test
  void percentages_outOfRange_throw() {
    TournamentArbitrary swiss = TournamentArbitraries.swiss();

    assertThrows(IllegalArgumentException.class, () -> swiss.withByes(-1));
    assertThrows(IllegalArgumentException.class, () -> swiss.withForfeits(101));
    assertThrows(IllegalArgumentException.class, () -> swiss.withWithdrawals(101));
    assertThrows(IllegalArgumentException.class, () -> swiss.withLateEntries(-5));
    assertThrows(IllegalArgumentException.class, () -> swiss.withAbsences(200));
    assertThrows(IllegalArgumentException.class, () -> swiss.rated(101));
  }

  @Test
  void byesAndAbsences_overHundredPercent_throw() {
    assertThrows(IllegalArgumentException.class,
        () -> TournamentArbitraries.swiss().withByes(60).withAbsences(50));
    assertThrows(IllegalArgumentException.class,
        () -> TournamentArbitraries.swiss().withAbsences(50).withByes(60));
  }

  @Test
  void configuration_returnsNewInstance_leavesOriginalUnchanged() {
    TournamentArbitrary swiss = TournamentArbitraries.swiss();
    String before = swiss.toString();

    TournamentArbitrary configured = swiss.players(3, 5).rounds(2, 2).inProgress()
        .allUnplayedKinds().rated();

    assertEquals(before, swiss.toString());
    assertEquals("TournamentArbitrary<SWISS, players 2..16, rounds 1..9>", before);
    assertEquals("TournamentArbitrary<SWISS, players 3..5, rounds 2..2, in progress, byes 10%,"
        + " forfeits 10%, withdrawals 15%, late entries 15%, absences 5%, rated (20% unrated)>",
        configured.toString());
  }

  @Test
  void allUnplayedKinds_keepsChancesAlreadyGiven() {
    String text = TournamentArbitraries.roundRobin().doubleRoundRobin().withByes(30)
        .allUnplayedKinds().toString();

    assertEquals("TournamentArbitrary<DOUBLE_ROUND_ROBIN, players 3..8, byes 30%, forfeits 10%,"
        + " withdrawals 15%, late entries 15%, absences 5%>", text);
  }

  // ---------------------------------------------------------------- Berger tables

  @Test
  void bergerTables_sixPlayers_areTheFideTable() {
    assertEquals(List.of(
            Set.of("1-6", "2-5", "3-4"),
            Set.of("6-4", "5-3", "1-2"),
            Set.of("2-6", "3-1", "4-5"),
            Set.of("6-5", "1-4", "2-3"),
            Set.of("3-6", "4-2", "5-1")),
        games(BergerTables.cycle(6)));
  }

  @Test
  void bergerTables_fivePlayers_useADummyNumberSix() {
    List<List<int[]>> cycle = BergerTables.cycle(5);

    assertEquals(5, cycle.size());
    assertEquals(5, BergerTables.rounds(5, false));
    assertEquals(10, BergerTables.rounds(5, true));
    assertEquals(6, BergerTables.rounds(4, true));
  }

  /** Each round's games as "white-black". */
  private static List<Set<String>> games(List<List<int[]>> cycle) {
    List<Set<String>> rounds = new ArrayList<>();
    for (List<int[]> round : cycle) {
      Set<String> games = new HashSet<>();
      for (int[] game : round) {
        games.add(game[0] + "-" + game[1]);
      }
      rounds.add(games);
    }
    return rounds;
  }

  // ---------------------------------------------------------------- reporting

  @Test
  void reportingFormat_isRegisteredAndReportsTheCrosstable() {
    List<SampleReportingFormat> formats = new ArrayList<>();
    ServiceLoader.load(SampleReportingFormat.class).forEach(formats::add);
    SampleReportingFormat format = formats.stream()
        .filter(f -> f instanceof TournamentReportingFormat).findFirst().orElseThrow();
    Tournament tournament = Crosstables.parse("1 A 1 W2w\n2 B 0 L1b\n", 3);

    assertTrue(format.appliesTo(tournament));
    assertNotEquals(true, format.appliesTo("1 A 1 W2w"));
    assertEquals("SWISS 2 players 1/3 rounds", format.label(tournament).orElseThrow());
    assertEquals("1 A 1.0 W2w\n2 B 0.0 L1b", format.report(tournament).toString());
  }
}
