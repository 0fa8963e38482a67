package org.tiebreak.trf;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.tiebreak.api.Colour;
import org.tiebreak.api.Format;
import org.tiebreak.api.Player;
import org.tiebreak.api.PointSystem;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.RoundResult;
import org.tiebreak.api.Score;
import org.tiebreak.api.Tournament;

/** Writes TRF records: {@code 001} lines in exact columns, every other record verbatim. */
final class TrfWriter {

  private TrfWriter() {}

  /** The document as text, one record a line, each line ended by {@code \n}. */
  static String write(TrfDocument document, TrfVersion version) {
    return write(document, version, null);
  }

  /**
   * The document as text with the results of {@code standings} in their places, or as read when
   * {@code results} is {@code null}.
   */
  static String write(TrfDocument document, TrfVersion version, TrfResults results) {
    List<TrfRecord> records = document.recordList();
    boolean[] roundsWritten = {false};
    for (TrfRecord record : records) {
      if (record.player == null) {
        record.forEachLine(line -> roundsWritten[0] |= TrfRecord.code(line).equals("142"));
      }
    }
    StringBuilder text = new StringBuilder(records.size() * 128);
    for (TrfRecord record : records) {
      if (record.player != null) {
        if (results != null) {
          results.beforeBody(text);
        }
        TrfDocument.PlayerRecord player = results == null ? record.player
            : results.player(record.player);
        text.append(playerLine(player)).append('\n');
      } else if (version == TrfVersion.TRF26 || results != null) {
        record.forEachLine(line -> {
          String code = TrfRecord.code(line);
          if (results != null && !results.line(line, text)) {
            return;
          }
          if (version == TrfVersion.TRF16 || !code.equals("XXR")) {
            text.append(line).append('\n');
          } else if (!roundsWritten[0]) {
            text.append("142 ").append(document.tournament().plannedRounds()).append('\n');
            roundsWritten[0] = true;
          }
        });
      } else {
        text.append(record.text).append('\n');
      }
    }
    if (results != null) {
      results.beforeBody(text);
    }
    return text.toString();
  }

  /** A document for {@code tournament}: name, planned rounds, format, then the players. */
  static TrfDocument document(Tournament tournament, TrfVersion version) {
    TrfRecord.Builder records = new TrfRecord.Builder();
    if (!tournament.name().isEmpty()) {
      records.line("012 " + TrfLine.trim(oneLine(tournament.name())));
    }
    tournament.startDate().ifPresent(date -> {
      check(date.getYear() >= 1 && date.getYear() <= 9999,
          "start date does not fit YYYY/MM/DD: " + date);
      records.line("042 " + TrfDate.format(date));
    });
    tournament.endDate().ifPresent(date -> {
      check(date.getYear() >= 1 && date.getYear() <= 9999,
          "end date does not fit YYYY/MM/DD: " + date);
      records.line("052 " + TrfDate.format(date));
    });
    records.line((version == TrfVersion.TRF26 ? "142 " : "XXR ")
        + tournament.plannedRounds());
    if (!tournament.pointSystem().isStandard()) {
      records.line(pointSystem(tournament.pointSystem(), version));
    }
    switch (tournament.format()) {
      case ROUND_ROBIN -> records.line("192 FIDE_ROUNDROBIN");
      case DOUBLE_ROUND_ROBIN -> records.line("192 FIDE_DOUBLEROUNDROBIN");
      default -> {
        if (TrfReader.roundRobinFor(tournament.players().size(), tournament.plannedRounds())
            != Format.SWISS) {
          records.line("192 CUSTOM_SWISS");
        }
      }
    }
    for (String line : TrfExtensions.lines(tournament)) {
      records.line(line);
    }
    for (Player player : tournament.players()) {
      records.player(playerRecord(tournament, player));
    }
    return new TrfDocument(records.build(), tournament, List.of());
  }

  /**
   * The record of a point system: for TRF26, record 162 when its five codes can say it (a forfeit
   * win and a full-point bye score as a win, a half-point bye as a draw, a forfeit loss as a
   * zero-point bye); otherwise JaVaFo's XXS with the codes whose values are not the defaults.
   */
  static String pointSystem(PointSystem points, TrfVersion version) {
    Score win = points.win();
    Score absence = points.points(ResultKind.ZERO_POINT_BYE);
    List<String> in162 = List.of(decimal(win), decimal(points.draw()), decimal(points.loss()),
        decimal(absence), decimal(points.points(ResultKind.PAIRING_ALLOCATED_BYE)));
    if (version == TrfVersion.TRF26 && win.equals(points.points(ResultKind.FORFEIT_WIN))
        && win.equals(points.points(ResultKind.FULL_POINT_BYE))
        && points.draw().equals(points.points(ResultKind.HALF_POINT_BYE))
        && absence.equals(points.points(ResultKind.FORFEIT_LOSS))
        && in162.stream().allMatch(value -> value.length() <= 4)) {
      StringBuilder record = new StringBuilder("162");
      for (int i = 0; i < in162.size(); i++) {
        record.append(i == 0 ? "  " : "    ").append("WDLAP".charAt(i))
            .append(String.format("%4s", in162.get(i)));
      }
      return record.toString();
    }
    StringBuilder record = new StringBuilder("XXS");
    xxs(record, "WW", points.win(), Score.ONE);
    xxs(record, "BW", points.win(), Score.ONE);
    xxs(record, "WD", points.draw(), Score.HALF);
    xxs(record, "BD", points.draw(), Score.HALF);
    xxs(record, "WL", points.loss(), Score.ZERO);
    xxs(record, "BL", points.loss(), Score.ZERO);
    xxs(record, "ZPB", absence, Score.ZERO);
    xxs(record, "HPB", points.points(ResultKind.HALF_POINT_BYE), Score.HALF);
    xxs(record, "FPB", points.points(ResultKind.FULL_POINT_BYE), Score.ONE);
    xxs(record, "PAB", points.points(ResultKind.PAIRING_ALLOCATED_BYE), Score.ONE);
    xxs(record, "FW", points.points(ResultKind.FORFEIT_WIN), Score.ONE);
    xxs(record, "FL", points.points(ResultKind.FORFEIT_LOSS), Score.ZERO);
    return record.toString();
  }

  private static void xxs(StringBuilder record, String code, Score value, Score standard) {
    if (!value.equals(standard)) {
      record.append(' ').append(code).append('=').append(decimal(value));
    }
  }

  /** A point value as the records give it: {@code 3.0}, {@code 0.25}, up to {@code 9999.9999}. */
  static String decimal(Score value) {
    String text = value.format(1);
    check(text.matches("[0-9]{1,4}\\.[0-9]{1,4}"),
        "a point value that a trf record cannot give: " + value);
    return text;
  }

  /**
   * A point value of a team record, which may be negative: {@code -1.0}, {@code 2.5}, up to
   * {@code 9999.9999} either way.
   */
  static String signedDecimal(Score value) {
    String text = value.format(1);
    check(text.matches("-?[0-9]{1,4}\\.[0-9]{1,4}"),
        "a point value that a trf record cannot give: " + value);
    return text;
  }

  private static TrfDocument.PlayerRecord playerRecord(Tournament tournament, Player player) {
    List<TrfRound> rounds = new ArrayList<>();
    for (RoundResult result : tournament.results(player.startNumber())) {
      int opponent = result.opponentOrZero();
      char colour = result.colour().map(c -> c == Colour.WHITE ? 'w' : 'b')
          .orElse('-');
      rounds.add(new TrfRound(opponent == 0 ? "0000" : Integer.toString(opponent), colour,
          TrfRound.codeOf(result.kind())));
    }
    return playerRecord(player, rounds, tournament.score(player.startNumber()));
  }

  /**
   * The record of a player with these rounds and points.
   *
   * @throws IllegalArgumentException if a field does not fit its columns
   */
  static TrfDocument.PlayerRecord playerRecord(Player player, List<TrfRound> rounds,
      Score score) {
    int number = player.startNumber();
    check(number <= 9999, "start number does not fit the 4 columns of a trf record: " + number);
    String rating = "";
    if (player.rating().isPresent()) {
      rating = Integer.toString(player.rating().getAsInt());
      check(rating.length() <= 4,
          "rating of player " + number + " does not fit the 4 columns of a trf record: " + rating);
    }
    Map<String, String> ids = player.federationIds();
    String federation = TrfLine.trim(ids.getOrDefault("FED", ""));
    String fideId = TrfLine.trim(ids.getOrDefault("FIDE", ""));
    check(TrfLine.width(federation) <= 3 && !hasBlank(federation),
        "federation of player " + number + " does not fit the 3 columns of a trf record: \""
            + federation + "\"");
    check(TrfLine.width(fideId) <= 11 && !hasBlank(fideId),
        "fide id of player " + number + " does not fit the 11 columns of a trf record: \""
            + fideId + "\"");
    String name = cut(TrfLine.trim(oneLine(player.name())), 33);
    String points = score.format(1);
    return new TrfDocument.PlayerRecord(0, number, "", "", name, rating, federation, fideId, "",
        TrfLine.width(points) <= 4 ? points : "", "", rounds);
  }

  /** {@code text} cut to {@code columns} columns, without blanks at its end. */
  static String cut(String text, int columns) {
    if (TrfLine.width(text) <= columns) {
      return text;
    }
    return TrfLine.trim(text.substring(0, text.offsetByCodePoints(0, columns)));
  }

  /** A player record in the exact columns of TRF16/TRF26, numbers right-aligned. */
  static String playerLine(TrfDocument.PlayerRecord player) {
    Row row = new Row(92 + 10 * player.rounds().size());
    row.text.append("001");
    row.right(Integer.toString(player.startRank()), 5, 8);
    row.left(player.sex(), 10);
    row.right(player.title(), 11, 13);
    row.left(player.name(), 15);
    row.right(player.ratingText(), 49, 52);
    row.left(player.federation(), 54);
    row.right(player.fideId(), 58, 68);
    row.left(player.birthDate(), 70);
    row.right(player.pointsText(), 81, 84);
    row.right(player.rankText(), 86, 89);
    int column = 92;
    for (TrfRound round : player.rounds()) {
      row.right(round.opponent, column, column + 3);
      row.left(String.valueOf(round.colour), column + 5);
      row.left(String.valueOf(round.result), column + 7);
      column += 10;
    }
    return row.line();
  }

  /** A line being written, which knows its width in columns (code points). */
  static final class Row {
    final StringBuilder text;
    /** The characters that do not take a column: the second halves of surrogate pairs. */
    private int extra;

    Row(int capacity) {
      text = new StringBuilder(capacity);
    }

    /** A line that starts with a record's code. */
    Row(String code) {
      this(128);
      text.append(code);
    }

    /** Pads with blanks so that the next character goes to {@code column} (from 1). */
    void pad(int column) {
      while (text.length() - extra < column - 1) {
        text.append(' ');
      }
    }

    void left(String value, int column) {
      pad(column);
      append(value);
    }

    void right(String value, int from, int to) {
      pad(to + 1 - TrfLine.width(value));
      pad(from);
      append(value);
    }

    private void append(String value) {
      text.append(value);
      extra += value.length() - TrfLine.width(value);
    }

    /** The line written, without blanks at its end. */
    String line() {
      int end = text.length();
      while (end > 0 && text.charAt(end - 1) == ' ') {
        end--;
      }
      text.setLength(end);
      return text.toString();
    }
  }

  private static boolean hasBlank(String text) {
    return text.chars().anyMatch(TrfLine::isBlank);
  }

  static String oneLine(String text) {
    return text.replace('\r', ' ').replace('\n', ' ');
  }

  static void check(boolean condition, String message) {
    if (!condition) {
      throw new IllegalArgumentException(message);
    }
  }
}
