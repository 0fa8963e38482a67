package org.tiebreak.rulesets.fide;

import java.util.ArrayList;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.tiebreak.api.Format;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.Score;
import org.tiebreak.api.rule.Crosstable;
import org.tiebreak.api.rule.Figures;
import org.tiebreak.api.rule.Reach;
import org.tiebreak.api.rule.TiebreakContext;
import org.tiebreak.api.rule.ValueRule;
import org.tiebreak.api.standings.Explanation;
import org.tiebreak.api.standings.Message;

/**
 * Koya system (FIDE C.07 Art. 9.2, code KS): the points scored against the participants who
 * scored at least half of the maximum possible score; {@code /Lnn} sets another percentage and
 * {@code /L+n} or {@code /L-n} moves the limit by n half points (14.5). The maximum is a win's
 * points times the rounds; in a round robin, as the FIDE Technical Commission's reference checker
 * counts it, less a round for each round a player of an odd field sits out and for each player
 * never paired. A round with a pending game (a round in progress) is not one of the player's
 * rounds: a participant's limit counts the rounds they finished, and a pending game scores
 * nothing. Forfeits count as games against the scheduled opponent. Teams count in the score
 * {@code :MP} or {@code :GP} names, the primary score by default (Art. 11.1); the maximum is then a
 * won match's match or game points times the rounds.
 *
 * @param tiebreak the code as written, with its modifiers
 * @param edition the edition, or empty for the edition of the event's start date
 */
record Koya(TiebreakCode tiebreak, Optional<FideEdition> edition) implements ValueRule {

  @Override
  public String code() {
    return tiebreak.text();
  }

  /** The opponents' results, rising: an opponent who scores more may only come to count. */
  @Override
  public Reach reach() {
    return Reach.OPPONENTS;
  }

  @Override
  public String name() {
    return "Koya system";
  }

  @Override
  public String variant() {
    return FideRules.variant(edition, tiebreak);
  }

  /**
   * The limit each participant's score must reach, in points, by the rounds the participant
   * finished; the last entry is the limit of those who finished the most rounds.
   */
  private Score[] limits(TiebreakContext context) {
    Crosstable table = FideRules.table(context, tiebreak);
    boolean roundRobin = context.tournament().format() != Format.SWISS;
    int players = table.players();
    int neverPaired = 0;
    for (int p = 0; p < players && roundRobin; p++) {
      boolean paired = false;
      for (int r = 0; r < table.rounds() && !paired; r++) {
        paired = table.opponent(p, r) >= 0 && !table.kind(p, r).isPending();
      }
      neverPaired += paired ? 0 : 1;
    }
    long[] finished = new long[players + 1];
    for (int p = 0; p < players; p++) {
      for (int r = 0; r < table.rounds(); r++) {
        finished[p] += table.kind(p, r).isPending() ? 0 : 1;
      }
      finished[players] = Math.max(finished[players], finished[p]);
    }
    // The limit depends only on the rounds finished: one for each count, reused by every
    // participant with that count.
    Score[] byRounds = new Score[table.rounds() + 1];
    Score[] limits = new Score[players + 1];
    for (int p = 0; p <= players; p++) {
      int rounds = (int) finished[p];
      if (byRounds[rounds] == null) {
        long games = rounds;
        if (roundRobin) {
          if (players > 0 && games % players == 0) {
            games -= games / players;
          }
          games -= neverPaired;
        }
        Score maximum = table.toPoints(table.pointsFor(ResultKind.WIN) * games);
        byRounds[rounds] = maximum.times(Score.of(tiebreak.koyaPercent(), 100))
            .plus(tiebreak.koyaOffset());
      }
      limits[p] = byRounds[rounds];
    }
    return limits;
  }

  /**
   * The least score in units that reaches each participant's limit: the limit in units, rounded
   * up. A score reaches the limit when it is at least that.
   */
  private static long[] thresholds(Crosstable table, Score[] limits) {
    long[] thresholds = new long[table.players()];
    Score last = null;
    long threshold = 0;
    for (int o = 0; o < thresholds.length; o++) {
      if (limits[o] != last) {
        last = limits[o];
        Score units = last.times(Score.of(table.unitsPerPoint()));
        threshold = Math.floorDiv(units.numerator(), units.denominator())
            + (Math.floorMod(units.numerator(), units.denominator()) == 0 ? 0 : 1);
      }
      thresholds[o] = threshold;
    }
    return thresholds;
  }

  @Override
  public Figures figures(TiebreakContext context) {
    Crosstable table = FideRules.table(context, tiebreak);
    long[] thresholds = thresholds(table, limits(context));
    boolean[] counted = new boolean[table.players()];
    for (int o = 0; o < counted.length; o++) {
      counted[o] = table.score(o) >= thresholds[o];
    }
    long[] sums = new long[table.players()];
    for (int p = 0; p < sums.length; p++) {
      for (int r = 0; r < table.rounds(); r++) {
        int o = table.opponent(p, r);
        if (o >= 0 && counted[o] && !table.kind(p, r).isPending()) {
          sums[p] += table.points(p, r);
        }
      }
    }
    return Figures.of(sums, table.unitsPerPoint());
  }

  @Override
  public Explanation explain(int player, TiebreakContext context) {
    Crosstable table = FideRules.table(context, tiebreak);
    int p = table.indexOf(player);
    Score[] limits = limits(context);
    long[] thresholds = thresholds(table, limits);
    Explanation.Builder explanation = Explanation.builder(this, player)
        .value(value(player, context));
    long sum = 0;
    for (int r = 0; r < table.rounds(); r++) {
      Explanation.Line.Builder line = Explanation.Line.builder(table, p, r);
      int o = table.opponent(p, r);
      if (table.kind(p, r).isPending()) {
        explanation.addLines(line.build());
        continue;
      }
      if (o < 0) {
        explanation.addLines(line.adjustment(Message.of("fide.koya.noOpponent")).build());
        continue;
      }
      boolean counts = table.score(o) >= thresholds[o];
      long points = counts ? table.points(p, r) : 0;
      sum += points;
      line.opponentScore(table.toPoints(table.score(o))).contribution(table.toPoints(points))
          .runningTotal(table.toPoints(sum));
      if (!counts) {
        line.adjustment(Message.of("fide.koya.belowLimit"));
      }
      explanation.addLines(line.build());
    }
    Score limit = limits[table.players()];
    explanation.addNotes(Message.of("fide.koya.limit", limit));
    Set<Score> others = new TreeSet<>();
    for (int o = 0; o < table.players(); o++) {
      if (!limits[o].equals(limit)) {
        others.add(limits[o]);
      }
    }
    if (!others.isEmpty()) {
      explanation.addNotes(Message.of("fide.koya.pendingLimits", new ArrayList<>(others)));
    }
    return explanation.build();
  }
}
