package org.tiebreak.rulesets.fide;

import java.util.Optional;
import org.tiebreak.api.Format;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.rule.Crosstable;
import org.tiebreak.api.rule.TiebreakContext;
import org.tiebreak.api.standings.Message;
import org.tiebreak.api.team.TeamScore;

/**
 * How an edition of FIDE C.07 sees every round of every player, for the tie-breaks built on
 * opponents' scores: which rounds are voluntary unplayed rounds (VUR, Art. 16.1.2), the category
 * of each unplayed round (16.2), the score a player's opponents see (16.3), and the score of the
 * dummy (16.4) or virtual opponent (pre-2023) a player meets in an own unplayed round. Computed
 * once per ranking, edition, fore mode and (for teams) score, and shared by the rules through the
 * context.
 *
 * <p>Scores are in units of the crosstable ({@link Crosstable#unitsPerPoint()}). When teams are
 * ranked the crosstable is the view of the score counted, match or game points (Art. 11.1): a
 * team's unplayed round counts in either as the result matching the points awarded (16.3.1, 16.4:
 * "for teams, points means match points and game points"), and a draw's points are a drawn
 * match's.
 *
 * <p>A pending game (a round in progress) is a round the player has not yet played: it adds no
 * opponent and no dummy, it is no unplayed round of 16.1 or 16.2, and the rounds counted after a
 * virtual opponent's round or by the dummy's cap are the player's other rounds. The Fore Buchholz
 * is the exception its text makes (8.3): a pending game of the final round is a paired game of
 * that round, and counts as a draw against the scheduled opponent as a finished one does.
 *
 * <p>Where the regulations leave details open, this follows the FIDE Technical Commission's
 * reference checker: the final round of the Fore Buchholz is the last planned round, and the
 * dummy's 2026 cap of 16.4.2 counts the rounds ranked (the player's rounds without a pending
 * game).
 */
final class FideRounds {

  private record Key(FideEdition edition, boolean fore, Optional<TeamScore> score) {}

  final Crosstable table;
  final FideEdition edition;
  final boolean roundRobin;
  final boolean fore;
  final long draw;
  final long win;
  /** Each player's score, with the final round's paired game a draw in fore mode. */
  private final long[] own;
  /** The last round (from 0) of each player that is not a VUR, or -1. */
  private final int[] lastNotVoluntary;
  /** Each player's score as the opponents see it (16.3; pre-2023: unplayed rounds as draws). */
  private final long[] adjusted;
  /** Whether the final round counts as a draw against the scheduled opponent (fore mode). */
  private final boolean[] foreAdjusted;
  /** The rounds of each player that count: all but those with a pending game (fore mode aside). */
  private final int[] counted;
  /** {@link #opponentScores(boolean)} without and with forfeits as games, once computed. */
  private volatile long[] opponentScores;
  private volatile long[] opponentScoresForfeitsAsGames;

  /** The entry of {@link #opponentScores(boolean)} for a round that counts nothing. */
  static final long SKIPPED = Long.MIN_VALUE;

  private FideRounds(TiebreakContext context, FideEdition edition, boolean fore,
      Optional<TeamScore> teamScore) {
    this.table = teamScore.isPresent() ? context.teams().orElseThrow().view(teamScore.get())
        : context.crosstable();
    this.edition = edition;
    this.fore = fore;
    this.roundRobin = context.tournament().format() != Format.SWISS;
    this.draw = table.pointsFor(ResultKind.DRAW);
    this.win = table.pointsFor(ResultKind.WIN);
    int players = table.players();
    int rounds = table.rounds();
    boolean finalRoundRanked = rounds > 0 && rounds == context.tournament().plannedRounds();
    own = new long[players];
    lastNotVoluntary = new int[players];
    adjusted = new long[players];
    foreAdjusted = new boolean[players];
    counted = new int[players];
    for (int p = 0; p < players; p++) {
      int last = -1;
      for (int r = 0; r < rounds; r++) {
        if (!table.kind(p, r).isPending() && !voluntary(p, r)) {
          last = r;
        }
      }
      long score = table.score(p);
      if (fore && finalRoundRanked && paired(p, rounds - 1)) {
        last = rounds - 1;
        if (table.opponent(p, rounds - 1) >= 0) {
          foreAdjusted[p] = true;
          score += draw - table.points(p, rounds - 1);
        }
      }
      lastNotVoluntary[p] = last;
      own[p] = score;
      for (int r = 0; r < rounds; r++) {
        counted[p] += pending(p, r) ? 0 : 1;
      }
    }
    for (int p = 0; p < players; p++) {
      long sum = 0;
      for (int r = 0; r < rounds; r++) {
        sum += seenByOpponents(p, r);
      }
      adjusted[p] = sum;
    }
  }

  /**
   * What each player-round adds to the tie-breaks on opponents' scores, player after player
   * (entry {@code p * rounds + r}): the opponent's score as opponents see it for a game, the
   * dummy's or virtual opponent's score for an own unplayed round, and {@link #SKIPPED} for an
   * unplayed round of a round robin. Computed once, on first use.
   */
  long[] opponentScores(boolean forfeitsAsGames) {
    long[] scores = forfeitsAsGames ? opponentScoresForfeitsAsGames : opponentScores;
    if (scores == null) {
      int rounds = table.rounds();
      scores = new long[table.players() * rounds];
      for (int p = 0, cell = 0; p < table.players(); p++) {
        for (int r = 0; r < rounds; r++, cell++) {
          boolean game = game(p, r, forfeitsAsGames);
          scores[cell] = game ? adjusted[table.opponent(p, r)]
              : roundRobin || pending(p, r) ? SKIPPED : dummy(p, r);
        }
      }
      if (forfeitsAsGames) {
        opponentScoresForfeitsAsGames = scores;
      } else {
        opponentScores = scores;
      }
    }
    return scores;
  }

  /**
   * The rounds of an edition and fore mode, in the score a code counts (for teams), computed once
   * per ranking.
   */
  static FideRounds of(TiebreakContext context, FideEdition edition, boolean fore,
      TiebreakCode code) {
    return of(context, edition, fore, FideRules.score(context, code));
  }

  /** The rounds of an edition and fore mode in a team score (empty for players). */
  static FideRounds of(TiebreakContext context, FideEdition edition, boolean fore,
      Optional<TeamScore> score) {
    return context.shared(new Key(edition, fore, score),
        c -> new FideRounds(c, edition, fore, score));
  }

  /** Whether the player had a game or the pairing-allocated bye in the round. */
  private boolean paired(int p, int r) {
    return table.opponent(p, r) >= 0 || table.kind(p, r) == ResultKind.PAIRING_ALLOCATED_BYE;
  }

  /**
   * Whether the round has a pending game that counts as not yet played: any pending game but one
   * of the final round in fore mode, which counts as a draw.
   */
  boolean pending(int p, int r) {
    return table.kind(p, r).isPending() && !(foreAdjusted[p] && r == table.rounds() - 1);
  }

  /**
   * Whether the round is a voluntary unplayed round (16.1.2): a requested (half- or zero-point)
   * bye, an absence, a round after a withdrawal or before a late entry, or a forfeit loss. A
   * pending game is none.
   */
  boolean voluntary(int p, int r) {
    ResultKind kind = table.kind(p, r);
    return switch (kind) {
      case WIN, DRAW, LOSS, FORFEIT_WIN, FULL_POINT_BYE, PAIRING_ALLOCATED_BYE, PENDING -> false;
      default -> true;
    };
  }

  /**
   * Whether the round counts as a game against the scheduled opponent: a game over the board, a
   * forfeit where {@code forfeitsAsGames} or in a round robin (Art. 15.2; the pre-2023 rules
   * alike), and in fore mode any paired game of the final round.
   */
  boolean game(int p, int r, boolean forfeitsAsGames) {
    ResultKind kind = table.kind(p, r);
    if (kind.isPlayed()) {
      return true;
    }
    if (table.opponent(p, r) < 0 || pending(p, r)) {
      return false;
    }
    return forfeitsAsGames || roundRobin || (fore && r == table.rounds() - 1 && foreAdjusted[p]);
  }

  /** The player's points in the round, the final round a draw where fore mode makes it one. */
  long points(int p, int r) {
    return foreAdjusted[p] && r == table.rounds() - 1 ? draw : table.points(p, r);
  }

  /** The player's own score (fore mode: the final round's paired game a draw). */
  long own(int p) {
    return own[p];
  }

  /** The player's score as the opponents see it. */
  long adjusted(int p) {
    return adjusted[p];
  }

  /** What round {@code r} adds to the score opponents see of player {@code p}. */
  long seenByOpponents(int p, int r) {
    if (pending(p, r)) {
      return 0;
    }
    if (edition == FideEdition.PRE_2023 && !roundRobin) {
      return table.kind(p, r).isPlayed() ? points(p, r) : draw;
    }
    if (r <= lastNotVoluntary[p] || table.opponent(p, r) >= 0) {
      return points(p, r);
    }
    return roundRobin ? 0 : draw;
  }

  /**
   * The category of 16.2 of an unplayed round: 1 pairing-allocated or full-point bye, 2 forfeit
   * win, 3 requested bye followed by a round that is not a VUR, 4 forfeit loss, 5 requested bye
   * followed only by VURs or in the last round.
   */
  int category(int p, int r) {
    return switch (table.kind(p, r)) {
      case FULL_POINT_BYE, PAIRING_ALLOCATED_BYE -> 1;
      case FORFEIT_WIN -> 2;
      case FORFEIT_LOSS -> 4;
      default -> r < lastNotVoluntary[p] ? 3 : 5;
    };
  }

  /**
   * The score of the opponent a player meets in an own unplayed round: in the 2024 edition the
   * dummy with the player's own score (16.4); in 2026 that capped at the scheduled opponent's
   * score as seen by opponents for a forfeit (16.4.1) and at a draw's points times the rounds for
   * any other round (16.4.2); before 2023 the virtual opponent, who had the player's score
   * before the round, took the other side of its result and drew every later round.
   */
  long dummy(int p, int r) {
    return switch (edition) {
      case PRE_2023 -> table.scoreAfter(p, r) - table.points(p, r) + win - table.points(p, r)
          + draw * later(p, r);
      case EDITION_2024 -> own[p];
      case EDITION_2026 -> {
        int o = table.opponent(p, r);
        yield Math.min(own[p], o >= 0 ? adjusted[o] : draw * counted[p]);
      }
    };
  }

  /** The player's rounds after round {@code r} that count (none with a pending game). */
  private int later(int p, int r) {
    int later = 0;
    for (int k = r + 1; k < table.rounds(); k++) {
      later += pending(p, k) ? 0 : 1;
    }
    return later;
  }

  /** Why the dummy or virtual opponent has its score, for an explanation. */
  Message dummyReason(int p, int r) {
    return switch (edition) {
      case PRE_2023 -> Message.of("fide.dummy.virtualOpponent",
          table.toPoints(table.scoreAfter(p, r) - table.points(p, r)));
      case EDITION_2024 -> Message.of("fide.dummy.ownScore", category(p, r));
      case EDITION_2026 -> {
        int o = table.opponent(p, r);
        long cap = o >= 0 ? adjusted[o] : draw * counted[p];
        Message capped = o >= 0 ? Message.of("fide.dummy.opponentCap", table.toPoints(cap))
            : Message.of("fide.dummy.drawCap", counted[p], table.toPoints(cap));
        yield Message.of(cap < own[p] ? "fide.dummy.capped" : "fide.dummy.notAbove",
            category(p, r), table.toPoints(own[p]), capped);
      }
    };
  }
}
