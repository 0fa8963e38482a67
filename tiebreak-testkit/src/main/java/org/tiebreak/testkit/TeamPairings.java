package org.tiebreak.testkit;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.tiebreak.api.Format;
import org.tiebreak.api.GameResult;
import org.tiebreak.api.Player;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.team.Board;
import org.tiebreak.api.team.Match;
import org.tiebreak.api.team.Team;
import org.tiebreak.api.team.TeamTournament;
import org.tiebreak.testkit.TeamPlan.BoardOutcome;
import org.tiebreak.testkit.TeamPlan.TeamRound;

/**
 * Plays a {@link TeamPlan} round by round: as a team Swiss (rank by match points, then game
 * points, then number; the lowest-ranked team without one gets the pairing-allocated bye of an
 * odd number; pair top-down with no two teams meeting twice, the team named first less often
 * named first) or by the Berger tables. See {@link TeamTournamentArbitraries}.
 */
final class TeamPairings {

  private final TeamPlan plan;
  private final List<Team> teams = new ArrayList<>();
  /** Match points 2-1-0 and game points in half points, by team number, for the pairing. */
  private final int[] matchPoints;
  private final int[] gamePoints;
  private final int[] timesFirst;
  private final boolean[][] met;
  private final boolean[] hadAllocatedBye;

  private TeamPairings(TeamPlan plan) {
    this.plan = plan;
    int slots = plan.size() + 1;
    matchPoints = new int[slots];
    gamePoints = new int[slots];
    timesFirst = new int[slots];
    met = new boolean[slots][slots];
    hadAllocatedBye = new boolean[slots];
    int next = 1;
    for (int t = 1; t <= plan.size(); t++) {
      List<Player> roster = new ArrayList<>();
      int size = plan.boards() + plan.teams().get(t - 1).reserves();
      for (int k = 0; k < size; k++) {
        roster.add(Player.of(next, "Player " + next));
        next++;
      }
      teams.add(new Team(t, "Team " + t, roster));
    }
  }

  /** The event the plan gives. */
  static TeamTournament play(TeamPlan plan) {
    return new TeamPairings(plan).play();
  }

  private TeamTournament play() {
    TeamTournament.Builder builder = TeamTournament.builder().format(plan.format())
        .plannedRounds(plan.plannedRounds()).boards(plan.boards())
        .matchPoints(plan.matchPoints()).primaryScore(plan.primaryScore());
    teams.forEach(builder::addTeam);
    List<List<int[]>> cycle = plan.format() == Format.SWISS ? List.of()
        : BergerTables.cycle(plan.size());
    for (int round = 1; round <= plan.roundsPlayed(); round++) {
      Optional<List<Match>> matches = plan.format() == Format.SWISS ? swissRound(round)
          : Optional.of(bergerRound(round, cycle));
      if (matches.isEmpty()) {
        break;
      }
      builder.addRound(matches.get());
    }
    return builder.build();
  }

  /**
   * A Swiss round, or empty if no pairing without a repeat meeting is left: the event then ends
   * with the rounds before it.
   */
  private Optional<List<Match>> swissRound(int round) {
    List<Match> matches = new ArrayList<>();
    List<Integer> ranked = new ArrayList<>();
    for (int team = 1; team <= plan.size(); team++) {
      Optional<ResultKind> absence = plan.absence(team, round);
      if (absence.isPresent()) {
        matches.add(Match.bye(team, absence.get()));
        score(team, absence.get());
      } else {
        ranked.add(team);
      }
    }
    ranked.sort(Comparator.<Integer>comparingInt(t -> -matchPoints[t])
        .thenComparingInt(t -> -gamePoints[t]).thenComparingInt(t -> t));
    int bye = 0;
    List<int[]> pairs = null;
    if (ranked.size() % 2 == 1) {
      for (int candidate : byeCandidates(ranked)) {
        List<Integer> rest = new ArrayList<>(ranked);
        rest.remove(Integer.valueOf(candidate));
        pairs = pair(rest);
        if (pairs != null) {
          bye = candidate;
          break;
        }
      }
    } else {
      pairs = pair(ranked);
    }
    if (pairs == null) {
      return Optional.empty();
    }
    if (bye != 0) {
      matches.add(Match.bye(bye));
      hadAllocatedBye[bye] = true;
      score(bye, ResultKind.PAIRING_ALLOCATED_BYE);
    }
    for (int[] pair : pairs) {
      boolean higherFirst = timesFirst[pair[0]] <= timesFirst[pair[1]];
      matches.add(match(higherFirst ? pair[0] : pair[1], higherFirst ? pair[1] : pair[0],
          round));
    }
    return Optional.of(matches);
  }

  /** The teams that may get the pairing-allocated bye, lowest-ranked first. */
  private List<Integer> byeCandidates(List<Integer> ranked) {
    List<Integer> candidates = new ArrayList<>();
    for (int i = ranked.size() - 1; i >= 0; i--) {
      if (!hadAllocatedBye[ranked.get(i)]) {
        candidates.add(ranked.get(i));
      }
    }
    for (int i = ranked.size() - 1; i >= 0; i--) {
      if (hadAllocatedBye[ranked.get(i)]) {
        candidates.add(ranked.get(i));
      }
    }
    return candidates;
  }

  /** A round of the Berger tables, the second cycle with the teams named first swapped. */
  private List<Match> bergerRound(int round, List<List<int[]>> cycle) {
    List<Match> matches = new ArrayList<>();
    int dummy = plan.size() + 1;
    boolean secondCycle = round > cycle.size();
    for (int[] game : cycle.get((round - 1) % cycle.size())) {
      int first = secondCycle ? game[1] : game[0];
      int second = secondCycle ? game[0] : game[1];
      if (first == dummy || second == dummy) {
        int team = first == dummy ? second : first;
        matches.add(Match.bye(team, plan.absence(team, round)
            .orElse(ResultKind.PAIRING_ALLOCATED_BYE)));
        continue;
      }
      Optional<ResultKind> firstAway = plan.absence(first, round);
      Optional<ResultKind> secondAway = plan.absence(second, round);
      if (firstAway.isEmpty() && secondAway.isEmpty()) {
        matches.add(match(first, second, round));
      } else if (absentOrThere(firstAway) && absentOrThere(secondAway)) {
        matches.add(Match.forfeited(first, second, firstAway.isEmpty()
            ? GameResult.WHITE_WINS_BY_FORFEIT : secondAway.isEmpty()
            ? GameResult.BLACK_WINS_BY_FORFEIT : GameResult.DOUBLE_FORFEIT));
        met[first][second] = true;
        met[second][first] = true;
      } else {
        matches.add(Match.bye(first, firstAway.orElse(ResultKind.FULL_POINT_BYE)));
        matches.add(Match.bye(second, secondAway.orElse(ResultKind.FULL_POINT_BYE)));
      }
    }
    return matches;
  }

  /** Whether the team is there or absent without arrangement (not on a bye, not withdrawn). */
  private static boolean absentOrThere(Optional<ResultKind> absence) {
    return absence.isEmpty() || absence.get() == ResultKind.ABSENT;
  }

  /** The match of two teams as the first team's draws have it. */
  private Match match(int first, int second, int round) {
    met[first][second] = true;
    met[second][first] = true;
    timesFirst[first]++;
    TeamRound draws = plan.round(round, first);
    if (draws.forfeit().isPresent()) {
      GameResult result = draws.forfeit().get();
      int boards = plan.boards();
      matchPoints[first] += result.white().halfPoints();
      matchPoints[second] += result.black().halfPoints();
      gamePoints[first] += boards * result.white().halfPoints();
      gamePoints[second] += boards * result.black().halfPoints();
      return Match.forfeited(first, second, result);
    }
    List<Integer> firstLineup = draws.lineup();
    List<Integer> secondLineup = plan.round(round, second).lineup();
    List<Board> boards = new ArrayList<>();
    int firstHalves = 0;
    int secondHalves = 0;
    for (int b = 0; b < plan.boards(); b++) {
      int mine = player(first, firstLineup.get(b));
      int theirs = player(second, secondLineup.get(b));
      boolean firstWhite = b % 2 == 0;
      BoardOutcome outcome = draws.boards().get(b);
      Board board = board(mine, theirs, firstWhite, outcome);
      boards.add(board);
      firstHalves += halves(board, mine);
      secondHalves += halves(board, theirs);
    }
    gamePoints[first] += firstHalves;
    gamePoints[second] += secondHalves;
    int compare = Integer.compare(firstHalves, secondHalves);
    matchPoints[first] += compare > 0 ? 2 : compare == 0 ? 1 : 0;
    matchPoints[second] += compare < 0 ? 2 : compare == 0 ? 1 : 0;
    return Match.of(first, second, boards);
  }

  /** A board of the first team's player {@code mine} against {@code theirs}. */
  private static Board board(int mine, int theirs, boolean firstWhite, BoardOutcome outcome) {
    int white = firstWhite ? mine : theirs;
    int black = firstWhite ? theirs : mine;
    return switch (outcome) {
      case WIN -> Board.game(white, black,
          firstWhite ? GameResult.WHITE_WINS : GameResult.BLACK_WINS);
      case DRAW -> Board.game(white, black, GameResult.DRAW);
      case LOSS -> Board.game(white, black,
          firstWhite ? GameResult.BLACK_WINS : GameResult.WHITE_WINS);
      case FIRST_SEAT_EMPTY -> firstWhite
          ? new Board(0, theirs, GameResult.BLACK_WINS_BY_FORFEIT)
          : new Board(theirs, 0, GameResult.WHITE_WINS_BY_FORFEIT);
      case SECOND_SEAT_EMPTY -> firstWhite
          ? new Board(mine, 0, GameResult.WHITE_WINS_BY_FORFEIT)
          : new Board(0, mine, GameResult.BLACK_WINS_BY_FORFEIT);
      case BOTH_SEATS_EMPTY -> Board.empty();
    };
  }

  /** The player's half points on the board; 0 if the player's seat is empty. */
  private static int halves(Board board, int player) {
    if (board.white() == player) {
      return board.result().white().halfPoints();
    }
    if (board.black() == player) {
      return board.result().black().halfPoints();
    }
    return 0;
  }

  /** The start number of the player at a roster position of a team. */
  private int player(int team, int position) {
    return teams.get(team - 1).roster().get(position).startNumber();
  }

  /** Adds what a bye of this kind gives to a team's scores for the pairing. */
  private void score(int team, ResultKind kind) {
    int halves = kind == ResultKind.PAIRING_ALLOCATED_BYE ? 1 : kind.halfPoints();
    matchPoints[team] += halves;
    gamePoints[team] += halves * plan.boards();
  }

  /** Pairs the ranked teams top-down without a repeat meeting, or gives {@code null}. */
  private List<int[]> pair(List<Integer> ranked) {
    return new RepeatFreePairing(met, false).pair(ranked);
  }
}
