package org.tiebreak.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.Score;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.rule.TiebreakRule;
import org.tiebreak.api.standings.Explanation;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.core.TiebreakEngine;
import org.tiebreak.core.rules.Tiebreaks;
import org.tiebreak.rulesets.Rulesets;

/**
 * Every worked example of the seed texts ({@link Fixtures}) ranked under the ruleset of its text,
 * with the figures and the order the text gives.
 *
 * <p>Errata of the texts, checked here as the rules give them:
 *
 * <ul>
 *   <li>Big Rapids Solkoff example 1 prints Adam 14.5 and Barbara 13.5 and makes Adam the winner;
 *       from the opponents' scores it lists (Adam 1, 2, 3, 3.5, 4; Barbara 2, 2.5, 3, 3, 4) Adam
 *       has 13.5 and Barbara 14.5, and Barbara wins. The text summed each list under the other
 *       player's name.
 *   <li>Big Rapids Modified Median example 2 ends "higher than Jane's"; no Jane is in the example,
 *       it means Calvin.
 *   <li>Big Rapids Solkoff example 2 spells the second player Francis, Fancis and Frances.
 * </ul>
 */
class WorkedExamplesTests {

  static final long SEED = 20011113L;

  static Standings rank(Fixtures.Example example, String ruleset) {
    assertEquals(ruleset, example.ruleset(), "the fixture names its text's ruleset");
    return TiebreakEngine.rank(example.tournament(), Rulesets.named(ruleset));
  }

  static Score value(Standings standings, int player, String code) {
    Score value = standings.row(player).values().get(code);
    assertTrue(value != null, "no " + code + " for player " + player);
    return value;
  }

  static Score score(String decimal) {
    return Score.parse(decimal);
  }

  /** The given players in the order of the standings. */
  static List<Integer> order(Standings standings, Integer... players) {
    Set<Integer> wanted = new HashSet<>(List.of(players));
    List<Integer> order = new ArrayList<>();
    for (Standings.Row row : standings.rows()) {
      if (wanted.contains(row.player().startNumber())) {
        order.add(row.player().startNumber());
      }
    }
    return order;
  }

  /** Every start number in the order of the standings. */
  static List<Integer> order(Standings standings) {
    List<Integer> order = new ArrayList<>();
    standings.rows().forEach(row -> order.add(row.player().startNumber()));
    return order;
  }

  static List<String> places(Standings standings) {
    List<String> places = new ArrayList<>();
    standings.rows().forEach(row -> places.add(row.place()));
    return places;
  }

  /** The code of the rule that separated two players, or empty if nothing did. */
  static Optional<String> decidedBy(Standings standings, int higher, int lower) {
    Standings.Comparison comparison = standings.compare(higher, lower);
    if (!comparison.tied()) {
      assertEquals(higher, comparison.higher(), comparison.toString());
    }
    return comparison.rule();
  }

  // ---------------------------------------------------------------------------- WSCF

  @Test
  void wscf_guidesWorkedPlayers_uscfFigures() {
    Fixtures.Example wscf = Fixtures.wscfCrosstable();
    Standings standings = rank(wscf, "uscf");
    int a = wscf.player("Player, A");
    int b = wscf.player("Player, B");
    int c = wscf.player("Player, C");
    int d = wscf.player("Player, D");
    assertEquals("WSCF guide example crosstable", wscf.tournament().name());
    assertEquals(List.of(1, 2, 4, 5), List.of(a, b, c, d));
    // Modified Median: A 4 + 3.5 + 3.5 + 3 + 3 (2.5 dropped), B 3.5 + 3.5 + 4 + 2.5 + 2.5.
    assertEquals(score("17"), value(standings, a, "MM"));
    assertEquals(score("16"), value(standings, b, "MM"));
    assertEquals(score("19.5"), value(standings, a, "SOLK"));
    assertEquals(score("17.5"), value(standings, b, "SOLK"));
    assertEquals(score("68"), value(standings, a, "OPPCUM"));
    assertEquals(score("65"), value(standings, b, "OPPCUM"));
    assertEquals(score("14.5"), value(standings, c, "CUM"));
    assertEquals(score("12.5"), value(standings, d, "CUM"));
    assertEquals(Optional.of("MM"), decidedBy(standings, a, b));
    assertEquals(Optional.of("CUM"), decidedBy(standings, c, d));
  }

  @Test
  void wscf_playerA_round1Opponent_byeCountsHalf() {
    Fixtures.Example wscf = Fixtures.wscfCrosstable();
    Explanation mm = rank(wscf, "uscf").explain(wscf.player("Player, A"), "MM");
    Explanation.Line round1 = mm.lines().get(0);
    assertEquals(6, round1.opponent().getAsInt());
    assertEquals(score("3.5"), round1.opponentScore().orElseThrow());
    assertEquals(score("3"), round1.usedScore().orElseThrow(), "player 6's bye counts ½");
    assertTrue(mm.lines().get(2).dropped(), "the lowest opponent, 2.5, is dropped");
  }

  // ---------------------------------------------------------------------------- Big Rapids

  @Nested
  class BigRapidsSwiss {

    @Test
    void modifiedMedian_example1_adamAndBarbaraEqual() {
      Fixtures.Example example = Fixtures.bigRapidsModifiedMedian1();
      Standings standings = rank(example, "big-rapids-swiss");
      int adam = example.player("Adam");
      int barbara = example.player("Barbara");
      assertEquals(score("4"), standings.row(adam).score());
      assertEquals(score("4"), standings.row(barbara).score());
      assertEquals(score("12.5"), value(standings, adam, "MM"), "2 + 3 + 3.5 + 4");
      assertEquals(score("12.5"), value(standings, barbara, "MM"), "2.5 + 3 + 3 + 4");
      assertFalse(decidedBy(standings, barbara, adam).orElseThrow().equals("MM"),
          "the Modified Median does not break the tie");
    }

    /**
     * Erratum: the text prints Adam 14.5 and Barbara 13.5 and gives Adam the tie; the lists it
     * states give Adam 1 + 2 + 3 + 3.5 + 4 = 13.5 and Barbara 2 + 2.5 + 3 + 3 + 4 = 14.5, so
     * Barbara wins on Solkoff.
     */
    @Test
    void solkoff_example1_barbaraWins_textSwapsTheFigures() {
      Fixtures.Example example = Fixtures.bigRapidsSolkoff1();
      Standings standings = rank(example, "big-rapids-swiss");
      int adam = example.player("Adam");
      int barbara = example.player("Barbara");
      assertEquals(score("13.5"), value(standings, adam, "SOLK"));
      assertEquals(score("14.5"), value(standings, barbara, "SOLK"));
      assertEquals(List.of(barbara, adam), order(standings, adam, barbara));
      assertEquals(Optional.of("SOLK"), decidedBy(standings, barbara, adam));
      assertEquals("Big Rapids Solkoff example 1", example.tournament().name());
    }

    /** Erratum: the text's last sentence compares Debrah with "Jane"; it means Calvin. */
    @Test
    void modifiedMedian_example2_debrahAheadOfCalvin() {
      Fixtures.Example example = Fixtures.bigRapidsModifiedMedian2();
      Standings standings = rank(example, "big-rapids-swiss");
      int calvin = example.player("Calvin");
      int debrah = example.player("Debrah");
      assertEquals(score("7"), standings.row(calvin).score());
      assertEquals(score("7"), standings.row(debrah).score());
      assertEquals(score("25"), value(standings, calvin, "MM"),
          "2 + 3.5 + 4 + 5 + 5 + 5.5: the 6-point opponent's bye counts ½");
      assertEquals(score("27"), value(standings, debrah, "MM"), "2.5 + 4 + 4 + 5 + 5.5 + 6");
      assertEquals(List.of(debrah, calvin), order(standings, calvin, debrah));
      assertEquals(Optional.of("MM"), decidedBy(standings, debrah, calvin));
      assertEquals(List.of(1, 2), order(standings).subList(0, 2).stream().sorted().toList(),
          "the two 7-pointers are first and second");
    }

    @Test
    void modifiedMedian_example2_fullPointByeOfOpponentCountsHalf() {
      Fixtures.Example example = Fixtures.bigRapidsModifiedMedian2();
      Standings standings = rank(example, "big-rapids-swiss");
      Explanation.Line round7 = standings.explain(example.player("Calvin"), "MM").lines().get(6);
      assertEquals(score("6"), round7.opponentScore().orElseThrow());
      assertEquals(score("5.5"), round7.usedScore().orElseThrow());
    }

    /** The text also spells Francis "Fancis" and "Frances". */
    @Test
    void solkoff_example2_ericAheadOfFrancis() {
      Fixtures.Example example = Fixtures.bigRapidsSolkoff2();
      Standings standings = rank(example, "big-rapids-swiss");
      int eric = example.player("Eric");
      int francis = example.player("Francis");
      assertEquals(score("2.5"), standings.row(eric).score());
      assertEquals(score("2.5"), standings.row(francis).score());
      assertEquals(score("5.5"), value(standings, eric, "SOLK"), "1 + 2 + 2.5");
      assertEquals(score("5"), value(standings, francis, "SOLK"), "0.5 + 2 + 2.5");
      assertEquals(score("4.5"), value(standings, eric, "MM"));
      assertEquals(score("4.5"), value(standings, francis, "MM"));
      assertEquals(List.of(eric, francis), order(standings, eric, francis));
      assertEquals(Optional.of("SOLK"), decidedBy(standings, eric, francis));
      assertEquals(francis, example.tournament().result(eric, 3).opponent().getAsInt(),
          "they drew each other in the last round");
    }

    @Test
    void cumulative_example1_georgeAheadOfHelen() {
      Fixtures.Example example = Fixtures.bigRapidsCumulative1();
      Standings standings = rank(example, "big-rapids-swiss");
      int george = example.player("George");
      int helen = example.player("Helen");
      assertEquals(score("5"), value(standings, george, "CUM"), "1 + 1.5 + 2.5");
      assertEquals(score("4.5"), value(standings, helen, "CUM"), "0.5 + 1.5 + 2.5");
      assertEquals(value(standings, george, "MM"), value(standings, helen, "MM"));
      assertEquals(value(standings, george, "SOLK"), value(standings, helen, "SOLK"));
      assertEquals(List.of(george, helen), order(standings, george, helen));
      assertEquals(Optional.of("CUM"), decidedBy(standings, george, helen));
    }

    @Test
    void cumulative_example2_kellyAheadOfJennifer() {
      Fixtures.Example example = Fixtures.bigRapidsCumulative2();
      Standings standings = rank(example, "big-rapids-swiss");
      int jennifer = example.player("Jennifer");
      int kelly = example.player("Kelly");
      assertEquals(score("4"), standings.row(jennifer).score());
      assertEquals(score("11"), value(standings, jennifer, "CUM"), "1 + 2 + 2 + 3 + 4 - 1");
      assertEquals(score("12"), value(standings, kelly, "CUM"), "1 + 2 + 2 + 3 + 4");
      assertEquals(value(standings, jennifer, "MM"), value(standings, kelly, "MM"));
      assertEquals(value(standings, jennifer, "SOLK"), value(standings, kelly, "SOLK"));
      assertEquals(List.of(kelly, jennifer), order(standings, jennifer, kelly));
      assertEquals(Optional.of("CUM"), decidedBy(standings, kelly, jennifer));
    }
  }

  @Nested
  class BigRapidsRoundRobin {

    @Test
    void sonnebornBerger_example1_bettyFirst() {
      Fixtures.Example example = Fixtures.bigRapidsSonnebornBerger1();
      Standings standings = rank(example, "big-rapids-rr");
      int alexa = example.player("Alexa");
      int betty = example.player("Betty");
      int cathy = example.player("Cathy");
      int diane = example.player("Diane");
      assertEquals(score("2"), value(standings, alexa, "SB"), "0 + 1.5 + 0.5");
      assertEquals(score("3"), value(standings, betty, "SB"), "2 + 0.75 + 0.25");
      assertEquals(score("1.5"), standings.row(cathy).score());
      assertEquals(score("0.5"), standings.row(diane).score());
      assertEquals(List.of(betty, alexa, cathy, diane), order(standings));
      assertEquals(List.of("1", "2", "3", "4"), places(standings));
      assertEquals(Optional.of("SB"), standings.row(betty).decidedBy());
    }

    @Test
    void sonnebornBerger_example2_jillSecond() {
      Fixtures.Example example = Fixtures.bigRapidsSonnebornBerger2();
      Standings standings = rank(example, "big-rapids-rr");
      int ian = example.player("Ian");
      int jill = example.player("Jill");
      int kelly = example.player("Kelly");
      int larry = example.player("Larry");
      assertEquals(score("2.5"), value(standings, jill, "SB"), "(1/2) + 2 + 0");
      assertEquals(score("2"), value(standings, kelly, "SB"), "(1/2) + 1.5 + 0");
      assertEquals(List.of(larry, jill, kelly, ian), order(standings));
      assertEquals(List.of("1", "2", "3", "4"), places(standings));
      assertEquals(Optional.of("SB"), standings.row(jill).decidedBy());
    }

    @Test
    void headToHead_example1_drawLeavesTheTitleTied() {
      Fixtures.Example example = Fixtures.bigRapidsHeadToHead1();
      int evan = example.player("Evan");
      int faith = example.player("Faith");
      int gus = example.player("Gus");
      int hillary = example.player("Hillary");
      Standings unseeded = rank(example, "big-rapids-rr");
      Standings seeded = TiebreakEngine.rank(example.tournament(), Rulesets.named("big-rapids-rr"),
          SEED);
      for (Standings standings : List.of(unseeded, seeded)) {
        assertEquals(score("2.5"), standings.row(faith).score());
        assertEquals(score("2.5"), standings.row(hillary).score());
        assertEquals(score("2.25"), value(standings, faith, "SB"), "(2.5/2) + 1 + 0");
        assertEquals(score("2.25"), value(standings, hillary, "SB"));
        assertEquals(score("0.5"), value(standings, faith, "H2H"));
        assertEquals(score("0.5"), value(standings, hillary, "H2H"));
        assertEquals(List.of(faith, hillary, evan, gus), order(standings));
        assertEquals(List.of("1-2", "1-2", "3", "4"), places(standings));
        assertTrue(standings.compare(faith, hillary).tied());
        assertEquals(Optional.of(Tiebreaks.TITLE_NOT_BY_LOT_REMARK), standings.row(faith).remark(),
            "Big Rapids never flips a coin for a title");
        assertEquals(Optional.of(Tiebreaks.TITLE_NOT_BY_LOT_REMARK), standings.row(hillary).remark());
      }
    }

    @Test
    void headToHead_example2_marissaBeatRoy() {
      Fixtures.Example example = Fixtures.bigRapidsHeadToHead2();
      Standings standings = rank(example, "big-rapids-rr");
      int marissa = example.player("Marissa");
      int roy = example.player("Roy");
      assertEquals(standings.row(marissa).score(), standings.row(roy).score());
      assertEquals(score("7.25"), value(standings, marissa, "SB"));
      assertEquals(score("7.25"), value(standings, roy, "SB"));
      assertEquals(score("1"), value(standings, marissa, "H2H"));
      assertEquals(score("0"), value(standings, roy, "H2H"));
      assertEquals(List.of(marissa, roy), order(standings).subList(0, 2));
      assertEquals(List.of("1", "2", "3", "4", "5", "6"), places(standings));
      assertEquals(Optional.of("H2H"), standings.row(marissa).decidedBy());
      assertEquals(Optional.empty(), standings.row(marissa).remark());
    }
  }

  // ---------------------------------------------------------------------------- MCA

  @Test
  void mca_cumulativeExample_isTen() {
    Fixtures.Example example = Fixtures.mcaCumulative();
    Standings standings = rank(example, "mca");
    int player = example.player("Player");
    assertEquals(score("3.5"), standings.row(player).score());
    assertEquals(score("10"), value(standings, player, "CUM"), "1 + 2 + 2 + 2.5 + 3.5 - 1");
    assertEquals(score("1"), value(standings, player, "PLAY"), "scored in actual play");
  }

  // ---------------------------------------------------------------------------- USCF

  @Test
  void uscf_adjustedScore_withdrawnOpponentCountsThree() {
    Fixtures.Example example = Fixtures.uscfAdjustedScore();
    Standings standings = rank(example, "uscf");
    int player = example.player("Player");
    int opponent = example.player("Opponent");
    assertEquals(score("2"), standings.row(opponent).score(), "the opponent's own score is kept");
    assertEquals(score("3"), value(standings, player, "SOLK"), "1 + 1 + 0 + 0.5 + 0.5");
    assertEquals(score("3"), value(standings, player, "MM"), "a 0 dropped");
    Explanation.Line round3 = standings.explain(player, "SOLK").lines().get(2);
    assertEquals(opponent, round3.opponent().getAsInt());
    assertEquals(score("2"), round3.opponentScore().orElseThrow());
    assertEquals(score("3"), round3.usedScore().orElseThrow());
  }

  @Test
  void uscf_cumulativeExamples_nineAndTenAndAHalf() {
    Fixtures.Example example = Fixtures.uscfCumulative();
    Standings standings = rank(example, "uscf");
    int first = example.player("Player");
    int second = example.player("Another player");
    assertEquals(score("2.5"), standings.row(first).score());
    assertEquals(score("2.5"), standings.row(second).score());
    assertEquals(score("9"), value(standings, first, "CUM"), "1 + 1 + 2 + 2.5 + 2.5");
    assertEquals(score("10.5"), value(standings, second, "CUM"), "1 + 2 + 2.5 + 2.5 + 2.5");
    assertEquals(score("7.5"), value(standings, first, "MM"), "even score: 0 and 5 dropped");
    assertEquals(score("7.5"), value(standings, second, "MM"));
    assertEquals(score("12.5"), value(standings, first, "SOLK"));
    assertEquals(score("12.5"), value(standings, second, "SOLK"));
    assertEquals(List.of(second, first), order(standings, first, second));
    assertEquals(Optional.of("CUM"), decidedBy(standings, second, first));
  }

  // ---------------------------------------------------------------------------- WinTD

  @Test
  void winTd_solkoffFifteenAndSixteen_modifiedMedianFifteenAndFourteen() {
    Fixtures.Example example = Fixtures.winTd();
    Standings standings = rank(example, "uscf");
    int a = example.player("A");
    int b = example.player("B");
    assertEquals(score("15"), value(standings, a, "SOLK"), "0 + 3 + 3 + 4 + 5");
    assertEquals(score("16"), value(standings, b, "SOLK"), "3 + 2 + 5 + 3 + 3");
    assertEquals(score("15"), value(standings, a, "MM"), "the 0 dropped");
    assertEquals(score("14"), value(standings, b, "MM"), "the 2 dropped");
    assertEquals(List.of(a, b), order(standings, a, b));
    assertEquals(Optional.of("MM"), decidedBy(standings, a, b),
        "Modified Median comes before Solkoff in the USCF order");
  }

  // ---------------------------------------------------------------------------- all examples

  /**
   * The MCA and Big Rapids lists put actual-play precedence (PLAY) before the tie-breaks. Every
   * player an example talks about scored over the board, so PLAY gives them all 1 and ranking
   * without it orders them, and separates them by the same rules, exactly as with it.
   */
  @Test
  void actualPlayPrecedence_changesNoExample() {
    int checked = 0;
    for (Fixtures.Example example : Fixtures.all()) {
      Ruleset ruleset = Rulesets.named(example.ruleset());
      if (ruleset.precedences().isEmpty()) {
        continue;
      }
      assertEquals(List.of("PLAY"), codes(ruleset.precedences()), ruleset.name());
      Ruleset withoutPlay = Ruleset.builder().name(ruleset.name() + "-without-play")
          .addAllRules(ruleset.rules()).build();
      Standings with = TiebreakEngine.rank(example.tournament(), ruleset, SEED);
      Standings without = TiebreakEngine.rank(example.tournament(), withoutPlay, SEED);
      Integer[] players = example.players().values().toArray(new Integer[0]);
      for (int player : players) {
        assertEquals(Score.ONE, with.row(player).values().get("PLAY"), example.toString());
      }
      assertEquals(order(with, players), order(without, players), example.toString());
      for (int a : players) {
        for (int b : players) {
          if (a != b) {
            assertEquals(with.compare(a, b), without.compare(a, b), example.toString());
          }
        }
      }
      checked++;
    }
    assertEquals(11, checked, "ten Big Rapids examples and the MCA one");
  }

  @Test
  void fixtures_allNamedValidAndDistinct() {
    List<Fixtures.Example> all = Fixtures.all();
    assertEquals(15, all.size());
    Set<String> names = new HashSet<>();
    for (Fixtures.Example example : all) {
      Tournament tournament = example.tournament();
      assertFalse(tournament.name().isEmpty(), example.toString());
      assertTrue(names.add(tournament.name()), "two examples named " + tournament.name());
      assertEquals(tournament.plannedRounds(), tournament.roundsPlayed(), example.toString());
      assertFalse(example.players().isEmpty(), example.toString());
      for (int player : example.players().values()) {
        assertTrue(tournament.findPlayer(player).isPresent(), example.toString());
      }
      Rulesets.named(example.ruleset());
    }
    assertEquals(Fixtures.bigRapidsModifiedMedian1().tournament().players(),
        Fixtures.bigRapidsSolkoff1().tournament().players(),
        "Solkoff example 1 has the players of Modified Median example 1");
  }

  @Test
  void example_unknownPlayer_namesTheKnownOnes() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> Fixtures.winTd().player("C"));
    assertEquals("the example \"WinTD example\" has no player C; it has [A, B]", e.getMessage());
  }

  private static List<String> codes(List<TiebreakRule> rules) {
    List<String> codes = new ArrayList<>();
    rules.forEach(rule -> codes.add(rule.code()));
    return codes;
  }
}
