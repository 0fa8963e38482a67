package org.tiebreak.testkit.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.Score;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.core.TiebreakEngine;
import org.tiebreak.rulesets.uscf.Uscf;
import org.tiebreak.testkit.Crosstables;

/**
 * The WSCF guide's example crosstable (15 players, 6 rounds): every published figure of the four
 * USCF default tie-breaks, and the published order.
 */
class WscfCrosstableTests {

  /** No., name, points, rounds 1-6; "-B-" is the bye of the odd player out, worth a point. */
  static final String CROSSTABLE = """
       1 Player, A 6.0 W6  W3  W9  W5  W4  W7
       2 Player, B 6.0 W15 W5  W4  W3  W10 W9
       3 Player, E 4.0 W12 L1  W13 L2  W8  W10
       4 Player, C 3.5 W14 W7  L2  W12 L1  D5
       5 Player, D 3.5 W11 L2  W10 L1  W12 D4
       6 Player, I 3.5 L1  L10 D11 -B- W13 W14
       7 Player, F 3.0 W13 L4  L12 W9  W14 L1
       8 Player, M 3.0 -B- L9  W15 L10 L3  W12
       9 Player, G 2.5 D10 W8  L1  L7  W11 L2
      10 Player, N 2.5 D9  W6  L5  W8  L2  L3
      11 Player, K 2.5 L5  D15 D6  D13 L9  -B-
      12 Player, L 2.0 L3  -B- W7  L4  L5  L8
      13 Player, O 2.0 L7  W14 L3  D11 L6  D15
      14 Player, J 2.0 L4  L13 -B- W15 L7  L6
      15 Player, H 2.0 L2  D11 L8  L14 -B- D13
      """;

  /** No., points, TBrk1-4 (MM, Solkoff, Cumulative, Cumulative Opp.), as published. */
  static final String PUBLISHED = """
       1 6.0 17.0 19.5 21.0 68.0
       2 6.0 16.0 17.5 21.0 65.0
       3 4.0 19.0 20.5 13.0 78.0
       4 3.5 20.0 21.5 14.5 79.5
       5 3.5 20.0 21.5 12.5 81.5
       6 3.5 14.0 14.0  7.0 51.0
       7 3.0  9.5 17.0 11.0 66.5
       8 3.0  8.0 12.0 10.0 46.0
       9 2.5 16.0 22.0 10.0 80.0
      10 2.5 15.5 21.5 11.0 73.5
      11 2.5  9.0 12.5  6.0 40.5
      12 2.0 12.5 16.5  8.0 61.0
      13 2.0 11.0 15.0  7.0 47.0
      14 2.0  9.5 13.0  6.0 43.5
      15 2.0  8.0 14.0  4.0 50.0
      """;

  static final Ruleset USCF_DEFAULTS = Ruleset.builder().name("uscf-defaults")
      .addRules(Uscf.modifiedMedian(), Uscf.solkoff(), Uscf.cumulative(),
          Uscf.cumulativeOfOpposition())
      .build();

  /** The crosstable. */
  static Tournament tournament() {
    return Crosstables.parse(CROSSTABLE, 6);
  }

  @Test
  void wscf_allSeventyFiveFigures_asPublished() {
    Standings standings = TiebreakEngine.rank(tournament(), USCF_DEFAULTS);
    List<String> expected = new ArrayList<>();
    List<String> actual = new ArrayList<>();
    for (String line : PUBLISHED.strip().split("\n")) {
      String[] f = line.strip().split("\\s+");
      int player = Integer.parseInt(f[0]);
      Standings.Row row = standings.row(player);
      expected.add(player + ": " + f[1] + " " + f[2] + " " + f[3] + " " + f[4] + " " + f[5]);
      actual.add(player + ": " + row.score().format(1) + " " + row.values().get("MM").format(1)
          + " " + row.values().get("SOLK").format(1) + " " + row.values().get("CUM").format(1)
          + " " + row.values().get("OPPCUM").format(1));
    }
    assertEquals(String.join("\n", expected), String.join("\n", actual));
  }

  @Test
  void wscf_publishedOrder() {
    Standings standings = TiebreakEngine.rank(tournament(), USCF_DEFAULTS);
    List<Integer> order = new ArrayList<>();
    standings.rows().forEach(row -> order.add(row.player().startNumber()));
    assertEquals(List.of(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), order);
    assertEquals("MM", standings.rows().get(0).decidedBy().orElseThrow());
    assertEquals("CUM", standings.rows().get(3).decidedBy().orElseThrow(),
        "C and D tie on MM 20 and Solkoff 21.5; Cumulative 14.5 to 12.5 separates them");
    assertEquals("1", standings.rows().get(0).place());
  }

  @Test
  void wscf_playerA_modifiedMedian_explained() {
    Standings standings = TiebreakEngine.rank(tournament(), USCF_DEFAULTS);
    var explanation = standings.explain(1, "MM");
    assertEquals(Score.of(17), explanation.value().orElseThrow());
    assertEquals(6, explanation.lines().size());
    var round1 = explanation.lines().get(0);
    assertEquals(Score.parse("3.5"), round1.opponentScore().orElseThrow());
    assertEquals(Score.of(3), round1.usedScore().orElseThrow(), "player 6's bye counts ½");
    var round3 = explanation.lines().get(2);
    assertEquals(true, round3.dropped(), "the lowest opponent, 2.5, is dropped");
    assertEquals("plus score (6 of 6): the lowest opponent dropped",
        explanation.notes().get(0).toString());
  }
}
