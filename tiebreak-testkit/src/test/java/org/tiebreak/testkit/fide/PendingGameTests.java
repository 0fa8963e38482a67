package org.tiebreak.testkit.fide;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tiebreak.api.Score;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.standings.Explanation;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.rulesets.fide.FideEdition;
import org.tiebreak.testkit.Crosstables;

/**
 * The FIDE tie-breaks during a round in progress: a pending game is a round the player has not
 * yet played. A Swiss of six players in its final round 4, where 1 beat 4 and the games 3-5 and
 * 2-6 are still pending; 3 had the pairing-allocated bye and 6 a zero-point bye in round 3.
 * Scores 1: 3, 2: 1.5, 3: 2.5, 4: 0.5, 5: 2, 6: 0.5.
 */
class PendingGameTests {

  static final Tournament ROUND_IN_PROGRESS = Crosstables.parse("""
      1 A 3.0 W2w D3b D5w W4b
      2 B 1.5 L1b D5w W4b P6w
      3 C 2.5 W4w D1w U   P5b
      4 D 0.5 L3b D6w L2w L1w
      5 E 2.0 W6w D2b D1b P3w
      6 F 0.5 L5b D4b Z   P2b
      """, 4);

  static Map<Integer, Score> values(FideEdition edition, String code) {
    Standings standings = FideProperties.rank(ROUND_IN_PROGRESS, edition, code);
    Map<Integer, Score> values = new LinkedHashMap<>();
    for (int p = 1; p <= 6; p++) {
      values.put(p, FideProperties.value(standings, p, code));
    }
    return values;
  }

  static Map<Integer, Score> figures(String... figures) {
    Map<Integer, Score> values = new LinkedHashMap<>();
    for (int p = 1; p <= figures.length; p++) {
      values.put(p, Score.parse(figures[p - 1]));
    }
    return values;
  }

  static Explanation explain(FideEdition edition, String code, int player) {
    return FideProperties.rank(ROUND_IN_PROGRESS, edition, code).explain(player, code);
  }

  /**
   * Art. 16 (2026). 6's zero-point bye is followed only by a pending game: a requested bye in
   * the player's last round (16.2.5), which 6's opponents see as a draw, so 6 counts 1 for them
   * (a finished game in round 4 would make it 16.2.3, counted at its 0 points). 3's
   * pairing-allocated bye (16.2.1) is met by a dummy with 3's own 2.5 capped at a draw's points
   * times the 3 rounds 3 has finished (16.4.2): 1.5. The opponents are seen at 1: 3, 2: 1.5,
   * 3: 2.5, 4: 0.5, 5: 2, 6: 1, so BH 1: 1.5 + 2.5 + 2 + 0.5; 2: 3 + 2 + 0.5; 3: 0.5 + 3 + 1.5
   * (dummy); 4: 2.5 + 1 + 1.5 + 3; 5: 1 + 1.5 + 3; 6: 2 + 0.5 + 0.5 (dummy, 6's own 0.5).
   */
  @Test
  void buchholz2026_aPendingGameIsNoRoundOfTheUnplayedRoundRules() {
    assertEquals(figures("6.5", "5.5", "5", "8", "5.5", "3"),
        values(FideEdition.EDITION_2026, "BH"));
    Explanation three = explain(FideEdition.EDITION_2026, "BH", 3);
    Explanation.Line bye = three.lines().get(2);
    assertEquals(Score.parse("1.5"), bye.usedScore().orElseThrow());
    assertTrue(bye.adjustment().orElseThrow().toString().contains("capped at a draw's points"
        + " times 3 rounds, 1.5 (16.4.2)"), bye.toString());
    Explanation.Line pending = three.lines().get(3);
    assertFalse(pending.contribution().isPresent(), pending.toString());
    assertTrue(pending.toString().contains("pending: not yet played"), pending.toString());
  }

  /**
   * Art. 16 (2024): the dummy has the player's own score, uncapped: 3's is 2.5, so BH 3 is
   * 0.5 + 3 + 2.5; the others as in 2026.
   */
  @Test
  void buchholz2024_theDummyHasTheOwnScore() {
    assertEquals(figures("6.5", "5.5", "6", "8", "5.5", "3"),
        values(FideEdition.EDITION_2024, "BH"));
  }

  /**
   * Before 2023: the opponents' unplayed rounds count as draws (3 is seen at 2, 6 at 1), and
   * the virtual opponent of a player's own unplayed round has the player's score before it, the
   * other side of its result, and a draw in each later round the player has finished: none here,
   * round 4 being pending. 3's has 1.5 + 0 (the bye scored a win), 6's 0.5 + 1 (the bye scored
   * nothing). BH 1: 1.5 + 2 + 2 + 0.5; 3: 0.5 + 3 + 1.5; 4: 2 + 1 + 1.5 + 3; 6: 2 + 0.5 + 1.5.
   */
  @Test
  void buchholzBefore2023_theVirtualOpponentDrawsNoPendingRound() {
    assertEquals(figures("6", "5.5", "5", "7.5", "5.5", "4"),
        values(FideEdition.PRE_2023, "BH"));
  }

  /**
   * Fore Buchholz (8.3): every paired game of the final round counts as a draw, pending or not,
   * so round 4 is a drawn game for everyone: scores 1: 2.5, 2: 2, 3: 3, 4: 1, 5: 2.5, 6: 1. 6's
   * zero-point bye is now followed by a game (16.2.3) and counts 0 for the opponents; the dummy
   * cap counts 4 rounds. FB 1: 2 + 3 + 2.5 + 1; 2: 2.5 + 2.5 + 1 + 1; 3: 1 + 2.5 + 2 (dummy, 3
   * capped at 2) + 2.5; 4: 3 + 1 + 2 + 2.5; 5: 1 + 2 + 2.5 + 3; 6: 2.5 + 1 + 1 (dummy) + 2. The
   * figures stay the same once the pending games are finished, whatever their results.
   */
  @Test
  void foreBuchholz_countsThePendingFinalRoundAsDrawn() {
    Map<Integer, Score> expected = figures("8.5", "7", "8", "8.5", "8.5", "6.5");
    assertEquals(expected, values(FideEdition.EDITION_2026, "FB"));
    Tournament finished = Crosstables.parse("""
        1 A 3.0 W2w D3b D5w W4b
        2 B 2.5 L1b D5w W4b W6w
        3 C 2.5 W4w D1w U   L5b
        4 D 0.5 L3b D6w L2w L1w
        5 E 3.0 W6w D2b D1b W3w
        6 F 0.5 L5b D4b Z   L2b
        """, 4);
    Standings standings = FideProperties.rank(finished, FideEdition.EDITION_2026, "FB");
    for (int p = 1; p <= 6; p++) {
      assertEquals(expected.get(p), FideProperties.value(standings, p, "FB"), "#" + p);
    }
  }

  /**
   * Sum of Progressive Scores (7.5): the scores after each round the player finished. 1: 1 +
   * 1.5 + 2 + 3; 2: 0 + 0.5 + 1.5; 3: 1 + 1.5 + 2.5; 4: 0 + 0.5 + 0.5 + 0.5; 5: 1 + 1.5 + 2; 6:
   * 0 + 0.5 + 0.5. PS/C1 leaves out the first of those.
   */
  @Test
  void progressiveScores_countTheFinishedRounds() {
    assertEquals(figures("7.5", "2", "5", "1.5", "4.5", "1"),
        values(FideEdition.EDITION_2026, "PS"));
    assertEquals(figures("6.5", "2", "4", "1.5", "3.5", "1"),
        values(FideEdition.EDITION_2026, "PS/C1"));
  }

  /**
   * Koya (9.2): each participant's limit is half the maximum of the rounds they finished: 2 for
   * 1 and 4 (four rounds), 1.5 for the others (three). 1 (3), 2 (1.5), 3 (2.5) and 5 (2) reach
   * theirs, 4 and 6 do not. KS 1: 1 (against 2) + 0.5 (3) + 0.5 (5); 2: 0.5 (5); 3: 0.5 (1); 4:
   * 0; 5: 0.5 (2) + 0.5 (1); 6: 0. With one limit of 2 for everyone, 2 would fall below it.
   */
  @Test
  void koya_eachLimitCountsTheRoundsFinished() {
    assertEquals(figures("2", "0.5", "0.5", "0", "1", "0"),
        values(FideEdition.EDITION_2026, "KS"));
    assertEquals(List.of("points scored against the participants with at least 2 points",
        "a participant with a game still pending: the limit of the rounds they finished, 1.5"
            + " points"), notes(explain(FideEdition.EDITION_2026, "KS", 1)));
  }

  /**
   * The counts of Art. 7 and the rating tie-breaks of Art. 10 leave a pending game out: REP
   * counts the rounds finished but the zero-point bye (6: 2); BPG the games played with Black
   * (3's pending game with Black is none); WIN the rounds with a win's points, 3's bye included.
   */
  @Test
  void ownResults_leaveThePendingGameOut() {
    assertEquals(figures("4", "3", "3", "4", "3", "2"), values(FideEdition.EDITION_2026, "REP"));
    assertEquals(figures("2", "2", "0", "1", "2", "2"), values(FideEdition.EDITION_2026, "BPG"));
    assertEquals(figures("2", "1", "2", "0", "1", "0"), values(FideEdition.EDITION_2026, "WIN"));
  }

  /**
   * Direct Encounter with forfeits counted (/P): A, B and C tie on 1 in a Swiss. A beat B, B
   * and C drew, and A-C is pending: a missing game for 6.3, which C could still win. A ranks
   * first only if nobody could overtake: C could reach 1.5, so all three stay tied. Counting the
   * pending game as met would have ranked A first under 6.2.
   */
  @Test
  void directEncounter_aPendingGameIsMissing() {
    Tournament tournament = Crosstables.parse("""
        1 A 1.0 W2w L5b P3w
        2 B 1.0 L1b D3w D6b
        3 C 1.0 D4w D2b P1b
        4 D 1.5 D3b W6w L5b
        5 E 3.0 W6w W1w W4w
        6 F 0.5 L5b L4b D2w
        """, 4);
    Standings standings = FideProperties.rank(tournament, FideEdition.EDITION_2026, "DE/P");
    Map<Integer, String> places = new LinkedHashMap<>();
    standings.rows().forEach(row -> places.put(row.player().startNumber(), row.place()));
    assertEquals(Map.of(5, "1", 4, "2", 1, "3-5", 2, "3-5", 3, "3-5", 6, "6"), places);
  }

  static List<String> notes(Explanation explanation) {
    List<String> notes = new ArrayList<>();
    explanation.notes().forEach(note -> notes.add(note.toString()));
    return notes;
  }
}
