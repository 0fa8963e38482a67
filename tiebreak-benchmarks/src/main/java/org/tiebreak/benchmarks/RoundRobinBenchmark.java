package org.tiebreak.benchmarks;

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
import org.openjdk.jmh.infra.Blackhole;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.core.TiebreakEngine;
import org.tiebreak.core.internal.Index;
import org.tiebreak.rulesets.Rulesets;

/**
 * The standings of a generated 20-player double round robin (38 rounds, Berger tables), and its
 * floor as {@link FloorBenchmark} defines it. In microseconds.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(value = 1, jvmArgsAppend = {"-Xms4g", "-Xmx4g", "-XX:+AlwaysPreTouch"})
@Threads(1)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class RoundRobinBenchmark {

  /** The event, generated and built once per trial. */
  @State(Scope.Benchmark)
  public static class Event {
    /** The number of players (even). */
    @Param({"20"})
    public int players;

    Tournament tournament;
    Index index;

    /** Generates and builds the event, and indexes it once for {@link #floorSumOnly}. */
    @Setup(Level.Trial)
    public void setUp() {
      tournament = Events.doubleRoundRobin(players, Events.SEED);
      index = Index.of(tournament);
    }
  }

  /** The ruleset. */
  @State(Scope.Benchmark)
  public static class Rules {
    /** A ruleset of the registry. */
    @Param({"uscf", "mca", "big-rapids-rr"})
    public String ruleset;

    Ruleset rules;

    /** Looks the ruleset up. */
    @Setup(Level.Trial)
    public void setUp() {
      rules = Rulesets.named(ruleset);
    }
  }

  /** The standings; the leader's figures are read so nothing is left unused. */
  @Benchmark
  public Standings rank(Event event, Rules rules, Blackhole blackhole) {
    Standings standings = TiebreakEngine.rank(event.tournament, rules.rules);
    blackhole.consume(standings.rows().get(0).values());
    return standings;
  }

  /** The floor: builds the index from the tournament, then sums every player's points. */
  @Benchmark
  public long[] floorIndexAndSum(Event event) {
    return FloorBenchmark.points(Index.of(event.tournament));
  }

  /** Sums every player's points over the prebuilt index. */
  @Benchmark
  public long[] floorSumOnly(Event event) {
    return FloorBenchmark.points(event.index);
  }
}
