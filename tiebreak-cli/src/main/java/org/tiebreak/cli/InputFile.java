package org.tiebreak.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.Supplier;
import org.tiebreak.api.Problem;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.team.TeamTournament;
import org.tiebreak.formats.ChessJson;
import org.tiebreak.formats.ChessJsonDocument;
import org.tiebreak.formats.FormatException;
import org.tiebreak.formats.FormatProblem;
import org.tiebreak.formats.Pgn;
import org.tiebreak.formats.PgnEvent;
import org.tiebreak.formats.PgnOptions;
import org.tiebreak.trf.TrfDocument;
import org.tiebreak.trf.TrfException;
import org.tiebreak.trf.TrfLimits;
import org.tiebreak.trf.TrfProblem;
import org.tiebreak.uschess.UsChessException;
import org.tiebreak.uschess.UsChessProblem;
import org.tiebreak.uschess.UsChessReport;

/**
 * A file the command line ranks, whatever its format, recognised by its content: a dBase file
 * is a US Chess rating report, a JSON object FIDE's Chess-JSON, a file that opens with a PGN tag
 * PGN, anything else TRF. It gives what the commands read: the tournament, the team event, the
 * file's own tie-break list and ranks, and its warnings, each with where it is in the file.
 */
final class InputFile {

  /** A warning of the file, at its line (record) and column (field). */
  record Warning(int line, OptionalInt column, String message) {}

  /**
   * The file's own tie-break list: the codes, what holds them, and where ({@code LINE:COLUMN:},
   * found only when a message needs it: finding a TRF record means reading every record).
   */
  record TiebreakList(List<String> codes, String holder, Supplier<String> place) {}

  /** The file's rank of a player or team, and where a rank of it is (or would be). */
  record Rank(OptionalInt rank, String place) {}

  final Path file;
  /** The format, as the note on standard error names it; "TRF" for a TRF file. */
  final String format;
  final Optional<TrfDocument> trf;
  final Tournament tournament;
  final List<Warning> warnings;
  final Optional<TiebreakList> tiebreaks;
  private final Optional<ChessJsonDocument.Section> json;
  /** Where the point system is set, {@code LINE:COLUMN:}, found when a message needs it. */
  private final Supplier<String> pointsPlace;

  private InputFile(Path file, String format, Optional<TrfDocument> trf, Tournament tournament,
      List<Warning> warnings, Optional<TiebreakList> tiebreaks,
      Optional<ChessJsonDocument.Section> json, Supplier<String> pointsPlace) {
    this.file = file;
    this.format = format;
    this.trf = trf;
    this.tournament = tournament;
    this.warnings = List.copyOf(warnings);
    this.tiebreaks = tiebreaks;
    this.json = json;
    this.pointsPlace = pointsPlace;
  }

  /** Where the point system is set, {@code LINE:COLUMN:}. */
  String pointsPlace() {
    return pointsPlace.get();
  }

  /** Whether the file has teams to rank. */
  boolean hasTeams() {
    return trf.map(document -> !document.teams().isEmpty())
        .orElseGet(() -> json.map(s -> s.teamTournament().isPresent()).orElse(false));
  }

  /**
   * The team event, where the file has teams.
   *
   * @throws Main.BadInput if a team file's teams are inconsistent
   */
  Optional<TeamTournament> teamTournament(Locale locale) {
    if (trf.isPresent()) {
      try {
        return trf.get().teamTournament();
      } catch (TrfException e) {
        throw Main.badFile(file, e, locale);
      }
    }
    return json.flatMap(ChessJsonDocument.Section::teamTournament);
  }

  /** The file's rank of a player (or of a team, where teams are ranked). */
  Rank rank(int number, boolean teams) {
    if (trf.isPresent()) {
      if (teams) {
        Optional<TrfDocument.TeamRecord> record = trf.get().team(number);
        return new Rank(record.map(TrfDocument.TeamRecord::rank).orElse(OptionalInt.empty()),
            record.map(r -> r.line() + ":69:").orElse("1:1:"));
      }
      Optional<TrfDocument.PlayerRecord> record = trf.get().player(number);
      return new Rank(record.map(TrfDocument.PlayerRecord::rank).orElse(OptionalInt.empty()),
          record.map(r -> r.line() + ":86:").orElse("1:1:"));
    }
    if (json.isPresent()) {
      Integer line = json.get().lines().get(number);
      return new Rank(json.get().rank(number), (line == null ? 1 : line) + ":1:");
    }
    return new Rank(OptionalInt.empty(), "1:1:");
  }

  /** Where the first rank of the file is (or would be), {@code LINE:COLUMN:}. */
  String firstRankPlace(boolean teams) {
    if (trf.isPresent()) {
      int line = teams ? trf.get().teams().get(0).line() : trf.get().players().get(0).line();
      return Math.max(line, 1) + ":" + (line > 0 ? (teams ? 69 : 86) : 1) + ":";
    }
    return json.map(s -> s.line() + ":1:").orElse("1:1:");
  }

  /** What holds the ranks, for a message: "the Rank column (columns 86-89)". */
  String rankHolder(boolean teams) {
    if (trf.isPresent()) {
      return teams ? "the rank column of record 310 (columns 69-71)"
          : "the Rank column (columns 86-89)";
    }
    return json.isPresent() ? "the competitors' rank" : "the " + format + ", which has no ranks";
  }

  /**
   * Reads a file by its content; a note on standard error names a format other than TRF.
   *
   * @param section the {@code --section} option, or null
   * @throws Main.BadInput for a file that cannot be read, with every problem at its place
   */
  static InputFile read(Path file, TrfLimits limits, String section, PrintWriter err,
      Locale locale) {
    byte[] head = head(file);
    String kind = kind(head);
    if (!kind.equals("TRF")) {
      try {
        if (Files.size(file) > limits.maxFileSize()) {
          throw new Main.BadInput(List.of(file + ":1:1: the file has " + Files.size(file)
              + " bytes, more than " + limits.maxFileSize() + ", the limit of the file size"
              + " (--max-file-size)"));
        }
      } catch (IOException e) {
        throw new Main.BadInput(List.of(file + ": " + Main.unreadable(file, e)));
      }
    }
    InputFile input = switch (kind) {
      case "DBF" -> report(file, section, locale);
      case "JSON" -> chessJson(file, section, locale);
      case "PGN" -> pgn(file, section, locale);
      default -> trf(file, limits, section, err, locale);
    };
    if (!kind.equals("TRF")) {
      err.println("tiebreak: " + file + " read as " + input.format);
    }
    for (Warning warning : input.warnings) {
      err.println(file + ":" + warning.line() + ":" + warning.column().orElse(1) + ": warning: "
          + warning.message());
    }
    return input;
  }

  /** The first bytes of the file; a missing or unreadable file is bad input. */
  private static byte[] head(Path file) {
    if (Files.isDirectory(file)) {
      throw new Main.BadInput(List.of(file + ": a directory, not a tournament file"));
    }
    if (!Files.exists(file)) {
      throw new Main.BadInput(List.of(file + ": " + Main.unreadable(file,
          new java.nio.file.NoSuchFileException(file.toString()))));
    }
    try (InputStream in = Files.newInputStream(file)) {
      return in.readNBytes(64);
    } catch (IOException e) {
      throw new Main.BadInput(List.of(file + ": " + Main.unreadable(file, e)));
    }
  }

  /**
   * DBF, JSON, PGN or TRF, by the first bytes: a dBase III header (version byte 0x03, or 0x83
   * with a memo file; a header of 32 bytes, 32 per field and its end mark; a field name starting
   * with a letter), a JSON object, a PGN tag, else TRF.
   */
  static String kind(byte[] head) {
    if (head.length >= 64 && (head[0] == 0x03 || head[0] == (byte) 0x83)) {
      int headerLength = head[8] & 0xff | (head[9] & 0xff) << 8;
      int recordLength = head[10] & 0xff | (head[11] & 0xff) << 8;
      if (headerLength >= 65 && (headerLength - 33) % 32 == 0 && recordLength > 0
          && Character.isLetter((char) (head[32] & 0xff))) {
        return "DBF";
      }
    }
    int i = 0;
    if (head.length >= 3 && (head[0] & 0xff) == 0xEF && (head[1] & 0xff) == 0xBB
        && (head[2] & 0xff) == 0xBF) {
      i = 3;
    }
    while (i < head.length && (head[i] == ' ' || head[i] == '\t' || head[i] == '\r'
        || head[i] == '\n')) {
      i++;
    }
    if (i < head.length && head[i] == '{') {
      return "JSON";
    }
    if (i < head.length && head[i] == '[') {
      return "PGN";
    }
    return "TRF";
  }

  private static InputFile trf(Path file, TrfLimits limits, String section, PrintWriter err,
      Locale locale) {
    if (section != null) {
      throw new Main.BadInput(List.of("tiebreak: --section chooses a section of a US Chess"
          + " report, a tournament of a Chess-JSON file or an event of a PGN file; " + file
          + " is a TRF file"));
    }
    TrfDocument document = Main.readTrf(file, limits, locale);
    List<Warning> warnings = new ArrayList<>();
    for (TrfProblem warning : document.warnings()) {
      warnings.add(new Warning(warning.line(), warning.column(), warning.message()));
    }
    Optional<TiebreakList> list = document.tiebreakRecord().map(record -> new TiebreakList(
        document.tiebreakCodes(), "record " + record, () -> Main.place(document, record)));
    return new InputFile(file, "TRF", Optional.of(document), document.tournament(), warnings,
        list, Optional.empty(), () -> Main.place(document, "162", "XXS"));
  }

  private static InputFile chessJson(Path file, String section, Locale locale) {
    ChessJsonDocument document;
    try {
      document = ChessJson.read(file);
    } catch (FormatException e) {
      throw bad(file, e, locale);
    } catch (IOException e) {
      throw new Main.BadInput(List.of(file + ": " + Main.unreadable(file, e)));
    }
    List<ChessJsonDocument.Section> all = document.tournaments();
    ChessJsonDocument.Section chosen = choose(file, section, all.size(), "tournament",
        i -> all.get(i).number(), i -> all.get(i).name(), i -> all.get(i));
    List<Warning> warnings = warnings(document.warnings());
    Optional<TiebreakList> list = chosen.tiebreakCodes().isEmpty() ? Optional.empty()
        : Optional.of(new TiebreakList(chosen.tiebreakCodes(), "rankOrder",
            () -> chosen.rankOrderLine() + ":1:"));
    return new InputFile(file, "FIDE Chess-JSON (tournament " + chosen.number()
        + (chosen.name().isEmpty() ? "" : ", " + chosen.name()) + ")", Optional.empty(),
        chosen.tournament(), warnings, list, Optional.of(chosen), () -> chosen.line() + ":1:");
  }

  private static InputFile pgn(Path file, String section, Locale locale) {
    PgnOptions.Builder options = PgnOptions.builder();
    if (section != null) {
      options.event(section);
    }
    PgnEvent event;
    try {
      event = Pgn.read(file, options.build());
    } catch (FormatException e) {
      throw bad(file, e, locale);
    } catch (IOException e) {
      throw new Main.BadInput(List.of(file + ": " + Main.unreadable(file, e)));
    }
    return new InputFile(file, "PGN (" + event.games() + " games"
        + (event.tournament().name().isEmpty() ? "" : " of " + event.tournament().name()) + ")",
        Optional.empty(), event.tournament(), warnings(event.warnings()), Optional.empty(),
        Optional.empty(), () -> "1:1:");
  }

  private static InputFile report(Path file, String section, Locale locale) {
    UsChessReport report;
    try {
      report = UsChessReport.read(file);
    } catch (UsChessException e) {
      List<String> messages = new ArrayList<>();
      for (UsChessProblem problem : e.problems()) {
        messages.add(place(file, problem) + " " + text(problem, locale));
      }
      throw new Main.BadInput(messages);
    } catch (IOException e) {
      throw new Main.BadInput(List.of(file + ": " + Main.unreadable(file, e)));
    }
    List<UsChessReport.Section> all = report.sections();
    UsChessReport.Section chosen = choose(file, section, all.size(), "section",
        i -> all.get(i).number(), i -> all.get(i).name(), i -> all.get(i));
    List<Warning> warnings = new ArrayList<>();
    for (UsChessProblem warning : report.warnings()) {
      warnings.add(new Warning(Math.max(1, warning.record()), OptionalInt.empty(),
          warning.file() + warning.field().map(f -> ", field " + f).orElse("") + ": "
              + warning.message()));
    }
    return new InputFile(file, "a US Chess rating report (section " + chosen.number()
        + (chosen.name().isEmpty() ? "" : ", " + chosen.name()) + ")", Optional.empty(),
        chosen.tournament(), warnings, Optional.empty(), Optional.empty(), () -> "1:1:");
  }

  /** {@code FILE:RECORD:1:} naming the file of the report and the field where the record is. */
  private static String place(Path file, UsChessProblem problem) {
    Path named = file.resolveSibling(problem.file());
    return named + ":" + Math.max(1, problem.record()) + ":1:"
        + problem.field().map(f -> " field " + f + ":").orElse("");
  }

  private static String text(UsChessProblem problem, Locale locale) {
    String language = locale.getLanguage();
    if (language.isEmpty() || language.equals(Locale.ENGLISH.getLanguage())) {
      return problem.message();
    }
    return problem.tournamentProblem().map(p -> p.format(locale)).orElse(problem.message());
  }

  /** The one section chosen: the only one, or the one {@code --section} names. */
  private static <T> T choose(Path file, String section, int size, String what,
      java.util.function.IntUnaryOperator number,
      java.util.function.IntFunction<String> name, java.util.function.IntFunction<T> get) {
    List<String> listed = new ArrayList<>();
    for (int i = 0; i < size; i++) {
      listed.add(number.applyAsInt(i) + (name.apply(i).isEmpty() ? "" : " " + name.apply(i)));
    }
    if (section == null) {
      if (size == 1) {
        return get.apply(0);
      }
      throw new Main.BadInput(List.of(file + ":1:1: the file holds " + size + " " + what
          + "s; choose one with --section: " + String.join(", ", listed)));
    }
    for (int i = 0; i < size; i++) {
      if (section.strip().equals(Integer.toString(number.applyAsInt(i)))
          || section.strip().equalsIgnoreCase(name.apply(i))) {
        return get.apply(i);
      }
    }
    throw new Main.BadInput(List.of(file + ":1:1: no " + what + " " + section + "; the file's: "
        + String.join(", ", listed)));
  }

  private static List<Warning> warnings(List<FormatProblem> problems) {
    List<Warning> warnings = new ArrayList<>();
    for (FormatProblem problem : problems) {
      warnings.add(new Warning(problem.line(), problem.column(), problem.message()));
    }
    return warnings;
  }

  /** Every problem of a Chess-JSON or PGN file at its line and column. */
  private static Main.BadInput bad(Path file, FormatException e, Locale locale) {
    List<String> messages = new ArrayList<>();
    String language = locale.getLanguage();
    boolean english = language.isEmpty() || language.equals(Locale.ENGLISH.getLanguage());
    for (FormatProblem problem : e.problems()) {
      Optional<Problem> inconsistent = problem.tournamentProblem();
      messages.add(file + ":" + problem.line() + ":" + problem.column().orElse(1) + ": "
          + (english || inconsistent.isEmpty() ? problem.message()
              : inconsistent.get().format(locale)));
    }
    return new Main.BadInput(messages, e.unlisted());
  }
}
