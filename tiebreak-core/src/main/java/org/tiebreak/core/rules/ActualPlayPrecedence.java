package org.tiebreak.core.rules;

import org.tiebreak.api.rule.Crosstable;
import org.tiebreak.api.rule.Figures;
import org.tiebreak.api.rule.Reach;
import org.tiebreak.api.rule.TiebreakContext;
import org.tiebreak.api.rule.ValueRule;
import org.tiebreak.api.standings.Explanation;
import org.tiebreak.api.standings.Message;

/** Actual-play precedence: see {@link Tiebreaks#actualPlayPrecedence}. */
record ActualPlayPrecedence() implements ValueRule {

  @Override
  public String code() {
    return "PLAY";
  }

  /** Only the player's own results (a group's order: the results of the group's players). */
  @Override
  public Reach reach() {
    return Reach.OWN_RESULTS;
  }

  @Override
  public String name() {
    return "Actual-play precedence";
  }

  @Override
  public Figures figures(TiebreakContext context) {
    Crosstable table = context.crosstable();
    long[] figures = new long[table.players()];
    for (int p = 0; p < figures.length; p++) {
      figures[p] = playedPoints(table, p) > 0 || table.score(p) == 0 ? 1 : 0;
    }
    return Figures.of(figures);
  }

  /** The points the player scored over the board, in units. */
  private static long playedPoints(Crosstable table, int p) {
    long played = 0;
    for (int r = 0; r < table.rounds(); r++) {
      if (table.kind(p, r).isPlayed()) {
        played += table.points(p, r);
      }
    }
    return played;
  }

  /** Every round with the points it gave, over the board or not, and the two totals. */
  @Override
  public Explanation explain(int player, TiebreakContext context) {
    Crosstable table = context.crosstable();
    int p = table.indexOf(player);
    Explanation.Builder explanation = Explanation.builder(this, player)
        .value(value(player, context));
    long played = 0;
    long unplayed = 0;
    for (int r = 0; r < table.rounds(); r++) {
      if (table.kind(p, r).isPending()) {
        explanation.addLines(Rounds.pendingLine(table, p, r));
        continue;
      }
      long points = table.points(p, r);
      Explanation.Line.Builder line = Explanation.Line.builder(table, p, r)
          .contribution(table.toPoints(points));
      if (table.kind(p, r).isPlayed()) {
        played += points;
      } else {
        unplayed += points;
        if (points > 0) {
          line.adjustment(Message.of("playPrecedence.scoredUnplayed"));
        }
      }
      explanation.addLines(line.build());
    }
    explanation.addNotes(Message.of("playPrecedence.points", table.toPoints(played),
        table.toPoints(unplayed)));
    if (played > 0) {
      explanation.addNotes(Message.of("playPrecedence.played"));
    } else if (unplayed > 0) {
      explanation.addNotes(Message.of("playPrecedence.unplayed"));
    } else {
      explanation.addNotes(Message.of("playPrecedence.noPoints"));
    }
    return explanation.build();
  }
}
