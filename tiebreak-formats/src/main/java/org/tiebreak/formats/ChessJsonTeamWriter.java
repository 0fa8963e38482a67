package org.tiebreak.formats;

import java.util.Optional;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.api.team.TeamTournament;

/** Writes a team event as Chess-JSON. */
final class ChessJsonTeamWriter {

  private ChessJsonTeamWriter() {}

  static String write(TeamTournament event, Optional<Standings> standings) {
    throw new IllegalArgumentException("team events are not written");
  }
}
