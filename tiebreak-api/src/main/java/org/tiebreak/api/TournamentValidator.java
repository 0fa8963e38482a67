package org.tiebreak.api;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.tiebreak.api.internal.Arguments;
import org.tiebreak.api.standings.Message;

/**
 * Finds every inconsistency of a tournament before it is built, and lays out each player's
 * results for the tournament on the way.
 *
 * <p>Players are held by position (their start numbers in ascending order) in arrays, so the
 * checks take time in proportion to the number of results. The problems come in this order: the
 * planned rounds; the players, in the order they were added; then round by round the results in
 * the order given (unknown players, second results, a second pairing-allocated bye), the players
 * without a result by start number, the opponents named in the order given (self-pairings,
 * unknown opponents), the players named as an opponent by start number (named twice, contradicted,
 * the two sides of a game, meetings); last each player's results from round to round, players in
 * the order they first appear.
 */
final class TournamentValidator {

  private final Format format;
  private final int plannedRounds;
  private final List<Player> players;
  private final List<RoundEntries> rounds;
  private final StartNumbers numbers;
  private final List<Problem> problems = new ArrayList<>();
  /** Each known player's first result in each round, by player position and round. */
  private final RoundResult[][] rows;
  /** Whether a result was given for a start number no player has. */
  private boolean unknownPlayers;
  /**
   * The players with a withdrawal or a late entry among their results: only their results can be
   * wrong from round to round.
   */
  private final boolean[] withdrawnOrLate;

  TournamentValidator(Format format, int plannedRounds, List<Player> players,
      List<RoundEntries> rounds, StartNumbers numbers) {
    this.format = format;
    this.plannedRounds = plannedRounds;
    this.players = players;
    this.rounds = rounds;
    this.numbers = numbers;
    this.rows = new RoundResult[numbers.size()][rounds.size()];
    this.withdrawnOrLate = new boolean[numbers.size()];
  }

  List<Problem> problems() {
    if (plannedRounds < 1) {
      add(Problem.Kind.INVALID_PLANNED_ROUNDS, 0, 0,
          Message.of("problem.plannedRoundsBelowOne", plannedRounds));
    }
    checkPlayers();
    int n = numbers.size();
    int largest = 0;
    for (RoundEntries round : rounds) {
      largest = Math.max(largest, round.size());
    }
    Work work = new Work(n, largest);
    Map<Long, Integer> meetings =
        format.maxMeetings() == Integer.MAX_VALUE ? null : new HashMap<>();
    for (int r = 1; r <= rounds.size(); r++) {
      checkRound(r, rounds.get(r - 1), work, meetings);
    }
    checkSequences();
    return problems;
  }

  /** Whether the player at this position has a withdrawal or a late entry among the results. */
  boolean withdrawnOrLate(int position) {
    return withdrawnOrLate[position];
  }

  /**
   * Each player's results by round, players in start-number order; complete when
   * {@link #problems()} found none.
   */
  RoundResult[][] rows() {
    return rows;
  }

  private void checkPlayers() {
    boolean[] seen = new boolean[numbers.size()];
    for (Player player : players) {
      int position = numbers.positionOf(player.startNumber());
      if (seen[position]) {
        add(Problem.Kind.DUPLICATE_START_NUMBER, player.startNumber(), 0,
            Message.of("problem.duplicateStartNumber", player.startNumber()));
      }
      seen[position] = true;
      if (player.name().isBlank()) {
        add(Problem.Kind.BLANK_NAME, player.startNumber(), 0,
            Message.of("problem.playerWithoutName"));
      }
    }
  }

  /** The arrays one round is checked with, by player position; reused from round to round. */
  private static final class Work {
    /** The position of each entry's player, -1 for an unknown player. */
    final int[] entryPlayer;
    /** The entry holding each player's first result of the round, -1 for none. */
    final int[] first;
    /** How many players name each player as their opponent. */
    final int[] claims;
    /** The player that names each player as their opponent, where one does. */
    final int[] claimant;

    Work(int players, int entries) {
      entryPlayer = new int[entries];
      first = new int[players];
      claims = new int[players];
      claimant = new int[players];
    }
  }

  private void checkRound(int round, RoundEntries entries, Work work,
      Map<Long, Integer> meetings) {
    if (round > plannedRounds && plannedRounds >= 1) {
      add(Problem.Kind.ROUND_BEYOND_PLANNED, 0, round,
          Message.of("problem.roundBeyondPlanned", round, plannedRounds));
    }
    int n = numbers.size();
    int r = round - 1;
    int[] entryPlayer = work.entryPlayer;
    int[] first = work.first;
    int[] claims = work.claims;
    int[] claimant = work.claimant;
    Arrays.fill(first, -1);
    int size = entries.size();
    int allocatedByes = 0;
    for (int k = 0; k < size; k++) {
      int player = entries.player(k);
      RoundResult result = entries.result(k);
      int i = numbers.positionOf(player);
      entryPlayer[k] = i;
      if (i < 0) {
        unknownPlayers = true;
        add(Problem.Kind.UNKNOWN_PLAYER, player, round,
            Message.of("problem.resultForUnknownPlayer", result, player));
        continue;
      }
      if (first[i] >= 0) {
        add(Problem.Kind.TWO_RESULTS_IN_ROUND, player, round,
            Message.of("problem.twoResults", entries.result(first[i]), result));
        continue;
      }
      first[i] = k;
      rows[i][r] = result;
      ResultKind kind = result.kind();
      if (kind == ResultKind.WITHDRAWN || kind == ResultKind.LATE_ENTRY) {
        withdrawnOrLate[i] = true;
      }
      if (kind == ResultKind.PAIRING_ALLOCATED_BYE && ++allocatedByes == 2) {
        add(Problem.Kind.SECOND_PAIRING_ALLOCATED_BYE, player, round,
            Message.of("problem.secondPairingAllocatedBye"));
      }
    }
    for (int i = 0; i < n; i++) {
      if (first[i] < 0) {
        add(Problem.Kind.MISSING_RESULT, numbers.number(i), round,
            Message.of("problem.missingResult", ResultKind.ABSENT, ResultKind.WITHDRAWN,
                ResultKind.LATE_ENTRY));
      }
    }
    Arrays.fill(claims, 0);
    boolean namedTwice = false;
    // Whether every opponent named with a result names the player back and the two sides of each
    // game agree: then the players named as an opponent have no problem (below), and need not be
    // gone through by start number. Read in the order given, where the two sides of a game are
    // next to each other.
    boolean agreeing = true;
    for (int k = 0; k < size; k++) {
      int i = entryPlayer[k];
      if (i < 0 || first[i] != k) {
        continue;
      }
      RoundResult mine = entries.result(k);
      int opponent = mine.opponentOrZero();
      if (opponent == 0) {
        continue;
      }
      int player = entries.player(k);
      int j = numbers.positionOf(opponent);
      if (opponent == player) {
        add(Problem.Kind.SELF_PAIRING, player, round, Message.of("problem.selfPairing"));
        continue;
      } else if (j < 0) {
        add(Problem.Kind.UNKNOWN_OPPONENT, player, round,
            Message.of("problem.unknownOpponent", opponent));
        continue;
      } else if (claims[j]++ == 0) {
        claimant[j] = i;
      } else {
        namedTwice = true;
      }
      if (first[j] >= 0) {
        RoundResult theirs = entries.result(first[j]);
        agreeing &= theirs.opponentOrZero() == player
            && (player > opponent || sidesAgree(mine, theirs));
      }
    }
    if (agreeing && !namedTwice && meetings == null) {
      return;
    }
    Map<Integer, List<Integer>> claimants =
        namedTwice ? claimants(entries, entryPlayer, first, claims) : Map.of();
    for (int j = 0; j < n; j++) {
      if (claims[j] == 0) {
        continue;
      }
      int opponent = numbers.number(j);
      if (claims[j] > 1) {
        add(Problem.Kind.PAIRED_TWICE, opponent, round,
            Message.of("problem.pairedTwice", claims[j], claimants.get(j)));
        continue;
      }
      if (first[j] < 0) {
        continue;
      }
      int i = claimant[j];
      int player = numbers.number(i);
      RoundResult mine = rows[i][r];
      RoundResult theirs = rows[j][r];
      if (theirs.opponentOrZero() != player) {
        add(Problem.Kind.OPPONENT_DISAGREES, player, round,
            Message.of("problem.opponentDisagrees", mine, opponent, theirs));
      } else if (player < opponent) {
        checkGame(round, player, mine, opponent, theirs, meetings);
      }
    }
  }

  /**
   * The start numbers of the players naming each player that more than one names as opponent, in
   * the order given, by the named player's position.
   */
  private Map<Integer, List<Integer>> claimants(RoundEntries entries, int[] entryPlayer,
      int[] first, int[] claims) {
    Map<Integer, List<Integer>> claimants = new HashMap<>();
    for (int k = 0; k < entries.size(); k++) {
      int i = entryPlayer[k];
      if (i < 0 || first[i] != k) {
        continue;
      }
      int player = entries.player(k);
      int opponent = entries.result(k).opponentOrZero();
      int j = opponent == 0 || opponent == player ? -1 : numbers.positionOf(opponent);
      if (j >= 0 && claims[j] > 1) {
        claimants.computeIfAbsent(j, key -> new ArrayList<>()).add(player);
      }
    }
    return claimants;
  }

  /** Whether the two sides of a game agree on its result and colours. */
  private static boolean sidesAgree(RoundResult mine, RoundResult theirs) {
    return agree(mine.kind(), theirs.kind()) && coloursAgree(mine.colour(), theirs.colour());
  }

  private static boolean coloursAgree(Optional<Colour> a, Optional<Colour> b) {
    return a.isPresent() == b.isPresent() && (a.isEmpty() || a.get() != b.get());
  }

  private void checkGame(int round, int player, RoundResult mine, int opponent,
      RoundResult theirs, Map<Long, Integer> meetings) {
    if (!agree(mine.kind(), theirs.kind())) {
      add(Problem.Kind.RESULT_DISAGREES, player, round,
          Message.of("problem.resultDisagrees", mine.kind(), opponent, theirs.kind()));
    }
    Optional<Colour> a = mine.colour();
    Optional<Colour> b = theirs.colour();
    if (!coloursAgree(a, b)) {
      add(Problem.Kind.COLOUR_DISAGREES, player, round,
          Message.of("problem.colourDisagrees", opponent, colour(a), colour(b)));
    }
    if (meetings == null) {
      return;
    }
    int count = meetings.merge((long) player << 32 | opponent, 1, Integer::sum);
    if (count == format.maxMeetings() + 1) {
      add(Problem.Kind.TOO_MANY_MEETINGS, player, round,
          Message.of("problem.tooManyMeetings", opponent, count, Arguments.formatName(format)));
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

  /**
   * Each player's results from round to round: nothing but withdrawals after a withdrawal, no late
   * entry after the first round the player took part in. A round without a result (already
   * reported) is passed over, a second result in a round left out. Results given for unknown
   * players are checked too.
   */
  private void checkSequences() {
    int count = rounds.size();
    List<Problem> found = new ArrayList<>();
    for (int i = 0; i < numbers.size(); i++) {
      Problem problem = withdrawnOrLate[i] ? sequenceProblem(numbers.number(i), rows[i]) : null;
      if (problem != null) {
        found.add(problem);
      }
    }
    if (unknownPlayers) {
      Map<Integer, RoundResult[]> unknown = new LinkedHashMap<>();
      for (int r = 0; r < count; r++) {
        RoundEntries entries = rounds.get(r);
        for (int k = 0; k < entries.size(); k++) {
          int player = entries.player(k);
          if (numbers.positionOf(player) < 0) {
            RoundResult[] row = unknown.computeIfAbsent(player, key -> new RoundResult[count]);
            if (row[r] == null) {
              row[r] = entries.result(k);
            }
          }
        }
      }
      unknown.forEach((player, row) -> {
        Problem problem = sequenceProblem(player, row);
        if (problem != null) {
          found.add(problem);
        }
      });
    }
    if (found.size() > 1) {
      Map<Integer, Integer> appearance = firstAppearances();
      found.sort(Comparator.comparingInt(p -> appearance.get(p.player().getAsInt())));
    }
    problems.addAll(found);
  }

  /** The problem with one player's results by round, or null. */
  private static Problem sequenceProblem(int player, RoundResult[] row) {
    boolean withdrawn = false;
    boolean started = false;
    for (int r = 0; r < row.length; r++) {
      RoundResult result = row[r];
      if (result == null) {
        continue;
      }
      ResultKind kind = result.kind();
      if (withdrawn && kind != ResultKind.WITHDRAWN) {
        return Problem.of(Problem.Kind.RESULT_AFTER_WITHDRAWAL, player, r + 1,
            Message.of("problem.resultAfterWithdrawal", kind));
      }
      if (started && kind == ResultKind.LATE_ENTRY) {
        return Problem.of(Problem.Kind.LATE_ENTRY_AFTER_START, player, r + 1,
            Message.of("problem.lateEntryAfterStart"));
      }
      withdrawn = kind == ResultKind.WITHDRAWN;
      started |= kind != ResultKind.LATE_ENTRY;
    }
    return null;
  }

  /** The order in which start numbers first appear in the results, round 1 first. */
  private Map<Integer, Integer> firstAppearances() {
    Map<Integer, Integer> appearance = new HashMap<>();
    for (RoundEntries entries : rounds) {
      for (int k = 0; k < entries.size(); k++) {
        appearance.putIfAbsent(entries.player(k), appearance.size());
      }
    }
    return appearance;
  }

  private void add(Problem.Kind kind, int player, int round, Message message) {
    problems.add(Problem.of(kind, player, round, message));
  }

  /** A side's colour, or the words for a colour not given. */
  private static Object colour(Optional<Colour> colour) {
    return colour.<Object>map(c -> c).orElse(Message.of("problem.colourNotGiven"));
  }
}
