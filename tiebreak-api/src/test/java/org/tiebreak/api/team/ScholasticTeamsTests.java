package org.tiebreak.api.team;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.OptionalInt;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.tiebreak.api.InvalidTournamentException;
import org.tiebreak.api.Problem;
import org.tiebreak.api.team.ScholasticTeams.ShortTeams;

/** Unit tests for {@link ScholasticTeams}: numbering, defaults and the checks of build(). */
class ScholasticTeamsTests {

  @Test
  void teamsAreNumberedInTheOrderAdded() {
    ScholasticTeams teams = ScholasticTeams.builder().counted(4)
        .addTeam("Lincoln", 3, 7, 12).addTeam("Roosevelt", List.of(2, 9)).build();

    assertEquals(4, teams.counted());
    assertEquals(ShortTeams.COUNT_ZERO, teams.shortTeams());
    assertEquals(false, teams.allMembersFirst());
    assertTrue(teams.tiebreaks().isEmpty());
    assertEquals(new ScholasticTeams.Entry(2, "Roosevelt", List.of(2, 9)), teams.team(2));
    assertEquals(OptionalInt.of(1), teams.teamOf(7));
    assertEquals(OptionalInt.empty(), teams.teamOf(5));
    assertThrows(IllegalArgumentException.class, () -> teams.team(3));
  }

  @Test
  void optionsAreKept() {
    ScholasticTeams teams = ScholasticTeams.builder().counted(2)
        .shortTeams(ShortTeams.NOT_RANKED).allMembersFirst(true).tiebreaks("MM", "SOLK")
        .addTeam("Lincoln", 1, 2).build();

    assertEquals(ShortTeams.NOT_RANKED, teams.shortTeams());
    assertTrue(teams.allMembersFirst());
    assertEquals(List.of("MM", "SOLK"), teams.tiebreaks().orElseThrow());
  }

  @Test
  void buildListsEveryProblem() {
    InvalidTournamentException e = assertThrows(InvalidTournamentException.class,
        () -> ScholasticTeams.builder().counted(0).tiebreaks("MM", "MM", " ")
            .addTeam("Lincoln", 3, 7, 3)
            .addTeam("Roosevelt", 7, 0, 9)
            .addTeam(" ")
            .addTeam("Lincoln", 11)
            .build());

    assertEquals(List.of(
        Problem.Kind.INVALID_COUNTED_MEMBERS,
        Problem.Kind.INVALID_TIEBREAK,
        Problem.Kind.INVALID_TIEBREAK,
        Problem.Kind.PLAYER_ON_TWO_TEAMS,
        Problem.Kind.PLAYER_ON_TWO_TEAMS,
        Problem.Kind.UNKNOWN_MEMBER,
        Problem.Kind.BLANK_NAME,
        Problem.Kind.EMPTY_TEAM,
        Problem.Kind.DUPLICATE_TEAM_NAME),
        e.problems().stream().map(Problem::kind).collect(Collectors.toList()));
    String message = e.getMessage();
    assertTrue(message.startsWith("9 problems:"), message);
    assertTrue(message.contains("the number of members counted must be at least 1: 0"), message);
    assertTrue(message.contains("tie-break MM is given twice"), message);
    assertTrue(message.contains("team 1, player 3: the player is listed twice on the team"),
        message);
    assertTrue(message.contains("team 2, player 7: the player is also on team 1 (Lincoln)"),
        message);
    assertTrue(message.contains("team 2: member 2 has start number 0"), message);
    assertTrue(message.contains("team 3: the team has a blank name"), message);
    assertTrue(message.contains("team 4: team 1 has the same name, \"Lincoln\""), message);
  }

  @Test
  void theCountIsRequired() {
    InvalidTournamentException e = assertThrows(InvalidTournamentException.class,
        () -> ScholasticTeams.builder().addTeam("Lincoln", 1).build());

    assertEquals("1 problem:\n  the number of members counted is required", e.getMessage());
  }

  @Test
  void equalTeamsAreEqual() {
    ScholasticTeams a = ScholasticTeams.builder().counted(2).addTeam("Lincoln", 1, 2).build();
    ScholasticTeams b = ScholasticTeams.builder().counted(2).addTeam("Lincoln", List.of(1, 2))
        .build();
    ScholasticTeams c = ScholasticTeams.builder().counted(3).addTeam("Lincoln", 1, 2).build();

    assertEquals(a, b);
    assertEquals(a.hashCode(), b.hashCode());
    assertTrue(!a.equals(c));
  }
}
