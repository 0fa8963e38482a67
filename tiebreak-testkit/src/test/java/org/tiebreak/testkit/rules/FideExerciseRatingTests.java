package org.tiebreak.testkit.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.tiebreak.testkit.rules.Texts.notes;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.tiebreak.api.Player;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.core.TiebreakEngine;
import org.tiebreak.core.rules.Tiebreaks;
import org.tiebreak.testkit.Crosstables;

/**
 * The FIDE TEC tie-break exercise of 2024-03-18 (16 players, 5 rounds; synthetic ratings
 * 2400 − 20 × (start number − 1)): ARO (10.1), TPR (10.2) and APRO (10.4) as the FIDE TEC
 * reference checker computes them under the 2024 rules.
 */
class FideExerciseRatingTests {

  /** Start number, ARO, TPR, APRO: columns of expected.rules-2024.tsv. */
  static final int[][] EXPECTED = {
      {1, 2248, 2397, 2165}, {2, 2272, 2512, 2269}, {3, 2296, 2445, 2323},
      {4, 2275, 2468, 2131}, {5, 2196, 2196, 2124}, {6, 2245, 2245, 2264},
      {7, 2224, 2075, 2295}, {8, 2212, 2212, 2319}, {9, 2310, 1510, 2215},
      {10, 2272, 2032, 2131}, {11, 2265, 2178, 2278}, {12, 2340, 1540, 2468},
      {13, 2292, 2143, 2328}, {14, 2240, 2365, 2200}, {15, 2264, 2192, 2219},
      {16, 2248, 2397, 2234},
  };

  /**
   * The player lines (001) of the exercise's TRF file as crosstable rows: start number, name,
   * rating in parentheses, points, then one result per round.
   */
  static Tournament tournament() {
    return Crosstables.parse("""
         1 Player 01 (2400) 3.5 W9w  D13b D2w  W15b D4w
         2 Player 02 (2380) 4.0 W10b W7w  D1b  W16w D3b
         3 Player 03 (2360) 3.5 D11w W6b  W8w  D4b  D2w
         4 Player 04 (2340) 3.5 W12b H    W13w D3w  D1b
         5 Player 05 (2320) 2.5 L13w L15b W11w D7b  W10w
         6 Player 06 (2300) 3.0 L14b L3w  U    W10w W8b
         7 Player 07 (2280) 1.5 W15w L2b  L16b D5w  L11b
         8 Player 08 (2260) 2.5 D16b W14w L3b  W13w L6w
         9 Player 09 (2240) 1.5 L1b  L10w H    -11w U
        10 Player 10 (2220) 1.0 L2w  W9b  L15w L6b  L5b
        11 Player 11 (2200) 2.5 D3b  L16w L5b  +9b  W7w
        12 Player 12 (2180) 2.0 L4w  U    +14w Z    Z
        13 Player 13 (2160) 1.5 W5b  D1w  L4b  L8b  L14w
        14 Player 14 (2140) 2.0 W6w  L8b  -12b Z    W13b
        15 Player 15 (2120) 2.0 L7b  W5w  W10b L1w  L16b
        16 Player 16 (2100) 3.5 D8w  W11b W7w  L2b  W15w
        """, 5);
  }

  @Test
  void exercise_ratingsAreSynthetic() {
    Tournament t = tournament();
    for (Player player : t.players()) {
      assertEquals(2400 - 20 * (player.startNumber() - 1), player.rating().orElseThrow());
    }
  }

  @Test
  void exercise_aroTprApro_asTheReferenceChecker() {
    Standings standings = TiebreakEngine.rank(tournament(), Ruleset.builder().name("fide")
        .addRules(Tiebreaks.averageRatingOfOpponents(OptionalInt.empty()),
            Tiebreaks.fidePerformance(OptionalInt.empty()),
            Tiebreaks.oppositionFidePerformance(OptionalInt.empty()))
        .build());
    List<String> expected = new ArrayList<>();
    List<String> actual = new ArrayList<>();
    for (int[] row : EXPECTED) {
      expected.add(row[0] + ": ARO " + row[1] + ", TPR " + row[2] + ", APRO " + row[3]);
      Standings.Row got = standings.row(row[0]);
      actual.add(row[0] + ": ARO " + got.values().get("ARO") + ", TPR "
          + got.values().get("TPR") + ", APRO " + got.values().get("APRO"));
    }
    assertEquals(String.join("\n", expected), String.join("\n", actual));
  }

  @Test
  void exercise_player9_onlyGamesOverTheBoardCount() {
    // Player 9: lost to 1 (2400) and 10 (2220) over the board; a half-point bye, a forfeit loss
    // against 11 and a pairing-allocated bye do not count. ARO 4620 / 2 = 2310, p = 0.00.
    var explanation = RatingTournaments.explain(tournament(),
        Tiebreaks.fidePerformance(OptionalInt.empty()), 9);
    assertEquals(List.of(
        "ARO: 4620 / 2 = 2310, rounded half up: 2310",
        "p: 0 points / 2 games = 0, rounded half up to two decimals: 0.00",
        "dp(0.00) = -800 (FIDE B.02 conversion table)",
        "TPR: 2310 − 800 = 1510"), notes(explanation));
  }
}
