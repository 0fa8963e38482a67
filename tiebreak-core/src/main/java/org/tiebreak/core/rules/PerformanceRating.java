package org.tiebreak.core.rules;

import java.util.List;
import java.util.Objects;
import java.util.OptionalInt;
import org.tiebreak.api.Reach;
import org.tiebreak.api.Crosstable;
import org.tiebreak.api.Explanation;
import org.tiebreak.api.Figures;
import org.tiebreak.api.Message;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.Score;
import org.tiebreak.api.TiebreakContext;
import org.tiebreak.api.ValueRule;

/**
 * Performance rating, the player's own or the opposition's: see
 * {@link Tiebreaks#linearPerformance}, {@link Tiebreaks#fidePerformance},
 * {@link Tiebreaks#oppositionLinearPerformance} and {@link Tiebreaks#oppositionFidePerformance}.
 *
 * @param formula how a performance is computed
 * @param scope whether the figure is the player's own performance or their opponents' average
 * @param unratedRating the rating an unrated opponent counts with; empty to leave the game out
 */
record PerformanceRating(Formula formula, Scope scope, OptionalInt unratedRating)
    implements ValueRule {

  /** How a performance rating is computed. */
  enum Formula {
    /** (sum of ratings + 400 × (wins − losses)) / games, rounded half up. */
    USCF_LINEAR,
    /** FIDE 10.2: ARO (rounded) + dp(p), p rounded half up to hundredths. */
    FIDE_TABLE
  }

  /** Whose performance the figure is. */
  enum Scope {
    /** The player's own performance. */
    OWN,
    /** The average of the performances of the opponents met over the board, rounded half up. */
    OPPONENTS_AVERAGE
  }

  PerformanceRating {
    Objects.requireNonNull(formula, "formula");
    Objects.requireNonNull(scope, "scope");
    Ratings.check(unratedRating);
  }

  /** "PERF" for the player's own performance, "OPPPERF" for the opposition's. */
  @Override
  public boolean needsRatings() {
    return true;
  }

  @Override
  public String code() {
    return scope == Scope.OWN ? "PERF" : "OPPPERF";
  }

  /**
   * The player's own results; the opponents' performances rise with the opponents' results.
   */
  @Override
  public Reach reach() {
    return scope == Scope.OWN ? Reach.OWN_RESULTS : Reach.OPPONENTS;
  }

  @Override
  public String name() {
    return scope == Scope.OWN ? "Performance rating" : "Opposition's performance";
  }

  @Override
  public String variant() {
    return (formula == Formula.USCF_LINEAR ? "linear formula" : "FIDE B.02 table") + "; "
        + Ratings.variant(unratedRating);
  }

  /** The key under which a context shares every player's own performance. */
  private record OwnKey(Formula formula, OptionalInt unratedRating) {}

  /**
   * Every player's own performance by index, and the number of games it counts (0: undefined,
   * the value is then 0).
   */
  private record Own(long[] values, int[] games) {}

  /** One player's own performance and the figures it comes from. */
  private record Tally(long ratings, int games, int wins, int losses, long points,
      long unitsPerPoint) {

    long linearNumerator() {
      return ratings + 400L * (wins - losses);
    }

    long aro() {
      return Ratings.roundHalfUp(ratings, games);
    }

    long hundredths() {
      return Ratings.roundHalfUp(points * 100, unitsPerPoint * games);
    }

    long value(Formula formula) {
      if (games == 0) {
        return 0;
      }
      return formula == Formula.USCF_LINEAR
          ? Ratings.roundHalfUp(linearNumerator(), games)
          : aro() + FideRatingTables.dp((int) hundredths());
    }
  }

  private static Tally tally(Crosstable table, int p, int[] ratings) {
    long sum = 0;
    int games = 0;
    int wins = 0;
    int losses = 0;
    long points = 0;
    for (int r = 0; r < table.rounds(); r++) {
      ResultKind kind = table.kind(p, r);
      if (!kind.isPlayed()) {
        continue;
      }
      int rating = ratings[table.opponent(p, r)];
      if (rating == Ratings.SKIPPED) {
        continue;
      }
      sum += rating;
      games++;
      points += table.points(p, r);
      wins += kind == ResultKind.WIN ? 1 : 0;
      losses += kind == ResultKind.LOSS ? 1 : 0;
    }
    return new Tally(sum, games, wins, losses, points, table.unitsPerPoint());
  }

  private Own own(TiebreakContext context) {
    return context.shared(new OwnKey(formula, unratedRating), c -> {
      Crosstable table = c.crosstable();
      int[] ratings = Ratings.of(c, unratedRating);
      long[] values = new long[table.players()];
      int[] games = new int[table.players()];
      for (int i = 0; i < values.length; i++) {
        Tally tally = tally(table, i, ratings);
        values[i] = tally.value(formula);
        games[i] = tally.games();
      }
      return new Own(values, games);
    });
  }

  /** Every player's figure by index, whole numbers. */
  @Override
  public Figures figures(TiebreakContext context) {
    Own own = own(context);
    if (scope == Scope.OWN) {
      return Figures.of(own.values());
    }
    Crosstable table = context.crosstable();
    long[] all = new long[table.players()];
    for (int p = 0; p < all.length; p++) {
      long sum = 0;
      int count = 0;
      for (int r = 0; r < table.rounds(); r++) {
        if (table.kind(p, r).isPlayed() && own.games()[table.opponent(p, r)] > 0) {
          sum += own.values()[table.opponent(p, r)];
          count++;
        }
      }
      all[p] = count == 0 ? 0 : Ratings.roundHalfUp(sum, count);
    }
    return Figures.of(all);
  }

  @Override
  public Explanation explain(int player, TiebreakContext context) {
    Crosstable table = context.crosstable();
    int p = table.indexOf(player);
    Explanation.Builder explanation = Explanation.builder(this, player)
        .value(value(player, context));
    return scope == Scope.OWN ? explainOwn(table, p, context, explanation)
        : explainOpposition(table, p, context, explanation);
  }

  private Explanation explainOwn(Crosstable table, int i, TiebreakContext context,
      Explanation.Builder explanation) {
    int[] ratings = Ratings.of(context, unratedRating);
    long total = 0;
    for (int r = 0; r < table.rounds(); r++) {
      if (table.kind(i, r).isPending()) {
        explanation.addLines(Rounds.pendingLine(table, i, r));
        continue;
      }
      Explanation.Line.Builder line = Explanation.Line.builder(table, i, r);
      ResultKind kind = table.kind(i, r);
      if (!kind.isPlayed()) {
        explanation.addLines(line.adjustment(Ratings.notPlayedNote()).build());
        continue;
      }
      int o = table.opponent(i, r);
      int rating = ratings[o];
      Message unrated = Ratings.isRated(table, o) ? null : Ratings.unratedNote(rating);
      if (rating == Ratings.SKIPPED) {
        explanation.addLines(line.adjustment(unrated).build());
        continue;
      }
      long contribution = rating;
      Message why = unrated;
      if (formula == Formula.USCF_LINEAR && kind != ResultKind.DRAW) {
        boolean win = kind == ResultKind.WIN;
        contribution += win ? 400 : -400;
        if (unrated == null) {
          why = Message.of(win ? "performance.win" : "performance.loss");
        } else {
          why = Message.of(win ? "performance.unratedWin" : "performance.unratedLoss", unrated);
        }
      }
      total += contribution;
      line.usedScore(Score.of(rating)).contribution(Score.of(contribution))
          .runningTotal(Score.of(total));
      if (why != null) {
        line.adjustment(why);
      }
      explanation.addLines(line.build());
    }
    return explanation.addAllNotes(describe(tally(table, i, ratings))).build();
  }

  /** How one player's own performance comes about, as notes. */
  private List<Message> describe(Tally t) {
    if (t.games() == 0) {
      return List.of(Message.of("performance.noGame"));
    }
    if (formula == Formula.USCF_LINEAR) {
      Score exact = Score.of(t.linearNumerator(), t.games());
      return List.of(Message.of("performance.linear", t.ratings(), t.wins(), t.losses(),
          t.games(), Ratings.decimal(exact, 2), exact.roundHalfUp()));
    }
    long hundredths = t.hundredths();
    int dp = FideRatingTables.dp((int) hundredths);
    String p = FideRatingTables.p(hundredths);
    Score points = Score.of(t.points(), t.unitsPerPoint());
    return List.of(
        Message.of("performance.aro", t.ratings(), t.games(),
            Ratings.decimal(Score.of(t.ratings(), t.games()), 2), t.aro()),
        Message.of("performance.p",
            Message.of(t.points() == t.unitsPerPoint() ? "performance.point" : "performance.points",
                points),
            t.games(), Ratings.decimal(Score.of(t.points(), t.unitsPerPoint() * t.games()), 4), p),
        Message.of("performance.dp", p, dp),
        Message.of(dp < 0 ? "performance.tprMinus" : "performance.tprPlus", t.aro(), Math.abs(dp),
            t.aro() + dp));
  }

  private Explanation explainOpposition(Crosstable table, int i, TiebreakContext context,
      Explanation.Builder explanation) {
    Own own = own(context);
    int[] ratings = Ratings.of(context, unratedRating);
    long sum = 0;
    int count = 0;
    for (int r = 0; r < table.rounds(); r++) {
      if (table.kind(i, r).isPending()) {
        explanation.addLines(Rounds.pendingLine(table, i, r));
        continue;
      }
      Explanation.Line.Builder line = Explanation.Line.builder(table, i, r);
      if (!table.kind(i, r).isPlayed()) {
        explanation.addLines(line.adjustment(Ratings.notPlayedNote()).build());
        continue;
      }
      int o = table.opponent(i, r);
      if (own.games()[o] == 0) {
        explanation.addLines(line.adjustment(Message.of("performance.opponentHasNone")).build());
        continue;
      }
      long performance = own.values()[o];
      sum += performance;
      count++;
      explanation.addLines(line.usedScore(Score.of(performance))
          .contribution(Score.of(performance)).runningTotal(Score.of(sum)).build());
      for (Message note : describe(tally(table, o, ratings))) {
        explanation.addNotes(Message.of("performance.ofOpponent", table.startNumber(o), note));
      }
    }
    if (count == 0) {
      return explanation.addNotes(Message.of("performance.noOpponent")).build();
    }
    Score exact = Score.of(sum, count);
    return explanation.addNotes(Message.of("performance.average", count, sum,
        Ratings.decimal(exact, 2), exact.roundHalfUp())).build();
  }
}
