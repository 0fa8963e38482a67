package org.tiebreak.core;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;
import static org.apiguardian.api.API.Status.STABLE;

import java.util.Objects;
import java.util.OptionalLong;
import org.apiguardian.api.API;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.api.team.ScholasticTeams;
import org.tiebreak.api.team.TeamTournament;
import org.tiebreak.core.internal.Ranker;
import org.tiebreak.core.internal.ScholasticStandings;

/**
 * Ranks a tournament under a ruleset.
 *
 * <pre>{@code
 * Standings standings = TiebreakEngine.rank(tournament, ruleset);
 * Standings afterRound3 = TiebreakEngine.rank(tournament.afterRound(3), ruleset);
 * }</pre>
 *
 * <p>Players are sorted by score; inside each group of equal score the rules of the chain apply
 * in order, each splitting the players still tied into ordered sub-groups. What no rule separates
 * shares a place. Cost grows linearly with players × rounds apart from sorting.
 *
 * <p>The engine keeps no state between calls: several threads may rank at once, the same
 * tournament under the same ruleset included, provided the ruleset's rules are thread-safe (the
 * built-in ones are). Each call computes its own figures.
 */
@API(status = STABLE, since = "1.0")
public final class TiebreakEngine {

  private TiebreakEngine() {}

  /**
   * The standings after the rounds played; a drawing of lots in the ruleset is not drawn (the
   * tie is reported as to be decided by lot).
   *
   * @throws org.tiebreak.api.RuleFailedException if a rule fails
   * @throws IllegalArgumentException if the ruleset ranks only events scored 1-½-0 and the
   *     tournament is scored otherwise, or if its scores are too large to rank exactly (a point
   *     system such as 9999.9999 points for a win, in steps of 0.0001, over many rounds: the
   *     figures that multiply scores would not fit in 64 bits)
   */
  public static Standings rank(Tournament tournament, Ruleset ruleset) {
    return Ranker.rank(checked(tournament, ruleset), ruleset, OptionalLong.empty(), false);
  }

  /**
   * The standings of {@link #rank(Tournament, Ruleset)}, each tie-break's figures worked out only
   * when a group of tied players first reaches the rule, or when the standings are first asked
   * for them: for a program that ranks many variations of an event and reads mostly the order
   * (what each result of a round in progress would do), where the later rules of a chain are
   * seldom reached. The order, the places and every figure read are those {@code rank} gives.
   *
   * @throws org.tiebreak.api.RuleFailedException if a rule fails, here or when its figures are
   *     first read
   * @throws IllegalArgumentException as {@link #rank(Tournament, Ruleset)} does
   */
  @API(status = EXPERIMENTAL, since = "1.0")
  public static Standings rankOnDemand(Tournament tournament, Ruleset ruleset) {
    return Ranker.rank(checked(tournament, ruleset), ruleset, OptionalLong.empty(), true);
  }

  /**
   * The standings after the rounds played, drawing lots (where the ruleset does) reproducibly
   * from {@code lotSeed}.
   *
   * @throws org.tiebreak.api.RuleFailedException if a rule fails
   * @throws IllegalArgumentException if the ruleset ranks only events scored 1-½-0 and the
   *     tournament is scored otherwise, or if its scores are too large to rank exactly (a point
   *     system such as 9999.9999 points for a win, in steps of 0.0001, over many rounds: the
   *     figures that multiply scores would not fit in 64 bits)
   */
  public static Standings rank(Tournament tournament, Ruleset ruleset, long lotSeed) {
    return Ranker.rank(checked(tournament, ruleset), ruleset, OptionalLong.of(lotSeed), false);
  }

  /**
   * The standings of the teams of a team event after the rounds played, by its primary score
   * and then the ruleset's chain; a drawing of lots is not drawn. Each row's player is a team
   * (its number and name).
   *
   * @throws org.tiebreak.api.RuleFailedException if a rule fails
   * @throws IllegalArgumentException if the ruleset ranks only events scored 1-½-0, or if the
   *     event's match or game points are too large to rank exactly
   */
  public static Standings rank(TeamTournament event, Ruleset ruleset) {
    return Ranker.rank(checked(event, ruleset), ruleset, OptionalLong.empty(), false);
  }

  /**
   * The standings of {@link #rank(TeamTournament, Ruleset)}, each tie-break's figures worked out
   * on demand as {@link #rankOnDemand(Tournament, Ruleset)} says.
   *
   * @throws org.tiebreak.api.RuleFailedException if a rule fails, here or when its figures are
   *     first read
   * @throws IllegalArgumentException as {@link #rank(TeamTournament, Ruleset)} does
   */
  @API(status = EXPERIMENTAL, since = "1.0")
  public static Standings rankOnDemand(TeamTournament event, Ruleset ruleset) {
    return Ranker.rank(checked(event, ruleset), ruleset, OptionalLong.empty(), true);
  }

  /**
   * The standings of the teams of a team event, drawing lots (where the ruleset does)
   * reproducibly from {@code lotSeed}.
   *
   * @throws org.tiebreak.api.RuleFailedException if a rule fails
   * @throws IllegalArgumentException if the ruleset ranks only events scored 1-½-0, or if the
   *     event's match or game points are too large to rank exactly
   */
  public static Standings rank(TeamTournament event, Ruleset ruleset, long lotSeed) {
    return Ranker.rank(checked(event, ruleset), ruleset, OptionalLong.of(lotSeed), false);
  }

  /**
   * The standings of teams formed from the players of an individual event, as schools compete in
   * a scholastic Swiss: each team's score is the total of its best
   * {@link ScholasticTeams#counted() N} members' scores, and teams tied on that are separated by
   * the totals of the same members' figures under each tie-break of the team chain, in order
   * (every value rule of the individual chain unless {@link ScholasticTeams#tiebreaks()} names
   * some). What nothing separates shares a place. Each row's player is a team (its number and
   * name); {@code compare} and {@code decidedBy} name the tie-break codes, {@code "score"}, and
   * {@code "FULL"} where a full team ranks above a short one.
   *
   * <p>The members counted are a team's best N <em>by individual final standing</em>: the first N
   * of its members in the order of the individual rows. Members who share a place have the same
   * score and figures, so which of them counts changes no team figure. A team with fewer than N
   * members is handled as {@link ScholasticTeams#shortTeams()} says; by default each missing
   * member counts 0: a short team competes on the points its members scored, as state scholastic
   * championships commonly rule (the Virginia scholastic championship's team rules, for one).
   *
   * <p>Rules that order a tied group rather than give a figure (the result between tied players, a
   * drawing of lots) have nothing to total and do not rank teams. The explanation of a team's
   * figure (and of its score, under the code {@code "score"}) lists each member with their
   * figure, whether it counted, and a line for each missing member. The figures are exact totals.
   * {@link Standings#tournament()} is the individual event.
   *
   * @param individual the individual standings, ranked under the event's ruleset
   * @param teams the teams, their members and how many count
   * @throws org.tiebreak.api.InvalidTournamentException listing every member who is not among the
   *     event's players and every tie-break code that names no value rule of the ruleset, or
   *     saying that the team chain has no tie-break at all (an individual chain of rules that
   *     order tied players only, or an empty list of tie-breaks, without the total of all
   *     members first)
   * @throws IllegalArgumentException if the individual standings rank the teams of a team event
   */
  public static Standings rankTeams(Standings individual, ScholasticTeams teams) {
    return ScholasticStandings.of(individual, teams);
  }

  private static TeamTournament checked(TeamTournament event, Ruleset ruleset) {
    Objects.requireNonNull(event, "event");
    Objects.requireNonNull(ruleset, "ruleset");
    if (ruleset.standardPointsOnly()) {
      throw new IllegalArgumentException("ruleset " + ruleset.name() + " ranks individual events"
          + " scored 1, ½ and 0, not teams");
    }
    return event;
  }

  private static Tournament checked(Tournament tournament, Ruleset ruleset) {
    Objects.requireNonNull(tournament, "tournament");
    Objects.requireNonNull(ruleset, "ruleset");
    if (ruleset.standardPointsOnly() && !tournament.pointSystem().isStandard()) {
      throw new IllegalArgumentException("ruleset " + ruleset.name() + " ranks events scored 1,"
          + " ½ and 0, as its text does; this tournament scores " + tournament.pointSystem());
    }
    return tournament;
  }
}
