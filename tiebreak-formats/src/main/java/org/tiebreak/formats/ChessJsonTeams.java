package org.tiebreak.formats;

import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.tiebreak.api.Format;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.team.TeamTournament;
import org.tiebreak.formats.internal.Json.Obj;

/** Reads a team tournament of Chess-JSON: its teams, matches and boards. */
final class ChessJsonTeams {

  private ChessJsonTeams() {}

  static Optional<TeamTournament> read(ChessJsonReader reader, Obj tournament,
      List<Obj> competitors, Map<Integer, Obj> teams, Tournament players, String name,
      Optional<LocalDate> startDate, int planned, Format format) {
    reader.error(tournament, "team tournaments are not read");
    return Optional.empty();
  }
}
