package org.tiebreak.trf;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tiebreak.trf.TrfFixtures.player;
import static org.tiebreak.trf.TrfFixtures.resource;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.tiebreak.api.Colour;
import org.tiebreak.api.Format;
import org.tiebreak.api.GameResult;
import org.tiebreak.api.Pairing;
import org.tiebreak.api.Player;
import org.tiebreak.api.PointSystem;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.RoundResult;
import org.tiebreak.api.Score;
import org.tiebreak.api.Tournament;

/** Tests for {@link Trf#write}: exact columns, verbatim records, lossless round trips. */
class TrfWriteTests {

  @ParameterizedTest
  @ValueSource(strings = {"tec-exercise.rules-2024.trf", "cp1252-crlf-misaligned.trf",
      "trf26-round-robin.trf", "trf26-three-points.trf"})
  void readWriteRead_losesNothing(String name) {
    TrfDocument first = Trf.read(resource(name));
    String written = Trf.write(first);
    TrfDocument second = Trf.read(written);
    assertEquals(first, second);
    assertEquals(first.hashCode(), second.hashCode());
    assertEquals(first.tournament(), second.tournament());
    assertEquals(first.records(), second.records());
    assertEquals(written, Trf.write(second));
    assertTrue(second.warnings().isEmpty(), second.warnings().toString());
  }

  @ParameterizedTest
  @ValueSource(strings = {"tec-exercise.rules-2024.trf", "cp1252-crlf-misaligned.trf",
      "trf26-round-robin.trf", "trf26-three-points.trf"})
  void write_keepsEveryOtherRecordVerbatimInOrder(String name) {
    byte[] bytes = resource(name);
    String text = Trf.read(bytes).warnings().isEmpty()
        ? new String(bytes, StandardCharsets.UTF_8).replace("\uFEFF", "")
        : new String(bytes, TrfText.WINDOWS_1252);
    List<String> original = new ArrayList<>(List.of(text.split("\r\n|\n|\r")));
    List<String> written = List.of(Trf.write(Trf.read(bytes)).split("\n"));
    assertEquals(original.size(), written.size());
    for (int i = 0; i < original.size(); i++) {
      if (!original.get(i).startsWith("001")) {
        assertEquals(original.get(i), written.get(i), "line " + (i + 1));
      }
    }
  }

  @Test
  void write_exercise_givesTheFileBackByteForByte() {
    byte[] bytes = resource("tec-exercise.rules-2024.trf");
    assertEquals(new String(bytes, StandardCharsets.UTF_8), Trf.write(Trf.read(bytes)));
  }

  @Test
  void write_misaligned_regeneratesExactColumns() {
    String written = Trf.write(Trf.read(resource("cp1252-crlf-misaligned.trf")));
    assertFalse(written.contains("\r"));
    for (String line : written.split("\n")) {
      if (line.startsWith("001")) {
        assertEquals(' ', line.charAt(13), line);
        assertEquals(' ', line.charAt(47), line);
        assertTrue(line.substring(91, 95).strip().matches("\\d+"), line);
        assertEquals(' ', line.charAt(89), line);
      }
    }
    assertTrue(written.contains(
        "001    1   GM Müller, Jürgen                    2650 GER     4600001 1985/03/12  2.5"
            + "    1     2 w 1     3 b =     4 w +\n"));
    assertTrue(written.contains(
        "001    5 wWIM Grünfeld, Zoë                     2200 AUT     1600001 2003/01/31  2.0"
            + "    2     6 w W     2 b 0     3 w 1\n"));
  }

  @Test
  void write_keepsRawCodes_wVersus1_zVersusBlank_fVersusU() {
    List<String> lines = new ArrayList<>(List.of("XXR 3",
        player(1, "m", "", "Alpha, Anna", "", "", "", "", "2.5", "", "2 w W", "0000 - F",
            "____ - H"),
        player(2, "m", "", "Beta, Bob", "", "", "", "", "1.0", "", "1 b L", "0000 - U",
            "0000 - Z"),
        player(3, "m", "", "Gamma, Gina", "", "", "", "", "0.0", "", "0000 - Z", "0000 - _",
            "0000 - z")));
    String text = String.join("\n", lines) + "\n";
    TrfDocument document = Trf.read(text);
    assertEquals(RoundResult.win(2, Colour.WHITE), document.tournament().result(1, 1));
    assertEquals(RoundResult.bye(ResultKind.ZERO_POINT_BYE), document.tournament().result(3, 2));
    assertEquals(text, Trf.write(document));
  }

  @Test
  void write_trf26_writes142InPlaceOfXxr() {
    TrfDocument document = Trf.read(resource("tec-exercise.rules-2024.trf"));
    String written = Trf.write(document, TrfVersion.TRF26);
    List<String> lines = List.of(written.split("\n"));
    assertEquals("142 5", lines.get(2));
    assertFalse(written.contains("XXR"));
    TrfDocument back = Trf.read(written);
    assertEquals(document.tournament(), back.tournament());
    assertEquals(written, Trf.write(back, TrfVersion.TRF26));
  }

  @Test
  void write_trf26Document_asTrf26_losesNothing() {
    TrfDocument document = Trf.read(resource("trf26-round-robin.trf"));
    assertEquals(document, Trf.read(Trf.write(document, TrfVersion.TRF26)));
  }

  @Test
  void write_toFile_utf8WithoutBomAndLf(@TempDir Path directory) throws Exception {
    TrfDocument document = Trf.read(resource("cp1252-crlf-misaligned.trf"));
    Path file = directory.resolve("out.trf");
    Trf.write(document, TrfVersion.TRF16, file);
    byte[] bytes = Files.readAllBytes(file);
    assertArrayEquals(Trf.write(document).getBytes(StandardCharsets.UTF_8), bytes);
    assertEquals('0', bytes[0]);
    assertEquals(document, Trf.read(file));
    assertTrue(Trf.read(file).warnings().isEmpty());
    assertThrows(NoSuchFileException.class, () -> Trf.read(directory.resolve("missing.trf")));
  }

  @Test
  void writeTournament_trf16_readsBackEqual() {
    Tournament tournament = Tournament.builder().name("Club Championship").plannedRounds(4)
        .addPlayer(Player.builder().startNumber(1).name("Ærø, Åse").rating(2100)
            .putFederationIds("FED", "DEN").putFederationIds("FIDE", "1234567").build())
        .addPlayer(Player.of(2, "Brown, Bill"))
        .addPlayer(Player.of(3, "Čech, Jiří", 1900))
        .addRound(Pairing.game(1, 2, GameResult.WHITE_WINS),
            Pairing.bye(3, ResultKind.PAIRING_ALLOCATED_BYE))
        .addRound(Pairing.game(3, 1, GameResult.BLACK_WINS_BY_FORFEIT),
            Pairing.bye(2, ResultKind.HALF_POINT_BYE))
        .build();
    String written = Trf.write(tournament, TrfVersion.TRF16);
    assertTrue(written.startsWith("012 Club Championship\nXXR 4\n001    1      Ærø, Åse"),
        written);
    TrfDocument back = Trf.read(written);
    assertEquals(tournament, back.tournament());
    assertTrue(back.warnings().isEmpty(), back.warnings().toString());
    assertEquals(written, Trf.write(back));
  }

  @Test
  void writeTournament_trf26RoundRobin_writes142And192() {
    Tournament tournament = Tournament.builder().format(Format.DOUBLE_ROUND_ROBIN)
        .plannedRounds(2)
        .addPlayer(Player.of(1, "A")).addPlayer(Player.of(2, "B"))
        .addRound(Pairing.game(1, 2, GameResult.DRAW))
        .build();
    String written = Trf.write(tournament, TrfVersion.TRF26);
    assertEquals("142 2\n192 FIDE_DOUBLEROUNDROBIN\n"
        + player(1, "", "", "A", "", "", "", "", "0.5", "", "2 w =") + "\n"
        + player(2, "", "", "B", "", "", "", "", "0.5", "", "1 b =") + "\n", written);
    assertEquals(tournament, Trf.read(written).tournament());
  }

  @Test
  void writeTournament_swissThatLooksLikeARoundRobin_writes192CustomSwiss() {
    Tournament tournament = Tournament.builder().plannedRounds(3)
        .addPlayer(Player.of(1, "A")).addPlayer(Player.of(2, "B"))
        .addPlayer(Player.of(3, "C")).addPlayer(Player.of(4, "D"))
        .addRound(Pairing.game(1, 2, GameResult.DRAW), Pairing.game(3, 4, GameResult.DRAW))
        .build();
    String written = Trf.write(tournament, TrfVersion.TRF26);
    assertTrue(written.startsWith("142 3\n192 CUSTOM_SWISS\n001"), written);
    TrfDocument back = Trf.read(written);
    assertEquals(tournament, back.tournament());
    assertTrue(back.warnings().isEmpty(), back.warnings().toString());
    Tournament fourRounds = Tournament.builder().plannedRounds(4)
        .addPlayer(Player.of(1, "A")).addPlayer(Player.of(2, "B"))
        .addRound(Pairing.game(1, 2, GameResult.DRAW))
        .build();
    assertFalse(Trf.write(fourRounds, TrfVersion.TRF16).contains("192"));
  }

  @Test
  void writeTournament_pointSystemAndStartDate_readBackEqual() {
    PointSystem football = PointSystem.builder().win(Score.of(3)).draw(Score.ONE).build();
    Tournament tournament = threePlayers(football).startDate(LocalDate.of(2026, 5, 2)).build();
    String trf26 = Trf.write(tournament, TrfVersion.TRF26);
    assertTrue(trf26.startsWith("012 Football\n042 2026/05/02\n142 4\n"
        + "162  W 3.0    D 1.0    L 0.0    A 0.0    P 3.0\n001"), trf26);
    String trf16 = Trf.write(tournament, TrfVersion.TRF16);
    assertTrue(trf16.startsWith("012 Football\n042 2026/05/02\nXXR 4\n"
        + "XXS WW=3.0 BW=3.0 WD=1.0 BD=1.0 HPB=1.0 FPB=3.0 PAB=3.0 FW=3.0\n001"), trf16);
    for (TrfVersion version : TrfVersion.values()) {
      String written = Trf.write(tournament, version);
      TrfDocument back = Trf.read(written);
      assertEquals(tournament, back.tournament());
      assertTrue(back.warnings().isEmpty(), back.warnings().toString());
      assertEquals(written, Trf.write(back, version));
    }
  }

  @Test
  void writeTournament_pointSystemBeyond162_xxsInTrf26() {
    PointSystem forfeitsScoreNothing = PointSystem.builder().forfeitWin(Score.ZERO)
        .halfPointBye(Score.ZERO).pairingAllocatedBye(Score.parse("0.25")).build();
    Tournament tournament = threePlayers(forfeitsScoreNothing).build();
    String written = Trf.write(tournament, TrfVersion.TRF26);
    assertTrue(written.contains("\nXXS HPB=0.0 PAB=0.25 FW=0.0\n"), written);
    assertEquals(tournament, Trf.read(written).tournament());
  }

  @ParameterizedTest
  @ValueSource(strings = {"1/3", "-1", "10000", "0.00001"})
  void writeTournament_pointValueNoRecordCanGive_rejected(String value) {
    Tournament tournament = threePlayers(PointSystem.builder().loss(Score.parse(value)).build())
        .build();
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> Trf.write(tournament, TrfVersion.TRF26));
    assertTrue(e.getMessage().contains("point value"), e.getMessage());
  }

  /** Three players, two rounds of four planned, scored by {@code points}. */
  private static Tournament.Builder threePlayers(PointSystem points) {
    return Tournament.builder().name("Football").plannedRounds(4).pointSystem(points)
        .addPlayer(Player.of(1, "A")).addPlayer(Player.of(2, "B")).addPlayer(Player.of(3, "C"))
        .addRound(Pairing.game(1, 2, GameResult.WHITE_WINS),
            Pairing.bye(3, ResultKind.PAIRING_ALLOCATED_BYE))
        .addRound(Pairing.game(3, 1, GameResult.WHITE_WINS_BY_FORFEIT),
            Pairing.bye(2, ResultKind.HALF_POINT_BYE));
  }

  @Test
  void writeTournament_absentWithdrawnLateEntry_writtenAsZ() {
    Tournament tournament = Tournament.builder().plannedRounds(3)
        .addRow(Player.of(1, "A"), RoundResult.bye(ResultKind.LATE_ENTRY),
            RoundResult.bye(ResultKind.ABSENT), RoundResult.bye(ResultKind.WITHDRAWN))
        .build();
    Tournament back = Trf.read(Trf.write(tournament, TrfVersion.TRF16)).tournament();
    assertEquals(List.of(RoundResult.bye(ResultKind.ZERO_POINT_BYE),
        RoundResult.bye(ResultKind.ZERO_POINT_BYE), RoundResult.bye(ResultKind.ZERO_POINT_BYE)),
        back.results(1));
  }

  @Test
  void writeTournament_longNameCut_ratingTooWideRejected() {
    Tournament longName = Tournament.builder().plannedRounds(1)
        .addRow(Player.of(1, "Wolfeschlegelsteinhausenbergerdorff, Hubert Blaine"),
            RoundResult.bye(ResultKind.FULL_POINT_BYE))
        .build();
    assertEquals("Wolfeschlegelsteinhausenbergerdor",
        Trf.read(Trf.write(longName, TrfVersion.TRF16)).tournament().player(1).name());
    Tournament wideRating = Tournament.builder().plannedRounds(1)
        .addRow(Player.of(1, "A", 12345), RoundResult.bye(ResultKind.FULL_POINT_BYE))
        .build();
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> Trf.write(wideRating, TrfVersion.TRF16));
    assertTrue(e.getMessage().contains("12345"), e.getMessage());
  }

  @Test
  void records_playerRecordsInWrittenForm() {
    TrfDocument document = Trf.read(resource("cp1252-crlf-misaligned.trf"));
    assertEquals(List.of(Trf.write(document).split("\n")), document.records());
    assertEquals(Map.of("FED", "ESP"), document.tournament().player(6).federationIds());
  }
}
