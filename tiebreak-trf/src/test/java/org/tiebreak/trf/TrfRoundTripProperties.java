package org.tiebreak.trf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.tiebreak.api.GameResult;
import org.tiebreak.api.Pairing;
import org.tiebreak.api.Player;
import org.tiebreak.api.PointSystem;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.Score;
import org.tiebreak.api.Tournament;

/**
 * Random Swiss tournaments, with start dates and point systems, written as TRF16 or TRF26 read
 * back equal.
 */
class TrfRoundTripProperties {

  private static final List<String> NAMES = List.of("Müller, Jürgen", "Ødegaard, Ingrid",
      "Nuñez, Iñaki", "Ivanchuk, Vasyl", "O'Brien, Seán", "Smith-Jones, Ann", "李, 小龍",
      "Emoji \uD83D\uDE00 Player", "Zoë", "Åström, Björn Erik Magnus");
  private static final List<ResultKind> BYES = List.of(ResultKind.HALF_POINT_BYE,
      ResultKind.FULL_POINT_BYE, ResultKind.ZERO_POINT_BYE);
  /** Point systems that record 162 can give, and ones that only XXS can. */
  private static final List<PointSystem> POINT_SYSTEMS = List.of(PointSystem.STANDARD,
      PointSystem.builder().win(Score.of(3)).draw(Score.ONE).build(),
      PointSystem.builder().pairingAllocatedBye(Score.HALF).build(),
      PointSystem.builder().win(Score.of(2)).draw(Score.ONE).loss(Score.ZERO)
          .zeroPointBye(Score.ZERO).halfPointBye(Score.ZERO).build(),
      PointSystem.builder().forfeitWin(Score.parse("0.75")).fullPointBye(Score.HALF).build());

  @Property(tries = 200)
  void writeThenRead_givesTheTournamentBack(@ForAll @IntRange(min = 2, max = 14) int players,
      @ForAll @IntRange(min = 1, max = 6) int rounds, @ForAll long seed,
      @ForAll boolean trf26) {
    Tournament tournament = tournament(players, rounds, new Random(seed));
    TrfVersion version = trf26 ? TrfVersion.TRF26 : TrfVersion.TRF16;
    String written = Trf.write(tournament, version);
    TrfDocument document = Trf.read(written.getBytes(StandardCharsets.UTF_8));
    assertEquals(tournament, document.tournament());
    assertTrue(document.warnings().isEmpty(), document.warnings().toString());
    assertEquals(written, Trf.write(document, version));
  }

  /** A name of 1 to 33 characters (code points) from a mixed alphabet, not blank at either end. */
  private static String randomName(Random random) {
    int[] alphabet = "abcXYZ äöüßÅØñ,.'-\t李\uD83D\uDE00".codePoints().toArray();
    StringBuilder name = new StringBuilder();
    int length = 1 + random.nextInt(33);
    for (int i = 0; i < length; i++) {
      int c = alphabet[random.nextInt(alphabet.length)];
      boolean edge = i == 0 || i == length - 1;
      name.appendCodePoint(edge && (c == ' ' || c == '\t') ? 'Q' : c);
    }
    return name.toString();
  }

  /** A Swiss-like tournament: random pairings, random results, a few requested byes. */
  static Tournament tournament(int size, int rounds, Random random) {
    Tournament.Builder builder = Tournament.builder().name("Random Open " + size)
        .plannedRounds(rounds + random.nextInt(3))
        .pointSystem(POINT_SYSTEMS.get(random.nextInt(POINT_SYSTEMS.size())));
    if (random.nextBoolean()) {
      builder.startDate(LocalDate.of(1990, 1, 1).plusDays(random.nextInt(20_000)));
    }
    for (int number = 1; number <= size; number++) {
      Player.Builder player = Player.builder().startNumber(number).name(random.nextBoolean()
          ? NAMES.get(random.nextInt(NAMES.size())) + " " + number : randomName(random));
      if (random.nextInt(4) > 0) {
        player.rating(1000 + random.nextInt(1800));
      }
      if (random.nextBoolean()) {
        player.putFederationIds("FED", List.of("NOR", "GER", "ESP").get(random.nextInt(3)));
      }
      if (random.nextBoolean()) {
        player.putFederationIds("FIDE", Integer.toString(1_000_000 + random.nextInt(9_000_000)));
      }
      builder.addPlayer(player.build());
    }
    GameResult[] results = GameResult.values();
    for (int round = 1; round <= rounds; round++) {
      List<Integer> order = new ArrayList<>();
      for (int number = 1; number <= size; number++) {
        order.add(number);
      }
      Collections.shuffle(order, random);
      List<Pairing> pairings = new ArrayList<>();
      while (!order.isEmpty() && random.nextInt(5) == 0) {
        pairings.add(Pairing.bye(order.remove(order.size() - 1),
            BYES.get(random.nextInt(BYES.size()))));
      }
      if (order.size() % 2 == 1) {
        pairings.add(Pairing.bye(order.remove(order.size() - 1),
            ResultKind.PAIRING_ALLOCATED_BYE));
      }
      for (int i = 0; i + 1 < order.size(); i += 2) {
        pairings.add(Pairing.game(order.get(i), order.get(i + 1),
            results[random.nextInt(results.length)]));
      }
      builder.addRound(pairings);
    }
    return builder.build();
  }
}
