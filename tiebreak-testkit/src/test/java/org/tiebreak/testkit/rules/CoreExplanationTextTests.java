package org.tiebreak.testkit.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.tiebreak.api.Score;
import org.tiebreak.api.standings.Explanation;
import org.tiebreak.api.standings.Message;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.core.TiebreakEngine;
import org.tiebreak.core.rules.Forfeits;
import org.tiebreak.core.rules.OpponentUnplayed;
import org.tiebreak.core.rules.Tiebreaks;
import org.tiebreak.rulesets.mca.Mca;
import org.tiebreak.rulesets.uscf.Uscf;

/**
 * The texts of the general rules' explanations in German, and the plural forms of their English
 * texts at the edges (one, none, several).
 */
class CoreExplanationTextTests {

  private static final Locale DE = Locale.GERMAN;

  private static List<String> notesIn(Explanation explanation, Locale locale) {
    return explanation.notes().stream().map(note -> note.format(locale)).toList();
  }

  @Test
  void kashdan_wholeExplanationInGerman() {
    Explanation dee = ValueRuleFixtures.explain(ValueRuleFixtures.swiss(), Mca.kashdan(), 4);
    assertEquals("""
        Kashdan (KASH) von Spieler 4: 10
          Runde 1, R, Gegner 3, zählt 2, Summe 2
          Runde 2, + (kampflos gewonnen), Gegner 2, (nicht gespielte Runde: zählt 2), zählt 2, \
        Summe 4
          Runde 3, - (kampflos verloren), Gegner 5, (nicht gespielte Runde: zählt 2), zählt 2, \
        Summe 6
          Runde 4, S, Gegner 1, zählt 4, Summe 10
          4 je Sieg, 2 je Remis, 1 je Niederlage am Brett, 2 je nicht gespielte Runde""",
        dee.format(DE));
  }

  @Test
  void sonnebornBerger_nestedAdjustmentInGerman() {
    Explanation dee = ValueRuleFixtures.explain(ValueRuleFixtures.swiss(),
        Tiebreaks.sonnebornBerger(OpponentUnplayed.COUNT_HALF, Forfeits.COUNTED_AS_GAMES), 4);
    assertEquals("kampfloser Sieg als Sieg über den angesetzten Gegner gewertet; 1 nicht "
        + "gespielte Runde des Gegners mit je ½ gewertet",
        dee.lines().get(1).adjustment().orElseThrow().format(DE));
    assertEquals("kampflose Niederlage: zählt nichts",
        dee.lines().get(2).adjustment().orElseThrow().format(DE));
    assertEquals("ein kampfloser Sieg zählt als Sieg über den angesetzten Gegner",
        notesIn(dee, DE).get(1));
  }

  @Test
  void modifiedMedian_cutInGerman() {
    Explanation dee = ValueRuleFixtures.explain(ValueRuleFixtures.swiss(),
        Uscf.modifiedMedian(), 4);
    assertEquals("eigene nicht gespielte Runde zählt als Gegner mit 0",
        dee.lines().get(1).adjustment().orElseThrow().format(DE));
    assertEquals(List.of("über der Hälfte (2.5 von 4): der niedrigste Gegner gestrichen"),
        notesIn(dee, DE));
  }

  @Test
  void fidePerformance_notesInGerman() {
    Explanation e = RatingTournaments.explain(RatingTournaments.roundRobin(),
        PerformanceRatingTests.TPR, 1);
    assertEquals(List.of(
        "Gegnerschnitt (ARO): 6000 / 3 = 2000, kaufmännisch gerundet: 2000",
        "p: 2 Punkte / 3 Partien = 0.6666…, kaufmännisch auf zwei Dezimalstellen gerundet: 0.67",
        "dp(0.67) = 125 (Umrechnungstabelle FIDE B.02)",
        "Turnierleistung (TPR): 2000 + 125 = 2125"), notesIn(e, DE));
  }

  @Test
  void scholasticTeams_membersInGerman() {
    Standings teams = TiebreakEngine.rankTeams(ScholasticTeamsTests.PLAYERS,
        ScholasticTeamsTests.schools().build());
    Explanation solkoff = teams.explain(2, "SOLK");
    assertEquals("Mitglied 7 Gray, Gus, Platz 8, gewertet 4.5, (nicht unter den besten 2), "
        + "zählt 0, gestrichen, Summe 10.5", solkoff.lines().get(2).format(DE));
    assertEquals(List.of("die besten 2 Mitglieder nach der Einzelrangliste zählen: 6, 2",
        "nicht gezählt: 7"), notesIn(solkoff, DE));
    Explanation score = teams.explain(3, "score");
    assertEquals("fehlendes Mitglied 2 von 2, gewertet 0, (ein fehlendes Mitglied zählt 0), "
        + "zählt 0, Summe 2", score.lines().get(1).format(DE));
  }

  @Test
  void plurals_oneNoneAndSeveral() {
    assertEquals("no loss in 1 round: ranks as a first loss in round 2",
        Message.of("firstLoss.none", 1, 2).toString());
    assertEquals("no loss in 0 rounds: ranks as a first loss in round 1",
        Message.of("firstLoss.none", 0, 1).toString());
    assertEquals("keine Niederlage in 1 Runde: gilt als erste Niederlage in Runde 2",
        Message.of("firstLoss.none", 1, 2).format(DE));
    assertEquals("not yet entered after 3 rounds",
        Message.of("lateArrival.notYetAfter", 3).toString());
    assertEquals("2 unplayed rounds of the opponent counted as 1 (a draw) each",
        Message.of("rounds.opponentUnplayedCounted", 2,
            Message.of("rounds.drawPoints", Score.ONE)).toString());
    assertEquals("average of 1 opponent rating: 1800 / 1 = 1800 (not rounded: 1800)",
        Message.of("averageRating.exact", 1, 1800, "1800", Score.of(1800)).toString());
    assertEquals("average of 1234 opponent performances: 2468000 / 1234 = 2000, rounded to the "
        + "nearest whole number, .5 up: 2000",
        Message.of("performance.average", 1234, 2468000, "2000", 2000).toString());
    assertEquals("p: 1 point / 1 game = 1, rounded half up to two decimals: 1.00",
        Message.of("performance.p", Message.of("performance.point", Score.ONE), 1, "1", "1.00")
            .toString());
    assertEquals("plus score (7 of 9): the lowest 2 opponents dropped",
        Message.of("modifiedMedian.plusScore", Score.of(7), Score.of(9), 2).toString());
    assertEquals("genau die Hälfte (4.5 von 9): die 2 höchsten und die 2 niedrigsten Gegner "
        + "gestrichen",
        Message.of("modifiedMedian.evenScore", Score.of(9, 2), Score.of(9), 2).format(DE));
    assertEquals("minus score (2 of 9): the highest opponent dropped",
        Message.of("modifiedMedian.minusScoreHighest", Score.of(2), Score.of(9), 1).toString());
  }
}
