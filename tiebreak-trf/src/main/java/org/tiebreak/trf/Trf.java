package org.tiebreak.trf;

import static org.apiguardian.api.API.Status.STABLE;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Objects;
import org.apiguardian.api.API;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.api.team.TeamTournament;

/**
 * Reads and writes FIDE Tournament Report Files: TRF16 (FIDE Handbook C.04 Annex 2) and TRF26
 * (TRF Version 2026), with JaVaFo's {@code XXR} and {@code XXS} records.
 *
 * <p>Reading checks the whole file and throws one {@link TrfException} listing every problem
 * (the first 100 in file order, and how many more there are), each with its line and column.
 * Reading takes time and memory in proportion to the file, within {@link TrfLimits limits} on
 * its size, its players and its rounds that the caller may change. Oddities that real files have
 * (shifted fields, a Points column that disagrees with the results, a Windows-1252 file) are
 * tolerated and reported as {@link TrfDocument#warnings()}. Writing gives every record back in its
 * order, player records in exact columns, so that reading what was written gives an equal document.
 *
 * <p>A team file (TRF26 records 310 with 320, 330, 300 and 240; TRF16 records 013) also gives
 * its {@link TrfDocument#teamTournament() team event}, and {@link #write(TeamTournament,
 * TrfVersion)} writes one.
 *
 * <pre>{@code
 * TrfDocument document = Trf.read(Path.of("open2025.trf"));
 * Tournament tournament = document.tournament();
 * String text = Trf.write(document, TrfVersion.TRF26);
 * }</pre>
 *
 * <p>This class is thread-safe.
 */
@API(status = STABLE, since = "1.0")
public final class Trf {

  private Trf() {}

  /**
   * Reads a TRF file within the {@linkplain TrfLimits#DEFAULTS default limits}.
   *
   * @param file the file; not null
   * @return the document, never {@code null}
   * @throws TrfException listing the problems if the file is not a valid TRF
   * @throws NoSuchFileException if there is no such file
   * @throws IOException if the file cannot be read, or is a directory; the message names it
   * @see #read(Path, TrfLimits)
   */
  public static TrfDocument read(Path file) throws IOException {
    return read(file, TrfLimits.DEFAULTS);
  }

  /**
   * Reads a TRF file as {@link #read(byte[], TrfLimits)} reads its bytes, a line at a time: the
   * memory it takes is that of the document (comments and blank lines cost their characters),
   * not a multiple of the file's size.
   *
   * @param file the file; not null
   * @param limits the largest file accepted; not null
   * @return the document, never {@code null}
   * @throws TrfException listing the problems if the file is not a valid TRF or is larger than
   *     {@code limits} allow
   * @throws NoSuchFileException if there is no such file
   * @throws IOException if the file cannot be read, or is a directory; the message names it
   */
  public static TrfDocument read(Path file, TrfLimits limits) throws IOException {
    Objects.requireNonNull(file, "file");
    Objects.requireNonNull(limits, "limits");
    if (Files.isDirectory(file)) {
      throw new FileSystemException(file.toString(), null, "a directory, not a TRF file");
    }
    if (!Files.exists(file)) {
      throw new NoSuchFileException(file.toString());
    }
    try {
      return TrfReader.read(TdfLines.of(TrfText.of(file)), limits);
    } catch (UncheckedIOException e) {
      throw e.getCause();
    }
  }

  /**
   * Reads the bytes of a TRF file within the {@linkplain TrfLimits#DEFAULTS default limits}.
   *
   * @param bytes the file's content; not null
   * @return the document, never {@code null}
   * @throws TrfException listing the problems if the file is not a valid TRF
   * @see #read(byte[], TrfLimits)
   */
  public static TrfDocument read(byte[] bytes) {
    return read(bytes, TrfLimits.DEFAULTS);
  }

  /**
   * Reads the bytes of a TRF file: UTF-8, or, when the bytes are not valid UTF-8, Windows-1252
   * (with a warning); lines end with CR LF, LF or CR. Vega's tournament description file
   * ({@code .tdf}), whose player records separate their fields by {@code |}, is read as the TRF
   * it resembles: see the guide's page on files (docs/guide/files.md) for how its records are
   * taken. Byte-order marks at the start of the file are skipped, all of them, with a warning if
   * there are several: they are not part of a record, and
   * {@link #write(TrfDocument, TrfVersion, Path) writing} gives UTF-8 without one. Blanks at
   * the end of a player record are not read (they cannot hold a round). Reading lists the first
   * 100 problems (and warnings) in file order, and counts the others.
   *
   * <p>What TRF-26 has no record for is read from comment lines {@code ### TB KEYWORD ...}, which
   * other programs skip as comments: a play-off's order ({@code PLAYOFF 7 3=12}, best first,
   * {@code =} joining players left level) or its games ({@code PLAYOFF-GAME 3 7 0-1}; the games
   * that share players make one play-off), an arbiter's order ({@code ARBITER 5 9}), a
   * tie-break's figures computed elsewhere ({@code FIGURES CODE 5:21.5 9:20}), a rating in force
   * from a round ({@code RATING 12 5 1850}), the rating the arbiter assigned an unrated player
   * ({@code ASSIGNED 14 1500}), which rating the rating-based tie-breaks count
   * ({@code RATINGS FIRST} or {@code BY-ROUND}), how a round robin counts a player who left
   * ({@code WITHDRAWALS UNDER-HALF} or {@code ALL-COUNTED}), a player who withdrew or was
   * expelled before a round ({@code WITHDREW 12 6}, {@code EXPELLED 12 6}) and a change of the
   * tie-break list after the start ({@code LIST-CHANGED after round 3, previous list:
   * BH/C1,BH,SB}, read with a warning: see {@link TrfDocument#tiebreakChanges()}). The decisions
   * are for the standings after the rounds of the file. Keywords are read in any case; an
   * unknown one is a warning, a known one that cannot be read an error at its line and column.
   *
   * @param bytes the file's content; not null
   * @param limits the largest file accepted; not null
   * @return the document, never {@code null}
   * @throws TrfException listing the problems if the file is not a valid TRF or is larger than
   *     {@code limits} allow
   */
  public static TrfDocument read(byte[] bytes, TrfLimits limits) {
    Objects.requireNonNull(bytes, "bytes");
    Objects.requireNonNull(limits, "limits");
    return TrfReader.read(TdfLines.of(TrfText.of(bytes)), limits);
  }

  /**
   * Reads the text of a TRF file within the {@linkplain TrfLimits#DEFAULTS default limits}.
   *
   * @param text the file's content; not null
   * @return the document, never {@code null}
   * @throws TrfException listing the problems if the file is not a valid TRF
   * @see #read(String, TrfLimits)
   */
  public static TrfDocument read(String text) {
    return read(text, TrfLimits.DEFAULTS);
  }

  /**
   * Reads the text of a TRF file as {@link #read(byte[], TrfLimits)} reads decoded bytes; lines
   * end with CR LF, LF or CR, columns count characters, and the file size is counted in
   * characters.
   *
   * @param text the file's content; not null
   * @param limits the largest file accepted; not null
   * @return the document, never {@code null}
   * @throws TrfException listing the problems if the file is not a valid TRF or is larger than
   *     {@code limits} allow
   */
  public static TrfDocument read(String text, TrfLimits limits) {
    Objects.requireNonNull(text, "text");
    Objects.requireNonNull(limits, "limits");
    return TrfReader.read(TdfLines.of(TrfText.of(text)), limits);
  }

  /**
   * Writes a document as TRF16: {@link #write(TrfDocument, TrfVersion)} with
   * {@link TrfVersion#TRF16}.
   *
   * @param document the document; not null
   * @return the text of the file
   */
  public static String write(TrfDocument document) {
    return write(document, TrfVersion.TRF16);
  }

  /**
   * Writes a document: player records regenerated in the exact columns of the TRF with numbers
   * right-aligned, every other record (including unknown records and {@code ###} comments) as it
   * was read and in its place; each line ends with {@code \n}. With {@link TrfVersion#TRF26} the
   * planned number of rounds is written as record {@code 142} in place of an {@code XXR} record;
   * dates are written as given.
   *
   * @param document the document; not null
   * @param version the edition to write; not null
   * @return the text of the file
   */
  public static String write(TrfDocument document, TrfVersion version) {
    Objects.requireNonNull(document, "document");
    Objects.requireNonNull(version, "version");
    return TrfWriter.write(document, version);
  }

  /**
   * Writes a document with the results of a ranking in their TRF26 places, as
   * {@link #write(TrfDocument, TrfVersion)} writes it otherwise:
   * <ul>
   * <li>every player record's Points (columns 81-84) is the player's score under the file's point
   *     system, and, where the players were ranked, its Rank (86-89) the player's
   *     {@linkplain Standings.Row#rank() rank} (the best place of a shared one: TRF26 allows ties);
   * <li>where the teams of a team file were ranked, each record 310 gets the team's match points
   *     (55-60), game points (62-67) and rank (69-71), and the players' Rank columns stay as read;
   * <li>records 202 and 212 name the standings' chain, the codes as written, without the drawing
   *     of lots, 212 opening with the score that ranks ({@code PTS}, {@code MPTS} or
   *     {@code GPTS}); they replace the file's own, and a list that differs from the file's 202 is
   *     recorded in a {@code ###} comment ({@code ### record 202 was: BH,SB}). A chain that is not
   *     of FIDE C.07 codes (US Chess's, say) has no 202 or 212: a comment names it instead.
   *     Without 202 or 212 in the file, they go before the first team or player record.
   * </ul>
   * A score or rank wider than its columns leaves them as read.
   *
   * @param document the document; not null
   * @param standings the standings of the document's tournament, or of its team event; not null
   * @param version the edition to write; not null
   * @return the text of the file
   * @throws IllegalArgumentException if the standings rank another tournament, such as the
   *     document's after an earlier round
   */
  public static String write(TrfDocument document, Standings standings, TrfVersion version) {
    Objects.requireNonNull(document, "document");
    Objects.requireNonNull(standings, "standings");
    Objects.requireNonNull(version, "version");
    return TrfWriter.write(document, version, TrfResults.of(document, standings));
  }

  /**
   * Writes a document to {@code file} as {@link #write(TrfDocument, TrfVersion)} does, encoded as
   * UTF-8 without a byte-order mark.
   *
   * @param document the document; not null
   * @param version the edition to write; not null
   * @param file the file to create or replace; not null
   * @throws IOException if the file cannot be written; the message names it
   */
  public static void write(TrfDocument document, TrfVersion version, Path file)
      throws IOException {
    Objects.requireNonNull(file, "file");
    Files.write(file, write(document, version).getBytes(StandardCharsets.UTF_8));
  }

  /**
   * Writes a tournament: record {@code 012} with its name (if it has one), records {@code 042}
   * and {@code 052} with its start and end dates ({@code YYYY/MM/DD}), the planned number of
   * rounds ({@code XXR} for TRF16, {@code 142} for TRF26), a point system other than 1-½-0
   * (record {@code 162} for TRF26 where its codes can say it, else JaVaFo's {@code XXS}), record
   * {@code 192} for a round robin (and {@code 192 CUSTOM_SWISS} for a Swiss whose field and rounds
   * would be read as a round robin), the comment lines {@code ### TB ...} for what TRF-26 has no
   * record for (ratings by round and assigned ratings, the rating use and round-robin withdrawal
   * rule where not the default, departures, decisions on tied players: see
   * {@link #read(byte[])}), then one player record per player with the federation ids
   * {@code "FED"} and {@code "FIDE"} and the points scored; each line ends with {@code \n}. TRF
   * has no codes for {@link org.tiebreak.api.ResultKind#ABSENT ABSENT}, {@code WITHDRAWN} and
   * {@code LATE_ENTRY}: they are written as {@code Z} (zero-point bye), a withdrawal with its
   * {@code ### TB WITHDREW} line. A name wider than the 33 columns of the field is cut.
   *
   * @param tournament the tournament; not null
   * @param version the edition to write; not null
   * @return the text of the file
   * @throws IllegalArgumentException if a start number, rating, federation or FIDE id does not fit
   *     its columns (or a federation or FIDE id holds a blank), or a point value is negative or
   *     not a decimal of up to four digits and four decimals
   */
  public static String write(Tournament tournament, TrfVersion version) {
    Objects.requireNonNull(tournament, "tournament");
    Objects.requireNonNull(version, "version");
    return TrfWriter.write(TrfWriter.document(tournament, version), version);
  }

  /**
   * Writes a team event as a team file: record {@code 012} with its name (if it has one),
   * {@code 042} with its start date, the planned rounds ({@code 142}, or {@code XXR} for TRF16),
   * the game points if they are not 1-½-0 ({@code 162}, or {@code XXS} where 162 cannot say them),
   * {@code 192} with the format and primary score ({@code CUSTOM_TEAM_SWISS_MP} or {@code _GP},
   * {@code FIDE_TEAM_ROUNDROBIN}, {@code FIDE_TEAM_DOUBLEROUNDROBIN}, the last two with
   * {@code 212 GPTS} when game points come first), {@code 352} with the colours {@code WBWB...} of
   * the first team on the boards (its length the number of boards), {@code 362} if a match won,
   * drawn or lost scores otherwise than 2-1-0, one {@code 310} per team (number, name, match
   * points, game points, roster; {@code 013} for TRF16, which numbers the teams by their order),
   * one {@code 001} per player, then {@code 320} (the pairing-allocated byes, and their match and
   * game points if a team had one or they are not a drawn match's), {@code 240} (the other byes),
   * {@code 330} (matches forfeited as a whole) and {@code 300} (a team's players board by board,
   * {@code 0000} where it has nobody, when they are not its players in roster order from board 1);
   * each line ends with {@code \n}.
   *
   * <p>A player's record gives each game with its opponent, colour and result (a blank result for
   * a pending board of a match in progress), a win against an empty seat as {@code 0000 - +},
   * and a round without a board as {@code 0000 - Z}; its Points
   * column counts those as the reader does (a full-point bye and a zero-point bye). Reading the
   * file gives the event back when each match's first team has the colour {@code WBWB...} gives
   * it on the first board with a game (White on board 1), a match without a game has the lower
   * team number first, an empty seat is a {@link org.tiebreak.api.team.Board#forfeit(int)}, and the
   * byes are pairing-allocated, full-point, half-point or zero-point ones: TRF has no codes for
   * {@code ABSENT}, {@code WITHDRAWN} and {@code LATE_ENTRY}, which are written as zero-point
   * byes ({@code 240 Z}). Team names are cut to 32 columns, player names to 33.
   *
   * @param event the team event; not null
   * @param version the edition to write; not null
   * @return the text of the file
   * @throws IllegalArgumentException if a field does not fit its columns (as for
   *     {@link #write(Tournament, TrfVersion)}, and team numbers above 999 or, for TRF16, not 1
   *     to n in order), or the match points score a forfeit or a bye otherwise than the match
   *     it stands for (no record gives that)
   */
  public static String write(TeamTournament event, TrfVersion version) {
    Objects.requireNonNull(event, "event");
    Objects.requireNonNull(version, "version");
    return TeamWriter.write(event, version);
  }
}
