package org.tiebreak.trf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tiebreak.trf.TrfFixtures.player;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tiebreak.api.Colour;
import org.tiebreak.api.Problem;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.RoundResult;
import org.tiebreak.api.Score;
import org.tiebreak.api.Tournament;

/**
 * A round in progress: a round entry with an opponent and a colour but no result is a pending
 * game, read as {@link ResultKind#PENDING} and written back the same way.
 */
class TrfPendingTests {

  /** Four players, round 1 played; in round 2 the game 1-3 is over and 2-4 is still going on. */
  private static String partlyPending() {
    return String.join("\n",
        "012 Open in progress",
        "XXR 4",
        player(1, "m", "", "Alpha, Anna", "2500", "NOR", "", "", "2.0", "1", "2 w 1", "3 b 1"),
        player(2, "m", "", "Beta, Bob", "2400", "SWE", "", "", "0.0", "3", "1 b 0", "4 w _"),
        player(3, "w", "", "Gamma, Gina", "2300", "DEN", "", "", "0.5", "2", "4 w =", "1 w 0"),
        player(4, "m", "", "Delta, Dan", "2200", "FIN", "", "", "0.5", "4", "3 b =", "2 b _"))
        + "\n";
  }

  @Test
  void aRoundEntryWithoutAResult_isAPendingGame_thatScoresNothing() {
    TrfDocument document = Trf.read(partlyPending());
    Tournament tournament = document.tournament();
    assertEquals(List.of(), document.warnings());
    assertEquals(2, tournament.roundsPlayed());
    assertEquals(1, tournament.roundsCompleted());
    assertEquals(RoundResult.against(ResultKind.PENDING, 4, Colour.WHITE),
        tournament.result(2, 2));
    assertEquals(RoundResult.against(ResultKind.PENDING, 2, Colour.BLACK),
        tournament.result(4, 2));
    assertEquals(Score.ZERO, tournament.score(2));
    assertEquals(Score.HALF, tournament.score(4));
    assertEquals(Score.of(2), tournament.score(1));
  }

  @Test
  void aRoundWithEveryGamePending_isARoundInProgress_notARoundToBePaired() {
    String text = String.join("\n",
        "012 Round 2 just paired",
        "XXR 4",
        player(1, "m", "", "Alpha, Anna", "2500", "NOR", "", "", "1.0", "1", "2 w 1", "3 b _"),
        player(2, "m", "", "Beta, Bob", "2400", "SWE", "", "", "0.0", "3", "1 b 0", "4 w _"),
        player(3, "w", "", "Gamma, Gina", "2300", "DEN", "", "", "0.5", "2", "4 w =", "1 w _"),
        player(4, "m", "", "Delta, Dan", "2200", "FIN", "", "", "0.5", "4", "3 b =", "2 b _"))
        + "\n";
    TrfDocument document = Trf.read(text);
    assertEquals(List.of(), document.warnings());
    Tournament tournament = document.tournament();
    assertEquals(2, tournament.roundsPlayed());
    assertEquals(1, tournament.roundsCompleted());
    assertEquals(tournament.afterRound(1).score(1), tournament.score(1));
  }

  @Test
  void aPendingGame_isWrittenWithABlankResult_andReadsBackTheSame() {
    Tournament tournament = Trf.read(partlyPending()).tournament();
    String written = Trf.write(tournament, TrfVersion.TRF16);
    List<String> rounds = new ArrayList<>();
    for (String line : written.split("\n")) {
      if (line.startsWith("001    2")) {
        rounds.add(line.substring(101));
      }
    }
    assertEquals(List.of("   4 w"), rounds, "the blank result, then nothing: trailing blanks go");
    Tournament back = Trf.read(written).tournament();
    assertEquals(tournament.results(2), back.results(2));
    assertEquals(tournament.results(4), back.results(4));
    assertEquals(written, Trf.write(back, TrfVersion.TRF16));
  }

  @Test
  void aPendingGameAgainstAResult_isADisagreementBetweenTheTwoRecords() {
    String text = partlyPending().replace("   2 b\n", "   2 b 1\n");
    assertTrue(text.contains("   2 b 1\n"));
    TrfException problem = assertThrows(TrfException.class, () -> Trf.read(text).tournament());
    assertTrue(problem.problems().stream().anyMatch(p -> p.tournamentProblem()
            .map(Problem::kind).filter(Problem.Kind.RESULT_DISAGREES::equals).isPresent()),
        problem::getMessage);
  }
}
