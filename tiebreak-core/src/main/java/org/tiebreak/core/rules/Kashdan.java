package org.tiebreak.core.rules;

import org.tiebreak.api.Explanation;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.Score;
import org.tiebreak.api.TiebreakContext;
import org.tiebreak.core.internal.Index;
import org.tiebreak.core.internal.IndexedValueRule;

/**
 * Kashdan (USCF 34E7, MCA 2001): 4 points per game won, 2 per game drawn, 1 per game lost, and a
 * fixed number per unplayed round. Only games played over the board are won, drawn or lost;
 * forfeits (both sides, including a double forfeit) and byes of every kind (also absence, rounds
 * after a withdrawal and before a late entry) are unplayed rounds. Among players with no unplayed
 * rounds, a win and a loss (5) beat two draws (4).
 *
 * @param unplayedPoints the points for each unplayed round: 0 (USCF), 2 (MCA); any whole number
 */
public record Kashdan(int unplayedPoints) implements IndexedValueRule {

  /** USCF 34E7: an unplayed round counts 0. */
  public static Kashdan uscf() {
    return new Kashdan(0);
  }

  /** MCA 2001: each unplayed round counts 2. */
  public static Kashdan mca() {
    return new Kashdan(2);
  }

  @Override
  public String code() {
    return "KASH";
  }

  @Override
  public String name() {
    return "Kashdan";
  }

  /** Every player's figure, computed once per context. */
  @Override
  public long[] figures(TiebreakContext context) {
    return context.shared(this, c -> Rounds.sumByKind(Index.of(c), this::points));
  }

  @Override
  public long denominator() {
    return 1;
  }

  /** The points for one round. */
  private int points(ResultKind kind) {
    switch (kind) {
      case WIN:
        return 4;
      case DRAW:
        return 2;
      case LOSS:
        return 1;
      default:
        return unplayedPoints;
    }
  }

  @Override
  public Explanation explain(int player, TiebreakContext context) {
    Index index = Index.of(context);
    int i = index.indexOf(player);
    Explanation.Builder explanation = Explanation.builder().rule(code()).ruleName(name())
        .player(player).value(value(player, context));
    long sum = 0;
    for (int r = 0; r < index.rounds(); r++) {
      ResultKind kind = index.kind(i, r);
      int adds = points(kind);
      sum += adds;
      Explanation.Line.Builder line = Rounds.line(index, i, r);
      if (kind.isUnplayed()) {
        line.adjustment("unplayed round: counts " + unplayedPoints);
      }
      explanation.addLines(line.contribution(Score.of(adds)).runningTotal(Score.of(sum)).build());
    }
    return explanation.addNotes("4 per win, 2 per draw, 1 per loss over the board, "
        + unplayedPoints + " per unplayed round").build();
  }
}
