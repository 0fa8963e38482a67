package org.tiebreak.core.rules;

import java.util.Objects;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.rule.Crosstable;
import org.tiebreak.api.rule.Figures;
import org.tiebreak.api.rule.Reach;
import org.tiebreak.api.rule.TiebreakContext;
import org.tiebreak.api.rule.ValueRule;
import org.tiebreak.api.standings.Explanation;
import org.tiebreak.api.standings.Message;

/**
 * Cumulative (US Chess rule 34E3): see {@link Tiebreaks#cumulative}.
 *
 * @param deduction what is subtracted for unplayed points
 */
record Cumulative(CumulativeDeduction deduction) implements ValueRule {

  Cumulative {
    Objects.requireNonNull(deduction, "deduction");
  }

  @Override
  public String code() {
    return "CUM";
  }

  /** Only the player's own results (a group's order: the results of the group's players). */
  @Override
  public Reach reach() {
    return Reach.OWN_RESULTS;
  }

  @Override
  public String name() {
    return "Cumulative";
  }

  @Override
  public String variant() {
    return switch (deduction) {
      case FULL_AND_HALF -> "less 1 per full-point bye or forfeit win and ½ per half-point bye";
      case FULL_ONLY -> "less 1 per full-point bye or forfeit win";
      case NONE -> "nothing subtracted";
    };
  }

  @Override
  public Figures figures(TiebreakContext context) {
    Crosstable table = context.crosstable();
    int[] deducted = Rounds.byKind(kind -> deducts(kind) ? 1 : 0);
    long[] figures = new long[table.players()];
    for (int p = 0; p < figures.length; p++) {
      long running = 0;
      long sum = 0;
      for (int r = 0; r < table.rounds(); r++) {
        if (table.kind(p, r).isPending()) {
          continue;
        }
        long points = table.points(p, r);
        running += points;
        sum += running - deducted[table.kind(p, r).ordinal()] * points;
      }
      figures[p] = sum;
    }
    return Figures.of(figures, table.unitsPerPoint());
  }

  /**
   * Whether the points of a round of this kind are subtracted: 1 for a full-point bye under
   * 1-½-0, ½ for a half-point bye; under another point system (a team's match points) what the
   * round scored.
   */
  private boolean deducts(ResultKind kind) {
    return switch (kind) {
      case FULL_POINT_BYE, PAIRING_ALLOCATED_BYE, FORFEIT_WIN ->
          deduction != CumulativeDeduction.NONE;
      case HALF_POINT_BYE -> deduction == CumulativeDeduction.FULL_AND_HALF;
      default -> false;
    };
  }

  @Override
  public Explanation explain(int player, TiebreakContext context) {
    Crosstable table = context.crosstable();
    int p = table.indexOf(player);
    Explanation.Builder explanation = Explanation.builder(this, player)
        .value(value(player, context));
    long running = 0;
    long sum = 0;
    long deducted = 0;
    for (int r = 0; r < table.rounds(); r++) {
      if (table.kind(p, r).isPending()) {
        explanation.addLines(Rounds.pendingLine(table, p, r));
        continue;
      }
      long points = table.points(p, r);
      running += points;
      long less = deducts(table.kind(p, r)) ? points : 0;
      deducted += less;
      sum += running - less;
      Explanation.Line.Builder line = Explanation.Line.builder(table, p, r)
          .usedScore(table.toPoints(running))
          .contribution(table.toPoints(running - less))
          .runningTotal(table.toPoints(sum));
      if (less > 0) {
        line.adjustment(Message.of("cumulative.subtracted", table.toPoints(less)));
      }
      explanation.addLines(line.build());
    }
    if (deducted > 0) {
      explanation.addNotes(Message.of("cumulative.sumLess", table.toPoints(deducted)));
    } else {
      explanation.addNotes(Message.of("cumulative.sum"));
    }
    return explanation.build();
  }
}
