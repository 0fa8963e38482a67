package org.tiebreak.testkit;

import static org.apiguardian.api.API.Status.STABLE;

import java.util.List;
import java.util.Objects;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import org.apiguardian.api.API;
import org.tiebreak.api.Format;
import org.tiebreak.api.PointSystem;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.Score;
import org.tiebreak.api.Tournament;

/**
 * jqwik arbitraries for valid Swiss and round-robin tournaments, to test tie-break rules and
 * rulesets with.
 *
 * <pre>{@code
 * @Property
 * void scoresAreNeverNegative(@ForAll("tournaments") Tournament tournament) { ... }
 *
 * @Provide
 * Arbitrary<Tournament> tournaments() {
 *   return TournamentArbitraries.swiss().players(4, 12).inProgress().allUnplayedKinds().rated();
 * }
 * }</pre>
 *
 * <p>Failing samples are reported as crosstables (see {@link Crosstables#format}).
 */
@API(status = STABLE, since = "1.0")
public final class TournamentArbitraries {

  private TournamentArbitraries() {}

  /**
   * Swiss tournaments of 2 to 16 players planned for 1 to 9 rounds, complete, unrated, with no
   * unplayed rounds but the pairing-allocated bye of an odd field.
   *
   * <p>Each round the players who are there (not withdrawn, not yet entered, not absent and not
   * on a requested bye) are ranked by score, then start number. If their number is odd, the
   * lowest-ranked one who has had no pairing-allocated bye yet gets one (at most one per round),
   * preferring a player whose removal lets the rest be paired without repeats. The rest are paired
   * top-down, each with the highest-ranked player they have not met (Monrad style), searching for
   * a pairing without any repeat meeting and allowing repeats only if there is none (or the search
   * gives up, which needs far more players and rounds than the defaults). White goes to the player
   * with fewer whites so far, then to the one who had Black last; otherwise colours alternate by
   * board. Results are random.
   *
   * @return a new arbitrary
   */
  public static TournamentArbitrary swiss() {
    return new DefaultTournamentArbitrary(Format.SWISS);
  }

  /**
   * A mix of every kind of tournament the testkit generates, complete or in progress, with every
   * kind of unplayed round: Swiss tournaments (unrated or rated), single round robins (unrated)
   * and double round robins (rated), in equal shares; the unrated Swiss tournaments and the double
   * round robins may have games of their last round pending. The contracts
   * ({@link TiebreakRuleContract}, {@link RulesetContract}) run over these by default.
   *
   * @return a new arbitrary
   */
  public static Arbitrary<Tournament> any() {
    return Arbitraries.oneOf(
        swiss().allUnplayedKinds().inProgress().withPendingGames(),
        swiss().allUnplayedKinds().inProgress().rated(),
        roundRobin().allUnplayedKinds().inProgress(),
        roundRobin().doubleRoundRobin().allUnplayedKinds().inProgress().rated()
            .withPendingGames());
  }

  /**
   * Point systems other than 1-½-0 that events use: 3-1-0 (football scoring), 2-1-0, a
   * pairing-allocated bye worth a draw, and 1-½-0 with a forfeit loss worth −1.
   *
   * @return the point systems
   */
  public static List<PointSystem> otherPointSystems() {
    return List.of(
        PointSystem.builder().win(Score.of(3)).draw(Score.ONE).loss(Score.ZERO).build(),
        PointSystem.builder().win(Score.of(2)).draw(Score.ONE).loss(Score.ZERO).build(),
        PointSystem.builder().pairingAllocatedBye(Score.HALF).build(),
        PointSystem.builder().forfeitLoss(Score.of(-1)).build());
  }

  /**
   * The tournaments of {@link #any()} that a ruleset is meant for ({@link Ruleset#fits}): only
   * Swiss events for a chain meant for them, only round robins for a round-robin chain. A ruleset
   * of teams ranks team events: {@link TeamTournamentArbitraries#fitting} gives those.
   *
   * @param ruleset the ruleset; not {@code null}
   * @return a new arbitrary
   * @throws IllegalArgumentException if the ruleset ranks teams ({@link Ruleset#forTeams()})
   */
  public static Arbitrary<Tournament> fitting(Ruleset ruleset) {
    Objects.requireNonNull(ruleset, "ruleset");
    if (ruleset.forTeams()) {
      throw new IllegalArgumentException("ruleset " + ruleset.name() + " ranks teams, not"
          + " players: see TeamTournamentArbitraries.fitting");
    }
    Set<Format> formats = ruleset.formats();
    if (formats.equals(Set.of(Format.SWISS))) {
      return Arbitraries.oneOf(swiss().allUnplayedKinds().inProgress().withPendingGames(),
          swiss().allUnplayedKinds().inProgress().rated());
    }
    if (!formats.isEmpty() && !formats.contains(Format.SWISS)) {
      return Arbitraries.oneOf(roundRobin().allUnplayedKinds().inProgress(),
          roundRobin().doubleRoundRobin().allUnplayedKinds().inProgress().rated()
              .withPendingGames());
    }
    return any().filter(ruleset::fits);
  }

  /**
   * Round robins of 3 to 8 players, complete, unrated, with every game played over the board.
   *
   * <p>Pairings and colours follow the Berger tables (circle method). With an odd number of
   * players a dummy player completes the table, and the player drawn against the dummy gets a
   * {@link org.tiebreak.api.ResultKind#PAIRING_ALLOCATED_BYE} for that round (which the model
   * scores as a win). A round robin of {@code n} players is planned for {@code n - 1} rounds if
   * {@code n} is even and {@code n} rounds if it is odd, twice that for a double round robin.
   * Where a player is not there (bye, absence, withdrawal, late entry), the scheduled opponent
   * gets a {@link org.tiebreak.api.ResultKind#FULL_POINT_BYE}. Results are random.
   *
   * @return a new arbitrary
   */
  public static TournamentArbitrary roundRobin() {
    return new DefaultTournamentArbitrary(Format.ROUND_ROBIN);
  }
}
