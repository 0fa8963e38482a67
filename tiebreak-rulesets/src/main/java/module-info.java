/**
 * Named tie-break chains, a package per federation (US Chess, MCA, Big Rapids, FIDE), and the registry
 * that finds them, built-in and vendor alike, through {@link org.tiebreak.rulesets.RulesetProvider}.
 */
module org.tiebreak.rulesets {
  requires transitive org.tiebreak.api;
  requires transitive org.tiebreak.core;

  exports org.tiebreak.rulesets;
  exports org.tiebreak.rulesets.uscf;
  exports org.tiebreak.rulesets.mca;
  exports org.tiebreak.rulesets.bigrapids;
  exports org.tiebreak.rulesets.fide;

  uses org.tiebreak.rulesets.RulesetProvider;

  provides org.tiebreak.rulesets.RulesetProvider with
      org.tiebreak.rulesets.uscf.UscfRulesetProvider,
      org.tiebreak.rulesets.mca.McaRulesetProvider,
      org.tiebreak.rulesets.bigrapids.BigRapidsRulesetProvider,
      org.tiebreak.rulesets.fide.FideRulesetProvider;
}
