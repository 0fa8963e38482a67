package org.tiebreak.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.tiebreak.api.Score;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.core.TiebreakEngine;
import org.tiebreak.rulesets.Rulesets;

/**
 * The WSCF guide's 15-player crosstable ({@link Fixtures#wscfCrosstable()}) ranked under the full
 * {@code uscf} ruleset: the published order, all 75 published figures, the places and the rule
 * that decided each pair of neighbours.
 */
class WscfUnderUscfTests {

  /** No., Pts, MM, Solkoff, Cumulative, Cumulative Opp. as the guide prints them, in its order. */
  static final List<String> PUBLISHED = List.of(
      "1 6.0 17.0 19.5 21.0 68.0",
      "2 6.0 16.0 17.5 21.0 65.0",
      "3 4.0 19.0 20.5 13.0 78.0",
      "4 3.5 20.0 21.5 14.5 79.5",
      "5 3.5 20.0 21.5 12.5 81.5",
      "6 3.5 14.0 14.0 7.0 51.0",
      "7 3.0 9.5 17.0 11.0 66.5",
      "8 3.0 8.0 12.0 10.0 46.0",
      "9 2.5 16.0 22.0 10.0 80.0",
      "10 2.5 15.5 21.5 11.0 73.5",
      "11 2.5 9.0 12.5 6.0 40.5",
      "12 2.0 12.5 16.5 8.0 61.0",
      "13 2.0 11.0 15.0 7.0 47.0",
      "14 2.0 9.5 13.0 6.0 43.5",
      "15 2.0 8.0 14.0 4.0 50.0");

  static Standings standings() {
    return TiebreakEngine.rank(Fixtures.wscfCrosstable().tournament(), Rulesets.named("uscf"));
  }

  @Test
  void wscf_uscf_publishedOrder() {
    List<Integer> order = new ArrayList<>();
    standings().rows().forEach(row -> order.add(row.player().startNumber()));
    assertEquals(List.of(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), order);
  }

  @Test
  void wscf_uscf_allSeventyFiveFiguresAsPublished() {
    List<String> actual = new ArrayList<>();
    for (Standings.Row row : standings().rows()) {
      actual.add(row.player().startNumber() + " " + row.score().format(1) + " "
          + figure(row, "MM") + " " + figure(row, "SOLK") + " " + figure(row, "CUM") + " "
          + figure(row, "OPPCUM"));
    }
    assertEquals(String.join("\n", PUBLISHED), String.join("\n", actual));
  }

  private static String figure(Standings.Row row, String code) {
    Score value = row.values().get(code);
    return value == null ? "none" : value.format(1);
  }

  @Test
  void wscf_uscf_placesAreNotShared() {
    List<String> places = new ArrayList<>();
    standings().rows().forEach(row -> places.add(row.place()));
    assertEquals(List.of("1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13",
        "14", "15"), places);
    standings().rows().forEach(row -> assertEquals(Optional.empty(), row.remark(),
        "nothing is left to lots: " + row));
  }

  /**
   * The rule that placed each row above the next: empty where the scores differ (and for the last
   * row). Only C (4) and D (5) tie on Modified Median (20) and Solkoff (21.5); Cumulative 14.5
   * to 12.5 separates them.
   */
  @Test
  void wscf_uscf_decidedByForEachPairOfNeighbours() {
    List<String> decidedBy = new ArrayList<>();
    standings().rows().forEach(row -> decidedBy.add(row.decidedBy().orElse("")));
    assertEquals(List.of("MM", "", "", "CUM", "MM", "", "MM", "", "MM", "MM", "", "MM", "MM",
        "MM", ""), decidedBy);
  }

  @Test
  void wscf_uscf_compareGivesTheDecidingFigures() {
    Standings standings = standings();
    assertEquals("1 above 2 on MM (17 to 16)", standings.compare(2, 1).toString());
    assertEquals("2 above 3 on score (6 to 4)", standings.compare(2, 3).toString());
    assertEquals("4 above 5 on CUM (14.5 to 12.5)", standings.compare(5, 4).toString());
    assertEquals("9 above 10 on MM (16 to 15.5)", standings.compare(9, 10).toString());
    assertEquals("14 above 15 on MM (9.5 to 8)", standings.compare(15, 14).toString());
  }

  @Test
  void wscf_uscf_sameStandingsWithALotSeed() {
    Standings seeded = TiebreakEngine.rank(Fixtures.wscfCrosstable().tournament(),
        Rulesets.named("uscf"), 42L);
    List<String> expected = new ArrayList<>();
    List<String> actual = new ArrayList<>();
    standings().rows().forEach(row -> expected.add(row.toString()));
    seeded.rows().forEach(row -> actual.add(row.toString()));
    assertEquals(expected, actual);
  }
}
