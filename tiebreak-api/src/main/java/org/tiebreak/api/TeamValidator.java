package org.tiebreak.api;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

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
          "the number of boards must be at least 1: " + boards));
    }
    Map<Integer, Integer> teamOf = checkRosters();
    for (int r = 1; r <= rounds.size(); r++) {
      checkBoards(r, rounds.get(r - 1), teamOf);
    }
    return problems;
  }

  /**
   * The teams and their pairings: every team known and in one match or bye per round, the
   * meetings the format allows, one pairing-allocated bye per round, nothing after a withdrawal.
   */
  private void checkPairings() {
    if (plannedRounds < 1) {
      add(Problem.Kind.INVALID_PLANNED_ROUNDS, 0, 0,
          "the planned number of rounds must be at least 1: " + plannedRounds);
    }
    Set<Integer> known = new HashSet<>();
    for (Team team : teams) {
      if (!known.add(team.number())) {
        add(Problem.Kind.DUPLICATE_TEAM_NUMBER, team.number(), 0,
            "team number " + team.number() + " is given to more than one team");
      }
      if (team.name().isBlank()) {
        add(Problem.Kind.BLANK_NAME, team.number(), 0, "the team has no name");
      }
    }
    Map<Long, Integer> meetings = new HashMap<>();
    Set<Integer> withdrawn = new HashSet<>();
    for (int round = 1; round <= rounds.size(); round++) {
      if (round > plannedRounds && plannedRounds >= 1) {
        add(Problem.Kind.ROUND_BEYOND_PLANNED, 0, round,
            "round " + round + " is beyond the planned " + plannedRounds + " rounds");
      }
      Map<Integer, Match> entries = new HashMap<>();
      boolean pab = false;
      for (Match match : rounds.get(round - 1)) {
        for (int team : match.bye().isPresent() ? new int[] {match.first()}
            : new int[] {match.first(), match.second()}) {
          if (!known.contains(team)) {
            add(Problem.Kind.UNKNOWN_TEAM, team, round, "team " + team + " (" + match
                + ") is not among the teams");
          } else if (entries.putIfAbsent(team, match) != null) {
            add(Problem.Kind.TWO_RESULTS_IN_ROUND, team, round, "the team has two pairings in"
                + " this round: " + entries.get(team) + " and " + match);
          }
        }
        if (match.first() == match.second()) {
          add(Problem.Kind.SELF_PAIRING, match.first(), round, "the team is paired with itself");
        }
        if (match.bye().orElse(null) == ResultKind.PAIRING_ALLOCATED_BYE) {
          if (pab) {
            add(Problem.Kind.SECOND_PAIRING_ALLOCATED_BYE, match.first(), round,
                "a second pairing-allocated bye in one round");
          }
          pab = true;
        }
        if (match.bye().isEmpty() && match.first() != match.second()) {
          long key = Math.min(match.first(), match.second()) * (1L << 32)
              + Math.max(match.first(), match.second());
          int count = meetings.merge(key, 1, Integer::sum);
          int allowed = format == Format.DOUBLE_ROUND_ROBIN ? 2 : 1;
          if (count > allowed) {
            add(Problem.Kind.TOO_MANY_MEETINGS, match.first(), round, "the team meets team "
                + match.second() + " for the " + (count == 2 ? "second" : count + "th")
                + " time in a " + format);
          }
        }
      }
      for (Team team : teams) {
        Match match = entries.get(team.number());
        ResultKind bye = match == null ? null : match.bye().orElse(null);
        if (match == null) {
          add(Problem.Kind.MISSING_RESULT, team.number(), round, "the team has no pairing in"
              + " this round (an absent or withdrawn team needs a bye of kind ABSENT or"
              + " WITHDRAWN)");
        } else if (withdrawn.contains(team.number()) && bye != ResultKind.WITHDRAWN) {
          add(Problem.Kind.RESULT_AFTER_WITHDRAWAL, team.number(), round,
              "the team has a pairing (" + match + ") after withdrawing");
        } else if (bye == ResultKind.LATE_ENTRY && lateBefore(team.number(), round)) {
          add(Problem.Kind.LATE_ENTRY_AFTER_START, team.number(), round,
              "a late entry is recorded after the team's first round");
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

  private void add(Problem.Kind kind, int team, int round, String message) {
    problems.add(Problem.ofTeam(kind, team, round, 0, 0, message));
  }

  /** Every player's team; a player on two rosters or without a name is a problem. */
  private Map<Integer, Integer> checkRosters() {
    Map<Integer, Integer> teamOf = new HashMap<>();
    for (Team team : teams) {
      for (Player player : team.roster()) {
        Integer other = teamOf.putIfAbsent(player.startNumber(), team.number());
        if (other != null) {
          problems.add(Problem.ofTeam(Problem.Kind.DUPLICATE_START_NUMBER, team.number(), 0, 0,
              player.startNumber(), "start number " + player.startNumber() + " is on the roster"
                  + " of team " + other + " already"));
        }
        if (player.name().isBlank()) {
          problems.add(Problem.ofTeam(Problem.Kind.BLANK_NAME, team.number(), 0, 0,
              player.startNumber(), "the player has no name"));
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
            "the match against team " + match.second() + " has " + match.boards().size()
                + " boards; the event has " + boards));
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
                player, "start number " + player + " is on no team's roster"));
          } else if (!match.involves(team) || !sides.add(team)) {
            problems.add(Problem.ofTeam(Problem.Kind.WRONG_TEAM, team, round, b, player,
                "the player of team " + team + " sits on a board of the match " + match.first()
                    + "-" + match.second() + (match.involves(team) ? " against a teammate" : "")));
          }
          if (!seated.add(player)) {
            problems.add(Problem.ofTeam(Problem.Kind.TWO_RESULTS_IN_ROUND,
                team == null ? match.first() : team, round, b, player,
                "the player sits on a second board in this round"));
          }
        }
      }
    }
  }
}
