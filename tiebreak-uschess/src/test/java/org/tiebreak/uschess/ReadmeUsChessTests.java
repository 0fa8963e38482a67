package org.tiebreak.uschess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The guide's example of the US Chess rating report ({@code docs/guide/files.md}) compiles against
 * the module.
 */
class ReadmeUsChessTests {

  @Test
  void reportExample_compiles(@TempDir Path dir) throws IOException {
    Path root = Path.of("").toAbsolutePath();
    while (!Files.exists(root.resolve("docs/guide/files.md"))) {
      root = root.getParent();
    }
    String page = Files.readString(root.resolve("docs/guide/files.md"));
    int section = page.indexOf("\n## The US Chess rating report\n");
    assertTrue(section >= 0, "no section The US Chess rating report");
    int end = page.indexOf("\n## ", section + 1);
    int fence = page.indexOf("```java\n", section);
    assertTrue(fence >= 0 && (end < 0 || fence < end), "no Java block in the section");
    int start = fence + "```java\n".length();
    String block = page.substring(start, page.indexOf("```\n", start));
    Path file = dir.resolve("ReadmeBlock.java");
    Files.writeString(file, "import java.nio.file.Path;\nimport java.util.List;\n"
        + "import org.tiebreak.api.*;\nimport org.tiebreak.api.rule.*;\n"
        + "import org.tiebreak.api.standings.*;\nimport org.tiebreak.api.team.*;\n"
        + "import org.tiebreak.uschess.*;\n"
        + "public class ReadmeBlock {\n  static void example() throws Exception {\n" + block
        + "  }\n}\n");
    JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
    ByteArrayOutputStream errors = new ByteArrayOutputStream();
    int status = compiler.run(null, null, errors, "-Xlint:all", "-Werror", "-d", dir.toString(),
        "-cp", System.getProperty("java.class.path"), file.toString());
    assertEquals(0, status, "the guide's block does not compile:\n" + errors + "\n" + block);
  }
}
