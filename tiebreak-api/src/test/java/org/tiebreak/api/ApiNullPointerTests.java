package org.tiebreak.api;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.common.testing.NullPointerTester;
import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tiebreak.api.rule.Figures;
import org.tiebreak.api.rule.GroupOrder;
import org.tiebreak.api.rule.TiedGroup;
import org.tiebreak.api.standings.Explanation;
import org.tiebreak.api.standings.Message;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.api.team.Board;
import org.tiebreak.api.team.Match;
import org.tiebreak.api.team.ScholasticTeams;
import org.tiebreak.api.team.Team;
import org.tiebreak.api.team.TeamTournament;

/**
 * Every public constructor and method of the exported types refuses a null argument with a
 * {@link NullPointerException} (naming the parameter, as the other tests check one by one) rather
 * than accepting it and failing later.
 */
class ApiNullPointerTests {

  private static final List<Class<?>> TYPES = List.of(Board.class, Explanation.class,
      Explanation.Line.class, Figures.class, GroupOrder.class, InvalidTournamentException.class,
      Message.class,
      Match.class, Pairing.class, Player.class, PointSystem.class, Problem.class,
      RoundResult.class, RuleFailedException.class, Ruleset.class, ScholasticTeams.class,
      ScholasticTeams.Entry.class, Score.class, Standings.Comparison.class, Team.class,
      TeamTournament.class, TiebreakException.class, TiedGroup.class, Tournament.class);

  /** Methods whose reference parameters are documented to take null. */
  private static final List<String> NULLABLE = List.of(
      // the colour is null where it is not known
      "public static org.tiebreak.api.RoundResult org.tiebreak.api.RoundResult.against("
          + "org.tiebreak.api.ResultKind,int,org.tiebreak.api.Colour)");

  private static Tournament tournament() {
    return Tournament.builder().plannedRounds(1).addPlayer(Player.of(1, "Adams"))
        .addPlayer(Player.of(2, "Brown")).addRound(Pairing.game(1, 2, GameResult.DRAW)).build();
  }

  private static NullPointerTester tester() {
    return new NullPointerTester()
        .setDefault(Score.class, Score.ONE)
        .setDefault(Player.class, Player.of(1, "Adams"))
        .setDefault(Tournament.class, tournament())
        .setDefault(LocalDate.class, LocalDate.of(2026, 1, 1))
        .setDefault(PointSystem.class, PointSystem.STANDARD)
        .setDefault(TiedGroup.class, new TiedGroup(List.of(1, 2), 1))
        .setDefault(Message.class, Message.of("problem.selfPairing"))
        .setDefault(Problem.class, Problem.of(Problem.Kind.UNKNOWN_OPPONENT, 1, 1,
            Message.of("problem.unknownOpponent", 2)));
  }

  @Test
  void staticMethodsAndConstructors_refuseNull() {
    NullPointerTester tester = tester();
    List<String> failures = new ArrayList<>();
    for (Class<?> type : TYPES) {
      for (Method method : type.getDeclaredMethods()) {
        if (Modifier.isPublic(method.getModifiers()) && Modifier.isStatic(method.getModifiers())
            && !method.isSynthetic() && !NULLABLE.contains(method.toString())) {
          collect(failures, () -> tester.testMethod(null, method));
        }
      }
      for (Constructor<?> constructor : type.getConstructors()) {
        collect(failures, () -> tester.testConstructor(constructor));
      }
    }
    assertEquals(List.of(), failures);
  }

  @Test
  void instanceMethods_refuseNull() {
    NullPointerTester tester = tester();
    Tournament tournament = tournament();
    List<Object> instances = List.of(tournament, Score.HALF, Player.of(1, "Adams"),
        PointSystem.STANDARD, Pairing.game(1, 2, GameResult.DRAW), RoundResult.win(2),
        Tournament.builder(), PointSystem.builder(), Ruleset.builder(), Explanation.builder(),
        Explanation.Line.builder(), TeamTournament.builder(), ScholasticTeams.builder(),
        Board.game(1, 2, GameResult.DRAW), Match.bye(1), Team.of(1, "Knights",
            Player.of(1, "Adams")),
        new TiedGroup(List.of(1, 2), 1), GroupOrder.of(List.of(List.of(1), List.of(2))),
        Message.of("problem.unknownOpponent", 2),
        Problem.of(Problem.Kind.SELF_PAIRING, 1, 1, Message.of("problem.selfPairing")));
    List<String> failures = new ArrayList<>();
    for (Object instance : instances) {
      for (Method method : instance.getClass().getMethods()) {
        if (!Modifier.isStatic(method.getModifiers()) && !method.isSynthetic()
            && method.getDeclaringClass().getPackageName().equals("org.tiebreak.api")
            && !method.getName().equals("equals")) {
          collect(failures, () -> tester.testMethod(instance, method));
        }
      }
    }
    assertEquals(List.of(), failures);
  }

  private static void collect(List<String> failures, Runnable test) {
    try {
      test.run();
    } catch (AssertionError e) {
      failures.add(e.getMessage().lines().findFirst().orElse("") + "\n");
    }
  }
}
