package org.tiebreak.testkit.fideteam;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tiebreak.testkit.fideteam.TeamEvents.match;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tiebreak.api.GameResult;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.standings.Explanation;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.api.team.Board;
import org.tiebreak.api.team.Match;
import org.tiebreak.api.team.TeamTournament;
import org.tiebreak.core.TiebreakEngine;
import org.tiebreak.rulesets.fide.FideEdition;
import org.tiebreak.rulesets.uscf.UscfTeam;

/**
 * A match in progress in the FIDE and US team tie-breaks: the round is not yet played, so it
 * adds nothing, its finished boards included, and its explanation line says it is pending.
 */
class TeamMatchInProgressTests {

  static final FideEdition EDITION = FideEdition.EDITION_2026;

  /**
   * Four teams of 2 boards planned for 3 rounds. Round 1: 1-2 {@code 1=}, 3-4 {@code 1=}. Round
   * 2: 1-4 {@code 11}, 3-2 {@code 11}: 1 and 3 lead on 4 match points. Round 3 in progress: 1-3
   * has board 1 won by 101 and board 2 pending; 2-4 has both boards pending.
   */
  static TeamTournament live() {
    return builder().addRound(
        Match.of(1, 3, Board.game(101, 301, GameResult.WHITE_WINS),
            Board.game(302, 102, GameResult.PENDING)),
        Match.of(2, 4, Board.game(201, 401, GameResult.PENDING),
            Board.game(402, 202, GameResult.PENDING))).build();
  }

  /** {@link #live()} before round 3 was paired. */
  static TeamTournament before() {
    return builder().build();
  }

  private static TeamTournament.Builder builder() {
    TeamTournament.Builder builder = TeamTournament.builder().name("Live").plannedRounds(3)
        .boards(2);
    for (int t = 1; t <= 4; t++) {
      builder.addTeam(TeamEvents.team(t, 2));
    }
    return builder.addRound(match(1, 2, "1="), match(3, 4, "1="))
        .addRound(match(1, 4, "11"), match(3, 2, "11"));
  }

  @Test
  void everyTeamTiebreak_givesTheFiguresOfTheRoundBefore() {
    List<String> codes = List.of("MPvGP", "BC", "ESB", "SSSC", "BH:MP", "SB:GP", "WIN:GP",
        "STD:GP", "PS");
    for (String code : codes) {
      assertEquals(TeamEvents.values(before(), EDITION, code),
          TeamEvents.values(live(), EDITION, code), code);
    }
    assertEquals(TeamEvents.order(TeamEvents.rank(before(), EDITION, "EDET")),
        TeamEvents.order(TeamEvents.rank(live(), EDITION, "EDET")));
  }

  /** The line of the round in progress has no contribution and says the match is pending. */
  @Test
  void explanations_showTheRoundInProgressAsPending() {
    for (String code : List.of("BC", "TBR", "MPvGP", "WIN:GP", "EDE")) {
      Explanation one = TeamEvents.explain(live(), EDITION, code, 1);
      Explanation.Line third = one.lines().get(one.lines().size() - 1);
      assertEquals(3, third.round().getAsInt(), code);
      assertFalse(third.contribution().isPresent(), code + ": " + third);
      assertTrue(third.toString().contains("pending: not yet played"), code + ": " + third);
    }
    Standings uscf = TiebreakEngine.rank(live(), UscfTeam.ruleset());
    for (String code : List.of("USAT", "GP")) {
      Explanation.Line third = uscf.explain(1, code).lines().get(2);
      assertFalse(third.contribution().isPresent(), code + ": " + third);
      assertTrue(third.toString().contains("pending: not yet played"), code + ": " + third);
    }
  }

  /** The US team ruleset ranks the event in progress as the event before its round 3. */
  @Test
  void uscfTeam_ranksLikeTheRoundBefore() {
    Ruleset ruleset = UscfTeam.ruleset();
    assertEquals(rows(TiebreakEngine.rank(before(), ruleset)),
        rows(TiebreakEngine.rank(live(), ruleset)));
  }

  private static List<String> rows(Standings standings) {
    List<String> rows = new ArrayList<>();
    standings.rows().forEach(row -> rows.add(row.toString()));
    return rows;
  }
}
