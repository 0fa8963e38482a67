/**
 * jqwik arbitraries, worked-example fixtures and contracts for testing tie-break rules and
 * rulesets. See the package {@link org.tiebreak.testkit}.
 */
module org.tiebreak.testkit {
  // A test that uses the testkit ranks with the engine, names rulesets and distributes prizes;
  // its properties and arbitraries are jqwik's types.
  requires transitive org.tiebreak.api;
  requires transitive org.tiebreak.core;
  requires transitive org.tiebreak.rulesets;
  requires transitive org.tiebreak.prizes;
  requires transitive net.jqwik.api;

  exports org.tiebreak.testkit;

  provides net.jqwik.api.SampleReportingFormat
      with org.tiebreak.testkit.TournamentReportingFormat,
          org.tiebreak.testkit.TeamTournamentReportingFormat;
}
