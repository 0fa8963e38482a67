package org.tiebreak.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.discovery.DiscoverySelectors;
import org.junit.platform.launcher.EngineFilter;
import org.junit.platform.launcher.Launcher;
import org.junit.platform.launcher.LauncherDiscoveryRequest;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;
import org.tiebreak.api.Player;
import org.tiebreak.api.RoundResult;
import org.tiebreak.api.Score;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.rule.Reach;
import org.tiebreak.api.rule.TiebreakContext;
import org.tiebreak.api.rule.TiebreakRule;
import org.tiebreak.api.rule.ValueRule;

/**
 * A deliberately broken rule is caught by the contract with a readable counterexample: the rule
 * reads a player's "registration order" from the player's position in the tournament's player
 * list, which is ordered by start number, so its values change when the players are renumbered.
 */
class BrokenRuleTests {

  /** Registration order, lower is better, read (wrongly) from the position in the player list. */
  static final class RegistrationOrder implements ValueRule {
    @Override
    public String code() {
      return "REG";
    }

    @Override
    public String name() {
      return "Registration order";
    }

    @Override
    public Score value(int player, TiebreakContext context) {
      List<Player> players = context.tournament().players();
      for (int i = 0; i < players.size(); i++) {
        if (players.get(i).startNumber() == player) {
          return Score.of(i + 1);
        }
      }
      throw new IllegalArgumentException("no player " + player);
    }

    @Override
    public boolean lowerIsBetter() {
      return true;
    }
  }

  /**
   * The contract for the broken rule; surefire does not select nested classes, so only
   * {@link #contract_positionDependentRule_failsThroughJqwik} runs it.
   */
  static final class RegistrationOrderContract implements TiebreakRuleContract {
    @Override
    public TiebreakRule subject() {
      return new RegistrationOrder();
    }
  }

  private static final Tournament TOURNAMENT = Crosstables.parse(String.join("\n",
      "1 Player 1 1.5 W3w D2b",
      "2 Player 2 1.0 D4w D1w",
      "3 Player 3 0.0 L1b L4b",
      "4 Player 4 1.5 D2b W3w"), 3);

  @Test
  void renumberingCheck_positionDependentRule_failsNamingTournamentPlayersAndRule() {
    Map<Integer, Integer> reversed = new LinkedHashMap<>();
    reversed.put(1, 4);
    reversed.put(2, 3);
    reversed.put(3, 2);
    reversed.put(4, 1);

    AssertionError failure = assertThrows(AssertionError.class,
        () -> RuleChecks.checkRenumbering(new RegistrationOrder(), TOURNAMENT, reversed));

    assertEquals(String.join("\n",
        "Rule REG (Registration order) depends on the start numbers: 4 players have other values.",
        "  player 1 (Player 1): value 1; renumbered as player 4: value 4",
        "  player 2 (Player 2): value 2; renumbered as player 3: value 3",
        "  player 3 (Player 3): value 3; renumbered as player 2: value 2",
        "  player 4 (Player 4): value 4; renumbered as player 1: value 1",
        "Tournament (SWISS, 4 players, 2 of 3 rounds played):",
        "  1 Player 1 1.5 W3w D2b",
        "  2 Player 2 1.0 D4w D1w",
        "  3 Player 3 0.0 L1b L4b",
        "  4 Player 4 1.5 D2b W3w",
        "Renumbering: 1 -> 4, 2 -> 3, 3 -> 2, 4 -> 1",
        "Renumbered (SWISS, 4 players, 2 of 3 rounds played):",
        "  1 Player 4 1.5 D3b W2w",
        "  2 Player 3 0.0 L4b L1b",
        "  3 Player 2 1.0 D1w D4w",
        "  4 Player 1 1.5 W2w D3b"), failure.getMessage());
  }

  @Test
  void otherChecks_positionDependentRule_pass() {
    // Only renumbering exposes the rule: the player list is always in start-number order.
    RegistrationOrder rule = new RegistrationOrder();
    RuleChecks.checkNoThrow(rule, TOURNAMENT);
    RuleChecks.checkValues(rule, TOURNAMENT);
    RuleChecks.checkDeterminism(rule, TOURNAMENT);
    RuleChecks.checkPlayerOrder(rule, TOURNAMENT, List.of(4, 2, 3, 1));
  }

  /** The opponents' scores, declared (wrongly) to read the player's own results only. */
  static class OpponentsClaimingOwnResults implements ValueRule {
    @Override
    public String code() {
      return "OPPS";
    }

    @Override
    public String name() {
      return "Opponents' scores";
    }

    @Override
    public Score value(int player, TiebreakContext context) {
      Score sum = Score.ZERO;
      for (RoundResult result : context.tournament().results(player)) {
        if (result.opponentOrZero() != 0) {
          sum = sum.plus(context.tournament().score(result.opponentOrZero()));
        }
      }
      return sum;
    }

    @Override
    public Reach reach() {
      return Reach.OWN_RESULTS;
    }
  }

  @Test
  void reachCheck_ruleReadingBeyondItsReach_failsNamingThePlayer() {
    // Each game's players have other opponents, whose figures move with any new result: they
    // are at distance 1 from the game, beyond the declared 0.
    OpponentsClaimingOwnResults rule = new OpponentsClaimingOwnResults();
    int failures = 0;
    for (long seed = 0; seed < 20; seed++) {
      try {
        RuleChecks.checkReach(rule, TOURNAMENT, new Random(seed));
      } catch (AssertionError e) {
        assertTrue(e.getMessage().startsWith("Rule OPPS (Opponents' scores) reads beyond its reach"
            + " OWN_RESULTS when round "), e.getMessage());
        failures++;
      }
    }
    assertEquals(20, failures, "every game changed moves an opponent's figure");
  }

  @Test
  void reachCheck_ruleKeepingToItsReach_passes() {
    ValueRule honest = new OpponentsClaimingOwnResults() {
      @Override
      public Reach reach() {
        return Reach.OPPONENTS;
      }
    };
    for (long seed = 0; seed < 20; seed++) {
      RuleChecks.checkReach(honest, TOURNAMENT, new Random(seed));
    }
  }

  /**
   * Runs a contract's properties through jqwik, its database in {@code dir}: the properties that
   * failed, each with its failure, by display name; those that passed are added to
   * {@code passed}.
   */
  static Map<String, Throwable> runThroughJqwik(Class<?> contract, Path dir, List<String> passed) {
    Map<String, Throwable> failures = new LinkedHashMap<>();
    LauncherDiscoveryRequest request = LauncherDiscoveryRequestBuilder.request()
        .selectors(DiscoverySelectors.selectClass(contract))
        .filters(EngineFilter.includeEngines("jqwik"))
        .configurationParameter("jqwik.database", dir.resolve("jqwik-database").toString())
        .configurationParameter("jqwik.reporting.usejunitplatform", "true")
        .build();
    Launcher launcher = LauncherFactory.create();
    launcher.execute(request, new TestExecutionListener() {
      @Override
      public void executionFinished(TestIdentifier test, TestExecutionResult result) {
        if (!test.isTest()) {
          return;
        }
        if (result.getStatus() == TestExecutionResult.Status.SUCCESSFUL) {
          passed.add(test.getDisplayName());
        } else {
          failures.put(test.getDisplayName(), result.getThrowable().orElse(null));
        }
      }
    });
    return failures;
  }

  @Test
  void contract_positionDependentRule_failsThroughJqwik(@TempDir Path dir) {
    List<String> passed = new ArrayList<>();
    Map<String, Throwable> failures = runThroughJqwik(RegistrationOrderContract.class, dir, passed);
    assertEquals(List.of("rule ignoresStartNumbers"), new ArrayList<>(failures.keySet()),
        "passed: " + passed);
    assertEquals(6, passed.size(), passed.toString());
    Throwable failure = failures.get("rule ignoresStartNumbers");
    assertTrue(failure instanceof AssertionError, String.valueOf(failure));
    String message = failure.getMessage();
    assertTrue(message.startsWith(
        "Rule REG (Registration order) depends on the start numbers: "), message);

    // The message is enough to reproduce the failure: its crosstable and renumbering, read back,
    // fail the same check with the same message.
    Tournament counterexample = Crosstables.parse(section(message, "Tournament ("),
        plannedRounds(message));
    Map<Integer, Integer> numbers = new LinkedHashMap<>();
    String renumbering = message.substring(message.indexOf("Renumbering: ") + 13);
    for (String pair : renumbering.substring(0, renumbering.indexOf('\n')).split(", ")) {
      String[] parts = pair.split(" -> ");
      numbers.put(Integer.parseInt(parts[0]), Integer.parseInt(parts[1]));
    }
    AssertionError again = assertThrows(AssertionError.class,
        () -> RuleChecks.checkRenumbering(new RegistrationOrder(), counterexample, numbers));
    assertEquals(message, again.getMessage());
  }

  /** The indented crosstable lines after the heading that starts with {@code heading}. */
  private static String section(String message, String heading) {
    StringBuilder crosstable = new StringBuilder();
    boolean inside = false;
    for (String line : message.split("\n")) {
      if (line.startsWith(heading)) {
        inside = true;
      } else if (inside && line.startsWith("  ")) {
        crosstable.append(line).append('\n');
      } else if (inside) {
        break;
      }
    }
    return crosstable.toString();
  }

  /** The planned rounds of the first heading: "... 1 of 3 rounds played". */
  private static int plannedRounds(String message) {
    String heading = message.substring(message.indexOf("Tournament ("));
    String rounds = heading.substring(heading.indexOf(" of ") + 4, heading.indexOf(" rounds"));
    return Integer.parseInt(rounds);
  }
}
