package org.tiebreak.formats;

import static org.apiguardian.api.API.Status.STABLE;

import java.io.IOException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Objects;
import org.apiguardian.api.API;
import org.tiebreak.formats.internal.Text;

/**
 * Reads a PGN file as broadcasts publish it into a tournament, from the tags of its games; the
 * moves are skipped unread (comments, variations, NAGs and escape lines included).
 *
 * <ul>
 *   <li>The Seven Tag Roster with {@code Round} ({@code 3}, or {@code 3.1} for round 3, board 1,
 *       as lichess writes it), {@code WhiteElo}/{@code BlackElo} (the rating; the earliest round's
 *       where it changes) and {@code WhiteFideId}/{@code BlackFideId}. A player is one FIDE id, or
 *       one name where a game gives no id (a name seen with a single id is that player).
 *   <li>The results {@code 1-0}, {@code 0-1}, {@code 1/2-1/2} (or {@code ½-½}) and {@code *} (a
 *       game not finished, pending). lichess's {@code [Termination "Unplayed"]} makes
 *       {@code 1-0} and {@code 0-1} forfeits, not games; {@code 0-0} is a double forfeit. A
 *       player named {@code bye} gives the other a bye: pairing-allocated for 1 point,
 *       half-point for ½, zero-point for 0. {@code ½-0} and {@code 0-½}, which give the two
 *       players points that no game of the library gives, are refused with a problem.
 *   <li>Points other than 1-½-0 ({@link PgnOptions#points}, or per round and colour as lichess
 *       sets them, {@link PgnOptions#roundPoints}) become the tournament's point system where
 *       every round and both colours score alike, and are refused otherwise: the library's point
 *       system cannot give White and Black, or two rounds, different points.
 *   <li>A player with no game in a round is absent in it (with a warning). A file of many
 *       events is read as one, with a warning, unless {@link PgnOptions#event} names one.
 *   <li>The format is a round robin where every player met every other once (twice for a double
 *       round robin) in as many rounds as one has, with a warning; a Swiss otherwise.
 * </ul>
 *
 * <p>Every problem is listed in one {@link FormatException}, each at its line and column. This
 * class is thread-safe.
 */
@API(status = STABLE, since = "1.0")
public final class Pgn {

  /** The largest file read, in bytes. */
  public static final long MAX_FILE_SIZE = 256_000_000;

  private Pgn() {}

  /**
   * Reads every game of a PGN file: UTF-8, or Windows-1252 where the bytes are not UTF-8.
   *
   * @throws FormatException listing the problems
   * @throws NoSuchFileException if there is no such file
   * @throws IOException if the file cannot be read, or is a directory; the message names it
   */
  public static PgnEvent read(Path file) throws IOException {
    return read(file, PgnOptions.DEFAULTS);
  }

  /**
   * Reads a PGN file as the options say.
   *
   * @throws FormatException listing the problems
   * @throws NoSuchFileException if there is no such file
   * @throws IOException if the file cannot be read, or is a directory; the message names it
   */
  public static PgnEvent read(Path file, PgnOptions options) throws IOException {
    Objects.requireNonNull(options, "options");
    return read(ChessJson.bytes(file, MAX_FILE_SIZE, "a PGN file"), options);
  }

  /**
   * Reads the bytes of a PGN file as the options say.
   *
   * @throws FormatException listing the problems
   */
  public static PgnEvent read(byte[] bytes, PgnOptions options) {
    Objects.requireNonNull(bytes, "bytes");
    Objects.requireNonNull(options, "options");
    if (bytes.length > MAX_FILE_SIZE) {
      throw ChessJson.tooLarge(bytes.length, MAX_FILE_SIZE);
    }
    return read(Text.decode(bytes).text(), options);
  }

  /**
   * Reads the text of a PGN file as the options say.
   *
   * @throws FormatException listing the problems
   */
  public static PgnEvent read(String text, PgnOptions options) {
    Objects.requireNonNull(text, "text");
    Objects.requireNonNull(options, "options");
    return PgnReader.read(text, options);
  }
}
