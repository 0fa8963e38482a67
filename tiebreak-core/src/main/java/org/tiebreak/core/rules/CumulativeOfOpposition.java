package org.tiebreak.core.rules;

import java.util.Objects;
import org.tiebreak.api.Explanation;
import org.tiebreak.api.Score;
import org.tiebreak.api.TiebreakContext;
import org.tiebreak.core.internal.EngineContext;
import org.tiebreak.core.internal.Index;
import org.tiebreak.core.internal.IndexedValueRule;

/**
 * Cumulative of Opposition (USCF 34E9): the sum of the {@link Cumulative} figures of the
 * opponents met over the board; the player's own unplayed rounds add 0.
 *
 * @param cumulative the Cumulative variant the opponents' figures are computed with
 */
public record CumulativeOfOpposition(Cumulative cumulative) implements IndexedValueRule {

  public CumulativeOfOpposition {
    Objects.requireNonNull(cumulative, "cumulative");
  }

  /** USCF 7th edition: the opponents' USCF Cumulative figures. */
  public static CumulativeOfOpposition uscf() {
    return new CumulativeOfOpposition(Cumulative.uscf());
  }

  @Override
  public String code() {
    return "OPPCUM";
  }

  @Override
  public String name() {
    return "Cumulative of Opposition";
  }

  @Override
  public long[] figures(TiebreakContext context) {
    return context.shared(this, c -> {
      Index index = Index.of(c);
      long[] opponents = cumulative.figures(c);
      long[] sums = new long[index.players()];
      for (int i = 0; i < sums.length; i++) {
        long sum = 0;
        for (int r = 0; r < index.rounds(); r++) {
          if (index.kind(i, r).isPlayed()) {
            sum += opponents[index.opponent(i, r)];
          }
        }
        sums[i] = sum;
      }
      return sums;
    });
  }

  @Override
  public Explanation explain(int player, TiebreakContext context) {
    Index index = Index.of(context);
    int i = index.indexOf(player);
    long[] opponents = cumulative.figures(context);
    Explanation.Builder explanation = Explanation.builder().rule(code()).ruleName(name())
        .player(player).value(value(player, context));
    long sum = 0;
    for (int r = 0; r < index.rounds(); r++) {
      Explanation.Line.Builder line = Rounds.line(index, i, r);
      if (index.kind(i, r).isPlayed()) {
        long figure = opponents[index.opponent(i, r)];
        sum += figure;
        line.usedScore(EngineContext.halfPoints(figure))
            .contribution(EngineContext.halfPoints(figure));
      } else {
        line.contribution(Score.ZERO).adjustment("the player's own unplayed round adds 0");
      }
      explanation.addLines(line.runningTotal(EngineContext.halfPoints(sum)).build());
    }
    return explanation.addNotes("sum of the opponents' Cumulative figures").build();
  }
}
