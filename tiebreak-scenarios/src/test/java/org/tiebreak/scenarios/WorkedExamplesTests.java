package org.tiebreak.scenarios;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.tiebreak.api.Format;
import org.tiebreak.api.GameResult;
import org.tiebreak.api.Pairing;
import org.tiebreak.api.Player;
import org.tiebreak.api.PointSystem;
import org.tiebreak.api.Tournament;
import org.tiebreak.rulesets.Rulesets;

/** The worked examples: a Swiss last round and a double round robin with two rounds left. */
class WorkedExamplesTests {

  private static final GameResult W = GameResult.WHITE_WINS;
  private static final GameResult D = GameResult.DRAW;
  private static final GameResult B = GameResult.BLACK_WINS;
  private static final GameResult P = GameResult.PENDING;

  /**
   * Eight players, four rounds, the last in progress: 6 and 8 lead on 2½, 2 and 4 follow on 2.
   * 6 plays 4, 8 plays 5, 2 plays 7. Under the fide ruleset a win is enough for 6 to finish
   * first alone; a draw is enough only if 8 does not beat 5.
   */
  static Tournament swissLastRound() {
    Tournament.Builder builder = Tournament.builder().name("Club Swiss").format(Format.SWISS)
        .plannedRounds(4);
    for (int i = 1; i <= 8; i++) {
      builder.addPlayer(Player.of(i, "Player " + i, 2400 - 23 * i));
    }
    return builder
        .addRound(Pairing.game(1, 2, B), Pairing.game(3, 4, W), Pairing.game(5, 6, B),
            Pairing.game(8, 7, W))
        .addRound(Pairing.game(1, 4, B), Pairing.game(2, 3, W), Pairing.game(5, 7, W),
            Pairing.game(8, 6, D))
        .addRound(Pairing.game(2, 6, B), Pairing.game(3, 8, B), Pairing.game(4, 5, W),
            Pairing.game(7, 1, D))
        .addRound(Pairing.game(2, 7, P), Pairing.game(3, 1, B), Pairing.game(6, 4, P),
            Pairing.game(8, 5, P))
        .build();
  }

  @Test
  void swissLastRound_aDrawIsEnoughOnlyIfAnotherGameEndsACertainWay() {
    Tournament live = swissLastRound();
    ScenarioReport report = Scenarios.of(live, Rulesets.named("fide")).conditionsFor(6, 8)
        .analyse();
    TargetAnswer six = report.player(6).answer(Target.first());
    assertEquals(Chance.OPEN, six.chance());
    assertEquals("a win; or a draw, if 8 does not beat 5", six.conditions().get().toString());
    assertEquals("ein Sieg; oder ein Remis, wenn gilt: 8 schlägt 5 nicht",
        six.conditions().get().format(Locale.GERMAN));
    PendingGame game = new PendingGame(4, 6, 4);
    assertEquals(Optional.of(new PlaceRange(1, 1)),
        report.player(6).places(game, GameResult.WHITE_WINS));
    assertEquals(List.of(), report.clinched(Target.first()));
    assertEquals(27, Oracle.check(live, Rulesets.named("fide"), List.of(Target.top(3)),
        Optional.empty(), Optional.empty(), 6, 8));
  }

  @Test
  void doubleRoundRobin_twoRoundsLeft_everyPlayerAndPlace() {
    Tournament live = Generated.roundRobin(new Random(5), 10, true, 2, PointSystem.STANDARD);
    assertEquals(10, new BruteForce(live).games.size());
    ScenarioReport report = Scenarios.of(live, Rulesets.named("fide-rr"))
        .targets(Target.top(3)).analyse();
    assertEquals(59_049, report.completions().intValue());
    assertEquals(List.of(8, 7), report.players().stream()
        .filter(p -> p.answer(Target.first()).chance() == Chance.OPEN)
        .map(PlayerScenarios::player).toList());
    assertEquals(Optional.of(new PlaceRange(1, 2)), report.player(8).places());
    assertEquals(Optional.of(new PlaceRange(9, 10)), report.player(6).places());
    Oracle.check(live, Rulesets.named("fide-rr"), List.of(Target.top(3), Target.top(5)),
        Optional.empty(), Optional.empty(), 7);
  }
}
