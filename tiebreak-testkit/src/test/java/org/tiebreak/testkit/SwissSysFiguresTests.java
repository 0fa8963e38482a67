package org.tiebreak.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.Score;
import org.tiebreak.api.rule.ValueRule;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.core.TiebreakEngine;
import org.tiebreak.rulesets.uscf.Uscf;
import org.tiebreak.testkit.SwissSysSections.Section;

/**
 * Thirty real US sections ranked under the US Chess rules, against the figures SwissSys published
 * for them ({@code swisssys/}, see its README): each section's own tie-breaks, in its own order,
 * give every published figure (2,538 in all), the published order and the places SwissSys
 * shares. The opposition's performance is SwissSys's reading
 * ({@link Uscf#oppositionPerformanceSwissSys()}); the library's own reading
 * ({@link Uscf#oppositionPerformance()}) gives 82 of its 187 figures.
 */
class SwissSysFiguresTests {

  static Stream<String> sections() {
    return SwissSysSections.NAMES.stream();
  }

  /** The section's chain: its labels in the order SwissSys prints them. */
  static Ruleset chain(Section section, ValueRule opposition) {
    Ruleset.Builder chain = Ruleset.builder().name("swisssys");
    for (String label : section.figures().keySet()) {
      chain.addRules(SwissSysSections.rule(label, opposition));
    }
    return chain.build();
  }

  /** Every published figure that differs from the library's, as text. */
  static List<String> differences(Section section, ValueRule opposition) {
    Standings standings = TiebreakEngine.rank(section.tournament(),
        chain(section, opposition));
    List<String> differences = new ArrayList<>();
    section.figures().forEach((label, values) -> {
      String code = SwissSysSections.rule(label, opposition).code();
      values.forEach((player, published) -> {
        Score ours = standings.row(player).values().get(code);
        if (ours == null || ours.compareTo(published) != 0) {
          differences.add(label + " of " + player + ": " + ours + ", published " + published);
        }
      });
    });
    return differences;
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("sections")
  void everyPublishedFigure_underTheUsChessRules(String name) {
    Section section = SwissSysSections.read(name);

    assertEquals(List.of(), differences(section, Uscf.oppositionPerformanceSwissSys()));
  }

  /** The order SwissSys published is the order of the section's own chain. */
  @ParameterizedTest(name = "{0}")
  @MethodSource("sections")
  void publishedOrder_isTheSectionsChain(String name) {
    Section section = SwissSysSections.read(name);
    Standings standings = TiebreakEngine.rank(section.tournament(),
        chain(section, Uscf.oppositionPerformanceSwissSys()));

    assertEquals(section.order(), standings.rows().stream()
        .map(row -> row.player().startNumber()).toList());
  }

  /** SwissSys shares a place among the players of equal score ("3-5"), whatever its chain. */
  @ParameterizedTest(name = "{0}")
  @MethodSource("sections")
  void publishedPlaces_areTheScoreGroups(String name) {
    Section section = SwissSysSections.read(name);
    Standings standings = TiebreakEngine.rank(section.tournament(),
        chain(section, Uscf.oppositionPerformanceSwissSys()));
    Map<Score, List<Integer>> groups = new LinkedHashMap<>();
    for (Standings.Row row : standings.rows()) {
      groups.computeIfAbsent(row.score(), score -> new ArrayList<>())
          .add(row.player().startNumber());
    }

    assertEquals(section.places(), new ArrayList<>(groups.values()));
  }

  /**
   * Counts the figures and those the library's own reading of the opposition's performance
   * gives: every figure but 105 of the 187 opposition performances, which SwissSys computes
   * otherwise (each performance truncated; a win against an opponent rated more than 350 below
   * counted as against one 350 below).
   */
  @Test
  void figuresCompared_andTheTwoReadingsOfTheOppositionsPerformance() {
    int figures = 0;
    int opposition = 0;
    int libraryDiffers = 0;
    for (String name : SwissSysSections.NAMES) {
      Section section = SwissSysSections.read(name);
      for (Map.Entry<String, Map<Integer, Score>> label : section.figures().entrySet()) {
        figures += label.getValue().size();
        if (label.getKey().equals("Op. perf.")) {
          opposition += label.getValue().size();
        }
      }
      for (String difference : differences(section, Uscf.oppositionPerformance())) {
        assertEquals(true, difference.startsWith("Op. perf. of "), difference);
        libraryDiffers++;
      }
    }
    assertEquals(2538, figures);
    assertEquals(187, opposition);
    assertEquals(105, libraryDiffers);
  }
}
