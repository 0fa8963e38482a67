package org.tiebreak.testkit.arbiter;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.tiebreak.api.Format;
import org.tiebreak.api.GameResult;
import org.tiebreak.api.InvalidTournamentException;
import org.tiebreak.api.Problem;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.Score;
import org.tiebreak.api.TieDecision;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.standings.Explanation;
import org.tiebreak.api.standings.Message;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.core.TiebreakEngine;
import org.tiebreak.rulesets.Rulesets;
import org.tiebreak.rulesets.uscf.Uscf;
import org.tiebreak.testkit.Crosstables;

/**
 * Ties an arbiter settles where no tie-break can (FIDE endorsement checklist, questions 205 and
 * 207; FIDE C.07 Art. 3, play-offs; US Chess rule 34E12, the speed play-off): a play-off's order
 * or games, an arbiter's order, figures computed elsewhere. Each is shown, compared and explained
 * like a rule, and orders only the places its players hold.
 */
class TieDecisionTests {

  /**
   * A Swiss of four: A and B win twice and draw each other (2½, Buchholz 3½ each); C and D lose
   * twice and draw each other (½, Buchholz 5½ each). Under Buchholz alone, A and B share first
   * and C and D third.
   */
  static Tournament fourPlayers() {
    return Crosstables.parse("""
        1 A 2.5 W3w W4b D2w
        2 B 2.5 W4w W3b D1b
        3 C 0.5 L1b L2w D4w
        4 D 0.5 L2b L1w D3b
        """, 3);
  }

  static Ruleset buchholz() {
    return Rulesets.withRules("fide-2026", List.of("BH"));
  }

  @Test
  void withoutADecision_theTiesShareTheirPlaces() {
    Standings standings = TiebreakEngine.rank(fourPlayers(), buchholz());
    assertEquals(List.of("1-2", "1-2", "3-4", "3-4"), Events.places(standings));
  }

  /** The play-off for first place: B won it. */
  @Test
  void playOffOrder_placesTheTiedPlayersAndNobodyElse() {
    Tournament tournament = Events.with(fourPlayers(),
        b -> b.addDecision(TieDecision.playOff(List.of(List.of(2), List.of(1)))));
    Standings standings = TiebreakEngine.rank(tournament, buchholz());
    assertEquals(List.of(2, 1, 3, 4), Events.order(standings));
    assertEquals(List.of("1", "2", "3-4", "3-4"), Events.places(standings));
    assertEquals("PLAYOFF", standings.rows().get(0).decidedBy().orElseThrow());
    assertEquals("2 above 1 on PLAYOFF", standings.compare(1, 2).toString());
    assertEquals("placed by the play-off", standings.row(1).remark().orElseThrow().toString());
    assertEquals("2 above 3 on score (2.5 to 0.5)", standings.compare(3, 2).toString());
    Explanation explanation = standings.explain(1, "PLAYOFF");
    assertEquals("Play-off", explanation.ruleName());
    assertEquals(List.of("the play-off among 2, 1 placed them, in the standings after round 3:"
        + " 2, 1", "player 1: place 2"), explanation.notes().stream().map(Message::toString)
        .toList());
    assertEquals(2, standings.explain(1).size(), "BH and the play-off");
    assertTrue(standings.warnings().isEmpty());
  }

  /** An Armageddon game: A had White and drew, which counts as Black's win. */
  @Test
  void playOffGames_rankByTheirPointsAndGiveTheFigures() {
    Tournament tournament = Events.with(fourPlayers(), b -> b.addDecision(
        TieDecision.playOffGames(List.of(new TieDecision.Game(1, 2, GameResult.BLACK_WINS)))));
    Standings standings = TiebreakEngine.rank(tournament, buchholz());
    assertEquals(List.of(2, 1, 3, 4), Events.order(standings));
    assertEquals("2 above 1 on PLAYOFF (1 to 0)", standings.compare(2, 1).toString());
    assertEquals(Score.ONE, standings.row(2).values().get("PLAYOFF"));
    Explanation explanation = standings.explain(2, "PLAYOFF");
    assertEquals(Score.ONE, explanation.value().orElseThrow());
    assertEquals("win with black, opponent 1, adds 1, total 1",
        explanation.lines().get(0).toString());
  }

  @Test
  void arbitersOrder_andFiguresComputedElsewhere_areNamedByTheirCodes() {
    Tournament tournament = Events.with(fourPlayers(), b -> b
        .addDecision(TieDecision.arbiter(List.of(List.of(4), List.of(3))))
        .addDecision(TieDecision.figures("EXT", Map.of(1, Score.parse("21.5"),
            2, Score.of(20)))));
    Standings standings = TiebreakEngine.rank(tournament, buchholz());
    assertEquals(List.of(1, 2, 4, 3), Events.order(standings));
    assertEquals("4 above 3 on ARBITER", standings.compare(3, 4).toString());
    assertEquals("placed by the arbiter", standings.row(4).remark().orElseThrow().toString());
    assertEquals("1 above 2 on EXT (21.5 to 20)", standings.compare(2, 1).toString());
    assertEquals("placed by EXT, computed elsewhere",
        standings.row(1).remark().orElseThrow().toString());
    assertEquals(Score.parse("21.5"), standings.row(1).values().get("EXT"));
  }

  /**
   * A play-off for first place only (C.07 Art. 3.1.1): four players share first on score and
   * Buchholz leaves C above D; C wins the play-off, A, B and D stay as the chain had them.
   */
  @Test
  void playOffForFirstPlaceOnly_leavesTheOthersAsTheChainHasThem() {
    Tournament tournament = Crosstables.parse("""
        1 A 2.0 W5w L3b W6w
        2 B 2.0 W6b W5w L4b
        3 C 2.0 L4w W1w W5b
        4 D 2.0 W3b L6w W2w
        5 E 0.0 L1b L2b L3w
        6 F 1.0 L2w W4b L1b
        """, 3);
    Standings plain = TiebreakEngine.rank(tournament, buchholz());
    List<Integer> chainOrder = Events.order(plain).subList(0, 4);
    Tournament decided = Events.with(tournament, b -> b.addDecision(TieDecision.playOff(
        List.of(List.of(3), List.of(1, 2, 4)))));
    Standings standings = TiebreakEngine.rank(decided, buchholz());
    assertEquals(3, standings.rows().get(0).player().startNumber());
    List<Integer> rest = new java.util.ArrayList<>(chainOrder);
    rest.remove(Integer.valueOf(3));
    assertEquals(rest, Events.order(standings).subList(1, 4), "the others in the chain's order");
    assertEquals(Events.rows(plain).subList(4, 6), Events.rows(standings).subList(4, 6));
  }

  /**
   * A play-off whose players qualified by a tie-break (C.07 Art. 3.1.2: qualification after some
   * tie-breaks): three players share the top score, the two best on Buchholz play off for the
   * title, and the third keeps third place.
   */
  @Test
  void playOffAfterATiebreak_ordersThePlacesItsPlayersHold() {
    Tournament tournament = Crosstables.parse("""
        1 A 2.0 W4w D2b D3w
        2 B 2.0 W5b D1w D6b
        3 C 2.0 W6w D4b D1b
        4 D 1.0 L1b D3w D5b
        5 E 1.5 L2w W6b D4w
        6 F 0.5 L3b L5w D2w
        """, 3);
    Standings plain = TiebreakEngine.rank(tournament, buchholz());
    assertEquals(List.of(1, 2, 3), Events.order(plain).subList(0, 3), "Buchholz 5, 4, 3.5");
    List<Integer> top = Events.order(plain).subList(0, 3);
    int first = top.get(0);
    int second = top.get(1);
    Tournament decided = Events.with(tournament, b -> b.addDecision(TieDecision.playOff(
        List.of(List.of(second), List.of(first)))));
    Standings standings = TiebreakEngine.rank(decided, buchholz());
    assertEquals(List.of(second, first, top.get(2)), Events.order(standings).subList(0, 3));
    assertEquals(second + " above " + first + " on PLAYOFF",
        standings.compare(first, second).toString());
    assertEquals(Events.rows(plain).subList(2, 6), Events.rows(standings).subList(2, 6));
  }

  /** A decision for only some of the players who share a place is not applied, with a warning. */
  @Test
  void decisionOnPartOfASharedPlace_isNotApplied() {
    Tournament tournament = Crosstables.parse("""
        1 A 1.0 D2w D3b Z
        2 B 1.0 D1b Z   D3w
        3 C 1.0 Z   D1w D2b
        """, 3, Format.ROUND_ROBIN);
    Ruleset ruleset = Rulesets.withRules("fide-2026-rr", List.of("DE"));
    Tournament decided = Events.with(tournament, b -> b.addDecision(TieDecision.arbiter(
        List.of(List.of(2), List.of(1)))));
    Standings standings = TiebreakEngine.rank(decided, ruleset);
    assertEquals(List.of("1-3", "1-3", "1-3"), Events.places(standings));
    Problem warning = standings.warnings().get(0);
    assertEquals(Problem.Kind.DECISION_NOT_APPLIED, warning.kind());
    assertEquals("player 2, round 3: the decision ARBITER on 2, 1 is not applied: they share a"
        + " place with players it leaves out", warning.toString());
  }

  /** A decision is for the standings after its round: earlier standings do not apply it. */
  @Test
  void decision_appliesToTheStandingsAfterItsRound() {
    Tournament tournament = Events.with(fourPlayers(),
        b -> b.addDecision(TieDecision.playOff(List.of(List.of(2), List.of(1)))));
    assertEquals(OptionalInt.of(3), tournament.decisions().get(0).round());
    Standings afterTwo = TiebreakEngine.rank(tournament.afterRound(2), buchholz());
    assertEquals(TiebreakEngine.rank(fourPlayers().afterRound(2), buchholz()).rows().toString(),
        afterTwo.rows().toString());
  }

  /** The speed play-off of US Chess rule 34E12 in the chain: its figures are the play-off's. */
  @Test
  void speedPlayOffRule_showsThePlayOffsFigures() {
    Ruleset ruleset = Ruleset.builder().name("club").addRules(Uscf.speedPlayOff()).build();
    Standings open = TiebreakEngine.rank(fourPlayers(), ruleset);
    assertEquals("to be decided by a play-off", open.row(1).remark().orElseThrow().toString());
    Tournament tournament = Events.with(fourPlayers(), b -> b.addDecision(TieDecision.playOffGames(
        List.of(new TieDecision.Game(2, 1, GameResult.WHITE_WINS),
            new TieDecision.Game(1, 2, GameResult.DRAW)))));
    Standings standings = TiebreakEngine.rank(tournament, ruleset);
    assertEquals(Score.parse("1.5"), standings.row(2).values().get("PLAYOFF"));
    assertEquals(Score.parse("0.5"), standings.row(1).values().get("PLAYOFF"));
    assertEquals("2 above 1 on PLAYOFF (1.5 to 0.5)", standings.compare(1, 2).toString());
    assertEquals("placed by the play-off", standings.row(1).remark().orElseThrow().toString());
    assertEquals("to be decided by a play-off", standings.row(3).remark().orElseThrow()
        .toString());
  }

  /** Every problem of a decision is listed with its player and round when the tournament is built. */
  @Test
  void badDecisions_areRefusedWithTheirPlayerAndRound() {
    InvalidTournamentException e = assertThrows(InvalidTournamentException.class,
        () -> Events.with(fourPlayers(), b -> b
            .addDecision(TieDecision.playOff(List.of(List.of(1), List.of(3))))
            .addDecision(TieDecision.arbiter(List.of(List.of(9), List.of(4))))
            .addDecision(TieDecision.arbiter(List.of(List.of(1), List.of(2))).afterRound(4))));
    assertEquals(List.of(
        "player 3, round 3: the decision PLAYOFF orders the players 1, 3, who do not share a"
            + " score: 1 has 2.5, this player 0.5",
        "player 9, round 3: the decision ARBITER names start number 9, which is not among the"
            + " players",
        "player 1, round 4: the decision ARBITER is for the standings after round 4, beyond the"
            + " planned 3 rounds"), e.problems().stream().map(Problem::toString).toList());
    assertThrows(IllegalArgumentException.class,
        () -> TieDecision.playOff(List.of(List.of(1), List.of(1))));
    assertThrows(IllegalArgumentException.class, () -> TieDecision.arbiter(List.of(List.of(1))));
    assertThrows(IllegalArgumentException.class,
        () -> TieDecision.figures("A B", Map.of(1, Score.ONE, 2, Score.ZERO)));
    assertThrows(IllegalArgumentException.class,
        () -> new TieDecision.Game(1, 2, GameResult.PENDING));
  }

  @Test
  void decisions_areInTheTournamentAndItsEquality() {
    TieDecision decision = TieDecision.playOff(List.of(List.of(2), List.of(1)));
    Tournament decided = Events.with(fourPlayers(), b -> b.addDecision(decision));
    assertEquals(List.of(decision.afterRound(3)), decided.decisions());
    assertFalse(decided.equals(fourPlayers()));
    assertEquals(decided, Events.with(fourPlayers(), b -> b.addDecision(decision)));
  }
}
