package org.tiebreak.api;

/**
 * What happened to one player in one round, seen from that player's side.
 *
 * <p>The kind is never collapsed into points: tie-break rules treat a forfeit win, a full-point bye
 * and a game won over the board differently, although all three score one point.
 */
public enum ResultKind {
  /** Won a game played over the board. */
  WIN(2, Category.PLAYED, "win"),
  /** Drew a game played over the board. */
  DRAW(1, Category.PLAYED, "draw"),
  /** Lost a game played over the board. */
  LOSS(0, Category.PLAYED, "loss"),
  /** Won because the scheduled opponent did not play. */
  FORFEIT_WIN(2, Category.FORFEIT, "forfeit win"),
  /** Lost because this player did not play a scheduled game (both players of a game may lose). */
  FORFEIT_LOSS(0, Category.FORFEIT, "forfeit loss"),
  /** A full-point bye given on request or by the organiser. */
  FULL_POINT_BYE(2, Category.BYE, "full-point bye"),
  /** A half-point bye, usually requested in advance. */
  HALF_POINT_BYE(1, Category.BYE, "half-point bye"),
  /** A zero-point bye, usually requested in advance. */
  ZERO_POINT_BYE(0, Category.BYE, "zero-point bye"),
  /** The bye the pairing gives to the player left over in an odd field; worth a win. */
  PAIRING_ALLOCATED_BYE(2, Category.BYE, "pairing-allocated bye"),
  /** Not paired because the player was absent without arrangement. */
  ABSENT(0, Category.BYE, "absent"),
  /** A round after the player withdrew from the tournament. */
  WITHDRAWN(0, Category.BYE, "withdrawn"),
  /** A round before the player entered the tournament. */
  LATE_ENTRY(0, Category.BYE, "late entry");

  private enum Category { PLAYED, FORFEIT, BYE }

  private final int halfPoints;
  private final Category category;
  private final String description;

  ResultKind(int halfPoints, Category category, String description) {
    this.halfPoints = halfPoints;
    this.category = category;
    this.description = description;
  }

  /** The kind in words, for messages: "win", "forfeit loss", "pairing-allocated bye"... */
  public String description() {
    return description;
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

  /** Whether no game was played: a forfeit or any kind of bye. */
  public boolean isUnplayed() {
    return category != Category.PLAYED;
  }

  /** Whether the result names an opponent (a played game or a forfeit). */
  public boolean hasOpponent() {
    return category != Category.BYE;
  }

  /** Whether this is a bye of any kind, including absence, withdrawal and late entry. */
  public boolean isBye() {
    return category == Category.BYE;
  }
}
