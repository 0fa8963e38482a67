package org.tiebreak.scenarios;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.tiebreak.api.GameResult;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.Tournament;
import org.tiebreak.core.TiebreakEngine;
import org.tiebreak.rulesets.Rulesets;
import org.tiebreak.trf.Trf;

/**
 * The last round of a 300-player Swiss (150 games pending, far beyond brute force) under
 * {@code fide}, against the exact places of its top 30 players after each result of their game,
 * worked out by an independent solver (see {@code large-swiss/README.md}). Within a limit, a
 * range given is the exact one, the bounds hold it, the places reached lie within it, and first
 * place is out of reach exactly for those whose best place is below it.
 */
class LargeSwissTests {

  private static Tournament live;
  /** The exact places after a result, by player and own result ({@code "51 loss"}). */
  private static Map<String, PlaceRange> exact;

  @BeforeAll
  static void read() throws IOException {
    try (InputStream in = LargeSwissTests.class.getResourceAsStream(
        "/large-swiss/swiss-300x9-last-round-pending.trf")) {
      live = Trf.read(in.readAllBytes()).tournament();
    }
    exact = new HashMap<>();
    try (InputStream in = LargeSwissTests.class.getResourceAsStream(
        "/large-swiss/exact-places.txt")) {
      for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
        if (line.isBlank() || line.startsWith("#")) {
          continue;
        }
        String[] f = line.trim().split("\\s+");
        exact.put(f[0] + " " + f[1],
            new PlaceRange(Integer.parseInt(f[2]), Integer.parseInt(f[3])));
      }
    }
  }

  @Test
  void top30_everyAnswerWithinTheExactPlaces() {
    Ruleset fide = Rulesets.named("fide");
    int[] top = TiebreakEngine.rank(live, fide).rows().stream().limit(30)
        .mapToInt(row -> row.player().startNumber()).toArray();
    assertEquals(90, exact.size());
    ScenarioReport report = Scenarios.of(live, fide).players(top)
        .limit(Limit.completions(200)).analyse();
    int given = 0;
    for (PlayerScenarios player : report.players()) {
      int best = Integer.MAX_VALUE;
      int worst = 0;
      for (PlayerScenarios.AfterResult after : player.afterResults()) {
        PlaceRange places = exact.get(player.player() + " " + own(player.player(), after));
        String what = player.player() + " after " + after.result() + ", exact " + places;
        PlaceRange bounds = after.placeBounds();
        assertTrue(bounds.best() <= places.best() && bounds.worst() >= places.worst(),
            what + ", bounds " + bounds);
        after.placesReached().ifPresent(reached -> assertTrue(
            reached.best() >= places.best() && reached.worst() <= places.worst(),
            what + ", reached " + reached));
        if (after.places().isPresent()) {
          given++;
          assertEquals(places, after.places().get(), what);
        }
        best = Math.min(best, places.best());
        worst = Math.max(worst, places.worst());
      }
      PlaceRange overall = new PlaceRange(best, worst);
      assertTrue(player.placeBounds().best() <= best && player.placeBounds().worst() >= worst,
          player.player() + " " + player.placeBounds());
      player.places().ifPresent(range -> assertEquals(overall, range, "" + player.player()));
      Chance first = player.answer(Target.first()).chance();
      if (first != Chance.UNDECIDED) {
        assertEquals(best == 1, first != Chance.OUT_OF_REACH, player.player() + " " + first);
      }
    }
    assertTrue(given >= 20, given + " of 90 ranges given");
  }

  /** The player's own result: {@code win}, {@code draw} or {@code loss}. */
  private static String own(int player, PlayerScenarios.AfterResult after) {
    if (after.result() == GameResult.DRAW) {
      return "draw";
    }
    boolean white = after.game().white() == player;
    return (after.result() == GameResult.WHITE_WINS) == white ? "win" : "loss";
  }
}
