package org.tiebreak.scenarios;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import java.time.Duration;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;
import org.apiguardian.api.API;

/**
 * How much work the caller allows: the completions examined for each question (each player's
 * places, the prizes), and the time for the whole analysis. A question the limit stops is
 * answered as undecided, never guessed. A completion examined is one ranking (or one placing by
 * scores alone) that stands for every way the games it leaves open can end.
 *
 * <p>Immutable and thread-safe.
 */
@API(status = EXPERIMENTAL, since = "1.0")
public final class Limit {

  private static final Limit NONE = new Limit(OptionalLong.empty(), Optional.empty());

  private final OptionalLong completions;
  private final Optional<Duration> time;

  private Limit(OptionalLong completions, Optional<Duration> time) {
    this.completions = completions;
    this.time = time;
  }

  private static final Limit STANDARD = completions(1_000_000).andTime(Duration.ofSeconds(60));

  /** No limit: every question is answered, however long it takes. */
  public static Limit none() {
    return NONE;
  }

  /**
   * The limit {@link Scenarios} works within unless given another: at most 1,000,000 completions
   * examined for each question and 60 seconds for the whole analysis, as the command line's
   * defaults. An event with few pending games is answered whole well within it; the last round
   * of a Swiss event of hundreds of players is not, and without a limit would run for hours.
   */
  public static Limit standard() {
    return STANDARD;
  }

  /**
   * At most {@code completions} completions examined for each question.
   *
   * @throws IllegalArgumentException if {@code completions} is below 1
   */
  public static Limit completions(long completions) {
    return NONE.andCompletions(completions);
  }

  /**
   * The whole analysis within {@code time}.
   *
   * @throws IllegalArgumentException if the time is negative or zero
   */
  public static Limit time(Duration time) {
    return NONE.andTime(time);
  }

  /**
   * This limit with at most {@code completions} completions examined for each question.
   *
   * @throws IllegalArgumentException if {@code completions} is below 1
   */
  public Limit andCompletions(long completions) {
    if (completions < 1) {
      throw new IllegalArgumentException("the completions examined must be at least 1: "
          + completions);
    }
    return new Limit(OptionalLong.of(completions), time);
  }

  /**
   * This limit with the whole analysis within {@code time}.
   *
   * @throws IllegalArgumentException if the time is negative or zero
   */
  public Limit andTime(Duration time) {
    Objects.requireNonNull(time, "time");
    if (time.isNegative() || time.isZero()) {
      throw new IllegalArgumentException("the time must be positive: " + time);
    }
    return new Limit(completions, Optional.of(time));
  }

  /** The completions examined for each question, if limited. */
  public OptionalLong completions() {
    return completions;
  }

  /** The time for the whole analysis, if limited. */
  public Optional<Duration> time() {
    return time;
  }

  @Override
  public String toString() {
    return "Limit[completions=" + completions + ", time=" + time + "]";
  }
}
