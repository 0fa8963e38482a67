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
import org.tiebreak.rulesets.Rulesets;

/**
 * The standings of a generated Swiss event under a named ruleset: {@link TiebreakEngine#rank}
 * from the built tournament to the finished standings, one thread. The tournament is generated
 * and built once per trial, outside the measurement. The sizes show how the cost grows with the
 * players.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(value = 1, jvmArgsAppend = {"-Xms4g", "-Xmx4g", "-XX:+AlwaysPreTouch"})
@Threads(1)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class StandingsBenchmark {

  /** Players × rounds. */
  @Param({"1000x11", "10000x11", "100000x11"})
  public String size;

  /** A ruleset of the registry ({@link RulesetBenchmark} ranks by every built-in one). */
  @Param({"uscf", "mca", "big-rapids-swiss"})
  public String ruleset;

  private Tournament tournament;
  private Ruleset rules;

  /** Generates and builds the event. */
  @Setup(Level.Trial)
  public void setUp() {
    tournament = Events.swiss(size);
    rules = Rulesets.named(ruleset);
  }

  /** The standings; the leader's figures are read so nothing is left unused. */
  @Benchmark
  public Standings rank(Blackhole blackhole) {
    Standings standings = TiebreakEngine.rank(tournament, rules);
    blackhole.consume(standings.rows().get(0).values());
    return standings;
  }
}
