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
 * First loss came last: see {@link Tiebreaks#firstLossLatest}.
 *
 * @param forfeits whether forfeit losses count as losses
 */
record FirstLossLatest(Forfeits forfeits) implements ValueRule {

  FirstLossLatest {
    Objects.requireNonNull(forfeits, "forfeits");
  }

  @Override
  public String code() {
    return "FLL";
  }

  /** Only the player's own results (a group's order: the results of the group's players). */
  @Override
  public Reach reach() {
    return Reach.OWN_RESULTS;
  }

  @Override
  public String name() {
    return "First loss came last";
  }

  @Override
  public String variant() {
    return forfeits == Forfeits.NOT_COUNTED ? "games lost over the board"
        : "games lost over the board and forfeit losses";
  }

  @Override
  public Figures figures(TiebreakContext context) {
    Crosstable table = context.crosstable();
    int none = Rounds.withResults(table);
    long[] rounds = new long[table.players()];
    for (int p = 0; p < rounds.length; p++) {
      rounds[p] = firstLoss(table, p, none) + 1;
    }
    return Figures.of(rounds);
  }

  /**
   * The round (from 0) of player {@code p}'s first loss, or {@code none} if none: the number of
   * rounds with results, a round whose games are all pending not being one yet.
   */
  private int firstLoss(Crosstable table, int p, int none) {
    for (int r = 0; r < table.rounds(); r++) {
      if (isLoss(table.kind(p, r))) {
        return r;
      }
    }
    return none;
  }

  private boolean isLoss(ResultKind kind) {
    return kind == ResultKind.LOSS
        || (kind == ResultKind.FORFEIT_LOSS && forfeits == Forfeits.COUNTED_AS_GAMES);
  }

  /** One line per round up to and including the first loss, or per round with results. */
  @Override
  public Explanation explain(int player, TiebreakContext context) {
    Crosstable table = context.crosstable();
    int p = table.indexOf(player);
    int rounds = Rounds.withResults(table);
    int first = firstLoss(table, p, rounds);
    Explanation.Builder explanation = Explanation.builder(this, player)
        .value(value(player, context));
    for (int r = 0; r < rounds && r <= first; r++) {
      ResultKind kind = table.kind(p, r);
      Explanation.Line.Builder line = Explanation.Line.builder(table, p, r);
      if (r == first) {
        line.adjustment(Message.of("firstLoss.line"));
      } else if (kind == ResultKind.FORFEIT_LOSS) {
        line.adjustment(Message.of("firstLoss.forfeitLoss"));
      }
      explanation.addLines(line.build());
    }
    if (first < rounds) {
      explanation.addNotes(Message.of("firstLoss.round", first + 1));
    } else {
      explanation.addNotes(Message.of("firstLoss.none", rounds, rounds + 1));
    }
    if (forfeits == Forfeits.NOT_COUNTED) {
      explanation.addNotes(Message.of("firstLoss.overTheBoardOnly"));
    }
    return explanation.build();
  }
}
