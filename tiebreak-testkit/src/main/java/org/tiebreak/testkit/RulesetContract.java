package org.tiebreak.testkit;

import java.util.Random;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.PropertyDefaults;
import net.jqwik.api.Provide;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.Tournament;

/**
 * The contract of a ruleset, as jqwik properties: a test class implements this interface, names
 * the ruleset in {@link #subject()}, and inherits every property.
 *
 * <pre>{@code
 * class ClubRulesetProperties implements RulesetContract {
 *   @Override
 *   public Ruleset subject() {
 *     return Rulesets.named("club");
 *   }
 * }
 * }</pre>
 *
 * <p>The properties run over {@link #tournaments()} (by default
 * {@link TournamentArbitraries#any()}) and a lot seed, ranking with and without the seed. They
 * check that the standings
 * <ul>
 *   <li>list every player once ({@link RulesetChecks#checkEveryPlayerOnce});</li>
 *   <li>have ranks that never decrease and places that are shared exactly where nothing separates
 *       players ({@link RulesetChecks#checkPlaces});</li>
 *   <li>order players of different scores by score ({@link RulesetChecks#checkScoreOrder});</li>
 *   <li>obey the chain: two players separated by rule k are equal on every rule before k, and
 *       the figures of rule k favour the one placed higher ({@link RulesetChecks#checkChain});</li>
 *   <li>are explained, rule by rule, with the figures they show
 *       ({@link RulesetChecks#checkExplanations});</li>
 *   <li>change no place when the players are renumbered, except where lots decide, which must
 *       then be the same for the same seed ({@link RulesetChecks#checkRenumbering});</li>
 *   <li>are the same for the same input, and without a seed differ from the seeded ones only
 *       where lots were drawn ({@link RulesetChecks#checkDeterminism});</li>
 *   <li>come without an exception for every valid tournament, after any round
 *       ({@link RulesetChecks#checkNoThrow}).</li>
 * </ul>
 *
 * <p>A failure names the ruleset, the players and the rule, and shows the standings and the
 * tournament as a crosstable in the notation of {@link Crosstables}. Each property runs 50 tries;
 * {@code @PropertyDefaults(tries = ...)} on the test class changes that, and an override of
 * {@link #tournaments()} annotated with {@code @Provide} changes the tournaments (see
 * {@link TiebreakRuleContract}).
 */
@PropertyDefaults(tries = 50)
public interface RulesetContract {

  /**
   * The ruleset under test.
   *
   * @return the ruleset; called once per try
   */
  Ruleset subject();

  /**
   * The tournaments the properties run over: those of {@link TournamentArbitraries#any()} the
   * subject is meant for ({@link TournamentArbitraries#fitting}) unless overridden (the override
   * needs {@code @Provide}).
   *
   * @return the arbitrary of tournaments
   */
  @Provide
  default Arbitrary<Tournament> tournaments() {
    return TournamentArbitraries.fitting(subject());
  }

  /**
   * Every player is listed once.
   *
   * @param tournament a generated tournament
   * @param lotSeed the lot seed of the seeded ranking
   */
  @Property
  default void standings_listEveryPlayerOnce(@ForAll("tournaments") Tournament tournament,
      @ForAll long lotSeed) {
    RulesetChecks.checkEveryPlayerOnce(subject(), tournament, lotSeed);
  }

  /**
   * Ranks never decrease, and places are shared exactly where nothing separates players.
   *
   * @param tournament a generated tournament
   * @param lotSeed the lot seed of the seeded ranking
   */
  @Property
  default void ranks_neverDecrease_andPlacesMatchTies(
      @ForAll("tournaments") Tournament tournament, @ForAll long lotSeed) {
    RulesetChecks.checkPlaces(subject(), tournament, lotSeed);
  }

  /**
   * Players of different scores are ordered by score.
   *
   * @param tournament a generated tournament
   * @param lotSeed the lot seed of the seeded ranking
   */
  @Property
  default void players_withDifferentScores_areOrderedByScore(
      @ForAll("tournaments") Tournament tournament, @ForAll long lotSeed) {
    RulesetChecks.checkScoreOrder(subject(), tournament, lotSeed);
  }

  /**
   * Two players separated by rule k are equal on every rule before k.
   *
   * @param tournament a generated tournament
   * @param lotSeed the lot seed of the seeded ranking
   */
  @Property
  default void separatedByARule_equalOnEveryRuleBeforeIt(
      @ForAll("tournaments") Tournament tournament, @ForAll long lotSeed) {
    RulesetChecks.checkChain(subject(), tournament, lotSeed);
  }

  /**
   * Every rule explains every player's figure as the standings show it.
   *
   * @param tournament a generated tournament
   * @param lotSeed the lot seed of the seeded ranking
   */
  @Property
  default void explanations_giveTheFiguresOfTheStandings(
      @ForAll("tournaments") Tournament tournament, @ForAll long lotSeed) {
    RulesetChecks.checkExplanations(subject(), tournament, lotSeed);
  }

  /**
   * Renumbering the players changes no place, except where lots decide.
   *
   * @param tournament a generated tournament
   * @param lotSeed the lot seed of the seeded ranking
   * @param shuffle the seed of the renumbering
   */
  @Property
  default void renumbering_changesNoPlaceExceptByLot(@ForAll("tournaments") Tournament tournament,
      @ForAll long lotSeed, @ForAll long shuffle) {
    RulesetChecks.checkRenumbering(subject(), tournament, lotSeed,
        TournamentTransforms.randomNumbers(tournament, new Random(shuffle)));
  }

  /**
   * The same input gives the same standings.
   *
   * @param tournament a generated tournament
   * @param lotSeed the lot seed of the seeded ranking
   */
  @Property
  default void sameInput_sameStandings(@ForAll("tournaments") Tournament tournament,
      @ForAll long lotSeed) {
    RulesetChecks.checkDeterminism(subject(), tournament, lotSeed);
  }

  /**
   * No valid tournament makes ranking throw, after any round.
   *
   * @param tournament a generated tournament
   * @param lotSeed the lot seed of the seeded ranking
   */
  @Property
  default void ranking_neverThrowsOnAValidTournament(
      @ForAll("tournaments") Tournament tournament, @ForAll long lotSeed) {
    RulesetChecks.checkNoThrow(subject(), tournament, lotSeed);
  }
}
