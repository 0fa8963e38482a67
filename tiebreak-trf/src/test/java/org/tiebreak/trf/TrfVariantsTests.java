package org.tiebreak.trf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.tiebreak.api.PointSystem;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.Score;

/**
 * The records other programs add to the TRF: bbpPairings' point codes (BBW, BBD, BBL, BBZ, BBF,
 * BBU) are read; JaVaFo's configuration (XXC) and Tornelo's player data (DAT lines after each
 * player) are kept as written and in their place.
 */
class TrfVariantsTests {

  /** The base file with {@code records} after its first line. */
  private static String withHeaders(String... records) {
    List<String> lines = new ArrayList<>(TrfFixtures.base());
    lines.addAll(1, List.of(records));
    return String.join("\n", lines) + "\n";
  }

  private static PointSystem pointSystem(String... records) {
    return Trf.read(withHeaders(records)).tournament().pointSystem();
  }

  /** bbpPairings' README: 3 points a win and 1 a draw are BBW 3.0 and BBD 1.0. */
  @Test
  void bbp_winAndDraw_theRestByDefault() {
    PointSystem points = pointSystem("BBW  3.0", "BBD  1.0");

    assertEquals(PointSystem.builder().win(Score.of(3)).draw(Score.ONE).build(), points);
    assertEquals(Score.of(3), points.points(ResultKind.PAIRING_ALLOCATED_BYE), "BBU is BBW");
    assertEquals(Score.of(3), points.points(ResultKind.FORFEIT_WIN));
    assertEquals(Score.of(3), points.points(ResultKind.FULL_POINT_BYE));
    assertEquals(Score.ONE, points.points(ResultKind.HALF_POINT_BYE));
  }

  /** Each code for its own result: a played loss, a zero-point bye, a forfeit loss, the PAB. */
  @Test
  void bbp_everyCode() {
    assertEquals(PointSystem.builder().win(Score.of(2)).draw(Score.ONE).loss(Score.HALF)
        .zeroPointBye(Score.of(1, 4)).forfeitLoss(Score.ZERO).pairingAllocatedBye(Score.ONE)
        .build(),
        pointSystem("BBW  2.0", "BBD  1.0", "BBL  0.5", "BBZ 0.25", "BBF  0.0", "BBU  1.0"));
  }

  @Test
  void bbpAnd162_agreeing_read() {
    assertEquals(PointSystem.builder().win(Score.of(3)).draw(Score.ONE).build(),
        pointSystem("162  W 3.0    D 1.0", "BBW  3.0", "BBD  1.0"));
  }

  @Test
  void bbpAnd162_disagreeing_anErrorAtTheBbValue() {
    TrfException e = assertThrows(TrfException.class,
        () -> Trf.read(withHeaders("162  W 3.0    D 1.0", "BBW  2.0", "BBD  1.0")));

    assertEquals(List.of("line 3, column 6: the point systems disagree: record 162 on line 2"
        + " gives win 3, forfeit win 3, full-point bye 3, pairing-allocated bye 3; records BB on"
        + " line 3 give win 2, forfeit win 2, full-point bye 2, pairing-allocated bye 2"),
        e.problems().stream().map(TrfProblem::toString).toList());
  }

  @Test
  void bbp_unreadableValue_anError() {
    TrfException e = assertThrows(TrfException.class,
        () -> Trf.read(withHeaders("BBW three")));

    assertEquals(List.of("line 2, column 5: cannot read the points of record BBW from"
        + " \"three\""), e.problems().stream().map(TrfProblem::toString).toList());
  }

  /** JaVaFo's XXC (rank, white1) and bbpPairings' records are kept as written. */
  @Test
  void xxcAndBbRecords_keptInPlace() {
    String text = withHeaders("XXC rank white1", "BBW  1.0");
    TrfDocument document = Trf.read(text);

    assertEquals(Optional.of("rank white1"), document.header("XXC"));
    assertEquals(text, Trf.write(document));
    assertTrue(Trf.write(document, TrfVersion.TRF26).contains("\nXXC rank white1\nBBW  1.0\n"));
  }

  /**
   * Tornelo's TRFx writes {@code DAT #### TYPE_ID data} lines after each player record (e-mail,
   * group, other federations' ids): kept as written, each after its player.
   */
  @Test
  void torneloDatLines_keptAfterTheirPlayers() {
    List<String> lines = new ArrayList<>(TrfFixtures.base());
    lines.add(3, "DAT    1 ID:USCF 12345678");
    lines.add(5, "DAT    2 GROUP Juniors");
    lines.add(6, "DAT    2 EMAIL beta@example.org");
    String text = String.join("\n", lines) + "\n";
    TrfDocument document = Trf.read(text);

    assertEquals(text, Trf.write(document));
    assertEquals(Trf.read(String.join("\n", TrfFixtures.base())).tournament(),
        document.tournament());
    assertEquals(List.of("1 ID:USCF 12345678", "2 GROUP Juniors", "2 EMAIL beta@example.org"),
        document.headers("DAT"));
    assertTrue(document.warnings().isEmpty(), document.warnings().toString());
  }

  /**
   * Vega's tdf, the example of its manual (appendix P) cut to three players: fields separated by
   * {@code |}, the national rating and code after the FIDE ones, 142 the points for a win and a
   * draw, 152 the current round, 162 the rounds, 172 Vega's tie-break codes.
   */
  @Test
  void vegaTdf_readAsTheTrfItResembles() {
    String text = String.join("\n",
        "012 1 Torneo km zero", "022 Scalea", "032 ITA", "042 18/12/2009", "052 20/12/2009",
        "062 3", "092 Individual: Swiss-System Dutch (JaVaFo)", "142 1.0 0.5", "152 2",
        "162 9", "172 3;1;4", "192 Vega 6.0.1",
        "001 1 | m | f | GROMOVS Sergejs | 2291 | ITA | 811394 | 2291 | 121317 | 151265 | 1.5 | 1"
            + " | 2 w 1 | 3 b 2",
        "001 2 | w |  | ROSSI Anna | 0 | ITA | 0 | 1850 | 121318 | 010190 | 0.5 | 3 | 1 b 0 |"
            + " 0000 - =",
        "001 3 | m |  | BIANCHI Luca | 2100 | ITA | 811395 | 2050 | 121319 | 020291 | 1.0 | 2"
            + " | 0000 - + | 1 w 2") + "\n";
    TrfDocument document = Trf.read(text);

    assertEquals(9, document.tournament().plannedRounds());
    assertEquals(Optional.of(java.time.LocalDate.of(2009, 12, 18)),
        document.tournament().startDate());
    assertEquals(Optional.of("3;1;4"), document.header("172"));
    TrfDocument.PlayerRecord gromovs = document.player(1).orElseThrow();
    assertEquals("GROMOVS Sergejs", gromovs.name());
    assertEquals(java.util.OptionalInt.of(2291), gromovs.rating());
    assertEquals("811394", gromovs.fideId());
    assertEquals(java.util.OptionalInt.of(1850), document.player(2).orElseThrow().rating(),
        "the national rating where the FIDE rating is 0");
    assertEquals(org.tiebreak.api.RoundResult.against(ResultKind.DRAW, 3,
        org.tiebreak.api.Colour.BLACK), document.tournament().result(1, 2));
    assertEquals(org.tiebreak.api.RoundResult.bye(ResultKind.FULL_POINT_BYE),
        document.tournament().result(3, 1));
    assertTrue(Trf.write(document).contains("### Vega 152 2\n### Vega 162 9\nXXR 9\n"),
        Trf.write(document));
  }
}
