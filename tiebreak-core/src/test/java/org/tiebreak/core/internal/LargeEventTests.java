package org.tiebreak.core.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.tiebreak.api.Explanation;
import org.tiebreak.api.GameResult;
import org.tiebreak.api.Pairing;
import org.tiebreak.api.Player;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.Score;
import org.tiebreak.api.Standings;
import org.tiebreak.api.TiebreakContext;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.ValueRule;
import org.tiebreak.core.TiebreakEngine;
import org.tiebreak.core.rules.Cumulative;
import org.tiebreak.core.rules.Kashdan;
import org.tiebreak.core.rules.Median;
import org.tiebreak.core.rules.ModifiedMedian;
import org.tiebreak.core.rules.Solkoff;
import org.tiebreak.core.rules.SonnebornBerger;

/**
 * The engine on an event with score groups of 64 players and more, where it sorts by
 * counting, against a plain comparison sort of the same figures; and the figures that drop the
 * lowest and highest opponents against their explanations, which sort.
 */
class LargeEventTests {

  /** 601 players, 9 rounds, paired by score, with forfeits and half-point byes. */
  static final Tournament EVENT = swiss(601, 9, 7);

  /** Games lost over the board, fewer is better: a figure rule that sorts the other way. */
  record Losses() implements IndexedValueRule {
    @Override
    public String code() {
      return "LOST";
    }

    @Override
    public String name() {
      return "Games lost";
    }

    @Override
    public boolean lowerIsBetter() {
      return true;
    }

    @Override
    public long denominator() {
      return 1;
    }

    @Override
    public long[] figures(TiebreakContext context) {
      return context.shared(this, c -> {
        Index index = Index.of(c);
        long[] lost = new long[index.players()];
        for (int i = 0; i < lost.length; i++) {
          for (int r = 0; r < index.rounds(); r++) {
            lost[i] += index.kind(i, r) == ResultKind.LOSS ? 1 : 0;
          }
        }
        return lost;
      });
    }

    @Override
    public Explanation explain(int player, TiebreakContext context) {
      return Explanation.builder().rule(code()).ruleName(name()).player(player)
          .value(value(player, context)).build();
    }
  }

  /** The start number modulo 7 as a Score, not a figure: the engine's general sort. */
  record NumberMod7() implements ValueRule {
    @Override
    public String code() {
      return "MOD7";
    }

    @Override
    public String name() {
      return "Start number modulo 7";
    }

    @Override
    public Score value(int player, TiebreakContext context) {
      return Score.of(player % 7, 2);
    }

    @Override
    public Explanation explain(int player, TiebreakContext context) {
      return Explanation.builder().rule(code()).ruleName(name()).player(player)
          .value(value(player, context)).build();
    }
  }

  @Test
  void rank_largeScoreGroups_ordersAsAComparisonSortOfTheFigures() {
    List<ValueRule> chains = List.of(new Losses(), SonnebornBerger.uscf(), Kashdan.uscf(),
        Cumulative.uscf(), new NumberMod7(), ModifiedMedian.uscf(), Solkoff.uscf());
    Ruleset ruleset = Ruleset.builder().name("large").addAllRules(chains).build();
    Standings standings = TiebreakEngine.rank(EVENT, ruleset);

    List<Integer> expected = new ArrayList<>();
    for (Player player : EVENT.players()) {
      expected.add(player.startNumber());
    }
    Comparator<Integer> byChain = Comparator.comparing(EVENT::score, Comparator.reverseOrder());
    for (ValueRule rule : chains) {
      Comparator<Score> direction =
          rule.lowerIsBetter() ? Comparator.naturalOrder() : Comparator.reverseOrder();
      byChain = byChain.thenComparing(p -> standings.row(p).values().get(rule.code()), direction);
    }
    expected.sort(byChain);
    List<Integer> actual = new ArrayList<>();
    for (Standings.Row row : standings.rows()) {
      actual.add(row.player().startNumber());
    }
    assertEquals(expected, actual);
    int largest = 0;
    for (int p = 0, start = 0; p <= actual.size(); p++) {
      if (p == actual.size() || !EVENT.score(actual.get(p)).equals(EVENT.score(actual.get(start)))) {
        largest = Math.max(largest, p - start);
        start = p;
      }
    }
    assertTrue(largest >= 64, "a score group large enough to be sorted by counting: " + largest);
  }

  @Test
  void figures_droppingLowestAndHighest_matchTheirExplanations() {
    for (ValueRule rule : List.of(ModifiedMedian.uscf(), ModifiedMedian.mca(), Median.uscf(),
        new Median(0, Median.uscf().opponentUnplayed(), Median.uscf().ownUnplayed()),
        Solkoff.uscf())) {
      Standings standings = TiebreakEngine.rank(EVENT,
          Ruleset.builder().name("one").addRules(rule).build());
      for (Player player : EVENT.players()) {
        int number = player.startNumber();
        assertEquals(standings.explain(number, rule.code()).value().orElseThrow(),
            standings.row(number).values().get(rule.code()), rule + " of player " + number);
      }
    }
  }

  /** A seeded Swiss: by score each round, neighbours paired, the odd one out given a bye. */
  static Tournament swiss(int n, int rounds, long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    Tournament.Builder builder = Tournament.builder().plannedRounds(rounds);
    for (int p = 1; p <= n; p++) {
      builder.addPlayer(Player.of(p, "Player " + p));
    }
    int[] halfPoints = new int[n + 1];
    GameResult[] results = GameResult.values();
    for (int r = 0; r < rounds; r++) {
      List<Pairing> round = new ArrayList<>();
      Integer[] pool = new Integer[n];
      int m = 0;
      for (int p = 1; p <= n; p++) {
        if (random.nextInt(100) < 2) {
          round.add(Pairing.bye(p, ResultKind.HALF_POINT_BYE));
          halfPoints[p] += 1;
        } else {
          pool[m++] = p;
        }
      }
      Arrays.sort(pool, 0, m, Comparator.comparingInt((Integer p) -> -halfPoints[p])
          .thenComparingInt(p -> p));
      if (m % 2 == 1) {
        int p = pool[--m];
        round.add(Pairing.bye(p, ResultKind.PAIRING_ALLOCATED_BYE));
        halfPoints[p] += 2;
      }
      for (int k = 0; k < m; k += 2) {
        int u = random.nextInt(100);
        GameResult result = u < 40 ? GameResult.WHITE_WINS : u < 70 ? GameResult.DRAW
            : u < 97 ? GameResult.BLACK_WINS : results[3 + random.nextInt(3)];
        int white = k % 4 == 0 ? pool[k] : pool[k + 1];
        int black = k % 4 == 0 ? pool[k + 1] : pool[k];
        round.add(Pairing.game(white, black, result));
        halfPoints[white] += result.white().halfPoints();
        halfPoints[black] += result.black().halfPoints();
      }
      builder.addRound(round);
    }
    return builder.build();
  }
}
