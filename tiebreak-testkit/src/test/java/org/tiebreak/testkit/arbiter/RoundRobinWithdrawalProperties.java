package org.tiebreak.testkit.arbiter;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.EdgeCasesMode;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.tiebreak.api.Player;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.RoundResult;
import org.tiebreak.api.RoundRobinWithdrawals;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.core.TiebreakEngine;
import org.tiebreak.rulesets.Rulesets;
import org.tiebreak.testkit.TournamentArbitraries;

/**
 * The round-robin withdrawal rule (FIDE General Regulations for Competitions 6.6, US Chess rule
 * 30B) on generated double round robins: a player withdraws before some round, the scheduled
 * opponents of the later rounds getting full-point byes, as a program that does not keep the
 * schedule records it. Under {@code fide-rr} and {@code big-rapids-rr} the standings are those of
 * the event written out by hand: before half of the games, as if the player had never entered
 * (every round against them a round without a game); from half on, with the rounds not played as
 * forfeits against the scheduled opponents.
 */
class RoundRobinWithdrawalProperties {

  @Provide
  Arbitrary<Tournament> doubleRoundRobins() {
    return TournamentArbitraries.roundRobin().doubleRoundRobin().players(3, 7).withForfeits();
  }

  @Property(tries = 300, edgeCases = EdgeCasesMode.NONE)
  void withdrawal_beforeOrAfterHalfTheGames(@ForAll("doubleRoundRobins") Tournament tournament,
      @ForAll int pickPlayer, @ForAll int pickRound) {
    List<Player> players = tournament.players();
    int w = players.get(Math.floorMod(pickPlayer, players.size())).startNumber();
    int rounds = tournament.roundsPlayed();
    int from = 1 + Math.floorMod(pickRound, rounds);
    int scheduled = 2 * (players.size() - 1);
    int played = 0;
    for (int r = 1; r < from; r++) {
      played += tournament.result(w, r).kind().isPlayed() ? 1 : 0;
    }
    boolean underHalf = 2 * played < scheduled;

    // As the program records it: withdrawn from round `from`, the scheduled opponents given a
    // full-point bye.
    Tournament recorded = rewritten(tournament, w, from, (player, r, result) -> {
      if (player == w) {
        return RoundResult.bye(ResultKind.WITHDRAWN);
      }
      return result.opponentOrZero() == w ? RoundResult.bye(ResultKind.FULL_POINT_BYE) : result;
    }, RoundRobinWithdrawals.UNDER_HALF_NOT_COUNTED, 0);

    // As written out by hand: without the player at all, or with forfeits.
    Tournament expected = underHalf
        ? rewritten(tournament, w, 1, (player, r, result) -> result.opponentOrZero() == w
            ? RoundResult.bye(ResultKind.ZERO_POINT_BYE) : result,
            RoundRobinWithdrawals.ALL_COUNTED, w)
        : rewritten(tournament, w, from, (player, r, result) -> {
          if (player == w) {
            return result.opponent().isPresent()
                ? RoundResult.forfeitLoss(result.opponentOrZero())
                : RoundResult.bye(ResultKind.ZERO_POINT_BYE);
          }
          return result.opponentOrZero() == w ? RoundResult.forfeitWin(w) : result;
        }, RoundRobinWithdrawals.ALL_COUNTED, 0);

    for (String name : List.of("fide-rr", "big-rapids-rr")) {
      Standings standings = TiebreakEngine.rank(recorded, Rulesets.named(name));
      List<String> want = Events.rows(TiebreakEngine.rank(expected, Rulesets.named(name)));
      assertEquals(underHalf ? List.of(w) : List.of(), standings.leftOut(), name);
      assertEquals(want, Events.rows(standings), name + ": " + w
          + " withdrew before round " + from + " having played " + played + " of " + scheduled);
    }
  }

  /** What a player's round becomes. */
  private interface Rewrite {
    RoundResult apply(int player, int round, RoundResult result);
  }

  /**
   * The tournament with every round from {@code from} on rewritten, without the player
   * {@code leftOut} (0 for none).
   */
  private static Tournament rewritten(Tournament tournament, int w, int from, Rewrite rewrite,
      RoundRobinWithdrawals rule, int leftOut) {
    Tournament.Builder builder = Tournament.builder().format(tournament.format())
        .plannedRounds(tournament.plannedRounds()).roundRobinWithdrawals(rule);
    for (Player player : tournament.players()) {
      if (player.startNumber() == leftOut) {
        continue;
      }
      List<RoundResult> results = new ArrayList<>();
      for (int r = 1; r <= tournament.roundsPlayed(); r++) {
        RoundResult result = tournament.result(player.startNumber(), r);
        results.add(r >= from ? rewrite.apply(player.startNumber(), r, result) : result);
      }
      builder.addRow(player, results);
    }
    return builder.build();
  }
}
