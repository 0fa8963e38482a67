package org.tiebreak.core.rules;

import static org.apiguardian.api.API.Status.STABLE;

import org.apiguardian.api.API;

/**
 * The two conversion tables of the FIDE Rating Regulations (FIDE Handbook B.02, section 8.1),
 * which the rating-based tie-breaks of FIDE C.07 Art. 10 use: a fractional score p into a rating
 * difference dp (8.1(a); TPR), and a rating difference into an expected score (8.1(b); PTP). The
 * values were checked against the copy of the tables in the FIDE Technical Commission's reference
 * checker (TieBreakServer, {@code fidetables.py}) and reproduce its figures for the TEC tie-break
 * exercise.
 *
 * <pre>{@code
 * int dp = FideRatingTables.dp(67);                 // 125: p = 0.67
 * int pd = FideRatingTables.expectedScore(-120);    // 66: a player rated 120 above scores 0.66
 * }</pre>
 */
@API(status = STABLE, since = "1.0")
public final class FideRatingTables {

  /** dp by p in hundredths: {@code DP[67]} is dp(0.67) = 125; {@code DP[0]} is dp(0.00) = -800. */
  private static final int[] DP = {
      -800, -677, -589, -538, -501, -470, -444, -422, -401, -383, // 0.00 - 0.09
      -366, -351, -336, -322, -309, -296, -284, -273, -262, -251, // 0.10 - 0.19
      -240, -230, -220, -211, -202, -193, -184, -175, -166, -158, // 0.20 - 0.29
      -149, -141, -133, -125, -117, -110, -102, -95, -87, -80, //     0.30 - 0.39
      -72, -65, -57, -50, -43, -36, -29, -21, -14, -7, //             0.40 - 0.49
      0, 7, 14, 21, 29, 36, 43, 50, 57, 65, //                         0.50 - 0.59
      72, 80, 87, 95, 102, 110, 117, 125, 133, 141, //                 0.60 - 0.69
      149, 158, 166, 175, 184, 193, 202, 211, 220, 230, //             0.70 - 0.79
      240, 251, 262, 273, 284, 296, 309, 322, 336, 351, //             0.80 - 0.89
      366, 383, 401, 422, 444, 470, 501, 538, 589, 677, //             0.90 - 0.99
      800 //                                                           1.00
  };

  /**
   * The expected score, in hundredths, for rating differences 0 to 735 and more (8.1(b)): the
   * higher-rated player's; the lower-rated player's is 100 minus it. The bounds of each step, as
   * printed: 0-3 gives 50, 4-10 gives 51, and so on up to 620-735 (99) and above 735 (100).
   */
  private static final int[] STEP_ENDS = {3, 10, 17, 25, 32, 39, 46, 53, 61, 68, 76, 83, 91, 98,
      106, 113, 121, 129, 137, 145, 153, 162, 170, 179, 188, 197, 206, 215, 225, 235, 245, 256, 267,
      278, 290, 302, 315, 328, 344, 357, 374, 391, 411, 432, 456, 484, 517, 559, 619, 735};

  private FideRatingTables() {}

  /**
   * dp for a fractional score of {@code hundredths} / 100 (8.1(a)).
   *
   * @throws IllegalArgumentException if {@code hundredths} is not between 0 and 100
   */
  public static int dp(int hundredths) {
    if (hundredths < 0 || hundredths > 100) {
      throw new IllegalArgumentException("p must be between 0.00 and 1.00: " + hundredths + "/100");
    }
    return DP[hundredths];
  }

  /**
   * The expected score of a player against an opponent rated {@code opponentMinusPlayer} above
   * them, in hundredths (8.1(b)); differences beyond ±800 count as ±800, and the table gives 0
   * or 100 from 736 on.
   */
  public static int expectedScore(int opponentMinusPlayer) {
    int difference = Math.min(Math.abs(opponentMinusPlayer), 800);
    int step = 0;
    while (step < STEP_ENDS.length && difference > STEP_ENDS[step]) {
      step++;
    }
    int higher = 50 + step;
    return opponentMinusPlayer > 0 ? 100 - higher : higher;
  }

  /** {@code hundredths} as a decimal with two places, such as {@code "0.67"}. */
  static String p(long hundredths) {
    return hundredths / 100 + "." + (hundredths % 100 < 10 ? "0" : "") + hundredths % 100;
  }
}
