package org.tiebreak.rulesets.fide;

import java.util.Optional;
import java.util.OptionalInt;
import org.tiebreak.api.Player;
import org.tiebreak.api.rule.Crosstable;
import org.tiebreak.api.rule.Figures;
import org.tiebreak.api.rule.Reach;
import org.tiebreak.api.rule.TiebreakContext;
import org.tiebreak.api.rule.ValueRule;
import org.tiebreak.api.standings.Explanation;
import org.tiebreak.api.standings.Message;

/**
 * The tie-breaks of FIDE C.07 (2026) that order players by a number of their own: TPN (7.8, the
 * tournament pairing number, lower first) and RTNG (10.6, the rating, higher first), each
 * reversed by {@code /R}. RTNG counts each player's first rating; an unrated player counts the
 * rating {@code /U} gives every unrated player, else the one the arbiter assigned the player
 * ({@link org.tiebreak.api.Player#assignedRating()}); where a player has neither, RTNG is dropped,
 * separating nobody (Art. 10).
 *
 * @param tiebreak the code as written, with its modifiers
 * @param edition the edition, or empty for the edition of the event's start date
 */
record PlayerOrder(TiebreakCode tiebreak, Optional<FideEdition> edition) implements ValueRule {

  @Override
  public String code() {
    return tiebreak.text();
  }

  /** No result at all: the start numbers or the ratings. */
  @Override
  public Reach reach() {
    return Reach.OWN_RESULTS;
  }

  @Override
  public String name() {
    return tiebreak.name().equals("TPN") ? "Tournament pairing number" : "Rating";
  }

  @Override
  public String variant() {
    return FideRules.variant(edition, tiebreak);
  }

  @Override
  public boolean needsRatings() {
    return !tiebreak.name().equals("TPN");
  }

  @Override
  public boolean lowerIsBetter() {
    return tiebreak.name().equals("TPN") != tiebreak.reverse();
  }

  /** The players' ratings (or the rating for unrated players), or empty if the rule is dropped. */
  private Optional<long[]> ratings(Crosstable table) {
    long[] ratings = new long[table.players()];
    for (int p = 0; p < ratings.length; p++) {
      Player player = table.player(p);
      OptionalInt rating = player.rating().isPresent() ? player.rating()
          : tiebreak.unratedRating().isPresent() ? tiebreak.unratedRating()
          : player.assignedRating();
      if (rating.isEmpty()) {
        return Optional.empty();
      }
      ratings[p] = rating.getAsInt();
    }
    return Optional.of(ratings);
  }

  @Override
  public Figures figures(TiebreakContext context) {
    Crosstable table = context.crosstable();
    if (!tiebreak.name().equals("TPN")) {
      FideRules.checkNotTeams(this, context, "the rating-based tie-breaks of FIDE C.07 Art. 10 are"
          + " for individuals");
    }
    if (tiebreak.name().equals("TPN")) {
      long[] numbers = new long[table.players()];
      for (int p = 0; p < numbers.length; p++) {
        numbers[p] = table.startNumber(p);
      }
      return Figures.of(numbers);
    }
    return Figures.of(ratings(table).orElseGet(() -> new long[table.players()]));
  }

  @Override
  public Explanation explain(int player, TiebreakContext context) {
    Crosstable table = context.crosstable();
    if (!tiebreak.name().equals("TPN")) {
      FideRules.checkNotTeams(this, context, "the rating-based tie-breaks of FIDE C.07 Art. 10 are"
          + " for individuals");
    }
    Explanation.Builder explanation = Explanation.builder(this, player)
        .value(value(player, context));
    if (tiebreak.name().equals("TPN")) {
      return explanation.addNotes(Message.of("fide.order.pairingNumber", first())).build();
    }
    if (ratings(table).isEmpty()) {
      return explanation.addNotes(Message.of("fide.rating.dropped")).build();
    }
    Player who = table.player(table.indexOf(player));
    if (who.rating().isPresent()) {
      return explanation.addNotes(Message.of("fide.order.rating", first())).build();
    }
    return explanation.addNotes(tiebreak.unratedRating().isPresent()
        ? Message.of("fide.order.unrated", tiebreak.unratedRating().getAsInt(), first())
        : Message.of("fide.order.assigned", who.assignedRating().getAsInt(), first())).build();
  }

  /** Which figure ranks first: "lower first" or "higher first". */
  private Message first() {
    return Message.of(lowerIsBetter() ? "fide.order.lowerFirst" : "fide.order.higherFirst");
  }
}
