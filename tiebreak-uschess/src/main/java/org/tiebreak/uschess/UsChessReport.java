package org.tiebreak.uschess;

import static org.apiguardian.api.API.Status.STABLE;

import com.linuxense.javadbf.DBFDataType;
import com.linuxense.javadbf.DBFException;
import com.linuxense.javadbf.DBFField;
import com.linuxense.javadbf.DBFReader;
import com.linuxense.javadbf.DBFRow;
import com.linuxense.javadbf.DBFWriter;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.Charset;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.text.SimpleDateFormat;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Date;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TimeZone;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.apiguardian.api.API;
import org.tiebreak.api.Colour;
import org.tiebreak.api.Format;
import org.tiebreak.api.InvalidTournamentException;
import org.tiebreak.api.Player;
import org.tiebreak.api.Problem;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.RoundResult;
import org.tiebreak.api.Tournament;

/**
 * The US Chess rating report: a tournament per section, read from and written to the three
 * dBase III files of the "2C" layout that US Chess takes, that WinTD and SwissSys write.
 *
 * <p>{@code THEXPORT.DBF} holds the event ({@code H_NAME}, {@code H_BEG_DATE}, ...),
 * {@code TSEXPORT.DBF} a record per section ({@code S_SEC_NUM}, {@code S_SEC_NAME},
 * {@code S_TRN_TYPE}, {@code S_TOT_RNDS}, ...) and {@code TDEXPORT.DBF} a record per player of a
 * section ({@code D_SEC_NUM}, {@code D_PAIR_NUM}, {@code D_MEM_ID}, {@code D_NAME},
 * {@code D_RATING}) with a field per round, {@code D_RND01} and on, of up to 7 characters: the
 * result letter, the opponent's pair number and the colour ({@code W12B}, or {@code W   12B}
 * with the number right-aligned as some programs write it).
 *
 * <p>The letters read: {@code W}, {@code D}, {@code L} a game won, drawn or lost; {@code X} and
 * {@code F} a forfeit won and lost (against the opponent named, or, with opponent 0 as the 2C
 * layout writes them, a full-point and a zero-point bye with a warning, since the library's
 * forfeits name their opponent); {@code B} a full-point bye, {@code H} a half-point bye,
 * {@code U} a round not played (a zero-point bye). {@code Z}, which the sources give as a
 * forfeit draw or as a double forfeit, is refused. Fields beyond a section's rounds are padding
 * ({@code U0}). A rating of 0 or blank is unrated; {@code D_MEM_ID} is the player's
 * {@code "USCF"} id.
 *
 * <p>Every problem is listed in one {@link UsChessException}, each with its file, record and
 * field. This class is immutable and thread-safe.
 */
@API(status = STABLE, since = "1.0")
public final class UsChessReport {

  /** The largest file read, in bytes. */
  public static final long MAX_FILE_SIZE = 64_000_000;

  /** The code page of the files: dBase III, written by Windows programs. */
  private static final Charset CHARSET = Charset.forName("windows-1252");

  private static final Pattern CELL = Pattern.compile("([A-Za-z])\\s*([0-9]*)\\s*([WBwb]?)");

  private final String eventName;
  private final List<Section> sections;
  private final List<UsChessProblem> warnings;

  private UsChessReport(String eventName, List<Section> sections,
      List<UsChessProblem> warnings) {
    this.eventName = eventName;
    this.sections = List.copyOf(sections);
    this.warnings = List.copyOf(warnings);
  }

  /**
   * A section of the report as a tournament.
   *
   * @param number its {@code S_SEC_NUM} ({@code D_SEC_NUM})
   * @param name its {@code S_SEC_NAME}; empty without {@code TSEXPORT.DBF}
   * @param tournament its players and rounds
   */
  public record Section(int number, String name, Tournament tournament) {
    /** Checks that no component is null. */
    public Section {
      Objects.requireNonNull(name, "name");
      Objects.requireNonNull(tournament, "tournament");
    }
  }

  /** The event's name ({@code H_NAME}); empty without {@code THEXPORT.DBF}. */
  public String eventName() {
    return eventName;
  }

  /** The sections, by number. */
  public List<Section> sections() {
    return sections;
  }

  /**
   * The section of this number.
   *
   * @throws IllegalArgumentException if the report has none
   */
  public Section section(int number) {
    return sections.stream().filter(s -> s.number() == number).findFirst().orElseThrow(
        () -> new IllegalArgumentException("no section numbered " + number));
  }

  /** What reading tolerated. */
  public List<UsChessProblem> warnings() {
    return warnings;
  }

  // ------------------------------------------------------------------ reading

  /**
   * Reads a report from the folder that holds its files, or from any one of them: the files
   * whose names end in {@code THEXPORT.DBF}, {@code TSEXPORT.DBF} and {@code TDEXPORT.DBF} (in
   * any case, with the same prefix as the file given). {@code TDEXPORT.DBF} is needed; without
   * the other two the sections have no names and as many rounds as the detail file has fields,
   * with a warning. A file of another name is read alone, as the detail file.
   *
   * @throws UsChessException listing the problems
   * @throws NoSuchFileException if there is no such file, or no detail file beside it
   * @throws IOException if a file cannot be read
   */
  public static UsChessReport read(Path file) throws IOException {
    Objects.requireNonNull(file, "file");
    Path folder;
    String prefix;
    if (Files.isDirectory(file)) {
      folder = file;
      prefix = null;
    } else {
      if (!Files.exists(file)) {
        throw new NoSuchFileException(file.toString());
      }
      folder = file.toAbsolutePath().getParent();
      String name = file.getFileName().toString();
      String upper = name.toUpperCase(Locale.ROOT);
      int at = Math.max(upper.lastIndexOf("EXPORT.DBF") - 2, 0);
      if (!upper.endsWith("EXPORT.DBF")) {
        // a detail file under another name: read alone
        if (Files.size(file) > MAX_FILE_SIZE) {
          throw new UsChessException(List.of(new UsChessProblem(name, 0, Optional.empty(),
              "the file has more than " + MAX_FILE_SIZE + " bytes, the limit of the file size",
              Optional.empty())));
        }
        return read(Optional.empty(), Optional.empty(), Files.readAllBytes(file));
      }
      prefix = name.substring(0, at);
    }
    byte[] th = sibling(folder, prefix, "THEXPORT.DBF");
    byte[] ts = sibling(folder, prefix, "TSEXPORT.DBF");
    byte[] td = sibling(folder, prefix, "TDEXPORT.DBF");
    if (td == null) {
      throw new NoSuchFileException(folder.resolve((prefix == null ? "" : prefix)
          + "TDEXPORT.DBF").toString(), null, "the detail file of the report is missing");
    }
    return read(Optional.ofNullable(th), Optional.ofNullable(ts), td);
  }

  private static byte[] sibling(Path folder, String prefix, String name) throws IOException {
    try (Stream<Path> files = Files.list(folder)) {
      Optional<Path> found = files.filter(p -> {
        String upper = p.getFileName().toString().toUpperCase(Locale.ROOT);
        return prefix == null ? upper.endsWith(name)
            : upper.equals(prefix.toUpperCase(Locale.ROOT) + name);
      }).sorted().findFirst();
      if (found.isEmpty()) {
        return null;
      }
      if (Files.size(found.get()) > MAX_FILE_SIZE) {
        throw new UsChessException(List.of(new UsChessProblem(name, 0, Optional.empty(),
            "the file has more than " + MAX_FILE_SIZE + " bytes, the limit of the file size",
            Optional.empty())));
      }
      return Files.readAllBytes(found.get());
    }
  }

  /**
   * Reads a report from the bytes of its files.
   *
   * @param thexport the event file, if there is one
   * @param tsexport the sections file, if there is one
   * @param tdexport the detail file
   * @throws UsChessException listing the problems
   */
  public static UsChessReport read(Optional<byte[]> thexport, Optional<byte[]> tsexport,
      byte[] tdexport) {
    Objects.requireNonNull(thexport, "thexport");
    Objects.requireNonNull(tsexport, "tsexport");
    Objects.requireNonNull(tdexport, "tdexport");
    return new Reading().read(thexport, tsexport, tdexport);
  }

  /** One record: its number and its fields by name, trimmed. */
  private record Row(int number, Map<String, String> fields) {
    String get(String name) {
      return fields.getOrDefault(name, "");
    }
  }

  /** A reading of one report, collecting its problems. */
  private static final class Reading {
    private final List<UsChessProblem> errors = new ArrayList<>();
    private final List<UsChessProblem> warnings = new ArrayList<>();

    UsChessReport read(Optional<byte[]> th, Optional<byte[]> ts, byte[] td) {
      List<Row> header = th.map(bytes -> rows("THEXPORT.DBF", bytes, "H_")).orElse(List.of());
      List<Row> sectionRows = ts.map(bytes -> rows("TSEXPORT.DBF", bytes, "S_"))
          .orElse(List.of());
      List<String> roundFields = new ArrayList<>();
      List<Row> details = rows("TDEXPORT.DBF", td, "D_", roundFields);
      if (!errors.isEmpty()) {
        throw new UsChessException(errors);
      }
      String eventName = header.isEmpty() ? "" : header.get(0).get("H_NAME");
      Optional<LocalDate> eventStart = header.isEmpty() ? Optional.empty()
          : date("THEXPORT.DBF", header.get(0), "H_BEG_DATE");
      if (ts.isEmpty()) {
        warnings.add(new UsChessProblem("TSEXPORT.DBF", 0, Optional.empty(), "no sections file:"
            + " each section has as many rounds as TDEXPORT.DBF has round fields ("
            + roundFields.size() + ")", Optional.empty()));
      }
      Map<Integer, Row> sectionsByNumber = new TreeMap<>();
      for (Row row : sectionRows) {
        Optional<Integer> number = number("TSEXPORT.DBF", row, "S_SEC_NUM");
        number.ifPresent(n -> {
          if (sectionsByNumber.put(n, row) != null) {
            error("TSEXPORT.DBF", row.number, "S_SEC_NUM", "section " + n + " is given twice");
          }
        });
      }
      Map<Integer, List<Row>> playersBySection = new TreeMap<>();
      for (Row row : details) {
        number("TDEXPORT.DBF", row, "D_SEC_NUM").ifPresent(n -> {
          if (!sectionsByNumber.isEmpty() && !sectionsByNumber.containsKey(n)) {
            error("TDEXPORT.DBF", row.number, "D_SEC_NUM", "section " + n
                + " is not in TSEXPORT.DBF");
          }
          playersBySection.computeIfAbsent(n, k -> new ArrayList<>()).add(row);
        });
      }
      if (details.isEmpty()) {
        error("TDEXPORT.DBF", 0, null, "the detail file has no player");
      }
      List<Section> sections = new ArrayList<>();
      for (Map.Entry<Integer, List<Row>> entry : playersBySection.entrySet()) {
        Row sectionRow = sectionsByNumber.get(entry.getKey());
        Section section = section(entry.getKey(), sectionRow, entry.getValue(), roundFields,
            eventName, eventStart);
        if (section != null) {
          sections.add(section);
        }
      }
      if (!errors.isEmpty()) {
        throw new UsChessException(errors);
      }
      return new UsChessReport(eventName, sections, warnings);
    }

    private Section section(int number, Row sectionRow, List<Row> players,
        List<String> roundFields, String eventName, Optional<LocalDate> eventStart) {
      int before = errors.size();
      int rounds = roundFields.size();
      String name = "";
      Format format = Format.SWISS;
      Optional<LocalDate> start = eventStart;
      if (sectionRow != null) {
        name = sectionRow.get("S_SEC_NAME");
        Optional<Integer> total = number("TSEXPORT.DBF", sectionRow, "S_TOT_RNDS");
        if (total.isPresent()) {
          rounds = total.get();
          if (rounds > roundFields.size()) {
            error("TSEXPORT.DBF", sectionRow.number, "S_TOT_RNDS", "section " + number + " has "
                + rounds + " rounds, but TDEXPORT.DBF has round fields for "
                + roundFields.size());
            return null;
          }
        }
        if (sectionRow.get("S_TRN_TYPE").equalsIgnoreCase("R")) {
          format = Format.ROUND_ROBIN;
        }
        start = date("TSEXPORT.DBF", sectionRow, "S_BEG_DATE");
      }
      Map<Integer, Row> byNumber = new TreeMap<>();
      for (Row row : players) {
        number("TDEXPORT.DBF", row, "D_PAIR_NUM").ifPresent(n -> {
          if (n < 1) {
            error("TDEXPORT.DBF", row.number, "D_PAIR_NUM", "pair numbers start at 1: " + n);
          } else if (byNumber.put(n, row) != null) {
            error("TDEXPORT.DBF", row.number, "D_PAIR_NUM", "section " + number
                + " has pair number " + n + " twice");
          }
        });
      }
      int played = rounds;
      Tournament.Builder builder = Tournament.builder().name(name.isEmpty() ? eventName : name)
          .plannedRounds(Math.max(rounds, 1)).format(format);
      start.ifPresent(builder::startDate);
      Map<Long, Row> places = new HashMap<>();
      for (Map.Entry<Integer, Row> entry : byNumber.entrySet()) {
        Row row = entry.getValue();
        Player.Builder player = Player.builder().startNumber(entry.getKey())
            .name(row.get("D_NAME"));
        String rating = row.get("D_RATING");
        if (rating.matches("[0-9]{1,5}")) {
          if (Integer.parseInt(rating) > 0) {
            player.rating(Integer.parseInt(rating));
          }
        } else if (!rating.isEmpty()) {
          warn("TDEXPORT.DBF", row.number, "D_RATING", "the rating \"" + rating
              + "\" is not a number: read as unrated");
        }
        String id = row.get("D_MEM_ID");
        if (!id.isEmpty() && !id.matches("0+")) {
          player.putFederationIds("USCF", id);
        }
        List<RoundResult> results = new ArrayList<>();
        for (int r = 1; r <= roundFields.size(); r++) {
          String field = roundFields.get(r - 1);
          String cell = row.get(field);
          if (r > played) {
            if (r > rounds && !cell.isEmpty() && !cell.matches("[Uu]\\s*0*")) {
              warn("TDEXPORT.DBF", row.number, field, "\"" + cell + "\" after the section's "
                  + rounds + " rounds is not read");
            }
            continue;
          }
          RoundResult result = cell(row, field, cell, entry.getKey(), byNumber);
          if (result != null) {
            results.add(result);
            places.put((long) entry.getKey() << 32 | r, row);
          }
        }
        if (results.size() == played) {
          builder.addRow(player.build(), results);
        }
      }
      if (errors.size() > before) {
        return null;
      }
      try {
        return new Section(number, name, builder.build());
      } catch (InvalidTournamentException e) {
        for (Problem problem : e.problems()) {
          Row row = problem.player().isPresent() && problem.round().isPresent()
              ? places.get((long) problem.player().getAsInt() << 32 | problem.round().getAsInt())
              : null;
          errors.add(new UsChessProblem("TDEXPORT.DBF", row == null ? 0 : row.number,
              problem.round().isPresent() ? Optional.of(String.format("D_RND%02d",
                  problem.round().getAsInt())) : Optional.empty(),
              "section " + number + ": " + problem.message(), Optional.of(problem)));
        }
        return null;
      }
    }

    /** One round field; null (with a problem) where it cannot be read. */
    private RoundResult cell(Row row, String field, String cell, int player,
        Map<Integer, Row> players) {
      Matcher m = CELL.matcher(cell);
      if (cell.isEmpty() || !m.matches()) {
        error("TDEXPORT.DBF", row.number, field, cell.isEmpty() ? "the round is blank"
            : "\"" + cell + "\" is not a result letter, the opponent's pair number and a colour"
                + " (W12B)");
        return null;
      }
      char letter = Character.toUpperCase(m.group(1).charAt(0));
      int opponent = m.group(2).isEmpty() ? 0 : Integer.parseInt(m.group(2));
      Colour colour = m.group(3).isEmpty() ? null
          : m.group(3).equalsIgnoreCase("W") ? Colour.WHITE : Colour.BLACK;
      if (opponent == player) {
        error("TDEXPORT.DBF", row.number, field, "the player's opponent is the player");
        return null;
      }
      if (opponent > 0 && !players.containsKey(opponent)) {
        error("TDEXPORT.DBF", row.number, field, "no player of the section has pair number "
            + opponent);
        return null;
      }
      switch (letter) {
        case 'W', 'D', 'L' -> {
          if (opponent == 0) {
            error("TDEXPORT.DBF", row.number, field, "a game (" + letter + ") names no opponent");
            return null;
          }
          ResultKind kind = letter == 'W' ? ResultKind.WIN : letter == 'D' ? ResultKind.DRAW
              : ResultKind.LOSS;
          return RoundResult.against(kind, opponent, colour);
        }
        case 'X', 'F' -> {
          if (opponent == 0) {
            warn("TDEXPORT.DBF", row.number, field, "a forfeit " + (letter == 'X' ? "won" : "lost")
                + " without an opponent is read as a " + (letter == 'X' ? "full" : "zero")
                + "-point bye");
            return RoundResult.bye(letter == 'X' ? ResultKind.FULL_POINT_BYE
                : ResultKind.ZERO_POINT_BYE);
          }
          return RoundResult.against(letter == 'X' ? ResultKind.FORFEIT_WIN
              : ResultKind.FORFEIT_LOSS, opponent, colour);
        }
        case 'B', 'H', 'U' -> {
          if (opponent != 0) {
            error("TDEXPORT.DBF", row.number, field, "a bye or a round not played (" + letter
                + ") names opponent " + opponent);
            return null;
          }
          return RoundResult.bye(letter == 'B' ? ResultKind.FULL_POINT_BYE : letter == 'H'
              ? ResultKind.HALF_POINT_BYE : ResultKind.ZERO_POINT_BYE);
        }
        case 'Z' -> {
          error("TDEXPORT.DBF", row.number, field, "Z is not read: the sources give it as a"
              + " forfeit draw and as a double forfeit");
          return null;
        }
        default -> {
          error("TDEXPORT.DBF", row.number, field, "unknown result letter " + letter
              + " (W, D, L, X, F, B, H or U)");
          return null;
        }
      }
    }

    private List<Row> rows(String file, byte[] bytes, String prefix) {
      return rows(file, bytes, prefix, null);
    }

    /** The records of a file, trimmed; the round fields' names collected where asked. */
    private List<Row> rows(String file, byte[] bytes, String prefix, List<String> roundFields) {
      List<Row> rows = new ArrayList<>();
      int number = 0;
      try (DBFReader reader = new DBFReader(new ByteArrayInputStream(bytes), CHARSET)) {
        List<String> names = new ArrayList<>();
        for (int i = 0; i < reader.getFieldCount(); i++) {
          names.add(reader.getField(i).getName().strip().toUpperCase(Locale.ROOT));
        }
        if (names.stream().noneMatch(n -> n.startsWith(prefix))) {
          error(file, 0, null, "not the " + file + " of a US Chess rating report: no field"
              + " starts with " + prefix + " (the fields are " + names + ")");
          return rows;
        }
        if (roundFields != null) {
          for (int r = 1; names.contains(String.format("D_RND%02d", r)); r++) {
            roundFields.add(String.format("D_RND%02d", r));
          }
        }
        DBFRow row;
        while ((row = reader.nextRow()) != null) {
          number++;
          if (row.isDeleted()) {
            continue;
          }
          Map<String, String> fields = new LinkedHashMap<>();
          for (int i = 0; i < names.size(); i++) {
            Object value = row.getObject(i);
            fields.put(names.get(i), value instanceof Date date ? dateText(date)
                : value == null ? "" : value.toString().strip());
          }
          rows.add(new Row(number, fields));
        }
      } catch (DBFException e) {
        error(file, number + 1, null, "not a dBase file, or cut short: "
            + (e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage()));
      } catch (RuntimeException e) {
        error(file, number + 1, null, "cannot be read as a dBase file: " + e);
      }
      return rows;
    }

    private Optional<Integer> number(String file, Row row, String field) {
      String text = row.get(field);
      if (!text.matches("[0-9]{1,6}")) {
        error(file, row.number, field, text.isEmpty() ? "the number is blank"
            : "\"" + text + "\" is not a number");
        return Optional.empty();
      }
      return Optional.of(Integer.parseInt(text));
    }

    private Optional<LocalDate> date(String file, Row row, String field) {
      String text = row.get(field);
      if (text.isEmpty()) {
        return Optional.empty();
      }
      try {
        if (text.matches("[0-9]{8}")) {
          return Optional.of(LocalDate.of(Integer.parseInt(text.substring(0, 4)),
              Integer.parseInt(text.substring(4, 6)), Integer.parseInt(text.substring(6))));
        }
      } catch (java.time.DateTimeException e) {
        // not a day of the calendar
      }
      warn(file, row.number, field, "the date \"" + text + "\" is not YYYYMMDD: not read");
      return Optional.empty();
    }

    private void error(String file, int record, String field, String message) {
      errors.add(new UsChessProblem(file, record, Optional.ofNullable(field), message,
          Optional.empty()));
    }

    private void warn(String file, int record, String field, String message) {
      warnings.add(new UsChessProblem(file, record, Optional.ofNullable(field), message,
          Optional.empty()));
    }
  }

  private static String dateText(Date date) {
    SimpleDateFormat format = new SimpleDateFormat("yyyyMMdd", Locale.ROOT);
    format.setTimeZone(TimeZone.getDefault());
    return format.format(date);
  }

  // ------------------------------------------------------------------ writing

  /**
   * The three files of a report, as bytes.
   *
   * @param thexport the event file
   * @param tsexport the sections file
   * @param tdexport the detail file
   */
  public record ReportFiles(byte[] thexport, byte[] tsexport, byte[] tdexport) {

    /** Checks that no file is null. */
    public ReportFiles {
      Objects.requireNonNull(thexport, "thexport");
      Objects.requireNonNull(tsexport, "tsexport");
      Objects.requireNonNull(tdexport, "tdexport");
    }

    /**
     * Writes {@code THEXPORT.DBF}, {@code TSEXPORT.DBF} and {@code TDEXPORT.DBF} into a folder.
     *
     * @throws IOException if a file cannot be written
     */
    public void writeTo(Path folder) throws IOException {
      Files.createDirectories(folder);
      Files.write(folder.resolve("THEXPORT.DBF"), thexport);
      Files.write(folder.resolve("TSEXPORT.DBF"), tsexport);
      Files.write(folder.resolve("TDEXPORT.DBF"), tdexport);
    }
  }

  /**
   * What the event file and the sections file say beyond the tournaments: the ids of US Chess
   * that a report needs and a program asks its director for. Blank fields are written blank.
   *
   * @param eventId {@code H_EVENT_ID}, up to 12 characters
   * @param affiliateId {@code H_AFF_ID}, up to 8
   * @param chiefTdId {@code H_CTD_ID} and {@code S_CTD_ID}, up to 8
   * @param assistantTdId {@code H_ATD_ID} and {@code S_ATD_ID}, up to 8
   * @param city {@code H_CITY}, up to 21
   * @param state {@code H_STATE}, 2
   * @param zipCode {@code H_ZIPCODE}, up to 10
   * @param country {@code H_COUNTRY}, up to 21
   * @param ratingSystem {@code S_R_SYSTEM}: {@code R} regular, {@code D} dual, {@code Q} quick
   * @param timeControl {@code S_TIMECTL}, up to 40
   */
  public record Header(String eventId, String affiliateId, String chiefTdId,
      String assistantTdId, String city, String state, String zipCode, String country,
      String ratingSystem, String timeControl) {

    /** Every field blank. */
    public static final Header BLANK = new Header("", "", "", "", "", "", "", "", "", "");

    /** Checks that no field is null. */
    public Header {
      Stream.of(eventId, affiliateId, chiefTdId, assistantTdId, city, state, zipCode, country,
          ratingSystem, timeControl).forEach(field -> Objects.requireNonNull(field, "field"));
    }
  }

  /**
   * Writes a report of these sections with a blank {@link Header}: {@link #write(Header, List)}.
   *
   * @throws IllegalArgumentException as {@link #write(Header, List)}
   */
  public static ReportFiles write(List<Tournament> sections) {
    return write(Header.BLANK, sections);
  }

  /**
   * Writes a report: the event ({@code H_FORMAT} {@code 2C}, the first section's name and start
   * date), a section per tournament numbered from 1 (its name, {@code S_TRN_TYPE} {@code R} for a
   * round robin and {@code S} otherwise, and in {@code S_TOT_RNDS} the rounds played: a report is
   * of rounds played, and reads back with as many planned), and a record per player with the
   * round fields of the longest section ({@code U0} beyond a section's own). A game is written as
   * {@code W12B} (letter, opponent's pair number, colour); a forfeit as {@code X12}/{@code F12}
   * with its opponent, so that it reads back as a forfeit; a full-point or pairing-allocated bye
   * as {@code B0}, a half-point bye as {@code H0}, a zero-point bye, an absence, a withdrawal and
   * a late entry as {@code U0}. Dates are {@code YYYYMMDD} in character fields, as SwissSys
   * writes them; {@code H_OTHER_TD} has 254 characters, the most a dBase III character field
   * holds (the 2C text gives 255). The layout is the 2C layout of US Chess (names, types and
   * widths as the project's guide, docs/guide/files.md, lists them and their sources).
   *
   * @throws IllegalArgumentException if a tournament has no round played or a pending game, is
   *     scored other than 1-½-0, or has a name, rating or pair number that does not fit its
   *     field
   */
  public static ReportFiles write(Header header, List<Tournament> sections) {
    Objects.requireNonNull(header, "header");
    Objects.requireNonNull(sections, "sections");
    if (sections.isEmpty()) {
      throw new IllegalArgumentException("a report has at least one section");
    }
    int columns = 1;
    for (Tournament section : sections) {
      check(section);
      columns = Math.max(columns, section.roundsPlayed());
    }
    Tournament first = sections.get(0);
    String begin = first.startDate().map(UsChessReport::yyyymmdd).orElse("");
    byte[] th = dbf(List.of(c("H_FORMAT", 5), c("H_PROGRAM", 10), c("H_EVENT_ID", 12),
        c("H_NAME", 35), c("H_TOT_SECT", 2), c("H_BEG_DATE", 8), c("H_END_DATE", 8),
        c("H_AFF_ID", 8), c("H_CITY", 21), c("H_STATE", 2), c("H_ZIPCODE", 10),
        c("H_COUNTRY", 21), c("H_SENDCROS", 1), c("H_CTD_ID", 8), c("H_ATD_ID", 8),
        c("H_OTHER_TD", 254)), List.<Object[]>of(new Object[] {"2C", "TIEBREAK",
            fit(header.eventId(), 12, "H_EVENT_ID"), fit(first.name(), 35, "H_NAME"),
            Integer.toString(sections.size()), begin, begin,
            fit(header.affiliateId(), 8, "H_AFF_ID"), fit(header.city(), 21, "H_CITY"),
            fit(header.state(), 2, "H_STATE"), fit(header.zipCode(), 10, "H_ZIPCODE"),
            fit(header.country(), 21, "H_COUNTRY"), "", fit(header.chiefTdId(), 8, "H_CTD_ID"),
            fit(header.assistantTdId(), 8, "H_ATD_ID"), ""}));
    List<Object[]> sectionRecords = new ArrayList<>();
    List<Object[]> details = new ArrayList<>();
    for (int s = 0; s < sections.size(); s++) {
      Tournament section = sections.get(s);
      String number = Integer.toString(s + 1);
      String date = section.startDate().map(UsChessReport::yyyymmdd).orElse("");
      int last = section.players().stream().mapToInt(Player::startNumber).max().orElse(0);
      sectionRecords.add(new Object[] {fit(header.eventId(), 12, "S_EVENT_ID"), number,
          fit(section.name(), 30, "S_SEC_NAME"), fit(header.ratingSystem(), 1, "S_R_SYSTEM"),
          fit(header.timeControl(), 40, "S_TIMECTL"), fit(header.chiefTdId(), 8, "S_CTD_ID"),
          fit(header.assistantTdId(), 8, "S_ATD_ID"),
          section.format() == Format.SWISS ? "S" : "R",
          Integer.toString(section.roundsPlayed()), Integer.toString(last), date, date, "", "",
          "", ""});
      for (Player player : section.players()) {
        List<Object> record = new ArrayList<>(List.of(fit(header.eventId(), 12, "D_EVENT_ID"),
            number, fit(Integer.toString(player.startNumber()), 4, "D_PAIR_NUM"),
            fit(player.federationIds().getOrDefault("USCF", ""), 8, "D_MEM_ID"),
            fit(player.name(), 30, "D_NAME"), "",
            fit(player.rating().isPresent() ? Integer.toString(player.rating().getAsInt())
                : "", 4, "D_RATING")));
        for (int r = 1; r <= columns; r++) {
          record.add(r <= section.roundsPlayed()
              ? cell(section.result(player.startNumber(), r)) : "U0");
        }
        details.add(record.toArray());
      }
    }
    byte[] ts = dbf(List.of(c("S_EVENT_ID", 12), c("S_SEC_NUM", 2), c("S_SEC_NAME", 30),
        c("S_R_SYSTEM", 1), c("S_TIMECTL", 40), c("S_CTD_ID", 8), c("S_ATD_ID", 8),
        c("S_TRN_TYPE", 1), c("S_TOT_RNDS", 2), c("S_LST_PAIR", 4), c("S_BEG_DATE", 8),
        c("S_END_DATE", 8), c("S_SCH_LVL", 1), c("S_GR_PRIX", 1), c("S_GP_PTS", 3),
        c("S_FIDE", 1)), sectionRecords);
    List<DBFField> detailFields = new ArrayList<>(List.of(c("D_EVENT_ID", 12), c("D_SEC_NUM", 2),
        c("D_PAIR_NUM", 4), c("D_MEM_ID", 8), c("D_NAME", 30), c("D_STATE", 2),
        c("D_RATING", 4)));
    for (int r = 1; r <= columns; r++) {
      detailFields.add(c(String.format("D_RND%02d", r), 7));
    }
    return new ReportFiles(th, ts, dbf(detailFields, details));
  }

  private static void check(Tournament section) {
    if (!section.pointSystem().isStandard()) {
      throw new IllegalArgumentException("a rating report is of events scored 1, ½ and 0;"
          + " section " + section.name() + " scores " + section.pointSystem());
    }
    if (section.roundsCompleted() < section.roundsPlayed()) {
      throw new IllegalArgumentException("a rating report is of games finished; round "
          + (section.roundsCompleted() + 1) + " of " + section.name() + " has games pending");
    }
    if (section.roundsPlayed() < 1 || section.roundsPlayed() > 99) {
      throw new IllegalArgumentException("S_TOT_RNDS gives the rounds played, 1 to 99: "
          + section.roundsPlayed());
    }
  }

  /** A round's field: letter, opponent, colour. */
  static String cell(RoundResult result) {
    ResultKind kind = result.kind();
    String colour = result.colour().map(c -> c == Colour.WHITE ? "W" : "B").orElse("");
    return switch (kind) {
      case WIN -> "W" + result.opponentOrZero() + colour;
      case DRAW -> "D" + result.opponentOrZero() + colour;
      case LOSS -> "L" + result.opponentOrZero() + colour;
      case FORFEIT_WIN -> "X" + result.opponentOrZero() + colour;
      case FORFEIT_LOSS -> "F" + result.opponentOrZero() + colour;
      case FULL_POINT_BYE, PAIRING_ALLOCATED_BYE -> "B0";
      case HALF_POINT_BYE -> "H0";
      default -> "U0";
    };
  }

  private static String fit(String value, int width, String field) {
    if (value.length() > width) {
      throw new IllegalArgumentException(field + " has " + width + " characters: \"" + value
          + "\" does not fit");
    }
    if (!CHARSET.newEncoder().canEncode(value)) {
      throw new IllegalArgumentException(field + ": \"" + value + "\" has a character that"
          + " Windows-1252 cannot write");
    }
    return value;
  }

  private static DBFField c(String name, int width) {
    return new DBFField(name, DBFDataType.CHARACTER, width);
  }

  private static byte[] dbf(List<DBFField> fields, List<Object[]> records) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    DBFWriter writer = new DBFWriter(out, CHARSET);
    writer.setFields(fields.toArray(new DBFField[0]));
    for (Object[] record : records) {
      writer.addRecord(record);
    }
    writer.close();
    return out.toByteArray();
  }

  private static String yyyymmdd(LocalDate date) {
    return String.format("%04d%02d%02d", date.getYear(), date.getMonthValue(),
        date.getDayOfMonth());
  }
}
