package org.tiebreak.formats;

import static org.apiguardian.api.API.Status.STABLE;

import java.util.List;
import java.util.Map;
import org.apiguardian.api.API;
import org.tiebreak.api.Tournament;

/**
 * A PGN file read as one event: the tournament its games make, ready to rank, and what reading
 * tolerated. Made by {@link Pgn#read(java.nio.file.Path)}.
 *
 * <p>This class is immutable and thread-safe.
 */
@API(status = STABLE, since = "1.0")
public final class PgnEvent {

  private final Tournament tournament;
  private final Map<String, Integer> events;
  private final int games;
  private final List<FormatProblem> warnings;

  PgnEvent(Tournament tournament, Map<String, Integer> events, int games,
      List<FormatProblem> warnings) {
    this.tournament = tournament;
    this.events = Map.copyOf(events);
    this.games = games;
    this.warnings = List.copyOf(warnings);
  }

  /**
   * The tournament: a player for each FIDE id or name, start numbers by rating (highest first,
   * unrated last), then name; a round for each {@code Round}.
   */
  public Tournament tournament() {
    return tournament;
  }

  /** The {@code Event} tags of the file's games, each with how many games have it. */
  public Map<String, Integer> events() {
    return events;
  }

  /** How many games were read into the tournament. */
  public int games() {
    return games;
  }

  /** What reading tolerated, each at its line and column. */
  public List<FormatProblem> warnings() {
    return warnings;
  }
}
