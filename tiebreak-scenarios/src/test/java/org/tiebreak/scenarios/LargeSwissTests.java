package org.tiebreak.scenarios;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.tiebreak.api.GameResult;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.Tournament;
import org.tiebreak.core.TiebreakEngine;
import org.tiebreak.rulesets.Rulesets;
import org.tiebreak.trf.Trf;
import org.tiebreak.trf.TrfDocument;

/**
 * Swisses far beyond brute force, with their last round pending, against the exact places of
 * their leaders after each result of their game, worked out by an independent solver (see
 * {@code large-swiss/README.md}): the 300-player event of the scenario benchmark under
 * {@code fide} (148 games), and a real 229-player event under its own tie-break list (93 games).
 * Within a limit, a range given is the exact one, the bounds hold it, the places reached lie
 * within it, and first place is out of reach exactly for those who cannot finish first.
 */
class LargeSwissTests {

  /** A place known to lie between two figures, the same where it is known exactly. */
  private record Between(int low, int high) {

    static Between parse(String text) {
      int dash = text.indexOf('-');
      return dash < 0 ? new Between(Integer.parseInt(text), Integer.parseInt(text))
          : new Between(Integer.parseInt(text.substring(0, dash)),
              Integer.parseInt(text.substring(dash + 1)));
    }

    boolean holds(int place) {
      return low <= place && place <= high;
    }
  }

  /** The best and the worst place of a player after a result. */
  private record Exact(Between best, Between worst) {}

  @ParameterizedTest
  @CsvSource({
      "swiss-300x9-last-round-pending, swiss-300x9-exact-places, fide, 30",
      "1374000-uzbek_agzamov_1374000-last-round-pending, 1374000-exact-places, , 20"})
  void leaders_everyAnswerWithinTheExactPlaces(String event, String places, String ruleset,
      int leaders) throws IOException {
    TrfDocument document = Trf.read(resource(event + ".trf"));
    Tournament live = document.tournament();
    Ruleset rules = ruleset != null ? Rulesets.named(ruleset)
        : Rulesets.withRules("fide", document.tiebreakCodes());
    Map<String, Exact> exact = exact(places);
    int[] top = TiebreakEngine.rank(live, rules).rows().stream().limit(leaders)
        .mapToInt(row -> row.player().startNumber()).toArray();
    ScenarioReport report = Scenarios.of(live, rules).players(top)
        .limit(Limit.completions(200)).analyse();
    int given = 0;
    for (PlayerScenarios player : report.players()) {
      Between best = new Between(Integer.MAX_VALUE, Integer.MAX_VALUE);
      Between worst = new Between(0, 0);
      for (String result : new String[] {"win", "draw", "loss", "none"}) {
        Exact each = exact.get(player.player() + " " + result);
        if (each != null) {
          best = new Between(Math.min(best.low(), each.best().low()),
              Math.min(best.high(), each.best().high()));
          worst = new Between(Math.max(worst.low(), each.worst().low()),
              Math.max(worst.high(), each.worst().high()));
        }
      }
      String who = event + ": " + player.player();
      check(who, new Exact(best, worst), player.placeBounds(), player.placesReached(),
          player.places());
      for (PlayerScenarios.AfterResult after : player.afterResults()) {
        check(who + " after " + after.result(), exact.get(player.player() + " "
            + own(player.player(), after)), after.placeBounds(), after.placesReached(),
            after.places());
        given += after.places().isPresent() ? 1 : 0;
      }
      Chance first = player.answer(Target.first()).chance();
      if (first != Chance.UNDECIDED && best.low() == best.high()) {
        assertEquals(best.low() > 1, first == Chance.OUT_OF_REACH, who + " " + first);
      }
    }
    assertTrue(given >= leaders * 2 / 3, event + ": " + given + " ranges given");
  }

  /** The bounds hold the exact places, the places reached lie within them, a range given is it. */
  private static void check(String what, Exact exact, PlaceRange bounds,
      Optional<PlaceRange> reached, Optional<PlaceRange> given) {
    String context = what + ", exact " + exact;
    assertTrue(bounds.best() <= exact.best().high() && bounds.worst() >= exact.worst().low(),
        context + ", bounds " + bounds);
    reached.ifPresent(range -> assertTrue(
        range.best() >= exact.best().low() && range.worst() <= exact.worst().high(),
        context + ", reached " + range));
    given.ifPresent(range -> assertTrue(
        exact.best().holds(range.best()) && exact.worst().holds(range.worst()),
        context + ", given " + range));
  }

  /** The player's own result: {@code win}, {@code draw} or {@code loss}. */
  private static String own(int player, PlayerScenarios.AfterResult after) {
    if (after.result() == GameResult.DRAW) {
      return "draw";
    }
    boolean white = after.game().white() == player;
    return (after.result() == GameResult.WHITE_WINS) == white ? "win" : "loss";
  }

  private static Map<String, Exact> exact(String name) throws IOException {
    Map<String, Exact> exact = new HashMap<>();
    String text = new String(resource(name + ".txt"), StandardCharsets.UTF_8);
    for (String line : text.split("\n")) {
      if (line.isBlank() || line.startsWith("#")) {
        continue;
      }
      String[] f = line.trim().split("\\s+");
      exact.put(f[0] + " " + f[1], new Exact(Between.parse(f[2]), Between.parse(f[3])));
    }
    return exact;
  }

  private static byte[] resource(String name) throws IOException {
    try (InputStream in = LargeSwissTests.class.getResourceAsStream("/large-swiss/" + name)) {
      return in.readAllBytes();
    }
  }
}
