/**
 * The {@code tiebreak} command: standings, explanations and prizes of a tournament read from a
 * FIDE TRF file, FIDE's Chess-JSON, PGN or a US Chess rating report. It has no Java API: run it with {@code java -jar tiebreak.jar} or
 * {@code java -p <module path> -m org.tiebreak.cli/org.tiebreak.cli.Main}.
 */
module org.tiebreak.cli {
  requires org.tiebreak.trf;
  requires org.tiebreak.formats;
  requires org.tiebreak.uschess;
  requires org.tiebreak.core;
  requires org.tiebreak.rulesets;
  requires org.tiebreak.prizes;
  requires org.tiebreak.scenarios;
  requires info.picocli;
  requires com.fasterxml.jackson.core;

  // rulesets --codes lists the codes each registered provider reads.
  uses org.tiebreak.rulesets.RulesetProvider;

  // picocli reads the command classes' annotations and fills their fields by reflection.
  opens org.tiebreak.cli to info.picocli;
}
