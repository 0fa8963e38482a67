package org.tiebreak.formats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The guide's example of Chess-JSON and PGN ({@code docs/guide/files.md}) compiles. */
class ReadmeFormatsTests {

  /**
   * The Java blocks of the guide's section "Other file formats", in order, up to the next section
   * (there are no fenced blocks with headings in it).
   */
  static List<String> javaBlocks() throws IOException {
    String page = Files.readString(ChessJsonWriteTests.repositoryFile("docs/guide/files.md"));
    int start = page.indexOf("\n## Other file formats\n");
    assertTrue(start >= 0, "no section Other file formats");
    int end = page.indexOf("\n## ", start + 1);
    List<String> blocks = new ArrayList<>();
    StringBuilder block = null;
    for (String line : page.substring(start, end < 0 ? page.length() : end).split("\n", -1)) {
      if (line.startsWith("```")) {
        if (block == null && line.equals("```java")) {
          block = new StringBuilder();
        } else if (block != null) {
          blocks.add(block.toString());
          block = null;
        }
      } else if (block != null) {
        block.append(line).append('\n');
      }
    }
    return blocks;
  }

  /** Compiles a block as the body of a method that may throw. */
  static void assertCompiles(Path dir, String block, String imports) throws IOException {
    Path file = dir.resolve("ReadmeBlock.java");
    Files.writeString(file, imports + "public class ReadmeBlock {\n"
        + "  static void example() throws Exception {\n" + block + "  }\n}\n");
    JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
    ByteArrayOutputStream errors = new ByteArrayOutputStream();
    int status = compiler.run(null, null, errors, "-Xlint:all", "-Werror", "-d", dir.toString(),
        "-cp", System.getProperty("java.class.path"), file.toString());
    assertEquals(0, status, "the guide's block does not compile:\n" + errors + "\n" + block);
  }

  @Test
  void chessJsonAndPgnExample_compiles(@TempDir Path dir) throws IOException {
    List<String> blocks = javaBlocks();
    assertTrue(!blocks.isEmpty(), "no Java block under Other file formats");
    assertCompiles(dir, blocks.get(0), "import java.nio.file.Path;\n"
        + "import org.tiebreak.api.*;\nimport org.tiebreak.api.rule.*;\n"
        + "import org.tiebreak.api.standings.*;\nimport org.tiebreak.api.team.*;\n"
        + "import org.tiebreak.core.*;\n"
        + "import org.tiebreak.rulesets.*;\nimport org.tiebreak.formats.*;\n");
  }
}
