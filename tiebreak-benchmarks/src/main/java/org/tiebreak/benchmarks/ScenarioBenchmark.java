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
import org.tiebreak.api.standings.Standings;
import org.tiebreak.core.TiebreakEngine;
import org.tiebreak.rulesets.Rulesets;
import org.tiebreak.scenarios.Limit;
import org.tiebreak.scenarios.PlayerScenarios;
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
  private Tournament club;
  private int[] clubTop10;
  private Tournament open;
  private int[] openTop10;

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
    top30 = top(swiss, 30);
    club = pendingFrom(Events.swiss(30, 7, 1), 7);
    clubTop10 = top(club, 10);
    open = pendingFrom(Events.swiss(60, 7, 1), 7);
    openTop10 = top(open, 10);
  }

  /** The start numbers of the first {@code count} players of the live standings under fide. */
  private int[] top(Tournament live, int count) {
    List<Standings.Row> rows = TiebreakEngine.rank(live, fide).rows();
    return rows.stream().limit(count).mapToInt(row -> row.player().startNumber()).toArray();
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

  /** The top 10 of a 30-player Swiss's last round (15 games), each result of their game. */
  @Benchmark
  public ScenarioReport clubSwissTop10() {
    return Scenarios.of(club, fide).players(clubTop10).analyse();
  }

  /**
   * The top 10 of a 60-player Swiss's last round (30 games), within 20 s: printed by
   * {@link #main}, not timed, as the limit would set the time.
   */
  ScenarioReport openSwissTop10() {
    return Scenarios.of(open, fide).players(openTop10)
        .limit(Limit.standard().andTime(Duration.ofSeconds(20))).analyse();
  }

  /** For each Swiss, the ranges given and the players the limit leaves undecided. */
  public static void main(String[] args) {
    ScenarioBenchmark benchmark = new ScenarioBenchmark();
    benchmark.setUp();
    for (int i = 0; i < 3; i++) {
      long start = System.nanoTime();
      ScenarioReport rr = benchmark.roundRobinEveryPlayerEveryPlace();
      System.out.println("round robin: " + (System.nanoTime() - start) / 1_000_000
          + " ms, complete " + rr.complete());
      print("Swiss of 300, top 30", benchmark::swissTop30);
      print("Swiss of 30, top 10", benchmark::clubSwissTop10);
      print("Swiss of 60, top 10", benchmark::openSwissTop10);
    }
  }

  private static void print(String what, java.util.function.Supplier<ScenarioReport> analysis) {
    long start = System.nanoTime();
    ScenarioReport report = analysis.get();
    long time = System.nanoTime() - start;
    List<PlayerScenarios.AfterResult> after = report.players().stream()
        .flatMap(p -> p.afterResults().stream()).toList();
    System.out.println(what + ": " + time / 1_000_000 + " ms, "
        + after.stream().filter(a -> a.places().isPresent()).count() + " of " + after.size()
        + " ranges after a result given, " + report.undecided().size() + " of "
        + report.players().size() + " players with an answer undecided; first: "
        + report.players().stream().map(p -> p.answer(Target.first()).chance())
            .collect(java.util.stream.Collectors.groupingBy(c -> c,
                java.util.stream.Collectors.counting())));
  }

}
