package org.tiebreak.testkit.fide;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.Score;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.rule.TiebreakRule;
import org.tiebreak.api.rule.ValueRule;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.core.TiebreakEngine;
import org.tiebreak.rulesets.fide.Fide;
import org.tiebreak.rulesets.fide.FideEdition;
import org.tiebreak.trf.Trf;

/**
 * The FIDE TEC tie-break exercise of 2024-03-18 under the 2024 and 2026 editions: every figure
 * of 24 value tie-breaks for all 16 players as the FIDE TEC reference checker computes them
 * (the files {@code fide-exercise/expected.rules-2024.tsv} and {@code ...-2026.tsv}; see the
 * README beside them). DE is a group rule, tested apart.
 */
class FideExerciseTests {

  /** The exercise's tournament from its TRF file. */
  static Tournament tournament(FideEdition edition) throws IOException {
    return Trf.read(resource("tec-exercise.rules-" + year(edition) + ".trf")).tournament();
  }

  static byte[] resource(String name) throws IOException {
    try (InputStream in = FideExerciseTests.class.getResourceAsStream("/fide-exercise/" + name)) {
      return in.readAllBytes();
    }
  }

  private static int year(FideEdition edition) {
    return edition == FideEdition.EDITION_2024 ? 2024 : 2026;
  }

  /** The checker's table: a header row of codes, then one row per player. */
  static List<String[]> expected(FideEdition edition) throws IOException {
    List<String[]> rows = new ArrayList<>();
    for (String line : new String(resource("expected.rules-" + year(edition) + ".tsv"),
        StandardCharsets.UTF_8).split("\n")) {
      if (!line.isBlank()) {
        rows.add(line.strip().split("\t"));
      }
    }
    return rows;
  }

  static Stream<Arguments> columns() throws IOException {
    List<Arguments> all = new ArrayList<>();
    for (FideEdition edition : List.of(FideEdition.EDITION_2024, FideEdition.EDITION_2026)) {
      String[] header = expected(edition).get(0);
      for (int column = 3; column < header.length; column++) {
        if (!header[column].equals("DE")) {
          all.add(Arguments.of(edition, header[column], column));
        }
      }
    }
    return all.stream();
  }

  @ParameterizedTest(name = "{0} {1}")
  @MethodSource("columns")
  void figures_areTheReferenceCheckers(FideEdition edition, String code, int column)
      throws IOException {
    Tournament tournament = tournament(edition);
    TiebreakRule rule = Fide.rule(edition, code);
    Standings standings = TiebreakEngine.rank(tournament,
        Ruleset.builder().name("one").addRules(rule).build());
    List<String> differences = new ArrayList<>();
    List<String[]> rows = expected(edition);
    for (String[] row : rows.subList(1, rows.size())) {
      int player = Integer.parseInt(row[0]);
      Score want = Score.parse(row[column]);
      Score got = standings.row(player).values().get(code);
      if (!want.equals(got)) {
        differences.add("#" + player + " " + got + " (expected " + row[column] + ")");
      }
      Score explained = ((ValueRule) rule).explain(player, contextOf(tournament))
          .value().orElseThrow();
      assertEquals(got, explained, "explanation of #" + player);
    }
    assertEquals(List.of(), differences, edition + " " + code);
  }

  private static org.tiebreak.api.rule.TiebreakContext contextOf(Tournament tournament) {
    return org.tiebreak.testkit.EngineContexts.of(tournament);
  }

  /** The checker's rank column is the order under every column's tie-break in turn. */
  @ParameterizedTest(name = "{0}")
  @MethodSource("editions")
  void ranks_areTheReferenceCheckers(FideEdition edition) throws IOException {
    List<String[]> rows = expected(edition);
    String[] header = rows.get(0);
    List<String> codes = new ArrayList<>(Arrays.asList(header).subList(3, header.length));
    Standings standings = TiebreakEngine.rank(tournament(edition),
        Fide.ruleset(edition, codes));
    for (String[] row : rows.subList(1, rows.size())) {
      assertEquals(Integer.parseInt(row[1]), standings.row(Integer.parseInt(row[0])).rank(),
          "rank of #" + row[0]);
    }
  }

  static Stream<FideEdition> editions() {
    return Stream.of(FideEdition.EDITION_2024, FideEdition.EDITION_2026);
  }
}
