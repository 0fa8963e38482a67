package org.tiebreak.testkit.fideteam;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tiebreak.testkit.fideteam.TeamEvents.match;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.tiebreak.api.Format;
import org.tiebreak.api.GameResult;
import org.tiebreak.api.Score;
import org.tiebreak.api.standings.Explanation;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.api.team.Match;
import org.tiebreak.api.team.TeamTournament;
import org.tiebreak.rulesets.fide.FideEdition;

/**
 * The board tie-breaks of FIDE C.07 Art. 12 over a whole team event, and in Extended Direct
 * Encounter. The figures and orders are also the FIDE reference checker's (TieBreakServer
 * 1.9.57, {@code -s -t MPTS GPTS BC}, {@code ... TBR}, {@code ... BBE}; {@code -p -t MPTS GPTS
 * EDET}).
 */
class TeamBoardTests {

  static final FideEdition EDITION = FideEdition.EDITION_2026;

  /**
   * Five teams of 4 boards, two rounds, every team on 2 match points and 4 game points. Round 1:
   * 1-2 {@code 1=0=}, 3-4 {@code =1=0}, 5 has the pairing-allocated bye. Round 2: 5-1
   * {@code ==0+} (board 4 won against an empty seat), 2-3 {@code 0=1=}, 4 has the
   * pairing-allocated bye. Every match total is a whole number; the boards are not.
   */
  static TeamTournament event() {
    TeamTournament.Builder builder = TeamTournament.builder().name("Boards").plannedRounds(2)
        .boards(4);
    for (int t = 1; t <= 5; t++) {
      builder.addTeam(TeamEvents.team(t, 4));
    }
    return builder
        .addRound(match(1, 2, "1=0="), match(3, 4, "=1=0"), Match.bye(5))
        .addRound(match(5, 1, "==0+"), match(2, 3, "0=1="), Match.bye(4))
        .build();
  }

  /**
   * Board Count, the lower first: the pairing-allocated bye counts as a win on every board
   * (Art. 12), so #4 (board points 1½, 1, 1½, 2) and #5 (1½, 1½, 1, 2) count 16 and 15½
   * although their game points are the others' 4.
   */
  @Test
  void boardCount_lowerFirst_byeAsWinsOnEveryBoard() {
    Map<Integer, Score> expected = new TreeMap<>(Map.of(1, Score.parse("8.5"), 2, Score.of(12),
        3, Score.of(8), 4, Score.of(16), 5, Score.parse("15.5")));
    assertEquals(expected, TeamEvents.values(event(), EDITION, "BC"));
    assertEquals(List.of(3, 1, 2, 5, 4), TeamEvents.order(TeamEvents.rank(event(), EDITION,
        "BC")));
    Explanation four = TeamEvents.explain(event(), EDITION, "BC", 4);
    assertEquals("game points by board: 1, 1, 1, 1", four.lines().get(1).adjustment()
        .orElseThrow().toString());
  }

  /**
   * Top Board Results: board 1 leaves #2 (0) last; board 2 puts #3 and #5 (1½) above #1 and #4
   * (1); board 3 puts #5 above #3 and #4 above #1.
   */
  @Test
  void topBoardResults_boardByBoard() {
    Standings standings = TeamEvents.rank(event(), EDITION, "TBR");
    assertEquals(List.of(5, 3, 4, 1, 2), TeamEvents.order(standings));
    assertEquals(List.of("1", "2", "3", "4", "5"), TeamEvents.places(standings));
  }

  /**
   * Bottom Board Elimination: without board 4, #4 and #5 have 4, #1 and #3 3½, #2 3; without
   * boards 3 and 4, #5 (3) beats #4 (2½) and #3 (3) beats #1 (2½).
   */
  @Test
  void bottomBoardElimination_dropsBoardsFromTheBottom() {
    assertEquals(List.of(5, 4, 3, 1, 2), TeamEvents.order(TeamEvents.rank(event(), EDITION,
        "BBE")));
    Explanation one = TeamEvents.rank(event(), EDITION, "BBE").explain(1, "BBE");
    assertTrue(one.notes().get(0).toString().contains("3.5, 2.5, 1.5"), one.toString());
  }

  /**
   * Two teams meet twice: #1 wins the first match by forfeit, #2 the second 4-0. They tie on
   * both scores between them, and the boards of their matches (the forfeit as a win on every
   * board for #1) tie as well: EDET leaves them tied.
   */
  @Test
  void extendedDirectEncounter_forfeitedMatchBoards_countAsTheForfeit() {
    TeamTournament event = TeamTournament.builder().plannedRounds(2).boards(4)
        .format(Format.DOUBLE_ROUND_ROBIN)
        .addTeam(TeamEvents.team(1, 4)).addTeam(TeamEvents.team(2, 4))
        .addRound(Match.forfeited(1, 2, GameResult.WHITE_WINS_BY_FORFEIT))
        .addRound(match(2, 1, "1111"))
        .build();
    Standings standings = TeamEvents.rank(event, EDITION, "EDET");
    assertEquals(List.of("1-2", "1-2"), TeamEvents.places(standings));
  }
}
