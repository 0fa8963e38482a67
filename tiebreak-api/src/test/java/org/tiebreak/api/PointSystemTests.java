package org.tiebreak.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Unit tests for {@link PointSystem}: the points of every kind of result. */
class PointSystemTests {

  @ParameterizedTest
  @CsvSource({
      "WIN, 1", "DRAW, 0.5", "LOSS, 0", "FORFEIT_WIN, 1", "FORFEIT_LOSS, 0", "FULL_POINT_BYE, 1",
      "HALF_POINT_BYE, 0.5", "ZERO_POINT_BYE, 0", "PAIRING_ALLOCATED_BYE, 1", "ABSENT, 0",
      "WITHDRAWN, 0", "LATE_ENTRY, 0"})
  void standard_scoresOneHalfZero_unplayedAsTheGameTheyStandFor(ResultKind kind, String points) {
    assertEquals(Score.parse(points), PointSystem.STANDARD.points(kind));
    assertEquals(kind.points(), PointSystem.STANDARD.points(kind));
  }

  @Test
  void football_unplayedFollowTheGamesSetAtBuild() {
    PointSystem football = PointSystem.builder().win(Score.of(3)).draw(Score.ONE).build();

    assertEquals(Score.of(3), football.points(ResultKind.FORFEIT_WIN));
    assertEquals(Score.of(3), football.points(ResultKind.PAIRING_ALLOCATED_BYE));
    assertEquals(Score.of(3), football.points(ResultKind.FULL_POINT_BYE));
    assertEquals(Score.ONE, football.points(ResultKind.HALF_POINT_BYE));
    assertEquals(Score.ZERO, football.points(ResultKind.ABSENT));
    assertFalse(football.isStandard());
    assertEquals("win 3, draw 1, loss 0", football.toString());
  }

  @Test
  void unplayedSetApart_namedInToString() {
    PointSystem system = PointSystem.builder().pairingAllocatedBye(Score.HALF)
        .forfeitWin(Score.HALF).build();

    assertEquals(Score.HALF, system.points(ResultKind.PAIRING_ALLOCATED_BYE));
    assertEquals(Score.ONE, system.points(ResultKind.FULL_POINT_BYE));
    assertEquals("win 1, draw 0.5, loss 0, forfeit win 0.5, pairing-allocated bye 0.5",
        system.toString());
  }

  @Test
  void zeroPointBye_setsEveryRoundThatScoresNothingByDefault() {
    PointSystem system = PointSystem.builder().zeroPointBye(Score.HALF).build();

    for (ResultKind kind : new ResultKind[] {ResultKind.ZERO_POINT_BYE, ResultKind.ABSENT,
        ResultKind.WITHDRAWN, ResultKind.LATE_ENTRY}) {
      assertEquals(Score.HALF, system.points(kind), kind.name());
    }
    assertEquals(Score.ZERO, system.points(ResultKind.FORFEIT_LOSS));
    assertEquals("win 1, draw 0.5, loss 0, zero-point bye 0.5, absent 0.5, withdrawn 0.5,"
        + " late entry 0.5", system.toString());
  }

  @Test
  void equalPoints_equalSystems() {
    PointSystem spelledOut = PointSystem.builder().win(Score.ONE).draw(Score.HALF)
        .loss(Score.ZERO).forfeitWin(Score.ONE).build();

    assertEquals(PointSystem.STANDARD, spelledOut);
    assertEquals(PointSystem.STANDARD.hashCode(), spelledOut.hashCode());
    assertTrue(spelledOut.isStandard());
    assertNotEquals(PointSystem.STANDARD, PointSystem.builder().loss(Score.HALF).build());
  }

  @Test
  void penaltyForAForfeit_kept() {
    PointSystem penalty = PointSystem.builder().forfeitLoss(Score.of(-1)).build();

    assertEquals(Score.of(-1), penalty.points(ResultKind.FORFEIT_LOSS));
    assertEquals("win 1, draw 0.5, loss 0, forfeit loss -1", penalty.toString());
  }

  @Test
  void missingPoints_refused() {
    assertThrows(NullPointerException.class, () -> PointSystem.builder().win(null));
    assertThrows(NullPointerException.class, () -> PointSystem.STANDARD.points(null));
  }
}
