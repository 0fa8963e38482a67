package org.tiebreak.core.rules;

import java.util.Objects;
import org.tiebreak.api.Explanation;
import org.tiebreak.api.TiebreakContext;
import org.tiebreak.core.internal.Index;
import org.tiebreak.core.internal.IndexedValueRule;

/**
 * Solkoff (USCF 34E2): the sum of all the opponents' adjusted scores, nothing dropped.
 *
 * @param opponentUnplayed how opponents' unplayed rounds count in their scores
 * @param ownUnplayed how the player's own unplayed rounds count
 */
public record Solkoff(OpponentUnplayed opponentUnplayed, OwnUnplayed ownUnplayed)
    implements IndexedValueRule {

  private static final OpponentScores.Cut NONE = new OpponentScores.Cut() {
    @Override
    public int low(Index index, int i) {
      return 0;
    }

    @Override
    public int high(Index index, int i) {
      return 0;
    }

    @Override
    public String why(Index index, int i) {
      return "no opponent dropped";
    }
  };

  public Solkoff {
    Objects.requireNonNull(opponentUnplayed, "opponentUnplayed");
    Objects.requireNonNull(ownUnplayed, "ownUnplayed");
  }

  /** USCF 34E2 (also MCA and Big Rapids): adjusted scores, own unplayed rounds count 0. */
  public static Solkoff uscf() {
    return new Solkoff(OpponentUnplayed.COUNT_HALF, OwnUnplayed.ZERO_OPPONENT);
  }

  @Override
  public String code() {
    return "SOLK";
  }

  @Override
  public String name() {
    return "Solkoff";
  }

  @Override
  public long[] figures(TiebreakContext context) {
    return context.shared(this,
        c -> OpponentScores.figures(c, opponentUnplayed, ownUnplayed, NONE));
  }

  @Override
  public Explanation explain(int player, TiebreakContext context) {
    return OpponentScores.explain(code(), name(), player, context, opponentUnplayed, ownUnplayed,
        NONE);
  }
}
