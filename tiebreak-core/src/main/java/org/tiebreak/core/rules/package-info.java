/**
 * The tie-break rules of the rule texts (US Chess 7th edition rule 34E, the Michigan Chess
 * Association's 2001 rules, Big Rapids Chess, and the FIDE rating-based variants), one public
 * record per rule.
 *
 * <p>Each rule implements {@link org.tiebreak.api.ValueRule} (a figure per player, such as
 * {@link org.tiebreak.core.rules.Solkoff}) or {@link org.tiebreak.api.GroupRule} (an ordering of
 * the tied group as a whole, such as {@link org.tiebreak.core.rules.ResultBetweenTiedPlayers} or
 * {@link org.tiebreak.core.rules.DrawingOfLots}). Where the texts differ, the difference is a
 * record component, usually an enum such as {@link org.tiebreak.core.rules.OpponentUnplayed} or
 * {@link org.tiebreak.core.rules.MinusScoreDrop}, and each text's variant has a static factory
 * ({@code uscf()}, {@code mca()}, {@code bigRapids()}). Every rule has a stable
 * {@link org.tiebreak.api.TiebreakRule#code() code} and explains its figures round by round.
 *
 * <p>A chain is built from rules in the variants wanted; a precedence such as the MCA's
 * actual-play rule comes before the tie-breaks proper:
 *
 * <pre>{@code
 * Ruleset club = Ruleset.builder().name("club")
 *     .description("MCA order, Modified Median as US Chess reads it, no nine-round rule")
 *     .addPrecedences(ActualPlayPrecedence.mca())
 *     .addRules(
 *         new ModifiedMedian(MinusScoreDrop.HIGHEST, 0, OpponentUnplayed.COUNT_HALF,
 *             OwnUnplayed.ZERO_OPPONENT),
 *         Solkoff.uscf(),
 *         Cumulative.mca(),                    // less 1 per full-point bye or forfeit win only
 *         ResultBetweenTiedPlayers.mca(),
 *         MostBlacks.mca(),
 *         SonnebornBerger.mca(),
 *         Kashdan.mca(),
 *         DrawingOfLots.neverForTitle())      // a title is never decided by lot
 *     .build();
 * Standings standings = TiebreakEngine.rank(tournament, club, seed);
 * Explanation median = standings.explain(7, "MM");
 * }</pre>
 *
 * <p>Rules are immutable and thread-safe; one instance can serve any number of rankings.
 */
package org.tiebreak.core.rules;
