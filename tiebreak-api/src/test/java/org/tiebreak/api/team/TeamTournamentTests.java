package org.tiebreak.api.team;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tiebreak.api.Colour;
import org.tiebreak.api.GameResult;
import org.tiebreak.api.InvalidTournamentException;
import org.tiebreak.api.Player;
import org.tiebreak.api.PointSystem;
import org.tiebreak.api.Problem;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.RoundResult;
import org.tiebreak.api.Score;
import org.tiebreak.api.Tournament;

/** Unit tests for {@link TeamTournament}: match and game points, byes, forfeits, validation. */
class TeamTournamentTests {

  /** Team n has players 10n+1 .. 10n+4 on boards 1 to 4. */
  static Team team(int number) {
    List<Player> roster = new ArrayList<>();
    for (int b = 1; b <= 4; b++) {
      roster.add(Player.of(10 * number + b, "Player " + (10 * number + b)));
    }
    return new Team(number, "Team " + number, roster);
  }

  /**
   * Five teams of four boards, two rounds. Round 1: 1 beats 2 2½-1½ (one board won by forfeit
   * against an empty seat), 3 and 4 draw 2-2, 5 has the pairing-allocated bye. Round 2: 5 beats
   * 1 by a forfeit of the whole match, 2 and 3 draw, 4 has a half-point bye.
   */
  static TeamTournament league() {
    TeamTournament.Builder builder = TeamTournament.builder().name("League").plannedRounds(5)
        .boards(4);
    for (int t = 1; t <= 5; t++) {
      builder.addTeam(team(t));
    }
    return builder
        .addRound(
            Match.of(1, 2, Board.game(11, 21, GameResult.WHITE_WINS),
                Board.game(22, 12, GameResult.WHITE_WINS), Board.game(13, 23, GameResult.DRAW),
                Board.forfeit(14)),
            Match.of(3, 4, Board.game(31, 41, GameResult.DRAW),
                Board.game(42, 32, GameResult.DRAW), Board.game(33, 43, GameResult.BLACK_WINS),
                Board.game(44, 34, GameResult.BLACK_WINS)),
            Match.bye(5))
        .addRound(
            Match.forfeited(5, 1, GameResult.WHITE_WINS_BY_FORFEIT),
            Match.of(2, 3, Board.game(21, 31, GameResult.DRAW), Board.game(32, 22, GameResult.DRAW),
                Board.game(23, 33, GameResult.DRAW), Board.game(34, 24, GameResult.DRAW)),
            Match.bye(4, ResultKind.HALF_POINT_BYE))
        .build();
  }

  @Test
  void matchesScoreMatchPointsByGamePoints() {
    TeamTournament league = league();

    assertEquals(ResultKind.WIN, league.result(1, 1));
    assertEquals(Score.parse("2.5"), league.gamePoints(1, 1));
    assertEquals(Score.parse("1.5"), league.gamePoints(2, 1));
    assertEquals(Score.of(2), league.matchPoints(1, 1));
    assertEquals(Score.ZERO, league.matchPoints(2, 1));
    assertEquals(ResultKind.DRAW, league.result(3, 1));
    assertEquals(Score.ONE, league.matchPoints(4, 1));
    assertEquals(Score.of(2), league.gamePoints(4, 1));
  }

  @Test
  void byesAndForfeitedMatches() {
    TeamTournament league = league();

    assertEquals(ResultKind.PAIRING_ALLOCATED_BYE, league.result(5, 1));
    assertEquals(Score.ONE, league.matchPoints(5, 1));
    assertEquals(Score.of(2), league.gamePoints(5, 1));
    assertEquals(ResultKind.FORFEIT_WIN, league.result(5, 2));
    assertEquals(Score.of(2), league.matchPoints(5, 2));
    assertEquals(Score.of(4), league.gamePoints(5, 2));
    assertEquals(ResultKind.FORFEIT_LOSS, league.result(1, 2));
    assertEquals(Score.ZERO, league.gamePoints(1, 2));
    assertEquals(Score.ONE, league.matchPoints(4, 2));
    assertEquals(Score.of(2), league.gamePoints(4, 2));
    assertEquals(Score.of(3), league.score(5, TeamScore.MATCH_POINTS));
    assertEquals(Score.of(6), league.score(5, TeamScore.GAME_POINTS));
  }

  @Test
  void aPendingBoard_isAGameBetweenTwoPlayers_andMakesItsMatchInProgress() {
    Board pending = Board.game(101, 201, GameResult.PENDING);
    assertTrue(pending.isPending());
    assertFalse(Board.game(101, 201, GameResult.DRAW).isPending());
    assertThrows(IllegalArgumentException.class, () -> new Board(101, 0, GameResult.PENDING));
    assertThrows(IllegalArgumentException.class, () -> new Board(0, 201, GameResult.PENDING));
    assertThrows(IllegalArgumentException.class, () -> new Board(0, 0, GameResult.PENDING));
    assertTrue(Match.of(1, 2, Board.game(101, 201, GameResult.DRAW), pending).inProgress());
    assertFalse(Match.of(1, 2, Board.game(101, 201, GameResult.DRAW), Board.forfeit(202))
        .inProgress());
    assertFalse(Match.bye(1).inProgress());
    assertFalse(Match.forfeited(1, 2, GameResult.DOUBLE_FORFEIT).inProgress());
  }

  @Test
  void aMatchForfeitedAsAWholeOrAByeIsNeverPending() {
    assertThrows(IllegalArgumentException.class,
        () -> Match.forfeited(1, 2, GameResult.PENDING));
    assertThrows(IllegalArgumentException.class, () -> Match.bye(1, ResultKind.PENDING));
  }

  /**
   * The league of {@link #league()} with round 3 paired: 1-3 in progress (board 1 won by 11,
   * board 2 pending, board 3 drawn, board 4 won by 14 against an empty seat), 4-2 drawn on every
   * board, 5 on a half-point bye.
   */
  static TeamTournament live() {
    TeamTournament.Builder builder = TeamTournament.builder().name("League").plannedRounds(5)
        .boards(4);
    for (int t = 1; t <= 5; t++) {
      builder.addTeam(team(t));
    }
    TeamTournament league = league();
    for (int round = 1; round <= 2; round++) {
      builder.addRound(league.matches(round));
    }
    return builder.addRound(
        Match.of(1, 3, Board.game(11, 31, GameResult.WHITE_WINS),
            Board.game(32, 12, GameResult.PENDING), Board.game(13, 33, GameResult.DRAW),
            Board.forfeit(14)),
        Match.of(4, 2, Board.game(41, 21, GameResult.DRAW), Board.game(22, 42, GameResult.DRAW),
            Board.game(43, 23, GameResult.DRAW), Board.game(24, 44, GameResult.DRAW)),
        Match.bye(5, ResultKind.HALF_POINT_BYE)).build();
  }

  @Test
  void aMatchInProgress_scoresNothing_itsFinishedBoardsIncluded() {
    TeamTournament live = live();
    TeamTournament league = league();

    assertEquals(3, live.roundsPlayed());
    assertEquals(2, live.roundsCompleted());
    assertEquals(2, league.roundsCompleted());
    assertEquals(ResultKind.PENDING, live.result(1, 3));
    assertEquals(ResultKind.PENDING, live.result(3, 3));
    assertEquals(Score.ZERO, live.matchPoints(1, 3));
    assertEquals(Score.ZERO, live.gamePoints(1, 3));
    assertEquals(Score.ZERO, live.gamePoints(3, 3));
    for (int board = 1; board <= 4; board++) {
      assertEquals(Score.ZERO, live.boardPoints(1, 3, board), "board " + board);
    }
    for (int team : new int[] {1, 3}) {
      for (TeamScore score : TeamScore.values()) {
        assertEquals(league.score(team, score), live.score(team, score), team + " " + score);
      }
    }
    assertEquals(ResultKind.DRAW, live.result(2, 3));
    assertEquals(Score.of(2), live.gamePoints(4, 3));
    assertEquals(Score.ONE, live.boardPoints(2, 3, 1).plus(live.boardPoints(2, 3, 2)));
    assertTrue(live.match(1, 3).inProgress());
    assertEquals(live.match(1, 3), live.match(3, 3));
    assertEquals(league, live.afterRound(live.roundsCompleted()));
  }

  @Test
  void asTournament_aMatchInProgressIsAPendingGameOfTheTeams() {
    Tournament teams = live().asTournament();

    assertEquals(RoundResult.against(ResultKind.PENDING, 3, Colour.WHITE), teams.result(1, 3));
    assertEquals(RoundResult.against(ResultKind.PENDING, 1, Colour.BLACK), teams.result(3, 3));
    assertEquals(2, teams.roundsCompleted());
    assertEquals(league().asTournament().score(1), teams.score(1));
  }

  @Test
  void boardPoints_emptySeatScoresNothing_forfeitedMatchEveryBoard() {
    TeamTournament league = league();

    assertEquals(Score.ONE, league.boardPoints(1, 1, 1));
    assertEquals(Score.ZERO, league.boardPoints(1, 1, 2));
    assertEquals(Score.HALF, league.boardPoints(1, 1, 3));
    assertEquals(Score.ONE, league.boardPoints(1, 1, 4));
    assertEquals(Score.ZERO, league.boardPoints(2, 1, 4));
    assertEquals(Score.ONE, league.boardPoints(5, 2, 3));
    assertEquals(Score.ZERO, league.boardPoints(5, 1, 1));
    assertThrows(IllegalArgumentException.class, () -> league.boardPoints(1, 1, 5));
  }

  @Test
  void asTournament_teamsAsPlayers_matchesAsGames() {
    Tournament teams = league().asTournament();

    assertEquals(List.of("Team 1", "Team 2", "Team 3", "Team 4", "Team 5"),
        teams.players().stream().map(Player::name).toList());
    assertEquals(RoundResult.win(2, Colour.WHITE), teams.result(1, 1));
    assertEquals(RoundResult.against(ResultKind.FORFEIT_LOSS, 5, Colour.BLACK),
        teams.result(1, 2));
    assertEquals(Score.of(2), teams.score(1));
    assertEquals(TeamTournament.STANDARD_MATCH_POINTS, teams.pointSystem());
  }

  @Test
  void afterRound_keepsTheFirstRounds() {
    TeamTournament first = league().afterRound(1);

    assertEquals(1, first.roundsPlayed());
    assertEquals(Score.ONE, first.score(5, TeamScore.MATCH_POINTS));
    assertEquals(first, league().afterRound(1));
  }

  @Test
  void gamePointsAsPrimary_andOtherPoints() {
    TeamTournament football = TeamTournament.builder().plannedRounds(1).boards(2)
        .matchPoints(PointSystem.builder().win(Score.of(3)).draw(Score.ONE).build())
        .primaryScore(TeamScore.GAME_POINTS)
        .addTeam(new Team(1, "A", List.of(Player.of(1, "a1"), Player.of(2, "a2"))))
        .addTeam(new Team(2, "B", List.of(Player.of(3, "b1"), Player.of(4, "b2"))))
        .addRound(Match.of(1, 2, Board.game(1, 3, GameResult.WHITE_WINS),
            Board.game(4, 2, GameResult.DRAW)))
        .build();

    assertEquals(Score.of(3), football.matchPoints(1, 1));
    assertEquals(Score.parse("1.5"), football.gamePoints(1, 1));
    assertEquals(TeamScore.GAME_POINTS, football.primaryScore());
  }

  @Test
  void everyProblemListedWithTeamRoundAndBoard() {
    TeamTournament.Builder builder = TeamTournament.builder().plannedRounds(1).boards(4)
        .addTeam(team(1)).addTeam(team(2)).addTeam(team(3))
        .addTeam(new Team(4, "Team 4", List.of(Player.of(11, "again"))))
        .addRound(
            Match.of(1, 2, Board.game(11, 21, GameResult.WHITE_WINS),
                Board.game(22, 32, GameResult.DRAW), Board.game(13, 99, GameResult.DRAW),
                Board.game(14, 14, GameResult.DRAW)),
            Match.of(3, 7, Board.empty(), Board.empty(), Board.empty()));

    InvalidTournamentException e = assertThrows(InvalidTournamentException.class,
        builder::build);
    List<String> problems = e.problems().stream().map(Problem::toString).toList();
    assertTrue(problems.contains("team 7, round 1: team 7 (3 - 7) is not among the teams"),
        problems.toString());
    assertTrue(problems.contains("team 4, round 1: the team has no pairing in this round (an"
        + " absent or withdrawn team needs a bye: absent or withdrawn)"),
        problems.toString());
    assertTrue(problems.contains("team 4, player 11: start number 11 is on the roster of team 1"
        + " already"), problems.toString());
    assertTrue(problems.contains("team 3, player 32, round 1, board 2: the player of team 3 sits"
        + " on a board of the match 1-2"), problems.toString());
    assertTrue(problems.contains("team 1, player 99, round 1, board 3: start number 99 is on no"
        + " team's roster"), problems.toString());
    assertTrue(problems.contains("team 1, player 14, round 1, board 4: the player of team 1 sits"
        + " on a board of the match 1-2 against a teammate"), problems.toString());
    assertTrue(problems.contains("team 3, round 1: the match against team 7 has 3 boards; the"
        + " event has 4"), problems.toString());
  }

  @Test
  void boardsAndMatches_refuseWhatCannotBe() {
    assertThrows(IllegalArgumentException.class, () -> new Board(1, 0, GameResult.DRAW));
    assertThrows(IllegalArgumentException.class, () -> Board.game(1, 0, GameResult.DRAW));
    assertThrows(IllegalArgumentException.class, () -> Match.of(1, 2));
    assertThrows(IllegalArgumentException.class,
        () -> Match.forfeited(1, 2, GameResult.WHITE_WINS));
    assertThrows(IllegalArgumentException.class, () -> Match.bye(1, ResultKind.WIN));
    assertThrows(IllegalArgumentException.class, () -> new Team(0, "T", List.of()));
    assertThrows(IllegalStateException.class,
        () -> TeamTournament.builder().plannedRounds(1).build());
  }

  @Test
  void addRound_withANullMatch_namesItAndAddsNothing() {
    TeamTournament.Builder builder = TeamTournament.builder().boards(1).plannedRounds(1)
        .addTeam(Team.of(1, "Knights", Player.of(1, "Adams")))
        .addTeam(Team.of(2, "Rooks", Player.of(2, "Brown")));
    NullPointerException e = assertThrows(NullPointerException.class,
        () -> builder.addRound(java.util.Arrays.asList(
            Match.of(1, 2, Board.game(1, 2, GameResult.DRAW)), null)));
    assertEquals("matches[1]", e.getMessage());
    assertEquals("matches", assertThrows(NullPointerException.class,
        () -> builder.addRound((Match[]) null)).getMessage());

    TeamTournament event = builder.addRound(Match.of(1, 2, Board.game(1, 2, GameResult.DRAW)))
        .build();
    assertEquals(1, event.roundsPlayed());
  }
}
