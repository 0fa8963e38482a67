package org.tiebreak.api;

/** The colour a player had, or was scheduled to have, in a round. */
public enum Colour {
  WHITE,
  BLACK;

  /** The other colour. */
  public Colour opposite() {
    return this == WHITE ? BLACK : WHITE;
  }
}
