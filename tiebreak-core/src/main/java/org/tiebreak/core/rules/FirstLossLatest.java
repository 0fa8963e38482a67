package org.tiebreak.core.rules;

import java.util.Objects;
import org.tiebreak.api.Explanation;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.TiebreakContext;
import org.tiebreak.core.internal.Index;
import org.tiebreak.core.internal.IndexedValueRule;

/**
 * First loss came last (the overview of tie-break systems): among tied players, the one whose
 * first loss came latest ranks higher. The value is the round of the first loss; a player with no
 * loss gets the number of rounds ranked plus one, above everyone who lost. Byes of every kind
 * (zero-point byes and absences included) are not losses; a forfeit loss is one unless
 * {@code lossesCounted} says otherwise.
 *
 * @param lossesCounted whether only games lost over the board count, or forfeit losses too
 */
public record FirstLossLatest(LossesCounted lossesCounted) implements IndexedValueRule {

  public FirstLossLatest {
    Objects.requireNonNull(lossesCounted, "lossesCounted");
  }

  /**
   * The default reading: a forfeit loss is a loss. The overview does not say; a player who failed
   * to turn up lost the round as surely as one who lost over the board.
   */
  public static FirstLossLatest includingForfeits() {
    return new FirstLossLatest(LossesCounted.INCLUDING_FORFEITS);
  }

  /** Only games lost over the board count. */
  public static FirstLossLatest overTheBoard() {
    return new FirstLossLatest(LossesCounted.OVER_THE_BOARD);
  }

  @Override
  public String code() {
    return "FLL";
  }

  @Override
  public String name() {
    return "First loss came last";
  }

  /** Every player's figure, computed once per context. */
  @Override
  public long[] figures(TiebreakContext context) {
    return context.shared(this, c -> {
      Index index = Index.of(c);
      long[] rounds = new long[index.players()];
      for (int i = 0; i < rounds.length; i++) {
        rounds[i] = firstLoss(index, i) + 1;
      }
      return rounds;
    });
  }

  @Override
  public long denominator() {
    return 1;
  }

  /** The round (from 0) of player {@code i}'s first loss, or the number of rounds if none. */
  private int firstLoss(Index index, int i) {
    for (int r = 0; r < index.rounds(); r++) {
      if (isLoss(index.kind(i, r))) {
        return r;
      }
    }
    return index.rounds();
  }

  private boolean isLoss(ResultKind kind) {
    return kind == ResultKind.LOSS
        || (kind == ResultKind.FORFEIT_LOSS && lossesCounted == LossesCounted.INCLUDING_FORFEITS);
  }

  /** One line per round up to and including the first loss. */
  @Override
  public Explanation explain(int player, TiebreakContext context) {
    Index index = Index.of(context);
    int i = index.indexOf(player);
    int first = firstLoss(index, i);
    Explanation.Builder explanation = Explanation.builder().rule(code()).ruleName(name())
        .player(player).value(value(player, context));
    for (int r = 0; r < index.rounds() && r <= first; r++) {
      ResultKind kind = index.kind(i, r);
      Explanation.Line.Builder line = Rounds.line(index, i, r);
      if (r == first) {
        line.adjustment("first loss");
      } else if (kind == ResultKind.FORFEIT_LOSS) {
        line.adjustment("forfeit loss: not counted as a loss");
      }
      explanation.addLines(line.build());
    }
    if (first < index.rounds()) {
      explanation.addNotes("first loss in round " + (first + 1));
    } else {
      explanation.addNotes("no loss in " + index.rounds() + " round"
          + (index.rounds() == 1 ? "" : "s") + ": ranks as a first loss in round "
          + (index.rounds() + 1));
    }
    if (lossesCounted == LossesCounted.OVER_THE_BOARD) {
      explanation.addNotes("only games lost over the board count");
    }
    return explanation.build();
  }
}
