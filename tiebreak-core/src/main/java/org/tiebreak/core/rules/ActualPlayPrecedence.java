package org.tiebreak.core.rules;

import org.tiebreak.api.Explanation;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.Score;
import org.tiebreak.api.TiebreakContext;
import org.tiebreak.api.ValueRule;
import org.tiebreak.core.internal.EngineContext;
import org.tiebreak.core.internal.Index;

/**
 * Actual-play precedence (the preamble of the MCA 2001 and Big Rapids lists): of two tied
 * players, one who scored in actual play ranks above one whose whole score comes from unplayed
 * rounds, before any tie-break is used. Meant as a precedence of a {@link
 * org.tiebreak.api.Ruleset}.
 *
 * <p>The value is 1 for a player who won or drew at least one game over the board, or who has no
 * points at all, and 0 for a player with points every one of which came from unplayed rounds
 * (byes of any kind and forfeit wins). Among players who all scored over the board, or all
 * without playing, it separates nobody.
 */
public record ActualPlayPrecedence() implements ValueRule {

  /** The precedence of the MCA 2001 and Big Rapids lists. */
  public static ActualPlayPrecedence mca() {
    return new ActualPlayPrecedence();
  }

  @Override
  public String code() {
    return "PLAY";
  }

  @Override
  public String name() {
    return "Actual-play precedence";
  }

  @Override
  public Score value(int player, TiebreakContext context) {
    Index index = Index.of(context);
    int i = index.indexOf(player);
    long played = 0;
    for (int r = 0; r < index.rounds(); r++) {
      if (index.kind(i, r).isPlayed()) {
        played += index.halfPoints(i, r);
      }
    }
    return played > 0 || index.score(i) == 0 ? Score.ONE : Score.ZERO;
  }

  /** Every round with the points it gave, over the board or not, and the two totals. */
  @Override
  public Explanation explain(int player, TiebreakContext context) {
    Index index = Index.of(context);
    int i = index.indexOf(player);
    Explanation.Builder explanation = Explanation.builder().rule(code()).ruleName(name())
        .player(player).value(value(player, context));
    long played = 0;
    long unplayed = 0;
    for (int r = 0; r < index.rounds(); r++) {
      ResultKind kind = index.kind(i, r);
      int points = index.halfPoints(i, r);
      Explanation.Line.Builder line = Rounds.line(index, i, r)
          .contribution(EngineContext.halfPoints(points));
      if (kind.isPlayed()) {
        played += points;
      } else {
        unplayed += points;
        if (points > 0) {
          line.adjustment("scored without playing");
        }
      }
      explanation.addLines(line.build());
    }
    explanation.addNotes(EngineContext.halfPoints(played) + " scored over the board, "
        + EngineContext.halfPoints(unplayed) + " from unplayed rounds");
    if (played > 0) {
      explanation.addNotes("scored in actual play: ranks above a tied player whose whole score "
          + "is unplayed");
    } else if (unplayed > 0) {
      explanation.addNotes("the whole score is from unplayed rounds: ranks below a tied player "
          + "who scored in actual play");
    } else {
      explanation.addNotes("no points: the precedence does not apply");
    }
    return explanation.build();
  }
}
