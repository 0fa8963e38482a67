package org.tiebreak.trf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.tiebreak.api.TeamTournament;

/**
 * Random team events ({@link TrfTeamEvents}) written as team files read back equal, without
 * warnings, and the document read writes the same text again.
 */
class TrfTeamRoundTripProperties {

  @Property(tries = 300)
  void writeTrf26ThenRead_givesTheEventBack(@ForAll long seed, @ForAll boolean numbered) {
    check(TrfTeamEvents.random(new Random(seed), numbered), TrfVersion.TRF26);
  }

  @Property(tries = 100)
  void writeTrf16ThenRead_givesTheEventBack(@ForAll long seed) {
    check(TrfTeamEvents.random(new Random(seed), true), TrfVersion.TRF16);
  }

  private static void check(TeamTournament event, TrfVersion version) {
    String written = Trf.write(event, version);
    TrfDocument document = Trf.read(written.getBytes(StandardCharsets.UTF_8));
    assertEquals(event, document.teamTournament().orElseThrow(), written);
    assertTrue(document.warnings().isEmpty(), document.warnings() + "\n" + written);
    assertEquals(written, Trf.write(document, version));
    assertEquals(document, Trf.read(Trf.write(document, version)));
  }
}
