package org.tiebreak.core.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tiebreak.api.GameResult;
import org.tiebreak.api.Player;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.Score;
import org.tiebreak.api.rule.Crosstable;
import org.tiebreak.api.rule.Figures;
import org.tiebreak.api.rule.TeamCrosstable;
import org.tiebreak.api.rule.TiebreakContext;
import org.tiebreak.api.rule.ValueRule;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.api.team.Board;
import org.tiebreak.api.team.Match;
import org.tiebreak.api.team.Team;
import org.tiebreak.api.team.TeamScore;
import org.tiebreak.api.team.TeamTournament;
import org.tiebreak.core.TiebreakEngine;

/** The engine ranks the teams of a team event by its primary score, with both views at hand. */
class TeamRankingTests {

  /** The other score of a team event, read from the context's team crosstable. */
  record OtherScore() implements ValueRule {
    @Override
    public String code() {
      return "OTHER";
    }

    @Override
    public String name() {
      return "The other score";
    }

    @Override
    public Figures figures(TiebreakContext context) {
      TeamCrosstable teams = context.teams().orElseThrow();
      Crosstable other = teams.view(teams.primaryScore().other());
      long[] scores = new long[other.players()];
      for (int t = 0; t < scores.length; t++) {
        scores[t] = other.score(t);
      }
      return Figures.of(scores, other.unitsPerPoint());
    }
  }

  static Team team(int number) {
    List<Player> roster = new ArrayList<>();
    for (int b = 1; b <= 2; b++) {
      roster.add(Player.of(10 * number + b, "Player " + (10 * number + b)));
    }
    return new Team(number, "Team " + number, roster);
  }

  /**
   * Four teams of two boards, two rounds: 1 beats 2 1½-½ and 3 beats 4 2-0, then 1 and 3 draw
   * and 4 beats 2 1½-½ with a board won against an empty seat.
   */
  static TeamTournament.Builder event() {
    return TeamTournament.builder().plannedRounds(3).boards(2)
        .addTeam(team(1)).addTeam(team(2)).addTeam(team(3)).addTeam(team(4))
        .addRound(
            Match.of(1, 2, Board.game(11, 21, GameResult.WHITE_WINS),
                Board.game(22, 12, GameResult.DRAW)),
            Match.of(3, 4, Board.game(31, 41, GameResult.WHITE_WINS),
                Board.game(42, 32, GameResult.BLACK_WINS)))
        .addRound(
            Match.of(1, 3, Board.game(11, 31, GameResult.DRAW),
                Board.game(32, 12, GameResult.DRAW)),
            Match.of(2, 4, Board.game(21, 41, GameResult.DRAW),
                Board.forfeit(42)));
  }

  static final Ruleset OTHER = Ruleset.builder().name("other").forTeams(true)
      .addRules(new OtherScore()).build();

  @Test
  void byMatchPoints_thenGamePoints() {
    Standings standings = TiebreakEngine.rank(event().build(), OTHER);

    assertEquals(List.of(3, 1, 4, 2), standings.rows().stream()
        .map(row -> row.player().startNumber()).toList());
    assertEquals(List.of(Score.of(3), Score.of(3), Score.of(2), Score.ZERO),
        standings.rows().stream().map(Standings.Row::score).toList());
    assertEquals(Score.of(3), standings.row(3).values().get("OTHER"));
    assertEquals(Score.parse("2.5"), standings.row(1).values().get("OTHER"));
    assertEquals("Team 3", standings.row(3).player().name());
  }

  @Test
  void byGamePoints_thenMatchPoints() {
    Standings standings = TiebreakEngine.rank(event().primaryScore(TeamScore.GAME_POINTS).build(),
        OTHER);

    assertEquals(List.of(3, 1, 4, 2), standings.rows().stream()
        .map(row -> row.player().startNumber()).toList());
    assertEquals(Score.of(3), standings.row(3).score());
    assertEquals(Score.of(3), standings.row(3).values().get("OTHER"));
  }

  @Test
  void teamCrosstable_boardsAndViews() {
    TeamIndex teams = TeamIndex.of(event().build());

    assertEquals(ResultKind.DRAW, teams.kind(teams.indexOf(1), 1));
    assertEquals(2, teams.view(TeamScore.GAME_POINTS).unitsPerPoint());
    assertEquals(3, teams.view(TeamScore.GAME_POINTS).points(teams.indexOf(4), 1));
    assertEquals(42, teams.boardPlayer(teams.indexOf(4), 1, 1));
    assertEquals(0, teams.boardPlayer(teams.indexOf(2), 1, 1));
    assertEquals(2, teams.boardPoints(teams.indexOf(4), 1, 1));
    assertEquals(4, teams.view(TeamScore.GAME_POINTS).pointsFor(ResultKind.WIN));
    assertEquals(2, teams.view(TeamScore.MATCH_POINTS).pointsFor(ResultKind.WIN));
    assertThrows(IndexOutOfBoundsException.class, () -> teams.boardPoints(0, 0, 2));
  }

  /**
   * Every team's game points whole in every round (1-1 draws of two draws) while each board
   * scores a half: the game-point units still hold a board's half point.
   */
  @Test
  void boardPoints_halfPoints_whenEveryMatchTotalIsWhole() {
    TeamTournament event = TeamTournament.builder().plannedRounds(1).boards(2)
        .addTeam(team(1)).addTeam(team(2))
        .addRound(Match.of(1, 2, Board.game(11, 21, GameResult.DRAW),
            Board.game(22, 12, GameResult.DRAW)))
        .build();
    TeamIndex teams = TeamIndex.of(event);
    Crosstable games = teams.view(TeamScore.GAME_POINTS);

    assertEquals(2, games.unitsPerPoint());
    assertEquals(1, teams.boardPoints(teams.indexOf(1), 0, 0));
    assertEquals(1, teams.boardPoints(teams.indexOf(2), 0, 1));
    assertEquals(2, games.points(teams.indexOf(1), 0));
  }

  /**
   * The event of {@link #event()} with round 3 paired: 4-1 in progress (board 1 won by 41, board 2
   * pending) and 2-3 with both boards pending.
   */
  static TeamTournament live() {
    return event().addRound(
        Match.of(4, 1, Board.game(41, 11, GameResult.WHITE_WINS),
            Board.game(12, 42, GameResult.PENDING)),
        Match.of(2, 3, Board.game(21, 31, GameResult.PENDING),
            Board.game(32, 22, GameResult.PENDING))).build();
  }

  @Test
  void teamCrosstable_aMatchInProgressIsAPendingRoundInBothViews_itsPlayersKnown() {
    TeamIndex teams = TeamIndex.of(live());
    int four = teams.indexOf(4);
    int one = teams.indexOf(1);

    for (TeamScore score : TeamScore.values()) {
      Crosstable view = teams.view(score);
      assertEquals(ResultKind.PENDING, view.kind(four, 2), score.name());
      assertEquals(one, view.opponent(four, 2), score.name());
      assertEquals(0, view.points(four, 2), score.name());
      assertEquals(view.score(four), view.scoreAfter(four, 2), score.name());
    }
    assertEquals(0, teams.boardPoints(four, 2, 0));
    assertEquals(0, teams.boardPoints(one, 2, 1));
    assertEquals(41, teams.boardPlayer(four, 2, 0));
    assertEquals(12, teams.boardPlayer(one, 2, 1));
  }

  /** A round paired with every match in progress ranks like the round before it. */
  @Test
  void aRoundInProgress_ranksLikeTheRoundBefore() {
    for (TeamScore primary : TeamScore.values()) {
      TeamTournament live = live();
      TeamTournament before = event().build();
      if (primary == TeamScore.GAME_POINTS) {
        live = TeamTournament.builder().settingsOf(live).primaryScore(primary)
            .addTeam(team(1)).addTeam(team(2)).addTeam(team(3)).addTeam(team(4))
            .addRound(live.matches(1)).addRound(live.matches(2)).addRound(live.matches(3))
            .build();
        before = live.afterRound(2);
      }
      Standings expected = TiebreakEngine.rank(before, OTHER);
      Standings actual = TiebreakEngine.rank(live, OTHER);
      assertEquals(expected.rows().stream().map(TeamRankingTests::row).toList(),
          actual.rows().stream().map(TeamRankingTests::row).toList(), primary.name());
      assertEquals(2, actual.tournament().roundsCompleted());
      assertEquals(3, actual.roundsPlayed());
    }
  }

  private static String row(Standings.Row row) {
    return row.place() + " " + row.player().startNumber() + " " + row.score() + " "
        + row.values();
  }

  @Test
  void individualRulesetThatCountsOneHalfZero_refusedForTeams() {
    Ruleset individual = Ruleset.builder().name("individual").standardPointsOnly(true)
        .addRules(new OtherScore()).build();

    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> TiebreakEngine.rank(event().build(), individual));
    assertTrue(e.getMessage().contains("not teams"), e.getMessage());
  }
}
