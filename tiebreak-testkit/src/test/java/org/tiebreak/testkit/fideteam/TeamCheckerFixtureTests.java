package org.tiebreak.testkit.fideteam;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
import org.tiebreak.api.standings.Standings;
import org.tiebreak.api.team.TeamTournament;
import org.tiebreak.core.TiebreakEngine;
import org.tiebreak.rulesets.Rulesets;
import org.tiebreak.rulesets.fide.Fide;
import org.tiebreak.rulesets.fide.FideEdition;
import org.tiebreak.trf.Trf;
import org.tiebreak.trf.TrfDocument;

/**
 * Three team events (a Swiss on match points, a Swiss on game points, a round robin) under the
 * 2024 and 2026 editions, against the figures and places the FIDE reference checker gives them:
 * the files in {@code fide-team-checker/}, whose README says how they were produced. Every
 * figure of 59 value tie-breaks ({@code .values.tsv} and, in fore mode, {@code .fore.tsv}; fewer
 * in the 2026 round robin, where the Buchholz family is barred), the checker's order under all
 * of them in turn, and the places under the group tie-breaks and chains of {@code .ranks.tsv}.
 */
class TeamCheckerFixtureTests {

  static final List<String> EVENTS = List.of("swiss-mp", "swiss-gp", "rr-mp");

  static byte[] resource(String name) throws IOException {
    try (InputStream in = TeamCheckerFixtureTests.class.getResourceAsStream(
        "/fide-team-checker/" + name)) {
      if (in == null) {
        throw new IOException("no resource " + name);
      }
      return in.readAllBytes();
    }
  }

  static String base(String event, FideEdition edition) {
    return event + ".rules-" + (edition == FideEdition.EDITION_2024 ? 2024 : 2026);
  }

  static TeamTournament event(String event, FideEdition edition) throws IOException {
    return Trf.read(resource(base(event, edition) + ".trf")).teamTournament().orElseThrow();
  }

  /** A table of the checker: a header row, then one row per team. */
  static List<String[]> table(String event, FideEdition edition, String kind)
      throws IOException {
    List<String[]> rows = new ArrayList<>();
    for (String line : new String(resource(base(event, edition) + "." + kind + ".tsv"),
        StandardCharsets.UTF_8).split("\n")) {
      if (!line.isBlank()) {
        rows.add(line.strip().split("\t"));
      }
    }
    return rows;
  }

  static Stream<Arguments> tables() {
    List<Arguments> all = new ArrayList<>();
    for (String event : EVENTS) {
      for (FideEdition edition : List.of(FideEdition.EDITION_2024, FideEdition.EDITION_2026)) {
        for (String kind : List.of("values", "fore")) {
          all.add(Arguments.of(event, edition, kind));
        }
      }
    }
    return all.stream();
  }

  static Stream<Arguments> events() {
    List<Arguments> all = new ArrayList<>();
    for (String event : EVENTS) {
      for (FideEdition edition : List.of(FideEdition.EDITION_2024, FideEdition.EDITION_2026)) {
        all.add(Arguments.of(event, edition));
      }
    }
    return all.stream();
  }

  /** The codes of a values table: the columns after the team, the rank and the score. */
  static List<String> codes(String[] header) {
    return new ArrayList<>(Arrays.asList(header).subList(3, header.length));
  }

  @ParameterizedTest(name = "{0} {1} {2}")
  @MethodSource("tables")
  void figures_areTheCheckers(String name, FideEdition edition, String kind) throws IOException {
    TeamTournament event = event(name, edition);
    List<String[]> rows = table(name, edition, kind);
    List<String> codes = codes(rows.get(0));
    List<String> differences = new ArrayList<>();
    for (int c = 0; c < codes.size(); c++) {
      String code = codes.get(c);
      Standings standings = TiebreakEngine.rank(event, Ruleset.builder().name("one")
          .forTeams(true).addRules(Fide.rule(edition, code)).build());
      for (String[] row : rows.subList(1, rows.size())) {
        int team = Integer.parseInt(row[0]);
        Score got = standings.row(team).values().get(code);
        if (got == null || got.compareTo(Score.parse(row[c + 3])) != 0) {
          differences.add(code + " of team " + team + ": " + got + ", the checker " + row[c + 3]);
        }
      }
    }
    assertEquals(List.of(), differences);
  }

  /** The checker's Rank column: the order under every column's tie-break in turn. */
  @ParameterizedTest(name = "{0} {1}")
  @MethodSource("events")
  void order_underAllTheColumns_isTheCheckers(String name, FideEdition edition)
      throws IOException {
    List<String[]> rows = table(name, edition, "values");
    Standings standings = TiebreakEngine.rank(event(name, edition),
        Fide.teamRuleset(edition, codes(rows.get(0))));
    List<String> differences = new ArrayList<>();
    for (String[] row : rows.subList(1, rows.size())) {
      int team = Integer.parseInt(row[0]);
      if (standings.row(team).rank() != Integer.parseInt(row[1])) {
        differences.add("team " + team + ": " + standings.row(team).rank() + ", the checker "
            + row[1]);
      }
    }
    assertEquals(List.of(), differences);
  }

  /**
   * The built-in team ruleset of the edition ranks each team within the places the checker gives
   * it under the same list: only the drawing of lots at the end separates teams it leaves tied.
   */
  @ParameterizedTest(name = "{0} {1}")
  @MethodSource("events")
  void builtInTeamRuleset_withinTheCheckersPlaces(String name, FideEdition edition)
      throws IOException {
    TeamTournament event = event(name, edition);
    String rulesetName = "fide-" + (edition == FideEdition.EDITION_2024 ? 2024 : 2026) + "-team"
        + (name.startsWith("rr") ? "-rr" : "");
    Ruleset ruleset = Rulesets.named(rulesetName);
    List<String> codes = new ArrayList<>();
    ruleset.chain().forEach(rule -> codes.add(rule.code()));
    assertEquals("LOTS", codes.remove(codes.size() - 1));
    List<String[]> rows = table(name, edition, "ranks");
    int column = Arrays.asList(rows.get(0)).indexOf(String.join(" ", codes));
    assertTrue(column > 0, rulesetName + " " + codes);
    Standings standings = TiebreakEngine.rank(event, ruleset, 7L);
    List<String> differences = new ArrayList<>();
    for (String[] row : rows.subList(1, rows.size())) {
      int place = Integer.parseInt(row[column]);
      long shared = rows.stream().skip(1).filter(other -> other[column].equals(row[column]))
          .count();
      int rank = standings.row(Integer.parseInt(row[0])).rank();
      if (rank < place || rank >= place + shared) {
        differences.add("team " + row[0] + ": " + rank + ", the checker " + place
            + (shared > 1 ? " shared by " + shared : ""));
      }
    }
    assertEquals(List.of(), differences);
  }

  /**
   * The checker's own copy of {@code swiss-mp}, where the players of the match forfeited as a
   * whole (record 330) have that round's boards as forfeits, reads to the same team event, with a
   * warning for each team, and ranks as the checker ranks it.
   */
  @ParameterizedTest(name = "{0}")
  @MethodSource("editions")
  void checkersCopy_boardsOfAForfeitedMatch_readAsRecord330(FideEdition edition)
      throws IOException {
    TrfDocument document = Trf.read(resource(base("swiss-mp", edition) + ".checker.trf"));
    TeamTournament event = document.teamTournament().orElseThrow();

    assertEquals(event("swiss-mp", edition), event);
    assertEquals(2, document.warnings().stream().filter(warning -> warning.message()
        .contains("forfeits of the match that record 330 gives")).count(),
        document.warnings().toString());
    List<String[]> rows = table("swiss-mp", edition, "values");
    Standings standings = TiebreakEngine.rank(event, Fide.teamRuleset(edition,
        codes(rows.get(0))));
    for (String[] row : rows.subList(1, rows.size())) {
      assertEquals(Integer.parseInt(row[1]), standings.row(Integer.parseInt(row[0])).rank());
    }
  }

  static Stream<FideEdition> editions() {
    return Stream.of(FideEdition.EDITION_2024, FideEdition.EDITION_2026);
  }

  /** Places under the group tie-breaks alone and under chains, after the primary score. */
  @ParameterizedTest(name = "{0} {1}")
  @MethodSource("events")
  void places_underGroupTieBreaksAndChains_areTheCheckers(String name, FideEdition edition)
      throws IOException {
    TeamTournament event = event(name, edition);
    List<String[]> rows = table(name, edition, "ranks");
    String[] header = rows.get(0);
    List<String> differences = new ArrayList<>();
    for (int c = 1; c < header.length; c++) {
      Ruleset.Builder chain = Ruleset.builder().name("chain").forTeams(true);
      for (String code : header[c].split(" ")) {
        chain.addRules(Fide.rule(edition, code));
      }
      Standings standings = TiebreakEngine.rank(event, chain.build());
      for (String[] row : rows.subList(1, rows.size())) {
        int team = Integer.parseInt(row[0]);
        if (standings.row(team).rank() != Integer.parseInt(row[c])) {
          differences.add(header[c] + ", team " + team + ": " + standings.row(team).rank()
              + ", the checker " + row[c]);
        }
      }
    }
    assertEquals(List.of(), differences);
  }
}
