package org.tiebreak.core.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class FideRatingTablesTests {

  @Test
  void table_printedValues() {
    assertEquals(800, FideRatingTables.dp(100));
    assertEquals(677, FideRatingTables.dp(99));
    assertEquals(589, FideRatingTables.dp(98));
    assertEquals(366, FideRatingTables.dp(90));
    assertEquals(240, FideRatingTables.dp(80));
    assertEquals(193, FideRatingTables.dp(75));
    assertEquals(125, FideRatingTables.dp(67));
    assertEquals(72, FideRatingTables.dp(60));
    assertEquals(7, FideRatingTables.dp(51));
    assertEquals(0, FideRatingTables.dp(50));
    assertEquals(-125, FideRatingTables.dp(33));
    assertEquals(-800, FideRatingTables.dp(0));
  }

  @Test
  void table_symmetricAndIncreasing() {
    for (int p = 0; p <= 100; p++) {
      assertEquals(-FideRatingTables.dp(p), FideRatingTables.dp(100 - p), "p = " + p);
      if (p > 0) {
        assertTrue(FideRatingTables.dp(p) > FideRatingTables.dp(p - 1), "p = " + p);
      }
    }
  }

  @Test
  void table_outOfRange_rejected() {
    assertThrows(IllegalArgumentException.class, () -> FideRatingTables.dp(-1));
    assertThrows(IllegalArgumentException.class, () -> FideRatingTables.dp(101));
  }

  @Test
  void table_pFormatting() {
    assertEquals("0.67", FideRatingTables.p(67));
    assertEquals("0.05", FideRatingTables.p(5));
    assertEquals("1.00", FideRatingTables.p(100));
  }

  /** The steps of B.02 8.1(b) as printed: 0-3 .50, 4-10 .51, ..., 620-735 .99, above 735 1.00. */
  @Test
  void expectedScore_printedSteps() {
    assertEquals(50, FideRatingTables.expectedScore(0));
    assertEquals(50, FideRatingTables.expectedScore(-3));
    assertEquals(51, FideRatingTables.expectedScore(-4));
    assertEquals(49, FideRatingTables.expectedScore(4));
    assertEquals(66, FideRatingTables.expectedScore(-120));
    assertEquals(80, FideRatingTables.expectedScore(-245));
    assertEquals(81, FideRatingTables.expectedScore(-246));
    assertEquals(99, FideRatingTables.expectedScore(-735));
    assertEquals(100, FideRatingTables.expectedScore(-736));
    assertEquals(0, FideRatingTables.expectedScore(1200));
  }

  @Test
  void expectedScore_complementaryAndMonotone() {
    for (int d = -900; d <= 900; d++) {
      assertEquals(100, FideRatingTables.expectedScore(d) + FideRatingTables.expectedScore(-d),
          "d = " + d);
      assertTrue(FideRatingTables.expectedScore(d) <= FideRatingTables.expectedScore(d - 1),
          "d = " + d);
    }
  }
}
