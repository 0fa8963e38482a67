package org.tiebreak.scenarios;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.apiguardian.api.API;
import org.tiebreak.api.GameResult;
import org.tiebreak.api.Score;

/**
 * What one player can still reach: the score and place ranges, the ranges for each result of
 * each of the player's pending games, and an answer for each target.
 *
 * <p>Immutable and thread-safe.
 */
@API(status = EXPERIMENTAL, since = "1.0")
public final class PlayerScenarios {

  /**
   * The places a player can finish in after one result of one of their pending games, every
   * other game free.
   *
   * @param game the player's pending game
   * @param result its result
   * @param places the place range; empty where the limit stopped the work
   * @param placeBounds the places the player surely finishes within after the result, as
   *     {@link PlayerScenarios#placeBounds()} gives them for every result; wider than or equal
   *     to {@code places}
   * @param placesReached the best and the worst place reached in the completions examined with
   *     the result, each reached by one of them; narrower than or equal to {@code places}, equal
   *     where that is given; empty where none was examined
   */
  public record AfterResult(PendingGame game, GameResult result, Optional<PlaceRange> places,
      PlaceRange placeBounds, Optional<PlaceRange> placesReached) {}

  private final int player;
  private final Score score;
  private final Score lowest;
  private final Score highest;
  private final Optional<PlaceRange> places;
  private final PlaceRange bounds;
  private final Optional<PlaceRange> reached;
  private final List<AfterResult> afterResults;
  private final Map<Target, TargetAnswer> answers;

  PlayerScenarios(int player, Score score, Score lowest, Score highest,
      Optional<PlaceRange> places, PlaceRange bounds, Optional<PlaceRange> reached,
      List<AfterResult> afterResults, Map<Target, TargetAnswer> answers) {
    this.player = player;
    this.score = score;
    this.lowest = lowest;
    this.highest = highest;
    this.places = places;
    this.bounds = bounds;
    this.reached = reached;
    this.afterResults = List.copyOf(afterResults);
    this.answers = Collections.unmodifiableMap(new LinkedHashMap<>(answers));
  }

  /** The player's start number. */
  public int player() {
    return player;
  }

  /** The score now, the pending games counting nothing. */
  public Score score() {
    return score;
  }

  /** The lowest final score: every pending game lost. */
  public Score lowestScore() {
    return lowest;
  }

  /** The highest final score: every pending game won. */
  public Score highestScore() {
    return highest;
  }

  /** The best and the worst place over every completion; empty where the limit stopped it. */
  public Optional<PlaceRange> places() {
    return places;
  }

  /**
   * The places the player surely finishes within: by scores (players who surely score more are
   * above, those who surely score less below) and, where every player has one game left at most,
   * by bounds on the tie-break figures of players who may finish level. Known even where the
   * limit stopped the work, and wider than or equal to {@link #places()}.
   */
  public PlaceRange placeBounds() {
    return bounds;
  }

  /**
   * The best and the worst place reached in the completions examined, each reached by one of
   * them: where the limit stopped the work, the places lie between {@link #placeBounds()} and
   * these ("worst place between 41 and 51"). Equal to {@link #places()} where that is given;
   * empty where no completion was examined.
   */
  public Optional<PlaceRange> placesReached() {
    return reached;
  }

  /** The place range for each result of each of the player's pending games. */
  public List<AfterResult> afterResults() {
    return afterResults;
  }

  /** The place range after one result of one of the player's games. */
  public Optional<PlaceRange> places(PendingGame game, GameResult result) {
    for (AfterResult after : afterResults) {
      if (after.game().equals(game) && after.result() == result) {
        return after.places();
      }
    }
    throw new IllegalArgumentException(player + " has no pending game " + game
        + " with a result " + result);
  }

  /** The answers, one for each target asked, in the order asked. */
  public List<TargetAnswer> answers() {
    return new ArrayList<>(answers.values());
  }

  /**
   * The answer for a target.
   *
   * @throws IllegalArgumentException if the target was not asked
   */
  public TargetAnswer answer(Target target) {
    TargetAnswer answer = answers.get(target);
    if (answer == null) {
      throw new IllegalArgumentException("target not asked: " + target);
    }
    return answer;
  }

  /** Whether every answer about the player is known: none was stopped by the limit. */
  public boolean decided() {
    return places.isPresent() && afterResults.stream().allMatch(a -> a.places().isPresent())
        && answers.values().stream().allMatch(TargetAnswer::decided);
  }

  @Override
  public String toString() {
    return player + ": " + places.map(PlaceRange::text).orElse("undecided") + " " + answers;
  }
}
