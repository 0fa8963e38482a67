/**
 * US Chess: the tie-break systems of the US Chess rulebook, 7th edition, rule 34E
 * ({@link org.tiebreak.rulesets.uscf.Uscf}), the team tie-breaks of the US texts
 * ({@link org.tiebreak.rulesets.uscf.UscfTeam}: rule 34G2 and game points) and the
 * {@code uscf-team} ruleset, and the {@code uscf} ruleset: Modified Median,
 * Solkoff, Cumulative, Cumulative of Opposition (the four defaults), then the other 34E systems in
 * the rulebook's order (result between tied players, most blacks, Kashdan, Sonneborn-Berger,
 * opposition's performance, average rating of opposition), then a drawing of lots reported as
 * such.
 *
 * <p>The rulebook is known here through summaries (two quotations of 34E, the WSCF guide's worked
 * crosstable) that leave some details open. The readings taken:
 * <ul>
 * <li>Modified Median drops two at each end from nine rounds on, counting the rounds ranked (live
 *     standings treat the event as if it ended there).</li>
 * <li>Cumulative subtracts 1 for each full-point bye, pairing-allocated bye or forfeit win and ½
 *     for each half-point bye, as the 7th edition text says; Cumulative of Opposition adds the
 *     opponents' figures after those deductions (the WSCF crosstable's figures confirm it).</li>
 * <li>Sonneborn-Berger uses the opponents' final scores and gives nothing for a forfeit win: the
 *     34E8 wording on forfeits is not in the summaries, and this follows the Big Rapids list,
 *     which states that it conforms to the US Chess rules.</li>
 * <li>Most blacks counts games played with Black (how forfeits count is not known, so they do
 *     not); Kashdan gives 0 for an unplayed round; the result between tied players counts games
 *     played, not forfeits.</li>
 * <li>Opposition's performance averages the opponents' linear performance ratings; the average
 *     rating of opposition is rounded half up, as FIDE's is, the 7th edition giving no details;
 *     unrated opponents are left out of both. SwissSys computes the opposition's performance
 *     otherwise (each performance truncated, a win against an opponent rated more than 350 below
 *     counted as against one 350 below), and
 *     {@link org.tiebreak.rulesets.uscf.Uscf#oppositionPerformanceSwissSys()} gives its
 *     figures.</li>
 * <li>The summaries give no round-robin order (rule 34F), so there is no US Chess round-robin
 *     ruleset; {@code big-rapids-rr} is the round-robin chain the sources give.</li>
 * </ul>
 *
 * <p>The WSCF guide's crosstable (15 players, 6 rounds, with byes) reproduces under
 * {@code uscf} with all four default figures of every player as the guide prints them, and so do
 * the Modified Median, Solkoff, Cumulative, Cumulative of Opposition, Kashdan and most-blacks
 * figures SwissSys published for 30 real US sections (2,351 figures), with their order.
 *
 * <p>Team events: of the rulebook's team rules (34G) the sources confirm only 34G2, the US
 * Amateur Team system, which multiplies each match's game points by the opponent's final match
 * points. {@code uscf-team} puts it first, then game points, then the 34E systems that apply to
 * teams, by match points, and a coin flip; {@link org.tiebreak.rulesets.uscf.UscfTeam#ruleset()}
 * gives the reasons, and what most blacks and the rating-based systems would mean for teams.
 */
package org.tiebreak.rulesets.uscf;
