package org.tiebreak.formats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.tiebreak.api.Format;
import org.tiebreak.api.Player;
import org.tiebreak.api.Score;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.core.TiebreakEngine;
import org.tiebreak.rulesets.Rulesets;

/**
 * Real broadcast PGN ranks with the figures published for the events (the fixtures' README says
 * where the figures come from).
 */
class PgnRealEventTests {

  static Path resource(String name) {
    try {
      return Path.of(PgnRealEventTests.class.getResource("/pgn/" + name).toURI());
    } catch (java.net.URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }

  /** The expected rows by FIDE id: the columns of the file as written. */
  static Map<String, Map<String, String>> expected(String name) throws IOException {
    List<String> lines = Files.readAllLines(resource(name), StandardCharsets.UTF_8);
    String[] header = lines.get(0).split("\t");
    Map<String, Map<String, String>> rows = new HashMap<>();
    for (String line : lines.subList(1, lines.size())) {
      String[] cells = line.split("\t");
      Map<String, String> row = new HashMap<>();
      for (int i = 0; i < header.length; i++) {
        row.put(header[i], cells[i]);
      }
      rows.put(cells[0], row);
    }
    return rows;
  }

  @Test
  void womensWorldRapid2024_ranksWithThePublishedFigures() throws IOException {
    PgnEvent event = Pgn.read(resource("FWWRC.pgn"));
    Tournament tournament = event.tournament();
    assertEquals(605, event.games());
    assertEquals(110, tournament.players().size());
    assertEquals(11, tournament.roundsPlayed());
    assertEquals(Format.SWISS, tournament.format());
    assertEquals(Optional.of(LocalDate.of(2024, 12, 26)), tournament.startDate());
    assertEquals("FIDE Women’s World Rapid Championships 2024", tournament.name());
    assertTrue(event.warnings().isEmpty(), event.warnings().toString());
    Standings standings = TiebreakEngine.rank(tournament,
        Rulesets.withRules("fide", List.of("BH/C1", "BH", "ARO/C1")));
    Map<String, Map<String, String>> expected = expected("FWWRC.expected.tsv");
    assertEquals(110, expected.size());
    for (Standings.Row row : standings.rows()) {
      Player player = row.player();
      Map<String, String> published = expected.get(player.federationIds().get("FIDE"));
      String who = player.name() + " " + player.federationIds();
      assertEquals(published.get("Elo"), Integer.toString(player.rating().getAsInt()), who);
      assertEquals(Score.parse(published.get("Points")), row.score(), who);
      for (String code : List.of("BH/C1", "BH", "ARO/C1")) {
        assertEquals(Score.parse(published.get(code)), row.values().get(code), who + " " + code);
      }
    }
    // the champion, on 8.5, and the six players on 8 in the order of BH/C1, then BH
    List<String> top = new ArrayList<>();
    for (Standings.Row row : standings.rows().subList(0, 7)) {
      top.add(row.place() + " " + row.player().federationIds().get("FIDE"));
    }
    assertEquals(List.of("1 5008123", "2 8603006", "3 14109336", "4 8603642", "5 5015197",
        "6 14210444", "7 4128125"), top);
  }

  @Test
  void uzchessCup2025_aRoundRobin_ranksWithThePublishedFigures() throws IOException {
    PgnEvent event = Pgn.read(resource("uzchesscup.pgn"));
    Tournament tournament = event.tournament();
    assertEquals(Format.ROUND_ROBIN, tournament.format());
    assertEquals(9, tournament.roundsPlayed());
    assertEquals(Optional.of(LocalDate.of(2025, 6, 18)), tournament.startDate());
    Standings standings = TiebreakEngine.rank(tournament,
        Rulesets.withRules("fide-rr", List.of("DE", "SB", "WIN", "BWG", "KS")));
    Map<String, Map<String, String>> expected = expected("uzchesscup.expected.tsv");
    for (Standings.Row row : standings.rows()) {
      Map<String, String> published = expected.get(row.player().federationIds().get("FIDE"));
      String who = row.player().name();
      assertEquals(Score.parse(published.get("Points")), row.score(), who);
      for (String code : List.of("SB", "WIN", "BWG", "KS")) {
        assertEquals(Score.parse(published.get(code)), row.values().get(code), who + " " + code);
      }
    }
    // Direct Encounter as a rank (1 best) inside each score group, as published, orders the
    // players of the group as this library's figures do
    List<Standings.Row> rows = standings.rows();
    for (int i = 1; i < rows.size(); i++) {
      Standings.Row above = rows.get(i - 1);
      Standings.Row below = rows.get(i);
      if (above.score().equals(below.score())) {
        int a = Integer.parseInt(expected.get(above.player().federationIds().get("FIDE"))
            .get("DE-rank"));
        int b = Integer.parseInt(expected.get(below.player().federationIds().get("FIDE"))
            .get("DE-rank"));
        assertTrue(a <= b, above.player().name() + " above " + below.player().name());
      }
    }
    assertEquals("Praggnanandhaa R", rows.get(0).player().name());
  }
}
