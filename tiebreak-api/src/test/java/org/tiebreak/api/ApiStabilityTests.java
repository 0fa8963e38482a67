package org.tiebreak.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.lang.reflect.Modifier;
import java.net.URISyntaxException;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.apiguardian.api.API;
import org.junit.jupiter.api.Test;

/**
 * Every public top-level type of the exported packages carries a stability mark,
 * {@code @API(status = STABLE)} or {@code EXPERIMENTAL}, since 1.0; nested types take their
 * enclosing type's. Only the newest features are experimental: the arbiter's decisions and the
 * departures of players, ratings by round, scholastic teams, and what a player can still reach.
 */
class ApiStabilityTests {

  /** The exported packages; {@code org.tiebreak.api.internal} is not one of them. */
  static final List<String> EXPORTED = List.of("org.tiebreak.api", "org.tiebreak.api.rule",
      "org.tiebreak.api.standings", "org.tiebreak.api.team");

  private static final Set<String> EXPERIMENTAL = Set.of("Departure", "RatingUse",
      "Reach", "RoundRobinWithdrawals", "ScholasticTeams", "TieDecision");

  @Test
  void everyPublicType_isMarked_andOnlyTheNewestAreExperimental() throws Exception {
    Map<String, API.Status> marks = new TreeMap<>();
    for (String name : topLevelClassNames()) {
      Class<?> type = Class.forName(name);
      if (!Modifier.isPublic(type.getModifiers())) {
        continue;
      }
      API mark = type.getAnnotation(API.class);
      assertTrue(mark != null, type + " carries no @API mark");
      assertEquals("1.0", mark.since(), type.toString());
      marks.put(type.getSimpleName(), mark.status());
    }
    assertTrue(marks.size() > 30, "public types: " + marks.keySet());
    assertEquals(EXPERIMENTAL, marks.entrySet().stream()
        .filter(e -> e.getValue() == API.Status.EXPERIMENTAL).map(Map.Entry::getKey)
        .collect(Collectors.toSet()));
    assertEquals(Set.of(API.Status.STABLE, API.Status.EXPERIMENTAL), Set.copyOf(marks.values()));
    assertEquals(API.Status.STABLE, marks.get("Score"));
    assertEquals(API.Status.STABLE, marks.get("TiebreakRule"));
  }

  @Test
  void theModuleExports_theseFourPackages_andNotItsInternals() throws Exception {
    Path location = Path.of(Score.class.getProtectionDomain().getCodeSource().getLocation()
        .toURI());
    java.lang.module.ModuleDescriptor descriptor;
    if (Files.isDirectory(location)) {
      try (var in = Files.newInputStream(location.resolve("module-info.class"))) {
        descriptor = java.lang.module.ModuleDescriptor.read(in);
      }
    } else {
      try (FileSystem jar = FileSystems.newFileSystem(location);
          var in = Files.newInputStream(jar.getPath("/module-info.class"))) {
        descriptor = java.lang.module.ModuleDescriptor.read(in);
      }
    }
    assertEquals(Set.copyOf(EXPORTED), descriptor.exports().stream()
        .map(java.lang.module.ModuleDescriptor.Exports::source).collect(Collectors.toSet()));
  }

  /** The top-level classes of the exported packages, from the classes directory or jar. */
  private static Set<String> topLevelClassNames() throws IOException, URISyntaxException {
    Path location = Path.of(Score.class.getProtectionDomain().getCodeSource().getLocation()
        .toURI());
    Set<String> names = new TreeSet<>();
    if (Files.isDirectory(location)) {
      for (String pkg : EXPORTED) {
        names.addAll(topLevelClassNames(location.resolve(pkg.replace('.', '/')), pkg));
      }
      return names;
    }
    try (FileSystem jar = FileSystems.newFileSystem(location)) {
      for (String pkg : EXPORTED) {
        names.addAll(topLevelClassNames(jar.getPath("/" + pkg.replace('.', '/')), pkg));
      }
    }
    return names;
  }

  private static Set<String> topLevelClassNames(Path dir, String pkg) throws IOException {
    try (Stream<Path> files = Files.list(dir)) {
      return files.map(f -> f.getFileName().toString())
          .filter(n -> n.endsWith(".class") && !n.contains("$") && !n.startsWith("package-info")
              && !n.startsWith("Immutable"))
          .map(n -> pkg + "." + n.substring(0, n.length() - ".class".length()))
          .collect(Collectors.toSet());
    }
  }
}
