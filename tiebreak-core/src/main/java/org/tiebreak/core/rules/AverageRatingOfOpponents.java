package org.tiebreak.core.rules;

import java.util.Arrays;
import java.util.OptionalInt;
import org.tiebreak.api.Score;
import org.tiebreak.api.rule.Crosstable;
import org.tiebreak.api.rule.Figures;
import org.tiebreak.api.rule.Reach;
import org.tiebreak.api.rule.TiebreakContext;
import org.tiebreak.api.rule.ValueRule;
import org.tiebreak.api.standings.Explanation;
import org.tiebreak.api.standings.Message;

/**
 * Average rating of opponents: see {@link Tiebreaks#averageRatingOfOpponents}.
 *
 * @param unratedRating the rating an unrated opponent counts with; empty to leave the game out
 * @param rounded whether the average is rounded to a whole number, .5 up, or kept exact
 */
record AverageRatingOfOpponents(OptionalInt unratedRating, boolean rounded) implements ValueRule {

  AverageRatingOfOpponents {
    Ratings.check(unratedRating);
  }

  @Override
  public boolean needsRatings() {
    return true;
  }

  @Override
  public String code() {
    return "ARO";
  }

  /** Only the player's own results (a group's order: the results of the group's players). */
  @Override
  public Reach reach() {
    return Reach.OWN_RESULTS;
  }

  @Override
  public String name() {
    return "Average rating of opponents";
  }

  @Override
  public String variant() {
    return Ratings.variant(unratedRating) + "; "
        + (rounded ? "rounded to a whole number, .5 up" : "exact");
  }

  @Override
  public Figures figures(TiebreakContext context) {
    Crosstable table = context.crosstable();
    Ratings.Table ratings = Ratings.of(context, unratedRating);
    Score[] all = new Score[table.players()];
    for (int p = 0; p < all.length; p++) {
      long sum = 0;
      int count = 0;
      for (int r = 0; r < table.rounds(); r++) {
        if (table.kind(p, r).isPlayed()) {
          int rating = ratings.rating(table.opponent(p, r), r);
          if (rating != Ratings.SKIPPED) {
            sum += rating;
            count++;
          }
        }
      }
      all[p] = average(sum, count);
    }
    return Figures.of(Arrays.asList(all));
  }

  private Score average(long sum, int count) {
    if (count == 0) {
      return Score.ZERO;
    }
    return rounded ? Score.of(Ratings.roundHalfUp(sum, count)) : Score.of(sum, count);
  }

  @Override
  public Explanation explain(int player, TiebreakContext context) {
    Crosstable table = context.crosstable();
    int p = table.indexOf(player);
    Ratings.Table ratings = Ratings.of(context, unratedRating);
    Explanation.Builder explanation = Explanation.builder(this, player)
        .value(value(player, context));
    long sum = 0;
    int count = 0;
    for (int r = 0; r < table.rounds(); r++) {
      if (table.kind(p, r).isPending()) {
        explanation.addLines(Rounds.pendingLine(table, p, r));
        continue;
      }
      Explanation.Line.Builder line = Explanation.Line.builder(table, p, r);
      if (table.kind(p, r).isPlayed()) {
        int o = table.opponent(p, r);
        int rating = ratings.rating(o, r);
        Message note = Ratings.note(context, o, r, unratedRating);
        if (note != null) {
          line.adjustment(note);
        }
        if (rating != Ratings.SKIPPED) {
          sum += rating;
          count++;
          line.usedScore(Score.of(rating)).contribution(Score.of(rating))
              .runningTotal(Score.of(sum));
        }
      } else {
        line.adjustment(Ratings.notPlayedNote());
      }
      explanation.addLines(line.build());
    }
    if (count == 0) {
      return explanation.addNotes(Message.of("averageRating.noOpponent")).build();
    }
    Score exact = Score.of(sum, count);
    String decimal = Ratings.decimal(exact, 2);
    return explanation.addNotes(rounded
        ? Message.of("averageRating.rounded", count, sum, decimal, exact.roundHalfUp())
        : Message.of("averageRating.exact", count, sum, decimal, exact)).build();
  }
}
