package org.tiebreak.api.team;

import static org.apiguardian.api.API.Status.STABLE;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.apiguardian.api.API;
import org.tiebreak.api.Colour;
import org.tiebreak.api.Format;
import org.tiebreak.api.GameResult;
import org.tiebreak.api.InvalidTournamentException;
import org.tiebreak.api.PointSystem;
import org.tiebreak.api.Problem;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.RoundResult;
import org.tiebreak.api.Score;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.internal.Arguments;
import org.tiebreak.api.rule.TiebreakContext;
import org.tiebreak.api.standings.Message;

/**
 * A team event: teams of players meeting in matches of a fixed number of boards, one game per
 * board, scored by match points (2 for a match won, 1 for a draw, 0 for a loss unless the event
 * says otherwise) and game points (the players' points on the boards). The event ranks by one of
 * the two, its primary score ({@link #primaryScore()}).
 *
 * <pre>{@code
 * TeamTournament event = TeamTournament.builder().name("League").plannedRounds(7).boards(4)
 *     .addTeam(Team.of(1, "Knights", p101, p102, p103, p104))
 *     .addTeam(Team.of(2, "Rooks", p201, p202, p203, p204))
 *     .addRound(Match.of(1, 2,
 *         Board.game(101, 201, GameResult.WHITE_WINS), Board.game(202, 102, GameResult.DRAW),
 *         Board.game(103, 203, GameResult.DRAW), Board.forfeit(204)))
 *     .build();
 * }</pre>
 *
 * <p>A match won on game points scores a win's match points, a drawn one a draw's. A match
 * forfeited as a whole gives the team present a forfeit win's match points and every board's
 * forfeit win in game points. A team's bye scores the match points its kind has in
 * {@link #matchPoints()} and the game points of that kind on every board, but for the
 * pairing-allocated bye, which scores {@link #pairingAllocatedByeGamePoints()} (a drawn match's
 * by default, as FIDE's team regulations give it).
 *
 * <p>A round can be entered as soon as it is paired: a match with a board still
 * {@linkplain GameResult#PENDING pending} is a match in progress ({@link Match#inProgress()}).
 * It scores nothing for either team, neither match points nor game points (the boards already
 * finished included), and every tie-break counts it as a round the two teams have not yet
 * played, as a pending game counts in an individual event; its result is
 * {@link ResultKind#PENDING}. {@link #withResults(int, Match...)} gives its boards their results.
 *
 * <p>The event is checked as a whole when it is built: every problem is listed at once with its
 * team, round, board and player. This class is immutable and thread-safe.
 */
@API(status = STABLE, since = "1.0")
public final class TeamTournament {

  /** Match points 2-1-0, a forfeit win and a full-point bye as a win, the team PAB as a draw. */
  public static final PointSystem STANDARD_MATCH_POINTS = PointSystem.builder().win(Score.of(2))
      .draw(Score.ONE).loss(Score.ZERO).pairingAllocatedBye(Score.ONE).build();

  private final String name;
  private final Optional<LocalDate> startDate;
  private final Format format;
  private final int plannedRounds;
  private final int boards;
  private final PointSystem matchPoints;
  private final PointSystem gamePoints;
  private final Score pabGamePoints;
  private final TeamScore primaryScore;
  private final List<Team> teams;
  private final List<List<Match>> rounds;
  private final Map<Integer, Team> teamsByNumber;
  private final Map<Integer, Integer> teamOfPlayer;
  /** Each team's position in {@link #teams}, by number. */
  private final Map<Integer, Integer> positions;
  /** Each team-round's match or bye, team after team (position × rounds + round − 1). */
  private final Match[] cellMatches;
  /** Each team-round's result, as {@link #result} gives it. */
  private final ResultKind[] cellKinds;
  /** Each team-round's game points, as {@link #gamePoints} gives them. */
  private final Score[] cellGamePoints;
  private final Tournament asTournament;

  private TeamTournament(Builder builder, List<Team> teams, List<List<Match>> rounds,
      Map<Integer, Integer> teamOfPlayer) {
    this.name = builder.name;
    this.startDate = builder.startDate;
    this.format = builder.format;
    this.plannedRounds = builder.plannedRounds;
    this.boards = builder.boards;
    this.matchPoints = builder.matchPoints;
    this.gamePoints = builder.gamePoints;
    this.pabGamePoints = builder.pabGamePoints();
    this.primaryScore = builder.primaryScore;
    this.teams = teams;
    this.rounds = rounds;
    Map<Integer, Team> byNumber = new LinkedHashMap<>();
    teams.forEach(team -> byNumber.put(team.number(), team));
    this.teamsByNumber = Collections.unmodifiableMap(byNumber);
    this.teamOfPlayer = teamOfPlayer;
    Map<Integer, Integer> position = new HashMap<>();
    for (int t = 0; t < teams.size(); t++) {
      position.put(teams.get(t).number(), t);
    }
    this.positions = position;
    int cells = teams.size() * rounds.size();
    this.cellMatches = new Match[cells];
    this.cellKinds = new ResultKind[cells];
    this.cellGamePoints = new Score[cells];
    for (int r = 0; r < rounds.size(); r++) {
      for (Match match : rounds.get(r)) {
        score(match, r);
      }
    }
    this.asTournament = teamsAsPlayers();
  }

  /**
   * Enters a match's or bye's result and game points for its teams: each board's points added
   * once, for the team whose player sat there.
   */
  private void score(Match match, int round) {
    int first = cell(match.first(), round);
    cellMatches[first] = match;
    if (match.bye().isPresent()) {
      ResultKind kind = match.bye().get();
      cellKinds[first] = kind;
      cellGamePoints[first] = kind == ResultKind.PAIRING_ALLOCATED_BYE ? pabGamePoints
          : gamePoints.points(kind).times(boards);
      return;
    }
    int second = cell(match.second(), round);
    cellMatches[second] = match;
    if (match.forfeit().isPresent()) {
      GameResult result = match.forfeit().get();
      cellKinds[first] = result.white();
      cellKinds[second] = result.black();
      cellGamePoints[first] = gamePoints.points(result.white()).times(boards);
      cellGamePoints[second] = gamePoints.points(result.black()).times(boards);
      return;
    }
    if (match.inProgress()) {
      cellKinds[first] = ResultKind.PENDING;
      cellKinds[second] = ResultKind.PENDING;
      cellGamePoints[first] = Score.ZERO;
      cellGamePoints[second] = Score.ZERO;
      return;
    }
    Score firstPoints = Score.ZERO;
    Score secondPoints = Score.ZERO;
    for (Board board : match.boards()) {
      for (int player : new int[] {board.white(), board.black()}) {
        if (player > 0) {
          Score points = gamePoints.points(board.kindOf(player));
          if (teamOfPlayer.get(player) == match.first()) {
            firstPoints = firstPoints.plus(points);
          } else {
            secondPoints = secondPoints.plus(points);
          }
        }
      }
    }
    int compare = firstPoints.compareTo(secondPoints);
    cellKinds[first] = compare > 0 ? ResultKind.WIN : compare == 0 ? ResultKind.DRAW
        : ResultKind.LOSS;
    cellKinds[second] = compare < 0 ? ResultKind.WIN : compare == 0 ? ResultKind.DRAW
        : ResultKind.LOSS;
    cellGamePoints[first] = firstPoints;
    cellGamePoints[second] = secondPoints;
  }

  /** The position of a team-round in the arrays; the team and round are known to exist. */
  private int cell(int team, int round) {
    return positions.get(team) * rounds.size() + round;
  }

  /**
   * The position of a team-round in the arrays.
   *
   * @param round the round, from 1
   * @throws IllegalArgumentException if there is no such team or round
   */
  private int checkedCell(int team, int round) {
    int position = position(team);
    checkRound(round);
    return position * rounds.size() + round - 1;
  }

  /**
   * The team's position in {@link #teams}.
   *
   * @throws IllegalArgumentException if there is no such team
   */
  private int position(int team) {
    Integer position = positions.get(team);
    if (position == null) {
      throw new IllegalArgumentException("no team with number " + team);
    }
    return position;
  }

  /** A builder for a new team event. */
  public static Builder builder() {
    return new Builder();
  }

  /** The event's name; empty if none was given. */
  public String name() {
    return name;
  }

  /** The day the event started, if known. */
  public Optional<LocalDate> startDate() {
    return startDate;
  }

  /** How the teams are paired. */
  public Format format() {
    return format;
  }

  /** The planned number of rounds. */
  public int plannedRounds() {
    return plannedRounds;
  }

  /**
   * The number of rounds played or being played: every team has a match or bye in each, a match
   * in progress in a round being played.
   */
  public int roundsPlayed() {
    return rounds.size();
  }

  /**
   * The number of rounds finished: the rounds before the first one with a match in progress. The
   * standings of {@code afterRound(roundsCompleted())} are those of the last finished round; the
   * standings of the event itself are live, every match in progress not yet played.
   */
  public int roundsCompleted() {
    for (int r = 0; r < rounds.size(); r++) {
      for (Match match : rounds.get(r)) {
        if (match.inProgress()) {
          return r;
        }
      }
    }
    return rounds.size();
  }

  /** The number of boards of a match. */
  public int boards() {
    return boards;
  }

  /** The match points of a match's result, a forfeited match and each kind of bye. */
  public PointSystem matchPoints() {
    return matchPoints;
  }

  /** The points of a game on a board, which add up to a team's game points. */
  public PointSystem gamePoints() {
    return gamePoints;
  }

  /** The game points of a team's pairing-allocated bye. */
  public Score pairingAllocatedByeGamePoints() {
    return pabGamePoints;
  }

  /** The score the event ranks by. */
  public TeamScore primaryScore() {
    return primaryScore;
  }

  /** The teams, by number. */
  public List<Team> teams() {
    return teams;
  }

  /**
   * The team with this number.
   *
   * @throws IllegalArgumentException if there is none
   */
  public Team team(int number) {
    Team team = teamsByNumber.get(number);
    if (team == null) {
      throw new IllegalArgumentException("no team with number " + number);
    }
    return team;
  }

  /**
   * The number of the team whose roster holds the player.
   *
   * @throws IllegalArgumentException if no roster holds the player
   */
  public int teamOf(int player) {
    Integer team = teamOfPlayer.get(player);
    if (team == null) {
      throw new IllegalArgumentException("no team has a player with start number " + player);
    }
    return team;
  }

  /**
   * The matches and byes of a round.
   *
   * @param round the round, from 1
   * @throws IllegalArgumentException if the round has not been played
   */
  public List<Match> matches(int round) {
    checkRound(round);
    return rounds.get(round - 1);
  }

  /**
   * The team's match or bye in a round.
   *
   * @param round the round, from 1
   * @throws IllegalArgumentException if there is no such team or round
   */
  public Match match(int team, int round) {
    return cellMatches[checkedCell(team, round)];
  }

  /**
   * The team's result in a round as a kind: a match won, drawn or lost on game points, won or
   * lost by forfeit as a whole, the kind of its bye, or {@link ResultKind#PENDING} for a match in
   * progress.
   *
   * @throws IllegalArgumentException if there is no such team or round
   */
  public ResultKind result(int team, int round) {
    return cellKinds[checkedCell(team, round)];
  }

  /**
   * The team's match points in a round; none for a match in progress.
   *
   * @throws IllegalArgumentException if there is no such team or round
   */
  public Score matchPoints(int team, int round) {
    return matchPoints.points(result(team, round));
  }

  /**
   * The team's game points in a round; none for a match in progress, whatever its finished
   * boards gave.
   *
   * @throws IllegalArgumentException if there is no such team or round
   */
  public Score gamePoints(int team, int round) {
    return cellGamePoints[checkedCell(team, round)];
  }

  /**
   * The team's game points on one board of a round: the points of its player there, 0 for an
   * empty seat; in a match forfeited as a whole the points of a forfeit; 0 in a bye, and 0 on
   * every board of a match in progress, finished or not.
   *
   * @param board the board, from 1
   * @throws IllegalArgumentException if there is no such team, round or board
   */
  public Score boardPoints(int team, int round, int board) {
    if (board < 1 || board > boards) {
      throw new IllegalArgumentException("board must be between 1 and " + boards + ": " + board);
    }
    Match match = match(team, round);
    if (match.forfeit().isPresent()) {
      return gamePoints.points(result(team, round));
    }
    if (match.bye().isPresent() || match.inProgress()) {
      return Score.ZERO;
    }
    return boardPoints(match.boards().get(board - 1), team);
  }

  /**
   * The team's score over the rounds played.
   *
   * @throws IllegalArgumentException if there is no such team
   */
  public Score score(int team, TeamScore score) {
    Objects.requireNonNull(score, "score");
    int base = position(team) * rounds.size();
    Score sum = Score.ZERO;
    for (int r = 0; r < roundsPlayed(); r++) {
      sum = sum.plus(score == TeamScore.MATCH_POINTS ? matchPoints.points(cellKinds[base + r])
          : cellGamePoints[base + r]);
    }
    return sum;
  }

  /**
   * The event with the teams as its players (each with its number and name) and their matches as
   * games: won, drawn or lost on game points, forfeited, or pending while in progress, the first
   * team with White, scored by {@link #matchPoints()}. This is what
   * {@link TiebreakContext#tournament()} gives a rule when a team event is ranked.
   */
  public Tournament asTournament() {
    return asTournament;
  }

  /**
   * The event as it stood after a round: its first {@code round} rounds.
   *
   * @throws IllegalArgumentException if {@code round} is negative or beyond the rounds played
   */
  public TeamTournament afterRound(int round) {
    if (round < 0 || round > roundsPlayed()) {
      throw new IllegalArgumentException("round must be between 0 and " + roundsPlayed() + ": "
          + round);
    }
    if (round == roundsPlayed()) {
      return this;
    }
    Builder builder = toBuilder();
    builder.rounds.subList(round, builder.rounds.size()).clear();
    return builder.build();
  }

  private Builder toBuilder() {
    Builder builder = builder().settingsOf(this);
    teams.forEach(builder::addTeam);
    rounds.forEach(builder::addRound);
    return builder;
  }

  /**
   * This event with results for boards of matches in progress: each match given is a match of
   * {@code round} in progress, the same teams named in the same order, with the same players on
   * the same boards with the same colours, its pending boards given results. A board finished
   * before keeps its result, and a board may stay pending; a match given must give at least one
   * pending board a result. A match whose last pending board gets its result is finished and
   * counts from then on. The other matches and rounds stay as they are, and so does every
   * setting of the event.
   *
   * <pre>{@code
   * TeamTournament live = ...;                 // round 5 paired, board 2 of 1-4 pending
   * TeamTournament after = live.withResults(5, Match.of(1, 4,
   *     Board.game(11, 41, GameResult.DRAW), Board.game(42, 12, GameResult.WHITE_WINS), ...));
   * }</pre>
   *
   * @param round the round, from 1
   * @param matches the matches with their results, each a match the round has in progress
   * @throws IllegalArgumentException if {@code round} is not among the rounds played
   * @throws InvalidTournamentException listing every match given that is a bye or forfeited as
   *     a whole, names a team not in the event, is not in progress in the round as given, is
   *     given twice, has another number of boards or other players or colours on a board,
   *     changes the result of a finished board, or gives no pending board a result
   */
  public TeamTournament withResults(int round, Match... matches) {
    return withResults(round, Arrays.asList(Objects.requireNonNull(matches, "matches")));
  }

  /**
   * This event with results for boards of matches in progress; see
   * {@link #withResults(int, Match...)}.
   *
   * @param round the round, from 1
   * @param matches the matches with their results, each a match the round has in progress
   * @throws IllegalArgumentException if {@code round} is not among the rounds played
   * @throws InvalidTournamentException listing every match given that does not give results to
   *     a match the round has in progress
   */
  public TeamTournament withResults(int round, List<Match> matches) {
    List<Match> given = Arguments.checked(matches, "matches");
    checkRound(round);
    List<Match> current = new ArrayList<>(rounds.get(round - 1));
    Map<Match, Match> results = new IdentityHashMap<>();
    List<Problem> problems = new ArrayList<>();
    for (Match match : given) {
      Message what = TeamValidator.describe(match);
      if (match.bye().isPresent() || match.forfeit().isPresent()) {
        problems.add(Problem.ofTeam(Problem.Kind.NO_PENDING_GAME, match.first(), round, 0, 0,
            Message.of("problem.matchNeverInProgress", what)));
        continue;
      }
      boolean known = true;
      for (int team : new int[] {match.first(), match.second()}) {
        if (!positions.containsKey(team)) {
          problems.add(Problem.ofTeam(Problem.Kind.UNKNOWN_TEAM, team, round, 0, 0,
              Message.of("problem.unknownTeam", team, what)));
          known = false;
        }
      }
      if (!known) {
        continue;
      }
      Match paired = cellMatches[cell(match.first(), round - 1)];
      if (!paired.inProgress() || paired.opponentOf(match.first()) != match.second()) {
        problems.add(Problem.ofTeam(Problem.Kind.NO_PENDING_GAME, match.first(), round, 0, 0,
            Message.of("problem.noMatchInProgress", what)));
        continue;
      }
      if (paired.first() != match.first()) {
        problems.add(Problem.ofTeam(Problem.Kind.NO_PENDING_GAME, match.first(), round, 0, 0,
            Message.of("problem.matchInProgressReversed", what,
                TeamValidator.describe(paired))));
        continue;
      }
      if (results.containsKey(paired)) {
        problems.add(Problem.ofTeam(Problem.Kind.NO_PENDING_GAME, match.first(), round, 0, 0,
            Message.of("problem.matchSecondResult", what)));
        continue;
      }
      if (match.boards().size() != paired.boards().size()) {
        problems.add(Problem.ofTeam(Problem.Kind.NO_PENDING_GAME, match.first(), round, 0, 0,
            Message.of("problem.wrongBoardCount", match.second(), match.boards().size(),
                paired.boards().size())));
        continue;
      }
      int before = problems.size();
      int newResults = 0;
      for (int b = 1; b <= match.boards().size(); b++) {
        Board was = paired.boards().get(b - 1);
        Board now = match.boards().get(b - 1);
        if (was.white() != now.white() || was.black() != now.black()) {
          problems.add(Problem.ofTeam(Problem.Kind.NO_PENDING_GAME, match.first(), round, b, 0,
              Message.of("problem.boardNotAsPaired", was.white(), was.black(), now.white(),
                  now.black())));
        } else if (!was.isPending() && now.result() != was.result()) {
          problems.add(Problem.ofTeam(Problem.Kind.NO_PENDING_GAME, match.first(), round, b,
              0, Message.of("problem.finishedBoardChanged", was.white(), was.black(),
                  was.result().white(), now.result().white())));
        } else if (was.isPending() && !now.isPending()) {
          newResults++;
        }
      }
      if (problems.size() > before) {
        continue;
      }
      if (newResults == 0) {
        problems.add(Problem.ofTeam(Problem.Kind.NO_PENDING_GAME, match.first(), round, 0, 0,
            Message.of("problem.matchStillPending", what)));
        continue;
      }
      results.put(paired, match);
    }
    if (!problems.isEmpty()) {
      throw new InvalidTournamentException(problems);
    }
    current.replaceAll(match -> results.getOrDefault(match, match));
    Builder builder = toBuilder();
    builder.rounds.set(round - 1, current);
    return builder.build();
  }

  /** The event with teams as players: consistent once the event has been checked. */
  private Tournament teamsAsPlayers() {
    Tournament.Builder builder = Tournament.builder().name(name).format(format)
        .plannedRounds(plannedRounds).pointSystem(matchPoints);
    startDate.ifPresent(builder::startDate);
    for (int t = 0; t < teams.size(); t++) {
      Team team = teams.get(t);
      List<RoundResult> results = new ArrayList<>();
      for (int r = 0; r < rounds.size(); r++) {
        Match match = cellMatches[t * rounds.size() + r];
        ResultKind kind = cellKinds[t * rounds.size() + r];
        results.add(match.bye().isPresent() ? RoundResult.bye(kind)
            : RoundResult.against(kind, match.opponentOf(team.number()),
                team.number() == match.first() ? Colour.WHITE : Colour.BLACK));
      }
      builder.addRow(team.asPlayer(), results);
    }
    return builder.build();
  }

  private void checkRound(int round) {
    if (round < 1 || round > rounds.size()) {
      throw new IllegalArgumentException("round must be between 1 and " + rounds.size() + ": "
          + round);
    }
  }

  private Score boardPoints(Board board, int team) {
    for (int player : new int[] {board.white(), board.black()}) {
      if (player > 0 && teamOfPlayer.get(player) == team) {
        return gamePoints.points(board.kindOf(player));
      }
    }
    return Score.ZERO;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof TeamTournament other && name.equals(other.name)
        && startDate.equals(other.startDate) && format == other.format
        && plannedRounds == other.plannedRounds && boards == other.boards
        && matchPoints.equals(other.matchPoints) && gamePoints.equals(other.gamePoints)
        && pabGamePoints.equals(other.pabGamePoints) && primaryScore == other.primaryScore
        && teams.equals(other.teams) && rounds.equals(other.rounds);
  }

  @Override
  public int hashCode() {
    return Objects.hash(name, startDate, format, plannedRounds, boards, matchPoints, gamePoints,
        pabGamePoints, primaryScore, teams, rounds);
  }

  @Override
  public String toString() {
    return "TeamTournament{" + (name.isEmpty() ? "" : name + ", ") + format + ", " + teams.size()
        + " teams of " + boards + " boards, " + rounds.size() + "/" + plannedRounds + " rounds}";
  }

  /** Builds a {@link TeamTournament}; the planned rounds and the boards are required. */
  public static final class Builder {
    private String name = "";
    private Optional<LocalDate> startDate = Optional.empty();
    private Format format = Format.SWISS;
    private int plannedRounds;
    private boolean plannedRoundsGiven;
    private int boards;
    private boolean boardsGiven;
    private PointSystem matchPoints = STANDARD_MATCH_POINTS;
    private PointSystem gamePoints = PointSystem.STANDARD;
    private Optional<Score> pabGamePoints = Optional.empty();
    private TeamScore primaryScore = TeamScore.MATCH_POINTS;
    private final List<Team> teams = new ArrayList<>();
    private final List<List<Match>> rounds = new ArrayList<>();

    private Builder() {}

    /**
     * The settings of another team event: its name, start date, format, planned rounds, boards,
     * match points, game points, the game points of a pairing-allocated bye and the primary
     * score; not its teams or rounds.
     */
    public Builder settingsOf(TeamTournament event) {
      Objects.requireNonNull(event, "event");
      name(event.name()).format(event.format()).plannedRounds(event.plannedRounds())
          .boards(event.boards()).matchPoints(event.matchPoints()).gamePoints(event.gamePoints())
          .pairingAllocatedByeGamePoints(event.pairingAllocatedByeGamePoints())
          .primaryScore(event.primaryScore());
      startDate = event.startDate();
      return this;
    }

    /** The event's name (optional). */
    public Builder name(String name) {
      this.name = Objects.requireNonNull(name, "name");
      return this;
    }

    /** The day the event started (optional). */
    public Builder startDate(LocalDate startDate) {
      this.startDate = Optional.of(Objects.requireNonNull(startDate, "startDate"));
      return this;
    }

    /** How the teams are paired; {@link Format#SWISS} if not given. */
    public Builder format(Format format) {
      this.format = Objects.requireNonNull(format, "format");
      return this;
    }

    /** The planned number of rounds (required). */
    public Builder plannedRounds(int plannedRounds) {
      this.plannedRounds = plannedRounds;
      this.plannedRoundsGiven = true;
      return this;
    }

    /** The number of boards of a match (required). */
    public Builder boards(int boards) {
      this.boards = boards;
      this.boardsGiven = true;
      return this;
    }

    /** The match points; {@link #STANDARD_MATCH_POINTS} (2-1-0) if not given. */
    public Builder matchPoints(PointSystem matchPoints) {
      this.matchPoints = Objects.requireNonNull(matchPoints, "matchPoints");
      return this;
    }

    /** The points of a game on a board; {@link PointSystem#STANDARD} if not given. */
    public Builder gamePoints(PointSystem gamePoints) {
      this.gamePoints = Objects.requireNonNull(gamePoints, "gamePoints");
      return this;
    }

    /** The game points of a pairing-allocated bye; a drawn match's if not given. */
    public Builder pairingAllocatedByeGamePoints(Score points) {
      this.pabGamePoints = Optional.of(Objects.requireNonNull(points, "points"));
      return this;
    }

    /** The score the event ranks by; {@link TeamScore#MATCH_POINTS} if not given. */
    public Builder primaryScore(TeamScore primaryScore) {
      this.primaryScore = Objects.requireNonNull(primaryScore, "primaryScore");
      return this;
    }

    /** Adds a team. */
    public Builder addTeam(Team team) {
      teams.add(Objects.requireNonNull(team, "team"));
      return this;
    }

    /** Adds the next round: its matches and byes. */
    public Builder addRound(Match... matches) {
      return addRound(Arrays.asList(Objects.requireNonNull(matches, "matches")));
    }

    /**
     * Adds the next round: its matches and byes; nothing if one is null.
     *
     * @throws NullPointerException naming the parameter, or the element ({@code matches[2]})
     */
    public Builder addRound(List<Match> matches) {
      Objects.requireNonNull(matches, "matches");
      List<Match> round = new ArrayList<>();
      for (Match match : matches) {
        if (match == null) {
          throw new NullPointerException("matches[" + round.size() + "]");
        }
        round.add(match);
      }
      rounds.add(round);
      return this;
    }

    private Score pabGamePoints() {
      return pabGamePoints.orElseGet(() -> gamePoints.draw().times(Math.max(boards, 0)));
    }

    /**
     * Checks the event as a whole and builds it.
     *
     * @throws IllegalStateException if the planned rounds or the boards were not given
     * @throws InvalidTournamentException listing every problem if the event is inconsistent
     */
    public TeamTournament build() {
      if (!plannedRoundsGiven) {
        throw new IllegalStateException("plannedRounds is required");
      }
      if (!boardsGiven) {
        throw new IllegalStateException("boards is required");
      }
      TeamValidator validator = new TeamValidator(format, plannedRounds, boards, teams, rounds);
      List<Problem> problems = validator.problems();
      if (!problems.isEmpty()) {
        throw new InvalidTournamentException(problems);
      }
      List<Team> sorted = new ArrayList<>(teams);
      sorted.sort(Comparator.comparingInt(Team::number));
      List<List<Match>> copy = new ArrayList<>();
      rounds.forEach(round -> copy.add(List.copyOf(round)));
      Map<Integer, Integer> teamOfPlayer = new HashMap<>();
      sorted.forEach(team -> team.roster().forEach(player -> teamOfPlayer.put(
          player.startNumber(), team.number())));
      return new TeamTournament(this, List.copyOf(sorted), List.copyOf(copy),
          Collections.unmodifiableMap(teamOfPlayer));
    }
  }
}
