package org.tiebreak.testkit.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Random;
import java.util.Set;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.tiebreak.api.Player;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.RoundResult;
import org.tiebreak.api.Score;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.rule.GroupOrder;
import org.tiebreak.api.rule.GroupRule;
import org.tiebreak.api.rule.TiedGroup;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.core.TiebreakEngine;
import org.tiebreak.core.rules.Forfeits;
import org.tiebreak.core.rules.Tiebreaks;

/**
 * Result between tied players and Head-to-head, each alone in its ruleset so that the tied groups
 * are whole score groups; and the speed play-off.
 */
class GroupRuleProperties {

  @Provide
  Arbitrary<Tournament> events() {
    return Events.any();
  }

  /** The players by score, best score first, each group in start-number order. */
  static List<List<Integer>> scoreGroups(Tournament tournament) {
    Map<Score, List<Integer>> groups = new LinkedHashMap<>();
    tournament.players().stream().map(Player::startNumber)
        .sorted((a, b) -> tournament.score(b).compareTo(tournament.score(a)))
        .forEach(p -> groups.computeIfAbsent(tournament.score(p), s -> new ArrayList<>()).add(p));
    return new ArrayList<>(groups.values());
  }

  private static boolean counts(Forfeits forfeits, ResultKind kind) {
    return kind.isPlayed() || (forfeits == Forfeits.COUNTED_AS_GAMES && kind.isForfeit());
  }

  /**
   * Result between tied players: the values inside every tied group sum to zero, each is the
   * plus/minus of the player's counted games against the group, a lone player gets none, and
   * the group is ordered by it (higher first), equal values sharing a place.
   */
  @Property(tries = 200)
  void resultBetweenTied_valuesSumToZeroInEveryGroup(@ForAll("events") Tournament tournament) {
    for (Forfeits forfeits : Forfeits.values()) {
      GroupRule rule = Tiebreaks.resultBetweenTiedPlayers(forfeits);
      Standings standings = TiebreakEngine.rank(tournament, RuleCatalogue.only(rule));
      for (List<Integer> group : scoreGroups(tournament)) {
        if (group.size() == 1) {
          assertTrue(standings.row(group.get(0)).values().isEmpty(),
              rule + ": a player alone on a score has no figure");
          continue;
        }
        Score sum = Score.ZERO;
        for (int p : group) {
          long plusMinus = 0;
          List<RoundResult> results = tournament.results(p);
          for (int r = 0; r < results.size(); r++) {
            RoundResult result = results.get(r);
            if (result.opponent().isPresent() && group.contains(result.opponent().getAsInt())
                && counts(forfeits, result.kind())) {
              int opponentPoints = tournament.result(result.opponent().getAsInt(), r + 1).kind()
                  .halfPoints();
              plusMinus += Integer.signum(result.kind().halfPoints() - opponentPoints);
            }
          }
          Score value = standings.row(p).values().get(rule.code());
          assertEquals(Score.of(plusMinus), value, rule + " of player " + p + " in " + group);
          sum = sum.plus(value);
        }
        assertEquals(Score.ZERO, sum, rule + ": the values of " + group + " do not sum to 0");
        for (int p : group) {
          for (int q : group) {
            int byValue = standings.row(p).values().get(rule.code())
                .compareTo(standings.row(q).values().get(rule.code()));
            int byRank = Integer.compare(standings.row(q).rank(), standings.row(p).rank());
            assertEquals(Integer.signum(byValue), Integer.signum(byRank),
                rule + ": players " + p + " and " + q);
          }
        }
      }
    }
  }

  /**
   * Head-to-head gives values only to a tied group of exactly two who met (in a game that
   * counts); the values are the points each scored in those games, and the one with more ranks
   * first; anything else stays tied.
   */
  /**
   * The plus/minus of any group (scores equal or not, up to 16 players, so that groups small
   * enough for the marks shortcut and larger ones both come up) against one counted round by
   * round from the players' results.
   */
  @Property(tries = 300)
  void resultBetweenTied_isThePlusMinusOfTheGamesInsideTheGroup(
      @ForAll("events") Tournament tournament, @ForAll long seed) {
    Random random = new Random(seed);
    List<Integer> players = Events.numbers(tournament);
    Collections.shuffle(players, random);
    List<Integer> members =
        List.copyOf(players.subList(0, Math.min(players.size(), 1 + random.nextInt(16))));
    for (Forfeits forfeits : Forfeits.values()) {
      GroupOrder order = Tiebreaks.resultBetweenTiedPlayers(forfeits)
          .order(new TiedGroup(members, 1), new PlainContext(tournament, OptionalLong.empty()));
      for (int p : members) {
        long plusMinus = 0;
        List<RoundResult> results = tournament.results(p);
        for (int r = 0; r < results.size(); r++) {
          RoundResult mine = results.get(r);
          int o = mine.opponentOrZero();
          boolean counted = mine.kind().isPlayed()
              || forfeits == Forfeits.COUNTED_AS_GAMES && mine.kind().isForfeit();
          if (o != 0 && o != p && members.contains(o) && counted) {
            Score theirs = tournament.result(o, r + 1).points();
            plusMinus += Integer.signum(mine.points().compareTo(theirs));
          }
        }
        assertEquals(Score.of(plusMinus), order.values().get(p),
            forfeits + ": player " + p + " in " + members);
      }
    }
  }

  @Property(tries = 200)
  void headToHead_valuesOnlyForTwoWhoMet(@ForAll("events") Tournament tournament) {
    for (Forfeits forfeits : Forfeits.values()) {
      GroupRule rule = Tiebreaks.headToHead(forfeits);
      Standings standings = TiebreakEngine.rank(tournament, RuleCatalogue.only(rule));
      for (List<Integer> group : scoreGroups(tournament)) {
        int games = 0;
        Score first = Score.ZERO;
        Score second = Score.ZERO;
        if (group.size() == 2) {
          int a = group.get(0);
          int b = group.get(1);
          List<RoundResult> results = tournament.results(a);
          for (int r = 0; r < results.size(); r++) {
            RoundResult result = results.get(r);
            if (result.opponentOrZero() == b && counts(forfeits, result.kind())) {
              games++;
              first = first.plus(result.points());
              second = second.plus(tournament.result(b, r + 1).points());
            }
          }
        }
        for (int k = 0; k < group.size(); k++) {
          int p = group.get(k);
          Optional<Score> value = Optional.ofNullable(standings.row(p).values()
              .get(rule.code()));
          if (games == 0) {
            assertFalse(value.isPresent(), rule + ": player " + p + " of " + group
                + " has a value " + value);
            assertEquals(standings.row(group.get(0)).place(), standings.row(p).place(),
                rule + ": " + group + " must stay tied");
          } else {
            assertEquals(Optional.of(k == 0 ? first : second), value,
                rule + ": player " + p + " of " + group);
          }
        }
        if (games > 0) {
          int byPoints = first.compareTo(second);
          int byRank = Integer.compare(standings.row(group.get(1)).rank(),
              standings.row(group.get(0)).rank());
          assertEquals(Integer.signum(byPoints), Integer.signum(byRank), rule + ": " + group);
        }
      }
    }
  }

  /** The speed play-off splits nothing and remarks on every player of a group of two or more. */
  @Property(tries = 100)
  void speedPlayOff_leavesEveryGroupTiedWithTheRemark(@ForAll("events") Tournament tournament,
      @ForAll long seed) {
    Standings standings = TiebreakEngine.rank(tournament,
        RuleCatalogue.only(Tiebreaks.speedPlayOff()), seed);
    for (List<Integer> group : scoreGroups(tournament)) {
      for (int p : group) {
        Standings.Row row = standings.row(p);
        assertEquals(standings.row(group.get(0)).rank(), row.rank());
        assertEquals(group.size() > 1 ? Optional.of(Tiebreaks.PLAY_OFF_REMARK) : Optional.empty(),
            row.remark());
        assertTrue(row.values().isEmpty());
      }
    }
  }

  /** The sub-groups as sets, best first. */
  private static List<Set<Integer>> sets(GroupOrder order) {
    List<Set<Integer>> sets = new ArrayList<>();
    for (List<Integer> group : order.groups()) {
      assertFalse(group.isEmpty(), "an empty sub-group in " + order);
      sets.add(new HashSet<>(group));
    }
    return sets;
  }

  /**
   * Called directly on any group of players (not only a score group), through a context of the
   * caller's own, every group rule returns an ordering of exactly those players that does not
   * depend on the order they are given in (drawing of lots included, seeded or not); the figures
   * of Result between tied players sum to zero over any group, and Head-to-head gives figures
   * only to two players who met. Apart from lots, the place contended for changes nothing.
   */
  @Property(tries = 150)
  void anyGroup_orderIgnoresTheOrderTheGroupIsGivenIn(@ForAll("events") Tournament tournament,
      @ForAll long seed) {
    Random random = new Random(seed);
    List<Integer> players = Events.numbers(tournament);
    Collections.shuffle(players, random);
    List<Integer> members = new ArrayList<>(players.subList(0, 1 + random.nextInt(players.size())));
    List<Integer> reordered = new ArrayList<>(members);
    Collections.shuffle(reordered, random);
    int places = players.size() - members.size() + 1;
    int firstPlace = 1 + random.nextInt(places);
    int otherPlace = 1 + random.nextInt(places);
    for (GroupRule rule : RuleCatalogue.groupRules()) {
      for (OptionalLong lotSeed : List.of(OptionalLong.empty(), OptionalLong.of(seed))) {
        String what = rule + " on " + members + " for place " + firstPlace + " seed " + lotSeed;
        GroupOrder order = rule.order(new TiedGroup(members, firstPlace),
            new PlainContext(tournament, lotSeed));
        GroupOrder again = rule.order(new TiedGroup(reordered, firstPlace),
            new PlainContext(tournament, lotSeed));
        List<Integer> all = new ArrayList<>();
        order.groups().forEach(all::addAll);
        assertEquals(members.size(), all.size(), what + ": " + order);
        assertEquals(new HashSet<>(members), new HashSet<>(all), what + ": " + order);
        assertEquals(sets(order), sets(again), what + ": given as " + reordered);
        assertEquals(order.values(), again.values(), what + ": given as " + reordered);
        assertEquals(order.byLot(), again.byLot(), what);
        assertEquals(order.remark(), again.remark(), what);
        assertTrue(members.containsAll(order.values().keySet()), what + ": " + order);
        if (!rule.code().equals("LOTS")) {
          GroupOrder elsewhere = rule.order(new TiedGroup(reordered, otherPlace),
              new PlainContext(tournament, lotSeed));
          assertEquals(sets(order), sets(elsewhere), what + " and place " + otherPlace);
          assertEquals(order.values(), elsewhere.values(), what + " and place " + otherPlace);
        }
        if (rule.code().equals("TIED")) {
          assertEquals(new HashSet<>(members), order.values().keySet(), what);
          Score sum = Score.ZERO;
          for (Score value : order.values().values()) {
            sum = sum.plus(value);
          }
          assertEquals(Score.ZERO, sum, what + ": " + order.values());
        }
        if (rule.code().equals("H2H") && !order.values().isEmpty()) {
          assertEquals(2, members.size(), what);
          assertTrue(tournament.results(members.get(0)).stream()
              .anyMatch(r -> r.opponentOrZero() == members.get(1)), what + ": never met");
        }
      }
    }
  }
}
