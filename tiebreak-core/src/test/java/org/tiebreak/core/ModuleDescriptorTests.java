package org.tiebreak.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.lang.module.ModuleDescriptor;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The module descriptor of {@code org.tiebreak.core}: the engine and rules packages are
 * exported, {@code org.tiebreak.core.internal} is not.
 */
class ModuleDescriptorTests {

  private static final String MODULE = "org.tiebreak.core";
  private static final Class<?> ANCHOR = TiebreakEngine.class;

  @Test
  void descriptor_exportsExactlyThePublicPackages() throws Exception {
    ModuleDescriptor descriptor = descriptor();
    assertEquals(MODULE, descriptor.name());
    Set<String> expected = new TreeSet<>(Set.of("org.tiebreak.core", "org.tiebreak.core.rules"));
    assertEquals(expected, exported(descriptor));
    for (ModuleDescriptor.Exports export : descriptor.exports()) {
      assertFalse(export.isQualified(), "qualified export: " + export);
    }
  }

  @Test
  void descriptor_exportsNoInternalPackage() throws Exception {
    ModuleDescriptor descriptor = descriptor();
    for (String name : exported(descriptor)) {
      assertFalse(name.contains("internal"), "exported: " + name);
    }
    Set<String> publicPackages = new TreeSet<>(packagesOnDisk());
    publicPackages.removeIf(name -> name.contains("internal"));
    assertEquals(publicPackages, exported(descriptor),
        "every package but the internal ones is exported, and only those");
  }

  @Test
  void descriptor_keepsTheInternalPackageClosed() throws Exception {
    assertTrue(packagesOnDisk().contains("org.tiebreak.core.internal"));
    assertTrue(descriptor().opens().isEmpty());
  }

  @Test
  void descriptor_passesTheApiOn() throws Exception {
    ModuleDescriptor.Requires api = descriptor().requires().stream()
        .filter(r -> r.name().equals("org.tiebreak.api")).findFirst().orElseThrow();
    assertTrue(api.modifiers().contains(ModuleDescriptor.Requires.Modifier.TRANSITIVE));
  }

  /** The descriptor compiled into this module's classes directory (tests run on the class path). */
  static ModuleDescriptor descriptor() throws IOException, URISyntaxException {
    Path file = classesDirectory().resolve("module-info.class");
    assertTrue(Files.isRegularFile(file), "no " + file);
    try (InputStream in = Files.newInputStream(file)) {
      return ModuleDescriptor.read(in);
    }
  }

  /** The packages that hold classes in this module's classes directory. */
  static Set<String> packagesOnDisk() throws IOException, URISyntaxException {
    Path classes = classesDirectory();
    try (Stream<Path> files = Files.walk(classes)) {
      return files.filter(f -> f.toString().endsWith(".class"))
          .map(f -> classes.relativize(f.getParent()))
          .filter(p -> !p.toString().isEmpty())
          .map(p -> p.toString().replace(p.getFileSystem().getSeparator(), "."))
          .collect(Collectors.toCollection(TreeSet::new));
    }
  }

  private static Path classesDirectory() throws URISyntaxException {
    return Path.of(ANCHOR.getProtectionDomain().getCodeSource().getLocation().toURI());
  }

  private static Set<String> exported(ModuleDescriptor descriptor) {
    return descriptor.exports().stream().map(ModuleDescriptor.Exports::source)
        .collect(Collectors.toCollection(TreeSet::new));
  }
}
