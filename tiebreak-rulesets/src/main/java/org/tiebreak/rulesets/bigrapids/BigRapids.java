package org.tiebreak.rulesets.bigrapids;

import static org.apiguardian.api.API.Status.STABLE;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apiguardian.api.API;
import org.tiebreak.api.Format;
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
 * The tie-break rules of the Big Rapids Chess list (2019) for Swiss and round-robin events, as the
 * package description reads them, and the {@code big-rapids-swiss}, {@code big-rapids-rr},
 * {@code big-rapids-team} and {@code big-rapids-team-rr} rulesets.
 */
@API(status = STABLE, since = "1.0")
public final class BigRapids {

  /** The name of the Swiss ruleset, {@value}. */
  public static final String SWISS_NAME = "big-rapids-swiss";
  /** The name of the round-robin ruleset, {@value}. */
  public static final String ROUND_ROBIN_NAME = "big-rapids-rr";
  /** The name of the ruleset for team events paired as a Swiss, {@value}. */
  public static final String TEAM_NAME = "big-rapids-team";
  /** The name of the ruleset for team round robins, {@value}. */
  public static final String TEAM_ROUND_ROBIN_NAME = "big-rapids-team-rr";

  private BigRapids() {}

  /** The actual-play precedence of the list's preamble. */
  public static ValueRule actualPlayPrecedence() {
    return Tiebreaks.actualPlayPrecedence();
  }

  /**
   * Swiss tie-break 1, Modified Median: the US Chess drops (a minus score drops the highest), but
   * no nine-round rule; the text is silent on the player's own unplayed rounds, which count as
   * opponents with 0 as in US Chess.
   */
  public static ValueRule modifiedMedian() {
    return Tiebreaks.modifiedMedian(MinusScoreDrop.HIGHEST, 0, OpponentUnplayed.COUNT_HALF,
        OwnUnplayed.ZERO_OPPONENT);
  }

  /** Swiss tie-break 2, Solkoff: as US Chess. */
  public static ValueRule solkoff() {
    return Uscf.solkoff();
  }

  /** Swiss tie-break 3, Cumulative: less 1 for a full-point bye or unplayed win. */
  public static ValueRule cumulative() {
    return Tiebreaks.cumulative(CumulativeDeduction.FULL_ONLY);
  }

  /** Swiss tie-break 4, result between tied players: games played over the board. */
  public static GroupRule resultBetweenTiedPlayers() {
    return Tiebreaks.resultBetweenTiedPlayers(Forfeits.NOT_COUNTED);
  }

  /** Swiss tie-break 5, most blacks: games played over the board with Black. */
  public static ValueRule mostBlacks() {
    return Tiebreaks.mostBlacks(Forfeits.NOT_COUNTED);
  }

  /**
   * Round-robin tie-break 1, Sonneborn-Berger: the opponents' final scores, nothing for games not
   * played ("byes, forfeit wins, etc.").
   */
  public static ValueRule sonnebornBerger() {
    return Tiebreaks.sonnebornBerger(OpponentUnplayed.AS_SCORED, Forfeits.NOT_COUNTED);
  }

  /** Round-robin tie-break 2, head-to-head: the game the two tied players played. */
  public static GroupRule headToHead() {
    return Tiebreaks.headToHead(Forfeits.NOT_COUNTED);
  }

  /** The coin flip, never used for a title. */
  public static GroupRule coinFlip() {
    return Tiebreaks.drawingOfLotsExceptForTitle();
  }

  /** The {@code big-rapids-swiss} ruleset, meant for Swiss events. */
  public static Ruleset swissRuleset() {
    return Ruleset.builder().name(SWISS_NAME).standardPointsOnly(true).addFormats(Format.SWISS)
        .description("Big Rapids Chess tie-breaks for Swiss events (2019)")
        .addPrecedences(actualPlayPrecedence())
        .addRules(modifiedMedian(), solkoff(), cumulative(), resultBetweenTiedPlayers(),
            mostBlacks(), coinFlip())
        .build();
  }

  /** The {@code big-rapids-rr} ruleset, meant for round robins, single and double. */
  public static Ruleset roundRobinRuleset() {
    return Ruleset.builder().name(ROUND_ROBIN_NAME).standardPointsOnly(true)
        .addFormats(Format.ROUND_ROBIN, Format.DOUBLE_ROUND_ROBIN)
        .description("Big Rapids Chess tie-breaks for round-robin events (2019)")
        .addPrecedences(actualPlayPrecedence())
        .addRules(sonnebornBerger(), headToHead(), coinFlip())
        .build();
  }

  /**
   * The {@code big-rapids-team} ruleset, for team events paired as a Swiss and ranked by match
   * points: the list's rule for team events, "the total game points scored by all team members
   * will be the first tiebreak method used" ({@link UscfTeam#gamePoints}), then the Swiss list
   * applied to the teams by match points: the actual-play precedence, Modified Median, Solkoff,
   * Cumulative, result between tied teams, and lots never used for a title. Most blacks is left
   * out, and the list is read for teams, as {@link #teamRoundRobinRuleset()} says.
   */
  public static Ruleset teamRuleset() {
    return Ruleset.builder().name(TEAM_NAME).forTeams(true).addFormats(Format.SWISS)
        .description("Big Rapids Chess tie-breaks for team events paired as a Swiss (2019): game"
            + " points first, then the Swiss list applied to the teams by match points; most"
            + " blacks left out")
        .addPrecedences(actualPlayPrecedence())
        .addRules(UscfTeam.gamePoints(), modifiedMedian(), solkoff(), cumulative(),
            resultBetweenTiedPlayers(), coinFlip())
        .build();
  }

  /**
   * The {@code big-rapids-team-rr} ruleset, for team round robins ranked by match points: game
   * points first, then the round-robin list applied to the teams by match points: the
   * actual-play precedence, Sonneborn-Berger, head-to-head, and lots never used for a title.
   *
   * <p>Both team rulesets read a match as a game: a match won, drawn or lost on the boards, a
   * match forfeited as a whole as a forfeit ("games not played" adding nothing to
   * Sonneborn-Berger), a team's bye as a bye. The actual-play precedence stays before every
   * tie-break, game points included, as the list's background puts it: a team that won or drew a
   * match on the boards ranks above a tied team whose every match point came from byes and
   * forfeited matches. Most blacks (Swiss tie-break 5) is left out: colours alternate by board,
   * so the team named second has Black on board 1 and White on board 2, and every team plays
   * Black on half the boards of a match.
   */
  public static Ruleset teamRoundRobinRuleset() {
    return Ruleset.builder().name(TEAM_ROUND_ROBIN_NAME).forTeams(true)
        .addFormats(Format.ROUND_ROBIN, Format.DOUBLE_ROUND_ROBIN)
        .description("Big Rapids Chess tie-breaks for team round robins (2019): game points"
            + " first, then the round-robin list applied to the teams by match points")
        .addPrecedences(actualPlayPrecedence())
        .addRules(UscfTeam.gamePoints(), sonnebornBerger(), headToHead(), coinFlip())
        .build();
  }

  /**
   * Every rule by code in its Big Rapids variant where the list has one, in its US Chess variant
   * otherwise (see {@link Uscf#rules()}).
   */
  public static Map<String, TiebreakRule> rules() {
    Map<String, TiebreakRule> rules = new LinkedHashMap<>(Uscf.rules());
    for (TiebreakRule rule : List.of(modifiedMedian(), cumulative(),
        Tiebreaks.cumulativeOfOpposition(CumulativeDeduction.FULL_ONLY), mostBlacks(),
        sonnebornBerger(), headToHead(), coinFlip())) {
      rules.put(rule.code(), rule);
    }
    return rules;
  }
}
