package org.tiebreak.testkit.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.tiebreak.testkit.rules.RatingTournaments.explain;
import static org.tiebreak.testkit.rules.RatingTournaments.value;
import static org.tiebreak.testkit.rules.Texts.notes;

import java.util.List;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.Score;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.rule.Crosstable;
import org.tiebreak.api.rule.Figures;
import org.tiebreak.api.rule.TiebreakContext;
import org.tiebreak.api.rule.ValueRule;
import org.tiebreak.api.standings.Explanation;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.core.TiebreakEngine;
import org.tiebreak.core.rules.Tiebreaks;
import org.tiebreak.rulesets.uscf.Uscf;
import org.tiebreak.testkit.Crosstables;

class PerformanceRatingTests {

  static final ValueRule LINEAR = Tiebreaks.linearPerformance(OptionalInt.empty());
  static final ValueRule TPR = Tiebreaks.fidePerformance(OptionalInt.empty());
  static final ValueRule LINEAR_OPPOSITION = Uscf.oppositionPerformance();
  static final ValueRule TPR_OPPOSITION = Tiebreaks.oppositionFidePerformance(OptionalInt.empty());

  /** Player 1 (2000) beats 2 (1900) and 3 (2100); 3 beats 2; each has one pairing-allocated bye. */
  static Tournament allOrNothing() {
    return Crosstables.parse("""
        1 One (2000)   3.0 W2w W3b U
        2 Two (1900)   1.0 L1b U   L3w
        3 Three (2100) 2.0 U   L1w W2b
        """, 3);
  }

  @Test
  void linear_beat1800And2000LostTo2200_is2133() {
    assertEquals(Score.of(2133), value(RatingTournaments.roundRobin(), LINEAR, 1),
        "(6000 + 400 × (2 − 1)) / 3 = 2133.33");
  }

  @Test
  void linear_roundRobin_everyPlayer() {
    Tournament t = RatingTournaments.roundRobin();
    assertEquals(Score.of(1833), value(t, LINEAR, 2), "(6300 + 400 × (0 − 2)) / 3 = 1833.33");
    assertEquals(Score.of(1900), value(t, LINEAR, 3), "(6100 + 400 × (0 − 1)) / 3 = 1900");
    assertEquals(Score.of(2233), value(t, LINEAR, 4), "(5900 + 400 × (2 − 0)) / 3 = 2233.33");
  }

  /**
   * SwissSys's reading: player 1 (1711) beats 3 (1205), more than 350 below, who counts as 1361;
   * player 2 (1632) beats 3 too (427 below: 1282) and loses to 1. Each performance is truncated:
   * 1's (1361 + 1632 + 800) / 2 = 1896.5 is 1896, 2's (1282 + 1711) / 2 = 1496.5 is 1496, and
   * 3's opposition is (1896 + 1496) / 2 = 1696. The library's own reading gives 1's 1819 and 2's
   * 1458, and 3's opposition 1639.
   */
  @Test
  void swissSys_winFarBelowCountsAsThreeHundredFiftyBelow_truncated() {
    Tournament t = Crosstables.parse("""
        1 One (1711)   2.0 W3w Z   W2b
        2 Two (1632)   1.0 Z   W3b L1w
        3 Three (1205) 0.0 L1b L2w Z
        """, 3);
    ValueRule swissSys = Uscf.oppositionPerformanceSwissSys();
    assertEquals(Score.of(1696), value(t, swissSys, 3));
    assertEquals(Score.of(1639), value(t, LINEAR_OPPOSITION, 3));
    assertEquals(List.of(
        "opponent 1, 1 win against an opponent rated more than 350 below the player, counted as"
            + " against one rated 350 below",
        "opponent 1, linear performance: (2993 + 400 × (2 won − 0 lost)) / 2 games = 1896.5,"
            + " truncated: 1896",
        "opponent 2, 1 win against an opponent rated more than 350 below the player, counted as"
            + " against one rated 350 below",
        "opponent 2, linear performance: (2993 + 400 × (1 won − 1 lost)) / 2 games = 1496.5,"
            + " truncated: 1496",
        "average of 2 opponent performances: 3392 / 2 = 1696, rounded to the nearest whole"
            + " number, .5 up: 1696"), notes(explain(t, swissSys, 3)));
  }

  @Test
  void fide_beat1800And2000LostTo2200_is2125() {
    assertEquals(Score.of(2125), value(RatingTournaments.roundRobin(), TPR, 1),
        "ARO 2000, p = 2/3 → 0.67, dp(0.67) = 125");
  }

  @Test
  void fide_roundRobin_everyPlayer() {
    Tournament t = RatingTournaments.roundRobin();
    assertEquals(Score.of(1827), value(t, TPR, 2), "ARO 2100, p = 1/6 → 0.17, dp = −273");
    assertEquals(Score.of(1908), value(t, TPR, 3), "ARO 2033, p = 1/3 → 0.33, dp = −125");
    assertEquals(Score.of(2240), value(t, TPR, 4), "ARO 1967, p = 5/6 → 0.83, dp = 273");
  }

  @Test
  void linear_halfRoundedUp() {
    Tournament t = Crosstables.parse("""
        1 One (1900)   1.0 W2w L3b
        2 Two (2000)   0.5 L1b D4w
        3 Three (2001) 1.5 D4w W1w
        4 Four (1600)  1.0 D3b D2b
        """, 2);
    assertEquals(Score.of(2001), value(t, LINEAR, 1), "(4001 + 400 × (1 − 1)) / 2 = 2000.5");
    assertEquals(Score.of(2001), value(t, TPR, 1), "ARO 2000.5 → 2001, p = 0.50, dp = 0");
  }

  @Test
  void fide_pRoundedHalfUpToHundredths() {
    Tournament low = Crosstables.parse("""
        1 Player 1 (2000) 0.5 D2w L3w L4w L5w
        2 Player 2 (2000) 0.5 D1b Z   Z   Z
        3 Player 3 (2000) 1.0 Z   W1b Z   Z
        4 Player 4 (2000) 1.0 Z   Z   W1b Z
        5 Player 5 (2000) 1.0 Z   Z   Z   W1b
        """, 4);
    assertEquals(Score.of(1678), value(low, TPR, 1),
        "p = 0.5 / 4 = 0.125 → 0.13, dp = −322 (0.12 would give −336)");
    assertEquals(Score.of(1700), value(low, LINEAR, 1), "(8000 + 400 × (0 − 3)) / 4");
    Tournament high = Crosstables.parse("""
        1 Player 1 (2000) 2.5 W2w W3w D4w L5w
        2 Player 2 (2000) 0.0 L1b Z   Z   Z
        3 Player 3 (2000) 0.0 Z   L1b Z   Z
        4 Player 4 (2000) 0.5 Z   Z   D1b Z
        5 Player 5 (2000) 1.0 Z   Z   Z   W1b
        """, 4);
    assertEquals(Score.of(2095), value(high, TPR, 1),
        "p = 2.5 / 4 = 0.625 → 0.63, dp = 95 (0.62 would give 87)");
    assertEquals(Score.of(2100), value(high, LINEAR, 1), "(8000 + 400 × (2 − 1)) / 4");
  }

  @Test
  void fide_hundredAndZeroPercent_plusMinus800() {
    Tournament t = allOrNothing();
    assertEquals(Score.of(2800), value(t, TPR, 1), "ARO 2000, p = 1.00, dp = 800");
    assertEquals(Score.of(1250), value(t, TPR, 2), "ARO 2050, p = 0.00, dp = −800");
    assertEquals(Score.of(1950), value(t, TPR, 3), "ARO 1950, p = 0.50, dp = 0");
    assertEquals(Score.of(2400), value(t, LINEAR, 1), "(4000 + 800) / 2");
    assertEquals(Score.of(1650), value(t, LINEAR, 2), "(4100 − 800) / 2");
  }

  @Test
  void forfeitsAndByes_notCounted() {
    Tournament t = RatingTournaments.forfeitsAndByes();
    assertEquals(Score.of(2200), value(t, LINEAR, 1), "one game: 1800 + 400");
    assertEquals(Score.of(2600), value(t, TPR, 1), "one game won: 1800 + dp(1.00)");
    assertEquals(Score.of(1767), value(t, LINEAR, 3), "three draws: 5300 / 3 = 1766.67");
    assertEquals(Score.of(1767), value(t, TPR, 3), "ARO 1767, p = 0.50");
  }

  @Test
  void noGameOverTheBoard_isZero() {
    Tournament t = Crosstables.parse("""
        1 One (2000)   1.0 +2w
        2 Two (1900)   0.0 -1b
        3 Three (1800) 1.0 U
        """, 1);
    for (ValueRule rule : List.of(LINEAR, TPR, LINEAR_OPPOSITION, TPR_OPPOSITION)) {
      for (int player = 1; player <= 3; player++) {
        assertEquals(Score.ZERO, value(t, rule, player), rule + ", player " + player);
      }
    }
  }

  @Test
  void unratedOpponent_skipped_leavesTheGameOut() {
    Tournament t = RatingTournaments.withUnrated();
    assertEquals(Score.of(1800), value(t, LINEAR, 3), "only the loss to 4 (2200) counts");
    assertEquals(Score.of(1400), value(t, TPR, 3), "2200 + dp(0.00)");
    assertEquals(Score.ZERO, value(t, LINEAR, 2), "met only the unrated player 1");
    assertEquals(Score.ZERO, value(t, TPR, 2));
    assertEquals(Score.of(2100), value(t, LINEAR, 1), "(3800 + 400) / 2");
    assertEquals(Score.of(2093), value(t, TPR, 1), "ARO 1900, p = 0.75, dp = 193");
  }

  @Test
  void unratedOpponent_assignedRating() {
    Tournament t = RatingTournaments.withUnrated();
    ValueRule linear = Tiebreaks.linearPerformance(OptionalInt.of(1500));
    ValueRule tpr = Tiebreaks.fidePerformance(OptionalInt.of(1500));
    assertEquals(Score.of(1650), value(t, linear, 3), "(2200 + 1500 − 400) / 2");
    assertEquals(Score.of(1657), value(t, tpr, 3), "ARO 1850, p = 0.25, dp = −193");
    assertEquals(Score.of(1100), value(t, linear, 2), "1500 − 400");
    assertEquals(Score.of(700), value(t, tpr, 2), "1500 − 800");
  }

  @Test
  void opposition_linear_averagesTheOpponentsPerformances() {
    Tournament t = RatingTournaments.roundRobin();
    assertEquals(Score.of(1989), value(t, LINEAR_OPPOSITION, 1), "(1833 + 1900 + 2233) / 3");
    assertEquals(Score.of(2089), value(t, LINEAR_OPPOSITION, 2), "(2133 + 2233 + 1900) / 3");
    assertEquals(Score.of(2066), value(t, LINEAR_OPPOSITION, 3), "(2233 + 2133 + 1833) / 3");
    assertEquals(Score.of(1955), value(t, LINEAR_OPPOSITION, 4), "(1900 + 1833 + 2133) / 3");
  }

  @Test
  void opposition_fide_averagesTheOpponentsTprs() {
    Tournament t = RatingTournaments.roundRobin();
    assertEquals(Score.of(1992), value(t, TPR_OPPOSITION, 1), "(1827 + 1908 + 2240) / 3");
    assertEquals(Score.of(2091), value(t, TPR_OPPOSITION, 2), "(2125 + 2240 + 1908) / 3");
    assertEquals(Score.of(2064), value(t, TPR_OPPOSITION, 3), "(2240 + 2125 + 1827) / 3");
    assertEquals(Score.of(1953), value(t, TPR_OPPOSITION, 4), "(1908 + 1827 + 2125) / 3");
  }

  @Test
  void opposition_onlyGamesOverTheBoard() {
    Tournament t = RatingTournaments.forfeitsAndByes();
    assertEquals(Score.of(1950), value(t, LINEAR_OPPOSITION, 1),
        "only opponent 2 counts: (2100 + 2000 + 2400 + 1700 − 400) / 4 = 1950");
  }

  @Test
  void opposition_unratedOpponentsCountWithTheirPerformance() {
    Tournament t = RatingTournaments.withUnrated();
    assertEquals(Score.of(1800), value(t, LINEAR_OPPOSITION, 1),
        "opponent 2 has no performance (met only the unrated player) and is left out");
    assertEquals(Score.of(2150), value(t, LINEAR_OPPOSITION, 3),
        "the unrated player 1 counts with his performance 2100: (2200 + 2100) / 2");
    assertEquals(Score.of(1375),
        value(t, Tiebreaks.oppositionLinearPerformance(OptionalInt.of(1500)), 1),
        "(1100 + 1650) / 2");
  }

  @Test
  void opposition_performancesComputedOnceForAllPlayers() {
    Tournament t = RatingTournaments.roundRobin();
    CountingContext one = new CountingContext(RatingTournaments.context(t));
    LINEAR_OPPOSITION.value(1, one);
    CountingContext all = new CountingContext(RatingTournaments.context(t));
    for (int player = 1; player <= 4; player++) {
      LINEAR_OPPOSITION.value(player, all);
      LINEAR.value(player, all);
    }
    assertEquals(one.computations, all.computations,
        "every shared figure is computed once, whatever the number of players asked");
  }

  @Test
  void explain_linear_everyOpponentAndTheFormula() {
    Explanation e = explain(RatingTournaments.roundRobin(), LINEAR, 1);
    assertEquals("TPR", e.rule());
    assertEquals(Score.of(2133), e.value().orElseThrow());
    assertEquals(List.of(
        "round 1, W, opponent 2, used 1800, (win: rating + 400), adds 2200, total 2200",
        "round 2, W, opponent 3, used 2000, (win: rating + 400), adds 2400, total 4600",
        "round 3, L, opponent 4, used 2200, (loss: rating − 400), adds 1800, total 6400"),
        e.lines().stream().map(Object::toString).toList());
    assertEquals(List.of("linear performance: (6000 + 400 × (2 won − 1 lost)) / 3 games = "
        + "2133.33…, rounded to the nearest whole number, .5 up: 2133"), notes(e));
  }

  @Test
  void explain_fide_tableLookup() {
    Explanation e = explain(RatingTournaments.roundRobin(), TPR, 1);
    assertEquals(Score.of(2125), e.value().orElseThrow());
    assertEquals("round 3, L, opponent 4, used 2200, adds 2200, total 6000",
        e.lines().get(2).toString());
    assertEquals(List.of(
        "ARO: 6000 / 3 = 2000, rounded half up: 2000",
        "p: 2 points / 3 games = 0.6666…, rounded half up to two decimals: 0.67",
        "dp(0.67) = 125 (FIDE B.02 conversion table)",
        "TPR: 2000 + 125 = 2125"), notes(e));
    Explanation zero = explain(allOrNothing(), TPR, 2);
    assertEquals(List.of(
        "ARO: 4100 / 2 = 2050, rounded half up: 2050",
        "p: 0 points / 2 games = 0, rounded half up to two decimals: 0.00",
        "dp(0.00) = -800 (FIDE B.02 conversion table)",
        "TPR: 2050 − 800 = 1250"), notes(zero));
  }

  @Test
  void explain_opposition_everyOpponentsPerformance() {
    Explanation e = explain(RatingTournaments.roundRobin(), LINEAR_OPPOSITION, 1);
    assertEquals("APRO", e.rule());
    assertEquals("Opposition's performance", e.ruleName());
    assertEquals(List.of(
        "round 1, W, opponent 2, used 1833, adds 1833, total 1833",
        "round 2, W, opponent 3, used 1900, adds 1900, total 3733",
        "round 3, L, opponent 4, used 2233, adds 2233, total 5966"),
        e.lines().stream().map(Object::toString).toList());
    assertEquals(List.of(
        "opponent 2, linear performance: (6300 + 400 × (0 won − 2 lost)) / 3 games = "
            + "1833.33…, rounded to the nearest whole number, .5 up: 1833",
        "opponent 3, linear performance: (6100 + 400 × (0 won − 1 lost)) / 3 games = 1900, "
            + "rounded to the nearest whole number, .5 up: 1900",
        "opponent 4, linear performance: (5900 + 400 × (2 won − 0 lost)) / 3 games = "
            + "2233.33…, rounded to the nearest whole number, .5 up: 2233",
        "average of 3 opponent performances: 5966 / 3 = 1988.66…, rounded to the nearest whole "
            + "number, .5 up: 1989"), notes(e));
  }

  @Test
  void explain_unplayedAndSkippedRounds() {
    Explanation e = explain(RatingTournaments.forfeitsAndByes(), TPR, 1);
    assertEquals("round 2, + (forfeit win), opponent 3, (not played over the board: not counted)",
        e.lines().get(1).toString());
    assertEquals("round 3, half-point bye, (not played over the board: not counted)",
        e.lines().get(2).toString());
    Explanation skipped = explain(RatingTournaments.withUnrated(), LINEAR, 3);
    assertEquals("round 2, D, opponent 1, (unrated opponent: the game is not counted)",
        skipped.lines().get(1).toString());
    Explanation assigned = explain(RatingTournaments.withUnrated(),
        Tiebreaks.linearPerformance(OptionalInt.of(1500)), 2);
    assertEquals("round 1, L, opponent 1, used 1500, (unrated opponent: counted as 1500; loss: "
        + "rating − 400), adds 1100, total 1100", assigned.lines().get(0).toString());
    Explanation none = explain(RatingTournaments.withUnrated(), LINEAR, 2);
    assertEquals(List.of("no game over the board against a counted opponent: 0"), notes(none));
  }

  @Test
  void engine_ownAndOppositionInOneRuleset() {
    Standings standings = TiebreakEngine.rank(RatingTournaments.roundRobin(),
        Ruleset.builder().name("ratings")
            .addRules(TPR, TPR_OPPOSITION, Tiebreaks.averageRatingOfOpponents(OptionalInt.empty()))
            .build());
    Standings.Row row = standings.row(1);
    assertEquals(Score.of(2125), row.values().get("TPR"));
    assertEquals(Score.of(1992), row.values().get("APRO"));
    assertEquals(Score.of(2000), row.values().get("ARO"));
  }

  @Test
  void factories_andParameters() {
    assertEquals(Tiebreaks.oppositionLinearPerformance(OptionalInt.empty()),
        Uscf.oppositionPerformance());
    assertEquals(Tiebreaks.linearPerformance(OptionalInt.empty()), Uscf.rules().get("TPR"));
    assertEquals("FIDE B.02 table; unrated opponents skipped", TPR.variant());
    assertEquals("FIDE B.02 table; unrated opponents count 1200",
        Tiebreaks.oppositionFidePerformance(OptionalInt.of(1200)).variant());
    assertEquals("TPR", LINEAR.code());
    assertEquals("Performance rating", TPR.name());
    assertThrows(IllegalArgumentException.class,
        () -> Tiebreaks.fidePerformance(OptionalInt.of(-5)));
    assertThrows(NullPointerException.class, () -> Tiebreaks.fidePerformance(null));
  }

  /**
   * A context that counts the shared figures it computes. It memoises no rule's figures itself,
   * so every value asked for computes the rule's figures again from what is shared.
   */
  static final class CountingContext implements TiebreakContext {
    private final TiebreakContext delegate;
    int computations;

    CountingContext(TiebreakContext delegate) {
      this.delegate = delegate;
    }

    @Override
    public Tournament tournament() {
      return delegate.tournament();
    }

    @Override
    public Crosstable crosstable() {
      return delegate.crosstable();
    }

    @Override
    public Score score(int player) {
      return delegate.score(player);
    }

    @Override
    public Figures figures(ValueRule rule) {
      return rule.figures(this);
    }

    @Override
    public <T> T shared(Object key, Function<TiebreakContext, T> compute) {
      return delegate.shared(key, c -> {
        computations++;
        return compute.apply(this);
      });
    }

    @Override
    public OptionalLong lotSeed() {
      return delegate.lotSeed();
    }
  }
}
