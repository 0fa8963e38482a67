package org.tiebreak.testkit.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.tiebreak.api.Colour;
import org.tiebreak.api.Format;
import org.tiebreak.api.Player;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.RoundResult;
import org.tiebreak.api.Score;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.rule.ValueRule;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.core.TiebreakEngine;
import org.tiebreak.core.rules.CumulativeDeduction;
import org.tiebreak.core.rules.Forfeits;
import org.tiebreak.core.rules.OpponentUnplayed;
import org.tiebreak.core.rules.Tiebreaks;
import org.tiebreak.rulesets.mca.Mca;
import org.tiebreak.rulesets.uscf.Uscf;
import org.tiebreak.testkit.TournamentArbitraries;

/** Identities the counting rules must satisfy, on any event or on complete round robins. */
class ValueRuleIdentityProperties {

  @Provide
  Arbitrary<Tournament> events() {
    return Events.any();
  }

  /** Complete single and double round robins of an even number of players, every game played. */
  @Provide
  Arbitrary<Tournament> completeRoundRobins() {
    return Arbitraries.oneOf(
        TournamentArbitraries.roundRobin().players(2, 8),
        TournamentArbitraries.roundRobin().doubleRoundRobin().players(2, 6))
        .filter(t -> t.players().size() % 2 == 0);
  }

  private static Score value(Tournament tournament, ValueRule rule, int player) {
    return TiebreakEngine.rank(tournament, RuleCatalogue.only(rule)).row(player).values()
        .get(rule.code());
  }

  private static long count(Tournament tournament, int player, ResultKind... kinds) {
    List<ResultKind> wanted = List.of(kinds);
    return tournament.results(player).stream().filter(r -> wanted.contains(r.kind())).count();
  }

  /**
   * In a complete round robin with every game played, each player's points are scored against
   * the others, so the Sonneborn-Berger figures (final scores) sum to Σ s·(g − s), g the games
   * each player played (n − 1, twice that in a double round robin); every variant, since with no
   * unplayed round adjusted and final scores agree and there is no forfeit.
   */
  @Property(tries = 150)
  void sonnebornBerger_completeRoundRobin_sumsToScoresTimesPointsConceded(
      @ForAll("completeRoundRobins") Tournament tournament) {
    int n = tournament.players().size();
    int games = (n - 1) * (tournament.format() == Format.DOUBLE_ROUND_ROBIN ? 2 : 1);
    assertEquals(games, tournament.roundsPlayed());
    Score expected = Score.ZERO;
    for (Player player : tournament.players()) {
      for (RoundResult result : tournament.results(player.startNumber())) {
        assertTrue(result.kind().isPlayed(), "precondition: every game played");
      }
      Score s = tournament.score(player.startNumber());
      expected = expected.plus(s.times(Score.of(games).minus(s)));
    }
    for (OpponentUnplayed scores : OpponentUnplayed.values()) {
      for (Forfeits forfeits : Forfeits.values()) {
        ValueRule rule = Tiebreaks.sonnebornBerger(scores, forfeits);
        Standings standings = TiebreakEngine.rank(tournament, RuleCatalogue.only(rule));
        Score sum = Score.ZERO;
        for (Standings.Row row : standings.rows()) {
          sum = sum.plus(row.values().get(rule.code()));
        }
        assertEquals(expected, sum, rule.toString());
      }
    }
  }

  /**
   * Sonneborn-Berger on any event: the opponents' scores (final, or adjusted with each unplayed
   * round ½ and each pending game nothing) for games won, half for games drawn, and for forfeit
   * wins where the variant says so.
   */
  @Property(tries = 150)
  void sonnebornBerger_anyEvent_matchesTheDefinition(@ForAll("events") Tournament tournament) {
    for (OpponentUnplayed scores : OpponentUnplayed.values()) {
      for (Forfeits forfeits : Forfeits.values()) {
        ValueRule rule = Tiebreaks.sonnebornBerger(scores, forfeits);
        Standings standings = TiebreakEngine.rank(tournament, RuleCatalogue.only(rule));
        for (Player player : tournament.players()) {
          Score expected = Score.ZERO;
          for (RoundResult result : tournament.results(player.startNumber())) {
            ResultKind kind = result.kind();
            boolean win = kind == ResultKind.WIN || (kind == ResultKind.FORFEIT_WIN
                && forfeits == Forfeits.COUNTED_AS_GAMES);
            if (win || kind == ResultKind.DRAW) {
              Score opponent = score(tournament, result.opponent().getAsInt(), scores);
              expected = expected.plus(win ? opponent : opponent.times(Score.HALF));
            }
          }
          assertEquals(expected, standings.row(player.startNumber()).values().get(rule.code()),
              rule + " of player " + player.startNumber());
        }
      }
    }
  }

  private static Score score(Tournament tournament, int player, OpponentUnplayed scores) {
    if (scores == OpponentUnplayed.AS_SCORED) {
      return tournament.score(player);
    }
    Score sum = Score.ZERO;
    for (RoundResult result : tournament.results(player)) {
      if (!result.kind().isPending()) {
        sum = sum.plus(result.kind().isPlayed() ? result.points() : Score.HALF);
      }
    }
    return sum;
  }

  /** Kashdan = 4·wins + 2·draws + 1·losses + k·unplayed rounds, k = 0 (USCF), 2 (MCA), or any. */
  @Property(tries = 200)
  void kashdan_isFourTwoOnePlusUnplayed(@ForAll("events") Tournament tournament) {
    for (ValueRule rule : List.of(Uscf.kashdan(), Mca.kashdan(), Tiebreaks.kashdan(3),
        Tiebreaks.kashdan(-1))) {
      int unplayedPoints = RuleCatalogue.parameter(rule, Integer.class);
      for (Player player : tournament.players()) {
        int p = player.startNumber();
        long unplayed = tournament.results(p).stream().filter(r -> r.kind().isUnplayed())
            .count();
        long expected = 4 * count(tournament, p, ResultKind.WIN)
            + 2 * count(tournament, p, ResultKind.DRAW) + count(tournament, p, ResultKind.LOSS)
            + unplayedPoints * unplayed;
        assertEquals(Score.of(expected), value(tournament, rule, p), rule + " of player " + p);
      }
    }
  }

  /**
   * Most wins over the board + losses + draws + unplayed rounds + pending games = rounds played;
   * counting rounds won, forfeit wins and full-point and pairing-allocated byes count too.
   */
  @Property(tries = 200)
  void mostWins_plusLossesDrawsAndUnplayed_isRoundsPlayed(
      @ForAll("events") Tournament tournament) {
    for (Player player : tournament.players()) {
      int p = player.startNumber();
      Score wins = value(tournament, Tiebreaks.mostWins(), p);
      long losses = count(tournament, p, ResultKind.LOSS);
      long draws = count(tournament, p, ResultKind.DRAW);
      long unplayed = tournament.results(p).stream().filter(r -> r.kind().isUnplayed()).count();
      long pending = count(tournament, p, ResultKind.PENDING);
      assertEquals(Score.of(tournament.roundsPlayed()),
          wins.plus(Score.of(losses + draws + unplayed + pending)), "player " + p);
      assertEquals(wins.plus(Score.of(count(tournament, p, ResultKind.FORFEIT_WIN,
          ResultKind.FULL_POINT_BYE, ResultKind.PAIRING_ALLOCATED_BYE))),
          value(tournament, Tiebreaks.roundsWon(), p), "rounds won by player " + p);
    }
  }

  /** Most blacks counts the games played with Black, and forfeits scheduled with Black if asked. */
  @Property(tries = 150)
  void mostBlacks_countsGamesWithBlack(@ForAll("events") Tournament tournament) {
    for (Forfeits colours : Forfeits.values()) {
      ValueRule rule = Tiebreaks.mostBlacks(colours);
      for (Player player : tournament.players()) {
        long expected = tournament.results(player.startNumber()).stream()
            .filter(r -> r.colour().orElse(null) == Colour.BLACK)
            .filter(r -> r.kind().isPlayed()
                || (r.kind().isForfeit() && colours == Forfeits.COUNTED_AS_GAMES))
            .count();
        assertEquals(Score.of(expected), value(tournament, rule, player.startNumber()),
            rule + " of player " + player.startNumber());
      }
    }
  }

  /**
   * Cumulative with no deduction ≥ less full points (MCA) ≥ less full and half points (USCF), and
   * each is the sum of the running scores less its deductions, a pending game adding no running
   * score.
   */
  @Property(tries = 200)
  void cumulative_deductionsOnlyLower(@ForAll("events") Tournament tournament) {
    for (Player player : tournament.players()) {
      int p = player.startNumber();
      Score none = value(tournament, Tiebreaks.cumulative(CumulativeDeduction.NONE), p);
      Score mca = value(tournament, Mca.cumulative(), p);
      Score uscf = value(tournament, Uscf.cumulative(), p);
      assertTrue(none.compareTo(mca) >= 0, "no deduction " + none + " < MCA " + mca);
      assertTrue(mca.compareTo(uscf) >= 0, "MCA " + mca + " < USCF " + uscf);
      Score running = Score.ZERO;
      Score sum = Score.ZERO;
      Score full = Score.ZERO;
      Score half = Score.ZERO;
      for (RoundResult result : tournament.results(p)) {
        if (result.kind().isPending()) {
          continue;
        }
        running = running.plus(result.points());
        sum = sum.plus(running);
        switch (result.kind()) {
          case FULL_POINT_BYE:
          case PAIRING_ALLOCATED_BYE:
          case FORFEIT_WIN:
            full = full.plus(Score.ONE);
            break;
          case HALF_POINT_BYE:
            half = half.plus(Score.HALF);
            break;
          default:
            break;
        }
      }
      assertEquals(sum, none, "player " + p);
      assertEquals(sum.minus(full), mca, "player " + p);
      assertEquals(sum.minus(full).minus(half), uscf, "player " + p);
    }
  }

  /**
   * Cumulative of Opposition is the sum of the Cumulative figures (of the same variant, as
   * ranked in the same standings) of the opponents met over the board.
   */
  @Property(tries = 200)
  void cumulativeOfOpposition_isTheOpponentsCumulative(@ForAll("events") Tournament tournament) {
    for (CumulativeDeduction deduction : CumulativeDeduction.values()) {
      ValueRule cumulative = Tiebreaks.cumulative(deduction);
      ValueRule rule = Tiebreaks.cumulativeOfOpposition(deduction);
      Standings standings = TiebreakEngine.rank(tournament,
          RuleCatalogue.chain(cumulative, rule));
      for (Player player : tournament.players()) {
        Score expected = Score.ZERO;
        for (RoundResult result : tournament.results(player.startNumber())) {
          if (result.kind().isPlayed()) {
            expected = expected.plus(standings.row(result.opponent().getAsInt()).values()
                .get(cumulative.code()));
          }
        }
        assertEquals(expected, standings.row(player.startNumber()).values().get(rule.code()),
            rule + " of player " + player.startNumber());
      }
    }
  }
}
