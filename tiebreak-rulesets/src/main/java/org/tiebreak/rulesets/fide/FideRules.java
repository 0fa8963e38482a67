package org.tiebreak.rulesets.fide;

import java.util.Optional;
import org.tiebreak.api.Crosstable;
import org.tiebreak.api.Explanation;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.TiebreakContext;

/** Helpers the FIDE rules share: the edition of a ranking, and the lines of an explanation. */
final class FideRules {

  private FideRules() {}

  /** The edition a rule applies: its own, or the one for the tournament's start date. */
  static FideEdition edition(Optional<FideEdition> edition, TiebreakContext context) {
    return edition.orElseGet(() -> FideEdition.forStartDate(context.tournament().startDate()));
  }

  /** The rule's variant: the edition (or "by start date") and what the modifiers do. */
  static String variant(Optional<FideEdition> edition, TiebreakCode code) {
    String editionText = edition.map(e -> "FIDE C.07 (" + e.year() + ")")
        .orElse("FIDE C.07, the edition of the event's start date");
    String modifiers = code.modifiers();
    return modifiers.isEmpty() ? editionText : editionText + "; " + modifiers;
  }

  /** A note naming the edition applied, and a round robin's treatment of forfeits. */
  static String editionNote(FideRounds rounds) {
    String note = "FIDE C.07 (" + rounds.edition.year() + ")";
    return rounds.roundRobin ? note + ", a round robin: forfeits count as games (Art. 15.2)"
        : note;
  }

  /** A short label for a result: W, D, L, + (forfeit win), - (forfeit loss), or the bye. */
  static String label(ResultKind kind) {
    return switch (kind) {
      case WIN -> "W";
      case DRAW -> "D";
      case LOSS -> "L";
      case FORFEIT_WIN -> "+ (forfeit win)";
      case FORFEIT_LOSS -> "- (forfeit loss)";
      case FULL_POINT_BYE -> "full-point bye";
      case HALF_POINT_BYE -> "half-point bye";
      case ZERO_POINT_BYE -> "zero-point bye";
      case PAIRING_ALLOCATED_BYE -> "pairing-allocated bye";
      case ABSENT -> "absent";
      case WITHDRAWN -> "withdrawn";
      case LATE_ENTRY -> "not yet entered";
    };
  }

  /** A line for round {@code r} of player {@code p} with its result and (scheduled) opponent. */
  static Explanation.Line.Builder line(Crosstable table, int p, int r) {
    Explanation.Line.Builder line = Explanation.Line.builder().round(r + 1)
        .result(label(table.kind(p, r)));
    int opponent = table.opponent(p, r);
    if (opponent >= 0) {
      line.opponent(table.startNumber(opponent));
    }
    return line;
  }
}
