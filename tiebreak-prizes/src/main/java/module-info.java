/**
 * Prizes: who gets which prize of a prize list from the standings, cash shared as a sharing
 * policy says. See the package {@link org.tiebreak.prizes}.
 */
module org.tiebreak.prizes {
  // A distribution reads the standings and explains itself in the api's messages.
  requires transitive org.tiebreak.api;

  exports org.tiebreak.prizes;
}
