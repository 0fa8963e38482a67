/**
 * The ranking engine: {@link org.tiebreak.core.TiebreakEngine} ranks a
 * {@link org.tiebreak.api.Tournament} under a {@link org.tiebreak.api.Ruleset} and gives
 * {@link org.tiebreak.api.standings.Standings} that say, for every place, which rule decided it
 * and, for every figure, how it came about.
 *
 * <p>Players are sorted by score; inside each group of equal score the rules of the chain apply
 * in order, each splitting the players still tied. What no rule separates shares a place. The
 * rules of the rule texts are in {@link org.tiebreak.core.rules}, FIDE report files are read and
 * written by the module {@code org.tiebreak.trf}, and the named rulesets ({@code "uscf"},
 * {@code "mca"}, ...) are in the module {@code org.tiebreak.rulesets}.
 *
 * <pre>{@code
 * Ruleset ruleset = Ruleset.builder().name("uscf-defaults")
 *     .addRules(ModifiedMedian.uscf(), Solkoff.uscf(), Cumulative.uscf(),
 *         CumulativeOfOpposition.uscf())
 *     .build();
 * Standings standings = TiebreakEngine.rank(tournament, ruleset);
 * for (Standings.Row row : standings.rows()) {
 *   System.out.println(row.place() + " " + row.player().name() + " " + row.score()
 *       + " " + row.values() + row.decidedBy().map(code -> " (" + code + ")").orElse(""));
 * }
 *
 * Explanation why = standings.explain(1, "MM");   // round by round: opponent, score used, drops
 * System.out.println(why);
 * Standings.Comparison first = standings.compare(1, 2);   // which rule put one above the other
 *
 * Standings live = TiebreakEngine.rank(tournament.afterRound(3), ruleset);   // after round 3
 * Standings drawn = TiebreakEngine.rank(tournament, withLots, 42L);  // lots drawn from seed 42
 * }</pre>
 */
package org.tiebreak.core;
