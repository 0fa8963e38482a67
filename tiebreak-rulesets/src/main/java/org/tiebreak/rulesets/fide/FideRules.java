package org.tiebreak.rulesets.fide;

import java.util.Optional;
import org.tiebreak.api.TiebreakContext;

/** Helpers the FIDE rules share: the edition of a ranking, a rule's variant, an edition note. */
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
}
