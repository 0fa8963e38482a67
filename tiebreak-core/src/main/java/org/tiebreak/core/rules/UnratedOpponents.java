package org.tiebreak.core.rules;

/**
 * How an opponent without a rating counts in a rating-based tie-break.
 *
 * <p>FIDE (C.07, preamble of Art. 10) drops rating tie-breaks when unrated players are present
 * unless the regulations say how to handle them; the usual handling is to give them an assigned
 * rating. The rules that take this parameter pair it with an {@code unratedRating} that is used
 * only with {@link #AS_RATING}.
 */
public enum UnratedOpponents {
  /** The game against an unrated opponent is left out, as if it had not been played. */
  SKIPPED,
  /** An unrated opponent counts with the rule's {@code unratedRating}. */
  AS_RATING
}
