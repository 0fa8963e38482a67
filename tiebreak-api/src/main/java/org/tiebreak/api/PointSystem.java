package org.tiebreak.api;

import static org.apiguardian.api.API.Status.STABLE;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.apiguardian.api.API;

/**
 * The points each kind of result scores: 1 for a win, ½ for a draw and 0 for a loss unless the
 * event says otherwise (3-1-0 football scoring, or the values of a FIDE tournament report file's
 * record 162). Unplayed rounds score as the game they stand for unless set apart: a forfeit win,
 * a full-point bye and the pairing-allocated bye as a win; a half-point bye as a draw; a forfeit
 * loss, a zero-point bye, an absence, a round after a withdrawal or before a late entry as a loss.
 *
 * <pre>{@code
 * PointSystem football = PointSystem.builder().win(Score.of(3)).draw(Score.ONE).build();
 * PointSystem halfPointPab = PointSystem.builder().pairingAllocatedBye(Score.HALF).build();
 * }</pre>
 *
 * <p>Points are exact; a negative value (a league's penalty for a forfeit) is allowed. This class
 * is immutable and thread-safe.
 */
@API(status = STABLE, since = "1.0")
public final class PointSystem {

  /** 1 for a win, ½ for a draw, 0 for a loss; unplayed rounds as the game they stand for. */
  public static final PointSystem STANDARD = builder().build();

  private final Map<ResultKind, Score> points;

  private PointSystem(Map<ResultKind, Score> points) {
    this.points = points;
  }

  /** A builder starting from {@link #STANDARD}. */
  public static Builder builder() {
    return new Builder();
  }

  /** The points a result of this kind scores. */
  public Score points(ResultKind kind) {
    return points.get(Objects.requireNonNull(kind, "kind"));
  }

  /** The points of a game won over the board. */
  public Score win() {
    return points(ResultKind.WIN);
  }

  /** The points of a game drawn over the board. */
  public Score draw() {
    return points(ResultKind.DRAW);
  }

  /** The points of a game lost over the board. */
  public Score loss() {
    return points(ResultKind.LOSS);
  }

  /** Whether every kind scores as under {@link #STANDARD}. */
  public boolean isStandard() {
    return equals(STANDARD);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof PointSystem other && points.equals(other.points);
  }

  @Override
  public int hashCode() {
    return points.hashCode();
  }

  /**
   * The points of a win, a draw and a loss, and of every unplayed kind that scores otherwise than
   * the game it stands for: {@code "win 3, draw 1, loss 0"} or {@code "win 1, draw 0.5, loss 0,
   * pairing-allocated bye 0.5"}.
   */
  @Override
  public String toString() {
    List<String> parts = new ArrayList<>();
    parts.add("win " + win());
    parts.add("draw " + draw());
    parts.add("loss " + loss());
    for (ResultKind kind : ResultKind.values()) {
      if (!kind.isPlayed() && !points(kind).equals(points(standIn(kind)))) {
        parts.add(kind.description() + " " + points(kind));
      }
    }
    return String.join(", ", parts);
  }

  /** The game result an unplayed kind scores as by default; a pending game scores nothing. */
  private static ResultKind standIn(ResultKind kind) {
    return switch (kind) {
      case FORFEIT_WIN, FULL_POINT_BYE, PAIRING_ALLOCATED_BYE -> ResultKind.WIN;
      case PENDING -> ResultKind.PENDING;
      case HALF_POINT_BYE -> ResultKind.DRAW;
      case WIN, DRAW, LOSS -> kind;
      default -> ResultKind.LOSS;
    };
  }

  /**
   * Builds a {@link PointSystem}. Kinds not set score as the game result they stand for, as set
   * when {@link #build()} is called.
   */
  public static final class Builder {
    private final Map<ResultKind, Score> points = new EnumMap<>(ResultKind.class);

    private Builder() {
      points.put(ResultKind.WIN, Score.ONE);
      points.put(ResultKind.DRAW, Score.HALF);
      points.put(ResultKind.LOSS, Score.ZERO);
    }

    private Builder set(ResultKind kind, Score value) {
      points.put(kind, Objects.requireNonNull(value, "points"));
      return this;
    }

    /** The points of a game won over the board (1 if not given). */
    public Builder win(Score points) {
      return set(ResultKind.WIN, points);
    }

    /** The points of a game drawn over the board (½ if not given). */
    public Builder draw(Score points) {
      return set(ResultKind.DRAW, points);
    }

    /** The points of a game lost over the board (0 if not given). */
    public Builder loss(Score points) {
      return set(ResultKind.LOSS, points);
    }

    /** The points of a forfeit win (a win's if not given). */
    public Builder forfeitWin(Score points) {
      return set(ResultKind.FORFEIT_WIN, points);
    }

    /** The points of a forfeit loss (a loss's if not given). */
    public Builder forfeitLoss(Score points) {
      return set(ResultKind.FORFEIT_LOSS, points);
    }

    /** The points of a full-point bye (a win's if not given). */
    public Builder fullPointBye(Score points) {
      return set(ResultKind.FULL_POINT_BYE, points);
    }

    /** The points of a half-point bye (a draw's if not given). */
    public Builder halfPointBye(Score points) {
      return set(ResultKind.HALF_POINT_BYE, points);
    }

    /**
     * The points of a zero-point bye, an absence, a round after a withdrawal and one before a
     * late entry (a loss's if not given).
     */
    public Builder zeroPointBye(Score points) {
      set(ResultKind.ZERO_POINT_BYE, points);
      set(ResultKind.ABSENT, points);
      set(ResultKind.WITHDRAWN, points);
      return set(ResultKind.LATE_ENTRY, points);
    }

    /** The points of the pairing-allocated bye (a win's if not given). */
    public Builder pairingAllocatedBye(Score points) {
      return set(ResultKind.PAIRING_ALLOCATED_BYE, points);
    }

    /** The point system. */
    public PointSystem build() {
      Map<ResultKind, Score> all = new EnumMap<>(ResultKind.class);
      for (ResultKind kind : ResultKind.values()) {
        all.put(kind, kind.isPending() ? Score.ZERO
            : points.getOrDefault(kind, points.get(standIn(kind))));
      }
      return new PointSystem(all);
    }
  }
}
