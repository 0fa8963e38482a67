package org.tiebreak.core.rules;

import java.util.Objects;
import org.tiebreak.api.Explanation;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.Score;
import org.tiebreak.api.TiebreakContext;
import org.tiebreak.core.internal.Index;
import org.tiebreak.core.internal.IndexedValueRule;

/**
 * Most blacks (USCF 34E6, MCA 2001, Big Rapids Swiss tie-break 5): the number of games played
 * with Black. A game whose colours were not recorded counts for neither colour; byes never count.
 *
 * @param unplayedColours whether a forfeit counts by the colour it was scheduled with
 */
public record MostBlacks(UnplayedColours unplayedColours) implements IndexedValueRule {

  public MostBlacks {
    Objects.requireNonNull(unplayedColours, "unplayedColours");
  }

  /**
   * USCF 34E6: games played with Black only. The sources give the rule as the player who "plays
   * as Black" the most times; how forfeits count is not known, so they do not.
   */
  public static MostBlacks uscf() {
    return new MostBlacks(UnplayedColours.NOT_COUNTED);
  }

  /** MCA 2001: the same wording as USCF, games played with Black only. */
  public static MostBlacks mca() {
    return new MostBlacks(UnplayedColours.NOT_COUNTED);
  }

  /** Big Rapids Swiss tie-break 5: the same wording as USCF, games played with Black only. */
  public static MostBlacks bigRapids() {
    return new MostBlacks(UnplayedColours.NOT_COUNTED);
  }

  @Override
  public String code() {
    return "BLK";
  }

  @Override
  public String name() {
    return "Most blacks";
  }

  /** Every player's figure, computed once per context. */
  @Override
  public long[] figures(TiebreakContext context) {
    return context.shared(this, c -> {
      Index index = Index.of(c);
      // Whether each kind of round can count, by ordinal: a look-up per round and no branch
      // on the colour, which is as good as random.
      ResultKind[] kinds = ResultKind.values();
      boolean[] eligible = new boolean[kinds.length];
      for (ResultKind kind : kinds) {
        eligible[kind.ordinal()] = eligible(kind);
      }
      long[] blacks = new long[index.players()];
      for (int i = 0; i < blacks.length; i++) {
        long count = 0;
        for (int r = 0; r < index.rounds(); r++) {
          boolean black = index.colour(i, r) == Index.BLACK;
          count += (eligible[index.kind(i, r).ordinal()] & black) ? 1 : 0;
        }
        blacks[i] = count;
      }
      return blacks;
    });
  }

  @Override
  public long denominator() {
    return 1;
  }

  /** Whether player {@code i}'s round {@code r} counts as a game with Black. */
  private boolean counts(Index index, int i, int r) {
    return eligible(index.kind(i, r)) && index.colour(i, r) == Index.BLACK;
  }

  /** Whether a round of this kind counts when it was played (or scheduled) with Black. */
  private boolean eligible(ResultKind kind) {
    return kind.isPlayed()
        || (kind.isForfeit() && unplayedColours == UnplayedColours.SCHEDULED_COLOUR);
  }

  @Override
  public Explanation explain(int player, TiebreakContext context) {
    Index index = Index.of(context);
    int i = index.indexOf(player);
    Explanation.Builder explanation = Explanation.builder().rule(code()).ruleName(name())
        .player(player).value(value(player, context));
    long count = 0;
    for (int r = 0; r < index.rounds(); r++) {
      boolean black = counts(index, i, r);
      if (black) {
        count++;
      }
      explanation.addLines(Rounds.line(index, i, r).adjustment(why(index, i, r))
          .contribution(Score.of(black ? 1 : 0)).runningTotal(Score.of(count)).build());
    }
    return explanation.addNotes(unplayedColours == UnplayedColours.NOT_COUNTED
        ? "games played over the board with Black"
        : "games played with Black, and forfeits scheduled with Black").build();
  }

  /** What the round's colour is and whether it counts. */
  private String why(Index index, int i, int r) {
    ResultKind kind = index.kind(i, r);
    if (kind.isBye()) {
      return "no game, no colour";
    }
    int colour = index.colour(i, r);
    String played = colour == Index.BLACK ? "Black" : colour == Index.WHITE ? "White" : null;
    if (kind.isPlayed()) {
      return played == null ? "colour not recorded" : "played with " + played;
    }
    if (unplayedColours == UnplayedColours.NOT_COUNTED) {
      return "forfeit: no game was played";
    }
    return played == null ? "forfeit, scheduled colour not recorded"
        : "forfeit scheduled with " + played;
  }
}
