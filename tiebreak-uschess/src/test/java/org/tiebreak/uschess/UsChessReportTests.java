package org.tiebreak.uschess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.linuxense.javadbf.DBFDataType;
import com.linuxense.javadbf.DBFField;
import com.linuxense.javadbf.DBFReader;
import com.linuxense.javadbf.DBFWriter;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tiebreak.api.Format;
import org.tiebreak.api.GameResult;
import org.tiebreak.api.Pairing;
import org.tiebreak.api.Player;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.Tournament;

/** The US Chess rating report written by the library and read back, and reports written by hand. */
class UsChessReportTests {

  static Tournament open() {
    return Tournament.builder().name("Open").plannedRounds(3)
        .startDate(LocalDate.of(2026, 3, 7))
        .addPlayer(Player.builder().startNumber(1).name("ADAMS, ANN").rating(1850)
            .putFederationIds("USCF", "12345678").build())
        .addPlayer(Player.of(2, "BROWN, BOB", 1720)).addPlayer(Player.of(3, "CLARK, CY", 1600))
        .addPlayer(Player.of(4, "DUNN, DI"))
        .addPlayer(Player.builder().startNumber(5).name("EVANS, ED").build())
        .addRound(Pairing.game(1, 2, GameResult.WHITE_WINS),
            Pairing.game(3, 4, GameResult.BLACK_WINS_BY_FORFEIT),
            Pairing.bye(5, ResultKind.FULL_POINT_BYE))
        .addRound(Pairing.game(4, 1, GameResult.DRAW), Pairing.game(5, 3, GameResult.BLACK_WINS),
            Pairing.bye(2, ResultKind.HALF_POINT_BYE))
        .addRound(Pairing.game(1, 5, GameResult.DRAW),
            Pairing.game(2, 4, GameResult.DOUBLE_FORFEIT),
            Pairing.bye(3, ResultKind.ZERO_POINT_BYE))
        .build();
  }

  static Tournament quad() {
    return Tournament.builder().name("Quad 1").plannedRounds(3).format(Format.ROUND_ROBIN)
        .addPlayer(Player.of(1, "GRAY, GIL", 1400)).addPlayer(Player.of(2, "HUNT, HAL", 1350))
        .addPlayer(Player.of(3, "IVES, IDA", 1300)).addPlayer(Player.of(4, "JONES, JO", 1250))
        .addRound(Pairing.game(1, 4, GameResult.WHITE_WINS), Pairing.game(2, 3, GameResult.DRAW))
        .addRound(Pairing.game(4, 3, GameResult.BLACK_WINS), Pairing.game(1, 2, GameResult.DRAW))
        .build();
  }

  @Test
  void aReportWrittenThroughTheLibrary_readsBackToTheSameTournaments(@TempDir Path folder)
      throws IOException {
    UsChessReport.write(new UsChessReport.Header("", "A6051416", "12345678", "", "Boston", "MA",
        "02134", "USA", "R", "G/60;d5"), List.of(open(), quad())).writeTo(folder);
    UsChessReport report = UsChessReport.read(folder.resolve("TDEXPORT.DBF"));
    assertEquals("Open", report.eventName());
    assertEquals(2, report.sections().size());
    assertEquals(open(), report.section(1).tournament());
    // a report gives the rounds played: the quad's 2 of its 3
    assertEquals(UsChessRoundTripProperties.sayable(quad()), report.section(2).tournament());
    assertEquals(2, report.section(2).tournament().plannedRounds());
    assertEquals("Quad 1", report.section(2).name());
    assertEquals(List.of(), report.warnings());
    assertEquals(open(), UsChessReport.read(folder).section(1).tournament());
  }

  @Test
  void theWrittenFiles_haveThe2cFields(@TempDir Path folder) throws IOException {
    UsChessReport.ReportFiles files = UsChessReport.write(List.of(open(), quad()));
    assertEquals(List.of("H_FORMAT C5", "H_PROGRAM C10", "H_EVENT_ID C12", "H_NAME C35",
        "H_TOT_SECT C2", "H_BEG_DATE C8", "H_END_DATE C8", "H_AFF_ID C8", "H_CITY C21",
        "H_STATE C2", "H_ZIPCODE C10", "H_COUNTRY C21", "H_SENDCROS C1", "H_CTD_ID C8",
        "H_ATD_ID C8", "H_OTHER_TD C254"), fields(files.thexport()));
    assertEquals(List.of("S_EVENT_ID C12", "S_SEC_NUM C2", "S_SEC_NAME C30", "S_R_SYSTEM C1",
        "S_TIMECTL C40", "S_CTD_ID C8", "S_ATD_ID C8", "S_TRN_TYPE C1", "S_TOT_RNDS C2",
        "S_LST_PAIR C4", "S_BEG_DATE C8", "S_END_DATE C8", "S_SCH_LVL C1", "S_GR_PRIX C1",
        "S_GP_PTS C3", "S_FIDE C1"), fields(files.tsexport()));
    assertEquals(List.of("D_EVENT_ID C12", "D_SEC_NUM C2", "D_PAIR_NUM C4", "D_MEM_ID C8",
        "D_NAME C30", "D_STATE C2", "D_RATING C4", "D_RND01 C7", "D_RND02 C7", "D_RND03 C7"),
        fields(files.tdexport()));
    assertEquals(0x03, files.tdexport()[0]);
    assertEquals(List.of("W2W", "D4B", "D5W"), cells(files.tdexport(), 0));
    assertEquals(List.of("X3B", "D1W", "F2B"), cells(files.tdexport(), 3));
    assertEquals(List.of("B0", "L3W", "D1B"), cells(files.tdexport(), 4));
    // the quad has played 2 rounds, the open 3: U0 where the quad has no round
    assertEquals(List.of("W4W", "D2W", "U0"), cells(files.tdexport(), 5));
  }

  @Test
  void cellsAsOtherProgramsWriteThem_areRead() {
    byte[] td = detail(List.of(
        row("1", "1", "SMITH, JOHN", "1500", "W   2W", "X0", "U0"),
        row("1", "2", "JONES, JANE", "", "L   1B", "H", "U0")));
    UsChessReport report = UsChessReport.read(Optional.empty(), Optional.of(sections("2")), td);
    Tournament t = report.section(1).tournament();
    assertEquals(ResultKind.WIN, t.result(1, 1).kind());
    assertEquals(ResultKind.FULL_POINT_BYE, t.result(1, 2).kind());
    assertEquals(ResultKind.HALF_POINT_BYE, t.result(2, 2).kind());
    assertEquals("[TDEXPORT.DBF, record 1, field D_RND02: a forfeit won without an opponent is"
        + " read as a full-point bye]", report.warnings().toString());
  }

  @Test
  void badCells_everyProblemWithItsRecordAndField() {
    byte[] td = detail(List.of(
        row("1", "1", "SMITH, JOHN", "1500", "W7W", "Z2", "Q"),
        row("1", "2", "JONES, JANE", "", "L1B", "", "U0"),
        row("1", "0", "AGAIN, ANN", "", "U0", "U0", "U0")));
    UsChessException e = assertThrows(UsChessException.class,
        () -> UsChessReport.read(Optional.empty(), Optional.of(sections("3")), td));
    assertEquals(List.of(
        "TDEXPORT.DBF, record 1, field D_RND01: no player of the section has pair number 7",
        "TDEXPORT.DBF, record 1, field D_RND02: Z is not read: the sources give it as a forfeit"
            + " draw and as a double forfeit",
        "TDEXPORT.DBF, record 1, field D_RND03: unknown result letter Q (W, D, L, X, F, B, H or"
            + " U)",
        "TDEXPORT.DBF, record 2, field D_RND02: the round is blank",
        "TDEXPORT.DBF, record 3, field D_PAIR_NUM: pair numbers start at 1: 0"),
        e.problems().stream().map(Object::toString).sorted().collect(Collectors.toList()));
  }

  @Test
  void twoSidesThatDisagree_areAProblemOfTheTournament() {
    byte[] td = detail(List.of(row("1", "1", "SMITH, JOHN", "1500", "W2W", "U0", "U0"),
        row("1", "2", "JONES, JANE", "", "W1B", "U0", "U0")));
    UsChessException e = assertThrows(UsChessException.class,
        () -> UsChessReport.read(Optional.empty(), Optional.of(sections("3")), td));
    assertTrue(e.problems().get(0).tournamentProblem().isPresent(), e.getMessage());
    assertTrue(e.problems().get(0).toString().startsWith("TDEXPORT.DBF, record 1, field D_RND01:"
        + " section 1: "), e.getMessage());
  }

  @Test
  void notADbfFile_isAProblem_notAnException() {
    UsChessException e = assertThrows(UsChessException.class, () -> UsChessReport.read(
        Optional.empty(), Optional.empty(), "001    1 m    Player".getBytes()));
    assertTrue(e.problems().get(0).toString().startsWith("TDEXPORT.DBF"), e.getMessage());
    byte[] cut = java.util.Arrays.copyOf(UsChessReport.write(List.of(open())).tdexport(), 100);
    assertThrows(UsChessException.class,
        () -> UsChessReport.read(Optional.empty(), Optional.empty(), cut));
  }

  @Test
  void aPendingGame_orOtherPoints_cannotBeWritten() {
    Tournament pending = Tournament.builder().plannedRounds(1).addPlayer(Player.of(1, "A"))
        .addPlayer(Player.of(2, "B")).addRound(Pairing.game(1, 2, GameResult.PENDING)).build();
    assertThrows(IllegalArgumentException.class, () -> UsChessReport.write(List.of(pending)));
  }

  @Test
  void aFolderWithoutADetailFile_isNoSuchFile(@TempDir Path folder) throws IOException {
    Files.writeString(folder.resolve("notes.txt"), "x");
    assertThrows(java.nio.file.NoSuchFileException.class, () -> UsChessReport.read(folder));
  }

  // ------------------------------------------------------------------ helpers

  static List<String> fields(byte[] dbf) {
    List<String> fields = new ArrayList<>();
    try (DBFReader reader = new DBFReader(new ByteArrayInputStream(dbf))) {
      for (int i = 0; i < reader.getFieldCount(); i++) {
        DBFField field = reader.getField(i);
        fields.add(field.getName() + " " + (char) field.getType().getCode() + field.getLength());
      }
    }
    return fields;
  }

  static List<String> cells(byte[] dbf, int record) {
    try (DBFReader reader = new DBFReader(new ByteArrayInputStream(dbf))) {
      Object[] row = null;
      for (int i = 0; i <= record; i++) {
        row = reader.nextRecord();
      }
      List<String> cells = new ArrayList<>();
      for (int i = 7; i < row.length; i++) {
        cells.add(row[i].toString().strip());
      }
      return cells;
    }
  }

  static Object[] row(String section, String pair, String name, String rating,
      String... rounds) {
    List<Object> row = new ArrayList<>(List.of("", section, pair, "", name, "", rating));
    row.addAll(List.of(rounds));
    return row.toArray();
  }

  static byte[] detail(List<Object[]> rows) {
    List<DBFField> fields = new ArrayList<>();
    for (String name : List.of("D_EVENT_ID", "D_SEC_NUM", "D_PAIR_NUM", "D_MEM_ID", "D_NAME",
        "D_STATE", "D_RATING", "D_RND01", "D_RND02", "D_RND03")) {
      fields.add(new DBFField(name, DBFDataType.CHARACTER, name.startsWith("D_RND") ? 7 : 30));
    }
    return dbf(fields, rows);
  }

  static byte[] sections(String rounds) {
    List<DBFField> fields = new ArrayList<>();
    for (String name : List.of("S_SEC_NUM", "S_SEC_NAME", "S_TRN_TYPE", "S_TOT_RNDS")) {
      fields.add(new DBFField(name, DBFDataType.CHARACTER, 30));
    }
    List<Object[]> rows = new ArrayList<>();
    rows.add(new Object[] {" 1", "Open", "S", rounds});
    return dbf(fields, rows);
  }

  static byte[] dbf(List<DBFField> fields, List<Object[]> rows) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    DBFWriter writer = new DBFWriter(out);
    writer.setFields(fields.toArray(new DBFField[0]));
    for (Object[] row : rows) {
      writer.addRecord(row);
    }
    writer.close();
    return out.toByteArray();
  }

}
