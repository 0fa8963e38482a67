package org.tiebreak.trf;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Predicate;

/**
 * Reads one {@code 001} record in the fixed columns of TRF16/TRF26, tolerating the misalignment
 * real files have: fields are trimmed; a field shifted by a column or two, a title written at
 * column 10, a name starting at column 14 or 16, round blocks shifted as a whole are recovered
 * where the reading is unambiguous, each with a warning that names line and column.
 */
final class PlayerLine {

  /** The titles TRF lists, and the arena titles; a run of text that is one of them is a title. */
  private static final Set<String> TITLES = Set.of("GM", "IM", "FM", "CM", "WGM", "WIM", "WFM",
      "WCM", "AGM", "AIM", "AFM", "ACM");

  private static final Predicate<String> DIGITS = PlayerLine::isDigits;
  private static final Predicate<String> LETTERS = s -> s.chars().allMatch(Character::isLetter);
  private static final Predicate<String> NUMBER = PlayerLine::isDecimal;
  /** The shifts of a round block tried, in columns, nearest first. */
  private static final int[] SHIFTS = {0, 1, -1, 2, -2};

  final TrfLine line;
  /** The start rank, or 0 if it could not be read. */
  int startRank;
  /** Whether the line holds too little, or too garbled a start, to make a player of it. */
  boolean unusable;
  String sex = "";
  String title = "";
  String name = "";
  String rating = "";
  String federation = "";
  String fideId = "";
  String birthDate = "";
  String points = "";
  int pointsColumn = 81;
  String rank = "";
  final List<TrfRound> rounds = new ArrayList<>();
  /** The column where each round's opponent field starts. */
  private int[] roundColumns = new int[16];
  /** The rounds whose fields were not where they belong (already reported as an error). */
  private final BitSet malformedRounds = new BitSet();
  /** The shift of the last round block read, in columns, for rounds beyond the line's end. */
  int roundShift;
  /** Equal rounds of every record read, so that each is one object. */
  private final TrfRoundPool sharedRounds;

  private final int maxRounds;
  /** Whether the line went on past the columns read (its text was cut there). */
  private final boolean cut;
  private final TrfProblems errors;
  private final TrfProblems warnings;
  /** The first column not yet read. */
  private int cursor = 4;
  /** The column where the last field read by {@link #token} starts. */
  private int tokenStart;

  private PlayerLine(TrfLine line, int maxRounds, boolean cut, TrfProblems errors,
      TrfProblems warnings, TrfRoundPool sharedRounds) {
    this.line = line;
    this.sharedRounds = sharedRounds;
    this.maxRounds = maxRounds;
    this.cut = cut;
    this.errors = errors;
    this.warnings = warnings;
  }

  /**
   * The columns a record of {@code maxRounds} rounds can take: 89 before the rounds, then ten a
   * round and two more for each round block shifted by two columns.
   */
  static int maxColumns(int maxRounds) {
    return (int) Math.min(Integer.MAX_VALUE / 4, 100 + 12L * maxRounds);
  }

  /**
   * Reads {@code line}, whose trailing blanks have been dropped; what is wrong goes to
   * {@code errors}, what is tolerated to warnings. A record with more than {@code maxRounds}
   * round blocks, or {@code cut} (it went on past the columns read), is an error and unusable.
   * Equal rounds come from {@code sharedRounds}, where new ones are added.
   */
  static PlayerLine read(TrfLine line, int maxRounds, boolean cut, TrfProblems errors,
      TrfProblems warnings, TrfRoundPool sharedRounds) {
    PlayerLine player = new PlayerLine(line, maxRounds, cut, errors, warnings, sharedRounds);
    player.read();
    return player;
  }

  /** The record, once read without errors. */
  TrfDocument.PlayerRecord record() {
    return new TrfDocument.PlayerRecord(line.number, startRank, sex, title, name, rating,
        federation, fideId, birthDate, points, rank, rounds);
  }

  /** The column where the opponent field of {@code round} starts. */
  int roundColumn(int round) {
    if (round <= rounds.size()) {
      return roundColumns[round - 1];
    }
    return 92 + 10 * (round - 1) + roundShift;
  }

  /** Whether the fields of {@code round} were not where they belong. */
  boolean malformed(int round) {
    return malformedRounds.get(round);
  }

  private void read() {
    if (line.length() < 15) {
      error(TrfProblem.Kind.MALFORMED_LINE, line.length() + 1,
          "the player record is too short to hold a start rank and a name: \"" + line.text
              + "\"");
      unusable = true;
      String text = line.field(5, 8);
      if (isDigits(text) && Integer.parseInt(text) > 0) {
        startRank = Integer.parseInt(text);
      }
      return;
    }
    readStartRank();
    readSexAndTitle();
    readName();
    rating = number("rating", 49, 52, DIGITS);
    federation = orEmpty(token("federation", 54, 56, LETTERS));
    fideId = orEmpty(token("fide id", 58, 68, DIGITS));
    birthDate = orEmpty(token("birth date", 70, 79, s -> !isDecimal(s)));
    points = number("points", 81, 84, NUMBER);
    pointsColumn = tokenStart;
    rank = number("rank", 86, 89, DIGITS);
    readRounds();
  }

  private void readStartRank() {
    String text = token("start rank", 5, 8, DIGITS);
    int column = tokenStart;
    if (text == null) {
      unusable = true;
    } else if (text.isEmpty()) {
      error(TrfProblem.Kind.MALFORMED_LINE, 5, "the player record has no start rank");
      unusable = true;
    } else if (!isDigits(text)) {
      error(TrfProblem.Kind.INVALID_FIELD, column,
          "the start rank is not a number: \"" + text + "\"");
      unusable = true;
    } else if (Integer.parseInt(text) == 0) {
      error(TrfProblem.Kind.INVALID_FIELD, column, "the start rank must be 1 to 9999: " + text);
      unusable = true;
    } else {
      startRank = Integer.parseInt(text);
    }
  }

  private void readSexAndTitle() {
    int end = 13;
    if (cursor > 10) {
      title = line.field(cursor, 13);
    } else if (Character.isUpperCase(line.at(10)) && line.runEnd(10) <= 13
        && isTitle(line.slice(10, line.runEnd(10)))) {
      end = line.runEnd(10);
      title = line.slice(10, end);
      warn(10, "title \"" + title + "\" written at column 10, expected 11-13; read as the title");
    } else {
      sex = line.field(10, 10);
      if (line.blank(14) || line.blank(13)) {
        title = line.field(11, 13);
      } else {
        int start = 13;
        while (start > 11 && !line.blank(start - 1)) {
          start--;
        }
        int runEnd = line.runEnd(14);
        String run = line.slice(start, runEnd);
        if (runEnd <= 15 && isTitle(run)) {
          title = run;
          end = runEnd;
          warn(start, "title \"" + title + "\" written at columns " + start + "-" + runEnd
              + ", expected 11-13; read as the title");
        } else {
          error(TrfProblem.Kind.MALFORMED_LINE, 14,
              "the title and the name run together at column 14: \"" + run + "\"");
          title = line.field(11, 13);
        }
      }
    }
    cursor = end + 1;
  }

  private void readName() {
    int start = cursor;
    while (start <= 47 && line.blank(start)) {
      start++;
    }
    if (start > 47) {
      cursor = 48;
      return;
    }
    int end = 47;
    while (line.blank(end)) {
      end--;
    }
    cursor = end + 1;
    if (end == 47 && !line.blank(48)) {
      int runEnd = line.runEnd(48);
      cursor = runEnd + 1;
      if (runEnd > 49 || runEnd - start + 1 > 33) {
        name = line.slice(start, 47);
        error(TrfProblem.Kind.MALFORMED_LINE, 48,
            "the name runs into the rating field at column 48: \"" + line.slice(start, runEnd)
                + "\"");
        return;
      }
      end = runEnd;
      warn(48, "the name runs to column " + end + ", past its columns 15-47; read as the name");
    }
    name = line.slice(start, end);
    if (TrfLine.width(name) > 33) {
      error(TrfProblem.Kind.MALFORMED_LINE, start,
          "the name is wider than its 33 columns: \"" + name + "\"");
    } else if (start != 15) {
      warn(start, "the name starts at column " + start + ", expected 15; read as the name");
    }
  }

  /** A number field: its text, {@code ""} if blank; an error if it is not a number. */
  private String number(String what, int from, int to, Predicate<String> valid) {
    String text = token(what, from, to, valid);
    if (text != null && !text.isEmpty() && !valid.test(text)) {
      error(TrfProblem.Kind.INVALID_FIELD, tokenStart,
          "the " + what + " field is not a number: \"" + text + "\"");
    }
    return orEmpty(text);
  }

  private static String orEmpty(String text) {
    return text == null ? "" : text;
  }

  /**
   * A field without inner blanks expected at columns {@code from}-{@code to}: the run of
   * characters that starts there, or up to two columns before, or in the separator column after
   * it (if it looks like this field). A shifted field is read with a warning; a field that is
   * wider than its columns is an error. Gives {@code ""} for a blank field, {@code null} after an
   * error.
   */
  private String token(String what, int from, int to, Predicate<String> looksLike) {
    int start = Math.max(cursor, from - 2);
    tokenStart = from;
    while (start <= to + 1 && line.blank(start)) {
      start++;
    }
    if (start > to + 1) {
      return "";
    }
    int end = line.runEnd(start);
    String text = line.slice(start, end);
    if (start == to + 1 && !looksLike.test(text)) {
      return "";
    }
    cursor = end + 1;
    tokenStart = start;
    if (end - start > to - from || end > to + 2) {
      error(TrfProblem.Kind.MALFORMED_LINE, start, "the " + what
          + " field is wider than its columns " + from + "-" + to + ": \"" + text + "\"");
      return null;
    }
    if (end < to && !line.field(end + 1, to).isEmpty()) {
      error(TrfProblem.Kind.INVALID_FIELD, start, "the " + what
          + " field holds more than one value: \"" + line.field(start, to) + "\"");
      cursor = to + 1;
      return null;
    }
    if (start < from || end > to) {
      warn(start, "the " + what + " field is at columns " + start + "-" + end + ", expected "
          + from + "-" + to + "; read anyway");
    }
    return text;
  }

  private void readRounds() {
    cursor = Math.max(cursor, 90);
    int shift = 0;
    for (int round = 1; 92 + 10 * (round - 1) + shift - 1 <= line.length() || cut; round++) {
      int nominal = 92 + 10 * (round - 1);
      if (round > maxRounds) {
        errors.add(TrfProblem.inRecord(TrfProblem.Kind.TOO_LARGE, startRank, 0, line.number,
            Math.max(cursor, 1), "the record goes on past " + maxRounds
                + " round blocks, the limit of rounds"));
        unusable = true;
        break;
      }
      int chosen = shift;
      boolean found = false;
      for (int d : SHIFTS) {
        int column = nominal + shift + d;
        if (column >= cursor && wellFormed(column)) {
          chosen = shift + d;
          found = true;
          break;
        }
      }
      int column = nominal + chosen;
      if (found && chosen != shift) {
        warn(column, "round " + round + " starts at column " + column + ", expected " + nominal
            + "; the round fields are read " + Math.abs(chosen)
            + (Math.abs(chosen) == 1 ? " column" : " columns")
            + (chosen > 0 ? " to the right" : " to the left"));
      }
      shift = chosen;
      boolean malformed = false;
      if (!found) {
        for (int c : new int[] {column + 4, column + 6, column + 8, column + 9}) {
          if (!line.blank(c) && !malformed) {
            error(TrfProblem.Kind.MALFORMED_LINE, c, "round " + round + " has an unexpected \""
                + new String(Character.toChars(line.at(c))) + "\" at column " + c
                + ": \"" + line.slice(column, column + 7) + "\" is not in the columns "
                + column + "-" + (column + 7));
            malformed = true;
          }
        }
      }
      rounds.add(sharedRounds.round(line, column, column + 3, code(line.at(column + 5)),
          code(line.at(column + 7))));
      if (rounds.size() > roundColumns.length) {
        roundColumns = Arrays.copyOf(roundColumns, 2 * roundColumns.length);
      }
      roundColumns[round - 1] = column;
      malformedRounds.set(round, malformed);
      cursor = column + 8;
    }
    roundShift = shift;
  }

  /** Whether a round block starting at {@code column} has the TRF shape. */
  private boolean wellFormed(int column) {
    if (!line.blank(column - 1) || !line.blank(column + 4) || !line.blank(column + 6)
        || !line.blank(column + 8)) {
      return false;
    }
    return blankOrDigits(column, column + 3)
        && TrfRound.isColourCode(line.at(column + 5))
        && TrfRound.isResultCode(line.at(column + 7));
  }

  /** Whether columns {@code from}-{@code to}, without the blanks around them, are digits or none. */
  private boolean blankOrDigits(int from, int to) {
    int start = from;
    int end = to;
    while (start <= end && line.blank(start)) {
      start++;
    }
    while (end >= start && line.blank(end)) {
      end--;
    }
    for (int column = start; column <= end; column++) {
      int c = line.at(column);
      if (c < '0' || c > '9') {
        return false;
      }
    }
    return true;
  }

  /** A colour or result code as a {@code char}: blanks become {@code ' '}. */
  private static char code(int c) {
    if (TrfLine.isBlank(c)) {
      return ' ';
    }
    return c <= Character.MAX_VALUE ? (char) c : '\uFFFD';
  }

  private static boolean isTitle(String text) {
    return TITLES.contains(text.toUpperCase(Locale.ROOT));
  }

  static boolean isDigits(String text) {
    if (text.isEmpty()) {
      return false;
    }
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c < '0' || c > '9') {
        return false;
      }
    }
    return true;
  }

  /** Digits with at most one decimal point, and at least one digit: {@code 11.5}, {@code 3}. */
  static boolean isDecimal(String text) {
    int digits = 0;
    int points = 0;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c >= '0' && c <= '9') {
        digits++;
      } else if (c == '.') {
        points++;
      } else {
        return false;
      }
    }
    return digits > 0 && points <= 1;
  }

  private void error(TrfProblem.Kind kind, int column, String message) {
    errors.add(problem(kind, column, message));
  }

  private void warn(int column, String message) {
    warnings.add(problem(TrfProblem.Kind.WARNING, column, message));
  }

  private TrfProblem problem(TrfProblem.Kind kind, int column, String message) {
    return TrfProblem.inRecord(kind, startRank, 0, line.number, column, message);
  }
}
