package org.tiebreak.api;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.OptionalInt;
import java.util.Set;
import org.apiguardian.api.API;
import org.tiebreak.api.standings.Standings;

/**
 * How tied players were ordered where no tie-break of the library could: the result of a
 * play-off among them (FIDE C.07 Art. 3; US Chess rule 34E12, the speed play-off), an order the
 * arbiter gave them, or each one's figure under a tie-break computed elsewhere (the FIDE
 * endorsement checklist, questions 205 and 207: manual ranking of tied players, external
 * tie-break values). A {@link Tournament} carries its decisions
 * ({@link Tournament.Builder#addDecision}).
 *
 * <p>The standings apply a decision after ranking by score and the chain of tie-breaks, in the
 * standings after its {@link #round() round}: its players must share a score and follow one
 * another in the standings (they are tied there, or the tie-breaks that qualified them for the
 * play-off placed them there: C.07 Art. 3.1.2 lets play-offs follow none, some or all of the
 * tie-breaks), and the decision then orders them among the places they hold, best first; nobody
 * else moves. Players it leaves level (two semi-final losers, or the others of a play-off for
 * first place only: Art. 3.1.1) keep the order the chain gave them. The standings say which
 * decision placed a player ({@link #code()}: {@code PLAYOFF}, {@code ARBITER}, or the code of the
 * figures), compare and explain by it; a decision that cannot be applied so is left out with a
 * warning ({@link Standings#warnings()}).
 *
 * <p>This class is immutable and thread-safe.
 */
@API(status = EXPERIMENTAL, since = "1.0")
public final class TieDecision {

  /** What kind of decision. */
  public enum Kind {
    /** The result of a play-off: the order it produced, or its games. */
    PLAY_OFF,
    /** An order the arbiter gave the players. */
    ARBITER,
    /** Each player's figure under a tie-break computed elsewhere, higher first. */
    FIGURES
  }

  /**
   * A game of a play-off.
   *
   * @param white the start number of the player with White
   * @param black the start number of the player with Black
   * @param result the result (an Armageddon's draw is entered as the win it counts as)
   */
  public record Game(int white, int black, GameResult result) {

    /**
     * Checks the game.
     *
     * @throws IllegalArgumentException if a start number is below 1, both are the same, or the
     *     result is pending
     */
    public Game {
      Objects.requireNonNull(result, "result");
      if (white < 1 || black < 1) {
        throw new IllegalArgumentException("start numbers must be at least 1: " + white + " - "
            + black);
      }
      if (white == black) {
        throw new IllegalArgumentException("a play-off game needs two players: " + white + " - "
            + black);
      }
      if (result == GameResult.PENDING) {
        throw new IllegalArgumentException("a play-off game between " + white + " and " + black
            + " has no result yet");
      }
    }
  }

  private final Kind kind;
  private final String code;
  private final List<List<Integer>> order;
  private final Map<Integer, Score> figures;
  private final List<Game> games;
  private final int round;

  private TieDecision(Kind kind, String code, List<List<Integer>> order,
      Map<Integer, Score> figures, List<Game> games, int round) {
    this.kind = kind;
    this.code = code;
    this.order = order;
    this.figures = figures;
    this.games = games;
    this.round = round;
  }

  /**
   * The order a play-off produced, best first: each inner list holds players it left level (the
   * players of a play-off for first place only, beyond the winner, in one list).
   *
   * @throws IllegalArgumentException if the order has fewer than two players, an empty list, or
   *     a player twice
   */
  public static TieDecision playOff(List<List<Integer>> order) {
    return new TieDecision(Kind.PLAY_OFF, "PLAYOFF", checkedOrder(order), Map.of(), List.of(), 0);
  }

  /**
   * The games of a play-off: its players are ordered by the points they scored in them (1, ½ and
   * 0), best first; players with equal points stay level.
   *
   * @throws IllegalArgumentException if there is no game
   */
  public static TieDecision playOffGames(List<Game> games) {
    List<Game> copy = List.copyOf(Objects.requireNonNull(games, "games"));
    if (copy.isEmpty()) {
      throw new IllegalArgumentException("a play-off needs at least one game");
    }
    Map<Integer, Score> points = new LinkedHashMap<>();
    for (Game game : copy) {
      points.merge(game.white(), game.result().white().points(), Score::plus);
      points.merge(game.black(), game.result().black().points(), Score::plus);
    }
    return new TieDecision(Kind.PLAY_OFF, "PLAYOFF", byFigures(points), Map.copyOf(points), copy,
        0);
  }

  /**
   * An order the arbiter gave tied players, best first; each inner list holds players left level.
   *
   * @throws IllegalArgumentException if the order has fewer than two players, an empty list, or
   *     a player twice
   */
  public static TieDecision arbiter(List<List<Integer>> order) {
    return new TieDecision(Kind.ARBITER, "ARBITER", checkedOrder(order), Map.of(), List.of(), 0);
  }

  /**
   * Each player's figure under a tie-break computed elsewhere, with the code the standings name
   * it by: the players are ordered by it, higher first, equal figures level.
   *
   * @throws IllegalArgumentException if the code is blank or has a space or a comma, or there
   *     are fewer than two players
   */
  public static TieDecision figures(String code, Map<Integer, Score> figures) {
    Objects.requireNonNull(code, "code");
    if (code.isBlank() || code.chars().anyMatch(c -> Character.isWhitespace(c) || c == ',')) {
      throw new IllegalArgumentException("a tie-break code has no space or comma and is not"
          + " blank: \"" + code + "\"");
    }
    Map<Integer, Score> copy = new LinkedHashMap<>();
    Objects.requireNonNull(figures, "figures").forEach((player, figure) -> copy.put(
        Objects.requireNonNull(player, "player"), Objects.requireNonNull(figure, "figure")));
    if (copy.size() < 2) {
      throw new IllegalArgumentException("figures decide between two players or more: " + copy);
    }
    return new TieDecision(Kind.FIGURES, code, byFigures(copy), Map.copyOf(copy), List.of(), 0);
  }

  /**
   * The same decision for the standings after {@code round}; without it, a tournament applies
   * it to the standings after the rounds it was built with.
   *
   * @throws IllegalArgumentException if {@code round} is below 1
   */
  public TieDecision afterRound(int round) {
    if (round < 1) {
      throw new IllegalArgumentException("a decision is for the standings after round 1 or"
          + " later: " + round);
    }
    return new TieDecision(kind, code, order, figures, games, round);
  }

  private static List<List<Integer>> checkedOrder(List<List<Integer>> order) {
    Objects.requireNonNull(order, "order");
    List<List<Integer>> copy = new ArrayList<>();
    Set<Integer> seen = new HashSet<>();
    for (List<Integer> level : order) {
      List<Integer> players = List.copyOf(Objects.requireNonNull(level, "order[" + copy.size()
          + "]"));
      if (players.isEmpty()) {
        throw new IllegalArgumentException("an empty place in the order " + order);
      }
      for (int player : players) {
        if (!seen.add(player)) {
          throw new IllegalArgumentException("player " + player + " is twice in the order "
              + order);
        }
      }
      copy.add(players);
    }
    if (seen.size() < 2) {
      throw new IllegalArgumentException("an order of tied players needs two players or more: "
          + order);
    }
    return List.copyOf(copy);
  }

  /** The players by figure, higher first, equal figures in one list, in the map's order. */
  private static List<List<Integer>> byFigures(Map<Integer, Score> figures) {
    List<Integer> players = new ArrayList<>(figures.keySet());
    players.sort(Comparator.comparing(figures::get).reversed());
    List<List<Integer>> order = new ArrayList<>();
    List<Integer> level = null;
    Score last = null;
    for (int player : players) {
      Score figure = figures.get(player);
      if (level == null || !figure.equals(last)) {
        level = new ArrayList<>();
        order.add(level);
        last = figure;
      }
      level.add(player);
    }
    List<List<Integer>> copy = new ArrayList<>();
    order.forEach(l -> copy.add(List.copyOf(l)));
    return List.copyOf(copy);
  }

  /** What kind of decision this is. */
  public Kind kind() {
    return kind;
  }

  /**
   * The code the standings name the decision by: {@code PLAYOFF}, {@code ARBITER}, or the code
   * given with figures.
   */
  public String code() {
    return code;
  }

  /** The players the decision orders, best first as {@link #order()} has them. */
  public List<Integer> players() {
    List<Integer> players = new ArrayList<>();
    order.forEach(players::addAll);
    return List.copyOf(players);
  }

  /** The order, best first; each inner list holds players left level. */
  public List<List<Integer>> order() {
    return order;
  }

  /**
   * Each player's figure where the decision has one: the points of a play-off's games, or the
   * figures given; empty for an order.
   */
  public Map<Integer, Score> figures() {
    return figures;
  }

  /** A play-off's games; empty for other decisions. */
  public List<Game> games() {
    return games;
  }

  /**
   * The round after which the standings this decision orders stand; empty until given
   * ({@link #afterRound}) or set by the tournament it is added to.
   */
  public OptionalInt round() {
    return round == 0 ? OptionalInt.empty() : OptionalInt.of(round);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof TieDecision other && kind == other.kind && code.equals(other.code)
        && order.equals(other.order) && figures.equals(other.figures)
        && games.equals(other.games) && round == other.round;
  }

  @Override
  public int hashCode() {
    return Objects.hash(kind, code, order, figures, games, round);
  }

  @Override
  public String toString() {
    return code + (round == 0 ? "" : " after round " + round) + " " + order
        + (figures.isEmpty() ? "" : " " + figures);
  }
}
