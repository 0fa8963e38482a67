package org.tiebreak.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The project's documentation as tests read it: a page of the repository ({@code README.md},
 * {@code docs/guide/ranking.md}), the section under one of its headings, and the fenced blocks of
 * a language in that section. The testkit's tests have the same helper
 * ({@code org.tiebreak.testkit.DocPages}).
 */
final class DocPages {

  private DocPages() {}

  /** The repository's root: the first directory above the working directory with docs/guide. */
  static Path root() {
    Path dir = Path.of("").toAbsolutePath();
    while (dir != null && !Files.isDirectory(dir.resolve("docs/guide"))) {
      dir = dir.getParent();
    }
    assertTrue(dir != null, "no docs/guide above " + Path.of("").toAbsolutePath());
    return dir;
  }

  /** A page of the documentation, by its path from the repository's root. */
  static String page(String path) {
    Path file = root().resolve(path);
    assertTrue(Files.isRegularFile(file), "no page " + file);
    try {
      return Files.readString(file);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * The section of a page under a heading of any level, heading included, up to the next heading
   * of the same or a higher level. Lines in fenced blocks are never headings.
   */
  static String section(String text, String heading) {
    String[] lines = text.split("\n", -1);
    boolean found = false;
    int level = 0;
    boolean fenced = false;
    StringBuilder section = new StringBuilder();
    for (String line : lines) {
      if (line.startsWith("```")) {
        fenced = !fenced;
      }
      int depth = fenced || line.startsWith("```") ? 0 : level(line);
      if (!found) {
        if (depth > 0 && line.substring(depth).strip().equals(heading)) {
          found = true;
          level = depth;
          section.append(line).append('\n');
        }
      } else if (depth > 0 && depth <= level) {
        break;
      } else {
        section.append(line).append('\n');
      }
    }
    assertTrue(found, "no heading " + heading);
    return section.toString();
  }

  /** The number of {@code #} of a heading line, 0 for any other line. */
  private static int level(String line) {
    int depth = 0;
    while (depth < line.length() && line.charAt(depth) == '#') {
      depth++;
    }
    return depth > 0 && depth <= 6 && line.length() > depth && line.charAt(depth) == ' ' ? depth
        : 0;
  }

  /** The fenced blocks of a language ("" for none) in a section of a page, in order. */
  static List<String> blocks(String path, String heading, String language) {
    List<String> blocks = new ArrayList<>();
    StringBuilder block = null;
    boolean wanted = false;
    for (String line : section(page(path), heading).split("\n", -1)) {
      if (line.startsWith("```")) {
        if (block == null) {
          block = new StringBuilder();
          wanted = line.substring(3).strip().equals(language);
        } else {
          if (wanted) {
            blocks.add(block.toString());
          }
          block = null;
        }
      } else if (block != null) {
        block.append(line).append('\n');
      }
    }
    assertTrue(!blocks.isEmpty(), "no " + language + " block under " + heading + " in " + path);
    return blocks;
  }
}
