/**
 * Named rulesets: the tie-break chains of the rule texts ({@code uscf}, {@code mca},
 * {@code mca-minus-drops-highest}, {@code big-rapids-swiss}, {@code big-rapids-rr}), the chains
 * for team events ({@code uscf-team}, {@code mca-team}, {@code big-rapids-team},
 * {@code big-rapids-team-rr}, ranking a {@link org.tiebreak.api.team.TeamTournament}), each
 * federation's in a package of its own with its variants of the rules, and any a vendor adds, all
 * found by name through {@link org.tiebreak.rulesets.Rulesets}.
 *
 * <p>Ranking under a named ruleset, taking one rule in a ruleset's own variant, and changing the
 * order of a chain:
 *
 * <pre>{@code
 * Standings standings = TiebreakEngine.rank(tournament, Rulesets.named("mca"));
 * TiebreakRule kashdan = Rulesets.rule("mca", "KASH");           // Kashdan as the MCA text has it
 * Ruleset shorter = Rulesets.withRules("uscf", List.of("SOLK", "MM", "LOTS"));
 * }</pre>
 *
 * <p>A vendor adds rulesets with a {@link org.tiebreak.rulesets.RulesetProvider}. On the class
 * path it is named in {@code META-INF/services/org.tiebreak.rulesets.RulesetProvider}; in a named
 * module it is declared with {@code provides}:
 *
 * <pre>{@code
 * public final class ClubRulesets implements RulesetProvider {
 *   public List<Ruleset> rulesets() {
 *     return List.of(Ruleset.builder().name("club").description("Our club's order")
 *         .addRules(Uscf.solkoff(), Uscf.modifiedMedian(), Uscf.coinFlip())
 *         .build());
 *   }
 * }
 *
 * module com.example.club {
 *   requires org.tiebreak.rulesets;
 *   provides org.tiebreak.rulesets.RulesetProvider with com.example.club.ClubRulesets;
 * }
 * }</pre>
 *
 * <p>{@code Rulesets.named("club")} then finds it; a name already taken fails when the registry
 * is first used.
 */
package org.tiebreak.rulesets;
