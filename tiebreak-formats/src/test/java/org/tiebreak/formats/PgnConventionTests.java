package org.tiebreak.formats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.tiebreak.api.Colour;
import org.tiebreak.api.PointSystem;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.RoundResult;
import org.tiebreak.api.Score;
import org.tiebreak.api.Tournament;
import org.tiebreak.core.TiebreakEngine;
import org.tiebreak.rulesets.Rulesets;

/**
 * lichess's broadcast conventions, byes and unplayed games, and the moves skipped: a small
 * broadcast of five players over three rounds.
 */
class PgnConventionTests {

  /** Game text: tags, then moves with comments, variations and NAGs, or none. */
  static String game(String event, String round, String white, String whiteId, String black,
      String blackId, String result, String extra, String moves) {
    return "[Event \"" + event + "\"]\n[Site \"Oslo\"]\n[Date \"2026.01.10\"]\n[Round \"" + round
        + "\"]\n[White \"" + white + "\"]\n[Black \"" + black + "\"]\n[Result \"" + result
        + "\"]\n" + (whiteId.isEmpty() ? "" : "[WhiteFideId \"" + whiteId + "\"]\n")
        + (blackId.isEmpty() ? "" : "[BlackFideId \"" + blackId + "\"]\n")
        + "[WhiteElo \"2400\"]\n[BlackElo \"2300\"]\n" + extra + "\n" + moves + "\n\n";
  }

  static final String MOVES = "1. e4 {a comment with ] and \" and ( in it} e5 $1 (1... c5 {the"
      + " Sicilian} (1... e6 2. d4) 2. Nf3) 2. Nf3 ; a rest-of-line comment ) ]\n%escaped line"
      + " [White \"Nobody\"]\n2... Nc6 3. Bb5 a6!? ";

  static final String BROADCAST =
      game("Open", "1.1", "Adams, Ann", "1001", "Brown, Bob", "1002", "1-0", "", MOVES + "1-0")
      + game("Open", "1.2", "Clark, Cy", "1003", "Dunn, Di", "1004", "1-0",
          "[Termination \"Unplayed\"]\n", "1-0")
      + game("Open", "1.3", "Eve, Ed", "", "bye", "", "1-0", "", "")
      + game("Open", "2.1", "Brown, Bob", "1002", "Eve, Ed", "", "0-0", "", "")
      + game("Open", "2.2", "Dunn, Di", "1004", "Adams, Ann", "1001", "1/2-1/2", "", "")
      + game("Open", "2.3", "BYE", "", "Clark, Cy", "1003", "½-½", "", "")
      + game("Open", "3.1", "Adams A.", "1001", "Eve, Ed", "", "*", "", "1. d4 *")
      + game("Open", "3.2", "Clark, Cy", "1003", "Brown, Bob", "1002", "0-1",
          "[Termination \"Unplayed\"]\n", "");

  static Tournament read(String text) {
    return Pgn.read(text, PgnOptions.DEFAULTS).tournament();
  }

  static int number(Tournament tournament, String fideOrName) {
    return tournament.players().stream().filter(p -> fideOrName.equals(
        p.federationIds().get("FIDE")) || p.name().equals(fideOrName)).findFirst().orElseThrow()
        .startNumber();
  }

  @Test
  void broadcast_isReadWithItsByesAndUnplayedGames_theMovesSkipped() {
    PgnEvent event = Pgn.read(BROADCAST, PgnOptions.DEFAULTS);
    Tournament t = event.tournament();
    assertEquals(5, t.players().size(), t.players().toString());
    assertEquals(3, t.roundsPlayed());
    int adams = number(t, "1001");
    int brown = number(t, "1002");
    int clark = number(t, "1003");
    int dunn = number(t, "1004");
    int eve = number(t, "Eve, Ed");
    // matched by FIDE id whatever the name says; start numbers by rating, then name
    assertEquals("Adams, Ann", t.player(adams).name());
    assertEquals(List.of(RoundResult.win(brown, Colour.WHITE),
        RoundResult.draw(dunn, Colour.BLACK),
        RoundResult.against(ResultKind.PENDING, eve, Colour.WHITE)), t.results(adams));
    assertEquals(List.of(RoundResult.against(ResultKind.FORFEIT_WIN, dunn, Colour.WHITE),
        RoundResult.bye(ResultKind.HALF_POINT_BYE),
        RoundResult.against(ResultKind.FORFEIT_LOSS, brown, Colour.WHITE)), t.results(clark));
    assertEquals(List.of(RoundResult.bye(ResultKind.PAIRING_ALLOCATED_BYE),
        RoundResult.against(ResultKind.FORFEIT_LOSS, brown, Colour.BLACK),
        RoundResult.against(ResultKind.PENDING, adams, Colour.BLACK)), t.results(eve));
    assertEquals(Score.ONE, t.score(brown));
    assertEquals(2, t.roundsCompleted());
    assertEquals(ResultKind.ABSENT, t.result(dunn, 3).kind());
    assertEquals("[line 1: Dunn, Di has no game in round 3: read as absent]",
        event.warnings().toString());
  }

  @Test
  void aPlayerWithoutAGameInARound_isAbsent_withAWarning() {
    String text = game("Open", "1", "A", "", "B", "", "1-0", "", "")
        + game("Open", "1", "C", "", "D", "", "0-1", "", "")
        + game("Open", "2", "A", "", "C", "", "1/2-1/2", "", "");
    PgnEvent event = Pgn.read(text, PgnOptions.DEFAULTS);
    Tournament t = event.tournament();
    assertEquals(ResultKind.ABSENT, t.result(number(t, "B"), 2).kind());
    assertEquals(List.of("line 1: B has no game in round 2: read as absent",
        "line 1: D has no game in round 2: read as absent"),
        event.warnings().stream().map(Object::toString).collect(Collectors.toList()));
  }

  @Test
  void oneEvent_ofAFileOfMany() {
    String text = BROADCAST + game("Women", "1", "Xu, X", "2001", "Yu, Y", "2002", "1-0", "", "");
    PgnEvent all = Pgn.read(text, PgnOptions.DEFAULTS);
    assertEquals(7, all.tournament().players().size());
    assertTrue(all.warnings().get(0).message().startsWith("the games name 2 events"),
        all.warnings().toString());
    PgnEvent women = Pgn.read(text, PgnOptions.builder().event("Women").build());
    assertEquals(2, women.tournament().players().size());
    assertEquals("Women", women.tournament().name());
    FormatException none = assertThrows(FormatException.class,
        () -> Pgn.read(text, PgnOptions.builder().event("Juniors").build()));
    assertEquals("line 1: no game of the event \"Juniors\"; the file's events: Open, Women",
        none.problems().get(0).toString());
  }

  @Test
  void pointsOtherThanOneHalfZero_thatEveryRoundAndColourGive_areThePointSystem() {
    PgnOptions.RoundPoints football = PgnOptions.RoundPoints.of(Score.of(3), Score.ONE);
    Tournament t = Pgn.read(BROADCAST, PgnOptions.builder().roundPoints(1, football)
        .roundPoints(2, football).roundPoints(3, football).build()).tournament();
    assertEquals(PointSystem.builder().win(Score.of(3)).draw(Score.ONE).build(),
        t.pointSystem());
    // Adams W D *, Clark +, H, -; Brown -, 0-0, +; Eve the pairing-allocated bye
    assertEquals(List.of("4 Clark, Cy", "4 Adams, Ann", "3 Brown, Bob", "3 Eve, Ed", "1 Dunn, Di"),
        TiebreakEngine.rank(t, Rulesets.named("fide")).rows().stream()
            .map(row -> row.score() + " " + row.player().name()).collect(Collectors.toList()));
  }

  @Test
  void armageddonPoints_perColour_areRefused_notRankedWrongly() {
    PgnOptions armageddon = PgnOptions.builder().roundPoints(3,
        new PgnOptions.RoundPoints(Score.ONE, Score.ZERO, Score.ONE, Score.ONE)).build();
    FormatException e = assertThrows(FormatException.class,
        () -> Pgn.read(BROADCAST, armageddon));
    assertEquals("line 1: round 3 scores a win 1 and a draw 0 with White, but a win 1 and a draw"
        + " 1 with Black: the library's point system gives every round and both colours the same"
        + " points, so this event cannot be ranked", e.problems().get(0).toString());
  }

  @Test
  void roundsScoredApart_areRefused() {
    PgnOptions norway = PgnOptions.builder()
        .roundPoints(1, PgnOptions.RoundPoints.of(Score.of(3), Score.ONE)).build();
    FormatException e = assertThrows(FormatException.class, () -> Pgn.read(BROADCAST, norway));
    assertEquals(2, e.problems().size(), e.getMessage());
    assertTrue(e.problems().get(0).message().startsWith("round 2 scores a win 1 and a draw 0.5,"
        + " round 1 a win 3 and a draw 1"), e.getMessage());
  }

  @Test
  void aHalfToZero_isRefusedAtItsResult() {
    String text = game("Open", "1", "A", "", "B", "", "½-0", "", "");
    FormatException e = assertThrows(FormatException.class, () -> read(text));
    assertEquals("line 7, column 10: the result ½-0: one player scores ½ and the other 0: the"
        + " library's games give the two players a win and a loss, a draw, or a forfeit, so this"
        + " game cannot be ranked", e.problems().get(0).toString());
  }

  @Test
  void aDrawNotPlayed_isRefused() {
    String text = game("Open", "1", "A", "", "B", "", "1/2-1/2", "[Termination \"Unplayed\"]\n",
        "");
    FormatException e = assertThrows(FormatException.class, () -> read(text));
    assertTrue(e.getMessage().contains("a game not played (Termination \"Unplayed\") scored as"
        + " a draw"), e.getMessage());
  }

  @Test
  void zeroZero_withMoves_isADoubleForfeit_withAWarning() {
    String text = game("Open", "1", "A", "", "B", "", "0-0", "", "1. e4 e5 0-0");
    PgnEvent event = Pgn.read(text, PgnOptions.DEFAULTS);
    assertEquals(ResultKind.FORFEIT_LOSS, event.tournament().result(1, 1).kind());
    assertEquals(ResultKind.FORFEIT_LOSS, event.tournament().result(2, 1).kind());
    assertTrue(event.warnings().get(0).message().startsWith("a game with moves scored 0-0"));
  }

  @Test
  void badPgn_everyProblemAtItsLineAndColumn() {
    String text = "[Event \"Open\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n"
        + "[Round \"first\"]\n\n1. e4 1-0\n\n"
        + "[Event \"Open\"]\n[White \"C\"]\n[Black \"D\" ]\n[Result \"1-0\"]\n[Round \"1\"]\n"
        + "[Bad tag]\n\n1. e4 0-1\n\n"
        + "[White \"E\"]\n[Black \"F\"]\n[Round \"1\"]\n\n{ never closed";
    FormatException e = assertThrows(FormatException.class, () -> read(text));
    assertEquals(List.of(
        "line 5, column 9: the round \"first\" is not a round number (1, or 1.3 for round 1,"
            + " board 3)",
        "line 14, column 1: a tag is [Name \"value\"]: the value of Bad is not in double quotes",
        "line 16, column 7: the game ends with 0-1, but its Result tag is 1-0",
        "line 18: the game has no Result tag",
        "line 22, column 1: a comment opened with '{' is not closed with '}' before the end of"
            + " the file"),
        e.problems().stream().map(Object::toString).collect(Collectors.toList()));
  }

  @Test
  void notPgn_isOneProblem() {
    FormatException e = assertThrows(FormatException.class, () -> read("just some text\n"));
    assertTrue(e.getMessage().contains("the game has no White tag"), e.getMessage());
  }

  @Test
  void aPlayerPairedTwiceInARound_isAProblemAtTheSecondGame() {
    String text = game("Open", "1", "A", "", "B", "", "1-0", "", "")
        + game("Open", "1", "A", "", "C", "", "1-0", "", "");
    FormatException e = assertThrows(FormatException.class, () -> read(text));
    assertEquals("line 13: a second game of the same player in round 1 (the first is at line"
        + " 1)", e.problems().get(0).toString());
  }
}
