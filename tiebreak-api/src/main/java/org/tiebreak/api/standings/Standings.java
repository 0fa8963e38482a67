package org.tiebreak.api.standings;

import static org.apiguardian.api.API.Status.STABLE;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.apiguardian.api.API;
import org.tiebreak.api.Player;
import org.tiebreak.api.Problem;
import org.tiebreak.api.RoundRobinWithdrawals;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.Score;
import org.tiebreak.api.TieDecision;
import org.tiebreak.api.Tournament;

/**
 * The ranking of a tournament under a ruleset after the rounds played so far: ordered rows with
 * shared places where nothing separates players, every rule's value, which rule decided each
 * place, and explanations on demand.
 *
 * <p>Standings are immutable and thread-safe: rows, comparisons and explanations may be asked
 * for from several threads at once.
 */
@API(status = STABLE, since = "1.0")
public interface Standings {

  /** The tournament as ranked. */
  Tournament tournament();

  /** The ruleset applied. */
  Ruleset ruleset();

  /** The number of rounds ranked. */
  default int roundsPlayed() {
    return tournament().roundsPlayed();
  }

  /** The rows, first place first. */
  List<Row> rows();

  /**
   * The row of a player.
   *
   * @throws IllegalArgumentException if there is no such player
   */
  Row row(int player);

  /**
   * Which rule placed one of two players above the other, with both values; or that nothing
   * separated them. A decision on tied players ({@link TieDecision}) is named by its code.
   *
   * @throws IllegalArgumentException if either player does not exist
   */
  Comparison compare(int player, int other);

  /**
   * How a rule of the chain gives the player's figure; or, under the code of a decision on tied
   * players ({@code PLAYOFF}, {@code ARBITER}, or the code of figures computed elsewhere), how the
   * decision placed a player it ordered.
   *
   * @throws IllegalArgumentException if there is no such player or rule in the chain
   */
  Explanation explain(int player, String ruleCode);

  /** How every rule of the chain gives the player's figure, in chain order. */
  List<Explanation> explain(int player);

  /**
   * The start numbers of the players the standings leave out, ascending: a player expelled from
   * the event, and in a round robin a player who left it having played fewer than half of their
   * games ({@link RoundRobinWithdrawals}). {@link #warnings()} says why; {@link #row} and
   * {@link #compare} refuse them.
   */
  default List<Integer> leftOut() {
    return List.of();
  }

  /**
   * What the standings want the reader to know beyond the rows, each with its player and round
   * where it has them: a player who left the event and how the standings count them
   * ({@link Problem.Kind#DEPARTURE}), a decision on tied players that could not be applied
   * ({@link Problem.Kind#DECISION_NOT_APPLIED}), rating-based tie-breaks in an event over more
   * than one rating period ({@link Problem.Kind#SEVERAL_RATINGS}).
   */
  default List<Problem> warnings() {
    return List.of();
  }

  /** One player's line of the standings. */
  interface Row {

    /** The place as a number: the best place of a shared group (3 for "3-5"). */
    int rank();

    /** The place as printed: {@code "1"}, or {@code "3-5"} when shared. */
    String place();

    /** Whether the place is shared with other players. */
    default boolean shared() {
      return place().indexOf('-') >= 0;
    }

    /** The player. */
    Player player();

    /** The player's score. */
    Score score();

    /**
     * Every rule's value for the player by code, in chain order; a group rule has a value only
     * where it was applied to the player's group and gives one.
     */
    Map<String, Score> values();

    /**
     * The code of the rule that placed this player above the next row; empty if their scores
     * differ, if nothing separates them, or for the last row.
     */
    Optional<String> decidedBy();

    /**
     * Whether the rule of {@link #decidedBy()} drew lots: the player is above the next row only
     * by a drawing of lots, not by a figure or a result. A prize the text keeps from lots (a
     * title) cannot follow such a place.
     */
    default boolean decidedByLot() {
      return false;
    }

    /**
     * What the standings say about this player's place beyond the figures, such as "decided by
     * lot (seed 42)" or "to be decided by a play-off".
     */
    Optional<Message> remark();
  }

  /**
   * How two players were separated.
   *
   * @param higher the start number of the player placed higher (placed first, if they are tied)
   * @param lower the start number of the other player
   * @param rule the code of the rule that separated them, {@code "score"} if the scores did, or
   *     empty if nothing did
   * @param higherValue the higher player's figure under that rule
   * @param lowerValue the lower player's figure under that rule
   */
  record Comparison(int higher, int lower, Optional<String> rule, Optional<Score> higherValue,
      Optional<Score> lowerValue) {

    /** Checks that no component is null. */
    public Comparison {
      Objects.requireNonNull(rule, "rule");
      Objects.requireNonNull(higherValue, "higherValue");
      Objects.requireNonNull(lowerValue, "lowerValue");
    }

    /** Whether the two players share a place. */
    public boolean tied() {
      return rule.isEmpty();
    }

    /** The comparison in words: "3 above 5 on BH (21.5 to 20)", or "nothing separates 3 and 5". */
    public Message message() {
      if (rule.isEmpty()) {
        return Message.of("comparison.tied", higher, lower);
      }
      if (higherValue.isEmpty()) {
        return Message.of("comparison.above", higher, lower, rule.get());
      }
      Object other = lowerValue.<Object>map(v -> v).orElse(Message.of("explanation.none"));
      return Message.of("comparison.aboveWith", higher, lower, rule.get(), higherValue.get(), other);
    }

    /** The English text of {@link #message()}. */
    @Override
    public String toString() {
      return message().toString();
    }
  }
}
