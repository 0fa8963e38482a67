package org.tiebreak.core.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.tiebreak.api.GameResult;
import org.tiebreak.api.Pairing;
import org.tiebreak.api.Player;
import org.tiebreak.api.PointSystem;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.Score;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.rule.Crosstable;
import org.tiebreak.api.rule.Figures;
import org.tiebreak.api.rule.TiebreakContext;
import org.tiebreak.api.rule.ValueRule;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.core.TiebreakEngine;
import org.tiebreak.core.rules.CumulativeDeduction;
import org.tiebreak.core.rules.Forfeits;
import org.tiebreak.core.rules.MinusScoreDrop;
import org.tiebreak.core.rules.OpponentUnplayed;
import org.tiebreak.core.rules.OwnUnplayed;
import org.tiebreak.core.rules.Tiebreaks;

/**
 * The engine on an event with score groups of 64 players and more, where it sorts by
 * counting, against a plain comparison sort of the same figures; and the figures that drop the
 * lowest and highest opponents against their explanations, which sort.
 */
class LargeEventTests {

  /** Modified Median as US Chess rule 34E1 has it. */
  static final ValueRule MODIFIED_MEDIAN = Tiebreaks.modifiedMedian(MinusScoreDrop.HIGHEST, 9,
      OpponentUnplayed.COUNT_HALF, OwnUnplayed.ZERO_OPPONENT);
  /** Solkoff as US Chess rule 34E2 has it. */
  static final ValueRule SOLKOFF =
      Tiebreaks.solkoff(OpponentUnplayed.COUNT_HALF, OwnUnplayed.ZERO_OPPONENT);

  /** 601 players, 9 rounds, paired by score, with forfeits and half-point byes. */
  static final Tournament EVENT = swiss(601, 9, 7);

  /** Games lost over the board, fewer is better: a figure rule that sorts the other way. */
  record Losses() implements ValueRule {
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
    public Figures figures(TiebreakContext context) {
      Crosstable table = context.crosstable();
      long[] lost = new long[table.players()];
      for (int p = 0; p < lost.length; p++) {
        for (int r = 0; r < table.rounds(); r++) {
          lost[p] += table.kind(p, r) == ResultKind.LOSS ? 1 : 0;
        }
      }
      return Figures.of(lost);
    }
  }

  /** The start number modulo 7 in half points, given player by player. */
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
  }

  /**
   * The start number modulo 5 plus a tiny fraction whose denominator, a prime near 2^31, depends
   * on the start number modulo 3: the figures have no common denominator in 64 bits, so the
   * engine compares them as fractions.
   */
  record NoCommonDenominator() implements ValueRule {
    private static final long[] PRIMES = {2147483647L, 2147483629L, 2147483587L};

    @Override
    public String code() {
      return "FRAC";
    }

    @Override
    public String name() {
      return "Fractions without a common denominator";
    }

    @Override
    public Score value(int player, TiebreakContext context) {
      return Score.of(player % 5).plus(Score.of(1, PRIMES[player % 3]));
    }
  }

  @Test
  void rank_largeScoreGroups_ordersAsAComparisonSortOfTheFigures() {
    List<ValueRule> chains = List.of(new Losses(),
        Tiebreaks.sonnebornBerger(OpponentUnplayed.AS_SCORED, Forfeits.NOT_COUNTED),
        Tiebreaks.kashdan(0), new NoCommonDenominator(),
        Tiebreaks.cumulative(CumulativeDeduction.FULL_AND_HALF), new NumberMod7(),
        MODIFIED_MEDIAN, SOLKOFF);
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

  /**
   * A point system whose values are far apart in units (99.9999 points for a win, 0.0001 for a
   * draw: 999,999 units) spreads the scores of two rounds over a range of two million units:
   * ranked by comparing scores, without an array the size of the range (8 MB).
   */
  @Test
  void rank_scoresSpreadFarWiderThanTheField_noArrayTheSizeOfTheRange() {
    Tournament.Builder builder = Tournament.builder().plannedRounds(2)
        .pointSystem(PointSystem.builder().win(Score.parse("99.9999"))
            .draw(Score.parse("0.0001")).build());
    Tournament small = swiss(41, 2, 3);
    for (Player player : small.players()) {
      builder.addRow(player, small.results(player.startNumber()));
    }
    Tournament event = builder.build();
    Ruleset lots = Ruleset.builder().name("score").addRules(Tiebreaks.drawingOfLots()).build();
    TiebreakEngine.rank(event, lots);
    com.sun.management.ThreadMXBean threads =
        (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    long before = threads.getThreadAllocatedBytes(Thread.currentThread().getId());
    Standings standings = TiebreakEngine.rank(event, lots);
    long allocated = threads.getThreadAllocatedBytes(Thread.currentThread().getId()) - before;
    assertTrue(allocated < 1_000_000, "allocated " + allocated + " bytes");
    List<Score> scores = new ArrayList<>();
    standings.rows().forEach(row -> scores.add(row.score()));
    List<Score> sorted = new ArrayList<>(scores);
    sorted.sort(Comparator.reverseOrder());
    assertEquals(sorted, scores);
    assertEquals(Score.parse("199.9998"), scores.get(0));
  }

  /**
   * A field of 4,001 players over four rounds under 29.9998 points for a win and 14.9999 for a
   * draw (299,998 units a round, near the most four rounds may give) has scores spread over 1.2
   * million units, 300 times the field, so the players are sorted by comparing their scores: they
   * rank exactly as under 1-½-0 (every point 29.9998 times as many, the ties broken in the same
   * order), and the ranking costs no more memory than under 1-½-0, where an array of the range
   * took 4.8 MB.
   */
  @Test
  void rank_scoresSpreadFarWiderThanALargeField_sameOrderAsUnderOneHalfZero() {
    Score factor = Score.parse("29.9998");
    Tournament standard = swiss(4001, 4, 11);
    Tournament.Builder builder = Tournament.builder().plannedRounds(4).pointSystem(
        PointSystem.builder().win(factor).draw(factor.times(Score.HALF)).build());
    for (Player player : standard.players()) {
      builder.addRow(player, standard.results(player.startNumber()));
    }
    Tournament spread = builder.build();
    Ruleset ruleset = Ruleset.builder().name("spread")
        .addRules(Tiebreaks.cumulative(CumulativeDeduction.NONE), Tiebreaks.mostWins(),
            Tiebreaks.mostBlacks(Forfeits.NOT_COUNTED), Tiebreaks.drawingOfLots())
        .build();
    TiebreakEngine.rank(standard, ruleset, 5);
    TiebreakEngine.rank(spread, ruleset, 5);
    com.sun.management.ThreadMXBean threads =
        (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    long thread = Thread.currentThread().getId();
    long before = threads.getThreadAllocatedBytes(thread);
    Standings expected = TiebreakEngine.rank(standard, ruleset, 5);
    long between = threads.getThreadAllocatedBytes(thread);
    Standings actual = TiebreakEngine.rank(spread, ruleset, 5);
    long after = threads.getThreadAllocatedBytes(thread);
    long extra = (after - between) - (between - before);
    assertTrue(extra < 1_000_000, "allocated " + (after - between) + " bytes against "
        + (between - before) + " under 1-½-0");
    assertEquals(expected.rows().size(), actual.rows().size());
    long distinct = actual.rows().stream().map(row -> row.score()).distinct().count();
    assertTrue(distinct >= 8, "scores in " + distinct + " groups");
    for (int i = 0; i < expected.rows().size(); i++) {
      var want = expected.rows().get(i);
      var got = actual.rows().get(i);
      assertEquals(want.player().startNumber(), got.player().startNumber(), "row " + (i + 1));
      assertEquals(want.place(), got.place(), "place of row " + (i + 1));
      assertEquals(want.score().times(factor), got.score(), "score of row " + (i + 1));
    }
  }

  /**
   * Figures are whole units of 64 bits: an event whose scores could make them overflow (9999.9999
   * points for a win over 1,000 rounds, where a Sonneborn-Berger multiplies scores of ten
   * million points by 9999.9999) is refused, saying why, never ranked with wrapped figures.
   */
  @Test
  void rank_scoresTooLargeForExactFigures_refused() {
    PointSystem huge = PointSystem.builder().win(Score.parse("9999.9999"))
        .draw(Score.parse("0.0001")).build();
    Ruleset ruleset = Ruleset.builder().name("solkoff").addRules(SOLKOFF).build();
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> TiebreakEngine.rank(alternating(1000, huge), ruleset));
    assertEquals("the scores of this event are too large to rank exactly: over 1000 rounds a"
        + " round gives up to 9999.9999 points, counted in steps of 0.0001 (" + huge + "), and"
        + " the tie-breaks that multiply scores would not fit in 64 bits", e.getMessage());
    assertEquals(2, TiebreakEngine.rank(alternating(1000, PointSystem.STANDARD), ruleset).rows()
        .size(), "1-½-0 over 1,000 rounds is ranked");
  }

  /** Two players over {@code rounds} rounds, White winning every game. */
  private static Tournament alternating(int rounds, PointSystem points) {
    Tournament.Builder builder = Tournament.builder().plannedRounds(rounds).pointSystem(points)
        .addPlayer(Player.of(1, "A")).addPlayer(Player.of(2, "B"));
    for (int r = 0; r < rounds; r++) {
      builder.addRound(r % 2 == 0 ? Pairing.game(1, 2, GameResult.WHITE_WINS)
          : Pairing.game(2, 1, GameResult.WHITE_WINS));
    }
    return builder.build();
  }

  @Test
  void figures_droppingLowestAndHighest_matchTheirExplanations() {
    for (ValueRule rule : List.of(MODIFIED_MEDIAN,
        Tiebreaks.modifiedMedian(MinusScoreDrop.LOWEST, 0, OpponentUnplayed.COUNT_HALF,
            OwnUnplayed.ZERO_OPPONENT),
        Tiebreaks.median(9, OpponentUnplayed.COUNT_HALF, OwnUnplayed.ZERO_OPPONENT),
        Tiebreaks.median(0, OpponentUnplayed.COUNT_HALF, OwnUnplayed.ZERO_OPPONENT),
        SOLKOFF)) {
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
