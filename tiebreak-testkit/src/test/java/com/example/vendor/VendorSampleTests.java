package com.example.vendor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.Score;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.rule.TiebreakRule;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.core.TiebreakEngine;
import org.tiebreak.rulesets.Rulesets;
import org.tiebreak.testkit.Crosstables;
import org.tiebreak.testkit.RuleChecks;
import org.tiebreak.testkit.RulesetChecks;

/**
 * The sample vendor project: it is built on the published API only, its test classes are named
 * as Surefire runs them by default, its ruleset is registered, and its rule gives exact values
 * and passes the contract's checks on a worked tournament.
 */
class VendorSampleTests {

  /** The packages a vendor may import: the published API of Tiebreak, and the test libraries. */
  private static final List<String> PUBLISHED = List.of("org.tiebreak.api",
      "org.tiebreak.api.rule", "org.tiebreak.api.standings", "org.tiebreak.api.team",
      "org.tiebreak.core", "org.tiebreak.core.rules", "org.tiebreak.rulesets",
      "org.tiebreak.rulesets.uscf", "org.tiebreak.rulesets.mca", "org.tiebreak.rulesets.bigrapids",
      "org.tiebreak.testkit");

  /** A mention of an internal package anywhere, such as a fully qualified name in the code. */
  private static final Pattern INTERNAL =
      Pattern.compile("org\\.tiebreak(\\.\\w+)*\\.internal\\b");

  /** A class with tests: JUnit or jqwik methods, or one of the testkit's contracts. */
  private static final Pattern TESTS =
      Pattern.compile("@Test\\b|@Property\\b|implements \\w*Contract\\b");

  /** The names of the classes Surefire runs when a project lists no includes. */
  private static final Pattern SUREFIRE_DEFAULT =
      Pattern.compile("Test\\w*|\\w*Test|\\w*Tests|\\w*TestCase");

  private static final Pattern IMPORT =
      Pattern.compile("^import\\s+(static\\s+)?([\\w.]+?)(\\.\\*)?\\s*;", Pattern.MULTILINE);

  /** The sources of this package, found from the module or the repository root. */
  static List<Path> sources() throws IOException {
    Path relative = Path.of("src", "test", "java", "com", "example", "vendor");
    Path dir = Files.isDirectory(relative) ? relative
        : Path.of("tiebreak-testkit").resolve(relative);
    assertTrue(Files.isDirectory(dir),
        "the sample vendor sources are not at " + dir.toAbsolutePath());
    try (Stream<Path> files = Files.list(dir)) {
      return files.filter(f -> f.toString().endsWith(".java")).sorted()
          .collect(Collectors.toList());
    }
  }

  @Test
  void sources_importOnlyThePublishedApi() throws IOException {
    List<Path> sources = sources();
    assertTrue(sources.size() >= 6, "too few sources found: " + sources);
    List<String> violations = new ArrayList<>();
    for (Path source : sources) {
      String text = Files.readString(source);
      if (INTERNAL.matcher(text).find()) {
        violations.add(source.getFileName() + " mentions an internal package");
      }
      Matcher matcher = IMPORT.matcher(text);
      while (matcher.find()) {
        String imported = matcher.group(2);
        String owner = matcher.group(3) != null ? imported
            : imported.substring(0, imported.lastIndexOf('.'));
        if (matcher.group(1) != null) {
          owner = owner.substring(0, owner.lastIndexOf('.'));
        }
        boolean tiebreak = owner.startsWith("org.tiebreak");
        boolean allowed = tiebreak ? PUBLISHED.contains(owner)
            : owner.startsWith("java.") || owner.startsWith("net.jqwik.api")
                || owner.startsWith("org.junit.jupiter.api");
        if (!allowed) {
          violations.add(source.getFileName() + " imports " + imported);
        }
      }
    }
    assertEquals(List.of(), violations);
  }

  /**
   * The test classes, those with tests or contracts, are named as Surefire runs them by default
   * ({@code Test*}, {@code *Test}, {@code *Tests}, {@code *TestCase}): a vendor's project has no
   * includes of its own, as this reactor has, and a class named otherwise would never run.
   */
  @Test
  void testClasses_areNamedAsSurefireRunsThemByDefault() throws IOException {
    List<String> tests = new ArrayList<>();
    List<String> misnamed = new ArrayList<>();
    for (Path source : sources()) {
      if (TESTS.matcher(Files.readString(source)).find()) {
        String name = source.getFileName().toString().replaceFirst("\\.java$", "");
        tests.add(name);
        if (!SUREFIRE_DEFAULT.matcher(name).matches()) {
          misnamed.add(name);
        }
      }
    }
    assertTrue(tests.contains("GamesPlayedContractTest") && tests.contains("ClubRulesetTest"),
        "test classes found: " + tests);
    assertEquals(List.of(), misnamed);
  }

  @Test
  void testClassNameCheck_catchesAContractNamedAsTheReactorRunsIt() {
    assertTrue(TESTS.matcher("class X implements RulesetContract {").find());
    assertFalse(SUREFIRE_DEFAULT.matcher("ClubRulesetContractProperties").matches());
    assertTrue(SUREFIRE_DEFAULT.matcher("TestClub").matches());
    assertTrue(SUREFIRE_DEFAULT.matcher("ClubTestCase").matches());
  }

  @Test
  void sources_importCheck_catchesAnInternalImport() {
    // Split so that this file itself does not name the internal package.
    Matcher matcher = IMPORT.matcher("import org.tiebreak.core." + "internal.Index;\n");
    assertTrue(matcher.find());
    String owner = matcher.group(2).substring(0, matcher.group(2).lastIndexOf('.'));
    assertFalse(PUBLISHED.contains(owner));
    assertTrue(INTERNAL.matcher("x = org.tiebreak.core." + "internal.Index.of(t);").find());
  }

  @Test
  void clubRuleset_isRegisteredWithItsChain() {
    Ruleset club = Rulesets.named(ClubRuleset.NAME);

    List<String> codes = new ArrayList<>();
    for (TiebreakRule rule : club.chain()) {
      codes.add(rule.code());
    }
    assertEquals(List.of("MM", "GP", "SOLK", "LOTS"), codes);
  }

  /**
   * After round 1, players 1 and 2 both have 1 point and a Modified Median of 0 (a plus score
   * drops the one opponent); player 1 won over the board, player 2 by forfeit, so games played
   * puts player 1 first.
   */
  @Test
  void gamesPlayed_decidesATieAfterTheModifiedMedian() {
    Tournament tournament = Crosstables.parse(String.join("\n",
        "1 Player 1 1.0 W3w",
        "2 Player 2 1.0 +4w",
        "3 Player 3 0.0 L1b",
        "4 Player 4 0.0 -2b"), 3);

    Standings standings = TiebreakEngine.rank(tournament, Rulesets.named(ClubRuleset.NAME));

    assertEquals(Score.of(1), standings.row(1).values().get("GP"));
    assertEquals(Score.ZERO, standings.row(2).values().get("GP"));
    assertEquals("1 above 2 on GP (1 to 0)", standings.compare(1, 2).toString());
    RuleChecks.check(new GamesPlayed(), tournament, 1L);
    RulesetChecks.check(Rulesets.named(ClubRuleset.NAME), tournament, 42L, 1L);
  }
}
