package org.tiebreak.testkit;

import static org.apiguardian.api.API.Status.STABLE;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Random;
import java.util.Set;
import org.apiguardian.api.API;
import org.tiebreak.api.Departure;
import org.tiebreak.api.Player;
import org.tiebreak.api.PointSystem;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.RoundResult;
import org.tiebreak.api.Score;
import org.tiebreak.api.TieDecision;
import org.tiebreak.api.Tournament;

/**
 * Makes tournaments that must rank the same as a given one: the same tournament with other start
 * numbers, or built anew with its players added in another order. The contract checks
 * ({@link RuleChecks}, {@link RulesetChecks}) use them; they are public for a vendor's own tests.
 *
 * <pre>{@code
 * Map<Integer, Integer> numbers = TournamentTransforms.randomNumbers(tournament, new Random(7));
 * Tournament renumbered = TournamentTransforms.renumber(tournament, numbers);
 * // player p of tournament is player numbers.get(p) of renumbered
 * }</pre>
 */
@API(status = STABLE, since = "1.0")
public final class TournamentTransforms {

  private TournamentTransforms() {}

  /**
   * The tournament with every start number replaced: players, opponents, departures, decisions
   * on tied players and the order of the rows follow the new numbers; names, ratings (with their
   * changes and assigned ratings), federation ids, results, colours, format, name, dates, planned
   * rounds and the event's regulations are kept.
   *
   * @param tournament the tournament; not {@code null}
   * @param numbers the new start number of every player, by old start number
   * @return the renumbered tournament
   * @throws IllegalArgumentException if {@code numbers} leaves out a player, gives two players
   *     the same number, or gives a number below 1
   */
  public static Tournament renumber(Tournament tournament, Map<Integer, Integer> numbers) {
    Objects.requireNonNull(tournament, "tournament");
    Objects.requireNonNull(numbers, "numbers");
    Set<Integer> used = new HashSet<>();
    for (Player player : tournament.players()) {
      Integer number = numbers.get(player.startNumber());
      if (number == null) {
        throw new IllegalArgumentException("no new number for player " + player.startNumber());
      }
      if (number < 1 || !used.add(number)) {
        throw new IllegalArgumentException("the new number " + number + " of player "
            + player.startNumber() + " is below 1 or given twice");
      }
    }
    Tournament.Builder builder = start(tournament);
    for (Player player : tournament.players()) {
      Player.Builder moved = Player.builder().startNumber(numbers.get(player.startNumber()))
          .name(player.name()).putAllFederationIds(player.federationIds())
          .putAllRatingChanges(player.ratingChanges());
      player.rating().ifPresent(moved::rating);
      player.assignedRating().ifPresent(moved::assignedRating);
      List<RoundResult> results = new ArrayList<>();
      for (RoundResult result : tournament.results(player.startNumber())) {
        results.add(result.opponent().isPresent()
            ? RoundResult.against(result.kind(), numbers.get(result.opponentOrZero()),
                result.colour().orElse(null))
            : result);
      }
      builder.addRow(moved.build(), results);
    }
    for (Departure departure : tournament.departures()) {
      builder.addDeparture(new Departure(numbers.get(departure.player()), departure.round(),
          departure.reason()));
    }
    for (TieDecision decision : tournament.decisions()) {
      builder.addDecision(renumbered(decision, numbers));
    }
    return builder.build();
  }

  /** A decision with its players renumbered. */
  private static TieDecision renumbered(TieDecision decision, Map<Integer, Integer> numbers) {
    TieDecision moved = switch (decision.kind()) {
      case PLAY_OFF -> decision.games().isEmpty()
          ? TieDecision.playOff(renumbered(decision.order(), numbers))
          : TieDecision.playOffGames(decision.games().stream().map(game -> new TieDecision.Game(
              numbers.get(game.white()), numbers.get(game.black()), game.result())).toList());
      case ARBITER -> TieDecision.arbiter(renumbered(decision.order(), numbers));
      case FIGURES -> {
        Map<Integer, Score> figures = new LinkedHashMap<>();
        decision.figures().forEach((player, figure) -> figures.put(numbers.get(player), figure));
        yield TieDecision.figures(decision.code(), figures);
      }
    };
    return decision.round().isPresent() ? moved.afterRound(decision.round().getAsInt()) : moved;
  }

  private static List<List<Integer>> renumbered(List<List<Integer>> order,
      Map<Integer, Integer> numbers) {
    List<List<Integer>> moved = new ArrayList<>();
    for (List<Integer> level : order) {
      moved.add(level.stream().map(numbers::get).toList());
    }
    return moved;
  }

  /** Adds the tournament's departures and decisions, as they are, to a builder. */
  private static Tournament.Builder decided(Tournament.Builder builder, Tournament tournament) {
    tournament.departures().forEach(builder::addDeparture);
    tournament.decisions().forEach(builder::addDecision);
    return builder;
  }

  /**
   * Distinct new start numbers for the players, drawn at random from 1 to twice the number of
   * players, so that both the order of the players and the gaps between their numbers change.
   *
   * @param tournament the tournament; not {@code null}
   * @param random the source of randomness; not {@code null}
   * @return the new start number of every player, by old start number
   */
  public static Map<Integer, Integer> randomNumbers(Tournament tournament, Random random) {
    Objects.requireNonNull(random, "random");
    List<Integer> pool = new ArrayList<>();
    for (int k = 1; k <= 2 * tournament.players().size(); k++) {
      pool.add(k);
    }
    Collections.shuffle(pool, random);
    Map<Integer, Integer> numbers = new LinkedHashMap<>();
    for (int p = 0; p < tournament.players().size(); p++) {
      numbers.put(tournament.players().get(p).startNumber(), pool.get(p));
    }
    return numbers;
  }

  /**
   * The same tournament built anew, its players added to the builder in the given order. The
   * result equals {@code tournament}.
   *
   * @param tournament the tournament; not {@code null}
   * @param startNumbers every start number of the tournament once, in the order to add them
   * @return the tournament built anew
   * @throws IllegalArgumentException if {@code startNumbers} is not an ordering of the
   *     tournament's start numbers
   */
  public static Tournament addedInOrder(Tournament tournament, List<Integer> startNumbers) {
    Objects.requireNonNull(tournament, "tournament");
    if (startNumbers.size() != tournament.players().size()
        || !new HashSet<>(startNumbers).equals(new HashSet<>(Report.startNumbers(tournament)))) {
      throw new IllegalArgumentException(startNumbers + " is not an ordering of the start numbers "
          + Report.startNumbers(tournament));
    }
    Tournament.Builder builder = start(tournament);
    for (int number : startNumbers) {
      builder.addRow(tournament.player(number), tournament.results(number));
    }
    return decided(builder, tournament).build();
  }

  /**
   * The tournament's start numbers in random order, for {@link #addedInOrder}.
   *
   * @param tournament the tournament; not {@code null}
   * @param random the source of randomness; not {@code null}
   * @return a shuffled list of the start numbers
   */
  public static List<Integer> shuffledStartNumbers(Tournament tournament, Random random) {
    List<Integer> numbers = Report.startNumbers(tournament);
    Collections.shuffle(numbers, Objects.requireNonNull(random, "random"));
    return numbers;
  }

  /**
   * An equal tournament built anew (its players added in start-number order): a different
   * object, so that a rule cannot tell it from the original by identity.
   *
   * @param tournament the tournament; not {@code null}
   * @return a tournament equal to {@code tournament}
   */
  public static Tournament copy(Tournament tournament) {
    return addedInOrder(tournament, Report.startNumbers(tournament));
  }

  /**
   * The same tournament scored under another point system.
   *
   * @param tournament the tournament; not {@code null}
   * @param system the point system; not {@code null}
   * @return the tournament scored under {@code system}
   */
  public static Tournament scoredBy(Tournament tournament, PointSystem system) {
    Objects.requireNonNull(system, "system");
    Tournament.Builder builder = start(tournament).pointSystem(system);
    for (Player player : tournament.players()) {
      builder.addRow(player, tournament.results(player.startNumber()));
    }
    tournament.departures().forEach(builder::addDeparture);
    return builder.build();
  }

  /**
   * The tournament with its last round in progress: every game of that round (played or
   * forfeited) is {@link ResultKind#PENDING pending} between the same players with the same
   * colours; byes and the other rounds are as they were.
   *
   * @param tournament the tournament; not {@code null}
   * @return the tournament with its last round's games pending, or {@code tournament} if no round
   *     has been played
   */
  public static Tournament lastRoundPending(Tournament tournament) {
    int last = tournament.roundsPlayed();
    if (last == 0) {
      return tournament;
    }
    Tournament.Builder builder = start(tournament);
    for (Player player : tournament.players()) {
      List<RoundResult> results = new ArrayList<>(tournament.results(player.startNumber()));
      RoundResult result = results.get(last - 1);
      if (result.kind().hasOpponent()) {
        results.set(last - 1, RoundResult.against(ResultKind.PENDING,
            result.opponentOrZero(), result.colour().orElse(null)));
      }
      builder.addRow(player, results);
    }
    tournament.departures().forEach(builder::addDeparture);
    return builder.build();
  }

  /**
   * The tournament with one game given another result: the game of {@code player} in
   * {@code round} ends in {@code kind} for the player, and the other way for the opponent; the
   * colours and every other result stay as they were.
   *
   * @param tournament the tournament; not {@code null}
   * @param round the round, from 1
   * @param player the start number of one of the game's players
   * @param kind the player's new result: {@link ResultKind#WIN}, {@link ResultKind#DRAW} or
   *     {@link ResultKind#LOSS}
   * @return the tournament with the game's new result
   * @throws IllegalArgumentException if the player has no game over the board in that round, or
   *     {@code kind} is not a result over the board
   */
  public static Tournament withResult(Tournament tournament, int round, int player,
      ResultKind kind) {
    RoundResult old = tournament.result(player, round);
    if (!old.kind().isPlayed() || !kind.isPlayed()) {
      throw new IllegalArgumentException("not a game over the board and its result: " + old
          + " made " + kind);
    }
    int opponent = old.opponentOrZero();
    ResultKind mirrored = kind == ResultKind.WIN ? ResultKind.LOSS
        : kind == ResultKind.LOSS ? ResultKind.WIN : ResultKind.DRAW;
    Tournament.Builder builder = start(tournament);
    for (Player each : tournament.players()) {
      List<RoundResult> results = new ArrayList<>(tournament.results(each.startNumber()));
      if (each.startNumber() == player || each.startNumber() == opponent) {
        RoundResult result = results.get(round - 1);
        results.set(round - 1, RoundResult.against(each.startNumber() == player ? kind : mirrored,
            result.opponentOrZero(), result.colour().orElse(null)));
      }
      builder.addRow(each, results);
    }
    return builder.build();
  }

  private static Tournament.Builder start(Tournament tournament) {
    return Tournament.builder().settingsOf(tournament);
  }
}
