package org.tiebreak.formats;

import static org.apiguardian.api.API.Status.STABLE;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import org.apiguardian.api.API;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.team.TeamTournament;

/**
 * A Chess-JSON file as read: its tournaments, each ready to rank, with the tie-break list
 * ({@code rankOrder}) and the ranks ({@code competitors[].rank}) the file gives, and the oddities
 * reading tolerated. Made by {@link ChessJson#read(java.nio.file.Path)}.
 *
 * <p>This class is immutable and thread-safe.
 */
@API(status = STABLE, since = "1.0")
public final class ChessJsonDocument {

  private final String eventName;
  private final List<Section> tournaments;
  private final List<FormatProblem> warnings;

  ChessJsonDocument(String eventName, List<Section> tournaments, List<FormatProblem> warnings) {
    this.eventName = eventName;
    this.tournaments = List.copyOf(tournaments);
    this.warnings = List.copyOf(warnings);
  }

  /** The event's name ({@code eventName}, or {@code eventInfo.fullName}); empty if none. */
  public String eventName() {
    return eventName;
  }

  /** The tournaments of the file, in file order; at least one. */
  public List<Section> tournaments() {
    return tournaments;
  }

  /**
   * The tournament numbered {@code number} ({@code tournamentNo}).
   *
   * @throws IllegalArgumentException if the file has no tournament of that number
   */
  public Section tournament(int number) {
    return tournaments.stream().filter(t -> t.number() == number).findFirst().orElseThrow(
        () -> new IllegalArgumentException("no tournament numbered " + number));
  }

  /** What reading tolerated, each at its line and column. */
  public List<FormatProblem> warnings() {
    return warnings;
  }

  /**
   * One tournament of the file (an element of {@code event.tournaments}).
   *
   * @param number its {@code tournamentNo} (its position from 1 where it has none)
   * @param name its name: {@code name}, {@code tournamentInfo.fullName}, or the event's
   * @param line the line where it starts
   * @param tournament the players and their games ({@code gameList}); for a team tournament the
   *     players' games
   * @param teamTournament the team event ({@code matchList}), for a team tournament
   * @param rankOrder the codes of {@code rankOrder} as written, the primary score ({@code PTS},
   *     {@code MPTS}, {@code GPTS}) included
   * @param rankOrderLine the line of {@code rankOrder}, or 0 where there is none
   * @param ranks each competitor's {@code rank} by {@code cid}, where it is given and above 0
   * @param lines the line of each competitor by {@code cid}
   */
  public record Section(int number, String name, int line, Tournament tournament,
      Optional<TeamTournament> teamTournament, List<String> rankOrder, int rankOrderLine,
      Map<Integer, Integer> ranks, Map<Integer, Integer> lines) {

    /** Checks and copies the components. */
    public Section {
      Objects.requireNonNull(name, "name");
      Objects.requireNonNull(tournament, "tournament");
      Objects.requireNonNull(teamTournament, "teamTournament");
      rankOrder = List.copyOf(rankOrder);
      ranks = Map.copyOf(ranks);
      lines = Map.copyOf(lines);
    }

    /**
     * The tie-breaks of {@code rankOrder}, without the primary score it opens with ({@code PTS},
     * {@code MPTS} or {@code GPTS}, as FIDE's reference checker writes it); empty if the file
     * names none.
     */
    public List<String> tiebreakCodes() {
      int first = 0;
      while (first < rankOrder.size() && isPrimaryScore(rankOrder.get(first))) {
        first++;
      }
      return rankOrder.subList(first, rankOrder.size());
    }

    /** The rank the file gives a competitor ({@code cid}), if it gives one above 0. */
    public OptionalInt rank(int competitor) {
      Integer rank = ranks.get(competitor);
      return rank == null ? OptionalInt.empty() : OptionalInt.of(rank);
    }

    private static boolean isPrimaryScore(String code) {
      String upper = code.toUpperCase(java.util.Locale.ROOT);
      return upper.equals("PTS") || upper.equals("MPTS") || upper.equals("GPTS");
    }
  }
}
