package com.example.vendor;

import static org.junit.jupiter.api.Assertions.assertEquals;

import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.tiebreak.api.Player;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.rule.ValueRule;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.core.TiebreakEngine;
import org.tiebreak.core.rules.OpponentUnplayed;
import org.tiebreak.core.rules.OwnUnplayed;
import org.tiebreak.core.rules.Tiebreaks;
import org.tiebreak.testkit.TournamentArbitraries;

/**
 * The vendor's Buchholz, written over the crosstable, gives the figures of the built-in Solkoff on
 * the opponents' scores as they stand, without the player's own unplayed rounds.
 */
class BuchholzTest {

  @Provide
  Arbitrary<Tournament> events() {
    return TournamentArbitraries.any();
  }

  @Property(tries = 100)
  void buchholz_isTheBuiltInSolkoffOnScoresAsTheyStand(@ForAll("events") Tournament tournament) {
    ValueRule solkoff = Tiebreaks.solkoff(OpponentUnplayed.AS_SCORED, OwnUnplayed.IGNORED);
    Standings standings = TiebreakEngine.rank(tournament,
        Ruleset.builder().name("both").addRules(new Buchholz(), solkoff).build());
    for (Player player : tournament.players()) {
      Standings.Row row = standings.row(player.startNumber());
      assertEquals(row.values().get("SOLK"), row.values().get("BH"), row.toString());
    }
  }
}
