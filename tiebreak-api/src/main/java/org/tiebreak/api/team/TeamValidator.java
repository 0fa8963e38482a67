package org.tiebreak.api.team;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.tiebreak.api.Format;
import org.tiebreak.api.Player;
import org.tiebreak.api.Problem;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.internal.Arguments;
import org.tiebreak.api.standings.Message;

/** Finds every inconsistency of a team event before it is built. */
final class TeamValidator {

  private final Format format;
  private final int plannedRounds;
  private final int boards;
  private final List<Team> teams;
  private final List<List<Match>> rounds;
  private final List<Problem> problems = new ArrayList<>();

  TeamValidator(Format format, int plannedRounds, int boards, List<Team> teams,
      List<List<Match>> rounds) {
    this.format = format;
    this.plannedRounds = plannedRounds;
    this.boards = boards;
    this.teams = teams;
    this.rounds = rounds;
  }

  List<Problem> problems() {
    checkPairings();
    if (boards < 1) {
      problems.add(Problem.ofTeam(Problem.Kind.INVALID_BOARDS, 0, 0, 0, 0,
          Message.of("problem.boardsBelowOne", boards)));
    }
    Map<Integer, Integer> teamOf = checkRosters();
    for (int r = 1; r <= rounds.size(); r++) {
      checkBoards(r, rounds.get(r - 1), teamOf);
    }
    return problems;
  }

  /**
   * The teams and their pairings: every team known and in one match or bye per round, the
   * meetings the format allows (a Swiss event does not limit them, as for players), one pairing-allocated bye per round, nothing after a withdrawal.
   */
  private void checkPairings() {
    if (plannedRounds < 1) {
      add(Problem.Kind.INVALID_PLANNED_ROUNDS, 0, 0,
          Message.of("problem.plannedRoundsBelowOne", plannedRounds));
    }
    Set<Integer> known = new HashSet<>();
    for (Team team : teams) {
      if (!known.add(team.number())) {
        add(Problem.Kind.DUPLICATE_TEAM_NUMBER, team.number(), 0,
            Message.of("problem.duplicateTeamNumber", team.number()));
      }
      if (team.name().isBlank()) {
        add(Problem.Kind.BLANK_NAME, team.number(), 0, Message.of("problem.teamWithoutName"));
      }
    }
    Map<Long, Integer> meetings = new HashMap<>();
    Set<Integer> withdrawn = new HashSet<>();
    for (int round = 1; round <= rounds.size(); round++) {
      if (round > plannedRounds && plannedRounds >= 1) {
        add(Problem.Kind.ROUND_BEYOND_PLANNED, 0, round,
            Message.of("problem.roundBeyondPlanned", round, plannedRounds));
      }
      Map<Integer, Match> entries = new HashMap<>();
      boolean pab = false;
      for (Match match : rounds.get(round - 1)) {
        for (int team : match.bye().isPresent() ? new int[] {match.first()}
            : new int[] {match.first(), match.second()}) {
          if (!known.contains(team)) {
            add(Problem.Kind.UNKNOWN_TEAM, team, round,
                Message.of("problem.unknownTeam", team, describe(match)));
          } else if (entries.putIfAbsent(team, match) != null) {
            add(Problem.Kind.TWO_RESULTS_IN_ROUND, team, round,
                Message.of("problem.teamTwoPairings", describe(entries.get(team)),
                    describe(match)));
          }
        }
        if (match.first() == match.second()) {
          add(Problem.Kind.SELF_PAIRING, match.first(), round,
              Message.of("problem.teamSelfPairing"));
        }
        if (match.bye().orElse(null) == ResultKind.PAIRING_ALLOCATED_BYE) {
          if (pab) {
            add(Problem.Kind.SECOND_PAIRING_ALLOCATED_BYE, match.first(), round,
                Message.of("problem.secondPairingAllocatedBye"));
          }
          pab = true;
        }
        if (match.bye().isEmpty() && match.first() != match.second()) {
          long key = Math.min(match.first(), match.second()) * (1L << 32)
              + Math.max(match.first(), match.second());
          int count = meetings.merge(key, 1, Integer::sum);
          if (count == format.maxMeetings() + 1) {
            add(Problem.Kind.TOO_MANY_MEETINGS, match.first(), round,
                Message.of("problem.teamTooManyMeetings", match.second(), count,
                    Arguments.formatName(format)));
          }
        }
      }
      for (Team team : teams) {
        Match match = entries.get(team.number());
        ResultKind bye = match == null ? null : match.bye().orElse(null);
        if (match == null) {
          add(Problem.Kind.MISSING_RESULT, team.number(), round,
              Message.of("problem.teamMissingPairing", ResultKind.ABSENT, ResultKind.WITHDRAWN));
        } else if (withdrawn.contains(team.number()) && bye != ResultKind.WITHDRAWN) {
          add(Problem.Kind.RESULT_AFTER_WITHDRAWAL, team.number(), round,
              Message.of("problem.teamAfterWithdrawal", describe(match)));
        } else if (bye == ResultKind.LATE_ENTRY && lateBefore(team.number(), round)) {
          add(Problem.Kind.LATE_ENTRY_AFTER_START, team.number(), round,
              Message.of("problem.teamLateEntryAfterStart"));
        }
        if (bye == ResultKind.WITHDRAWN) {
          withdrawn.add(team.number());
        }
      }
    }
  }

  /** Whether the team had a round other than a late entry before this one. */
  private boolean lateBefore(int team, int round) {
    for (int r = 1; r < round; r++) {
      for (Match match : rounds.get(r - 1)) {
        if (match.involves(team) && match.bye().orElse(null) != ResultKind.LATE_ENTRY) {
          return true;
        }
      }
    }
    return false;
  }

  private void add(Problem.Kind kind, int team, int round, Message message) {
    problems.add(Problem.ofTeam(kind, team, round, 0, 0, message));
  }

  /**
   * A match as a problem names it: {@code "3 - 7"} for one played, {@code "3 +- 7"} for one
   * forfeited as a whole (with the sign of TRF record 330), {@code "team 3: half-point bye"}.
   */
  static Message describe(Match match) {
    if (match.bye().isPresent()) {
      return Message.of("problem.match.bye", match.first(), match.bye().get());
    }
    if (match.forfeit().isPresent()) {
      String sign = switch (match.forfeit().get()) {
        case WHITE_WINS_BY_FORFEIT -> "+-";
        case BLACK_WINS_BY_FORFEIT -> "-+";
        default -> "--";
      };
      return Message.of("problem.match.forfeited", match.first(), match.second(), sign);
    }
    return Message.of("problem.match.played", match.first(), match.second());
  }

  /** Every player's team; a player on two rosters or without a name is a problem. */
  private Map<Integer, Integer> checkRosters() {
    Map<Integer, Integer> teamOf = new HashMap<>();
    for (Team team : teams) {
      for (Player player : team.roster()) {
        Integer other = teamOf.putIfAbsent(player.startNumber(), team.number());
        if (other != null) {
          problems.add(Problem.ofTeam(Problem.Kind.DUPLICATE_START_NUMBER, team.number(), 0, 0,
              player.startNumber(),
              Message.of("problem.onTwoRosters", player.startNumber(), other)));
        }
        if (player.name().isBlank()) {
          problems.add(Problem.ofTeam(Problem.Kind.BLANK_NAME, team.number(), 0, 0,
              player.startNumber(), Message.of("problem.playerWithoutName")));
        }
      }
    }
    return teamOf;
  }

  private void checkBoards(int round, List<Match> matches, Map<Integer, Integer> teamOf) {
    Set<Integer> seated = new HashSet<>();
    for (Match match : matches) {
      if (match.boards().isEmpty()) {
        continue;
      }
      if (match.boards().size() != boards && boards >= 1) {
        problems.add(Problem.ofTeam(Problem.Kind.WRONG_BOARD_COUNT, match.first(), round, 0, 0,
            Message.of("problem.wrongBoardCount", match.second(), match.boards().size(),
                boards)));
      }
      for (int b = 1; b <= match.boards().size(); b++) {
        Board board = match.boards().get(b - 1);
        Set<Integer> sides = new HashSet<>();
        for (int player : new int[] {board.white(), board.black()}) {
          if (player == 0) {
            continue;
          }
          Integer team = teamOf.get(player);
          if (team == null) {
            problems.add(Problem.ofTeam(Problem.Kind.UNKNOWN_PLAYER, match.first(), round, b,
                player, Message.of("problem.onNoRoster", player)));
          } else if (!match.involves(team) || !sides.add(team)) {
            problems.add(Problem.ofTeam(Problem.Kind.WRONG_TEAM, team, round, b, player,
                Message.of(match.involves(team) ? "problem.wrongTeamTeammate" : "problem.wrongTeam",
                    team, match.first(), match.second())));
          }
          if (!seated.add(player)) {
            problems.add(Problem.ofTeam(Problem.Kind.TWO_RESULTS_IN_ROUND,
                team == null ? match.first() : team, round, b, player,
                Message.of("problem.secondBoard")));
          }
        }
      }
    }
  }
}
