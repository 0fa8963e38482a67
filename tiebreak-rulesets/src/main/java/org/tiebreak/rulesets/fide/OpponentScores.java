package org.tiebreak.rulesets.fide;

import java.util.ArrayList;
import java.util.List;
import org.tiebreak.api.RuleFailedException;
import org.tiebreak.api.Score;
import org.tiebreak.api.rule.Crosstable;
import org.tiebreak.api.rule.Figures;
import org.tiebreak.api.rule.TiebreakContext;
import org.tiebreak.api.rule.TiebreakRule;
import org.tiebreak.api.standings.Explanation;
import org.tiebreak.api.standings.Message;

/**
 * The sums of FIDE C.07 Art. 8 and 9.1 over a player's rounds: Buchholz (the opponents'
 * scores), Fore Buchholz (the same with the final round's paired games drawn) and
 * Sonneborn-Berger (each opponent's score times the points scored against them), with the
 * unplayed rounds of Art. 16 and the cuts of Art. 14, the voluntary unplayed rounds cut first as
 * 16.5 says; and the Extended Sonneborn-Berger of teams (13.2), each opponent's score in one team
 * score times the team's own score against them in the other. One computation, {@link Sum}, gives
 * the figures and the explanations.
 */
final class OpponentScores {

  private OpponentScores() {}

  /**
   * Refuses the Buchholz family in a round robin under the 2026 edition (Art. 8: "must not be
   * used in round robins").
   */
  static void checkNotRoundRobin(TiebreakRule rule, FideRounds rounds) {
    if (rounds.roundRobin && rounds.edition == FideEdition.EDITION_2026) {
      throw new RuleFailedException(rule.code() + " (" + rule.name() + ") must not be used in a"
          + " round robin under FIDE C.07 (2026), Art. 8");
    }
  }

  /**
   * One player's rounds at a time, in arrays reused from player to player: each round's
   * opponent's (or dummy's) score, what it adds, whether it is a voluntary unplayed round met by
   * a dummy, and whether a cut dropped it.
   */
  static final class Sum {
    private final FideRounds rounds;
    private final TiebreakCode code;
    private final boolean sonnebornBerger;
    /** The grid of the team's own points for an Extended Sonneborn-Berger; else null. */
    private final Crosstable own;
    private final long[] scores;
    private final int[] round;
    private final long[] score;
    private final long[] value;
    private final boolean[] dummy;
    private final boolean[] voluntary;
    private final boolean[] cut;
    private int count;

    Sum(FideRounds rounds, TiebreakCode code, boolean sonnebornBerger) {
      this(rounds, code, sonnebornBerger, null);
    }

    /**
     * A sum of opponents' scores from {@code rounds}, each times the player's own points in the
     * round (Sonneborn-Berger); the own points from {@code own} where it is given (an Extended
     * Sonneborn-Berger counting the team's own result in the other score).
     */
    Sum(FideRounds rounds, TiebreakCode code, boolean sonnebornBerger, Crosstable own) {
      this.rounds = rounds;
      this.code = code;
      this.sonnebornBerger = sonnebornBerger;
      this.own = own;
      this.scores = rounds.opponentScores(code.forfeitsAsPlayed());
      int size = rounds.table.rounds();
      round = new int[size];
      score = new long[size];
      value = new long[size];
      dummy = new boolean[size];
      voluntary = new boolean[size];
      cut = new boolean[size];
    }

    /** The sum kept of player {@code p}. */
    long of(int p) {
      int rounds = this.rounds.table.rounds();
      if (code.cutHigh() == 0 && code.cutLow() <= 1) {
        long sum = code.cutLow() == 0 ? uncut(p, p * rounds, rounds)
            : cutOne(p, p * rounds, rounds);
        if (sum != FideRounds.SKIPPED) {
          return sum;
        }
      }
      return fill(p);
    }

    /**
     * The sum of player {@code p} with the least significant value cut, or {@link
     * FideRounds#SKIPPED} if the player has a voluntary unplayed round met by a dummy (then
     * 16.5 may cut another round: see {@link #fill}).
     */
    private long cutOne(int p, int base, int rounds) {
      long sum = 0;
      long leastScore = 0;
      long leastValue = 0;
      boolean any = false;
      for (int r = 0; r < rounds; r++) {
        long s = scores[base + r];
        if (s == FideRounds.SKIPPED) {
          continue;
        }
        if (this.rounds.voluntary(p, r) && !this.rounds.game(p, r, code.forfeitsAsPlayed())) {
          return FideRounds.SKIPPED;
        }
        long v = sonnebornBerger ? s * ownPoints(p, r) : s;
        sum += v;
        if (!any || s < leastScore || s == leastScore && v < leastValue) {
          leastScore = s;
          leastValue = v;
          any = true;
        }
      }
      return any ? sum - leastValue : 0;
    }

    /** Fills the arrays for player {@code p}, cuts applied, and returns the sum kept. */
    long fill(int p) {
      int rounds = this.rounds.table.rounds();
      int base = p * rounds;
      count = 0;
      for (int r = 0; r < rounds; r++) {
        long s = scores[base + r];
        if (s == FideRounds.SKIPPED) {
          continue;
        }
        boolean game = this.rounds.game(p, r, code.forfeitsAsPlayed());
        round[count] = r;
        score[count] = s;
        value[count] = sonnebornBerger ? s * ownPoints(p, r) : s;
        dummy[count] = !game;
        voluntary[count] = !game && this.rounds.voluntary(p, r);
        cut[count] = false;
        count++;
      }
      cutLow();
      cutHigh();
      long sum = 0;
      for (int k = 0; k < count; k++) {
        sum += cut[k] ? 0 : value[k];
      }
      return sum;
    }

    /** The sum of player {@code p} with nothing to cut; the arrays are left as they are. */
    private long uncut(int p, int base, int rounds) {
      long sum = 0;
      for (int r = 0; r < rounds; r++) {
        long s = scores[base + r];
        if (s != FideRounds.SKIPPED) {
          sum += sonnebornBerger ? s * ownPoints(p, r) : s;
        }
      }
      return sum;
    }

    /** The player's own points in the round that multiply the opponent's score. */
    private long ownPoints(int p, int r) {
      return own == null ? rounds.points(p, r) : own.points(p, r);
    }

    /** Whether entry a is less significant than entry b: lower score, then lower value. */
    private boolean less(int a, int b) {
      return score[a] != score[b] ? score[a] < score[b] : value[a] < value[b];
    }

    /**
     * Cuts the least significant values. From 2023, a cut of a player with voluntary unplayed
     * rounds takes the lowest of those rounds when its contribution is not lower than the least
     * significant value's (16.5.1: for Sonneborn-Berger the higher of the two); the reference
     * checker finds that round by its score and then by its contribution, which this follows.
     */
    private void cutLow() {
      for (int n = 0; n < code.cutLow(); n++) {
        int lowest = -1;
        int lowestVoluntary = -1;
        for (int k = 0; k < count; k++) {
          if (cut[k]) {
            continue;
          }
          if (lowest < 0 || less(k, lowest)) {
            lowest = k;
          }
          if (voluntary[k] && (lowestVoluntary < 0 || less(k, lowestVoluntary))) {
            lowestVoluntary = k;
          }
        }
        if (lowest < 0) {
          return;
        }
        boolean exception = rounds.edition != FideEdition.PRE_2023 && lowestVoluntary >= 0
            && value[lowest] <= value[lowestVoluntary];
        cut[exception ? lowestVoluntary : lowest] = true;
      }
    }

    /** Cuts the most significant values (no exception for voluntary unplayed rounds). */
    private void cutHigh() {
      for (int n = 0; n < code.cutHigh(); n++) {
        int highest = -1;
        for (int k = 0; k < count; k++) {
          if (!cut[k] && (highest < 0 || less(highest, k))) {
            highest = k;
          }
        }
        if (highest < 0) {
          return;
        }
        cut[highest] = true;
      }
    }

    /**
     * The units the sum is counted in: units per point, for Sonneborn-Berger times the units of
     * the own points.
     */
    long unit() {
      long unit = rounds.table.unitsPerPoint();
      return sonnebornBerger ? unit * (own == null ? unit : own.unitsPerPoint()) : unit;
    }

    /** The entry of round {@code r} of the player last filled, or -1 if the round has none. */
    private int entry(int r) {
      for (int k = 0; k < count; k++) {
        if (round[k] == r) {
          return k;
        }
      }
      return -1;
    }
  }

  /** Every player's sum. */
  static Figures figures(FideRounds rounds, TiebreakCode code, boolean sonnebornBerger) {
    return figures(new Sum(rounds, code, sonnebornBerger));
  }

  /** Every player's sum. */
  static Figures figures(Sum sum) {
    FideRounds rounds = sum.rounds;
    long[] sums = new long[rounds.table.players()];
    for (int p = 0; p < sums.length; p++) {
      sums[p] = sum.of(p);
    }
    return Figures.of(sums, sum.unit());
  }

  /** The player's rounds, each with its opponent or dummy, what it adds and whether it was cut. */
  static Explanation explain(TiebreakRule rule, int player, FideRounds rounds, TiebreakCode code,
      boolean sonnebornBerger) {
    return explain(rule, player, new Sum(rounds, code, sonnebornBerger),
        Message.of(sonnebornBerger ? "fide.sonnebornBerger.sum" : "fide.buchholz.sum"));
  }

  /**
   * The player's rounds under a sum, each with its opponent or dummy, what it adds and whether it
   * was cut, and a note saying what the sum adds up.
   */
  static Explanation explain(TiebreakRule rule, int player, Sum sum, Message what) {
    FideRounds rounds = sum.rounds;
    TiebreakCode code = sum.code;
    Crosstable table = rounds.table;
    int p = table.indexOf(player);
    long unit = sum.unit();
    Explanation.Builder explanation = Explanation.builder(rule, player)
        .value(Score.of(sum.fill(p), unit));
    long running = 0;
    List<Message> cut = new ArrayList<>();
    for (int r = 0; r < table.rounds(); r++) {
      Explanation.Line.Builder line = Explanation.Line.builder(table, p, r);
      int k = sum.entry(r);
      if (k < 0) {
        explanation.addLines(line.adjustment(Message.of("fide.noGameNoDummy")).build());
        continue;
      }
      if (!sum.dummy[k]) {
        int o = table.opponent(p, r);
        line.opponentScore(table.toPoints(table.score(o)))
            .usedScore(table.toPoints(sum.score[k]));
        if (sum.score[k] != table.score(o)) {
          line.adjustment(Message.of(rounds.fore ? "fide.opponentAsSeenFore"
              : "fide.opponentAsSeen"));
        }
      } else {
        line.usedScore(table.toPoints(sum.score[k])).adjustment(rounds.dummyReason(p, r));
      }
      if (sum.cut[k]) {
        line.contribution(Score.ZERO).dropped(true);
        cut.add(Message.of(sum.voluntary[k] ? "fide.cut.voluntaryRound" : "fide.cut.round",
            r + 1));
      } else {
        running += sum.value[k];
        line.contribution(Score.of(sum.value[k], unit));
      }
      explanation.addLines(line.runningTotal(Score.of(running, unit)).build());
    }
    explanation.addNotes(what);
    if (!cut.isEmpty()) {
      explanation.addNotes(Message.of(rounds.edition == FideEdition.PRE_2023 ? "fide.cut.rounds"
          : "fide.cut.voluntaryFirst", cut));
    }
    return explanation.addNotes(FideRules.editionNote(rounds)).build();
  }
}
