package org.tiebreak.api;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/** Finds every inconsistency of a tournament before it is built. */
final class TournamentValidator {

  private final Format format;
  private final int plannedRounds;
  private final List<Player> players;
  private final List<List<Pairing.Entry>> rounds;
  private final List<Problem> problems = new ArrayList<>();

  TournamentValidator(Format format, int plannedRounds, List<Player> players,
      List<List<Pairing.Entry>> rounds) {
    this.format = format;
    this.plannedRounds = plannedRounds;
    this.players = players;
    this.rounds = rounds;
  }

  List<Problem> problems() {
    if (plannedRounds < 1) {
      problems.add(Problem.of(Problem.Kind.INVALID_PLANNED_ROUNDS, 0, 0,
          "the planned number of rounds must be at least 1: " + plannedRounds));
    }
    Set<Integer> known = checkPlayers();
    Map<Long, Integer> meetings = new HashMap<>();
    for (int r = 1; r <= rounds.size(); r++) {
      checkRound(r, rounds.get(r - 1), known, meetings);
    }
    checkSequences();
    return problems;
  }

  private Set<Integer> checkPlayers() {
    Set<Integer> known = new TreeSet<>();
    for (Player player : players) {
      if (!known.add(player.startNumber())) {
        add(Problem.Kind.DUPLICATE_START_NUMBER, player.startNumber(), 0,
            "start number " + player.startNumber() + " is given to more than one player");
      }
      if (player.name().isBlank()) {
        add(Problem.Kind.BLANK_NAME, player.startNumber(), 0, "the player has no name");
      }
    }
    return known;
  }

  private void checkRound(int round, List<Pairing.Entry> entries, Set<Integer> known,
      Map<Long, Integer> meetings) {
    if (round > plannedRounds && plannedRounds >= 1) {
      add(Problem.Kind.ROUND_BEYOND_PLANNED, 0, round,
          "round " + round + " is beyond the planned " + plannedRounds + " rounds");
    }
    Map<Integer, RoundResult> byPlayer = new LinkedHashMap<>();
    int allocatedByes = 0;
    for (Pairing.Entry entry : entries) {
      if (!known.contains(entry.player)) {
        add(Problem.Kind.UNKNOWN_PLAYER, entry.player, round,
            "a result (" + entry.result.description() + ") is given for start number " + entry.player
                + ", which is not among the players");
        continue;
      }
      if (byPlayer.putIfAbsent(entry.player, entry.result) != null) {
        add(Problem.Kind.TWO_RESULTS_IN_ROUND, entry.player, round,
            "the player has two results in this round: "
                + byPlayer.get(entry.player).description() + " and "
                + entry.result.description());
        continue;
      }
      if (entry.result.kind() == ResultKind.PAIRING_ALLOCATED_BYE && ++allocatedByes == 2) {
        add(Problem.Kind.SECOND_PAIRING_ALLOCATED_BYE, entry.player, round,
            "a second pairing-allocated bye in one round");
      }
    }
    for (int player : known) {
      if (!byPlayer.containsKey(player)) {
        add(Problem.Kind.MISSING_RESULT, player, round,
            "the player has no result for this round (an absent, withdrawn or late player needs"
                + " a bye of kind ABSENT, WITHDRAWN or LATE_ENTRY)");
      }
    }
    Map<Integer, List<Integer>> claims = new HashMap<>();
    byPlayer.forEach((player, result) -> {
      int opponent = result.opponentOrZero();
      if (opponent == 0) {
        return;
      }
      if (opponent == player) {
        add(Problem.Kind.SELF_PAIRING, player, round, "the player is paired with themself");
      } else if (!known.contains(opponent)) {
        add(Problem.Kind.UNKNOWN_OPPONENT, player, round,
            "the opponent " + opponent + " is not among the players");
      } else {
        claims.computeIfAbsent(opponent, k -> new ArrayList<>()).add(player);
      }
    });
    claims.forEach((opponent, claimants) -> {
      if (claimants.size() > 1) {
        add(Problem.Kind.PAIRED_TWICE, opponent, round,
            "the player is named as opponent by " + claimants.size() + " players: " + claimants);
        return;
      }
      int player = claimants.get(0);
      RoundResult mine = byPlayer.get(player);
      RoundResult theirs = byPlayer.get(opponent);
      if (theirs == null) {
        return;
      }
      if (theirs.opponentOrZero() != player) {
        add(Problem.Kind.OPPONENT_DISAGREES, player, round,
            "the player's result, " + mine.description() + ", names " + opponent + ", but "
                + opponent + "'s result is " + theirs.description());
      } else if (player < opponent) {
        checkGame(round, player, mine, opponent, theirs, meetings);
      }
    });
  }

  private void checkGame(int round, int player, RoundResult mine, int opponent,
      RoundResult theirs, Map<Long, Integer> meetings) {
    if (!agree(mine.kind(), theirs.kind())) {
      add(Problem.Kind.RESULT_DISAGREES, player, round,
          "the player's result is a " + mine.kind().description() + " against " + opponent
              + ", but " + opponent + "'s result is a " + theirs.kind().description());
    }
    Optional<Colour> a = mine.colour();
    Optional<Colour> b = theirs.colour();
    if (a.isPresent() != b.isPresent() || (a.isPresent() && a.get() == b.get())) {
      add(Problem.Kind.COLOUR_DISAGREES, player, round,
          "the player's colour against " + opponent + " is " + a.map(Enum::name).orElse("not given")
              + ", and " + opponent + "'s is " + b.map(Enum::name).orElse("not given"));
    }
    if (format.maxMeetings() == Integer.MAX_VALUE) {
      return;
    }
    int count = meetings.merge((long) player << 32 | opponent, 1, Integer::sum);
    if (count == format.maxMeetings() + 1) {
      add(Problem.Kind.TOO_MANY_MEETINGS, player, round,
          "the player meets " + opponent + " for the " + ordinal(count) + " time in a " + format);
    }
  }

  private static boolean agree(ResultKind a, ResultKind b) {
    return switch (a) {
      case WIN -> b == ResultKind.LOSS;
      case LOSS -> b == ResultKind.WIN;
      case DRAW -> b == ResultKind.DRAW;
      case FORFEIT_WIN -> b == ResultKind.FORFEIT_LOSS;
      case FORFEIT_LOSS -> b == ResultKind.FORFEIT_WIN || b == ResultKind.FORFEIT_LOSS;
      case PENDING -> b == ResultKind.PENDING;
      default -> false;
    };
  }

  private void checkSequences() {
    // Each player's results by round: a missing round stays null, a second result in a round
    // (already reported) is left out, so the problems below name the right round.
    Map<Integer, RoundResult[]> byPlayer = new LinkedHashMap<>();
    for (int r = 0; r < rounds.size(); r++) {
      for (Pairing.Entry entry : rounds.get(r)) {
        RoundResult[] row =
            byPlayer.computeIfAbsent(entry.player, k -> new RoundResult[rounds.size()]);
        if (row[r] == null) {
          row[r] = entry.result;
        }
      }
    }
    byPlayer.forEach((player, results) -> {
      boolean withdrawn = false;
      boolean started = false;
      for (int r = 0; r < results.length; r++) {
        if (results[r] == null) {
          continue;
        }
        ResultKind kind = results[r].kind();
        if (withdrawn && kind != ResultKind.WITHDRAWN) {
          add(Problem.Kind.RESULT_AFTER_WITHDRAWAL, player, r + 1,
              "the player has a result (" + kind.description() + ") after withdrawing");
          return;
        }
        if (started && kind == ResultKind.LATE_ENTRY) {
          add(Problem.Kind.LATE_ENTRY_AFTER_START, player, r + 1,
              "a late entry is recorded after the player's first round");
          return;
        }
        withdrawn = kind == ResultKind.WITHDRAWN;
        started |= kind != ResultKind.LATE_ENTRY;
      }
    });
  }

  private void add(Problem.Kind kind, int player, int round, String message) {
    problems.add(Problem.of(kind, player, round, message));
  }

  private static String ordinal(int n) {
    return switch (n) {
      case 2 -> "second";
      case 3 -> "third";
      default -> n + "th";
    };
  }
}
