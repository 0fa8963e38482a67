package org.tiebreak.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;
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
import org.tiebreak.api.standings.Standings;
import org.tiebreak.benchmarks.Events;
import org.tiebreak.core.TiebreakEngine;
import org.tiebreak.rulesets.Rulesets;
import org.tiebreak.trf.TrfLimits;

/**
 * The command line's outputs of standings already ranked, in the process, warm: the text table,
 * the JSON and the page of a generated Swiss event under {@code uscf} (compare with
 * {@code StandingsBenchmark}, the ranking itself). It lives in the command line's package to call
 * its writers; a TRF cannot number 100,000 players, so the standings are ranked from the built
 * tournament, and the file the writers are handed (for its warnings only) is a one-line stand-in.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(value = 1, jvmArgsAppend = {"-Xms4g", "-Xmx4g", "-XX:+AlwaysPreTouch"})
@Threads(1)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class OutputBenchmark {

  /** Players × rounds. */
  @Param({"9999x13", "100000x11"})
  public String size;

  private Main.Ranking ranking;

  /** Generates, builds and ranks the event. */
  @Setup(Level.Trial)
  public void setUp() throws IOException {
    Standings standings = TiebreakEngine.rank(Events.swiss(size), Rulesets.named("uscf"));
    Path file = Files.createTempFile("stand-in", ".trf");
    try {
      Files.writeString(file, "XXR 1\n001    1      Stand-in\n");
      InputFile input = InputFile.read(file, TrfLimits.DEFAULTS, null,
          new PrintWriter(Writer.nullWriter()), Locale.ENGLISH);
      ranking = new Main.Ranking(input, standings, Optional.empty());
    } finally {
      Files.delete(file);
    }
  }

  /** The text table with its legend. */
  @Benchmark
  public int text() {
    return StandingsOutput.text(ranking, Locale.ENGLISH).length();
  }

  /** The JSON of the published schema. */
  @Benchmark
  public int json() {
    return JsonOutput.standings(ranking, Locale.ENGLISH).length();
  }

  /** The standings page. */
  @Benchmark
  public int html() {
    return HtmlOutput.html(ranking, Locale.ENGLISH).length();
  }
}
