package org.tiebreak.trf;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Objects;

/** Builds TRF text for tests in exact columns, independently of the writer under test. */
final class TrfFixtures {

  private TrfFixtures() {}

  /**
   * A {@code 001} record: rounds are given as {@code "3 w 1"}, {@code "0000 - U"} or {@code ""} for
   * a blank block; {@code _} stands for a blank inside a field ({@code "_ - Z"}).
   */
  static String player(int startRank, String sex, String title, String name, String rating,
      String federation, String fideId, String birthDate, String points, String rank,
      String... rounds) {
    StringBuilder line = new StringBuilder(
        String.format("001 %4d %1s%3s %-33s %4s %-3s %11s %-10s %4s %4s", startRank, sex, title,
            name, rating, federation, fideId, birthDate, points, rank));
    if (line.length() != 89) {
      throw new IllegalArgumentException("a field is too wide: " + line);
    }
    for (String round : rounds) {
      if (round.isEmpty()) {
        line.append(" ".repeat(10));
      } else {
        String[] fields = round.split(" ");
        line.append(String.format("  %4s %s %s", fields[0], fields[1], fields[2])
            .replace('_', ' '));
      }
    }
    return line.toString().stripTrailing();
  }

  /**
   * A small valid Swiss: four players, two rounds of four planned (three would make it a round
   * robin).
   */
  static List<String> base() {
    return List.of(
        "012 Test Open",
        "XXR 4",
        player(1, "m", "GM", "Alpha, Anna", "2500", "NOR", "1000001", "1990/01/01", "2.0", "1",
            "3 w 1", "2 b 1"),
        player(2, "m", "IM", "Beta, Bob", "2400", "SWE", "1000002", "1991/02/02", "1.0", "2",
            "4 w 1", "1 w 0"),
        player(3, "w", "", "Gamma, Gina", "2300", "DEN", "1000003", "1992/03/03", "0.5", "3",
            "1 b 0", "4 b ="),
        player(4, "m", "", "Delta, Dan", "0", "FIN", "", "", "0.5", "4",
            "2 b 0", "3 w ="));
  }

  /**
   * A {@code 310} record in the columns of TRF26: number 5-7, name 9-40, match points 55-60, game
   * points 62-67, then the players at 74-77, 79-82 and so on.
   */
  static String team310(int number, String name, String matchPoints, String gamePoints,
      int... players) {
    StringBuilder line = new StringBuilder(String.format("310 %3d %-32s %5s %6s %6s %6s %3s  ",
        number, name, "", "", matchPoints, gamePoints, ""));
    if (line.codePointCount(0, line.length()) != 73) {
      throw new IllegalArgumentException("a field is too wide: " + line);
    }
    for (int player : players) {
      line.append(String.format("%4d ", player));
    }
    return line.toString().stripTrailing();
  }

  /** A {@code 013} record: name 5-36, then the players at 37-40, 42-45 and so on. */
  static String team013(String name, int... players) {
    StringBuilder line = new StringBuilder(String.format("013 %-32s", name));
    for (int player : players) {
      line.append(String.format("%4d ", player));
    }
    return line.toString().stripTrailing();
  }

  /** {@code line} with {@code text} written over it from {@code column} (from 1). */
  static String overwrite(String line, int column, String text) {
    StringBuilder result = new StringBuilder(line);
    while (result.length() < column - 1 + text.length()) {
      result.append(' ');
    }
    result.replace(column - 1, column - 1 + text.length(), text);
    return result.toString();
  }

  /** The bytes of a test resource under {@code trf/}. */
  static byte[] resource(String name) {
    try (InputStream in = TrfFixtures.class.getResourceAsStream("/trf/" + name)) {
      return Objects.requireNonNull(in, "no test resource trf/" + name).readAllBytes();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
