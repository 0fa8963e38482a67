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
import org.tiebreak.api.rule.Crosstable;
import org.tiebreak.core.internal.Index;

/**
 * The floor no ranking can beat: one pass over the compact {@link Index} that only sums each
 * player's points into a column, as a rule's figures would be.
 *
 * <p>{@link #indexAndSum} is the floor the standings are held to: every ranking must read the
 * tournament, so it includes building the index from the {@link Tournament}. {@link #sumOnly} is
 * the pass alone over an index built beforehand, for information. The floor of the double round
 * robin is in {@link RoundRobinBenchmark}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(value = 1, jvmArgsAppend = {"-Xms4g", "-Xmx4g", "-XX:+AlwaysPreTouch"})
@Threads(1)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class FloorBenchmark {

  /** Players × rounds. */
  @Param({"1000x9", "10000x11", "100000x11"})
  public String size;

  private Tournament tournament;
  private Index index;

  /** Generates and builds the event, and indexes it once for {@link #sumOnly}. */
  @Setup(Level.Trial)
  public void setUp() {
    tournament = Events.swiss(size);
    index = Index.of(tournament);
  }

  /** Builds the index from the tournament, then sums every player's points. */
  @Benchmark
  public long[] indexAndSum() {
    return points(Index.of(tournament));
  }

  /** Sums every player's points over the prebuilt index. */
  @Benchmark
  public long[] sumOnly() {
    return points(index);
  }

  /** Every player's points in units, by index, from the rounds. */
  static long[] points(Crosstable table) {
    int players = table.players();
    int rounds = table.rounds();
    long[] sums = new long[players];
    for (int i = 0; i < players; i++) {
      long sum = 0;
      for (int r = 0; r < rounds; r++) {
        sum += table.points(i, r);
      }
      sums[i] = sum;
    }
    return sums;
  }
}
