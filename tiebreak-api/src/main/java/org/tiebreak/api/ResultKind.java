package org.tiebreak.api;

import static org.apiguardian.api.API.Status.STABLE;

import org.apiguardian.api.API;
import org.tiebreak.api.standings.Message;

/**
 * What happened to one player in one round, seen from that player's side.
 *
 * <p>The kind is never collapsed into points: tie-break rules treat a forfeit win, a full-point bye
 * and a game won over the board differently, although all three score one point.
 */
@API(status = STABLE, since = "1.0")
public enum ResultKind {
  /** Won a game played over the board. */
  WIN(2, Category.PLAYED),
  /** Drew a game played over the board. */
  DRAW(1, Category.PLAYED),
  /** Lost a game played over the board. */
  LOSS(0, Category.PLAYED),
  /** Won because the scheduled opponent did not play. */
  FORFEIT_WIN(2, Category.FORFEIT),
  /** Lost because this player did not play a scheduled game (both players of a game may lose). */
  FORFEIT_LOSS(0, Category.FORFEIT),
  /** A full-point bye given on request or by the organiser. */
  FULL_POINT_BYE(2, Category.BYE),
  /** A half-point bye, usually requested in advance. */
  HALF_POINT_BYE(1, Category.BYE),
  /** A zero-point bye, usually requested in advance. */
  ZERO_POINT_BYE(0, Category.BYE),
  /** The bye the pairing gives to the player left over in an odd field; worth a win. */
  PAIRING_ALLOCATED_BYE(2, Category.BYE),
  /** Not paired because the player was absent without arrangement. */
  ABSENT(0, Category.BYE),
  /** A round after the player withdrew from the tournament. */
  WITHDRAWN(0, Category.BYE),
  /** A round before the player entered the tournament. */
  LATE_ENTRY(0, Category.BYE),
  /**
   * Paired, with the game's result not yet known: a round in progress. It scores nothing yet, and
   * the tie-break rules treat it as a round the player has not yet played.
   */
  PENDING(0, Category.PENDING);

  private enum Category { PLAYED, FORFEIT, BYE, PENDING }

  private final int halfPoints;
  private final Category category;

  ResultKind(int halfPoints, Category category) {
    this.halfPoints = halfPoints;
    this.category = category;
  }

  /**
   * The kind in English words: "win", "forfeit loss", "pairing-allocated bye"... A
   * {@link Message} takes the kind itself and renders it in its own language.
   */
  public String description() {
    return Message.of("kind." + name()).toString();
  }

  /**
   * The points this kind of result gives under the standard scoring: 1, ½ or 0. A tournament with
   * another {@link PointSystem} scores by that.
   */
  public Score points() {
    return Score.of(halfPoints, 2);
  }

  /** The points under the standard scoring in half points: 2, 1 or 0. */
  public int halfPoints() {
    return halfPoints;
  }

  /** Whether a game was played over the board ({@link #WIN}, {@link #DRAW}, {@link #LOSS}). */
  public boolean isPlayed() {
    return category == Category.PLAYED;
  }

  /** Whether this is a forfeit ({@link #FORFEIT_WIN}, {@link #FORFEIT_LOSS}). */
  public boolean isForfeit() {
    return category == Category.FORFEIT;
  }

  /** Whether no game was played: a forfeit or any kind of bye (not a {@link #PENDING} game). */
  public boolean isUnplayed() {
    return category == Category.FORFEIT || category == Category.BYE;
  }

  /** Whether the result names an opponent (a played game, a forfeit or a pending game). */
  public boolean hasOpponent() {
    return category != Category.BYE;
  }

  /** Whether the game is paired and its result not yet known ({@link #PENDING}). */
  public boolean isPending() {
    return category == Category.PENDING;
  }

  /** Whether this is a bye of any kind, including absence, withdrawal and late entry. */
  public boolean isBye() {
    return category == Category.BYE;
  }
}
