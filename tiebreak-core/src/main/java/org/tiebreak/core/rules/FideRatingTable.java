package org.tiebreak.core.rules;

/**
 * The FIDE conversion of a fractional score p into a rating difference dp: the table of the FIDE
 * Rating Regulations (FIDE Handbook B.02, section 8.1, "conversion from fractional score p into
 * rating difference dp"), which C.07 Art. 10.2 (TPR) uses. The values were checked against the
 * copy of the table in the FIDE Technical Commission's reference checker (TieBreakServer,
 * {@code fidetables.py}) and reproduce its TPR figures for the TEC tie-break exercise.
 *
 * <p>The handbook gives p from 0.50 to 1.00 and notes that the lower half is symmetric
 * (dp(1 − p) = −dp(p)); both halves are written out here so the table reads as printed.
 */
final class FideRatingTable {

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

  private FideRatingTable() {}

  /**
   * dp for a fractional score of {@code hundredths} / 100.
   *
   * @throws IllegalArgumentException if {@code hundredths} is not between 0 and 100
   */
  static int dp(int hundredths) {
    if (hundredths < 0 || hundredths > 100) {
      throw new IllegalArgumentException("p must be between 0.00 and 1.00: " + hundredths + "/100");
    }
    return DP[hundredths];
  }

  /** {@code hundredths} as a decimal with two places, such as {@code "0.67"}. */
  static String p(long hundredths) {
    return hundredths / 100 + "." + (hundredths % 100 < 10 ? "0" : "") + hundredths % 100;
  }
}
