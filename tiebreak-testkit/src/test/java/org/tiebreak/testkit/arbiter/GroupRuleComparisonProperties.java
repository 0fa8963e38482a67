package org.tiebreak.testkit.arbiter;

import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.List;
import java.util.Optional;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.EdgeCasesMode;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.Score;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.rule.GroupRule;
import org.tiebreak.api.rule.TiebreakRule;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.api.team.TeamTournament;
import org.tiebreak.core.TiebreakEngine;
import org.tiebreak.rulesets.Rulesets;
import org.tiebreak.testkit.TeamTournamentArbitraries;
import org.tiebreak.testkit.TournamentArbitraries;

/**
 * Whenever the standings say a rule that orders tied players (Direct Encounter, Extended Direct
 * Encounter, the result between tied players, head-to-head) put one player above another and
 * give both figures, the figures differ: they are those of the application that separated the
 * two, never equal figures named as the reason.
 */
class GroupRuleComparisonProperties {

  private static final List<String> RULESETS = List.of("fide", "fide-rr", "fide-2026-rr",
      "fide-pre-2023-rr", "uscf", "mca", "big-rapids-swiss", "big-rapids-rr");

  @Provide
  Arbitrary<Tournament> events() {
    return Arbitraries.oneOf(
        TournamentArbitraries.swiss().players(2, 16).allUnplayedKinds().rated(),
        TournamentArbitraries.roundRobin().players(3, 10).withForfeits(),
        TournamentArbitraries.roundRobin().doubleRoundRobin().players(3, 6).withForfeits());
  }

  @Provide
  Arbitrary<TeamTournament> teamEvents() {
    return TeamTournamentArbitraries.any();
  }

  @Property(tries = 200, edgeCases = EdgeCasesMode.NONE)
  void groupRules_separateByDifferentFigures(@ForAll("events") Tournament tournament) {
    for (String name : RULESETS) {
      Ruleset ruleset = Rulesets.named(name);
      if (ruleset.fits(tournament)) {
        check(TiebreakEngine.rank(tournament, ruleset));
      }
    }
  }

  @Property(tries = 100, edgeCases = EdgeCasesMode.NONE)
  void teamGroupRules_separateByDifferentFigures(@ForAll("teamEvents") TeamTournament event) {
    for (String name : List.of("fide-team", "fide-team-rr", "fide-2024-team", "uscf-team")) {
      Ruleset ruleset = Rulesets.named(name);
      if (ruleset.fits(event) || name.equals("uscf-team")) {
        check(TiebreakEngine.rank(event, ruleset));
      }
    }
  }

  private static void check(Standings standings) {
    List<TiebreakRule> chain = standings.ruleset().chain();
    List<Standings.Row> rows = standings.rows();
    for (int a = 0; a < rows.size(); a++) {
      for (int b = a + 1; b < rows.size(); b++) {
        Standings.Comparison comparison = standings.compare(rows.get(a).player().startNumber(),
            rows.get(b).player().startNumber());
        Optional<TiebreakRule> rule = chain.stream()
            .filter(r -> comparison.rule().equals(Optional.of(r.code()))).findFirst();
        if (rule.isPresent() && rule.get() instanceof GroupRule
            && comparison.higherValue().isPresent() && comparison.lowerValue().isPresent()) {
          Score higher = comparison.higherValue().get();
          assertNotEquals(higher, comparison.lowerValue().get(), standings.ruleset().name()
              + ": " + comparison + " names equal figures as the reason");
        }
      }
    }
  }
}
