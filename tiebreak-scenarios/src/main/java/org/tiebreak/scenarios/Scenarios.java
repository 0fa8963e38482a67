package org.tiebreak.scenarios;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import org.apiguardian.api.API;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.standings.Message;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.api.team.TeamTournament;
import org.tiebreak.prizes.PrizeList;
import org.tiebreak.prizes.SharingPolicy;

/**
 * What each player of a round in progress can still reach, over every way the pending games can
 * end over the board (a win, a draw or a loss each; forfeits are not foreseen): the best and the
 * worst place, overall and after each result of the player's own games, and for each target
 * (first place, always; the top N; a prize) whether it is clinched, open, at best a tie, or out
 * of reach, with the fewest results that decide it for the players asked.
 *
 * <pre>{@code
 * ScenarioReport report = Scenarios.of(live, Rulesets.named("fide"))
 *     .targets(Target.top(3))
 *     .conditionsFor(12)
 *     .limit(Limit.completions(100_000))
 *     .analyse();
 * report.clinched(Target.first());                          // who has clinched first
 * report.player(12).answer(Target.first()).conditions();   // "a win; or a draw, if 7 does not beat 3"
 * }</pre>
 *
 * <p>Every answer is exact with the ruleset's whole chain: each place comes from the engine's
 * ranking of a completion, or from scores alone where no other player can be level. Where every
 * player has one game left at most (a Swiss event's last round; in a team event, every match in
 * progress down to its last board), the games count apart: each player's tie-break figures are
 * bounded first (the rules whose {@link org.tiebreak.api.rule.Reach#rises() reach rises} are
 * highest where the players they read win against everyone farther away), and the fewest and most
 * players who can finish above a player are sums over the games; a completion built to reach each
 * bound, ranked by the engine, makes the answer exact where it meets it. Otherwise, or where it
 * does not meet it, the work is a search over the games that can still change a player's place:
 * scores bound it first, and only the games the chain's tie-breaks can read for players who may
 * finish level are given results (as each rule's {@link org.tiebreak.api.rule.TiebreakRule#reach()
 * reach} declares); a branch whose places cannot change an answer is not searched. Prize targets
 * rank every completion. Where the {@link Limit} stops a question, its answers are {@link
 * Chance#UNDECIDED} (or open, where both outcomes were already seen), and the places empty; nothing
 * is guessed.
 *
 * <p>Instances are immutable; each setter returns a new one.
 */
@API(status = EXPERIMENTAL, since = "1.0")
public final class Scenarios {

  /** The event: a {@link Tournament} or a {@link TeamTournament}. */
  private final Object tournament;
  private final Ruleset ruleset;
  private final List<Target> targets;
  private final Optional<PrizeList> prizes;
  private final Optional<SharingPolicy> policy;
  private final Optional<Set<Integer>> players;
  private final Set<Integer> conditionsFor;
  private final Limit limit;

  private Scenarios(Object tournament, Ruleset ruleset, List<Target> targets,
      Optional<PrizeList> prizes, Optional<SharingPolicy> policy,
      Optional<Set<Integer>> players, Set<Integer> conditionsFor, Limit limit) {
    this.tournament = tournament;
    this.ruleset = ruleset;
    this.targets = targets;
    this.prizes = prizes;
    this.policy = policy;
    this.players = players;
    this.conditionsFor = conditionsFor;
    this.limit = limit;
  }

  /**
   * The scenarios of a tournament with pending games, ranked under a ruleset; first place the
   * only target, every player analysed, within {@link Limit#standard()}.
   */
  public static Scenarios of(Tournament tournament, Ruleset ruleset) {
    return new Scenarios(Objects.requireNonNull(tournament, "tournament"),
        Objects.requireNonNull(ruleset, "ruleset"), List.of(Target.first()), Optional.empty(),
        Optional.empty(), Optional.empty(), Set.of(), Limit.standard());
  }

  /**
   * The scenarios of a team event with matches in progress ({@link
   * org.tiebreak.api.team.Match#inProgress()}), ranked under a team ruleset; first place the only
   * target, every team analysed, within {@link Limit#standard()}. The report speaks of teams
   * where it says players (by team number), and of matches where it says games: each result of a
   * match is a result of each of its pending boards, and the results after which a team's places
   * are given are the match's (won by the first team, drawn, won by the second). Conditions speak
   * of a match's result, or of the game points a team scores in it where those decide ("at least
   * 2.5 game points"), or where a tie-break read board by board decides beyond them, of the
   * pending boards by their players ("13 beats 21").
   */
  public static Scenarios of(TeamTournament event, Ruleset ruleset) {
    return new Scenarios(Objects.requireNonNull(event, "event"),
        Objects.requireNonNull(ruleset, "ruleset"), List.of(Target.first()), Optional.empty(),
        Optional.empty(), Optional.empty(), Set.of(), Limit.standard());
  }

  /** The targets asked besides first place, which is always asked. */
  public Scenarios targets(Target... targets) {
    Set<Target> all = new LinkedHashSet<>();
    all.add(Target.first());
    for (int i = 0; i < targets.length; i++) {
      all.add(Objects.requireNonNull(targets[i], "targets[" + i + "]"));
    }
    return new Scenarios(tournament, ruleset, List.copyOf(all), prizes, policy, players,
        conditionsFor, limit);
  }

  /** The prize list and sharing policy prize targets are distributed by. */
  public Scenarios prizes(PrizeList list, SharingPolicy policy) {
    return new Scenarios(tournament, ruleset, targets,
        Optional.of(Objects.requireNonNull(list, "list")),
        Optional.of(Objects.requireNonNull(policy, "policy")), players, conditionsFor, limit);
  }

  /** Only these players analysed (by start number); every player by default. */
  public Scenarios players(int... players) {
    Set<Integer> set = new HashSet<>();
    for (int player : players) {
      set.add(player);
    }
    return new Scenarios(tournament, ruleset, targets, prizes, policy, Optional.of(set),
        conditionsFor, limit);
  }

  /** The players (by start number) whose answers give the conditions in words. */
  public Scenarios conditionsFor(int... players) {
    Set<Integer> set = new HashSet<>();
    for (int player : players) {
      set.add(player);
    }
    return new Scenarios(tournament, ruleset, targets, prizes, policy, this.players,
        Set.copyOf(set), limit);
  }

  /** The caller's limit on the work, {@link Limit#standard()} unless given. */
  public Scenarios limit(Limit limit) {
    return new Scenarios(tournament, ruleset, targets, prizes, policy, players, conditionsFor,
        Objects.requireNonNull(limit, "limit"));
  }

  /**
   * The answers.
   *
   * @throws IllegalArgumentException if a player asked for is not in the tournament, a prize
   *     target is asked without a prize list or names a prize the list lacks, the ruleset does
   *     not fit the tournament, or it does not rank by score first
   * @throws org.tiebreak.api.RuleFailedException if a rule fails on a completion
   */
  public ScenarioReport analyse() {
    long start = System.nanoTime();
    boolean timed = limit.time().isPresent();
    long deadline = timed ? start + limit.time().get().toNanos() : 0;
    long completions = limit.completions().orElse(Long.MAX_VALUE);
    List<String> prizeIds = new ArrayList<>();
    for (Target target : targets) {
      if (target.isPrize()) {
        String id = target.prizeId().get();
        if (prizes.isEmpty()) {
          throw new IllegalArgumentException("prize target " + id + " needs a prize list");
        }
        if (prizes.get().prize(id).isEmpty()) {
          throw new IllegalArgumentException("the prize list has no prize " + id);
        }
        prizeIds.add(id);
      }
    }
    Event event = tournament instanceof TeamTournament team ? new Event(team, ruleset)
        : new Event((Tournament) tournament, ruleset);
    Set<Integer> known = new HashSet<>(event.positions.keySet());
    for (int player : players.orElse(Set.of())) {
      if (!known.contains(player)) {
        throw new IllegalArgumentException("no player " + player + " in the event");
      }
    }
    for (int player : conditionsFor) {
      if (!known.contains(player)) {
        throw new IllegalArgumentException("no player " + player + " in the event");
      }
    }
    long examined = 0;
    PrizeSearch prizeSearch = null;
    if (!prizeIds.isEmpty()) {
      Budget budget = new Budget(completions, deadline, timed);
      prizeSearch = new PrizeSearch(event, prizes.get(), policy.get(), prizeIds, budget,
          !conditionsFor.isEmpty() && event.individual && Conditions.fits(event)).run();
      examined += budget.examined();
    }
    List<PlayerScenarios> analysed = new ArrayList<>();
    Optional<SingleRound> single = Optional.empty();
    if (prizeIds.isEmpty()) {
      Budget budget = new Budget(completions, deadline, timed);
      boolean[] asked = new boolean[event.n];
      for (int p = 0; p < event.n; p++) {
        asked[p] = players.isEmpty() || players.get().contains(event.numbers[p]);
      }
      single = SingleRound.of(event, asked, budget);
      examined += budget.examined();
    }
    List<Standings.Row> rows = new ArrayList<>();
    for (Standings.Row row : event.standings.rows()) {
      if (players.isEmpty() || players.get().contains(row.player().startNumber())) {
        rows.add(row);
      }
    }
    // The reasoning answers every player first.
    Map<Integer, List<SingleRound.Bounded>> reasonedBy = new HashMap<>();
    Map<Integer, Long> usedBy = new HashMap<>();
    for (int i = 0; i < rows.size() && single.isPresent(); i++) {
      int p = event.positions.get(rows.get(i).player().startNumber());
      Budget budget = new Budget(completions, share(timed, deadline, rows.size() - i), timed);
      reasonedBy.put(p, single.get().extremes(p, budget));
      usedBy.put(p, budget.examined());
      examined += budget.examined();
    }
    // Then it settles what it left open, the searches sharing the time it leaves.
    List<Integer> unsettled = new ArrayList<>();
    for (Standings.Row row : rows) {
      int p = event.positions.get(row.player().startNumber());
      List<SingleRound.Bounded> each = reasonedBy.getOrDefault(p, List.of());
      if (!each.isEmpty() && !each.stream().allMatch(SingleRound.Bounded::exact)) {
        unsettled.add(p);
      }
    }
    // A short try for each first, so that the time goes to the answers it can settle; then
    // longer ones for the rest.
    for (long most : SingleRound.SETTLING) {
      for (int i = 0; i < unsettled.size(); i++) {
        int p = unsettled.get(i);
        Budget budget = new Budget(Math.max(0, completions - usedBy.get(p)),
            share(timed, deadline, unsettled.size() - i), timed);
        List<SingleRound.Bounded> each = new ArrayList<>(reasonedBy.get(p));
        for (int r : event.bestFirst(p)) {
          if (!each.get(r).exact()) {
            each.set(r, single.get().settle(p, r, most, budget));
          }
        }
        reasonedBy.put(p, each);
        usedBy.merge(p, budget.examined(), Long::sum);
        examined += budget.examined();
      }
      unsettled.removeIf(p -> reasonedBy.get(p).stream().allMatch(SingleRound.Bounded::exact));
    }
    // The players the reasoning left open are searched, or every player without it, each with
    // an equal share of the time left and what the reasoning left of the question's completions.
    // A search its share of the time stopped is searched again with the time the others left,
    // pass after pass, until none is stopped or a pass decides none (the last search of a pass
    // has all the time left); one its completions stopped is not.
    List<Integer> toSearch = single.isPresent() ? unsettled : rows.stream()
        .map(row -> event.positions.get(row.player().startNumber())).toList();
    Map<Integer, PlaceSearch> searches = new HashMap<>();
    boolean decided = true;
    while (decided && !toSearch.isEmpty()) {
      decided = false;
      List<Integer> stopped = new ArrayList<>();
      for (int i = 0; i < toSearch.size(); i++) {
        int p = toSearch.get(i);
        Budget budget = new Budget(Math.max(0, completions - usedBy.getOrDefault(p, 0L)),
            share(timed, deadline, toSearch.size() - i), timed);
        PlaceSearch search = new PlaceSearch(event, p, budget, false).run();
        examined += budget.examined();
        usedBy.merge(p, budget.examined(), Long::sum);
        PlaceSearch before = searches.put(p, search);
        if (before != null) {
          // The places the stopped search reached are real: kept where this one stops too.
          search.add(before);
        }
        if (!search.stopped) {
          decided = true;
        } else if (timed && usedBy.get(p) < completions) {
          stopped.add(p);
        }
      }
      toSearch = stopped;
    }
    for (Standings.Row row : rows) {
      int number = row.player().startNumber();
      int p = event.positions.get(number);
      List<SingleRound.Bounded> reasoned = reasonedBy.getOrDefault(p, List.of());
      Extremes overall;
      Extremes[][] own;
      PlaceRange bounds = bounds(event, p);
      int games = event.gamesOf[p].length;
      SingleRound.Bounded[] byClass = byClass(event, p, reasoned);
      if (!reasoned.isEmpty()) {
        int best = reasoned.stream().mapToInt(SingleRound.Bounded::best).min().getAsInt();
        int worst = reasoned.stream().mapToInt(SingleRound.Bounded::worst).max().getAsInt();
        bounds = new PlaceRange(Math.max(best, bounds.best()), Math.min(worst, bounds.worst()));
      }
      boolean complete = true;
      if (!reasoned.isEmpty() && reasoned.stream().allMatch(SingleRound.Bounded::exact)) {
        overall = new Extremes();
        own = new Extremes[games][3];
        for (Extremes[] each : own) {
          Arrays.setAll(each, r -> new Extremes());
        }
      } else {
        PlaceSearch search = searches.get(p);
        complete = !search.stopped;
        overall = search.overall;
        own = search.own;
      }
      // The completions the reasoning ranked are completions too (where it is exact, all it
      // takes).
      for (SingleRound.Bounded each : reasoned) {
        overall.add(each.found());
      }
      for (int c = 0; games > 0 && c < 3; c++) {
        if (byClass[c] != null) {
          own[0][c].add(byClass[c].found());
        }
      }
      List<PlayerScenarios.AfterResult> afterResults = new ArrayList<>();
      int[] mine = event.gamesOf[p];
      for (int i = 0; i < mine.length; i++) {
        PendingGame game = event.games.get(mine[i]);
        int[] order = game.white() == number ? new int[] {0, 1, 2} : new int[] {2, 1, 0};
        for (int r : order) {
          if (event.hasClass(mine[i], r)) {
            PlaceRange bounded = bounds(event, p, mine[i], r);
            if (!reasoned.isEmpty()) {
              bounded = new PlaceRange(Math.max(bounded.best(), byClass[r].best()),
                  Math.min(bounded.worst(), byClass[r].worst()));
            }
            // A result the reasoning made exact is known even where the search stopped: the
            // completions it ranked reach both ends of its bounds.
            afterResults.add(new PlayerScenarios.AfterResult(game, GameSource.RESULTS[r],
                known(own[i][r], complete, bounded), bounded, own[i][r].reached()));
          }
        }
      }
      PlaceSearch leaves = null;
      if (conditionsFor.contains(number)) {
        Budget more = new Budget(completions, deadline, timed);
        leaves = new PlaceSearch(event, p, more, true).run();
        examined += more.examined();
        if (leaves.stopped) {
          leaves = null;
        }
      }
      Map<Target, TargetAnswer> answers = new LinkedHashMap<>();
      for (Target target : targets) {
        Chance chance;
        Optional<Message> conditions = Optional.empty();
        Optional<Message> ties = Optional.empty();
        if (target.isPrize()) {
          int k = prizeIds.indexOf(target.prizeId().get());
          boolean[] seen = prizeSearch.seen[p][k];
          chance = !prizeSearch.stopped ? Chance.of(seen[0], seen[1], seen[2])
              : seen[0] && seen[2] ? Chance.OPEN : Chance.UNDECIDED;
          if (conditionsFor.contains(number) && !prizeSearch.stopped
              && !prizeSearch.nodes.isEmpty()) {
            List<Integer> outcomes = new ArrayList<>();
            for (byte[] node : prizeSearch.outcomes) {
              outcomes.add((int) node[p * prizeIds.size() + k]);
            }
            conditions = Conditions.of(event, p, prizeSearch.nodes, outcomes, 0);
            ties = seen[1] ? Conditions.of(event, p, prizeSearch.nodes, outcomes, 1)
                : Optional.empty();
          }
        } else {
          chance = overall.chance(target.places(), complete, bounds);
          if (leaves != null) {
            List<int[]> nodes = new ArrayList<>();
            List<Integer> outcomes = new ArrayList<>();
            boolean tie = false;
            for (PlaceSearch.Leaf leaf : leaves.leaves) {
              nodes.add(leaf.results());
              int outcome = leaf.b() <= target.places() ? 0 : leaf.a() > target.places() ? 2 : 1;
              tie |= outcome == 1;
              outcomes.add(outcome);
            }
            conditions = Conditions.of(event, p, nodes, outcomes, 0);
            ties = tie ? Conditions.of(event, p, nodes, outcomes, 1) : Optional.empty();
          }
        }
        if (conditions.isEmpty() && conditionsFor.contains(number)) {
          // A target clinched or out of reach is so however the games end: no results to
          // write, whatever the size of the event or the limit.
          conditions = Conditions.decided(chance);
        }
        answers.put(target, new TargetAnswer(number, target, chance, conditions, ties));
      }
      analysed.add(new PlayerScenarios(number, row.score(), event.score(event.lowest[p]),
          event.score(event.highest[p]), known(overall, complete, bounds), bounds,
          overall.reached(), afterResults, answers));
    }
    java.math.BigInteger ways = java.math.BigInteger.ONE;
    for (int g = 0; g < event.white.length; g++) {
      ways = ways.multiply(java.math.BigInteger.valueOf(event.outcomes(g)));
    }
    return new ScenarioReport(event.standings, event.games, ways, targets, analysed, examined);
  }

  /**
   * The place range where it is known: every completion examined, or the bounds one place, or
   * each end of the bounds reached by a completion examined.
   */
  private static Optional<PlaceRange> known(Extremes seen, boolean complete, PlaceRange bounds) {
    Optional<PlaceRange> reached = seen.reached();
    if (complete) {
      return reached;
    }
    return bounds.best() == bounds.worst() || reached.equals(Optional.of(bounds))
        ? Optional.of(bounds) : Optional.empty();
  }

  /**
   * The reasoning's answers after each result of a player's one game, gathered by the game's
   * classes (won, drawn or lost by its first side): a team's match with one board pending has
   * that board's three results, two of which may be one result of the match. Null for a class
   * no result has, and for every class without a game or an answer.
   */
  private static SingleRound.Bounded[] byClass(Event event, int p,
      List<SingleRound.Bounded> byResult) {
    SingleRound.Bounded[] each = new SingleRound.Bounded[3];
    for (int r = 0; event.gamesOf[p].length > 0 && r < byResult.size(); r++) {
      int c = event.classOf(event.gamesOf[p][0], r);
      each[c] = each[c] == null ? byResult.get(r) : each[c].and(byResult.get(r));
    }
    return each;
  }

  /** The deadline of one of {@code left} questions sharing the time left equally. */
  private static long share(boolean timed, long deadline, int left) {
    if (!timed) {
      return deadline;
    }
    long now = System.nanoTime();
    return now + Math.max(0, deadline - now) / Math.max(1, left);
  }

  /**
   * The places a player surely finishes within, by scores alone: below every player whose lowest
   * score passes the player's highest, above every player whose highest falls short of the
   * player's lowest, and below someone where the pending games cannot all go so that nobody
   * passes the player's highest ({@link ScoreFlow}).
   */
  private static PlaceRange bounds(Event event, int p) {
    PlaceRange byScores = bounds(event, p, event.lowest[p], event.highest[p]);
    if (byScores.best() == 1 && ScoreFlow.applies(event) && !ScoreFlow.canLead(event, p)) {
      return new PlaceRange(2, byScores.worst());
    }
    return byScores;
  }

  /**
   * The places a player surely finishes within after a class of result of a game (won, drawn or
   * lost by its first side), by scores alone: a team's match of that class may end with several
   * scores.
   */
  private static PlaceRange bounds(Event event, int p, int game, int wanted) {
    long least = Long.MAX_VALUE;
    long most = Long.MIN_VALUE;
    for (int r = 0; r < event.outcomes(game); r++) {
      if (event.classOf(game, r) == wanted) {
        least = Math.min(least, event.points(game, p, r));
        most = Math.max(most, event.points(game, p, r));
      }
    }
    return bounds(event, p, event.lowest[p] - event.least(game, p) + least,
        event.highest[p] - event.most(game, p) + most);
  }

  /** The places of a player whose final score lies within {@code lowest} and {@code highest}. */
  private static PlaceRange bounds(Event event, int p, long lowest, long highest) {
    int above = 0;
    int below = 0;
    for (int q = 0; q < event.n; q++) {
      if (q == p || !event.ranked[q]) {
        continue;
      }
      if (event.lowest[q] > highest) {
        above++;
      }
      if (event.highest[q] < lowest) {
        below++;
      }
    }
    return new PlaceRange(above + 1, event.rankedCount - below);
  }

  @Override
  public String toString() {
    String name = tournament instanceof TeamTournament team ? team.name()
        : ((Tournament) tournament).name();
    return "Scenarios[" + name + ", " + ruleset.name() + ", targets=" + targets
        + ", limit=" + limit + "]";
  }
}
