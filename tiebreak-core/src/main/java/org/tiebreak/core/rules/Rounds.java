package org.tiebreak.core.rules;

import java.util.function.ToIntFunction;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.Score;
import org.tiebreak.api.rule.Crosstable;
import org.tiebreak.api.standings.Explanation;
import org.tiebreak.api.standings.Message;

/** Helpers shared by the rules for reading and describing rounds. */
final class Rounds {

  private static final ResultKind[] KINDS = ResultKind.values();

  private Rounds() {}

  /** A table of a figure by kind, looked up by ordinal: no branch on the result per round. */
  static int[] byKind(ToIntFunction<ResultKind> figure) {
    int[] byKind = new int[KINDS.length];
    for (ResultKind kind : KINDS) {
      byKind[kind.ordinal()] = figure.applyAsInt(kind);
    }
    return byKind;
  }

  /**
   * Every player's sum over the rounds of a figure that depends only on the kind of each round,
   * looked up by ordinal in a table built once.
   */
  static long[] sumByKind(Crosstable table, ToIntFunction<ResultKind> figure) {
    int[] byKind = byKind(figure);
    long[] sums = new long[table.players()];
    for (int p = 0; p < sums.length; p++) {
      long sum = 0;
      for (int r = 0; r < table.rounds(); r++) {
        sum += byKind[table.kind(p, r).ordinal()];
      }
      sums[p] = sum;
    }
    return sums;
  }

  /**
   * The number of the player's rounds that are not pending games: the rounds ranked, less those
   * the player has not yet finished.
   */
  static int counted(Crosstable table, int p) {
    int count = 0;
    for (int r = 0; r < table.rounds(); r++) {
      if (!table.kind(p, r).isPending()) {
        count++;
      }
    }
    return count;
  }

  /**
   * The number of rounds of the event so far: the rounds ranked up to the last one in which some
   * player has a result, a round whose games are all pending not being one yet.
   */
  static int withResults(Crosstable table) {
    for (int r = table.rounds() - 1; r >= 0; r--) {
      for (int p = 0; p < table.players(); p++) {
        if (!table.kind(p, r).isPending()) {
          return r + 1;
        }
      }
    }
    return 0;
  }

  /** The line of a pending game: its round, its result not yet known and the opponent. */
  static Explanation.Line pendingLine(Crosstable table, int p, int r) {
    return Explanation.Line.builder(table, p, r).build();
  }

  /** The number of the player's rounds without a game over the board. */
  static int unplayed(Crosstable table, int p) {
    int count = 0;
    for (int r = 0; r < table.rounds(); r++) {
      if (table.kind(p, r).isUnplayed()) {
        count++;
      }
    }
    return count;
  }

  /**
   * Why the score used for opponent {@code o} is not their score, for an explanation line:
   * "3 unplayed rounds of the opponent counted as ½ each", or under another point system a
   * draw's points each, such as "1 (a draw)" for a team's match points 2-1-0.
   */
  static Message opponentUnplayedNote(Crosstable table, int o) {
    Score draw = table.toPoints(table.pointsFor(ResultKind.DRAW));
    Message each = draw.equals(Score.HALF) ? Message.of("rounds.drawHalf")
        : Message.of("rounds.drawPoints", draw);
    return Message.of("rounds.opponentUnplayedCounted", unplayed(table, o), each);
  }
}
