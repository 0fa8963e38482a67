package org.tiebreak.testkit;

import static org.tiebreak.testkit.Draws.appendChance;
import static org.tiebreak.testkit.Draws.checkPercent;
import static org.tiebreak.testkit.Draws.happens;
import static org.tiebreak.testkit.Draws.percentiles;
import static org.tiebreak.testkit.Draws.uniform;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.arbitraries.ArbitraryDecorator;
import org.tiebreak.api.Format;
import org.tiebreak.api.GameResult;
import org.tiebreak.api.PointSystem;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.team.TeamScore;
import org.tiebreak.api.team.TeamTournament;
import org.tiebreak.testkit.TeamPlan.BoardOutcome;
import org.tiebreak.testkit.TeamPlan.TeamEntry;
import org.tiebreak.testkit.TeamPlan.TeamRound;

/**
 * The {@link TeamTournamentArbitrary} of {@link TeamTournamentArbitraries}.
 *
 * <p>As for events of players ({@link DefaultTournamentArbitrary}), an event is made in two
 * steps: a {@link TeamPlan} drawn from small integers only (the numbers of teams, boards, planned
 * and unplayed rounds, the point system and primary score; per team a few percentiles and round numbers; per round
 * and team a percentile for attendance, one for a forfeit of the whole match and one for the
 * lineup; per round, team and board one for the result and one for an empty seat), then paired
 * deterministically ({@link TeamPairings}). A percentile of 0 always means the plain case (the
 * team plays, in roster order, its first board wins), so shrinking removes irregularities. The
 * draws are made for the size drawn first: they grow with the teams, rounds and boards, so a
 * failing event shrinks quickly.
 */
final class DefaultTeamTournamentArbitrary extends ArbitraryDecorator<TeamTournament>
    implements TeamTournamentArbitrary {

  private static final int BYES = 10;
  private static final int FORFEITED_MATCHES = 5;
  private static final int EMPTY_BOARDS = 5;
  private static final int OUT_OF_ORDER = 20;
  private static final int WITHDRAWALS = 10;
  private static final int LATE_ENTRIES = 10;
  private static final int MOST_BOARDS = 8;
  private static final int MOST_RESERVES = 2;

  private Format format;
  private int minTeams;
  private int maxTeams;
  private int minBoards = 1;
  private int maxBoards = 4;
  private int minRounds = 1;
  private int maxRounds = 7;
  private boolean inProgress;
  private int byes;
  private int forfeitedMatches;
  private int emptyBoards;
  private int outOfOrder;
  private int withdrawals;
  private int lateEntries;
  private List<PointSystem> matchPoints = List.of(TeamTournament.STANDARD_MATCH_POINTS);
  private List<TeamScore> primaryScores = List.of(TeamScore.MATCH_POINTS);

  DefaultTeamTournamentArbitrary(Format format) {
    this.format = format;
    this.minTeams = format == Format.SWISS ? 2 : 3;
    this.maxTeams = format == Format.SWISS ? 8 : 6;
  }

  @Override
  public TeamTournamentArbitrary teams(int min, int max) {
    if (min < 2 || min > max) {
      throw new IllegalArgumentException(
          "teams must be a range from at least 2: " + min + ".." + max);
    }
    return with(c -> {
      c.minTeams = min;
      c.maxTeams = max;
    });
  }

  @Override
  public TeamTournamentArbitrary boards(int min, int max) {
    if (min < 1 || min > max || max > MOST_BOARDS) {
      throw new IllegalArgumentException("boards must be a range from at least 1 to at most "
          + MOST_BOARDS + ": " + min + ".." + max);
    }
    return with(c -> {
      c.minBoards = min;
      c.maxBoards = max;
    });
  }

  @Override
  public TeamTournamentArbitrary rounds(int min, int max) {
    Draws.checkRounds(format, "teams", min, max);
    return with(c -> {
      c.minRounds = min;
      c.maxRounds = max;
    });
  }

  @Override
  public TeamTournamentArbitrary doubleRoundRobin() {
    Draws.checkDoubleRoundRobin(format);
    return with(c -> c.format = Format.DOUBLE_ROUND_ROBIN);
  }

  @Override
  public TeamTournamentArbitrary inProgress() {
    return with(c -> c.inProgress = true);
  }

  @Override
  public TeamTournamentArbitrary withByes() {
    return withByes(BYES);
  }

  @Override
  public TeamTournamentArbitrary withByes(int percent) {
    checkPercent("byes", percent);
    return with(c -> c.byes = percent);
  }

  @Override
  public TeamTournamentArbitrary withForfeitedMatches() {
    return withForfeitedMatches(FORFEITED_MATCHES);
  }

  @Override
  public TeamTournamentArbitrary withForfeitedMatches(int percent) {
    checkPercent("forfeited matches", percent);
    return with(c -> c.forfeitedMatches = percent);
  }

  @Override
  public TeamTournamentArbitrary withEmptyBoards() {
    return withEmptyBoards(EMPTY_BOARDS);
  }

  @Override
  public TeamTournamentArbitrary withEmptyBoards(int percent) {
    checkPercent("empty boards", percent);
    return with(c -> c.emptyBoards = percent);
  }

  @Override
  public TeamTournamentArbitrary withOutOfOrderBoards() {
    return withOutOfOrderBoards(OUT_OF_ORDER);
  }

  @Override
  public TeamTournamentArbitrary withOutOfOrderBoards(int percent) {
    checkPercent("out-of-order boards", percent);
    return with(c -> c.outOfOrder = percent);
  }

  @Override
  public TeamTournamentArbitrary withWithdrawals() {
    return withWithdrawals(WITHDRAWALS);
  }

  @Override
  public TeamTournamentArbitrary withWithdrawals(int percent) {
    checkPercent("withdrawals", percent);
    return with(c -> c.withdrawals = percent);
  }

  @Override
  public TeamTournamentArbitrary withLateEntries() {
    return withLateEntries(LATE_ENTRIES);
  }

  @Override
  public TeamTournamentArbitrary withLateEntries(int percent) {
    checkPercent("late entries", percent);
    return with(c -> c.lateEntries = percent);
  }

  @Override
  public TeamTournamentArbitrary allUnplayedKinds() {
    return with(c -> {
      c.byes = byes == 0 ? BYES : byes;
      c.forfeitedMatches = forfeitedMatches == 0 ? FORFEITED_MATCHES : forfeitedMatches;
      c.emptyBoards = emptyBoards == 0 ? EMPTY_BOARDS : emptyBoards;
      c.outOfOrder = outOfOrder == 0 ? OUT_OF_ORDER : outOfOrder;
      c.withdrawals = withdrawals == 0 ? WITHDRAWALS : withdrawals;
      c.lateEntries = lateEntries == 0 ? LATE_ENTRIES : lateEntries;
    });
  }

  @Override
  public TeamTournamentArbitrary matchPoints(PointSystem... systems) {
    if (systems.length == 0) {
      throw new IllegalArgumentException("matchPoints needs at least one point system");
    }
    List<PointSystem> list = List.of(systems);
    return with(c -> c.matchPoints = list);
  }

  @Override
  public TeamTournamentArbitrary primaryScores(TeamScore... scores) {
    if (scores.length == 0) {
      throw new IllegalArgumentException("primaryScores needs at least one score");
    }
    List<TeamScore> list = List.of(scores);
    return with(c -> c.primaryScores = list);
  }

  /** A copy with one change: every configuration method returns a new instance. */
  private TeamTournamentArbitrary with(Consumer<DefaultTeamTournamentArbitrary> change) {
    DefaultTeamTournamentArbitrary clone = typedClone();
    change.accept(clone);
    return clone;
  }

  /** The size of an event and its scoring, drawn first. */
  private record Shape(int teams, int boards, int swissRounds, int unplayed, int matchPoints,
      int primaryScore) {}

  /**
   * One team's percentiles: reserves, late entry and withdrawal, and the rounds they concern.
   */
  private record TeamDraws(int reserves, int late, int lateRounds, int withdraws,
      int withdrawalRound) {}

  /** One team's percentiles for one round: attendance, a forfeit of the match, the lineup. */
  private record RoundDraws(int attendance, int forfeit, int lineup) {}

  /** One board's percentiles: the result and an empty seat. */
  private record BoardDraws(int result, int seat) {}

  @Override
  protected Arbitrary<TeamTournament> arbitrary() {
    boolean swiss = format == Format.SWISS;
    int mostRounds = Draws.plannedRounds(format, maxRounds, maxTeams);
    Arbitrary<Shape> shape = Combinators.combine(
        uniform(minTeams, maxTeams),
        uniform(minBoards, maxBoards),
        swiss ? uniform(minRounds, maxRounds) : Arbitraries.just(0),
        inProgress ? uniform(0, mostRounds) : Arbitraries.just(0),
        uniform(0, matchPoints.size() - 1),
        uniform(0, primaryScores.size() - 1)).as(Shape::new);
    return shape.flatMap(this::plans).map(TeamPairings::play);
  }

  /**
   * The plans of an event of this shape: the draws of its teams, of each team in each round
   * played (cell {@code round * teams + team}) and of each board of those (board cell
   * {@code cell * boards + board}).
   */
  private Arbitrary<TeamPlan> plans(Shape shape) {
    int teams = shape.teams();
    int planned = Draws.plannedRounds(format, shape.swissRounds(), teams);
    int played = planned - shape.unplayed() % (planned + 1);
    int cells = teams * played;
    Arbitrary<Integer> zero = Arbitraries.just(0);
    Arbitrary<Integer> round = uniform(1, Math.max(1, played));
    Arbitrary<List<TeamDraws>> teamDraws = Combinators.combine(
            outOfOrder > 0 ? percentiles() : zero,
            lateEntries > 0 ? percentiles() : zero,
            lateEntries > 0 ? round : zero,
            withdrawals > 0 ? percentiles() : zero,
            withdrawals > 0 ? round : zero)
        .as(TeamDraws::new).list().ofSize(teams);
    Arbitrary<List<RoundDraws>> roundDraws = byes + forfeitedMatches + outOfOrder == 0
        ? Arbitraries.just(Collections.nCopies(cells, new RoundDraws(0, 0, 0)))
        : Combinators.combine(byes > 0 ? percentiles() : zero,
            forfeitedMatches > 0 ? percentiles() : zero,
            outOfOrder > 0 ? percentiles() : zero).as(RoundDraws::new).list().ofSize(cells);
    Arbitrary<List<BoardDraws>> boardDraws = Combinators.combine(percentiles(),
            emptyBoards > 0 ? percentiles() : zero).as(BoardDraws::new).list()
        .ofSize(cells * shape.boards());
    return Combinators.combine(teamDraws, roundDraws, boardDraws).as(
        (t, r, b) -> plan(shape, planned, played, t, r, b));
  }

  private TeamPlan plan(Shape shape, int planned, int played, List<TeamDraws> teamDraws,
      List<RoundDraws> roundDraws, List<BoardDraws> boardDraws) {
    int teams = shape.teams();
    List<TeamEntry> entries = new ArrayList<>();
    for (TeamDraws draws : teamDraws) {
      int reserves = outOfOrder == 0 ? 0 : draws.reserves() * (MOST_RESERVES + 1) / 100;
      int late = happens(draws.late(), lateEntries) ? draws.lateRounds() : 0;
      int withdrawal = happens(draws.withdraws(), withdrawals) ? draws.withdrawalRound() : 0;
      entries.add(new TeamEntry(reserves, late, withdrawal));
    }
    List<List<TeamRound>> rounds = new ArrayList<>();
    for (int round = 0; round < played; round++) {
      List<TeamRound> teamRounds = new ArrayList<>();
      for (int team = 0; team < teams; team++) {
        int cell = round * teams + team;
        RoundDraws draws = roundDraws.get(cell);
        List<BoardOutcome> outcomes = new ArrayList<>();
        for (int b = 0; b < shape.boards(); b++) {
          outcomes.add(outcome(boardDraws.get(cell * shape.boards() + b)));
        }
        teamRounds.add(new TeamRound(absence(draws.attendance()), forfeit(draws.forfeit()),
            lineup(draws.lineup(), shape.boards(), entries.get(team).reserves()), outcomes));
      }
      rounds.add(teamRounds);
    }
    return new TeamPlan(format, planned, shape.boards(), matchPoints.get(shape.matchPoints()),
        primaryScores.get(shape.primaryScore()), entries, rounds);
  }

  private Optional<ResultKind> absence(int percentile) {
    if (!happens(percentile, byes)) {
      return Optional.empty();
    }
    int share = (percentile - (100 - byes)) * 100 / byes;
    return Optional.of(share < 50 ? ResultKind.HALF_POINT_BYE
        : share < 70 ? ResultKind.ZERO_POINT_BYE
        : share < 80 ? ResultKind.FULL_POINT_BYE
        : ResultKind.ABSENT);
  }

  private Optional<GameResult> forfeit(int percentile) {
    if (!happens(percentile, forfeitedMatches)) {
      return Optional.empty();
    }
    int share = (percentile - (100 - forfeitedMatches)) * 100 / forfeitedMatches;
    return Optional.of(share < 40 ? GameResult.WHITE_WINS_BY_FORFEIT
        : share < 80 ? GameResult.BLACK_WINS_BY_FORFEIT
        : GameResult.DOUBLE_FORFEIT);
  }

  /**
   * The roster positions a team fields, board 1 first: the first players in roster order, or out
   * of order: a reserve in for a regular player, or two neighbouring boards swapped.
   */
  private List<Integer> lineup(int percentile, int boards, int reserves) {
    List<Integer> lineup = new ArrayList<>();
    for (int b = 0; b < boards; b++) {
      lineup.add(b);
    }
    if (!happens(percentile, outOfOrder)) {
      return lineup;
    }
    if (reserves > 0 && (percentile % 2 == 1 || boards == 1)) {
      lineup.set(percentile / 2 % boards, boards + percentile % reserves);
    } else if (boards > 1) {
      Collections.swap(lineup, percentile % (boards - 1), percentile % (boards - 1) + 1);
    }
    return lineup;
  }

  private BoardOutcome outcome(BoardDraws draws) {
    if (happens(draws.seat(), emptyBoards)) {
      int share = (draws.seat() - (100 - emptyBoards)) * 100 / emptyBoards;
      return share < 40 ? BoardOutcome.FIRST_SEAT_EMPTY
          : share < 80 ? BoardOutcome.SECOND_SEAT_EMPTY
          : BoardOutcome.BOTH_SEATS_EMPTY;
    }
    int result = draws.result();
    return result < 40 ? BoardOutcome.WIN : result < 70 ? BoardOutcome.DRAW : BoardOutcome.LOSS;
  }

  @Override
  public String toString() {
    StringBuilder text = new StringBuilder("TeamTournamentArbitrary<").append(format)
        .append(", teams ").append(minTeams).append("..").append(maxTeams)
        .append(", boards ").append(minBoards).append("..").append(maxBoards);
    if (format == Format.SWISS) {
      text.append(", rounds ").append(minRounds).append("..").append(maxRounds);
    }
    if (inProgress) {
      text.append(", in progress");
    }
    appendChance(text, "byes", byes);
    appendChance(text, "forfeited matches", forfeitedMatches);
    appendChance(text, "empty boards", emptyBoards);
    appendChance(text, "out-of-order boards", outOfOrder);
    appendChance(text, "withdrawals", withdrawals);
    appendChance(text, "late entries", lateEntries);
    text.append(", match points ").append(matchPoints).append(", ranked by ")
        .append(primaryScores);
    return text.append('>').toString();
  }
}
