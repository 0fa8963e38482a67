package org.tiebreak.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;
import static org.tiebreak.cli.BomTests.child;
import static org.tiebreak.cli.BomTests.children;
import static org.tiebreak.cli.BomTests.read;
import static org.tiebreak.cli.BomTests.root;
import static org.tiebreak.cli.BomTests.text;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.jar.Attributes;
import java.util.jar.JarFile;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.tiebreak.api.Score;
import org.tiebreak.core.TiebreakEngine;
import org.tiebreak.rulesets.Rulesets;
import org.tiebreak.trf.Trf;
import org.w3c.dom.Element;

/**
 * What a public repository requires of a release: the licence, and in the POMs that are
 * published on their own (the parent, which the modules inherit, and the BOM, which does not)
 * the project's address, licence, developers, source repository and issue tracker; every module
 * named and described; the jars' manifests and licence file; the release profile.
 */
class ReleaseMetadataTests {

  private static final String LICENCE = "Apache License, Version 2.0";

  /** A version's heading in the changelog: {@code ## [Unreleased]}, {@code ## [1.0.0] - date}. */
  private static final Pattern CHANGELOG_SECTION =
      Pattern.compile("## \\[([^\\]]+)\\]( - \\d{4}-\\d{2}-\\d{2})?");

  /** The kinds of change of Keep a Changelog. */
  private static final Set<String> CHANGE_KINDS =
      Set.of("Added", "Changed", "Deprecated", "Removed", "Fixed", "Security");

  @Test
  void licenceFile_isTheApacheLicence() throws Exception {
    List<String> lines = Files.readAllLines(root().resolve("LICENSE"));
    assertEquals("Apache License", lines.get(0).strip());
    assertEquals("Version 2.0, January 2004", lines.get(1).strip());
    assertTrue(lines.stream().anyMatch(line -> line.strip().equals("END OF TERMS AND CONDITIONS")));
  }

  @Test
  void parentAndBom_carryTheReleaseMetadata() throws Exception {
    for (String pom : List.of("pom.xml", "tiebreak-bom/pom.xml")) {
      Element project = read(root().resolve(pom)).getDocumentElement();
      for (String field : List.of("name", "description", "url", "inceptionYear")) {
        assertTrue(!text(project, field).isEmpty(), pom + " has an empty <" + field + ">");
      }
      Element licence = child(child(project, "licenses"), "license");
      assertEquals(LICENCE, text(licence, "name"), pom);
      assertEquals("https://www.apache.org/licenses/LICENSE-2.0.txt", text(licence, "url"), pom);
      assertNotNull(child(child(project, "developers"), "developer"), pom + ": no developer");
      Element scm = child(project, "scm");
      for (String field : List.of("connection", "developerConnection", "url")) {
        assertTrue(text(scm, field).contains("github.com"), pom);
        assertTrue(text(scm, field).contains("tiebreak-chess/tiebreak"), pom);
      }
      assertTrue(text(child(project, "issueManagement"), "url").endsWith("/issues"), pom);
      assertEquals(text(project, "url"), text(scm, "url"), pom);
    }
  }

  @Test
  void everyModule_isNamedAndDescribed() throws Exception {
    Element parent = read(root().resolve("pom.xml")).getDocumentElement();
    for (Element module : children(child(parent, "modules"), "module")) {
      String name = module.getTextContent().strip();
      Element project = read(root().resolve(name).resolve("pom.xml")).getDocumentElement();
      assertTrue(text(project, "name").startsWith("Tiebreak"), name);
      assertTrue(text(project, "description").length() > 20, name);
    }
  }

  @Test
  void releaseProfile_checksTheMetadata_signsOnlyWhenAsked_andIsNeverActiveByItself()
      throws Exception {
    for (String pom : List.of("pom.xml", "tiebreak-bom/pom.xml")) {
      Element project = read(root().resolve(pom)).getDocumentElement();
      Element release = children(child(project, "profiles"), "profile").stream()
          .filter(profile -> text(profile, "id").equals("release")).findFirst()
          .orElseThrow(() -> new AssertionError(pom + " has no release profile"));
      assertNull(child(release, "activation"), pom + ": the release profile must be asked for");
      List<Element> plugins = children(child(child(release, "build"), "plugins"), "plugin");
      assertEquals(List.of("maven-enforcer-plugin", "maven-gpg-plugin",
              "central-publishing-maven-plugin"),
          plugins.stream().map(plugin -> text(plugin, "artifactId")).toList(), pom);
      // mvn -P release verify needs no signing key; -Dgpg.skip=false signs
      assertEquals("true", text(child(release, "properties"), "gpg.skip"), pom);
      Element rules = child(child(child(child(plugins.get(0), "executions"), "execution"),
          "configuration"), "rules");
      List<String> required = children(rules, "requireProperty").stream()
          .map(rule -> text(rule, "property")).toList();
      assertEquals(List.of("project.name", "project.description", "project.url",
          "project.licenses[0].name", "project.licenses[0].url", "project.developers[0].name",
          "project.scm.url", "project.scm.connection", "project.scm.developerConnection"),
          required, pom);
    }
  }

  /**
   * The changelog in the form of Keep a Changelog 1.1.0: a section for each version, newest
   * first, each with a link reference at the bottom, and in them only the form's kinds of change.
   * While the version is a snapshot its changes are Unreleased, and it has no section of its
   * own yet; a release version has its section, with its date.
   */
  @Test
  void changelog_hasASectionForThisVersion() throws Exception {
    String version = text(read(root().resolve("pom.xml")).getDocumentElement(), "version");
    String changelog = Files.readString(root().resolve("CHANGELOG.md"));
    assertTrue(changelog.startsWith("# Changelog\n"), "CHANGELOG.md has no title Changelog");
    assertTrue(changelog.contains("[Keep a Changelog](https://keepachangelog.com/en/1.1.0/)"),
        "CHANGELOG.md does not name its form");
    List<String> sections = new ArrayList<>();
    for (String line : changelog.split("\n")) {
      Matcher section = CHANGELOG_SECTION.matcher(line);
      if (section.matches()) {
        sections.add(section.group(1));
        assertTrue(section.group(1).equals("Unreleased") ? section.group(2) == null
            : section.group(2) != null, "a release has a date, Unreleased none: " + line);
        assertTrue(changelog.toLowerCase(Locale.ROOT).contains(
            "\n[" + section.group(1).toLowerCase(Locale.ROOT) + "]: https://"),
            "no link reference for " + line);
      } else if (line.startsWith("### ")) {
        assertTrue(CHANGE_KINDS.contains(line.substring(4)), "not a kind of change: " + line);
      } else if (line.startsWith("## ")) {
        throw new AssertionError("a section that is no version: " + line);
      }
    }
    assertTrue(!sections.isEmpty() && sections.get(0).equals("Unreleased"),
        "CHANGELOG.md does not open with Unreleased: " + sections);
    if (version.endsWith("-SNAPSHOT")) {
      String next = version.replace("-SNAPSHOT", "");
      assertTrue(!sections.contains(next), next + " is not released: its changes are Unreleased");
    } else {
      assertTrue(sections.contains(version), "CHANGELOG.md has no section " + version);
    }
  }

  /**
   * The published jars, as the build has packaged them: a test run from an IDE sees class
   * directories instead and has nothing to check.
   */
  @Test
  void jars_nameTheirTitleVersionAndLicence() throws Exception {
    String version = text(read(root().resolve("pom.xml")).getDocumentElement(), "version");
    for (Class<?> type : List.of(Score.class, TiebreakEngine.class, Rulesets.class, Trf.class)) {
      Path location = Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI());
      assumeTrue(Files.isRegularFile(location), "not packaged: " + location);
      try (JarFile jar = new JarFile(location.toFile())) {
        Attributes manifest = jar.getManifest().getMainAttributes();
        assertTrue(manifest.getValue("Implementation-Title").startsWith("Tiebreak"), location
            + ": " + manifest.getValue("Implementation-Title"));
        assertEquals(version, manifest.getValue("Implementation-Version"), location.toString());
        assertEquals("Apache-2.0", manifest.getValue("Bundle-License"), location.toString());
        assertNotNull(jar.getEntry("META-INF/LICENSE"), location + " has no META-INF/LICENSE");
      }
      for (String classifier : List.of("-sources.jar", "-javadoc.jar")) {
        Path attached = location.resolveSibling(location.getFileName().toString()
            .replace(".jar", classifier));
        try (JarFile jar = new JarFile(attached.toFile())) {
          assertNotNull(jar.getEntry("META-INF/LICENSE"), attached + " has no META-INF/LICENSE");
        }
      }
    }
  }

  /** The Javadoc's footer names the licence, with every placeholder filled in. */
  @Test
  void javadoc_footerNamesTheLicence() throws Exception {
    Path api = Path.of(Score.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    assumeTrue(Files.isRegularFile(api), "not packaged: " + api);
    Path javadoc = api.resolveSibling(api.getFileName().toString().replace(".jar",
        "-javadoc.jar"));
    try (JarFile jar = new JarFile(javadoc.toFile())) {
      String page = new String(jar.getInputStream(
          jar.getEntry("org.tiebreak.api/org/tiebreak/api/Score.html")).readAllBytes(),
          java.nio.charset.StandardCharsets.UTF_8);
      int footer = page.indexOf("Copyright");
      assertTrue(footer >= 0, "no copyright line in " + javadoc);
      String line = page.substring(footer, page.indexOf('<', footer));
      assertEquals("Copyright \u00a9 " + text(read(root().resolve("pom.xml"))
          .getDocumentElement(), "inceptionYear") + " The Tiebreak authors. Licensed under the"
          + " Apache License, Version 2.0.", line);
    }
  }
}
