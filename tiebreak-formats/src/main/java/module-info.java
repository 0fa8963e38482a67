/**
 * Reading and writing the files people already have, other than TRF: FIDE's Chess-JSON (read and
 * written) and PGN as broadcasts publish it (read). See the package {@link org.tiebreak.formats}.
 * No dependencies beyond the API.
 */
module org.tiebreak.formats {
  // A document gives the tournaments it describes, and reading throws the api's exceptions.
  requires transitive org.tiebreak.api;

  exports org.tiebreak.formats;
}
