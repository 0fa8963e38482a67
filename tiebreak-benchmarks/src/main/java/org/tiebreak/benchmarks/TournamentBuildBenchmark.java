package org.tiebreak.benchmarks;

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
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;
import org.tiebreak.api.InvalidTournamentException;
import org.tiebreak.api.Pairing;
import org.tiebreak.api.Problem;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.core.TiebreakEngine;
import org.tiebreak.rulesets.Rulesets;

/**
 * Building a tournament from its players and pairings with {@link Tournament.Builder}, one thread,
 * warm: the builder's calls alone ({@link #fill}), with the checks and the assembly of
 * {@code build()} ({@link #build}), built and then ranked under {@code uscf}
 * ({@link #buildAndRank}), and the same event with one player given a second result in the last
 * round, so that {@code build()} runs every check and throws ({@link #reject}). The pairings are
 * generated once per trial, outside the measurement. The sizes show how the cost grows with the
 * players.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(value = 1, jvmArgsAppend = {"-Xms4g", "-Xmx4g", "-XX:+AlwaysPreTouch"})
@Threads(1)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class TournamentBuildBenchmark {

  /** Players × rounds. */
  @Param({"1000x11", "10000x11", "100000x11"})
  public String size;

  private Events.Plan plan;
  private Events.Plan spoilt;
  private Ruleset uscf;

  /** Generates the players and pairings, and the spoilt copy. */
  @Setup(Level.Trial)
  public void setUp() {
    int[] parsed = Events.parseSize(size);
    plan = Events.swissPlan(parsed[0], parsed[1], Events.SEED);
    List<List<Pairing>> rounds = new ArrayList<>(plan.rounds());
    List<Pairing> last = new ArrayList<>(rounds.get(rounds.size() - 1));
    last.add(Pairing.bye(1, ResultKind.HALF_POINT_BYE));
    rounds.set(rounds.size() - 1, last);
    spoilt = new Events.Plan(plan.name(), plan.format(), plan.plannedRounds(), plan.players(),
        rounds);
    uscf = Rulesets.named("uscf");
  }

  /** Gives a builder the players and every round, without building. */
  @Benchmark
  public Tournament.Builder fill() {
    return plan.fill();
  }

  /** Builds and checks the tournament. */
  @Benchmark
  public Tournament build() {
    return plan.build();
  }

  /** Builds, checks and ranks the tournament under {@code uscf}. */
  @Benchmark
  public Standings buildAndRank(Blackhole blackhole) {
    Standings standings = TiebreakEngine.rank(plan.build(), uscf);
    blackhole.consume(standings.rows().get(0).values());
    return standings;
  }

  /** Builds the spoilt event: every check runs and one problem is reported. */
  @Benchmark
  public List<Problem> reject() {
    try {
      spoilt.build();
    } catch (InvalidTournamentException e) {
      return e.problems();
    }
    throw new IllegalStateException("the spoilt event was built");
  }
}
