package org.tiebreak.core.rules;

import java.util.List;
import java.util.Objects;
import org.tiebreak.api.Explanation;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.Score;
import org.tiebreak.api.TiebreakContext;
import org.tiebreak.core.internal.EngineContext;
import org.tiebreak.core.internal.Index;
import org.tiebreak.core.internal.IndexedValueRule;

/**
 * Performance rating: the rating a player would get from this tournament alone, as if they had
 * started it without a rating; or, as USCF 34E10 "Opposition's performance", the average of the
 * opponents' own performance ratings. Only games played over the board count: forfeits and byes
 * are left out. A player with no (counted) game gets 0.
 *
 * <p>Two formulas:
 * <ul>
 *   <li>{@link Formula#USCF_LINEAR}: (sum of the opponents' ratings + 400 × (wins − losses)) /
 *       games, rounded to the nearest whole number with .5 rounded up. This is the widely used
 *       linear approximation of a performance rating (the "USCF linear performance"); draws add 0
 *       to wins − losses.
 *   <li>{@link Formula#FIDE_TABLE}: FIDE C.07 Art. 10.2 TPR = ARO + dp(p): ARO is the average of
 *       the opponents' ratings rounded half up (10.1), p the points over the board divided by the
 *       games over the board, rounded half up to two decimals, and dp its rating difference in the
 *       FIDE B.02 conversion table.
 * </ul>
 * With {@link Scope#OPPONENTS_AVERAGE} the figure is the average of the performances (by the same
 * formula) of the opponents met over the board, rounded half up: USCF 34E10, and with the FIDE
 * formula C.07 Art. 10.4 APRO. There every opponent met over the board counts, rated or not (an
 * unrated player has a performance too); only an opponent with no counted game of their own,
 * whose performance is undefined, is left out.
 *
 * @param formula how a performance is computed
 * @param scope whether the figure is the player's own performance or their opponents' average
 * @param unratedOpponents how an unrated opponent counts in a performance: {@code SKIPPED} leaves
 *     the game out (its rating and its result)
 * @param unratedRating the rating an unrated opponent counts with under
 *     {@link UnratedOpponents#AS_RATING}; must be 0 with {@link UnratedOpponents#SKIPPED}
 */
public record PerformanceRating(Formula formula, Scope scope, UnratedOpponents unratedOpponents,
    int unratedRating) implements IndexedValueRule {

  /** How a performance rating is computed. */
  public enum Formula {
    /** (sum of ratings + 400 × (wins − losses)) / games, rounded half up. */
    USCF_LINEAR,
    /** FIDE 10.2: ARO (rounded) + dp(p), p rounded half up to hundredths. */
    FIDE_TABLE
  }

  /** Whose performance the figure is. */
  public enum Scope {
    /** The player's own performance. */
    OWN,
    /** The average of the performances of the opponents met over the board, rounded half up. */
    OPPONENTS_AVERAGE
  }

  public PerformanceRating {
    Objects.requireNonNull(formula, "formula");
    Objects.requireNonNull(scope, "scope");
    Ratings.check(unratedOpponents, unratedRating);
  }

  /** USCF 34E10 Opposition's performance: the opponents' linear performances, averaged. */
  public static PerformanceRating uscfOpposition() {
    return new PerformanceRating(Formula.USCF_LINEAR, Scope.OPPONENTS_AVERAGE,
        UnratedOpponents.SKIPPED, 0);
  }

  /** The player's own linear performance. */
  public static PerformanceRating uscf() {
    return new PerformanceRating(Formula.USCF_LINEAR, Scope.OWN, UnratedOpponents.SKIPPED, 0);
  }

  /** FIDE 10.2 TPR, the tournament performance rating. */
  public static PerformanceRating fide() {
    return new PerformanceRating(Formula.FIDE_TABLE, Scope.OWN, UnratedOpponents.SKIPPED, 0);
  }

  /** FIDE 10.4 APRO: the average of the opponents' TPRs. */
  public static PerformanceRating fideOpposition() {
    return new PerformanceRating(Formula.FIDE_TABLE, Scope.OPPONENTS_AVERAGE,
        UnratedOpponents.SKIPPED, 0);
  }

  /** This rule with unrated opponents counted as {@code rating}. */
  public PerformanceRating withUnratedAs(int rating) {
    return new PerformanceRating(formula, scope, UnratedOpponents.AS_RATING, rating);
  }

  /** "PERF" for the player's own performance, "OPPPERF" for the opposition's. */
  @Override
  public String code() {
    return scope == Scope.OWN ? "PERF" : "OPPPERF";
  }

  @Override
  public String name() {
    return scope == Scope.OWN ? "Performance rating" : "Opposition's performance";
  }

  /** The key under which a context shares every player's own performance. */
  private record OwnKey(Formula formula, UnratedOpponents unratedOpponents, int unratedRating) {}

  /**
   * Every player's own performance by index, and the number of games it counts (0: undefined,
   * the value is then 0).
   */
  private record Own(long[] values, int[] games) {}

  /** One player's own performance and the figures it comes from. */
  private record Tally(long ratings, int games, int wins, int losses, long halfPoints) {

    long linearNumerator() {
      return ratings + 400L * (wins - losses);
    }

    long aro() {
      return Ratings.roundHalfUp(ratings, games);
    }

    long hundredths() {
      return Ratings.roundHalfUp(halfPoints * 50, games);
    }

    long value(Formula formula) {
      if (games == 0) {
        return 0;
      }
      return formula == Formula.USCF_LINEAR
          ? Ratings.roundHalfUp(linearNumerator(), games)
          : aro() + FideRatingTable.dp((int) hundredths());
    }
  }

  private static Tally tally(Index index, int i, int[] ratings) {
    long sum = 0;
    int games = 0;
    int wins = 0;
    int losses = 0;
    long halfPoints = 0;
    for (int r = 0; r < index.rounds(); r++) {
      ResultKind kind = index.kind(i, r);
      if (!kind.isPlayed()) {
        continue;
      }
      int rating = ratings[index.opponent(i, r)];
      if (rating == Ratings.SKIPPED) {
        continue;
      }
      sum += rating;
      games++;
      halfPoints += kind.halfPoints();
      wins += kind == ResultKind.WIN ? 1 : 0;
      losses += kind == ResultKind.LOSS ? 1 : 0;
    }
    return new Tally(sum, games, wins, losses, halfPoints);
  }

  private Own own(TiebreakContext context) {
    return context.shared(new OwnKey(formula, unratedOpponents, unratedRating), c -> {
      Index index = Index.of(c);
      int[] ratings = Ratings.of(c, unratedOpponents, unratedRating);
      long[] values = new long[index.players()];
      int[] games = new int[index.players()];
      for (int i = 0; i < values.length; i++) {
        Tally tally = tally(index, i, ratings);
        values[i] = tally.value(formula);
        games[i] = tally.games();
      }
      return new Own(values, games);
    });
  }

  /** Every player's figure by index, whole numbers; computed once per context. */
  @Override
  public long[] figures(TiebreakContext context) {
    if (scope == Scope.OWN) {
      return own(context).values();
    }
    return context.shared(this, c -> {
      Own own = own(c);
      Index ix = Index.of(c);
      long[] all = new long[ix.players()];
      for (int i = 0; i < all.length; i++) {
        long sum = 0;
        int count = 0;
        for (int r = 0; r < ix.rounds(); r++) {
          if (ix.kind(i, r).isPlayed() && own.games()[ix.opponent(i, r)] > 0) {
            sum += own.values()[ix.opponent(i, r)];
            count++;
          }
        }
        all[i] = count == 0 ? 0 : Ratings.roundHalfUp(sum, count);
      }
      return all;
    });
  }

  @Override
  public long denominator() {
    return 1;
  }

  @Override
  public Score value(int player, TiebreakContext context) {
    return Score.of(figures(context)[Index.of(context).indexOf(player)]);
  }

  @Override
  public Explanation explain(int player, TiebreakContext context) {
    Index index = Index.of(context);
    int i = index.indexOf(player);
    Explanation.Builder explanation = Explanation.builder().rule(code()).ruleName(name())
        .player(player).value(value(player, context));
    return scope == Scope.OWN ? explainOwn(index, i, context, explanation)
        : explainOpposition(index, i, context, explanation);
  }

  private Explanation explainOwn(Index index, int i, TiebreakContext context,
      Explanation.Builder explanation) {
    int[] ratings = Ratings.of(context, unratedOpponents, unratedRating);
    long total = 0;
    for (int r = 0; r < index.rounds(); r++) {
      Explanation.Line.Builder line = Rounds.line(index, i, r);
      ResultKind kind = index.kind(i, r);
      if (!kind.isPlayed()) {
        explanation.addLines(line.adjustment("not played over the board: not counted").build());
        continue;
      }
      int o = index.opponent(i, r);
      int rating = ratings[o];
      String unrated = Ratings.isRated(index, o) ? null : Ratings.unratedNote(rating);
      if (rating == Ratings.SKIPPED) {
        explanation.addLines(line.adjustment(unrated).build());
        continue;
      }
      long contribution = rating;
      String why = unrated;
      if (formula == Formula.USCF_LINEAR && kind != ResultKind.DRAW) {
        contribution += kind == ResultKind.WIN ? 400 : -400;
        String sign = kind == ResultKind.WIN ? "win: rating + 400" : "loss: rating − 400";
        why = why == null ? sign : why + "; " + sign;
      }
      total += contribution;
      line.usedScore(Score.of(rating)).contribution(Score.of(contribution))
          .runningTotal(Score.of(total));
      if (why != null) {
        line.adjustment(why);
      }
      explanation.addLines(line.build());
    }
    return explanation.addAllNotes(describe(tally(index, i, ratings))).build();
  }

  /** How one player's own performance comes about, as notes. */
  private List<String> describe(Tally t) {
    if (t.games() == 0) {
      return List.of("no game over the board against a counted opponent: 0");
    }
    if (formula == Formula.USCF_LINEAR) {
      Score exact = Score.of(t.linearNumerator(), t.games());
      return List.of("linear performance: (" + t.ratings() + " + 400 × (" + t.wins()
          + " won − " + t.losses() + " lost)) / " + t.games() + " game"
          + (t.games() == 1 ? "" : "s") + " = " + Ratings.decimal(exact, 2)
          + ", rounded to the nearest whole number, .5 up: " + exact.roundHalfUp());
    }
    long hundredths = t.hundredths();
    int dp = FideRatingTable.dp((int) hundredths);
    return List.of(
        "ARO: " + t.ratings() + " / " + t.games() + " = "
            + Ratings.decimal(Score.of(t.ratings(), t.games()), 2)
            + ", rounded half up: " + t.aro(),
        "p: " + EngineContext.halfPoints(t.halfPoints()) + " point"
            + (t.halfPoints() == 2 ? "" : "s") + " / " + t.games() + " game"
            + (t.games() == 1 ? "" : "s") + " = "
            + Ratings.decimal(Score.of(t.halfPoints(), 2L * t.games()), 4)
            + ", rounded half up to two decimals: " + FideRatingTable.p(hundredths),
        "dp(" + FideRatingTable.p(hundredths) + ") = " + dp + " (FIDE B.02 conversion table)",
        "TPR: " + t.aro() + (dp < 0 ? " − " + -dp : " + " + dp) + " = " + (t.aro() + dp));
  }

  private Explanation explainOpposition(Index index, int i, TiebreakContext context,
      Explanation.Builder explanation) {
    Own own = own(context);
    int[] ratings = Ratings.of(context, unratedOpponents, unratedRating);
    long sum = 0;
    int count = 0;
    for (int r = 0; r < index.rounds(); r++) {
      Explanation.Line.Builder line = Rounds.line(index, i, r);
      if (!index.kind(i, r).isPlayed()) {
        explanation.addLines(line.adjustment("not played over the board: not counted").build());
        continue;
      }
      int o = index.opponent(i, r);
      if (own.games()[o] == 0) {
        explanation.addLines(line.adjustment("the opponent has no performance: not counted")
            .build());
        continue;
      }
      long performance = own.values()[o];
      sum += performance;
      count++;
      explanation.addLines(line.usedScore(Score.of(performance))
          .contribution(Score.of(performance)).runningTotal(Score.of(sum)).build());
      for (String note : describe(tally(index, o, ratings))) {
        explanation.addNotes("opponent " + index.number(o) + ", " + note);
      }
    }
    if (count == 0) {
      return explanation.addNotes("no opponent with a performance met over the board: 0").build();
    }
    Score exact = Score.of(sum, count);
    return explanation.addNotes("average of " + count + " opponent performance"
        + (count == 1 ? "" : "s") + ": " + sum + " / " + count + " = " + Ratings.decimal(exact, 2)
        + ", rounded to the nearest whole number, .5 up: " + exact.roundHalfUp()).build();
  }
}
