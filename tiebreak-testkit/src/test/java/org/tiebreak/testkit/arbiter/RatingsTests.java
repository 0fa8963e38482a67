package org.tiebreak.testkit.arbiter;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.LocalDate;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.tiebreak.api.Player;
import org.tiebreak.api.Problem;
import org.tiebreak.api.RatingUse;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.Score;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.standings.Explanation;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.core.TiebreakEngine;
import org.tiebreak.core.rules.Tiebreaks;
import org.tiebreak.rulesets.fide.Fide;
import org.tiebreak.rulesets.fide.FideEdition;
import org.tiebreak.testkit.Crosstables;

/**
 * Ratings in the rating-based tie-breaks as an arbiter meets them (FIDE endorsement checklist,
 * questions 208 to 216): an unrated player counted with a rating the arbiter assigned, or with one
 * fixed rating for every unrated player, side by side; a player rated anew during a long event,
 * counted with the first rating (FIDE C.07 Art. 10 of 2026, the default) or the rating in force
 * in each round; and the warning when rating-based tie-breaks rank such an event.
 *
 * <p>Four players over three rounds: A (2000), B (1800, rated 1900 from round 3), C unrated (the
 * arbiter estimates 1500), D (1600). A beats B and C and draws D; B beats D and C; C draws D.
 */
class RatingsTests {

  static Tournament event(boolean assigned, RatingUse use) {
    Tournament results = Crosstables.parse("""
        1 A (2000) 2.5 W2w W3b D4w
        2 B (1800) 2.0 L1b W4w W3b
        3 C        0.5 D4w L1w L2w
        4 D (1600) 1.0 D3b L2b D1b
        """, 3);
    return Events.rebuilt(results, player -> {
      Player.Builder copy = Player.builder().startNumber(player.startNumber())
          .name(player.name());
      player.rating().ifPresent(copy::rating);
      if (player.startNumber() == 2) {
        copy.ratingFrom(3, 1900);
      }
      if (player.startNumber() == 3 && assigned) {
        copy.assignedRating(1500);
      }
      return copy.build();
    }, b -> b.ratingUse(use));
  }

  /** Ranked by FIDE's tie-breaks of these codes. */
  static Standings rank(Tournament tournament, String... codes) {
    Ruleset.Builder ruleset = Ruleset.builder().name("ratings");
    for (String code : codes) {
      ruleset.addRules(Fide.rule(FideEdition.EDITION_2026, code));
    }
    return TiebreakEngine.rank(tournament, ruleset.build());
  }

  /** Ranked by US Chess's average rating of opponents (ARO) and linear performance (TPR). */
  static Standings rankUs(Tournament tournament) {
    return TiebreakEngine.rank(tournament, Ruleset.builder().name("us-ratings")
        .addRules(Tiebreaks.averageRatingOfOpponents(OptionalInt.empty()),
            Tiebreaks.linearPerformance(OptionalInt.empty()))
        .build());
  }

  static Score value(Standings standings, int player, String code) {
    return standings.explain(player, code).value().orElseThrow();
  }

  @Test
  void unratedPlayer_withoutARating_dropsFideAndSkipsUsChess() {
    Standings standings = rank(event(false, RatingUse.FIRST), "ARO");
    Standings us = rankUs(event(false, RatingUse.FIRST));
    assertEquals(Score.ZERO, value(standings, 1, "ARO"), "dropped: an unrated player");
    assertEquals(Score.of(1700), value(us, 1, "ARO"), "(1800 + 1600) / 2");
    assertEquals("unrated opponent: the game is not counted",
        us.explain(1, "ARO").lines().get(1).adjustment().orElseThrow().toString());
  }

  /** The two methods side by side: the arbiter's estimate (ARO) and 0 for every unrated (/U0). */
  @Test
  void unratedPlayer_assignedRatingAndFixedRating_sideBySide() {
    Standings standings = rank(event(true, RatingUse.FIRST), "ARO", "ARO/U0", "RTNG");
    Standings us = rankUs(event(true, RatingUse.FIRST));
    assertEquals(Score.of(1633), value(standings, 1, "ARO"), "(1800 + 1500 + 1600) / 3");
    assertEquals(Score.of(1133), value(standings, 1, "ARO/U0"), "(1800 + 0 + 1600) / 3");
    assertEquals(Score.of(1633), value(us, 1, "ARO"));
    assertEquals(Score.of(1500), value(standings, 3, "RTNG"));
    Explanation.Line assigned = standings.explain(1, "ARO").lines().get(1);
    assertEquals(Score.of(1500), assigned.usedScore().orElseThrow());
    assertEquals("unrated opponent: counted as 1500, the rating the arbiter assigned",
        assigned.adjustment().orElseThrow().toString());
    assertEquals("unrated opponent: counted as 0, the rating of every unrated player (/U)",
        standings.explain(1, "ARO/U0").lines().get(1).adjustment().orElseThrow().toString());
    assertEquals("unrated opponent: counted as 1500, the rating the arbiter assigned",
        us.explain(1, "ARO").lines().get(1).adjustment().orElseThrow().toString());
    assertEquals("unrated: counted as 1500, the rating the arbiter assigned, higher first",
        standings.explain(3, "RTNG").notes().get(0).toString());
  }

  /** B is rated 1900 from round 3: C met B in round 3. */
  @Test
  void ratingsByRound_countTheRatingInForceInEachRound() {
    Standings first = rank(event(true, RatingUse.FIRST), "ARO", "TPR");
    Standings byRound = rank(event(true, RatingUse.BY_ROUND), "ARO", "TPR");
    Standings usFirst = rankUs(event(true, RatingUse.FIRST));
    Standings usByRound = rankUs(event(true, RatingUse.BY_ROUND));
    assertEquals(Score.of(1800), value(first, 3, "ARO"), "(1600 + 2000 + 1800) / 3");
    assertEquals(Score.of(1833), value(byRound, 3, "ARO"), "(1600 + 2000 + 1900) / 3");
    assertEquals(value(first, 3, "TPR").plus(Score.of(33)), value(byRound, 3, "TPR"),
        "the same dp on an ARO 33 higher");
    assertEquals(Score.of(1533), value(usFirst, 3, "TPR"), "(5400 - 800) / 3");
    assertEquals(Score.of(1567), value(usByRound, 3, "TPR"), "(5500 - 800) / 3");
    assertEquals(value(first, 1, "ARO"), value(byRound, 1, "ARO"), "A met B in round 1");
    Explanation.Line roundThree = byRound.explain(3, "ARO").lines().get(2);
    assertEquals(Score.of(1900), roundThree.usedScore().orElseThrow());
    assertEquals("rating 1900, in force in round 3",
        roundThree.adjustment().orElseThrow().toString());
    assertFalse(first.explain(3, "ARO").lines().get(2).adjustment().isPresent());
  }

  @Test
  void severalRatings_areWarnedOfWhenRatingTiebreaksRank() {
    Standings standings = rank(event(true, RatingUse.BY_ROUND), "ARO", "TPR", "BH");
    Problem warning = standings.warnings().get(0);
    assertEquals(Problem.Kind.SEVERAL_RATINGS, warning.kind());
    assertEquals("rating-based tie-breaks (ARO, TPR) rank an event over more than one rating"
        + " period (more than 30 days, or players with a new rating during it), which FIDE C.07"
        + " Art. 10 (2026) does not recommend; they count the rating in force in each game's"
        + " round", warning.toString());
    assertTrue(rank(event(true, RatingUse.BY_ROUND), "BH").warnings().isEmpty());
  }

  @Test
  void eventsOverThirtyDays_spanRatingPeriods() {
    Tournament results = Crosstables.parse("""
        1 A (2000) 1.0 W2w
        2 B (1800) 0.0 L1b
        """, 1);
    Tournament month = Events.with(results, b -> b.startDate(LocalDate.of(2026, 1, 1))
        .endDate(LocalDate.of(2026, 1, 31)));
    Tournament thirtyDays = Events.with(results, b -> b.startDate(LocalDate.of(2026, 1, 1))
        .endDate(LocalDate.of(2026, 1, 30)));
    assertTrue(month.spansRatingPeriods(), "31 days");
    assertFalse(thirtyDays.spansRatingPeriods(), "30 days");
    assertTrue(event(false, RatingUse.FIRST).spansRatingPeriods(), "a rating change");
    assertEquals(Problem.Kind.SEVERAL_RATINGS,
        rank(month, "ARO").warnings().get(0).kind());
    assertTrue(rank(thirtyDays, "ARO").warnings().isEmpty());
  }

  @Test
  void player_ratingInRound() {
    Player player = Player.builder().startNumber(1).name("A").rating(1800).ratingFrom(3, 1900)
        .ratingFrom(6, 1950).build();
    assertEquals(List.of(1800, 1800, 1900, 1900, 1900, 1950), List.of(1, 2, 3, 4, 5, 6).stream()
        .map(r -> player.ratingInRound(r).getAsInt()).toList());
    Player newlyRated = Player.builder().startNumber(2).name("B").ratingFrom(4, 1400).build();
    assertFalse(newlyRated.ratingInRound(3).isPresent());
    assertEquals(OptionalInt.of(1400), newlyRated.ratingInRound(4));
    assertThrows(IllegalArgumentException.class,
        () -> Player.builder().startNumber(1).name("A").ratingFrom(1, 1800).build());
    assertThrows(IllegalArgumentException.class,
        () -> Player.builder().startNumber(1).name("A").assignedRating(-1).build());
  }
}
