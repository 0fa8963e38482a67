package org.tiebreak.scenarios;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.Score;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.api.team.Board;
import org.tiebreak.api.team.Match;
import org.tiebreak.api.team.Team;
import org.tiebreak.api.team.TeamScore;
import org.tiebreak.api.team.TeamTournament;
import org.tiebreak.core.TiebreakEngine;

/**
 * A team event's matches in progress: each result of a match is a result of each of its pending
 * boards (a win, a draw or a loss each), the first pending board the lowest digit in base 3. A
 * team scores what the event's primary score gives for the whole match, its finished boards
 * included.
 */
final class MatchSource extends Source {

  private final TeamTournament live;
  private final List<Match> matches = new ArrayList<>();
  private final List<Integer> rounds = new ArrayList<>();

  MatchSource(TeamTournament live) {
    this.live = live;
    for (Team team : live.teams()) {
      numbers.add(team.number());
      List<Integer> met = new ArrayList<>();
      for (int round = 1; round <= live.roundsPlayed(); round++) {
        Match match = live.match(team.number(), round);
        if (match.second() != 0) {
          met.add(match.opponentOf(team.number()));
        }
      }
      opponents.add(met);
    }
    int most = 1;
    for (int round = 1; round <= live.roundsPlayed(); round++) {
      List<Match> inProgress = new ArrayList<>(live.matches(round));
      inProgress.removeIf(match -> !match.inProgress());
      inProgress.sort(java.util.Comparator.comparingInt(Match::first));
      for (Match match : inProgress) {
        matches.add(match);
        rounds.add(round);
        most = Math.max(most, outcomes(match));
      }
    }
    // The points of each result of each match: the event completed with that result in every
    // match that has it, read back in its own terms.
    int count = matches.size();
    Score[][] white = new Score[count][];
    Score[][] black = new Score[count][];
    int[][] classes = new int[count][];
    Score[][] whiteGame = new Score[count][];
    Score[][] blackGame = new Score[count][];
    for (int m = 0; m < count; m++) {
      white[m] = new Score[outcomes(matches.get(m))];
      black[m] = new Score[white[m].length];
      classes[m] = new int[white[m].length];
      whiteGame[m] = new Score[white[m].length];
      blackGame[m] = new Score[white[m].length];
    }
    TeamScore primary = live.primaryScore();
    for (int o = 0; o < most; o++) {
      int[] results = new int[count];
      for (int m = 0; m < count; m++) {
        results[m] = o < white[m].length ? o : 0;
      }
      TeamTournament completed = complete(results);
      for (int m = 0; m < count; m++) {
        if (o >= white[m].length) {
          continue;
        }
        Match match = matches.get(m);
        int round = rounds.get(m);
        white[m][o] = points(completed, primary, match.first(), round);
        black[m][o] = points(completed, primary, match.second(), round);
        whiteGame[m][o] = completed.gamePoints(match.first(), round);
        blackGame[m][o] = completed.gamePoints(match.second(), round);
        ResultKind kind = completed.result(match.first(), round);
        classes[m][o] = kind == ResultKind.WIN ? 0 : kind == ResultKind.DRAW ? 1 : 2;
      }
    }
    for (int m = 0; m < count; m++) {
      Match match = matches.get(m);
      int unread = 0;
      for (int i = 0, weight = 1; i < pending(match); i++, weight *= 3) {
        unread += weight;
      }
      int[][] boards = match.boards().stream().filter(Board::isPending)
          .map(board -> new int[] {board.white(), board.black()}).toArray(int[][]::new);
      units.add(new PendingUnit(new PendingGame(rounds.get(m), match.first(), match.second()),
          white[m], black[m], classes[m], unread, whiteGame[m], blackGame[m], boards));
    }
  }

  private static Score points(TeamTournament event, TeamScore score, int team, int round) {
    return score == TeamScore.MATCH_POINTS ? event.matchPoints(team, round)
        : event.gamePoints(team, round);
  }

  private static int pending(Match match) {
    return (int) match.boards().stream().filter(Board::isPending).count();
  }

  private static int outcomes(Match match) {
    return (int) Math.pow(3, pending(match));
  }

  /** The event with each match in progress given the result of that index. */
  private TeamTournament complete(int[] results) {
    Map<Integer, List<Match>> byRound = new HashMap<>();
    for (int m = 0; m < results.length; m++) {
      Match match = matches.get(m);
      List<Board> boards = new ArrayList<>();
      int code = results[m];
      for (Board board : match.boards()) {
        if (board.isPending()) {
          boards.add(Board.game(board.white(), board.black(), GameSource.RESULTS[code % 3]));
          code /= 3;
        } else {
          boards.add(board);
        }
      }
      byRound.computeIfAbsent(rounds.get(m), r -> new ArrayList<>())
          .add(Match.of(match.first(), match.second(), boards));
    }
    TeamTournament completed = live;
    for (Map.Entry<Integer, List<Match>> round : byRound.entrySet()) {
      completed = completed.withResults(round.getKey(), round.getValue());
    }
    return completed;
  }

  @Override
  boolean decided() {
    return false;
  }

  @Override
  Standings rank(Ruleset ruleset) {
    return TiebreakEngine.rank(live, ruleset);
  }

  @Override
  Standings rank(Ruleset ruleset, int[] results) {
    return TiebreakEngine.rankOnDemand(complete(results), ruleset);
  }
}
