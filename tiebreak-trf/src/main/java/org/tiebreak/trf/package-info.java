/**
 * FIDE Tournament Report Files (TRF16, TRF26 and JaVaFo's TRF(x) records): {@link
 * org.tiebreak.trf.Trf} reads a file into a {@link org.tiebreak.trf.TrfDocument} (its records and
 * the {@link org.tiebreak.api.Tournament} they describe, and for a team file the
 * {@link org.tiebreak.api.team.TeamTournament}) and writes documents, tournaments and team events
 * back.
 *
 * <p>Reading a file and ranking it (with {@code org.tiebreak.core.TiebreakEngine}); a file that
 * cannot be read as a tournament throws one {@link org.tiebreak.trf.TrfException} listing every
 * {@link org.tiebreak.trf.TrfProblem} with its line and column, while oddities that were
 * tolerated are in {@link org.tiebreak.trf.TrfDocument#warnings()}:
 *
 * <pre>{@code
 * TrfDocument document = Trf.read(Path.of("open2025.trf"));
 * document.warnings().forEach(warning -> System.err.println("warning: " + warning));
 * Standings standings = TiebreakEngine.rank(document.tournament(), ruleset);
 * List<String> codes = document.tiebreakCodes();         // the tie-breaks the file itself names
 * Trf.write(document, TrfVersion.TRF26, Path.of("open2025-trf26.trf"));
 * }</pre>
 */
package org.tiebreak.trf;
