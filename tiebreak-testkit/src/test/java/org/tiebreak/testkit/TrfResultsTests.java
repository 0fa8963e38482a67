package org.tiebreak.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.core.TiebreakEngine;
import org.tiebreak.rulesets.Rulesets;
import org.tiebreak.rulesets.fide.Fide;
import org.tiebreak.rulesets.fide.FideEdition;
import org.tiebreak.trf.Trf;
import org.tiebreak.trf.TrfDocument;
import org.tiebreak.trf.TrfVersion;

/** Results written back into the file: Points and Rank columns, records 202 and 212. */
class TrfResultsTests {

  static TrfDocument exercise() throws IOException {
    try (InputStream in = TrfResultsTests.class.getResourceAsStream(
        "/fide-exercise/tec-exercise.rules-2026.trf")) {
      return Trf.read(in.readAllBytes());
    }
  }

  static List<String> lines(String text) {
    return List.of(text.split("\n"));
  }

  /**
   * The FIDE TEC exercise ranked under BH/C1, BH, SB: the list goes into 202 and 212 before the
   * first player, and each player's Rank column is the place (the file's own ranks are those of
   * the exercise's list, which is another).
   */
  @Test
  void fideList_records202And212_andTheRanks() throws IOException {
    TrfDocument document = exercise();
    Standings standings = TiebreakEngine.rank(document.tournament(),
        Fide.ruleset(FideEdition.EDITION_2026, List.of("BH/C1", "BH", "SB")));
    List<String> written = lines(Trf.write(document, standings, TrfVersion.TRF26));

    assertEquals(List.of("012 FIDE TEC tie-break exercise 2024-03-18 (16 players, 5 rounds)",
        "042 2026-04-01", "142 5", "202 BH/C1,BH,SB", "212 PTS,BH/C1,BH,SB"),
        written.subList(0, 5));
    assertTrue(written.get(5).startsWith("001    1 m    Player 01"), written.get(5));
    for (Standings.Row row : standings.rows()) {
      String line = written.get(4 + row.player().startNumber());
      assertEquals(String.format("%4s", row.score().format(1)), line.substring(80, 84), line);
      assertEquals(String.format("%4d", row.rank()), line.substring(85, 89), line);
    }
  }

  /** A list other than the file's 202 replaces it, and a comment keeps the old one. */
  @Test
  void otherList_oldRecord202InAComment() throws IOException {
    TrfDocument document = Trf.read(Trf.write(exercise(), TrfVersion.TRF26)
        .replace("142 5\n", "142 5\n202 SB,BH\n212 PTS,SB,BH\n"));
    Standings standings = TiebreakEngine.rank(document.tournament(),
        Fide.ruleset(FideEdition.EDITION_2026, List.of("BH/C1", "BH", "SB")));
    List<String> written = lines(Trf.write(document, standings, TrfVersion.TRF26));

    assertEquals(List.of("142 5", "### record 202 was: SB,BH", "202 BH/C1,BH,SB",
        "212 PTS,BH/C1,BH,SB", "001    1 m    Player 01"),
        List.of(written.get(2), written.get(3), written.get(4), written.get(5),
            written.get(6).substring(0, 23)));
  }

  /** US Chess's codes are not FIDE tie-breaks: no 202 or 212, a comment names the chain. */
  @Test
  void usChess_noRecord202_aComment() {
    TrfDocument document = Trf.read(Trf.write(Fixtures.wscfCrosstable().tournament(),
        TrfVersion.TRF26));
    Standings standings = TiebreakEngine.rank(document.tournament(), Rulesets.named("uscf"));
    String written = Trf.write(document, standings, TrfVersion.TRF26);

    assertTrue(written.contains("\n### ranked by uscf: MM, SOLK, CUM, OPPCUM, TIED, BLK, KASH,"
        + " SB, APRO, ARO (not FIDE tie-breaks: no record 202)\n001"), written);
    assertEquals(List.of(), Trf.read(written).tiebreakCodes());
  }

  /** The standings of an earlier round are not those of the file. */
  @Test
  void standingsOfAnEarlierRound_refused() throws IOException {
    TrfDocument document = exercise();
    Standings earlier = TiebreakEngine.rank(document.tournament().afterRound(3),
        Rulesets.named("fide-2026"));

    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> Trf.write(document, earlier, TrfVersion.TRF26));
    assertEquals("the standings are not those of the document's tournament, after its 5"
        + " rounds", e.getMessage());
  }
}
