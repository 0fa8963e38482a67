package org.tiebreak.benchmarks;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;
import org.tiebreak.api.Player;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.RoundResult;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.Tournament;
import org.tiebreak.core.TiebreakEngine;
import org.tiebreak.rulesets.Rulesets;
import org.tiebreak.scenarios.Limit;
import org.tiebreak.scenarios.ScenarioReport;
import org.tiebreak.scenarios.Scenarios;
import org.tiebreak.scenarios.Target;

/**
 * The scenarios of a round in progress: a 10-player double round robin with two rounds to go (10
 * pending games, 59,049 completions) under {@code fide-rr}, every player and every place (the top
 * N for each N); and the last round of a 300-player Swiss of 9 rounds under {@code fide} (150
 * pending games), the place ranges of the top 30 players for each of their results and who has
 * clinched first, within a limit of 2 s and 20,000 completions for each player (the answers the
 * limit stops are undecided: {@link #swissUndecided} counts them).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(value = 1, jvmArgsAppend = {"-Xms2g", "-Xmx2g"})
@Threads(1)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class ScenarioBenchmark {

  private Tournament roundRobin;
  private Ruleset fideRr;
  private Target[] everyPlace;
  private Tournament swiss;
  private Ruleset fide;
  private int[] top30;

  /** Makes the two events. */
  @Setup(Level.Trial)
  public void setUp() {
    Tournament full = Events.doubleRoundRobin(10, 42);
    roundRobin = pendingFrom(full, full.roundsPlayed() - 1);
    fideRr = Rulesets.named("fide-rr");
    everyPlace = new Target[9];
    for (int n = 2; n <= 10; n++) {
      everyPlace[n - 2] = Target.top(n);
    }
    Tournament played = Events.swiss(300, 9, 42);
    swiss = pendingFrom(played, 9);
    fide = Rulesets.named("fide");
    var standings = TiebreakEngine.rank(swiss, fide);
    top30 = new int[30];
    for (int i = 0; i < 30; i++) {
      top30[i] = standings.rows().get(i).player().startNumber();
    }
  }

  /** The tournament with every game from round {@code from} on pending. */
  static Tournament pendingFrom(Tournament tournament, int from) {
    Tournament.Builder builder = Tournament.builder().settingsOf(tournament);
    for (Player player : tournament.players()) {
      List<RoundResult> results = new ArrayList<>(tournament.results(player.startNumber()));
      for (int r = from - 1; r < results.size(); r++) {
        RoundResult result = results.get(r);
        if (result.kind().isPlayed()) {
          results.set(r, RoundResult.against(ResultKind.PENDING, result.opponentOrZero(),
              result.colour().orElse(null)));
        }
      }
      builder.addRow(player, results);
    }
    return builder.build();
  }

  /** Every player of the round robin, every place. */
  @Benchmark
  public ScenarioReport roundRobinEveryPlayerEveryPlace() {
    return Scenarios.of(roundRobin, fideRr).targets(everyPlace).analyse();
  }

  /** The top 30 of the Swiss, each result of their game, first place; within the limit. */
  @Benchmark
  public ScenarioReport swissTop30() {
    return Scenarios.of(swiss, fide).players(top30)
        .limit(Limit.completions(20_000).andTime(Duration.ofSeconds(2))).analyse();
  }

  /** How many of the top 30 the limit leaves with an answer undecided, and the ranges given. */
  public static void main(String[] args) {
    ScenarioBenchmark benchmark = new ScenarioBenchmark();
    benchmark.setUp();
    for (int i = 0; i < 3; i++) {
      long start = System.nanoTime();
      ScenarioReport rr = benchmark.roundRobinEveryPlayerEveryPlace();
      long rrTime = System.nanoTime() - start;
      start = System.nanoTime();
      ScenarioReport report = benchmark.swissTop30();
      long swissTime = System.nanoTime() - start;
      System.out.println("round robin: " + rrTime / 1_000_000 + " ms, complete "
          + rr.complete() + "; Swiss: " + swissTime / 1_000_000 + " ms, "
          + report.undecided().size() + " of 30 with an answer undecided, "
          + report.players().stream().flatMap(p -> p.afterResults().stream())
              .filter(a -> a.places().isPresent()).count()
          + " of 90 ranges after a result given; first: "
          + report.players().stream().map(p -> p.answer(Target.first()).chance())
              .collect(java.util.stream.Collectors.groupingBy(c -> c,
                  java.util.stream.Collectors.counting())));
    }
  }
}
