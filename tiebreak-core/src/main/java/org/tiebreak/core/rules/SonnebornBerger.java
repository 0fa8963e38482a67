package org.tiebreak.core.rules;

import java.util.Objects;
import org.tiebreak.api.Explanation;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.Score;
import org.tiebreak.api.TiebreakContext;
import org.tiebreak.core.internal.EngineContext;
import org.tiebreak.core.internal.Index;
import org.tiebreak.core.internal.IndexedValueRule;

/**
 * Sonneborn-Berger (USCF 34E8, MCA 2001, Big Rapids round-robin tie-break 1): the scores of the
 * opponents the player beat plus half the scores of the opponents the player drew. Losses, byes
 * and forfeit losses add nothing; a forfeit win adds nothing unless {@code forfeitWins} says
 * otherwise. An opponent met more than once (double round robin) counts once per game.
 *
 * <p>Values are exact quarter points: half of an adjusted score such as 2.5 is 1.25.
 *
 * @param opponentScores whether the opponents' final or adjusted scores are added
 * @param forfeitWins what a forfeit win adds
 */
public record SonnebornBerger(SonnebornBergerScores opponentScores,
    SonnebornBergerForfeits forfeitWins) implements IndexedValueRule {

  public SonnebornBerger {
    Objects.requireNonNull(opponentScores, "opponentScores");
    Objects.requireNonNull(forfeitWins, "forfeitWins");
  }

  /**
   * Big Rapids round-robin tie-break 1: the opponents' final scores, nothing for games not played
   * ("byes, forfeit wins, etc.").
   */
  public static SonnebornBerger bigRapids() {
    return new SonnebornBerger(SonnebornBergerScores.FINAL, SonnebornBergerForfeits.COUNT_NOTHING);
  }

  /**
   * MCA 2001: the opponents' adjusted scores. The text is silent on forfeit wins; they add
   * nothing here, as no game was played (the Big Rapids reading of the same list).
   */
  public static SonnebornBerger mca() {
    return new SonnebornBerger(SonnebornBergerScores.ADJUSTED,
        SonnebornBergerForfeits.COUNT_NOTHING);
  }

  /**
   * USCF 34E8 as the sources summarise it: the final scores of the opponents defeated and half
   * the final scores of the opponents drawn. How the 7th edition treats forfeit wins is not
   * known; they add nothing here, as in Big Rapids, which states that it conforms to USCF.
   */
  public static SonnebornBerger uscf() {
    return new SonnebornBerger(SonnebornBergerScores.FINAL, SonnebornBergerForfeits.COUNT_NOTHING);
  }

  @Override
  public String code() {
    return "SB";
  }

  @Override
  public String name() {
    return "Sonneborn-Berger";
  }

  /** Every player's figure in quarter points, computed once per context. */
  @Override
  public long[] figures(TiebreakContext context) {
    return context.shared(this, c -> {
      Index index = Index.of(c);
      int[] scores = scores(c);
      // The multiple of the opponent's score each kind adds, by ordinal (see contribution):
      // a table look-up per round, no branch on the result. A bye has no opponent (-1) and a
      // factor of 0, so any score may stand in for the opponent's.
      ResultKind[] kinds = ResultKind.values();
      long[] factors = new long[kinds.length];
      for (ResultKind kind : kinds) {
        factors[kind.ordinal()] = factor(kind);
      }
      long[] quarters = new long[index.players()];
      for (int i = 0; i < quarters.length; i++) {
        long sum = 0;
        for (int r = 0; r < index.rounds(); r++) {
          sum += factors[index.kind(i, r).ordinal()] * scores[Math.max(index.opponent(i, r), 0)];
        }
        quarters[i] = sum;
      }
      return quarters;
    });
  }

  @Override
  public long denominator() {
    return 4;
  }

  /** Every player's score as used for their opponents, in half points. */
  private int[] scores(TiebreakContext context) {
    if (opponentScores == SonnebornBergerScores.ADJUSTED) {
      return OpponentScores.adjusted(context, OpponentUnplayed.COUNT_HALF);
    }
    return OpponentScores.adjusted(context, OpponentUnplayed.AS_SCORED);
  }

  /** What round {@code r} adds to player {@code i}'s figure, in quarter points. */
  private long contribution(Index index, int i, int r, int[] scores) {
    long factor = factor(index.kind(i, r));
    return factor == 0 ? 0 : factor * scores[index.opponent(i, r)];
  }

  /**
   * The multiple of the opponent's score (in half points) a round of this kind adds, in quarter
   * points: twice for a win, once for a draw, twice or nothing for a forfeit win.
   */
  private long factor(ResultKind kind) {
    switch (kind) {
      case WIN:
        return 2;
      case DRAW:
        return 1;
      case FORFEIT_WIN:
        return forfeitWins == SonnebornBergerForfeits.AS_WIN_OVER_SCHEDULED_OPPONENT ? 2 : 0;
      default:
        return 0;
    }
  }

  @Override
  public Explanation explain(int player, TiebreakContext context) {
    Index index = Index.of(context);
    int i = index.indexOf(player);
    int[] scores = scores(context);
    Explanation.Builder explanation = Explanation.builder().rule(code()).ruleName(name())
        .player(player).value(value(player, context));
    long sum = 0;
    for (int r = 0; r < index.rounds(); r++) {
      ResultKind kind = index.kind(i, r);
      long adds = contribution(index, i, r, scores);
      sum += adds;
      Explanation.Line.Builder line = Rounds.line(index, i, r);
      int o = index.opponent(i, r);
      if (o >= 0) {
        line.opponentScore(EngineContext.halfPoints(index.score(o)));
      }
      boolean counted = kind.isPlayed() || (kind == ResultKind.FORFEIT_WIN
          && forfeitWins == SonnebornBergerForfeits.AS_WIN_OVER_SCHEDULED_OPPONENT);
      if (counted) {
        line.usedScore(EngineContext.halfPoints(scores[o]));
        String why = adjustment(index, o, scores);
        if (kind == ResultKind.FORFEIT_WIN) {
          why = "forfeit win counted as a win over the scheduled opponent"
              + (why.isEmpty() ? "" : "; " + why);
        }
        if (!why.isEmpty()) {
          line.adjustment(why);
        }
      } else if (kind == ResultKind.FORFEIT_WIN) {
        line.adjustment("forfeit win: no game was played, adds nothing");
      } else if (kind == ResultKind.FORFEIT_LOSS) {
        line.adjustment("forfeit loss: adds nothing");
      } else if (kind.isBye()) {
        line.adjustment("no game was played, adds nothing");
      }
      explanation.addLines(line.contribution(Score.of(adds, 4))
          .runningTotal(Score.of(sum, 4)).build());
    }
    explanation.addNotes((opponentScores == SonnebornBergerScores.FINAL
        ? "final" : "adjusted (each unplayed round ½)")
        + " scores of the opponents beaten, plus half those of the opponents drawn");
    if (forfeitWins == SonnebornBergerForfeits.AS_WIN_OVER_SCHEDULED_OPPONENT) {
      explanation.addNotes("a forfeit win counts as a win over the scheduled opponent");
    }
    return explanation.build();
  }

  /** Why the score used for opponent {@code o} differs from their score, or empty. */
  private static String adjustment(Index index, int o, int[] scores) {
    if (scores[o] == index.score(o)) {
      return "";
    }
    int unplayed = 0;
    for (int r = 0; r < index.rounds(); r++) {
      if (index.kind(o, r).isUnplayed()) {
        unplayed++;
      }
    }
    return unplayed + " unplayed round" + (unplayed == 1 ? "" : "s")
        + " of the opponent counted as ½ each";
  }
}
