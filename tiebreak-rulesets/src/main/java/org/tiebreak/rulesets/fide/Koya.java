package org.tiebreak.rulesets.fide;

import java.util.Optional;
import org.tiebreak.api.Crosstable;
import org.tiebreak.api.Explanation;
import org.tiebreak.api.Figures;
import org.tiebreak.api.Format;
import org.tiebreak.api.Message;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.Score;
import org.tiebreak.api.TiebreakContext;
import org.tiebreak.api.ValueRule;

/**
 * Koya system (FIDE C.07 Art. 9.2, code KS): the points scored against the participants who
 * scored at least half of the maximum possible score; {@code /Lnn} sets another percentage and
 * {@code /L+n} or {@code /L-n} moves the limit by n half points (14.5). The maximum is a win's
 * points times the rounds; in a round robin, as the FIDE Technical Commission's reference checker
 * counts it, less a round for each round a player of an odd field sits out and for each player
 * never paired. Forfeits count as games against the scheduled opponent. Teams count in the score
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

  @Override
  public String name() {
    return "Koya system";
  }

  @Override
  public String variant() {
    return FideRules.variant(edition, tiebreak);
  }

  /** The limit a participant's score must reach, in points. */
  private Score limit(TiebreakContext context) {
    Crosstable table = FideRules.table(context, tiebreak);
    long games = table.rounds();
    if (context.tournament().format() != Format.SWISS) {
      int players = table.players();
      if (players > 0 && games % players == 0) {
        games -= games / players;
      }
      for (int p = 0; p < players; p++) {
        boolean paired = false;
        for (int r = 0; r < table.rounds() && !paired; r++) {
          paired = table.opponent(p, r) >= 0;
        }
        games -= paired ? 0 : 1;
      }
    }
    Score maximum = table.toPoints(table.pointsFor(ResultKind.WIN) * games);
    return maximum.times(Score.of(tiebreak.koyaPercent(), 100)).plus(tiebreak.koyaOffset());
  }

  private static boolean reaches(Crosstable table, int o, Score limit) {
    return table.toPoints(table.score(o)).compareTo(limit) >= 0;
  }

  @Override
  public Figures figures(TiebreakContext context) {
    Crosstable table = FideRules.table(context, tiebreak);
    Score limit = limit(context);
    boolean[] counted = new boolean[table.players()];
    for (int o = 0; o < counted.length; o++) {
      counted[o] = reaches(table, o, limit);
    }
    long[] sums = new long[table.players()];
    for (int p = 0; p < sums.length; p++) {
      for (int r = 0; r < table.rounds(); r++) {
        int o = table.opponent(p, r);
        if (o >= 0 && counted[o]) {
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
    Score limit = limit(context);
    Explanation.Builder explanation = Explanation.builder(this, player)
        .value(value(player, context));
    long sum = 0;
    for (int r = 0; r < table.rounds(); r++) {
      Explanation.Line.Builder line = Explanation.Line.builder(table, p, r);
      int o = table.opponent(p, r);
      if (o < 0) {
        explanation.addLines(line.adjustment(Message.of("fide.koya.noOpponent")).build());
        continue;
      }
      boolean counts = reaches(table, o, limit);
      long points = counts ? table.points(p, r) : 0;
      sum += points;
      line.opponentScore(table.toPoints(table.score(o))).contribution(table.toPoints(points))
          .runningTotal(table.toPoints(sum));
      if (!counts) {
        line.adjustment(Message.of("fide.koya.belowLimit"));
      }
      explanation.addLines(line.build());
    }
    return explanation.addNotes(Message.of("fide.koya.limit", limit)).build();
  }
}
