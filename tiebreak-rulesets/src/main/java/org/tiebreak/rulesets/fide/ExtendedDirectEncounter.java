package org.tiebreak.rulesets.fide;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.tiebreak.api.Score;
import org.tiebreak.api.rule.Crosstable;
import org.tiebreak.api.rule.GroupOrder;
import org.tiebreak.api.rule.GroupRule;
import org.tiebreak.api.rule.TeamCrosstable;
import org.tiebreak.api.rule.TiebreakContext;
import org.tiebreak.api.rule.TiedGroup;
import org.tiebreak.api.standings.Explanation;
import org.tiebreak.api.standings.Message;
import org.tiebreak.api.team.TeamScore;

/**
 * Extended Direct Encounter (FIDE C.07 Art. 13.3, code EDE): Direct Encounter (Art. 6) among the
 * tied teams on the primary score, then on the secondary score, and again on the primary score
 * for the teams still tied, until nothing changes (13.3.1). A score applies again to the subsets
 * it separates before the other score returns, as Art. 6.2 re-applies Direct Encounter, the TEC's
 * exercise on EDE does and the FIDE reference checker does. {@code EDE:MP} or {@code EDE:GP} sets
 * the score taken first.
 *
 * <p>If exactly two teams remain tied on both scores, the event's regulations say whether and in
 * what order the board tie-breaks of Art. 12 decide their match (13.3.2); the 2026 text names the
 * chains: EDET (then Top Board Results), EDEB (then Bottom Board Elimination), EDEBT (Board Count,
 * then Top Board Results) and EDEBB (Board Count, then Bottom Board Elimination). They compare the
 * two teams' game points on the boards of the matches between them (averaged where they met more
 * than once): Board Count the lower sum of board number times game points, Top Board Results board
 * 1, then board 2 and so on, Bottom Board Elimination the boards without the bottom one, then
 * without the two bottom ones, and so on. The boards count as {@link TeamBoards} says: a match
 * forfeited as a whole, where it counts, as the forfeit's points on every board.
 *
 * <p>A team's figure is its primary score against all the other tied teams; teams this rule
 * leaves tied with unequal figures (not all of them met) have none, as in Direct Encounter.
 *
 * <p>Forfeited matches count as played only with {@code /P} or in a round robin (Art. 6.1.1,
 * 15.2). A match in progress is a match not yet played, as a pending game is in Direct Encounter,
 * and its boards count for none of the board steps. Where the regulations are silent this follows the FIDE reference checker. It departs from
 * the checker where the checker ranks the higher Board Count of the two teams' match first: Art.
 * 12.1 ranks the lower first, as the TEC's exercise on it does.
 *
 * @param tiebreak the code as written, with its modifiers
 * @param edition the edition, or empty for the edition of the event's start date (no figure
 *     depends on it)
 */
record ExtendedDirectEncounter(TiebreakCode tiebreak, Optional<FideEdition> edition)
    implements GroupRule {

  @Override
  public String code() {
    return tiebreak.text();
  }

  @Override
  public String name() {
    return "Extended direct encounter";
  }

  @Override
  public String variant() {
    return FideRules.variant(edition, tiebreak);
  }

  /** The steps of 13.3: a score, or a board tie-break of Art. 12 for the two teams' match. */
  private enum Kind { PRIMARY, SECONDARY, COUNT, TOP, BOTTOM }

  /** One step: its kind, and for TOP the board and for BOTTOM the boards eliminated (from 0). */
  private record Step(Kind kind, int board) {
    Message describe(TeamScore primary) {
      return switch (kind) {
        case PRIMARY -> Message.of("fide.extendedDirectEncounter.amongTied",
            FideRules.scoreName(primary));
        case SECONDARY -> Message.of("fide.extendedDirectEncounter.amongTied",
            FideRules.scoreName(primary.other()));
        case COUNT -> Message.of("fide.extendedDirectEncounter.boardCount");
        case TOP -> Message.of("fide.extendedDirectEncounter.topBoard", board + 1);
        case BOTTOM -> board == 0 ? Message.of("fide.extendedDirectEncounter.bottomBoard")
            : Message.of("fide.extendedDirectEncounter.bottomBoards", board + 1);
      };
    }
  }

  private List<Step> steps(int boards) {
    List<Step> steps = new ArrayList<>(List.of(new Step(Kind.PRIMARY, 0),
        new Step(Kind.SECONDARY, 0)));
    String name = tiebreak.name();
    if (name.equals("EDEBT") || name.equals("EDEBB")) {
      steps.add(new Step(Kind.COUNT, 0));
    }
    if (name.endsWith("T")) {
      for (int b = 0; b < boards; b++) {
        steps.add(new Step(Kind.TOP, b));
      }
    } else if (name.endsWith("B")) {
      for (int b = 0; b < boards - 1; b++) {
        steps.add(new Step(Kind.BOTTOM, b));
      }
    }
    return steps;
  }

  /** What a ranking reads: the two scores' games, the boards and the steps. */
  private record Setup(TeamCrosstable teams, DirectEncounter.Games primary,
      DirectEncounter.Games secondary, TeamScore primaryScore, List<Step> steps) {}

  private Setup setup(TiebreakContext context) {
    TeamCrosstable teams = FideRules.teams(this, context);
    TeamScore primary = FideRules.score(context, tiebreak).orElseThrow();
    return new Setup(teams, DirectEncounter.games(context, teams.view(primary),
        tiebreak.forfeitsAsPlayed()), DirectEncounter.games(context,
            teams.view(primary.other()), tiebreak.forfeitsAsPlayed()), primary,
        steps(teams.boards()));
  }

  /** A split of a group by a step, for the explanations. */
  private record Split(List<Integer> group, Step step, List<List<Integer>> parts,
      Map<Integer, Score> figures) {}

  /** A run of teams still tied, and whether the step in hand is still to be tried on it. */
  private record Range(List<Integer> teams, boolean pending) {}

  /**
   * Ranks a group step by step: a step is applied to every run of teams still tied, again to the
   * runs it splits, until it splits nothing; then the next step, in a cycle (the secondary score
   * after the primary, the primary again after the secondary), until a whole cycle splits nothing.
   * So a step that split a group applies again to the parts before the primary score returns, as
   * 6.2 re-applies Direct Encounter to a subset and the TEC's exercise 45 shows: after game points
   * separate two of five teams, the three others are ranked by their game points among
   * themselves. The board steps apply to two teams alone.
   */
  private List<List<Integer>> rank(Setup setup, List<Integer> group, List<Split> splits) {
    List<Step> steps = setup.steps();
    List<Range> ranges = new ArrayList<>(List.of(new Range(group, true)));
    boolean[] changed = new boolean[steps.size()];
    Arrays.fill(changed, true);
    int f = 0;
    for (int guard = 0; guard < 1000; guard++) {
      Step step = steps.get(f);
      boolean board = step.kind().compareTo(Kind.COUNT) >= 0;
      int changes = 0;
      List<Range> next = new ArrayList<>();
      for (Range range : ranges) {
        List<Integer> teams = range.teams();
        if (!range.pending() || teams.size() == 1 || board && teams.size() != 2) {
          next.add(new Range(teams, false));
          continue;
        }
        Split split = split(setup, teams, step);
        if (split.parts().size() == 1) {
          next.add(new Range(teams, false));
          continue;
        }
        splits.add(split);
        changes += board ? 0 : 1;
        for (List<Integer> part : split.parts()) {
          next.add(new Range(part, !board));
        }
      }
      ranges = next;
      changed[f] = changes > 0;
      if (changes == 0) {
        f = (f + 1) % steps.size();
        List<Range> reset = new ArrayList<>();
        ranges.forEach(range -> reset.add(new Range(range.teams(), true)));
        ranges = reset;
      } else {
        Arrays.fill(changed, true);
      }
      boolean any = false;
      for (boolean c : changed) {
        any |= c;
      }
      if (!any) {
        break;
      }
    }
    List<List<Integer>> ranked = new ArrayList<>();
    ranges.forEach(range -> ranked.add(range.teams()));
    return ranked;
  }

  private Split split(Setup setup, List<Integer> group, Step step) {
    if (step.kind() == Kind.PRIMARY || step.kind() == Kind.SECONDARY) {
      DirectEncounter.Games games = step.kind() == Kind.PRIMARY ? setup.primary()
          : setup.secondary();
      DirectEncounter.Step once = DirectEncounter.once(games, group);
      return new Split(group, step, once.parts(), once.points());
    }
    Map<Integer, Score> figures = new LinkedHashMap<>();
    boolean met = true;
    for (int t : group) {
      Optional<Score> figure = boards(setup, t, group, step);
      met &= figure.isPresent();
      figures.put(t, figure.orElse(Score.ZERO));
    }
    if (!met) {
      return new Split(group, step, List.of(group), figures);
    }
    Comparator<Integer> order = Comparator.comparing(figures::get);
    List<Integer> sorted = new ArrayList<>(group);
    sorted.sort(step.kind() == Kind.COUNT ? order : order.reversed());
    if (figures.get(sorted.get(0)).equals(figures.get(sorted.get(1)))) {
      return new Split(group, step, List.of(group), figures);
    }
    return new Split(group, step, List.of(List.of(sorted.get(0)), List.of(sorted.get(1))),
        figures);
  }

  /**
   * A team's board figure of a step over its matches against the other team of the group,
   * averaged; empty if they did not meet in a match that counts.
   */
  private static Optional<Score> boards(Setup setup, int t, List<Integer> group, Step step) {
    TeamCrosstable teams = setup.teams();
    TeamBoards boards = new TeamBoards(teams);
    DirectEncounter.Games games = setup.primary();
    long sum = 0;
    int matches = 0;
    for (int r = 0; r < teams.rounds(); r++) {
      int o = teams.opponent(t, r);
      if (o < 0 || o == t || !group.contains(o) || !games.counts(t, r)) {
        continue;
      }
      matches++;
      for (int b = 0; b < teams.boards(); b++) {
        long points = boards.points(t, r, b);
        sum += switch (step.kind()) {
          case COUNT -> (b + 1) * points;
          case TOP -> b == step.board() ? points : 0;
          default -> b < teams.boards() - 1 - step.board() ? points : 0;
        };
      }
    }
    long unit = boards.unit();
    return matches == 0 ? Optional.empty() : Optional.of(Score.of(sum, unit * matches));
  }

  @Override
  public GroupOrder order(TiedGroup group, TiebreakContext context) {
    Setup setup = setup(context);
    List<Integer> members = indices(setup.teams(), group);
    List<Split> splits = new ArrayList<>();
    List<List<Integer>> ranked = rank(setup, members, splits);
    List<List<Integer>> order = new ArrayList<>();
    for (List<Integer> part : ranked) {
      List<Integer> numbers = new ArrayList<>();
      part.forEach(t -> numbers.add(setup.teams().startNumber(t)));
      order.add(numbers);
    }
    DirectEncounter.Members all = setup.primary().members(members);
    Set<Integer> withheld = new HashSet<>();
    for (List<Integer> part : ranked) {
      Set<Score> figures = new HashSet<>();
      part.forEach(t -> figures.add(setup.primary().against(t, all).points()));
      if (figures.size() > 1) {
        withheld.addAll(part);
      }
    }
    Map<Integer, Score> values = new LinkedHashMap<>();
    for (int t : members) {
      if (!withheld.contains(t)) {
        values.put(setup.teams().startNumber(t), setup.primary().against(t, all).points());
      }
    }
    boolean onePrimary = splits.size() == 1 && splits.get(0).step().kind() == Kind.PRIMARY
        && splits.get(0).group().size() == members.size();
    if (splits.isEmpty() || onePrimary) {
      return GroupOrder.of(order, values);
    }
    List<GroupOrder.Application> applications = new ArrayList<>(splits.size());
    for (Split split : splits) {
      List<Integer> teams = new ArrayList<>();
      Map<Integer, Score> figures = new LinkedHashMap<>();
      for (int t : split.group()) {
        teams.add(setup.teams().startNumber(t));
        Score figure = split.figures().get(t);
        if (figure != null) {
          figures.put(setup.teams().startNumber(t), figure);
        }
      }
      applications.add(new GroupOrder.Application(teams, figures));
    }
    return GroupOrder.of(order, values, applications);
  }

  private static List<Integer> indices(Crosstable table, TiedGroup group) {
    List<Integer> members = new ArrayList<>();
    for (int player : group.players()) {
      members.add(table.indexOf(player));
    }
    return members;
  }

  /**
   * The team's matches against the other tied teams, with the points each gave in both scores,
   * and every split of the ranking that concerned the team.
   *
   * @throws IllegalArgumentException if the team is not in the group
   */
  @Override
  public Explanation explain(int player, TiedGroup group, TiebreakContext context) {
    if (!group.players().contains(player)) {
      throw new IllegalArgumentException("team " + player + " is not in the tied group "
          + group.players());
    }
    Setup setup = setup(context);
    TeamCrosstable teams = setup.teams();
    Crosstable primary = setup.primary().table();
    Crosstable secondary = setup.secondary().table();
    List<Integer> members = indices(teams, group);
    int t = teams.indexOf(player);
    DirectEncounter.Members all = setup.primary().members(members);
    Explanation.Builder explanation = Explanation.builder(this, player)
        .value(setup.primary().against(t, all).points());
    for (int r = 0; r < teams.rounds(); r++) {
      int o = teams.opponent(t, r);
      if (o >= 0 && all.contains(o)) {
        Explanation.Line.Builder line = Explanation.Line.builder(primary, t, r);
        if (primary.kind(t, r).isPending()) {
          explanation.addLines(line.build());
          continue;
        }
        if (setup.primary().counts(t, r)) {
          line.contribution(primary.toPoints(primary.points(t, r))).adjustment(
              Message.of("fide.extendedDirectEncounter.secondary",
                  secondary.toPoints(secondary.points(t, r))));
        } else {
          line.contribution(Score.ZERO).adjustment(
              Message.of("fide.extendedDirectEncounter.forfeit"));
        }
        explanation.addLines(line.build());
      }
    }
    List<Split> splits = new ArrayList<>();
    rank(setup, members, splits);
    for (Split split : splits) {
      if (!split.group().contains(t)) {
        continue;
      }
      List<Message> figures = new ArrayList<>();
      split.figures().forEach((team, figure) -> figures.add(Message.of(
          "fide.extendedDirectEncounter.figure", teams.startNumber(team), figure)));
      explanation.addNotes(Message.of("fide.extendedDirectEncounter.separated",
          split.step().describe(setup.primaryScore()), split.group().size(), figures));
    }
    if (splits.stream().noneMatch(split -> split.group().contains(t))) {
      explanation.addNotes(Message.of("fide.extendedDirectEncounter.nothing"));
    }
    return explanation.build();
  }
}
