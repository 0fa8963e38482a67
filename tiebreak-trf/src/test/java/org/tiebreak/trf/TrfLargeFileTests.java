package org.tiebreak.trf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.Tournament;

/** Reading a generated 9,999-player, 13-round TRF, and how long it takes. */
class TrfLargeFileTests {

  private static final int PLAYERS = 9_999;
  private static final int ROUNDS = 13;

  @Test
  void read_9999Players13Rounds_quickly() {
    byte[] bytes = generate().getBytes(StandardCharsets.UTF_8);
    long start = System.nanoTime();
    TrfDocument document = Trf.read(bytes);
    long coldMillis = (System.nanoTime() - start) / 1_000_000;
    long bestMillis = Long.MAX_VALUE;
    for (int i = 0; i < 5; i++) {
      start = System.nanoTime();
      Trf.read(bytes);
      bestMillis = Math.min(bestMillis, (System.nanoTime() - start) / 1_000_000);
    }

    Tournament tournament = document.tournament();
    assertEquals(PLAYERS, tournament.players().size());
    assertEquals(ROUNDS, tournament.roundsPlayed());
    assertTrue(document.warnings().isEmpty(), () -> document.warnings().subList(0, 1).toString());
    long byes = tournament.players().stream()
        .flatMap(p -> tournament.results(p.startNumber()).stream())
        .filter(r -> r.kind() == ResultKind.PAIRING_ALLOCATED_BYE).count();
    assertEquals(ROUNDS, byes);
    assertTrue(bestMillis < 3_000, "reading took " + bestMillis + " ms (the first read "
        + coldMillis + " ms)");
  }

  /**
   * A round robin schedule by the circle method over 10,000 places, the last place a bye: every
   * round pairs each player once, and the player paired with the bye gets a pairing-allocated bye.
   * White wins, draws and Black wins take turns.
   */
  static String generate() {
    int places = PLAYERS + 1;
    int[][] opponent = new int[PLAYERS + 1][ROUNDS];
    boolean[][] hasWhite = new boolean[PLAYERS + 1][ROUNDS];
    for (int round = 0; round < ROUNDS; round++) {
      for (int i = 0; i < places / 2; i++) {
        int a = i == 0 ? places - 1 : (round + i) % (places - 1);
        int b = (round + places - 1 - i) % (places - 1);
        int first = a == places - 1 ? 0 : a + 1;
        int second = b + 1;
        if (first == 0) {
          opponent[second][round] = 0;
          continue;
        }
        boolean firstWhite = (i + round) % 2 == 0;
        opponent[first][round] = second;
        opponent[second][round] = first;
        hasWhite[first][round] = firstWhite;
        hasWhite[second][round] = !firstWhite;
      }
    }
    StringBuilder text = new StringBuilder(PLAYERS * 230);
    text.append("012 Generated Open\n").append("XXR ").append(ROUNDS).append('\n');
    for (int player = 1; player <= PLAYERS; player++) {
      StringBuilder rounds = new StringBuilder();
      int halfPoints = 0;
      for (int round = 0; round < ROUNDS; round++) {
        int other = opponent[player][round];
        if (other == 0) {
          rounds.append("  0000 - U");
          halfPoints += 2;
          continue;
        }
        int white = hasWhite[player][round] ? player : other;
        int black = white == player ? other : player;
        int outcome = (white + black + round) % 3;
        char code;
        if (outcome == 1) {
          code = '=';
          halfPoints += 1;
        } else if ((outcome == 0) == (white == player)) {
          code = '1';
          halfPoints += 2;
        } else {
          code = '0';
        }
        rounds.append(String.format("  %4d %c %c", other, white == player ? 'w' : 'b', code));
      }
      text.append(String.format("001 %4d m    %-33s %4d %-3s %11d %-10s %4s %4s", player,
          "Player " + player + ", Test", 1000 + player % 1800, "NOR", 1_000_000 + player,
          "2000/01/01", halfPoints / 2 + (halfPoints % 2 == 1 ? ".5" : ".0"), ""))
          .append(rounds).append('\n');
    }
    return text.toString();
  }
}
