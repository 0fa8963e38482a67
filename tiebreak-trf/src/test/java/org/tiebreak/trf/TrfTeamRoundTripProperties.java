package org.tiebreak.trf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Random;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.tiebreak.api.team.TeamTournament;

/**
 * Random team events ({@link TrfTeamEvents}) written as team files read back equal, without
 * warnings, and the document read writes the same text again. Every team event the reader builds,
 * also from those files mutated ({@link TrfMutationProperties}), is written as TRF26 and reads
 * back equal: what the reader takes, the writer writes.
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

  @Property(tries = 800)
  void readMutatedTeamFile_theEventReadIsWrittenBackEqual(@ForAll long seed,
      @ForAll boolean numbered, @ForAll("mutations") List<TrfMutationProperties.Edit> edits) {
    TrfMutationProperties.check(TrfMutationProperties.apply(
        Trf.write(TrfTeamEvents.random(new Random(seed), numbered), TrfVersion.TRF26), edits));
  }

  @Provide
  Arbitrary<List<TrfMutationProperties.Edit>> mutations() {
    return TrfMutationProperties.mutations();
  }

  /** The team event written as TRF26 reads back equal. */
  static void writtenBackEqual(TeamTournament event) {
    String written = Trf.write(event, TrfVersion.TRF26);
    assertEquals(event, Trf.read(written).teamTournament().orElseThrow(), written);
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
