package org.tiebreak.trf;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.tiebreak.api.Colour;
import org.tiebreak.api.Format;
import org.tiebreak.api.Player;
import org.tiebreak.api.RoundResult;
import org.tiebreak.api.Tournament;

/** Writes TRF records: {@code 001} lines in exact columns, every other record verbatim. */
final class TrfWriter {

  private TrfWriter() {}

  /** The document as text, one record a line, each line ended by {@code \n}. */
  static String write(TrfDocument document, TrfVersion version) {
    List<TrfRecord> records = document.recordList();
    boolean has142 = false;
    for (TrfRecord record : records) {
      has142 |= record.player == null && record.code().equals("142");
    }
    StringBuilder text = new StringBuilder(records.size() * 128);
    boolean roundsWritten = has142;
    for (TrfRecord record : records) {
      if (record.player != null) {
        text.append(playerLine(record.player));
      } else if (version == TrfVersion.TRF26 && record.code().equals("XXR")) {
        if (roundsWritten) {
          continue;
        }
        text.append("142 ").append(document.tournament().plannedRounds());
        roundsWritten = true;
      } else {
        text.append(record.text);
      }
      text.append('\n');
    }
    return text.toString();
  }

  /** A document for {@code tournament}: name, planned rounds, format, then the players. */
  static TrfDocument document(Tournament tournament, TrfVersion version) {
    List<TrfRecord> records = new ArrayList<>();
    if (!tournament.name().isEmpty()) {
      records.add(TrfRecord.verbatim("012 " + TrfLine.trim(oneLine(tournament.name()))));
    }
    records.add(TrfRecord.verbatim((version == TrfVersion.TRF26 ? "142 " : "XXR ")
        + tournament.plannedRounds()));
    switch (tournament.format()) {
      case ROUND_ROBIN -> records.add(TrfRecord.verbatim("192 FIDE_ROUNDROBIN"));
      case DOUBLE_ROUND_ROBIN -> records.add(TrfRecord.verbatim("192 FIDE_DOUBLEROUNDROBIN"));
      default -> {
        if (TrfReader.roundRobinFor(tournament.players().size(), tournament.plannedRounds())
            != Format.SWISS) {
          records.add(TrfRecord.verbatim("192 CUSTOM_SWISS"));
        }
      }
    }
    for (Player player : tournament.players()) {
      records.add(TrfRecord.player(playerRecord(tournament, player)));
    }
    return new TrfDocument(records, tournament, List.of());
  }

  private static TrfDocument.PlayerRecord playerRecord(Tournament tournament, Player player) {
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
    String name = TrfLine.trim(oneLine(player.name()));
    if (TrfLine.width(name) > 33) {
      name = TrfLine.trim(name.substring(0, name.offsetByCodePoints(0, 33)));
    }
    List<TrfRound> rounds = new ArrayList<>();
    for (RoundResult result : tournament.results(number)) {
      int opponent = result.opponentOrZero();
      char colour = result.colour().map(c -> c == Colour.WHITE ? 'w' : 'b')
          .orElse('-');
      rounds.add(new TrfRound(opponent == 0 ? "0000" : Integer.toString(opponent), colour,
          TrfRound.codeOf(result.kind()), 0, false));
    }
    String points = tournament.score(number).format(1);
    return new TrfDocument.PlayerRecord(0, number, "", "", name, rating, federation, fideId, "",
        TrfLine.width(points) <= 4 ? points : "", "", rounds);
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
    StringBuilder line = row.text;
    int end = line.length();
    while (end > 0 && line.charAt(end - 1) == ' ') {
      end--;
    }
    line.setLength(end);
    return line.toString();
  }

  /** A line being written, which knows its width in columns (code points). */
  private static final class Row {
    final StringBuilder text;
    /** The characters that do not take a column: the second halves of surrogate pairs. */
    private int extra;

    Row(int capacity) {
      text = new StringBuilder(capacity);
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
  }

  private static boolean hasBlank(String text) {
    return text.chars().anyMatch(TrfLine::isBlank);
  }

  private static String oneLine(String text) {
    return text.replace('\r', ' ').replace('\n', ' ');
  }

  private static void check(boolean condition, String message) {
    if (!condition) {
      throw new IllegalArgumentException(message);
    }
  }
}
