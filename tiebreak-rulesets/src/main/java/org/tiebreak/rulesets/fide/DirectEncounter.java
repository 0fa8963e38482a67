package org.tiebreak.rulesets.fide;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.tiebreak.api.Crosstable;
import org.tiebreak.api.Explanation;
import org.tiebreak.api.Format;
import org.tiebreak.api.GroupOrder;
import org.tiebreak.api.GroupRule;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.Score;
import org.tiebreak.api.TiebreakContext;
import org.tiebreak.api.TiedGroup;

/**
 * Direct Encounter (FIDE C.07 Art. 6, code DE): the points the tied players scored in their games
 * against each other, two players who met more than once counting the average of their games
 * (6.1.2). If every tied player met every other, these points rank them (6.2); if not (a Swiss),
 * a player ranks first only when no other could overtake them whatever the missing games' results
 * (6.3), then the second, and so on. Every subgroup still tied is ranked again by its own games
 * until nothing changes. Forfeits are left out unless {@code /P} counts them, and count in a round
 * robin (Art. 15.2).
 *
 * <p>Where the text is silent this follows the FIDE Technical Commission's reference checker: a
 * missing game counts as a possible win in 6.3, and players equal under 6.3 stay in the order the
 * earlier tie-breaks gave them.
 *
 * @param tiebreak the code as written, with its modifiers
 * @param edition the edition, or empty for the edition of the event's start date
 */
record DirectEncounter(TiebreakCode tiebreak, Optional<FideEdition> edition) implements GroupRule {

  @Override
  public String code() {
    return tiebreak.text();
  }

  @Override
  public String name() {
    return "Direct encounter";
  }

  @Override
  public String variant() {
    return FideRules.variant(edition, tiebreak);
  }

  /** The games a computation counts: over the board, and forfeits where they count. */
  private record Games(Crosstable table, boolean forfeits, boolean roundRobin) {

    boolean counts(int p, int r) {
      ResultKind kind = table.kind(p, r);
      return kind.isPlayed() || (forfeits && table.opponent(p, r) >= 0);
    }

    /** The player's points against the others of the group, repeated games averaged. */
    Score points(int p, List<Integer> group) {
      Score sum = Score.ZERO;
      for (int q : group) {
        long points = 0;
        int games = 0;
        for (int r = 0; r < table.rounds(); r++) {
          if (table.opponent(p, r) == q && counts(p, r)) {
            points += table.points(p, r);
            games++;
          }
        }
        if (games > 0) {
          sum = sum.plus(Score.of(points, games * table.unitsPerPoint()));
        }
      }
      return sum;
    }

    /** The number of the others of the group the player met. */
    int met(int p, List<Integer> group) {
      int met = 0;
      for (int q : group) {
        for (int r = 0; r < table.rounds(); r++) {
          if (table.opponent(p, r) == q && counts(p, r)) {
            met++;
            break;
          }
        }
      }
      return met;
    }
  }

  private Games games(TiebreakContext context) {
    boolean roundRobin = context.tournament().format() != Format.SWISS;
    return new Games(context.crosstable(), tiebreak.forfeitsAsPlayed() || roundRobin, roundRobin);
  }

  /**
   * The ranked subgroups of a group, and each player's points where they stand for the player's
   * place: the points of the last computation that separated the player, or that left the
   * player's subgroup tied with equal points. Players left tied with unequal points (6.3: a
   * missing game could still change the order) have none.
   */
  private record Ranking(List<List<Integer>> parts, Map<Integer, Score> values) {}

  /** One application of 6.2 or 6.3: the ranked subgroups and each player's points. */
  private record Step(List<List<Integer>> parts, Map<Integer, Score> points) {}

  private Ranking ranking(Games games, List<Integer> group) {
    Map<Integer, Score> values = new LinkedHashMap<>();
    List<List<Integer>> parts = split(games, group, values);
    return new Ranking(parts, values);
  }

  @Override
  public GroupOrder order(TiedGroup group, TiebreakContext context) {
    Games games = games(context);
    Crosstable table = games.table();
    Ranking ranking = ranking(games, indices(table, group));
    List<List<Integer>> order = new ArrayList<>();
    for (List<Integer> part : ranking.parts()) {
      List<Integer> numbers = new ArrayList<>();
      part.forEach(p -> numbers.add(table.startNumber(p)));
      order.add(numbers);
    }
    Map<Integer, Score> values = new LinkedHashMap<>();
    ranking.values().forEach((p, value) -> values.put(table.startNumber(p), value));
    return GroupOrder.of(order, values);
  }

  private static List<Integer> indices(Crosstable table, TiedGroup group) {
    List<Integer> members = new ArrayList<>();
    for (int player : group.players()) {
      members.add(table.indexOf(player));
    }
    return members;
  }

  /** The group in ranked subgroups, each still tied subgroup ranked again by its own games. */
  private static List<List<Integer>> split(Games games, List<Integer> group,
      Map<Integer, Score> values) {
    Step step = once(games, group);
    if (step.parts().size() == 1) {
      if (step.points().values().stream().distinct().count() == 1) {
        values.putAll(step.points());
      }
      return step.parts();
    }
    List<List<Integer>> all = new ArrayList<>();
    for (List<Integer> part : step.parts()) {
      if (part.size() == 1) {
        values.put(part.get(0), step.points().get(part.get(0)));
        all.add(part);
      } else {
        all.addAll(split(games, part, values));
      }
    }
    return all;
  }

  /** One application of 6.2 or 6.3 to a group. */
  private static Step once(Games games, List<Integer> group) {
    Crosstable table = games.table();
    int others = group.size() - 1;
    Map<Integer, Score> points = new LinkedHashMap<>();
    Map<Integer, Score> possible = new LinkedHashMap<>();
    boolean allMet = true;
    Score win = table.toPoints(table.pointsFor(ResultKind.WIN));
    for (int p : group) {
      Score own = games.points(p, group);
      int missing = others - games.met(p, group);
      allMet &= games.roundRobin() || missing == 0;
      points.put(p, own);
      possible.put(p, own.plus(win.times(missing)));
    }
    List<Integer> sorted = new ArrayList<>(group);
    sorted.sort(Comparator.comparing((Integer p) -> points.get(p)).reversed()
        .thenComparing(Comparator.comparing((Integer p) -> possible.get(p)).reversed()));
    List<List<Integer>> parts = new ArrayList<>();
    if (allMet) {
      List<Integer> part = null;
      for (int p : sorted) {
        if (part == null || !points.get(p).equals(points.get(part.get(0)))) {
          part = new ArrayList<>();
          parts.add(part);
        }
        part.add(p);
      }
      return new Step(parts, points);
    }
    int k = 0;
    while (k < sorted.size() - 1 && points.get(sorted.get(k)).compareTo(
        sorted.subList(k + 1, sorted.size()).stream().map(possible::get)
            .max(Comparator.naturalOrder()).orElseThrow()) > 0) {
      parts.add(List.of(sorted.get(k)));
      k++;
    }
    parts.add(sorted.subList(k, sorted.size()));
    return new Step(parts, points);
  }

  /**
   * The player's games against the other tied players, each with the points it gave, and how the
   * group was ranked.
   *
   * @throws IllegalArgumentException if the player is not in the group
   */
  @Override
  public Explanation explain(int player, TiedGroup group, TiebreakContext context) {
    if (!group.players().contains(player)) {
      throw new IllegalArgumentException("player " + player + " is not in the tied group "
          + group.players());
    }
    Games games = games(context);
    Crosstable table = games.table();
    int p = table.indexOf(player);
    List<Integer> members = indices(table, group);
    Ranking ranking = ranking(games, members);
    Explanation.Builder explanation = Explanation.builder(this, player);
    Score value = ranking.values().get(p);
    if (value != null) {
      explanation.value(value);
    }
    for (int r = 0; r < table.rounds(); r++) {
      int o = table.opponent(p, r);
      if (o >= 0 && members.contains(o)) {
        Explanation.Line.Builder line = FideRules.line(table, p, r);
        if (games.counts(p, r)) {
          line.contribution(table.toPoints(table.points(p, r)));
        } else {
          line.contribution(Score.ZERO).adjustment("a forfeit is not a game here: not counted");
        }
        explanation.addLines(line.build());
      }
    }
    int missing = members.size() - 1 - games.met(p, members);
    explanation.addNotes(games.points(p, members) + " points against the tied players, games"
        + " against one opponent averaged (Art. 6.1)");
    if (value == null) {
      explanation.addNotes("left tied although the points differ: a missing game could still"
          + " change the order (Art. 6.3)");
    } else if (!value.equals(games.points(p, members))) {
      explanation.addNotes(value + " against the players still tied with them when ranked again"
          + " (Art. 6.2)");
    }
    if (!games.roundRobin() && missing > 0) {
      explanation.addNotes(missing + " of the tied players not met: ranked ahead only if no one"
          + " could overtake whatever those games' results (Art. 6.3)");
    }
    return explanation.build();
  }
}
