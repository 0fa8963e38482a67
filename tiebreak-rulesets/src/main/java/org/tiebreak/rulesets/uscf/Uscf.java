package org.tiebreak.rulesets.uscf;

import static org.apiguardian.api.API.Status.STABLE;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
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

/**
 * The tie-break rules of the US Chess rulebook, 7th edition, rule 34E, as the package
 * description reads them, and the {@code uscf} ruleset that chains them.
 *
 * <pre>{@code
 * Standings standings = TiebreakEngine.rank(tournament, Uscf.ruleset());
 * Ruleset mine = Ruleset.builder().name("club").addRules(Uscf.solkoff(), Uscf.cumulative()).build();
 * }</pre>
 */
@API(status = STABLE, since = "1.0")
public final class Uscf {

  /** The name of the ruleset, {@value}. */
  public static final String NAME = "uscf";

  private Uscf() {}

  /**
   * Modified Median (34E1): adjusted scores (each unplayed round of an opponent ½), a plus score
   * drops the lowest opponent, a minus score the highest, an even score both; two at each end from
   * nine rounds on; the player's own unplayed rounds count as opponents with 0.
   */
  public static ValueRule modifiedMedian() {
    return Tiebreaks.modifiedMedian(MinusScoreDrop.HIGHEST, 9, OpponentUnplayed.COUNT_HALF,
        OwnUnplayed.ZERO_OPPONENT);
  }

  /** Solkoff (34E2): adjusted scores, nothing dropped, own unplayed rounds count 0. */
  public static ValueRule solkoff() {
    return Tiebreaks.solkoff(OpponentUnplayed.COUNT_HALF, OwnUnplayed.ZERO_OPPONENT);
  }

  /** Cumulative (34E3): less 1 per full-point bye or forfeit win and ½ per half-point bye. */
  public static ValueRule cumulative() {
    return Tiebreaks.cumulative(CumulativeDeduction.FULL_AND_HALF);
  }

  /** Median (34E4): adjusted scores; two at each end from nine rounds on. */
  public static ValueRule median() {
    return Tiebreaks.median(9, OpponentUnplayed.COUNT_HALF, OwnUnplayed.ZERO_OPPONENT);
  }

  /** Result between tied players (34E5): only games played over the board count. */
  public static GroupRule resultBetweenTiedPlayers() {
    return Tiebreaks.resultBetweenTiedPlayers(Forfeits.NOT_COUNTED);
  }

  /** Most blacks (34E6): games played over the board with Black. */
  public static ValueRule mostBlacks() {
    return Tiebreaks.mostBlacks(Forfeits.NOT_COUNTED);
  }

  /** Kashdan (34E7): 4 per win, 2 per draw, 1 per loss, 0 per unplayed round. */
  public static ValueRule kashdan() {
    return Tiebreaks.kashdan(0);
  }

  /**
   * Sonneborn-Berger (34E8): the final scores of the opponents defeated and half the final scores
   * of the opponents drawn; a forfeit win adds nothing.
   */
  public static ValueRule sonnebornBerger() {
    return Tiebreaks.sonnebornBerger(OpponentUnplayed.AS_SCORED, Forfeits.NOT_COUNTED);
  }

  /** Cumulative of Opposition (34E9): the opponents' Cumulative figures as {@link #cumulative}. */
  public static ValueRule cumulativeOfOpposition() {
    return Tiebreaks.cumulativeOfOpposition(CumulativeDeduction.FULL_AND_HALF);
  }

  /** Opposition's performance (34E10): the opponents' linear performances, averaged. */
  public static ValueRule oppositionPerformance() {
    return Tiebreaks.oppositionLinearPerformance(OptionalInt.empty());
  }

  /**
   * Opposition's performance as SwissSys computes it, for standings that must match the figures
   * SwissSys publishes: each opponent's linear performance truncated, and a win against an
   * opponent rated more than 350 below the player counted as against one 350 below; the average
   * rounded half up; unrated opponents left out. The rulebook's summaries give neither detail;
   * {@link #oppositionPerformance} is the reading of this ruleset.
   */
  public static ValueRule oppositionPerformanceSwissSys() {
    return Tiebreaks.oppositionPerformanceSwissSys(OptionalInt.empty());
  }

  /** Average rating of opposition (34E11): rounded half up, unrated opponents left out. */
  public static ValueRule averageRatingOfOpposition() {
    return Tiebreaks.averageRatingOfOpponents(OptionalInt.empty());
  }

  /** Speed play-off (34E12): left to the director, with a remark. */
  public static GroupRule speedPlayOff() {
    return Tiebreaks.speedPlayOff();
  }

  /** Coin flip (34E13): a drawing of lots that decides every tie it reaches. */
  public static GroupRule coinFlip() {
    return Tiebreaks.drawingOfLots();
  }

  /**
   * The {@code uscf} ruleset: the four default tie-breaks (Modified Median, Solkoff, Cumulative,
   * Cumulative of Opposition), then the other 34E systems in the rulebook's order, then lots.
   */
  public static Ruleset ruleset() {
    return Ruleset.builder().name(NAME).standardPointsOnly(true)
        .description("US Chess 7th edition rule 34E: the four default tie-breaks, then the"
            + " other 34E systems in the rulebook's order, then a drawing of lots")
        .addRules(modifiedMedian(), solkoff(), cumulative(), cumulativeOfOpposition(),
            resultBetweenTiedPlayers(), mostBlacks(), kashdan(), sonnebornBerger(),
            oppositionPerformance(), averageRatingOfOpposition(), coinFlip())
        .build();
  }

  /**
   * Every rule by code in its US Chess variant, for chains of one's own: the 34E systems, and
   * the other rules of the library (head-to-head, most wins, performance rating, first loss
   * latest, late arrival, the actual-play precedence) in their usual variants.
   */
  public static Map<String, TiebreakRule> rules() {
    Map<String, TiebreakRule> rules = new LinkedHashMap<>();
    for (TiebreakRule rule : List.of(modifiedMedian(), median(), solkoff(), cumulative(),
        cumulativeOfOpposition(), resultBetweenTiedPlayers(),
        Tiebreaks.headToHead(Forfeits.NOT_COUNTED), mostBlacks(), kashdan(), sonnebornBerger(),
        Tiebreaks.mostWins(), averageRatingOfOpposition(),
        Tiebreaks.linearPerformance(OptionalInt.empty()), oppositionPerformance(),
        Tiebreaks.firstLossLatest(Forfeits.COUNTED_AS_GAMES), Tiebreaks.lateArrival(),
        coinFlip(), Tiebreaks.actualPlayPrecedence(), speedPlayOff())) {
      rules.put(rule.code(), rule);
    }
    return rules;
  }
}
