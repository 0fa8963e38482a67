package org.tiebreak.trf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tiebreak.trf.TrfFixtures.overwrite;
import static org.tiebreak.trf.TrfFixtures.player;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.tiebreak.api.Problem;
import org.tiebreak.trf.TrfProblem.Kind;

/**
 * Malformed TRF files: each gives one {@link TrfException} whose problems all have a line, and one
 * of which names the expected kind, line and column. The expected kind is a {@link Kind} of the
 * file, or the {@link Problem.Kind} of the tournament problem that an
 * {@link Kind#INCONSISTENT_TOURNAMENT} carries.
 */
class TrfMalformedTests {

  /*
   * The base file (TrfFixtures.base()):
   *   line 1  012 Test Open
   *   line 2  XXR 4
   *   line 3  player 1: round 1 "3 w 1" (columns 92-99), round 2 "2 b 1" (102-109)
   *   line 4  player 2: "4 w 1", "1 w 0"
   *   line 5  player 3: "1 b 0", "4 b ="
   *   line 6  player 4: "2 b 0", "3 w ="
   */

  static Stream<Arguments> malformed() {
    return Stream.of(
        of("unknown result code", edit(4, 109, "Q"), Kind.INVALID_FIELD, 4, 109),
        of("start rank is not a number", edit(5, 8, "x"), Kind.INVALID_FIELD, 5, 8),
        of("start rank is zero", edit(5, 8, "0"), Kind.INVALID_FIELD, 5, 8),
        of("player record without a start rank", edit(5, 8, " "), Kind.MALFORMED_LINE, 5, 5),
        of("start rank wider than its columns", edit(5, 5, "12345"), Kind.MALFORMED_LINE, 5, 5),
        of("rating is not a number", edit(4, 49, "24x0"), Kind.INVALID_FIELD, 4, 49),
        of("rating holds two values", edit(4, 49, "24 0"), Kind.INVALID_FIELD, 4, 49),
        of("points is not a number", edit(4, 81, " 1,0"), Kind.INVALID_FIELD, 4, 82),
        of("rank is not a number", edit(4, 86, "   B"), Kind.INVALID_FIELD, 4, 89),
        of("opponent has no player record", edit(6, 102, "   7"),
            Problem.Kind.UNKNOWN_OPPONENT, 6, 102),
        of("opponent is not a number", edit(3, 92, "  3x"), Kind.INVALID_FIELD, 3, 92),
        of("unknown colour", edit(3, 97, "x"), Kind.INVALID_FIELD, 3, 97),
        of("game result without an opponent", edit(3, 102, "0000"), Kind.INVALID_FIELD, 3, 109),
        of("both sides of a game claim the win", edit(5, 99, "1"),
            Problem.Kind.RESULT_DISAGREES, 3, 99),
        of("both sides of a game have white", edit(5, 97, "w"),
            Problem.Kind.COLOUR_DISAGREES, 3, 97),
        of("the opponent's record has a bye instead", edit(6, 92, "0000 - Z"),
            Problem.Kind.OPPONENT_DISAGREES, 4, 92),
        of("the opponent's record names somebody else", edit(6, 102, "   1"),
            Problem.Kind.PAIRED_TWICE, 3, 102),
        of("player paired with themself", edit(3, 92, "   1"),
            Problem.Kind.SELF_PAIRING, 3, 92),
        of("duplicate start rank", edit(6, 8, "3"),
            Problem.Kind.DUPLICATE_START_NUMBER, 6, 5),
        of("line too short for a start rank and a name", append("001    5 m"),
            Kind.MALFORMED_LINE, 7, 11),
        of("name runs into the rating", edit(3, 15, "X".repeat(34)), Kind.MALFORMED_LINE, 3, 48),
        of("title and name run together", edit(4, 14, "B"), Kind.MALFORMED_LINE, 4, 14),
        of("blank name", edit(6, 15, " ".repeat(33)), Problem.Kind.BLANK_NAME, 6, 15),
        of("unexpected character between round fields", edit(3, 98, "x"), Kind.MALFORMED_LINE,
            3, 98),
        of("XXR is not a number", replace(2, "XXR three"), Kind.INVALID_FIELD, 2, 5),
        of("142 is not a number", replace(2, "142 3x"), Kind.INVALID_FIELD, 2, 5),
        of("142 and XXR disagree", insert(3, "142 5"), Kind.INVALID_FIELD, 2, 5),
        of("fewer planned rounds than played", replace(2, "XXR 1"),
            Problem.Kind.ROUND_BEYOND_PLANNED, 2, 5),
        of("zero planned rounds", replace(2, "XXR 0"),
            Problem.Kind.INVALID_PLANNED_ROUNDS, 2, 5),
        of("point system 162 unreadable", insert(2, "162 whatever"), Kind.INVALID_FIELD, 2, 5),
        of("point system 162 value too wide", insert(2, "162  W 3.0    D 10000"),
            Kind.INVALID_FIELD, 2, 15),
        of("point system XXS unreadable", insert(2, "XXS PAB=half"), Kind.INVALID_FIELD, 2, 5),
        of("point system XXS scores a win by colour", insert(2, "XXS WW=1 BW=1.5"),
            Kind.INVALID_FIELD, 2, 10),
        of("point system XXS scores a loss by colour, over two records",
            insert(2, "XXS BL=0.5\nXXS W=3 WL=0"), Kind.INVALID_FIELD, 3, 9),
        of("point systems 162 and XXS disagree", insert(2, "162  W 1.0    D 0.5\nXXS PAB=0.5"),
            Kind.INVALID_FIELD, 3, 5),
        of("two pairing-allocated byes in one round", thirdRound("0000 - U", "0000 - U",
            "4 w 1", "3 b 0"), Problem.Kind.SECOND_PAIRING_ALLOCATED_BYE, 4, 119),
        of("players meet twice in a round robin", roundRobinRematch(),
            Problem.Kind.TOO_MANY_MEETINGS, 4, 112),
        of("empty file", "", Kind.UNREADABLE_FILE, 1, 1),
        of("only blank lines", "\r\n  \r\n", Kind.UNREADABLE_FILE, 1, 1),
        of("no player records", "012 Test Open\nXXR 3\n### nobody came", Kind.UNREADABLE_FILE,
            1, 1),
        of("no round played and no planned rounds", String.join("\n", "012 Test",
            player(1, "m", "", "Alpha, Anna", "", "", "", "", "", ""),
            player(2, "m", "", "Beta, Bob", "", "", "", "", "", "")),
            Problem.Kind.INVALID_PLANNED_ROUNDS, 2, 1));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("malformed")
  void read_malformed_throwsWithLineAndColumn(String description, String text, Enum<?> kind,
      int line, int column) {
    TrfException e = assertThrows(TrfException.class, () -> Trf.read(text));
    List<TrfProblem> problems = e.problems();
    for (TrfProblem problem : problems) {
      assertTrue(problem.line() >= 1, "no line: " + problem);
    }
    OptionalInt expectedColumn = column > 0 ? OptionalInt.of(column) : OptionalInt.empty();
    assertTrue(problems.stream().anyMatch(p -> kindOf(p) == kind
            && p.line() == line && p.column().equals(expectedColumn)),
        "expected " + kind + " at line " + line + ", column " + column + " in\n"
            + e.getMessage());
  }

  @Test
  void read_severalProblems_allReportedInLineOrder() {
    List<String> lines = new ArrayList<>(TrfFixtures.base());
    lines.set(1, "XXR x");
    lines.set(3, overwrite(lines.get(3), 49, "24x0"));
    lines.set(4, overwrite(lines.get(4), 109, "?"));
    lines.set(5, overwrite(lines.get(5), 102, "  99"));
    TrfException e = assertThrows(TrfException.class,
        () -> Trf.read(String.join("\r\n", lines)));
    assertEquals(List.of(2, 4, 5, 6),
        e.problems().stream().map(TrfProblem::line).toList(), e.getMessage());
    TrfProblem unknownCode = e.problems().get(2);
    assertEquals(OptionalInt.of(3), unknownCode.player());
    assertEquals(OptionalInt.of(2), unknownCode.round());
    assertTrue(unknownCode.message().contains("\"?\""), unknownCode.message());
  }

  @Test
  void read_disagreement_messageNamesRoundAndOpponent() {
    TrfException e = assertThrows(TrfException.class, () -> Trf.read(edit(5, 99, "1")));
    TrfProblem problem = e.problems().get(0);
    assertEquals(Kind.INCONSISTENT_TOURNAMENT, problem.kind());
    assertEquals(Problem.Kind.RESULT_DISAGREES, problem.tournamentProblem().orElseThrow().kind());
    assertEquals(OptionalInt.of(1), problem.player());
    assertEquals(OptionalInt.of(1), problem.round());
    assertTrue(problem.toString().startsWith("line 3, column 99: round 1: "), problem.toString());
    assertEquals(1, e.problems().size(), e.getMessage());
  }

  private static Arguments of(String description, String text, Enum<?> kind, int line,
      int column) {
    return Arguments.of(description, text, kind, line, column);
  }

  /** The kind of the tournament problem of an inconsistent tournament, else the file's kind. */
  private static Enum<?> kindOf(TrfProblem problem) {
    return problem.tournamentProblem().<Enum<?>>map(Problem::kind).orElse(problem.kind());
  }

  /** The base file with {@code text} written over line {@code line} from {@code column}. */
  private static String edit(int line, int column, String text) {
    List<String> lines = new ArrayList<>(TrfFixtures.base());
    lines.set(line - 1, overwrite(lines.get(line - 1), column, text));
    return String.join("\n", lines);
  }

  private static String replace(int line, String text) {
    List<String> lines = new ArrayList<>(TrfFixtures.base());
    lines.set(line - 1, text);
    return String.join("\n", lines);
  }

  /** The base file with {@code text} inserted so that it becomes line {@code line}. */
  private static String insert(int line, String text) {
    List<String> lines = new ArrayList<>(TrfFixtures.base());
    lines.add(line - 1, text);
    return String.join("\n", lines);
  }

  private static String append(String text) {
    List<String> lines = new ArrayList<>(TrfFixtures.base());
    lines.add(text);
    return String.join("\n", lines);
  }

  /** The base file with a third round, one block per player. */
  private static String thirdRound(String... blocks) {
    List<String> lines = new ArrayList<>(TrfFixtures.base());
    for (int i = 0; i < blocks.length; i++) {
      String[] fields = blocks[i].split(" ");
      lines.set(i + 2, overwrite(lines.get(i + 2), 112,
          String.format("%4s %s %s", fields[0], fields[1], fields[2])));
    }
    return String.join("\n", lines);
  }

  /** A round robin (record 192 on line 2) whose third round repeats the first. */
  private static String roundRobinRematch() {
    List<String> lines = new ArrayList<>(List.of(thirdRound("3 b =", "4 b =", "1 w =", "2 w =")
        .split("\n")));
    lines.add(1, "192 FIDE_ROUNDROBIN");
    return String.join("\n", lines);
  }
}
