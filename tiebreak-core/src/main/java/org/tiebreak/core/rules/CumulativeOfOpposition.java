package org.tiebreak.core.rules;

import java.util.Objects;
import org.tiebreak.api.Score;
import org.tiebreak.api.rule.Crosstable;
import org.tiebreak.api.rule.Figures;
import org.tiebreak.api.rule.Reach;
import org.tiebreak.api.rule.TiebreakContext;
import org.tiebreak.api.rule.ValueRule;
import org.tiebreak.api.standings.Explanation;
import org.tiebreak.api.standings.Message;

/**
 * Cumulative of Opposition (US Chess rule 34E9): see {@link Tiebreaks#cumulativeOfOpposition}.
 *
 * @param cumulative the Cumulative variant the opponents' figures are computed with
 */
record CumulativeOfOpposition(Cumulative cumulative) implements ValueRule {

  CumulativeOfOpposition {
    Objects.requireNonNull(cumulative, "cumulative");
  }

  @Override
  public String code() {
    return "OPPCUM";
  }

  /** The opponents' results, rising: a higher opponent's score never lowers the figure. */
  @Override
  public Reach reach() {
    return Reach.OPPONENTS;
  }

  @Override
  public String name() {
    return "Cumulative of Opposition";
  }

  @Override
  public String variant() {
    return "the opponents' Cumulative " + cumulative.variant();
  }

  @Override
  public Figures figures(TiebreakContext context) {
    Crosstable table = context.crosstable();
    Figures opponents = context.figures(cumulative);
    long[] sums = new long[table.players()];
    for (int p = 0; p < sums.length; p++) {
      long sum = 0;
      for (int r = 0; r < table.rounds(); r++) {
        if (table.kind(p, r).isPlayed()) {
          sum += opponents.numerator(table.opponent(p, r));
        }
      }
      sums[p] = sum;
    }
    return Figures.of(sums, table.unitsPerPoint());
  }

  @Override
  public Explanation explain(int player, TiebreakContext context) {
    Crosstable table = context.crosstable();
    int p = table.indexOf(player);
    Figures opponents = context.figures(cumulative);
    Explanation.Builder explanation = Explanation.builder(this, player)
        .value(value(player, context));
    long sum = 0;
    for (int r = 0; r < table.rounds(); r++) {
      if (table.kind(p, r).isPending()) {
        explanation.addLines(Rounds.pendingLine(table, p, r));
        continue;
      }
      Explanation.Line.Builder line = Explanation.Line.builder(table, p, r);
      if (table.kind(p, r).isPlayed()) {
        long figure = opponents.numerator(table.opponent(p, r));
        sum += figure;
        line.usedScore(table.toPoints(figure)).contribution(table.toPoints(figure));
      } else {
        line.contribution(Score.ZERO).adjustment(Message.of("cumulativeOfOpposition.ownUnplayed"));
      }
      explanation.addLines(line.runningTotal(table.toPoints(sum)).build());
    }
    return explanation.addNotes(Message.of("cumulativeOfOpposition.sum")).build();
  }
}
