package org.tiebreak.rulesets.uscf;

import static org.apiguardian.api.API.Status.STABLE;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apiguardian.api.API;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.rule.TiebreakRule;
import org.tiebreak.api.rule.ValueRule;

/**
 * The team tie-breaks of the US texts and the {@code uscf-team} ruleset: the US Amateur Team
 * system of the US Chess rulebook, 7th edition, rule 34G2, and the game points that the MCA 2001
 * and Big Rapids lists use first in team events. Both rank the teams of a
 * {@link org.tiebreak.api.team.TeamTournament} and fail on an event of players.
 *
 * <pre>{@code
 * Standings standings = TiebreakEngine.rank(teamEvent, UscfTeam.ruleset());
 * Explanation barry = standings.explain(3, "USAT");   // one line per match
 * }</pre>
 */
@API(status = STABLE, since = "1.0")
public final class UscfTeam {

  /** The name of the ruleset, {@value}. */
  public static final String NAME = "uscf-team";

  private UscfTeam() {}

  /**
   * Game points, code {@code GP}: the total of the game points scored by all the team's members
   * (the first tie-break in team events of the MCA 2001 and Big Rapids lists), byes and matches
   * forfeited as a whole counted as the event scores them. When the event's primary score is
   * match points this is the other score; when it is game points it separates no one.
   */
  public static ValueRule gamePoints() {
    return new GamePoints();
  }

  /**
   * The US Amateur Team ("Barry") system (US Chess rulebook, 7th edition, rule 34G2), code
   * {@code USAT}: for each match, the game points scored against the opponent times that
   * opponent's final match points (the match points after the rounds ranked), added up; nothing
   * is dropped. A match won 3-1 against a team that finishes on 2½ match points adds 7.5. Match
   * points are counted as the event scores them (1-½-0 in US team events; 2-1-0 doubles every
   * figure and changes no order). A bye has no opponent and adds nothing; a match forfeited as a
   * whole adds nothing either, no game having been played (the text is silent on it), while
   * boards won against an empty seat count as the match score counts them. A match in progress
   * adds nothing until its last board has a result, and the opponent's match points are those of
   * its finished matches.
   */
  public static ValueRule usAmateurTeam() {
    return new UsAmateurTeam();
  }

  /**
   * The {@code uscf-team} ruleset, for team events ranked by match points: the US Amateur Team
   * system (34G2), then game points, then the rule 34E systems that apply to teams, by match
   * points: the four defaults (Modified Median, Solkoff, Cumulative, Cumulative of Opposition),
   * the result between tied teams, Kashdan and Sonneborn-Berger in the rulebook's order, then a
   * coin flip.
   *
   * <p>Rule 34G2 is the only US Chess team rule the sources confirm; the rest is the library's
   * reading. Game points come second as the MCA and Big Rapids lists, which say they conform to
   * the rulebook, put them first in team events. The 34E systems read a match as a game: a match
   * won, drawn or lost on the boards, a match forfeited as a whole as a forfeit, a team's bye as a
   * bye (an opponent's unplayed match counting as drawn in the adjusted scores). Most blacks is
   * left out: colours alternate by board, so the team named second has Black on board 1 and
   * White on board 2. Opposition's performance and average rating of opposition are left out:
   * a team has no rating in the model, and the text gives none.
   */
  public static Ruleset ruleset() {
    return Ruleset.builder().name(NAME).forTeams(true)
        .description("US Chess 7th edition, team events: rule 34G2 (the US Amateur Team"
            + " system), game points, then the 34E systems that apply to teams, by match points,"
            + " in the rulebook's order, then a coin flip")
        .addRules(usAmateurTeam(), gamePoints(), Uscf.modifiedMedian(), Uscf.solkoff(),
            Uscf.cumulative(), Uscf.cumulativeOfOpposition(), Uscf.resultBetweenTiedPlayers(),
            Uscf.kashdan(), Uscf.sonnebornBerger(), Uscf.coinFlip())
        .build();
  }

  /**
   * The team rules by code ({@code GP}, {@code USAT}), for chains of one's own.
   */
  public static Map<String, TiebreakRule> rules() {
    Map<String, TiebreakRule> rules = new LinkedHashMap<>();
    for (TiebreakRule rule : List.of(gamePoints(), usAmateurTeam())) {
      rules.put(rule.code(), rule);
    }
    return rules;
  }

  /**
   * Every rule of a federation's list by code with the team rules added, for a team ruleset's
   * chains of one's own.
   *
   * @param individual the federation's rules by code, such as {@link Uscf#rules()}
   */
  public static Map<String, TiebreakRule> withTeamRules(Map<String, TiebreakRule> individual) {
    Map<String, TiebreakRule> rules = new LinkedHashMap<>(individual);
    rules.putAll(rules());
    return rules;
  }
}
