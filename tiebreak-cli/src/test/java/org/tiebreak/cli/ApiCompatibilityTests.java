package org.tiebreak.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import japicmp.cmp.JApiCmpArchive;
import japicmp.cmp.JarArchiveComparator;
import japicmp.cmp.JarArchiveComparatorOptions;
import japicmp.config.Options;
import japicmp.model.AccessModifier;
import japicmp.model.JApiClass;
import japicmp.model.JApiCompatibility;
import japicmp.model.JApiHasAccessModifier;
import japicmp.output.stdout.StdoutOutputGenerator;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.lang.module.ModuleDescriptor;
import java.net.URISyntaxException;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.UnaryOperator;
import java.util.jar.JarEntry;
import java.util.jar.JarInputStream;
import java.util.jar.JarOutputStream;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javassist.ClassPool;
import javassist.CtClass;
import javassist.CtMethod;
import javassist.CtNewMethod;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.tiebreak.api.Score;
import org.tiebreak.api.rule.TiebreakRule;
import org.tiebreak.core.TiebreakEngine;
import org.tiebreak.formats.ChessJson;
import org.tiebreak.prizes.Prizes;
import org.tiebreak.rulesets.Rulesets;
import org.tiebreak.scenarios.Scenarios;
import org.tiebreak.testkit.Fixtures;
import org.tiebreak.trf.Trf;
import org.tiebreak.uschess.UsChessReport;

/**
 * The exported API of every library a vendor compiles against, held to the committed baseline in
 * each module's {@code src/compat/api-baseline.jar}: a change that breaks a vendor's compiled
 * code (binary) or its sources (source), as japicmp judges it, fails the build. Only the exported
 * packages are compared (internal ones are not API), public and protected members only.
 *
 * <p>An incompatible change made on purpose is accepted by writing the baseline anew:
 * {@code mvn -B -pl tiebreak-cli -am test -Dtest=ApiCompatibilityTests
 * -Dsurefire.failIfNoSpecifiedTests=false -Dtiebreak.api.baseline=refresh}, then committing the
 * baselines with the change (see the guide, {@code docs/guide/api.md}, "API stability").
 */
class ApiCompatibilityTests {

  /** Each library a vendor compiles against, by artifact, with one of its exported classes. */
  private static final Map<String, Class<?>> LIBRARIES = new TreeMap<>(Map.of(
      "tiebreak-api", Score.class,
      "tiebreak-core", TiebreakEngine.class,
      "tiebreak-rulesets", Rulesets.class,
      "tiebreak-prizes", Prizes.class,
      "tiebreak-trf", Trf.class,
      "tiebreak-testkit", Fixtures.class,
      "tiebreak-formats", ChessJson.class,
      "tiebreak-uschess", UsChessReport.class,
      "tiebreak-scenarios", Scenarios.class));

  private static final String REFRESH = "tiebreak.api.baseline";

  static Set<String> libraries() {
    return LIBRARIES.keySet();
  }

  // ---------------------------------------------------------------- the check

  @ParameterizedTest(name = "{0}")
  @MethodSource("libraries")
  void exportedApi_isCompatibleWithTheBaseline(String artifact) throws Exception {
    byte[] current = exportedApi(LIBRARIES.get(artifact));
    Path baseline = baseline(artifact);
    if ("refresh".equals(System.getProperty(REFRESH))) {
      Files.createDirectories(baseline.getParent());
      Files.write(baseline, current);
      return;
    }
    assertTrue(Files.isRegularFile(baseline), "no API baseline " + baseline
        + "; write it with -D" + REFRESH + "=refresh");
    String incompatible = incompatibleChanges(Files.readAllBytes(baseline), current);
    if (!incompatible.isEmpty()) {
      fail(artifact + ": the exported API is incompatible with " + baseline + "\n" + incompatible
          + "\nIf the change is intended, write the baseline anew with -D" + REFRESH
          + "=refresh (docs/guide/api.md, \"API stability\")");
    }
  }

  @Test
  void everyLibraryModule_isChecked() throws Exception {
    Path root = moduleRoot().getParent();
    try (Stream<Path> children = Files.list(root)) {
      Set<String> libraries = children
          .filter(dir -> Files.isRegularFile(dir.resolve("src/main/java/module-info.java")))
          .map(dir -> dir.getFileName().toString())
          .filter(artifact -> !artifact.equals("tiebreak-cli"))
          .collect(Collectors.toCollection(TreeSet::new));
      assertEquals(libraries, LIBRARIES.keySet(),
          "a library module's exported API is held to a baseline: add it to LIBRARIES and"
          + " write its baseline with -D" + REFRESH + "=refresh");
    }
  }

  /**
   * Every public top-level type of every exported package carries a stability mark: STABLE,
   * EXPERIMENTAL where it may still change (the prizes and the scenarios, and the newest types of
   * the API), INTERNAL for the built-in rulesets' service providers, which only the
   * {@link java.util.ServiceLoader} calls.
   */
  @ParameterizedTest(name = "{0}")
  @MethodSource("libraries")
  void everyExportedType_carriesAStabilityMark(String artifact) throws Exception {
    byte[] api = exportedApi(LIBRARIES.get(artifact));
    int marked = 0;
    for (String name : classNames(api)) {
      if (name.contains("$") || name.endsWith("package-info")
          || name.substring(name.lastIndexOf('.') + 1).startsWith("Immutable")) {
        continue;
      }
      Class<?> type = Class.forName(name, false, getClass().getClassLoader());
      if (!java.lang.reflect.Modifier.isPublic(type.getModifiers())) {
        continue;
      }
      org.apiguardian.api.API mark = type.getAnnotation(org.apiguardian.api.API.class);
      assertTrue(mark != null, artifact + ": " + name + " carries no @API mark");
      assertEquals("1.0", mark.since(), name);
      boolean provider = type.getSimpleName().endsWith("RulesetProvider")
          && !type.getSimpleName().equals("RulesetProvider");
      assertEquals(provider, mark.status() == org.apiguardian.api.API.Status.INTERNAL, name);
      marked++;
    }
    assertTrue(marked > 0, artifact);
  }

  // ---------------------------------------------------------------- the check fails

  @Test
  void aRemovedPublicMethod_fails() throws Exception {
    byte[] baseline = exportedApi(Score.class);
    byte[] changed = transform(baseline, "org.tiebreak.api.Score", score -> {
      try {
        score.removeMethod(score.getDeclaredMethod("plus"));
      } catch (Exception e) {
        throw new IllegalStateException(e);
      }
      return score;
    });
    String incompatible = incompatibleChanges(baseline, changed);
    assertTrue(incompatible.contains("***! MODIFIED CLASS: PUBLIC FINAL org.tiebreak.api.Score"),
        incompatible);
    assertTrue(incompatible.contains(
        "---! REMOVED METHOD: PUBLIC(-) org.tiebreak.api.Score plus(org.tiebreak.api.Score)"),
        incompatible);
  }

  @Test
  void aChangedSignature_fails() throws Exception {
    byte[] baseline = exportedApi(Score.class);
    byte[] changed = transform(baseline, "org.tiebreak.api.Score", score -> {
      try {
        CtMethod plus = score.getDeclaredMethod("plus");
        score.removeMethod(plus);
        score.addMethod(CtNewMethod.make(
            "public org.tiebreak.api.Score plus(long units) { return this; }", score));
      } catch (Exception e) {
        throw new IllegalStateException(e);
      }
      return score;
    });
    String incompatible = incompatibleChanges(baseline, changed);
    assertTrue(incompatible.contains(
        "---! REMOVED METHOD: PUBLIC(-) org.tiebreak.api.Score plus(org.tiebreak.api.Score)"),
        incompatible);
  }

  @Test
  void aMethodAddedToAnInterfaceVendorsImplement_fails() throws Exception {
    byte[] baseline = exportedApi(TiebreakRule.class);
    byte[] changed = transform(baseline, "org.tiebreak.api.rule.TiebreakRule", rule -> {
      try {
        rule.addMethod(CtNewMethod.make("public abstract int weight();", rule));
      } catch (Exception e) {
        throw new IllegalStateException(e);
      }
      return rule;
    });
    String incompatible = incompatibleChanges(baseline, changed);
    // compiled code still links (binary compatible), but a vendor's rule no longer compiles
    assertTrue(incompatible.contains("**** MODIFIED INTERFACE: PUBLIC ABSTRACT"
        + " org.tiebreak.api.rule.TiebreakRule"), incompatible);
    assertTrue(incompatible.contains("+++* NEW METHOD: PUBLIC(+) ABSTRACT(+) int weight()"),
        incompatible);
  }

  @Test
  void aRemovedPublicType_fails() throws Exception {
    byte[] baseline = exportedApi(Score.class);
    byte[] changed = without(baseline, "org/tiebreak/api/Score.class");
    String incompatible = incompatibleChanges(baseline, changed);
    assertTrue(incompatible.contains("---! REMOVED CLASS: PUBLIC(-) FINAL(-) org.tiebreak.api.Score"),
        incompatible);
  }

  @Test
  void anAddedMethodOnAFinalClass_passes() throws Exception {
    byte[] baseline = exportedApi(Score.class);
    byte[] changed = transform(baseline, "org.tiebreak.api.Score", score -> {
      try {
        score.addMethod(CtNewMethod.make(
            "public boolean isTiny() { return true; }", score));
      } catch (Exception e) {
        throw new IllegalStateException(e);
      }
      return score;
    });
    assertEquals("", incompatibleChanges(baseline, changed));
  }

  @Test
  void aChangeToWhatIsNotPublic_passes() throws Exception {
    byte[] baseline = exportedApi(Score.class);
    assertEquals("", incompatibleChanges(baseline,
        without(baseline, "org/tiebreak/api/StartNumbers.class")), "a package-private class");
    byte[] changed = transform(baseline, "org.tiebreak.api.team.Board", board -> {
      try {
        board.removeMethod(board.getDeclaredMethod("kindOf"));
      } catch (Exception e) {
        throw new IllegalStateException(e);
      }
      return board;
    });
    assertEquals("", incompatibleChanges(baseline, changed), "a package-private method");
  }

  // ---------------------------------------------------------------- japicmp

  /**
   * japicmp's listing of the types whose change breaks compiled code or sources, empty when the
   * new API is compatible with the old.
   */
  private static String incompatibleChanges(byte[] old, byte[] current) {
    Options options = Options.newDefault();
    options.setAccessModifier(AccessModifier.PROTECTED);
    options.setOutputOnlyModifications(true);
    JarArchiveComparatorOptions comparatorOptions = JarArchiveComparatorOptions.of(options);
    // supertypes from other modules and the JDK resolve on this test's class path
    comparatorOptions.getClassPathEntries().addAll(
        Arrays.asList(System.getProperty("java.class.path").split(File.pathSeparator)));
    List<JApiClass> classes = new JarArchiveComparator(comparatorOptions).compare(
        new JApiCmpArchive(old, "baseline", "baseline"),
        new JApiCmpArchive(current, "current", "current"));
    // Only the library's own types a vendor can see: a package-private class of an exported
    // package is not API, nor is a type of another module that japicmp read on the class path.
    Set<String> own = new HashSet<>();
    for (String name : classNames(old, current)) {
      own.add(name);
      own.add(name.replace('$', '.'));
    }
    List<JApiClass> incompatible = classes.stream()
        .filter(c -> own.contains(c.getFullyQualifiedName()))
        .filter(ApiCompatibilityTests::visible)
        .filter(ApiCompatibilityTests::breaks)
        .collect(Collectors.toList());
    if (incompatible.isEmpty()) {
      return "";
    }
    // japicmp's listing without its header line; "!" marks a binary, "*" a source incompatibility
    String listing = new StdoutOutputGenerator(options, incompatible).generate();
    return listing.substring(listing.indexOf('\n') + 1);
  }

  /** The binary names of the classes of jars. */
  private static List<String> classNames(byte[]... jars) {
    List<String> names = new ArrayList<>();
    for (byte[] jar : jars) {
      names.addAll(classNames(jar));
    }
    return names;
  }

  private static List<String> classNames(byte[] jar) {
    List<String> names = new ArrayList<>();
    try (var in = new java.util.zip.ZipInputStream(new java.io.ByteArrayInputStream(jar))) {
      for (var entry = in.getNextEntry(); entry != null; entry = in.getNextEntry()) {
        String name = entry.getName();
        if (name.endsWith(".class") && !name.endsWith("module-info.class")) {
          names.add(name.substring(0, name.length() - 6).replace('/', '.'));
        }
      }
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
    return names;
  }

  /** Whether the class or member was or is public or protected, in the baseline or now. */
  private static boolean visible(JApiHasAccessModifier type) {
    var access = type.getAccessModifier();
    return access.getOldModifier().map(ApiCompatibilityTests::open).orElse(false)
        || access.getNewModifier().map(ApiCompatibilityTests::open).orElse(false);
  }

  /**
   * Whether a change to the class breaks a vendor's code: a change to the class itself, or to a
   * member a vendor can see (a package-private constructor may change freely).
   */
  private static boolean breaks(JApiClass type) {
    if (type.getCompatibilityChanges().stream()
        .anyMatch(change -> !change.isBinaryCompatible() || !change.isSourceCompatible())) {
      return true;
    }
    Stream<JApiCompatibility> members = Stream.of(type.getMethods().stream()
        .filter(ApiCompatibilityTests::visible), type.getConstructors().stream()
        .filter(ApiCompatibilityTests::visible), type.getFields().stream()
        .filter(ApiCompatibilityTests::visible)).flatMap(each -> each);
    return members.anyMatch(member -> !member.isBinaryCompatible()
        || !member.isSourceCompatible());
  }

  private static boolean open(AccessModifier modifier) {
    return modifier == AccessModifier.PUBLIC || modifier == AccessModifier.PROTECTED;
  }

  // ---------------------------------------------------------------- the exported API as a jar

  /**
   * The class files of a library's exported packages (its module descriptor says which), as a jar
   * with its entries in order and without times, so that the same API gives the same bytes.
   */
  static byte[] exportedApi(Class<?> member) throws IOException, URISyntaxException {
    Path location = Path.of(member.getProtectionDomain().getCodeSource().getLocation().toURI());
    if (Files.isDirectory(location)) {
      return exportedApi(location);
    }
    try (FileSystem jar = FileSystems.newFileSystem(location)) {
      return exportedApi(jar.getPath("/"));
    }
  }

  private static byte[] exportedApi(Path classes) throws IOException {
    ModuleDescriptor descriptor;
    try (InputStream in = Files.newInputStream(classes.resolve("module-info.class"))) {
      descriptor = ModuleDescriptor.read(in);
    }
    Set<String> exported = descriptor.exports().stream()
        .map(e -> e.source().replace('.', '/')).collect(Collectors.toSet());
    Map<String, byte[]> entries = new TreeMap<>();
    try (Stream<Path> files = Files.walk(classes)) {
      for (Path file : (Iterable<Path>) files::iterator) {
        String name = classes.relativize(file).toString().replace(File.separatorChar, '/');
        int slash = name.lastIndexOf('/');
        if (name.endsWith(".class") && slash > 0
            && exported.contains(name.substring(0, slash))) {
          entries.put(name, Files.readAllBytes(file));
        }
      }
    }
    return jar(entries);
  }

  private static byte[] jar(Map<String, byte[]> entries) throws IOException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (JarOutputStream out = new JarOutputStream(bytes)) {
      for (Map.Entry<String, byte[]> entry : entries.entrySet()) {
        JarEntry jarEntry = new JarEntry(entry.getKey());
        jarEntry.setTime(0);
        out.putNextEntry(jarEntry);
        out.write(entry.getValue());
        out.closeEntry();
      }
    }
    return bytes.toByteArray();
  }

  private static Map<String, byte[]> entries(byte[] jar) throws IOException {
    Map<String, byte[]> entries = new TreeMap<>();
    try (JarInputStream in = new JarInputStream(new ByteArrayInputStream(jar))) {
      for (JarEntry entry = in.getNextJarEntry(); entry != null; entry = in.getNextJarEntry()) {
        entries.put(entry.getName(), in.readAllBytes());
      }
    }
    return entries;
  }

  /** The jar with one class rewritten, as a deliberately changed API. */
  private static byte[] transform(byte[] jar, String className, UnaryOperator<CtClass> change)
      throws Exception {
    Map<String, byte[]> entries = entries(jar);
    String entry = className.replace('.', '/') + ".class";
    CtClass type = new ClassPool(true).makeClass(new ByteArrayInputStream(entries.get(entry)));
    entries.put(entry, change.apply(type).toBytecode());
    return jar(entries);
  }

  private static byte[] without(byte[] jar, String entry) throws IOException {
    Map<String, byte[]> entries = entries(jar);
    assertTrue(entries.remove(entry) != null, entry);
    return jar(entries);
  }

  /** The committed baseline of a library's exported API. */
  private static Path baseline(String artifact) {
    return moduleRoot().getParent().resolve(artifact).resolve("src/compat/api-baseline.jar");
  }

  /** This module's directory, where the tests run. */
  private static Path moduleRoot() {
    Path here = Path.of("").toAbsolutePath();
    assertTrue(Files.isRegularFile(here.resolve("pom.xml")), "not a module directory: " + here);
    return here;
  }
}
