package org.tiebreak.benchmarks;

import java.util.ArrayList;
import java.util.Currency;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.core.TiebreakEngine;
import org.tiebreak.prizes.PrizeCategory;
import org.tiebreak.prizes.PrizeDistribution;
import org.tiebreak.prizes.PrizeList;
import org.tiebreak.prizes.Prizes;
import org.tiebreak.prizes.SharingPolicies;
import org.tiebreak.prizes.SharingPolicy;
import org.tiebreak.rulesets.Rulesets;

/**
 * Prizes given out from standings ranked beforehand (the ranking is not timed): a 1,000-player
 * open (9 rounds) with 60 prizes and a 100,000-player event (11 rounds) with 500, under each
 * sharing policy. A list is a fifth place prizes (every third with a trophy), two fifths rating
 * classes of 200 points from 2400 down, a tenth unrated prizes, and the rest a juniors' group of
 * every tenth player with trophies; a title on first place.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(value = 1, jvmArgsAppend = {"-Xms4g", "-Xmx4g", "-XX:+AlwaysPreTouch"})
@Threads(1)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class PrizeBenchmark {

  /** Players × rounds, and the number of prizes. */
  @Param({"1000x9:60", "100000x11:500"})
  public String size;

  /** The sharing policy. */
  @Param({"us-chess", "equal", "hort", "none"})
  public String policy;

  private Standings standings;
  private PrizeList list;
  private SharingPolicy sharing;

  /** Ranks the event under the US Chess ruleset and makes the list. */
  @Setup(Level.Trial)
  public void setUp() {
    String[] parts = size.split(":");
    Tournament tournament = Events.swiss(parts[0]);
    standings = TiebreakEngine.rank(tournament, Rulesets.named("uscf"));
    list = list(tournament, Integer.parseInt(parts[1]));
    sharing = SharingPolicies.named(policy).orElseThrow();
  }

  /** A list of {@code count} prizes for the tournament's players. */
  static PrizeList list(Tournament tournament, int count) {
    int place = count / 5;
    int classes = 10;
    int perClass = Math.max(1, count * 2 / 5 / classes);
    int unrated = count / 10;
    int group = count - place - classes * perClass - unrated;
    PrizeCategory.Builder places = PrizeCategory.place("place", "Place").title("Champion",
        1_000_00L * place);
    for (int i = 1; i < place; i++) {
      long cash = 1_000_00L * (place - i) / 2 + 50_00;
      if (i % 3 == 0) {
        places.prize(cash, "trophy");
      } else {
        places.cash(cash);
      }
    }
    PrizeList.Builder builder = PrizeList.builder(Currency.getInstance("USD")).add(places.build());
    for (int c = 0; c < classes; c++) {
      int top = 2400 - 200 * c;
      PrizeCategory.Builder band = PrizeCategory.rating("c" + top, "Class " + top, top - 199, top);
      for (int i = 0; i < perClass; i++) {
        band.cash(400_00L - 300_00L * i / perClass);
      }
      builder.add(band.build());
    }
    PrizeCategory.Builder unratedPrizes = PrizeCategory.unrated("unrated", "Unrated");
    for (int i = 0; i < unrated; i++) {
      unratedPrizes.cash(200_00L - 100_00L * i / unrated);
    }
    builder.add(unratedPrizes.build());
    List<Integer> juniors = new ArrayList<>();
    tournament.players().forEach(p -> {
      if (p.startNumber() % 10 == 0) {
        juniors.add(p.startNumber());
      }
    });
    PrizeCategory.Builder junior = PrizeCategory.group("junior", "Junior", juniors);
    for (int i = 0; i < group; i++) {
      junior.prize(100_00L - 50_00L * i / group, "trophy");
    }
    return builder.add(junior.build()).build();
  }

  /** The distribution. */
  @Benchmark
  public PrizeDistribution distribute() {
    return Prizes.distribute(standings, list, sharing);
  }
}
