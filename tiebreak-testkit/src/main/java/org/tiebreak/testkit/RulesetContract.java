package org.tiebreak.testkit;

import static org.apiguardian.api.API.Status.STABLE;

import java.util.Random;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.PropertyDefaults;
import net.jqwik.api.Provide;
import org.apiguardian.api.API;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.team.TeamTournament;

/**
 * The contract of a ruleset, as jqwik properties: a test class implements this interface, names
 * the ruleset in {@link #subject()}, and inherits every property.
 *
 * <pre>{@code
 * class ClubRulesetContractTest implements RulesetContract {
 *   @Override
 *   public Ruleset subject() {
 *     return Rulesets.named("club");
 *   }
 * }
 * }</pre>
 *
 * <p>The properties run over {@link #events()} and a lot seed, ranking with and without the
 * seed: the tournaments of {@link #tournaments()} (by default those of
 * {@link TournamentArbitraries#any()} the subject fits) for a ruleset of players, the team events
 * of {@link #teamEvents()} (by default those of {@link TeamTournamentArbitraries#any()} it fits)
 * for a ruleset of teams ({@link Ruleset#forTeams()}), whose rows are then teams. They check that
 * the standings
 * <ul>
 *   <li>list every player (or team) once ({@link RulesetChecks#checkEveryPlayerOnce},
 *       {@link RulesetChecks#checkEveryTeamOnce});</li>
 *   <li>have ranks that never decrease and places that are shared exactly where nothing separates
 *       players ({@link RulesetChecks#checkPlaces});</li>
 *   <li>order players of different scores by score, a team event by its primary score
 *       ({@link RulesetChecks#checkScoreOrder});</li>
 *   <li>obey the chain: two players separated by rule k are equal on every rule before k, and
 *       the figures of rule k favour the one placed higher ({@link RulesetChecks#checkChain});</li>
 *   <li>are explained, rule by rule, with the figures they show
 *       ({@link RulesetChecks#checkExplanations});</li>
 *   <li>change no place when the players (the teams and their players) are renumbered, except
 *       where lots decide, which must then be the same for the same seed
 *       ({@link RulesetChecks#checkRenumbering});</li>
 *   <li>are the same for the same input, and without a seed differ from the seeded ones only
 *       where lots were drawn ({@link RulesetChecks#checkDeterminism});</li>
 *   <li>come without an exception for every valid event, after any round
 *       ({@link RulesetChecks#checkNoThrow}).</li>
 * </ul>
 *
 * <p>A failure names the ruleset, the players or teams and the rule, and shows the standings and
 * the event: a tournament as a crosstable in the notation of {@link Crosstables}, a team event
 * with its rosters and every round's matches. Each property runs 50 tries;
 * {@code @PropertyDefaults(tries = ...)} on the test class changes that, and an override of
 * {@link #tournaments()} or {@link #teamEvents()} annotated with {@code @Provide} changes the
 * events (see {@link TiebreakRuleContract}).
 */
@PropertyDefaults(tries = 50)
@API(status = STABLE, since = "1.0")
public interface RulesetContract {

  /**
   * The ruleset under test.
   *
   * @return the ruleset; called once per try
   */
  Ruleset subject();

  /**
   * The tournaments the properties run over for a ruleset of players: those of
   * {@link TournamentArbitraries#any()} the subject is meant for
   * ({@link TournamentArbitraries#fitting}) unless overridden (the override needs
   * {@code @Provide}).
   *
   * @return the arbitrary of tournaments
   */
  @Provide
  default Arbitrary<Tournament> tournaments() {
    return TournamentArbitraries.fitting(subject());
  }

  /**
   * The team events the properties run over for a ruleset of teams: those of
   * {@link TeamTournamentArbitraries#any()} the subject is meant for
   * ({@link TeamTournamentArbitraries#fitting}) unless overridden (the override needs
   * {@code @Provide}).
   *
   * @return the arbitrary of team events
   */
  @Provide
  default Arbitrary<TeamTournament> teamEvents() {
    return TeamTournamentArbitraries.fitting(subject());
  }

  /**
   * What the properties run over: {@link #teamEvents()} for a ruleset of teams,
   * {@link #tournaments()} otherwise.
   *
   * @return the arbitrary of events, each a {@link Tournament} or a {@link TeamTournament}
   */
  @Provide
  default Arbitrary<Object> events() {
    return subject().forTeams() ? teamEvents().map(event -> event)
        : tournaments().map(tournament -> tournament);
  }

  /**
   * Every player, or every team, is listed once.
   *
   * @param event a generated tournament or team event
   * @param lotSeed the lot seed of the seeded ranking
   */
  @Property
  default void standings_listEveryPlayerOnce(@ForAll("events") Object event,
      @ForAll long lotSeed) {
    RulesetChecks.checkEveryRowOnce(subject(), RankedEvent.of(event), lotSeed);
  }

  /**
   * Ranks never decrease, and places are shared exactly where nothing separates players.
   *
   * @param event a generated tournament or team event
   * @param lotSeed the lot seed of the seeded ranking
   */
  @Property
  default void ranks_neverDecrease_andPlacesMatchTies(@ForAll("events") Object event,
      @ForAll long lotSeed) {
    RulesetChecks.checkPlaces(subject(), RankedEvent.of(event), lotSeed);
  }

  /**
   * Players of different scores are ordered by score.
   *
   * @param event a generated tournament or team event
   * @param lotSeed the lot seed of the seeded ranking
   */
  @Property
  default void players_withDifferentScores_areOrderedByScore(@ForAll("events") Object event,
      @ForAll long lotSeed) {
    RulesetChecks.checkScoreOrder(subject(), RankedEvent.of(event), lotSeed);
  }

  /**
   * Two players separated by rule k are equal on every rule before k.
   *
   * @param event a generated tournament or team event
   * @param lotSeed the lot seed of the seeded ranking
   */
  @Property
  default void separatedByARule_equalOnEveryRuleBeforeIt(@ForAll("events") Object event,
      @ForAll long lotSeed) {
    RulesetChecks.checkChain(subject(), RankedEvent.of(event), lotSeed);
  }

  /**
   * Every rule explains every player's figure as the standings show it.
   *
   * @param event a generated tournament or team event
   * @param lotSeed the lot seed of the seeded ranking
   */
  @Property
  default void explanations_giveTheFiguresOfTheStandings(@ForAll("events") Object event,
      @ForAll long lotSeed) {
    RulesetChecks.checkExplanations(subject(), RankedEvent.of(event), lotSeed);
  }

  /**
   * Renumbering the players (the teams and their players) changes no place, except where lots
   * decide.
   *
   * @param event a generated tournament or team event
   * @param lotSeed the lot seed of the seeded ranking
   * @param shuffle the seed of the renumbering
   */
  @Property
  default void renumbering_changesNoPlaceExceptByLot(@ForAll("events") Object event,
      @ForAll long lotSeed, @ForAll long shuffle) {
    RulesetChecks.checkRenumbering(subject(), RankedEvent.of(event), lotSeed,
        new Random(shuffle));
  }

  /**
   * The same input gives the same standings.
   *
   * @param event a generated tournament or team event
   * @param lotSeed the lot seed of the seeded ranking
   */
  @Property
  default void sameInput_sameStandings(@ForAll("events") Object event, @ForAll long lotSeed) {
    RulesetChecks.checkDeterminism(subject(), RankedEvent.of(event), lotSeed);
  }

  /**
   * A round paired but not yet played counts for nothing: a tournament whose last round's games
   * are all pending, or a team event whose last round's matches are all in progress, ranks like
   * the event before that round ({@link RulesetChecks#checkPendingRound(Ruleset, Tournament,
   * long)}, {@link RulesetChecks#checkPendingRound(Ruleset, TeamTournament, long)}).
   *
   * @param event a generated tournament or team event
   * @param lotSeed the lot seed of the seeded ranking
   */
  @Property
  default void pendingRound_ranksLikeTheRoundBefore(@ForAll("events") Object event,
      @ForAll long lotSeed) {
    if (event instanceof Tournament tournament) {
      RulesetChecks.checkPendingRound(subject(), tournament, lotSeed);
    } else if (event instanceof TeamTournament teams) {
      RulesetChecks.checkPendingRound(subject(), teams, lotSeed);
    }
  }

  /**
   * No valid tournament or team event makes ranking throw, after any round.
   *
   * @param event a generated tournament or team event
   * @param lotSeed the lot seed of the seeded ranking
   */
  @Property
  default void ranking_neverThrowsOnAValidTournament(@ForAll("events") Object event,
      @ForAll long lotSeed) {
    RulesetChecks.checkNoThrow(subject(), RankedEvent.of(event), lotSeed);
  }
}
