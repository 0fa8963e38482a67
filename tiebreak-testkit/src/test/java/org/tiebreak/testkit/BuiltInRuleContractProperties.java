package org.tiebreak.testkit;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Group;
import net.jqwik.api.PropertyDefaults;
import net.jqwik.api.Provide;
import org.tiebreak.api.TiebreakRule;
import org.tiebreak.api.Tournament;
import org.tiebreak.core.rules.ActualPlayPrecedence;
import org.tiebreak.core.rules.AverageRatingOfOpponents;
import org.tiebreak.core.rules.Cumulative;
import org.tiebreak.core.rules.CumulativeOfOpposition;
import org.tiebreak.core.rules.DrawingOfLots;
import org.tiebreak.core.rules.FirstLossLatest;
import org.tiebreak.core.rules.ForfeitsBetweenTied;
import org.tiebreak.core.rules.HeadToHead;
import org.tiebreak.core.rules.Kashdan;
import org.tiebreak.core.rules.LateArrival;
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
import org.tiebreak.core.rules.SpeedPlayOff;

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
      return ActualPlayPrecedence.mca();
    }
  }

  @Group
  class AverageRatingOfOpponentsFide implements TiebreakRuleContract {
    @Override
    public TiebreakRule subject() {
      return AverageRatingOfOpponents.fide();
    }
  }

  @Group
  class AverageRatingOfOpponentsUscf implements TiebreakRuleContract {
    @Override
    public TiebreakRule subject() {
      return AverageRatingOfOpponents.uscf();
    }
  }

  @Group
  class CumulativeUscf implements TiebreakRuleContract {
    @Override
    public TiebreakRule subject() {
      return Cumulative.uscf();
    }
  }

  @Group
  class CumulativeMca implements TiebreakRuleContract {
    @Override
    public TiebreakRule subject() {
      return Cumulative.mca();
    }
  }

  @Group
  class CumulativeOfOppositionUscf implements TiebreakRuleContract {
    @Override
    public TiebreakRule subject() {
      return CumulativeOfOpposition.uscf();
    }
  }

  @Group
  class CumulativeOfOppositionMca implements TiebreakRuleContract {
    @Override
    public TiebreakRule subject() {
      return new CumulativeOfOpposition(Cumulative.mca());
    }
  }

  @Group
  class DrawingOfLotsAlways implements TiebreakRuleContract {
    @Override
    public TiebreakRule subject() {
      return DrawingOfLots.always();
    }
  }

  @Group
  class DrawingOfLotsNeverForTitle implements TiebreakRuleContract {
    @Override
    public TiebreakRule subject() {
      return DrawingOfLots.neverForTitle();
    }
  }

  @Group
  class FirstLossLatestIncludingForfeits implements TiebreakRuleContract {
    @Override
    public TiebreakRule subject() {
      return FirstLossLatest.includingForfeits();
    }
  }

  @Group
  class FirstLossLatestOverTheBoard implements TiebreakRuleContract {
    @Override
    public TiebreakRule subject() {
      return FirstLossLatest.overTheBoard();
    }
  }

  @Group
  class HeadToHeadBigRapids implements TiebreakRuleContract {
    @Override
    public TiebreakRule subject() {
      return HeadToHead.bigRapids();
    }
  }

  @Group
  class HeadToHeadCountingForfeits implements TiebreakRuleContract {
    @Override
    public TiebreakRule subject() {
      return new HeadToHead(ForfeitsBetweenTied.COUNT);
    }
  }

  @Group
  class KashdanUscf implements TiebreakRuleContract {
    @Override
    public TiebreakRule subject() {
      return Kashdan.uscf();
    }
  }

  @Group
  class KashdanMca implements TiebreakRuleContract {
    @Override
    public TiebreakRule subject() {
      return Kashdan.mca();
    }
  }

  @Group
  class LateArrivalRule implements TiebreakRuleContract {
    @Override
    public TiebreakRule subject() {
      return new LateArrival();
    }
  }

  @Group
  class MedianUscf implements TiebreakRuleContract {
    @Override
    public TiebreakRule subject() {
      return Median.uscf();
    }
  }

  @Group
  class ModifiedMedianUscf implements TiebreakRuleContract {
    @Override
    public TiebreakRule subject() {
      return ModifiedMedian.uscf();
    }
  }

  @Group
  class ModifiedMedianMca implements TiebreakRuleContract {
    @Override
    public TiebreakRule subject() {
      return ModifiedMedian.mca();
    }
  }

  @Group
  class ModifiedMedianBigRapids implements TiebreakRuleContract {
    @Override
    public TiebreakRule subject() {
      return new ModifiedMedian(MinusScoreDrop.HIGHEST, 0, OpponentUnplayed.COUNT_HALF,
          OwnUnplayed.ZERO_OPPONENT);
    }
  }

  @Group
  class MostBlacksUscf implements TiebreakRuleContract {
    @Override
    public TiebreakRule subject() {
      return MostBlacks.uscf();
    }
  }

  @Group
  class MostBlacksMca implements TiebreakRuleContract {
    @Override
    public TiebreakRule subject() {
      return MostBlacks.mca();
    }
  }

  @Group
  class MostBlacksBigRapids implements TiebreakRuleContract {
    @Override
    public TiebreakRule subject() {
      return MostBlacks.bigRapids();
    }
  }

  @Group
  class MostWinsOverTheBoard implements TiebreakRuleContract {
    @Override
    public TiebreakRule subject() {
      return MostWins.overTheBoard();
    }
  }

  @Group
  class MostWinsRoundsWon implements TiebreakRuleContract {
    @Override
    public TiebreakRule subject() {
      return MostWins.roundsWon();
    }
  }

  @Group
  class PerformanceRatingUscf implements TiebreakRuleContract {
    @Override
    public TiebreakRule subject() {
      return PerformanceRating.uscf();
    }
  }

  @Group
  class PerformanceRatingUscfOpposition implements TiebreakRuleContract {
    @Override
    public TiebreakRule subject() {
      return PerformanceRating.uscfOpposition();
    }
  }

  /** Rating rules also run over rated fields only, with more tries: how a vendor tunes both. */
  @Group
  @PropertyDefaults(tries = 100)
  class PerformanceRatingFide implements TiebreakRuleContract {
    @Override
    public TiebreakRule subject() {
      return PerformanceRating.fide();
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
      return PerformanceRating.fideOpposition();
    }
  }

  @Group
  class ResultBetweenTiedPlayersUscf implements TiebreakRuleContract {
    @Override
    public TiebreakRule subject() {
      return ResultBetweenTiedPlayers.uscf();
    }
  }

  @Group
  class ResultBetweenTiedPlayersMca implements TiebreakRuleContract {
    @Override
    public TiebreakRule subject() {
      return ResultBetweenTiedPlayers.mca();
    }
  }

  @Group
  class SolkoffUscf implements TiebreakRuleContract {
    @Override
    public TiebreakRule subject() {
      return Solkoff.uscf();
    }
  }

  @Group
  class SonnebornBergerUscf implements TiebreakRuleContract {
    @Override
    public TiebreakRule subject() {
      return SonnebornBerger.uscf();
    }
  }

  @Group
  class SonnebornBergerMca implements TiebreakRuleContract {
    @Override
    public TiebreakRule subject() {
      return SonnebornBerger.mca();
    }
  }

  @Group
  class SonnebornBergerBigRapids implements TiebreakRuleContract {
    @Override
    public TiebreakRule subject() {
      return SonnebornBerger.bigRapids();
    }
  }

  @Group
  class SpeedPlayOffRule implements TiebreakRuleContract {
    @Override
    public TiebreakRule subject() {
      return new SpeedPlayOff();
    }
  }
}
