package org.tiebreak.core.internal;

import java.util.AbstractList;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.tiebreak.api.InvalidTournamentException;
import org.tiebreak.api.Player;
import org.tiebreak.api.Problem;
import org.tiebreak.api.RuleFailedException;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.Score;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.rule.Figures;
import org.tiebreak.api.rule.TiebreakContext;
import org.tiebreak.api.rule.TiebreakRule;
import org.tiebreak.api.rule.ValueRule;
import org.tiebreak.api.standings.Explanation;
import org.tiebreak.api.standings.Message;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.api.team.ScholasticTeams;
import org.tiebreak.api.team.ScholasticTeams.ShortTeams;

/**
 * The standings of the teams of an individual event, computed from the individual standings: a
 * team's score is the total of its best members' scores, its tie-breaks the totals of the same
 * members' figures.
 *
 * <p>Internal: not part of the supported API.
 */
public final class ScholasticStandings implements Standings {

  /** The code under which a full team is placed above a short one. */
  static final String FULL = "FULL";
  /** The code of the total score of all members. */
  static final String ALL = "ALL";
  private static final String SCORE = "score";

  /** One member's standing and figures in the individual event. */
  private record Member(int startNumber, String name, String place, Score score,
      Score[] values) {}

  private final Standings individual;
  private final ScholasticTeams teams;
  private final Ruleset ruleset;
  /** The team chain's codes: {@code ALL} if asked for, then the tie-breaks totalled. */
  private final List<String> codes;
  private final boolean[] lowerIsBetter;
  /** Each team's members, best individual standing first, by team index (number − 1). */
  private final Member[][] members;
  /** How many members count towards each team's figures. */
  private final int[] countedMembers;
  private final Score[] scores;
  /** Each team's figures under {@link #codes}. */
  private final Score[][] values;
  private final int[] order;
  /** Each team's place in {@link #order}, or −1 for a team not ranked. */
  private final int[] position;
  private final int[] groupStart;
  private final int[] groupEnd;
  private final String[] decidedBy;
  private final List<Row> rows;

  private ScholasticStandings(Standings individual, ScholasticTeams teams) {
    this.individual = individual;
    this.teams = teams;
    Ruleset base = individual.ruleset();
    if (individual instanceof ScholasticStandings) {
      throw new IllegalArgumentException("the standings rank scholastic teams already; teams are"
          + " formed from the players of an individual event");
    }
    if (individual instanceof StandingsImpl ranked ? ranked.ranksTeams() : base.forTeams()) {
      throw new IllegalArgumentException("the standings of ruleset " + base.name()
          + " rank the teams of a team event; scholastic teams are formed from the players of"
          + " an individual event");
    }
    List<Problem> problems = new ArrayList<>();
    List<ValueRule> totalled = totalled(base, teams, problems);
    this.codes = new ArrayList<>();
    if (teams.allMembersFirst()) {
      codes.add(ALL);
    }
    totalled.forEach(rule -> codes.add(rule.code()));
    this.lowerIsBetter = new boolean[codes.size()];
    int offset = teams.allMembersFirst() ? 1 : 0;
    for (int k = 0; k < totalled.size(); k++) {
      lowerIsBetter[k + offset] = totalled.get(k).lowerIsBetter();
    }
    Map<Integer, Member> byStartNumber = members(individual, teams, totalled);
    int count = teams.teams().size();
    this.members = new Member[count][];
    for (ScholasticTeams.Entry team : teams.teams()) {
      List<Member> list = new ArrayList<>();
      for (int player : team.members()) {
        Member member = byStartNumber.get(player);
        if (member == null) {
          problems.add(Problem.ofTeam(Problem.Kind.UNKNOWN_MEMBER, team.number(), 0, 0, player,
              Message.of("problem.notInEvent")));
        } else {
          list.add(member);
        }
      }
      members[team.number() - 1] = list.toArray(new Member[0]);
    }
    if (!problems.isEmpty()) {
      throw new InvalidTournamentException(problems);
    }
    Map<Integer, Integer> places = new HashMap<>();
    List<Row> individualRows = individual.rows();
    for (int p = 0; p < individualRows.size(); p++) {
      places.put(individualRows.get(p).player().startNumber(), p);
    }
    int n = teams.counted();
    this.countedMembers = new int[count];
    this.scores = new Score[count];
    this.values = new Score[count][codes.size()];
    for (int t = 0; t < count; t++) {
      Member[] list = members[t];
      Arrays.sort(list, Comparator.comparingInt(member -> places.get(member.startNumber())));
      countedMembers[t] = Math.min(n, list.length);
      Score score = Score.ZERO;
      Score[] totals = new Score[totalled.size()];
      Arrays.fill(totals, Score.ZERO);
      for (int j = 0; j < countedMembers[t]; j++) {
        score = score.plus(list[j].score());
        for (int k = 0; k < totals.length; k++) {
          try {
            totals[k] = totals[k].plus(list[j].values()[k]);
          } catch (ArithmeticException e) {
            problems.add(Problem.ofTeam(Problem.Kind.INVALID_TIEBREAK, t + 1, 0, 0, 0,
                Message.of("problem.totalTooLarge", totalled.get(k).code())));
            totals[k] = Score.ZERO;
          }
        }
      }
      scores[t] = score;
      if (teams.allMembersFirst()) {
        Score all = Score.ZERO;
        for (Member member : list) {
          all = all.plus(member.score());
        }
        values[t][0] = all;
      }
      System.arraycopy(totals, 0, values[t], offset, totals.length);
    }
    if (!problems.isEmpty()) {
      throw new InvalidTournamentException(problems);
    }
    this.ruleset = teamRuleset(base, teams, totalled);
    List<Integer> ranked = new ArrayList<>();
    for (int t = 0; t < count; t++) {
      if (teams.shortTeams() != ShortTeams.NOT_RANKED || !isShort(t)) {
        ranked.add(t);
      }
    }
    ranked.sort((a, b) -> {
      int level = firstDifference(a, b);
      return level < 0 ? Integer.compare(a, b) : compareAt(level, a, b);
    });
    this.order = ranked.stream().mapToInt(Integer::intValue).toArray();
    this.position = new int[count];
    Arrays.fill(position, -1);
    int size = order.length;
    this.groupStart = new int[size];
    this.groupEnd = new int[size];
    this.decidedBy = new String[size];
    for (int p = 0; p < size; p++) {
      position[order[p]] = p;
      boolean tiedWithPrevious = p > 0 && firstDifference(order[p - 1], order[p]) < 0;
      groupStart[p] = tiedWithPrevious ? groupStart[p - 1] : p;
    }
    for (int p = size - 1; p >= 0; p--) {
      boolean tiedWithNext = p + 1 < size && groupStart[p + 1] == groupStart[p];
      groupEnd[p] = tiedWithNext ? groupEnd[p + 1] : p + 1;
      if (p + 1 < size) {
        decidedBy[p] = codeAt(firstDifference(order[p], order[p + 1]));
      }
    }
    this.rows = new AbstractList<>() {
      @Override
      public Row get(int p) {
        return new TeamRow(p);
      }

      @Override
      public int size() {
        return order.length;
      }
    };
  }

  /**
   * The standings of the teams.
   *
   * @throws InvalidTournamentException listing every member not among the event's players and
   *     every tie-break code that names no value rule of the individual ruleset, or saying that
   *     no tie-break is left for the teams (the chain orders tied players only)
   * @throws IllegalArgumentException if the individual standings rank teams, or lack a figure
   */
  public static Standings of(Standings individual, ScholasticTeams teams) {
    return new ScholasticStandings(Objects.requireNonNull(individual, "individual"),
        Objects.requireNonNull(teams, "teams"));
  }

  /** The value rules whose figures are totalled, in order; problems for the codes that fail. */
  private static List<ValueRule> totalled(Ruleset base, ScholasticTeams teams,
      List<Problem> problems) {
    Map<String, TiebreakRule> byCode = new LinkedHashMap<>();
    base.chain().forEach(rule -> byCode.put(rule.code(), rule));
    List<ValueRule> rules = new ArrayList<>();
    if (teams.tiebreaks().isEmpty()) {
      for (TiebreakRule rule : byCode.values()) {
        if (rule instanceof ValueRule value) {
          rules.add(value);
        }
      }
    } else {
      for (String code : teams.tiebreaks().get()) {
        TiebreakRule rule = byCode.get(code);
        if (rule instanceof ValueRule value) {
          rules.add(value);
        } else {
          problems.add(Problem.ofTeam(Problem.Kind.INVALID_TIEBREAK, 0, 0, 0, 0, rule == null
              ? Message.of("problem.tiebreakNotInRuleset", code, base.name())
              : Message.of("problem.tiebreakWithoutFigure", code)));
        }
      }
    }
    for (ValueRule rule : rules) {
      if (teams.allMembersFirst() && rule.code().equals(ALL)) {
        problems.add(Problem.ofTeam(Problem.Kind.INVALID_TIEBREAK, 0, 0, 0, 0,
            Message.of("problem.tiebreakCodeOfTotal", base.name(), ALL)));
      }
    }
    if (rules.isEmpty() && !teams.allMembersFirst() && problems.isEmpty()) {
      List<String> codes = base.chain().stream().map(TiebreakRule::code).toList();
      problems.add(Problem.ofTeam(Problem.Kind.INVALID_TIEBREAK, 0, 0, 0, 0,
          teams.tiebreaks().isPresent() ? Message.of("problem.noTiebreakGiven")
              : Message.of("problem.nothingToTotal", base.name(), String.join(", ", codes))));
    }
    return rules;
  }

  /** The standing and figures of every player on a team, by start number. */
  private static Map<Integer, Member> members(Standings individual, ScholasticTeams teams,
      List<ValueRule> totalled) {
    Map<Integer, Member> members = new HashMap<>();
    for (Row row : individual.rows()) {
      int player = row.player().startNumber();
      if (teams.teamOf(player).isEmpty()) {
        continue;
      }
      Map<String, Score> figures = row.values();
      Score[] values = new Score[totalled.size()];
      for (int k = 0; k < values.length; k++) {
        String code = totalled.get(k).code();
        values[k] = figures.get(code);
        if (values[k] == null) {
          throw new IllegalArgumentException("the individual standings give no " + code
              + " figure for player " + player);
        }
      }
      members.put(player, new Member(player, row.player().name(), row.place(), row.score(),
          values));
    }
    return members;
  }

  /** The team chain as a ruleset: a total for each tie-break, which ranks no crosstable itself. */
  private static Ruleset teamRuleset(Ruleset base, ScholasticTeams teams,
      List<ValueRule> totalled) {
    Ruleset.Builder builder = Ruleset.builder().name(base.name() + "-best-" + teams.counted())
        .addAllFormats(base.formats());
    List<String> names = new ArrayList<>();
    if (teams.allMembersFirst()) {
      builder.addRules(new TeamTotal(ALL, "Total score of all members", false));
      names.add("the total score of all members");
    }
    for (ValueRule rule : totalled) {
      builder.addRules(new TeamTotal(rule.code(), "Total " + rule.name() + " of the counted"
          + " members", rule.lowerIsBetter()));
      names.add(rule.code());
    }
    return builder.description("Teams of an event ranked under " + base.name() + ": the total"
        + " score of each team's best " + teams.counted() + " members"
        + (names.isEmpty() ? "" : ", then " + String.join(", ", names)
            + (totalled.isEmpty() ? "" : " totalled over the same members"))
        + "; short teams " + describe(teams.shortTeams()))
        .build();
  }

  private static String describe(ShortTeams rule) {
    return switch (rule) {
      case COUNT_ZERO -> "count 0 for each missing member";
      case RANKED_AFTER_FULL_TEAMS -> "are ranked after the full teams";
      case NOT_RANKED -> "are not ranked";
    };
  }

  /**
   * A team tie-break in the team chain. Its figures are totals of the individual standings' figures,
   * which the team standings compute; as a rule of its own it ranks no crosstable.
   */
  private record TeamTotal(String code, String name, boolean lowerIsBetter) implements ValueRule {

    @Override
    public Figures figures(TiebreakContext context) {
      throw new RuleFailedException("rule " + code + " totals the figures of a team's members in"
          + " the standings of an individual event; it ranks no crosstable of its own");
    }
  }

  private boolean isShort(int team) {
    return members[team].length < teams.counted();
  }

  /**
   * The first level at which two teams differ: 0 for full and short teams where short teams
   * rank after full ones, 1 for the score, 2 + k for the k-th code; −1 where nothing differs.
   */
  private int firstDifference(int a, int b) {
    if (teams.shortTeams() == ShortTeams.RANKED_AFTER_FULL_TEAMS && isShort(a) != isShort(b)) {
      return 0;
    }
    if (scores[a].compareTo(scores[b]) != 0) {
      return 1;
    }
    for (int k = 0; k < codes.size(); k++) {
      if (values[a][k].compareTo(values[b][k]) != 0) {
        return 2 + k;
      }
    }
    return -1;
  }

  /** Negative where team {@code a} ranks above team {@code b} at the level. */
  private int compareAt(int level, int a, int b) {
    if (level == 0) {
      return Boolean.compare(isShort(a), isShort(b));
    }
    if (level == 1) {
      return scores[b].compareTo(scores[a]);
    }
    int k = level - 2;
    int higherFirst = values[b][k].compareTo(values[a][k]);
    return lowerIsBetter[k] ? -higherFirst : higherFirst;
  }

  /** The code that names a level in {@code decidedBy}: none for the score or no difference. */
  private String codeAt(int level) {
    return level < 0 || level == 1 ? null : level == 0 ? FULL : codes.get(level - 2);
  }

  /** A team's index, checking that it exists and is ranked. */
  private int ranked(int number) {
    ScholasticTeams.Entry team = teams.team(number);
    int t = team.number() - 1;
    if (position[t] < 0) {
      throw new IllegalArgumentException("team " + number + " (" + team.name() + ") is not"
          + " ranked: it has " + members[t].length + " of the " + teams.counted()
          + " members that count");
    }
    return t;
  }

  @Override
  public Tournament tournament() {
    return individual.tournament();
  }

  /**
   * The team chain: a total of each individual tie-break (and the total score of all members if
   * asked for), named after the individual ruleset and the count, such as {@code uscf-best-4}.
   */
  @Override
  public Ruleset ruleset() {
    return ruleset;
  }

  @Override
  public int roundsPlayed() {
    return individual.roundsPlayed();
  }

  @Override
  public List<Row> rows() {
    return rows;
  }

  @Override
  public Row row(int team) {
    return new TeamRow(position[ranked(team)]);
  }

  @Override
  public Comparison compare(int team, int other) {
    int a = ranked(team);
    int b = ranked(other);
    if (position[a] > position[b]) {
      int swap = a;
      a = b;
      b = swap;
    }
    int higher = a + 1;
    int lower = b + 1;
    int level = firstDifference(a, b);
    if (level < 0) {
      return new Comparison(higher, lower, Optional.empty(), Optional.empty(), Optional.empty());
    }
    if (level == 0) {
      return new Comparison(higher, lower, Optional.of(FULL),
          Optional.of(Score.of(countedMembers[a])), Optional.of(Score.of(countedMembers[b])));
    }
    if (level == 1) {
      return new Comparison(higher, lower, Optional.of(SCORE), Optional.of(scores[a]),
          Optional.of(scores[b]));
    }
    int k = level - 2;
    return new Comparison(higher, lower, Optional.of(codes.get(k)), Optional.of(values[a][k]),
        Optional.of(values[b][k]));
  }

  /**
   * How the team's figure under a code of the team chain, or its score ({@code "score"}), comes
   * about: one line per member, best individual standing first, with the member's figure and
   * whether it counted, then one per missing member of a short team.
   */
  @Override
  public Explanation explain(int team, String ruleCode) {
    Objects.requireNonNull(ruleCode, "ruleCode");
    int t = ranked(team);
    if (ruleCode.equals(SCORE)) {
      return explain(t, SCORE, "Team score: the total score of the counted members", -1);
    }
    int k = codes.indexOf(ruleCode);
    if (k < 0) {
      throw new IllegalArgumentException("no rule " + ruleCode + " in ruleset "
          + ruleset.name());
    }
    return explain(t, ruleCode, ruleset.chain().get(k).name(), k);
  }

  @Override
  public List<Explanation> explain(int team) {
    int t = ranked(team);
    List<Explanation> all = new ArrayList<>();
    for (int k = 0; k < codes.size(); k++) {
      all.add(explain(t, codes.get(k), ruleset.chain().get(k).name(), k));
    }
    return all;
  }

  /** The explanation of a team's score ({@code k} = −1) or of its k-th figure. */
  private Explanation explain(int t, String code, String name, int k) {
    Member[] list = members[t];
    int n = teams.counted();
    boolean all = code.equals(ALL) && teams.allMembersFirst() && k == 0;
    int figure = teams.allMembersFirst() ? k - 1 : k;
    Explanation.Builder explanation = Explanation.builder().rule(code).ruleName(name)
        .player(t + 1).value(k < 0 ? scores[t] : values[t][k]);
    Score total = Score.ZERO;
    for (int j = 0; j < list.length; j++) {
      Member member = list[j];
      Score value = k < 0 || all ? member.score() : member.values()[figure];
      boolean counts = all || j < countedMembers[t];
      total = counts ? total.plus(value) : total;
      Explanation.Line.Builder line = Explanation.Line.builder()
          .result(Message.of("scholastic.member", member.startNumber(), member.name(),
              member.place()))
          .usedScore(value).contribution(counts ? value : Score.ZERO).dropped(!counts)
          .runningTotal(total);
      if (!counts) {
        line.adjustment(Message.of("scholastic.notAmongBest", n));
      }
      explanation.addLines(line.build());
    }
    if (!all) {
      for (int j = list.length; j < n; j++) {
        explanation.addLines(Explanation.Line.builder()
            .result(Message.of("scholastic.missingMember", j + 1, n)).usedScore(Score.ZERO)
            .contribution(Score.ZERO).runningTotal(total)
            .adjustment(Message.of("scholastic.missingCountsZero")).build());
      }
    }
    if (all) {
      explanation.addNotes(Message.of("scholastic.everyMember", numbers(list, 0, list.length)));
    } else {
      explanation.addNotes(countedMembers[t] == 0 ? Message.of("scholastic.bestNone", n)
          : Message.of("scholastic.best", n, numbers(list, 0, countedMembers[t])));
      if (list.length > countedMembers[t]) {
        explanation.addNotes(Message.of("scholastic.notCounted",
            numbers(list, countedMembers[t], list.length)));
      }
    }
    if (isShort(t)) {
      explanation.addNotes(shortRemark(t));
    }
    return explanation.build();
  }

  private static List<Integer> numbers(Member[] list, int from, int to) {
    return Arrays.stream(list, from, to).map(Member::startNumber).toList();
  }

  private Message shortRemark(int t) {
    return Message.of(teams.shortTeams() == ShortTeams.RANKED_AFTER_FULL_TEAMS
        ? "remark.shortTeamRankedAfter" : "remark.shortTeam", members[t].length, teams.counted());
  }

  private final class TeamRow extends PlacedRow {
    private final int p;
    private final int t;

    TeamRow(int p) {
      super(groupStart[p] + 1, groupEnd[p]);
      this.p = p;
      this.t = order[p];
    }

    @Override
    public Player player() {
      return Player.of(t + 1, teams.team(t + 1).name());
    }

    @Override
    public Score score() {
      return scores[t];
    }

    @Override
    public Map<String, Score> values() {
      Map<String, Score> map = new LinkedHashMap<>();
      for (int k = 0; k < codes.size(); k++) {
        map.put(codes.get(k), values[t][k]);
      }
      return Collections.unmodifiableMap(map);
    }

    @Override
    public Optional<String> decidedBy() {
      return Optional.ofNullable(decidedBy[p]);
    }

    @Override
    public Optional<Message> remark() {
      return isShort(t) ? Optional.of(shortRemark(t)) : Optional.empty();
    }
  }
}
