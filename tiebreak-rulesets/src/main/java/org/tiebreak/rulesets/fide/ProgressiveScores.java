package org.tiebreak.rulesets.fide;

import java.util.Optional;
import org.tiebreak.api.rule.Crosstable;
import org.tiebreak.api.rule.Figures;
import org.tiebreak.api.rule.Reach;
import org.tiebreak.api.rule.TiebreakContext;
import org.tiebreak.api.rule.ValueRule;
import org.tiebreak.api.standings.Explanation;
import org.tiebreak.api.standings.Message;

/**
 * Sum of Progressive Scores (FIDE C.07 Art. 7.5, code PS): the sum of the player's score after
 * each round; {@code /Cn} leaves out the scores after the first n rounds (14.1: PS-C1 "excludes
 * the score achieved after the first round"). A round with a pending game (a round in progress)
 * is not one of the player's rounds: it adds no score and no cut. Teams count in the score
 * {@code :MP} or {@code :GP} names, the primary score by default (Art. 11.1).
 *
 * @param tiebreak the code as written, with its modifiers
 * @param edition the edition, or empty for the edition of the event's start date
 */
record ProgressiveScores(TiebreakCode tiebreak, Optional<FideEdition> edition) implements ValueRule {

  @Override
  public String code() {
    return tiebreak.text();
  }

  /** The player's own results only. */
  @Override
  public Reach reach() {
    return Reach.OWN_RESULTS;
  }

  @Override
  public String name() {
    return "Sum of Progressive Scores";
  }

  @Override
  public String variant() {
    return FideRules.variant(edition, tiebreak);
  }

  @Override
  public Figures figures(TiebreakContext context) {
    Crosstable table = FideRules.table(context, tiebreak);
    long[] sums = new long[table.players()];
    for (int p = 0; p < sums.length; p++) {
      long running = 0;
      int counted = 0;
      for (int r = 0; r < table.rounds(); r++) {
        if (table.kind(p, r).isPending()) {
          continue;
        }
        running += table.points(p, r);
        sums[p] += counted++ < tiebreak.cutLow() ? 0 : running;
      }
    }
    return Figures.of(sums, table.unitsPerPoint());
  }

  @Override
  public Explanation explain(int player, TiebreakContext context) {
    Crosstable table = FideRules.table(context, tiebreak);
    int p = table.indexOf(player);
    Explanation.Builder explanation = Explanation.builder(this, player)
        .value(value(player, context));
    long running = 0;
    long sum = 0;
    int counted = 0;
    for (int r = 0; r < table.rounds(); r++) {
      if (table.kind(p, r).isPending()) {
        explanation.addLines(Explanation.Line.builder(table, p, r).build());
        continue;
      }
      running += table.points(p, r);
      boolean cut = counted++ < tiebreak.cutLow();
      sum += cut ? 0 : running;
      explanation.addLines(Explanation.Line.builder(table, p, r).usedScore(table.toPoints(running))
          .contribution(table.toPoints(cut ? 0 : running)).dropped(cut)
          .runningTotal(table.toPoints(sum)).build());
    }
    explanation.addNotes(Message.of("fide.progressiveScores.sum"));
    if (tiebreak.cutLow() > 0) {
      explanation.addNotes(Message.of("fide.progressiveScores.cut", tiebreak.cutLow()));
    }
    return explanation.build();
  }
}
