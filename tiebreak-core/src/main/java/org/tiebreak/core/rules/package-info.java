/**
 * The general tie-break algorithms, made by the factory {@link org.tiebreak.core.rules.Tiebreaks}:
 * the opponent-score family (Modified Median, Median, Solkoff), Cumulative and Cumulative of
 * Opposition, Sonneborn-Berger, Kashdan, most blacks, most wins, first loss latest, late arrival,
 * the rating-based rules, the actual-play precedence, and the group rules (result between tied
 * players, head-to-head, drawing of lots, speed play-off).
 *
 * <p>Each rule implements {@link org.tiebreak.api.rule.ValueRule} or
 * {@link org.tiebreak.api.rule.GroupRule} against the public {@link
 * org.tiebreak.api.rule.Crosstable}, as a
 * vendor's rule does. Where the rule texts differ, the difference is a parameter of the factory
 * method ({@link org.tiebreak.core.rules.MinusScoreDrop}, {@link
 * org.tiebreak.core.rules.OpponentUnplayed}, {@link org.tiebreak.core.rules.OwnUnplayed}, {@link
 * org.tiebreak.core.rules.CumulativeDeduction}, {@link org.tiebreak.core.rules.Forfeits}); each
 * federation's variants and chains live in the rulesets module.
 *
 * <pre>{@code
 * Ruleset club = Ruleset.builder().name("club")
 *     .description("MCA order, Modified Median as US Chess reads it, no nine-round rule")
 *     .addPrecedences(Tiebreaks.actualPlayPrecedence())
 *     .addRules(
 *         Tiebreaks.modifiedMedian(MinusScoreDrop.HIGHEST, 0, OpponentUnplayed.COUNT_HALF,
 *             OwnUnplayed.ZERO_OPPONENT),
 *         Tiebreaks.solkoff(OpponentUnplayed.COUNT_HALF, OwnUnplayed.ZERO_OPPONENT),
 *         Tiebreaks.cumulative(CumulativeDeduction.FULL_ONLY),
 *         Tiebreaks.resultBetweenTiedPlayers(Forfeits.NOT_COUNTED),
 *         Tiebreaks.drawingOfLotsExceptForTitle())
 *     .build();
 * Standings standings = TiebreakEngine.rank(tournament, club, seed);
 * Explanation median = standings.explain(7, "MM");
 * }</pre>
 *
 * <p>Rules are immutable and thread-safe; one instance can serve any number of rankings.
 */
package org.tiebreak.core.rules;
