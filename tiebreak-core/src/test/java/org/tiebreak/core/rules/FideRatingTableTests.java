package org.tiebreak.core.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class FideRatingTableTests {

  @Test
  void table_printedValues() {
    assertEquals(800, FideRatingTable.dp(100));
    assertEquals(677, FideRatingTable.dp(99));
    assertEquals(589, FideRatingTable.dp(98));
    assertEquals(366, FideRatingTable.dp(90));
    assertEquals(240, FideRatingTable.dp(80));
    assertEquals(193, FideRatingTable.dp(75));
    assertEquals(125, FideRatingTable.dp(67));
    assertEquals(72, FideRatingTable.dp(60));
    assertEquals(7, FideRatingTable.dp(51));
    assertEquals(0, FideRatingTable.dp(50));
    assertEquals(-125, FideRatingTable.dp(33));
    assertEquals(-800, FideRatingTable.dp(0));
  }

  @Test
  void table_symmetricAndIncreasing() {
    for (int p = 0; p <= 100; p++) {
      assertEquals(-FideRatingTable.dp(p), FideRatingTable.dp(100 - p), "p = " + p);
      if (p > 0) {
        assertTrue(FideRatingTable.dp(p) > FideRatingTable.dp(p - 1), "p = " + p);
      }
    }
  }

  @Test
  void table_outOfRange_rejected() {
    assertThrows(IllegalArgumentException.class, () -> FideRatingTable.dp(-1));
    assertThrows(IllegalArgumentException.class, () -> FideRatingTable.dp(101));
  }

  @Test
  void table_pFormatting() {
    assertEquals("0.67", FideRatingTable.p(67));
    assertEquals("0.05", FideRatingTable.p(5));
    assertEquals("1.00", FideRatingTable.p(100));
  }
}
