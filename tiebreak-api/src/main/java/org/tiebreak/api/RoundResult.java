package org.tiebreak.api;

import static org.apiguardian.api.API.Status.STABLE;

import java.util.EnumMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import org.apiguardian.api.API;
import org.tiebreak.api.standings.Message;

/**
 * One player's round, seen from that player's side: a played game, a forfeit or a bye.
 *
 * <p>A played game and a forfeit name the (scheduled) opponent by start number, and the colour
 * where it is known; a bye has neither. The points follow from the {@link ResultKind}.
 *
 * <p>This class is immutable and thread-safe.
 */
@API(status = STABLE, since = "1.0")
public final class RoundResult {

  private static final Map<ResultKind, RoundResult> BYES = new EnumMap<>(ResultKind.class);
  private static final Optional<Colour> WHITE = Optional.of(Colour.WHITE);
  private static final Optional<Colour> BLACK = Optional.of(Colour.BLACK);

  static {
    for (ResultKind kind : ResultKind.values()) {
      if (kind.isBye()) {
        BYES.put(kind, new RoundResult(kind, 0, null));
      }
    }
  }

  private final ResultKind kind;
  private final int opponent;
  private final Colour colour;

  private RoundResult(ResultKind kind, int opponent, Colour colour) {
    this.kind = kind;
    this.opponent = opponent;
    this.colour = colour;
  }

  /**
   * A game or forfeit against {@code opponent}, with {@code colour} if it is known.
   *
   * @param kind a kind that has an opponent (not a bye)
   * @param opponent the opponent's start number, at least 1
   * @param colour this player's colour, or {@code null} if unknown
   * @throws IllegalArgumentException if {@code kind} is a bye or {@code opponent} is below 1
   */
  public static RoundResult against(ResultKind kind, int opponent, Colour colour) {
    Objects.requireNonNull(kind, "kind");
    if (!kind.hasOpponent()) {
      throw new IllegalArgumentException(kind + " has no opponent; use RoundResult.bye(" + kind + ")");
    }
    if (opponent < 1) {
      throw new IllegalArgumentException("opponent start number must be at least 1: " + opponent);
    }
    return new RoundResult(kind, opponent, colour);
  }

  /**
   * A bye of the given kind: full-point, half-point, zero-point, pairing-allocated, absence,
   * withdrawal or late entry.
   *
   * @throws IllegalArgumentException if {@code kind} names an opponent
   */
  public static RoundResult bye(ResultKind kind) {
    Objects.requireNonNull(kind, "kind");
    RoundResult bye = BYES.get(kind);
    if (bye == null) {
      throw new IllegalArgumentException(kind + " needs an opponent; use RoundResult.against");
    }
    return bye;
  }

  /** A game won over the board, colour unknown. */
  public static RoundResult win(int opponent) {
    return against(ResultKind.WIN, opponent, null);
  }

  /** A game drawn over the board, colour unknown. */
  public static RoundResult draw(int opponent) {
    return against(ResultKind.DRAW, opponent, null);
  }

  /** A game lost over the board, colour unknown. */
  public static RoundResult loss(int opponent) {
    return against(ResultKind.LOSS, opponent, null);
  }

  /** A game won over the board with the given colour. */
  public static RoundResult win(int opponent, Colour colour) {
    return against(ResultKind.WIN, opponent, Objects.requireNonNull(colour, "colour"));
  }

  /** A game drawn over the board with the given colour. */
  public static RoundResult draw(int opponent, Colour colour) {
    return against(ResultKind.DRAW, opponent, Objects.requireNonNull(colour, "colour"));
  }

  /** A game lost over the board with the given colour. */
  public static RoundResult loss(int opponent, Colour colour) {
    return against(ResultKind.LOSS, opponent, Objects.requireNonNull(colour, "colour"));
  }

  /** A win because the scheduled opponent did not play, colour unknown. */
  public static RoundResult forfeitWin(int opponent) {
    return against(ResultKind.FORFEIT_WIN, opponent, null);
  }

  /** A loss because this player did not play the scheduled game, colour unknown. */
  public static RoundResult forfeitLoss(int opponent) {
    return against(ResultKind.FORFEIT_LOSS, opponent, null);
  }

  /** What happened. */
  public ResultKind kind() {
    return kind;
  }

  /**
   * The points this result gives under the standard scoring; a tournament with another
   * {@link PointSystem} scores it by {@link Tournament#pointSystem()}.
   */
  public Score points() {
    return kind.points();
  }

  /** The (scheduled) opponent's start number; empty for a bye. */
  public OptionalInt opponent() {
    return opponent == 0 ? OptionalInt.empty() : OptionalInt.of(opponent);
  }

  /** This player's (scheduled) colour; empty for a bye or where it is unknown. */
  public Optional<Colour> colour() {
    return colour == null ? Optional.empty() : colour == Colour.WHITE ? WHITE : BLACK;
  }

  /** The opponent's start number, or 0 for a bye. */
  public int opponentOrZero() {
    return opponent;
  }

  @Override
  public boolean equals(Object o) {
    if (!(o instanceof RoundResult other)) {
      return false;
    }
    return kind == other.kind && opponent == other.opponent && colour == other.colour;
  }

  @Override
  public int hashCode() {
    return Objects.hash(kind, opponent, colour);
  }

  /**
   * The result as a director says it: {@code "win against 6 with white"},
   * {@code "forfeit loss against 3"}, {@code "half-point bye"}.
   */
  public Message message() {
    if (opponent == 0) {
      return Message.of("round.bye", kind);
    }
    return colour == null ? Message.of("round.against", kind, opponent)
        : Message.of("round.againstWith", kind, opponent, colour);
  }

  /** The result as a director says it, in English: {@link #message()} as text. */
  public String description() {
    return message().toString();
  }

  /** A compact form such as {@code WIN 6 WHITE}, {@code FORFEIT_LOSS 3} or {@code HALF_POINT_BYE}. */
  @Override
  public String toString() {
    if (opponent == 0) {
      return kind.name();
    }
    return kind + " " + opponent + (colour == null ? "" : " " + colour);
  }
}
