package org.tiebreak.uschess;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.tiebreak.api.Player;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.RoundResult;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.core.TiebreakEngine;
import org.tiebreak.rulesets.Rulesets;
import org.tiebreak.testkit.TournamentArbitraries;

/**
 * A US Chess rating report written through the library reads back to the same tournaments and
 * standings, over the testkit's generated events (complete, scored 1-½-0, as a rating report
 * is): Swiss and round robins with every kind of unplayed round, one or two sections. The report
 * has one letter for a full-point and a pairing-allocated bye (B), and one for a zero-point bye,
 * an absence, a withdrawal and a late entry (U): those read back as full-point and zero-point
 * byes. A report gives the rounds played, which read back as the rounds planned.
 */
class UsChessRoundTripProperties {

  @Provide
  Arbitrary<Tournament> events() {
    return Arbitraries.oneOf(
        TournamentArbitraries.swiss().allUnplayedKinds().inProgress().rated(),
        TournamentArbitraries.swiss().allUnplayedKinds(),
        TournamentArbitraries.roundRobin().allUnplayedKinds().inProgress().rated())
        .filter(t -> t.roundsPlayed() > 0);
  }

  @Property(tries = 200)
  void written_readsBackToTheSameTournamentsAndStandings(@ForAll("events") Tournament first,
      @ForAll("events") Tournament second) {
    UsChessReport.ReportFiles files = UsChessReport.write(List.of(first, second));
    UsChessReport report = UsChessReport.read(Optional.of(files.thexport()),
        Optional.of(files.tsexport()), files.tdexport());
    assertEquals(List.of(), report.warnings());
    assertEquals(sayable(first), report.section(1).tournament());
    assertEquals(sayable(second), report.section(2).tournament());
    Standings expected = TiebreakEngine.rank(sayable(first), Rulesets.named("uscf"));
    Standings actual = TiebreakEngine.rank(report.section(1).tournament(),
        Rulesets.named("uscf"));
    for (int i = 0; i < expected.rows().size(); i++) {
      assertEquals(expected.rows().get(i).player(), actual.rows().get(i).player());
      assertEquals(expected.rows().get(i).place(), actual.rows().get(i).place());
      assertEquals(expected.rows().get(i).values(), actual.rows().get(i).values());
    }
  }

  /** The tournament as a report can say it. */
  static Tournament sayable(Tournament tournament) {
    Tournament.Builder builder = Tournament.builder().name(tournament.name())
        .plannedRounds(tournament.roundsPlayed()).format(tournament.format());
    tournament.startDate().ifPresent(builder::startDate);
    for (Player player : tournament.players()) {
      List<RoundResult> row = new ArrayList<>();
      for (RoundResult result : tournament.results(player.startNumber())) {
        row.add(switch (result.kind()) {
          case PAIRING_ALLOCATED_BYE -> RoundResult.bye(ResultKind.FULL_POINT_BYE);
          case ABSENT, WITHDRAWN, LATE_ENTRY -> RoundResult.bye(ResultKind.ZERO_POINT_BYE);
          default -> result;
        });
      }
      builder.addRow(player, row);
    }
    return builder.build();
  }
}
