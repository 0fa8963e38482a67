package org.tiebreak.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tiebreak.api.Format;
import org.tiebreak.api.Tournament;
import org.tiebreak.cli.CliTests.Run;
import org.tiebreak.testkit.Crosstables;
import org.tiebreak.trf.Trf;
import org.tiebreak.trf.TrfVersion;

/**
 * What an arbiter meets around tie-breaks, through the command line: a play-off's result and the
 * arbiter's order (from the file's {@code ### TB} comments, or {@code --play-off} and
 * {@code --arbiter}), an expelled player and a round-robin withdrawal, ratings by round, a
 * tie-break list changed after the start, lots drawn with the event's own seed, and Direct
 * Encounter applied again.
 */
class CliArbiterTests {

  @TempDir
  Path dir;

  /** The 6-player round robin of Direct Encounter applied again (1 to 4 on 3 points). */
  static Tournament roundRobin() {
    return Crosstables.parse("""
        1 Alpha   3.0 D6w D2w W3b D4w D5b
        2 Bravo   3.0 D5w D1b D6w D3w W4b
        3 Charlie 3.0 D4w W5b L1w D2b W6w
        4 Delta   3.0 D3b W6b W5w D1b L2w
        5 Echo    1.5 D2b L3w L4b D6b D1w
        6 Foxtrot 1.5 D1b L4w D2b D5w L3b
        """, 5, Format.ROUND_ROBIN);
  }

  /** The tournament as a TRF-26 file with these comment lines added, in {@link #dir}. */
  Path file(Tournament tournament, String... comments) throws IOException {
    Path file = dir.resolve("event.trf");
    Files.writeString(file, Trf.write(tournament, TrfVersion.TRF26) + String.join("\n", comments)
        + (comments.length > 0 ? "\n" : ""), StandardCharsets.UTF_8);
    return file;
  }

  @Test
  void directEncounterAppliedAgain_isShownWithTheSeparatingFigures() throws IOException {
    Path file = file(roundRobin());
    Run standings = CliTests.run("standings", file.toString(), "--ruleset", "fide-rr");
    assertTrue(standings.out().contains("below 2 on DE (2 to 1)"), standings.out());
    assertFalse(standings.out().contains("(0.5 to 0.5)"), standings.out());
    Run compare = CliTests.run("compare", file.toString(), "1", "3", "--ruleset", "fide-rr");
    assertTrue(compare.out().startsWith("1 above 3 on DE (2 to 1)\n"), compare.out());
    assertTrue(compare.out().contains("DE    2  1  decides (applied again: the standings print 0.5"
        + " and 0.5)"), compare.out());
    Run explain = CliTests.run("explain", file.toString(), "--player", "3", "--ruleset",
        "fide-rr");
    assertTrue(explain.out().contains("placed below 2 (Bravo) on DE (2 to 1)"), explain.out());
  }

  @Test
  void playOffAndArbiter_fromTheFileAndFromOptions() throws IOException {
    Path file = file(roundRobin(), "### TB PLAYOFF 2 1", "### TB PLAYOFF-GAME 3 4 1-0");
    Run run = CliTests.run("standings", file.toString(), "--ruleset", "fide-rr");
    assertEquals(0, run.status(), run.err());
    assertTrue(run.out().contains("    1    2  Bravo"), run.out());
    assertTrue(run.out().contains("below 2 on PLAYOFF "), run.out());
    assertTrue(run.out().contains("below 3 on PLAYOFF (1 to 0)"), run.out());
    assertTrue(run.out().contains("PLAYOFF  Play-off: the order a play-off among tied players"
        + " produced"), run.out());
    Run compare = CliTests.run("compare", file.toString(), "4", "3", "--ruleset", "fide-rr");
    assertTrue(compare.out().startsWith("3 above 4 on PLAYOFF (1 to 0)\n"), compare.out());
    assertTrue(compare.out().contains("PLAYOFF  0  1  decides"), compare.out());
    Run explain = CliTests.run("explain", file.toString(), "--player", "4", "--ruleset",
        "fide-rr");
    assertTrue(explain.out().contains("Play-off (PLAYOFF) of player 4: 0"), explain.out());

    Path plain = file(roundRobin());
    Run options = CliTests.run("standings", plain.toString(), "--ruleset", "fide-rr",
        "--play-off", "2 1", "--arbiter", "4 3");
    assertTrue(options.out().contains("below 2 on PLAYOFF "), options.out());
    assertTrue(options.out().contains("below 4 on ARBITER "), options.out());
    Run bad = CliTests.run("standings", plain.toString(), "--arbiter", "2 x");
    assertEquals(2, bad.status());
    assertTrue(bad.err().startsWith("tiebreak: --arbiter takes start numbers"), bad.err());
    Run notTied = CliTests.run("standings", plain.toString(), "--play-off", "1 5");
    assertEquals(2, notTied.status());
    assertTrue(notTied.err().contains("who do not share a score"), notTied.err());
  }

  @Test
  void expelledAndWithdrawnPlayers() throws IOException {
    Path expelled = file(roundRobin(), "### TB EXPELLED 6 6");
    Run run = CliTests.run("standings", expelled.toString(), "--ruleset", "fide-rr");
    assertEquals(0, run.status(), run.err());
    assertTrue(run.out().contains("\nLeft out of the standings:\n     6  Foxtrot: left out of the"
        + " standings: was expelled before round 6; every game counts"), run.out());
    assertTrue(run.err().contains(": warning: player 6, round 6: left out of the standings"),
        run.err());
    Run compare = CliTests.run("compare", expelled.toString(), "6", "1");
    assertEquals(2, compare.status());
    assertTrue(compare.err().contains("\ntiebreak: player 6: left out of the standings: was"
        + " expelled before round 6"), compare.err());
    Run explain = CliTests.run("explain", expelled.toString(), "--player", "6");
    assertTrue(explain.out().startsWith("Foxtrot (6): left out of the standings"), explain.out());

    Tournament withdrew = Crosstables.parse("""
        1 Alpha   3.0 D6w D2w W3b D4w D5b
        2 Bravo   3.5 D5w D1b F   D3w W4b
        3 Charlie 3.0 D4w W5b L1w D2b F
        4 Delta   3.0 D3b W6b W5w D1b L2w
        5 Echo    2.0 D2b L3w L4b F   D1w
        6 Foxtrot 0.5 D1b L4w X   X   X
        """, 5, Format.ROUND_ROBIN);
    Path early = file(withdrew);
    assertTrue(Files.readString(early).contains("### TB WITHDREW 6 3"));
    Run counted = CliTests.run("standings", early.toString(), "--ruleset", "big-rapids-rr");
    assertTrue(counted.out().contains("Foxtrot"), counted.out());
    Run rule = CliTests.run("standings", early.toString(), "--ruleset", "big-rapids-rr",
        "--withdrawals", "under-half");
    assertFalse(rule.out().contains("    6  Foxtrot  "), rule.out());
    assertTrue(rule.out().contains("     6  Foxtrot: left out of the standings: withdrew before"
        + " round 3 having played 2 of 5 games"), rule.out());
    Path fileRule = file(withdrew, "### TB WITHDRAWALS UNDER-HALF");
    assertEquals(rule.out(), CliTests.run("standings", fileRule.toString(), "--ruleset",
        "big-rapids-rr").out());
  }

  @Test
  void ratingsByRound_andTheirWarning() throws IOException {
    Tournament rated = Crosstables.parse("""
        1 A (2000) 2.5 W2w W3b D4w
        2 B (1800) 2.0 L1b W4w W3b
        3 C (1500) 0.5 D4w L1w L2w
        4 D (1600) 1.0 D3b L2b D1b
        """, 3);
    Path file = file(rated, "### TB RATING 2 3 1900");
    Run first = CliTests.run("explain", file.toString(), "--player", "3", "--tiebreaks", "ARO");
    assertTrue(first.out().contains("Average Rating of Opponents (ARO) of player 3: 1800"),
        first.out());
    assertTrue(first.err().contains("warning: rating-based tie-breaks (ARO) rank an event over"
        + " more than one rating period"), first.err());
    Run byRound = CliTests.run("explain", file.toString(), "--player", "3", "--tiebreaks", "ARO",
        "--ratings", "by-round");
    assertTrue(byRound.out().contains("Average Rating of Opponents (ARO) of player 3: 1833"),
        byRound.out());
    assertTrue(byRound.out().contains("rating 1900, in force in round 3"), byRound.out());
  }

  /**
   * C is unrated: the arbiter's estimate of 1500 ({@code ### TB ASSIGNED}) and 0 for every
   * unrated player ({@code ARO/U0}), side by side, each named in the explanation.
   */
  @Test
  void unratedPlayer_assignedAndFixedRating_sideBySide() throws IOException {
    Tournament rated = Crosstables.parse("""
        1 A (2000) 2.5 W2w W3b D4w
        2 B (1800) 2.0 L1b W4w W3b
        3 C        0.5 D4w L1w L2w
        4 D (1600) 1.0 D3b L2b D1b
        """, 3);
    Path file = file(rated, "### TB ASSIGNED 3 1500");
    Run run = CliTests.run("explain", file.toString(), "--player", "1", "--tiebreaks",
        "ARO,ARO/U0");
    assertEquals(0, run.status(), run.err());
    assertTrue(run.out().contains("Average Rating of Opponents (ARO) of player 1: 1633"),
        run.out());
    assertTrue(run.out().contains("unrated opponent: counted as 1500, the rating the arbiter"
        + " assigned"), run.out());
    assertTrue(run.out().contains("of player 1: 1133"), run.out());
    assertTrue(run.out().contains("unrated opponent: counted as 0, the rating of every unrated"
        + " player (/U)"), run.out());
    Run unassigned = CliTests.run("explain", file(rated).toString(), "--player", "1",
        "--tiebreaks", "ARO");
    assertFalse(unassigned.out().contains("the rating the arbiter assigned"), unassigned.out());
  }

  /** Figures computed elsewhere ({@code ### TB FIGURES}) order tied players under their code. */
  @Test
  void figuresComputedElsewhere_orderTiedPlayers() throws IOException {
    Path file = file(roundRobin(), "### TB FIGURES EXT 4:2 3:1.5");
    Run run = CliTests.run("compare", file.toString(), "3", "4", "--ruleset", "fide-rr");
    assertEquals(0, run.status(), run.err());
    assertTrue(run.out().startsWith("4 above 3 on EXT (2 to 1.5)\n"), run.out());
  }

  /**
   * The prizes follow a play-off: Player, A and Player, B share first on 6 points and the
   * median ranks A first; a play-off B wins gives B the title, while the two still share the
   * cash of first and second place, as US Chess shares it by score.
   */
  @Test
  void prizes_followAPlayOff() {
    String wscf = CliJsonSchemaTests.repositoryFile("examples/wscf.trf").toString();
    String prizes = CliJsonSchemaTests.repositoryFile("examples/wscf-prizes.json").toString();
    Run before = CliTests.run("prizes", wscf, "--prizes", prizes);
    assertTrue(before.out().contains("    1    1  Player, A    6  250.00  place-1, place-2"
        + "            Club Champion"), before.out());
    Run run = CliTests.run("prizes", wscf, "--prizes", prizes, "--play-off", "2 1");
    assertEquals(0, run.status(), run.err());
    assertTrue(run.out().contains("    1    2  Player, B    6  250.00  place-1, place-2"
        + "            Club Champion"), run.out());
    assertTrue(run.out().contains("    2    1  Player, A    6  250.00  place-1, place-2"),
        run.out());
    assertTrue(run.out().contains("2 above 1 on PLAYOFF"), run.out());
  }

  @Test
  void tiebreakListChangedAfterTheStart_isWarned() throws IOException {
    Path file = file(roundRobin(), "202 DE,SB",
        "### TB LIST-CHANGED after round 3, previous list: SB,DE");
    Run run = CliTests.run("standings", file.toString());
    assertEquals(0, run.status(), run.err());
    assertTrue(run.err().contains(":10:1: warning: the tie-break list was changed after round 3"
        + " (previous list: SB, DE): FIDE C.07 Art. 4.1.1 has the list published before the"
        + " start"), run.err());
  }

  @Test
  void drawLots_withTheEventsOwnSeed() throws IOException {
    Path file = file(Tournament.builder().name("Club").startDate(LocalDate.of(2026, 5, 4))
        .plannedRounds(1).addRow(org.tiebreak.api.Player.of(1, "A"),
            org.tiebreak.api.RoundResult.draw(2))
        .addRow(org.tiebreak.api.Player.of(2, "B"), org.tiebreak.api.RoundResult.draw(1))
        .build());
    Run once = CliTests.run("standings", file.toString(), "--ruleset", "fide", "--draw-lots");
    Run again = CliTests.run("standings", file.toString(), "--ruleset", "fide", "--draw-lots");
    assertEquals(once.out(), again.out());
    assertTrue(once.out().contains("decided by lot (seed "), once.out());
    assertTrue(once.err().contains("tiebreak: lots are drawn, where the ruleset does, with the"
        + " event's own seed"), once.err());
    Run seeded = CliTests.run("standings", file.toString(), "--ruleset", "fide", "--draw-lots",
        "--lot-seed", "42");
    assertTrue(seeded.out().contains("decided by lot (seed 42)"), seeded.out());
    Run undrawn = CliTests.run("standings", file.toString(), "--ruleset", "fide");
    assertTrue(undrawn.out().contains("to be decided by lot"), undrawn.out());
  }
}
