package org.tiebreak.benchmarks;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
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
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;
import org.tiebreak.trf.Trf;
import org.tiebreak.trf.TrfVersion;

/**
 * The command line end to end, as a director runs it: a new process that reads a TRF file, ranks
 * it under {@code uscf} and prints the standings as JSON, text or the page, timed from start to
 * exit (wall time).
 * {@code launcher} is {@code tiebreak-cli/target/tiebreak}, with its JVM options and class-data
 * archive; {@code java-jar} is {@code java -jar tiebreak-cli/target/tiebreak.jar}. The file is the
 * generated Swiss event written as TRF16; 9,999 players is the most a TRF can number. Run from the
 * project's directory after {@code mvn package}, or name the directory of the built command line
 * with {@code -Dtiebreak.cli=DIR}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(1)
@Threads(1)
@Warmup(iterations = 2)
@Measurement(iterations = 10)
public class CommandLineBenchmark {

  /** Players × rounds. */
  @Param({"100x9", "9999x13"})
  public String size;

  /** The output: {@code --format json}, {@code text} or {@code html}. */
  @Param({"json", "text", "html"})
  public String format;

  /** How the command line is started. */
  @Param({"launcher", "java-jar"})
  public String start;

  private Path file;
  private List<String> command;

  /** Writes the file and finds the command line. */
  @Setup(Level.Trial)
  public void setUp() throws IOException {
    Path directory = Path.of(System.getProperty("tiebreak.cli", "tiebreak-cli/target"))
        .toAbsolutePath();
    Path launcher = directory.resolve(isWindows() ? "tiebreak.cmd" : "tiebreak");
    Path jar = directory.resolve("tiebreak.jar");
    if (!Files.isRegularFile(launcher) || !Files.isRegularFile(jar)) {
      throw new IllegalStateException("no command line built in " + directory
          + ": run mvn package first, or name its directory with -Dtiebreak.cli=DIR");
    }
    file = Files.createTempFile("tiebreak-" + size, ".trf");
    Files.writeString(file, Trf.write(Events.swiss(size), TrfVersion.TRF16),
        StandardCharsets.UTF_8);
    command = new ArrayList<>();
    if (start.equals("launcher")) {
      command.add(launcher.toString());
    } else {
      command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
      command.add("-jar");
      command.add(jar.toString());
    }
    command.addAll(List.of("standings", file.toString(), "--format", format));
  }

  /** Deletes the file. */
  @TearDown(Level.Trial)
  public void tearDown() throws IOException {
    Files.deleteIfExists(file);
  }

  /** Runs the command to its end; its output is thrown away. */
  @Benchmark
  public int standings() throws InterruptedException {
    try {
      Process process = new ProcessBuilder(command)
          .redirectOutput(ProcessBuilder.Redirect.DISCARD)
          .redirectError(ProcessBuilder.Redirect.INHERIT)
          .start();
      int status = process.waitFor();
      if (status != 0) {
        throw new IllegalStateException(command + " ended with status " + status);
      }
      return status;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static boolean isWindows() {
    return System.getProperty("os.name").startsWith("Windows");
  }
}
