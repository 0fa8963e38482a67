package org.tiebreak.core.internal;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.Set;
import org.tiebreak.api.Problem;
import org.tiebreak.api.RuleFailedException;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.Score;
import org.tiebreak.api.TieDecision;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.rule.GroupOrder;
import org.tiebreak.api.rule.GroupRule;
import org.tiebreak.api.rule.TiebreakRule;
import org.tiebreak.api.rule.TiedGroup;
import org.tiebreak.api.rule.ValueRule;
import org.tiebreak.api.standings.Message;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.api.team.TeamTournament;

/**
 * Ranks a tournament: sorts by score, then splits every tied group with the rules of the chain in
 * order, each rule seeing only the players still tied at its point.
 *
 * <p>Internal: not part of the supported API.
 */
public final class Ranker {

  private final Index index;
  private final EngineContext context;
  private final Ruleset ruleset;
  private final List<TiebreakRule> chain;
  private final Columns columns;
  private final int[] order;
  private final int[] groupEnd;
  private final String[] decidedBy;
  /** Whether the rule of {@code decidedBy} at a position drew lots. */
  private final boolean[] byLot;
  private final Message[] remarks;
  private final int[][] ordinals;
  private final TiedGroup[][] groups;
  private final Score[][] groupValues;
  /** The applications of group rules applied more than once, by the group they ordered. */
  private final Map<TiedGroup, List<GroupOrder.Application>> applications =
      new IdentityHashMap<>();
  /** The groups a rule ordered by drawing lots. */
  private final Set<TiedGroup> drawnByLot = Collections.newSetFromMap(new IdentityHashMap<>());
  private final Column.Scratch scratch = new Column.Scratch();
  /** Marks of the players of the group being checked, by index: see checkPartition. */
  private final int[] marks;
  private int generation;

  /** The players by index who are not ranked (expelled), or null where all are. */
  private final boolean[] excluded;

  private Ranker(Index index, TeamIndex teams, Ruleset ruleset, OptionalLong lotSeed,
      boolean[] excluded, boolean onDemand) {
    this.index = index;
    this.excluded = excluded;
    this.context = new EngineContext(index, teams, lotSeed);
    this.ruleset = ruleset;
    this.chain = ruleset.chain();
    int n = index.players();
    int levels = chain.size();
    this.columns = new Columns(context, chain, onDemand);
    this.ordinals = new int[levels][];
    this.groups = new TiedGroup[levels][];
    this.groupValues = new Score[levels][];
    for (int k = 0; k < levels; k++) {
      if (!columns.isValue(k)) {
        ordinals[k] = new int[n];
        Arrays.fill(ordinals[k], -1);
        groups[k] = new TiedGroup[n];
        groupValues[k] = new Score[n];
      }
    }
    int ranked = n;
    if (excluded != null) {
      for (boolean out : excluded) {
        ranked -= out ? 1 : 0;
      }
    }
    this.order = new int[ranked];
    this.groupEnd = new int[ranked];
    this.decidedBy = new String[ranked];
    this.byLot = new boolean[ranked];
    this.remarks = new Message[n];
    this.marks = new int[n];
  }

  /**
   * The standings of the tournament under the ruleset: the players who left it counted as
   * {@link Departures} says, then the decisions on tied players applied, with the warnings of
   * both and of rating-based tie-breaks over several rating periods.
   *
   * @param onDemand whether a value rule's figures are worked out only when a tied group reaches
   *     the rule or the standings are asked for them (a rule that fails may then fail when they
   *     are read); otherwise every figure is worked out before ranking
   */
  public static Standings rank(Tournament tournament, Ruleset ruleset, OptionalLong lotSeed,
      boolean onDemand) {
    Departures departures = Departures.of(tournament);
    Index index = Index.of(departures.ranked());
    boolean[] excluded = null;
    if (!departures.leftOut().isEmpty()) {
      excluded = new boolean[index.players()];
      for (int player : departures.leftOut()) {
        int i = index.find(player);
        if (i >= 0) {
          excluded[i] = true;
        }
      }
    }
    Ranker ranker = new Ranker(index, null, ruleset, lotSeed, excluded, onDemand);
    ranker.run();
    List<Problem> warnings = new ArrayList<>(departures.warnings());
    ratingWarning(tournament, ruleset).ifPresent(warnings::add);
    return new StandingsImpl(ranker.index, ranker.context, ruleset, ranker.chain, ranker.columns,
        ranker.ordinals, ranker.groups, ranker.groupValues, ranker.applications, ranker.order,
        ranker.groupEnd, ranker.decidedBy, ranker.byLot, ranker.drawnByLot, ranker.remarks,
        new StandingsImpl.Event(departures, decisions(tournament), warnings));
  }

  /** The decisions on tied players for the standings after the rounds ranked. */
  private static List<TieDecision> decisions(Tournament tournament) {
    List<TieDecision> decisions = new ArrayList<>();
    for (TieDecision decision : tournament.decisions()) {
      if (decision.round().orElse(0) == tournament.roundsPlayed()) {
        decisions.add(decision);
      }
    }
    return decisions;
  }

  /**
   * The warning that rating-based tie-breaks rank an event over more than one rating period
   * (FIDE C.07 Art. 10, 2026), naming them and which rating they count; empty if none does.
   */
  private static Optional<Problem> ratingWarning(Tournament tournament, Ruleset ruleset) {
    List<String> codes = new ArrayList<>();
    for (TiebreakRule rule : ruleset.chain()) {
      if (rule.needsRatings()) {
        codes.add(rule.code());
      }
    }
    if (codes.isEmpty() || !tournament.spansRatingPeriods()) {
      return Optional.empty();
    }
    return Optional.of(new Problem(Problem.Kind.SEVERAL_RATINGS,
        Message.of("standings.severalRatings", codes,
            Message.of("standings.ratingUse." + tournament.ratingUse().name())),
        OptionalInt.empty(), OptionalInt.empty(), OptionalInt.empty(), OptionalInt.empty()));
  }

  /**
   * The standings of the teams of a team event under the ruleset, by its primary score; figures
   * on demand as {@link #rank(Tournament, Ruleset, OptionalLong, boolean)} says.
   */
  public static Standings rank(TeamTournament event, Ruleset ruleset, OptionalLong lotSeed,
      boolean onDemand) {
    TeamIndex teams = TeamIndex.of(event);
    Ranker ranker = new Ranker(teams.primary(), teams, ruleset, lotSeed, null, onDemand);
    ranker.run();
    return new StandingsImpl(ranker.index, ranker.context, ruleset, ranker.chain, ranker.columns,
        ranker.ordinals, ranker.groups, ranker.groupValues, ranker.applications, ranker.order,
        ranker.groupEnd, ranker.decidedBy, ranker.byLot, ranker.drawnByLot, ranker.remarks,
        StandingsImpl.Event.NONE);
  }

  private void run() {
    int n = order.length;
    if (excluded == null) {
      sortByScore(n);
    } else {
      sortByScoreRanked();
    }
    int from = 0;
    while (from < n) {
      int to = from + 1;
      while (to < n && index.score(order[to]) == index.score(order[from])) {
        to++;
      }
      split(from, to, 0);
      from = to;
    }
  }

  /**
   * Puts the players in {@code order} by score, highest first, and by index among equal scores:
   * a counting sort, as scores are whole numbers of half points in a small range; where a point
   * system's values make the range far wider than the field (9999.9999 points for a win), a
   * comparison sort, which costs no memory for the range.
   */
  private void sortByScore(int n) {
    if (n == 0) {
      return;
    }
    long min = Long.MAX_VALUE;
    long max = Long.MIN_VALUE;
    for (int i = 0; i < n; i++) {
      min = Math.min(min, index.score(i));
      max = Math.max(max, index.score(i));
    }
    long range = max - min;
    if (range < 0 || range > 4L * n + 1024) {
      Integer[] sorted = new Integer[n];
      for (int i = 0; i < n; i++) {
        sorted[i] = i;
      }
      Arrays.sort(sorted, (a, b) -> Long.compare(index.score(b), index.score(a)));
      for (int i = 0; i < n; i++) {
        order[i] = sorted[i];
      }
      return;
    }
    int[] starts = new int[(int) range + 2];
    for (int i = 0; i < n; i++) {
      starts[(int) (max - index.score(i)) + 1]++;
    }
    for (int b = 1; b < starts.length; b++) {
      starts[b] += starts[b - 1];
    }
    for (int i = 0; i < n; i++) {
      order[starts[(int) (max - index.score(i))]++] = i;
    }
  }

  /**
   * Puts the players ranked in {@code order} by score, highest first, and by index among equal
   * scores, leaving out the excluded ones.
   */
  private void sortByScoreRanked() {
    List<Integer> ranked = new ArrayList<>(order.length);
    for (int i = 0; i < index.players(); i++) {
      if (!excluded[i]) {
        ranked.add(i);
      }
    }
    ranked.sort((a, b) -> Long.compare(index.score(b), index.score(a)));
    for (int p = 0; p < order.length; p++) {
      order[p] = ranked.get(p);
    }
  }

  private void split(int from, int to, int level) {
    if (to - from == 1) {
      groupEnd[from] = to;
      return;
    }
    if (level == chain.size()) {
      for (int p = from; p < to; p++) {
        groupEnd[p] = to;
      }
      return;
    }
    TiebreakRule rule = chain.get(level);
    if (rule instanceof ValueRule valueRule) {
      splitByValue(valueRule, level, from, to);
    } else {
      splitByGroupRule((GroupRule) rule, level, from, to);
    }
  }

  private void splitByValue(ValueRule rule, int level, int from, int to) {
    Column column = columns.get(level);
    column.sort(order, from, to, rule.lowerIsBetter(), scratch);
    int start = from;
    for (int p = from + 1; p <= to; p++) {
      if (p == to || column.compare(order[p], order[start]) != 0) {
        if (p < to) {
          decidedBy[p - 1] = rule.code();
        }
        split(start, p, level + 1);
        start = p;
      }
    }
  }

  private void splitByGroupRule(GroupRule rule, int level, int from, int to) {
    List<Integer> players = new ArrayList<>(to - from);
    for (int p = from; p < to; p++) {
      players.add(index.startNumber(order[p]));
    }
    TiedGroup group = new TiedGroup(players, from + 1);
    GroupOrder result;
    try {
      result = rule.order(group, context);
    } catch (RuleFailedException e) {
      throw e;
    } catch (Exception e) {
      throw new RuleFailedException("rule " + rule.code() + " failed for the group " + players
          + ": " + e, e);
    }
    // Handed back whole, as the very list of players the rule was given: nothing moves, and the
    // players need not be looked up again.
    boolean whole = result != null && result.groups().size() == 1
        && result.groups().get(0) == group.players();
    checkPartition(rule, group, result, from, to, whole);
    for (int p = from; p < to; p++) {
      groups[level][order[p]] = group;
    }
    for (Map.Entry<Integer, Score> value : result.values().entrySet()) {
      groupValues[level][index.indexOf(value.getKey())] = value.getValue();
    }
    if (!result.applications().isEmpty()) {
      applications.put(group, result.applications());
    }
    if (result.byLot()) {
      drawnByLot.add(group);
    }
    Message remark = result.remark().orElse(null);
    if (whole) {
      for (int p = from; p < to; p++) {
        ordinals[level][order[p]] = 0;
        if (remark != null) {
          remarks[order[p]] = remark;
        }
      }
      split(from, to, level + 1);
      return;
    }
    int p = from;
    int ordinal = 0;
    List<int[]> bounds = new ArrayList<>();
    for (List<Integer> sub : result.groups()) {
      int start = p;
      for (int player : sub) {
        int i = index.indexOf(player);
        order[p++] = i;
        ordinals[level][i] = ordinal;
        if (remark != null) {
          remarks[i] = remark;
        }
      }
      ordinal++;
      if (p < to) {
        decidedBy[p - 1] = rule.code();
        byLot[p - 1] = result.byLot();
      }
      bounds.add(new int[] {start, p});
    }
    for (int[] bound : bounds) {
      split(bound[0], bound[1], level + 1);
    }
  }

  /**
   * Checks that the rule's sub-groups hold every player of {@code order[from, to)} exactly once,
   * and that its values are for players of the group.
   * The players of the group are marked by index with this check's generation: {@code 2g} for
   * expected, {@code 2g + 1} once seen; no set is built. A group handed back {@code whole} has
   * every player seen.
   */
  private void checkPartition(GroupRule rule, TiedGroup group, GroupOrder result, int from,
      int to, boolean whole) {
    if (result == null) {
      throw new RuleFailedException("rule " + rule.code() + " returned no ordering for the group "
          + group.players());
    }
    if (generation >= Integer.MAX_VALUE / 2 - 1) {
      Arrays.fill(marks, 0);
      generation = 0;
    }
    generation++;
    int expected = 2 * generation;
    for (int p = from; p < to; p++) {
      marks[order[p]] = whole ? expected + 1 : expected;
    }
    int seen = whole ? to - from : 0;
    for (List<Integer> sub : whole ? List.<List<Integer>>of() : result.groups()) {
      if (sub.isEmpty()) {
        throw new RuleFailedException("rule " + rule.code() + " returned an empty sub-group for "
            + group.players());
      }
      for (int player : sub) {
        int i = index.find(player);
        if (i < 0 || marks[i] != expected) {
          throw new RuleFailedException("rule " + rule.code() + " returned " + result.groups()
              + ", which is not an ordering of the group " + group.players());
        }
        marks[i] = expected + 1;
        seen++;
      }
    }
    if (seen != to - from) {
      throw new RuleFailedException("rule " + rule.code() + " returned " + result.groups()
          + ", which leaves out players of the group " + group.players());
    }
    for (int player : result.values().keySet()) {
      int i = index.find(player);
      if (i < 0 || marks[i] != expected + 1) {
        throw new RuleFailedException("rule " + rule.code() + " gave a value for player "
            + player + ", who is not in the group " + group.players());
      }
    }
    for (GroupOrder.Application application : result.applications()) {
      for (int player : application.players()) {
        int i = index.find(player);
        if (i < 0 || marks[i] != expected + 1) {
          throw new RuleFailedException("rule " + rule.code() + " gave an application to player "
              + player + ", who is not in the group " + group.players());
        }
      }
      for (int player : application.figures().keySet()) {
        if (!application.players().contains(player)) {
          throw new RuleFailedException("rule " + rule.code() + " gave a figure for player "
              + player + ", who is not among the players of its application "
              + application.players());
        }
      }
    }
  }
}
