/**
 * The Tiebreak engine ({@link org.tiebreak.core.TiebreakEngine}), the tie-break rules of the rule
 * texts ({@link org.tiebreak.core.rules}) and FIDE tournament report files
 * ({@link org.tiebreak.core.trf}).
 */
module org.tiebreak.core {
  requires transitive org.tiebreak.api;

  exports org.tiebreak.core;
  exports org.tiebreak.core.rules;
  exports org.tiebreak.core.trf;
}
