package org.tiebreak.formats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.core.TiebreakEngine;
import org.tiebreak.rulesets.fide.Fide;
import org.tiebreak.trf.Trf;
import org.tiebreak.trf.TrfDocument;

/**
 * TRF files converted to Chess-JSON by FIDE's reference checker's own converter read as the TRF
 * does, and rank as it does (the fixtures' README says how they were made).
 */
class ChessJsonReadTests {

  static Path resource(String name) {
    try {
      return Path.of(ChessJsonReadTests.class.getResource("/chess-json/" + name).toURI());
    } catch (java.net.URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }

  private static final List<String> TEC_CODES = List.of("BH/C1", "BH", "SB", "PS", "DE", "WIN",
      "WON", "BPG", "BWG", "REP", "ARO", "TPR", "PTP", "AOB", "FB", "KS");

  @Test
  void tecExercise_readsAndRanksAsTheTrf() throws IOException {
    TrfDocument trf = Trf.read(resource("tec-exercise.rules-2026.trf"));
    ChessJsonDocument json = ChessJson.read(resource("tec-exercise.rules-2026.json"));
    assertEquals(1, json.tournaments().size());
    Tournament read = json.tournaments().get(0).tournament();
    assertEquals(trf.tournament(), read);
    assertSameStandings(TiebreakEngine.rank(trf.tournament(), Fide.ruleset(TEC_CODES)),
        TiebreakEngine.rank(read, Fide.ruleset(TEC_CODES)));
  }

  @Test
  void threePoints_readsItsPointSystemListAndRanksAsTheTrf() throws IOException {
    TrfDocument trf = Trf.read(resource("trf26-three-points.trf"));
    ChessJsonDocument json = ChessJson.read(resource("trf26-three-points.json"));
    ChessJsonDocument.Section section = json.tournaments().get(0);
    assertEquals(trf.tournament(), section.tournament());
    assertEquals(trf.tiebreakCodes(), section.tiebreakCodes());
    for (var player : trf.tournament().players()) {
      assertEquals(trf.player(player.startNumber()).orElseThrow().rank(),
          section.rank(player.startNumber()));
    }
    assertTrue(json.warnings().isEmpty(), json.warnings().toString());
    assertSameStandings(
        TiebreakEngine.rank(trf.tournament(), Fide.ruleset(trf.tiebreakCodes())),
        TiebreakEngine.rank(section.tournament(), Fide.ruleset(section.tiebreakCodes())));
  }

  static void assertSameStandings(Standings expected, Standings actual) {
    assertEquals(expected.rows().size(), actual.rows().size());
    for (int i = 0; i < expected.rows().size(); i++) {
      Standings.Row e = expected.rows().get(i);
      Standings.Row a = actual.rows().get(i);
      assertEquals(e.player(), a.player(), "row " + (i + 1));
      assertEquals(e.place(), a.place(), "row " + (i + 1));
      assertEquals(e.score(), a.score(), "row " + (i + 1));
      assertEquals(e.values(), a.values(), "row " + (i + 1));
      assertEquals(e.decidedBy(), a.decidedBy(), "row " + (i + 1));
    }
  }
}
