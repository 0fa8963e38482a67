package org.tiebreak.formats;

import static org.apiguardian.api.API.Status.STABLE;

import java.io.IOException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.apiguardian.api.API;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.api.team.TeamTournament;
import org.tiebreak.formats.internal.Text;

/**
 * Reads and writes the Chess-JSON of FIDE's tie-break reference checker (TieBreakServer, by the
 * FIDE Technical Commission), whose shape its {@code jsonscheme.py}, {@code chessjson.py} and
 * {@code trf2json.py} give: a file object with {@code event}, the event's {@code profiles},
 * {@code teams} and {@code tournaments}, and in each tournament its {@code competitors}, its
 * {@code gameList} (and {@code matchList} for teams), its {@code scoreSystem} and its
 * {@code rankOrder}.
 *
 * <p>Reading gives every tournament of the file ready to rank, with the tie-break list and the
 * ranks the file gives; every problem is listed in one {@link FormatException}, each with its
 * line and column. Writing gives one tournament with its standings: each competitor's
 * {@code rank} and {@code tieBreakScore} (the score, then every rule's figure, in the order of
 * {@code rankOrder}), which the checker reads back.
 *
 * <pre>{@code
 * ChessJsonDocument document = ChessJson.read(Path.of("open.json"));
 * ChessJsonDocument.Section section = document.tournaments().get(0);
 * Standings standings = TiebreakEngine.rank(section.tournament(), ruleset);
 * String json = ChessJson.write(standings);
 * }</pre>
 *
 * <p>This class is thread-safe.
 */
@API(status = STABLE, since = "1.0")
public final class ChessJson {

  /** The largest file read, in bytes: far above any real event's. */
  public static final long MAX_FILE_SIZE = 64_000_000;

  private ChessJson() {}

  /**
   * Reads a Chess-JSON file: UTF-8 (Windows-1252 where the bytes are not UTF-8), byte-order
   * marks skipped.
   *
   * @throws FormatException listing the problems, if the file is not JSON, not Chess-JSON, or
   *     describes an inconsistent tournament, or is larger than {@link #MAX_FILE_SIZE}
   * @throws NoSuchFileException if there is no such file
   * @throws IOException if the file cannot be read, or is a directory; the message names it
   */
  public static ChessJsonDocument read(Path file) throws IOException {
    return read(bytes(file, MAX_FILE_SIZE, "a Chess-JSON file"));
  }

  /**
   * Reads the bytes of a Chess-JSON file.
   *
   * @throws FormatException listing the problems
   */
  public static ChessJsonDocument read(byte[] bytes) {
    Objects.requireNonNull(bytes, "bytes");
    if (bytes.length > MAX_FILE_SIZE) {
      throw tooLarge(bytes.length, MAX_FILE_SIZE);
    }
    return read(Text.decode(bytes).text());
  }

  /**
   * Reads the text of a Chess-JSON file.
   *
   * @throws FormatException listing the problems
   */
  public static ChessJsonDocument read(String text) {
    Objects.requireNonNull(text, "text");
    return ChessJsonReader.read(text);
  }

  /**
   * Writes a tournament and its standings: the players as {@code profiles} and
   * {@code competitors}, every round in {@code gameList}, the point system as
   * {@code scoreSystem}, the chain as {@code rankOrder} ({@code PTS} first), and each
   * competitor's {@code rank} (the first place of a shared one) and {@code tieBreakScore}
   * (null where a rule has no figure for the row). A pending game is written without results.
   *
   * @throws IllegalArgumentException if the point system scores a forfeit win apart from a win,
   *     or a forfeit loss, an absence, a withdrawal or a late entry apart from a zero-point bye:
   *     {@code scoreSystem} has one letter for each of those pairs
   */
  public static String write(Standings standings) {
    Objects.requireNonNull(standings, "standings");
    if (standings.ruleset().forTeams()) {
      throw new IllegalArgumentException("the standings rank teams: write them with"
          + " write(TeamTournament, Standings)");
    }
    return ChessJsonWriter.write(standings.tournament(), Optional.of(standings));
  }

  /**
   * Writes a tournament without standings: as {@link #write(Standings)}, with {@code rankOrder}
   * holding {@code PTS} alone and no ranks or figures.
   *
   * @throws IllegalArgumentException as {@link #write(Standings)}
   */
  public static String write(Tournament tournament) {
    Objects.requireNonNull(tournament, "tournament");
    return ChessJsonWriter.write(tournament, Optional.empty());
  }

  /**
   * Writes a team event and the standings of its teams: the players as {@code profiles}, the
   * teams as {@code teams} and as {@code competitors} with their players in {@code cplayers},
   * the boards in {@code gameList}, the matches in {@code matchList}, the match and game points
   * as {@code scoreSystem}, and each team's {@code rank} and {@code tieBreakScore}.
   *
   * @throws IllegalArgumentException if the standings are not of this event's teams, or a point
   *     system cannot be written (as for {@link #write(Standings)})
   */
  public static String write(TeamTournament event, Standings standings) {
    Objects.requireNonNull(event, "event");
    Objects.requireNonNull(standings, "standings");
    if (!standings.ruleset().forTeams()) {
      throw new IllegalArgumentException("the standings rank players, not the event's teams");
    }
    return ChessJsonTeamWriter.write(event, Optional.of(standings));
  }

  /**
   * Writes a team event without standings.
   *
   * @throws IllegalArgumentException if a point system cannot be written
   */
  public static String write(TeamTournament event) {
    Objects.requireNonNull(event, "event");
    return ChessJsonTeamWriter.write(event, Optional.empty());
  }

  /** The bytes of a file no larger than {@code limit}, or the reason it cannot be read. */
  static byte[] bytes(Path file, long limit, String what) throws IOException {
    Objects.requireNonNull(file, "file");
    if (Files.isDirectory(file)) {
      throw new FileSystemException(file.toString(), null, "a directory, not " + what);
    }
    if (!Files.exists(file)) {
      throw new NoSuchFileException(file.toString());
    }
    long size = Files.size(file);
    if (size > limit) {
      throw tooLarge(size, limit);
    }
    return Files.readAllBytes(file);
  }

  static FormatException tooLarge(long size, long limit) {
    return new FormatException(List.of(FormatProblem.atLine(1, "the file has " + size
        + " bytes, more than " + limit + ", the limit of the file size")));
  }
}
