package org.tiebreak.core.rules;

import java.util.Objects;
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
 * Sonneborn-Berger (US Chess rule 34E8): see {@link Tiebreaks#sonnebornBerger}.
 *
 * @param opponentScores whether the opponents' scores are added as they stand or adjusted
 * @param forfeitWins whether a forfeit win counts as a win over the scheduled opponent
 */
record SonnebornBerger(OpponentUnplayed opponentScores, Forfeits forfeitWins)
    implements ValueRule {

  SonnebornBerger {
    Objects.requireNonNull(opponentScores, "opponentScores");
    Objects.requireNonNull(forfeitWins, "forfeitWins");
  }

  @Override
  public String code() {
    return "SB";
  }

  /** The opponents' results, rising: a higher opponent's score never lowers the figure. */
  @Override
  public Reach reach() {
    return Reach.OPPONENTS;
  }

  @Override
  public String name() {
    return "Sonneborn-Berger";
  }

  @Override
  public String variant() {
    return (opponentScores == OpponentUnplayed.AS_SCORED ? "opponents' final scores"
        : "opponents' adjusted scores (each unplayed round ½)") + "; "
        + (forfeitWins == Forfeits.COUNTED_AS_GAMES
        ? "a forfeit win counts as a win over the scheduled opponent"
        : "a forfeit win adds nothing");
  }

  /** Every player's figure, as the opponents' scores (in units) times 2 per win, 1 per draw. */
  @Override
  public Figures figures(TiebreakContext context) {
    Crosstable table = context.crosstable();
    long[] scores = OpponentScores.adjusted(context, opponentScores);
    // The multiple of the opponent's score each kind adds, by ordinal: a table look-up per
    // round, no branch on the result. A bye has no opponent (-1) and a factor of 0, so any
    // score may stand in for the opponent's.
    int[] factors = Rounds.byKind(this::factor);
    long[] sums = new long[table.players()];
    for (int p = 0; p < sums.length; p++) {
      long sum = 0;
      for (int r = 0; r < table.rounds(); r++) {
        sum += factors[table.kind(p, r).ordinal()] * scores[Math.max(table.opponent(p, r), 0)];
      }
      sums[p] = sum;
    }
    return Figures.of(sums, 2 * table.unitsPerPoint());
  }

  /** What round {@code r} adds to player {@code p}'s figure, over twice the units per point. */
  private long contribution(Crosstable table, int p, int r, long[] scores) {
    long factor = factor(table.kind(p, r));
    return factor == 0 ? 0 : factor * scores[table.opponent(p, r)];
  }

  /**
   * The multiple of the opponent's score a round of this kind adds, over twice the units per
   * point: twice for a win, once for a draw, twice or nothing for a forfeit win.
   */
  private int factor(ResultKind kind) {
    return switch (kind) {
      case WIN -> 2;
      case DRAW -> 1;
      case FORFEIT_WIN -> forfeitWins == Forfeits.COUNTED_AS_GAMES ? 2 : 0;
      default -> 0;
    };
  }

  @Override
  public Explanation explain(int player, TiebreakContext context) {
    Crosstable table = context.crosstable();
    int p = table.indexOf(player);
    long[] scores = OpponentScores.adjusted(context, opponentScores);
    long denominator = 2 * table.unitsPerPoint();
    Explanation.Builder explanation = Explanation.builder(this, player)
        .value(value(player, context));
    long sum = 0;
    for (int r = 0; r < table.rounds(); r++) {
      ResultKind kind = table.kind(p, r);
      if (kind.isPending()) {
        explanation.addLines(Rounds.pendingLine(table, p, r));
        continue;
      }
      long adds = contribution(table, p, r, scores);
      sum += adds;
      Explanation.Line.Builder line = Explanation.Line.builder(table, p, r);
      int o = table.opponent(p, r);
      if (o >= 0) {
        line.opponentScore(table.toPoints(table.score(o)));
      }
      boolean counted = kind.isPlayed()
          || (kind == ResultKind.FORFEIT_WIN && forfeitWins == Forfeits.COUNTED_AS_GAMES);
      if (counted) {
        line.usedScore(table.toPoints(scores[o]));
        Message adjusted = scores[o] == table.score(o) ? null
            : Rounds.opponentUnplayedNote(table, o);
        if (kind == ResultKind.FORFEIT_WIN) {
          line.adjustment(adjusted == null ? Message.of("sonnebornBerger.forfeitWin")
              : Message.of("sonnebornBerger.forfeitWinAdjusted", adjusted));
        } else if (adjusted != null) {
          line.adjustment(adjusted);
        }
      } else if (kind == ResultKind.FORFEIT_WIN) {
        line.adjustment(Message.of("sonnebornBerger.forfeitWinNotCounted"));
      } else if (kind == ResultKind.FORFEIT_LOSS) {
        line.adjustment(Message.of("sonnebornBerger.forfeitLoss"));
      } else if (kind.isBye()) {
        line.adjustment(Message.of("sonnebornBerger.bye"));
      }
      explanation.addLines(line.contribution(Score.of(adds, denominator))
          .runningTotal(Score.of(sum, denominator)).build());
    }
    explanation.addNotes(Message.of(opponentScores == OpponentUnplayed.AS_SCORED
        ? "sonnebornBerger.finalScores" : "sonnebornBerger.adjustedScores"));
    if (forfeitWins == Forfeits.COUNTED_AS_GAMES) {
      explanation.addNotes(Message.of("sonnebornBerger.forfeitWinCounts"));
    }
    return explanation.build();
  }
}
