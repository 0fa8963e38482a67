package org.tiebreak.core;

import java.util.Objects;
import java.util.OptionalLong;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.Standings;
import org.tiebreak.api.TeamTournament;
import org.tiebreak.api.Tournament;
import org.tiebreak.core.internal.Ranker;

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
 */
public final class TiebreakEngine {

  private TiebreakEngine() {}

  /**
   * The standings after the rounds played; a drawing of lots in the ruleset is not drawn (the
   * tie is reported as to be decided by lot).
   *
   * @throws org.tiebreak.api.RuleFailedException if a rule fails
   * @throws IllegalArgumentException if the ruleset ranks only events scored 1-½-0 and the
   *     tournament is scored otherwise
   */
  public static Standings rank(Tournament tournament, Ruleset ruleset) {
    return Ranker.rank(checked(tournament, ruleset), ruleset, OptionalLong.empty());
  }

  /**
   * The standings after the rounds played, drawing lots (where the ruleset does) reproducibly
   * from {@code lotSeed}.
   *
   * @throws org.tiebreak.api.RuleFailedException if a rule fails
   * @throws IllegalArgumentException if the ruleset ranks only events scored 1-½-0 and the
   *     tournament is scored otherwise
   */
  public static Standings rank(Tournament tournament, Ruleset ruleset, long lotSeed) {
    return Ranker.rank(checked(tournament, ruleset), ruleset, OptionalLong.of(lotSeed));
  }

  /**
   * The standings of the teams of a team event after the rounds played, by its primary score
   * and then the ruleset's chain; a drawing of lots is not drawn. Each row's player is a team
   * (its number and name).
   *
   * @throws org.tiebreak.api.RuleFailedException if a rule fails
   * @throws IllegalArgumentException if the ruleset ranks only events scored 1-½-0
   */
  public static Standings rank(TeamTournament event, Ruleset ruleset) {
    return Ranker.rank(checked(event, ruleset), ruleset, OptionalLong.empty());
  }

  /**
   * The standings of the teams of a team event, drawing lots (where the ruleset does)
   * reproducibly from {@code lotSeed}.
   *
   * @throws org.tiebreak.api.RuleFailedException if a rule fails
   * @throws IllegalArgumentException if the ruleset ranks only events scored 1-½-0
   */
  public static Standings rank(TeamTournament event, Ruleset ruleset, long lotSeed) {
    return Ranker.rank(checked(event, ruleset), ruleset, OptionalLong.of(lotSeed));
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
