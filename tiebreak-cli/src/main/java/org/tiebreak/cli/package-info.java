/**
 * The {@code tiebreak} command line ({@link org.tiebreak.cli.Main}): standings (also as an HTML
 * page), explanations, the comparison of two players, the crosstable, a check of the file's Rank
 * column and the list of rulesets and of tie-break codes, for a tournament read from a FIDE TRF
 * file, ranked by the ruleset named or by the file's own tie-break list (see
 * {@code RulesetChoice}). The module exports no Java API; the
 * command is its interface.
 *
 * <pre>{@code
 * java -jar tiebreak.jar standings --ruleset mca examples/wscf.trf
 * java -jar tiebreak.jar explain examples/wscf.trf --player 3
 * java -jar tiebreak.jar standings examples/wscf.trf --format html > standings.html
 * java -jar tiebreak.jar crosstable examples/wscf.trf --order start
 * java -jar tiebreak.jar explain examples/wscf.trf --name "player, e" --format csv
 * java -jar tiebreak.jar compare examples/wscf.trf 4 5
 * java -jar tiebreak.jar check --ruleset fide-2026 --tiebreaks BH/C1,BH,SB,PS,DE event.trf
 * java -jar tiebreak.jar rulesets --codes
 * java -jar tiebreak.jar help standings
 * }</pre>
 */
package org.tiebreak.cli;
