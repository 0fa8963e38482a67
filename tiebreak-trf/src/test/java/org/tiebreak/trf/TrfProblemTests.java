package org.tiebreak.trf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.tiebreak.api.Problem;
import org.tiebreak.api.TiebreakException;
import org.tiebreak.api.standings.Message;

/** Unit tests for {@link TrfProblem} and {@link TrfException}. */
class TrfProblemTests {

  @Test
  void problem_atLineOfFile_isLocatedByLineAndColumn() {
    TrfProblem problem =
        TrfProblem.at(TrfProblem.Kind.INVALID_FIELD, 12, 99, "not a rating: \"x\"");

    assertEquals(12, problem.line());
    assertEquals(OptionalInt.of(99), problem.column());
    assertEquals(OptionalInt.empty(), problem.player());
    assertEquals("line 12, column 99: not a rating: \"x\"", problem.toString());

    Problem disagree = Problem.of(Problem.Kind.RESULT_DISAGREES, 3, 2, Message.text("disagree"));
    TrfProblem placed = TrfProblem.inconsistent(disagree, "disagree", 7, 0);
    assertEquals(OptionalInt.of(3), placed.player());
    assertEquals(OptionalInt.of(2), placed.round());
    assertEquals(OptionalInt.empty(), placed.column());
    assertEquals("line 7: disagree", placed.toString());
    assertEquals(TrfProblem.Kind.INCONSISTENT_TOURNAMENT, placed.kind());
    assertEquals(Optional.of(disagree), placed.tournamentProblem());
  }

  @Test
  void problem_tournamentProblemOnlyForAnInconsistentTournament() {
    Problem disagree = Problem.of(Problem.Kind.RESULT_DISAGREES, 3, 2, Message.text("disagree"));
    assertThrows(IllegalArgumentException.class,
        () -> TrfProblem.at(TrfProblem.Kind.INCONSISTENT_TOURNAMENT, 1, 0, "inconsistent"));
    assertThrows(IllegalArgumentException.class,
        () -> new TrfProblem(TrfProblem.Kind.INVALID_FIELD, "bad", 1, OptionalInt.empty(),
            OptionalInt.of(3), OptionalInt.of(2), Optional.of(disagree)));
    assertThrows(IllegalArgumentException.class,
        () -> new TrfProblem(TrfProblem.Kind.INCONSISTENT_TOURNAMENT, "disagree", 1,
            OptionalInt.empty(), OptionalInt.of(4), OptionalInt.of(2), Optional.of(disagree)));
  }

  @Test
  void problem_lineBelowOne_isRejected() {
    assertThrows(IllegalArgumentException.class,
        () -> TrfProblem.at(TrfProblem.Kind.WARNING, 0, 5, "nowhere"));
  }

  @Test
  void exception_listsEveryProblemWithItsPlace() {
    TrfException e = new TrfException(List.of(
        TrfProblem.at(TrfProblem.Kind.INVALID_FIELD, 4, 49, "the rating is not a number"),
        TrfProblem.at(TrfProblem.Kind.UNREADABLE_FILE, 9, 0, "the file ends")));

    assertEquals(2, e.problems().size());
    assertEquals("2 problems:\n  line 4, column 49: the rating is not a number\n"
        + "  line 9: the file ends", e.getMessage());
    assertEquals(TiebreakException.class, e.getClass().getSuperclass());
  }

  @Test
  void exception_withoutProblems_isRejected() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> new TrfException(List.of()));

    assertEquals("an unreadable file has at least one problem", e.getMessage());
  }
}
