package org.tiebreak.formats;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.tiebreak.api.Player;
import org.tiebreak.api.PointSystem;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.RoundResult;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.core.TiebreakEngine;
import org.tiebreak.rulesets.Rulesets;
import org.tiebreak.testkit.TournamentArbitraries;

/**
 * Chess-JSON written reads back to the same tournament and standings, over the testkit's
 * generated events: Swiss and round robins, complete or in progress, every kind of unplayed round,
 * pending games, other point systems. Chess-JSON has one letter (Z) for a zero-point bye, an
 * absence, a round after a withdrawal and one before a late entry: those read back as zero-point
 * byes, which is what the file says.
 */
class ChessJsonRoundTripProperties {

  @Provide
  Arbitrary<Tournament> events() {
    return Arbitraries.oneOf(TournamentArbitraries.any(),
        TournamentArbitraries.swiss().allUnplayedKinds().inProgress().rated()
            .pointSystems(TournamentArbitraries.otherPointSystems().stream()
                .filter(ChessJsonRoundTripProperties::writable).toArray(PointSystem[]::new)));
  }

  static boolean writable(PointSystem points) {
    try {
      ChessJsonWriter.letters(points, "");
      return true;
    } catch (IllegalArgumentException e) {
      return false;
    }
  }

  @Property(tries = 200)
  void written_readsBackToTheSameTournament(@ForAll("events") Tournament tournament) {
    Tournament read = ChessJson.read(ChessJson.write(tournament)).tournaments().get(0)
        .tournament();
    assertEquals(sayable(tournament), read);
  }

  @Property(tries = 100)
  void writtenWithStandings_readsBackToTheSameStandingsAndRanks(
      @ForAll("events") Tournament tournament) {
    String ruleset = tournament.format() == org.tiebreak.api.Format.SWISS ? "fide" : "fide-rr";
    Standings standings = TiebreakEngine.rank(sayable(tournament), Rulesets.named(ruleset));
    ChessJsonDocument.Section back = ChessJson.read(ChessJson.write(standings)).tournaments()
        .get(0);
    Standings again = TiebreakEngine.rank(back.tournament(), Rulesets.withRules(ruleset,
        back.tiebreakCodes()));
    ChessJsonReadTests.assertSameStandings(standings, again);
    for (Standings.Row row : standings.rows()) {
      assertEquals(row.rank(), back.rank(row.player().startNumber()).getAsInt());
    }
  }

  /** The tournament as Chess-JSON can say it: absences and the like as zero-point byes. */
  static Tournament sayable(Tournament tournament) {
    Tournament.Builder builder = Tournament.builder().name(tournament.name())
        .plannedRounds(tournament.plannedRounds()).format(tournament.format())
        .pointSystem(tournament.pointSystem());
    tournament.startDate().ifPresent(builder::startDate);
    for (Player player : tournament.players()) {
      List<RoundResult> row = new ArrayList<>();
      for (RoundResult result : tournament.results(player.startNumber())) {
        row.add(switch (result.kind()) {
          case ABSENT, WITHDRAWN, LATE_ENTRY -> RoundResult.bye(ResultKind.ZERO_POINT_BYE);
          default -> result;
        });
      }
      builder.addRow(player, row);
    }
    return builder.build();
  }
}
