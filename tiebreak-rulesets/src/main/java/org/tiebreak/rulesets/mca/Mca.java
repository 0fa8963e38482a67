package org.tiebreak.rulesets.mca;

import static org.apiguardian.api.API.Status.STABLE;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apiguardian.api.API;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.rule.GroupRule;
import org.tiebreak.api.rule.TiebreakRule;
import org.tiebreak.api.rule.ValueRule;
import org.tiebreak.core.rules.CumulativeDeduction;
import org.tiebreak.core.rules.Forfeits;
import org.tiebreak.core.rules.MinusScoreDrop;
import org.tiebreak.core.rules.OpponentUnplayed;
import org.tiebreak.core.rules.OwnUnplayed;
import org.tiebreak.core.rules.Tiebreaks;
import org.tiebreak.rulesets.uscf.Uscf;
import org.tiebreak.rulesets.uscf.UscfTeam;

/**
 * The tie-break rules of the Michigan Chess Association list (amended 2001), as the package
 * description reads them, and the {@code mca}, {@code mca-minus-drops-highest} and
 * {@code mca-team} rulesets.
 */
@API(status = STABLE, since = "1.0")
public final class Mca {

  /** The name of the ruleset as written, {@value}. */
  public static final String NAME = "mca";
  /** The name of the ruleset with the US Chess reading of the Modified Median, {@value}. */
  public static final String MINUS_DROPS_HIGHEST_NAME = "mca-minus-drops-highest";
  /** The name of the ruleset for team events, {@value}. */
  public static final String TEAM_NAME = "mca-team";

  private Mca() {}

  /** The actual-play precedence of the list's preamble. */
  public static ValueRule actualPlayPrecedence() {
    return Tiebreaks.actualPlayPrecedence();
  }

  /**
   * Modified Median as written: a minus score drops the <em>lowest</em> opponent, one at each end
   * whatever the number of rounds; adjusted scores; own unplayed rounds count 0.
   */
  public static ValueRule modifiedMedian() {
    return Tiebreaks.modifiedMedian(MinusScoreDrop.LOWEST, 0, OpponentUnplayed.COUNT_HALF,
        OwnUnplayed.ZERO_OPPONENT);
  }

  /**
   * Modified Median as US Chess reads it (a minus score drops the highest), without the
   * nine-round rule.
   */
  public static ValueRule modifiedMedianMinusDropsHighest() {
    return Tiebreaks.modifiedMedian(MinusScoreDrop.HIGHEST, 0, OpponentUnplayed.COUNT_HALF,
        OwnUnplayed.ZERO_OPPONENT);
  }

  /** Solkoff: as US Chess. */
  public static ValueRule solkoff() {
    return Uscf.solkoff();
  }

  /** Cumulative: less 1 per one-point bye or forfeit win, nothing for a half-point bye. */
  public static ValueRule cumulative() {
    return Tiebreaks.cumulative(CumulativeDeduction.FULL_ONLY);
  }

  /** Result between tied players: only games played over the board count. */
  public static GroupRule resultBetweenTiedPlayers() {
    return Tiebreaks.resultBetweenTiedPlayers(Forfeits.NOT_COUNTED);
  }

  /** Most blacks: games played over the board with Black, the US Chess wording. */
  public static ValueRule mostBlacks() {
    return Tiebreaks.mostBlacks(Forfeits.NOT_COUNTED);
  }

  /**
   * Sonneborn-Berger on the opponents' adjusted scores (each unplayed round ½). The text is
   * silent on forfeit wins; they add nothing, as no game was played.
   */
  public static ValueRule sonnebornBerger() {
    return Tiebreaks.sonnebornBerger(OpponentUnplayed.COUNT_HALF, Forfeits.NOT_COUNTED);
  }

  /** Kashdan: an unplayed game counts 2. */
  public static ValueRule kashdan() {
    return Tiebreaks.kashdan(2);
  }

  /** The coin flip, never used for an MCA title. */
  public static GroupRule coinFlip() {
    return Tiebreaks.drawingOfLotsExceptForTitle();
  }

  /** The {@code mca} ruleset: the list as written. */
  public static Ruleset ruleset() {
    return chain(NAME, "Michigan Chess Association tie-break rules (amended 2001) as written;"
        + " the Modified Median drops the lowest opponent for a minus score, as its text says",
        modifiedMedian());
  }

  /** The {@code mca-minus-drops-highest} ruleset: the list with the US Chess Modified Median. */
  public static Ruleset minusDropsHighestRuleset() {
    return chain(MINUS_DROPS_HIGHEST_NAME, "The MCA 2001 list with the Modified Median as US"
        + " Chess reads it: a minus score drops the highest opponent",
        modifiedMedianMinusDropsHighest());
  }

  private static Ruleset chain(String name, String description, ValueRule modifiedMedian) {
    return Ruleset.builder().name(name).standardPointsOnly(true).description(description)
        .addPrecedences(actualPlayPrecedence())
        .addRules(modifiedMedian, solkoff(), cumulative(), resultBetweenTiedPlayers(),
            mostBlacks(), sonnebornBerger(), kashdan(), coinFlip())
        .build();
  }

  /**
   * The {@code mca-team} ruleset, for team events ranked by match points: the list's rule for
   * team tournaments, "total game points scored by all team members is the first tiebreak method
   * used" ({@link UscfTeam#gamePoints}), then the list applied to the teams by match points, as
   * written: the actual-play precedence, Modified Median, Solkoff, Cumulative, result between tied
   * teams, Sonneborn-Berger, Kashdan, and lots never used for a title.
   *
   * <p>The list reads a match as a game: a match won, drawn or lost on the boards, a match
   * forfeited as a whole as a forfeit, a team's bye as a bye, an opponent's unplayed match counting
   * as a drawn match in the adjusted scores. The actual-play precedence stays before every
   * tie-break, game points included, as the preamble puts it: a team that won or drew a match on
   * the boards ranks above a tied team whose every match point came from byes and forfeited
   * matches. Most blacks is left out: colours alternate by board, so the team named second has
   * Black on board 1 and White on board 2, and every team plays Black on half the boards of a
   * match.
   */
  public static Ruleset teamRuleset() {
    return Ruleset.builder().name(TEAM_NAME).forTeams(true)
        .description("Michigan Chess Association tie-break rules (amended 2001) for team events:"
            + " game points first, then the list as written applied to the teams by match"
            + " points; most blacks left out")
        .addPrecedences(actualPlayPrecedence())
        .addRules(UscfTeam.gamePoints(), modifiedMedian(), solkoff(), cumulative(),
            resultBetweenTiedPlayers(), sonnebornBerger(), kashdan(), coinFlip())
        .build();
  }

  /**
   * Every rule by code in its MCA variant where the list has one, in its US Chess variant
   * otherwise (see {@link Uscf#rules()}).
   */
  public static Map<String, TiebreakRule> rules() {
    Map<String, TiebreakRule> rules = new LinkedHashMap<>(Uscf.rules());
    for (TiebreakRule rule : List.of(modifiedMedian(), cumulative(),
        Tiebreaks.cumulativeOfOpposition(CumulativeDeduction.FULL_ONLY),
        resultBetweenTiedPlayers(), mostBlacks(), sonnebornBerger(), kashdan(), coinFlip())) {
      rules.put(rule.code(), rule);
    }
    return rules;
  }
}
