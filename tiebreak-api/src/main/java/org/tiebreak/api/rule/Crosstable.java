package org.tiebreak.api.rule;

import static org.apiguardian.api.API.Status.STABLE;

import java.util.Optional;
import java.util.OptionalInt;
import org.apiguardian.api.API;
import org.tiebreak.api.Colour;
import org.tiebreak.api.Player;
import org.tiebreak.api.PointSystem;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.Score;
import org.tiebreak.api.Tournament;

/**
 * The tournament being ranked as a grid, the way a rule reads it: players by index (0 to
 * {@link #players()} − 1, in start-number order) and rounds by index (0 to {@link #rounds()} − 1,
 * round 1 first). For every player and round it gives the result kind, the (scheduled) opponent,
 * the colour and the points; for every player the score, also after each round.
 *
 * <p>Points follow the tournament's {@link PointSystem} and are exact whole numbers of units,
 * {@link #unitsPerPoint()} units to the point (2 when a win scores 1 and a draw ½: a draw is then
 * 1 unit). A rule adds units and hands them to
 * {@link Figures#of(long[], long)} with {@code unitsPerPoint()} as the denominator; nothing is
 * boxed and nothing is rounded. A Buchholz, the sum of the opponents' scores:
 *
 * <pre>{@code
 * public Figures figures(TiebreakContext context) {
 *   Crosstable table = context.crosstable();
 *   long[] sums = new long[table.players()];
 *   for (int p = 0; p < table.players(); p++) {
 *     for (int r = 0; r < table.rounds(); r++) {
 *       if (table.kind(p, r).isPlayed()) {
 *         sums[p] += table.score(table.opponent(p, r));
 *       }
 *     }
 *   }
 *   return Figures.of(sums, table.unitsPerPoint());
 * }
 * }</pre>
 *
 * <p>A crosstable is immutable and thread-safe. The engine gives every rule the same one for a
 * ranking, reading the tournament once.
 */
@API(status = STABLE, since = "1.0")
public interface Crosstable {

  /** The number of players. */
  int players();

  /** The number of rounds ranked. */
  int rounds();

  /**
   * The player at an index.
   *
   * @throws IndexOutOfBoundsException if there is no player at that index
   */
  Player player(int player);

  /** The start number of the player at an index. */
  default int startNumber(int player) {
    return player(player).startNumber();
  }

  /**
   * The index of the player with a start number.
   *
   * @throws IllegalArgumentException if no player has it
   */
  int indexOf(int startNumber);

  /** What happened to a player in a round. */
  ResultKind kind(int player, int round);

  /**
   * The index of the player's opponent in a round (the scheduled one, for a forfeit), or −1 for a
   * round without an opponent (a bye).
   */
  int opponent(int player, int round);

  /** The player's colour in a round (scheduled, for a forfeit); empty for a bye or where unknown. */
  Optional<Colour> colour(int player, int round);

  /**
   * How many units make a point: 2 when results score 1, ½ and 0, 1 when they score 3, 1 and 0;
   * the least number in which every result's points are whole.
   */
  long unitsPerPoint();

  /** The points a result of this kind scores in the tournament's point system, in units. */
  long pointsFor(ResultKind kind);

  /** The points the player scored in a round, in units. */
  long points(int player, int round);

  /** The player's score over the rounds ranked, in units. */
  long score(int player);

  /** The player's score after a round (from 0: after round 1 is {@code scoreAfter(p, 0)}), in units. */
  long scoreAfter(int player, int round);

  /**
   * The player's own rating as the rating-based tie-breaks count it for a game of a round (from
   * 0): the first rating, or the one in force in that round where the tournament counts ratings
   * by round ({@link Tournament#ratingUse()}); empty for an unrated player. A player's assigned
   * rating ({@link Player#assignedRating()}) is not their own: a rule counts it where its
   * handling of unrated players says.
   */
  default OptionalInt rating(int player, int round) {
    return player(player).rating();
  }

  /** A number of units as exact points. */
  default Score toPoints(long units) {
    return Score.of(units, unitsPerPoint());
  }
}
