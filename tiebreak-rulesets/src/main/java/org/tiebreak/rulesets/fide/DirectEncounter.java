package org.tiebreak.rulesets.fide;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Comparator;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.tiebreak.api.Format;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.Score;
import org.tiebreak.api.rule.Crosstable;
import org.tiebreak.api.rule.GroupOrder;
import org.tiebreak.api.rule.GroupRule;
import org.tiebreak.api.rule.Reach;
import org.tiebreak.api.rule.TiebreakContext;
import org.tiebreak.api.rule.TiedGroup;
import org.tiebreak.api.standings.Explanation;
import org.tiebreak.api.standings.Message;

/**
 * Direct Encounter (FIDE C.07 Art. 6, code DE): the points the tied players scored in their games
 * against each other, two players who met more than once counting the average of their games
 * (6.1.2). If every tied player met every other, these points rank them (6.2); if not (a Swiss),
 * a player ranks first only when no other could overtake them whatever the missing games' results
 * (6.3), then the second, and so on. Every subgroup still tied is ranked again by its own games
 * until nothing changes. Forfeits are left out unless {@code /P} counts them, and count in a round
 * robin (Art. 15.2). A pending game (a round in progress) is a game not yet played: in a Swiss,
 * a missing one for 6.3.
 *
 * <p>Where the text is silent this follows the FIDE Technical Commission's reference checker: a
 * missing game counts as a possible win in 6.3, and players equal under 6.3 stay in the order the
 * earlier tie-breaks gave them. It departs from the checker where tied players met more than once
 * in a Swiss: the checker then counts fewer opponents met than there were and applies 6.3 to
 * players who all met; here they are ranked by 6.2.
 *
 * <p>Teams meet in matches: {@code DE:MP} counts the match points of the matches among the tied
 * teams, {@code DE:GP} their game points, the primary score by default (Art. 11.1); a missing match
 * counts in 6.3 as a possible win in that score. The Extended Direct Encounter of Art. 13.3 is
 * {@link ExtendedDirectEncounter}.
 *
 * @param tiebreak the code as written, with its modifiers
 * @param edition the edition, or empty for the edition of the event's start date
 */
record DirectEncounter(TiebreakCode tiebreak, Optional<FideEdition> edition) implements GroupRule {

  @Override
  public String code() {
    return tiebreak.text();
  }

  /** The results of the group's own games. */
  @Override
  public Reach reach() {
    return Reach.OWN_RESULTS;
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
  record Games(Crosstable table, boolean forfeits, boolean roundRobin) {

    boolean counts(int p, int r) {
      ResultKind kind = table.kind(p, r);
      return kind.isPlayed() || (forfeits && !kind.isPending() && table.opponent(p, r) >= 0);
    }

    /** Whether any two players of the group met in a game that counts. */
    boolean anyEncounter(List<Integer> group) {
      Members members = members(group);
      for (int p : group) {
        for (int r = 0; r < table.rounds(); r++) {
          int o = table.opponent(p, r);
          if (o >= 0 && o != p && members.contains(o) && counts(p, r)) {
            return true;
          }
        }
      }
      return false;
    }

    /** The players of a group, by index. */
    Members members(Collection<Integer> group) {
      return Members.of(group, table.players());
    }

    /**
     * The player's games against the others of the group: their points, games against one
     * opponent averaged, and how many of the others they met.
     */
    Against against(int p, Members group) {
      return against(p, group, new int[table.rounds()], new long[table.rounds()]);
    }

    /** {@link #against(int, Members)} with room for a round's opponents and points. */
    private Against against(int p, Members group, int[] opponents, long[] points) {
      int games = 0;
      for (int r = 0; r < table.rounds(); r++) {
        int o = table.opponent(p, r);
        if (o >= 0 && o != p && group.contains(o) && counts(p, r)) {
          opponents[games] = o;
          points[games] = table.points(p, r);
          games++;
        }
      }
      // the points against opponents met once, in units; the averages of repeated games apart
      long once = 0;
      Score sum = Score.ZERO;
      int met = 0;
      for (int k = 0; k < games; k++) {
        if (indexOf(opponents, k, opponents[k]) < k) {
          continue;
        }
        long total = 0;
        int count = 0;
        for (int j = k; j < games; j++) {
          if (opponents[j] == opponents[k]) {
            total += points[j];
            count++;
          }
        }
        if (count == 1) {
          once += total;
        } else {
          sum = sum.plus(Score.of(total, count * table.unitsPerPoint()));
        }
        met++;
      }
      Score onceScore = Score.of(once, table.unitsPerPoint());
      return new Against(sum.equals(Score.ZERO) ? onceScore : sum.plus(onceScore), met);
    }

    private static int indexOf(int[] values, int length, int value) {
      for (int k = 0; k < length; k++) {
        if (values[k] == value) {
          return k;
        }
      }
      return length;
    }
  }

  /** A player's points against the others of a group and how many of them the player met. */
  record Against(Score points, int met) {}

  /**
   * The players of a group by index, for telling members fast: a bit a player of the event where
   * the group is large enough for that to take no more room than a {@code long} a member, else a
   * table of open addressing.
   */
  static final class Members {
    /** A bit for each player of the event, or null. */
    private final long[] bits;
    /** Each member's index plus one at its hash or after it, 0 for an empty slot; or null. */
    private final int[] slots;
    private final int shift;

    private Members(long[] bits, int[] slots, int shift) {
      this.bits = bits;
      this.slots = slots;
      this.shift = shift;
    }

    static Members of(Collection<Integer> group, int players) {
      if (64L * group.size() >= players) {
        long[] bits = new long[(players + 63) >>> 6];
        for (int p : group) {
          bits[p >>> 6] |= 1L << p;
        }
        return new Members(bits, null, 0);
      }
      // at most a quarter of the slots taken
      int size = Math.min(30, 34 - Integer.numberOfLeadingZeros(Math.max(1, group.size())));
      Members members = new Members(null, new int[1 << size], 32 - size);
      for (int p : group) {
        int slot = members.slot(p);
        while (members.slots[slot] != 0 && members.slots[slot] != p + 1) {
          slot = (slot + 1) & (members.slots.length - 1);
        }
        members.slots[slot] = p + 1;
      }
      return members;
    }

    boolean contains(int p) {
      if (bits != null) {
        return p >= 0 && (p >>> 6) < bits.length && (bits[p >>> 6] & 1L << p) != 0;
      }
      int slot = slot(p);
      while (slots[slot] != 0) {
        if (slots[slot] == p + 1) {
          return true;
        }
        slot = (slot + 1) & (slots.length - 1);
      }
      return false;
    }

    private int slot(int p) {
      return (p * 0x9E3779B9) >>> shift;
    }
  }

  private Games games(TiebreakContext context) {
    return games(context, FideRules.table(context, tiebreak), tiebreak.forfeitsAsPlayed());
  }

  /** The games of a grid: forfeits count where {@code forfeits} says or in a round robin. */
  static Games games(TiebreakContext context, Crosstable table, boolean forfeits) {
    boolean roundRobin = context.tournament().format() != Format.SWISS;
    return new Games(table, forfeits || roundRobin, roundRobin);
  }

  /**
   * The ranked subgroups of a group, and each player's points where they stand for the player's
   * place: the points of the last computation that separated the player, or that left the
   * player's subgroup tied with equal points. Players left tied with unequal points (6.3: a
   * missing game could still change the order) have none. {@code splits} holds every
   * application that separated players, the whole group's first; {@code again} whether the
   * group's players were ranked again (6.2) at all.
   */
  private record Ranking(List<List<Integer>> parts, Map<Integer, Score> values, List<Step> splits,
      boolean again) {}

  /** One application of 6.2 or 6.3: the ranked subgroups and each player's points. */
  record Step(List<List<Integer>> parts, Map<Integer, Score> points) {}

  private Ranking ranking(Games games, List<Integer> group) {
    Map<Integer, Score> values = new LinkedHashMap<>();
    List<List<Integer>> parts = new ArrayList<>();
    List<Step> splits = new ArrayList<>();
    boolean again = false;
    Deque<Step> pending = new ArrayDeque<>();
    pending.push(once(games, group));
    boolean first = true;
    while (!pending.isEmpty()) {
      Step step = pending.pop();
      again |= !first && step.points().size() > 1;
      first = false;
      if (step.parts().size() == 1) {
        if (allEqual(step.points().values())) {
          values.putAll(step.points());
        }
        parts.add(step.parts().get(0));
        continue;
      }
      splits.add(step);
      for (int k = step.parts().size() - 1; k >= 0; k--) {
        List<Integer> part = step.parts().get(k);
        if (part.size() == 1) {
          pending.push(new Step(List.of(part), Map.of(part.get(0), step.points().get(part.get(0)))));
        } else {
          pending.push(once(games, part));
        }
      }
    }
    return new Ranking(parts, values, splits, again);
  }

  private static boolean allEqual(Collection<Score> scores) {
    Score first = null;
    for (Score score : scores) {
      if (first == null) {
        first = score;
      } else if (!score.equals(first)) {
        return false;
      }
    }
    return true;
  }

  @Override
  public GroupOrder order(TiedGroup group, TiebreakContext context) {
    Games games = games(context);
    Crosstable table = games.table();
    List<Integer> members = indices(table, group);
    if (!games.anyEncounter(members)) {
      Map<Integer, Score> zero = new LinkedHashMap<>();
      group.players().forEach(player -> zero.put(player, Score.ZERO));
      return GroupOrder.of(List.of(group.players()), zero);
    }
    Ranking ranking = ranking(games, members);
    List<List<Integer>> order = new ArrayList<>();
    for (List<Integer> part : ranking.parts()) {
      List<Integer> numbers = new ArrayList<>();
      part.forEach(p -> numbers.add(table.startNumber(p)));
      order.add(numbers);
    }
    Map<Integer, Score> values = new LinkedHashMap<>();
    ranking.values().forEach((p, value) -> values.put(table.startNumber(p), value));
    if (!ranking.again()) {
      return GroupOrder.of(order, values);
    }
    return GroupOrder.of(order, values, applications(table, ranking.splits()));
  }

  /** The applications that separated players, by start number, as a group order lists them. */
  static List<GroupOrder.Application> applications(Crosstable table, List<Step> splits) {
    List<GroupOrder.Application> applications = new ArrayList<>(splits.size());
    for (Step split : splits) {
      List<Integer> players = new ArrayList<>();
      Map<Integer, Score> figures = new LinkedHashMap<>();
      split.points().forEach((p, points) -> {
        players.add(table.startNumber(p));
        figures.put(table.startNumber(p), points);
      });
      applications.add(new GroupOrder.Application(players, figures));
    }
    return applications;
  }

  private static List<Integer> indices(Crosstable table, TiedGroup group) {
    List<Integer> members = new ArrayList<>();
    for (int player : group.players()) {
      members.add(table.indexOf(player));
    }
    return members;
  }

  /**
   * One application of 6.2 or 6.3 to a group: its players by their points against each other,
   * then by the points they could still reach (stable, so equal players keep the earlier order).
   */
  static Step once(Games games, List<Integer> group) {
    Crosstable table = games.table();
    int size = group.size();
    Members members = games.members(group);
    Score[] points = new Score[size];
    Score[] possible = new Score[size];
    boolean allMet = true;
    Score win = table.toPoints(table.pointsFor(ResultKind.WIN));
    int[] opponents = new int[table.rounds()];
    long[] roundPoints = new long[table.rounds()];
    for (int i = 0; i < size; i++) {
      Against against = games.against(group.get(i), members, opponents, roundPoints);
      int missing = size - 1 - against.met();
      allMet &= games.roundRobin() || missing == 0;
      points[i] = against.points();
      possible[i] = missing == 0 ? points[i] : points[i].plus(win.times(missing));
    }
    int[] sorted = sorted(points, possible);
    Map<Integer, Score> byPlayer = new LinkedHashMap<>();
    List<Integer> players = new ArrayList<>(size);
    for (int i : sorted) {
      players.add(group.get(i));
      byPlayer.put(group.get(i), points[i]);
    }
    List<List<Integer>> parts = new ArrayList<>();
    if (allMet) {
      int first = 0;
      for (int k = 1; k <= size; k++) {
        if (k == size || !points[sorted[k]].equals(points[sorted[first]])) {
          parts.add(players.subList(first, k));
          first = k;
        }
      }
      return new Step(parts, byPlayer);
    }
    Score[] reachableBelow = new Score[size];
    for (int k = size - 2; k >= 0; k--) {
      Score next = possible[sorted[k + 1]];
      reachableBelow[k] = reachableBelow[k + 1] == null || next.compareTo(reachableBelow[k + 1]) > 0
          ? next : reachableBelow[k + 1];
    }
    int k = 0;
    while (k < size - 1 && points[sorted[k]].compareTo(reachableBelow[k]) > 0) {
      parts.add(players.subList(k, k + 1));
      k++;
    }
    parts.add(players.subList(k, size));
    return new Step(parts, byPlayer);
  }

  /**
   * The positions 0 to n-1 by points, best first, then by possible points, best first, equal ones
   * in the order of their positions: by sorting whole numbers packed into one {@code long} each
   * where they fit, else by comparing the scores.
   */
  private static int[] sorted(Score[] points, Score[] possible) {
    int size = points.length;
    long[] p = comparable(points);
    long[] q = comparable(possible);
    if (p != null && q != null && size > 0) {
      long pMax = Arrays.stream(p).max().getAsLong();
      long qMax = Arrays.stream(q).max().getAsLong();
      long pRange = pMax - Arrays.stream(p).min().getAsLong();
      long qRange = qMax - Arrays.stream(q).min().getAsLong();
      int positionBits = 64 - Long.numberOfLeadingZeros(size);
      int possibleBits = 64 - Long.numberOfLeadingZeros(qRange);
      if (pRange >= 0 && qRange >= 0
          && 64 - Long.numberOfLeadingZeros(pRange) + possibleBits + positionBits <= 63) {
        long[] keys = new long[size];
        for (int i = 0; i < size; i++) {
          keys[i] = (pMax - p[i]) << (possibleBits + positionBits)
              | (qMax - q[i]) << positionBits | i;
        }
        Arrays.sort(keys);
        int[] sorted = new int[size];
        long mask = (1L << positionBits) - 1;
        for (int k = 0; k < size; k++) {
          sorted[k] = (int) (keys[k] & mask);
        }
        return sorted;
      }
    }
    List<Integer> order = new ArrayList<>(size);
    for (int i = 0; i < size; i++) {
      order.add(i);
    }
    order.sort(Comparator.comparing((Integer i) -> points[i]).reversed()
        .thenComparing(Comparator.comparing((Integer i) -> possible[i]).reversed()));
    return order.stream().mapToInt(Integer::intValue).toArray();
  }

  /**
   * The scores as numerators over one common denominator, which compare as the scores do; null
   * if they do not fit a {@code long}.
   */
  private static long[] comparable(Score[] scores) {
    try {
      long common = 1;
      for (Score score : scores) {
        long d = score.denominator();
        if (common % d != 0) {
          common = Math.multiplyExact(common / gcd(common, d), d);
        }
      }
      long[] keys = new long[scores.length];
      for (int i = 0; i < scores.length; i++) {
        keys[i] = Math.multiplyExact(scores[i].numerator(), common / scores[i].denominator());
      }
      return keys;
    } catch (ArithmeticException e) {
      return null;
    }
  }

  private static long gcd(long a, long b) {
    return b == 0 ? a : gcd(b, a % b);
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
        if (table.kind(p, r).isPending()) {
          explanation.addLines(Explanation.Line.builder(table, p, r).build());
          continue;
        }
        Explanation.Line.Builder line = Explanation.Line.builder(table, p, r);
        if (games.counts(p, r)) {
          line.contribution(table.toPoints(table.points(p, r)));
        } else {
          line.contribution(Score.ZERO).adjustment(Message.of("fide.directEncounter.forfeit"));
        }
        explanation.addLines(line.build());
      }
    }
    Against against = games.against(p, games.members(members));
    int missing = members.size() - 1 - against.met();
    explanation.addNotes(Message.of("fide.directEncounter.points", against.points()));
    boolean firstSplit = true;
    for (Step split : ranking.splits()) {
      if (!firstSplit && split.points().containsKey(p)) {
        List<Integer> again = new ArrayList<>();
        split.points().keySet().forEach(q -> again.add(table.startNumber(q)));
        again.sort(null);
        explanation.addNotes(Message.of("fide.directEncounter.appliedAgain", again,
            split.points().get(p)));
      }
      firstSplit = false;
    }
    if (value == null) {
      explanation.addNotes(Message.of("fide.directEncounter.leftTied"));
    } else if (!value.equals(against.points())) {
      explanation.addNotes(Message.of("fide.directEncounter.rankedAgain", value));
    }
    if (!games.roundRobin() && missing > 0) {
      explanation.addNotes(Message.of("fide.directEncounter.notMet", missing));
    }
    return explanation.build();
  }
}
