package org.tiebreak.trf;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * A clean event given hostile shapes (long lines, surplus round blocks, trailing blanks, comment
 * and blank lines, byte-order marks) is read, or refused, at a cost within a small multiple of
 * the clean file's plus a few times what the shapes add: the memory allocated and the CPU time
 * of the reading thread. A reader that padded every record to the longest one, or kept an object
 * for every ten blanks, allocates far more.
 */
class TrfHostileShapeProperties {

  private static final com.sun.management.ThreadMXBean THREADS =
      (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();

  private static final int PLAYERS = 60;
  private static final int ROUNDS = 9;

  /** A Swiss: in round r the players of places i and i XOR r meet, the lower place winning. */
  private static final String CLEAN = clean();

  /** The cost of reading the clean file, once warm. */
  private static final Cost CLEAN_COST = warmCost(CLEAN.getBytes(StandardCharsets.UTF_8));

  private static String clean() {
    StringBuilder text = new StringBuilder("012 Shapes\nXXR " + ROUNDS + "\n");
    for (int place = 0; place < PLAYERS; place++) {
      text.append(String.format("001 %4d m    %-33s %4d %-3s %11d %-10s %4s %4s", place + 1,
          "Player " + (place + 1), 1500 + place, "NOR", 1_000_000 + place, "", "", ""));
      for (int round = 1; round <= ROUNDS; round++) {
        int other = place ^ round;
        boolean white = place < other;
        text.append(String.format("  %4d %c %c", other + 1, white ? 'w' : 'b',
            white ? '1' : '0'));
      }
      text.append('\n');
    }
    return text.toString();
  }

  /** Bytes allocated and CPU nanoseconds of the current thread. */
  record Cost(long allocated, long cpu) {}

  private static Cost cost(byte[] bytes) {
    long thread = Thread.currentThread().getId();
    long allocated = THREADS.getThreadAllocatedBytes(thread);
    long cpu = THREADS.getCurrentThreadCpuTime();
    try {
      Trf.read(bytes);
    } catch (TrfException e) {
      assertTrue(e.problems().size() <= TrfProblems.LISTED, e.getMessage());
    }
    return new Cost(THREADS.getThreadAllocatedBytes(thread) - allocated,
        THREADS.getCurrentThreadCpuTime() - cpu);
  }

  private static Cost warmCost(byte[] bytes) {
    long allocated = Long.MAX_VALUE;
    long cpu = Long.MAX_VALUE;
    for (int i = 0; i < 30; i++) {
      Cost cost = cost(bytes);
      allocated = Math.min(allocated, cost.allocated());
      cpu = Math.min(cpu, cost.cpu());
    }
    return new Cost(allocated, cpu);
  }

  /** What a shape adds. */
  enum Shape {
    /** Characters that are not round blocks at the end of a line. */
    LONG_LINE,
    /** Round blocks with results after a player's last round. */
    SURPLUS_BLOCKS,
    /** Spaces and tabs at the end of a player record. */
    TRAILING_BLANKS,
    /** Comment lines inserted before a line. */
    COMMENTS,
    /** Blank lines inserted before a line. */
    BLANK_LINES,
    /** Byte-order marks at the start of the file. */
    BYTE_ORDER_MARKS
  }

  /** A shape, at a line (modulo the number of lines), of a size. */
  record Damage(Shape shape, int line, int size) {}

  @Provide
  Arbitrary<List<Damage>> damages() {
    return Combinators.combine(Arbitraries.of(Shape.class), Arbitraries.integers().between(0, 999),
        Arbitraries.integers().between(1, 30_000)).as(Damage::new).list().ofMinSize(1).ofMaxSize(4);
  }

  @Property(tries = 80)
  void read_hostileShapes_costInProportion(@ForAll("damages") List<Damage> damages) {
    String text = apply(damages);
    byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
    long added = Math.max(0, bytes.length - CLEAN.length());
    Cost cost = cost(bytes);
    long allowedBytes = 4 * CLEAN_COST.allocated() + 24 * added + (4 << 20);
    assertTrue(cost.allocated() <= allowedBytes, "allocated " + cost.allocated() + " bytes, more"
        + " than " + allowedBytes + " for " + damages);
    long allowedCpu = 20 * CLEAN_COST.cpu() + 500 * added + 300_000_000L;
    assertTrue(cost.cpu() <= allowedCpu, "took " + cost.cpu() / 1_000_000 + " ms of CPU, more"
        + " than " + allowedCpu / 1_000_000 + " for " + damages);
  }

  private static String apply(List<Damage> damages) {
    List<String> lines = new ArrayList<>(Arrays.asList(CLEAN.split("\n")));
    int marks = 0;
    for (Damage damage : damages) {
      int at = damage.line() % lines.size();
      int player = 2 + damage.line() % PLAYERS;
      int size = damage.size();
      switch (damage.shape()) {
        case LONG_LINE -> lines.set(at, lines.get(at) + "x9".repeat(size * 5));
        case SURPLUS_BLOCKS -> lines.set(player, lines.get(player)
            + String.format("  %4d b 0", 1 + damage.line() % PLAYERS).repeat(size));
        case TRAILING_BLANKS -> lines.set(player, lines.get(player) + " \t".repeat(size * 5));
        case COMMENTS -> lines.addAll(at, Collections.nCopies(size, "### " + size));
        case BLANK_LINES -> lines.addAll(at, Collections.nCopies(size, ""));
        default -> marks += size % 5;
      }
    }
    return "\uFEFF".repeat(marks) + String.join("\n", lines) + "\n";
  }
}
