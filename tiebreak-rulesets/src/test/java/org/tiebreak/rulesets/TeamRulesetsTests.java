package org.tiebreak.rulesets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tiebreak.rulesets.TeamEvents.match;
import static org.tiebreak.rulesets.TeamEvents.team;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.tiebreak.api.GameResult;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.Score;
import org.tiebreak.api.standings.Explanation;
import org.tiebreak.api.standings.Message;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.api.team.Match;
import org.tiebreak.api.team.TeamTournament;
import org.tiebreak.core.TiebreakEngine;

/**
 * The team rulesets of the MCA 2001 and Big Rapids lists: game points first, then the list
 * applied to the teams by match points, after the actual-play precedence.
 */
class TeamRulesetsTests {

  static List<String> codes(Ruleset ruleset) {
    return RulesetsTests.codes(ruleset.chain());
  }

  @Test
  void chains_gamePointsFirst_mostBlacksLeftOut() {
    assertEquals(List.of("PLAY", "GP", "MM", "SOLK", "CUM", "TIED", "SB", "KASH", "LOTS"),
        codes(Rulesets.named("mca-team")));
    assertEquals(List.of("PLAY", "GP", "MM", "SOLK", "CUM", "TIED", "LOTS"),
        codes(Rulesets.named("big-rapids-team")));
    assertEquals(List.of("PLAY", "GP", "SB", "H2H", "LOTS"),
        codes(Rulesets.named("big-rapids-team-rr")));
    for (String name : List.of("uscf-team", "mca-team", "big-rapids-team",
        "big-rapids-team-rr")) {
      Ruleset ruleset = Rulesets.named(name);
      assertTrue(ruleset.forTeams(), name);
      assertFalse(codes(ruleset).contains("BLK"), name);
    }
  }

  /**
   * The six teams of the US Amateur Team example ({@code UscfTeamTests}) scored 2-1-0: 1 on 7
   * match points, 2 and 3 on 5 (10 and 9 game points), 4 and 5 on 3 (7 game points each), 6 on
   * 1.
   */
  static TeamTournament sixTeams() {
    TeamTournament.Builder builder = TeamTournament.builder().plannedRounds(4).boards(4);
    for (int t = 1; t <= 6; t++) {
      builder.addTeam(team(t, 4));
    }
    return builder
        .addRound(match(1, 2, "11=="), match(3, 4, "11=0"), match(5, 6, "1=0="))
        .addRound(match(2, 5, "11=="), match(1, 3, "1100"), match(4, 6, "11=0"))
        .addRound(match(2, 6, "1111"), match(1, 4, "11=="), match(3, 5, "0=01"))
        .addRound(match(2, 4, "1=0="), match(1, 5, "11=0"), match(3, 6, "11=="))
        .build();
  }

  @Test
  void mcaTeam_gamePointsFirst_thenTheListByMatchPoints() {
    Standings standings = TiebreakEngine.rank(sixTeams(), Rulesets.named("mca-team"), 1L);

    assertEquals(List.of(1, 2, 3, 5, 4, 6), standings.rows().stream()
        .map(row -> row.player().startNumber()).toList());
    assertEquals(Optional.of("GP"), standings.compare(2, 3).rule());
    // 4 and 5: equal game points, Modified Median and Solkoff; Cumulative 7 and 8 match points.
    Standings.Comparison fourAndFive = standings.compare(4, 5);
    assertEquals(Optional.of("CUM"), fourAndFive.rule());
    assertEquals(Optional.of(Score.of(8)), fourAndFive.higherValue());
    assertEquals(standings.row(4).values().get("MM"), standings.row(5).values().get("MM"));
  }

  @Test
  void modifiedMedian_byMatchPoints_halfTheMaximumIsAWinInHalfTheRounds() {
    Standings standings = TiebreakEngine.rank(sixTeams(), Rulesets.named("mca-team"), 1L);

    // Team 4: 3 of the 8 match points of four rounds, a minus score; MCA drops the lowest.
    Explanation median = standings.explain(4, "MM");
    assertEquals(List.of("minus score (3 of 8): the lowest opponent dropped"),
        median.notes().stream().map(Message::toString).toList());
    assertEquals(Score.of(17), median.value().orElseThrow());
    assertEquals(List.of(false, true, false, false),
        median.lines().stream().map(Explanation.Line::dropped).toList());
  }

  /**
   * Five teams of four boards, match points 2-1-0. Round 1: team 1 has the pairing-allocated
   * bye, 2 beats 3 2½-1½, 4 and 5 draw. Round 2: 4 does not come to its match with 1, 2 and 5
   * draw, 3 has the pairing-allocated bye.
   */
  static TeamTournament withByeAndForfeit() {
    TeamTournament.Builder builder = TeamTournament.builder().plannedRounds(3).boards(4);
    for (int t = 1; t <= 5; t++) {
      builder.addTeam(team(t, 4));
    }
    return builder
        .addRound(Match.bye(1), match(2, 3, "11=0"), match(4, 5, "1100"))
        .addRound(Match.forfeited(1, 4, GameResult.WHITE_WINS_BY_FORFEIT), match(2, 5, "1100"),
            Match.bye(3))
        .build();
  }

  @Test
  void actualPlayPrecedence_beforeGamePoints() {
    Standings standings = TiebreakEngine.rank(withByeAndForfeit(), Rulesets.named("mca-team"));

    // Teams 1 and 2 on 3 match points: 1 has 6 game points, all from a bye and a forfeited
    // match; 2 has 4½ from matches played.
    assertEquals(Score.of(6), standings.row(1).values().get("GP"));
    assertEquals(Score.parse("4.5"), standings.row(2).values().get("GP"));
    Standings.Comparison comparison = standings.compare(1, 2);
    assertEquals(2, comparison.higher());
    assertEquals(Optional.of("PLAY"), comparison.rule());
  }

  @Test
  void adjustedScores_anOpponentsUnplayedMatchCountsAsDrawn() {
    Standings standings = TiebreakEngine.rank(withByeAndForfeit(), Rulesets.named("mca-team"));

    // Team 5 met 4 in round 1: 4 drew, then lost its match by forfeit; adjusted 1 + 1.
    Explanation.Line round1 = standings.explain(5, "SOLK").lines().get(0);
    assertEquals(Score.ONE, round1.opponentScore().orElseThrow());
    assertEquals(Score.of(2), round1.usedScore().orElseThrow());
    assertEquals("1 unplayed round of the opponent counted as 1 (a draw) each",
        round1.adjustment().orElseThrow().toString());
  }

  @Test
  void bigRapidsTeamRoundRobin_gamePointsThenSonnebornBergerByMatchPoints() {
    // Four teams of two boards, a round robin: 1 beats 2 and 4 and loses to 3; 3 beats 4 and 1
    // and loses to 2; 2 and 4 draw.
    TeamTournament event = TeamTournament.builder().plannedRounds(3).boards(2)
        .format(org.tiebreak.api.Format.ROUND_ROBIN)
        .addTeam(team(1, 2)).addTeam(team(2, 2)).addTeam(team(3, 2)).addTeam(team(4, 2))
        .addRound(match(1, 2, "1="), match(3, 4, "11"))
        .addRound(match(2, 3, "1="), match(1, 4, "11"))
        .addRound(match(3, 1, "1="), match(2, 4, "=="))
        .build();
    Standings standings = TiebreakEngine.rank(event, Rulesets.named("big-rapids-team-rr"));

    // 1 and 3 on 4 match points and 4 game points; Sonneborn-Berger by match points: 1 beat
    // teams on 3 and 1, 3 beat teams on 1 and 4.
    assertEquals(Score.of(4), standings.row(1).score());
    assertEquals(Score.of(4), standings.row(3).score());
    assertEquals(standings.row(1).values().get("GP"), standings.row(3).values().get("GP"));
    Standings.Comparison comparison = standings.compare(1, 3);
    assertEquals(Optional.of("SB"), comparison.rule());
    assertEquals(3, comparison.higher());
    assertEquals(Optional.of(Score.of(5)), comparison.higherValue());
    assertEquals(Optional.of(Score.of(4)), comparison.lowerValue());
  }
}
