package org.tiebreak.benchmarks;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.SplittableRandom;
import org.tiebreak.api.GameResult;
import org.tiebreak.api.Player;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.team.Board;
import org.tiebreak.api.team.Match;
import org.tiebreak.api.team.Team;
import org.tiebreak.api.team.TeamTournament;

/**
 * Seeded generated team Swiss events for the benchmarks. The same arguments always give the same
 * event.
 *
 * <p>Each team has a roster of its boards and, for about half the teams, one or two reserves;
 * players are numbered team after team, and the teams' ratings fall from the first team to the
 * last. Every round the teams present are ranked by match points, then game points, then number,
 * and paired top-down with the next team in that order they have not met (looking a few places
 * ahead); the team with fewer matches as first team is named first. A team fields its roster in
 * board order, leaving out each reserve's place at random; colours alternate by board, the first
 * team having White on board 1. Board results are drawn as {@link Events} draws games, with about
 * 0.5% of the boards an empty seat. About 0.3% of the matches are forfeited as a whole and about
 * 0.3% of the team-rounds are absences (a zero-point bye); an odd number of teams present gives
 * the lowest-ranked team that has not had one the pairing-allocated bye.
 */
public final class TeamEvents {

  private TeamEvents() {}

  /**
   * A generated team event before it is built: its teams and each round's matches.
   * {@link #build()} runs the event's builder and its checks.
   *
   * @param name the event's name
   * @param plannedRounds the number of rounds
   * @param boards the boards of a match
   * @param teams the teams, by number
   * @param rounds each round's matches and byes, round 1 first
   */
  public record Plan(String name, int plannedRounds, int boards, List<Team> teams,
      List<List<Match>> rounds) {

    public Plan {
      Objects.requireNonNull(name, "name");
      teams = List.copyOf(teams);
      rounds = List.copyOf(rounds);
    }

    /** The event, built and checked by {@link TeamTournament.Builder}. */
    public TeamTournament build() {
      TeamTournament.Builder builder = TeamTournament.builder().name(name)
          .plannedRounds(plannedRounds).boards(boards);
      teams.forEach(builder::addTeam);
      rounds.forEach(builder::addRound);
      return builder.build();
    }
  }

  /** A team Swiss of {@code teams} teams of {@code boards} boards over {@code rounds} rounds. */
  public static Plan swissPlan(int teams, int boards, int rounds, long seed) {
    if (teams < 2 || boards < 1 || rounds < 1) {
      throw new IllegalArgumentException("need at least 2 teams, 1 board and 1 round: " + teams
          + " teams, " + boards + " boards, " + rounds + " rounds");
    }
    return new Generator(teams, boards, rounds, new SplittableRandom(seed)).plan();
  }

  /** Pairs and plays a team Swiss round by round. */
  private static final class Generator {
    private final int n;
    private final int boards;
    private final int rounds;
    private final SplittableRandom random;
    private final int[][] rosters;
    private final int[] matchPoints;
    private final int[] halfGamePoints;
    private final int[] firsts;
    private final TopDownPairing pairing;

    Generator(int n, int boards, int rounds, SplittableRandom random) {
      this.n = n;
      this.boards = boards;
      this.rounds = rounds;
      this.random = random;
      this.rosters = new int[n + 1][];
      this.matchPoints = new int[n + 1];
      this.halfGamePoints = new int[n + 1];
      this.firsts = new int[n + 1];
      this.pairing = new TopDownPairing(n, rounds);
    }

    Plan plan() {
      List<Team> teams = new ArrayList<>(n);
      int next = 1;
      for (int t = 1; t <= n; t++) {
        int reserves = random.nextInt(4) < 2 ? 0 : 1 + random.nextInt(2);
        int size = boards + reserves;
        Player[] roster = new Player[size];
        rosters[t] = new int[size];
        long base = 2500 - (long) (t - 1) * 1500 / n;
        for (int k = 0; k < size; k++) {
          int number = next++;
          rosters[t][k] = number;
          roster[k] = Player.of(number, "Player " + number,
              (int) Math.max(100, base - 20L * k + random.nextInt(-60, 61)));
        }
        teams.add(Team.of(t, "Team " + t, roster));
      }
      List<List<Match>> list = new ArrayList<>(rounds);
      for (int r = 0; r < rounds; r++) {
        list.add(round(r));
      }
      return new Plan("Generated team Swiss " + n + "x" + boards + "x" + rounds, rounds, boards,
          teams, list);
    }

    private List<Match> round(int r) {
      List<Match> matches = new ArrayList<>(n / 2 + 4);
      long[] keys = new long[n];
      int m = 0;
      int topMatch = 2 * rounds + 1;
      int topGame = 2 * boards * rounds + 1;
      for (int t = 1; t <= n; t++) {
        if (random.nextInt(1000) < 3) {
          matches.add(Match.bye(t, ResultKind.ZERO_POINT_BYE));
        } else {
          keys[m++] = ((long) (topMatch - matchPoints[t]) << 48)
              | ((long) (topGame - halfGamePoints[t]) << 24) | t;
        }
      }
      TopDownPairing.Round paired = pairing.pair(keys, m, 0xFF_FFFFL, r);
      if (paired.bye() != 0) {
        int t = paired.bye();
        matchPoints[t] += 1;
        halfGamePoints[t] += boards;
        matches.add(Match.bye(t));
      }
      for (int[] pair : paired.pairs()) {
        matches.add(match(pair[0], pair[1], r));
      }
      return matches;
    }

    private Match match(int higher, int lower, int r) {
      boolean higherFirst = firsts[higher] <= firsts[lower];
      int first = higherFirst ? higher : lower;
      int second = higherFirst ? lower : higher;
      firsts[first]++;
      pairing.meet(first, second, r);
      if (random.nextInt(1000) < 3) {
        GameResult result = random.nextBoolean() ? GameResult.WHITE_WINS_BY_FORFEIT
            : GameResult.BLACK_WINS_BY_FORFEIT;
        score(first, second, result.white() == ResultKind.FORFEIT_WIN ? 2 * boards : 0,
            result.black() == ResultKind.FORFEIT_WIN ? 2 * boards : 0);
        return Match.forfeited(first, second, result);
      }
      int[] home = lineUp(first);
      int[] away = lineUp(second);
      List<Board> list = new ArrayList<>(boards);
      int firstHalves = 0;
      int secondHalves = 0;
      for (int b = 0; b < boards; b++) {
        boolean firstWhite = b % 2 == 0;
        int white = firstWhite ? home[b] : away[b];
        int black = firstWhite ? away[b] : home[b];
        Board board;
        int u = random.nextInt(1000);
        if (u < 3) {
          board = Board.forfeit(white);
        } else if (u < 5) {
          board = new Board(0, black, GameResult.BLACK_WINS_BY_FORFEIT);
        } else {
          board = Board.game(white, black, Events.result(random));
        }
        int whiteHalves = board.white() == 0 ? 0 : board.result().white().halfPoints();
        int blackHalves = board.black() == 0 ? 0 : board.result().black().halfPoints();
        firstHalves += firstWhite ? whiteHalves : blackHalves;
        secondHalves += firstWhite ? blackHalves : whiteHalves;
        list.add(board);
      }
      score(first, second, firstHalves, secondHalves);
      return Match.of(first, second, list);
    }

    private void score(int first, int second, int firstHalves, int secondHalves) {
      halfGamePoints[first] += firstHalves;
      halfGamePoints[second] += secondHalves;
      matchPoints[first] += firstHalves > secondHalves ? 2 : firstHalves == secondHalves ? 1 : 0;
      matchPoints[second] += secondHalves > firstHalves ? 2 : firstHalves == secondHalves ? 1 : 0;
    }

    /** The players of a team's match in board order: its roster less reserves drawn at random. */
    private int[] lineUp(int team) {
      int[] roster = rosters[team];
      int out = roster.length - boards;
      boolean[] sitting = new boolean[roster.length];
      for (int k = 0; k < out; k++) {
        int s;
        do {
          s = random.nextInt(roster.length);
        } while (sitting[s]);
        sitting[s] = true;
      }
      int[] players = new int[boards];
      int b = 0;
      for (int k = 0; k < roster.length; k++) {
        if (!sitting[k]) {
          players[b++] = roster[k];
        }
      }
      return players;
    }
  }
}
