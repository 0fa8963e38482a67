package org.tiebreak.testkit;

import static org.apiguardian.api.API.Status.STABLE;

import java.util.Optional;
import net.jqwik.api.SampleReportingFormat;
import org.apiguardian.api.API;
import org.tiebreak.api.Tournament;

/**
 * Makes jqwik report a {@link Tournament} sample (such as a shrunk counterexample) as its
 * crosstable ({@link Crosstables#format}) under a heading with its format and rounds, instead of
 * its one-line {@code toString()}. jqwik finds it through {@link java.util.ServiceLoader}, so it
 * is active wherever this module is on the test class path.
 */
@API(status = STABLE, since = "1.0")
public final class TournamentReportingFormat implements SampleReportingFormat {

  /** A reporting format; jqwik creates it. */
  public TournamentReportingFormat() {}

  /** Whether {@code value} is a {@link Tournament}. */
  @Override
  public boolean appliesTo(Object value) {
    return value instanceof Tournament;
  }

  /** The heading: format, players and rounds played of planned, such as "SWISS 5 players 3/5 rounds". */
  @Override
  public Optional<String> label(Object value) {
    Tournament tournament = (Tournament) value;
    return Optional.of(tournament.format() + " " + tournament.players().size() + " players "
        + tournament.roundsPlayed() + "/" + tournament.plannedRounds() + " rounds");
  }

  /** The tournament's crosstable. */
  @Override
  public Object report(Object value) {
    return SampleReportingFormat.plainLabel(Crosstables.format((Tournament) value));
  }
}
