package org.tiebreak.formats;

import static org.apiguardian.api.API.Status.STABLE;

import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.TreeMap;
import org.apiguardian.api.API;
import org.tiebreak.api.Format;
import org.tiebreak.api.PointSystem;
import org.tiebreak.api.Score;

/**
 * How {@link Pgn} reads a file: which event of it, the points a game gives in each round, the
 * format and the planned rounds where the games do not say them.
 *
 * <pre>{@code
 * PgnOptions options = PgnOptions.builder().event("Norway Chess 2026")
 *     .points(PointSystem.builder().win(Score.of(3)).draw(Score.ONE).build()).build();
 * }</pre>
 *
 * <p>This class is immutable and thread-safe.
 */
@API(status = STABLE, since = "1.0")
public final class PgnOptions {

  /** Every game of the file, 1-½-0, the format and planned rounds from the games. */
  public static final PgnOptions DEFAULTS = builder().build();

  private final Optional<String> event;
  private final PointSystem points;
  private final Map<Integer, RoundPoints> roundPoints;
  private final Optional<Format> format;
  private final OptionalInt plannedRounds;

  private PgnOptions(Builder builder) {
    this.event = builder.event;
    this.points = builder.points;
    this.roundPoints = Map.copyOf(builder.roundPoints);
    this.format = builder.format;
    this.plannedRounds = builder.plannedRounds;
  }

  /** A builder starting from {@link #DEFAULTS}. */
  public static Builder builder() {
    return new Builder();
  }

  /** The event read: the games whose {@code Event} tag is this; every game where empty. */
  public Optional<String> event() {
    return event;
  }

  /** The points of every round for which {@link #roundPoints()} gives none. */
  public PointSystem points() {
    return points;
  }

  /** The points a game gives in a round, by White and by Black, where a round has its own. */
  public Map<Integer, RoundPoints> roundPoints() {
    return roundPoints;
  }

  /** The format, where the caller gives it. */
  public Optional<Format> format() {
    return format;
  }

  /** The planned rounds, where the caller gives them. */
  public OptionalInt plannedRounds() {
    return plannedRounds;
  }

  /**
   * The points of a round as a broadcast sets them (lichess lets each round have its own, by
   * colour: an Armageddon gives Black a draw's points as a win).
   *
   * @param whiteWin the points of a win with White
   * @param whiteDraw the points of a draw with White
   * @param blackWin the points of a win with Black
   * @param blackDraw the points of a draw with Black
   */
  public record RoundPoints(Score whiteWin, Score whiteDraw, Score blackWin, Score blackDraw) {

    /** 1 for a win and ½ for a draw with either colour. */
    public static final RoundPoints STANDARD =
        new RoundPoints(Score.ONE, Score.HALF, Score.ONE, Score.HALF);

    /** Checks that no points are null. */
    public RoundPoints {
      Objects.requireNonNull(whiteWin, "whiteWin");
      Objects.requireNonNull(whiteDraw, "whiteDraw");
      Objects.requireNonNull(blackWin, "blackWin");
      Objects.requireNonNull(blackDraw, "blackDraw");
    }

    /** The same points for either colour. */
    public static RoundPoints of(Score win, Score draw) {
      return new RoundPoints(win, draw, win, draw);
    }

    /** Whether White and Black score alike. */
    public boolean sameForBothColours() {
      return whiteWin.equals(blackWin) && whiteDraw.equals(blackDraw);
    }
  }

  /** Builds {@link PgnOptions}. */
  public static final class Builder {
    private Optional<String> event = Optional.empty();
    private PointSystem points = PointSystem.STANDARD;
    private final Map<Integer, RoundPoints> roundPoints = new TreeMap<>();
    private Optional<Format> format = Optional.empty();
    private OptionalInt plannedRounds = OptionalInt.empty();

    private Builder() {}

    /** Reads only the games whose {@code Event} tag is {@code name} (blanks at the ends aside). */
    public Builder event(String name) {
      this.event = Optional.of(Objects.requireNonNull(name, "name").strip());
      return this;
    }

    /** The points of every round that {@link #roundPoints} gives none (1-½-0 if not given). */
    public Builder points(PointSystem points) {
      this.points = Objects.requireNonNull(points, "points");
      return this;
    }

    /**
     * The points of one round, by colour. The library's point system gives every round and
     * either colour the same points: reading refuses, with a problem that says so, an event
     * whose rounds score differently or whose colours do.
     *
     * @throws IllegalArgumentException if {@code round} is below 1
     */
    public Builder roundPoints(int round, RoundPoints points) {
      Objects.requireNonNull(points, "points");
      if (round < 1) {
        throw new IllegalArgumentException("rounds count from 1: " + round);
      }
      roundPoints.put(round, Objects.requireNonNull(points, "points"));
      return this;
    }

    /** The format, where the games should not decide it. */
    public Builder format(Format format) {
      this.format = Optional.of(Objects.requireNonNull(format, "format"));
      return this;
    }

    /**
     * The planned rounds, where there are more than the games show.
     *
     * @throws IllegalArgumentException if {@code rounds} is below 1
     */
    public Builder plannedRounds(int rounds) {
      if (rounds < 1) {
        throw new IllegalArgumentException("planned rounds must be at least 1: " + rounds);
      }
      this.plannedRounds = OptionalInt.of(rounds);
      return this;
    }

    /** The options. */
    public PgnOptions build() {
      return new PgnOptions(this);
    }
  }
}
