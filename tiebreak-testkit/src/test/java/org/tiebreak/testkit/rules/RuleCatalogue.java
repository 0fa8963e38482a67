package org.tiebreak.testkit.rules;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
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
import org.tiebreak.rulesets.bigrapids.BigRapids;
import org.tiebreak.rulesets.mca.Mca;
import org.tiebreak.rulesets.uscf.Uscf;

/**
 * Every rule of {@link Tiebreaks} in every named variant (the federations' factories), and for
 * the factories whose parameters are enums every combination of them, plus a few other values of
 * the whole-number parameters. Each rule is kept with the parameters it was made with, for the
 * properties that check a figure against a computation of their own. {@code
 * RuleCatalogueProperties} checks by reflection that no rule class and no factory is missing.
 */
final class RuleCatalogue {

  /** Whether an average of ratings is rounded. */
  enum Rounding { WHOLE_HALF_UP, EXACT }

  /** How a performance rating is computed. */
  enum Formula { USCF_LINEAR, FIDE_TABLE, SWISSSYS_LINEAR }

  /** Whether a drawing of lots decides a tie for first place. */
  enum Lots { DRAW, NEVER_FOR_TITLE }

  private RuleCatalogue() {}

  /** The rounds from which Median and Modified Median drop two at each end, tried here. */
  private static final int[] TWO_CUTS_FROM = {0, 3, 9};

  /** Every rule variant, with the parameters it was made with, in catalogue order. */
  private static final Map<TiebreakRule, List<Object>> PARAMETERS = build();

  private static Map<TiebreakRule, List<Object>> build() {
    Map<TiebreakRule, List<Object>> rules = new LinkedHashMap<>();
    add(rules, Tiebreaks.actualPlayPrecedence());
    add(rules, Mca.actualPlayPrecedence());
    add(rules, BigRapids.actualPlayPrecedence());
    for (OptionalInt unrated : List.of(OptionalInt.empty(), OptionalInt.of(1000),
        OptionalInt.of(0))) {
      add(rules, Tiebreaks.averageRatingOfOpponents(unrated), Rounding.WHOLE_HALF_UP, unrated);
      add(rules, Tiebreaks.averageRatingOfOpponentsExact(unrated), Rounding.EXACT, unrated);
      add(rules, Tiebreaks.linearPerformance(unrated), Formula.USCF_LINEAR, unrated);
      add(rules, Tiebreaks.fidePerformance(unrated), Formula.FIDE_TABLE, unrated);
      add(rules, Tiebreaks.oppositionLinearPerformance(unrated), Formula.USCF_LINEAR, unrated);
      add(rules, Tiebreaks.oppositionFidePerformance(unrated), Formula.FIDE_TABLE, unrated);
      add(rules, Tiebreaks.oppositionPerformanceSwissSys(unrated), Formula.SWISSSYS_LINEAR,
          unrated);
    }
    add(rules, Uscf.averageRatingOfOpposition(), Rounding.WHOLE_HALF_UP, OptionalInt.empty());
    add(rules, Uscf.oppositionPerformance(), Formula.USCF_LINEAR, OptionalInt.empty());
    add(rules, Uscf.oppositionPerformanceSwissSys(), Formula.SWISSSYS_LINEAR, OptionalInt.empty());
    add(rules, Uscf.cumulative(), CumulativeDeduction.FULL_AND_HALF);
    add(rules, Mca.cumulative(), CumulativeDeduction.FULL_ONLY);
    add(rules, BigRapids.cumulative(), CumulativeDeduction.FULL_ONLY);
    add(rules, Uscf.cumulativeOfOpposition(), CumulativeDeduction.FULL_AND_HALF);
    for (CumulativeDeduction deduction : CumulativeDeduction.values()) {
      add(rules, Tiebreaks.cumulative(deduction), deduction);
      add(rules, Tiebreaks.cumulativeOfOpposition(deduction), deduction);
    }
    for (Forfeits forfeits : Forfeits.values()) {
      add(rules, Tiebreaks.firstLossLatest(forfeits), forfeits);
    }
    add(rules, Uscf.kashdan(), 0);
    add(rules, Mca.kashdan(), 2);
    add(rules, Tiebreaks.kashdan(3), 3);
    add(rules, Tiebreaks.kashdan(-1), -1);
    add(rules, Tiebreaks.lateArrival());
    add(rules, Uscf.median(), 9, OpponentUnplayed.COUNT_HALF, OwnUnplayed.ZERO_OPPONENT);
    add(rules, Uscf.modifiedMedian(), MinusScoreDrop.HIGHEST, 9, OpponentUnplayed.COUNT_HALF,
        OwnUnplayed.ZERO_OPPONENT);
    add(rules, Mca.modifiedMedian(), MinusScoreDrop.LOWEST, 0, OpponentUnplayed.COUNT_HALF,
        OwnUnplayed.ZERO_OPPONENT);
    add(rules, Mca.modifiedMedianMinusDropsHighest(), MinusScoreDrop.HIGHEST, 0,
        OpponentUnplayed.COUNT_HALF, OwnUnplayed.ZERO_OPPONENT);
    add(rules, BigRapids.modifiedMedian(), MinusScoreDrop.HIGHEST, 0,
        OpponentUnplayed.COUNT_HALF, OwnUnplayed.ZERO_OPPONENT);
    for (OpponentUnplayed opponents : OpponentUnplayed.values()) {
      for (OwnUnplayed own : OwnUnplayed.values()) {
        add(rules, Tiebreaks.solkoff(opponents, own), opponents, own);
        for (int twoCutsFrom : TWO_CUTS_FROM) {
          add(rules, Tiebreaks.median(twoCutsFrom, opponents, own), twoCutsFrom, opponents, own);
          for (MinusScoreDrop drop : MinusScoreDrop.values()) {
            add(rules, Tiebreaks.modifiedMedian(drop, twoCutsFrom, opponents, own), drop,
                twoCutsFrom, opponents, own);
          }
        }
      }
    }
    add(rules, Uscf.solkoff(), OpponentUnplayed.COUNT_HALF, OwnUnplayed.ZERO_OPPONENT);
    add(rules, Mca.solkoff(), OpponentUnplayed.COUNT_HALF, OwnUnplayed.ZERO_OPPONENT);
    add(rules, BigRapids.solkoff(), OpponentUnplayed.COUNT_HALF, OwnUnplayed.ZERO_OPPONENT);
    add(rules, Uscf.mostBlacks(), Forfeits.NOT_COUNTED);
    add(rules, Mca.mostBlacks(), Forfeits.NOT_COUNTED);
    add(rules, BigRapids.mostBlacks(), Forfeits.NOT_COUNTED);
    for (Forfeits forfeits : Forfeits.values()) {
      add(rules, Tiebreaks.mostBlacks(forfeits), forfeits);
    }
    add(rules, Tiebreaks.mostWins());
    add(rules, Tiebreaks.roundsWon());
    add(rules, Uscf.sonnebornBerger(), OpponentUnplayed.AS_SCORED, Forfeits.NOT_COUNTED);
    add(rules, Mca.sonnebornBerger(), OpponentUnplayed.COUNT_HALF, Forfeits.NOT_COUNTED);
    add(rules, BigRapids.sonnebornBerger(), OpponentUnplayed.AS_SCORED, Forfeits.NOT_COUNTED);
    for (OpponentUnplayed scores : OpponentUnplayed.values()) {
      for (Forfeits forfeits : Forfeits.values()) {
        add(rules, Tiebreaks.sonnebornBerger(scores, forfeits), scores, forfeits);
      }
    }
    add(rules, Tiebreaks.drawingOfLots(), Lots.DRAW);
    add(rules, Tiebreaks.drawingOfLotsExceptForTitle(), Lots.NEVER_FOR_TITLE);
    add(rules, Uscf.coinFlip(), Lots.DRAW);
    add(rules, Mca.coinFlip(), Lots.NEVER_FOR_TITLE);
    add(rules, BigRapids.coinFlip(), Lots.NEVER_FOR_TITLE);
    add(rules, BigRapids.headToHead(), Forfeits.NOT_COUNTED);
    add(rules, Uscf.resultBetweenTiedPlayers(), Forfeits.NOT_COUNTED);
    add(rules, Mca.resultBetweenTiedPlayers(), Forfeits.NOT_COUNTED);
    add(rules, BigRapids.resultBetweenTiedPlayers(), Forfeits.NOT_COUNTED);
    for (Forfeits forfeits : Forfeits.values()) {
      add(rules, Tiebreaks.headToHead(forfeits), forfeits);
      add(rules, Tiebreaks.resultBetweenTiedPlayers(forfeits), forfeits);
    }
    add(rules, Tiebreaks.speedPlayOff());
    add(rules, Uscf.speedPlayOff());
    return rules;
  }

  /** Adds a rule with its parameters, unless an equal rule is there already. */
  private static void add(Map<TiebreakRule, List<Object>> rules, TiebreakRule rule,
      Object... parameters) {
    rules.putIfAbsent(rule, List.of(parameters));
  }

  /**
   * The parameter of the given type the rule was made with.
   *
   * @throws IllegalArgumentException if the rule is not in the catalogue or has no such parameter
   */
  static <T> T parameter(TiebreakRule rule, Class<T> type) {
    List<Object> parameters = PARAMETERS.get(rule);
    if (parameters == null) {
      throw new IllegalArgumentException("not in the catalogue: " + rule);
    }
    for (Object parameter : parameters) {
      if (type.isInstance(parameter)) {
        return type.cast(parameter);
      }
    }
    throw new IllegalArgumentException(rule + " has no parameter of type " + type);
  }

  /** Every value rule variant, without duplicates. */
  static List<ValueRule> valueRules() {
    List<ValueRule> rules = new ArrayList<>();
    for (TiebreakRule rule : PARAMETERS.keySet()) {
      if (rule instanceof ValueRule valueRule) {
        rules.add(valueRule);
      }
    }
    return List.copyOf(rules);
  }

  /** Every group rule variant, without duplicates. */
  static List<GroupRule> groupRules() {
    List<GroupRule> rules = new ArrayList<>();
    for (TiebreakRule rule : PARAMETERS.keySet()) {
      if (rule instanceof GroupRule groupRule) {
        rules.add(groupRule);
      }
    }
    return List.copyOf(rules);
  }

  /** Every rule variant: the value rules, then the group rules. */
  static List<TiebreakRule> all() {
    List<TiebreakRule> all = new ArrayList<>(valueRules());
    all.addAll(groupRules());
    return all;
  }

  /** A ruleset whose chain is the given rules, in order. */
  static Ruleset chain(TiebreakRule... rules) {
    StringBuilder name = new StringBuilder("chain");
    for (TiebreakRule rule : rules) {
      name.append('-').append(rule.code());
    }
    return Ruleset.builder().name(name.toString()).addRules(rules).build();
  }

  /** A ruleset of one rule: every tied group it sees is a whole score group. */
  static Ruleset only(TiebreakRule rule) {
    return chain(rule);
  }

  /** A name for failure messages: the code and the rule with its parameters. */
  static String describe(TiebreakRule rule) {
    return rule.code() + " " + rule;
  }
}
