package org.tiebreak.rulesets.fide;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.tiebreak.api.Crosstable;
import org.tiebreak.api.Explanation;
import org.tiebreak.api.Figures;
import org.tiebreak.api.RuleFailedException;
import org.tiebreak.api.Score;
import org.tiebreak.api.TiebreakContext;
import org.tiebreak.api.TiebreakRule;

/**
 * The sums of FIDE C.07 Art. 8 and 9.1 over a player's rounds: Buchholz (the opponents'
 * scores), Fore Buchholz (the same with the final round's paired games drawn) and
 * Sonneborn-Berger (each opponent's score times the points scored against them), with the
 * unplayed rounds of Art. 16 and the cuts of Art. 14, the voluntary unplayed rounds cut first as
 * 16.5 says. One computation gives the figures and the explanation.
 */
final class OpponentScores {

  /** One round of the sum: the opponent's (or dummy's) score and what the round adds. */
  record Entry(int round, long score, long value, boolean voluntary, boolean dummy) {}

  /** A player's rounds, and those the cuts dropped. */
  record Sum(List<Entry> kept, List<Entry> cut) {
    long total() {
      return kept.stream().mapToLong(Entry::value).sum();
    }
  }

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
   * The player's rounds for a Buchholz ({@code sonnebornBerger} false) or Sonneborn-Berger, with
   * the cuts of the code applied.
   */
  static Sum sum(FideRounds rounds, int p, TiebreakCode code, boolean sonnebornBerger) {
    Crosstable table = rounds.table;
    List<Entry> entries = new ArrayList<>();
    for (int r = 0; r < table.rounds(); r++) {
      int o = table.opponent(p, r);
      long score;
      boolean dummy;
      if (rounds.game(p, r, code.forfeitsAsPlayed())) {
        score = rounds.adjusted(o);
        dummy = false;
      } else if (!rounds.roundRobin) {
        score = rounds.dummy(p, r);
        dummy = true;
      } else {
        continue;
      }
      long value = sonnebornBerger ? score * rounds.points(p, r) : score;
      entries.add(new Entry(r, score, value, dummy && rounds.voluntary(p, r), dummy));
    }
    return cut(entries, code, rounds.edition);
  }

  /**
   * Cuts the least significant values and then the most significant ones. From 2023, a cut of a
   * player with voluntary unplayed rounds takes the lowest of those rounds' contributions when
   * it is not lower than the least significant value (16.5.1: for Sonneborn-Berger the higher of
   * the two); the reference checker finds the VUR by its score and then by its contribution,
   * which this follows.
   */
  private static Sum cut(List<Entry> entries, TiebreakCode code, FideEdition edition) {
    List<Entry> kept = new ArrayList<>(entries);
    List<Entry> cut = new ArrayList<>();
    Comparator<Entry> least = Comparator.comparingLong(Entry::score)
        .thenComparingLong(Entry::value);
    int low = Math.min(code.cutLow(), kept.size());
    for (int k = 0; k < low; k++) {
      Entry lowest = kept.stream().min(least).orElseThrow();
      Entry chosen = lowest;
      if (edition != FideEdition.PRE_2023) {
        Entry voluntary = kept.stream().filter(Entry::voluntary).min(least).orElse(null);
        if (voluntary != null && lowest.value() <= voluntary.value()) {
          chosen = voluntary;
        }
      }
      kept.remove(chosen);
      cut.add(chosen);
    }
    int high = Math.min(code.cutHigh(), kept.size());
    for (int k = 0; k < high; k++) {
      Entry highest = kept.stream().max(least).orElseThrow();
      kept.remove(highest);
      cut.add(highest);
    }
    return new Sum(kept, cut);
  }

  /** Every player's sum, over the units the sum is counted in. */
  static Figures figures(TiebreakContext context, FideRounds rounds, TiebreakCode code,
      boolean sonnebornBerger) {
    Crosstable table = rounds.table;
    long[] sums = new long[table.players()];
    for (int p = 0; p < sums.length; p++) {
      sums[p] = sum(rounds, p, code, sonnebornBerger).total();
    }
    long unit = table.unitsPerPoint();
    return Figures.of(sums, sonnebornBerger ? unit * unit : unit);
  }

  /** The player's rounds, each with its opponent or dummy, what it adds and whether it was cut. */
  static Explanation explain(TiebreakRule rule, int player, FideRounds rounds, TiebreakCode code,
      boolean sonnebornBerger) {
    Crosstable table = rounds.table;
    int p = table.indexOf(player);
    Sum sum = sum(rounds, p, code, sonnebornBerger);
    long unit = sonnebornBerger ? table.unitsPerPoint() * table.unitsPerPoint()
        : table.unitsPerPoint();
    Explanation.Builder explanation = Explanation.builder(rule, player)
        .value(Score.of(sum.total(), unit));
    long running = 0;
    for (int r = 0; r < table.rounds(); r++) {
      int round = r;
      Explanation.Line.Builder line = FideRules.line(table, p, r);
      Entry entry = sum.kept().stream().filter(e -> e.round() == round).findFirst().orElse(null);
      Entry dropped = sum.cut().stream().filter(e -> e.round() == round).findFirst()
          .orElse(null);
      Entry any = entry != null ? entry : dropped;
      if (any == null) {
        explanation.addLines(line.adjustment("no game and no dummy: adds nothing").build());
        continue;
      }
      int o = table.opponent(p, r);
      if (!any.dummy()) {
        line.opponentScore(table.toPoints(table.score(o)))
            .usedScore(table.toPoints(any.score()));
        if (any.score() != table.score(o)) {
          line.adjustment("the opponent's score as opponents see it (unplayed rounds, Art. 16.3"
              + (rounds.fore ? "; the final round as a draw" : "") + ")");
        }
      } else {
        line.usedScore(table.toPoints(any.score())).adjustment(rounds.dummyReason(p, r));
      }
      if (entry != null) {
        running += entry.value();
        line.contribution(Score.of(entry.value(), unit));
      } else {
        line.contribution(Score.ZERO).dropped(true);
      }
      explanation.addLines(line.runningTotal(Score.of(running, unit)).build());
    }
    explanation.addNotes(sonnebornBerger
        ? "each opponent's score times the points scored against them"
        : "the sum of the opponents' scores");
    if (!sum.cut().isEmpty()) {
      List<String> cut = new ArrayList<>();
      for (Entry e : sum.cut()) {
        cut.add("round " + (e.round() + 1) + (e.voluntary() ? " (a voluntary unplayed round)"
            : ""));
      }
      explanation.addNotes("cut: " + String.join(", ", cut)
          + (rounds.edition == FideEdition.PRE_2023 ? ""
              : "; a voluntary unplayed round is cut first where Art. 16.5 says so"));
    }
    return explanation.addNotes(FideRules.editionNote(rounds)).build();
  }
}
