package org.tiebreak.testkit.arbiter;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tiebreak.api.Departure;
import org.tiebreak.api.Format;
import org.tiebreak.api.InvalidTournamentException;
import org.tiebreak.api.Problem;
import org.tiebreak.api.RoundRobinWithdrawals;
import org.tiebreak.api.Score;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.standings.Message;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.core.TiebreakEngine;
import org.tiebreak.rulesets.Rulesets;
import org.tiebreak.testkit.Crosstables;

/**
 * Players who withdraw or are expelled, as an arbiter meets them. An expelled player is flagged
 * and left out of the standings (FIDE endorsement checklist, questions 197 and 198), the games
 * counting for the others in a Swiss (FIDE Tournament Rules of 2011, Art. V.5). In a round robin
 * under FIDE's General Regulations for Competitions 6.6 and US Chess rule 30B
 * ({@link RoundRobinWithdrawals#UNDER_HALF_NOT_COUNTED}), a player who left having played fewer
 * than half of the games is left out and none of the games counts; otherwise the games count,
 * those not played as forfeits.
 */
class DepartureTests {

  /** A Swiss of four: C beat B in round 2 and was expelled before round 3; D had the bye. */
  static Tournament swiss() {
    return Crosstables.parse("""
        1 A 2.5 W3w W4b D2w
        2 B 1.5 W4w L3b D1b
        3 C 1.0 L1b W2w Z
        4 D 1.0 L2b L1w U
        """, 3);
  }

  @Test
  void expelledFromASwiss_isLeftOutAndTheGamesCount() {
    Tournament expelled = Events.with(swiss(), b -> b.addDeparture(Departure.expelled(3, 3)));
    Standings plain = TiebreakEngine.rank(swiss(), Rulesets.named("fide-2026"));
    Standings standings = TiebreakEngine.rank(expelled, Rulesets.named("fide-2026"));
    assertEquals(List.of(1, 2, 4), Events.order(standings));
    assertEquals(List.of(3), standings.leftOut());
    assertEquals(plain.row(2).values(), standings.row(2).values(), "B's Buchholz counts C's 1");
    assertEquals("player 3, round 3: left out of the standings: was expelled before round 3;"
        + " the player's games count for the others (FIDE Tournament Rules of 2011, Art. V.5)",
        standings.warnings().get(0).toString());
    assertThrows(IllegalArgumentException.class, () -> standings.row(3));
    assertThrows(IllegalArgumentException.class, () -> standings.compare(1, 3));
    assertEquals(plain.explain(3, "BH"), standings.explain(3, "BH"));
    assertEquals(List.of(Departure.expelled(3, 3)), expelled.departures());
  }

  /**
   * A 6-player round robin in which Foxtrot withdrew before round 3 having played 2 of 5 games;
   * the scheduled opponents of rounds 3 to 5 had full-point byes.
   */
  static Tournament withdrewEarly() {
    return Crosstables.parse("""
        1 Alpha   3.0 D6w D2w W3b D4w D5b
        2 Bravo   3.5 D5w D1b F   D3w W4b
        3 Charlie 3.0 D4w W5b L1w D2b F
        4 Delta   3.0 D3b W6b W5w D1b L2w
        5 Echo    2.0 D2b L3w L4b F   D1w
        6 Foxtrot 0.5 D1b L4w X   X   X
        """, 5, Format.ROUND_ROBIN);
  }

  /** The five others as a round robin of their own: each round Foxtrot's opponent rests. */
  static Tournament withoutFoxtrot() {
    return Crosstables.parse("""
        1 Alpha   2.5 Z   D2w W3b D4w D5b
        2 Bravo   2.5 D5w D1b Z   D3w W4b
        3 Charlie 2.0 D4w W5b L1w D2b Z
        4 Delta   2.0 D3b Z   W5w D1b L2w
        5 Echo    1.0 D2b L3w L4b Z   D1w
        """, 5, Format.ROUND_ROBIN);
  }

  @Test
  void roundRobin_underHalf_leftOutAndNoGameCounts() {
    Tournament tournament = Events.with(withdrewEarly(),
        b -> b.roundRobinWithdrawals(RoundRobinWithdrawals.UNDER_HALF_NOT_COUNTED));
    for (String name : List.of("fide-rr", "big-rapids-rr", "fide-2026-rr")) {
      Standings standings = TiebreakEngine.rank(tournament, Rulesets.named(name));
      Standings expected = TiebreakEngine.rank(withoutFoxtrot(), Rulesets.named(name));
      assertEquals(Events.rows(expected), Events.rows(standings), name);
      assertEquals(List.of(6), standings.leftOut());
    }
    Standings standings = TiebreakEngine.rank(tournament, Rulesets.named("fide-rr"));
    assertEquals(Score.parse("2.5"), standings.row(1).score(), "the draw with Foxtrot is gone");
    assertEquals("player 6, round 3: left out of the standings: withdrew before round 3 having"
        + " played 2 of 5 games over the board, fewer than half, so none of the player's games"
        + " counts (FIDE General Regulations for Competitions 6.6; US Chess rule 30B)",
        standings.warnings().get(0).toString());
    List<String> notes = standings.explain(2, "SB").notes().stream().map(Message::toString)
        .toList();
    assertTrue(notes.contains("round 3: the game against 6 does not count, as 6 left having"
        + " played fewer than half of the games: a round without a game (FIDE General"
        + " Regulations for Competitions 6.6; US Chess rule 30B)"), notes.toString());
    assertEquals(Score.parse("3.5"), tournament.score(2), "the tournament keeps every result");
  }

  @Test
  void roundRobin_allCounted_isTheDefault() {
    Standings standings = TiebreakEngine.rank(withdrewEarly(), Rulesets.named("fide-rr"));
    assertEquals(6, standings.rows().size());
    assertTrue(standings.warnings().isEmpty());
    assertEquals(RoundRobinWithdrawals.ALL_COUNTED, withdrewEarly().roundRobinWithdrawals());
  }

  /** Foxtrot withdrew before round 4 having played 3 of 5 games, at least half. */
  static Tournament withdrewLate() {
    return Crosstables.parse("""
        1 Alpha   3.0 D6w D2w W3b D4w D5b
        2 Bravo   3.0 D5w D1b D6w D3w W4b
        3 Charlie 3.0 D4w W5b L1w D2b F
        4 Delta   3.0 D3b W6b W5w D1b L2w
        5 Echo    2.0 D2b L3w L4b F   D1w
        6 Foxtrot 1.0 D1b L4w D2b X   X
        """, 5, Format.ROUND_ROBIN);
  }

  /** The same with Foxtrot's unplayed games as forfeits, as FIDE's table writes them. */
  static Tournament withForfeits() {
    return Crosstables.parse("""
        1 Alpha   3.0 D6w D2w W3b D4w D5b
        2 Bravo   3.0 D5w D1b D6w D3w W4b
        3 Charlie 3.0 D4w W5b L1w D2b +6
        4 Delta   3.0 D3b W6b W5w D1b L2w
        5 Echo    2.0 D2b L3w L4b +6  D1w
        6 Foxtrot 1.0 D1b L4w D2b -5  -3
        """, 5, Format.ROUND_ROBIN);
  }

  @Test
  void roundRobin_atLeastHalf_rankedWithForfeits() {
    Tournament tournament = Events.with(withdrewLate(),
        b -> b.roundRobinWithdrawals(RoundRobinWithdrawals.UNDER_HALF_NOT_COUNTED));
    for (String name : List.of("fide-rr", "big-rapids-rr")) {
      Standings standings = TiebreakEngine.rank(tournament, Rulesets.named(name));
      Standings expected = TiebreakEngine.rank(withForfeits(), Rulesets.named(name));
      assertEquals(Events.rows(expected), Events.rows(standings), name);
      assertTrue(standings.leftOut().isEmpty());
    }
    Standings standings = TiebreakEngine.rank(tournament, Rulesets.named("fide-rr"));
    assertEquals("player 6, round 4: withdrew before round 4 having played 3 of 5 games over"
        + " the board, at least half: ranked, and the games count, those not played as"
        + " forfeits (FIDE General Regulations for Competitions 6.6; US Chess rule 30B)",
        standings.warnings().get(0).toString());
    assertTrue(standings.explain(5, "SB").notes().stream().map(Message::toString)
        .anyMatch(note -> note.startsWith("round 4: the full-point bye counts as a forfeit won"
            + " against 6")));
  }

  @Test
  void expelledFromARoundRobin_followsTheSameRule() {
    Tournament late = Events.with(withdrewLate(), b -> b
        .roundRobinWithdrawals(RoundRobinWithdrawals.UNDER_HALF_NOT_COUNTED)
        .addDeparture(Departure.expelled(6, 4)));
    Standings standings = TiebreakEngine.rank(late, Rulesets.named("fide-rr"));
    assertEquals(List.of(6), standings.leftOut());
    Standings withForfeits = TiebreakEngine.rank(withForfeits(), Rulesets.named("fide-rr"));
    assertEquals(withForfeits.row(5).values(), standings.row(5).values(),
        "the games count, the unplayed ones as forfeits");
    assertTrue(standings.warnings().get(0).toString().startsWith("player 6, round 4: left out"
        + " of the standings: was expelled before round 4 having played 3 of 5 games"));
    Tournament allCounted = Events.with(withdrewLate(),
        b -> b.addDeparture(Departure.expelled(6, 4)));
    Standings counted = TiebreakEngine.rank(allCounted, Rulesets.named("fide-rr"));
    assertEquals(List.of(6), counted.leftOut());
    assertEquals(TiebreakEngine.rank(withdrewLate(), Rulesets.named("fide-rr")).row(5).values(),
        counted.row(5).values(), "every game as recorded");
  }

  @Test
  void badDepartures_areRefusedWithTheirPlayerAndRound() {
    InvalidTournamentException e = assertThrows(InvalidTournamentException.class,
        () -> Events.with(swiss(), b -> b
            .addDeparture(Departure.expelled(2, 2))
            .addDeparture(Departure.withdrew(9, 2))
            .addDeparture(Departure.withdrew(4, 6))
            .addDeparture(Departure.expelled(3, 3))
            .addDeparture(Departure.withdrew(3, 3))));
    assertEquals(List.of(
        "player 2, round 2: the player was expelled before round 2, but has a result that is a"
            + " game or scores: loss against 3 with black",
        "player 2, round 3: the player was expelled before round 2, but has a result that is a"
            + " game or scores: draw against 1 with black",
        "player 9, round 2: start number 9 is given as having left the event (withdrew), but is"
            + " not among the players",
        "player 4, round 6: the player left before round 6, beyond the round after the planned 3"
            + " rounds",
        "player 3, round 3: the player is given twice as having left the event"),
        e.problems().stream().map(Problem::toString).toList());
    assertThrows(IllegalArgumentException.class, () -> Departure.withdrew(1, 0));
  }

  @Test
  void withdrawnRounds_makeADepartureOfTheirOwn() {
    assertEquals(List.of(Departure.withdrew(6, 3)), withdrewEarly().departures());
    assertFalse(withdrewEarly().afterRound(2).departures().stream()
        .anyMatch(d -> d.round() <= 2));
  }
}
