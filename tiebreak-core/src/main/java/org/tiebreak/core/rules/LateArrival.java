package org.tiebreak.core.rules;

import org.tiebreak.api.ResultKind;
import org.tiebreak.api.rule.Crosstable;
import org.tiebreak.api.rule.Figures;
import org.tiebreak.api.rule.Reach;
import org.tiebreak.api.rule.TiebreakContext;
import org.tiebreak.api.rule.ValueRule;
import org.tiebreak.api.standings.Explanation;
import org.tiebreak.api.standings.Message;

/** Late arrival: see {@link Tiebreaks#lateArrival}. */
record LateArrival() implements ValueRule {

  @Override
  public String code() {
    return "LATE";
  }

  /** Only the player's own results (a group's order: the results of the group's players). */
  @Override
  public Reach reach() {
    return Reach.OWN_RESULTS;
  }

  @Override
  public String name() {
    return "Late arrival";
  }

  @Override
  public Figures figures(TiebreakContext context) {
    Crosstable table = context.crosstable();
    long[] present = new long[table.players()];
    for (int p = 0; p < present.length; p++) {
      present[p] = entry(table, p) == 0 ? 1 : 0;
    }
    return Figures.of(present);
  }

  /** The round (from 0) player {@code p} entered in; the number of rounds if not yet entered. */
  private static int entry(Crosstable table, int p) {
    int r = 0;
    while (r < table.rounds() && table.kind(p, r) == ResultKind.LATE_ENTRY) {
      r++;
    }
    return r;
  }

  /** One line per round up to and including the round the player entered in. */
  @Override
  public Explanation explain(int player, TiebreakContext context) {
    Crosstable table = context.crosstable();
    int p = table.indexOf(player);
    int entry = entry(table, p);
    Explanation.Builder explanation = Explanation.builder(this, player)
        .value(value(player, context));
    for (int r = 0; r < table.rounds() && r <= entry; r++) {
      explanation.addLines(Explanation.Line.builder(table, p, r)
          .adjustment(Message.of(r < entry ? "lateArrival.notYetEntered" : "lateArrival.entered"))
          .build());
    }
    if (table.rounds() == 0) {
      explanation.addNotes(Message.of("lateArrival.noRounds"));
    } else if (entry == 0) {
      explanation.addNotes(Message.of("lateArrival.present"));
    } else if (entry < table.rounds()) {
      explanation.addNotes(Message.of("lateArrival.enteredIn", entry + 1));
    } else {
      explanation.addNotes(Message.of("lateArrival.notYetAfter", table.rounds()));
    }
    return explanation.build();
  }
}
