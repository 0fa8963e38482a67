package org.tiebreak.testkit.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.tiebreak.api.rule.TiebreakRule;
import org.tiebreak.core.rules.Tiebreaks;
import org.tiebreak.rulesets.Rulesets;
import org.tiebreak.rulesets.fide.Fide;

/** The rules that read ratings say so, and no other rule does. */
class NeedsRatingsTests {

  @Test
  void ratingRules_needRatings() {
    OptionalInt none = OptionalInt.empty();
    for (TiebreakRule rule : List.of(Tiebreaks.averageRatingOfOpponents(none),
        Tiebreaks.averageRatingOfOpponentsExact(none), Tiebreaks.linearPerformance(none),
        Tiebreaks.fidePerformance(none), Tiebreaks.oppositionLinearPerformance(none),
        Tiebreaks.oppositionFidePerformance(none), Fide.rule("ARO"), Fide.rule("TPR"),
        Fide.rule("PTP"), Fide.rule("APRO"), Fide.rule("APPO"), Fide.rule("RTNG"))) {
      assertEquals(true, rule.needsRatings(), rule.code());
    }
    assertEquals(false, Fide.rule("TPN").needsRatings());
  }

  @Test
  void everyOtherBuiltInRule_doesNot() {
    List<String> ratingCodes = List.of("ARO", "APRO", "TPR", "ARO", "TPR", "PTP", "APRO",
        "APPO", "RTNG");
    for (var ruleset : Rulesets.all()) {
      for (TiebreakRule rule : ruleset.chain()) {
        String code = rule.code().split("/")[0];
        assertEquals(ratingCodes.contains(code), rule.needsRatings(),
            ruleset.name() + " " + rule.code());
      }
    }
  }
}
