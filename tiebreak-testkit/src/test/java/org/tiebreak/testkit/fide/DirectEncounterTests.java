package org.tiebreak.testkit.fide;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tiebreak.api.Format;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.Score;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.standings.Message;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.core.TiebreakEngine;
import org.tiebreak.rulesets.fide.Fide;
import org.tiebreak.rulesets.fide.FideEdition;
import org.tiebreak.testkit.Crosstables;

/**
 * Direct Encounter (FIDE C.07 Art. 6): three and four tied players who all met (6.2, applied
 * again inside each subgroup still tied), tied players who did not all meet in a Swiss (6.3),
 * repeated encounters of a double round robin (averaged, 6.1.2), and forfeits (6.1.1, /P).
 */
class DirectEncounterTests {

  static Standings rank(Tournament tournament, String code) {
    return TiebreakEngine.rank(tournament, Ruleset.builder().name("de")
        .addRules(Fide.rule(FideEdition.EDITION_2026, code)).build());
  }

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

  static Map<Integer, Score> values(Standings standings, String code) {
    Map<Integer, Score> values = new LinkedHashMap<>();
    for (Standings.Row row : standings.rows()) {
      Score value = row.values().get(code);
      if (value != null) {
        values.put(row.player().startNumber(), value);
      }
    }
    return values;
  }

  /**
   * Four players tie on 2 of 4 and all met: against each other A and B scored 2, C and D 1.
   * Ranked again among themselves, A beat B, and C and D drew: A, B, then C and D shared.
   */
  @Test
  void fourTied_allMet_rankedAgainInsideEachSubgroup() {
    Tournament tournament = Crosstables.parse("""
        1 A 2.0 W2w D3b D4w L5b
        2 B 2.0 L1b W4w W3b L6b
        3 C 2.0 D4w D1w L2w W7w
        4 D 2.0 D3b L2b D1b W8w
        5 E 3.5 D6w W7w W8b W1w
        6 F 3.5 D5b W8w W7b W2w
        7 G 0.5 D8w L5b L6w L3b
        8 H 0.5 D7b L6b L5w L4b
        """, 4);
    Standings standings = rank(tournament, "DE");
    assertEquals(List.of(5, 6, 1, 2, 3, 4, 7, 8), order(standings));
    assertEquals(List.of("1-2", "1-2", "3", "4", "5-6", "5-6", "7-8", "7-8"), places(standings));
    assertEquals(Map.of(5, Score.HALF, 6, Score.HALF, 1, Score.ONE, 2, Score.ZERO,
        3, Score.HALF, 4, Score.HALF, 7, Score.HALF, 8, Score.HALF), values(standings, "DE"));
    assertEquals("1 above 2 on DE (1 to 0)", standings.compare(1, 2).toString());
  }

  /**
   * A Swiss: A, B and C tie on 2; A beat B and C, who did not meet. A ranks first whatever B and
   * C's missing game would have given (6.3); B and C, who never met, stay tied. Of D, E and F on
   * 1.5, only D and E met, drawing: nobody is sure of first place, so all three stay tied and
   * none has a figure that stands for a place.
   */
  @Test
  void swiss_notAllMet_firstPlaceOnlyWhenNobodyCouldOvertake() {
    Tournament tournament = Crosstables.parse("""
        1 A 2.0 W2w W3w L4b L5b
        2 B 2.0 L1b W5w W6b L7b
        3 C 2.0 W4w L1b W7b L8b
        4 D 2.5 L3b W7w W1w D6w
        5 E 1.5 D6w L2b L8w W1w
        6 F 1.5 D5b D8w L2w D4b
        7 G 1.5 D8w L4b L3w W2w
        8 H 3.0 D7b D6b W5b W3w
        """, 4);
    Standings standings = rank(tournament, "DE");
    assertEquals(List.of(8, 4, 1, 2, 3, 5, 6, 7), order(standings));
    assertEquals(List.of("1", "2", "3", "4-5", "4-5", "6-8", "6-8", "6-8"), places(standings));
    assertEquals(Map.of(1, Score.of(2), 2, Score.ZERO, 3, Score.ZERO), values(standings, "DE"));
    assertEquals(List.of("0 points against the tied players, games against one opponent averaged"
        + " (Art. 6.1)", "left tied although the points differ: a missing game could still change"
        + " the order (Art. 6.3)", "2 of the tied players not met: ranked ahead only if no one"
        + " could overtake whatever those games' results (Art. 6.3)"),
        standings.explain(7, "DE").notes().stream().map(Message::toString).toList());
  }

  /**
   * A double round robin of three: A and B tie on 3.5; A beat B and drew the return game. The
   * addend is the average of the two games (6.1.2): 0.75 for A, 0.25 for B.
   */
  @Test
  void doubleRoundRobin_repeatedEncountersAveraged() {
    Tournament tournament = Crosstables.parse("""
        1 A 3.5 W2w L3w U   D2b L3b U
        2 B 3.5 L1b U   L3w D1w U   W3b
        3 C 5.0 U   W1b W2b U   W1w L2w
        """, 6, Format.DOUBLE_ROUND_ROBIN);
    Standings standings = rank(tournament, "DE");
    assertEquals(List.of(3, 1, 2), order(standings));
    assertEquals(Map.of(1, Score.parse("0.75"), 2, Score.parse("0.25")),
        values(standings, "DE"));
  }

  /**
   * A Swiss where two of the tied players met twice: B, D and F tie on 3 with two wins each; D
   * beat B and drew F, B drew and then beat F. All three met, so 6.2 ranks them: D 1.5, then B
   * and F on 0.75 each (B's two games against F averaged to 0.75, F's to 0.25), and ranked
   * again between themselves, B 0.75 above F 0.25.
   *
   * <p>The FIDE reference checker leaves the three tied here: when an opponent repeats it
   * counts the player as having met only one opponent, so it sees players who did not all meet
   * and applies 6.3.
   */
  @Test
  void swiss_repeatedPairingAmongTied_averagedAndAllMet() {
    Tournament tournament = Crosstables.parse("""
        1 A 4.5 D2b W7w W4w +6w L3b W3b
        2 B 3.0 D1w W3w Z   L4b D6w W6b
        3 C 2.0 L4b L2b W5w L7b W1w L1w
        4 D 3.0 W3w D6b L1b W2w L7b D7w
        5 E 3.0 L6b U   L3b Z   F   U
        6 F 3.0 W5w D4w W7w -1b D2b L2w
        7 G 3.5 U   L1b L6b W3w W4w D4b
        """, 6);
    Standings standings = TiebreakEngine.rank(tournament, Ruleset.builder().name("win-de")
        .addRules(Fide.rule(FideEdition.EDITION_2026, "WIN"),
            Fide.rule(FideEdition.EDITION_2026, "DE")).build());
    assertEquals(List.of(1, 7, 5, 4, 2, 6, 3), order(standings));
    assertEquals(List.of("1", "2", "3", "4", "5", "6", "7"), places(standings));
    assertEquals(Map.of(4, Score.parse("1.5"), 2, Score.parse("0.75"), 6, Score.parse("0.25")),
        values(standings, "DE"));
  }

  /**
   * A and B tie on 1 of 2; A won their game by forfeit. A forfeit is not a game for DE unless
   * the regulations count it (6.1.1, /P): without /P they did not meet and stay tied.
   */
  @Test
  void forfeitBetweenTied_countsOnlyWithP() {
    Tournament tournament = Crosstables.parse("""
        1 A 1.0 +2w L3b
        2 B 1.0 -1b W4w
        3 C 2.0 W4w W1w
        4 D 0.0 L3b L2b
        """, 2);
    assertEquals(List.of("1", "2-3", "2-3", "4"), places(rank(tournament, "DE")));
    Standings counted = rank(tournament, "DE/P");
    assertEquals(List.of(3, 1, 2, 4), order(counted));
    assertEquals(List.of("1", "2", "3", "4"), places(counted));
  }
}
