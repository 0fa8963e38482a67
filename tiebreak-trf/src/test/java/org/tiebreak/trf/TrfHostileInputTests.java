package org.tiebreak.trf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.OptionalInt;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tiebreak.api.Problem;

/**
 * Files shaped to cost time or memory: surplus round blocks, trailing blanks, oversized files,
 * many problems, many comments, several byte-order marks. Each is read in time and memory in
 * proportion to the event it describes, or refused with a clear problem.
 */
class TrfHostileInputTests {

  /** Generous: reading the 9,999-player event takes well under a second. */
  private static final Duration QUICKLY = Duration.ofSeconds(15);

  /** The generated 9,999-player, 13-round event; its last line is player 9,999 (line 10,001). */
  private static String event;

  @BeforeAll
  static void generate() {
    event = TrfLargeFileTests.generate();
  }

  /** The event with {@code text} appended to its last line. */
  private static String appended(String text) {
    return event.substring(0, event.length() - 1) + text + "\n";
  }

  private static TrfException refused(String text, TrfLimits limits) {
    return assertTimeoutPreemptively(QUICKLY,
        () -> assertThrows(TrfException.class, () -> Trf.read(text, limits)));
  }

  @Test
  void surplusRoundBlocks_withinTheLimitOfRounds_oneProblemForTheRecordAndOneForThePlan() {
    TrfException e = refused(appended("     1 w 1".repeat(20_000)),
        TrfLimits.DEFAULTS.withMaxRounds(100_000));
    assertEquals(2, e.problems().size(), e.getMessage());
    TrfProblem plan = e.problems().get(0);
    assertEquals(2, plan.line());
    assertEquals(OptionalInt.of(5), plan.column());
    assertEquals("record XXR gives 13 rounds, but a player record has results in later rounds,"
        + " up to round 20013 (the first on line 10001)", plan.message());
    TrfProblem record = e.problems().get(1);
    assertEquals(10_001, record.line());
    assertEquals(OptionalInt.of(92 + 13 * 10), record.column());
    assertEquals(Problem.Kind.ROUND_BEYOND_PLANNED,
        record.tournamentProblem().orElseThrow().kind());
    assertEquals(OptionalInt.of(9_999), record.player());
    assertEquals(OptionalInt.of(14), record.round());
    assertEquals("rounds 14 to 20013 have results beyond the 13 rounds planned (record XXR on"
        + " line 2)", record.message());
    assertEquals("Datensatz XXR gibt 13 Runden an, aber ein Spielerdatensatz hat Ergebnisse in"
        + " späteren Runden, bis Runde 20013 (der erste in Zeile 10001)",
        plan.tournamentProblem().orElseThrow().message().format(Locale.GERMAN));
  }

  @Test
  void surplusRoundBlocks_beyondTheLimitOfRounds_oneProblemNamingTheLimit() {
    for (int surplus : new int[] {2_000, 20_000}) {
      TrfException e = assertTimeoutPreemptively(QUICKLY, () -> assertThrows(
          TrfException.class, () -> Trf.read(appended("     1 w 1".repeat(surplus)))));
      assertEquals(1, e.problems().size(), e.getMessage());
      TrfProblem problem = e.problems().get(0);
      assertEquals(TrfProblem.Kind.TOO_LARGE, problem.kind());
      assertEquals(10_001, problem.line());
      assertEquals("the record goes on past 1000 round blocks, the limit of rounds",
          problem.message());
    }
  }

  @Test
  void oneLongRecordWithoutPlannedRounds_oneProblemForIt() {
    String small = String.join("\n", TrfFixtures.base()).replace("XXR 4\n", "");
    String text = small + "     1 w 1".repeat(500);
    TrfException e = assertThrows(TrfException.class, () -> Trf.read(text));
    assertEquals(1, e.problems().size(), e.getMessage());
    TrfProblem problem = e.problems().get(0);
    assertEquals(5, problem.line());
    assertEquals(OptionalInt.of(112), problem.column());
    assertEquals("rounds 3 to 502 have results, but no other player record has a result after"
        + " round 2", problem.message());
    Problem inconsistency = problem.tournamentProblem().orElseThrow();
    assertEquals(Problem.Kind.OPPONENT_DISAGREES, inconsistency.kind());
    assertEquals(problem.message(), inconsistency.message().toString());
    assertEquals("die Runden 3 bis 502 haben Ergebnisse, aber kein anderer Spielerdatensatz hat"
        + " ein Ergebnis nach Runde 2", inconsistency.message().format(Locale.GERMAN));
  }

  @Test
  void oneRecordAheadWithByesOnly_isTheRoundBeingPaired() {
    String small = String.join("\n", TrfFixtures.base()).replace("XXR 4\n", "");
    TrfDocument document = Trf.read(small + "  0000 - H");
    assertEquals(2, document.tournament().roundsPlayed());
  }

  @Test
  void trailingBlanks_areNotRounds() {
    byte[] clean = event.getBytes(StandardCharsets.UTF_8);
    byte[] blanks = appended(" ".repeat(2_000_000)).getBytes(StandardCharsets.UTF_8);
    TrfDocument expected = Trf.read(clean);
    TrfDocument read = assertTimeoutPreemptively(QUICKLY, () -> Trf.read(blanks));
    assertEquals(expected, read);
    assertEquals(13, read.tournament().roundsPlayed());
    assertTrue(read.warnings().isEmpty(), () -> read.warnings().toString());
    String text = appended(" \t".repeat(1_000_000));
    assertEquals(expected, assertTimeoutPreemptively(QUICKLY, () -> Trf.read(text)));
  }

  @Test
  void manyProblems_theFirstHundredListedAndTheOthersCounted() {
    List<String> lines = new ArrayList<>(List.of("012 Broken", "XXR 1"));
    for (int player = 1; player <= 300; player++) {
      lines.add(TrfFixtures.player(player, "m", "", "Player " + player, "", "", "", "", "", "",
          "0000 - Q"));
    }
    TrfException e = assertThrows(TrfException.class, () -> Trf.read(String.join("\n", lines)));
    assertEquals(100, e.problems().size());
    assertEquals(200, e.unlisted());
    for (int i = 0; i < 100; i++) {
      assertEquals(i + 3, e.problems().get(i).line(), "in file order");
    }
    assertTrue(e.getMessage().startsWith("300 problems (the first 100 listed):\n"),
        e.getMessage());
    assertTrue(e.getMessage().endsWith("\n  and 200 more"), e.getMessage());
  }

  /**
   * 1,400 players over 1,000 rounds, every game claimed as a win with White by both its players:
   * 1.4 million problems, the first 100 listed in file order and the others counted, in seconds.
   */
  @Test
  void millionsOfProblems_theFirstHundredListedAndTheOthersCounted() {
    StringBuilder text = new StringBuilder(1_400 * 10_100)
        .append("012 Claimed twice\nXXR 1000\n");
    for (int p = 0; p < 1_400; p++) {
      text.append(String.format("%-89s", TrfFixtures.player(p + 1, "m", "", "Player " + (p + 1),
          "", "", "", "", "", "")));
      for (int r = 1; r <= 1_000; r++) {
        String opponent = Integer.toString((p ^ (1 + (r - 1) % 7)) + 1);
        text.append("      ", 0, 6 - opponent.length()).append(opponent).append(" w 1");
      }
      text.append('\n');
    }
    TrfException e = refused(text.toString(), TrfLimits.DEFAULTS);
    assertEquals(100, e.problems().size());
    assertEquals(1_399_900, e.unlisted());
    assertEquals("line 3, column 97: round 1: the player's colour against 2 is white, and 2's is"
        + " white", e.problems().get(0).toString());
    assertEquals(Problem.Kind.RESULT_DISAGREES, e.problems().get(1).tournamentProblem()
        .orElseThrow().kind());
    assertTrue(e.getMessage().endsWith("\n  and 1399900 more"), e.getMessage());
  }

  @Test
  void manyWarnings_theFirstHundredListedThenOneCountingTheOthers() {
    List<String> lines = new ArrayList<>(TrfFixtures.base());
    for (int i = 0; i < 250; i++) {
      lines.add("012 Again");
    }
    List<TrfProblem> warnings = Trf.read(String.join("\n", lines)).warnings();
    assertEquals(101, warnings.size());
    assertEquals(7, warnings.get(0).line());
    TrfProblem last = warnings.get(100);
    assertEquals(107, last.line());
    assertEquals("150 more warnings from here on are not listed (reading lists the first 100)",
        last.message());
  }

  @Test
  void fileLargerThanTheLimit_refusedBeforeItIsRead(@TempDir Path dir) throws IOException {
    Path file = dir.resolve("huge.trf");
    try (RandomAccessFile sparse = new RandomAccessFile(file.toFile(), "rw")) {
      sparse.setLength(3L << 30);
    }
    TrfException e = assertTimeoutPreemptively(QUICKLY,
        () -> assertThrows(TrfException.class, () -> Trf.read(file)));
    assertEquals(List.of(TrfProblem.at(TrfProblem.Kind.TOO_LARGE, 1, 1, "the file has more than"
        + " 16000000 bytes, the limit of the file size")), e.problems());
  }

  @Test
  void limits_eachRefusesWhatGoesBeyondIt(@TempDir Path dir) throws IOException {
    String base = String.join("\n", TrfFixtures.base());
    byte[] bytes = base.getBytes(StandardCharsets.UTF_8);
    Path file = Files.write(dir.resolve("base.trf"), bytes);
    TrfLimits size = TrfLimits.DEFAULTS.withMaxFileSize(bytes.length - 1);
    for (TrfException e : List.of(assertThrows(TrfException.class, () -> Trf.read(file, size)),
        assertThrows(TrfException.class, () -> Trf.read(bytes, size)),
        assertThrows(TrfException.class, () -> Trf.read(base, size)))) {
      assertEquals("the file has more than " + (bytes.length - 1) + " bytes, the limit of the"
          + " file size", e.problems().get(0).message());
    }
    assertEquals(4, Trf.read(file, TrfLimits.DEFAULTS.withMaxFileSize(bytes.length))
        .tournament().players().size());

    TrfProblem players = assertThrows(TrfException.class,
        () -> Trf.read(base, TrfLimits.DEFAULTS.withMaxPlayers(3))).problems().get(0);
    assertEquals(TrfProblem.at(TrfProblem.Kind.TOO_LARGE, 6, 1, "the file has more than 3"
        + " player records (001), the limit of players"), players);

    TrfException rounds = assertThrows(TrfException.class,
        () -> Trf.read(base, TrfLimits.DEFAULTS.withMaxRounds(1)));
    assertEquals(4, rounds.problems().size(), rounds.getMessage());
    assertTrue(rounds.problems().stream().allMatch(p -> p.kind() == TrfProblem.Kind.TOO_LARGE
        && p.message().equals("the record goes on past 1 round blocks, the limit of rounds")),
        rounds.getMessage());

    String points = base.replace("XXR 4", "XXR 4" + "\nXXS W=1".repeat(5));
    TrfProblem records = assertThrows(TrfException.class,
        () -> Trf.read(points, TrfLimits.DEFAULTS.withMaxPlayers(4))).problems().get(0);
    assertEquals(7, records.line());
    assertTrue(records.message().startsWith("the file has more than 4 records XXS, the limit of"
        + " players"), records.message());

    assertThrows(IllegalArgumentException.class, () -> TrfLimits.DEFAULTS.withMaxRounds(0));
  }

  @Test
  void manyCommentLines_costTheirCharactersAndRoundTrip() {
    String base = String.join("\n", TrfFixtures.base()) + "\n";
    StringBuilder comments = new StringBuilder();
    for (int i = 0; i < 200_000; i++) {
      comments.append(i % 3 == 0 ? "" : "### comment " + i).append('\n');
    }
    String text = base + comments;
    TrfDocument document = Trf.read(text);
    assertEquals(6 + 200_000, document.records().size());
    int blocks = text.length() / TrfRecord.BLOCK + 1;
    assertTrue(document.recordList().size() <= 4 + 2 * blocks,
        "records " + document.recordList().size() + " for " + blocks + " blocks of text");
    assertEquals(Trf.write(Trf.read(base)) + comments, Trf.write(document));
    assertEquals(document, Trf.read(Trf.write(document)));
  }

  @Test
  void severalByteOrderMarks_allSkippedWithAWarning() {
    String base = String.join("\n", TrfFixtures.base()) + "\n";
    byte[] bom = {(byte) 0xef, (byte) 0xbb, (byte) 0xbf};
    byte[] body = base.getBytes(StandardCharsets.UTF_8);
    byte[] bytes = new byte[9 + body.length];
    for (int i = 0; i < 3; i++) {
      System.arraycopy(bom, 0, bytes, 3 * i, 3);
    }
    System.arraycopy(body, 0, bytes, 9, body.length);
    for (TrfDocument document : List.of(Trf.read(bytes), Trf.read("\uFEFF\uFEFF\uFEFF" + base))) {
      assertEquals("012 Test Open", document.records().get(0));
      assertEquals("Test Open", document.tournament().name());
      assertEquals(List.of(TrfProblem.at(TrfProblem.Kind.WARNING, 1, 1, "the file starts with 3"
          + " byte-order marks; all of them are skipped")), document.warnings());
      assertEquals(Trf.write(Trf.read(base)), Trf.write(document));
      assertEquals(Trf.read(base), document);
      assertEquals(document, Trf.read(Trf.write(document)));
    }
    assertTrue(Trf.read(("\uFEFF" + base).getBytes(StandardCharsets.UTF_8)).warnings().isEmpty(),
        "one mark is usual");
  }

  @Test
  void notUtf8_readAsWindows1252WithTheByteAtItsLineAndColumn() {
    List<String> lines = new ArrayList<>(TrfFixtures.base());
    byte[] bytes = String.join("\n", lines).replace("Gamma, Gina", "Gamma, G\u00e9na")
        .getBytes(TrfText.WINDOWS_1252);
    TrfDocument document = Trf.read(bytes);
    assertEquals("Gamma, G\u00e9na", document.tournament().player(3).name());
    TrfProblem warning = document.warnings().get(0);
    assertEquals(5, warning.line());
    assertEquals(OptionalInt.of(23), warning.column());
  }
}
