package org.tiebreak.trf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tiebreak.trf.TrfFixtures.resource;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Valid TRF text mutated at random (characters replaced, deleted or inserted, lines truncated,
 * duplicated, swapped or deleted, a field of a record replaced by a value other records hold or a
 * hostile one) either reads, and then survives writing and reading again, its team event too, or
 * throws a {@link TrfException} whose problems all have a line; never any other exception.
 */
class TrfMutationProperties {

  private static final List<String> SOURCES = List.of(
      new String(resource("tec-exercise.rules-2024.trf"), StandardCharsets.UTF_8),
      new String(resource("trf26-round-robin.trf"), StandardCharsets.UTF_8),
      new String(resource("trf26-three-points.trf"), StandardCharsets.UTF_8),
      new String(resource("cp1252-crlf-misaligned.trf"), TrfText.WINDOWS_1252),
      new String(resource("trf26-team-swiss.trf"), StandardCharsets.UTF_8),
      new String(resource("trf26-team-round-robin.trf"), StandardCharsets.UTF_8));

  private static final char[] ALPHABET =
      " 0123456789wbWBDLHFUZ+-=.,/xGMI\t\r\n\u00fc\u00e9\u20ac\u0000".toCharArray();

  /** Values a field is replaced by: those of other fields, and hostile ones. */
  private static final List<String> VALUES = List.of("0", "1", "-1", "-1.0", "0.0", "2.0",
      ".5", "-.25", "1.25", "170", "999", "9999", "99999", "000", "001", "-", "+", "w", "b", "U",
      "Z", "H", "F", "--", "+-", "WB", "WWWWWWWWWW", "TW-1.0", "TD0", "W=0", "/", "BH,/",
      "9999.9999", "-9999.9999", "\u00e9");

  /**
   * One mutation; its numbers pick positions, taken modulo the size of the text. {@code FIELD}
   * replaces a run of non-blank characters of a line by one of {@link #VALUES}, right-aligned in
   * its columns or as written.
   */
  enum Op { REPLACE, DELETE, INSERT, TRUNCATE_LINE, DUPLICATE_LINE, SWAP_LINES, DELETE_LINE, FIELD }

  record Edit(Op op, int a, int b, char c) {}

  @Property(tries = 600)
  void read_mutatedText_readsOrThrowsWithLines(@ForAll("sources") String source,
      @ForAll("edits") List<Edit> edits) {
    check(apply(source, edits));
  }

  @Property(tries = 300)
  void read_mutatedBytes_readsOrThrowsWithLines(@ForAll("sources") String source,
      @ForAll("edits") List<Edit> edits) {
    byte[] bytes = source.getBytes(StandardCharsets.UTF_8);
    for (Edit edit : edits) {
      int at = edit.a() % bytes.length;
      bytes = bytes.clone();
      bytes[at] = (byte) edit.b();
    }
    try {
      TrfDocument document = Trf.read(bytes);
      assertEquals(document, Trf.read(Trf.write(document)));
    } catch (TrfException e) {
      assertLocated(e);
    }
  }

  static void check(String text) {
    try {
      TrfDocument document = Trf.read(text);
      assertNotNull(document.tournament());
      TrfDocument again = Trf.read(Trf.write(document));
      assertEquals(document, again);
      assertTrue(again.warnings().stream().allMatch(p -> p.line() >= 1));
      document.teamTournament().ifPresent(TrfTeamRoundTripProperties::writtenBackEqual);
    } catch (TrfException e) {
      assertLocated(e);
    }
  }

  private static void assertLocated(TrfException e) {
    assertFalse(e.problems().isEmpty());
    for (TrfProblem problem : e.problems()) {
      assertTrue(problem.line() >= 1, "no line: " + problem);
    }
  }

  @Provide
  Arbitrary<String> sources() {
    return Arbitraries.of(SOURCES);
  }

  @Provide
  Arbitrary<List<Edit>> edits() {
    return mutations();
  }

  /** One to eight mutations. */
  static Arbitrary<List<Edit>> mutations() {
    return Combinators.combine(Arbitraries.of(Op.class),
            Arbitraries.integers().between(0, 1_000_000),
            Arbitraries.integers().between(0, 1_000_000), Arbitraries.of(ALPHABET))
        .as(Edit::new)
        .list().ofMinSize(1).ofMaxSize(8);
  }

  static String apply(String source, List<Edit> edits) {
    String text = source;
    for (Edit edit : edits) {
      text = apply(text, edit);
    }
    return text;
  }

  private static String apply(String text, Edit edit) {
    if (text.isEmpty()) {
      return edit.op() == Op.INSERT ? String.valueOf(edit.c()) : text;
    }
    int at = edit.a() % text.length();
    List<String> lines = new ArrayList<>(List.of(text.split("\n", -1)));
    int line = edit.a() % lines.size();
    int other = edit.b() % lines.size();
    switch (edit.op()) {
      case REPLACE:
        return text.substring(0, at) + edit.c() + text.substring(at + 1);
      case DELETE:
        return text.substring(0, at) + text.substring(at + 1);
      case INSERT:
        return text.substring(0, at) + edit.c() + text.substring(at);
      case TRUNCATE_LINE:
        String truncated = lines.get(line);
        lines.set(line, truncated.substring(0, edit.b() % (truncated.length() + 1)));
        break;
      case DUPLICATE_LINE:
        lines.add(line, lines.get(line));
        break;
      case SWAP_LINES:
        String swapped = lines.get(line);
        lines.set(line, lines.get(other));
        lines.set(other, swapped);
        break;
      case FIELD:
        lines.set(line, field(lines.get(line), edit.b(), edit.c()));
        break;
      default:
        lines.remove(line);
        break;
    }
    return String.join("\n", lines);
  }

  /** The line with its {@code which}-th field replaced by the value {@code value} picks. */
  private static String field(String line, int which, char value) {
    List<int[]> fields = new ArrayList<>();
    for (int i = 0; i < line.length(); i++) {
      if (line.charAt(i) != ' ' && (i == 0 || line.charAt(i - 1) == ' ')) {
        int end = i;
        while (end < line.length() && line.charAt(end) != ' ') {
          end++;
        }
        fields.add(new int[] {i, end});
      }
    }
    if (fields.isEmpty()) {
      return line;
    }
    int[] field = fields.get(which % fields.size());
    String replacement = VALUES.get(value % VALUES.size());
    if (value / VALUES.size() % 2 == 0) {
      int width = field[1] - field[0];
      replacement = replacement.length() >= width ? replacement.substring(0, width)
          : " ".repeat(width - replacement.length()) + replacement;
    }
    return line.substring(0, field[0]) + replacement + line.substring(field[1]);
  }
}
