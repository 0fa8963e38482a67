package org.tiebreak.core.rules;

import org.tiebreak.api.ResultKind;
import org.tiebreak.api.Score;
import org.tiebreak.api.rule.Crosstable;
import org.tiebreak.api.rule.Figures;
import org.tiebreak.api.rule.Reach;
import org.tiebreak.api.rule.TiebreakContext;
import org.tiebreak.api.rule.ValueRule;
import org.tiebreak.api.standings.Explanation;
import org.tiebreak.api.standings.Message;

/**
 * Kashdan (US Chess rule 34E7): see {@link Tiebreaks#kashdan}.
 *
 * @param unplayedPoints the points for each unplayed round
 */
record Kashdan(int unplayedPoints) implements ValueRule {

  @Override
  public String code() {
    return "KASH";
  }

  /** Only the player's own results (a group's order: the results of the group's players). */
  @Override
  public Reach reach() {
    return Reach.OWN_RESULTS;
  }

  @Override
  public String name() {
    return "Kashdan";
  }

  @Override
  public String variant() {
    return "an unplayed round counts " + unplayedPoints;
  }

  @Override
  public Figures figures(TiebreakContext context) {
    return Figures.of(Rounds.sumByKind(context.crosstable(), this::points));
  }

  /** The points for one round. */
  private int points(ResultKind kind) {
    return switch (kind) {
      case WIN -> 4;
      case DRAW -> 2;
      case LOSS -> 1;
      case PENDING -> 0;
      default -> unplayedPoints;
    };
  }

  @Override
  public Explanation explain(int player, TiebreakContext context) {
    Crosstable table = context.crosstable();
    int p = table.indexOf(player);
    Explanation.Builder explanation = Explanation.builder(this, player)
        .value(value(player, context));
    long sum = 0;
    for (int r = 0; r < table.rounds(); r++) {
      ResultKind kind = table.kind(p, r);
      if (kind.isPending()) {
        explanation.addLines(Rounds.pendingLine(table, p, r));
        continue;
      }
      int adds = points(kind);
      sum += adds;
      Explanation.Line.Builder line = Explanation.Line.builder(table, p, r);
      if (kind.isUnplayed()) {
        line.adjustment(Message.of("kashdan.unplayed", unplayedPoints));
      }
      explanation.addLines(line.contribution(Score.of(adds)).runningTotal(Score.of(sum)).build());
    }
    return explanation.addNotes(Message.of("kashdan.points", unplayedPoints)).build();
  }
}
