package org.tiebreak.prizes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Currency;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.tiebreak.api.standings.Message;
import org.tiebreak.api.standings.Standings;

/**
 * The worked cases of prize sharing, each with the figures its source gives: the example of
 * WinTD's help (as quoted by tourneygeek, "Playing tournament chess for money", 2019), the case
 * of rule 32B3 discussed on the US Chess forum (forum.uschess.org, "Rule 32B3 Question"), the
 * Hort system's examples of the German Wikipedia ("Hort-System") and of Vega's manual (2016), and
 * the "based on" funds of Tim Just's "Just the Rules: A Prize Fund Quiz" (US Chess).
 */
class WorkedExamplesTests {

  static final Currency USD = Currency.getInstance("USD");
  static final Currency EUR = Currency.getInstance("EUR");

  /** Cash by start number of everyone who receives some. */
  static Map<Integer, Long> cash(PrizeDistribution distribution) {
    Map<Integer, Long> cash = new TreeMap<>();
    for (Award award : distribution.awards()) {
      if (award.cash() > 0) {
        cash.put(award.player().startNumber(), award.cash());
      }
    }
    return cash;
  }

  /**
   * WinTD's help: $300 and $200 overall prizes and a $150 youth prize, four players tied, one a
   * youth: the four "bring in" $650 and each receives $162.50. Every reading that pools agrees.
   */
  @Test
  void winTdHelp_fourTiedOneYouth_eachReceives162_50() {
    Standings standings = new Field(5).player(1, 1900, "4").player(2, 1850, "4")
        .player(3, 1800, "4").player(4, 1500, "4").player(5, 1700, "3").rank();
    PrizeList list = PrizeList.builder(USD)
        .add(PrizeCategory.place("overall", "Overall").cash(300_00, 200_00).build())
        .add(PrizeCategory.group("youth", "Youth", List.of(4)).cash(150_00).build())
        .build();
    for (SharingPolicy policy : List.of(SharingPolicies.usChess(),
        SharingPolicies.usChessAsPrinted(), SharingPolicies.equal())) {
      PrizeDistribution distribution = Prizes.distribute(standings, list, policy);
      assertEquals(Map.of(1, 162_50L, 2, 162_50L, 3, 162_50L, 4, 162_50L), cash(distribution),
          policy.name());
      assertEquals(650_00, distribution.paid(), policy.name());
      assertEquals(0, distribution.unawarded(), policy.name());
    }
  }

  /**
   * The case of rule 32B3 on the US Chess forum: 1st $2,298 (and a $77 bonus), 2nd $1,149, 3rd
   * $536, 4th $306, 5th $230, 1st Under 2400 $1,379, 2nd Under 2400 $766; 2673 scores 5, 2699
   * 4½, and four players tie on 4: a 2495 and three under 2400 (2391, 2387, 2385).
   */
  static Field forumCase() {
    return new Field(6).player(1, 2673, "5").player(2, 2699, "4.5")
        .player(3, 2495, "4").player(4, 2391, "4").player(5, 2387, "4").player(6, 2385, "4")
        .player(7, 2345, "3.5").player(8, 2340, "3.5").player(9, 2226, "3.5")
        .player(10, 2208, "3.5").player(11, 2148, "3.5");
  }

  static PrizeList forumPrizes() {
    return PrizeList.builder(USD)
        .add(PrizeCategory.place("place", "Place")
            .cash(2298_00, 1149_00, 536_00, 306_00, 230_00).build())
        .add(PrizeCategory.under("u2400", "Under 2400", 2400).cash(1379_00, 766_00).build())
        .add(PrizeCategory.place("bonus", "Clear first bonus").group("bonus").cash(77_00).build())
        .build();
  }

  /**
   * The amended rule (the default): the four pool the third and fourth place and both Under 2400
   * prizes, $2,987; the 2495, eligible only for the place prizes, is limited to $536, the largest
   * prize they could win without the tie, and the three under 2400 divide the remaining $2,451:
   * $817 each, the poster's figures. The 3½ group shares the fifth place.
   */
  @Test
  void forumCase_asAmended_limitsThe2495To536_andTheOthersReceive817() {
    PrizeDistribution distribution = Prizes.distribute(forumCase().rank(), forumPrizes(),
        SharingPolicies.usChess());
    Map<Integer, Long> expected = new TreeMap<>(Map.of(1, 2375_00L, 2, 1149_00L, 3, 536_00L,
        4, 817_00L, 5, 817_00L, 6, 817_00L));
    for (int player = 7; player <= 11; player++) {
      expected.put(player, 46_00L);
    }
    assertEquals(expected, cash(distribution));
    assertEquals(distribution.fund(), distribution.paid());
    List<Message> lines = distribution.award(3).orElseThrow().explanation();
    assertTrue(lines.stream().anyMatch(line -> line.toString().contains(
        "limited to the largest prize the player could win without the tie")), lines::toString);
    assertTrue(lines.stream().anyMatch(line -> line.toString()
        .equals("not eligible for Under 2400: rated 2495, not under 2400")), lines::toString);
  }

  /** Rule 32B3 as printed, without the limit: $746.75 each, as SwissSys 8.882 paid. */
  @Test
  void forumCase_asPrinted_paysEach746_75AsSwissSysDid() {
    PrizeDistribution distribution = Prizes.distribute(forumCase().rank(), forumPrizes(),
        SharingPolicies.usChessAsPrinted());
    Map<Integer, Long> cash = cash(distribution);
    for (int player = 3; player <= 6; player++) {
      assertEquals(746_75L, cash.get(player), "player " + player);
    }
    assertEquals(2375_00L, cash.get(1));
    assertEquals(distribution.fund(), distribution.paid());
  }

  /**
   * The "unless" of 32B3: two open players and one under 1800 tie for third to fifth with
   * $100, $80 and $60 left and a $500 Under 1800 prize. Pooled, the three would receive $226.67;
   * the class player receives more by winning the Under 1800 prize alone, so takes it, and the
   * other two divide third and fourth place: $90 each. Equal sharing pools all.
   */
  @Test
  void unless_aClassPlayerWhoReceivesMoreAlone_takesTheClassPrize() {
    Standings standings = new Field(6).player(1, 2000, "5").player(2, 2000, "4.5")
        .player(3, 2000, "4").player(4, 1900, "4").player(5, 1700, "4").rank();
    PrizeList list = PrizeList.builder(USD)
        .add(PrizeCategory.place("place", "Place").cash(1000_00, 500_00, 100_00, 80_00, 60_00)
            .build())
        .add(PrizeCategory.under("u1800", "Under 1800", 1800).cash(500_00).build())
        .build();
    for (SharingPolicy policy : List.of(SharingPolicies.usChess(),
        SharingPolicies.usChessAsPrinted())) {
      PrizeDistribution distribution = Prizes.distribute(standings, list, policy);
      assertEquals(Map.of(1, 1000_00L, 2, 500_00L, 3, 90_00L, 4, 90_00L, 5, 500_00L),
          cash(distribution), policy.name());
      assertEquals(60_00, distribution.unawarded(), policy.name());
    }
    PrizeDistribution equal = Prizes.distribute(standings, list, SharingPolicies.equal());
    assertEquals(Map.of(1, 1000_00L, 2, 500_00L, 3, 226_67L, 4, 226_67L, 5, 226_66L),
        cash(equal));
  }

  /**
   * The Hort system's example (German Wikipedia, "Hort-System"): prizes 100, 80, 60, 40, 20 and
   * 10; A and B on 8, C on 7½, D, E and F on 7. A and B keep half of first and second and pool
   * the other halves, 45 each: 95 and 85; C is alone: 60; D, E and F keep 20, 10 and 5 and pool
   * 35. The article rounds 11.67 up to 12 each (32, 22, 17), paying 71 of the 70 pooled, one more
   * than the fund (an erratum of the example, kept as the rounding that reproduces it); rounded
   * to the cent and adding up, the pool pays 11.67, 11.67 and 11.66.
   */
  @Test
  void hortExample_ofTheGermanWikipedia() {
    Standings standings = new Field(9).player(1, 2000, "8").player(2, 2000, "8")
        .player(3, 2000, "7.5").player(4, 2000, "7").player(5, 2000, "7").player(6, 2000, "7")
        .player(7, 2000, "6").order(1, 2, 3, 4, 5, 6).rank();
    PrizeList.Builder list = PrizeList.builder(EUR).add(PrizeCategory.place("place", "Place")
        .cash(100_00, 80_00, 60_00, 40_00, 20_00, 10_00).build());
    PrizeDistribution exact = Prizes.distribute(standings, list.build(), SharingPolicies.hort());
    assertEquals(Map.of(1, 95_00L, 2, 85_00L, 3, 60_00L, 4, 31_67L, 5, 21_67L, 6, 16_66L),
        cash(exact));
    assertEquals(310_00, exact.paid());
    PrizeDistribution article = Prizes.distribute(standings,
        list.rounding(Rounding.eachShareHalfUp(100)).build(), SharingPolicies.hort());
    assertEquals(Map.of(1, 95_00L, 2, 85_00L, 3, 60_00L, 4, 32_00L, 5, 22_00L, 6, 17_00L),
        cash(article));
    assertEquals(1_00, article.roundingDifference());
    assertEquals(article.fund() + article.roundingDifference(), article.paid());
  }

  /** Vega's manual: four tied for 10,000, 8,000, 6,000 and 4,000 receive 8,500 to 5,500. */
  @Test
  void hortExample_ofVegasManual() {
    Standings standings = new Field(5).player(1, 2000, "4").player(2, 2000, "4")
        .player(3, 2000, "4").player(4, 2000, "4").order(1, 2, 3, 4).rank();
    PrizeList list = PrizeList.builder(EUR).add(PrizeCategory.place("place", "Place")
        .cash(10_000_00, 8_000_00, 6_000_00, 4_000_00).build()).build();
    assertEquals(Map.of(1, 8_500_00L, 2, 7_500_00L, 3, 6_500_00L, 4, 5_500_00L),
        cash(Prizes.distribute(standings, list, SharingPolicies.hort())));
  }

  /**
   * "Based on" funds (Tim Just, "Just the Rules: A Prize Fund Quiz"): $2000 based on 125 with 75
   * entries pays 60%, $1200; a fund over $500 is never cut by more than half; $450 based on 30
   * with 10 entries pays a third, rounded down to the cent.
   */
  @Test
  void basedOn_scalesAsRule32DIsExplained() {
    Standings standings = new Field(3).player(1, 2000, "3").player(2, 1900, "2")
        .player(3, 1800, "1").rank();
    PrizeCategory place = PrizeCategory.place("place", "Place").cash(1000_00, 600_00, 400_00)
        .build();
    PrizeDistribution sixty = Prizes.distribute(standings,
        PrizeList.builder(USD).add(place).basedOn(125).entries(75).build(),
        SharingPolicies.usChess());
    assertEquals(Map.of(1, 600_00L, 2, 360_00L, 3, 240_00L), cash(sixty));
    assertEquals(1200_00, sixty.fund());
    PrizeDistribution half = Prizes.distribute(standings,
        PrizeList.builder(USD).add(place).basedOn(125).entries(20).build(),
        SharingPolicies.usChess());
    assertEquals(1000_00, half.fund());
    PrizeDistribution small = Prizes.distribute(standings,
        PrizeList.builder(USD).add(PrizeCategory.place("place", "Place")
            .cash(250_00, 150_00, 50_00).build()).basedOn(30).entries(10).build(),
        SharingPolicies.usChess());
    assertEquals(Map.of(1, 83_33L, 2, 50_00L, 3, 16_66L), cash(small));
    assertEquals("the fund is based on 30 entries and 10 entered: a fund this small is paid"
        + " strictly in proportion, every prize at 1/3 of its amount, 149.99 of 450.00"
        + " (US Chess rule 32D)", small.notes().get(0).toString());
  }

  /** The one-prize rule as US Chess rule 32B4 orders equal amounts, and prizes passing down. */
  @Test
  void largestPrizeFirst_thenPlaceBeforeClass() {
    Standings standings = new Field(5).player(1, 2100, "5").player(2, 1700, "4")
        .player(3, 1750, "3").player(4, 1600, "2").rank();
    PrizeList list = PrizeList.builder(USD)
        .add(PrizeCategory.place("place", "Place").cash(500_00, 300_00, 100_00).build())
        .add(PrizeCategory.under("u1800", "Under 1800", 1800).cash(400_00, 100_00).build())
        .build();
    PrizeDistribution none = Prizes.distribute(standings, list, SharingPolicies.none());
    // 2 takes the Under 1800 prize over second place, which passes down to 3; 4 may win third
    // place or the second Under 1800 prize, of the same amount, and takes the place prize (32B4)
    assertEquals(Map.of(1, 500_00L, 2, 400_00L, 3, 300_00L, 4, 100_00L), cash(none));
    assertEquals(List.of("u1800-1"), none.award(2).orElseThrow().prizes());
    assertEquals(List.of("place-2"), none.award(3).orElseThrow().prizes());
    assertEquals(List.of("place-3"), none.award(4).orElseThrow().prizes());
    assertEquals(PrizeOutcome.Status.NOT_AWARDED, none.prize("u1800-2").status());
  }

  /** Unrated players: place prizes and unrated prizes only (28D), a limit on their cash. */
  @Test
  void unratedPlayers_placeAndUnratedPrizesOnly_andTheirCashLimited() {
    Standings standings = new Field(5).unrated(1, "5").player(2, 1500, "4").unrated(3, "4")
        .player(4, 1400, "3").rank();
    PrizeList.Builder builder = PrizeList.builder(USD)
        .add(PrizeCategory.place("place", "Place").cash(1000_00, 300_00).build())
        .add(PrizeCategory.group("junior", "Junior", List.of(3, 4)).cash(200_00).build());
    PrizeDistribution us = Prizes.distribute(standings, builder.build(), SharingPolicies.usChess());
    // 3 may not win the junior prize (unrated), so 2 and 3 share second place, and 4 the junior
    assertEquals(Map.of(1, 1000_00L, 2, 150_00L, 3, 150_00L, 4, 200_00L), cash(us));
    PrizeDistribution equal = Prizes.distribute(standings, builder.build(),
        SharingPolicies.equal());
    // under equal sharing 3 may win the junior prize: 2 and 3 pool second place and the junior
    assertEquals(Map.of(1, 1000_00L, 2, 250_00L, 3, 250_00L), cash(equal));
    PrizeDistribution limited = Prizes.distribute(standings,
        builder.unratedCashLimit(600_00, PrizeList.UnratedExcess.WITHHELD).build(),
        SharingPolicies.usChess());
    Award first = limited.award(1).orElseThrow();
    assertEquals(600_00, first.cash());
    assertEquals(400_00, first.withheld());
    assertEquals(limited.fund(), limited.paid() + limited.withheld());
    assertEquals("unrated: limited to 600.00; 400.00 withheld",
        first.explanation().get(first.explanation().size() - 1).toString());
  }

  /** What an unrated player's limit keeps back may go to the others of the tie. */
  @Test
  void unratedLimit_sharedInTheTie() {
    Standings standings = new Field(5).unrated(1, "5").player(2, 1500, "5").rank();
    PrizeList list = PrizeList.builder(USD)
        .add(PrizeCategory.place("place", "Place").cash(1000_00, 500_00).build())
        .unratedCashLimit(600_00, PrizeList.UnratedExcess.SHARED_IN_TIE).build();
    PrizeDistribution distribution = Prizes.distribute(standings, list, SharingPolicies.usChess());
    assertEquals(Map.of(1, 600_00L, 2, 900_00L), cash(distribution));
    assertEquals(0, distribution.withheld());
  }

  /**
   * Trophies and titles follow the standings: a trophy by lot where the ruleset draws lots, a
   * title never (the MCA 2001 and Big Rapids lists allow the coin toss only for non-divisible
   * prizes, never for a title); cash is shared all the same.
   */
  @Test
  void titleNeverByLot_trophyByLot_cashShared() {
    Field field = new Field(5).player(1, 2000, "4").player(2, 2000, "4").player(3, 1900, "2");
    PrizeList list = PrizeList.builder(USD)
        .add(PrizeCategory.place("place", "Place").title("Club Champion", 100_00)
            .prize(50_00, "trophy").build())
        .build();
    Standings drawn = field.rank(42, Field.lots());
    int winner = drawn.rows().get(0).player().startNumber();
    int loser = drawn.rows().get(1).player().startNumber();
    assertTrue(drawn.rows().get(0).decidedByLot());
    PrizeDistribution us = Prizes.distribute(drawn, list, SharingPolicies.usChess());
    assertEquals(Map.of(1, 75_00L, 2, 75_00L), cash(us));
    PrizeOutcome title = us.prize("place-1");
    assertEquals(PrizeOutcome.Status.UNDECIDED, title.status());
    assertEquals(Set.of(1, 2), Set.copyOf(title.candidates()));
    PrizeOutcome trophy = us.prize("place-2");
    assertEquals(loser, trophy.holder().orElseThrow());
    PrizeDistribution none = Prizes.distribute(drawn, list, SharingPolicies.none());
    assertEquals(Map.of(winner, 100_00L, loser, 50_00L), cash(none));
    assertEquals(PrizeOutcome.Status.UNDECIDED, none.prize("place-1").status());

    PrizeDistribution undrawn = Prizes.distribute(field.rank(), list, SharingPolicies.usChess());
    assertEquals(PrizeOutcome.Status.UNDECIDED, undrawn.prize("place-1").status());
    assertEquals(PrizeOutcome.Status.UNDECIDED, undrawn.prize("place-2").status());
    assertEquals("a title is not decided by lot; a play-off or the arbiter decides",
        undrawn.prize("place-1").note().orElseThrow().toString());

    PrizeDistribution mca = Prizes.distribute(field.rank(42, Field.lotsExceptForTitle()), list,
        SharingPolicies.usChess());
    assertEquals(PrizeOutcome.Status.UNDECIDED, mca.prize("place-1").status());
  }

  /** A trophy decided by a tie-break names it; a second trophy follows the order. */
  @Test
  void trophies_followTheTiebreaks() {
    Standings standings = new Field(5).player(1, 2000, "4").player(2, 2000, "4")
        .player(3, 2000, "4").order(2, 3, 1).rank();
    PrizeList list = PrizeList.builder(USD)
        .add(PrizeCategory.place("place", "Place").prize(90_00, "gold").prize(60_00, "silver")
            .prize(30_00, "bronze").build())
        .build();
    PrizeDistribution distribution = Prizes.distribute(standings, list, SharingPolicies.usChess());
    assertEquals(Map.of(1, 60_00L, 2, 60_00L, 3, 60_00L), cash(distribution));
    assertEquals(List.of("gold"), distribution.award(2).orElseThrow().awards());
    assertEquals(List.of("silver"), distribution.award(3).orElseThrow().awards());
    assertEquals(List.of("bronze"), distribution.award(1).orElseThrow().awards());
    assertEquals("2 above 3 on ORDER (3 to 2)",
        distribution.prize("place-1").note().orElseThrow().toString());
  }

  /** Odd cents go to the players in the order of the standings, and the award says so. */
  @Test
  void oddCents_goByTheOrderOfTheStandings() {
    Standings standings = new Field(5).player(1, 2000, "4").player(2, 2000, "4")
        .player(3, 2000, "4").order(3, 1, 2).rank();
    PrizeList list = PrizeList.builder(USD)
        .add(PrizeCategory.place("place", "Place").cash(50_00, 30_00, 20_01).build()).build();
    PrizeDistribution distribution = Prizes.distribute(standings, list, SharingPolicies.equal());
    assertEquals(Map.of(3, 33_34L, 1, 33_34L, 2, 33_33L), cash(distribution));
    assertTrue(distribution.award(3).orElseThrow().explanation().stream()
        .anyMatch(line -> line.toString().startsWith("33.34 to this player: the parts rounded down")));
  }
}
