package org.tiebreak.benchmarks;

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
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.core.TiebreakEngine;
import org.tiebreak.rulesets.fide.Fide;
import org.tiebreak.rulesets.fide.FideEdition;

/**
 * The standings of a generated Swiss event under FIDE C.07 (2026) with a long chain: BH/C1, BH,
 * SB, PS, DE, WIN, BPG and ARO (unrated players counted as 1000, so that ARO is computed rather
 * than dropped), then lots. The tournament is generated and built once per trial.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(value = 1, jvmArgsAppend = {"-Xms4g", "-Xmx4g", "-XX:+AlwaysPreTouch"})
@Threads(1)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class FideStandingsBenchmark {

  /** The chain ranked. */
  static final List<String> CHAIN =
      List.of("BH/C1", "BH", "SB", "PS", "DE", "WIN", "BPG", "ARO/U1000");

  /** Players × rounds. */
  @Param({"1000x11", "10000x11", "100000x11"})
  public String size;

  private Tournament tournament;
  private Ruleset ruleset;

  /** Generates and builds the event. */
  @Setup(Level.Trial)
  public void setUp() {
    tournament = Events.swiss(size);
    ruleset = Fide.ruleset(FideEdition.EDITION_2026, CHAIN);
  }

  /** The standings; the leader's figures are read so nothing is left unused. */
  @Benchmark
  public Standings rank(Blackhole blackhole) {
    Standings standings = TiebreakEngine.rank(tournament, ruleset);
    blackhole.consume(standings.rows().get(0).values());
    return standings;
  }
}
