/**
 * The US Chess rating report (the dBase files THEXPORT, TSEXPORT and TDEXPORT): see the package
 * {@link org.tiebreak.uschess}.
 */
module org.tiebreak.uschess {
  // A report gives the tournaments of its sections, and reading throws the api's exceptions.
  requires transitive org.tiebreak.api;
  // The dBase III files are read and written by javadbf (an automatic module).
  requires com.github.albfernandez.javadbf;

  exports org.tiebreak.uschess;
}
