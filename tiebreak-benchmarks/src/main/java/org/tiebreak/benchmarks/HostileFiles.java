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
 * last line, two million trailing blanks, comment lines, several byte-order marks) and prints,
 * for each, how it ended, the best time of five reads, the bytes allocated by one read and the
 * heap the document holds once read. A reader whose cost follows the event and not the file's
 * shape gives the variants the clean file's figures, plus what their own bytes cost.
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
    System.out.printf(Locale.ROOT, "%-26s %10s  %-28s %8s %12s %10s%n", "file", "bytes",
        "read", "best ms", "allocated MB", "held MB");
    for (Map.Entry<String, String> file : files.entrySet()) {
      measure(file.getKey(), file.getValue().getBytes(StandardCharsets.UTF_8));
    }
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
