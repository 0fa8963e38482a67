package org.tiebreak.core.internal;

import java.util.AbstractList;
import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import org.tiebreak.api.Player;
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
import org.tiebreak.api.standings.Explanation;
import org.tiebreak.api.standings.Message;
import org.tiebreak.api.standings.Standings;

/**
 * Standings held as arrays; rows, comparisons and explanations are made on demand.
 *
 * <p>The decisions on tied players ({@link TieDecision}) are applied once the chain has ranked:
 * each reorders the positions its players hold, which must follow one another, begin and end
 * with whole shared places and share a score; every position it touches, and the one above it,
 * is separated again from its neighbour below.
 *
 * <p>Internal: not part of the supported API.
 */
final class StandingsImpl implements Standings {

  /**
   * What the standings of an individual event carry beyond the chain's ranking.
   *
   * @param departures how the players who left are counted, or null (teams)
   * @param decisions the decisions on tied players to apply, in order
   * @param warnings the warnings so far
   */
  record Event(Departures departures, List<TieDecision> decisions, List<Problem> warnings) {
    static final Event NONE = new Event(null, List.of(), List.of());
  }

  /**
   * A decision applied: its players by index and the place (from 0) it gave each among its
   * levels.
   */
  private record Applied(TieDecision decision, Map<Integer, Integer> levels) {}

  private final Index index;
  private final EngineContext context;
  private final Ruleset ruleset;
  private final List<TiebreakRule> chain;
  private final Columns columns;
  private final int[][] ordinals;
  private final TiedGroup[][] groups;
  private final Score[][] groupValues;
  private final Map<TiedGroup, List<GroupOrder.Application>> applications;
  private final int[] order;
  private final int[] position;
  private final int[] groupStart;
  private final int[] groupEnd;
  private final String[] decidedBy;
  private final boolean[] byLot;
  /** The groups a rule of the chain ordered by drawing lots. */
  private final Set<TiedGroup> drawnByLot;
  private final Message[] remarks;
  private final List<Row> rows;
  private final Departures departures;
  private final List<Applied> applied = new ArrayList<>();
  private final List<Problem> warnings;

  StandingsImpl(Index index, EngineContext context, Ruleset ruleset, List<TiebreakRule> chain,
      Columns columns, int[][] ordinals, TiedGroup[][] groups, Score[][] groupValues,
      Map<TiedGroup, List<GroupOrder.Application>> applications, int[] order, int[] groupEnd,
      String[] decidedBy, boolean[] byLot, Set<TiedGroup> drawnByLot, Message[] remarks,
      Event event) {
    this.index = index;
    this.context = context;
    this.ruleset = ruleset;
    this.chain = chain;
    this.columns = columns;
    this.ordinals = ordinals;
    this.groups = groups;
    this.groupValues = groupValues;
    this.applications = applications;
    this.order = order;
    this.groupEnd = groupEnd;
    this.decidedBy = decidedBy;
    this.byLot = byLot;
    this.drawnByLot = drawnByLot;
    this.remarks = remarks;
    this.departures = event.departures();
    int n = order.length;
    this.position = new int[index.players()];
    if (n < index.players()) {
      Arrays.fill(position, -1);
    }
    this.groupStart = new int[n];
    place();
    List<Problem> all = new ArrayList<>(event.warnings());
    for (TieDecision decision : event.decisions()) {
      apply(decision).ifPresent(all::add);
    }
    this.warnings = List.copyOf(all);
    this.rows = new AbstractList<>() {
      @Override
      public Row get(int p) {
        return new RowView(p);
      }

      @Override
      public int size() {
        return order.length;
      }
    };
  }

  /** Each ranked player's position, and where each position's shared place starts. */
  private void place() {
    for (int p = 0; p < order.length; p++) {
      position[order[p]] = p;
      groupStart[p] = p > 0 && groupEnd[p - 1] == groupEnd[p] ? groupStart[p - 1] : p;
    }
  }

  /**
   * Applies a decision, or says why it cannot be: a player not ranked, players that do not
   * share a score, do not follow one another, or share a place with a player it leaves out.
   */
  private Optional<Problem> apply(TieDecision decision) {
    List<Integer> players = decision.players();
    int round = decision.round().orElse(0);
    int[] indices = new int[players.size()];
    for (int k = 0; k < indices.length; k++) {
      int player = players.get(k);
      int i = index.find(player);
      if (i < 0 || position[i] < 0) {
        return Optional.of(notApplied(decision, player, round,
            Message.of("decision.notRanked", decision.code(), players, player)));
      }
      indices[k] = i;
    }
    int first = Integer.MAX_VALUE;
    int last = -1;
    for (int i : indices) {
      first = Math.min(first, position[i]);
      last = Math.max(last, position[i]);
      if (index.score(i) != index.score(indices[0])) {
        return Optional.of(notApplied(decision, index.startNumber(i), round,
            Message.of("decision.scoresDiffer", decision.code(), players)));
      }
    }
    if (last - first + 1 != indices.length) {
      return Optional.of(notApplied(decision, players.get(0), round,
          Message.of("decision.notTogether", decision.code(), players)));
    }
    if (groupStart[first] != first || groupEnd[last] != last + 1) {
      return Optional.of(notApplied(decision, players.get(0), round,
          Message.of("decision.sharedPlace", decision.code(), players)));
    }
    Map<Integer, Integer> levels = new HashMap<>();
    int[] before = new int[index.players()];
    for (int p = first; p <= last; p++) {
      before[order[p]] = groupStart[p];
    }
    int p = first;
    int level = 0;
    for (List<Integer> group : decision.order()) {
      List<Integer> members = new ArrayList<>();
      for (int player : group) {
        members.add(index.indexOf(player));
      }
      members.sort((a, b) -> Integer.compare(position[a], position[b]));
      for (int i : members) {
        order[p++] = i;
        levels.put(i, level);
        if (group.size() == 1) {
          remarks[i] = Message.of("remark.decision." + decision.kind().name(), decision.code());
        }
      }
      level++;
    }
    applied.add(new Applied(decision, levels));
    // Shared places inside the block: players tied before and left level by the decision.
    int start = first;
    for (int q = first; q <= last; q++) {
      boolean tiedWithNext = q < last && levels.get(order[q]).equals(levels.get(order[q + 1]))
          && before[order[q]] == before[order[q + 1]];
      if (!tiedWithNext) {
        for (int r = start; r <= q; r++) {
          groupEnd[r] = q + 1;
        }
        start = q + 1;
      }
    }
    place();
    for (int q = Math.max(0, first - 1); q <= last && q + 1 < order.length; q++) {
      Comparison comparison = comparison(order[q], order[q + 1]);
      decidedBy[q] = comparison.rule().filter(rule -> !rule.equals("score")).orElse(null);
      byLot[q] = decidedBy[q] != null && separatedByLot(order[q], order[q + 1]);
    }
    return Optional.empty();
  }

  /** Whether a rule of the chain drawing lots separated two players, by index, of one score. */
  private boolean separatedByLot(int a, int b) {
    for (Applied decision : applied) {
      Integer levelA = decision.levels().get(a);
      Integer levelB = decision.levels().get(b);
      if (levelA != null && levelB != null && !levelA.equals(levelB)) {
        return false;
      }
    }
    for (int k = 0; k < chain.size(); k++) {
      if (columns.isValue(k)) {
        if (columns.get(k).compare(a, b) != 0) {
          return false;
        }
      } else if (ordinals[k][a] != ordinals[k][b]) {
        return groups[k][a] != null && drawnByLot.contains(groups[k][a]);
      }
    }
    return false;
  }

  private static Problem notApplied(TieDecision decision, int player, int round, Message why) {
    return Problem.of(Problem.Kind.DECISION_NOT_APPLIED, player, round, why);
  }

  @Override
  public Tournament tournament() {
    return departures == null ? index.tournament() : departures.original();
  }

  /** Whether the rows are the teams of a team event. */
  boolean ranksTeams() {
    return context.teams().isPresent();
  }

  @Override
  public Ruleset ruleset() {
    return ruleset;
  }

  @Override
  public List<Row> rows() {
    return rows;
  }

  @Override
  public List<Integer> leftOut() {
    return departures == null ? List.of() : departures.leftOut();
  }

  @Override
  public List<Problem> warnings() {
    return warnings;
  }

  /** The index of a ranked player. */
  private int ranked(int player) {
    if (leftOut().contains(player)) {
      throw new IllegalArgumentException("player " + player + " is left out of the standings"
          + " (see warnings())");
    }
    int i = index.indexOf(player);
    if (position[i] < 0) {
      throw new IllegalArgumentException("player " + player + " is not ranked");
    }
    return i;
  }

  /** The index of a player whose figures the standings hold, ranked or not. */
  private int indexed(int player) {
    if (index.find(player) < 0 && leftOut().contains(player)) {
      throw new IllegalArgumentException("player " + player + " is left out of the standings,"
          + " and none of the player's games counts (see warnings())");
    }
    return index.indexOf(player);
  }

  @Override
  public Row row(int player) {
    return new RowView(position[ranked(player)]);
  }

  @Override
  public Comparison compare(int player, int other) {
    return comparison(ranked(player), ranked(other));
  }

  /** How two ranked players, by index, are separated. */
  private Comparison comparison(int a, int b) {
    if (position[a] > position[b]) {
      int t = a;
      a = b;
      b = t;
    }
    int higher = index.startNumber(a);
    int lower = index.startNumber(b);
    if (index.score(a) != index.score(b)) {
      return new Comparison(higher, lower, Optional.of("score"),
          Optional.of(index.toPoints(index.score(a))), Optional.of(index.toPoints(index.score(b))));
    }
    for (int k = applied.size() - 1; k >= 0; k--) {
      Applied decision = applied.get(k);
      Integer levelA = decision.levels().get(a);
      Integer levelB = decision.levels().get(b);
      if (levelA != null && levelB != null && !levelA.equals(levelB)) {
        Map<Integer, Score> figures = decision.decision().figures();
        return new Comparison(higher, lower, Optional.of(decision.decision().code()),
            Optional.ofNullable(figures.get(higher)), Optional.ofNullable(figures.get(lower)));
      }
    }
    for (int k = 0; k < chain.size(); k++) {
      String code = chain.get(k).code();
      if (columns.isValue(k)) {
        Column column = columns.get(k);
        if (column.compare(a, b) != 0) {
          return new Comparison(higher, lower, Optional.of(code), Optional.of(column.value(a)),
              Optional.of(column.value(b)));
        }
      } else if (ordinals[k][a] != ordinals[k][b]) {
        GroupOrder.Application separating = separating(k, a, higher, lower);
        if (separating != null) {
          return new Comparison(higher, lower, Optional.of(code),
              Optional.ofNullable(separating.figures().get(higher)),
              Optional.ofNullable(separating.figures().get(lower)));
        }
        return new Comparison(higher, lower, Optional.of(code),
            Optional.ofNullable(groupValues[k][a]), Optional.ofNullable(groupValues[k][b]));
      }
    }
    return new Comparison(higher, lower, Optional.empty(), Optional.empty(), Optional.empty());
  }

  /**
   * The application of the group rule at {@code level} that separated two players of its group:
   * the last one that held them both; null where the rule was applied once.
   */
  private GroupOrder.Application separating(int level, int a, int higher, int lower) {
    TiedGroup group = groups[level][a];
    List<GroupOrder.Application> applied = group == null ? null : applications.get(group);
    if (applied == null) {
      return null;
    }
    for (int k = applied.size() - 1; k >= 0; k--) {
      List<Integer> players = applied.get(k).players();
      if (players.contains(higher) && players.contains(lower)) {
        return applied.get(k);
      }
    }
    return null;
  }

  @Override
  public Explanation explain(int player, String ruleCode) {
    Objects.requireNonNull(ruleCode, "ruleCode");
    int i = indexed(player);
    for (Applied decision : applied) {
      if (decision.decision().code().equals(ruleCode) && decision.levels().containsKey(i)) {
        return explain(decision, player);
      }
    }
    for (int k = 0; k < chain.size(); k++) {
      if (chain.get(k).code().equals(ruleCode)) {
        return explain(i, k);
      }
    }
    throw new IllegalArgumentException("no rule " + ruleCode + " in ruleset " + ruleset.name());
  }

  @Override
  public List<Explanation> explain(int player) {
    int i = indexed(player);
    List<Explanation> all = new ArrayList<>();
    for (int k = 0; k < chain.size(); k++) {
      all.add(explain(i, k));
    }
    for (Applied decision : applied) {
      if (decision.levels().containsKey(i)) {
        all.add(explain(decision, player));
      }
    }
    return List.copyOf(all);
  }

  /** How a decision placed one of its players: the play-off's games, and the order. */
  private Explanation explain(Applied applied, int player) {
    TieDecision decision = applied.decision();
    Explanation.Builder explanation = Explanation.builder().rule(decision.code())
        .ruleName(Message.of("decision.name." + decision.kind().name()).toString())
        .player(player);
    Score figure = decision.figures().get(player);
    if (figure != null) {
      explanation.value(figure);
    }
    Score total = Score.ZERO;
    for (TieDecision.Game game : decision.games()) {
      if (game.white() != player && game.black() != player) {
        continue;
      }
      boolean white = game.white() == player;
      Score points = (white ? game.result().white() : game.result().black()).points();
      total = total.plus(points);
      explanation.addLines(Explanation.Line.builder()
          .opponent(white ? game.black() : game.white())
          .result(Message.of("decision.game", white ? game.result().white()
              : game.result().black(), Message.of(white ? "colour.WHITE" : "colour.BLACK")))
          .contribution(points).runningTotal(total).build());
    }
    List<Object> levels = new ArrayList<>();
    for (List<Integer> level : decision.order()) {
      levels.add(level.size() == 1 ? Message.text(Integer.toString(level.get(0)))
          : Message.of("decision.level", level));
    }
    explanation.addNotes(Message.of("decision.explained." + decision.kind().name(),
        decision.code(), decision.players(), levels, decision.round().orElse(0)));
    explanation.addNotes(Message.of("decision.place", player,
        new RowView(position[index.indexOf(player)]).place()));
    return explanation.build();
  }

  private Explanation explain(int i, int level) {
    TiebreakRule rule = chain.get(level);
    int player = index.startNumber(i);
    Explanation explanation;
    synchronized (context) {
      TiedGroup group = rule instanceof ValueRule ? null : groups[level][i];
      if (!(rule instanceof ValueRule) && group == null) {
        return withNotes(Explanation.builder(rule, player)
            .addNotes(Message.of("standings.noLongerTied"))
            .build(), player);
      }
      try {
        explanation = rule instanceof ValueRule valueRule ? valueRule.explain(player, context)
            : ((GroupRule) rule).explain(player, group, context);
      } catch (RuleFailedException e) {
        throw e;
      } catch (Exception e) {
        throw new RuleFailedException("rule " + rule.code() + " failed to explain player "
            + player + ": " + e, e);
      }
    }
    if (explanation == null) {
      throw new RuleFailedException("rule " + rule.code() + " gave no explanation for player "
          + player);
    }
    return withNotes(explanation, player);
  }

  /** The explanation with the notes on the player's rounds that departures changed. */
  private Explanation withNotes(Explanation explanation, int player) {
    List<Message> notes = departures == null ? List.of() : departures.notes(player);
    if (notes.isEmpty()) {
      return explanation;
    }
    Explanation.Builder copy = Explanation.builder().rule(explanation.rule())
        .ruleName(explanation.ruleName()).player(explanation.player())
        .addAllLines(explanation.lines()).addAllNotes(explanation.notes()).addAllNotes(notes);
    explanation.value().ifPresent(copy::value);
    return copy.build();
  }

  private final class RowView extends PlacedRow {
    private final int p;
    private final int i;

    RowView(int p) {
      super(groupStart[p] + 1, groupEnd[p]);
      this.p = p;
      this.i = order[p];
    }

    @Override
    public Player player() {
      return index.tournament().players().get(i);
    }

    @Override
    public Score score() {
      return index.toPoints(index.score(i));
    }

    @Override
    public Map<String, Score> values() {
      String[] codes = new String[chain.size() + applied.size()];
      Score[] values = new Score[codes.length];
      int size = 0;
      for (int k = 0; k < chain.size(); k++) {
        Score value = columns.isValue(k) ? columns.get(k).value(i) : groupValues[k][i];
        if (value != null) {
          codes[size] = chain.get(k).code();
          values[size++] = value;
        }
      }
      for (Applied decision : applied) {
        Score figure = decision.levels().containsKey(i)
            ? decision.decision().figures().get(index.startNumber(i)) : null;
        if (figure != null && !Arrays.asList(codes).subList(0, size)
            .contains(decision.decision().code())) {
          codes[size] = decision.decision().code();
          values[size++] = figure;
        }
      }
      return new RowValues(codes, values, size);
    }

    @Override
    public Optional<String> decidedBy() {
      return Optional.ofNullable(decidedBy[p]);
    }

    @Override
    public boolean decidedByLot() {
      return byLot[p];
    }

    @Override
    public Optional<Message> remark() {
      return Optional.ofNullable(remarks[i]);
    }
  }

  /**
   * A row's figures by code in chain order, unmodifiable: two arrays rather than a hash map,
   * since outputs read the figures of every row (100,000 rows of a dozen rules each).
   */
  private static final class RowValues extends AbstractMap<String, Score> {
    private final String[] codes;
    private final Score[] values;
    private final int size;

    RowValues(String[] codes, Score[] values, int size) {
      this.codes = codes;
      this.values = values;
      this.size = size;
    }

    @Override
    public int size() {
      return size;
    }

    @Override
    public Score get(Object key) {
      for (int k = 0; k < size; k++) {
        if (codes[k].equals(key)) {
          return values[k];
        }
      }
      return null;
    }

    @Override
    public boolean containsKey(Object key) {
      return get(key) != null;
    }

    @Override
    public Set<Map.Entry<String, Score>> entrySet() {
      return new AbstractSet<>() {
        @Override
        public int size() {
          return size;
        }

        @Override
        public Iterator<Map.Entry<String, Score>> iterator() {
          return new Iterator<>() {
            private int next;

            @Override
            public boolean hasNext() {
              return next < size;
            }

            @Override
            public Map.Entry<String, Score> next() {
              if (next >= size) {
                throw new NoSuchElementException();
              }
              Map.Entry<String, Score> entry =
                  new AbstractMap.SimpleImmutableEntry<>(codes[next], values[next]);
              next++;
              return entry;
            }
          };
        }
      };
    }
  }
}
