package org.tiebreak.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.tiebreak.api.Colour;
import org.tiebreak.api.Player;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.RoundResult;
import org.tiebreak.api.Score;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.rule.TiebreakContext;

/** {@link TournamentTransforms} and {@link EngineContexts}. */
class TournamentTransformsTests {

  private static final Tournament TOURNAMENT = Tournament.builder().name("Club").plannedRounds(2)
      .addRow(Player.of(1, "Adams, Ann", 2100), RoundResult.win(3, Colour.WHITE),
          RoundResult.bye(ResultKind.HALF_POINT_BYE))
      .addRow(Player.of(2, "Brown, Bob"), RoundResult.bye(ResultKind.PAIRING_ALLOCATED_BYE),
          RoundResult.forfeitWin(3))
      .addRow(Player.of(3, "Clark, Cy", 1800), RoundResult.loss(1, Colour.BLACK),
          RoundResult.forfeitLoss(2))
      .build();

  @Test
  void renumber_movesPlayersAndOpponents_keepsEverythingElse() {
    Tournament renumbered = TournamentTransforms.renumber(TOURNAMENT, Map.of(1, 5, 2, 1, 3, 2));

    assertEquals(String.join("\n",
        "1 Brown, Bob        2.0 U   +2",
        "2 Clark, Cy (1800)  0.0 L5b -1",
        "5 Adams, Ann (2100) 1.5 W2w H"), Crosstables.format(renumbered));
    assertEquals("Club", renumbered.name());
    assertEquals(2, renumbered.plannedRounds());
    assertEquals(TOURNAMENT.format(), renumbered.format());
  }

  @Test
  void renumber_invalidNumbers_throw() {
    assertThrows(IllegalArgumentException.class,
        () -> TournamentTransforms.renumber(TOURNAMENT, Map.of(1, 5, 2, 1)));
    assertThrows(IllegalArgumentException.class,
        () -> TournamentTransforms.renumber(TOURNAMENT, Map.of(1, 5, 2, 5, 3, 1)));
    assertThrows(IllegalArgumentException.class,
        () -> TournamentTransforms.renumber(TOURNAMENT, Map.of(1, 0, 2, 1, 3, 2)));
  }

  @Test
  void randomNumbers_distinct_fromOneToTwiceThePlayers() {
    Map<Integer, Integer> numbers = TournamentTransforms.randomNumbers(TOURNAMENT, new Random(1));

    assertEquals(new HashSet<>(List.of(1, 2, 3)), numbers.keySet());
    assertEquals(3, new HashSet<>(numbers.values()).size());
    numbers.values().forEach(n -> assertTrue(n >= 1 && n <= 6, numbers.toString()));
  }

  @Test
  void addedInOrder_equalTournament_otherObject() {
    Tournament reordered = TournamentTransforms.addedInOrder(TOURNAMENT, List.of(3, 1, 2));

    assertEquals(TOURNAMENT, reordered);
    assertNotSame(TOURNAMENT, reordered);
    assertEquals(TOURNAMENT, TournamentTransforms.copy(TOURNAMENT));
    assertThrows(IllegalArgumentException.class,
        () -> TournamentTransforms.addedInOrder(TOURNAMENT, List.of(3, 1)));
    assertThrows(IllegalArgumentException.class,
        () -> TournamentTransforms.addedInOrder(TOURNAMENT, List.of(3, 1, 1)));
  }

  @Test
  void engineContexts_giveTheTournamentScoresAndSeed() {
    TiebreakContext unseeded = EngineContexts.of(TOURNAMENT);
    TiebreakContext seeded = EngineContexts.of(TOURNAMENT, 42L);

    assertEquals(TOURNAMENT, unseeded.tournament());
    assertEquals(OptionalLong.empty(), unseeded.lotSeed());
    assertEquals(OptionalLong.of(42L), seeded.lotSeed());
    assertEquals(Score.parse("1.5"), seeded.score(1));
    assertNotSame(unseeded, EngineContexts.of(TOURNAMENT));
  }

  @Test
  void engineContexts_noPlayers_throw() {
    Tournament empty = Tournament.builder().plannedRounds(1).build();

    assertThrows(IllegalArgumentException.class, () -> EngineContexts.of(empty));
  }
}
