package org.tiebreak.testkit;

import static org.apiguardian.api.API.Status.STABLE;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.PropertyDefaults;
import net.jqwik.api.Provide;
import org.apiguardian.api.API;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.rule.GroupRule;
import org.tiebreak.api.rule.TiebreakRule;
import org.tiebreak.api.rule.TiedGroup;

/**
 * The contract of a tie-break rule, as jqwik properties: a test class implements this interface,
 * names the rule in {@link #subject()}, and inherits every property.
 *
 * <pre>{@code
 * class GamesPlayedContractTest implements TiebreakRuleContract {
 *   @Override
 *   public TiebreakRule subject() {
 *     return new GamesPlayed();
 *   }
 * }
 * }</pre>
 *
 * <p>The properties run over {@link #tournaments()}: by default
 * {@link TournamentArbitraries#any()}, Swiss tournaments and round robins with every kind of
 * unplayed round, complete or in progress. They check that the rule
 * <ul>
 *   <li>is deterministic: the same tournament gives the same values or orderings
 *       ({@link RuleChecks#checkDeterminism});</li>
 *   <li>does not depend on the start numbers: renumbered at random, the tournament gives every
 *       player the same value under the new number, and every tied group the same ordering up to
 *       the renumbering, unless the rule marks it as drawn by lot
 *       ({@link RuleChecks#checkRenumbering});</li>
 *   <li>does not depend on the order in which the players were added to the tournament
 *       ({@link RuleChecks#checkPlayerOrder});</li>
 *   <li>gives exact, consistent values: never {@code null}, stable, the same as the engine's
 *       standings show, explained with the same value ({@link RuleChecks#checkValues});</li>
 *   <li>as a {@link GroupRule}, only reorders inside the group it is given, whatever group that
 *       is and in whatever order it lists its players ({@link RuleChecks#checkGroups});</li>
 *   <li>keeps to its {@link org.tiebreak.api.rule.TiebreakRule#reach() reach}: a game given another
 *       result changes only the figures of players near it, and only the way the reach says
 *       ({@link RuleChecks#checkReach});</li>
 *   <li>throws on no valid tournament, after any round, with or without a lot seed
 *       ({@link RuleChecks#checkNoThrow}).</li>
 * </ul>
 *
 * <p>A failure names the rule, the players and what went wrong, and shows the tournament as a
 * crosstable in the notation of {@link Crosstables}; jqwik shrinks it to a small tournament and
 * reports the sample the same way ({@link TournamentReportingFormat}). To reproduce a failure in a
 * unit test, parse the crosstable and call the {@link RuleChecks} method the property names.
 *
 * <p>Each property runs 50 tries. A test class changes that with jqwik's own annotation, which
 * takes precedence over this interface's: {@code @PropertyDefaults(tries = 500)} on the class.
 * To test other tournaments, override {@link #tournaments()} and annotate the override with
 * {@code @Provide} (jqwik finds provider methods by their annotation):
 *
 * <pre>{@code
 * @PropertyDefaults(tries = 200)
 * class RatingRuleContractTest implements TiebreakRuleContract {
 *   public TiebreakRule subject() { return new MyRatingRule(); }
 *
 *   @Override
 *   @Provide
 *   public Arbitrary<Tournament> tournaments() {
 *     return TournamentArbitraries.swiss().players(2, 20).allUnplayedKinds().inProgress().rated();
 *   }
 * }
 * }</pre>
 */
@PropertyDefaults(tries = 50)
@API(status = STABLE, since = "1.0")
public interface TiebreakRuleContract {

  /**
   * The rule under test: a {@link org.tiebreak.api.rule.ValueRule} or a {@link GroupRule}.
   *
   * @return the rule; called once per try
   */
  TiebreakRule subject();

  /**
   * The tournaments the properties run over: {@link TournamentArbitraries#any()} unless
   * overridden (the override needs {@code @Provide}).
   *
   * @return the arbitrary of tournaments
   */
  @Provide
  default Arbitrary<Tournament> tournaments() {
    return TournamentArbitraries.any();
  }

  /**
   * The same tournament gives the same answer, in a new ranking and as an equal tournament built
   * anew.
   *
   * @param tournament a generated tournament
   */
  @Property
  default void rule_isDeterministic(@ForAll("tournaments") Tournament tournament) {
    RuleChecks.checkDeterminism(subject(), tournament);
  }

  /**
   * Renumbering the players at random changes no value and, up to the renumbering, no ordering
   * of a tied group (but one drawn by lot).
   *
   * @param tournament a generated tournament
   * @param shuffle the seed of the renumbering
   */
  @Property
  default void rule_ignoresStartNumbers(@ForAll("tournaments") Tournament tournament,
      @ForAll long shuffle) {
    RuleChecks.checkRenumbering(subject(), tournament,
        TournamentTransforms.randomNumbers(tournament, new Random(shuffle)));
  }

  /**
   * Building the tournament with its players added in another order changes nothing.
   *
   * @param tournament a generated tournament
   * @param shuffle the seed of the order
   */
  @Property
  default void rule_ignoresTheOrderPlayersWereAdded(@ForAll("tournaments") Tournament tournament,
      @ForAll long shuffle) {
    RuleChecks.checkPlayerOrder(subject(), tournament,
        TournamentTransforms.shuffledStartNumbers(tournament, new Random(shuffle)));
  }

  /**
   * Values are exact {@code Score}s, stable, the engine's, and explained as given.
   *
   * @param tournament a generated tournament
   */
  @Property
  default void rule_givesExactValuesAndExplainsThem(@ForAll("tournaments") Tournament tournament) {
    RuleChecks.checkValues(subject(), tournament);
  }

  /**
   * A group rule only reorders inside the group it is given: the tied groups of the tournament
   * and random sets of players, in any order. Holds trivially for a value rule.
   *
   * @param tournament a generated tournament
   * @param shuffle the seed of the random groups
   */
  @Property
  default void groupRule_onlyReordersTheGroupItIsGiven(
      @ForAll("tournaments") Tournament tournament, @ForAll long shuffle) {
    TiebreakRule rule = subject();
    if (rule instanceof GroupRule groupRule) {
      List<TiedGroup> groups = new ArrayList<>(RuleChecks.tiedGroups(tournament));
      groups.addAll(RuleChecks.randomGroups(tournament, new Random(shuffle)));
      RuleChecks.checkGroups(groupRule, tournament, groups);
    }
  }

  /**
   * The rule keeps to its {@link TiebreakRule#reach() reach}: a game given another result changes
   * only the figures (a group rule's orders) of players within the reach's distance of the game,
   * and, where the reach rises, moves them only with the nearer player's points
   * ({@link RuleChecks#checkReach}).
   *
   * @param tournament a generated tournament
   * @param seed the seed of the game changed, its new result and the random groups
   */
  @Property
  default void rule_keepsToItsReach(@ForAll("tournaments") Tournament tournament,
      @ForAll long seed) {
    RuleChecks.checkReach(subject(), tournament, new Random(seed));
  }

  /**
   * No valid tournament makes the rule throw, after any round, with or without a lot seed.
   *
   * @param tournament a generated tournament
   */
  @Property
  default void rule_neverThrowsOnAValidTournament(@ForAll("tournaments") Tournament tournament) {
    RuleChecks.checkNoThrow(subject(), tournament);
  }
}
