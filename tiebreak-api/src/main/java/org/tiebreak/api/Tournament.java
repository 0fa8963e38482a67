package org.tiebreak.api;

import static org.apiguardian.api.API.Status.STABLE;

import java.time.LocalDate;
import java.util.AbstractList;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.RandomAccess;
import org.apiguardian.api.API;
import org.tiebreak.api.internal.Arguments;
import org.tiebreak.api.standings.Message;

/**
 * A tournament: its players, planned number of rounds, format and, for every round played so far,
 * exactly one {@link RoundResult} per player.
 *
 * <p>A tournament is checked as a whole when it is built: {@link Builder#build()} throws an
 * {@link InvalidTournamentException} listing every problem, so a {@code Tournament} object is
 * always consistent (both sides of every game agree, nobody is missing a round).
 *
 * <p>It can be built round by round from pairings, or player by player from wall-chart rows;
 * both give equal tournaments:
 *
 * <pre>{@code
 * Tournament byRounds = Tournament.builder().plannedRounds(1)
 *     .addPlayer(Player.of(1, "Adams")).addPlayer(Player.of(2, "Brown"))
 *     .addRound(Pairing.game(1, 2, GameResult.WHITE_WINS))
 *     .build();
 * Tournament byRows = Tournament.builder().plannedRounds(1)
 *     .addRow(Player.of(1, "Adams"), RoundResult.win(2, Colour.WHITE))
 *     .addRow(Player.of(2, "Brown"), RoundResult.loss(1, Colour.BLACK))
 *     .build();
 * }</pre>
 *
 * <p>Beside the results it carries what the event's regulations and its arbiter decided around
 * the standings: how the rating-based tie-breaks count ratings that change during a long event
 * ({@link #ratingUse()}), how a round robin counts a player who left it
 * ({@link #roundRobinWithdrawals()}), the players who withdrew or were expelled
 * ({@link #departures()}), and play-off results, arbiter's orders and figures computed elsewhere
 * for tied players ({@link #decisions()}).
 *
 * <p>This class is immutable and thread-safe.
 */
@API(status = STABLE, since = "1.0")
public final class Tournament {

  private final String name;
  private final Optional<LocalDate> startDate;
  private final Format format;
  private final PointSystem pointSystem;
  private final int plannedRounds;
  private final int roundsPlayed;
  private final List<Player> players;
  private final StartNumbers numbers;
  /**
   * Each player's results by round, players in start-number order; a view after an earlier round
   * shares them and reads only the rounds before it.
   */
  private final RoundResult[][] rows;
  /** What the regulations and the arbiter decided around the standings; shared by the views. */
  private final Regulations regulations;

  /**
   * The event's dates and decisions beyond its results.
   *
   * @param endDate the last day, if known
   * @param ratingUse which ratings the rating-based tie-breaks count
   * @param withdrawals how a round robin counts a player who left
   * @param departures the players who left, explicitly given, by start number
   * @param decisions the decisions on tied players, each with its round
   * @param withdrawn the withdrawals the results say (rows ending in {@code WITHDRAWN} rounds)
   *     of players given no departure, by start number, found once when the tournament is built
   * @param ratingChanges whether some player has a rating from a later round
   */
  private record Regulations(Optional<LocalDate> endDate, RatingUse ratingUse,
      RoundRobinWithdrawals withdrawals, List<Departure> departures,
      List<TieDecision> decisions, List<Departure> withdrawn, boolean ratingChanges) {

    /** What was given, without what follows from the results and players. */
    List<Object> given() {
      return List.of(endDate, ratingUse, withdrawals, departures, decisions);
    }
  }

  private static final Regulations NONE = new Regulations(Optional.empty(), RatingUse.FIRST,
      RoundRobinWithdrawals.ALL_COUNTED, List.of(), List.of(), List.of(), false);

  private Tournament(String name, Optional<LocalDate> startDate, Format format,
      PointSystem pointSystem, int plannedRounds, int roundsPlayed, List<Player> players,
      StartNumbers numbers, RoundResult[][] rows, Regulations regulations) {
    this.regulations = regulations;
    this.name = name;
    this.startDate = startDate;
    this.format = format;
    this.pointSystem = pointSystem;
    this.plannedRounds = plannedRounds;
    this.roundsPlayed = roundsPlayed;
    this.players = players;
    this.numbers = numbers;
    this.rows = rows;
  }

  /** A builder for a new tournament. */
  public static Builder builder() {
    return new Builder();
  }

  /** The tournament's name; empty if none was given. */
  public String name() {
    return name;
  }

  /** The day the tournament started, if known: the FIDE rulesets choose their edition by it. */
  public Optional<LocalDate> startDate() {
    return startDate;
  }

  /** The last day of the tournament, if known. */
  public Optional<LocalDate> endDate() {
    return regulations.endDate();
  }

  /**
   * Whether the tournament lasts more than 30 days by its dates (the first and the last day
   * counted), or a player gets a new rating
   * during it ({@link Player#ratingChanges()}): an event over more than one rating period, in
   * which FIDE C.07 Art. 10 (2026) does not recommend the rating-based tie-breaks.
   */
  public boolean spansRatingPeriods() {
    if (startDate.isPresent() && regulations.endDate().isPresent()
        && !regulations.endDate().get().isBefore(startDate.get().plusDays(30))) {
      return true;
    }
    return regulations.ratingChanges();
  }

  /**
   * Which of a player's ratings the rating-based tie-breaks count: the first (the default, as
   * FIDE C.07 Art. 10 of 2026 has it) or the one in force in each game's round.
   */
  public RatingUse ratingUse() {
    return regulations.ratingUse();
  }

  /**
   * How a round robin counts the games of a player who withdrew or was expelled;
   * {@link RoundRobinWithdrawals#ALL_COUNTED} unless given, FIDE's and US Chess's rule being
   * {@link RoundRobinWithdrawals#UNDER_HALF_NOT_COUNTED}. A Swiss event keeps every result
   * whatever this says.
   */
  public RoundRobinWithdrawals roundRobinWithdrawals() {
    return regulations.withdrawals();
  }

  /**
   * The players who left the event, in start-number order: each one given
   * ({@link Builder#addDeparture}), and each player whose results end in
   * {@link ResultKind#WITHDRAWN} rounds, from the first of them. The standings after a round
   * count a departure whose round is not later than the rounds ranked, and the standings of the
   * whole event (every planned round played) every departure, a player expelled after the final
   * round included.
   */
  public List<Departure> departures() {
    List<Departure> given = regulations.departures();
    List<Departure> withdrawn = regulations.withdrawn();
    if (withdrawn.isEmpty()) {
      return given;
    }
    List<Departure> departures = new ArrayList<>(given);
    for (Departure departure : withdrawn) {
      if (departure.round() <= roundsPlayed) {
        departures.add(departure);
      }
    }
    departures.sort(Comparator.comparingInt(Departure::player));
    return List.copyOf(departures);
  }

  /**
   * The first of the {@link ResultKind#WITHDRAWN} rounds a row ends in (from 1), or 0 if it does
   * not end in one.
   */
  private static int withdrawnFrom(RoundResult[] row, int rounds) {
    int first = rounds;
    while (first > 0 && row[first - 1].kind() == ResultKind.WITHDRAWN) {
      first--;
    }
    return first < rounds ? first + 1 : 0;
  }

  /**
   * The decisions on tied players (a play-off result, an arbiter's order, figures computed
   * elsewhere) in the order they were added, each with the round after which the standings it
   * orders stand: see {@link TieDecision}. The standings after a round apply that round's.
   */
  public List<TieDecision> decisions() {
    return regulations.decisions();
  }

  /**
   * A seed for a drawing of lots made from the event's own data, so that lots drawn again give
   * the same result without anyone keeping a number (the FIDE endorsement checklist, questions
   * 204 and 206): the 64-bit FNV-1a hash of the UTF-8 bytes of the name, the start date
   * ({@code YYYY-MM-DD}, or nothing), the planned rounds, then each player's start number and
   * name in start-number order, each followed by a line feed (the start number and name
   * separated by a tab). The results do not enter it, so it is the same after every round;
   * renaming the event or a player changes it.
   * {@code TiebreakEngine.rank(tournament, ruleset, tournament.lotSeed())} draws with it.
   */
  public long lotSeed() {
    StringBuilder text = new StringBuilder();
    text.append(name).append('\n').append(startDate.map(LocalDate::toString).orElse(""))
        .append('\n').append(plannedRounds).append('\n');
    for (Player player : players) {
      text.append(player.startNumber()).append('\t').append(player.name()).append('\n');
    }
    long hash = 0xcbf29ce484222325L;
    for (byte b : text.toString().getBytes(java.nio.charset.StandardCharsets.UTF_8)) {
      hash ^= b & 0xff;
      hash *= 0x100000001b3L;
    }
    return hash;
  }

  /** How the tournament is paired. */
  public Format format() {
    return format;
  }

  /** The points each kind of result scores; {@link PointSystem#STANDARD} unless given. */
  public PointSystem pointSystem() {
    return pointSystem;
  }

  /** The number of rounds the tournament is planned to have. */
  public int plannedRounds() {
    return plannedRounds;
  }

  /**
   * The number of rounds played or being played (every player has a result for each, or a
   * {@link ResultKind#PENDING} game in a round in progress).
   */
  public int roundsPlayed() {
    return roundsPlayed;
  }

  /**
   * The number of rounds finished: the rounds before the first one with a pending game. The
   * standings of {@code afterRound(roundsCompleted())} are those of the last finished round; the
   * standings of the tournament itself are live, with every pending game not yet played.
   */
  public int roundsCompleted() {
    int completed = roundsPlayed;
    for (RoundResult[] row : rows) {
      for (int r = 0; r < completed; r++) {
        if (row[r].kind().isPending()) {
          completed = r;
        }
      }
    }
    return completed;
  }

  /** The players, ordered by start number. */
  public List<Player> players() {
    return players;
  }

  /**
   * The player with this start number.
   *
   * @throws IllegalArgumentException if there is none
   */
  public Player player(int startNumber) {
    int position = numbers.positionOf(startNumber);
    if (position < 0) {
      throw new IllegalArgumentException("no player with start number " + startNumber);
    }
    return players.get(position);
  }

  /** The player with this start number, if there is one. */
  public Optional<Player> findPlayer(int startNumber) {
    int position = numbers.positionOf(startNumber);
    return position < 0 ? Optional.empty() : Optional.of(players.get(position));
  }

  /**
   * The player's results, round 1 first; one per round played.
   *
   * @throws IllegalArgumentException if there is no player with this start number
   */
  public List<RoundResult> results(int startNumber) {
    int position = numbers.positionOf(startNumber);
    if (position < 0) {
      throw new IllegalArgumentException("no player with start number " + startNumber);
    }
    return new Row(rows[position], roundsPlayed);
  }

  /**
   * The player's result in {@code round} (from 1).
   *
   * @throws IllegalArgumentException if there is no such player or round
   */
  public RoundResult result(int startNumber, int round) {
    if (round < 1 || round > roundsPlayed) {
      throw new IllegalArgumentException(
          "round " + round + " is not among the rounds played: 1.." + roundsPlayed);
    }
    return results(startNumber).get(round - 1);
  }

  /** The player's total score over the rounds played, under the {@link #pointSystem()}. */
  public Score score(int startNumber) {
    Score score = Score.ZERO;
    for (RoundResult result : results(startNumber)) {
      score = score.plus(pointSystem.points(result.kind()));
    }
    return score;
  }

  /**
   * The tournament as it stood after {@code round}: live standings after round 3 are the
   * standings of this view.
   *
   * @throws IllegalArgumentException if {@code round} is not between 0 and {@link #roundsPlayed()}
   */
  public Tournament afterRound(int round) {
    if (round < 0 || round > roundsPlayed) {
      throw new IllegalArgumentException(
          "after-round must be between 0 and the rounds played (" + roundsPlayed + "): " + round);
    }
    if (round == roundsPlayed) {
      return this;
    }
    return new Tournament(name, startDate, format, pointSystem, plannedRounds, round, players,
        numbers, rows, regulations);
  }

  /**
   * This tournament with results for games of a round in progress: each pairing is a game of
   * {@code round} that is {@link GameResult#PENDING}, White and Black as they were paired, with
   * its result. The other games and rounds stay as they are, and so do the views of earlier
   * rounds ({@link #afterRound}): only pending games change, so the tournament is not checked
   * again as a whole.
   *
   * <pre>{@code
   * Tournament live = ...;                  // round 9 paired, 12-7 pending
   * Tournament after = live.withResults(9, Pairing.game(12, 7, GameResult.DRAW));
   * }</pre>
   *
   * @param round the round, from 1
   * @param results the games with their results, each a game the round has pending
   * @throws IllegalArgumentException if {@code round} is not among the rounds played
   * @throws InvalidTournamentException listing every pairing that is a bye, gives no result
   *     ({@code PENDING}), names a player who is not in the tournament or a game that is not
   *     pending in the round with these colours, or gives a game a second result
   */
  public Tournament withResults(int round, Pairing... results) {
    return withResults(round, Arrays.asList(Objects.requireNonNull(results, "results")));
  }

  /**
   * This tournament with results for games of a round in progress; see
   * {@link #withResults(int, Pairing...)}.
   *
   * @param round the round, from 1
   * @param results the games with their results, each a game the round has pending
   * @throws IllegalArgumentException if {@code round} is not among the rounds played
   * @throws InvalidTournamentException listing every pairing that is not a result of a game the
   *     round has pending
   */
  public Tournament withResults(int round, List<Pairing> results) {
    List<Pairing> games = Arguments.checked(results, "results");
    if (round < 1 || round > roundsPlayed) {
      throw new IllegalArgumentException(
          "round " + round + " is not among the rounds played: 1.." + roundsPlayed);
    }
    int r = round - 1;
    RoundResult[][] copy = rows.clone();
    boolean[] copied = new boolean[rows.length];
    boolean[] given = new boolean[rows.length];
    List<Problem> problems = new ArrayList<>();
    for (Pairing pairing : games) {
      if (pairing.bye() != null) {
        problems.add(Problem.of(Problem.Kind.NO_PENDING_GAME, pairing.white(), round,
            Message.of("problem.resultIsBye", pairing.bye())));
        continue;
      }
      int white = numbers.positionOf(pairing.white());
      int black = numbers.positionOf(pairing.black());
      if (white < 0 || black < 0) {
        int unknown = white < 0 ? pairing.white() : pairing.black();
        problems.add(Problem.of(Problem.Kind.UNKNOWN_PLAYER, 0, round,
            Message.of("problem.resultForUnknownPlayer", Message.text(pairing.toString()),
                unknown)));
        continue;
      }
      if (pairing.result() == GameResult.PENDING) {
        problems.add(Problem.of(Problem.Kind.NO_PENDING_GAME, pairing.white(), round,
            Message.of("problem.resultStillPending", pairing.black())));
        continue;
      }
      if (given[white] && given[black]) {
        problems.add(Problem.of(Problem.Kind.NO_PENDING_GAME, pairing.white(), round,
            Message.of("problem.secondResult", pairing.black())));
        continue;
      }
      RoundResult whiteSide = copy[white][r];
      RoundResult blackSide = copy[black][r];
      if (!pendingAgainst(whiteSide, pairing.black(), Colour.WHITE)
          || !pendingAgainst(blackSide, pairing.white(), Colour.BLACK)) {
        problems.add(Problem.of(Problem.Kind.NO_PENDING_GAME, pairing.white(), round,
            Message.of("problem.noPendingGame", pairing.black(), Colour.WHITE)));
        continue;
      }
      for (int position : new int[] {white, black}) {
        if (!copied[position]) {
          copy[position] = copy[position].clone();
          copied[position] = true;
        }
      }
      copy[white][r] = RoundResult.against(pairing.result().white(), pairing.black(),
          whiteSide.colour().orElse(null));
      copy[black][r] = RoundResult.against(pairing.result().black(), pairing.white(),
          blackSide.colour().orElse(null));
      given[white] = true;
      given[black] = true;
    }
    if (!problems.isEmpty()) {
      throw new InvalidTournamentException(problems);
    }
    return new Tournament(name, startDate, format, pointSystem, plannedRounds, roundsPlayed,
        players, numbers, copy, regulations);
  }

  /**
   * Whether a player's result is a pending game against {@code opponent} with {@code colour}, or
   * with no colour given.
   */
  private static boolean pendingAgainst(RoundResult result, int opponent, Colour colour) {
    return result.kind().isPending() && result.opponentOrZero() == opponent
        && result.colour().map(c -> c == colour).orElse(true);
  }

  @Override
  public boolean equals(Object o) {
    if (!(o instanceof Tournament other)) {
      return false;
    }
    return name.equals(other.name) && startDate.equals(other.startDate) && format == other.format
        && pointSystem.equals(other.pointSystem) && plannedRounds == other.plannedRounds && roundsPlayed == other.roundsPlayed
        && players.equals(other.players) && regulations.given().equals(other.regulations.given())
        && sameResults(other);
  }

  private boolean sameResults(Tournament other) {
    for (int i = 0; i < players.size(); i++) {
      for (int r = 0; r < roundsPlayed; r++) {
        if (!rows[i][r].equals(other.rows[i][r])) {
          return false;
        }
      }
    }
    return true;
  }

  @Override
  public int hashCode() {
    int results = 1;
    for (int i = 0; i < players.size(); i++) {
      for (int r = 0; r < roundsPlayed; r++) {
        results = 31 * results + rows[i][r].hashCode();
      }
    }
    return Objects.hash(name, startDate, format, pointSystem, plannedRounds, players, results,
        regulations.given());
  }

  @Override
  public String toString() {
    return "Tournament{" + (name.isEmpty() ? "" : name + ", ") + format + ", " + players.size()
        + " players, " + roundsPlayed + "/" + plannedRounds + " rounds}";
  }

  /** One player's results in the rounds played: a read-only view of the first of a row. */
  private static final class Row extends AbstractList<RoundResult> implements RandomAccess {
    private final RoundResult[] results;
    private final int size;

    Row(RoundResult[] results, int size) {
      this.results = results;
      this.size = size;
    }

    @Override
    public RoundResult get(int index) {
      return results[Objects.checkIndex(index, size)];
    }

    @Override
    public int size() {
      return size;
    }
  }

  /**
   * Builds a {@link Tournament} from pairings ({@link #addRound}) or wall-chart rows
   * ({@link #addRow}). Rows fill rounds from round 1; each {@code addRound} adds the round after
   * the last one any result has so far, so rows for earlier rounds may be followed by pairings
   * for new ones.
   */
  public static final class Builder {
    private String name = "";
    private Optional<LocalDate> startDate = Optional.empty();
    private Format format = Format.SWISS;
    private PointSystem pointSystem = PointSystem.STANDARD;
    private int plannedRounds;
    private boolean plannedRoundsGiven;
    private final List<Player> players = new ArrayList<>();
    private final List<RoundEntries> rounds = new ArrayList<>();
    private Optional<LocalDate> endDate = Optional.empty();
    private RatingUse ratingUse = RatingUse.FIRST;
    private RoundRobinWithdrawals withdrawals = RoundRobinWithdrawals.ALL_COUNTED;
    private final List<Departure> departures = new ArrayList<>();
    private final List<TieDecision> decisions = new ArrayList<>();

    private Builder() {}

    /**
     * The settings of another tournament: its name, dates, format, point system, planned rounds,
     * the ratings its rating-based tie-breaks count and its rule for withdrawals in a round
     * robin; not its players, results, departures or decisions.
     */
    public Builder settingsOf(Tournament tournament) {
      Objects.requireNonNull(tournament, "tournament");
      name(tournament.name()).format(tournament.format()).pointSystem(tournament.pointSystem())
          .plannedRounds(tournament.plannedRounds()).ratingUse(tournament.ratingUse())
          .roundRobinWithdrawals(tournament.roundRobinWithdrawals());
      startDate = tournament.startDate();
      endDate = tournament.endDate();
      return this;
    }

    /** The last day of the tournament (optional). */
    public Builder endDate(LocalDate endDate) {
      this.endDate = Optional.of(Objects.requireNonNull(endDate, "endDate"));
      return this;
    }

    /**
     * Which ratings the rating-based tie-breaks count where players get new ratings during the
     * event; {@link RatingUse#FIRST} if not given.
     */
    public Builder ratingUse(RatingUse ratingUse) {
      this.ratingUse = Objects.requireNonNull(ratingUse, "ratingUse");
      return this;
    }

    /**
     * How a round robin counts the games of a player who left it;
     * {@link RoundRobinWithdrawals#ALL_COUNTED} if not given;
     * {@link RoundRobinWithdrawals#UNDER_HALF_NOT_COUNTED} follows FIDE's General Regulations for
     * Competitions 6.6 and US Chess rule 30B.
     */
    public Builder roundRobinWithdrawals(RoundRobinWithdrawals withdrawals) {
      this.withdrawals = Objects.requireNonNull(withdrawals, "withdrawals");
      return this;
    }

    /**
     * A player who withdrew or was expelled: from its round on, the player has no game over the
     * board and scores nothing. A player whose results end in {@link ResultKind#WITHDRAWN}
     * rounds withdrew without being given here.
     */
    public Builder addDeparture(Departure departure) {
      departures.add(Objects.requireNonNull(departure, "departure"));
      return this;
    }

    /**
     * A play-off result, an arbiter's order or figures computed elsewhere for tied players: see
     * {@link TieDecision}. Without a round of its own it is for the standings after the rounds
     * the tournament is built with.
     */
    public Builder addDecision(TieDecision decision) {
      decisions.add(Objects.requireNonNull(decision, "decision"));
      return this;
    }

    /** The tournament's name (optional). */
    public Builder name(String name) {
      this.name = Objects.requireNonNull(name, "name");
      return this;
    }

    /** The day the tournament started (optional). */
    public Builder startDate(LocalDate startDate) {
      this.startDate = Optional.of(Objects.requireNonNull(startDate, "startDate"));
      return this;
    }

    /** How the tournament is paired; {@link Format#SWISS} if not given. */
    public Builder format(Format format) {
      this.format = Objects.requireNonNull(format, "format");
      return this;
    }

    /** The points each kind of result scores; {@link PointSystem#STANDARD} if not given. */
    public Builder pointSystem(PointSystem pointSystem) {
      this.pointSystem = Objects.requireNonNull(pointSystem, "pointSystem");
      return this;
    }

    /** The planned number of rounds (required). */
    public Builder plannedRounds(int plannedRounds) {
      this.plannedRounds = plannedRounds;
      this.plannedRoundsGiven = true;
      return this;
    }

    /** Adds a player. */
    public Builder addPlayer(Player player) {
      players.add(Objects.requireNonNull(player, "player"));
      return this;
    }

    /** Adds players; none of them if one is null. */
    public Builder addPlayers(Iterable<Player> players) {
      this.players.addAll(Arguments.checked(players, "players"));
      return this;
    }

    /** Adds a player with their results from round 1 on, as a wall chart lists them. */
    public Builder addRow(Player player, RoundResult... results) {
      return addRow(player, Arrays.asList(Objects.requireNonNull(results, "results")));
    }

    /** Adds a player with their results from round 1 on, as a wall chart lists them. */
    public Builder addRow(Player player, List<RoundResult> results) {
      Objects.requireNonNull(player, "player");
      List<RoundResult> row = Arguments.checked(results, "results");
      players.add(player);
      for (int r = 0; r < row.size(); r++) {
        round(r).add(player.startNumber(), row.get(r));
      }
      return this;
    }

    /** Adds the next round, given as its pairings: games and byes. */
    public Builder addRound(Pairing... pairings) {
      return addRound(Arrays.asList(Objects.requireNonNull(pairings, "pairings")));
    }

    /** Adds the next round, given as its pairings: games and byes. */
    public Builder addRound(List<Pairing> pairings) {
      List<Pairing> round = Arguments.checked(pairings, "pairings");
      RoundEntries entries = round(rounds.size());
      entries.reserve(2 * round.size());
      for (Pairing pairing : round) {
        pairing.addTo(entries);
      }
      return this;
    }

    private RoundEntries round(int index) {
      while (rounds.size() <= index) {
        rounds.add(new RoundEntries());
      }
      return rounds.get(index);
    }

    /**
     * The departures without a withdrawal that the results already say where another departure
     * of the same player is given too (such as the player's expulsion): copying
     * {@link Tournament#departures()} and adding an expulsion gives the expulsion.
     */
    private List<Departure> withoutImpliedTwins(List<Departure> departures, RoundResult[][] rows,
        StartNumbers numbers) {
      if (rows == null) {
        return departures;
      }
      List<Departure> kept = new ArrayList<>();
      for (Departure departure : departures) {
        int position = numbers.positionOf(departure.player());
        boolean implied = !departure.expelled() && position >= 0
            && withdrawnFrom(rows[position], rounds.size()) == departure.round();
        boolean twin = departures.stream().anyMatch(other -> other != departure
            && other.player() == departure.player() && !other.equals(departure));
        if (!(implied && twin)) {
          kept.add(departure);
        }
      }
      return kept;
    }

    /**
     * Checks the tournament as a whole and builds it.
     *
     * @throws IllegalStateException if the planned number of rounds was not given
     * @throws InvalidTournamentException listing every problem if the tournament is inconsistent
     */
    public Tournament build() {
      if (!plannedRoundsGiven) {
        throw new IllegalStateException("plannedRounds is required");
      }
      StartNumbers numbers = StartNumbers.of(players);
      TournamentValidator validator =
          new TournamentValidator(format, plannedRounds, players, rounds, numbers);
      List<Problem> problems = new ArrayList<>(validator.problems());
      RegulationChecks checks = new RegulationChecks(plannedRounds, rounds.size(), numbers,
          pointSystem, problems.isEmpty() ? validator.rows() : null);
      List<TieDecision> resolved = new ArrayList<>();
      for (TieDecision decision : decisions) {
        resolved.add(decision.round().isPresent() ? decision
            : decision.afterRound(Math.max(1, rounds.size())));
      }
      problems.addAll(checks.problems(withoutImpliedTwins(departures,
          problems.isEmpty() ? validator.rows() : null, numbers), resolved));
      if (!problems.isEmpty()) {
        throw new InvalidTournamentException(problems);
      }
      Player[] sorted = players.toArray(new Player[0]);
      Arrays.sort(sorted, Comparator.comparingInt(Player::startNumber));
      List<Departure> given = new ArrayList<>();
      RoundResult[][] rows = validator.rows();
      for (Departure departure : withoutImpliedTwins(departures, rows, numbers)) {
        // A withdrawal the results already say is not kept twice.
        int position = numbers.positionOf(departure.player());
        if (departure.expelled()
            || withdrawnFrom(rows[position], rounds.size()) != departure.round()) {
          given.add(departure);
        }
      }
      given.sort(Comparator.comparingInt(Departure::player));
      // The withdrawals the results say, of the players given no departure: only players with a
      // withdrawal among their results are read again.
      List<Departure> withdrawn = new ArrayList<>();
      int next = 0;
      for (int position = 0; position < numbers.size(); position++) {
        int number = numbers.number(position);
        while (next < given.size() && given.get(next).player() < number) {
          next++;
        }
        boolean hasGiven = next < given.size() && given.get(next).player() == number;
        int first = validator.withdrawnOrLate(position) && !hasGiven
            ? withdrawnFrom(rows[position], rounds.size()) : 0;
        if (first > 0) {
          withdrawn.add(Departure.withdrew(number, first));
        }
      }
      boolean ratingChanges = false;
      for (Player player : sorted) {
        ratingChanges |= !player.ratingChanges().isEmpty();
      }
      Regulations regulations = endDate.isEmpty() && ratingUse == RatingUse.FIRST
          && withdrawals == RoundRobinWithdrawals.ALL_COUNTED && given.isEmpty()
          && resolved.isEmpty() && withdrawn.isEmpty() && !ratingChanges ? NONE
          : new Regulations(endDate, ratingUse, withdrawals, List.copyOf(given),
              List.copyOf(resolved), List.copyOf(withdrawn), ratingChanges);
      return new Tournament(name, startDate, format, pointSystem, plannedRounds, rounds.size(),
          List.of(sorted), numbers, validator.rows(), regulations);
    }
  }
}
