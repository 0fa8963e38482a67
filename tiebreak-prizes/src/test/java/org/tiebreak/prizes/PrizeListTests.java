package org.tiebreak.prizes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Currency;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.tiebreak.api.GameResult;
import org.tiebreak.api.Player;
import org.tiebreak.api.standings.Message;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.api.team.Board;
import org.tiebreak.api.team.Match;
import org.tiebreak.api.team.ScholasticTeams;
import org.tiebreak.api.team.Team;
import org.tiebreak.api.team.TeamTournament;
import org.tiebreak.core.TiebreakEngine;
import org.tiebreak.rulesets.Rulesets;

/**
 * A prize list's problems, every one at once; a list naming players the standings lack; team
 * prizes from a team event and from scholastic teams; and a program's policy that gives a split
 * no tie could take.
 */
class PrizeListTests {

  private static final Currency USD = Currency.getInstance("USD");

  private static List<String> problems(Runnable build) {
    InvalidPrizeListException e = assertThrows(InvalidPrizeListException.class, build::run);
    return e.problems().stream().map(Message::toString).toList();
  }

  @Test
  void category_listsEveryProblem() {
    assertEquals(List.of(
            "category \"a b\": an id must not be blank or hold blanks",
            "category a b: no rating lies from 1800 to 1600",
            "category a b, prize 1: cash must not be negative",
            "category a b, prize 3: pays more than prize 2; list a category's prizes best first",
            "category a b, prize 4: gives neither cash nor an award"),
        problems(() -> PrizeCategory.rating("a b", "A", 1800, 1600).cash(-1, 5, 10, 0)
            .build()));
    assertEquals(Set.of("category g is a group without members", "category g has no prizes"),
        Set.copyOf(problems(() -> PrizeCategory.group("g", "G", List.of()).build())));
  }

  @Test
  void list_listsEveryProblem() {
    PrizeCategory place = PrizeCategory.place("p", "Place").cash(100).build();
    assertEquals(List.of("two categories have the id p",
            "the limit for unrated players must not be negative: -1",
            "a fund is based on at least 1 entry, not 0"),
        problems(() -> PrizeList.builder(USD).add(place, place)
            .unratedCashLimit(-1, PrizeList.UnratedExcess.WITHHELD).basedOn(0).build()));
    assertEquals(List.of("the prize list has no categories"),
        problems(() -> PrizeList.builder(USD).build()));
  }

  @Test
  void distribute_refusesAListNamingPlayersTheStandingsLack() {
    Standings standings = new Field(1).player(1, 1500, "1").player(2, 1400, "0").rank();
    PrizeList list = PrizeList.builder(USD)
        .add(PrizeCategory.group("g", "Group", List.of(2, 9)).cash(100).build())
        .rating(7, 1500).build();
    assertEquals(List.of("category g: 9 is not among the ranked players",
            "the list gives a rating for 7, who is not among the ranked players"),
        problems(() -> Prizes.distribute(standings, list, SharingPolicies.usChess())));
  }

  @Test
  void teamPrizes_fromTeamStandings() {
    TeamTournament event = TeamTournament.builder().name("League").boards(1).plannedRounds(1)
        .addTeam(Team.of(1, "Knights", Player.of(1, "Ames")))
        .addTeam(Team.of(2, "Rooks", Player.of(2, "Bell")))
        .addTeam(Team.of(3, "Bishops", Player.of(3, "Cole")))
        .addTeam(Team.of(4, "Pawns", Player.of(4, "Dale")))
        .addRound(Match.of(1, 2, Board.game(1, 2, GameResult.WHITE_WINS)),
            Match.of(3, 4, Board.game(3, 4, GameResult.DRAW)))
        .build();
    Standings standings = TiebreakEngine.rank(event, Rulesets.named("uscf-team"));
    PrizeList list = PrizeList.builder(USD)
        .add(PrizeCategory.place("place", "Place").prize(400_00, "cup").cash(200_00).build())
        .build();
    PrizeDistribution prizes = Prizes.distribute(standings, list, SharingPolicies.usChess());
    assertEquals(400_00, prizes.cash(1));
    assertEquals(List.of("cup"), prizes.award(1).orElseThrow().awards());
    assertEquals(100_00, prizes.cash(3), "Bishops and Pawns drew: they share second place");
    assertEquals(100_00, prizes.cash(4));
  }

  @Test
  void teamPrizes_fromScholasticTeams() {
    Standings players = new Field(3).player(1, 1500, "3").player(2, 1400, "2.5")
        .player(3, 1300, "2").player(4, 1200, "1").order(1, 2, 3, 4).rank();
    Standings schools = TiebreakEngine.rankTeams(players, ScholasticTeams.builder().counted(1)
        .addTeam("Lincoln", 1, 4).addTeam("Roosevelt", 2, 3).build());
    PrizeList list = PrizeList.builder(USD)
        .add(PrizeCategory.place("team", "Team").award("first-place trophy")
            .award("second-place trophy").build())
        .build();
    PrizeDistribution prizes = Prizes.distribute(schools, list, SharingPolicies.none());
    assertEquals(List.of("first-place trophy"), prizes.award(1).orElseThrow().awards());
    assertEquals(List.of("second-place trophy"), prizes.award(2).orElseThrow().awards());
    assertEquals(0, prizes.fund());
  }

  @Test
  void aPolicyThatTakesWhatNoTieCan_isRefusedNamingIt() {
    Standings standings = new Field(1).player(1, 1500, "1").player(2, 1400, "0").rank();
    PrizeList list = PrizeList.builder(USD)
        .add(PrizeCategory.place("place", "Place").cash(100_00, 50_00).build()).build();
    SharingPolicy greedy = new SharingPolicy() {
      @Override
      public String name() {
        return "greedy";
      }

      @Override
      public Message description() {
        return Message.text("the first player takes everything");
      }

      @Override
      public Split split(Tie tie) {
        return Split.builder().share(tie.available(), List.of(tie.players().get(0)),
            Message.text("all of it")).build();
      }
    };
    IllegalStateException e = assertThrows(IllegalStateException.class,
        () -> Prizes.distribute(standings, list, greedy));
    assertTrue(e.getMessage().contains("sharing policy greedy, players on 1 [1]: takes"
        + " [place-1, place-2], which the players cannot win with one prize each"),
        e.getMessage());
    SharingPolicy shortChange = new SharingPolicy() {
      @Override
      public String name() {
        return "short";
      }

      @Override
      public Message description() {
        return Message.text("pays less than it takes");
      }

      @Override
      public Split split(Tie tie) {
        List<Prize> pool = tie.pool();
        return Split.builder().share(pool, 1, tie.players(), Message.text("a cent")).build();
      }
    };
    e = assertThrows(IllegalStateException.class,
        () -> Prizes.distribute(standings, list, shortChange));
    assertTrue(e.getMessage().contains("divides 1 of the 10000 the prizes it takes pay"),
        e.getMessage());
  }

  @Test
  void eligibility_saysWhyNot() {
    Standings standings = new Field(1).player(1, 2500, "1").unrated(2, "0").rank();
    PrizeList list = PrizeList.builder(USD)
        .add(PrizeCategory.under("u", "Under 2400", 2400).cash(100).build())
        .add(PrizeCategory.group("j", "Juniors", List.of(2)).cash(50).build())
        .build();
    PrizeDistribution prizes = Prizes.distribute(standings, list, SharingPolicies.usChess());
    assertEquals(Map.of(), WorkedExamplesTests.cash(prizes));
    assertEquals("rated 2500, not under 2400",
        prizes.ineligibility(1, "u").orElseThrow().toString());
    assertTrue(prizes.ineligibility(2, "j").orElseThrow().toString()
        .startsWith("unrated, and an unrated player may win only place and unrated prizes"));
    assertEquals(PrizeOutcome.Status.NOT_AWARDED, prizes.prize("u-1").status());
    assertEquals("no player may win it", prizes.prize("u-1").note().orElseThrow().toString());
  }
}
