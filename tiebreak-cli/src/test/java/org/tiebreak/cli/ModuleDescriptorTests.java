package org.tiebreak.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.module.ModuleDescriptor;
import java.net.JarURLConnection;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.Enumeration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.tiebreak.rulesets.RulesetProvider;
import org.tiebreak.testkit.TeamTournamentReportingFormat;
import org.tiebreak.testkit.TournamentReportingFormat;

/**
 * The module descriptors of every Tiebreak module. Tests run on the class path, where this module
 * sees every other one (the testkit as a test dependency), so each module's
 * {@code module-info.class} is read from its classes directory or jar, and its packages from the
 * class files beside it.
 *
 * <p>Every module is checked alike: it is named after its artifact, exports every package but the
 * internal ones and only those (a command exports nothing), has no qualified export, opens
 * nothing (but the command to picocli), and passes on the Tiebreak modules it requires. Then what
 * is particular to each module.
 */
class ModuleDescriptorTests {

  /** Modules that are commands, not libraries: nothing is exported. */
  private static final Set<String> COMMANDS = Set.of("org.tiebreak.cli");

  /** A module as compiled: its artifact, its descriptor and the packages of its class files. */
  record Compiled(String artifact, ModuleDescriptor descriptor, Set<String> packages) {

    Set<String> exported() {
      return descriptor.exports().stream().map(ModuleDescriptor.Exports::source)
          .collect(Collectors.toCollection(TreeSet::new));
    }

    Set<String> requires() {
      return descriptor.requires().stream().map(ModuleDescriptor.Requires::name)
          .collect(Collectors.toSet());
    }

    Set<String> requiresTransitive() {
      return descriptor.requires().stream()
          .filter(r -> r.modifiers().contains(ModuleDescriptor.Requires.Modifier.TRANSITIVE))
          .map(ModuleDescriptor.Requires::name).collect(Collectors.toSet());
    }

    ModuleDescriptor.Requires requirement(String module) {
      return descriptor.requires().stream().filter(r -> r.name().equals(module)).findFirst()
          .orElseThrow(() -> new AssertionError(descriptor.name() + " does not require " + module));
    }
  }

  /** Every Tiebreak module on the class path, by module name. */
  private static final Map<String, Compiled> MODULES = load();

  static Set<String> modules() {
    return MODULES.keySet();
  }

  // ---------------------------------------------------------------- every module

  @Test
  void everyModuleOfTheSources_isOnTheClassPath() throws Exception {
    Set<String> withDescriptor;
    try (Stream<Path> children = Files.list(root())) {
      withDescriptor = children
          .filter(dir -> Files.isRegularFile(dir.resolve("src/main/java/module-info.java")))
          .map(dir -> dir.getFileName().toString())
          .collect(Collectors.toCollection(TreeSet::new));
    }
    assertTrue(withDescriptor.contains("tiebreak-trf"), "modules: " + withDescriptor);
    assertEquals(withDescriptor, MODULES.values().stream().map(Compiled::artifact)
            .collect(Collectors.toCollection(TreeSet::new)),
        "a module with a descriptor is missing from tiebreak-cli's test dependencies");
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("modules")
  void descriptor_isNamedAfterItsArtifact(String module) {
    Compiled compiled = MODULES.get(module);
    assertEquals("org.tiebreak." + compiled.artifact().substring("tiebreak-".length()), module);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("modules")
  void descriptor_exportsExactlyThePublicPackages(String module) {
    Compiled compiled = MODULES.get(module);
    assertTrue(compiled.packages().contains(module),
        "no package " + module + " among " + compiled.packages());
    if (COMMANDS.contains(module)) {
      assertTrue(compiled.descriptor().exports().isEmpty(),
          "exports: " + compiled.descriptor().exports());
      return;
    }
    Set<String> publicPackages = new TreeSet<>(compiled.packages());
    publicPackages.removeIf(name -> name.contains("internal"));
    assertEquals(publicPackages, compiled.exported(),
        "every package but the internal ones is exported, and only those");
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("modules")
  void descriptor_exportsNoInternalPackageAndNothingQualified(String module) {
    for (ModuleDescriptor.Exports export : MODULES.get(module).descriptor().exports()) {
      assertFalse(export.source().contains("internal"), "exported: " + export);
      assertFalse(export.isQualified(), "qualified export: " + export);
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("modules")
  void descriptor_opensNothingButTheCommandsToPicocli(String module) {
    ModuleDescriptor descriptor = MODULES.get(module).descriptor();
    assertFalse(descriptor.isOpen(), "open module " + module);
    for (ModuleDescriptor.Opens opens : descriptor.opens()) {
      assertTrue(COMMANDS.contains(module), module + " opens " + opens);
      assertEquals(Set.of("info.picocli"), opens.targets(), opens.toString());
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("modules")
  void descriptor_passesOnTheTiebreakModulesItRequires(String module) {
    Compiled compiled = MODULES.get(module);
    if (COMMANDS.contains(module)) {
      return;
    }
    for (String required : compiled.requires()) {
      if (required.startsWith("org.tiebreak.")) {
        assertTrue(compiled.requiresTransitive().contains(required),
            module + " requires " + required + " without passing it on");
      }
    }
  }

  // ---------------------------------------------------------------- each module

  @Test
  void api_needsImmutablesOnlyAtCompileTime() {
    Compiled api = MODULES.get("org.tiebreak.api");
    assertEquals(Set.of(ModuleDescriptor.Requires.Modifier.STATIC),
        api.requirement("org.immutables.value").modifiers());
    assertEquals(Set.of(ModuleDescriptor.Requires.Modifier.STATIC,
            ModuleDescriptor.Requires.Modifier.TRANSITIVE),
        api.requirement("org.apiguardian.api").modifiers());
    assertEquals(Set.of("java.base", "org.immutables.value", "org.apiguardian.api"),
        api.requires());
  }

  @Test
  void formats_needOnlyTheApiAndPassItOn_theirJsonReaderHidden() {
    Compiled formats = MODULES.get("org.tiebreak.formats");
    assertEquals(Set.of("java.base", "org.tiebreak.api"), formats.requires());
    assertEquals(Set.of("org.tiebreak.api"), formats.requiresTransitive());
    assertEquals(Set.of("org.tiebreak.formats"), formats.exported());
    assertTrue(formats.packages().contains("org.tiebreak.formats.internal"), "" + formats);
  }

  @Test
  void uschess_needsTheApiAndJavadbf_andPassesOnOnlyTheApi() {
    Compiled uschess = MODULES.get("org.tiebreak.uschess");
    assertEquals(Set.of("java.base", "org.tiebreak.api", "com.github.albfernandez.javadbf"),
        uschess.requires());
    assertEquals(Set.of("org.tiebreak.api"), uschess.requiresTransitive());
    assertEquals(Set.of("org.tiebreak.uschess"), uschess.exported());
  }

  @Test
  void prizes_needOnlyTheApiAndPassItOn() {
    Compiled prizes = MODULES.get("org.tiebreak.prizes");
    assertEquals(Set.of("java.base", "org.tiebreak.api"), prizes.requires());
    assertEquals(Set.of("org.tiebreak.api"), prizes.requiresTransitive());
    assertEquals(Set.of("org.tiebreak.prizes"), prizes.exported());
  }

  @Test
  void scenarios_needCoreAndPrizes_passThemOn_andExportOnlyTheirPackage() {
    Compiled scenarios = MODULES.get("org.tiebreak.scenarios");
    assertEquals(Set.of("java.base", "org.tiebreak.core", "org.tiebreak.prizes"),
        scenarios.requires());
    assertEquals(Set.of("org.tiebreak.core", "org.tiebreak.prizes"),
        scenarios.requiresTransitive());
    assertEquals(Set.of("org.tiebreak.scenarios"), scenarios.exported());
  }

  @Test
  void trf_needsOnlyTheApiAndPassesItOn() {
    Compiled trf = MODULES.get("org.tiebreak.trf");
    assertEquals(Set.of("java.base", "org.tiebreak.api"), trf.requires());
    assertEquals(Set.of("org.tiebreak.api"), trf.requiresTransitive());
    assertEquals(Set.of("org.tiebreak.trf"), trf.exported());
  }

  @Test
  void core_keepsTheInternalPackageClosed() {
    Compiled core = MODULES.get("org.tiebreak.core");
    assertTrue(core.packages().contains("org.tiebreak.core.internal"));
    assertTrue(core.descriptor().opens().isEmpty());
  }

  @Test
  void core_passesTheApiOn() {
    assertTrue(MODULES.get("org.tiebreak.core").requirement("org.tiebreak.api").modifiers()
        .contains(ModuleDescriptor.Requires.Modifier.TRANSITIVE));
  }

  @Test
  void rulesets_usesRulesetProviders() {
    assertEquals(Set.of(RulesetProvider.class.getName()),
        MODULES.get("org.tiebreak.rulesets").descriptor().uses());
  }

  @Test
  void rulesets_passesTheApiAndCoreOn() {
    assertEquals(Set.of("org.tiebreak.api", "org.tiebreak.core"),
        MODULES.get("org.tiebreak.rulesets").requiresTransitive());
  }

  @Test
  void testkit_providesTheReportingFormatsOfTournamentsAndTeamEvents() {
    ModuleDescriptor.Provides provides = MODULES.get("org.tiebreak.testkit").descriptor()
        .provides().stream()
        .filter(p -> p.service().equals("net.jqwik.api.SampleReportingFormat"))
        .findFirst().orElseThrow();
    assertEquals(List.of(TournamentReportingFormat.class.getName(),
        TeamTournamentReportingFormat.class.getName()), provides.providers());
  }

  @Test
  void testkit_passesJqwikAndTheLibraryOn() {
    assertEquals(Set.of("org.tiebreak.api", "org.tiebreak.core", "org.tiebreak.rulesets",
        "org.tiebreak.prizes", "net.jqwik.api"),
        MODULES.get("org.tiebreak.testkit").requiresTransitive());
  }

  @Test
  void cli_exportsNothing() {
    ModuleDescriptor descriptor = MODULES.get("org.tiebreak.cli").descriptor();
    assertTrue(descriptor.exports().isEmpty(), "exports: " + descriptor.exports());
  }

  @Test
  void cli_opensTheCommandsToPicocliOnly() {
    Compiled cli = MODULES.get("org.tiebreak.cli");
    ModuleDescriptor.Opens opens = cli.descriptor().opens().stream().findFirst().orElseThrow();
    assertEquals(1, cli.descriptor().opens().size());
    assertEquals("org.tiebreak.cli", opens.source());
    assertEquals(Set.of("info.picocli"), opens.targets());
    assertEquals(Set.of("org.tiebreak.cli"), cli.packages());
  }

  // ---------------------------------------------------------------- reading the modules

  /**
   * Every {@code module-info.class} on the class path whose classes directory or jar belongs to a
   * {@code tiebreak-*} artifact; the JDK's own modules ({@code jrt:}) are left out.
   */
  private static Map<String, Compiled> load() {
    Map<String, Compiled> modules = new TreeMap<>();
    try {
      Enumeration<URL> found = ModuleDescriptorTests.class.getClassLoader()
          .getResources("module-info.class");
      for (URL url : Collections.list(found)) {
        if (!url.getProtocol().equals("file") && !url.getProtocol().equals("jar")) {
          continue;
        }
        Path location = location(url);
        String artifact = artifact(location);
        if (!artifact.startsWith("tiebreak-")) {
          continue;
        }
        ModuleDescriptor descriptor;
        try (InputStream in = url.openStream()) {
          descriptor = ModuleDescriptor.read(in);
        }
        Compiled earlier = modules.put(descriptor.name(),
            new Compiled(artifact, descriptor, packagesIn(location)));
        assertNull(earlier, descriptor.name() + " is on the class path twice: " + url);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
    return modules;
  }

  /** The classes directory ({@code file:}) or jar ({@code jar:}) of a module-info.class. */
  private static Path location(URL url) throws IOException, URISyntaxException {
    return url.getProtocol().equals("jar")
        ? Path.of(((JarURLConnection) url.openConnection()).getJarFileURL().toURI())
        : Path.of(url.toURI()).getParent();
  }

  /**
   * The artifact a classes directory or jar belongs to, two levels up in each of the layouts:
   * {@code tiebreak-x/target/classes}, {@code tiebreak-x/target/tiebreak-x-1.0.jar} and, in a
   * local repository, {@code tiebreak-x/1.0/tiebreak-x-1.0.jar}; empty if there is no such level.
   */
  private static String artifact(Path location) {
    Path parent = location.getParent();
    Path artifact = parent == null ? null : parent.getParent();
    return artifact == null || artifact.getFileName() == null ? ""
        : artifact.getFileName().toString();
  }

  /** The packages that hold class files in a classes directory or jar. */
  private static Set<String> packagesIn(Path location) throws IOException {
    if (Files.isDirectory(location)) {
      return packagesUnder(location);
    }
    try (FileSystem jar = FileSystems.newFileSystem(location)) {
      return packagesUnder(jar.getPath("/"));
    }
  }

  private static Set<String> packagesUnder(Path classes) throws IOException {
    try (Stream<Path> files = Files.walk(classes)) {
      return files.filter(f -> f.toString().endsWith(".class"))
          .map(f -> classes.relativize(f.getParent()))
          .filter(p -> !p.toString().isEmpty())
          .map(p -> p.toString().replace(p.getFileSystem().getSeparator(), "."))
          .collect(Collectors.toCollection(TreeSet::new));
    }
  }

  /** The repository root: tiebreak-cli/target/classes, three levels up. */
  private static Path root() throws URISyntaxException {
    Path classes = Path.of(Main.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    return classes.getParent().getParent().getParent();
  }
}
