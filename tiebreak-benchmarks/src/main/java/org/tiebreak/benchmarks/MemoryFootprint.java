package org.tiebreak.benchmarks;

import java.lang.ref.Reference;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.tiebreak.api.Player;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.core.TiebreakEngine;
import org.tiebreak.core.internal.Index;
import org.tiebreak.rulesets.Rulesets;

/**
 * Measures the memory one standings holds beyond its tournament: the compact index, every
 * figure and the arrays of the ranking, in bytes per player-round.
 *
 * <p>The heap in use is read after repeated full collections before and after computing
 * {@value #COPIES} standings that are kept alive; the difference divided by the copies is the
 * footprint of one. The tournament's own footprint is measured the same way: its players (a copy
 * of each, since the pairings the tournament is built from hold them already) and what building
 * adds to them (the results).
 * Run with a fixed heap and the serial collector for steady figures:
 *
 * <pre>
 * java -Xms4g -Xmx4g -XX:+UseSerialGC -cp tiebreak-benchmarks/target/benchmarks.jar \
 *     org.tiebreak.benchmarks.MemoryFootprint [size] [ruleset...]
 * </pre>
 */
public final class MemoryFootprint {

  private static final int COPIES = 3;

  private MemoryFootprint() {}

  /**
   * Prints the footprint for a size (default {@code 100000x11}) and rulesets (default uscf, mca,
   * big-rapids-swiss).
   */
  public static void main(String[] args) {
    String size = args.length > 0 ? args[0] : "100000x11";
    List<String> names = new ArrayList<>();
    for (int k = 1; k < args.length; k++) {
      names.add(args[k]);
    }
    if (names.isEmpty()) {
      names = List.of("uscf", "mca", "big-rapids-swiss");
    }
    int[] parsed = Events.parseSize(size);
    Events.Plan plan = Events.swissPlan(parsed[0], parsed[1], Events.SEED);
    long before = usedAfterGc();
    List<Player> players = copies(plan.players());
    long playerBytes = usedAfterGc() - before;
    Reference.reachabilityFence(players);
    players = null;
    before = usedAfterGc();
    Tournament tournament = plan.build();
    long tournamentBytes = usedAfterGc() - before;
    long cells = (long) tournament.players().size() * tournament.roundsPlayed();
    System.out.printf(Locale.ROOT, "event %s: %d players x %d rounds = %d player-rounds%n", size,
        tournament.players().size(), tournament.roundsPlayed(), cells);
    System.out.printf(Locale.ROOT, "players: %,d bytes = %s bytes per player-round%n",
        playerBytes, perCell(playerBytes, cells));
    System.out.printf(Locale.ROOT, "tournament beyond its players: %,d bytes = %s bytes per"
        + " player-round%n", tournamentBytes, perCell(tournamentBytes, cells));
    System.out.printf(Locale.ROOT, "tournament with its players: %,d bytes = %s bytes per"
        + " player-round%n", playerBytes + tournamentBytes,
        perCell(playerBytes + tournamentBytes, cells));
    Index index = Index.of(tournament);
    System.out.printf(Locale.ROOT, "Index.footprint(): %,d bytes = %s bytes per player-round%n",
        index.footprint(), perCell(index.footprint(), cells));
    for (String name : names) {
      Ruleset ruleset = Rulesets.named(name);
      TiebreakEngine.rank(tournament, ruleset);
      long start = usedAfterGc();
      Standings[] held = new Standings[COPIES];
      for (int c = 0; c < COPIES; c++) {
        held[c] = TiebreakEngine.rank(tournament, ruleset);
      }
      long bytes = (usedAfterGc() - start) / COPIES;
      Reference.reachabilityFence(held);
      System.out.printf(Locale.ROOT,
          "%-18s standings (index + figures + ranking): %,d bytes = %s bytes per player-round;"
              + " with the tournament and its players %s%n",
          name, bytes, perCell(bytes, cells),
          perCell(playerBytes + tournamentBytes + bytes, cells));
    }
    Reference.reachabilityFence(tournament);
  }

  /** A copy of each player, its name included, that shares nothing with the original. */
  private static List<Player> copies(List<Player> players) {
    List<Player> copies = new ArrayList<>(players.size());
    for (Player player : players) {
      Player.Builder copy = Player.builder().startNumber(player.startNumber())
          .name(String.valueOf(player.name().toCharArray()));
      player.rating().ifPresent(copy::rating);
      player.federationIds().forEach((body, id) -> copy.putFederationIds(
          String.valueOf(body.toCharArray()), String.valueOf(id.toCharArray())));
      copies.add(copy.build());
    }
    return copies;
  }

  /** The heap in use once repeated full collections no longer free anything. */
  static long usedAfterGc() {
    Runtime runtime = Runtime.getRuntime();
    long used = Long.MAX_VALUE;
    for (int k = 0; k < 20; k++) {
      System.gc();
      try {
        Thread.sleep(20);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        break;
      }
      long now = runtime.totalMemory() - runtime.freeMemory();
      if (k >= 3 && now >= used) {
        return Math.min(now, used);
      }
      used = Math.min(used, now);
    }
    return used;
  }

  /** Bytes per player-round to one decimal, rounded half up. */
  private static BigDecimal perCell(long bytes, long cells) {
    return BigDecimal.valueOf(bytes).divide(BigDecimal.valueOf(cells), 1, RoundingMode.HALF_UP);
  }
}
