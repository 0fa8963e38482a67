/**
 * Reading and writing FIDE tournament report files (TRF16, TRF26): see the package
 * {@link org.tiebreak.trf}.
 */
module org.tiebreak.trf {
  // A document gives the tournament it describes, and reading throws the api's exceptions.
  requires transitive org.tiebreak.api;

  exports org.tiebreak.trf;
}
