package org.tiebreak.benchmarks;

import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import org.tiebreak.api.Tournament;
import org.tiebreak.trf.Trf;
import org.tiebreak.trf.TrfDocument;
import org.tiebreak.trf.TrfException;
import org.tiebreak.trf.TrfVersion;

/**
 * Reads a 9,999-player, 13-round TRF file and hostile variants of it (surplus round blocks on the
 * last line, two million trailing blanks, comment lines, several byte-order marks), and a file of
 * 1,400 players and 1,000 rounds, clean and with every game claimed as a win with White by both
 * its players (1.4 million problems), and prints, for each, how it ended, the best time of five
 * reads, the bytes allocated by one read and the heap the document (or the exception) holds once
 * read. A reader whose cost follows the event and not the file's shape gives the variants the
 * clean file's figures, plus what their own bytes cost.
 *
 * <pre>
 * java -Xmx512m -XX:+UseSerialGC -cp tiebreak-benchmarks/target/benchmarks.jar \
 *     org.tiebreak.benchmarks.HostileFiles
 * </pre>
 */
public final class HostileFiles {

  private static final com.sun.management.ThreadMXBean THREADS =
      (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();

  private HostileFiles() {}

  /** Prints one line a file. */
  public static void main(String[] args) {
    Tournament event = Events.swissPlan(9_999, 13, Events.SEED).build();
    String clean = Trf.write(event, TrfVersion.TRF16);
    String body = clean.substring(0, clean.length() - 1);
    StringBuilder comments = new StringBuilder(clean);
    for (int i = 0; comments.length() < 15_000_000; i++) {
      comments.append("### comment ").append(i).append('\n');
    }
    Map<String, String> files = new LinkedHashMap<>();
    files.put("clean 9999x13", clean);
    files.put("2,000 surplus blocks", body + "     1 w 1".repeat(2_000) + "\n");
    files.put("20,000 surplus blocks", body + "     1 w 1".repeat(20_000) + "\n");
    files.put("2,000,000 trailing blanks", body + " ".repeat(2_000_000) + "\n");
    files.put("15 MB of comments", comments.toString());
    files.put("three byte-order marks", "\uFEFF\uFEFF\uFEFF" + clean);
    files.put("clean 1400x1000", longEvent(false));
    files.put("1400x1000 claimed twice", longEvent(true));
    System.out.printf(Locale.ROOT, "%-26s %10s  %-28s %8s %12s %10s%n", "file", "bytes",
        "read", "best ms", "allocated MB", "held MB");
    for (Map.Entry<String, String> file : files.entrySet()) {
      measure(file.getKey(), file.getValue().getBytes(StandardCharsets.UTF_8));
    }
  }

  /**
   * 1,400 players, 1,000 rounds: in round r the players of places i and i XOR (1 + (r - 1) mod 7)
   * meet, the lower place White and winning; or, {@code claimedTwice}, both White and winning.
   */
  private static String longEvent(boolean claimedTwice) {
    int players = 1_400;
    int rounds = 1_000;
    StringBuilder text = new StringBuilder(players * 10_100).append("012 Long\nXXR ")
        .append(rounds).append('\n');
    for (int p = 0; p < players; p++) {
      text.append(String.format(Locale.ROOT, "001 %4d m    %-33s %4d %-3s %11d %-10s %4s %4s",
          p + 1, "Player " + (p + 1), 1000 + p, "NOR", 1_000_000 + p, "2000/01/01", "", ""));
      for (int r = 1; r <= rounds; r++) {
        int other = p ^ (1 + (r - 1) % 7);
        boolean white = claimedTwice || p < other;
        text.append(String.format(Locale.ROOT, "  %4d %c %c", other + 1, white ? 'w' : 'b',
            white ? '1' : '0'));
      }
      text.append('\n');
    }
    return text.toString();
  }

  private static void measure(String name, byte[] bytes) {
    long before = usedAfterGc();
    Object[] kept = new Object[1];
    String outcome = read(bytes, kept);
    long held = usedAfterGc() - before;
    kept[0] = null;
    long best = Long.MAX_VALUE;
    long allocated = Long.MAX_VALUE;
    long thread = Thread.currentThread().getId();
    for (int i = 0; i < 5; i++) {
      long bytesBefore = THREADS.getThreadAllocatedBytes(thread);
      long start = System.nanoTime();
      read(bytes, new Object[1]);
      best = Math.min(best, System.nanoTime() - start);
      allocated = Math.min(allocated, THREADS.getThreadAllocatedBytes(thread) - bytesBefore);
    }
    System.out.printf(Locale.ROOT, "%-26s %,10d  %-28s %8d %12.1f %10.1f%n", name, bytes.length,
        outcome, best / 1_000_000, allocated / 1e6, held / 1e6);
  }

  private static String read(byte[] bytes, Object[] kept) {
    try {
      TrfDocument document = Trf.read(bytes);
      kept[0] = document;
      return "read, " + document.warnings().size() + " warnings";
    } catch (TrfException e) {
      kept[0] = e;
      return "refused, " + (e.problems().size() + e.unlisted()) + " problems";
    }
  }

  private static long usedAfterGc() {
    Runtime runtime = Runtime.getRuntime();
    for (int i = 0; i < 4; i++) {
      System.gc();
    }
    return runtime.totalMemory() - runtime.freeMemory();
  }
}
