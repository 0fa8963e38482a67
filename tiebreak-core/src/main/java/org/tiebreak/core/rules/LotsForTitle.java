package org.tiebreak.core.rules;

/** Whether a drawing of lots may decide a tie for first place, the title. */
public enum LotsForTitle {
  /** Lots decide every tie they reach (USCF 34E13). */
  DRAW,
  /**
   * A tie for first place is never drawn: it is left tied for a decision by other means. The MCA
   * 2001 and Big Rapids texts keep the coin flip for non-divisible prizes, never for a title.
   */
  NEVER
}
