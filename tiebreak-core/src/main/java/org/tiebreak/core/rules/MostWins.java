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
 * Most wins: see {@link Tiebreaks#mostWins} and {@link Tiebreaks#roundsWon}.
 *
 * @param unplayedWins whether rounds won without playing count
 */
record MostWins(boolean unplayedWins) implements ValueRule {

  @Override
  public String code() {
    return "WINS";
  }

  /** Only the player's own results (a group's order: the results of the group's players). */
  @Override
  public Reach reach() {
    return Reach.OWN_RESULTS;
  }

  @Override
  public String name() {
    return "Most wins";
  }

  @Override
  public String variant() {
    return unplayedWins ? "rounds won: games, forfeit wins, full-point and pairing-allocated byes"
        : "games won over the board";
  }

  @Override
  public Figures figures(TiebreakContext context) {
    Crosstable table = context.crosstable();
    return Figures.of(Rounds.sumByKind(table, kind -> counts(kind, table) ? 1 : 0));
  }

  /**
   * Whether a round of this kind counts as won: a game won, or one scoring a win's points; never
   * a pending game, even where a win scores nothing.
   */
  private boolean counts(ResultKind kind, Crosstable table) {
    return kind == ResultKind.WIN || (unplayedWins && !kind.isPending()
        && table.pointsFor(kind) == table.pointsFor(ResultKind.WIN));
  }

  @Override
  public Explanation explain(int player, TiebreakContext context) {
    Crosstable table = context.crosstable();
    int p = table.indexOf(player);
    Explanation.Builder explanation = Explanation.builder(this, player)
        .value(value(player, context));
    long count = 0;
    for (int r = 0; r < table.rounds(); r++) {
      ResultKind kind = table.kind(p, r);
      boolean won = counts(kind, table);
      if (won) {
        count++;
      }
      Explanation.Line.Builder line = Explanation.Line.builder(table, p, r);
      if (kind.isUnplayed() && table.pointsFor(kind) == table.pointsFor(ResultKind.WIN)) {
        line.adjustment(Message.of(won ? "mostWins.unplayedCounted"
            : "mostWins.unplayedNotCounted"));
      }
      explanation.addLines(line.contribution(Score.of(won ? 1 : 0))
          .runningTotal(Score.of(count)).build());
    }
    return explanation.addNotes(Message.of(unplayedWins ? "mostWins.roundsWon"
        : "mostWins.gamesWon")).build();
  }
}
