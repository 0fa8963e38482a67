package org.tiebreak.trf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tiebreak.trf.TrfFixtures.player;
import static org.tiebreak.trf.TrfFixtures.resource;

import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.tiebreak.api.Colour;
import org.tiebreak.api.Format;
import org.tiebreak.api.PointSystem;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.RoundResult;
import org.tiebreak.api.Score;
import org.tiebreak.api.Tournament;

/** Tests for {@link Trf#read}: real-world-shaped files, result codes, tolerated misalignment. */
class TrfReadTests {

  /**
   * The FIDE Technical Commission's tie-break exercise of 2024-03-18 (16 players, 5 rounds), as TRF
   * files dated so that the 2024 rules ({@code 042 2024-04-01}) or the 2026 rules apply.
   */
  @Nested
  class FideExercise {

    private final TrfDocument document = Trf.read(resource("tec-exercise.rules-2024.trf"));
    private final Tournament tournament = document.tournament();

    @Test
    void read_exercise_hasSixteenPlayersAndFiveRounds() {
      assertEquals(16, tournament.players().size());
      assertEquals(5, tournament.roundsPlayed());
      assertEquals(5, tournament.plannedRounds());
      assertEquals(Format.SWISS, tournament.format());
      assertEquals("FIDE TEC tie-break exercise 2024-03-18 (16 players, 5 rounds)",
          tournament.name());
      assertEquals(Optional.of("5"), document.header("XXR"));
      assertEquals(Optional.of("2024-04-01"), document.header("042"));
    }

    @Test
    void read_exercise_startDates() {
      assertEquals(Optional.of(LocalDate.of(2024, 4, 1)), tournament.startDate());
      TrfDocument rules2026 = Trf.read(resource("tec-exercise.rules-2026.trf"));
      assertEquals(Optional.of(LocalDate.of(2026, 4, 1)), rules2026.tournament().startDate());
      assertEquals(tournament.players(), rules2026.tournament().players());
      assertTrue(rules2026.warnings().isEmpty(), rules2026.warnings().toString());
      assertEquals(Optional.empty(), document.endDate());
    }

    @Test
    void read_exercise_player9HasHalfPointByeThenForfeitLoss() {
      assertEquals(RoundResult.bye(ResultKind.HALF_POINT_BYE), tournament.result(9, 3));
      assertEquals(RoundResult.against(ResultKind.FORFEIT_LOSS, 11, Colour.WHITE),
          tournament.result(9, 4));
      assertEquals(RoundResult.against(ResultKind.FORFEIT_WIN, 9, Colour.BLACK),
          tournament.result(11, 4));
      assertEquals(RoundResult.bye(ResultKind.PAIRING_ALLOCATED_BYE), tournament.result(9, 5));
    }

    @Test
    void read_exercise_player6HasPairingAllocatedBye() {
      assertEquals(RoundResult.bye(ResultKind.PAIRING_ALLOCATED_BYE), tournament.result(6, 3));
    }

    @Test
    void read_exercise_scoresMatchPointsColumn() {
      for (TrfDocument.PlayerRecord record : document.players()) {
        assertEquals(record.points().orElseThrow(), tournament.score(record.startRank()),
            "player " + record.startRank());
      }
      assertEquals(Score.of(4), tournament.score(2));
      assertEquals(Score.parse("1.5"), tournament.score(9));
      assertTrue(document.warnings().isEmpty(), document.warnings().toString());
    }

    @Test
    void read_exercise_playerFields() {
      TrfDocument.PlayerRecord first = document.players().get(0);
      assertEquals(1, first.startRank());
      assertEquals("m", first.sex());
      assertEquals("", first.title());
      assertEquals("Player 01", first.name());
      assertEquals(OptionalInt.of(2400), first.rating());
      assertEquals("XXX", first.federation());
      assertEquals(OptionalInt.of(2), first.rank());
      assertEquals(Map.of("FED", "XXX"), tournament.player(1).federationIds());
      assertEquals('1', first.resultCode(1));
      assertEquals(' ', first.resultCode(6));
    }
  }

  @Nested
  class WindowsCrlfMisaligned {

    private final byte[] bytes = resource("cp1252-crlf-misaligned.trf");
    private final TrfDocument document = Trf.read(bytes);
    private final Tournament tournament = document.tournament();

    @Test
    void resource_isWindows1252WithCrlf() {
      String raw = new String(bytes, StandardCharsets.ISO_8859_1);
      assertTrue(raw.contains("\r\n"));
      assertTrue(raw.contains("M\u00fcller"), "ü is the single byte 0xfc");
    }

    @Test
    void read_windows1252_namesComeOutRight() {
      assertEquals("Müller, Jürgen", tournament.player(1).name());
      assertEquals("Åström, Björn", tournament.player(3).name());
      assertEquals("Sánchez, José", tournament.player(4).name());
      assertEquals("Grünfeld, Zoë", tournament.player(5).name());
      assertEquals("Nuñez, Iñaki", tournament.player(6).name());
      assertEquals("Stadtmeisterschaft Köln 2024", tournament.name());
      assertTrue(warningAt(1, "not utf-8").isPresent(), document.warnings().toString());
    }

    @Test
    void read_misaligned_fieldsRecoveredWithWarnings() {
      TrfDocument.PlayerRecord first = document.players().get(0);
      assertEquals("GM", first.title());
      assertEquals("", first.sex());
      assertTrue(warningAt(15, "column 10").isPresent(), document.warnings().toString());
      assertEquals("IM", document.players().get(2).title());
      assertEquals(14, warningAt(17, "name starts").orElseThrow().column().getAsInt());
      assertEquals(16, warningAt(18, "name starts").orElseThrow().column().getAsInt());
      assertEquals(93, warningAt(19, "round 1 starts").orElseThrow().column().getAsInt());
      assertEquals(OptionalInt.of(2300), tournament.player(4).rating());
      assertEquals(OptionalInt.empty(), tournament.player(6).rating());
      assertEquals("GER", tournament.player(1).federationIds().get("FED"));
      assertEquals("14100010", tournament.player(2).federationIds().get("FIDE"));
    }

    @Test
    void read_resultCodes_mappedToKinds() {
      assertEquals(RoundResult.win(6, Colour.WHITE), tournament.result(5, 1));
      assertEquals(RoundResult.loss(5, Colour.BLACK), tournament.result(6, 1));
      assertEquals('W', document.players().get(4).resultCode(1));
      assertEquals(RoundResult.bye(ResultKind.HALF_POINT_BYE), tournament.result(4, 2));
      assertEquals(RoundResult.bye(ResultKind.PAIRING_ALLOCATED_BYE), tournament.result(6, 2));
      assertEquals(RoundResult.against(ResultKind.FORFEIT_WIN, 4, Colour.WHITE),
          tournament.result(1, 3));
      assertEquals(RoundResult.draw(6, Colour.BLACK), tournament.result(2, 3));
      assertEquals(3, tournament.roundsPlayed());
      assertEquals(5, tournament.plannedRounds());
      for (TrfDocument.PlayerRecord record : document.players()) {
        assertEquals(record.points().orElseThrow(), tournament.score(record.startRank()));
      }
    }

    @Test
    void read_unknownRecordsAndComments_keptInOrder() {
      List<String> records = document.records();
      assertEquals("XXC white1", records.get(12));
      assertEquals("### players below: some columns are out of place, as real files have them",
          records.get(13));
      assertEquals("999 something the reader does not know", records.get(20));
      assertEquals("### end of file", records.get(21));
      assertEquals(22, records.size());
      assertEquals(List.of("white1"), document.headers("XXC"));
    }

    private Optional<TrfProblem> warningAt(int line, String text) {
      return document.warnings().stream()
          .filter(p -> p.line() == line && p.message().contains(text))
          .findFirst();
    }
  }

  @Nested
  class Trf26RoundRobin {

    private final TrfDocument document = Trf.read(resource("trf26-round-robin.trf"));
    private final Tournament tournament = document.tournament();

    @Test
    void read_trf26Headers() {
      assertEquals(Format.ROUND_ROBIN, tournament.format());
      assertEquals(3, tournament.plannedRounds());
      assertEquals(List.of("DE", "WIN", "SB", "KS"), document.tiebreakCodes());
      assertEquals(Optional.of("NOR FIDE"), document.header("172"));
      assertEquals(Optional.of("5400+30"), document.header("222"));
      assertEquals(Optional.of("PTS,DE,WIN,SB,KS"), document.header("212"));
      assertEquals(Optional.empty(), document.header("XXR"));
      assertTrue(document.warnings().isEmpty(), document.warnings().toString());
    }

    @Test
    void read_trf26Dates() {
      assertEquals(Optional.of(LocalDate.of(2026, 3, 1)), tournament.startDate());
      assertEquals(Optional.of(LocalDate.of(2026, 3, 3)), document.endDate());
    }

    @Test
    void read_utf8WithBom_namesComeOutRight() {
      assertEquals("Ødegaard, Ingrid", tournament.player(2).name());
      assertEquals("Ólafsson, Helgi", tournament.player(4).name());
      assertEquals("Tromsø", document.header("022").orElseThrow());
      assertEquals("WGM", document.players().get(1).title());
      assertEquals("w", document.players().get(1).sex());
      assertEquals("1995/05/05", document.players().get(1).birthDate());
      assertEquals("1500001", document.players().get(1).fideId());
    }

    @Test
    void read_crOnlyLineEnds_sameDocument() {
      String text = new String(resource("trf26-round-robin.trf"), StandardCharsets.UTF_8);
      assertEquals(document, Trf.read(text.replace("\n", "\r")));
      assertEquals(document, Trf.read(text.replace("\n", "\r\n")));
    }

    @Test
    void read_windows1252Bytes_sameDocumentAsUtf8() {
      String text = new String(resource("trf26-round-robin.trf"), StandardCharsets.UTF_8)
          .substring(1);
      TrfDocument fromWindows = Trf.read(text.getBytes(TrfText.WINDOWS_1252));
      assertEquals(document, fromWindows);
      assertEquals(1, fromWindows.warnings().size());
      assertTrue(fromWindows.warnings().get(0).message().contains("windows-1252"));
    }

    @Test
    void tiebreakCodes_from212WithoutPts() {
      TrfDocument only212 = Trf.read(String.join("\n", "212 PTS, BH/C1 ,SB", base(2)));
      assertEquals(List.of("BH/C1", "SB"), only212.tiebreakCodes());
      assertEquals(Optional.of("212"), only212.tiebreakRecord());
      assertEquals(Optional.of("202"), document.tiebreakRecord());
    }
  }

  @Nested
  class Ranks {

    @Test
    void read_rankColumn_byStartRank_tiesKept() {
      TrfDocument document = Trf.read(resource("trf26-three-points.trf"));
      assertEquals(OptionalInt.of(1), document.player(5).orElseThrow().rank());
      assertEquals(OptionalInt.of(2), document.player(1).orElseThrow().rank());
      assertEquals(OptionalInt.of(5), document.player(3).orElseThrow().rank());
      assertEquals(OptionalInt.of(5), document.player(6).orElseThrow().rank());
      assertEquals(Optional.of(Score.of(9)), document.player(5).orElseThrow().points());
      assertEquals(Optional.empty(), document.player(7));
      assertEquals(OptionalInt.empty(), Trf.read(String.join("\n", TrfFixtures.base().get(1),
          player(1, "m", "", "Alpha, Anna", "", "", "", "", "", "", "0000 - H")))
          .player(1).orElseThrow().rank());
    }
  }

  @Nested
  class Tiebreaks {

    @Test
    void read_202_codesAsWrittenBetweenCommasOrBlanks() {
      TrfDocument document = read("202 bh:mp/c1/p,  BH/C1 SB\tPS , , DE,EDET/P");
      assertEquals(List.of("bh:mp/c1/p", "BH/C1", "SB", "PS", "DE", "EDET/P"),
          document.tiebreakCodes());
      assertEquals(Optional.of("202"), document.tiebreakRecord());
      assertTrue(document.warnings().isEmpty(), document.warnings().toString());
    }

    @Test
    void read_212_withoutItsScoreCode() {
      assertEquals(List.of("BH:MP", "SB"), read("212 MPTS,BH:MP,SB").tiebreakCodes());
      assertEquals(List.of("BH:GP"), read("212 gpts BH:GP").tiebreakCodes());
      TrfDocument ptsOnly = read("212 PTS");
      assertEquals(List.of(), ptsOnly.tiebreakCodes());
      assertEquals(Optional.empty(), ptsOnly.tiebreakRecord());
    }

    @Test
    void read_blank202_212Counts() {
      TrfDocument document = read("202  ,\n212 PTS,DE,BH");
      assertEquals(List.of("DE", "BH"), document.tiebreakCodes());
      assertEquals(Optional.of("212"), document.tiebreakRecord());
    }

    @Test
    void read_202And212Agree_202Counts() {
      TrfDocument document = Trf.read(resource("trf26-three-points.trf"));
      assertEquals(List.of("BH/C1", "BH", "SB"), document.tiebreakCodes());
      assertEquals(Optional.of("202"), document.tiebreakRecord());
      assertTrue(document.warnings().isEmpty(), document.warnings().toString());
    }

    @Test
    void read_202And212Disagree_warningAnd202Counts() {
      TrfDocument document = read("202 DE,SB\n212 PTS,SB,DE");
      assertEquals(List.of("DE", "SB"), document.tiebreakCodes());
      TrfProblem warning = document.warnings().get(0);
      assertEquals(3, warning.line());
      assertEquals(OptionalInt.of(5), warning.column());
      assertEquals("record 212 names other tie-breaks (SB,DE) than record 202 on line 2 (DE,SB);"
          + " those of 202 are used", warning.message());
    }

    @Test
    void read_212WithoutScoreCode_warningAndEveryCodeKept() {
      TrfDocument document = read("212  BH,SB");
      assertEquals(List.of("BH", "SB"), document.tiebreakCodes());
      TrfProblem warning = document.warnings().get(0);
      assertEquals(OptionalInt.of(6), warning.column());
      assertEquals("record 212 does not start with PTS, MPTS or GPTS; all its codes are read as"
          + " tie-breaks", warning.message());
    }

    @Test
    void read_noTiebreakRecord_empty() {
      TrfDocument document = Trf.read(resource("tec-exercise.rules-2024.trf"));
      assertEquals(List.of(), document.tiebreakCodes());
      assertEquals(Optional.empty(), document.tiebreakRecord());
    }

    /** The base file with {@code headers} after its first line. */
    private TrfDocument read(String headers) {
      List<String> lines = new ArrayList<>(TrfFixtures.base());
      lines.add(1, headers);
      return Trf.read(String.join("\n", lines));
    }
  }

  @Nested
  class PointSystems {

    private final TrfDocument document = Trf.read(resource("trf26-three-points.trf"));
    private final Tournament tournament = document.tournament();

    @Test
    void read_162ThreeOneZero_scoresUnderIt() {
      assertEquals(PointSystem.builder().win(Score.of(3)).draw(Score.ONE).build(),
          tournament.pointSystem());
      assertEquals(Score.of(7), tournament.score(1));
      assertEquals(Score.of(4), tournament.score(2));
      assertEquals(Score.of(3), tournament.score(3));
      assertEquals(Score.of(5), tournament.score(4));
      assertEquals(Score.of(9), tournament.score(5));
      assertEquals(Score.of(3), tournament.score(6));
      for (TrfDocument.PlayerRecord record : document.players()) {
        assertEquals(record.points().orElseThrow(), tournament.score(record.startRank()),
            "player " + record.startRank());
      }
      assertTrue(document.warnings().isEmpty(), document.warnings().toString());
    }

    @Test
    void read_162_byesAndForfeitsScoreAsTheirCodes() {
      PointSystem points = tournament.pointSystem();
      assertEquals(Score.of(3), points.points(ResultKind.PAIRING_ALLOCATED_BYE), "P is W");
      assertEquals(Score.of(3), points.points(ResultKind.FORFEIT_WIN));
      assertEquals(Score.of(3), points.points(ResultKind.FULL_POINT_BYE));
      assertEquals(Score.ONE, points.points(ResultKind.HALF_POINT_BYE));
      assertEquals(Score.ZERO, points.points(ResultKind.FORFEIT_LOSS));
      assertEquals(Score.ZERO, points.points(ResultKind.ZERO_POINT_BYE));
    }

    @Test
    void read_162_lossAndAbsenceApart_pabGivenAlone() {
      PointSystem points = pointSystem("162  W 3.0    D 2.0    L 1.0    P 2.0    X 1.5");
      assertEquals(PointSystem.builder().win(Score.of(3)).draw(Score.of(2)).loss(Score.ONE)
          .forfeitLoss(Score.ZERO).zeroPointBye(Score.ZERO).pairingAllocatedBye(Score.of(2))
          .build(), points);
      assertEquals(PointSystem.builder().pairingAllocatedBye(Score.HALF).build(),
          pointSystem("162  P 0.5"));
      assertEquals(PointSystem.STANDARD,
          pointSystem("162  W 1.0    D 0.5    L 0.0    A 0.0    P 1.0    X 0.5"));
    }

    @Test
    void read_xxs_shortcutsAndCodesInFileOrder() {
      assertEquals(PointSystem.builder().win(Score.of(3)).draw(Score.ONE)
          .pairingAllocatedBye(Score.ONE).build(), pointSystem("XXS W=3", "XXS D=1"),
          "the PAB keeps its own default");
      assertEquals(PointSystem.builder().win(Score.of(3)).forfeitWin(Score.of(2)).build(),
          pointSystem("XXS W=3 FW=2 PAB=3"));
      assertEquals(PointSystem.builder().win(Score.of(3)).build(),
          pointSystem("XXS FW=2 PAB=3 W=3"));
      assertEquals(PointSystem.builder().win(Score.of(3)).draw(Score.of(2)).loss(Score.ONE)
          .pairingAllocatedBye(Score.of(2)).zeroPointBye(Score.ONE).forfeitLoss(Score.ZERO)
          .build(), pointSystem("XXS FL=0 W=3 D=2 PAB=2 WL=1 BL=1 ZPB=1"));
      assertEquals(PointSystem.builder().halfPointBye(Score.ZERO).build(),
          pointSystem("XXS hpb = .0"), "lower case, blanks around =, no leading digit");
    }

    @Test
    void read_162AndXxsThatAgree_read() {
      assertEquals(PointSystem.builder().win(Score.of(3)).draw(Score.ONE).build(),
          pointSystem("162  W 3.0    D 1.0", "XXS W=3 D=1 PAB=3"));
    }

    @Test
    void read_xxsByColour_errorNamesCodesAndColours() {
      TrfException e = assertThrows(TrfException.class,
          () -> Trf.read(withHeaders("XXS WD=0.5 BD=0.4")));
      TrfProblem problem = e.problems().get(0);
      assertEquals(2, problem.line());
      assertEquals(OptionalInt.of(12), problem.column());
      assertEquals("record XXS gives different points by colour: a draw with White 0.5 (WD),"
          + " with Black 0.4 (BD); a point system cannot depend on the colour",
          problem.message());
      assertEquals(1, e.problems().size(), e.getMessage());
    }

    @Test
    void read_xxsByColourOverTwoRecords_errorAtTheLaterCode() {
      TrfException e = assertThrows(TrfException.class,
          () -> Trf.read(withHeaders("XXS WL=1", "XXS W=3 D=1 BL=0")));
      TrfProblem problem = e.problems().get(0);
      assertEquals(3, problem.line());
      assertEquals(OptionalInt.of(13), problem.column());
      assertEquals("record XXS gives different points by colour: a loss with White 1 (WL, line"
          + " 2), with Black 0 (BL); a point system cannot depend on the colour",
          problem.message());
      TrfException unset = assertThrows(TrfException.class,
          () -> Trf.read(withHeaders("XXS BW=2")));
      assertTrue(unset.problems().get(0).message().contains("a win with White 1 (WW, by"
          + " default), with Black 2 (BW)"), unset.getMessage());
    }

    @Test
    void read_162AndXxsDisagree_errorNamesBothLines() {
      TrfException e = assertThrows(TrfException.class,
          () -> Trf.read(withHeaders("162  W 3.0    D 1.0", "### JaVaFo", "XXS W=3")));
      TrfProblem problem = e.problems().get(0);
      assertEquals(2, problem.line());
      assertEquals(OptionalInt.of(15), problem.column());
      assertEquals("the point systems disagree: record 162 on line 2 gives draw 1, half-point"
          + " bye 1, pairing-allocated bye 3; record XXS on line 4 gives draw 0.5, half-point"
          + " bye 0.5, pairing-allocated bye 1", problem.message());
    }

    @Test
    void read_pointsColumnCheckedUnderTheFilesPointSystem() {
      List<String> lines = new ArrayList<>(TrfFixtures.base());
      lines.add(1, "162  W 3.0    D 1.0");
      TrfDocument document = Trf.read(String.join("\n", lines));
      assertEquals(Score.of(6), document.tournament().score(1));
      List<String> warnings = document.warnings().stream()
          .map(p -> p.line() + ":" + p.column().orElse(0) + " " + p.message()).toList();
      assertTrue(warnings.contains("4:82 the points column gives 2.0, but the results give 6.0"),
          warnings.toString());
      lines.set(3, TrfFixtures.overwrite(lines.get(3), 81, " 6.0"));
      assertFalse(Trf.read(String.join("\n", lines)).warnings().stream()
          .anyMatch(p -> p.line() == 4), "6.0 is right under 3-1-0");
    }

    @Test
    void read_noPointSystemRecord_standard() {
      assertEquals(PointSystem.STANDARD,
          Trf.read(resource("tec-exercise.rules-2024.trf")).tournament().pointSystem());
    }

    /** The point system of the base file with {@code records} after its first line. */
    private PointSystem pointSystem(String... records) {
      return Trf.read(withHeaders(records)).tournament().pointSystem();
    }

    /** The base file with {@code records} after its first line. */
    private String withHeaders(String... records) {
      List<String> lines = new ArrayList<>(TrfFixtures.base());
      lines.addAll(1, List.of(records));
      return String.join("\n", lines);
    }
  }

  @Nested
  class Formats {

    @ParameterizedTest
    @CsvSource({"FIDE_ROUNDROBIN, ROUND_ROBIN", "BERGER_ROUNDROBIN, ROUND_ROBIN",
        "CUSTOM_ROUNDROBIN, ROUND_ROBIN", "Round Robin, ROUND_ROBIN", "RR, ROUND_ROBIN",
        "berger, ROUND_ROBIN", "FIDE_DOUBLEROUNDROBIN, DOUBLE_ROUND_ROBIN",
        "BERGER_DOUBLEROUNDROBIN, DOUBLE_ROUND_ROBIN", "double round-robin, DOUBLE_ROUND_ROBIN",
        "DOUBLE RR, DOUBLE_ROUND_ROBIN", "FIDE_DUTCH_2025, SWISS", "FIDE_DOUBLESWISS, SWISS",
        "Swiss robin, SWISS", "CUSTOM_KNOCKOUT, SWISS"})
    void read_192_namesTheFormat(String type, Format format) {
      TrfDocument document = read("192 " + type);
      assertEquals(format, document.tournament().format());
      assertTrue(document.warnings().isEmpty(), document.warnings().toString());
    }

    @Test
    void read_no192_fieldAndRoundsOfARoundRobin_roundRobinWithWarning() {
      TrfDocument document = read("XXR 3");
      assertEquals(Format.ROUND_ROBIN, document.tournament().format());
      assertEquals(List.of(TrfProblem.at(TrfProblem.Kind.WARNING, 1, 1, "no record 192: taken as"
          + " a round robin because the 4 players have 3 rounds and no two of them meet more"
          + " than once")), document.warnings());
    }

    @Test
    void read_no192_oddField_oneRoundMoreThanOpponents() {
      List<String> lines = new ArrayList<>(TrfFixtures.base());
      lines.set(1, "XXR 5");
      lines.add(player(5, "m", "", "Epsilon, Eve", "", "", "", "", "2.0", "", "0000 - U",
          "0000 - U"));
      TrfDocument document = Trf.read(String.join("\n", lines));
      assertEquals(Format.ROUND_ROBIN, document.tournament().format());
      assertTrue(document.warnings().get(0).message().contains("the 5 players have 5 rounds"),
          document.warnings().toString());
    }

    @Test
    void read_no192_doubleRoundRobin_rematchAllowed() {
      TrfDocument document = Trf.read(withThirdRound("XXR 6", "3 b =", "4 b =", "1 w =",
          "2 w ="));
      assertEquals(Format.DOUBLE_ROUND_ROBIN, document.tournament().format());
      assertEquals("no record 192: taken as a double round robin because the 4 players have 6"
          + " rounds and no two of them meet more than twice",
          document.warnings().get(0).message());
    }

    @Test
    void read_no192_rematchInARoundRobinsRounds_swissWithoutWarning() {
      TrfDocument document = Trf.read(withThirdRound("XXR 3", "3 b =", "4 b =", "1 w =",
          "2 w ="));
      assertEquals(Format.SWISS, document.tournament().format());
      assertTrue(document.warnings().stream().noneMatch(p -> p.message().contains("192")),
          document.warnings().toString());
    }

    @Test
    void read_no192_092SaysSwiss_swiss() {
      TrfDocument document = read("XXR 3\n092 Individual: Swiss-System");
      assertEquals(Format.SWISS, document.tournament().format());
      assertTrue(document.warnings().isEmpty(), document.warnings().toString());
    }

    @Test
    void read_blank192_inferredWithWarningAtIt() {
      TrfDocument document = read("XXR 3\n192  ");
      assertEquals(Format.ROUND_ROBIN, document.tournament().format());
      TrfProblem warning = document.warnings().get(0);
      assertEquals(3, warning.line());
      assertEquals(OptionalInt.of(1), warning.column());
      assertTrue(warning.message().startsWith("record 192 is blank: taken as a round robin"),
          warning.message());
    }

    @Test
    void read_no192_otherFields_swiss() {
      assertEquals(Format.SWISS, Trf.read(String.join("\n", TrfFixtures.base()))
          .tournament().format(), "4 players, 4 rounds");
      TrfDocument twoPlayers = Trf.read(String.join("\n", "XXR 1",
          player(1, "m", "", "Alpha, Anna", "", "", "", "", "1.0", "", "2 w 1"),
          player(2, "m", "", "Beta, Bob", "", "", "", "", "0.0", "", "1 b 0")));
      assertEquals(Format.SWISS, twoPlayers.tournament().format());
      assertTrue(twoPlayers.warnings().isEmpty(), twoPlayers.warnings().toString());
    }

    /** The base file with its XXR record replaced by {@code records}. */
    private TrfDocument read(String records) {
      List<String> lines = new ArrayList<>(TrfFixtures.base());
      lines.set(1, records);
      return Trf.read(String.join("\n", lines));
    }

    /** The base file with {@code rounds} as its XXR record and a third round, one per player. */
    private String withThirdRound(String rounds, String... blocks) {
      List<String> lines = new ArrayList<>(TrfFixtures.base());
      lines.set(1, rounds);
      for (int i = 0; i < blocks.length; i++) {
        String[] fields = blocks[i].split(" ");
        lines.set(i + 2, TrfFixtures.overwrite(lines.get(i + 2), 112,
            String.format("%4s %s %s", fields[0], fields[1], fields[2])));
      }
      return String.join("\n", lines);
    }
  }

  @Nested
  class Dates {

    @ParameterizedTest
    @ValueSource(strings = {"2024/04/01", "2024-04-01", "2024.4.1", "24/04/01", "24-04-01",
        "01.04.2024", "1.4.2024", "01/04/2024", "01-04-2024", "01.04.24", "20240401",
        "  2024/04/01 09:30"})
    void read_042_commonForms(String value) {
      TrfDocument document = Trf.read(withHeader("042 " + value));
      assertEquals(Optional.of(LocalDate.of(2024, 4, 1)), document.tournament().startDate());
      assertTrue(document.warnings().isEmpty(), document.warnings().toString());
    }

    @Test
    void read_twoDigitYears_1969To2068() {
      assertEquals(Optional.of(LocalDate.of(1999, 12, 31)),
          Trf.read(withHeader("042 99/12/31")).tournament().startDate());
      assertEquals(Optional.of(LocalDate.of(1969, 1, 2)),
          Trf.read(withHeader("042 02.01.69")).tournament().startDate());
      assertEquals(Optional.of(LocalDate.of(2068, 1, 2)),
          Trf.read(withHeader("042 68/01/02")).tournament().startDate());
    }

    @ParameterizedTest
    @ValueSource(strings = {"2024/13/01", "2023/02/29", "April 1st, 2024", "0000/00/00",
        "2024/04", "01/04/24/2024"})
    void read_042Unreadable_warningAndNoStartDate(String value) {
      TrfDocument document = Trf.read(withHeader("042  " + value));
      assertEquals(Optional.empty(), document.tournament().startDate());
      TrfProblem warning = document.warnings().get(0);
      assertEquals(2, warning.line());
      assertEquals(OptionalInt.of(6), warning.column());
      assertEquals("the start date (record 042) cannot be read: \"" + value
          + "\"; expected YYYY/MM/DD", warning.message());
    }

    @Test
    void read_blank042_noDateNoWarning() {
      TrfDocument document = Trf.read(withHeader("042   "));
      assertEquals(Optional.empty(), document.tournament().startDate());
      assertTrue(document.warnings().isEmpty(), document.warnings().toString());
    }

    @Test
    void read_052_endDateOnTheDocument() {
      TrfDocument document = Trf.read(withHeader("042 2024/04/01\n052 02.04.2024"));
      assertEquals(Optional.of(LocalDate.of(2024, 4, 2)), document.endDate());
      TrfDocument unreadable = Trf.read(withHeader("052 soon"));
      assertEquals(Optional.empty(), unreadable.endDate());
      assertEquals("the end date (record 052) cannot be read: \"soon\"; expected YYYY/MM/DD",
          unreadable.warnings().get(0).message());
    }

    @Test
    void read_endBeforeStart_warning() {
      TrfDocument document = Trf.read(withHeader("042 2024/04/01\n052 2024/03/31"));
      TrfProblem warning = document.warnings().get(0);
      assertEquals(3, warning.line());
      assertEquals("the end date 2024-03-31 is before the start date 2024-04-01 (record 042 on"
          + " line 2)", warning.message());
      assertEquals(Optional.of(LocalDate.of(2024, 4, 1)), document.tournament().startDate());
    }

    @Test
    void read_repeated042_firstCounts() {
      TrfDocument document = Trf.read(withHeader("042 2024/04/01\n042 2025/04/01"));
      assertEquals(Optional.of(LocalDate.of(2024, 4, 1)), document.tournament().startDate());
      assertEquals("record 042 is repeated; the one on line 2 counts",
          document.warnings().get(0).message());
    }

    /** The base file with {@code header} after its first line. */
    private String withHeader(String header) {
      List<String> lines = new ArrayList<>(TrfFixtures.base());
      lines.add(1, header);
      return String.join("\n", lines);
    }
  }

  @Nested
  class Tolerance {

    @Test
    void read_forfeitLossWithoutOpponent_zeroPointByeWithWarning() {
      List<String> lines = new ArrayList<>(TrfFixtures.base());
      lines.add(player(5, "m", "", "Epsilon, Eve", "", "", "", "", "0.0", "5", "0000 - -"));
      TrfDocument document = Trf.read(String.join("\n", lines));
      assertEquals(RoundResult.bye(ResultKind.ZERO_POINT_BYE), document.tournament().result(5, 1));
      assertEquals(RoundResult.bye(ResultKind.ZERO_POINT_BYE), document.tournament().result(5, 2));
      TrfProblem warning = document.warnings().get(0);
      assertEquals(TrfProblem.Kind.WARNING, warning.kind());
      assertEquals(7, warning.line());
      assertEquals(OptionalInt.of(99), warning.column());
      assertEquals('-', document.players().get(4).resultCode(1));
    }

    @Test
    void read_shortLine_missingRoundsAreZeroPointByes() {
      List<String> lines = new ArrayList<>(TrfFixtures.base());
      lines.add(player(5, "m", "", "Epsilon, Eve", "", "", "", "", "", ""));
      Tournament tournament = Trf.read(String.join("\n", lines)).tournament();
      assertEquals(List.of(RoundResult.bye(ResultKind.ZERO_POINT_BYE),
          RoundResult.bye(ResultKind.ZERO_POINT_BYE)), tournament.results(5));
    }

    @Test
    void read_pointsColumnDisagrees_warningNotError() {
      List<String> lines = new ArrayList<>(TrfFixtures.base());
      lines.set(2, TrfFixtures.overwrite(lines.get(2), 81, " 3.0"));
      TrfDocument document = Trf.read(String.join("\n", lines));
      TrfProblem warning = document.warnings().get(0);
      assertEquals(3, warning.line());
      assertEquals(OptionalInt.of(82), warning.column());
      assertTrue(warning.message().contains("3.0"), warning.message());
    }

    @Test
    void read_lowercaseCodesAndBlankOpponent() {
      List<String> lines = new ArrayList<>(TrfFixtures.base());
      lines.add(player(5, "m", "", "Epsilon, Eve", "", "", "", "", "1.5", "5", "0000 - h",
          "____ - f"));
      Tournament tournament = Trf.read(String.join("\n", lines)).tournament();
      assertEquals(List.of(RoundResult.bye(ResultKind.HALF_POINT_BYE),
          RoundResult.bye(ResultKind.FULL_POINT_BYE)), tournament.results(5));
    }

    @Test
    void read_roundBeingPaired_notCountedAsPlayed() {
      List<String> lines = new ArrayList<>(TrfFixtures.base());
      lines.set(3, lines.get(3) + "  0000 - H");
      TrfDocument document = Trf.read(String.join("\n", lines));
      assertEquals(2, document.tournament().roundsPlayed());
      assertEquals('H', document.players().get(1).resultCode(3));
      assertFalse(document.warnings().isEmpty());
      assertEquals(document, Trf.read(Trf.write(document)));
    }

    @Test
    void read_wholeTailShifted_readWithWarnings() {
      List<String> lines = new ArrayList<>(TrfFixtures.base());
      lines.set(2, lines.get(2).substring(0, 47) + " " + lines.get(2).substring(47));
      lines.set(3, lines.get(3).substring(0, 46) + lines.get(3).substring(47));
      TrfDocument document = Trf.read(String.join("\n", lines));
      assertEquals(Trf.read(String.join("\n", TrfFixtures.base())), document);
      List<String> shifted = document.warnings().stream()
          .map(p -> p.line() + ":" + p.column().getAsInt()).toList();
      assertEquals(List.of("3:50", "3:55", "3:63", "3:71", "3:83", "3:90", "3:93", "4:48",
          "4:53", "4:69", "4:91"), shifted, document.warnings().toString());
    }

    @Test
    void read_gameWithoutResults_pendingGamesWithoutWarnings() {
      List<String> lines = new ArrayList<>(TrfFixtures.base());
      lines.add(player(5, "m", "", "Epsilon, Eve", "", "", "", "", "0.0", "", "6 w _", "6 b _"));
      lines.add(player(6, "m", "", "Zeta, Zoe", "", "", "", "", "0.0", "", "5 b _", "5 w _"));
      TrfDocument document = Trf.read(String.join("\n", lines));
      assertEquals(RoundResult.against(ResultKind.PENDING, 6, Colour.BLACK),
          document.tournament().result(5, 2));
      assertEquals(0, document.tournament().roundsCompleted());
      assertEquals(List.of(), document.warnings());
    }

    @Test
    void read_playerRecordNotAtColumn1_keptVerbatimWithWarning() {
      List<String> lines = new ArrayList<>(TrfFixtures.base());
      lines.add(" " + player(5, "m", "", "Epsilon, Eve", "", "", "", "", "", ""));
      TrfDocument document = Trf.read(String.join("\n", lines));
      assertEquals(4, document.players().size());
      assertEquals(7, document.warnings().get(0).line());
      assertEquals(lines.get(6), document.records().get(6));
    }

    @Test
    void read_pointSystemWithTrailingControlCharacter_reads() {
      List<String> lines = new ArrayList<>(TrfFixtures.base());
      lines.add(1, "162  W 1.0    D 0.5\u0000");
      assertEquals(4, Trf.read(String.join("\n", lines)).players().size());
    }

    @Test
    void read_noRoundsWith142_plannedOnly() {
      TrfDocument document = Trf.read(String.join("\n", "012 Before round 1", "142 9",
          player(1, "m", "", "Alpha, Anna", "2500", "", "", "", "", ""),
          player(2, "m", "", "Beta, Bob", "", "", "", "", "", "")));
      assertEquals(0, document.tournament().roundsPlayed());
      assertEquals(9, document.tournament().plannedRounds());
    }
  }

  /** The base tournament's lines from index {@code from} on, joined. */
  private static String base(int from) {
    List<String> lines = TrfFixtures.base();
    return String.join("\n", lines.subList(from, lines.size()));
  }
}
