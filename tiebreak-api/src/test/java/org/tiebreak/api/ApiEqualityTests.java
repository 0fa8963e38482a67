package org.tiebreak.api;

import com.google.common.testing.EqualsTester;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tiebreak.api.rule.GroupOrder;
import org.tiebreak.api.rule.TiebreakContext;
import org.tiebreak.api.rule.TiedGroup;
import org.tiebreak.api.rule.ValueRule;
import org.tiebreak.api.standings.Explanation;
import org.tiebreak.api.standings.Message;
import org.tiebreak.api.team.Board;
import org.tiebreak.api.team.Match;
import org.tiebreak.api.team.ScholasticTeams;
import org.tiebreak.api.team.Team;
import org.tiebreak.api.team.TeamTournament;

/**
 * The value types of the api are equal exactly when their values are, with matching hash codes:
 * each group below holds equal values built separately, and the groups differ from each other.
 */
class ApiEqualityTests {

  private static Tournament tournament(String name, GameResult result) {
    return Tournament.builder().name(name).plannedRounds(1).addPlayer(Player.of(1, "Adams"))
        .addPlayer(Player.of(2, "Brown")).addRound(Pairing.game(1, 2, result)).build();
  }

  private static TeamTournament league(GameResult result) {
    return TeamTournament.builder().boards(1).plannedRounds(1)
        .addTeam(Team.of(1, "Knights", Player.of(1, "Adams")))
        .addTeam(Team.of(2, "Rooks", Player.of(2, "Brown")))
        .addRound(Match.of(1, 2, Board.game(1, 2, result))).build();
  }

  @Test
  void scores() {
    new EqualsTester()
        .addEqualityGroup(Score.HALF, Score.of(1, 2), Score.of(2, 4), Score.parse("0.5"),
            Score.parse("½"))
        .addEqualityGroup(Score.ONE, Score.of(1), Score.of(-3, -3))
        .addEqualityGroup(Score.of(-1, 2))
        .addEqualityGroup(Score.ZERO, Score.of(0, 7))
        .testEquals();
  }

  @Test
  void players() {
    new EqualsTester()
        .addEqualityGroup(Player.of(1, "Adams"), Player.of(1, "Adams"))
        .addEqualityGroup(Player.of(1, "Adams", 2100), Player.of(1, "Adams", 2100))
        .addEqualityGroup(Player.of(2, "Adams"))
        .addEqualityGroup(Player.of(1, "Brown"))
        .testEquals();
  }

  @Test
  void resultsAndPairings() {
    new EqualsTester()
        .addEqualityGroup(RoundResult.win(2, Colour.WHITE), RoundResult.win(2, Colour.WHITE))
        .addEqualityGroup(RoundResult.win(2), RoundResult.against(ResultKind.WIN, 2, null))
        .addEqualityGroup(RoundResult.forfeitWin(2))
        .addEqualityGroup(RoundResult.bye(ResultKind.HALF_POINT_BYE),
            RoundResult.bye(ResultKind.HALF_POINT_BYE))
        .testEquals();
    new EqualsTester()
        .addEqualityGroup(Pairing.game(1, 2, GameResult.DRAW), Pairing.game(1, 2, GameResult.DRAW))
        .addEqualityGroup(Pairing.game(2, 1, GameResult.DRAW))
        .addEqualityGroup(Pairing.bye(1, ResultKind.PAIRING_ALLOCATED_BYE))
        .testEquals();
  }

  @Test
  void tournaments() {
    new EqualsTester()
        .addEqualityGroup(tournament("Club", GameResult.DRAW), tournament("Club", GameResult.DRAW))
        .addEqualityGroup(tournament("Club", GameResult.WHITE_WINS))
        .addEqualityGroup(tournament("Open", GameResult.DRAW))
        .addEqualityGroup(tournament("Club", GameResult.DRAW).afterRound(0),
            Tournament.builder().name("Club").plannedRounds(1).addPlayer(Player.of(1, "Adams"))
                .addPlayer(Player.of(2, "Brown")).build())
        .testEquals();
    new EqualsTester()
        .addEqualityGroup(PointSystem.STANDARD, PointSystem.builder().build())
        .addEqualityGroup(PointSystem.builder().win(Score.of(3)).build(),
            PointSystem.builder().win(Score.of(3)).build())
        .testEquals();
  }

  @Test
  void teamEvents() {
    new EqualsTester()
        .addEqualityGroup(league(GameResult.DRAW), league(GameResult.DRAW))
        .addEqualityGroup(league(GameResult.WHITE_WINS))
        .addEqualityGroup(league(GameResult.DRAW).afterRound(0))
        .testEquals();
    new EqualsTester()
        .addEqualityGroup(Team.of(1, "Knights", Player.of(1, "Adams")),
            new Team(1, "Knights", List.of(Player.of(1, "Adams"))))
        .addEqualityGroup(Team.of(1, "Knights"))
        .testEquals();
    new EqualsTester()
        .addEqualityGroup(Match.bye(1), Match.bye(1, ResultKind.PAIRING_ALLOCATED_BYE))
        .addEqualityGroup(Match.forfeited(1, 2, GameResult.WHITE_WINS_BY_FORFEIT))
        .addEqualityGroup(Match.of(1, 2, Board.game(1, 2, GameResult.DRAW)),
            Match.of(1, 2, List.of(Board.game(1, 2, GameResult.DRAW))))
        .addEqualityGroup(Board.empty(), new Board(0, 0, GameResult.DOUBLE_FORFEIT))
        .testEquals();
    new EqualsTester()
        .addEqualityGroup(ScholasticTeams.builder().counted(2).addTeam("North", 1, 2).build(),
            ScholasticTeams.builder().counted(2).addTeam("North", List.of(1, 2)).build())
        .addEqualityGroup(ScholasticTeams.builder().counted(3).addTeam("North", 1, 2).build())
        .testEquals();
  }

  @Test
  void rulesetsAndOrders() {
    ValueRule half = new ValueRule() {
      @Override
      public String code() {
        return "H";
      }

      @Override
      public String name() {
        return "Half";
      }

      @Override
      public Score value(int player, TiebreakContext context) {
        return Score.HALF;
      }
    };
    new EqualsTester()
        .addEqualityGroup(Ruleset.builder().name("club").addRules(half).build(),
            Ruleset.builder().name("club").addRules(half).build())
        .addEqualityGroup(Ruleset.builder().name("club").description("ours").addRules(half)
            .build())
        .addEqualityGroup(Ruleset.builder().name("open").addRules(half).build())
        .testEquals();
    new EqualsTester()
        .addEqualityGroup(GroupOrder.of(List.of(List.of(1), List.of(2))),
            GroupOrder.of(List.of(List.of(1), List.of(2)), Map.of()))
        .addEqualityGroup(GroupOrder.of(List.of(List.of(2), List.of(1))))
        .addEqualityGroup(GroupOrder.of(List.of(List.of(1), List.of(2)), Map.of(1, Score.ONE)))
        .testEquals();
    new EqualsTester()
        .addEqualityGroup(new TiedGroup(List.of(1, 2), 1), new TiedGroup(List.of(1, 2), 1))
        .addEqualityGroup(new TiedGroup(List.of(1, 2), 3))
        .testEquals();
    new EqualsTester()
        .addEqualityGroup(Problem.of(Problem.Kind.UNKNOWN_OPPONENT, 1, 2, Message.text("x")),
            Problem.of(Problem.Kind.UNKNOWN_OPPONENT, 1, 2, Message.text("x")))
        .addEqualityGroup(Problem.of(Problem.Kind.UNKNOWN_OPPONENT, 1, 3, Message.text("x")))
        .testEquals();
    new EqualsTester()
        .addEqualityGroup(Explanation.builder().rule("H").ruleName("Half").player(1).build(),
            Explanation.builder().rule("H").ruleName("Half").player(1).build())
        .addEqualityGroup(Explanation.builder().rule("H").ruleName("Half").player(2).build())
        .testEquals();
    new EqualsTester()
        .addEqualityGroup(LocalDate.of(2026, 1, 1), LocalDate.of(2026, 1, 1))
        .testEquals();
  }
}
