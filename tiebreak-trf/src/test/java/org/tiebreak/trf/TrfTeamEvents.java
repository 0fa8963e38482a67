package org.tiebreak.trf;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.tiebreak.api.Format;
import org.tiebreak.api.GameResult;
import org.tiebreak.api.Player;
import org.tiebreak.api.PointSystem;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.Score;
import org.tiebreak.api.team.Board;
import org.tiebreak.api.team.Match;
import org.tiebreak.api.team.Team;
import org.tiebreak.api.team.TeamScore;
import org.tiebreak.api.team.TeamTournament;

/**
 * Random team events that a TRF26 team file can hold: Swiss, round robin or double round robin;
 * matches played with players out of roster order, empty seats and empty boards; matches
 * forfeited as a whole; pairing-allocated, full-point, half-point and zero-point byes; game
 * points and match points other than 1-½-0 and 2-1-0; in a third of the events the last round
 * is in progress, about half of its games pending. Each match's first team has White on its
 * odd boards; a match without a game has the lower team number first; each round lists its
 * matches by first team, then its byes.
 */
final class TrfTeamEvents {

  private static final List<String> TEAMS = List.of("Tromsø SK", "Bergens Schakklub",
      "Sjakklubben Stjernen", "Åsane SK", "Club d'Échecs de Genève", "李 Chess Club",
      "Schachfreunde Neukölln 1957 e.V.", "Emoji \uD83D\uDE00 Knights", "O'Brien's Rooks");
  private static final List<String> NAMES = List.of("Müller, Jürgen", "Ødegaard, Ingrid",
      "Nuñez, Iñaki", "Ivanchuk, Vasyl", "O'Brien, Seán", "Smith-Jones, Ann", "李, 小龍", "Zoë");
  private static final List<PointSystem> GAME_POINTS = List.of(PointSystem.STANDARD,
      PointSystem.STANDARD, PointSystem.builder().win(Score.of(3)).draw(Score.ONE).build(),
      PointSystem.builder().forfeitWin(Score.parse("0.75")).build(),
      PointSystem.builder().fullPointBye(Score.HALF).zeroPointBye(Score.parse("0.25")).build());
  private static final List<PointSystem> MATCH_POINTS = List.of(
      TeamTournament.STANDARD_MATCH_POINTS, TeamTournament.STANDARD_MATCH_POINTS,
      PointSystem.builder().win(Score.of(3)).draw(Score.ONE).loss(Score.ZERO).build(),
      PointSystem.builder().win(Score.of(2)).draw(Score.ONE).loss(Score.ZERO)
          .pairingAllocatedBye(Score.of(2)).build());
  /** Every finished result; a board of the last round may also be pending. */
  private static final GameResult[] RESULTS = java.util.Arrays.stream(GameResult.values())
      .filter(result -> result != GameResult.PENDING).toArray(GameResult[]::new);
  private static final ResultKind[] BYES = {ResultKind.FULL_POINT_BYE,
      ResultKind.HALF_POINT_BYE, ResultKind.ZERO_POINT_BYE};

  private TrfTeamEvents() {}

  /**
   * A random team event.
   *
   * @param numbered whether the teams are numbered 1 to n (as record 013 numbers them); else
   *     with gaps
   */
  static TeamTournament random(Random random, boolean numbered) {
    int teams = 2 + random.nextInt(6);
    int boards = 1 + random.nextInt(5);
    Format format = Format.values()[random.nextInt(Format.values().length)];
    int rounds = random.nextInt(format == Format.DOUBLE_ROUND_ROBIN ? 8 : 5);
    TeamTournament.Builder builder = TeamTournament.builder()
        .name(random.nextBoolean() ? "" : "Random Team Cup " + teams)
        .plannedRounds(Math.max(1, rounds + random.nextInt(3))).boards(boards).format(format)
        .gamePoints(GAME_POINTS.get(random.nextInt(GAME_POINTS.size())))
        .matchPoints(MATCH_POINTS.get(random.nextInt(MATCH_POINTS.size())))
        .primaryScore(random.nextBoolean() ? TeamScore.MATCH_POINTS : TeamScore.GAME_POINTS);
    if (random.nextBoolean()) {
      builder.startDate(LocalDate.of(1990, 1, 1).plusDays(random.nextInt(20_000)));
    }
    if (random.nextInt(4) == 0) {
      builder.pairingAllocatedByeGamePoints(Score.of(random.nextInt(2 * boards + 1), 2));
    }
    List<Integer> numbers = new ArrayList<>();
    for (int t = 1, number = 0; t <= teams; t++) {
      number += numbered ? 1 : 1 + random.nextInt(40);
      numbers.add(number);
    }
    List<Integer> startNumbers = new ArrayList<>();
    int players = 0;
    List<Integer> sizes = new ArrayList<>();
    for (int t = 0; t < teams; t++) {
      sizes.add(boards + random.nextInt(3));
      players += sizes.get(t);
    }
    for (int n = 1; n <= players; n++) {
      startNumbers.add(n);
    }
    if (random.nextBoolean()) {
      Collections.shuffle(startNumbers, random);
    }
    Map<Integer, Team> byNumber = new HashMap<>();
    int next = 0;
    for (int t = 0; t < teams; t++) {
      List<Player> roster = new ArrayList<>();
      for (int i = 0; i < sizes.get(t); i++) {
        roster.add(player(startNumbers.get(next++), random));
      }
      Team team = new Team(numbers.get(t), teamName(random, t), roster);
      byNumber.put(team.number(), team);
      builder.addTeam(team);
    }
    Map<Long, Integer> meetings = new HashMap<>();
    boolean live = random.nextInt(3) == 0;
    int allowed = format == Format.DOUBLE_ROUND_ROBIN ? 2 : 1;
    for (int round = 1; round <= rounds; round++) {
      List<Integer> order = new ArrayList<>(numbers);
      Collections.shuffle(order, random);
      List<Match> matches = new ArrayList<>();
      boolean pab = false;
      while (!order.isEmpty()) {
        int team = order.remove(0);
        int opponent = 0;
        for (int i = 0; i < order.size() && random.nextInt(8) > 0; i++) {
          if (meetings.getOrDefault(key(team, order.get(i)), 0) < allowed) {
            opponent = order.remove(i);
            break;
          }
        }
        if (opponent == 0) {
          ResultKind kind = pab ? BYES[random.nextInt(BYES.length)]
              : ResultKind.PAIRING_ALLOCATED_BYE;
          pab |= kind == ResultKind.PAIRING_ALLOCATED_BYE;
          matches.add(Match.bye(team, kind));
          continue;
        }
        meetings.merge(key(team, opponent), 1, Integer::sum);
        if (random.nextInt(8) == 0) {
          matches.add(Match.forfeited(team, opponent, List.of(GameResult.WHITE_WINS_BY_FORFEIT,
              GameResult.BLACK_WINS_BY_FORFEIT, GameResult.DOUBLE_FORFEIT)
              .get(random.nextInt(3))));
        } else {
          matches.add(match(byNumber.get(team), byNumber.get(opponent), boards,
              live && round == rounds, random));
        }
      }
      matches.sort(Comparator.comparing((Match m) -> m.bye().isPresent())
          .thenComparingInt(Match::first));
      builder.addRound(matches);
    }
    return builder.build();
  }

  /**
   * A match played: most players on the boards, some out of order, some seats empty; with
   * {@code pending} about half of its games pending.
   */
  private static Match match(Team first, Team second, int boards, boolean pending,
      Random random) {
    int[] mine = seats(first, boards, random);
    int[] yours = seats(second, boards, random);
    List<Board> list = new ArrayList<>();
    boolean game = false;
    for (int k = 0; k < boards; k++) {
      if (mine[k] > 0 && yours[k] > 0) {
        boolean firstWhite = k % 2 == 0;
        list.add(Board.game(firstWhite ? mine[k] : yours[k], firstWhite ? yours[k] : mine[k],
            pending && random.nextBoolean() ? GameResult.PENDING
                : RESULTS[random.nextInt(RESULTS.length)]));
        game = true;
      } else if (mine[k] > 0 || yours[k] > 0) {
        list.add(Board.forfeit(Math.max(mine[k], yours[k])));
      } else {
        list.add(Board.empty());
      }
    }
    int lower = Math.min(first.number(), second.number());
    int firstNumber = game ? first.number() : lower;
    return Match.of(firstNumber, firstNumber == first.number() ? second.number()
        : first.number(), list);
  }

  /** A team's players board by board, 0 for an empty seat. */
  private static int[] seats(Team team, int boards, Random random) {
    List<Integer> chosen = new ArrayList<>();
    for (Player player : team.roster()) {
      chosen.add(player.startNumber());
    }
    if (random.nextInt(3) == 0) {
      Collections.shuffle(chosen, random);
    }
    int[] seats = new int[boards];
    int used = 0;
    for (int k = 0; k < boards; k++) {
      if (random.nextInt(7) == 0) {
        continue;
      }
      seats[k] = used < chosen.size() ? chosen.get(used++) : 0;
    }
    if (random.nextInt(4) > 0) {
      List<Integer> inOrder = new ArrayList<>();
      for (int seat : seats) {
        if (seat > 0) {
          inOrder.add(seat);
        }
      }
      List<Integer> roster = team.roster().stream().map(Player::startNumber).toList();
      inOrder.sort(Comparator.comparingInt(roster::indexOf));
      for (int k = 0, i = 0; k < boards; k++) {
        if (seats[k] > 0) {
          seats[k] = inOrder.get(i++);
        }
      }
    }
    return seats;
  }

  private static Player player(int number, Random random) {
    Player.Builder player = Player.builder().startNumber(number)
        .name(NAMES.get(random.nextInt(NAMES.size())) + " " + number);
    if (random.nextInt(4) > 0) {
      player.rating(1000 + random.nextInt(1800));
    }
    if (random.nextBoolean()) {
      player.putFederationIds("FED", List.of("NOR", "GER", "ESP").get(random.nextInt(3)));
    }
    if (random.nextBoolean()) {
      player.putFederationIds("FIDE", Integer.toString(1_000_000 + random.nextInt(9_000_000)));
    }
    return player.build();
  }

  private static String teamName(Random random, int index) {
    String name = TEAMS.get(random.nextInt(TEAMS.size())) + " " + (index + 1);
    return name.codePointCount(0, name.length()) <= 32 ? name
        : name.substring(0, name.offsetByCodePoints(0, 32)).strip();
  }

  private static long key(int a, int b) {
    return (long) Math.min(a, b) << 32 | Math.max(a, b);
  }
}
