package org.tiebreak.core.rules;

import java.util.List;
import java.util.Objects;
import java.util.OptionalInt;
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
    FIDE_TABLE,
    /**
     * SwissSys's reading of the linear formula: a win against an opponent rated more than
     * {@value PerformanceRating#SWISSSYS_GAP} below the player counts that opponent at the
     * player's rating less {@value PerformanceRating#SWISSSYS_GAP}, and the quotient is truncated.
     */
    SWISSSYS_LINEAR
  }

  /** Whose performance the figure is. */
  enum Scope {
    /** The player's own performance. */
    OWN,
    /** The average of the performances of the opponents met over the board, rounded half up. */
    OPPONENTS_AVERAGE
  }

  /**
   * The gap beyond which SwissSys counts a win against a lower-rated opponent as against one
   * rated this much below the player.
   */
  static final int SWISSSYS_GAP = 350;

  PerformanceRating {
    Objects.requireNonNull(formula, "formula");
    Objects.requireNonNull(scope, "scope");
    Ratings.check(unratedRating);
    if (formula == Formula.SWISSSYS_LINEAR && scope == Scope.OWN) {
      throw new IllegalArgumentException("SwissSys's reading is known for the opposition's"
          + " performance only");
    }
  }

  /** "TPR" for the player's own performance, "APRO" for the opposition's. */
  @Override
  public boolean needsRatings() {
    return true;
  }

  @Override
  public String code() {
    return scope == Scope.OWN ? "TPR" : "APRO";
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
    String how = switch (formula) {
      case USCF_LINEAR -> "linear formula";
      case FIDE_TABLE -> "FIDE B.02 table";
      case SWISSSYS_LINEAR -> "SwissSys's linear formula: truncated, a win counting at least the"
          + " player's rating + " + (400 - SWISSSYS_GAP);
    };
    return how + "; " + Ratings.variant(unratedRating);
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
      long unitsPerPoint, int capped) {

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
      return switch (formula) {
        case USCF_LINEAR -> Ratings.roundHalfUp(linearNumerator(), games);
        case FIDE_TABLE -> aro() + FideRatingTables.dp((int) hundredths());
        case SWISSSYS_LINEAR -> Math.floorDiv(linearNumerator(), games);
      };
    }
  }

  /**
   * The rating opponent {@code o} counts with in player {@code p}'s performance in round
   * {@code r}: its own, or for SwissSys a win against an opponent rated more than
   * {@link #SWISSSYS_GAP} below a rated player counts the player's rating less the gap.
   */
  private int counted(Crosstable table, int p, int r, Ratings.Table ratings, ResultKind kind,
      int rating) {
    if (formula == Formula.SWISSSYS_LINEAR && kind == ResultKind.WIN && Ratings.isRated(table, p)
        && ratings.rating(p, r) - rating > SWISSSYS_GAP) {
      return ratings.rating(p, r) - SWISSSYS_GAP;
    }
    return rating;
  }

  private Tally tally(Crosstable table, int p, Ratings.Table ratings) {
    long sum = 0;
    int games = 0;
    int wins = 0;
    int losses = 0;
    int capped = 0;
    long points = 0;
    for (int r = 0; r < table.rounds(); r++) {
      ResultKind kind = table.kind(p, r);
      if (!kind.isPlayed()) {
        continue;
      }
      int rating = ratings.rating(table.opponent(p, r), r);
      if (rating == Ratings.SKIPPED) {
        continue;
      }
      int counted = counted(table, p, r, ratings, kind, rating);
      capped += counted != rating ? 1 : 0;
      sum += counted;
      games++;
      points += table.points(p, r);
      wins += kind == ResultKind.WIN ? 1 : 0;
      losses += kind == ResultKind.LOSS ? 1 : 0;
    }
    return new Tally(sum, games, wins, losses, points, table.unitsPerPoint(), capped);
  }

  private Own own(TiebreakContext context) {
    return context.shared(new OwnKey(formula, unratedRating), c -> {
      Crosstable table = c.crosstable();
      Ratings.Table ratings = Ratings.of(c, unratedRating);
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
    Ratings.Table ratings = Ratings.of(context, unratedRating);
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
      int rating = ratings.rating(o, r);
      Message unrated = Ratings.note(context, o, r, unratedRating);
      if (rating == Ratings.SKIPPED) {
        explanation.addLines(line.adjustment(unrated).build());
        continue;
      }
      long contribution = rating;
      Message why = unrated;
      if (formula != Formula.FIDE_TABLE && kind != ResultKind.DRAW) {
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
    if (formula == Formula.SWISSSYS_LINEAR) {
      Score exact = Score.of(t.linearNumerator(), t.games());
      Message linear = Message.of("performance.linearTruncated", t.ratings(), t.wins(),
          t.losses(), t.games(), Ratings.decimal(exact, 2), t.value(formula));
      return t.capped() == 0 ? List.of(linear) : List.of(
          Message.of("performance.swissSysCapped", t.capped(), SWISSSYS_GAP), linear);
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
    Ratings.Table ratings = Ratings.of(context, unratedRating);
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
