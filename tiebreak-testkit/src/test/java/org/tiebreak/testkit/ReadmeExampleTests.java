package org.tiebreak.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.Score;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.rule.ValueRule;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.core.TiebreakEngine;
import org.tiebreak.trf.Trf;
import org.tiebreak.trf.TrfDocument;
import org.tiebreak.trf.TrfVersion;

/**
 * Compiles and runs the code blocks of the README and the guide ({@code docs/guide}), and holds
 * their other examples to the code they show, so the documentation cannot drift from the code.
 */
class ReadmeExampleTests {

  private static final String IMPORTS = "import org.tiebreak.api.*;\n"
      + "import org.tiebreak.api.rule.*;\n"
      + "import org.tiebreak.api.standings.*;\n"
      + "import org.tiebreak.api.team.*;\n"
      + "import org.tiebreak.core.*;\n"
      + "import org.tiebreak.core.rules.*;\n"
      + "import org.tiebreak.rulesets.uscf.*;\n";

  /** The README. */
  private static final String README = "README.md";

  /** A page of the guide, by its file name. */
  private static String guide(String page) {
    return "docs/guide/" + page;
  }

  private static List<String> blocks(String page, String heading, String language) {
    return DocPages.blocks(page, heading, language);
  }

  /** Compiles {@code source} (a class named {@code name}) and returns the loaded class. */
  static Class<?> compile(Path dir, String name, String source) throws Exception {
    Path file = dir.resolve(name + ".java");
    Files.writeString(file, source);
    JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
    ByteArrayOutputStream errors = new ByteArrayOutputStream();
    int status = compiler.run(null, null, errors, "-Xlint:all", "-Werror", "-d", dir.toString(),
        "-cp", System.getProperty("java.class.path"), file.toString());
    assertEquals(0, status,
        "the documentation's example does not compile:\n" + errors + "\n" + source);
    URLClassLoader loader = new URLClassLoader(new URL[] {dir.toUri().toURL()},
        ReadmeExampleTests.class.getClassLoader());
    return loader.loadClass(name);
  }

  @Test
  void example_compilesRunsAndPrintsWhatTheReadmeSays(@TempDir Path dir) throws Exception {
    assertRunsAndPrints(dir, README, "Example");
  }

  @Test
  void teamExample_compilesRunsAndPrintsWhatTheGuideSays(@TempDir Path dir) throws Exception {
    assertRunsAndPrints(dir, guide("teams.md"), "Team events");
  }

  @Test
  void arbiterExample_compilesRunsAndPrintsWhatTheGuideSays(@TempDir Path dir)
      throws Exception {
    assertRunsAndPrints(dir, guide("arbiter.md"),
        "Around the tie-breaks: what the arbiter decides");
  }

  @Test
  void prizesExample_compilesRunsAndPrintsWhatTheGuideSays(@TempDir Path dir) throws Exception {
    assertRunsAndPrints(dir, guide("prizes.md"), "Prizes");
  }

  @Test
  void scenariosExample_compilesRunsAndPrintsWhatTheGuideSays(@TempDir Path dir)
      throws Exception {
    assertRunsAndPrints(dir, guide("scenarios.md"), "What each player can still reach");
  }

  /** Runs the section's first Java block and compares what it prints with the next plain block. */
  private static void assertRunsAndPrints(Path dir, String page, String section)
      throws Exception {
    String code = blocks(page, section, "java").get(0);
    String printed = blocks(page, section, "").get(0);
    Class<?> example = compile(dir, "ReadmeExample", IMPORTS
        + "import org.tiebreak.rulesets.*;\n"
        + "import org.tiebreak.prizes.*;\n"
        + "import org.tiebreak.scenarios.*;\n"
        + "import java.util.Currency;\n"
        + "public class ReadmeExample {\n  public static void main(String[] args) {\n" + code
        + "  }\n}\n");
    Method main = example.getMethod("main", String[].class);
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    PrintStream original = System.out;
    System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
    try {
      main.invoke(null, (Object) new String[0]);
    } finally {
      System.setOut(original);
    }
    assertEquals(printed, out.toString(StandardCharsets.UTF_8));
  }

  /**
   * A block of the guide that is a whole source file, moved to the unnamed package: compiled
   * there, it cannot be confused with the sample vendor's class of the same name on the class
   * path.
   */
  private static String inUnnamedPackage(String file) {
    assertTrue(file.startsWith("package com.example.vendor;\n"), "not a whole file:\n" + file);
    return file.substring(file.indexOf('\n') + 1);
  }

  @Test
  void customRule_compilesAndRanks(@TempDir Path dir) throws Exception {
    String rule = blocks(guide("custom-rules.md"), "Writing a custom rule", "java").get(0);
    Class<?> gamesPlayed = compile(dir, "GamesPlayed", inUnnamedPackage(rule));
    Object instance = gamesPlayed.getDeclaredConstructor().newInstance();
    assertEquals("GP", gamesPlayed.getMethod("code").invoke(instance));
  }

  /** The sources of the sample vendor project, from the module or the repository root. */
  private static Path vendorSources() {
    Path relative = Path.of("src", "test", "java", "com", "example", "vendor");
    Path dir = Files.isDirectory(relative) ? relative
        : Path.of("tiebreak-testkit").resolve(relative);
    assertTrue(Files.isDirectory(dir), "no sample vendor sources at " + dir.toAbsolutePath());
    return dir;
  }

  /** The code with comments left out, runs of white space made one space and "public " dropped. */
  private static String normalised(String code) {
    return code.replaceAll("(?s)/\\*.*?\\*/", " ").replaceAll("//[^\n]*", " ")
        .replace("public final class", "final class").replaceAll("\\s+", " ").strip();
  }

  /** The guide's block is in the sample vendor's source of the class it declares. */
  private static void assertInVendorSources(String block) throws IOException {
    Matcher declared = Pattern.compile("class (\\w+)").matcher(block);
    assertTrue(declared.find(), "the block declares no class:\n" + block);
    Path source = vendorSources().resolve(declared.group(1) + ".java");
    assertTrue(Files.exists(source), "no sample vendor source " + source + " for:\n" + block);
    assertTrue(normalised(Files.readString(source)).contains(normalised(block)),
        "the guide's block is not what " + source + " holds:\n" + block);
  }

  @Test
  void customRule_isTheSampleVendorsRule() throws IOException {
    assertInVendorSources(blocks(guide("custom-rules.md"), "Writing a custom rule", "java")
        .get(0));
  }

  @Test
  void crosstableRule_isTheSampleVendorsBuchholzAndRanks(@TempDir Path dir) throws Exception {
    String rule = blocks(guide("custom-rules.md"), "Writing a custom rule", "java").get(1);
    assertInVendorSources(rule);
    Class<?> buchholz = compile(dir, "Buchholz", inUnnamedPackage(rule));
    ValueRule instance = (ValueRule) buchholz.getDeclaredConstructor().newInstance();
    Tournament tournament = Crosstables.parse("1 Player 1 1.5 W2w D3b\n"
        + "2 Player 2 1.0 L1b F\n3 Player 3 1.5 F D1w", 2);
    Standings standings = TiebreakEngine.rank(tournament,
        Ruleset.builder().name("bh").addRules(instance).build());
    assertEquals(Score.parse("2.5"), standings.row(1).values().get("BH"), "1 + 1.5");
    assertEquals(Score.parse("1.5"), standings.row(3).values().get("BH"), "the bye adds nothing");
  }

  @Test
  void contractSection_showsTheSampleVendorsClassesAndARealFailure() throws IOException {
    String page = guide("testkit.md");
    List<String> code = blocks(page, "Testing rules and rulesets", "java");
    assertEquals(3, code.size());
    for (String block : code) {
      assertInVendorSources(block);
    }
    assertTrue(code.get(0).contains(
        "class GamesPlayedContractTest implements TiebreakRuleContract"), code.get(0));
    assertTrue(code.get(1).contains("class ClubRulesetContractTest implements RulesetContract"),
        code.get(1));
    assertTrue(code.get(2).contains("class ClubRulesetTest"), code.get(2));

    Tournament tournament = Crosstables.parse("1 Player 1 1.0 W2w\n2 Player 2 0.0 L1b", 1);
    AssertionError failure = assertThrows(AssertionError.class,
        () -> RuleChecks.checkRenumbering(new BrokenRuleTests.RegistrationOrder(), tournament,
            Map.of(1, 4, 2, 1)));
    assertEquals(blocks(page, "Testing rules and rulesets", "").get(0),
        failure.getMessage() + "\n");
  }

  @Test
  void customRuleset_isTheSampleVendorsCode() throws IOException {
    String page = guide("custom-rules.md");
    List<String> code = blocks(page, "Writing a custom ruleset", "java");
    assertEquals(2, code.size());
    assertTrue(code.get(0).contains("public final class ClubRuleset "), code.get(0));
    assertTrue(code.get(1).contains("public final class ClubRulesetProvider "), code.get(1));
    for (String block : code) {
      assertInVendorSources(block);
    }
    String registration = blocks(page, "Writing a custom ruleset", "").get(0).strip();
    Path services = vendorSources().resolve("../../../../resources/META-INF/services/"
        + "org.tiebreak.rulesets.RulesetProvider");
    assertTrue(Files.readAllLines(services).contains(registration),
        registration + " is not registered in " + services);
  }

  /**
   * The chain of SwissSys's figures compiles and gives the figures SwissSys published for a real
   * section, the opposition's performance included.
   */
  @Test
  void swissSysChain_givesThePublishedFigures(@TempDir Path dir) throws Exception {
    List<String> code = blocks(guide("rulesets.md"),
        "US Chess figures as SwissSys publishes them", "java");
    assertEquals(1, code.size());
    Class<?> chain = compile(dir, "SwissSysChain", IMPORTS
        + "public class SwissSysChain {\n  public static Ruleset ruleset() {\n" + code.get(0)
        + "    return swissSys;\n  }\n}\n");
    Ruleset ruleset = (Ruleset) chain.getMethod("ruleset").invoke(null);
    SwissSysSections.Section section = SwissSysSections.read(
        "oscf-2026-individual-state-championships-upstairs--high-school-platinum");
    Standings standings = TiebreakEngine.rank(section.tournament(), ruleset);
    section.figures().get("Op. perf.").forEach((player, published) -> assertEquals(published,
        standings.row(player).values().get("APRO"), "player " + player));
    assertEquals(section.order(), standings.rows().stream()
        .map(row -> row.player().startNumber()).toList());
  }

  /** The results written back into a file: the block compiles and writes what it says. */
  @Test
  void trfResults_compilesAndWritesTheRanks(@TempDir Path dir) throws Exception {
    List<String> code = blocks(guide("files.md"), "TRF files", "java");
    assertEquals(1, code.size());
    Path open = dir.resolve("open.trf");
    Files.writeString(open, Trf.write(Fixtures.wscfCrosstable().tournament(),
        TrfVersion.TRF26));
    String block = code.get(0).replace("Path.of(\"open.trf\")", "dir.resolve(\"open.trf\")")
        .replace("Path.of(\"open-ranked.trf\")", "dir.resolve(\"open-ranked.trf\")");
    Class<?> example = compile(dir, "TrfResults", IMPORTS + "import org.tiebreak.rulesets.*;\n"
        + "import org.tiebreak.trf.*;\nimport java.nio.file.*;\n"
        + "public class TrfResults {\n  public static void run(Path dir) throws Exception {\n"
        + block + "  }\n}\n");
    example.getMethod("run", Path.class).invoke(null, dir);
    TrfDocument ranked = Trf.read(dir.resolve("open-ranked.trf"));
    assertEquals(1, ranked.player(1).orElseThrow().rank().getAsInt());
  }

  @Test
  void ownData_compilesAndBuildsATournament(@TempDir Path dir) throws Exception {
    String block = blocks(guide("ranking.md"), "Ranking your own data", "java").get(0);
    Class<?> model = compile(dir, "VendorModel", IMPORTS + "import java.util.*;\n"
        + "import java.util.stream.*;\n\npublic class VendorModel {\n" + block
        + "\n  public static Tournament demo() {\n"
        + "    return toTournament(List.of(new Entrant(1, \"Adams\", 2000),"
        + " new Entrant(2, \"Brown\", null), new Entrant(3, \"Clark\", 1800)),\n"
        + "        List.of(new Board(1, 1, 2, \"1-0\"), new Board(1, 3, 0, \"\"),"
        + " new Board(2, 3, 1, \"1/2\"), new Board(2, 2, 0, \"\")), 2);\n  }\n}\n");
    Tournament tournament = (Tournament) model.getMethod("demo").invoke(null);
    assertEquals(2, tournament.roundsPlayed());
    assertEquals(Score.parse("1.5"), tournament.score(1));
    assertEquals(Score.ONE, tournament.score(2));
    assertEquals(Score.parse("1.5"), tournament.score(3));
    assertEquals(2000, tournament.player(1).rating().getAsInt());
  }

  /** The BOM the README imports, and the one of the guide's project, are of this version. */
  @Test
  void dependency_importsTheBomOfThisVersion() throws IOException {
    Matcher version = Pattern.compile("<artifactId>tiebreak-bom</artifactId>\\s*<version>([^<]+)"
        + "</version>").matcher(Files.readString(DocPages.root().resolve("tiebreak-bom/pom.xml")));
    assertTrue(version.find());
    Pattern imported = Pattern.compile("<artifactId>tiebreak-bom</artifactId>\\s*<version>"
        + Pattern.quote(version.group(1)) + "</version>");
    for (String xml : List.of(blocks(README, "Adding the dependency", "xml").get(0),
        blocks(guide("custom-rules.md"), "A project of your own", "xml").get(0))) {
      assertTrue(imported.matcher(xml).find(), xml);
    }
  }
}
