package org.tiebreak.testkit.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tiebreak.api.Colour;
import org.tiebreak.api.Player;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.RoundResult;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.Standings;
import org.tiebreak.api.Tournament;
import org.tiebreak.core.TiebreakEngine;

/**
 * The FIDE TEC tie-break exercise of 2024-03-18 (16 players, 5 rounds; synthetic ratings
 * 2400 − 20 × (start number − 1)): ARO (10.1), TPR (10.2) and APRO (10.4) as the FIDE TEC
 * reference checker computes them under the 2024 rules.
 */
class FideExerciseRatingTests {

  /** The player lines (001) of the exercise's TRF file. */
  static final String[] TRF = {
      "001    1 m    Player 01                         2400 XXX                         3.5    2"
          + "     9 w 1    13 b =     2 w =    15 b 1     4 w =",
      "001    2 m    Player 02                         2380 XXX                         4.0    1"
          + "    10 b 1     7 w 1     1 b =    16 w 1     3 b =",
      "001    3 m    Player 03                         2360 XXX                         3.5    3"
          + "    11 w =     6 b 1     8 w 1     4 b =     2 w =",
      "001    4 m    Player 04                         2340 XXX                         3.5    4"
          + "    12 b 1  0000 - H    13 w 1     3 w =     1 b =",
      "001    5 m    Player 05                         2320 XXX                         2.5    7"
          + "    13 w 0    15 b 0    11 w 1     7 b =    10 w 1",
      "001    6 m    Player 06                         2300 XXX                         3.0    6"
          + "    14 b 0     3 w 0  0000 - U    10 w 1     8 b 1",
      "001    7 m    Player 07                         2280 XXX                         1.5   13"
          + "    15 w 1     2 b 0    16 b 0     5 w =    11 b 0",
      "001    8 m    Player 08                         2260 XXX                         2.5    8"
          + "    16 b =    14 w 1     3 b 0    13 w 1     6 w 0",
      "001    9 m    Player 09                         2240 XXX                         1.5   14"
          + "     1 b 0    10 w 0  0000 - H    11 w -  0000 - U",
      "001   10 m    Player 10                         2220 XXX                         1.0   16"
          + "     2 w 0     9 b 1    15 w 0     6 b 0     5 b 0",
      "001   11 m    Player 11                         2200 XXX                         2.5    9"
          + "     3 b =    16 w 0     5 b 0     9 b +     7 w 1",
      "001   12 m    Player 12                         2180 XXX                         2.0   10"
          + "     4 w 0  0000 - U    14 w +  0000 - Z  0000 - Z",
      "001   13 m    Player 13                         2160 XXX                         1.5   15"
          + "     5 b 1     1 w =     4 b 0     8 b 0    14 w 0",
      "001   14 m    Player 14                         2140 XXX                         2.0   11"
          + "     6 w 1     8 b 0    12 b -  0000 - Z    13 b 1",
      "001   15 m    Player 15                         2120 XXX                         2.0   12"
          + "     7 b 0     5 w 1    10 b 1     1 w 0    16 b 0",
      "001   16 m    Player 16                         2100 XXX                         3.5    5"
          + "     8 w =    11 b 1     7 w 1     2 b 0    15 w 1",
  };

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
   * The tournament from the TRF lines: start number in columns 5-8, rating in 49-52 and, for
   * round r, the opponent in 92 + 10(r − 1) to 95, the colour in 97 and the result in 99.
   */
  static Tournament tournament() {
    Tournament.Builder builder = Tournament.builder().name("FIDE TEC exercise").plannedRounds(5);
    for (String line : TRF) {
      int number = Integer.parseInt(line.substring(4, 8).strip());
      int rating = Integer.parseInt(line.substring(48, 52));
      List<RoundResult> results = new ArrayList<>();
      for (int r = 1; r <= 5; r++) {
        int at = 91 + 10 * (r - 1);
        int opponent = Integer.parseInt(line.substring(at, at + 4).strip());
        char colour = line.charAt(at + 5);
        char result = line.charAt(at + 7);
        results.add(opponent == 0 ? RoundResult.bye(bye(result))
            : RoundResult.against(game(result), opponent,
                colour == 'w' ? Colour.WHITE : colour == 'b' ? Colour.BLACK : null));
      }
      builder.addRow(Player.of(number, line.substring(14, 47).strip(), rating), results);
    }
    return builder.build();
  }

  private static ResultKind game(char code) {
    switch (code) {
      case '1':
        return ResultKind.WIN;
      case '0':
        return ResultKind.LOSS;
      case '=':
        return ResultKind.DRAW;
      case '+':
        return ResultKind.FORFEIT_WIN;
      case '-':
        return ResultKind.FORFEIT_LOSS;
      default:
        throw new IllegalArgumentException("not a game result: " + code);
    }
  }

  private static ResultKind bye(char code) {
    switch (code) {
      case 'H':
        return ResultKind.HALF_POINT_BYE;
      case 'U':
        return ResultKind.PAIRING_ALLOCATED_BYE;
      case 'Z':
        return ResultKind.ZERO_POINT_BYE;
      default:
        throw new IllegalArgumentException("not a bye: " + code);
    }
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
        .addRules(AverageRatingOfOpponents.fide(), PerformanceRating.fide(),
            PerformanceRating.fideOpposition())
        .build());
    List<String> expected = new ArrayList<>();
    List<String> actual = new ArrayList<>();
    for (int[] row : EXPECTED) {
      expected.add(row[0] + ": ARO " + row[1] + ", TPR " + row[2] + ", APRO " + row[3]);
      Standings.Row got = standings.row(row[0]);
      actual.add(row[0] + ": ARO " + got.values().get("AOR") + ", TPR "
          + got.values().get("PERF") + ", APRO " + got.values().get("OPPPERF"));
    }
    assertEquals(String.join("\n", expected), String.join("\n", actual));
  }

  @Test
  void exercise_player9_onlyGamesOverTheBoardCount() {
    // Player 9: lost to 1 (2400) and 10 (2220) over the board; a half-point bye, a forfeit loss
    // against 11 and a pairing-allocated bye do not count. ARO 4620 / 2 = 2310, p = 0.00.
    var explanation = RatingTournaments.explain(tournament(), PerformanceRating.fide(), 9);
    assertEquals(List.of(
        "ARO: 4620 / 2 = 2310, rounded half up: 2310",
        "p: 0 points / 2 games = 0, rounded half up to two decimals: 0.00",
        "dp(0.00) = -800 (FIDE B.02 conversion table)",
        "TPR: 2310 − 800 = 1510"), explanation.notes());
  }
}
