package org.tiebreak.prizes;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

class RoundingTests {

  /**
   * Four place prizes to four players tied on score, each prize to one of them, rounded to whole
   * dollars: each gets the prize rounded down, the $1.88 left over goes $1 to the largest
   * remainder (57 cents) and the 88 cents below a dollar to that player too, so that a player may
   * receive up to two units less a cent more than the exact amount, and the total is paid out.
   */
  @Test
  void balanced_givesTheUnitsLeftToTheLargestRemainders_andTheRestToTheFirstOfThem() {
    long[] prizes = {37057, 31553, 15926, 14452};
    Rounding.Rounded rounded = Rounding.toUnit(100).divide(prizes,
        new int[][] {{0}, {1}, {2}, {3}}, 4);
    assertArrayEquals(new long[] {37188, 31500, 15900, 14400}, rounded.cash());
    assertEquals(Arrays.stream(prizes).sum(), Arrays.stream(rounded.cash()).sum());
  }

  @Test
  void halfUp_roundsEachShareOnItsOwn() {
    Rounding.Rounded rounded = Rounding.eachShareHalfUp(100).divide(new long[] {3500},
        new int[][] {{0, 1, 2}}, 3);
    assertArrayEquals(new long[] {1200, 1200, 1200}, rounded.cash());
  }
}
