package org.tiebreak.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Random damage to a valid TRF file never makes the command line fail in any way but a clean
 * exit status 2 that names the file: never status 1 (a fault of the tool), never a stack trace.
 * {@code check} may also find ranks that differ (status 3).
 */
class MutatedFileProperties {

  /** One edit: replace, delete or insert characters at a position, or cut the file. */
  record Edit(int kind, int position, String text) {
    String apply(String file) {
      int at = Math.floorMod(position, file.length() + 1);
      switch (kind) {
        case 0:
          return file.substring(0, at) + text + file.substring(Math.min(file.length(),
              at + text.length()));
        case 1:
          return file.substring(0, at) + file.substring(Math.min(file.length(), at + 3));
        case 2:
          return file.substring(0, at) + text + file.substring(at);
        default:
          return file.substring(0, at);
      }
    }
  }

  @Provide
  Arbitrary<List<Edit>> edits() {
    Arbitrary<String> text = Arbitraries.strings().withChars("0123456789 -+=wbWDLHFUZ.\n")
        .ofMinLength(1).ofMaxLength(6);
    return Combinators.combine(Arbitraries.integers().between(0, 3),
        Arbitraries.integers().between(0, 3000), text).as(Edit::new).list().ofMinSize(1)
        .ofMaxSize(4);
  }

  @Property(tries = 150)
  void damagedFile_givesStandingsOrACleanError(@ForAll("edits") List<Edit> edits)
      throws IOException {
    String file = Files.readString(CliTests.wscf(), StandardCharsets.UTF_8);
    for (Edit edit : edits) {
      file = edit.apply(file);
    }
    Path path = Files.createTempFile("damaged", ".trf");
    try {
      Files.writeString(path, file, StandardCharsets.UTF_8);
      CliTests.Run run = CliTests.run("standings", path.toString(), "--format", "json");
      assertTrue(run.status() == 0 || run.status() == 2, "status " + run.status() + ":\n"
          + run.err() + "\nfile:\n" + file);
      assertTrue(!run.err().contains("\tat "), run.err());
      if (run.status() == 2) {
        assertTrue(run.err().lines().allMatch(line -> line.startsWith(path.toString())),
            run.err());
      }
    } finally {
      Files.delete(path);
    }
  }

  @Property(tries = 150)
  void damagedFile_givesACheckOrACleanError(@ForAll("edits") List<Edit> edits)
      throws IOException {
    String file = Files.readString(CliFideTests.tec(), StandardCharsets.UTF_8);
    for (Edit edit : edits) {
      file = edit.apply(file);
    }
    Path path = Files.createTempFile("damaged", ".trf");
    try {
      Files.writeString(path, file, StandardCharsets.UTF_8);
      CliTests.Run run = CliTests.run("check", path.toString());
      assertTrue(run.status() == 0 || run.status() == 2 || run.status() == 3, "status "
          + run.status() + ":\n" + run.err() + "\nfile:\n" + file);
      assertTrue(!run.err().contains("\tat "), run.err());
      if (run.status() == 2) {
        assertTrue(run.err().lines().filter(line -> !line.startsWith("tiebreak: ranking by"))
            .allMatch(line -> line.startsWith(path.toString())), run.err());
      }
    } finally {
      Files.delete(path);
    }
  }
}
