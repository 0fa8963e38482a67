package org.tiebreak.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;
import static org.tiebreak.cli.BomTests.child;
import static org.tiebreak.cli.BomTests.children;
import static org.tiebreak.cli.BomTests.read;
import static org.tiebreak.cli.BomTests.root;
import static org.tiebreak.cli.BomTests.text;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tiebreak.testkit.RulesetContract;
import org.tiebreak.testkit.TiebreakRuleContract;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

/**
 * A newcomer's vendor project made of nothing but the documentation: the guide's
 * {@code pom.xml} ({@code docs/guide/custom-rules.md}), its custom rules, the ruleset with its
 * provider and service file, the contract tests and the test that ranks an event
 * ({@code docs/guide/testkit.md}), and the README's example, built by {@code mvn test} (the Maven
 * running this build) with no configuration but the guide's POM. Its Surefire reports must show
 * every test class run, passed, with as many tests as it has: a contract test as many as the
 * contract has properties.
 *
 * <p>The library is not published: the test lays out the packaged jars, their POMs, the parent
 * and the BOM in a local repository of its own, as {@code mvn install} would, and reaches every
 * other artifact through a mirror that is the local repository of this build, so that the build
 * needs no network and leaves that repository as it was. Without packaged jars, or with jars older
 * than their classes (tests run from an IDE, or a build that stops before {@code package}), or
 * without a Maven to run, it is skipped.
 */
class VendorProjectTests {

  /** The modules the guide's POM brings in, directly or through another. */
  private static final List<String> MODULES =
      List.of("tiebreak-api", "tiebreak-core", "tiebreak-rulesets", "tiebreak-prizes",
          "tiebreak-testkit");

  /** The published modules a vendor's program runs with. */
  private static final List<String> LIBRARY =
      List.of("tiebreak-api", "tiebreak-trf", "tiebreak-core", "tiebreak-rulesets",
          "tiebreak-prizes");

  /** The guide's page with the project's POM, its rules and its ruleset. */
  private static final String CUSTOM = "docs/guide/custom-rules.md";

  /** The guide's page with the project's tests. */
  private static final String TESTKIT = "docs/guide/testkit.md";

  /** The test made of the README's example and what the README says it prints. */
  private static final String EXAMPLE_TEST = "ReadmeExampleTest";

  private static final Pattern PACKAGE = Pattern.compile("^package ([\\w.]+);", Pattern.MULTILINE);

  private static final Pattern CLASS = Pattern.compile("\\bclass (\\w+)");

  /** A test method of JUnit Jupiter or jqwik. */
  private static final Pattern TEST_METHOD =
      Pattern.compile("@(Test|Property|Example)\\b");

  private static final Pattern CONTRACT = Pattern.compile("\\bimplements (\\w+Contract)\\b");

  /** The service file the guide names, under {@code src/main/resources}. */
  private static final Pattern SERVICE_FILE =
      Pattern.compile("`src/main/resources/(META-INF/services/[\\w.]+)`");

  @Test
  void guideProject_compilesRunsItsContractsAndRanksAnEvent(@TempDir Path dir) throws Exception {
    Path root = root();
    String version = text(read(root.resolve("pom.xml")).getDocumentElement(), "version");
    List<Path> jars = new ArrayList<>();
    for (String module : MODULES) {
      Path jar = root.resolve(module).resolve("target").resolve(module + "-" + version + ".jar");
      assumeTrue(Files.isRegularFile(jar), "not packaged: " + jar);
      assumeTrue(!olderThanItsClasses(jar), "older than its classes: " + jar);
      jars.add(jar);
    }
    Optional<Path> mvn = maven();
    assumeTrue(mvn.isPresent(), "no Maven: neither the maven.home property nor mvn on the PATH");
    Path localRepository = Path.of(System.getProperty("tiebreak.localRepository",
        System.getProperty("user.home") + "/.m2/repository"));
    assumeTrue(Files.isDirectory(localRepository), "no local repository at " + localRepository);

    Path repository = dir.resolve("repository");
    for (int i = 0; i < MODULES.size(); i++) {
      Path pom = root.resolve(MODULES.get(i)).resolve("pom.xml");
      installed(repository, pom, jars.get(i));
    }
    installed(repository, root.resolve("pom.xml"), null);
    installed(repository, root.resolve("tiebreak-bom/pom.xml"), null);
    Path settings = dir.resolve("settings.xml");
    Files.writeString(settings, settings(localRepository));

    Path project = dir.resolve("project");
    Map<String, Integer> expected = guideProject(project);

    Path log = dir.resolve("build.log");
    ProcessBuilder build = new ProcessBuilder(mvn.get().toString(), "-B", "--no-transfer-progress",
        "-s", settings.toString(), "-Dmaven.repo.local=" + repository, "test")
        .directory(project.toFile()).redirectErrorStream(true).redirectOutput(log.toFile());
    build.environment().put("JAVA_HOME", System.getProperty("java.home"));
    build.environment().remove("MAVEN_OPTS");
    long start = System.nanoTime();
    Process process = build.start();
    boolean finished = process.waitFor(5, TimeUnit.MINUTES);
    if (!finished) {
      process.destroyForcibly().waitFor();
    }
    long seconds = TimeUnit.NANOSECONDS.toSeconds(System.nanoTime() - start);
    Path kept = Path.of("target", "vendor-project-build.log");
    if (Files.isDirectory(kept.getParent())) {
      Files.copy(log, kept, StandardCopyOption.REPLACE_EXISTING);
      log = kept;
    }
    assertTrue(finished, "the vendor project's build took more than 5 minutes:\n" + tail(log));
    assertEquals(0, process.exitValue(), "the vendor project's build failed:\n" + tail(log));

    Map<String, Integer> ran = new TreeMap<>();
    Path reports = project.resolve("target/surefire-reports");
    assertTrue(Files.isDirectory(reports), "no Surefire reports: no test ran\n" + tail(log));
    try (Stream<Path> files = Files.list(reports)) {
      for (Path report : files.filter(f -> f.getFileName().toString().matches("TEST-.*\\.xml"))
          .collect(Collectors.toList())) {
        Element suite = read(report).getDocumentElement();
        String name = suite.getAttribute("name");
        for (String count : List.of("failures", "errors", "skipped")) {
          assertEquals("0", suite.getAttribute(count), name + " " + count + "\n" + tail(log));
        }
        ran.put(name.substring(name.lastIndexOf('.') + 1),
            Integer.parseInt(suite.getAttribute("tests")));
      }
    }
    assertEquals(expected, ran, "the tests each test class ran, in " + seconds + " s");
  }

  /**
   * The documentation's project, written under {@code project}: the guide's POM, the classes of
   * its sections on custom rules and rulesets under {@code src/main}, the service file, the
   * classes of its page on testing under {@code src/test}, and the README's example as a test.
   *
   * @return the test classes by simple name, each with the number of its tests
   */
  private static Map<String, Integer> guideProject(Path project) throws Exception {
    write(project.resolve("pom.xml"), DocPages.blocks(CUSTOM, "A project of your own", "xml")
        .get(0));
    for (String section : List.of("Writing a custom rule", "Writing a custom ruleset")) {
      for (String source : DocPages.blocks(CUSTOM, section, "java")) {
        write(sourceFile(project.resolve("src/main/java"), source), source);
      }
    }
    Matcher service = SERVICE_FILE.matcher(DocPages.section(DocPages.page(CUSTOM),
        "Writing a custom ruleset"));
    assertTrue(service.find(), "the guide names no service file");
    write(project.resolve("src/main/resources").resolve(service.group(1)),
        DocPages.blocks(CUSTOM, "Writing a custom ruleset", "").get(0));

    Map<String, Integer> tests = new TreeMap<>();
    List<String> contracts = new ArrayList<>();
    String packageName = null;
    for (String source : DocPages.blocks(TESTKIT, "Testing rules and rulesets", "java")) {
      Path file = sourceFile(project.resolve("src/test/java"), source);
      write(file, source);
      int count = (int) TEST_METHOD.matcher(source).results().count();
      Matcher contract = CONTRACT.matcher(source);
      if (contract.find()) {
        contracts.add(contract.group(1));
        count += properties(contract.group(1));
      }
      tests.put(file.getFileName().toString().replace(".java", ""), count);
      Matcher declared = PACKAGE.matcher(source);
      assertTrue(declared.find());
      packageName = declared.group(1);
    }
    assertEquals(List.of("TiebreakRuleContract", "RulesetContract"), contracts,
        "the contracts the guide's tests implement");
    assertTrue(tests.size() > contracts.size(), "no test that ranks an event: " + tests.keySet());

    String example = DocPages.blocks("README.md", "Example", "java").get(0);
    String printed = DocPages.blocks("README.md", "Example", "").get(0);
    write(project.resolve("src/test/java").resolve(packageName.replace('.', '/'))
        .resolve(EXAMPLE_TEST + ".java"), "package " + packageName + ";\n\n"
        + "import static org.junit.jupiter.api.Assertions.assertEquals;\n\n"
        + "import java.io.ByteArrayOutputStream;\nimport java.io.PrintStream;\n"
        + "import java.nio.charset.StandardCharsets;\nimport org.junit.jupiter.api.Test;\n"
        + "import org.tiebreak.api.*;\nimport org.tiebreak.api.rule.*;\n"
        + "import org.tiebreak.api.standings.*;\nimport org.tiebreak.api.team.*;\n"
        + "import org.tiebreak.core.*;\n"
        + "import org.tiebreak.core.rules.*;\nimport org.tiebreak.rulesets.*;\n"
        + "import org.tiebreak.rulesets.uscf.*;\n\n"
        + "class " + EXAMPLE_TEST + " {\n\n  @Test\n  void printsWhatTheReadmeSays() {\n"
        + "    ByteArrayOutputStream out = new ByteArrayOutputStream();\n"
        + "    PrintStream original = System.out;\n"
        + "    System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));\n"
        + "    try {\n" + example + "    } finally {\n      System.setOut(original);\n    }\n"
        + "    assertEquals(" + literal(printed) + ",\n"
        + "        out.toString(StandardCharsets.UTF_8));\n  }\n}\n");
    tests.put(EXAMPLE_TEST, 1);
    return tests;
  }

  /** The number of properties of a contract of the testkit. */
  private static int properties(String contract) {
    Class<?> type = switch (contract) {
      case "TiebreakRuleContract" -> TiebreakRuleContract.class;
      case "RulesetContract" -> RulesetContract.class;
      default -> throw new AssertionError("a contract the testkit does not have: " + contract);
    };
    int count = (int) Arrays.stream(type.getMethods())
        .filter(method -> method.isAnnotationPresent(Property.class)).count();
    assertTrue(count > 0, type + " has no properties");
    return count;
  }

  /** Where a Java source goes: its package's folder under {@code dir}, named for its class. */
  private static Path sourceFile(Path dir, String source) {
    Matcher declared = PACKAGE.matcher(source);
    assertTrue(declared.find(), "not a whole source file, it has no package:\n" + source);
    Matcher type = CLASS.matcher(source);
    assertTrue(type.find(), "no class in:\n" + source);
    return dir.resolve(declared.group(1).replace('.', '/')).resolve(type.group(1) + ".java");
  }

  private static void write(Path file, String text) throws IOException {
    Files.createDirectories(file.getParent());
    Files.writeString(file, text);
  }

  /**
   * Copies a POM, and the jar built from it, where {@code mvn install} puts them in
   * {@code repository}.
   */
  private static void installed(Path repository, Path pom, Path jar) throws Exception {
    Element project = read(pom).getDocumentElement();
    Element parent = child(project, "parent");
    String group = child(project, "groupId") != null ? text(project, "groupId")
        : text(parent, "groupId");
    String version = child(project, "version") != null ? text(project, "version")
        : text(parent, "version");
    String artifact = text(project, "artifactId");
    Path dir = repository.resolve(group.replace('.', '/')).resolve(artifact).resolve(version);
    Files.createDirectories(dir);
    Files.copy(pom, dir.resolve(artifact + "-" + version + ".pom"));
    if (jar != null) {
      Files.copy(jar, dir.resolve(artifact + "-" + version + ".jar"));
    }
  }

  /** Whether a class or resource of the module was written after the jar (a stale package). */
  private static boolean olderThanItsClasses(Path jar) throws IOException {
    Path classes = jar.resolveSibling("classes");
    if (!Files.isDirectory(classes)) {
      return false;
    }
    FileTime packaged = Files.getLastModifiedTime(jar);
    try (Stream<Path> files = Files.walk(classes)) {
      return files.filter(Files::isRegularFile).anyMatch(file -> {
        try {
          return Files.getLastModifiedTime(file).compareTo(packaged) > 0;
        } catch (IOException e) {
          return true;
        }
      });
    }
  }

  /** The Maven of this build ({@code maven.home}, given to Surefire), else mvn on the PATH. */
  private static Optional<Path> maven() {
    String name = System.getProperty("os.name").startsWith("Windows") ? "mvn.cmd" : "mvn";
    List<Path> candidates = new ArrayList<>();
    String home = System.getProperty("maven.home");
    if (home != null && !home.isBlank()) {
      candidates.add(Path.of(home, "bin", name));
    }
    for (String entry : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
      if (!entry.isBlank()) {
        candidates.add(Path.of(entry, name));
      }
    }
    return candidates.stream().filter(Files::isExecutable).findFirst();
  }

  /**
   * Settings that reach every repository through a mirror, this build's local repository, whose
   * files are taken as they are (a local repository keeps no checksums of some).
   */
  private static String settings(Path localRepository) {
    String url = localRepository.toUri().toString();
    String policy = "<releases><checksumPolicy>ignore</checksumPolicy></releases>"
        + "<snapshots><enabled>false</enabled></snapshots>";
    return "<settings>\n"
        + "  <mirrors>\n    <mirror>\n      <id>this-build</id>\n"
        + "      <mirrorOf>*</mirrorOf>\n      <url>" + url + "</url>\n    </mirror>\n"
        + "  </mirrors>\n"
        + "  <profiles>\n    <profile>\n      <id>this-build</id>\n"
        + "      <repositories>\n        <repository>\n          <id>central</id>\n"
        + "          <url>" + url + "</url>\n          " + policy + "\n"
        + "        </repository>\n      </repositories>\n"
        + "      <pluginRepositories>\n        <pluginRepository>\n          <id>central</id>\n"
        + "          <url>" + url + "</url>\n          " + policy + "\n"
        + "        </pluginRepository>\n      </pluginRepositories>\n"
        + "    </profile>\n  </profiles>\n"
        + "  <activeProfiles>\n    <activeProfile>this-build</activeProfile>\n"
        + "  </activeProfiles>\n"
        + "</settings>\n";
  }

  /** The build's errors and the last lines of its output, and where the whole output is. */
  private static String tail(Path log) throws IOException {
    List<String> lines = Files.readAllLines(log, StandardCharsets.UTF_8);
    List<String> errors = lines.stream().filter(line -> line.startsWith("[ERROR]")).limit(40)
        .collect(Collectors.toList());
    return String.join("\n", errors) + "\n...\n"
        + String.join("\n", lines.subList(Math.max(0, lines.size() - 40), lines.size()))
        + "\n(the whole output: " + log.toAbsolutePath() + ")";
  }

  /** {@code text} as a Java string literal. */
  private static String literal(String text) {
    return '"' + text.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n") + '"';
  }

  /**
   * The guide's POM builds with the versions this project builds with: the BOM of this version,
   * the JUnit BOM of the JUnit this project tests with, the same Java release and plugins.
   */
  @Test
  void guidePom_pinsThisProjectsVersions() throws Exception {
    Element parent = read(root().resolve("pom.xml")).getDocumentElement();
    Path pom = Files.createTempFile("vendor", ".xml");
    Document vendor;
    try {
      Files.writeString(pom, DocPages.blocks(CUSTOM, "A project of your own", "xml").get(0));
      vendor = read(pom);
    } finally {
      Files.delete(pom);
    }
    Element project = vendor.getDocumentElement();
    Element parentProperties = child(parent, "properties");
    Element properties = child(project, "properties");
    assertEquals(text(parentProperties, "maven.compiler.release"),
        text(properties, "maven.compiler.release"));

    Map<String, String> imported = new TreeMap<>();
    for (Element dependency : children(child(child(project, "dependencyManagement"),
        "dependencies"), "dependency")) {
      assertEquals("import", text(dependency, "scope"));
      imported.put(text(dependency, "artifactId"), text(dependency, "version"));
    }
    assertEquals(Map.of("tiebreak-bom", text(parent, "version"),
        "junit-bom", text(parentProperties, "junit.version")), imported);

    Map<String, String> plugins = versions(child(child(child(project, "build"),
        "pluginManagement"), "plugins"));
    Map<String, String> ours = versions(child(child(child(parent, "build"),
        "pluginManagement"), "plugins"));
    assertEquals(List.of("maven-compiler-plugin", "maven-resources-plugin",
        "maven-surefire-plugin"), new ArrayList<>(plugins.keySet()));
    for (Map.Entry<String, String> plugin : plugins.entrySet()) {
      assertEquals(ours.get(plugin.getKey()), plugin.getValue(), plugin.getKey());
    }
  }

  private static Map<String, String> versions(Element plugins) {
    Map<String, String> versions = new TreeMap<>();
    for (Element plugin : children(plugins, "plugin")) {
      versions.put(text(plugin, "artifactId"), text(plugin, "version"));
    }
    return versions;
  }

  /**
   * What the README says a vendor's program runs with, the library's own modules and nothing
   * else: no published module has a dependency outside the library but for tests, or provided
   * at compile time only, and the parent gives every module its test libraries alone. The one
   * exception the README states: tiebreak-api's apiguardian-api, the {@code @API} marks, which a
   * vendor's compiler reads and nothing needs at run time.
   */
  @Test
  void library_runsOnItsOwnModulesAlone() throws Exception {
    Element parent = read(root().resolve("pom.xml")).getDocumentElement();
    Map<String, String> managed = new TreeMap<>();
    for (Element dependency : children(child(child(parent, "dependencyManagement"),
        "dependencies"), "dependency")) {
      managed.put(key(dependency), scope(dependency, Map.of()));
    }
    List<String> outside = new ArrayList<>();
    for (Element dependency : children(child(parent, "dependencies"), "dependency")) {
      if (!"test".equals(scope(dependency, managed))) {
        outside.add("pom.xml: " + text(dependency, "artifactId"));
      }
    }
    for (String module : LIBRARY) {
      Element project = read(root().resolve(module).resolve("pom.xml")).getDocumentElement();
      for (Element dependency : children(child(project, "dependencies"), "dependency")) {
        String scope = scope(dependency, managed);
        if (!text(dependency, "groupId").equals("org.tiebreak")
            && !scope.equals("test") && !scope.equals("provided")
            && !(module.equals("tiebreak-api")
                && text(dependency, "artifactId").equals("apiguardian-api"))) {
          outside.add(module + ": " + text(dependency, "artifactId") + " (" + scope + ")");
        }
      }
    }
    assertEquals(List.of(), outside, "the README's \"Adding the dependency\" says a vendor's"
        + " runtime holds the library's modules alone");
  }

  /** The dependency's scope: its own, else the one the parent manages, else compile. */
  private static String scope(Element dependency, Map<String, String> managed) {
    return child(dependency, "scope") != null ? text(dependency, "scope")
        : managed.getOrDefault(key(dependency), "compile");
  }

  private static String key(Element dependency) {
    return text(dependency, "groupId") + ":" + text(dependency, "artifactId");
  }
}
