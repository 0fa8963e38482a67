package org.tiebreak.rulesets.fide;

import java.util.Arrays;
import java.util.Optional;
import java.util.OptionalInt;
import org.tiebreak.api.Player;
import org.tiebreak.api.RatingUse;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.Score;
import org.tiebreak.api.rule.Crosstable;
import org.tiebreak.api.rule.Figures;
import org.tiebreak.api.rule.Reach;
import org.tiebreak.api.rule.TiebreakContext;
import org.tiebreak.api.rule.ValueRule;
import org.tiebreak.api.standings.Explanation;
import org.tiebreak.api.standings.Message;
import org.tiebreak.core.rules.FideRatingTables;

/**
 * The rating-based tie-breaks of FIDE C.07 Art. 10, over the games played over the board (a
 * forfeit is never a game here, in a round robin too, nor is a pending game of a round in
 * progress):
 * <ul>
 * <li>ARO (10.1): the average rating of the opponents, rounded to the nearest whole number, .5
 *     up; {@code /Cn} and {@code /Mn} leave out the n lowest (and highest) ratings (14.1).</li>
 * <li>TPR (10.2): ARO plus the rating difference dp of the FIDE B.02 table for the fractional
 *     score p (points over games, rounded to hundredths, half up), points counted 1-½-0.</li>
 * <li>PTP (10.3): the lowest whole rating whose expected score against the opponents (the B.02
 *     table, differences up to ±800) reaches the player's score; a zero score gives the lowest
 *     opponent's rating less 800.</li>
 * <li>APRO and APPO (10.4, 10.5): the average of the opponents' TPR or PTP, rounded as ARO.</li>
 * </ul>
 * When any player has no rating, these tie-breaks are dropped and separate nobody, unless
 * {@code /U} gives the rating unrated players count with (the preamble of Art. 10). A player with
 * no game counted gets 0. These tie-breaks are for individuals (Art. 10) and do not rank
 * teams.
 *
 * @param tiebreak the code as written, with its modifiers
 * @param edition the edition, or empty for the edition of the event's start date
 */
record RatingPerformance(TiebreakCode tiebreak, Optional<FideEdition> edition) implements ValueRule {

  @Override
  public boolean needsRatings() {
    return true;
  }

  @Override
  public String code() {
    return tiebreak.text();
  }

  /**
   * The player's own results, or for APRO and APPO the opponents' performances, which rise with
   * the opponents' results.
   */
  @Override
  public Reach reach() {
    return tiebreak.name().startsWith("AP") ? Reach.OPPONENTS : Reach.OWN_RESULTS;
  }

  @Override
  public String name() {
    return switch (tiebreak.name()) {
      case "ARO" -> "Average Rating of Opponents";
      case "TPR" -> "Tournament Performance Rating";
      case "PTP" -> "Perfect Tournament Performance";
      case "APRO" -> "Average Performance Rating of Opponents";
      default -> "Average Perfect Performance of Opponents";
    };
  }

  @Override
  public String variant() {
    return FideRules.variant(edition, tiebreak);
  }

  private record GamesKey(OptionalInt unratedRating) {}

  private record PerformanceKey(OptionalInt unratedRating, boolean perfect) {}

  /**
   * Every player's ratings and games, computed once per ranking and handling of unrated players.
   *
   * @param ratings each player's first rating (or the rating counted for an unrated player); null
   *     if dropped
   * @param opponents each player's opponents met over the board, by index
   * @param halves each player's points in those games, counted 1-½-0, in half points
   * @param games each player's opponents' ratings in those games, where ratings are counted by
   *     round and some change during the event; else null
   */
  private record Data(long[] ratings, int[][] opponents, long[] halves, long[][] games) {
    boolean dropped() {
      return ratings == null;
    }

    /** The rating of the player's {@code k}th opponent over the board, in that game. */
    long rating(int p, int k) {
      return games == null ? ratings[opponents[p][k]] : games[p][k];
    }

    /** The ratings of the player's opponents, in the order of the rounds. */
    long[] opponentRatings(int p) {
      long[] rated = new long[opponents[p].length];
      for (int k = 0; k < rated.length; k++) {
        rated[k] = rating(p, k);
      }
      return rated;
    }
  }

  private Data data(TiebreakContext context) {
    FideRules.checkNotTeams(this, context, "the rating-based tie-breaks of FIDE C.07 Art. 10 are"
        + " for individuals");
    return context.shared(new GamesKey(tiebreak.unratedRating()), c -> compute(c,
        tiebreak.unratedRating()));
  }

  /**
   * Every player's TPR (or PTP if {@code perfect}), {@link Integer#MIN_VALUE} for a player with
   * no game, computed once per ranking.
   */
  private long[] performances(TiebreakContext context, boolean perfect) {
    return context.shared(new PerformanceKey(tiebreak.unratedRating(), perfect), c -> {
      Data data = data(c);
      long[] performances = new long[data.opponents().length];
      for (int p = 0; p < performances.length; p++) {
        long[] rated = data.opponentRatings(p);
        performances[p] = rated.length == 0 ? Integer.MIN_VALUE
            : perfect ? ptp(rated, data.halves()[p]) : tpr(rated, data.halves()[p]);
      }
      return performances;
    });
  }

  private static Data compute(TiebreakContext context, OptionalInt unrated) {
    Crosstable table = context.crosstable();
    int players = table.players();
    long[] ratings = new long[players];
    for (int p = 0; p < players; p++) {
      Player player = table.player(p);
      OptionalInt rating = counted(player.rating(), player, unrated);
      if (rating.isEmpty()) {
        return new Data(null, null, null, null);
      }
      ratings[p] = rating.getAsInt();
    }
    boolean byRound = context.tournament().ratingUse() == RatingUse.BY_ROUND
        && context.tournament().spansRatingPeriods();
    int[][] opponents = new int[players][];
    long[] halves = new long[players];
    long[][] games = byRound ? new long[players][] : null;
    int[] met = new int[table.rounds()];
    long[] metRatings = new long[table.rounds()];
    for (int p = 0; p < players; p++) {
      int count = 0;
      for (int r = 0; r < table.rounds(); r++) {
        ResultKind kind = table.kind(p, r);
        if (kind.isPlayed()) {
          int o = table.opponent(p, r);
          if (byRound) {
            OptionalInt rating = counted(table.rating(o, r), table.player(o), unrated);
            if (rating.isEmpty()) {
              return new Data(null, null, null, null);
            }
            metRatings[count] = rating.getAsInt();
          }
          met[count++] = o;
          halves[p] += kind.halfPoints();
        }
      }
      opponents[p] = Arrays.copyOf(met, count);
      if (byRound) {
        games[p] = Arrays.copyOf(metRatings, count);
      }
    }
    return new Data(ratings, opponents, halves, games);
  }

  /**
   * The rating counted for a player whose own rating is {@code own}: it, else the rating of
   * unrated players ({@code /U}), else the one the arbiter assigned the player; empty if none.
   */
  private static OptionalInt counted(OptionalInt own, Player player, OptionalInt unrated) {
    if (own.isPresent()) {
      return own;
    }
    if (unrated.isPresent()) {
      return unrated;
    }
    return player.assignedRating();
  }

  /**
   * How an opponent's rating for a game of round {@code r} came about, for an explanation line:
   * the rating of unrated players ({@code /U}), the one the arbiter assigned, or a rating other
   * than the first, in force in that round; empty for the opponent's own first rating.
   */
  private Optional<Message> ratingNote(TiebreakContext context, int o, int r) {
    Crosstable table = context.crosstable();
    Player player = table.player(o);
    OptionalInt own = table.rating(o, r);
    if (context.tournament().ratingUse() != RatingUse.BY_ROUND) {
      own = player.rating();
    }
    if (own.isPresent()) {
      return player.rating().equals(own) ? Optional.empty()
          : Optional.of(Message.of("ratings.inForce", own.getAsInt(), r + 1));
    }
    if (tiebreak.unratedRating().isPresent()) {
      return Optional.of(Message.of("fide.rating.unratedCounted",
          tiebreak.unratedRating().getAsInt()));
    }
    return Optional.of(Message.of("ratings.unratedAssigned", player.assignedRating().orElse(0)));
  }

  static long roundHalfUp(long numerator, long denominator) {
    return Math.floorDiv(2 * numerator + denominator, 2 * denominator);
  }

  private static long average(long[] values) {
    long sum = 0;
    for (long value : values) {
      sum += value;
    }
    return roundHalfUp(sum, values.length);
  }

  /** The fractional score in hundredths, rounded half up. */
  private static int hundredths(long halves, int games) {
    return (int) roundHalfUp(50 * halves, games);
  }

  private static long tpr(long[] ratings, long halves) {
    return average(ratings) + FideRatingTables.dp(hundredths(halves, ratings.length));
  }

  /** The lowest whole rating whose expected score reaches the score: a search by halving. */
  private static long ptp(long[] ratings, long halves) {
    long lowest = Long.MAX_VALUE;
    long highest = Long.MIN_VALUE;
    for (long rating : ratings) {
      lowest = Math.min(lowest, rating);
      highest = Math.max(highest, rating);
    }
    if (halves == 0) {
      return lowest - 800;
    }
    long target = 50 * halves;
    long below = lowest - 801;
    long reaches = highest + 800;
    while (reaches - below > 1) {
      long middle = below + (reaches - below) / 2;
      if (expected(ratings, middle) >= target) {
        reaches = middle;
      } else {
        below = middle;
      }
    }
    return reaches;
  }

  /** The expected score of a player rated {@code rating} against the opponents, in hundredths. */
  private static long expected(long[] ratings, long rating) {
    long sum = 0;
    for (long opponent : ratings) {
      sum += FideRatingTables.expectedScore((int) Math.max(-900, Math.min(900,
          opponent - rating)));
    }
    return sum;
  }

  /** The player's opponents' ratings after the cuts, lowest first. */
  private long[] counted(Data data, int p) {
    long[] ratings = data.opponentRatings(p);
    Arrays.sort(ratings);
    int low = Math.min(tiebreak.cutLow(), ratings.length);
    int high = Math.min(tiebreak.cutHigh(), ratings.length - low);
    return Arrays.copyOfRange(ratings, low, ratings.length - high);
  }

  @Override
  public Figures figures(TiebreakContext context) {
    Data data = data(context);
    long[] figures = new long[context.crosstable().players()];
    if (data.dropped()) {
      return Figures.of(figures);
    }
    switch (tiebreak.name()) {
      case "ARO" -> {
        boolean cuts = tiebreak.cutLow() > 0 || tiebreak.cutHigh() > 0;
        for (int p = 0; p < figures.length; p++) {
          if (cuts) {
            long[] ratings = counted(data, p);
            figures[p] = ratings.length == 0 ? 0 : average(ratings);
          } else {
            long sum = 0;
            int games = data.opponents()[p].length;
            for (int k = 0; k < games; k++) {
              sum += data.rating(p, k);
            }
            figures[p] = games == 0 ? 0 : roundHalfUp(sum, games);
          }
        }
      }
      case "TPR", "PTP" -> {
        long[] performances = performances(context, tiebreak.name().equals("PTP"));
        for (int p = 0; p < figures.length; p++) {
          figures[p] = Math.max(performances[p], 0);
        }
      }
      default -> {
        long[] of = performances(context, tiebreak.name().equals("APPO"));
        for (int p = 0; p < figures.length; p++) {
          long sum = 0;
          int count = 0;
          for (int o : data.opponents()[p]) {
            if (of[o] != Integer.MIN_VALUE) {
              sum += of[o];
              count++;
            }
          }
          figures[p] = count == 0 ? 0 : roundHalfUp(sum, count);
        }
      }
    }
    return Figures.of(figures);
  }

  @Override
  public Explanation explain(int player, TiebreakContext context) {
    Crosstable table = context.crosstable();
    Data data = data(context);
    Explanation.Builder explanation = Explanation.builder(this, player)
        .value(value(player, context));
    if (data.dropped()) {
      return explanation.addNotes(Message.of("fide.rating.dropped")).build();
    }
    int p = table.indexOf(player);
    int k = 0;
    for (int r = 0; r < table.rounds(); r++) {
      Explanation.Line.Builder line = Explanation.Line.builder(table, p, r);
      if (table.kind(p, r).isPlayed()) {
        int o = table.opponent(p, r);
        boolean ofOpponents = tiebreak.name().equals("APRO") || tiebreak.name().equals("APPO");
        long shown = switch (tiebreak.name()) {
          case "APRO" -> performances(context, false)[o];
          case "APPO" -> performances(context, true)[o];
          default -> data.rating(p, k);
        };
        k++;
        if (shown == Integer.MIN_VALUE) {
          line.adjustment(Message.of("fide.rating.noPerformance"));
        } else {
          line.usedScore(Score.of(shown));
          if (!ofOpponents) {
            ratingNote(context, o, r).ifPresent(line::adjustment);
          }
        }
      } else {
        line.adjustment(Message.of("fide.notOverTheBoard"));
      }
      explanation.addLines(line.build());
    }
    int games = data.opponents()[p].length;
    if (games == 0) {
      return explanation.addNotes(Message.of("fide.rating.noGame")).build();
    }
    switch (tiebreak.name()) {
      case "ARO" -> {
        long[] ratings = counted(data, p);
        String key = tiebreak.cutLow() == 0 ? "fide.rating.averageRating"
            : tiebreak.cutHigh() > 0 ? "fide.rating.averageRatingCutBoth"
            : "fide.rating.averageRatingCutLow";
        explanation.addNotes(Message.of(key, ratings.length, tiebreak.cutLow()));
      }
      case "TPR" -> explanation.addNotes(Message.of("fide.rating.performance",
          average(counted(data, p)), hundredths(data.halves()[p], games),
          performances(context, false)[p]));
      case "PTP" -> explanation.addNotes(Message.of("fide.rating.perfectPerformance",
          Score.of(data.halves()[p], 2)));
      default -> explanation.addNotes(Message.of("fide.rating.averagePerformance",
          tiebreak.name().equals("APRO") ? "TPR" : "PTP"));
    }
    return explanation.build();
  }
}
