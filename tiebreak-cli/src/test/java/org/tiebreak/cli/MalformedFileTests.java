package org.tiebreak.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Malformed TRF files through the command line: each exits with status 2 and names the file and
 * the line of the problem on standard error, with no stack trace.
 */
class MalformedFileTests {

  /** Overwrites {@code text} at a 1-based column of a 1-based line of the WSCF file. */
  static UnaryOperator<List<String>> edit(int line, int column, String text) {
    return lines -> {
      String old = lines.get(line - 1);
      while (old.length() < column - 1 + text.length()) {
        old += " ";
      }
      lines.set(line - 1, old.substring(0, column - 1) + text
          + old.substring(column - 1 + text.length()));
      return lines;
    };
  }

  static UnaryOperator<List<String>> replaceLine(int line, String text) {
    return lines -> {
      lines.set(line - 1, text);
      return lines;
    };
  }

  static UnaryOperator<List<String>> appendLine(String text) {
    return lines -> {
      lines.add(text);
      return lines;
    };
  }

  // The WSCF file: line 1 "012 ...", line 2 "### ...", line 3 "XXR 6", lines 4-18 players 1-15;
  // round r's opponent at columns 92+10(r-1)..95, colour at 97, result at 99.
  static Stream<Arguments> malformed() {
    return Stream.of(
        Arguments.of("unknown result code", edit(4, 99, "Q"), 4),
        Arguments.of("start rank not a number", edit(5, 8, "x"), 5),
        Arguments.of("start rank zero", edit(5, 5, "   0"), 5),
        Arguments.of("duplicate start rank", edit(6, 5, "   2"), 6),
        Arguments.of("rating not a number", edit(4, 49, "2x00"), 4),
        Arguments.of("points not a number", edit(4, 81, " 6,0"), 4),
        Arguments.of("opponent that does not exist", edit(4, 92, "  99"), 4),
        Arguments.of("opponent not a number", edit(4, 92, "  6x"), 4),
        Arguments.of("unknown colour", edit(4, 97, "x"), 4),
        Arguments.of("both sides claim the win", edit(9, 99, "1"), 4),
        Arguments.of("self-pairing", edit(4, 92, "   1"), 4),
        Arguments.of("opponent's record names a bye", edit(9, 92, "0000 - Z"), 4),
        Arguments.of("a player paired twice", edit(5, 92, "   6"), 9),
        Arguments.of("game result without an opponent", edit(4, 92, "0000"), 4),
        Arguments.of("line too short for a name", appendLine("001   16 m"), 19),
        Arguments.of("name runs into the rating", edit(4, 15, "X".repeat(40)), 4),
        Arguments.of("XXR not a number", replaceLine(3, "XXR six"), 3),
        Arguments.of("fewer planned rounds than played", replaceLine(3, "XXR 5"), 3),
        Arguments.of("zero planned rounds", replaceLine(3, "XXR 0"), 3),
        Arguments.of("point system that depends on the colour",
            replaceLine(2, "XXS WW=1 BW=0.5"), 2),
        Arguments.of("second pairing-allocated bye in a round",
            edit(4, 92, "0000 - U"), 11),
        Arguments.of("character between round fields", edit(4, 96, "x"), 4));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("malformed")
  void malformedFile_exitsTwoNamingTheLine(String description,
      UnaryOperator<List<String>> damage, int line, @TempDir Path dir) throws IOException {
    List<String> lines = damage.apply(new ArrayList<>(Files.readAllLines(CliTests.wscf())));
    Path file = dir.resolve("bad.trf");
    Files.write(file, lines);
    CliTests.Run run = CliTests.run("standings", file.toString());
    assertEquals(2, run.status(), description + ":\n" + run.out() + run.err());
    assertTrue(run.err().contains(file + ":" + line + ":"), description + ":\n" + run.err());
    assertFalse(run.err().contains("\tat "), run.err());
  }
}
