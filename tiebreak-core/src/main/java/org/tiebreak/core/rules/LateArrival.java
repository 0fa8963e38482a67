package org.tiebreak.core.rules;

import org.tiebreak.api.Explanation;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.TiebreakContext;
import org.tiebreak.core.internal.Index;
import org.tiebreak.core.internal.IndexedValueRule;

/**
 * Late arrival (the overview of tie-break systems): a player who entered after the first round
 * was paired ranks below the tied players who were there from the start. The value is 1 for a
 * player present from round 1 and 0 for a late entrant: one whose first round is a
 * {@link ResultKind#LATE_ENTRY}. A bye or an absence in round 1 is not a late entry.
 */
public record LateArrival() implements IndexedValueRule {

  @Override
  public String code() {
    return "LATE";
  }

  @Override
  public String name() {
    return "Late arrival";
  }

  /** Every player's figure, computed once per context. */
  @Override
  public long[] figures(TiebreakContext context) {
    return context.shared(this, c -> {
      Index index = Index.of(c);
      long[] present = new long[index.players()];
      for (int i = 0; i < present.length; i++) {
        present[i] = entry(index, i) == 0 ? 1 : 0;
      }
      return present;
    });
  }

  @Override
  public long denominator() {
    return 1;
  }

  /** The round (from 0) player {@code i} entered in; the number of rounds if not yet entered. */
  private static int entry(Index index, int i) {
    int r = 0;
    while (r < index.rounds() && index.kind(i, r) == ResultKind.LATE_ENTRY) {
      r++;
    }
    return r;
  }

  /** One line per round up to and including the round the player entered in. */
  @Override
  public Explanation explain(int player, TiebreakContext context) {
    Index index = Index.of(context);
    int i = index.indexOf(player);
    int entry = entry(index, i);
    Explanation.Builder explanation = Explanation.builder().rule(code()).ruleName(name())
        .player(player).value(value(player, context));
    for (int r = 0; r < index.rounds() && r <= entry; r++) {
      explanation.addLines(Rounds.line(index, i, r)
          .adjustment(r < entry ? "not yet entered" : "entered").build());
    }
    if (index.rounds() == 0) {
      explanation.addNotes("no rounds played");
    } else if (entry == 0) {
      explanation.addNotes("present from round 1");
    } else if (entry < index.rounds()) {
      explanation.addNotes("entered in round " + (entry + 1) + ", after the first round");
    } else {
      explanation.addNotes("not yet entered after " + index.rounds() + " round"
          + (index.rounds() == 1 ? "" : "s"));
    }
    return explanation.build();
  }
}
