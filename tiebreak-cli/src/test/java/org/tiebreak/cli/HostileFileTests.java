package org.tiebreak.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tiebreak.cli.CliTests.Run;
import org.tiebreak.trf.TrfLimits;

/**
 * Files made to hurt: the command line answers each in seconds, within 512 MB of heap, with one
 * line a problem and never a stack trace; what a file holds never acts on the terminal.
 */
class HostileFileTests {

  private static final int PLAYERS = 9_999;
  private static final int ROUNDS = 13;

  /**
   * A Swiss of 9,999 players and 13 rounds (line 10,001 is the last player): in round r the
   * players of places i and i XOR r meet (place 9,999 is the pairing-allocated bye), the lower
   * place White and winning.
   */
  static String event() {
    StringBuilder text = new StringBuilder(PLAYERS * 230).append("012 Generated Swiss\n")
        .append("XXR ").append(ROUNDS).append('\n');
    for (int place = 0; place < PLAYERS; place++) {
      text.append(String.format("001 %4d m    %-33s %4d %-3s %11d %-10s %4s %4s", place + 1,
          "Player " + (place + 1), 1000 + place % 1800, "NOR", 1_000_000 + place, "2000/01/01",
          "", ""));
      for (int round = 1; round <= ROUNDS; round++) {
        int other = place ^ round;
        if (other == PLAYERS) {
          text.append("  0000 - U");
        } else {
          boolean white = place < other;
          text.append(String.format("  %4d %c %c", other + 1, white ? 'w' : 'b',
              white ? '1' : '0'));
        }
      }
      text.append('\n');
    }
    return text.toString();
  }

  private static Path write(Path dir, String name, String text) {
    try {
      return Files.writeString(dir.resolve(name), text, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The event with {@code text} appended to its last line. */
  private static String appended(String text) {
    String event = event();
    return event.substring(0, event.length() - 1) + text + "\n";
  }

  /**
   * The command line in a JVM of its own with {@code heap} of heap at most, the serial collector
   * and the client compiler only, as the {@code tiebreak} launcher starts it.
   */
  static Run child(String heap, String... args) throws IOException, InterruptedException {
    List<String> command = new ArrayList<>(List.of(
        Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xmx" + heap,
        "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1", "-cp",
        System.getProperty("surefire.test.class.path", System.getProperty("java.class.path")),
        Main.class.getName()));
    command.addAll(List.of(args));
    Path out = Files.createTempFile("tiebreak-out", ".txt");
    Path err = Files.createTempFile("tiebreak-err", ".txt");
    try {
      Process process = new ProcessBuilder(command).redirectOutput(out.toFile())
          .redirectError(err.toFile()).start();
      if (!process.waitFor(60, TimeUnit.SECONDS)) {
        process.destroyForcibly();
        throw new AssertionError("still running after 60 s: " + command);
      }
      return new Run(process.exitValue(), Files.readString(out), Files.readString(err));
    } finally {
      Files.delete(out);
      Files.delete(err);
    }
  }

  /** Runs in a child JVM of 512 MB and checks the status, the time and the error lines. */
  private static Run hostile(Path file, int status, String... errorLines) throws Exception {
    long start = System.nanoTime();
    Run run = child("512m", "standings", file.toString());
    long millis = (System.nanoTime() - start) / 1_000_000;
    assertEquals(status, run.status(), run.err());
    assertEquals(List.of(errorLines), run.err().lines().toList());
    assertTrue(millis < 20_000, file + " took " + millis + " ms");
    return run;
  }

  @Test
  void surplusRoundBlocks_exitTwoWithOneLine(@TempDir Path dir) throws Exception {
    for (int surplus : new int[] {2_000, 20_000}) {
      Path file = write(dir, "surplus" + surplus + ".trf", appended("     1 w 1".repeat(surplus)));
      hostile(file, 2, file + ":10001:10090: the record goes on past 1000 round blocks, the limit"
          + " of rounds (--max-rounds)");
    }
  }

  @Test
  void oneVeryLongRecord_exitsTwoWithOneLine(@TempDir Path dir) throws Exception {
    String small = String.join("\n", Files.readAllLines(CliTests.wscf()).stream()
        .filter(line -> !line.startsWith("XXR")).toList());
    Path file = write(dir, "long.trf", small + "     1 w 1".repeat(200_000) + "\n");
    hostile(file, 2, file + ":17:10090: the record goes on past 1000 round blocks, the limit of"
        + " rounds (--max-rounds)");
  }

  @Test
  void trailingBlanks_exitZeroWithTheStandings(@TempDir Path dir) throws Exception {
    Path file = write(dir, "blanks.trf", appended(" ".repeat(2_000_000)));
    Run run = hostile(file, 0);
    assertEquals(PLAYERS, CliDirectorTests.tableRows(run.out()).size());
  }

  @Test
  void aFileOfMostlyComments_isReadInLittleMemory(@TempDir Path dir) throws Exception {
    StringBuilder text = new StringBuilder(Files.readString(CliTests.wscf()));
    for (int i = 0; text.length() < 15_000_000; i++) {
      text.append("### ").append(i).append('\n');
    }
    Path file = write(dir, "comments.trf", text.toString());
    Run run = child("64m", "standings", file.toString());
    assertEquals(0, run.status(), run.err());
    assertEquals("", run.err());
  }

  @Test
  void outOfMemory_oneLineAndStatusOne(@TempDir Path dir) throws Exception {
    Path file = write(dir, "event.trf", event());
    Run run = child("24m", "standings", file.toString());
    assertEquals(1, run.status(), run.err());
    assertEquals(1, run.err().lines().count(), run.err());
    assertTrue(run.err().startsWith("tiebreak: out of memory (Java heap space); give Java more"
        + " memory"), run.err());
  }

  @Test
  void limits_eachExceededNamesItsOption(@TempDir Path dir) {
    String wscf = CliTests.wscf().toString();
    Run players = CliTests.run("standings", wscf, "--max-players", "14");
    assertEquals(2, players.status());
    assertEquals(wscf + ":18:1: the file has more than 14 player records (001), the limit of"
        + " players (--max-players)\n", players.err());
    Run rounds = CliTests.run("check", wscf, "--max-rounds", "5");
    assertEquals(2, rounds.status());
    assertTrue(rounds.err().startsWith(wscf + ":4:140: the record goes on past 5 round blocks,"
        + " the limit of rounds (--max-rounds)\n"), rounds.err());
    Run size = CliTests.run("explain", wscf, "--player", "1", "--max-file-size", "100");
    assertEquals(2, size.status());
    assertEquals(wscf + ":1:1: the file has more than 100 bytes, the limit of the file size"
        + " (--max-file-size)\n", size.err());
    Run zero = CliTests.run("standings", wscf, "--max-players", "0");
    assertEquals(2, zero.status());
    assertTrue(zero.err().contains("must be at least 1"), zero.err());
    assertEquals(0, CliTests.run("standings", wscf, "--max-players", "15", "--max-rounds", "6",
        "--max-file-size", "100000").status());

    String help = CliTests.run("standings", "--help").out().replaceAll("\\s+", " ");
    TrfLimits limits = TrfLimits.DEFAULTS;
    for (long value : new long[] {limits.maxFileSize(), limits.maxPlayers(),
        limits.maxRounds()}) {
      assertTrue(help.contains("(default: " + value + ")"), help);
    }
  }

  @Test
  void manyProblems_aHundredLinesThenACount(@TempDir Path dir) throws IOException {
    List<String> lines = new ArrayList<>(List.of("012 Broken", "XXR 1"));
    for (int player = 1; player <= 300; player++) {
      lines.add(String.format("001 %4d m    %-33s %4s %-3s %11s %-10s %4s %4s  0000 - Q", player,
          "Player " + player, "", "", "", "", "", ""));
    }
    Path file = Files.write(dir.resolve("broken.trf"), lines);
    Run run = CliTests.run("standings", file.toString());
    assertEquals(2, run.status());
    List<String> err = run.err().lines().toList();
    assertEquals(101, err.size(), run.err());
    assertEquals(file + ":3:99: round 1: unknown result code: \"Q\"", err.get(0));
    assertEquals("tiebreak: and 200 more problems, not listed", err.get(100));
  }

  @Test
  void emptyFile_lineAndColumnOne(@TempDir Path dir) throws IOException {
    Path file = Files.writeString(dir.resolve("empty.trf"), "");
    Run run = CliTests.run("standings", file.toString());
    assertEquals(2, run.status());
    assertEquals(file + ":1:1: the file is empty\n", run.err());
    Path blank = Files.writeString(dir.resolve("blank.trf"), "\n\n");
    assertEquals(blank + ":1:1: the file is empty\n",
        CliTests.run("check", blank.toString()).err());
  }

  /** The WSCF file with player 1 named {@code name} (up to 33 columns). */
  private static Path named(Path dir, String name) throws IOException {
    List<String> lines = new ArrayList<>(Files.readAllLines(CliTests.wscf()));
    String line = lines.get(3);
    lines.set(3, line.substring(0, 14) + String.format("%-33s", name) + line.substring(47));
    return Files.write(dir.resolve("named.trf"), lines);
  }

  private static void assertPrintable(String output) {
    for (int i = 0; i < output.length(); i++) {
      char c = output.charAt(i);
      assertFalse(c < 0x20 && c != '\n' || c >= 0x7f && c <= 0x9f || c == '\u202e',
          "control character " + (int) c + " at " + i + " in\n" + output);
    }
  }

  @Test
  void controlCharactersInANames_escapedInEveryOutput(@TempDir Path dir) throws IOException {
    String name = "Evil\u001b]0;owned\u0007 \u202eA\u009b";
    Path file = named(dir, name);
    for (String[] args : List.of(new String[] {"standings", file.toString()},
        new String[] {"standings", file.toString(), "--format", "csv"},
        new String[] {"standings", file.toString(), "--format", "json"},
        new String[] {"explain", file.toString(), "--player", "1"},
        new String[] {"explain", file.toString(), "--player", "1", "--format", "json"},
        new String[] {"check", file.toString(), "--ruleset", "fide"})) {
      Run run = CliTests.run(args);
      assertTrue(run.status() == 0 || run.status() == 3, String.join(" ", args) + run.err());
      assertPrintable(run.out());
      assertPrintable(run.err());
      assertTrue(args[0].equals("check")
          || run.out().contains("Evil\\u001b]0;owned\\u0007 \\u202eA\\u009b"),
          String.join(" ", args) + "\n" + run.out());
    }
    List<String> table = CliTests.run("standings", file.toString()).out().lines().toList();
    int score = table.get(2).indexOf("Pts") + 2;
    for (String row : CliDirectorTests.tableRows(String.join("\n", table) + "\n")) {
      assertTrue(Character.isDigit(row.charAt(score)), "aligned:\n" + String.join("\n", table));
    }
  }

  @Test
  void controlCharactersInProblemsAndWarnings_escaped(@TempDir Path dir) throws IOException {
    List<String> lines = new ArrayList<>(Files.readAllLines(CliTests.wscf()));
    lines.add(1, "042 20\u001b[31m01");
    Path warned = Files.write(dir.resolve("warned.trf"), lines);
    Run warning = CliTests.run("standings", warned.toString());
    assertEquals(0, warning.status(), warning.err());
    assertPrintable(warning.err());
    assertTrue(warning.err().contains(warned + ":2:5: warning: the start date (record 042) cannot"
        + " be read: \"20\\u001b[31m01\""), warning.err());

    String line = lines.get(4);
    lines.set(4, line.substring(0, 48) + "24\u001b0" + line.substring(52));
    Path file = Files.write(dir.resolve("bad.trf"), lines);
    Run run = CliTests.run("standings", file.toString());
    assertEquals(2, run.status());
    assertPrintable(run.err());
    assertTrue(run.err().contains(file + ":5:49: the rating field holds more than one value:"
        + " \"24\\u001b0\""), run.err());
  }

  /** Two players, one game, and {@code records} after the plan (record 142). */
  private static String twoPlayers(String... records) {
    List<String> lines = new ArrayList<>(List.of("012 Repro", "142 1"));
    lines.addAll(List.of(records));
    lines.add("001    1 m    Player A                                                           1.0"
        + "    1     2 w 1");
    lines.add("001    2 m    Player B                                                           0.0"
        + "    2     1 b 0");
    return String.join("\n", lines) + "\n";
  }

  private static final String TEAMS = String.join("\n",
      "310   1 Team A                                                              1",
      "310   2 Team B                                                              2");

  @Test
  void tiebreakCodesOfSeparatorsOnly_exitTwoAtTheRecord(@TempDir Path dir) {
    for (String list : List.of("/", "//", " / ", "BH,/", "!", "#")) {
      Path file = write(dir, "codes.trf", twoPlayers("202 " + list));
      Run run = CliTests.run("standings", file.toString());
      assertEquals(2, run.status(), list + "\n" + run.err());
      String code = list.replace("BH,", "").strip();
      assertEquals(file + ":3:1: record 202: \"" + code + "\": no tie-break is named before its"
          + " modifiers\n", run.err(), list);
    }
    String wscf = CliTests.wscf().toString();
    Run unnamed = CliTests.run("standings", wscf, "--tiebreaks", "/");
    assertEquals(2, unnamed.status(), unnamed.err());
    assertTrue(unnamed.err().startsWith("tiebreak: --tiebreaks: unknown code \"/\": neither a"
        + " code of uscf nor a FIDE code (\"/\": no tie-break is named before its modifiers)\n"),
        unnamed.err());
    Run named = CliTests.run("standings", wscf, "--ruleset", "fide-2026", "--tiebreaks", "BH,/");
    assertEquals(2, named.status(), named.err());
    assertTrue(named.err().startsWith("tiebreak: --tiebreaks: \"/\": no tie-break is named before"
        + " its modifiers\n"), named.err());
  }

  @Test
  void scoresAndScheduleStrengthWithAWinWorthNothing_exitTwoSayingWhy(@TempDir Path dir) {
    for (String points : List.of("XXS W=0 D=0", "162 W    0.0    D    0.0")) {
      Path file = write(dir, "sssc.trf", twoPlayers(points, "202 SSSC")
          .replace("1.0    1     2 w 1", "0.0    1     2 w 1") + TEAMS + "\n");
      Run run = CliTests.run("standings", file.toString());
      assertEquals(2, run.status(), run.err());
      assertEquals(List.of("tiebreak: ranking by the file's tie-break list (record 202): SSSC;"
          + " FIDE C.07, 2026 edition (no start date)", file + ":1:1: SSSC (Scores and schedule"
          + " strength combination) divides by the game points of a match won on every board,"
          + " and this event gives it 0; give the normalising factor with /Kn, as in SSSC/K1"),
          run.err().lines().toList());
      Run given = CliTests.run("standings", file.toString(), "--tiebreaks", "SSSC/K1");
      assertEquals(0, given.status(), given.err());
    }
  }

  @Test
  void forfeitedMatchFarBeyondThePlan_oneLineAtItsRecord(@TempDir Path dir) {
    Path file = write(dir, "forfeit.trf", twoPlayers() + TEAMS + "\n330 +- 999   1   2\n");
    Run run = CliTests.run("standings", file.toString());
    assertEquals(2, run.status(), run.err());
    assertEquals(file + ":7:8: team 1, round 999: record 330 is for round 999, beyond the 1"
        + " round planned\n", run.err());
  }

  @Test
  void teamValuesTheWriterOnceRefused_ranked(@TempDir Path dir) {
    for (String record : List.of("362 TW-1.0", "320 -1.0 -2.0", "320  170  170")) {
      Path file = write(dir, "values.trf", twoPlayers(record) + TEAMS + "\n");
      Run run = CliTests.run("standings", file.toString(), "--format", "csv");
      assertEquals(0, run.status(), record + "\n" + run.err());
    }
  }

  /**
   * 9999.9999 points for a win over 1,000 rounds: the figures that multiply scores would not fit
   * in 64 bits, so the file is refused at its point system, never ranked with wrapped figures.
   */
  @Test
  void scoresTooLargeToRankExactly_exitTwoAtThePointSystem(@TempDir Path dir) {
    StringBuilder text = new StringBuilder("012 Huge\nXXR 1000\nXXS W=9999.9999 D=0.0001\n");
    for (int p = 1; p <= 2; p++) {
      text.append(String.format("001 %4d m    %-33s %4s %-3s %11s %-10s %4s %4s", p,
          "Player " + p, "", "", "", "", "", ""));
      for (int r = 1; r <= 1000; r++) {
        boolean white = (r % 2 == 1) == (p == 1);
        text.append(String.format("  %4d %s %s", 3 - p, white ? "w" : "b", white ? "1" : "0"));
      }
      text.append('\n');
    }
    Path file = write(dir, "huge.trf", text.toString());
    Run run = CliTests.run("standings", file.toString(), "--tiebreaks", "SB");
    assertEquals(2, run.status(), run.err());
    assertTrue(run.err().endsWith(file + ":3:1: the scores of this event are too large to rank"
        + " exactly: over 1000 rounds a round gives up to 9999.9999 points, counted in steps of"
        + " 0.0001 (win 9999.9999, draw 0.0001, loss 0, pairing-allocated bye 1), and the"
        + " tie-breaks that multiply scores would not fit in 64 bits\n"), run.err());
  }

  /**
   * 1,400 players and 1,000 rounds (the most a record may have), every game claimed as a win with
   * White by both its players: 1.4 million problems, of which the first 100 are listed.
   */
  @Test
  void millionsOfProblems_aHundredLinesWithinTenSecondsAnd512Megabytes(@TempDir Path dir)
      throws Exception {
    int players = 1_400;
    int rounds = 1_000;
    StringBuilder text = new StringBuilder(players * 10_100).append("012 Claimed twice\nXXR ")
        .append(rounds).append('\n');
    for (int p = 0; p < players; p++) {
      text.append(String.format("001 %4d m    %-33s %4d %-3s %11d %-10s %4s %4s", p + 1,
          "Player " + (p + 1), 1000 + p, "NOR", 1_000_000 + p, "2000/01/01", "", ""));
      for (int r = 1; r <= rounds; r++) {
        String opponent = Integer.toString((p ^ (1 + (r - 1) % 7)) + 1);
        text.append("      ", 0, 6 - opponent.length()).append(opponent).append(" w 1");
      }
      text.append('\n');
    }
    Path file = write(dir, "claimed.trf", text.toString());
    long start = System.nanoTime();
    Run run = child("512m", "standings", file.toString());
    long millis = (System.nanoTime() - start) / 1_000_000;
    assertEquals(2, run.status(), run.err());
    List<String> lines = run.err().lines().toList();
    assertEquals(101, lines.size(), run.err());
    assertEquals(file + ":3:97: round 1: the player's colour against 2 is white, and 2's is"
        + " white", lines.get(0));
    assertEquals("tiebreak: and 1399900 more problems, not listed", lines.get(100));
    assertTrue(millis < 10_000, "took " + millis + " ms");
  }
}
