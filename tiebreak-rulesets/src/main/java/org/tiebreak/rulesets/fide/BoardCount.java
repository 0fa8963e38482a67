package org.tiebreak.rulesets.fide;

import java.util.Optional;
import org.tiebreak.api.rule.Figures;
import org.tiebreak.api.rule.TeamCrosstable;
import org.tiebreak.api.rule.TiebreakContext;
import org.tiebreak.api.rule.ValueRule;
import org.tiebreak.api.standings.Explanation;
import org.tiebreak.api.standings.Message;

/**
 * Board Count (FIDE C.07 Art. 12.1, code BC): the sum over a team's boards of the board's number
 * times the game points the team scored on it, over the rounds ranked; the lower count ranks
 * higher, as points on the top boards count least. Boards count as {@link TeamBoards} says (the
 * preamble of Art. 12). Art. 12 is written for the match of a team knock-out; over a whole event
 * this adds up every round, as the FIDE reference checker does. A match in progress adds nothing,
 * its finished boards included: the round is not yet played.
 *
 * @param tiebreak the code as written
 * @param edition the edition, or empty for the edition of the event's start date (no figure
 *     depends on it)
 */
record BoardCount(TiebreakCode tiebreak, Optional<FideEdition> edition) implements ValueRule {

  @Override
  public String code() {
    return tiebreak.text();
  }

  @Override
  public String name() {
    return "Board count";
  }

  @Override
  public String variant() {
    return FideRules.variant(edition, tiebreak);
  }

  @Override
  public boolean lowerIsBetter() {
    return true;
  }

  /** The board count of points given board by board. */
  static long count(long[] points) {
    long count = 0;
    for (int b = 0; b < points.length; b++) {
      count += (b + 1) * points[b];
    }
    return count;
  }

  @Override
  public Figures figures(TiebreakContext context) {
    TeamBoards boards = new TeamBoards(FideRules.teams(this, context));
    long[] counts = new long[context.crosstable().players()];
    for (int t = 0; t < counts.length; t++) {
      counts[t] = count(boards.totals(t));
    }
    return Figures.of(counts, boards.unit());
  }

  @Override
  public Explanation explain(int player, TiebreakContext context) {
    TeamCrosstable teams = FideRules.teams(this, context);
    TeamBoards boards = new TeamBoards(teams);
    int t = teams.indexOf(player);
    Explanation.Builder explanation = Explanation.builder(this, player)
        .value(value(player, context));
    long running = 0;
    for (int r = 0; r < teams.rounds(); r++) {
      if (teams.kind(t, r).isPending()) {
        explanation.addLines(Explanation.Line.builder(teams, t, r).build());
        continue;
      }
      long[] points = boards.points(t, r);
      running += count(points);
      explanation.addLines(Explanation.Line.builder(teams, t, r)
          .adjustment(Message.of("fide.boards.byBoard", boards.scores(points)))
          .contribution(boards.toPoints(count(points))).runningTotal(boards.toPoints(running))
          .build());
    }
    return explanation.addNotes(Message.of("fide.boards.count",
        boards.scores(boards.totals(t)))).build();
  }
}
