/**
 * The Michigan Chess Association list (amended 2001) ({@link org.tiebreak.rulesets.mca.Mca}) as
 * written: the actual-play precedence, then Modified Median, Solkoff, Cumulative, result between
 * tied players, most blacks, Sonneborn-Berger, Kashdan, and lots never used for an MCA title.
 *
 * <p>Where the list differs from US Chess:
 * <ul>
 * <li>Its Modified Median drops the <em>lowest</em> opponent for a minus score, where US Chess
 *     drops the highest, and states no nine-round rule. The wording may be a slip of the
 *     published page, so {@code mca-minus-drops-highest} is the same list with the US Chess
 *     reading of the minus score.</li>
 * <li>Its Cumulative subtracts 1 per one-point bye or forfeit win and nothing for a half-point
 *     bye.</li>
 * <li>Its Sonneborn-Berger uses adjusted scores (each unplayed round of an opponent counts ½) and
 *     gives nothing for a forfeit win, on which the text is silent.</li>
 * <li>Its Kashdan gives 2 for an unplayed game.</li>
 * </ul>
 *
 * <p>{@code mca-team} ranks team events: the list's rule for team tournaments, game points as the
 * first tie-break, then the list as written applied to the teams by match points, after the
 * actual-play precedence; most blacks is left out, colours alternating by board
 * ({@link org.tiebreak.rulesets.mca.Mca#teamRuleset()}).
 */
package org.tiebreak.rulesets.mca;
