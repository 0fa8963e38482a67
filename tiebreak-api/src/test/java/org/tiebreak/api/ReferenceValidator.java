package org.tiebreak.api;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.tiebreak.api.internal.Arguments;
import org.tiebreak.api.standings.Message;

/**
 * The checks of {@link Tournament.Builder#build()} written plainly over maps keyed by start number:
 * the reference {@link TournamentValidator} is compared with. The players named as an opponent are
 * taken in start-number order.
 */
final class ReferenceValidator {

  private final Format format;
  private final int plannedRounds;
  private final List<Player> players;
  private final List<RoundEntries> rounds;
  private final List<Problem> problems = new ArrayList<>();

  ReferenceValidator(Format format, int plannedRounds, List<Player> players,
      List<RoundEntries> rounds) {
    this.format = format;
    this.plannedRounds = plannedRounds;
    this.players = players;
    this.rounds = rounds;
  }

  List<Problem> problems() {
    if (plannedRounds < 1) {
      add(Problem.Kind.INVALID_PLANNED_ROUNDS, 0, 0,
          Message.of("problem.plannedRoundsBelowOne", plannedRounds));
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
            Message.of("problem.duplicateStartNumber", player.startNumber()));
      }
      if (player.name().isBlank()) {
        add(Problem.Kind.BLANK_NAME, player.startNumber(), 0,
            Message.of("problem.playerWithoutName"));
      }
    }
    return known;
  }

  private void checkRound(int round, RoundEntries entries, Set<Integer> known,
      Map<Long, Integer> meetings) {
    if (round > plannedRounds && plannedRounds >= 1) {
      add(Problem.Kind.ROUND_BEYOND_PLANNED, 0, round,
          Message.of("problem.roundBeyondPlanned", round, plannedRounds));
    }
    Map<Integer, RoundResult> byPlayer = new LinkedHashMap<>();
    int allocatedByes = 0;
    for (int k = 0; k < entries.size(); k++) {
      Entry entry = new Entry(entries.player(k), entries.result(k));
      if (!known.contains(entry.player)) {
        add(Problem.Kind.UNKNOWN_PLAYER, entry.player, round,
            Message.of("problem.resultForUnknownPlayer", entry.result, entry.player));
        continue;
      }
      if (byPlayer.putIfAbsent(entry.player, entry.result) != null) {
        add(Problem.Kind.TWO_RESULTS_IN_ROUND, entry.player, round,
            Message.of("problem.twoResults", byPlayer.get(entry.player), entry.result));
        continue;
      }
      if (entry.result.kind() == ResultKind.PAIRING_ALLOCATED_BYE && ++allocatedByes == 2) {
        add(Problem.Kind.SECOND_PAIRING_ALLOCATED_BYE, entry.player, round,
            Message.of("problem.secondPairingAllocatedBye"));
      }
    }
    for (int player : known) {
      if (!byPlayer.containsKey(player)) {
        add(Problem.Kind.MISSING_RESULT, player, round, Message.of("problem.missingResult",
            ResultKind.ABSENT, ResultKind.WITHDRAWN, ResultKind.LATE_ENTRY));
      }
    }
    Map<Integer, List<Integer>> claims = new TreeMap<>();
    byPlayer.forEach((player, result) -> {
      int opponent = result.opponentOrZero();
      if (opponent == 0) {
        return;
      }
      if (opponent == player) {
        add(Problem.Kind.SELF_PAIRING, player, round, Message.of("problem.selfPairing"));
      } else if (!known.contains(opponent)) {
        add(Problem.Kind.UNKNOWN_OPPONENT, player, round,
            Message.of("problem.unknownOpponent", opponent));
      } else {
        claims.computeIfAbsent(opponent, k -> new ArrayList<>()).add(player);
      }
    });
    claims.forEach((opponent, claimants) -> {
      if (claimants.size() > 1) {
        add(Problem.Kind.PAIRED_TWICE, opponent, round,
            Message.of("problem.pairedTwice", claimants.size(), claimants));
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
            Message.of("problem.opponentDisagrees", mine, opponent, theirs));
      } else if (player < opponent) {
        checkGame(round, player, mine, opponent, theirs, meetings);
      }
    });
  }

  private void checkGame(int round, int player, RoundResult mine, int opponent,
      RoundResult theirs, Map<Long, Integer> meetings) {
    if (!agree(mine.kind(), theirs.kind())) {
      add(Problem.Kind.RESULT_DISAGREES, player, round,
          Message.of("problem.resultDisagrees", mine.kind(), opponent, theirs.kind()));
    }
    Optional<Colour> a = mine.colour();
    Optional<Colour> b = theirs.colour();
    if (a.isPresent() != b.isPresent() || (a.isPresent() && a.get() == b.get())) {
      add(Problem.Kind.COLOUR_DISAGREES, player, round,
          Message.of("problem.colourDisagrees", opponent, colour(a), colour(b)));
    }
    if (format.maxMeetings() == Integer.MAX_VALUE) {
      return;
    }
    int count = meetings.merge((long) player << 32 | opponent, 1, Integer::sum);
    if (count == format.maxMeetings() + 1) {
      add(Problem.Kind.TOO_MANY_MEETINGS, player, round,
          Message.of("problem.tooManyMeetings", opponent, count,
              Arguments.formatName(format)));
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
      RoundEntries entries = rounds.get(r);
      for (int k = 0; k < entries.size(); k++) {
        Entry entry = new Entry(entries.player(k), entries.result(k));
        RoundResult[] row =
            byPlayer.computeIfAbsent(entry.player, key -> new RoundResult[rounds.size()]);
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
              Message.of("problem.resultAfterWithdrawal", kind));
          return;
        }
        if (started && kind == ResultKind.LATE_ENTRY) {
          add(Problem.Kind.LATE_ENTRY_AFTER_START, player, r + 1,
              Message.of("problem.lateEntryAfterStart"));
          return;
        }
        withdrawn = kind == ResultKind.WITHDRAWN;
        started |= kind != ResultKind.LATE_ENTRY;
      }
    });
  }

  private void add(Problem.Kind kind, int player, int round, Message message) {
    problems.add(Problem.of(kind, player, round, message));
  }

  /** A side's colour, or the words for a colour not given. */
  private static Object colour(Optional<Colour> colour) {
    return colour.<Object>map(c -> c).orElse(Message.of("problem.colourNotGiven"));
  }

  private record Entry(int player, RoundResult result) {}
}
