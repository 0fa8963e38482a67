package org.tiebreak.scenarios;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.api.team.Board;
import org.tiebreak.api.team.Match;
import org.tiebreak.api.team.Team;
import org.tiebreak.api.team.TeamTournament;
import org.tiebreak.core.TiebreakEngine;
import org.tiebreak.rulesets.Rulesets;

/**
 * Team events with matches in progress against every completion, each pending board given each
 * result and the event ranked by the engine: every team's places, the places after each result
 * of its match, and first place and the top two.
 */
class TeamScenariosTests {

  @ParameterizedTest
  @CsvSource({"fide-team, 6, 2, 7", "fide-team, 4, 4, 7", "uscf-team, 6, 2, 6",
      "big-rapids-team, 4, 3, 6", "fide-team-rr, 4, 2, 6"})
  void everyAnswer_isWhatEveryCompletionSays(String name, int teams, int boards, int pending) {
    Ruleset ruleset = Rulesets.named(name);
    int checked = 0;
    for (long seed = 0; seed < 6; seed++) {
      TeamTournament live = Generated.teamSwiss(new Random(seed), teams, boards, 3, pending);
      checked += check(live, ruleset);
    }
    assertTrue(checked > 0);
  }

  /** Compares the report with every completion; the number of completions. */
  private static int check(TeamTournament live, Ruleset ruleset) {
    ScenarioReport report = Scenarios.of(live, ruleset).targets(Target.top(2)).analyse();
    int last = live.roundsPlayed();
    List<Match> inProgress = new ArrayList<>(live.matches(last));
    inProgress.removeIf(match -> !match.inProgress());
    List<int[]> seats = new ArrayList<>();
    for (int m = 0; m < inProgress.size(); m++) {
      List<Board> boards = inProgress.get(m).boards();
      for (int b = 0; b < boards.size(); b++) {
        if (boards.get(b).isPending()) {
          seats.add(new int[] {m, b});
        }
      }
    }
    Map<Integer, int[]> places = new HashMap<>();
    Map<String, int[]> after = new HashMap<>();
    Map<Integer, boolean[]> first = new HashMap<>();
    Map<Integer, boolean[]> top2 = new HashMap<>();
    int total = (int) Math.pow(3, seats.size());
    for (int c = 0; c < total; c++) {
      List<List<Board>> boards = new ArrayList<>();
      inProgress.forEach(match -> boards.add(new ArrayList<>(match.boards())));
      int code = c;
      for (int[] seat : seats) {
        Board board = boards.get(seat[0]).get(seat[1]);
        boards.get(seat[0]).set(seat[1], Board.game(board.white(), board.black(),
            GameSource.RESULTS[code % 3]));
        code /= 3;
      }
      List<Match> given = new ArrayList<>();
      for (int m = 0; m < inProgress.size(); m++) {
        given.add(Match.of(inProgress.get(m).first(), inProgress.get(m).second(), boards.get(m)));
      }
      TeamTournament done = live.withResults(last, given);
      Standings standings = TiebreakEngine.rank(done, ruleset);
      for (Team team : live.teams()) {
        int number = team.number();
        int[] place = BruteForce.place(standings, number);
        places.merge(number, place.clone(), TeamScenariosTests::widen);
        first.computeIfAbsent(number, k -> new boolean[3])[outcome(place, 1)] = true;
        top2.computeIfAbsent(number, k -> new boolean[3])[outcome(place, 2)] = true;
        Match match = done.match(number, last);
        if (inProgress.stream().anyMatch(m -> m.involves(number))) {
          ResultKind kind = done.result(match.first(), last);
          int cls = kind == ResultKind.WIN ? 0 : kind == ResultKind.DRAW ? 1 : 2;
          after.merge(number + "/" + cls, place.clone(), TeamScenariosTests::widen);
        }
      }
    }
    for (Team team : live.teams()) {
      int number = team.number();
      PlayerScenarios answer = report.player(number);
      String where = ruleset.name() + " team " + number;
      int[] range = places.get(number);
      assertEquals(new PlaceRange(range[0], range[1]), answer.places().orElseThrow(), where);
      assertTrue(answer.placeBounds().best() <= range[0]
          && answer.placeBounds().worst() >= range[1], where);
      int seen = 0;
      for (PlayerScenarios.AfterResult each : answer.afterResults()) {
        int cls = each.result().ordinal();
        int[] expected = after.get(number + "/" + cls);
        assertEquals(new PlaceRange(expected[0], expected[1]), each.places().orElseThrow(),
            where + " after " + each.game() + " " + each.result());
        seen++;
      }
      assertEquals(after.keySet().stream().filter(k -> k.startsWith(number + "/")).count(), seen,
          where);
      boolean[] f = first.get(number);
      boolean[] t = top2.get(number);
      assertEquals(Chance.of(f[0], f[1], f[2]), answer.answer(Target.first()).chance(), where);
      assertEquals(Chance.of(t[0], t[1], t[2]), answer.answer(Target.top(2)).chance(), where);
    }
    return total;
  }

  private static int outcome(int[] place, int places) {
    return place[1] <= places ? 0 : place[0] > places ? 2 : 1;
  }

  /** Widens a range of places by another. */
  private static int[] widen(int[] a, int[] b) {
    return new int[] {Math.min(a[0], b[0]), Math.max(a[1], b[1])};
  }
}
