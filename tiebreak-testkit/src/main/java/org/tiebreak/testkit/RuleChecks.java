package org.tiebreak.testkit;

import static org.apiguardian.api.API.Status.STABLE;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import org.apiguardian.api.API;
import org.tiebreak.api.Player;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.RoundResult;
import org.tiebreak.api.RuleFailedException;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.Score;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.rule.GroupOrder;
import org.tiebreak.api.rule.GroupRule;
import org.tiebreak.api.rule.Reach;
import org.tiebreak.api.rule.TiebreakContext;
import org.tiebreak.api.rule.TiebreakRule;
import org.tiebreak.api.rule.TiedGroup;
import org.tiebreak.api.rule.ValueRule;
import org.tiebreak.api.standings.Explanation;
import org.tiebreak.api.standings.Message;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.core.TiebreakEngine;

/**
 * The checks of {@link TiebreakRuleContract}, one tournament at a time: what every tie-break rule
 * must do on every valid tournament, whether it is a {@link ValueRule} or a {@link GroupRule}.
 * Each check returns normally or throws an {@link AssertionError} whose message names the rule
 * (code and name), the players concerned and what went wrong, and shows the tournament as a
 * crosstable in the notation of {@link Crosstables} under a heading with its format and rounds
 * (readable back with {@link Crosstables#parse(String, int, org.tiebreak.api.Format)}), followed,
 * where the check changed the tournament, by the change (such as the renumbering) and the changed
 * tournament, so that a failure can be turned into a unit test.
 *
 * <pre>{@code
 * Tournament tournament = Crosstables.parse("""
 *     1 Player 1 1.0 W2w
 *     2 Player 2 0.0 L1b
 *     """, 3);
 * RuleChecks.check(new GamesPlayed(), tournament, 7L);   // every check
 * }</pre>
 *
 * <p>The rule is called directly, with contexts the engine made ({@link EngineContexts}), and
 * through {@link TiebreakEngine#rank} in a ruleset of that rule alone. A group rule is asked both
 * without a lot seed and with {@link #LOT_SEED}. An ordering that a group rule marks as drawn by
 * lot ({@link GroupOrder#byLot()}) may depend on the start numbers, as a drawing of lots does; it
 * must still be the same for the same seed.
 */
@API(status = STABLE, since = "1.0")
public final class RuleChecks {

  /** The lot seed with which group rules are asked, besides no seed. */
  public static final long LOT_SEED = 20_261_122L;

  private static final List<OptionalLong> SEEDS =
      List.of(OptionalLong.empty(), OptionalLong.of(LOT_SEED));

  private RuleChecks() {}

  /**
   * Every check of this class on the tournament: {@link #checkNoThrow}, {@link #checkValues},
   * {@link #checkDeterminism}, {@link #checkRenumbering} with random numbers,
   * {@link #checkPlayerOrder} with a random order and, for a group rule, {@link #checkGroups}
   * with the tied groups of the tournament and random ones.
   *
   * @param rule the rule; not {@code null}
   * @param tournament a valid tournament; not {@code null}
   * @param random the seed of the random renumbering, order and groups
   * @throws AssertionError describing the first failure
   */
  public static void check(TiebreakRule rule, Tournament tournament, long random) {
    Random source = new Random(random);
    checkNoThrow(rule, tournament);
    checkValues(rule, tournament);
    checkDeterminism(rule, tournament);
    checkRenumbering(rule, tournament, TournamentTransforms.randomNumbers(tournament, source));
    checkPlayerOrder(rule, tournament,
        TournamentTransforms.shuffledStartNumbers(tournament, source));
    if (rule instanceof GroupRule groupRule) {
      List<TiedGroup> groups = new ArrayList<>(tiedGroups(tournament));
      groups.addAll(randomGroups(tournament, source));
      checkGroups(groupRule, tournament, groups);
    }
  }

  // ------------------------------------------------------------------------------ no throw

  /**
   * The rule throws nothing and returns no {@code null}: ranked by the engine in a ruleset of the
   * rule alone after every round (0 to the rounds played), with and without a lot seed; and
   * called directly for every player's value and explanation (a value rule) or for every tied
   * group of {@link #tiedGroups} and its explanations (a group rule).
   *
   * @param rule the rule; not {@code null}
   * @param tournament a valid tournament; not {@code null}
   * @throws AssertionError naming the tournament (as it stood after the round concerned), the
   *     player or group, and the exception
   */
  public static void checkNoThrow(TiebreakRule rule, Tournament tournament) {
    Ruleset alone = alone(rule);
    for (int round = 0; round <= tournament.roundsPlayed(); round++) {
      Tournament after = tournament.afterRound(round);
      for (OptionalLong seed : SEEDS) {
        rank(after, alone, seed, Report.rule(rule) + " made the ranking fail"
            + (round < tournament.roundsPlayed() ? " after round " + round : "")
            + (seed.isPresent() ? " with the lot seed " + seed.getAsLong() : ""));
      }
    }
    if (tournament.players().isEmpty()) {
      return;
    }
    if (rule instanceof ValueRule valueRule) {
      TiebreakContext context = EngineContexts.of(tournament);
      for (int player : Report.startNumbers(tournament)) {
        value(valueRule, player, context, tournament);
        explain(valueRule, player, context, tournament);
      }
    } else {
      GroupRule groupRule = groupRule(rule);
      for (OptionalLong seed : SEEDS) {
        TiebreakContext context = EngineContexts.of(tournament, seed);
        for (TiedGroup group : tiedGroups(tournament)) {
          order(groupRule, group, context, tournament, seed);
          for (int player : group.players()) {
            explain(groupRule, player, group, context, tournament, seed);
          }
        }
      }
    }
  }

  // ------------------------------------------------------------------------------ values

  /**
   * The rule's figures are exact and consistent. A value rule gives every player a
   * {@link Score} (never {@code null}), the same when asked twice in one ranking, the same as the
   * engine shows in the standings of a ruleset of the rule alone, and an explanation for the rule
   * and the player whose value is that score. A group rule passes {@link #checkGroups} for the
   * tied groups of {@link #tiedGroups}.
   *
   * @param rule the rule; not {@code null}
   * @param tournament a valid tournament; not {@code null}
   * @throws AssertionError naming the player, both figures and the tournament
   */
  public static void checkValues(TiebreakRule rule, Tournament tournament) {
    if (tournament.players().isEmpty()) {
      return;
    }
    if (!(rule instanceof ValueRule)) {
      checkGroups(groupRule(rule), tournament, tiedGroups(tournament));
      return;
    }
    ValueRule valueRule = (ValueRule) rule;
    TiebreakContext context = EngineContexts.of(tournament);
    Map<Integer, Score> values = values(valueRule, tournament, context,
        Report.startNumbers(tournament));
    Standings standings = rank(tournament, alone(rule), OptionalLong.empty(),
        Report.rule(rule) + " made the ranking fail");
    List<String> problems = new ArrayList<>();
    for (int player : Report.startNumbers(tournament)) {
      Score value = values.get(player);
      List<String> issues = new ArrayList<>();
      Score again = value(valueRule, player, context, tournament);
      if (!value.equals(again)) {
        issues.add("asked again in the same ranking, " + again);
      }
      Explanation explanation = explain(valueRule, player, context, tournament);
      if (!explanation.rule().equals(rule.code()) || explanation.player() != player) {
        issues.add("the explanation is for rule " + explanation.rule() + " and player "
            + explanation.player());
      }
      if (!explanation.value().equals(Optional.of(value))) {
        issues.add("the explanation gives "
            + explanation.value().map(Score::toString).orElse("none"));
      }
      Score shown = standings.leftOut().contains(player) ? value
          : standings.row(player).values().get(rule.code());
      if (!value.equals(shown)) {
        issues.add("the engine's standings show " + shown);
      }
      if (!issues.isEmpty()) {
        problems.add("  " + Report.player(tournament, player) + ": value " + value + ", but "
            + String.join("; ", issues));
      }
    }
    if (!problems.isEmpty()) {
      throw Report.failure(Report.rule(rule) + " gives inconsistent values: "
          + Report.players(problems.size()) + " other figures elsewhere.", problems, tournament);
    }
  }

  // ------------------------------------------------------------------------------ determinism

  /**
   * The same input gives the same answer: a value rule's values, and a group rule's ordering of
   * every tied group of {@link #tiedGroups} (with and without a lot seed), are the same in a new
   * ranking of the same tournament in which the players are asked in reverse order, and in a
   * ranking of an equal tournament built anew.
   *
   * @param rule the rule; not {@code null}
   * @param tournament a valid tournament; not {@code null}
   * @throws AssertionError naming the players, both answers and the tournament
   */
  public static void checkDeterminism(TiebreakRule rule, Tournament tournament) {
    if (tournament.players().isEmpty()) {
      return;
    }
    Tournament copy = TournamentTransforms.copy(tournament);
    if (rule instanceof ValueRule valueRule) {
      List<Integer> players = Report.startNumbers(tournament);
      Map<Integer, Score> first = values(valueRule, tournament, EngineContexts.of(tournament),
          players);
      List<Integer> reversed = new ArrayList<>(players);
      Collections.reverse(reversed);
      compareValues(rule, tournament, first,
          values(valueRule, tournament, EngineContexts.of(tournament), reversed),
          " is not deterministic: in a second ranking of the same tournament, players asked in"
              + " reverse order,", "in the second ranking");
      compareValues(rule, tournament, first,
          values(valueRule, copy, EngineContexts.of(copy), players),
          " is not deterministic: in a ranking of an equal tournament built anew,",
          "in the equal tournament");
      return;
    }
    GroupRule groupRule = groupRule(rule);
    for (OptionalLong seed : SEEDS) {
      TiebreakContext context = EngineContexts.of(tournament, seed);
      TiebreakContext again = EngineContexts.of(tournament, seed);
      TiebreakContext ofCopy = EngineContexts.of(copy, seed);
      for (TiedGroup group : tiedGroups(tournament)) {
        Outcome expected = order(groupRule, group, context, tournament, seed);
        Outcome second = order(groupRule, group, again, tournament, seed);
        Outcome equal = order(groupRule, group, ofCopy, copy, seed);
        for (Outcome actual : List.of(second, equal)) {
          if (!expected.equals(actual)) {
            throw Report.failure(Report.rule(rule) + " is not deterministic: given "
                + describe(group) + seedText(seed) + ", it returned",
                List.of("  " + expected, "and in a second ranking of "
                    + (actual == second ? "the same tournament" : "an equal tournament built anew"),
                    "  " + actual), tournament);
          }
        }
      }
    }
  }

  // ------------------------------------------------------------------------------ invariance

  /**
   * The rule does not depend on the start numbers: in the tournament renumbered
   * ({@link TournamentTransforms#renumber}), every player's value is the same under the player's
   * new number, and a group rule orders every tied group of {@link #tiedGroups} (renumbered) the
   * same way up to the renumbering, with the same figures and remark, with and without a lot
   * seed, unless it marks the ordering as drawn by lot.
   *
   * @param rule the rule; not {@code null}
   * @param tournament a valid tournament; not {@code null}
   * @param numbers the new start number of every player, by old start number (such as
   *     {@link TournamentTransforms#randomNumbers})
   * @throws AssertionError naming the players, their values before and after, the renumbering
   *     and both tournaments
   */
  public static void checkRenumbering(TiebreakRule rule, Tournament tournament,
      Map<Integer, Integer> numbers) {
    if (tournament.players().isEmpty()) {
      return;
    }
    Tournament renumbered = TournamentTransforms.renumber(tournament, numbers);
    List<String> context = List.of("Renumbering: " + Report.numbers(numbers),
        Report.tournament("Renumbered", renumbered));
    compareUnder(rule, tournament, renumbered, numbers, " depends on the start numbers:",
        "renumbered as player ", "renumbered, given ", context);
  }

  /**
   * The rule does not depend on the order in which the players were added to the tournament's
   * builder: built anew with the players added in the given order
   * ({@link TournamentTransforms#addedInOrder}), the tournament gives every player the same value,
   * and every tied group the same ordering.
   *
   * @param rule the rule; not {@code null}
   * @param tournament a valid tournament; not {@code null}
   * @param order every start number once, in the order to add the players
   * @throws AssertionError naming the players, their values, the order and the tournament
   */
  public static void checkPlayerOrder(TiebreakRule rule, Tournament tournament,
      List<Integer> order) {
    if (tournament.players().isEmpty()) {
      return;
    }
    Tournament reordered = TournamentTransforms.addedInOrder(tournament, order);
    Map<Integer, Integer> same = new HashMap<>();
    for (int player : Report.startNumbers(tournament)) {
      same.put(player, player);
    }
    compareUnder(rule, tournament, reordered, same,
        " depends on the order in which the players were added to the tournament:",
        "added in another order, as player ", "added in another order, given ",
        List.of("Order of adding: " + order));
  }

  private static void compareUnder(TiebreakRule rule, Tournament tournament, Tournament other,
      Map<Integer, Integer> numbers, String problem, String otherwise, String otherwiseGiven,
      List<String> context) {
    if (rule instanceof ValueRule valueRule) {
      List<Integer> players = Report.startNumbers(tournament);
      Map<Integer, Score> before = values(valueRule, tournament, EngineContexts.of(tournament),
          players);
      List<Integer> moved = new ArrayList<>();
      players.forEach(player -> moved.add(numbers.get(player)));
      Map<Integer, Score> after = values(valueRule, other, EngineContexts.of(other), moved);
      List<String> problems = new ArrayList<>();
      for (int player : players) {
        Score was = before.get(player);
        Score is = after.get(numbers.get(player));
        if (!was.equals(is)) {
          problems.add("  " + Report.player(tournament, player) + ": value " + was + "; "
              + otherwise + numbers.get(player) + ": value " + is);
        }
      }
      if (!problems.isEmpty()) {
        throw Report.failure(Report.rule(rule) + problem + " " + Report.players(problems.size())
            + " other values.", problems, tournament, context, null);
      }
      return;
    }
    GroupRule groupRule = groupRule(rule);
    Map<Integer, Integer> back = new HashMap<>();
    numbers.forEach((from, to) -> back.put(to, from));
    for (OptionalLong seed : SEEDS) {
      TiebreakContext before = EngineContexts.of(tournament, seed);
      TiebreakContext after = EngineContexts.of(other, seed);
      for (TiedGroup group : tiedGroups(tournament)) {
        TiedGroup moved = new TiedGroup(map(group.players(), numbers), group.firstPlace());
        Outcome was = order(groupRule, group, before, tournament, seed);
        Outcome is = order(groupRule, moved, after, other, seed);
        if (was.byLot() || is.byLot()) {
          continue;
        }
        Outcome isBack = is.mapped(back);
        if (!was.equals(isBack)) {
          List<String> details = new ArrayList<>();
          details.add("  given " + describe(group) + seedText(seed) + ": " + was);
          details.add("  " + otherwiseGiven + describe(moved) + ": " + is
              + (numbers.equals(identity(numbers)) ? "" : ", in the original numbers " + isBack));
          throw Report.failure(Report.rule(rule) + problem + " it orders a tied group"
              + " differently.", details, tournament, context, null);
        }
      }
    }
  }

  // ------------------------------------------------------------------------------ groups

  /**
   * A group rule only reorders inside the group it is given: for every group (with and without a
   * lot seed) it returns sub-groups that together hold exactly the group's players, each once,
   * none empty; gives figures only to players of the group; returns the same ordering when the
   * group lists the same players in reverse order and when asked again in a new ranking; and
   * explains each player's figure with an explanation for the rule and the player that gives the
   * figure of the ordering.
   *
   * @param rule the rule; not {@code null}
   * @param tournament a valid tournament; not {@code null}
   * @param groups the groups to give the rule: two or more distinct players of the tournament
   *     each (such as {@link #tiedGroups} or {@link #randomGroups})
   * @throws AssertionError naming the group, what the rule returned and the tournament
   * @throws IllegalArgumentException if a group has a player the tournament does not have
   */
  public static void checkGroups(GroupRule rule, Tournament tournament, List<TiedGroup> groups) {
    Objects.requireNonNull(rule, "rule");
    for (TiedGroup group : groups) {
      for (int player : group.players()) {
        if (tournament.findPlayer(player).isEmpty()) {
          throw new IllegalArgumentException("the group " + group.players()
              + " has player " + player + ", whom the tournament does not have");
        }
      }
    }
    if (tournament.players().isEmpty()) {
      return;
    }
    for (OptionalLong seed : SEEDS) {
      TiebreakContext context = EngineContexts.of(tournament, seed);
      TiebreakContext again = EngineContexts.of(tournament, seed);
      for (TiedGroup group : groups) {
        Outcome outcome = order(rule, group, context, tournament, seed);
        List<Integer> reversed = new ArrayList<>(group.players());
        Collections.reverse(reversed);
        TiedGroup backwards = new TiedGroup(reversed, group.firstPlace());
        Outcome other = order(rule, backwards, context, tournament, seed);
        if (!outcome.equals(other)) {
          throw Report.failure(Report.rule(rule) + " depends on the order of the players in the"
              + " group it is given:", List.of("  given " + describe(group) + seedText(seed)
                  + ": " + outcome, "  given " + describe(backwards) + ": " + other), tournament);
        }
        Outcome second = order(rule, group, again, tournament, seed);
        if (!outcome.equals(second)) {
          throw Report.failure(Report.rule(rule) + " is not deterministic: given "
              + describe(group) + seedText(seed) + ", it returned", List.of("  " + outcome,
                  "and in a second ranking of the same tournament", "  " + second), tournament);
        }
        for (int player : group.players()) {
          Explanation explanation = explain(rule, player, group, context, tournament, seed);
          Optional<Score> figure = Optional.ofNullable(outcome.values().get(player));
          if (!explanation.rule().equals(rule.code()) || explanation.player() != player
              || !explanation.value().equals(figure)) {
            throw Report.failure(Report.rule(rule) + " explains a figure other than it gives: "
                + "given " + describe(group) + seedText(seed) + ", it returned " + outcome
                + ", but explains " + Report.player(tournament, player) + " as",
                List.of(indent(explanation.toString())), tournament);
          }
        }
      }
    }
  }

  // ------------------------------------------------------------------------------ reach

  /**
   * The rule keeps to its {@link TiebreakRule#reach() reach}: one game played over the board is
   * given another result (chosen by {@code random}), and then a value rule's figure changes only
   * for the players within the reach's distance of one of the game's two players; where the reach
   * rises (and no result scores below 0), the figure of a player who has the one of them within
   * the distance and the other farther away never moves against the nearer one's points. A group
   * rule's order of a group (the tied groups of {@link #tiedGroups} and random ones) changes only
   * where a player of the group is within the distance. A rule of reach {@link Reach#EVENT}, or a
   * tournament without a game played over the board, passes.
   *
   * @param rule the rule; not {@code null}
   * @param tournament a valid tournament; not {@code null}
   * @param random chooses the game, its new result and the random groups
   * @throws AssertionError naming the game, the players and both figures or orders
   */
  public static void checkReach(TiebreakRule rule, Tournament tournament, Random random) {
    Reach reach = Objects.requireNonNull(rule, "rule").reach();
    if (reach == null) {
      throw Report.failure(Report.rule(rule) + " has no reach (null).", List.of(), tournament);
    }
    List<int[]> games = new ArrayList<>();
    for (int player : Report.startNumbers(tournament)) {
      for (int round = 1; round <= tournament.roundsPlayed(); round++) {
        RoundResult result = tournament.result(player, round);
        if (result.kind().isPlayed() && player < result.opponentOrZero()) {
          games.add(new int[] {round, player, result.opponentOrZero()});
        }
      }
    }
    if (reach == Reach.EVENT || games.isEmpty() || refuses(rule, tournament)) {
      return;
    }
    int[] game = games.get(random.nextInt(games.size()));
    int round = game[0];
    int y = game[1];
    int z = game[2];
    ResultKind before = tournament.result(y, round).kind();
    List<ResultKind> others = new ArrayList<>(List.of(ResultKind.WIN, ResultKind.DRAW,
        ResultKind.LOSS));
    others.remove(before);
    ResultKind after = others.get(random.nextInt(others.size()));
    Tournament changed = TournamentTransforms.withResult(tournament, round, y, after);
    String change = "round " + round + ": " + Report.player(tournament, y) + " "
        + before.description() + " against " + z + " made a " + after.description();
    Map<Integer, Integer> fromY = distances(tournament, y);
    Map<Integer, Integer> fromZ = distances(tournament, z);
    int d = reach.distance();
    boolean rises = reach.rises() && noNegativePoints(tournament);
    long points = tournament.pointSystem().points(after).compareTo(
        tournament.pointSystem().points(before));
    if (rule instanceof ValueRule valueRule) {
      Map<Integer, Score> old = values(valueRule, tournament, EngineContexts.of(tournament),
          Report.startNumbers(tournament));
      Map<Integer, Score> now = values(valueRule, changed, EngineContexts.of(changed),
          Report.startNumbers(changed));
      List<String> problems = new ArrayList<>();
      for (int x : Report.startNumbers(tournament)) {
        int toY = fromY.getOrDefault(x, Integer.MAX_VALUE);
        int toZ = fromZ.getOrDefault(x, Integer.MAX_VALUE);
        int moved = now.get(x).compareTo(old.get(x));
        if (moved != 0 && toY > d && toZ > d) {
          problems.add("  " + Report.player(tournament, x) + ", farther than " + d + " from both,"
              + " went from " + old.get(x) + " to " + now.get(x));
        } else if (rises && x != y && x != z && moved != 0 && (toY <= d) != (toZ <= d)) {
          long nearer = toY <= d ? points : -points;
          if (Long.signum(nearer) != Integer.signum(moved)) {
            problems.add("  " + Report.player(tournament, x) + " went from " + old.get(x)
                + " to " + now.get(x) + " as " + (toY <= d ? y : z) + ", within " + d + ", "
                + (nearer > 0 ? "scored more" : "scored less"));
          }
        }
      }
      if (!problems.isEmpty()) {
        throw Report.failure(Report.rule(rule) + " reads beyond its reach " + reach + " when "
            + change + ":", problems, tournament);
      }
      return;
    }
    GroupRule groupRule = groupRule(rule);
    List<TiedGroup> groups = new ArrayList<>(tiedGroups(tournament));
    groups.addAll(randomGroups(tournament, random));
    TiebreakContext oldContext = EngineContexts.of(tournament);
    TiebreakContext newContext = EngineContexts.of(changed);
    for (TiedGroup group : groups) {
      boolean near = group.players().stream().anyMatch(x ->
          fromY.getOrDefault(x, Integer.MAX_VALUE) <= d
              || fromZ.getOrDefault(x, Integer.MAX_VALUE) <= d);
      if (near) {
        continue;
      }
      Outcome old = order(groupRule, group, oldContext, tournament, OptionalLong.empty());
      Outcome now = order(groupRule, group, newContext, changed, OptionalLong.empty());
      if (!old.groups().equals(now.groups())) {
        throw Report.failure(Report.rule(rule) + " reads beyond its reach " + reach + " when "
            + change + ": " + describe(group) + ", farther than " + d + " from both, was "
            + old + " and is " + now + ".", List.of(), tournament);
      }
    }
  }

  /**
   * Whether the rule refuses the tournament, as a Buchholz refuses a round robin under the 2026
   * rules: {@link #checkNoThrow} judges that, not the reach.
   */
  private static boolean refuses(TiebreakRule rule, Tournament tournament) {
    try {
      TiebreakEngine.rank(tournament, alone(rule));
      return false;
    } catch (RuleFailedException e) {
      return true;
    }
  }

  /** The distance of every player from {@code from} along the pairings (0 for the player). */
  private static Map<Integer, Integer> distances(Tournament tournament, int from) {
    Map<Integer, Integer> distances = new HashMap<>();
    distances.put(from, 0);
    List<Integer> frontier = List.of(from);
    while (!frontier.isEmpty()) {
      List<Integer> next = new ArrayList<>();
      for (int player : frontier) {
        for (RoundResult result : tournament.results(player)) {
          int opponent = result.opponentOrZero();
          if (opponent != 0 && !distances.containsKey(opponent)) {
            distances.put(opponent, distances.get(player) + 1);
            next.add(opponent);
          }
        }
      }
      frontier = next;
    }
    return distances;
  }

  private static boolean noNegativePoints(Tournament tournament) {
    for (ResultKind kind : ResultKind.values()) {
      if (tournament.pointSystem().points(kind).isNegative()) {
        return false;
      }
    }
    return true;
  }

  /**
   * The groups the engine could give a group rule at the head of a chain: the players of each
   * score of two or more players, best score first, in start-number order, contending for the
   * place the score gives them; and the whole field contending for first place.
   *
   * @param tournament the tournament; not {@code null}
   * @return the groups, each of two or more players
   */
  public static List<TiedGroup> tiedGroups(Tournament tournament) {
    List<Player> players = new ArrayList<>(tournament.players());
    players.sort((a, b) -> {
      int byScore = tournament.score(b.startNumber()).compareTo(tournament.score(a.startNumber()));
      return byScore != 0 ? byScore : Integer.compare(a.startNumber(), b.startNumber());
    });
    List<TiedGroup> groups = new ArrayList<>();
    int from = 0;
    while (from < players.size()) {
      Score score = tournament.score(players.get(from).startNumber());
      int to = from + 1;
      while (to < players.size() && tournament.score(players.get(to).startNumber()).equals(score)) {
        to++;
      }
      if (to - from >= 2 && to - from < players.size()) {
        List<Integer> numbers = new ArrayList<>();
        players.subList(from, to).forEach(p -> numbers.add(p.startNumber()));
        groups.add(new TiedGroup(numbers, from + 1));
      }
      from = to;
    }
    if (players.size() >= 2) {
      groups.add(new TiedGroup(Report.startNumbers(tournament), 1));
    }
    return groups;
  }

  /**
   * Three groups a rule further down a chain could be given: random sets of two or more players
   * (not necessarily of equal score), in random order, contending for a random place that leaves
   * room for them.
   *
   * @param tournament the tournament; not {@code null}
   * @param random the source of randomness; not {@code null}
   * @return the groups; empty if the tournament has fewer than two players
   */
  public static List<TiedGroup> randomGroups(Tournament tournament, Random random) {
    int n = tournament.players().size();
    List<TiedGroup> groups = new ArrayList<>();
    if (n < 2) {
      return groups;
    }
    for (int k = 0; k < 3; k++) {
      List<Integer> shuffled = TournamentTransforms.shuffledStartNumbers(tournament, random);
      int size = 2 + random.nextInt(n - 1);
      int firstPlace = 1 + random.nextInt(n - size + 1);
      groups.add(new TiedGroup(shuffled.subList(0, size), firstPlace));
    }
    return groups;
  }

  // ------------------------------------------------------------------------------ calls

  private static Map<Integer, Score> values(ValueRule rule, Tournament tournament,
      TiebreakContext context, List<Integer> players) {
    Map<Integer, Score> values = new HashMap<>();
    for (int player : players) {
      values.put(player, value(rule, player, context, tournament));
    }
    return values;
  }

  private static void compareValues(TiebreakRule rule, Tournament tournament,
      Map<Integer, Score> expected, Map<Integer, Score> actual, String problem, String where) {
    List<String> problems = new ArrayList<>();
    for (int player : Report.startNumbers(tournament)) {
      if (!expected.get(player).equals(actual.get(player))) {
        problems.add("  " + Report.player(tournament, player) + ": value "
            + expected.get(player) + "; " + where + ": value " + actual.get(player));
      }
    }
    if (!problems.isEmpty()) {
      throw Report.failure(Report.rule(rule) + problem + " " + Report.players(problems.size())
          + " other values.", problems, tournament);
    }
  }

  private static Score value(ValueRule rule, int player, TiebreakContext context,
      Tournament tournament) {
    Score value;
    try {
      value = rule.value(player, context);
    } catch (RuntimeException e) {
      throw Report.failure(Report.rule(rule) + " threw " + e + " for "
          + Report.player(tournament, player) + ".", List.of(), tournament, e);
    }
    if (value == null) {
      throw Report.failure(Report.rule(rule) + " returned no value (null) for "
          + Report.player(tournament, player) + ".", List.of(), tournament);
    }
    return value;
  }

  private static Explanation explain(ValueRule rule, int player, TiebreakContext context,
      Tournament tournament) {
    Explanation explanation;
    try {
      explanation = rule.explain(player, context);
    } catch (RuntimeException e) {
      throw Report.failure(Report.rule(rule) + " threw " + e + " explaining the value of "
          + Report.player(tournament, player) + ".", List.of(), tournament, e);
    }
    if (explanation == null) {
      throw Report.failure(Report.rule(rule) + " returned no explanation (null) for "
          + Report.player(tournament, player) + ".", List.of(), tournament);
    }
    return explanation;
  }

  private static Explanation explain(GroupRule rule, int player, TiedGroup group,
      TiebreakContext context, Tournament tournament, OptionalLong seed) {
    Explanation explanation;
    try {
      explanation = rule.explain(player, group, context);
    } catch (RuntimeException e) {
      throw Report.failure(Report.rule(rule) + " threw " + e + " explaining "
          + Report.player(tournament, player) + " in " + describe(group) + seedText(seed) + ".",
          List.of(), tournament, e);
    }
    if (explanation == null) {
      throw Report.failure(Report.rule(rule) + " returned no explanation (null) for "
          + Report.player(tournament, player) + " in " + describe(group) + seedText(seed) + ".",
          List.of(), tournament);
    }
    return explanation;
  }

  /** The rule's ordering of the group, checked to be an ordering of exactly that group. */
  private static Outcome order(GroupRule rule, TiedGroup group, TiebreakContext context,
      Tournament tournament, OptionalLong seed) {
    GroupOrder order;
    try {
      order = rule.order(group, context);
    } catch (RuntimeException e) {
      throw Report.failure(Report.rule(rule) + " threw " + e + " ordering " + describe(group)
          + seedText(seed) + ".", List.of(), tournament, e);
    }
    if (order == null) {
      throw Report.failure(Report.rule(rule) + " returned no ordering (null) for "
          + describe(group) + seedText(seed) + ".", List.of(), tournament);
    }
    Set<Integer> expected = new HashSet<>(group.players());
    Set<Integer> seen = new HashSet<>();
    List<String> problems = new ArrayList<>();
    for (List<Integer> sub : order.groups()) {
      if (sub.isEmpty()) {
        problems.add("  an empty sub-group");
      }
      for (int player : sub) {
        if (!expected.contains(player)) {
          problems.add("  " + Report.player(tournament, player) + ", who is not in the group");
        } else if (!seen.add(player)) {
          problems.add("  " + Report.player(tournament, player) + " more than once");
        }
      }
    }
    for (int player : group.players()) {
      if (!seen.contains(player) && expected.contains(player)) {
        problems.add("  no place for " + Report.player(tournament, player));
        seen.add(player);
      }
    }
    for (int player : order.values().keySet()) {
      if (!expected.contains(player)) {
        problems.add("  a figure for " + Report.player(tournament, player)
            + ", who is not in the group");
      }
    }
    if (!problems.isEmpty()) {
      throw Report.failure(Report.rule(rule) + " does not just reorder the group it is given: "
          + "given " + describe(group) + seedText(seed) + ", it returned " + order.groups()
          + ", with", problems, tournament);
    }
    return Outcome.of(order);
  }

  private static Standings rank(Tournament tournament, Ruleset ruleset, OptionalLong seed,
      String headline) {
    try {
      return seed.isPresent() ? TiebreakEngine.rank(tournament, ruleset, seed.getAsLong())
          : TiebreakEngine.rank(tournament, ruleset);
    } catch (RuntimeException e) {
      throw Report.failure(headline + ": " + e, List.of(), tournament, e);
    }
  }

  private static Ruleset alone(TiebreakRule rule) {
    Objects.requireNonNull(rule, "rule");
    groupRuleOrValueRule(rule);
    return Ruleset.builder().name("contract-" + rule.code()).addRules(rule).build();
  }

  private static GroupRule groupRule(TiebreakRule rule) {
    groupRuleOrValueRule(rule);
    return (GroupRule) rule;
  }

  private static void groupRuleOrValueRule(TiebreakRule rule) {
    if ((rule instanceof ValueRule) == (rule instanceof GroupRule)) {
      throw new AssertionError(Report.rule(rule)
          + " must implement exactly one of ValueRule and GroupRule");
    }
  }

  private static Map<Integer, Integer> identity(Map<Integer, Integer> numbers) {
    Map<Integer, Integer> identity = new HashMap<>();
    numbers.keySet().forEach(player -> identity.put(player, player));
    return identity;
  }

  private static List<Integer> map(List<Integer> players, Map<Integer, Integer> numbers) {
    List<Integer> mapped = new ArrayList<>();
    players.forEach(player -> mapped.add(numbers.get(player)));
    return mapped;
  }

  /** "the group [3, 5, 1] contending for places 2-4". */
  static String describe(TiedGroup group) {
    int last = group.firstPlace() + group.players().size() - 1;
    return "the group " + group.players() + " contending for places " + group.firstPlace() + "-"
        + last;
  }

  private static String seedText(OptionalLong seed) {
    return seed.isPresent() ? " with the lot seed " + seed.getAsLong() : "";
  }

  private static String indent(String text) {
    return "  " + text.replace("\n", "\n  ");
  }

  /**
   * A group rule's ordering as compared by the checks: sub-groups as sorted lists (players left
   * together are tied, so their order inside the sub-group does not count), figures, the lot flag
   * and the remark.
   */
  private record Outcome(List<List<Integer>> groups, Map<Integer, Score> values, boolean byLot,
      Optional<Message> remark) {

    static Outcome of(GroupOrder order) {
      List<List<Integer>> groups = new ArrayList<>();
      for (List<Integer> sub : order.groups()) {
        List<Integer> sorted = new ArrayList<>(sub);
        Collections.sort(sorted);
        groups.add(sorted);
      }
      return new Outcome(groups, new TreeMap<>(order.values()), order.byLot(), order.remark());
    }

    Outcome mapped(Map<Integer, Integer> numbers) {
      List<List<Integer>> groups = new ArrayList<>();
      for (List<Integer> sub : this.groups) {
        List<Integer> moved = map(sub, numbers);
        Collections.sort(moved);
        groups.add(moved);
      }
      Map<Integer, Score> values = new TreeMap<>();
      this.values.forEach((player, value) -> values.put(numbers.get(player), value));
      return new Outcome(groups, values, byLot, remark);
    }

    @Override
    public String toString() {
      Map<Integer, Score> shown = new LinkedHashMap<>(values);
      return groups + (shown.isEmpty() ? "" : " with figures " + shown)
          + (byLot ? ", drawn by lot" : "") + remark.map(r -> ", remark \"" + r + "\"").orElse("");
    }
  }
}
