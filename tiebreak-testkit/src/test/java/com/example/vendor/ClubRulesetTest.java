package com.example.vendor;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.tiebreak.api.GameResult;
import org.tiebreak.api.Pairing;
import org.tiebreak.api.Player;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.core.TiebreakEngine;
import org.tiebreak.rulesets.Rulesets;

/**
 * The club's ruleset, found by its name, ranks an event: after round 1 players 1 and 2 both have
 * a point and a Modified Median of 0, and the game player 1 won over the board puts them above
 * player 2, who won by forfeit.
 */
class ClubRulesetTest {

  @Test
  void aGameOverTheBoardRanksAboveAForfeitWin() {
    Tournament tournament = Tournament.builder().name("Club night").plannedRounds(3)
        .addPlayer(Player.of(1, "Adams, Ann")).addPlayer(Player.of(2, "Brown, Bob"))
        .addPlayer(Player.of(3, "Clark, Cy")).addPlayer(Player.of(4, "Dunn, Di"))
        .addRound(Pairing.game(1, 3, GameResult.WHITE_WINS),
            Pairing.game(2, 4, GameResult.WHITE_WINS_BY_FORFEIT))
        .build();
    Standings standings = TiebreakEngine.rank(tournament, Rulesets.named(ClubRuleset.NAME));
    assertEquals("1 above 2 on GP (1 to 0)", standings.compare(1, 2).toString());
  }
}
