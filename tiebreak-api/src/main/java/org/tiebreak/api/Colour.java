package org.tiebreak.api;

import static org.apiguardian.api.API.Status.STABLE;

import org.apiguardian.api.API;

/** The colour a player had, or was scheduled to have, in a round. */
@API(status = STABLE, since = "1.0")
public enum Colour {
  WHITE,
  BLACK;

  /** The other colour. */
  public Colour opposite() {
    return this == WHITE ? BLACK : WHITE;
  }
}
