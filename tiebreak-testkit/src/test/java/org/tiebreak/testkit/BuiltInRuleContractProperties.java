package org.tiebreak.testkit;

import java.util.OptionalInt;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Group;
import net.jqwik.api.PropertyDefaults;
import net.jqwik.api.Provide;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.rule.TiebreakRule;
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
 * Every built-in rule, in every named variant and in the variants the built-in rulesets build,
 * passes {@link TiebreakRuleContract}: one jqwik {@link Group} per variant, each naming its
 * subject. jqwik runs the contract's properties in each group (it discovers {@link Group} inner
 * classes, not static nested ones).
 */
class BuiltInRuleContractProperties {

  @Group
  class ActualPlayPrecedenceMca implements TiebreakRuleContract {
    @Override
    public TiebreakRule subject() {
      return Tiebreaks.actualPlayPrecedence();
    }
  }

  @Group
  class AverageRatingOfOpponentsFide implements TiebreakRuleContract {
    @Override
    public TiebreakRule subject() {
      return Tiebreaks.averageRatingOfOpponents(OptionalInt.empty());
    }
  }

  @Group
  class AverageRatingOfOpponentsUscf implements TiebreakRuleContract {
    @Override
    public TiebreakRule subject() {
      return Uscf.averageRatingOfOpposition();
    }
  }

  @Group
  class CumulativeUscf implements TiebreakRuleContract {
    @Override
    public TiebreakRule subject() {
      return Uscf.cumulative();
    }
  }

  @Group
  class CumulativeMca implements TiebreakRuleContract {
    @Override
    public TiebreakRule subject() {
      return Mca.cumulative();
    }
  }

  @Group
  class CumulativeOfOppositionUscf implements TiebreakRuleContract {
    @Override
    public TiebreakRule subject() {
      return Uscf.cumulativeOfOpposition();
    }
  }

  @Group
  class CumulativeOfOppositionMca implements TiebreakRuleContract {
    @Override
    public TiebreakRule subject() {
      return Tiebreaks.cumulativeOfOpposition(CumulativeDeduction.FULL_ONLY);
    }
  }

  @Group
  class DrawingOfLotsAlways implements TiebreakRuleContract {
    @Override
    public TiebreakRule subject() {
      return Tiebreaks.drawingOfLots();
    }
  }

  @Group
  class DrawingOfLotsNeverForTitle implements TiebreakRuleContract {
    @Override
    public TiebreakRule subject() {
      return Tiebreaks.drawingOfLotsExceptForTitle();
    }
  }

  @Group
  class FirstLossLatestIncludingForfeits implements TiebreakRuleContract {
    @Override
    public TiebreakRule subject() {
      return Tiebreaks.firstLossLatest(Forfeits.COUNTED_AS_GAMES);
    }
  }

  @Group
  class FirstLossLatestOverTheBoard implements TiebreakRuleContract {
    @Override
    public TiebreakRule subject() {
      return Tiebreaks.firstLossLatest(Forfeits.NOT_COUNTED);
    }
  }

  @Group
  class HeadToHeadBigRapids implements TiebreakRuleContract {
    @Override
    public TiebreakRule subject() {
      return BigRapids.headToHead();
    }
  }

  @Group
  class HeadToHeadCountingForfeits implements TiebreakRuleContract {
    @Override
    public TiebreakRule subject() {
      return Tiebreaks.headToHead(Forfeits.COUNTED_AS_GAMES);
    }
  }

  @Group
  class KashdanUscf implements TiebreakRuleContract {
    @Override
    public TiebreakRule subject() {
      return Uscf.kashdan();
    }
  }

  @Group
  class KashdanMca implements TiebreakRuleContract {
    @Override
    public TiebreakRule subject() {
      return Mca.kashdan();
    }
  }

  @Group
  class LateArrivalRule implements TiebreakRuleContract {
    @Override
    public TiebreakRule subject() {
      return Tiebreaks.lateArrival();
    }
  }

  @Group
  class MedianUscf implements TiebreakRuleContract {
    @Override
    public TiebreakRule subject() {
      return Uscf.median();
    }
  }

  @Group
  class ModifiedMedianUscf implements TiebreakRuleContract {
    @Override
    public TiebreakRule subject() {
      return Uscf.modifiedMedian();
    }
  }

  @Group
  class ModifiedMedianMca implements TiebreakRuleContract {
    @Override
    public TiebreakRule subject() {
      return Mca.modifiedMedian();
    }
  }

  @Group
  class ModifiedMedianBigRapids implements TiebreakRuleContract {
    @Override
    public TiebreakRule subject() {
      return Tiebreaks.modifiedMedian(MinusScoreDrop.HIGHEST, 0, OpponentUnplayed.COUNT_HALF,
          OwnUnplayed.ZERO_OPPONENT);
    }
  }

  @Group
  class MostBlacksUscf implements TiebreakRuleContract {
    @Override
    public TiebreakRule subject() {
      return Uscf.mostBlacks();
    }
  }

  @Group
  class MostBlacksMca implements TiebreakRuleContract {
    @Override
    public TiebreakRule subject() {
      return Mca.mostBlacks();
    }
  }

  @Group
  class MostBlacksBigRapids implements TiebreakRuleContract {
    @Override
    public TiebreakRule subject() {
      return BigRapids.mostBlacks();
    }
  }

  @Group
  class MostWinsOverTheBoard implements TiebreakRuleContract {
    @Override
    public TiebreakRule subject() {
      return Tiebreaks.mostWins();
    }
  }

  @Group
  class MostWinsRoundsWon implements TiebreakRuleContract {
    @Override
    public TiebreakRule subject() {
      return Tiebreaks.roundsWon();
    }
  }

  @Group
  class PerformanceRatingUscf implements TiebreakRuleContract {
    @Override
    public TiebreakRule subject() {
      return Tiebreaks.linearPerformance(OptionalInt.empty());
    }
  }

  @Group
  class PerformanceRatingUscfOpposition implements TiebreakRuleContract {
    @Override
    public TiebreakRule subject() {
      return Uscf.oppositionPerformance();
    }
  }

  /** Rating rules also run over rated fields only, with more tries: how a vendor tunes both. */
  @Group
  @PropertyDefaults(tries = 100)
  class PerformanceRatingFide implements TiebreakRuleContract {
    @Override
    public TiebreakRule subject() {
      return Tiebreaks.fidePerformance(OptionalInt.empty());
    }

    @Override
    @Provide
    public Arbitrary<Tournament> tournaments() {
      return Arbitraries.oneOf(
          TournamentArbitraries.swiss().allUnplayedKinds().inProgress().rated(40),
          TournamentArbitraries.roundRobin().allUnplayedKinds().inProgress().rated(40));
    }
  }

  @Group
  class PerformanceRatingFideOpposition implements TiebreakRuleContract {
    @Override
    public TiebreakRule subject() {
      return Tiebreaks.oppositionFidePerformance(OptionalInt.empty());
    }
  }

  @Group
  class ResultBetweenTiedPlayersUscf implements TiebreakRuleContract {
    @Override
    public TiebreakRule subject() {
      return Uscf.resultBetweenTiedPlayers();
    }
  }

  @Group
  class ResultBetweenTiedPlayersMca implements TiebreakRuleContract {
    @Override
    public TiebreakRule subject() {
      return Mca.resultBetweenTiedPlayers();
    }
  }

  @Group
  class SolkoffUscf implements TiebreakRuleContract {
    @Override
    public TiebreakRule subject() {
      return Uscf.solkoff();
    }
  }

  @Group
  class SonnebornBergerUscf implements TiebreakRuleContract {
    @Override
    public TiebreakRule subject() {
      return Uscf.sonnebornBerger();
    }
  }

  @Group
  class SonnebornBergerMca implements TiebreakRuleContract {
    @Override
    public TiebreakRule subject() {
      return Mca.sonnebornBerger();
    }
  }

  @Group
  class SonnebornBergerBigRapids implements TiebreakRuleContract {
    @Override
    public TiebreakRule subject() {
      return BigRapids.sonnebornBerger();
    }
  }

  @Group
  class SpeedPlayOffRule implements TiebreakRuleContract {
    @Override
    public TiebreakRule subject() {
      return Tiebreaks.speedPlayOff();
    }
  }
}
