/**
 * The Tiebreak engine ({@link org.tiebreak.core.TiebreakEngine}) and the tie-break rules of the
 * rule texts ({@link org.tiebreak.core.rules}).
 */
module org.tiebreak.core {
  requires transitive org.tiebreak.api;

  exports org.tiebreak.core;
  exports org.tiebreak.core.rules;
}
