package org.tiebreak.testkit.fideteam;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tiebreak.testkit.fideteam.TeamEvents.total;

import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.tiebreak.api.Format;
import org.tiebreak.api.GameResult;
import org.tiebreak.api.Score;
import org.tiebreak.api.standings.Explanation;
import org.tiebreak.api.standings.Message;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.api.team.Match;
import org.tiebreak.api.team.TeamTournament;
import org.tiebreak.rulesets.fide.FideEdition;

/**
 * Direct Encounter applied to teams ({@code DE:MP}, {@code DE:GP}, FIDE C.07 Art. 6 and 13) and
 * Extended Direct Encounter (13.3) with and without {@code /P}. The places are also the FIDE
 * reference checker's (TieBreakServer 1.9.57, {@code -t MPTS DE:MP}, {@code DE:GP}, {@code EDE},
 * {@code EDE/P}).
 */
class TeamDirectEncounterTests {

  static final FideEdition EDITION = FideEdition.EDITION_2026;

  /**
   * A round robin of four teams of 4 boards: #1 beats #2 2½-1½, #2 beats #3 2½-1½, #3 beats #1
   * 4-0, and all three beat #4. They tie on 4 match points, and on 2 each among themselves.
   */
  static TeamTournament cycle() {
    TeamTournament.Builder builder = TeamTournament.builder().plannedRounds(3).boards(4)
        .format(Format.ROUND_ROBIN);
    for (int t = 1; t <= 4; t++) {
      builder.addTeam(TeamEvents.team(t, 4));
    }
    return builder
        .addRound(total(1, 2, 4, 5), total(3, 4, 4, 6))
        .addRound(total(2, 3, 4, 5), total(4, 1, 4, 2))
        .addRound(total(3, 1, 4, 8), total(2, 4, 4, 6))
        .build();
  }

  @Test
  void directEncounter_onMatchPoints_leavesTheCycleTied() {
    Standings standings = TeamEvents.rank(cycle(), EDITION, "DE:MP");
    assertEquals(List.of("1-3", "1-3", "1-3", "4"), TeamEvents.places(standings));
    assertEquals(Score.of(2), standings.row(1).values().get("DE:MP"));
  }

  /** On game points among themselves: #3 5½, #2 4, #1 2½. */
  @Test
  void directEncounter_onGamePoints_ranksTheCycle() {
    Standings standings = TeamEvents.rank(cycle(), EDITION, "DE:GP");
    assertEquals(List.of(3, 2, 1, 4), TeamEvents.order(standings));
    assertEquals(Score.parse("5.5"), standings.row(3).values().get("DE:GP"));
    assertEquals(Score.parse("2.5"), standings.row(1).values().get("DE:GP"));
  }

  /** EDE: match points among them tie, then game points decide (13.3.1). */
  @Test
  void extendedDirectEncounter_matchPointsThenGamePoints() {
    Standings standings = TeamEvents.rank(cycle(), EDITION, "EDE");
    assertEquals(List.of(3, 2, 1, 4), TeamEvents.order(standings));
    Explanation explanation = standings.explain(1, "EDE");
    assertTrue(explanation.notes().stream().map(Message::toString).toList().contains(
        "game points among the tied teams separated 3 tied"
        + " teams: team 3 5.5, team 2 4, team 1 2.5"), explanation.toString());
    assertTrue(explanation.notes().stream().map(note -> note.format(Locale.GERMAN)).toList()
        .contains("3 punktgleiche Mannschaften getrennt durch Brettpunkte unter den punktgleichen"
            + " Mannschaften: Mannschaft 3 5.5, Mannschaft 2 4, Mannschaft 1 2.5"),
        explanation.format(Locale.GERMAN));
  }

  /**
   * A Swiss: #1 wins its match against #2 by forfeit, then #3 beats #1 and #2 beats #4, 3-1
   * each. #1 and #2 tie on 2 match points. Their forfeited match is no encounter (Art. 6.1.1):
   * EDE leaves them tied; with {@code /P} it counts and #1 ranks first.
   */
  @Test
  void extendedDirectEncounter_forfeitedMatch_onlyWithP() {
    TeamTournament.Builder builder = TeamTournament.builder().plannedRounds(2).boards(4);
    for (int t = 1; t <= 4; t++) {
      builder.addTeam(TeamEvents.team(t, 4));
    }
    TeamTournament event = builder
        .addRound(Match.forfeited(1, 2, GameResult.WHITE_WINS_BY_FORFEIT), total(3, 4, 4, 6))
        .addRound(total(3, 1, 4, 6), total(2, 4, 4, 6))
        .build();
    assertEquals(List.of("1", "2-3", "2-3", "4"),
        TeamEvents.places(TeamEvents.rank(event, EDITION, "EDE")));
    Standings counted = TeamEvents.rank(event, EDITION, "EDE/P");
    assertEquals(List.of(3, 1, 2, 4), TeamEvents.order(counted));
    assertEquals(List.of("1", "2", "3", "4"), TeamEvents.places(counted));
  }
}
