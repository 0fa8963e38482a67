package org.tiebreak.testkit.arbiter;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.OptionalInt;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.EdgeCasesMode;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.tiebreak.api.Player;
import org.tiebreak.api.RatingUse;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.core.TiebreakEngine;
import org.tiebreak.core.rules.Tiebreaks;
import org.tiebreak.rulesets.fide.Fide;
import org.tiebreak.rulesets.fide.FideEdition;
import org.tiebreak.testkit.TournamentArbitraries;

/**
 * Ratings by round that all equal a player's one rating give every rating-based tie-break the
 * figures it gives without them, whichever rating the event counts; and an unrated player's
 * assigned rating counts as the same fixed rating would.
 */
class RatingsProperties {

  private static final Ruleset RATINGS = Ruleset.builder().name("ratings")
      .addRules(Fide.rule(FideEdition.EDITION_2026, "ARO"),
          Fide.rule(FideEdition.EDITION_2026, "ARO/C1"),
          Fide.rule(FideEdition.EDITION_2026, "TPR"),
          Fide.rule(FideEdition.EDITION_2026, "PTP"),
          Fide.rule(FideEdition.EDITION_2026, "APRO"),
          Fide.rule(FideEdition.EDITION_2026, "APPO/U1500"),
          Fide.rule(FideEdition.EDITION_2026, "RTNG/U1500"))
      .build();

  /** US Chess's readings of the same codes: a ruleset of their own, as their codes are FIDE's. */
  private static final Ruleset US_RATINGS = Ruleset.builder().name("us-ratings")
      .addRules(Tiebreaks.averageRatingOfOpponents(OptionalInt.empty()),
          Tiebreaks.linearPerformance(OptionalInt.empty()),
          Tiebreaks.oppositionLinearPerformance(OptionalInt.of(1200)))
      .build();

  @Provide
  Arbitrary<Tournament> events() {
    return Arbitraries.oneOf(
        TournamentArbitraries.swiss().players(2, 14).allUnplayedKinds().rated(),
        TournamentArbitraries.roundRobin().players(3, 8).withForfeits().rated());
  }

  @Property(tries = 200, edgeCases = EdgeCasesMode.NONE)
  void ratingsByRoundEqualToTheRating_giveTheSameFigures(@ForAll("events") Tournament tournament,
      @ForAll long seed, @ForAll boolean byRound) {
    Random random = new Random(seed);
    Tournament changed = Events.rebuilt(tournament, player -> {
      if (player.rating().isEmpty() || tournament.plannedRounds() < 2) {
        return player;
      }
      Player.Builder copy = Player.builder().startNumber(player.startNumber())
          .name(player.name()).rating(player.rating().getAsInt());
      for (int r = 2; r <= tournament.plannedRounds(); r++) {
        if (random.nextInt(3) == 0) {
          copy.ratingFrom(r, player.rating().getAsInt());
        }
      }
      return copy.build();
    }, b -> b.ratingUse(byRound ? RatingUse.BY_ROUND : RatingUse.FIRST));
    for (Ruleset ruleset : List.of(RATINGS, US_RATINGS)) {
      assertEquals(Events.rows(TiebreakEngine.rank(tournament, ruleset)),
          Events.rows(TiebreakEngine.rank(changed, ruleset)));
    }
  }

  @Property(tries = 200, edgeCases = EdgeCasesMode.NONE)
  void assignedRatingsOfOneValue_countAsThatFixedRating(@ForAll("events") Tournament tournament) {
    Ruleset assigned = Ruleset.builder().name("assigned")
        .addRules(Fide.rule(FideEdition.EDITION_2026, "ARO"),
            Fide.rule(FideEdition.EDITION_2026, "TPR")).build();
    Ruleset fixed = Ruleset.builder().name("assigned")
        .addRules(Fide.rule(FideEdition.EDITION_2026, "ARO/U1400"),
            Fide.rule(FideEdition.EDITION_2026, "TPR/U1400")).build();
    Ruleset usAssigned = Ruleset.builder().name("us-assigned")
        .addRules(Tiebreaks.averageRatingOfOpponents(OptionalInt.empty())).build();
    Ruleset usFixed = Ruleset.builder().name("us-assigned")
        .addRules(Tiebreaks.averageRatingOfOpponents(OptionalInt.of(1400))).build();
    Tournament estimated = Events.rebuilt(tournament, player -> player.rating().isPresent()
        ? player : Player.builder().startNumber(player.startNumber()).name(player.name())
            .assignedRating(1400).build(), b -> { });
    for (Ruleset[] pair : List.of(new Ruleset[] {assigned, fixed},
        new Ruleset[] {usAssigned, usFixed})) {
      Standings byAssigned = TiebreakEngine.rank(estimated, pair[0]);
      Standings byFixed = TiebreakEngine.rank(tournament, pair[1]);
      for (Standings.Row row : byAssigned.rows()) {
        assertEquals(row.values().values().stream().toList(),
            byFixed.row(row.player().startNumber()).values().values().stream().toList());
      }
      assertEquals(Events.order(byAssigned), Events.order(byFixed));
    }
  }
}
