package org.tiebreak.core.rules;

import java.util.Objects;
import org.tiebreak.api.Explanation;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.Score;
import org.tiebreak.api.TiebreakContext;
import org.tiebreak.core.internal.Index;
import org.tiebreak.core.internal.IndexedValueRule;

/**
 * Most wins (the overview of tie-break systems; the first tie-break of ICCF individual events):
 * the number of games, or rounds, won.
 *
 * @param winsCounted whether only games won over the board count, or every round won
 */
public record MostWins(WinsCounted winsCounted) implements IndexedValueRule {

  public MostWins {
    Objects.requireNonNull(winsCounted, "winsCounted");
  }

  /** Games won over the board. */
  public static MostWins overTheBoard() {
    return new MostWins(WinsCounted.OVER_THE_BOARD);
  }

  /** Rounds won with or without playing: forfeit wins, full-point and pairing-allocated byes count. */
  public static MostWins roundsWon() {
    return new MostWins(WinsCounted.ROUNDS_WON);
  }

  @Override
  public String code() {
    return "WINS";
  }

  @Override
  public String name() {
    return "Most wins";
  }

  /** Every player's figure, computed once per context. */
  @Override
  public long[] figures(TiebreakContext context) {
    return context.shared(this,
        c -> Rounds.sumByKind(Index.of(c), kind -> counts(kind) ? 1 : 0));
  }

  @Override
  public long denominator() {
    return 1;
  }

  /** Whether a round of this kind counts as won. */
  private boolean counts(ResultKind kind) {
    if (kind == ResultKind.WIN) {
      return true;
    }
    return winsCounted == WinsCounted.ROUNDS_WON && kind.halfPoints() == 2;
  }

  @Override
  public Explanation explain(int player, TiebreakContext context) {
    Index index = Index.of(context);
    int i = index.indexOf(player);
    Explanation.Builder explanation = Explanation.builder().rule(code()).ruleName(name())
        .player(player).value(value(player, context));
    long count = 0;
    for (int r = 0; r < index.rounds(); r++) {
      ResultKind kind = index.kind(i, r);
      boolean won = counts(kind);
      if (won) {
        count++;
      }
      Explanation.Line.Builder line = Rounds.line(index, i, r);
      if (kind.isUnplayed() && kind.halfPoints() == 2) {
        line.adjustment(won ? "won without playing: counted" : "won without playing: not counted");
      }
      explanation.addLines(line.contribution(Score.of(won ? 1 : 0))
          .runningTotal(Score.of(count)).build());
    }
    return explanation.addNotes(winsCounted == WinsCounted.OVER_THE_BOARD
        ? "games won over the board"
        : "rounds won: games, forfeit wins, full-point and pairing-allocated byes").build();
  }
}
