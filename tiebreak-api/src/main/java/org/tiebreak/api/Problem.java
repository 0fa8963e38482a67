package org.tiebreak.api;

import static org.apiguardian.api.API.Status.STABLE;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.OptionalInt;
import org.apiguardian.api.API;
import org.tiebreak.api.standings.Message;
import org.tiebreak.api.standings.Standings;

/**
 * One thing wrong with a tournament, located by player, team, round and board as far as they
 * apply; also what the standings warn of ({@link Standings#warnings()}), located the same way.
 *
 * @param kind what is wrong, for programs
 * @param message what is wrong, for people, in a language of their choice
 * @param player the start number concerned, if any
 * @param round the round concerned (from 1), if any
 * @param team the team number concerned (team events), if any
 * @param board the board concerned (from 1; team events), if any
 */
@API(status = STABLE, since = "1.0")
public record Problem(Kind kind, Message message, OptionalInt player, OptionalInt round,
    OptionalInt team, OptionalInt board) {

  /** What is wrong. */
  public enum Kind {
    /** The planned number of rounds is below 1. */
    INVALID_PLANNED_ROUNDS,
    /** Two players have the same start number. */
    DUPLICATE_START_NUMBER,
    /** A player or team has an empty name. */
    BLANK_NAME,
    /** A result, departure or decision names a start number that is not among the players. */
    UNKNOWN_PLAYER,
    /** A result names an opponent that is not among the players. */
    UNKNOWN_OPPONENT,
    /** A player is paired with themself. */
    SELF_PAIRING,
    /** A player has more than one result in a round. */
    TWO_RESULTS_IN_ROUND,
    /** Two players both name the same third player as their opponent in one round. */
    PAIRED_TWICE,
    /** A player has no result for a round that has been played. */
    MISSING_RESULT,
    /** A result is given for a round after the planned last round. */
    ROUND_BEYOND_PLANNED,
    /** A player's opponent names somebody else, or a bye, for that round. */
    OPPONENT_DISAGREES,
    /** The two sides of a game disagree about its result. */
    RESULT_DISAGREES,
    /** The two sides of a game disagree about the colours, or only one side gives them. */
    COLOUR_DISAGREES,
    /** Two players meet more often than the format allows. */
    TOO_MANY_MEETINGS,
    /** A player has a result other than a withdrawal after withdrawing. */
    RESULT_AFTER_WITHDRAWAL,
    /** A late entry is recorded after the player's first round. */
    LATE_ENTRY_AFTER_START,
    /** More than one pairing-allocated bye in one round. */
    SECOND_PAIRING_ALLOCATED_BYE,
    /** A team event's number of boards is below 1. */
    INVALID_BOARDS,
    /** Two teams have the same number. */
    DUPLICATE_TEAM_NUMBER,
    /** A match or bye names a team that is not among the teams. */
    UNKNOWN_TEAM,
    /** A match has more or fewer boards than the event. */
    WRONG_BOARD_COUNT,
    /** A board's player is not on the roster of the team that board belongs to. */
    WRONG_TEAM,
    /** Scholastic teams: the number of members counted is below 1 or not given. */
    INVALID_COUNTED_MEMBERS,
    /**
     * Scholastic teams: a tie-break code is blank, repeated, or names no value rule; or no
     * tie-break is left to break ties between teams.
     */
    INVALID_TIEBREAK,
    /** Scholastic teams: two teams have the same name. */
    DUPLICATE_TEAM_NAME,
    /** Scholastic teams: a team has no members; a team file: no team has players. */
    EMPTY_TEAM,
    /** Scholastic teams: a member's start number is not among the event's players. */
    UNKNOWN_MEMBER,
    /** Scholastic teams: a player is listed twice on a team, or on two teams. */
    PLAYER_ON_TWO_TEAMS,
    /**
     * A result is given for a game that is not pending in its round, a second time, or without
     * a result ({@link Tournament#withResults}).
     */
    NO_PENDING_GAME,
    /**
     * A departure is given twice for a player, for a round beyond the one after the planned last
     * round, or for a player who plays or scores after it.
     */
    INVALID_DEPARTURE,
    /**
     * A decision on tied players is for standings after a round beyond the planned ones, or for
     * players who do not share a score after its round.
     */
    INVALID_DECISION,
    /**
     * A warning of the standings: a player withdrew or was expelled, and how the standings
     * count them (left out, their games not counted, or counted with forfeits).
     */
    DEPARTURE,
    /**
     * A warning of the standings: a decision on tied players is not applied, because its
     * players do not share a score or do not follow one another in the standings.
     */
    DECISION_NOT_APPLIED,
    /**
     * A warning of the standings: rating-based tie-breaks rank an event over more than one
     * rating period, which FIDE C.07 Art. 10 (2026) does not recommend.
     */
    SEVERAL_RATINGS
  }

  public Problem {
    Objects.requireNonNull(kind, "kind");
    Objects.requireNonNull(message, "message");
    Objects.requireNonNull(player, "player");
    Objects.requireNonNull(round, "round");
    Objects.requireNonNull(team, "team");
    Objects.requireNonNull(board, "board");
  }

  /** A problem with a player, in a round if {@code round} is positive. */
  public static Problem of(Kind kind, int player, int round, Message message) {
    return new Problem(kind, message, positive(player), positive(round), OptionalInt.empty(),
        OptionalInt.empty());
  }

  /**
   * A problem of a team event: with a team, in a round, on a board, with a player, each where it
   * is positive.
   */
  public static Problem ofTeam(Kind kind, int team, int round, int board, int player,
      Message message) {
    return new Problem(kind, message, positive(player), positive(round), positive(team),
        positive(board));
  }

  /**
   * The numbers up to the largest start rank of a TRF file, each made once when first needed:
   * an event with a million problems holds no million copies of its players' and rounds' numbers.
   */
  private static final OptionalInt[] NUMBERS = new OptionalInt[10_000];

  private static OptionalInt positive(int value) {
    if (value <= 0) {
      return OptionalInt.empty();
    }
    if (value >= NUMBERS.length) {
      return OptionalInt.of(value);
    }
    OptionalInt number = NUMBERS[value];
    if (number == null) {
      number = OptionalInt.of(value);
      NUMBERS[value] = number;
    }
    return number;
  }

  /**
   * The problem with where it is, in a language of the library's texts: for example
   * {@code "player 3, round 2: ..."} or {@code "team 4, round 2, board 3: ..."}.
   */
  public String format(Locale locale) {
    Objects.requireNonNull(locale, "locale");
    List<Message> where = new ArrayList<>(4);
    team.ifPresent(t -> where.add(Message.of("problem.team", t)));
    player.ifPresent(p -> where.add(Message.of("problem.player", p)));
    round.ifPresent(r -> where.add(Message.of("problem.round", r)));
    board.ifPresent(b -> where.add(Message.of("problem.board", b)));
    return where.isEmpty() ? message.format(locale)
        : Message.of("problem.where", where, message).format(locale);
  }

  /** The English rendering of {@link #format(Locale)}. */
  @Override
  public String toString() {
    return format(Locale.ROOT);
  }
}
