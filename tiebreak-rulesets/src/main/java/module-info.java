/**
 * Named tie-break chains (USCF, MCA, Big Rapids) and the registry that finds them, open to
 * vendors through {@link org.tiebreak.rulesets.RulesetProvider}.
 */
module org.tiebreak.rulesets {
  requires transitive org.tiebreak.api;
  requires transitive org.tiebreak.core;

  exports org.tiebreak.rulesets;

  uses org.tiebreak.rulesets.RulesetProvider;
}
