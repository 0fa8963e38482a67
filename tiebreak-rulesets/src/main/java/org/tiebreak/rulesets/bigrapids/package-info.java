/**
 * The Big Rapids Chess list (2019) ({@link org.tiebreak.rulesets.bigrapids.BigRapids}).
 *
 * <p>{@code big-rapids-swiss}: the actual-play precedence, Modified Median (no nine-round rule;
 * the text is silent on the player's own unplayed rounds, which count as opponents with 0 as in
 * US Chess), Solkoff, Cumulative (less 1 for a full-point bye or unplayed win), result between
 * tied players, most blacks, and lots never used for a title.
 *
 * <p>{@code big-rapids-rr}: the actual-play precedence, Sonneborn-Berger on final scores with
 * nothing for unplayed games, head-to-head (defined for two tied players; three or more stay
 * tied), and lots never used for a title.
 *
 * <p>{@code big-rapids-team} and {@code big-rapids-team-rr} rank team events: game points first,
 * as the list's background says for team events, then the Swiss or round-robin list applied to
 * the teams by match points, after the actual-play precedence; most blacks is left out, colours
 * alternating by board ({@link org.tiebreak.rulesets.bigrapids.BigRapids#teamRoundRobinRuleset()}).
 *
 * <p>Two slips of the list's worked examples, noted in the tests that reproduce them: Solkoff
 * example 1 prints Adam's and Barbara's figures swapped, and Modified Median example 2 names
 * "Jane" for Calvin.
 */
package org.tiebreak.rulesets.bigrapids;
