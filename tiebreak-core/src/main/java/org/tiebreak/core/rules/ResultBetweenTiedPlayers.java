package org.tiebreak.core.rules;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Objects;
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
 * Result between tied players (US Chess rule 34E5), see {@link Tiebreaks#resultBetweenTiedPlayers}:
 * every game between two players of the tied group counts +1 to the winner
 * and -1 to the loser, a draw 0, and the group is ranked by that plus/minus, best first. It is
 * plus/minus, not a percentage: 3-1 is plus two and beats 1-0, plus one.
 *
 * <p>The rule works for any number of tied players, whether or not all of them met, and counts
 * every game when two of them met more than once. Players with equal plus/minus, including those
 * who met none of the others (plus/minus 0), stay in one sub-group for the next rule; the rule
 * is not applied again to the smaller groups it leaves. A double forfeit has no winner and
 * counts 0 to both where forfeits count. The values are the plus/minus of each player; inside a
 * group they sum to zero.
 *
 * @param forfeits whether forfeits between tied players count as games
 */
record ResultBetweenTiedPlayers(Forfeits forfeits) implements GroupRule {

  ResultBetweenTiedPlayers {
    Objects.requireNonNull(forfeits, "forfeits");
  }

  @Override
  public String code() {
    return "TIED";
  }

  /** Only the player's own results (a group's order: the results of the group's players). */
  @Override
  public Reach reach() {
    return Reach.OWN_RESULTS;
  }

  @Override
  public String name() {
    return "Result between tied players";
  }

  @Override
  public String variant() {
    return forfeits == Forfeits.NOT_COUNTED ? "games played over the board"
        : "forfeits counted as games";
  }

  /** The key under which a context shares every player's marks of opponents. */
  private record MarksKey(Forfeits forfeits) {}

  /** The largest group whose pairs are looked up in the marks before the games are read. */
  private static final int MARKED_GROUP = 12;

  @Override
  public GroupOrder order(TiedGroup group, TiebreakContext context) {
    Crosstable table = context.crosstable();
    List<Integer> players = group.players();
    int size = players.size();
    int[] members = TiedPlayers.sortedIndices(table, group);
    if (size <= MARKED_GROUP && !mayHaveMet(marks(context), members)) {
      return GroupOrder.of(List.of(players), values(players, new long[size]));
    }
    // Sort keys: the plus/minus negated in the high half, the position in the group in the low
    // half, so the best come first and equal plus/minus keep the group's order.
    long[] keys = new long[size];
    long[] plusMinus = new long[size];
    boolean allZero = true;
    for (int k = 0; k < size; k++) {
      plusMinus[k] = plusMinus(table, table.indexOf(players.get(k)), members);
      keys[k] = (-plusMinus[k] << 32) | k;
      allZero &= plusMinus[k] == 0;
    }
    Map<Integer, Score> values = values(players, plusMinus);
    if (allZero) {
      return GroupOrder.of(List.of(players), values);
    }
    Arrays.sort(keys);
    List<List<Integer>> groups = new ArrayList<>();
    List<Integer> current = null;
    long last = 0;
    for (long key : keys) {
      int k = (int) key;
      if (current == null || plusMinus[k] != last) {
        current = new ArrayList<>();
        groups.add(current);
        last = plusMinus[k];
      }
      current.add(players.get(k));
    }
    return GroupOrder.of(groups, values);
  }

  /**
   * Every player's marks of their opponents, two words a player: for each game that counts, the
   * bit that the opponent's index hashes to. Two players met in such a game only if each one's
   * bit is set in the other's marks, so a group none of whose pairs has its bit set has no game
   * between its players, and is settled without reading their rounds from memory.
   */
  private long[] marks(TiebreakContext context) {
    return context.shared(new MarksKey(forfeits), c -> {
      Crosstable table = c.crosstable();
      long[] marks = new long[2 * table.players()];
      for (int p = 0; p < table.players(); p++) {
        for (int r = 0; r < table.rounds(); r++) {
          int o = table.opponent(p, r);
          if (o >= 0 && o != p && forfeits.counts(table.kind(p, r))) {
            int bit = markBit(o);
            marks[2 * p + (bit >>> 6)] |= 1L << bit;
          }
        }
      }
      return marks;
    });
  }

  /** One of 128 bits for a player's index, spread by a multiplicative hash. */
  private static int markBit(int player) {
    return (player * 0x9E3779B9) >>> 25;
  }

  /** Whether some pair of the players, by index, has the marks of a game between them. */
  private static boolean mayHaveMet(long[] marks, int[] members) {
    for (int a = 0; a < members.length; a++) {
      for (int b = a + 1; b < members.length; b++) {
        int bit = markBit(members[b]);
        if ((marks[2 * members[a] + (bit >>> 6)] & 1L << bit) != 0) {
          return true;
        }
      }
    }
    return false;
  }

  /** Each player's plus/minus, as the immutable map a group order keeps. */
  @SuppressWarnings({"unchecked", "rawtypes"})
  private static Map<Integer, Score> values(List<Integer> players, long[] plusMinus) {
    Map.Entry<Integer, Score>[] values = new Map.Entry[players.size()];
    for (int k = 0; k < values.length; k++) {
      values[k] = Map.entry(players.get(k), Score.of(plusMinus[k]));
    }
    return Map.ofEntries(values);
  }

  /** Player {@code i}'s plus/minus against the tied players, whose indices are sorted. */
  private long plusMinus(Crosstable table, int i, int[] members) {
    long sum = 0;
    for (int r = 0; r < table.rounds(); r++) {
      int o = table.opponent(i, r);
      if (o >= 0 && o != i && Arrays.binarySearch(members, o) >= 0
          && forfeits.counts(table.kind(i, r))) {
        sum += TiedPlayers.sign(table, i, o, r);
      }
    }
    return sum;
  }

  /**
   * The games of the player against the other tied players, round by round, with what each adds
   * to the plus/minus and the running total.
   *
   * @throws IllegalArgumentException if the player is not in the group
   */
  @Override
  public Explanation explain(int player, TiedGroup group, TiebreakContext context) {
    Crosstable table = context.crosstable();
    int i = TiedPlayers.member(table, group, player);
    Map<Integer, Integer> members = TiedPlayers.members(table, group);
    Explanation.Builder explanation = Explanation.builder(this, player);
    long total = 0;
    int won = 0;
    int lost = 0;
    int drawn = 0;
    for (int r = 0; r < table.rounds(); r++) {
      int o = table.opponent(i, r);
      if (o < 0 || o == i || !members.containsKey(o)) {
        continue;
      }
      if (table.kind(i, r).isPending()) {
        explanation.addLines(Rounds.pendingLine(table, i, r));
        continue;
      }
      boolean counted = forfeits.counts(table.kind(i, r));
      int sign = counted ? TiedPlayers.sign(table, i, o, r) : 0;
      if (counted) {
        won += sign > 0 ? 1 : 0;
        lost += sign < 0 ? 1 : 0;
        drawn += sign == 0 ? 1 : 0;
      }
      total += sign;
      explanation.addLines(TiedPlayers.line(table, i, r, counted)
          .contribution(Score.of(sign)).runningTotal(Score.of(total)).build());
    }
    explanation.value(Score.of(total));
    if (won + lost + drawn == 0) {
      explanation.addNotes(Message.of("tiedResult.noGame", others(group, player)));
    } else {
      explanation.addNotes(Message.of("tiedResult.games", won, lost, drawn, others(group, player),
          signed(total)));
    }
    explanation.addNotes(Message.of("tiedResult.byPlusMinus"));
    return explanation.build();
  }

  private static List<Integer> others(TiedGroup group, int player) {
    List<Integer> others = new ArrayList<>(group.players());
    others.remove(Integer.valueOf(player));
    others.sort(null);
    return others;
  }

  private static String signed(long value) {
    return value > 0 ? "+" + value : Long.toString(value);
  }
}
