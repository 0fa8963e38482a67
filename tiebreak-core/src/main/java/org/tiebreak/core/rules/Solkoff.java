package org.tiebreak.core.rules;

import java.util.Objects;
import org.tiebreak.api.rule.Crosstable;
import org.tiebreak.api.rule.Figures;
import org.tiebreak.api.rule.Reach;
import org.tiebreak.api.rule.TiebreakContext;
import org.tiebreak.api.rule.ValueRule;
import org.tiebreak.api.standings.Explanation;
import org.tiebreak.api.standings.Message;

/**
 * Solkoff (US Chess rule 34E2): see {@link Tiebreaks#solkoff}.
 *
 * @param opponentUnplayed how opponents' unplayed rounds count in their scores
 * @param ownUnplayed how the player's own unplayed rounds count
 */
record Solkoff(OpponentUnplayed opponentUnplayed, OwnUnplayed ownUnplayed) implements ValueRule {

  private static final OpponentScores.Cut NONE = new OpponentScores.Cut() {
    @Override
    public int low(Crosstable table, int p) {
      return 0;
    }

    @Override
    public int high(Crosstable table, int p) {
      return 0;
    }

    @Override
    public Message why(Crosstable table, int p) {
      return Message.of("solkoff.noDrop");
    }
  };

  Solkoff {
    Objects.requireNonNull(opponentUnplayed, "opponentUnplayed");
    Objects.requireNonNull(ownUnplayed, "ownUnplayed");
  }

  @Override
  public String code() {
    return "SOLK";
  }

  /** The opponents' results, rising: a higher opponent's score never lowers the figure. */
  @Override
  public Reach reach() {
    return Reach.OPPONENTS;
  }

  @Override
  public String name() {
    return "Solkoff";
  }

  @Override
  public String variant() {
    return OpponentScores.variant("nothing dropped", opponentUnplayed, ownUnplayed);
  }

  @Override
  public Figures figures(TiebreakContext context) {
    return OpponentScores.figures(context, opponentUnplayed, ownUnplayed, NONE);
  }

  @Override
  public Explanation explain(int player, TiebreakContext context) {
    return OpponentScores.explain(this, player, context, opponentUnplayed, ownUnplayed, NONE);
  }
}
