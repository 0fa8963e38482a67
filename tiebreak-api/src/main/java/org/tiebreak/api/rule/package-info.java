/**
 * For those who write tie-break rules: a {@link org.tiebreak.api.rule.TiebreakRule} is a
 * {@link org.tiebreak.api.rule.ValueRule}, which gives every player a figure
 * ({@link org.tiebreak.api.rule.Figures}), or a {@link org.tiebreak.api.rule.GroupRule}, which
 * orders a {@link org.tiebreak.api.rule.TiedGroup} ({@link org.tiebreak.api.rule.GroupOrder}). A
 * rule reads the event through the {@link org.tiebreak.api.rule.TiebreakContext}: its
 * {@link org.tiebreak.api.rule.Crosstable} (and {@link org.tiebreak.api.rule.TeamCrosstable} in a
 * team event), and says through {@link org.tiebreak.api.rule.Reach} which results its figure can
 * depend on. Rules are chained into a {@link org.tiebreak.api.Ruleset}.
 */
package org.tiebreak.api.rule;
