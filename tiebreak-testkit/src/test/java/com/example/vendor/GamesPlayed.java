package com.example.vendor;

import org.tiebreak.api.Score;
import org.tiebreak.api.rule.TiebreakContext;
import org.tiebreak.api.rule.ValueRule;

/**
 * A vendor's own tie-break rule, as the guide shows it: the number of games the player played
 * over the board (won, drawn or lost; not forfeits, byes or absences). More is better.
 *
 * <p>This package is a sample vendor project. It uses the published API only
 * ({@code org.tiebreak.api}, {@code org.tiebreak.core}, {@code org.tiebreak.core.rules},
 * {@code org.tiebreak.rulesets}, {@code org.tiebreak.testkit}), which
 * {@link VendorSampleTests} checks.
 */
public final class GamesPlayed implements ValueRule {
  public String code() { return "GP"; }
  public String name() { return "Games played over the board"; }
  public Score value(int player, TiebreakContext context) {
    return Score.of(context.results(player).stream().filter(r -> r.kind().isPlayed()).count());
  }
}
