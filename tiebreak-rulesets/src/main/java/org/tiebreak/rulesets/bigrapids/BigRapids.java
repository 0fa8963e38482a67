package org.tiebreak.rulesets.bigrapids;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tiebreak.api.GroupRule;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.TiebreakRule;
import org.tiebreak.api.ValueRule;
import org.tiebreak.core.rules.CumulativeDeduction;
import org.tiebreak.core.rules.Forfeits;
import org.tiebreak.core.rules.MinusScoreDrop;
import org.tiebreak.core.rules.OpponentUnplayed;
import org.tiebreak.core.rules.OwnUnplayed;
import org.tiebreak.core.rules.Tiebreaks;
import org.tiebreak.rulesets.uscf.Uscf;

/**
 * The tie-break rules of the Big Rapids Chess list (2019) for Swiss and round-robin events, as the
 * package description reads them, and the {@code big-rapids-swiss} and {@code big-rapids-rr}
 * rulesets.
 */
public final class BigRapids {

  /** The name of the Swiss ruleset, {@value}. */
  public static final String SWISS_NAME = "big-rapids-swiss";
  /** The name of the round-robin ruleset, {@value}. */
  public static final String ROUND_ROBIN_NAME = "big-rapids-rr";

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

  /** The {@code big-rapids-swiss} ruleset. */
  public static Ruleset swissRuleset() {
    return Ruleset.builder().name(SWISS_NAME).standardPointsOnly(true)
        .description("Big Rapids Chess tie-breaks for Swiss events (2019)")
        .addPrecedences(actualPlayPrecedence())
        .addRules(modifiedMedian(), solkoff(), cumulative(), resultBetweenTiedPlayers(),
            mostBlacks(), coinFlip())
        .build();
  }

  /** The {@code big-rapids-rr} ruleset. */
  public static Ruleset roundRobinRuleset() {
    return Ruleset.builder().name(ROUND_ROBIN_NAME).standardPointsOnly(true)
        .description("Big Rapids Chess tie-breaks for round-robin events (2019)")
        .addPrecedences(actualPlayPrecedence())
        .addRules(sonnebornBerger(), headToHead(), coinFlip())
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
