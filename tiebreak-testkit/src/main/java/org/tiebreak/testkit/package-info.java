/**
 * Tools for testing tie-break rules and rulesets, ours and a vendor's: contracts
 * ({@link org.tiebreak.testkit.TiebreakRuleContract}, {@link org.tiebreak.testkit.RulesetContract})
 * whose jqwik properties check what every rule and every ruleset must guarantee, the checks
 * behind them as plain methods ({@link org.tiebreak.testkit.RuleChecks},
 * {@link org.tiebreak.testkit.RulesetChecks}), jqwik arbitraries for valid tournaments and team
 * events ({@link org.tiebreak.testkit.TournamentArbitraries},
 * {@link org.tiebreak.testkit.TeamTournamentArbitraries}), text crosstables
 * ({@link org.tiebreak.testkit.Crosstables}) and the worked examples of the rule texts as
 * tournaments ({@link org.tiebreak.testkit.Fixtures},
 * {@link org.tiebreak.testkit.OpponentScenario}).
 *
 * <p>A vendor's rule and ruleset under the contracts: each test class names its subject and
 * inherits every property. A ruleset of teams runs on generated team events, its rows teams. The
 * classes are named as Surefire runs them without includes of the project's own ({@code *Test},
 * {@code *Tests}, {@code Test*}, {@code *TestCase}); another name compiles and never runs.
 *
 * <pre>{@code
 * class GamesPlayedContractTest implements TiebreakRuleContract {
 *   public TiebreakRule subject() { return new GamesPlayed(); }
 * }
 *
 * class ClubRulesetContractTest implements RulesetContract {
 *   public Ruleset subject() { return Rulesets.named("club"); }
 * }
 * }</pre>
 *
 * <p>A property of one's own over generated tournaments; a failing sample is shrunk and reported
 * as a crosstable:
 *
 * <pre>{@code
 * class GamesPlayedBoundTest {
 *
 *   @Property
 *   void neverMoreThanTheRoundsPlayed(@ForAll("tournaments") Tournament tournament) {
 *     Ruleset ruleset = Ruleset.builder().name("gp").addRules(new GamesPlayed()).build();
 *     Standings standings = TiebreakEngine.rank(tournament, ruleset);
 *     for (Standings.Row row : standings.rows()) {
 *       assertTrue(row.values().get("GP").compareTo(Score.of(tournament.roundsPlayed())) <= 0);
 *     }
 *   }
 *
 *   @Provide
 *   Arbitrary<Tournament> tournaments() {
 *     return TournamentArbitraries.swiss().players(4, 12).inProgress().allUnplayedKinds().rated();
 *   }
 * }
 * }</pre>
 *
 * <p>A fixed tournament from a crosstable, and a worked example of a rule text:
 *
 * <pre>{@code
 * Tournament small = Crosstables.parse("""
 *     1 Adams 2.0 W3w W2b
 *     2 Brown 1.0 W4w L1w
 *     3 Clark 0.5 L1b D4b
 *     4 Dunn  0.5 L2b D3w
 *     """, 2);
 * Fixtures.Example example = Fixtures.bigRapidsSolkoff2();
 * Ruleset ruleset = Rulesets.named(example.ruleset());
 * Standings standings = TiebreakEngine.rank(example.tournament(), ruleset);
 * }</pre>
 */
package org.tiebreak.testkit;
