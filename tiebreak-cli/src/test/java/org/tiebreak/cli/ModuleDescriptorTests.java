package org.tiebreak.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
 * The module descriptor of {@code org.tiebreak.cli}: a command, not a library, so nothing is
 * exported; picocli may reflect on the command classes.
 */
class ModuleDescriptorTests {

  private static final String MODULE = "org.tiebreak.cli";
  private static final Class<?> ANCHOR = Main.class;

  @Test
  void descriptor_exportsNothing() throws Exception {
    ModuleDescriptor descriptor = descriptor();
    assertEquals(MODULE, descriptor.name());
    assertTrue(descriptor.exports().isEmpty(), "exports: " + descriptor.exports());
  }

  @Test
  void descriptor_opensTheCommandsToPicocliOnly() throws Exception {
    ModuleDescriptor.Opens opens = descriptor().opens().stream().findFirst().orElseThrow();
    assertEquals(1, descriptor().opens().size());
    assertEquals("org.tiebreak.cli", opens.source());
    assertEquals(Set.of("info.picocli"), opens.targets());
    assertEquals(Set.of("org.tiebreak.cli"), packagesOnDisk());
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
