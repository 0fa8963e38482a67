package org.tiebreak.benchmarks;

import java.nio.charset.StandardCharsets;
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
import org.tiebreak.api.standings.Standings;
import org.tiebreak.core.TiebreakEngine;
import org.tiebreak.rulesets.Rulesets;
import org.tiebreak.trf.Trf;
import org.tiebreak.trf.TrfDocument;
import org.tiebreak.trf.TrfVersion;

/**
 * Reading a TRF file held in memory, one thread, warm: the bytes to the checked document and its
 * tournament ({@link #read}), and on to the standings under {@code uscf} ({@link #readAndRank}),
 * the whole path from a file's text to standings within the process. The file is the generated
 * Swiss event written as TRF16 once per trial; 9,999 players is the most a TRF can number.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(value = 1, jvmArgsAppend = {"-Xms4g", "-Xmx4g", "-XX:+AlwaysPreTouch"})
@Threads(1)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class TrfReadBenchmark {

  /** Players × rounds. */
  @Param({"1000x13", "9999x13"})
  public String size;

  private byte[] file;
  private Ruleset uscf;

  /** Generates the event and writes it as TRF16. */
  @Setup(Level.Trial)
  public void setUp() {
    file = Trf.write(Events.swiss(size), TrfVersion.TRF16).getBytes(StandardCharsets.UTF_8);
    uscf = Rulesets.named("uscf");
  }

  /** Reads the file: every record checked, the tournament built. */
  @Benchmark
  public TrfDocument read() {
    return Trf.read(file);
  }

  /** Reads the file and ranks its tournament under {@code uscf}. */
  @Benchmark
  public Standings readAndRank(Blackhole blackhole) {
    Standings standings = TiebreakEngine.rank(Trf.read(file).tournament(), uscf);
    blackhole.consume(standings.rows().get(0).values());
    return standings;
  }
}
