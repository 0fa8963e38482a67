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
import org.tiebreak.api.Tournament;

/**
 * For information: building a tournament from its players and pairings with
 * {@link Tournament.Builder}, including the checks of {@code build()}. The pairings are generated
 * once per trial, outside the measurement. One build takes long enough (about a second at
 * 100,000 × 11) to be timed one at a time.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(value = 1, jvmArgsAppend = {"-Xms4g", "-Xmx4g", "-XX:+AlwaysPreTouch"})
@Threads(1)
@Warmup(iterations = 3)
@Measurement(iterations = 5)
public class TournamentBuildBenchmark {

  /** Players × rounds. */
  @Param({"100000x11"})
  public String size;

  private Events.Plan plan;

  /** Generates the players and pairings. */
  @Setup(Level.Trial)
  public void setUp() {
    int[] parsed = Events.parseSize(size);
    plan = Events.swissPlan(parsed[0], parsed[1], Events.SEED);
  }

  /** Builds and checks the tournament. */
  @Benchmark
  public Tournament build() {
    return plan.build();
  }
}
