package org.tiebreak.scenarios;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
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
 * of its match, first place and the top two, and the conditions for both.
 */
class TeamScenariosTests {

  /** The conditions checked, and those that speak of game points. */
  private int conditions;
  private int byGamePoints;
  /** The conditions that speak of boards: game points alone do not decide them. */
  private int byBoards;

  @ParameterizedTest
  @CsvSource({"fide-team, 6, 2, 7", "fide-team, 4, 4, 7", "uscf-team, 6, 2, 6",
      "big-rapids-team, 4, 3, 6", "fide-team-rr, 4, 2, 6", "fide-team, 6, 2, 3",
      "uscf-team, 6, 4, 3", "big-rapids-team, 6, 4, 3", "fide-team-rr, 6, 2, 3"})
  void everyAnswer_isWhatEveryCompletionSays(String name, int teams, int boards, int pending) {
    assertTrue(checkSix(Rulesets.named(name), teams, boards, pending) > 0);
    assertTrue(conditions > 0, "no conditions written");
  }

  /**
   * Where the game points a team scores in a match decide beyond the match's result (game points
   * first among the tie-breaks), the conditions say so; where which board was won decides (the
   * board count, Art. 12), conditions of game points would not hold, and they speak of the boards.
   */
  @ParameterizedTest
  @CsvSource({"GPTS EDET/P, 6, 2, game points", "GPTS EDET/P, 4, 4, game points",
      "BC GPTS, 4, 4, boards", "BC GPTS, 6, 3, boards"})
  void conditions_speakOfWhatDecides(String codes, int teams, int boards, String what) {
    checkSix(Rulesets.withRules("fide-team", List.of(codes.split(" "))), teams, boards, 6);
    int written = what.equals("boards") ? byBoards : byGamePoints;
    assertTrue(written > 0, "no condition of " + what + " among " + conditions);
  }

  /** Checks six team Swisses of three rounds, the last in progress; the completions checked. */
  private int checkSix(Ruleset ruleset, int teams, int boards, int pending) {
    int checked = 0;
    for (long seed = 0; seed < 6; seed++) {
      checked += check(Generated.teamSwiss(new Random(seed), teams, boards, 3, pending), ruleset);
    }
    return checked;
  }

  /** Compares the report with every completion; the number of completions. */
  private int check(TeamTournament live, Ruleset ruleset) {
    int[] numbers = live.teams().stream().mapToInt(Team::number).toArray();
    ScenarioReport report = Scenarios.of(live, ruleset).targets(Target.top(2))
        .conditionsFor(numbers).analyse();
    Event event = new Event(live, ruleset);
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
    // Each completion as the results of the event's pending units, and its places.
    List<int[]> completions = new ArrayList<>();
    List<Map<Integer, int[]>> placed = new ArrayList<>();
    int total = (int) Math.pow(3, seats.size());
    for (int c = 0; c < total; c++) {
      int[] units = new int[event.white.length];
      int[] weight = new int[units.length];
      Arrays.fill(weight, 1);
      int digits = c;
      for (int[] seat : seats) {
        int unit = unitOf(event, inProgress.get(seat[0]));
        units[unit] += digits % 3 * weight[unit];
        weight[unit] *= 3;
        digits /= 3;
      }
      completions.add(units);
      placed.add(new HashMap<>());
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
        placed.get(c).put(number, place);
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
        assertTrue(each.placeBounds().best() <= expected[0]
            && each.placeBounds().worst() >= expected[1], where + " after " + each.game() + " "
            + each.result() + ": bounds " + each.placeBounds());
        seen++;
      }
      assertEquals(after.keySet().stream().filter(k -> k.startsWith(number + "/")).count(), seen,
          where);
      boolean[] f = first.get(number);
      boolean[] t = top2.get(number);
      assertEquals(Chance.of(f[0], f[1], f[2]), answer.answer(Target.first()).chance(), where);
      assertEquals(Chance.of(t[0], t[1], t[2]), answer.answer(Target.top(2)).chance(), where);
      checkConditions(event, report, number, completions, placed, where);
    }
    return total;
  }

  /** The conditions cover exactly the completions with each outcome, and are written. */
  private void checkConditions(Event event, ScenarioReport report, int number,
      List<int[]> completions, List<Map<Integer, int[]>> placed, String where) {
    int p = event.positions.get(number);
    PlaceSearch search = new PlaceSearch(event, p, new Budget(Long.MAX_VALUE, 0, false), true)
        .run();
    for (Target target : List.of(Target.first(), Target.top(2))) {
      List<int[]> nodes = new ArrayList<>();
      List<Integer> outcomes = new ArrayList<>();
      for (PlaceSearch.Leaf leaf : search.leaves) {
        nodes.add(leaf.results());
        outcomes.add(outcome(new int[] {leaf.a(), leaf.b()}, target.places()));
      }
      Optional<Conditions.Cover> cover = Conditions.cover(event, p, nodes, outcomes, 0);
      if (cover.isEmpty()) {
        assertTrue(report.player(number).answer(target).conditions().isEmpty(), where);
        continue;
      }
      for (int c = 0; c < completions.size(); c++) {
        assertEquals(outcome(placed.get(c).get(number), target.places()) == 0,
            cover.get().covers(completions.get(c)), where + " " + target + " completion "
                + Arrays.toString(completions.get(c)));
      }
      String text = report.player(number).answer(target).conditions().orElseThrow().toString();
      conditions++;
      byGamePoints += text.contains("game points") ? 1 : 0;
      byBoards += cover.get().variables().stream().anyMatch(v -> v.board() >= 0) ? 1 : 0;
    }
  }

  /** The pending unit of a match in progress. */
  private static int unitOf(Event event, Match match) {
    for (int g = 0; g < event.games.size(); g++) {
      if (event.games.get(g).white() == match.first()) {
        return g;
      }
    }
    throw new IllegalArgumentException("no unit for " + match);
  }

  private static int outcome(int[] place, int places) {
    return place[1] <= places ? 0 : place[0] > places ? 2 : 1;
  }

  /** Widens a range of places by another. */
  private static int[] widen(int[] a, int[] b) {
    return new int[] {Math.min(a[0], b[0]), Math.max(a[1], b[1])};
  }
}
