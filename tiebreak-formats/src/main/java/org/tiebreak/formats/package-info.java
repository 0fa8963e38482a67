/**
 * Tournament files other than TRF: {@link org.tiebreak.formats.ChessJson} reads and writes the
 * Chess-JSON of FIDE's tie-break reference checker, and {@link org.tiebreak.formats.Pgn} reads
 * PGN as broadcasts publish it (tags only; the moves are skipped). Every problem of a file is
 * listed in one {@link org.tiebreak.formats.FormatException}, each with its line and column.
 *
 * <pre>{@code
 * ChessJsonDocument document = ChessJson.read(Path.of("event.json"));
 * Tournament tournament = document.tournaments().get(0).tournament();
 * PgnEvent broadcast = Pgn.read(Path.of("round-1-to-9.pgn"));
 * Standings standings = TiebreakEngine.rank(broadcast.tournament(), ruleset);
 * }</pre>
 */
package org.tiebreak.formats;
