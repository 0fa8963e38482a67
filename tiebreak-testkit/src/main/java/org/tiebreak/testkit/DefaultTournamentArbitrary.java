package org.tiebreak.testkit;

import static org.tiebreak.testkit.Draws.appendChance;
import static org.tiebreak.testkit.Draws.checkPercent;
import static org.tiebreak.testkit.Draws.happens;
import static org.tiebreak.testkit.Draws.percentiles;
import static org.tiebreak.testkit.Draws.uniform;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.function.Consumer;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.arbitraries.ArbitraryDecorator;
import org.tiebreak.api.Format;
import org.tiebreak.api.GameResult;
import org.tiebreak.api.PointSystem;
import org.tiebreak.api.Tournament;
import org.tiebreak.testkit.Plan.Attendance;
import org.tiebreak.testkit.Plan.PlayerPlan;

/**
 * The {@link TournamentArbitrary} of {@link TournamentArbitraries}.
 *
 * <p>A tournament is made in two steps. First a {@link Plan} is drawn from small integers only:
 * the number of players, planned rounds and rounds not yet played, then per player a few
 * "percentiles" (0 to 99) and round numbers, and per round and player a percentile for attendance
 * and one for the result. A percentile of 0 always means the plain case (plays, White wins; for
 * rated players: unrated), so shrinking removes unplayed rounds and simplifies results. The draws
 * are made for the largest tournament allowed and a smaller one uses part of them, so that
 * shrinking the number of players or rounds keeps the other draws. Then the plan is paired
 * deterministically ({@link SwissSystem}, {@link BergerTables}).
 */
final class DefaultTournamentArbitrary extends ArbitraryDecorator<Tournament>
    implements TournamentArbitrary {

  private static final int BYES = 10;
  private static final int FORFEITS = 10;
  private static final int WITHDRAWALS = 15;
  private static final int LATE_ENTRIES = 15;
  private static final int ABSENCES = 5;
  private static final int UNRATED = 20;
  private static final int LOWEST_RATING = 1000;
  private static final int HIGHEST_RATING = 2800;

  private Format format;
  private int minPlayers;
  private int maxPlayers;
  private int minRounds = 1;
  private int maxRounds = 9;
  private boolean inProgress;
  private boolean pendingGames;
  private int byes;
  private int forfeits;
  private int withdrawals;
  private int lateEntries;
  private int absences;
  private boolean rated;
  private int unrated;
  private List<PointSystem> pointSystems = List.of();

  DefaultTournamentArbitrary(Format format) {
    this.format = format;
    this.minPlayers = format == Format.SWISS ? 2 : 3;
    this.maxPlayers = format == Format.SWISS ? 16 : 8;
  }

  @Override
  public TournamentArbitrary players(int min, int max) {
    if (min < 1 || min > max) {
      throw new IllegalArgumentException(
          "players must be a range from at least 1: " + min + ".." + max);
    }
    return with(c -> {
      c.minPlayers = min;
      c.maxPlayers = max;
    });
  }

  @Override
  public TournamentArbitrary rounds(int min, int max) {
    Draws.checkRounds(format, "players", min, max);
    return with(c -> {
      c.minRounds = min;
      c.maxRounds = max;
    });
  }

  @Override
  public TournamentArbitrary doubleRoundRobin() {
    Draws.checkDoubleRoundRobin(format);
    return with(c -> c.format = Format.DOUBLE_ROUND_ROBIN);
  }

  @Override
  public TournamentArbitrary inProgress() {
    return with(c -> c.inProgress = true);
  }

  @Override
  public TournamentArbitrary withPendingGames() {
    return with(c -> c.pendingGames = true);
  }

  @Override
  public TournamentArbitrary withByes() {
    return withByes(BYES);
  }

  @Override
  public TournamentArbitrary withByes(int percent) {
    checkPercent("byes", percent);
    checkAttendance(percent, absences);
    return with(c -> c.byes = percent);
  }

  @Override
  public TournamentArbitrary withForfeits() {
    return withForfeits(FORFEITS);
  }

  @Override
  public TournamentArbitrary withForfeits(int percent) {
    checkPercent("forfeits", percent);
    return with(c -> c.forfeits = percent);
  }

  @Override
  public TournamentArbitrary withWithdrawals() {
    return withWithdrawals(WITHDRAWALS);
  }

  @Override
  public TournamentArbitrary withWithdrawals(int percent) {
    checkPercent("withdrawals", percent);
    return with(c -> c.withdrawals = percent);
  }

  @Override
  public TournamentArbitrary withLateEntries() {
    return withLateEntries(LATE_ENTRIES);
  }

  @Override
  public TournamentArbitrary withLateEntries(int percent) {
    checkPercent("late entries", percent);
    return with(c -> c.lateEntries = percent);
  }

  @Override
  public TournamentArbitrary withAbsences() {
    return withAbsences(ABSENCES);
  }

  @Override
  public TournamentArbitrary withAbsences(int percent) {
    checkPercent("absences", percent);
    checkAttendance(byes, percent);
    return with(c -> c.absences = percent);
  }

  @Override
  public TournamentArbitrary allUnplayedKinds() {
    return with(c -> {
      c.byes = byes == 0 ? BYES : byes;
      c.forfeits = forfeits == 0 ? FORFEITS : forfeits;
      c.withdrawals = withdrawals == 0 ? WITHDRAWALS : withdrawals;
      c.lateEntries = lateEntries == 0 ? LATE_ENTRIES : lateEntries;
      c.absences = Math.min(absences == 0 ? ABSENCES : absences, 100 - c.byes);
    });
  }

  /** A copy with one change: every configuration method returns a new instance. */
  private TournamentArbitrary with(Consumer<DefaultTournamentArbitrary> change) {
    DefaultTournamentArbitrary clone = typedClone();
    change.accept(clone);
    return clone;
  }

  @Override
  public TournamentArbitrary rated() {
    return rated(UNRATED);
  }

  @Override
  public TournamentArbitrary rated(int unratedPercent) {
    checkPercent("unrated players", unratedPercent);
    return with(c -> {
      c.rated = true;
      c.unrated = unratedPercent;
    });
  }

  @Override
  public TournamentArbitrary pointSystems(PointSystem... systems) {
    if (systems.length == 0) {
      throw new IllegalArgumentException("pointSystems needs at least one point system");
    }
    List<PointSystem> list = List.of(systems);
    return with(c -> c.pointSystems = list);
  }

  @Override
  protected Arbitrary<Tournament> arbitrary() {
    if (pointSystems.isEmpty()) {
      return standard();
    }
    return Combinators.combine(standard(), Arbitraries.of(pointSystems))
        .as(TournamentTransforms::scoredBy);
  }

  /** The tournaments, scored 1-½-0. */
  private Arbitrary<Tournament> standard() {
    boolean swiss = format == Format.SWISS;
    int mostRounds = Draws.plannedRounds(format, maxRounds, maxPlayers);
    int cells = maxPlayers * mostRounds;
    Arbitrary<Integer> players = uniform(minPlayers, maxPlayers);
    Arbitrary<Integer> rounds = swiss
        ? uniform(minRounds, maxRounds)
        : Arbitraries.just(0);
    Arbitrary<Integer> unplayed = inProgress
        ? uniform(0, mostRounds)
        : Arbitraries.just(0);
    Arbitrary<List<PlayerDraws>> playerDraws =
        playerDraws(mostRounds).list().ofSize(maxPlayers);
    Arbitrary<List<Integer>> attendance = byes + absences == 0
        ? Arbitraries.just(Collections.nCopies(cells, 0))
        : percentiles().list().ofSize(cells);
    Arbitrary<List<Integer>> results = percentiles().list().ofSize(cells);
    Arbitrary<Integer> pendingMode = pendingGames ? uniform(0, 2) : Arbitraries.just(0);
    Arbitrary<List<Integer>> pending = pendingGames
        ? percentiles().list().ofSize(maxPlayers)
        : Arbitraries.just(Collections.nCopies(maxPlayers, 100));
    return Combinators.combine(players, rounds, unplayed, playerDraws, attendance, results,
            pendingMode, pending)
        .as(this::plan)
        .map(plan -> swiss ? SwissSystem.play(plan) : BergerTables.play(plan));
  }

  /**
   * The random choices for one player: percentiles deciding whether the player is rated, enters
   * late and withdraws, a rating offset and two round numbers.
   */
  private record PlayerDraws(int rated, int rating, int late, int lateRounds, int withdraws,
      int withdrawalRound) {}

  private Arbitrary<PlayerDraws> playerDraws(int mostRounds) {
    Arbitrary<Integer> zero = Arbitraries.just(0);
    Arbitrary<Integer> round = uniform(1, Math.max(1, mostRounds));
    return Combinators.combine(
            rated ? percentiles() : zero,
            rated ? uniform(0, HIGHEST_RATING - LOWEST_RATING) : zero,
            lateEntries > 0 ? percentiles() : zero,
            lateEntries > 0 ? round : zero,
            withdrawals > 0 ? percentiles() : zero,
            withdrawals > 0 ? round : zero)
        .as(PlayerDraws::new);
  }

  /**
   * The plan the draws give. The draws are made for the largest tournament; a smaller one uses
   * the draws of its players and rounds (cell {@code round * maxPlayers + player}), so shrinking
   * the number of players or rounds keeps the other draws as they were.
   */
  private Plan plan(int players, int swissRounds, int unplayed, List<PlayerDraws> playerDraws,
      List<Integer> attendance, List<Integer> results, int pendingMode, List<Integer> pending) {
    int planned = Draws.plannedRounds(format, swissRounds, players);
    int played = planned - unplayed % (planned + 1);
    List<PlayerPlan> playerPlans = new ArrayList<>();
    for (PlayerDraws draws : playerDraws.subList(0, players)) {
      playerPlans.add(new PlayerPlan(
          rated && happens(draws.rated(), 100 - unrated) ? LOWEST_RATING + draws.rating() : 0,
          happens(draws.late(), lateEntries) && played > 0
              ? 1 + (draws.lateRounds() - 1) % played : 0,
          happens(draws.withdraws(), withdrawals) && played > 0
              ? 1 + (draws.withdrawalRound() - 1) % played : 0));
    }
    playerPlans.sort(Comparator.comparingInt(p -> p.rating() == 0 ? 1 : -p.rating()));
    List<List<Attendance>> attendancePlan = new ArrayList<>();
    List<List<GameResult>> resultPlan = new ArrayList<>();
    for (int round = 0; round < played; round++) {
      List<Attendance> roundAttendance = new ArrayList<>();
      List<GameResult> roundResults = new ArrayList<>();
      for (int player = 0; player < players; player++) {
        int cell = round * maxPlayers + player;
        roundAttendance.add(attendance(attendance.get(cell)));
        boolean stillPlaying = round == played - 1
            && (pendingMode == 2 || pendingMode == 1 && pending.get(player) < 50);
        roundResults.add(stillPlaying ? GameResult.PENDING : result(results.get(cell)));
      }
      attendancePlan.add(roundAttendance);
      resultPlan.add(roundResults);
    }
    return new Plan(format, planned, playerPlans, attendancePlan, resultPlan);
  }

  private Attendance attendance(int percentile) {
    int plays = 100 - byes - absences;
    if (percentile < plays) {
      return Attendance.PLAYS;
    }
    if (percentile >= 100 - absences) {
      return Attendance.ABSENT;
    }
    int share = (percentile - plays) * 100 / byes;
    return share < 60 ? Attendance.HALF_POINT_BYE
        : share < 85 ? Attendance.ZERO_POINT_BYE
        : Attendance.FULL_POINT_BYE;
  }

  private GameResult result(int percentile) {
    int played = 100 - forfeits;
    if (percentile < played) {
      int share = percentile * 100 / played;
      return share < 40 ? GameResult.WHITE_WINS
          : share < 70 ? GameResult.DRAW
          : GameResult.BLACK_WINS;
    }
    int share = (percentile - played) * 100 / forfeits;
    return share < 40 ? GameResult.WHITE_WINS_BY_FORFEIT
        : share < 80 ? GameResult.BLACK_WINS_BY_FORFEIT
        : GameResult.DOUBLE_FORFEIT;
  }

  private static void checkAttendance(int byes, int absences) {
    if (byes + absences > 100) {
      throw new IllegalArgumentException("byes (" + byes + "%) and absences (" + absences
          + "%) together must not exceed 100 percent");
    }
  }

  @Override
  public String toString() {
    StringBuilder text = new StringBuilder("TournamentArbitrary<").append(format)
        .append(", players ").append(minPlayers).append("..").append(maxPlayers);
    if (format == Format.SWISS) {
      text.append(", rounds ").append(minRounds).append("..").append(maxRounds);
    }
    if (inProgress) {
      text.append(", in progress");
    }
    if (pendingGames) {
      text.append(", pending games");
    }
    appendChance(text, "byes", byes);
    appendChance(text, "forfeits", forfeits);
    appendChance(text, "withdrawals", withdrawals);
    appendChance(text, "late entries", lateEntries);
    appendChance(text, "absences", absences);
    if (rated) {
      text.append(", rated (").append(unrated).append("% unrated)");
    }
    return text.append('>').toString();
  }
}
