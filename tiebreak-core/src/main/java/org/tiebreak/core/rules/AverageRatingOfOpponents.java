package org.tiebreak.core.rules;

import java.util.Objects;
import org.tiebreak.api.Explanation;
import org.tiebreak.api.Score;
import org.tiebreak.api.TiebreakContext;
import org.tiebreak.api.ValueRule;
import org.tiebreak.core.internal.Index;

/**
 * Average Rating of Opponents (USCF 34E11 "Average rating of opposition"; FIDE C.07 Art. 10.1
 * ARO): the average rating of the opponents met over the board. Forfeits and byes do not count.
 * FIDE rounds the average to the nearest whole number with .5 rounded up; {@link Rounding#EXACT}
 * keeps the exact fraction instead. A player with no (counted) opponent gets 0.
 *
 * @param unratedOpponents how an unrated opponent counts
 * @param unratedRating the rating an unrated opponent counts with under
 *     {@link UnratedOpponents#AS_RATING}; must be 0 with {@link UnratedOpponents#SKIPPED}
 * @param rounding whether the average is rounded
 */
public record AverageRatingOfOpponents(UnratedOpponents unratedOpponents, int unratedRating,
    Rounding rounding) implements ValueRule {

  /** How the average is given. */
  public enum Rounding {
    /** Rounded to the nearest whole number, .5 rounded up (FIDE 10.1). */
    WHOLE_HALF_UP,
    /** The exact average, as a fraction where it is not whole. */
    EXACT
  }

  public AverageRatingOfOpponents {
    Ratings.check(unratedOpponents, unratedRating);
    Objects.requireNonNull(rounding, "rounding");
  }

  /** FIDE 10.1 ARO: unrated opponents skipped, rounded half up. */
  public static AverageRatingOfOpponents fide() {
    return new AverageRatingOfOpponents(UnratedOpponents.SKIPPED, 0, Rounding.WHOLE_HALF_UP);
  }

  /** USCF 34E11: the same figure as {@link #fide()}, as the 7th edition gives no details. */
  public static AverageRatingOfOpponents uscf() {
    return fide();
  }

  /** This rule with unrated opponents counted as {@code rating}. */
  public AverageRatingOfOpponents withUnratedAs(int rating) {
    return new AverageRatingOfOpponents(UnratedOpponents.AS_RATING, rating, rounding);
  }

  /** This rule with the given rounding. */
  public AverageRatingOfOpponents withRounding(Rounding rounding) {
    return new AverageRatingOfOpponents(unratedOpponents, unratedRating, rounding);
  }

  @Override
  public String code() {
    return "AOR";
  }

  @Override
  public String name() {
    return "Average rating of opponents";
  }

  @Override
  public Score value(int player, TiebreakContext context) {
    Score[] values = context.shared(this, c -> {
      Index index = Index.of(c);
      int[] ratings = Ratings.of(c, unratedOpponents, unratedRating);
      Score[] all = new Score[index.players()];
      for (int i = 0; i < all.length; i++) {
        long sum = 0;
        int count = 0;
        for (int r = 0; r < index.rounds(); r++) {
          if (index.kind(i, r).isPlayed()) {
            int rating = ratings[index.opponent(i, r)];
            if (rating != Ratings.SKIPPED) {
              sum += rating;
              count++;
            }
          }
        }
        all[i] = average(sum, count);
      }
      return all;
    });
    return values[Index.of(context).indexOf(player)];
  }

  private Score average(long sum, int count) {
    if (count == 0) {
      return Score.ZERO;
    }
    return rounding == Rounding.EXACT ? Score.of(sum, count)
        : Score.of(Ratings.roundHalfUp(sum, count));
  }

  @Override
  public Explanation explain(int player, TiebreakContext context) {
    Index index = Index.of(context);
    int i = index.indexOf(player);
    int[] ratings = Ratings.of(context, unratedOpponents, unratedRating);
    Explanation.Builder explanation = Explanation.builder().rule(code()).ruleName(name())
        .player(player).value(value(player, context));
    long sum = 0;
    int count = 0;
    for (int r = 0; r < index.rounds(); r++) {
      Explanation.Line.Builder line = Rounds.line(index, i, r);
      if (index.kind(i, r).isPlayed()) {
        int o = index.opponent(i, r);
        int rating = ratings[o];
        if (!Ratings.isRated(index, o)) {
          line.adjustment(Ratings.unratedNote(rating));
        }
        if (rating != Ratings.SKIPPED) {
          sum += rating;
          count++;
          line.usedScore(Score.of(rating)).contribution(Score.of(rating))
              .runningTotal(Score.of(sum));
        }
      } else {
        line.adjustment("not played over the board: not counted");
      }
      explanation.addLines(line.build());
    }
    if (count == 0) {
      return explanation.addNotes("no rated opponent met over the board: 0").build();
    }
    Score exact = Score.of(sum, count);
    String note = "average of " + count + " opponent rating" + (count == 1 ? "" : "s") + ": "
        + sum + " / " + count + " = " + Ratings.decimal(exact, 2);
    return explanation.addNotes(rounding == Rounding.EXACT ? note + " (not rounded: " + exact + ")"
        : note + ", rounded to the nearest whole number, .5 up: " + exact.roundHalfUp()).build();
  }
}
