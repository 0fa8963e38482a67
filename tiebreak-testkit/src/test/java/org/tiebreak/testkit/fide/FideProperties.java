package org.tiebreak.testkit.fide;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Group;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.tiebreak.api.Player;
import org.tiebreak.api.PointSystem;
import org.tiebreak.api.RuleFailedException;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.Score;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.rule.TiebreakRule;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.core.TiebreakEngine;
import org.tiebreak.rulesets.fide.Fide;
import org.tiebreak.rulesets.fide.FideEdition;
import org.tiebreak.testkit.TiebreakRuleContract;
import org.tiebreak.testkit.TournamentArbitraries;
import org.tiebreak.testkit.TournamentTransforms;

/**
 * Properties of the FIDE tie-breaks on generated Swiss events and round robins with every kind of
 * unplayed round, complete or in progress, rated or not, scored 1-½-0 or otherwise: every code
 * under every edition explains its figures and ignores the start numbers, the cuts only lower a
 * sum, the counts of Art. 7 keep their order, and the contract of a rule holds.
 */
class FideProperties {

  /** Every code, with the modifiers that change a figure. */
  static final List<String> CODES = List.of("BH", "BH/C1", "BH/C2", "BH/M1", "BH/P", "FB",
      "FB/C1", "AOB", "AOB/F", "SB", "SB/C1", "SB/P", "KS", "KS/L+1", "KS/L60", "PS", "PS/C1",
      "WIN", "WON", "BPG", "BWG", "REP", "STD", "TPN", "TPN/R", "RTNG", "RTNG/U1500", "ARO",
      "ARO/C1", "ARO/M1/U1500", "TPR", "TPR/U1500", "PTP", "APRO", "APPO/U1500");

  static final List<FideEdition> EDITIONS = List.of(FideEdition.values());

  static List<PointSystem> pointSystems() {
    List<PointSystem> all = new ArrayList<>(TournamentArbitraries.otherPointSystems());
    all.add(PointSystem.STANDARD);
    return all;
  }

  @Provide
  Arbitrary<Tournament> swiss() {
    return TournamentArbitraries.swiss().allUnplayedKinds().inProgress().rated(10)
        .pointSystems(pointSystems().toArray(PointSystem[]::new));
  }

  @Provide
  Arbitrary<Tournament> roundRobins() {
    return TournamentArbitraries.roundRobin().allUnplayedKinds().inProgress().rated(0);
  }

  @Provide
  Arbitrary<Tournament> standardSwiss() {
    return TournamentArbitraries.swiss().allUnplayedKinds().inProgress();
  }

  static Standings rank(Tournament tournament, FideEdition edition, String... codes) {
    List<TiebreakRule> rules = new ArrayList<>();
    for (String code : codes) {
      rules.add(Fide.rule(edition, code));
    }
    return TiebreakEngine.rank(tournament, Ruleset.builder().name("fide").addAllRules(rules)
        .build());
  }

  static Score value(Standings standings, int player, String code) {
    return standings.row(player).values().get(code);
  }

  /** Every code under every edition gives each player a figure that its explanation repeats. */
  @Property(tries = 60)
  void everyCode_explainsItsFigures(@ForAll("swiss") Tournament tournament) {
    for (FideEdition edition : EDITIONS) {
      Standings standings = rank(tournament, edition, CODES.toArray(String[]::new));
      for (Player player : tournament.players()) {
        int p = player.startNumber();
        for (String code : CODES) {
          assertEquals(standings.row(p).values().get(code),
              standings.explain(p, code).value().orElseThrow(), edition + " " + code + " #" + p);
        }
      }
    }
  }

  /** Renumbering the players moves the figures with them. */
  @Property(tries = 40)
  void everyCode_ignoresTheStartNumbers(@ForAll("swiss") Tournament tournament,
      @ForAll long shuffle) {
    Map<Integer, Integer> numbers =
        TournamentTransforms.randomNumbers(tournament, new Random(shuffle));
    Tournament renumbered = TournamentTransforms.renumber(tournament, numbers);
    List<String> codes = new ArrayList<>(CODES);
    codes.removeIf(code -> code.startsWith("TPN"));
    for (FideEdition edition : EDITIONS) {
      Standings before = rank(tournament, edition, codes.toArray(String[]::new));
      Standings after = rank(renumbered, edition, codes.toArray(String[]::new));
      for (Player player : tournament.players()) {
        int p = player.startNumber();
        assertEquals(before.row(p).values(), after.row(numbers.get(p)).values(),
            edition + " #" + p);
      }
    }
  }

  /**
   * The cuts only take away: BH ≥ BH/C1 ≥ BH/C2, BH/C1 ≥ BH/M1, FB ≥ FB/C1 and PS ≥ PS/C1 (no
   * point system here gives negative points).
   */
  @Property(tries = 80)
  void cuts_onlyLowerTheSum(@ForAll("standardSwiss") Tournament tournament) {
    for (FideEdition edition : EDITIONS) {
      Standings standings = rank(tournament, edition, "BH", "BH/C1", "BH/C2", "BH/M1", "FB",
          "FB/C1", "PS", "PS/C1", "SB", "SB/C1");
      for (Player player : tournament.players()) {
        int p = player.startNumber();
        String what = edition + " #" + p;
        assertTrue(value(standings, p, "BH").compareTo(value(standings, p, "BH/C1")) >= 0, what);
        assertTrue(value(standings, p, "BH/C1").compareTo(value(standings, p, "BH/C2")) >= 0,
            what);
        assertTrue(value(standings, p, "BH/C1").compareTo(value(standings, p, "BH/M1")) >= 0,
            what);
        assertTrue(value(standings, p, "FB").compareTo(value(standings, p, "FB/C1")) >= 0, what);
        assertTrue(value(standings, p, "PS").compareTo(value(standings, p, "PS/C1")) >= 0, what);
        assertTrue(value(standings, p, "SB").compareTo(value(standings, p, "SB/C1")) >= 0, what);
        assertTrue(value(standings, p, "BH/C2").compareTo(Score.ZERO) >= 0, what);
      }
    }
  }

  /**
   * The counts of Art. 7 keep their order: WON ≤ WIN, BWG ≤ WON, BWG ≤ BPG, REP ≤ the rounds;
   * and scored 1-½-0, STD is the score.
   */
  @Property(tries = 80)
  void ownResults_keepTheirOrder(@ForAll("swiss") Tournament tournament) {
    for (FideEdition edition : EDITIONS) {
      Standings standings = rank(tournament, edition, "WIN", "WON", "BPG", "BWG", "REP", "STD");
      for (Player player : tournament.players()) {
        int p = player.startNumber();
        String what = edition + " #" + p;
        assertTrue(value(standings, p, "WON").compareTo(value(standings, p, "WIN")) <= 0, what);
        assertTrue(value(standings, p, "BWG").compareTo(value(standings, p, "WON")) <= 0, what);
        assertTrue(value(standings, p, "BWG").compareTo(value(standings, p, "BPG")) <= 0, what);
        assertTrue(value(standings, p, "REP")
            .compareTo(Score.of(tournament.roundsPlayed())) <= 0, what);
        if (tournament.pointSystem().isStandard()) {
          assertEquals(tournament.score(p), value(standings, p, "STD"), what);
        }
      }
    }
  }

  /**
   * Swiss events and round robins, complete or in progress, with byes, forfeits and late entries,
   * whose last round is all games.
   */
  @Provide
  Arbitrary<Tournament> lastRoundOfGames() {
    return Arbitraries.oneOf(
            TournamentArbitraries.swiss().withByes().withForfeits().withLateEntries().inProgress()
                .rated(10).pointSystems(pointSystems().toArray(PointSystem[]::new)),
            TournamentArbitraries.roundRobin().withByes().withForfeits().inProgress().rated(0),
            TournamentArbitraries.roundRobin().doubleRoundRobin().withForfeits().inProgress())
        .filter(FideProperties::lastRoundAllGames);
  }

  /** Complete Swiss events whose final round is all games. */
  @Provide
  Arbitrary<Tournament> finalRoundOfGames() {
    return TournamentArbitraries.swiss().withByes().withForfeits().withLateEntries()
        .pointSystems(pointSystems().toArray(PointSystem[]::new))
        .filter(FideProperties::lastRoundAllGames);
  }

  /** Whether a round has been played and every player of the last one has an opponent. */
  static boolean lastRoundAllGames(Tournament tournament) {
    int last = tournament.roundsPlayed();
    return last > 0 && tournament.players().stream().allMatch(player ->
        tournament.result(player.startNumber(), last).kind().hasOpponent());
  }

  /** Each figure of every code under an edition, or the reason the rule failed. */
  private static Map<String, Object> figures(Tournament tournament, FideEdition edition,
      List<String> codes) {
    Map<String, Object> figures = new LinkedHashMap<>();
    for (String code : codes) {
      try {
        Standings standings = rank(tournament, edition, code);
        for (Player player : tournament.players()) {
          figures.put(code + " #" + player.startNumber(),
              value(standings, player.startNumber(), code));
        }
      } catch (RuleFailedException e) {
        figures.put(code, e.getMessage());
      }
    }
    return figures;
  }

  /**
   * A round in progress counts for nothing: with every game of the last round pending, each code
   * under each edition gives the figures of the round before. The Fore Buchholz (FB, AOB/F) is
   * the exception in the final round, whose paired games it counts as draws whether finished or
   * not (Art. 8.3).
   */
  @Property(tries = 60)
  void pendingRound_countsForNothing(@ForAll("lastRoundOfGames") Tournament tournament) {
    int last = tournament.roundsPlayed();
    Tournament before = tournament.afterRound(last - 1);
    Tournament pending = TournamentTransforms.lastRoundPending(tournament);
    List<String> codes = new ArrayList<>(CODES);
    if (last == tournament.plannedRounds()) {
      codes.removeIf(code -> code.startsWith("FB") || code.equals("AOB/F"));
    }
    for (FideEdition edition : EDITIONS) {
      assertEquals(figures(before, edition, codes), figures(pending, edition, codes),
          edition.toString());
    }
  }

  /**
   * The Fore Buchholz is the same while the final round is played: its paired games count as
   * draws whether their results are known or not (Art. 8.3).
   */
  @Property(tries = 40)
  void foreBuchholz_ofAFinalRoundInProgress(@ForAll("finalRoundOfGames") Tournament tournament) {
    Tournament pending = TournamentTransforms.lastRoundPending(tournament);
    List<String> codes = List.of("FB", "FB/C1");
    for (FideEdition edition : EDITIONS) {
      assertEquals(figures(tournament, edition, codes), figures(pending, edition, codes),
          edition.toString());
    }
  }

  /** The 2026 edition refuses the Buchholz family in a round robin (Art. 8). */
  @Property(tries = 20)
  void buchholz_refusedInRoundRobins2026(@ForAll("roundRobins") Tournament tournament) {
    for (String code : List.of("BH", "FB", "AOB", "BH/C1")) {
      RuleFailedException e = assertThrows(RuleFailedException.class,
          () -> rank(tournament, FideEdition.EDITION_2026, code));
      assertTrue(e.getMessage().endsWith("must not be used in a round robin under FIDE C.07"
          + " (2026), Art. 8"), e.getMessage());
    }
    assertEquals(tournament.players().size(),
        rank(tournament, FideEdition.EDITION_2024, "BH").rows().size());
  }

  /** The contract of a tie-break rule, for FIDE rules of each family and edition. */
  @Group
  class BuchholzCut1 implements TiebreakRuleContract {
    @Override
    public TiebreakRule subject() {
      return Fide.rule(FideEdition.EDITION_2026, "BH/C1");
    }

    @Override
    @Provide
    public Arbitrary<Tournament> tournaments() {
      return Arbitraries.oneOf(swiss(), standardSwiss());
    }
  }

  @Group
  class SonnebornBergerCut1Of2024 implements TiebreakRuleContract {
    @Override
    public TiebreakRule subject() {
      return Fide.rule(FideEdition.EDITION_2024, "SB/C1");
    }
  }

  @Group
  class ForeBuchholzBeforeVirtualOpponent implements TiebreakRuleContract {
    @Override
    public TiebreakRule subject() {
      return Fide.rule(FideEdition.PRE_2023, "FB");
    }
  }

  @Group
  class DirectEncounter implements TiebreakRuleContract {
    @Override
    public TiebreakRule subject() {
      return Fide.rule(FideEdition.EDITION_2026, "DE");
    }
  }

  @Group
  class DirectEncounterWithForfeits implements TiebreakRuleContract {
    @Override
    public TiebreakRule subject() {
      return Fide.rule(FideEdition.EDITION_2024, "DE/P");
    }
  }

  @Group
  class KoyaLimitRaised implements TiebreakRuleContract {
    @Override
    public TiebreakRule subject() {
      return Fide.rule(FideEdition.EDITION_2026, "KS/L+1");
    }
  }

  @Group
  class PerfectPerformance implements TiebreakRuleContract {
    @Override
    public TiebreakRule subject() {
      return Fide.rule(FideEdition.EDITION_2026, "APPO/U1500");
    }
  }

  @Group
  class StandardPoints implements TiebreakRuleContract {
    @Override
    public TiebreakRule subject() {
      return Fide.rule(FideEdition.EDITION_2026, "STD");
    }
  }
}
