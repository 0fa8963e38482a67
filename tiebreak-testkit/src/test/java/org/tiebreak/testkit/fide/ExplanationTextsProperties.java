package org.tiebreak.testkit.fide;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.tiebreak.api.PointSystem;
import org.tiebreak.api.RuleFailedException;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.rule.TiebreakRule;
import org.tiebreak.api.standings.Explanation;
import org.tiebreak.api.standings.Message;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.api.team.TeamTournament;
import org.tiebreak.core.TiebreakEngine;
import org.tiebreak.rulesets.fide.Fide;
import org.tiebreak.rulesets.fide.FideEdition;
import org.tiebreak.rulesets.uscf.UscfTeam;
import org.tiebreak.testkit.TeamTournamentArbitraries;
import org.tiebreak.testkit.TeamTournamentTransforms;
import org.tiebreak.testkit.TournamentArbitraries;

/**
 * The texts of the FIDE and US Chess explanations: the explanations of generated events,
 * individual and team, under every code and edition, use only keys of the library's texts and
 * render in both languages.
 */
class ExplanationTextsProperties {

  /** Team codes, with the modifiers that change what an explanation says. */
  static final List<String> TEAM_CODES = List.of("BH:MP", "BH:GP/C1", "FB/P", "SB:GP", "AOB",
      "KS", "PS/C1", "ESB", "EGMSB/C1", "SSSC", "SSSC/F", "SSSC/K2", "MPvGP", "MPTS", "GPTS",
      "BC", "TBR", "BBE", "DE:MP", "EDE", "EDET", "EDEB", "EDEBT", "EDEBB/P", "WIN:GP", "STD:GP",
      "WON", "REP", "TPN");

  private static final Set<String> ENGLISH = Message.keys();
  @Provide
  Arbitrary<Tournament> events() {
    return Arbitraries.oneOf(TournamentArbitraries.swiss().allUnplayedKinds().inProgress()
        .rated(10).pointSystems(FideProperties.pointSystems().toArray(PointSystem[]::new)),
        TournamentArbitraries.roundRobin().allUnplayedKinds().inProgress().rated(10));
  }

  /** Team events, some with their last round in progress. */
  @Provide
  Arbitrary<TeamTournament> teamEvents() {
    return Arbitraries.oneOf(TeamTournamentArbitraries.any(),
        TeamTournamentArbitraries.any().map(TeamTournamentTransforms::lastRoundInProgress));
  }

  @Property(tries = 25)
  void everyFideCode_explainsWithTheLibrarysTexts(@ForAll("events") Tournament tournament) {
    List<String> codes = new ArrayList<>(FideProperties.CODES);
    codes.addAll(List.of("DE", "DE/P"));
    for (FideEdition edition : FideEdition.values()) {
      for (String code : codes) {
        Ruleset ruleset = Ruleset.builder().name("fide").addRules(Fide.rule(edition, code))
            .build();
        Standings standings;
        try {
          standings = TiebreakEngine.rank(tournament, ruleset);
        } catch (RuleFailedException e) {
          continue;
        }
        for (Standings.Row row : standings.rows()) {
          check(standings.explain(row.player().startNumber(), code), edition + " " + code);
        }
      }
    }
  }

  @Property(tries = 25)
  void everyTeamCode_explainsWithTheLibrarysTexts(@ForAll("teamEvents") TeamTournament event) {
    List<Ruleset> rulesets = new ArrayList<>();
    for (FideEdition edition : FideEdition.values()) {
      for (String code : TEAM_CODES) {
        TiebreakRule rule = Fide.rule(edition, code);
        rulesets.add(Ruleset.builder().name(edition + " " + code).forTeams(true).addRules(rule)
            .build());
      }
    }
    rulesets.add(UscfTeam.ruleset());
    for (Ruleset ruleset : rulesets) {
      Standings standings;
      try {
        standings = TiebreakEngine.rank(event, ruleset);
      } catch (RuleFailedException e) {
        continue;
      }
      for (Standings.Row row : standings.rows()) {
        for (Explanation explanation : standings.explain(row.player().startNumber())) {
          check(explanation, ruleset.name());
        }
      }
    }
  }

  /** Every message of the explanation has the library's texts and renders in both languages. */
  private static void check(Explanation explanation, String what) {
    List<Message> messages = new ArrayList<>(explanation.notes());
    for (Explanation.Line line : explanation.lines()) {
      line.result().ifPresent(messages::add);
      line.adjustment().ifPresent(messages::add);
    }
    for (Message message : messages) {
      checkKeys(message, what);
      assertFalse(message.toString().isBlank(), what);
      assertFalse(message.format(Locale.GERMAN).isBlank(), what);
    }
    assertTrue(explanation.format(Locale.GERMAN).contains(explanation.ruleName()), what);
  }

  private static void checkKeys(Message message, String what) {
    assertTrue(ENGLISH.contains(message.key()), what + ": not a text of the library: "
        + message.key() + " \"" + message + "\"");
    for (Object argument : message.arguments()) {
      if (argument instanceof Message nested) {
        checkKeys(nested, what);
      } else if (argument instanceof List<?> list) {
        for (Object element : list) {
          if (element instanceof Message nested) {
            checkKeys(nested, what);
          }
        }
      }
    }
  }
}
