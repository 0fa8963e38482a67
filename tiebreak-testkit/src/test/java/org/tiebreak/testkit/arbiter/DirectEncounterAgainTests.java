package org.tiebreak.testkit.arbiter;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tiebreak.api.Format;
import org.tiebreak.api.GameResult;
import org.tiebreak.api.Player;
import org.tiebreak.api.Score;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.standings.Explanation;
import org.tiebreak.api.standings.Message;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.api.team.Board;
import org.tiebreak.api.team.Match;
import org.tiebreak.api.team.Team;
import org.tiebreak.api.team.TeamTournament;
import org.tiebreak.core.TiebreakEngine;
import org.tiebreak.rulesets.Rulesets;
import org.tiebreak.testkit.Crosstables;

/**
 * Direct Encounter applied again to the players still level after its first application (FIDE
 * C.07 Art. 6.2): the standings, {@code compare} and {@code explain} give the figures of the
 * application that separated two players, never the figures of a later one that held only one of
 * them. The same for Extended Direct Encounter (13.3), whose scores follow one another.
 */
class DirectEncounterAgainTests {

  /**
   * A 6-player round robin: 1, 2, 3 and 4 finish on 3 points. Among themselves 1 and 2 scored 2,
   * 3 and 4 scored 1; applied again, 1 and 2 drew each other, as did 3 and 4, so each ends on ½,
   * the figure the DE column shows. Before, the standings said "below 2 on DE (0.5 to 0.5)".
   */
  static Tournament roundRobinOfSix() {
    return Crosstables.parse("""
        1 Alpha   3.0 D6w D2w W3b D4w D5b
        2 Bravo   3.0 D5w D1b D6w D3w W4b
        3 Charlie 3.0 D4w W5b L1w D2b W6w
        4 Delta   3.0 D3b W6b W5w D1b L2w
        5 Echo    1.5 D2b L3w L4b D6b D1w
        6 Foxtrot 1.5 D1b L4w D2b D5w L3b
        """, 5, Format.ROUND_ROBIN);
  }

  @Test
  void roundRobinOfSix_comparedByTheFirstApplication() {
    Standings standings = TiebreakEngine.rank(roundRobinOfSix(), Rulesets.named("fide-rr"));
    assertEquals(List.of("1-2", "1-2", "3-4", "3-4", "5-6", "5-6"), Events.places(standings));
    assertEquals(Score.HALF, standings.row(3).values().get("DE"), "the last application's ½");
    assertEquals("2 above 3 on DE (2 to 1)", standings.compare(3, 2).toString());
    assertEquals("1 above 4 on DE (2 to 1)", standings.compare(1, 4).toString());
    assertEquals("DE", standings.rows().get(1).decidedBy().orElseThrow());
    assertEquals("nothing separates 1 and 2", standings.compare(1, 2).toString());
    Explanation charlie = standings.explain(3, "DE");
    assertEquals(List.of("1 points against the tied players, games against one opponent averaged"
        + " (Art. 6.1)", "0.5 against the players still tied with them when ranked again"
        + " (Art. 6.2)"), charlie.notes().stream().map(Message::toString).toList());
  }

  /**
   * Four players tie on 2 and all met: against each other A and B scored 2, C and D 1; applied
   * again, A beat B and C drew D. B's figure is then 0 and C's ½, but B is above C by the first
   * application, 2 to 1 (before: "2 above 3 on DE (0 to 0.5)", the higher player with the lower
   * figure).
   */
  @Test
  void fourTied_theHigherPlayerNeverShowsTheLowerFigure() {
    Tournament tournament = Crosstables.parse("""
        1 A 2.0 W2w D3b D4w L5b
        2 B 2.0 L1b W4w W3b L6b
        3 C 2.0 D4w D1w L2w W7w
        4 D 2.0 D3b L2b D1b W8w
        5 E 3.5 D6w W7w W8b W1w
        6 F 3.5 D5b W8w W7b W2w
        7 G 0.5 D8w L5b L6w L3b
        8 H 0.5 D7b L6b L5w L4b
        """, 4);
    Standings standings = TiebreakEngine.rank(tournament, Rulesets.withRules("fide-2026",
        List.of("DE")));
    assertEquals("1 above 2 on DE (1 to 0)", standings.compare(1, 2).toString());
    assertEquals("2 above 3 on DE (2 to 1)", standings.compare(2, 3).toString());
    assertEquals("1 above 4 on DE (2 to 1)", standings.compare(4, 1).toString());
    assertTrue(standings.explain(1, "DE").notes().stream().map(Message::toString)
        .anyMatch(note -> note.equals("applied again to 1, 2, who were still tied: 1 points"
            + " against them (Art. 6.2)")), standings.explain(1, "DE").toString());
  }

  /**
   * A team round robin: #1 beats #2 2½-1½, #2 beats #3 2½-1½, #3 beats #1 4-0 and all three beat
   * #4. They tie on match points, 2 each among themselves (EDE's figure); game points among
   * themselves then rank them, #3 5½, #2 4, #1 2½ (before: "3 above 2 on EDE (2 to 2)").
   */
  @Test
  void extendedDirectEncounter_comparedByTheScoreThatSeparated() {
    TeamTournament.Builder builder = TeamTournament.builder().plannedRounds(3).boards(4)
        .format(Format.ROUND_ROBIN);
    for (int t = 1; t <= 4; t++) {
      List<Player> roster = new java.util.ArrayList<>();
      for (int b = 1; b <= 4; b++) {
        roster.add(Player.of(10 * t + b, "Player " + (10 * t + b)));
      }
      builder.addTeam(Team.of(t, "Team " + t, roster.toArray(new Player[0])));
    }
    TeamTournament event = builder
        .addRound(match(1, 2, 5), match(3, 4, 6))
        .addRound(match(2, 3, 5), match(4, 1, 2))
        .addRound(match(3, 1, 8), match(2, 4, 6))
        .build();
    Standings standings = TiebreakEngine.rank(event, Rulesets.withRules("fide-2026-team-rr",
        List.of("EDE")));
    assertEquals(List.of(3, 2, 1, 4), Events.order(standings));
    assertEquals(Score.of(2), standings.row(2).values().get("EDE"));
    assertEquals("3 above 2 on EDE (5.5 to 4)", standings.compare(2, 3).toString());
    assertEquals("2 above 1 on EDE (4 to 2.5)", standings.compare(1, 2).toString());
  }

  /**
   * A match of four boards in which the first team scores {@code halves} half points: wins from
   * board 1 down, then a draw where the halves are odd, then losses.
   */
  private static Match match(int first, int second, int halves) {
    Board[] boards = new Board[4];
    int left = halves;
    for (int b = 0; b < 4; b++) {
      GameResult result = left >= 2 ? GameResult.WHITE_WINS : left == 1 ? GameResult.DRAW
          : GameResult.BLACK_WINS;
      left -= Math.min(left, 2);
      int white = b % 2 == 0 ? 10 * first + b + 1 : 10 * second + b + 1;
      int black = b % 2 == 0 ? 10 * second + b + 1 : 10 * first + b + 1;
      if (b % 2 == 1) {
        result = result == GameResult.WHITE_WINS ? GameResult.BLACK_WINS
            : result == GameResult.BLACK_WINS ? GameResult.WHITE_WINS : result;
      }
      boards[b] = Board.game(white, black, result);
    }
    return Match.of(first, second, boards);
  }
}
