/**
 * The {@code tiebreak} command line ({@link org.tiebreak.cli.Main}): standings, explanations and
 * the list of rulesets, for a tournament read from a FIDE TRF file. The module exports no Java
 * API; the command is its interface.
 *
 * <pre>{@code
 * java -jar tiebreak.jar standings --ruleset mca examples/wscf.trf
 * java -jar tiebreak.jar explain examples/wscf.trf --player 3
 * java -jar tiebreak.jar rulesets
 * }</pre>
 */
package org.tiebreak.cli;
