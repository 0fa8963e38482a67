/**
 * The public vocabulary of Tiebreak: tournaments and their results, exact scores, the tie-break
 * rule SPI, rulesets and standings. See the package {@link org.tiebreak.api}.
 */
module org.tiebreak.api {
  // The value types are generated at compile time; nothing of Immutables is needed at run time.
  requires static org.immutables.value;
  // Stability marks (@API) on the exported types: read by a vendor's compiler, not at run time.
  requires static transitive org.apiguardian.api;

  exports org.tiebreak.api;
  exports org.tiebreak.api.rule;
  exports org.tiebreak.api.standings;
  exports org.tiebreak.api.team;
}
