package org.tiebreak.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.lang.reflect.Modifier;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The documentation held together: the README is a front door of at most 300 lines that links
 * every page of the guide ({@code docs/guide}); every relative link of the README and the guide
 * reaches a file of the repository (and a heading of it, where it names one); every Java block of
 * the README and the guide compiles against the library; the guide's map of the packages lists
 * exactly the packages each module exports. The examples that run and print are run by the
 * testkit's {@code ReadmeExampleTests}, and the project the guide builds by
 * {@link VendorProjectTests}; here every block compiles, those and the fragments alike.
 */
class DocumentationTests {

  private static final int README_LINES = 300;

  private static final Pattern LINK = Pattern.compile("!?\\[[^\\]]*\\]\\(([^)\\s]+)\\)");

  private static final Pattern CODE_SPAN = Pattern.compile("`[^`]*`");

  private static final Pattern EXPORTS =
      Pattern.compile("^\\s*exports\\s+([\\w.]+)\\s*;", Pattern.MULTILINE);

  private static final Pattern TICKED = Pattern.compile("`([^`]+)`");

  private static final Pattern HEADING = Pattern.compile("^#{1,6} (.+)$");

  /** What a fragment of the documentation may use without importing it. */
  private static final String IMPORTS = String.join("\n",
      "import java.nio.file.*;",
      "import java.util.*;",
      "import java.util.stream.*;",
      "import org.tiebreak.api.*;",
      "import org.tiebreak.api.rule.*;",
      "import org.tiebreak.api.standings.*;",
      "import org.tiebreak.api.team.*;",
      "import org.tiebreak.core.*;",
      "import org.tiebreak.core.rules.*;",
      "import org.tiebreak.rulesets.*;",
      "import org.tiebreak.rulesets.bigrapids.*;",
      "import org.tiebreak.rulesets.fide.*;",
      "import org.tiebreak.rulesets.mca.*;",
      "import org.tiebreak.rulesets.uscf.*;",
      "import org.tiebreak.trf.*;",
      "import org.tiebreak.formats.*;",
      "import org.tiebreak.uschess.*;",
      "import org.tiebreak.prizes.*;",
      "import org.tiebreak.scenarios.*;",
      "");

  /**
   * What a fragment may refer to that an earlier block or the prose gave it: a block that
   * declares a name of its own hides these.
   */
  private static final String CONTEXT = "  private static Tournament tournament;\n";

  /** A fenced block of a page: the page, the line of its opening fence, the language, the text. */
  record Block(String page, int line, String language, String text) {

    @Override
    public String toString() {
      return page + ":" + line;
    }
  }

  @Test
  void readme_isAFrontDoorOfAtMost300Lines() throws IOException {
    List<String> lines = Files.readAllLines(DocPages.root().resolve("README.md"));
    assertTrue(lines.size() <= README_LINES,
        "README.md has " + lines.size() + " lines, more than " + README_LINES
            + ": move what a page of docs/guide holds there");
  }

  @Test
  void readme_linksEveryPageOfTheGuide() throws IOException {
    Path root = DocPages.root();
    Set<Path> linked = new TreeSet<>();
    for (String target : links(DocPages.page("README.md"))) {
      linked.add(root.resolve(target.replaceFirst("#.*", "")).normalize());
    }
    List<String> unlinked = guidePages().stream()
        .filter(page -> !linked.contains(root.resolve(page).normalize()))
        .collect(Collectors.toList());
    assertFalse(guidePages().isEmpty(), "no pages in docs/guide");
    assertEquals(List.of(), unlinked, "pages of the guide the README does not link");
  }

  @Test
  void everyRelativeLink_reachesAFileOfTheRepository() throws IOException {
    Path root = DocPages.root().toRealPath();
    List<String> broken = new ArrayList<>();
    int checked = 0;
    for (String page : pages()) {
      Path dir = root.resolve(page).getParent();
      for (String target : links(DocPages.page(page))) {
        if (target.matches("^[a-zA-Z][a-zA-Z+.-]*:.*")) {
          continue;
        }
        checked++;
        int hash = target.indexOf('#');
        String path = hash < 0 ? target : target.substring(0, hash);
        Path file = path.isEmpty() ? root.resolve(page) : dir.resolve(path).normalize();
        if (!file.startsWith(root) || !Files.exists(file)) {
          broken.add(page + ": " + target + " (no such file)");
        } else if (hash >= 0 && file.toString().endsWith(".md")
            && !anchors(Files.readString(file)).contains(target.substring(hash + 1))) {
          broken.add(page + ": " + target + " (no such heading in " + root.relativize(file)
              + ")");
        }
      }
    }
    assertTrue(checked > 0, "no relative links found");
    assertEquals(List.of(), broken, "links that lead nowhere");
  }

  @Test
  void everyJavaBlock_compiles(@TempDir Path dir) throws IOException {
    List<Block> blocks = new ArrayList<>();
    for (String page : pages()) {
      blocks.addAll(blocks(page, "java"));
    }
    assertTrue(blocks.size() > 10, "too few Java blocks found: " + blocks);
    assertEquals(List.of(), compile(dir, blocks), "Java blocks that do not compile");
  }

  /** The check above fails on a block that does not compile, and says where the block is. */
  @Test
  void compile_reportsABlockThatDoesNotCompile(@TempDir Path dir) throws IOException {
    List<String> errors = compile(dir, List.of(
        new Block("docs/guide/ranking.md", 10, "java",
            "Standings standings = TiebreakEngine.rank(tournament, Rulesets.named(\"uscf\"));\n"),
        new Block("docs/guide/teams.md", 20, "java",
            "Standings standings = TiebreakEngine.rank(tournament, 42);\n")));
    assertEquals(1, errors.size(), errors.toString());
    assertTrue(errors.get(0).startsWith("docs/guide/teams.md:21: "), errors.get(0));
  }

  @Test
  void readme_testCommandIsWhatCiRuns() throws IOException {
    assertTrue(DocPages.blocks("README.md", "Commands", "").contains("mvn -B verify\n"),
        "the README's Commands give no block of mvn -B verify");
    assertTrue(Files.readAllLines(DocPages.root().resolve(".ci/run")).contains("mvn -B verify"),
        ".ci/run does not run mvn -B verify");
  }

  /**
   * The guide's map of the packages lists, for every module, the packages its
   * {@code module-info.java} exports, and nothing else; each type it names is a public type of
   * its package.
   */
  @Test
  void packageMap_listsTheExportedPackagesOfEveryModule() throws Exception {
    Path root = DocPages.root();
    Map<String, Set<String>> exported = new TreeMap<>();
    try (Stream<Path> modules = Files.list(root)) {
      for (Path module : modules.sorted().collect(Collectors.toList())) {
        Path info = module.resolve("src/main/java/module-info.java");
        if (Files.isRegularFile(info)) {
          Set<String> packages = new TreeSet<>();
          Matcher export = EXPORTS.matcher(Files.readString(info));
          while (export.find()) {
            packages.add(export.group(1));
          }
          exported.put(module.getFileName().toString(), packages);
        }
      }
    }
    assertTrue(exported.size() > 5, "too few modules found: " + exported.keySet());

    Map<String, Set<String>> mapped = new TreeMap<>();
    List<String> missingTypes = new ArrayList<>();
    String module = null;
    String pkg = null;
    for (String row : DocPages.section(DocPages.page("docs/guide/README.md"), "The packages")
        .split("\n")) {
      if (!row.startsWith("| ") || row.startsWith("| module ") || row.startsWith("| ---")) {
        continue;
      }
      String[] cells = row.split("\\|", -1);
      Matcher moduleCell = TICKED.matcher(cells[1]);
      if (moduleCell.find()) {
        module = moduleCell.group(1);
        pkg = null;
        mapped.putIfAbsent(module, new TreeSet<>());
      }
      assertTrue(module != null, "a row before any module: " + row);
      String packageCell = cells[2].strip();
      if (packageCell.startsWith("`")) {
        pkg = packageCell.replace("`", "");
        mapped.get(module).add(pkg);
      }
      Matcher type = TICKED.matcher(cells[3]);
      while (type.find()) {
        assertTrue(pkg != null, "types without a package: " + row);
        String name = pkg + "." + type.group(1).replace('.', '$');
        try {
          Class<?> found = Class.forName(name, false, getClass().getClassLoader());
          if (!Modifier.isPublic(found.getModifiers())) {
            missingTypes.add(name + " (not public)");
          }
        } catch (ClassNotFoundException e) {
          missingTypes.add(name);
        }
      }
    }
    assertEquals(exported, mapped, "the packages of docs/guide/README.md against the modules'"
        + " exports");
    assertEquals(List.of(), missingTypes, "types the map names that its packages do not have");
  }

  // ---------------------------------------------------------------- reading the pages

  /** The README and every page of the guide, by their paths from the repository's root. */
  private static List<String> pages() throws IOException {
    List<String> pages = new ArrayList<>();
    pages.add("README.md");
    pages.addAll(guidePages());
    return pages;
  }

  private static List<String> guidePages() throws IOException {
    try (Stream<Path> files = Files.list(DocPages.root().resolve("docs/guide"))) {
      return files.map(file -> "docs/guide/" + file.getFileName())
          .filter(name -> name.endsWith(".md")).sorted().collect(Collectors.toList());
    }
  }

  /** The page's text outside fenced blocks, a blank line for each line of a block. */
  private static String prose(String text) {
    StringBuilder prose = new StringBuilder();
    boolean fenced = false;
    for (String line : text.split("\n", -1)) {
      if (line.startsWith("```")) {
        fenced = !fenced;
        prose.append('\n');
      } else {
        prose.append(fenced ? "" : line).append('\n');
      }
    }
    return prose.toString();
  }

  /** The targets of a page's links and images, outside fenced blocks and code spans. */
  static List<String> links(String text) {
    String prose = CODE_SPAN.matcher(prose(text))
        .replaceAll(span -> span.group().replaceAll("[^\n]", " "));
    List<String> targets = new ArrayList<>();
    Matcher link = LINK.matcher(prose);
    while (link.find()) {
      targets.add(link.group(1));
    }
    return targets;
  }

  /** The anchors of a page's headings, as GitHub makes them. */
  static Set<String> anchors(String text) {
    Set<String> anchors = new TreeSet<>();
    Map<String, Integer> seen = new HashMap<>();
    for (String line : prose(text).split("\n")) {
      Matcher heading = HEADING.matcher(line);
      if (heading.matches()) {
        String slug = slug(heading.group(1));
        int count = seen.merge(slug, 1, Integer::sum);
        anchors.add(count == 1 ? slug : slug + "-" + (count - 1));
      }
    }
    return anchors;
  }

  /** GitHub's anchor of a heading: lower case, punctuation dropped, spaces made hyphens. */
  static String slug(String heading) {
    String text = heading.strip().replaceAll("\\[([^\\]]*)\\]\\([^)]*\\)", "$1")
        .toLowerCase(Locale.ROOT);
    StringBuilder slug = new StringBuilder();
    text.codePoints().forEach(c -> {
      if (Character.isLetterOrDigit(c) || c == '-' || c == '_') {
        slug.appendCodePoint(c);
      } else if (c == ' ') {
        slug.append('-');
      }
    });
    return slug.toString();
  }

  /** The fenced blocks of a language in a page, with the line of each opening fence. */
  static List<Block> blocks(String page, String language) {
    List<Block> blocks = new ArrayList<>();
    String[] lines = DocPages.page(page).split("\n", -1);
    StringBuilder block = null;
    int opened = 0;
    String opening = null;
    for (int i = 0; i < lines.length; i++) {
      if (lines[i].startsWith("```")) {
        if (block == null) {
          block = new StringBuilder();
          opened = i + 1;
          opening = lines[i].substring(3).strip();
        } else {
          if (opening.equals(language)) {
            blocks.add(new Block(page, opened, language, block.toString()));
          }
          block = null;
        }
      } else if (block != null) {
        block.append(lines[i]).append('\n');
      }
    }
    assertTrue(block == null, page + ": the block opened at line " + opened + " is not closed");
    return blocks;
  }

  // ---------------------------------------------------------------- compiling the blocks

  private static final Pattern PACKAGE = Pattern.compile("^package ([\\w.]+);", Pattern.MULTILINE);

  private static final Pattern TYPE =
      Pattern.compile("\\b(?:class|interface|record|enum) (\\w+)");

  /** A block's first line of code, comments and blank lines left out. */
  private static String firstLine(String text) {
    for (String line : text.split("\n")) {
      String code = line.strip();
      if (!code.isEmpty() && !code.startsWith("//")) {
        return code;
      }
    }
    return "";
  }

  /**
   * Compiles every block in one run against the class path of these tests, which holds every
   * module of the library, the testkit and JUnit: a block that is a whole source file (it opens
   * with its package) as it stands, a block of declarations (records, static members) as the body
   * of a class, any other block as the body of a method that may throw; the fragments with the
   * library's packages imported.
   *
   * @return each error as "PAGE:LINE: message", the line being the page's
   */
  static List<String> compile(Path dir, List<Block> blocks) throws IOException {
    Map<Path, Block> sources = new LinkedHashMap<>();
    Map<Path, Integer> offsets = new HashMap<>();
    int n = 0;
    for (Block block : blocks) {
      String first = firstLine(block.text());
      Path file;
      String source;
      int offset;
      if (first.startsWith("package ")) {
        Matcher pkg = PACKAGE.matcher(block.text());
        Matcher type = TYPE.matcher(block.text());
        assertTrue(pkg.find() && type.find(), block + ": a whole file without a type");
        file = dir.resolve(pkg.group(1).replace('.', '/')).resolve(type.group(1) + ".java");
        source = block.text();
        offset = 0;
      } else {
        String name = "Block" + ++n + "_" + block.page().replaceAll("\\W", "_") + "_"
            + block.line();
        file = dir.resolve(name + ".java");
        boolean declarations = first.matches("^(record|static|class|interface|enum|public"
            + "|private|final|abstract)\\b.*");
        String head = IMPORTS + "\nfinal class " + name + " {\n" + CONTEXT
            + (declarations ? "" : "  static void example() throws Exception {\n");
        source = head + block.text() + (declarations ? "" : "  }\n") + "}\n";
        offset = (int) head.chars().filter(c -> c == '\n').count();
      }
      assertFalse(sources.containsKey(file), block + ": declares " + file + " again");
      Files.createDirectories(file.getParent());
      Files.writeString(file, source);
      sources.put(file, block);
      offsets.put(file, offset);
    }

    JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
    DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
    try (StandardJavaFileManager files =
        compiler.getStandardFileManager(diagnostics, Locale.ENGLISH, StandardCharsets.UTF_8)) {
      Path classes = Files.createDirectories(dir.resolve("classes"));
      compiler.getTask(null, files, diagnostics, List.of("-Xlint:all", "-Werror", "-proc:none",
          "-d", classes.toString(), "-cp", System.getProperty("java.class.path")), null,
          files.getJavaFileObjectsFromPaths(sources.keySet())).call();
    }
    List<String> errors = new ArrayList<>();
    for (Diagnostic<? extends JavaFileObject> diagnostic : diagnostics.getDiagnostics()) {
      if (diagnostic.getKind() != Diagnostic.Kind.ERROR
          && diagnostic.getKind() != Diagnostic.Kind.WARNING
          && diagnostic.getKind() != Diagnostic.Kind.MANDATORY_WARNING) {
        continue;
      }
      Path file = diagnostic.getSource() == null ? null
          : Path.of(diagnostic.getSource().toUri());
      Block block = file == null ? null : sources.get(file);
      String where = block == null ? "javac"
          : block.page() + ":" + (block.line() + diagnostic.getLineNumber()
              - offsets.get(file));
      errors.add(where + ": " + diagnostic.getMessage(Locale.ENGLISH));
    }
    return errors;
  }
}
