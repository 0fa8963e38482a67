package org.tiebreak.testkit.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.tiebreak.testkit.rules.RatingTournaments.explain;
import static org.tiebreak.testkit.rules.RatingTournaments.value;
import static org.tiebreak.testkit.rules.Texts.notes;

import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.Score;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.rule.ValueRule;
import org.tiebreak.api.standings.Explanation;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.core.TiebreakEngine;
import org.tiebreak.core.rules.Tiebreaks;
import org.tiebreak.rulesets.uscf.Uscf;
import org.tiebreak.testkit.Crosstables;

class AverageRatingOfOpponentsTests {

  static final ValueRule ARO = Tiebreaks.averageRatingOfOpponents(OptionalInt.empty());
  static final ValueRule ARO_EXACT = Tiebreaks.averageRatingOfOpponentsExact(OptionalInt.empty());

  @Test
  void aor_beat1800And2000LostTo2200_is2000() {
    assertEquals(Score.of(2000), value(RatingTournaments.roundRobin(), ARO, 1));
  }

  @Test
  void aor_roundRobin_everyPlayer_roundedHalfUp() {
    Tournament t = RatingTournaments.roundRobin();
    assertEquals(Score.of(2100), value(t, ARO, 2), "6300 / 3");
    assertEquals(Score.of(2033), value(t, ARO, 3), "6100 / 3 = 2033.33");
    assertEquals(Score.of(1967), value(t, ARO, 4), "5900 / 3 = 1966.67");
  }

  @Test
  void aor_exact_keepsTheFraction() {
    Tournament t = RatingTournaments.roundRobin();
    assertEquals(Score.of(6100, 3), value(t, ARO_EXACT, 3));
    assertEquals(Score.of(2000), value(t, ARO_EXACT, 1));
  }

  @Test
  void aor_halfRoundedUp() {
    Tournament t = Crosstables.parse("""
        1 One (1900)   1.0 D2w D3b
        2 Two (2000)   1.0 D1b D4w
        3 Three (2001) 1.0 D4w D1w
        4 Four (1600)  1.0 D3b D2b
        """, 2);
    assertEquals(Score.of(2001), value(t, ARO, 1), "4001 / 2 = 2000.5 rounds up");
    assertEquals(Score.parse("2000.5"), value(t, ARO_EXACT, 1));
    assertEquals(Score.of(1750), value(t, ARO, 2), "3500 / 2");
    assertEquals(Score.of(2001), value(t, ARO, 4), "(2001 + 2000) / 2 = 2000.5 rounds up");
  }

  @Test
  void aor_forfeitsAndByes_notCounted() {
    Tournament t = RatingTournaments.forfeitsAndByes();
    assertEquals(Score.of(1800), value(t, ARO, 1),
        "only the game against 2 (1800) counts; not the forfeits against 3 (2400) and 4 (2000)");
    assertEquals(Score.of(2033), value(t, ARO, 5),
        "(1700 + 2000 + 2400) / 3 = 2033.33; the half-point bye is not counted");
    assertEquals(Score.of(1767), value(t, ARO, 3),
        "(2000 + 1800 + 1500) / 3 = 1766.67; the forfeit loss against 1 is not counted");
  }

  @Test
  void aor_unratedOpponent_skippedByDefault() {
    Tournament t = RatingTournaments.withUnrated();
    assertEquals(Score.of(2200), value(t, ARO, 3), "the unrated player 1 is left out");
    assertEquals(Score.ZERO, value(t, ARO, 2), "met only the unrated player 1: 0");
    assertEquals(Score.of(1900), value(t, ARO, 1), "(2000 + 1800) / 2; own rating plays no part");
  }

  @Test
  void aor_unratedOpponent_countsAsAssignedRating() {
    Tournament t = RatingTournaments.withUnrated();
    ValueRule assigned = Tiebreaks.averageRatingOfOpponents(OptionalInt.of(1500));
    assertEquals("unrated opponents count 1500; rounded to a whole number, .5 up",
        assigned.variant());
    assertEquals(Score.of(1850), value(t, assigned, 3), "(2200 + 1500) / 2");
    assertEquals(Score.of(1500), value(t, assigned, 2));
  }

  @Test
  void aor_noGameOverTheBoard_isZero() {
    Tournament t = Crosstables.parse("""
        1 One (2000)   1.0 +2w
        2 Two (1900)   0.0 -1b
        3 Three (1800) 1.0 U
        """, 1);
    assertEquals(Score.ZERO, value(t, ARO, 1));
    assertEquals(Score.ZERO, value(t, ARO, 2));
    assertEquals(Score.ZERO, value(t, ARO, 3));
  }

  @Test
  void aor_explain_everyOpponentWithRatingAndResult() {
    Explanation e = explain(RatingTournaments.roundRobin(), ARO, 1);
    assertEquals("ARO", e.rule());
    assertEquals(Score.of(2000), e.value().orElseThrow());
    assertEquals(3, e.lines().size());
    List<String> lines = e.lines().stream().map(Object::toString).toList();
    assertEquals(List.of(
        "round 1, W, opponent 2, used 1800, adds 1800, total 1800",
        "round 2, W, opponent 3, used 2000, adds 2000, total 3800",
        "round 3, L, opponent 4, used 2200, adds 2200, total 6000"), lines);
    assertEquals(List.of("average of 3 opponent ratings: 6000 / 3 = 2000, rounded to the nearest "
        + "whole number, .5 up: 2000"), notes(e));
  }

  @Test
  void aor_explain_unplayedAndUnrated() {
    Explanation forfeits = explain(RatingTournaments.forfeitsAndByes(), ARO, 1);
    assertEquals("not played over the board: not counted",
        forfeits.lines().get(1).adjustment().orElseThrow().toString());
    assertFalse(forfeits.lines().get(1).contribution().isPresent());
    assertEquals("not played over the board: not counted",
        forfeits.lines().get(3).adjustment().orElseThrow().toString());

    Explanation skipped = explain(RatingTournaments.withUnrated(), ARO, 3);
    assertEquals("unrated opponent: the game is not counted",
        skipped.lines().get(1).adjustment().orElseThrow().toString());
    Explanation none = explain(RatingTournaments.withUnrated(), ARO, 2);
    assertEquals(List.of("no rated opponent met over the board: 0"), notes(none));
    Explanation assigned = explain(RatingTournaments.withUnrated(),
        Tiebreaks.averageRatingOfOpponents(OptionalInt.of(1500)), 3);
    assertEquals("unrated opponent: counted as 1500",
        assigned.lines().get(1).adjustment().orElseThrow().toString());
    assertEquals(Score.of(1500), assigned.lines().get(1).usedScore().orElseThrow());
  }

  @Test
  void aor_engine_higherAverageRanksFirst() {
    Tournament t = RatingTournaments.roundRobin();
    Standings standings = TiebreakEngine.rank(t,
        Ruleset.builder().name("aor").addRules(ARO).build());
    assertEquals(Score.of(2033), standings.row(3).values().get("ARO"));
    assertEquals(Score.of(2100), standings.row(2).values().get("ARO"));
  }

  @Test
  void aor_parameters_checked() {
    assertThrows(IllegalArgumentException.class,
        () -> Tiebreaks.averageRatingOfOpponentsExact(OptionalInt.of(-1)));
    assertThrows(NullPointerException.class,
        () -> Tiebreaks.averageRatingOfOpponentsExact(null));
    assertEquals(ARO, Uscf.averageRatingOfOpposition());
    assertEquals("Average rating of opponents", ARO.name());
  }
}
