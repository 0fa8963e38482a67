package org.tiebreak.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.lang.reflect.Method;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tiebreak.api.Score;
import org.tiebreak.cli.CliTests.Run;
import org.tiebreak.core.TiebreakEngine;
import org.tiebreak.rulesets.Rulesets;
import org.tiebreak.trf.Trf;
import picocli.CommandLine;

/**
 * A vendor's ruleset on the command line's class path, as the guide has it (docs/guide/cli.md):
 * {@code java -cp tiebreak.jar:vendor.jar org.tiebreak.cli.Main rulesets}. The test compiles a
 * vendor's {@code RulesetProvider} with its service file into a jar of its own, then runs the
 * command line from a class loader that holds the tool's classes and that jar, as {@code java
 * -cp} would: the registry it reads is a fresh one, which finds the vendor's ruleset.
 */
class CliVendorTests {

  private static final String PROVIDER = """
      package com.example.club;

      import java.util.List;
      import org.tiebreak.api.Ruleset;
      import org.tiebreak.rulesets.RulesetProvider;
      import org.tiebreak.rulesets.uscf.Uscf;

      public final class ClubRulesets implements RulesetProvider {
        public ClubRulesets() {}

        @Override
        public List<Ruleset> rulesets() {
          return List.of(Ruleset.builder().name("club-blitz")
              .description("Our club's blitz order: Sonneborn-Berger, then Solkoff")
              .addRules(Uscf.sonnebornBerger(), Uscf.solkoff()).build());
        }
      }
      """;

  /** Where a class of the tool or of a library it runs on was loaded from. */
  private static URL location(Class<?> type) {
    return type.getProtectionDomain().getCodeSource().getLocation();
  }

  /** The class path of the tool: its classes and those of the libraries it runs on. */
  private static List<URL> toolClassPath() {
    List<URL> urls = new ArrayList<>();
    for (Class<?> type : List.of(Main.class, Score.class, TiebreakEngine.class, Rulesets.class,
        Trf.class, CommandLine.class, org.tiebreak.formats.ChessJson.class,
        org.tiebreak.uschess.UsChessReport.class, com.linuxense.javadbf.DBFReader.class,
        org.tiebreak.prizes.Prizes.class, org.tiebreak.scenarios.Scenarios.class)) {
      URL url = location(type);
      if (!urls.contains(url)) {
        urls.add(url);
      }
    }
    return urls;
  }

  /** The vendor's jar: the compiled provider and its service file. */
  private static Path vendorJar(Path dir) throws IOException, URISyntaxException {
    Path sources = Files.createDirectories(dir.resolve("src/com/example/club"));
    Path source = sources.resolve("ClubRulesets.java");
    Files.writeString(source, PROVIDER, StandardCharsets.UTF_8);
    Path classes = Files.createDirectories(dir.resolve("classes"));
    List<String> classPath = new ArrayList<>();
    for (URL url : toolClassPath()) {
      classPath.add(Path.of(url.toURI()).toString());
    }
    JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
    ByteArrayOutputStream messages = new ByteArrayOutputStream();
    int status = compiler.run(null, messages, messages, "--release", "17", "-proc:none", "-classpath",
        String.join(java.io.File.pathSeparator, classPath), "-d", classes.toString(),
        source.toString());
    assertEquals(0, status, messages.toString(StandardCharsets.UTF_8));
    Path jar = dir.resolve("club.jar");
    try (OutputStream file = Files.newOutputStream(jar);
        JarOutputStream out = new JarOutputStream(file)) {
      out.putNextEntry(new JarEntry("META-INF/services/org.tiebreak.rulesets.RulesetProvider"));
      out.write("com.example.club.ClubRulesets\n".getBytes(StandardCharsets.UTF_8));
      out.closeEntry();
      try (Stream<Path> files = Files.walk(classes)) {
        for (Path path : files.filter(Files::isRegularFile).toList()) {
          out.putNextEntry(new JarEntry(classes.relativize(path).toString().replace('\\', '/')));
          out.write(Files.readAllBytes(path));
          out.closeEntry();
        }
      }
    }
    return jar;
  }

  /** Runs the command line from its own class loader, the vendor's jar on its class path. */
  private static Run runWith(Path vendorJar, String... args) throws Exception {
    List<URL> urls = new ArrayList<>(toolClassPath());
    urls.add(vendorJar.toUri().toURL());
    try (URLClassLoader loader = new URLClassLoader(urls.toArray(URL[]::new),
        ClassLoader.getPlatformClassLoader())) {
      Class<?> main = Class.forName(Main.class.getName(), true, loader);
      Method run = main.getDeclaredMethod("run", String[].class, PrintWriter.class,
          PrintWriter.class);
      run.setAccessible(true);
      StringWriter out = new StringWriter();
      StringWriter err = new StringWriter();
      int status = (int) run.invoke(null, args, new PrintWriter(out), new PrintWriter(err));
      return new Run(status, out.toString(), err.toString());
    }
  }

  @Test
  void rulesets_listsAVendorsRulesetOnTheClassPath(@TempDir Path dir) throws Exception {
    Path jar = vendorJar(dir);
    Run run = runWith(jar, "rulesets");
    assertEquals(0, run.status(), run.err());
    assertTrue(run.out().contains("\nclub-blitz: SB, SOLK\n    Our club's blitz order:"
        + " Sonneborn-Berger, then Solkoff\n    SB    Sonneborn-Berger: "), run.out());
    assertTrue(run.out().startsWith("uscf: "), "the built-in rulesets first");
    Run codes = runWith(jar, "rulesets", "--codes");
    assertTrue(codes.out().contains("  SB       Sonneborn-Berger             uscf, mca, big-rapids,"
        + " club-blitz\n"), codes.out());
  }

  @Test
  void standings_rankByAVendorsRuleset(@TempDir Path dir) throws Exception {
    Path jar = vendorJar(dir);
    Run run = runWith(jar, "standings", CliTests.wscf().toString(), "--ruleset", "Club-Blitz",
        "--format", "csv");
    assertEquals(0, run.status(), run.err());
    assertTrue(run.out().startsWith("rank,place,startRank,name,score,SB,SOLK,below,"), run.out());
    Run withCodes = runWith(jar, "standings", CliTests.wscf().toString(), "--ruleset",
        "club-blitz", "--tiebreaks", "SOLK,CUM");
    assertEquals(0, withCodes.status(), withCodes.err());
    assertTrue(withCodes.out().startsWith("club-blitz after round 6: SOLK, CUM\n"),
        withCodes.out());
  }

  @Test
  void withoutTheJar_theRulesetIsUnknown() {
    Run run = CliTests.run("standings", CliTests.wscf().toString(), "--ruleset", "club-blitz");
    assertEquals(2, run.status());
    assertTrue(run.err().startsWith("tiebreak: unknown ruleset \"club-blitz\"; known: uscf,"),
        run.err());
  }
}
