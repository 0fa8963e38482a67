package org.tiebreak.scenarios;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.tiebreak.api.Format;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.Tournament;
import org.tiebreak.core.TiebreakEngine;
import org.tiebreak.rulesets.Rulesets;
import org.tiebreak.trf.Trf;
import org.tiebreak.trf.TrfDocument;

/**
 * Real events (Swiss-Manager files, US sections published by SwissSys) with their last round in
 * progress, see {@code real-events/README.md}: every answer, for every player, equals brute force
 * under the file's own tie-break list (record 202) and under the built-in rulesets, with the
 * conditions in words of the three leaders checked completion by completion. Real files bring
 * what generated events do not: forfeits, byes and withdrawals in earlier rounds, uneven colours,
 * a tie-break list of the event's own.
 */
class RealEventsTests {

  @ParameterizedTest
  @CsvSource({
      "1200000-argentine_blitz_1200000, 2",
      "1350000-romanian_u1700_1350000, 7",
      "1373000-russian_blitz11_1373000, 7",
      "1377000-ukraine_rapid8_1377000, 7",
      "1380000-vietnamese_1380000, 4",
      "1382000-hungarian_rapid_1382000, 5",
      "1383000-russian_weekend_1383000, 5",
      "1384474-aut_1384474, 8",
      "1385606-esp_1385606, 7",
      "1288524-austria_roundrobin_vereinsmeisterschaft_1288524, 7",
      "1381000-albanian_roundrobin_1381000, 4",
      "1386568-srb_1386568, 8",
      "swisssys-33rd-massachusetts-g-60-championship--under-1200, 6",
      "swisssys-33rd-massachusetts-g-60-championship--under-1400, 6",
      "swisssys-8th-massachusetts-senior-open--open, 7",
      "swisssys-8th-massachusetts-senior-open--under-1810, 6"})
  void everyAnswer_equalsBruteForce(String event, int pending) throws IOException {
    TrfDocument document = read(event);
    Tournament live = document.tournament();
    assertEquals(pending, new BruteForce(live).games.size(), event);
    boolean swiss = live.format() == Format.SWISS;
    String fide = swiss ? "fide" : "fide-rr";
    List<Ruleset> rulesets = new ArrayList<>();
    if (!document.tiebreakCodes().isEmpty()) {
      rulesets.add(Rulesets.withRules(fide, document.tiebreakCodes()));
    }
    rulesets.add(Rulesets.named(fide));
    rulesets.addAll(swiss ? List.of(Rulesets.named("uscf"), Rulesets.named("mca"))
        : List.of(Rulesets.named("big-rapids-rr")));
    for (Ruleset ruleset : rulesets) {
      int[] leaders = TiebreakEngine.rank(live, ruleset).rows().stream().limit(3)
          .mapToInt(row -> row.player().startNumber()).toArray();
      int completions = Oracle.check(live, ruleset, List.of(Target.first(), Target.top(3)),
          Optional.empty(), Optional.empty(), leaders);
      assertEquals(ways(pending), completions, event + " " + ruleset.name());
    }
  }

  /**
   * 229 players and eight games pending in five rounds (adjourned games), so that every player
   * is searched: each search gets an equal share of the time, and some need more than theirs. A
   * search its share stopped is searched again with the time the others left, so every answer is
   * given well within the limit (about 3 s of its 60), and equals brute force.
   */
  @Test
  void aSearchItsShareOfTheTimeStopped_isSearchedAgain() throws IOException {
    TrfDocument document = read("1374000-uzbek_agzamov_1374000-adjourned");
    Tournament live = document.tournament();
    Ruleset ruleset = Rulesets.withRules("fide", document.tiebreakCodes());
    assertEquals(ways(8), Oracle.check(live, ruleset, List.of(Target.first()), Optional.empty(),
        Optional.empty()));
  }

  static TrfDocument read(String event) throws IOException {
    try (InputStream in = RealEventsTests.class.getResourceAsStream(
        "/real-events/" + event + ".trf")) {
      return Trf.read(in.readAllBytes());
    }
  }

  /** The ways {@code games} games of three results each can end. */
  private static int ways(int games) {
    int ways = 1;
    for (int g = 0; g < games; g++) {
      ways *= 3;
    }
    return ways;
  }
}
