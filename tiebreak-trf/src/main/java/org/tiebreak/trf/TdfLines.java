package org.tiebreak.trf;

import java.nio.charset.Charset;
import java.util.ArrayList;
import java.util.List;

/**
 * Vega's "Generic Tournament Description File" ({@code .tdf}, the Vega manual's appendix P) read
 * as the TRF it resembles: the same records, but each player's fields separated by {@code |}
 * rather than in columns, and some headers with another meaning. A file is a tdf when its first
 * player record ({@code 001}) has the {@code |} of the twelve fields before the rounds; any other
 * file passes through unchanged.
 *
 * <p>In a tdf, each player record becomes a TRF16 record in its columns: start rank, sex, title,
 * name, the FIDE rating (the national one where the FIDE rating is 0 or blank), federation, FIDE
 * id, birth date, points, rank and the rounds, {@code N C R} each; the national rating and code,
 * which TRF has no column for, are left out. A round's result {@code 2}, which the manual gives
 * for a draw, is {@code =}, and without an opponent {@code +}, {@code =} and {@code -} are a
 * full-point, half-point and zero-point bye. Of the headers, {@code 142} (points for a win and a draw) becomes
 * {@code XXS W= D=}, {@code 162} (the rounds) {@code XXR}; {@code 132}, {@code 152} (the current
 * round), {@code 182} and {@code 192} (the program) are kept as {@code ###} comments, since TRF
 * gives those codes other meanings; {@code 172}, Vega's list of its own tie-break codes, stays as
 * written ({@link TrfDocument#header(String)}). Every other line is kept as it is, with its line
 * number.
 */
final class TdfLines {

  /** The separators of a player record before its rounds: twelve fields. */
  private static final int FIELDS_BEFORE_ROUNDS = 11;

  private TdfLines() {}

  /** {@code source}, its lines converted where it is a tdf. */
  static TrfText.Source of(TrfText.Source source) {
    return new TrfText.Source() {
      @Override
      int lines(Charset charset, int playerColumns, long maxSize, TrfText.Lines lines) {
        Converter converter = new Converter(lines);
        int marks = source.lines(charset, playerColumns, maxSize, converter::line);
        converter.end();
        return marks;
      }
    };
  }

  /** Keeps the lines before the first player record until it says whether the file is a tdf. */
  private static final class Converter {
    private final TrfText.Lines lines;
    private final List<TrfText.Line> headers = new ArrayList<>();
    /** Null until the first player record, then whether the file is a tdf. */
    private Boolean tdf;

    Converter(TrfText.Lines lines) {
      this.lines = lines;
    }

    void line(TrfText.Line line) {
      if (tdf == null) {
        if (!line.playerRecord()) {
          headers.add(line);
          return;
        }
        tdf = line.text().chars().filter(c -> c == '|').count() >= FIELDS_BEFORE_ROUNDS;
        headers.forEach(this::pass);
        headers.clear();
      }
      pass(line);
    }

    void end() {
      headers.forEach(lines::line);
    }

    private void pass(TrfText.Line line) {
      if (!tdf) {
        lines.line(line);
      } else if (line.playerRecord()) {
        lines.line(new TrfText.Line(line.number(), player(line.text()), true, line.cut()));
      } else {
        for (String text : header(line.text())) {
          lines.line(new TrfText.Line(line.number(), text, false, false));
        }
      }
    }
  }

  /** A header of a tdf as the TRF lines that say it. */
  static List<String> header(String text) {
    String code = TrfRecord.code(text);
    String value = text.length() > 4 ? text.substring(4).strip() : "";
    return switch (code) {
      case "142" -> {
        String[] points = value.split("\\s+");
        yield points.length == 2 ? List.of("### Vega " + text, "XXS W=" + points[0] + " D="
            + points[1]) : List.of("### Vega " + text);
      }
      case "162" -> List.of("### Vega " + text, "XXR " + value);
      case "132", "152", "182", "192" -> List.of("### Vega " + text);
      default -> List.of(text);
    };
  }

  /** A player record of a tdf ({@code 001 } then fields separated by {@code |}) in columns. */
  static String player(String text) {
    String[] fields = text.substring(Math.min(4, text.length())).split("\\|", -1);
    String rating = field(fields, 4);
    if (rating.isEmpty() || rating.chars().allMatch(c -> c == '0')) {
      rating = field(fields, 7);
    }
    if (rating.chars().allMatch(c -> c == '0')) {
      rating = "";
    }
    TrfWriter.Row row = new TrfWriter.Row("001");
    row.right(field(fields, 0), 5, 8);
    row.left(field(fields, 1), 10);
    row.right(field(fields, 2), 11, 13);
    row.left(TrfWriter.cut(field(fields, 3), 33), 15);
    row.right(rating, 49, 52);
    row.left(field(fields, 5), 54);
    row.right(field(fields, 6).chars().allMatch(c -> c == '0') ? "" : field(fields, 6), 58, 68);
    row.left(field(fields, 9), 70);
    row.right(field(fields, 10), 81, 84);
    row.right(field(fields, 11), 86, 89);
    int column = 92;
    for (int k = 12; k < fields.length; k++) {
      String[] round = fields[k].strip().split("\\s+");
      if (round.length == 3) {
        row.right(round[0], column, column + 3);
        row.left(round[1], column + 5);
        row.left(result(round[0], round[2]), column + 7);
      }
      column += 10;
    }
    return row.line();
  }

  /**
   * A round's result code in TRF: {@code 2} (a draw, as the manual gives it) is {@code =}; with
   * no opponent ({@code 0000}) Vega's {@code +}, {@code =} and {@code -} are a full-point bye,
   * a half-point bye (an absence "with a forfeited draw") and a zero-point bye.
   */
  private static String result(String opponent, String code) {
    if (opponent.chars().allMatch(c -> c == '0')) {
      switch (code) {
        case "+":
          return "F";
        case "=":
          return "H";
        case "-":
          return "Z";
        default:
          return code;
      }
    }
    return code.equals("2") || code.equals("½") ? "=" : code;
  }

  private static String field(String[] fields, int k) {
    return k < fields.length ? fields[k].strip() : "";
  }
}
