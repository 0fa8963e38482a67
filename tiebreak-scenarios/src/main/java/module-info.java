/**
 * Scenarios of a round in progress: every place and prize each player can still reach, exact over
 * every way the pending games can end. See the package {@link org.tiebreak.scenarios}.
 */
module org.tiebreak.scenarios {
  // Each completion is ranked by the engine; the answers speak the api's types and messages.
  requires transitive org.tiebreak.core;
  // Prize targets distribute a prize list over each completion's standings.
  requires transitive org.tiebreak.prizes;

  exports org.tiebreak.scenarios;
}
