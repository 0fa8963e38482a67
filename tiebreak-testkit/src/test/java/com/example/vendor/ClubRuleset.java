package com.example.vendor;

import org.tiebreak.api.Ruleset;
import org.tiebreak.core.rules.Tiebreaks;
import org.tiebreak.rulesets.uscf.Uscf;

/**
 * A vendor's ruleset: the club's own order of tie-breaks, built-in rules and the club's
 * {@link GamesPlayed}, lots last.
 */
public final class ClubRuleset {

  /** The name the ruleset is registered under. */
  public static final String NAME = "example-club";

  private ClubRuleset() {}

  /** Modified Median (US Chess), games played over the board, Solkoff (US Chess), lots. */
  public static Ruleset ruleset() {
    return Ruleset.builder().name(NAME)
        .description("Example club: Modified Median, games played, Solkoff, then lots")
        .addRules(Uscf.modifiedMedian(), new GamesPlayed(), Uscf.solkoff(),
            Tiebreaks.drawingOfLots())
        .build();
  }
}
