package org.tiebreak.scenarios;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.tiebreak.api.Format;
import org.tiebreak.api.GameResult;
import org.tiebreak.api.Pairing;
import org.tiebreak.api.Player;
import org.tiebreak.api.PointSystem;
import org.tiebreak.api.Score;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.team.Board;
import org.tiebreak.api.team.Match;
import org.tiebreak.api.team.Team;
import org.tiebreak.api.team.TeamTournament;

/** Events with a round in progress, generated from a seed. */
final class Generated {

  private Generated() {}

  static final PointSystem THREE_ONE_ZERO = PointSystem.builder().win(Score.of(3))
      .draw(Score.of(1)).loss(Score.ZERO).forfeitWin(Score.of(3)).fullPointBye(Score.of(3))
      .pairingAllocatedBye(Score.of(3)).halfPointBye(Score.of(1)).build();

  static GameResult result(Random random) {
    int r = random.nextInt(20);
    return r < 8 ? GameResult.WHITE_WINS : r < 13 ? GameResult.DRAW : GameResult.BLACK_WINS;
  }

  /**
   * A Swiss of an even number of players whose last round is paired with {@code pending} of its
   * games still pending (at most half the players), the rest finished.
   */
  static Tournament swiss(Random random, int players, int rounds, int pending,
      PointSystem points) {
    Tournament.Builder builder = Tournament.builder().name("Swiss").format(Format.SWISS)
        .pointSystem(points).plannedRounds(rounds);
    for (int i = 1; i <= players; i++) {
      builder.addPlayer(Player.of(i, "Player " + i, Math.max(1000, 2400 - 23 * i)));
    }
    double[] score = new double[players + 1];
    Set<Long> met = new HashSet<>();
    for (int round = 1; round <= rounds; round++) {
      List<Integer> order = new ArrayList<>();
      for (int i = 1; i <= players; i++) {
        order.add(i);
      }
      order.sort(Comparator.comparingDouble((Integer i) -> -score[i]).thenComparing(i -> i));
      List<int[]> games = pair(order, met, random);
      List<Integer> open = new ArrayList<>();
      if (round == rounds) {
        List<Integer> boards = new ArrayList<>();
        for (int b = 0; b < games.size(); b++) {
          boards.add(b);
        }
        java.util.Collections.shuffle(boards, random);
        open.addAll(boards.subList(0, Math.min(pending, boards.size())));
      }
      List<Pairing> pairings = new ArrayList<>();
      for (int b = 0; b < games.size(); b++) {
        int[] game = games.get(b);
        met.add(key(game[0], game[1]));
        GameResult result = open.contains(b) ? GameResult.PENDING : result(random);
        pairings.add(Pairing.game(game[0], game[1], result));
        score[game[0]] += result == GameResult.WHITE_WINS ? 1 : result == GameResult.DRAW ? .5 : 0;
        score[game[1]] += result == GameResult.BLACK_WINS ? 1 : result == GameResult.DRAW ? .5 : 0;
      }
      builder.addRound(pairings);
    }
    return builder.build();
  }

  /**
   * A Swiss of an even number of teams of {@code boards} players, paired by match points, whose
   * last round has {@code pending} boards still pending, spread over its matches; the first team
   * has White on the odd boards.
   */
  static TeamTournament teamSwiss(Random random, int teams, int boards, int rounds, int pending) {
    TeamTournament.Builder builder = TeamTournament.builder().name("Team Swiss")
        .format(Format.SWISS).boards(boards).plannedRounds(rounds);
    for (int t = 1; t <= teams; t++) {
      Player[] roster = new Player[boards];
      for (int b = 0; b < boards; b++) {
        int number = (t - 1) * boards + b + 1;
        roster[b] = Player.of(number, "Player " + number, 2300 - 7 * number);
      }
      builder.addTeam(Team.of(t, "Team " + t, roster));
    }
    int[] matchPoints = new int[teams + 1];
    Set<Long> met = new HashSet<>();
    for (int round = 1; round <= rounds; round++) {
      List<Integer> order = new ArrayList<>();
      for (int t = 1; t <= teams; t++) {
        order.add(t);
      }
      order.sort(Comparator.comparingInt((Integer t) -> -matchPoints[t]).thenComparing(t -> t));
      List<int[]> pairs = pair(order, met, random);
      Set<Integer> open = new HashSet<>();
      if (round == rounds) {
        List<Integer> seats = new ArrayList<>();
        for (int i = 0; i < pairs.size() * boards; i++) {
          seats.add(i);
        }
        java.util.Collections.shuffle(seats, random);
        open.addAll(seats.subList(0, Math.min(pending, seats.size())));
      }
      List<Match> matches = new ArrayList<>();
      for (int m = 0; m < pairs.size(); m++) {
        int first = pairs.get(m)[0];
        int second = pairs.get(m)[1];
        met.add(key(first, second));
        List<Board> played = new ArrayList<>();
        int balance = 0;
        for (int b = 0; b < boards; b++) {
          int mine = (first - 1) * boards + b + 1;
          int theirs = (second - 1) * boards + b + 1;
          GameResult result = open.contains(m * boards + b) ? GameResult.PENDING : result(random);
          boolean firstWhite = b % 2 == 0;
          played.add(firstWhite ? Board.game(mine, theirs, result)
              : Board.game(theirs, mine, result));
          int forWhite = result == GameResult.WHITE_WINS ? 1
              : result == GameResult.BLACK_WINS ? -1 : 0;
          balance += firstWhite ? forWhite : -forWhite;
        }
        matches.add(Match.of(first, second, played));
        boolean inProgress = played.stream().anyMatch(Board::isPending);
        if (!inProgress) {
          matchPoints[first] += balance > 0 ? 2 : balance == 0 ? 1 : 0;
          matchPoints[second] += balance < 0 ? 2 : balance == 0 ? 1 : 0;
        }
      }
      builder.addRound(matches);
    }
    return builder.build();
  }

  private static long key(int a, int b) {
    return Math.min(a, b) * 100_000L + Math.max(a, b);
  }

  /** Pairs top-down, avoiding repeat meetings where it can; colours at random. */
  private static List<int[]> pair(List<Integer> order, Set<Long> met, Random random) {
    for (int attempt = 0; attempt < 50; attempt++) {
      List<Integer> left = new ArrayList<>(order);
      List<int[]> games = new ArrayList<>();
      boolean clean = true;
      while (!left.isEmpty()) {
        int top = left.remove(0);
        int pick = -1;
        for (int j = attempt == 0 ? 0 : random.nextInt(Math.min(3, left.size())); j < left.size();
            j++) {
          if (!met.contains(key(top, left.get(j)))) {
            pick = j;
            break;
          }
        }
        if (pick < 0) {
          clean = false;
          pick = 0;
        }
        int other = left.remove(pick);
        games.add(random.nextBoolean() ? new int[] {top, other} : new int[] {other, top});
      }
      if (clean || attempt == 49) {
        return games;
      }
    }
    throw new AssertionError();
  }

  /**
   * A round robin (double if {@code twice}) of an even number of players, paired by the Berger
   * tables, its last {@code toGo} rounds paired and pending.
   */
  static Tournament roundRobin(Random random, int players, boolean twice, int toGo,
      PointSystem points) {
    int cycle = players - 1;
    int rounds = twice ? 2 * cycle : cycle;
    Tournament.Builder builder = Tournament.builder().name("Round robin")
        .format(twice ? Format.DOUBLE_ROUND_ROBIN : Format.ROUND_ROBIN).pointSystem(points)
        .plannedRounds(rounds);
    for (int i = 1; i <= players; i++) {
      builder.addPlayer(Player.of(i, "Player " + i, 2300 - 17 * i));
    }
    for (int round = 0; round < rounds; round++) {
      int r = round % cycle;
      boolean second = round >= cycle;
      List<Pairing> pairings = new ArrayList<>();
      for (int[] game : berger(players, r)) {
        int white = second ? game[1] : game[0];
        int black = second ? game[0] : game[1];
        GameResult result = round >= rounds - toGo ? GameResult.PENDING : result(random);
        pairings.add(Pairing.game(white, black, result));
      }
      builder.addRound(pairings);
    }
    return builder.build();
  }

  /** The games of round {@code r} (from 0) of the circle method. */
  static List<int[]> berger(int players, int r) {
    int n = players;
    List<int[]> games = new ArrayList<>();
    int[] ring = new int[n - 1];
    for (int i = 0; i < n - 1; i++) {
      ring[i] = (i + r) % (n - 1) + 1;
    }
    games.add(r % 2 == 0 ? new int[] {ring[0], n} : new int[] {n, ring[0]});
    for (int i = 1; i < n / 2; i++) {
      int a = ring[i];
      int b = ring[n - 1 - i];
      games.add(i % 2 == 0 ? new int[] {a, b} : new int[] {b, a});
    }
    return games;
  }
}
