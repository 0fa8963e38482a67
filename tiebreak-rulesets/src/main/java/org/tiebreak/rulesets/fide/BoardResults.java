package org.tiebreak.rulesets.fide;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.tiebreak.api.Score;
import org.tiebreak.api.rule.GroupOrder;
import org.tiebreak.api.rule.GroupRule;
import org.tiebreak.api.rule.TeamCrosstable;
import org.tiebreak.api.rule.TiebreakContext;
import org.tiebreak.api.rule.TiedGroup;
import org.tiebreak.api.standings.Explanation;
import org.tiebreak.api.standings.Message;

/**
 * Top Board Results (FIDE C.07 Art. 12.2, code TBR): the tied teams compared on their game points
 * on board 1, then on board 2, and so on; and Bottom Board Elimination (12.3, code BBE): compared
 * on their game points without the bottom board, then without the two bottom boards, and so on up
 * to board 1 alone. Boards count as {@link TeamBoards} says (the preamble of Art. 12), over the
 * rounds ranked, as the FIDE reference checker adds them up for a whole event (Art. 12 is written
 * for the match of a team knock-out). The figure shown is the first comparison's: board 1 for TBR,
 * all boards but the bottom one for BBE. A match in progress adds nothing, its finished boards
 * included: the round is not yet played.
 *
 * @param tiebreak the code as written
 * @param edition the edition, or empty for the edition of the event's start date (no figure
 *     depends on it)
 */
record BoardResults(TiebreakCode tiebreak, Optional<FideEdition> edition) implements GroupRule {

  @Override
  public String code() {
    return tiebreak.text();
  }

  @Override
  public String name() {
    return top() ? "Top board results" : "Bottom board elimination";
  }

  @Override
  public String variant() {
    return FideRules.variant(edition, tiebreak);
  }

  private boolean top() {
    return tiebreak.name().equals("TBR");
  }

  /**
   * The figures compared in turn, from board points given board by board: TBR the boards from the
   * top, BBE the sums without the bottom board, the two bottom boards, and so on.
   */
  static long[] stages(long[] points, boolean top) {
    if (top) {
      return points.clone();
    }
    long[] stages = new long[Math.max(points.length - 1, 0)];
    for (int k = 0; k < stages.length; k++) {
      for (int b = 0; b < points.length - 1 - k; b++) {
        stages[k] += points[b];
      }
    }
    return stages;
  }

  /** Higher stages first: negative when {@code a} ranks above {@code b}. */
  static int compare(long[] a, long[] b) {
    for (int k = 0; k < a.length; k++) {
      if (a[k] != b[k]) {
        return Long.compare(b[k], a[k]);
      }
    }
    return 0;
  }

  @Override
  public GroupOrder order(TiedGroup group, TiebreakContext context) {
    TeamBoards boards = new TeamBoards(FideRules.teams(this, context));
    TeamCrosstable teams = context.teams().orElseThrow();
    Map<Integer, long[]> stages = new LinkedHashMap<>();
    for (int player : group.players()) {
      stages.put(player, stages(boards.totals(teams.indexOf(player)), top()));
    }
    List<Integer> sorted = new ArrayList<>(group.players());
    sorted.sort(Comparator.comparing(stages::get, BoardResults::compare));
    List<List<Integer>> parts = new ArrayList<>();
    for (int player : sorted) {
      if (parts.isEmpty() || compare(stages.get(parts.get(parts.size() - 1).get(0)),
          stages.get(player)) != 0) {
        parts.add(new ArrayList<>());
      }
      parts.get(parts.size() - 1).add(player);
    }
    Map<Integer, Score> values = new LinkedHashMap<>();
    stages.forEach((player, figures) -> values.put(player, boards.toPoints(figures.length == 0 ? 0
        : figures[0])));
    return GroupOrder.of(parts, values);
  }

  @Override
  public Explanation explain(int player, TiedGroup group, TiebreakContext context) {
    if (!group.players().contains(player)) {
      throw new IllegalArgumentException("team " + player + " is not in the tied group "
          + group.players());
    }
    TeamCrosstable teams = FideRules.teams(this, context);
    TeamBoards boards = new TeamBoards(teams);
    int t = teams.indexOf(player);
    Explanation.Builder explanation = Explanation.builder(this, player);
    GroupOrder order = order(group, context);
    explanation.value(order.values().get(player));
    for (int r = 0; r < teams.rounds(); r++) {
      Explanation.Line.Builder line = Explanation.Line.builder(teams, t, r);
      if (!teams.kind(t, r).isPending()) {
        line.adjustment(Message.of("fide.boards.byBoard", boards.scores(boards.points(t, r))));
      }
      explanation.addLines(line.build());
    }
    long[] stages = stages(boards.totals(t), top());
    return explanation.addNotes(Message.of(top() ? "fide.boards.top" : "fide.boards.bottom",
        boards.scores(stages))).build();
  }
}
