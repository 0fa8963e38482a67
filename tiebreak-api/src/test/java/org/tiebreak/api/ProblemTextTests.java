package org.tiebreak.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tiebreak.api.RoundResult.bye;
import static org.tiebreak.api.RoundResult.draw;
import static org.tiebreak.api.RoundResult.loss;
import static org.tiebreak.api.RoundResult.win;

import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.tiebreak.api.standings.Message;
import org.tiebreak.api.team.Board;
import org.tiebreak.api.team.Match;
import org.tiebreak.api.team.ScholasticTeams;
import org.tiebreak.api.team.Team;
import org.tiebreak.api.team.TeamTournament;

/** The problems of a tournament as texts: German renderings, and the two bundles agreeing. */
class ProblemTextTests {

  private static final Player ADAMS = Player.of(1, "Adams");
  private static final Player BROWN = Player.of(2, "Brown");
  private static final Player CLARK = Player.of(3, "Clark");

  @Test
  void opponentDisagrees_inGerman_namesTheResultsAsADirectorSaysThem() {
    Problem problem = onlyProblem(Tournament.builder().plannedRounds(3)
        .addRow(ADAMS, win(2))
        .addRow(BROWN, bye(ResultKind.HALF_POINT_BYE)));

    assertEquals("Spieler 1, Runde 1: das Ergebnis des Spielers, Sieg gegen 2, nennt 2, aber das"
        + " Ergebnis von 2 ist Freilos mit einem halben Punkt", problem.format(Locale.GERMAN));
    assertEquals("player 1, round 1: the player's result, win against 2, names 2, but 2's result"
        + " is half-point bye", problem.toString());
  }

  @Test
  void missingResult_inGerman_namesTheKindsOfBye() {
    Problem problem = onlyProblem(Tournament.builder().plannedRounds(3)
        .addPlayer(ADAMS).addPlayer(BROWN).addPlayer(CLARK)
        .addRound(Pairing.game(1, 2, GameResult.DRAW)));

    assertEquals("Spieler 3, Runde 1: der Spieler hat in dieser Runde kein Ergebnis (ein"
        + " abwesender, zurückgezogener oder später einsteigender Spieler braucht ein Freilos:"
        + " abwesend, zurückgezogen oder später Einstieg)", problem.format(Locale.GERMAN));
  }

  @Test
  void colours_inGerman() {
    Problem problem = onlyProblem(Tournament.builder().plannedRounds(3)
        .addRow(ADAMS, win(2))
        .addRow(BROWN, loss(1, Colour.BLACK)));

    assertEquals("die Farbe des Spielers gegen 2 ist nicht angegeben, die von 2 ist Schwarz",
        problem.message().format(Locale.GERMAN));
  }

  @Test
  void meetings_countInWordsInBothLanguages() {
    Problem second = onlyProblem(Tournament.builder().plannedRounds(2)
        .format(Format.ROUND_ROBIN).addPlayer(ADAMS).addPlayer(BROWN)
        .addRound(Pairing.game(1, 2, GameResult.DRAW))
        .addRound(Pairing.game(2, 1, GameResult.DRAW)));
    Problem third = onlyProblem(Tournament.builder().plannedRounds(3)
        .format(Format.DOUBLE_ROUND_ROBIN).addPlayer(ADAMS).addPlayer(BROWN)
        .addRound(Pairing.game(1, 2, GameResult.DRAW))
        .addRound(Pairing.game(2, 1, GameResult.DRAW))
        .addRound(Pairing.game(1, 2, GameResult.DRAW)));

    assertEquals("der Spieler trifft in einem Rundenturnier zum zweiten Mal auf 2",
        second.message().format(Locale.GERMAN));
    assertEquals("the player meets 2 for the third time in a double round robin",
        third.message().toString());
    assertEquals("der Spieler trifft in einem doppelrundigen Rundenturnier zum dritten Mal auf 2",
        third.message().format(Locale.GERMAN));
  }

  @Test
  void teamOrdinals_beyondThird_useTheNumber() {
    Message fourth = Message.of("problem.teamTooManyMeetings", 7, 4,
        Message.of("problem.format.ROUND_ROBIN"));

    assertEquals("the team meets team 7 for the 4th time in a round robin", fourth.toString());
    assertEquals("die Mannschaft trifft in einem Rundenturnier zum 4. Mal auf Mannschaft 7",
        fourth.format(Locale.GERMAN));
  }

  @Test
  void plannedRounds_singularAndPlural() {
    Problem one = onlyProblem(Tournament.builder().plannedRounds(1)
        .addRow(ADAMS, win(2), draw(2))
        .addRow(BROWN, loss(1), draw(1)));
    Message two = Message.of("problem.roundBeyondPlanned", 3, 2);

    assertEquals("round 2 is beyond the planned 1 round", one.message().toString());
    assertEquals("round 3 is beyond the planned 2 rounds", two.toString());
    assertEquals("Runde 2: Runde 2 liegt jenseits der geplanten Rundenzahl (1)",
        one.format(Locale.GERMAN));
  }

  @Test
  void teamEvent_inGerman_namesTeamRoundAndBoard() {
    InvalidTournamentException e = assertThrows(InvalidTournamentException.class,
        TeamTournament.builder().plannedRounds(1).boards(2)
            .addTeam(new Team(1, "Lions", List.of(Player.of(11, "a"), Player.of(12, "b"))))
            .addTeam(new Team(2, "Tigers", List.of(Player.of(21, "c"), Player.of(22, "d"))))
            .addRound(Match.of(1, 2, Board.game(11, 21, GameResult.DRAW),
                Board.game(12, 99, GameResult.DRAW)))::build);

    List<String> german = e.problems().stream().map(p -> p.format(Locale.GERMAN))
        .collect(Collectors.toList());
    assertTrue(german.contains("Mannschaft 1, Spieler 99, Runde 1, Brett 2: die Startnummer 99"
        + " steht auf keiner Mannschaftsliste"), german::toString);
  }

  @Test
  void scholasticTeams_inGerman_quoteTheName() {
    InvalidTournamentException e = assertThrows(InvalidTournamentException.class,
        () -> ScholasticTeams.builder().counted(2).addTeam("Lincoln", 1)
            .addTeam("Lincoln").build());

    List<String> german = e.problems().stream().map(p -> p.format(Locale.GERMAN))
        .collect(Collectors.toList());
    assertEquals(List.of("Mannschaft 2: Mannschaft 1 hat denselben Namen, „Lincoln“",
        "Mannschaft 2: die Mannschaft „Lincoln“ hat keine Mitglieder"), german);
  }

  @Test
  void noProblemOfTheLibrary_isAnUntranslatedText() {
    InvalidTournamentException e = assertThrows(InvalidTournamentException.class,
        Tournament.builder().plannedRounds(0).addPlayer(ADAMS).addPlayer(Player.of(1, " "))
            .addRow(BROWN, win(9), draw(2))::build);

    for (Problem problem : e.problems()) {
      assertTrue(problem.message().key().startsWith("problem."), problem::toString);
      assertFalse(problem.format(Locale.GERMAN).equals(problem.toString()), problem::toString);
    }
  }

  private static Problem onlyProblem(Tournament.Builder builder) {
    InvalidTournamentException e = assertThrows(InvalidTournamentException.class, builder::build);
    assertEquals(1, e.problems().size(), e::getMessage);
    return e.problems().get(0);
  }
}
