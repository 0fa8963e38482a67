package org.tiebreak.rulesets.fide;

import java.util.Optional;
import org.tiebreak.api.Score;
import org.tiebreak.api.rule.Crosstable;
import org.tiebreak.api.rule.Figures;
import org.tiebreak.api.rule.Reach;
import org.tiebreak.api.rule.TiebreakContext;
import org.tiebreak.api.rule.ValueRule;
import org.tiebreak.api.standings.Explanation;
import org.tiebreak.api.standings.Message;

/**
 * Average of Opponents' Buchholz (FIDE C.07 Art. 8.2, code AOB): the average of the Buchholz of
 * the opponents met over the board; with {@code /F} of their Fore Buchholz (allowed from 2026).
 * The regulations state no rounding; this rounds to hundredths, half up, as the FIDE Technical
 * Commission's reference checker does. A player who met nobody over the board gets 0. A pending
 * game (a round in progress) is not yet played over the board, so its opponent is not averaged;
 * with {@code /F} the opponents' Fore Buchholz counts the final round's pending games as draws
 * (Art. 8.3). Teams count in the score {@code :MP} or {@code :GP} names, the primary score by
 * default (Art. 11.1).
 *
 * @param tiebreak the code as written, with its modifiers
 * @param edition the edition, or empty for the edition of the event's start date
 */
record AverageOfOpponentsBuchholz(TiebreakCode tiebreak, Optional<FideEdition> edition)
    implements ValueRule {

  private static final TiebreakCode BUCHHOLZ = TiebreakCode.parse("BH");

  @Override
  public String code() {
    return tiebreak.text();
  }

  /** The opponents' Buchholz, rising with the results of the opponents' opponents. */
  @Override
  public Reach reach() {
    return Reach.OPPONENTS_OF_OPPONENTS;
  }

  @Override
  public String name() {
    return "Average of Opponents' Buchholz";
  }

  @Override
  public String variant() {
    return FideRules.variant(edition, tiebreak);
  }

  private record Buchholzes(FideRounds rounds, long[] values) {}

  private Buchholzes buchholzes(TiebreakContext context) {
    FideRounds rounds = FideRounds.of(context, FideRules.edition(edition, context), tiebreak.fore(),
        tiebreak);
    OpponentScores.checkNotRoundRobin(this, rounds);
    OpponentScores.Sum sum = new OpponentScores.Sum(rounds, BUCHHOLZ, false);
    long[] values = new long[rounds.table.players()];
    for (int p = 0; p < values.length; p++) {
      values[p] = sum.of(p);
    }
    return new Buchholzes(rounds, values);
  }

  @Override
  public Figures figures(TiebreakContext context) {
    Buchholzes all = buchholzes(context);
    Crosstable table = all.rounds().table;
    long[] hundredths = new long[table.players()];
    for (int p = 0; p < hundredths.length; p++) {
      long sum = 0;
      int count = 0;
      for (int r = 0; r < table.rounds(); r++) {
        if (table.kind(p, r).isPlayed()) {
          sum += all.values()[table.opponent(p, r)];
          count++;
        }
      }
      hundredths[p] = count == 0 ? 0 : roundHalfUp(100 * sum, count * table.unitsPerPoint());
    }
    return Figures.of(hundredths, 100);
  }

  static long roundHalfUp(long numerator, long denominator) {
    return Math.floorDiv(2 * numerator + denominator, 2 * denominator);
  }

  @Override
  public Explanation explain(int player, TiebreakContext context) {
    Buchholzes all = buchholzes(context);
    Crosstable table = all.rounds().table;
    int p = table.indexOf(player);
    Explanation.Builder explanation = Explanation.builder(this, player)
        .value(value(player, context));
    long sum = 0;
    int count = 0;
    for (int r = 0; r < table.rounds(); r++) {
      Explanation.Line.Builder line = Explanation.Line.builder(table, p, r);
      if (table.kind(p, r).isPlayed()) {
        long buchholz = all.values()[table.opponent(p, r)];
        sum += buchholz;
        count++;
        Score value = table.toPoints(buchholz);
        line.usedScore(value).contribution(value).runningTotal(table.toPoints(sum));
      } else {
        line.adjustment(Message.of("fide.notOverTheBoard"));
      }
      explanation.addLines(line.build());
    }
    if (count > 0) {
      explanation.addNotes(Message.of(tiebreak.fore() ? "fide.averageOfOpponents.foreBuchholz"
          : "fide.averageOfOpponents.buchholz", count, table.toPoints(sum)));
    } else {
      explanation.addNotes(Message.of("fide.averageOfOpponents.none"));
    }
    return explanation.addNotes(FideRules.editionNote(all.rounds())).build();
  }
}
