package org.tiebreak.testkit.rules;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.tiebreak.api.GroupRule;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.TiebreakRule;
import org.tiebreak.api.ValueRule;
import org.tiebreak.core.rules.ActualPlayPrecedence;
import org.tiebreak.core.rules.AverageRatingOfOpponents;
import org.tiebreak.core.rules.Cumulative;
import org.tiebreak.core.rules.CumulativeDeduction;
import org.tiebreak.core.rules.CumulativeOfOpposition;
import org.tiebreak.core.rules.DrawingOfLots;
import org.tiebreak.core.rules.FirstLossLatest;
import org.tiebreak.core.rules.ForfeitsBetweenTied;
import org.tiebreak.core.rules.HeadToHead;
import org.tiebreak.core.rules.Kashdan;
import org.tiebreak.core.rules.LateArrival;
import org.tiebreak.core.rules.LossesCounted;
import org.tiebreak.core.rules.LotsForTitle;
import org.tiebreak.core.rules.Median;
import org.tiebreak.core.rules.MinusScoreDrop;
import org.tiebreak.core.rules.ModifiedMedian;
import org.tiebreak.core.rules.MostBlacks;
import org.tiebreak.core.rules.MostWins;
import org.tiebreak.core.rules.OpponentUnplayed;
import org.tiebreak.core.rules.OwnUnplayed;
import org.tiebreak.core.rules.PerformanceRating;
import org.tiebreak.core.rules.ResultBetweenTiedPlayers;
import org.tiebreak.core.rules.Solkoff;
import org.tiebreak.core.rules.SonnebornBerger;
import org.tiebreak.core.rules.SonnebornBergerForfeits;
import org.tiebreak.core.rules.SonnebornBergerScores;
import org.tiebreak.core.rules.SpeedPlayOff;
import org.tiebreak.core.rules.UnplayedColours;
import org.tiebreak.core.rules.UnratedOpponents;
import org.tiebreak.core.rules.WinsCounted;

/**
 * Every rule of {@code org.tiebreak.core.rules} in every named variant (static factory), and for
 * the records whose parameters are enums every combination of them, plus a few other values of
 * the whole-number parameters. {@code RuleCatalogueProperties} checks by reflection that no rule
 * record and no static factory is missing.
 */
final class RuleCatalogue {

  private RuleCatalogue() {}

  /** The rounds from which Median and Modified Median drop two at each end, tried here. */
  private static final int[] TWO_CUTS_FROM = {0, 3, 9};

  /** Every value rule variant, without duplicates. */
  static List<ValueRule> valueRules() {
    Set<ValueRule> rules = new LinkedHashSet<>();
    rules.add(ActualPlayPrecedence.mca());
    rules.add(AverageRatingOfOpponents.fide());
    rules.add(AverageRatingOfOpponents.uscf());
    for (AverageRatingOfOpponents.Rounding rounding : AverageRatingOfOpponents.Rounding.values()) {
      rules.add(AverageRatingOfOpponents.fide().withRounding(rounding));
      rules.add(AverageRatingOfOpponents.fide().withUnratedAs(1000).withRounding(rounding));
      rules.add(AverageRatingOfOpponents.fide().withUnratedAs(0).withRounding(rounding));
    }
    rules.add(Cumulative.uscf());
    rules.add(Cumulative.mca());
    rules.add(CumulativeOfOpposition.uscf());
    for (CumulativeDeduction deduction : CumulativeDeduction.values()) {
      rules.add(new Cumulative(deduction));
      rules.add(new CumulativeOfOpposition(new Cumulative(deduction)));
    }
    rules.add(FirstLossLatest.includingForfeits());
    rules.add(FirstLossLatest.overTheBoard());
    for (LossesCounted losses : LossesCounted.values()) {
      rules.add(new FirstLossLatest(losses));
    }
    rules.add(Kashdan.uscf());
    rules.add(Kashdan.mca());
    rules.add(new Kashdan(3));
    rules.add(new Kashdan(-1));
    rules.add(new LateArrival());
    rules.add(Median.uscf());
    rules.add(ModifiedMedian.uscf());
    rules.add(ModifiedMedian.mca());
    for (OpponentUnplayed opponents : OpponentUnplayed.values()) {
      for (OwnUnplayed own : OwnUnplayed.values()) {
        rules.add(new Solkoff(opponents, own));
        for (int twoCutsFrom : TWO_CUTS_FROM) {
          rules.add(new Median(twoCutsFrom, opponents, own));
          for (MinusScoreDrop drop : MinusScoreDrop.values()) {
            rules.add(new ModifiedMedian(drop, twoCutsFrom, opponents, own));
          }
        }
      }
    }
    rules.add(Solkoff.uscf());
    rules.add(MostBlacks.uscf());
    rules.add(MostBlacks.mca());
    rules.add(MostBlacks.bigRapids());
    for (UnplayedColours colours : UnplayedColours.values()) {
      rules.add(new MostBlacks(colours));
    }
    rules.add(MostWins.overTheBoard());
    rules.add(MostWins.roundsWon());
    for (WinsCounted wins : WinsCounted.values()) {
      rules.add(new MostWins(wins));
    }
    rules.add(PerformanceRating.uscf());
    rules.add(PerformanceRating.uscfOpposition());
    rules.add(PerformanceRating.fide());
    rules.add(PerformanceRating.fideOpposition());
    for (PerformanceRating.Formula formula : PerformanceRating.Formula.values()) {
      for (PerformanceRating.Scope scope : PerformanceRating.Scope.values()) {
        PerformanceRating rule = new PerformanceRating(formula, scope,
            UnratedOpponents.SKIPPED, 0);
        rules.add(rule);
        rules.add(rule.withUnratedAs(1000));
        rules.add(rule.withUnratedAs(0));
      }
    }
    rules.add(SonnebornBerger.uscf());
    rules.add(SonnebornBerger.mca());
    rules.add(SonnebornBerger.bigRapids());
    for (SonnebornBergerScores scores : SonnebornBergerScores.values()) {
      for (SonnebornBergerForfeits forfeits : SonnebornBergerForfeits.values()) {
        rules.add(new SonnebornBerger(scores, forfeits));
      }
    }
    return List.copyOf(rules);
  }

  /** Every group rule variant, without duplicates. */
  static List<GroupRule> groupRules() {
    Set<GroupRule> rules = new LinkedHashSet<>();
    rules.add(DrawingOfLots.always());
    rules.add(DrawingOfLots.neverForTitle());
    for (LotsForTitle forTitle : LotsForTitle.values()) {
      rules.add(new DrawingOfLots(forTitle));
    }
    rules.add(HeadToHead.bigRapids());
    rules.add(ResultBetweenTiedPlayers.uscf());
    rules.add(ResultBetweenTiedPlayers.mca());
    for (ForfeitsBetweenTied forfeits : ForfeitsBetweenTied.values()) {
      rules.add(new HeadToHead(forfeits));
      rules.add(new ResultBetweenTiedPlayers(forfeits));
    }
    rules.add(new SpeedPlayOff());
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

  /** A name for failure messages: the code and the record with its parameters. */
  static String describe(TiebreakRule rule) {
    return rule.code() + " " + rule;
  }
}
