package org.tiebreak.testkit;

import static org.apiguardian.api.API.Status.STABLE;

import java.util.Optional;
import net.jqwik.api.SampleReportingFormat;
import org.apiguardian.api.API;
import org.tiebreak.api.team.TeamTournament;

/**
 * Makes jqwik report a {@link TeamTournament} sample (such as a shrunk counterexample) with its
 * rosters and every round's matches under a heading with its format, teams, boards and rounds,
 * instead of its one-line {@code toString()}. jqwik finds it through
 * {@link java.util.ServiceLoader}, so it is active wherever this module is on the test class
 * path.
 */
@API(status = STABLE, since = "1.0")
public final class TeamTournamentReportingFormat implements SampleReportingFormat {

  /** A reporting format; jqwik creates it. */
  public TeamTournamentReportingFormat() {}

  /** Whether {@code value} is a {@link TeamTournament}. */
  @Override
  public boolean appliesTo(Object value) {
    return value instanceof TeamTournament;
  }

  /** The heading, such as "SWISS 6 teams of 4 boards 3/5 rounds". */
  @Override
  public Optional<String> label(Object value) {
    TeamTournament event = (TeamTournament) value;
    return Optional.of(event.format() + " " + event.teams().size() + " teams of "
        + event.boards() + " boards " + event.roundsPlayed() + "/" + event.plannedRounds()
        + " rounds");
  }

  /** The rosters and every round's matches, one line each. */
  @Override
  public Object report(Object value) {
    return SampleReportingFormat.plainLabel(
        String.join("\n", Report.teamEventLines((TeamTournament) value)));
  }
}
