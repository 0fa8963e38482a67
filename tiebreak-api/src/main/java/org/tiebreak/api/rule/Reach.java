package org.tiebreak.api.rule;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import org.apiguardian.api.API;

/**
 * Which results a rule's figure of a player can depend on, and which way it moves with them: what
 * a program that reasons about games not yet played may assume of a rule (the scenarios of a round
 * in progress, module {@code org.tiebreak.scenarios}). A rule says it through
 * {@link TiebreakRule#reach()}; a rule that says nothing is taken to read every result of the
 * event ({@link #EVENT}).
 *
 * <p>A result is the outcome of a game: who won it, or that it was drawn. What does not change
 * with the outcomes (the players and their ratings, who was paired with whom and with which
 * colours, the kinds of unplayed rounds, the point system, the event's settings) a rule may read
 * whatever its reach. Distances are counted along the pairings, forfeits and games still pending
 * included: a player's opponents are at distance 1, their opponents at distance 2. A reach of
 * distance d promises that the player's figure depends only on the results of games of players at
 * distance d or less, the player included. For a {@link GroupRule} the reach is that of the order
 * it gives a group, counted from each player of the group: the result between tied players and
 * Direct Encounter read only the group's own results ({@link #OWN_RESULTS}).
 *
 * <p>A reach that <em>rises</em> promises more: where a game is played between a player at
 * distance d or less and one farther away (neither of them the player), the player's figure is
 * never lower when the nearer of them scores more in it, every other result the same, in an event
 * whose point system scores no result below 0. Buchholz rises: an opponent who wins a game adds
 * to it. A cut that drops the round of the opponent with the lowest score and keeps the points
 * scored against the others (Sonneborn-Berger with a cut) does not: an opponent who wins may take
 * the place of another as the one cut.
 */
@API(status = EXPERIMENTAL, since = "1.0")
public enum Reach {

  /**
   * The player's own results: the score, wins, progressive scores, performance ratings; a group
   * rule's order by the games among the group.
   */
  OWN_RESULTS(0, true),

  /** The results of the player and of the player's opponents, rising: Buchholz, Koya. */
  OPPONENTS(1, true),

  /**
   * The results of the player and of the player's opponents, in either direction:
   * Sonneborn-Berger with a cut.
   */
  OPPONENTS_EITHER_WAY(1, false),

  /**
   * The results of players up to the opponents' opponents, rising: the average of the
   * opponents' Buchholz.
   */
  OPPONENTS_OF_OPPONENTS(2, true),

  /** The results of players up to the opponents' opponents, in either direction. */
  OPPONENTS_OF_OPPONENTS_EITHER_WAY(2, false),

  /** Any result of the event: what a rule that says nothing is taken to read. */
  EVENT(Integer.MAX_VALUE, false);

  private final int distance;
  private final boolean rises;

  Reach(int distance, boolean rises) {
    this.distance = distance;
    this.rises = rises;
  }

  /**
   * The farthest distance from the player whose results the figure reads: 0, 1 or 2, or
   * {@link Integer#MAX_VALUE} for {@link #EVENT}.
   */
  public int distance() {
    return distance;
  }

  /**
   * Whether the figure never falls when a player at the reach's distance or nearer scores more in
   * a game against one farther away (neither of them the player).
   */
  public boolean rises() {
    return rises;
  }
}
