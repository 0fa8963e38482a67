package org.tiebreak.api;

import static org.apiguardian.api.API.Status.STABLE;

import java.util.Objects;
import org.apiguardian.api.API;

/**
 * One board or bye of a round, as a pairing program lists it: a game between White and Black with
 * its result, or one player's bye. {@link Tournament.Builder#addRound} turns it into each player's
 * {@link RoundResult}.
 *
 * <p>This class is immutable and thread-safe.
 */
@API(status = STABLE, since = "1.0")
public final class Pairing {

  private final int white;
  private final int black;
  private final GameResult result;
  private final ResultKind bye;

  private Pairing(int white, int black, GameResult result, ResultKind bye) {
    this.white = white;
    this.black = black;
    this.result = result;
    this.bye = bye;
  }

  /**
   * A game between {@code white} and {@code black} (start numbers) with its result.
   *
   * @throws IllegalArgumentException if a start number is below 1
   */
  public static Pairing game(int white, int black, GameResult result) {
    Objects.requireNonNull(result, "result");
    if (white < 1 || black < 1) {
      throw new IllegalArgumentException(
          "start numbers must be at least 1: " + white + " - " + black);
    }
    return new Pairing(white, black, result, null);
  }

  /**
   * A bye of {@code player}: {@code kind} is one of the bye kinds (full-point, half-point,
   * zero-point, pairing-allocated, absent, withdrawn, late entry).
   *
   * @throws IllegalArgumentException if {@code kind} names an opponent or {@code player} is below 1
   */
  public static Pairing bye(int player, ResultKind kind) {
    RoundResult result = RoundResult.bye(kind);
    if (player < 1) {
      throw new IllegalArgumentException("start number must be at least 1: " + player);
    }
    return new Pairing(player, 0, null, result.kind());
  }

  /** White's start number, or the player's for a bye. */
  int white() {
    return white;
  }

  /** Black's start number; 0 for a bye. */
  int black() {
    return black;
  }

  /** The game's result; null for a bye. */
  GameResult result() {
    return result;
  }

  /** The kind of a bye; null for a game. */
  ResultKind bye() {
    return bye;
  }

  /** Adds the results of the players of this pairing to a round, each with its start number. */
  void addTo(RoundEntries round) {
    if (bye != null) {
      round.add(white, RoundResult.bye(bye));
    } else {
      round.add(white, RoundResult.against(result.white(), black, Colour.WHITE));
      round.add(black, RoundResult.against(result.black(), white, Colour.BLACK));
    }
  }

  @Override
  public boolean equals(Object o) {
    if (!(o instanceof Pairing other)) {
      return false;
    }
    return white == other.white && black == other.black && result == other.result
        && bye == other.bye;
  }

  @Override
  public int hashCode() {
    return Objects.hash(white, black, result, bye);
  }

  @Override
  public String toString() {
    return bye != null ? white + " " + bye : white + " - " + black + " " + result;
  }
}
