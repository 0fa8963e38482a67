package org.tiebreak.core.internal;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.tiebreak.api.Departure;
import org.tiebreak.api.Format;
import org.tiebreak.api.Player;
import org.tiebreak.api.Problem;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.RoundResult;
import org.tiebreak.api.RoundRobinWithdrawals;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.standings.Message;

/**
 * How the standings count the players who left the event ({@link Tournament#departures()}).
 *
 * <p>An expelled player is not ranked. In a Swiss their games count for the others (FIDE
 * Tournament Rules of 2011, Art. V.5: the points scored by and against a player who leaves stay
 * for ranking), as in a round robin under {@link RoundRobinWithdrawals#ALL_COUNTED}, the
 * default. In a round robin under {@link RoundRobinWithdrawals#UNDER_HALF_NOT_COUNTED} (FIDE
 * General Regulations for Competitions Art. 6.6, US Chess rule 30B), a player who left having
 * played fewer than half of their scheduled games over the board is left out and none of their
 * games counts: the tournament ranked has no such player, and each round their opponents met them
 * or were scheduled to is a zero-point bye of no game. A player who played half or more counts,
 * and each of their unplayed rounds after leaving is a forfeit lost to the scheduled opponent,
 * whose full-point bye of that round becomes the forfeit won; the scheduled opponent is the one
 * player of the round with a full-point bye who has not yet met them as often as the format
 * allows. Where that player cannot be told, the round counts as recorded (a withdrawal's round
 * as a zero-point bye), with a warning. A player none of whose games counts is not in the
 * tournament ranked at all (so that, say, the Koya system's maximum is that of the others' round
 * robin); an expelled player whose games count is in it, and not ranked.
 *
 * <p>The tournament ranked carries no decisions on tied players: the standings apply those of the
 * tournament given.
 *
 * <p>Internal: not part of the supported API.
 */
final class Departures {

  /** The sources every warning about a round robin's departures names. */
  private static final String TEXTS = "FIDE General Regulations for Competitions 6.6;"
      + " US Chess rule 30B";

  private final Tournament original;
  private final Tournament ranked;
  private final List<Integer> leftOut;
  private final List<Problem> warnings;
  private final Map<Integer, List<Message>> notes;

  private Departures(Tournament original, Tournament ranked, List<Integer> leftOut,
      List<Problem> warnings, Map<Integer, List<Message>> notes) {
    this.original = original;
    this.ranked = ranked;
    this.leftOut = leftOut;
    this.warnings = warnings;
    this.notes = notes;
  }

  /** The tournament as the standings count it, with whom they leave out and why. */
  static Departures of(Tournament tournament) {
    boolean complete = tournament.roundsPlayed() == tournament.plannedRounds();
    boolean rule = tournament.format() != Format.SWISS
        && tournament.roundRobinWithdrawals() == RoundRobinWithdrawals.UNDER_HALF_NOT_COUNTED;
    List<Departure> departures = new ArrayList<>();
    for (Departure departure : tournament.departures()) {
      // Only an expulsion changes a Swiss, or a round robin that counts every game.
      if ((departure.round() <= tournament.roundsPlayed() || complete)
          && (rule || departure.expelled())) {
        departures.add(departure);
      }
    }
    if (departures.isEmpty()) {
      return new Departures(tournament, tournament, List.of(), List.of(), Map.of());
    }
    if (!rule) {
      List<Integer> leftOut = new ArrayList<>();
      List<Problem> warnings = new ArrayList<>();
      boolean roundRobin = tournament.format() != Format.SWISS;
      for (Departure departure : departures) {
        leftOut.add(departure.player());
        warnings.add(Problem.of(Problem.Kind.DEPARTURE, departure.player(), departure.round(),
            Message.of(roundRobin ? "standings.expelledAllCounted" : "standings.expelledSwiss",
                departure.round())));
      }
      return new Departures(tournament, tournament, List.copyOf(leftOut), List.copyOf(warnings),
          Map.of());
    }
    return new Builder(tournament, departures).build();
  }

  /** The tournament given. */
  Tournament original() {
    return original;
  }

  /** The tournament ranked: the games of the players left out taken out. */
  Tournament ranked() {
    return ranked;
  }

  /**
   * The start numbers of every player left out of the standings, ascending: players of
   * {@link #ranked()} who are not ranked, and players none of whose games counts, who are not in
   * it.
   */
  List<Integer> leftOut() {
    return leftOut;
  }

  /** What the standings say about the departures. */
  List<Problem> warnings() {
    return warnings;
  }

  /** The notes on a player's rounds changed by a departure, for the player's explanations. */
  List<Message> notes(int player) {
    return notes.getOrDefault(player, List.of());
  }

  /** Works out the tournament ranked. */
  private static final class Builder {
    private final Tournament tournament;
    private final List<Departure> departures;
    private final int rounds;
    /** Each player's results as ranked, by start number; a player left out has none. */
    private final Map<Integer, RoundResult[]> rows = new LinkedHashMap<>();
    private final TreeSet<Integer> leftOut = new TreeSet<>();
    /** The players none of whose games counts. */
    private final TreeSet<Integer> annulled = new TreeSet<>();
    private final List<Problem> warnings = new ArrayList<>();
    private final Map<Integer, List<Message>> notes = new HashMap<>();
    private boolean changed;

    Builder(Tournament tournament, List<Departure> departures) {
      this.tournament = tournament;
      this.departures = departures;
      this.rounds = tournament.roundsPlayed();
      for (Player player : tournament.players()) {
        rows.put(player.startNumber(),
            tournament.results(player.startNumber()).toArray(new RoundResult[0]));
      }
    }

    Departures build() {
      boolean roundRobin = tournament.format() != Format.SWISS;
      boolean rule = roundRobin
          && tournament.roundRobinWithdrawals() == RoundRobinWithdrawals.UNDER_HALF_NOT_COUNTED;
      int cycles = tournament.format() == Format.DOUBLE_ROUND_ROBIN ? 2 : 1;
      int scheduled = (tournament.players().size() - 1) * cycles;
      List<Departure> underHalf = new ArrayList<>();
      for (Departure departure : departures) {
        int player = departure.player();
        int played = playedBefore(departure);
        Message reason = Message.of("departure." + departure.reason().name());
        if (rule && 2 * played < scheduled) {
          underHalf.add(departure);
          leftOut.add(player);
          annulled.add(player);
          warnings.add(Problem.of(Problem.Kind.DEPARTURE, player, departure.round(),
              Message.of("standings.leftOutUnderHalf", reason, departure.round(), played,
                  scheduled, TEXTS)));
        } else if (rule) {
          forfeits(departure);
          if (departure.expelled()) {
            leftOut.add(player);
          }
          warnings.add(Problem.of(Problem.Kind.DEPARTURE, player, departure.round(),
              Message.of(departure.expelled() ? "standings.leftOutHalf" : "standings.rankedHalf",
                  reason, departure.round(), played, scheduled, TEXTS)));
        } else if (departure.expelled()) {
          leftOut.add(player);
          warnings.add(Problem.of(Problem.Kind.DEPARTURE, player, departure.round(),
              Message.of(roundRobin ? "standings.expelledAllCounted" : "standings.expelledSwiss",
                  departure.round())));
        }
      }
      for (Departure departure : underHalf) {
        annul(departure);
      }
      Tournament ranked = changed ? rebuild() : tournament;
      return new Departures(tournament, ranked, List.copyOf(leftOut), List.copyOf(warnings),
          Collections.unmodifiableMap(notes));
    }

    /** The games the player played over the board before leaving. */
    private int playedBefore(Departure departure) {
      RoundResult[] row = rows.get(departure.player());
      int played = 0;
      for (int r = 0; r < Math.min(departure.round() - 1, rounds); r++) {
        played += row[r].kind().isPlayed() ? 1 : 0;
      }
      return played;
    }

    /** How often two players have met in the rounds as ranked. */
    private int meetings(int a, int b) {
      int met = 0;
      for (RoundResult result : rows.get(a)) {
        met += result.opponentOrZero() == b ? 1 : 0;
      }
      return met;
    }

    /**
     * The one player with a full-point bye in round {@code r} (from 0) who may still meet the
     * player, or 0 where there is none; -1 where there are several.
     */
    private int scheduledOpponent(int player, int r) {
      int found = 0;
      int limit = tournament.format().maxMeetings();
      for (Map.Entry<Integer, RoundResult[]> row : rows.entrySet()) {
        int other = row.getKey();
        if (other != player && !annulled.contains(other)) {
          if (row.getValue()[r].kind() == ResultKind.FULL_POINT_BYE
              && meetings(player, other) < limit) {
            if (found != 0) {
              return -1;
            }
            found = other;
          }
        }
      }
      return found;
    }

    /** The player's unplayed rounds after leaving as forfeits lost to the scheduled opponent. */
    private void forfeits(Departure departure) {
      int player = departure.player();
      RoundResult[] row = rows.get(player);
      for (int r = departure.round() - 1; r < rounds; r++) {
        if (!row[r].kind().isBye()) {
          continue;
        }
        if (row[r].kind() == ResultKind.WITHDRAWN) {
          // a withdrawal's rounds are all withdrawn or none: a forfeit among them, none
          row[r] = RoundResult.bye(ResultKind.ZERO_POINT_BYE);
          changed = true;
        }
        int opponent = scheduledOpponent(player, r);
        if (opponent < 0) {
          warnings.add(Problem.of(Problem.Kind.DEPARTURE, player, r + 1,
              Message.of("standings.opponentUnknown", player, r + 1)));
        } else if (opponent > 0) {
          row[r] = RoundResult.forfeitLoss(opponent);
          rows.get(opponent)[r] = RoundResult.forfeitWin(player);
          note(player, Message.of("standings.forfeitLost", r + 1, opponent, TEXTS));
          note(opponent, Message.of("standings.forfeitWon", r + 1, player, TEXTS));
          changed = true;
        }
      }
    }

    /**
     * Takes the player's games out: each round an opponent met them, or had the full-point bye
     * that stood for their game after they left, becomes a zero-point bye.
     */
    private void annul(Departure departure) {
      int player = departure.player();
      RoundResult[] row = rows.get(player);
      for (int r = 0; r < rounds; r++) {
        int opponent = row[r].opponentOrZero();
        if (opponent == 0 && r >= departure.round() - 1 && row[r].kind().isBye()) {
          opponent = scheduledOpponent(player, r);
          if (opponent < 0) {
            warnings.add(Problem.of(Problem.Kind.DEPARTURE, player, r + 1,
                Message.of("standings.opponentUnknown", player, r + 1)));
            continue;
          }
        }
        if (opponent > 0 && rows.containsKey(opponent)) {
          rows.get(opponent)[r] = RoundResult.bye(ResultKind.ZERO_POINT_BYE);
          note(opponent, Message.of("standings.notCounted", r + 1, player, TEXTS));
        }
      }
      changed = true;
    }

    private void note(int player, Message note) {
      notes.computeIfAbsent(player, p -> new ArrayList<>()).add(note);
    }

    /** The tournament without the players whose games do not count, as the rounds stand. */
    private Tournament rebuild() {
      Tournament.Builder builder = Tournament.builder().settingsOf(tournament);
      for (Player player : tournament.players()) {
        if (!annulled.contains(player.startNumber())) {
          builder.addRow(player, rows.get(player.startNumber()));
        }
      }
      for (Departure departure : departures) {
        if (!annulled.contains(departure.player())) {
          builder.addDeparture(departure);
        }
      }
      if (rounds == 0) {
        return builder.build();
      }
      return builder.build().afterRound(rounds);
    }
  }
}
