package com.example.vendor;

import org.tiebreak.api.rule.Crosstable;
import org.tiebreak.api.rule.Figures;
import org.tiebreak.api.rule.TiebreakContext;
import org.tiebreak.api.rule.ValueRule;

/**
 * A vendor's rule over the crosstable, as the guide shows it: a plain Buchholz, the sum of the
 * scores of the opponents met over the board, every player in one pass. It gives the figures of
 * the built-in Solkoff on the opponents' scores as they stand, without the player's own unplayed
 * rounds, and is as fast (the benchmarks measure it).
 */
public final class Buchholz implements ValueRule {
  public String code() { return "BH"; }
  public String name() { return "Buchholz"; }
  public Figures figures(TiebreakContext context) {
    Crosstable table = context.crosstable();
    long[] sums = new long[table.players()];
    for (int p = 0; p < table.players(); p++) {
      for (int r = 0; r < table.rounds(); r++) {
        if (table.kind(p, r).isPlayed()) {
          sums[p] += table.score(table.opponent(p, r));
        }
      }
    }
    return Figures.of(sums, table.unitsPerPoint());
  }
}
