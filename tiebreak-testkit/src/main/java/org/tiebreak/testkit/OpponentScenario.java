package org.tiebreak.testkit;

import static org.apiguardian.api.API.Status.STABLE;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.apiguardian.api.API;
import org.tiebreak.api.Player;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.RoundResult;
import org.tiebreak.api.Tournament;

/**
 * Builds a consistent Swiss tournament around "focal" players described the way the rule texts
 * describe them: by their own result in each round and by what their opponents did in the other
 * rounds ("Adam's opponents' scores are 1, 2, 3, 3.5 and 4").
 *
 * <pre>{@code
 * OpponentScenario scenario = new OpponentScenario(3).name("Solkoff example 2");
 * int eric = scenario.focal("Eric", "W:WL", "W:WW", "D@Francis");
 * int francis = scenario.focal("Francis", "W:FL", "W:WW", "D@Eric");
 * Tournament tournament = scenario.build();
 * }</pre>
 *
 * <p>A focal player is given one spec per round, round 1 first:
 *
 * <table>
 *   <caption>Focal player's round specs</caption>
 *   <tr><th>spec</th><th>meaning</th></tr>
 *   <tr><td>{@code W:WLLL}</td><td>the focal player won this round's game against an opponent
 *       made for it, whose results in the other rounds, round order, were W, L, L, L: one letter
 *       for each of the other rounds. The first letter is the focal player's own result:
 *       {@code W}, {@code D} or {@code L} over the board, {@code +} or {@code -} by forfeit.
 *       The opponent's letters are {@code W}, {@code D}, {@code L}, {@code +}, {@code -} (a game
 *       or forfeit against a filler) or a bye letter.</td></tr>
 *   <tr><td>{@code D@Francis}</td><td>a game against another focal player, by name; that player
 *       must give the matching spec ({@code D@Eric}, {@code L@Eric} for {@code W@Francis}) in the
 *       same round.</td></tr>
 *   <tr><td>{@code F}</td><td>the focal player's own unplayed round: a bye letter.</td></tr>
 * </table>
 *
 * <p>Bye letters, as in {@link Crosstables}: {@code F} full-point bye, {@code H} half-point bye,
 * {@code Z} zero-point bye, {@code U} pairing-allocated bye, {@code A} absent, {@code X}
 * withdrawn (then every later round of that player must be {@code X} too), {@code N} not yet
 * entered (only before the player's first round).
 *
 * <p>Start numbers: the focal players come first, 1, 2, ... in the order they were added (so
 * {@link #focal} returns the final start number), then the opponents made for them (by focal
 * player, then round), then the fillers. A filler plays one game or forfeit, against an
 * opponent, and takes zero-point byes in every other round; fillers never meet a focal player,
 * so a focal player's figures depend only on the specs. Colours are not recorded. Opponents are
 * named after their focal player and round ({@code "Adam's round 3 opponent"}), fillers
 * {@code "Filler 1"}, {@code "Filler 2"} and so on.
 *
 * <p>An instance is a mutable builder; it is not thread-safe.
 */
@API(status = STABLE, since = "1.0")
public final class OpponentScenario {

  private static final String GAMES = "WDL+-";
  private static final String BYES = "FHZUAXN";

  private final int rounds;
  private String name = "";
  private final Map<String, String[]> focal = new LinkedHashMap<>();

  /**
   * A scenario of {@code rounds} rounds, all of them played and planned.
   *
   * @throws IllegalArgumentException if {@code rounds} is below 1
   */
  public OpponentScenario(int rounds) {
    if (rounds < 1) {
      throw new IllegalArgumentException("a scenario needs at least one round: " + rounds);
    }
    this.rounds = rounds;
  }

  /** The name of the tournament built (empty if not given); returns this scenario. */
  public OpponentScenario name(String name) {
    this.name = Objects.requireNonNull(name, "name");
    return this;
  }

  /**
   * Adds a focal player with one spec per round (see the class description).
   *
   * @param name the player's name; unique among the focal players
   * @param specs one spec per round, round 1 first
   * @return the player's start number, which {@link #build()} keeps
   * @throws IllegalArgumentException if the name is blank or taken, the number of specs is not
   *     the number of rounds, or a spec cannot be read
   */
  public int focal(String name, String... specs) {
    Objects.requireNonNull(name, "name");
    if (name.isBlank()) {
      throw new IllegalArgumentException("a focal player needs a name");
    }
    if (focal.containsKey(name)) {
      throw new IllegalArgumentException("there is already a focal player named " + name);
    }
    if (specs.length != rounds) {
      throw new IllegalArgumentException(name + ": one spec per round is needed, " + rounds
          + " in all, not " + specs.length);
    }
    for (int r = 0; r < rounds; r++) {
      check(name, r + 1, Objects.requireNonNull(specs[r], "spec"));
    }
    focal.put(name, specs.clone());
    return focal.size();
  }

  /** The focal players added so far: name to start number, in the order they were added. */
  public Map<String, Integer> focalPlayers() {
    Map<String, Integer> numbers = new LinkedHashMap<>();
    for (String player : focal.keySet()) {
      numbers.put(player, numbers.size() + 1);
    }
    return Collections.unmodifiableMap(numbers);
  }

  /**
   * Builds the tournament: the focal players, an opponent for each of their rounds that names
   * one, and the fillers those opponents play.
   *
   * @throws IllegalStateException if a game between focal players is not given by both of them
   *     with matching results
   * @throws org.tiebreak.api.InvalidTournamentException if the specs make an inconsistent
   *     tournament, such as a result after a withdrawal
   */
  public Tournament build() {
    Map<String, Integer> numbers = focalPlayers();
    List<Player> players = new ArrayList<>();
    List<RoundResult[]> rows = new ArrayList<>();
    numbers.forEach((player, number) -> add(player, players, rows));
    List<int[]> opponentGames = new ArrayList<>();
    List<String> opponentLetters = new ArrayList<>();
    for (Map.Entry<String, String[]> entry : focal.entrySet()) {
      int me = numbers.get(entry.getKey());
      for (int r = 0; r < rounds; r++) {
        String spec = entry.getValue()[r];
        if (spec.length() == 1) {
          rows.get(me - 1)[r] = RoundResult.bye(bye(spec.charAt(0)));
        } else if (spec.charAt(1) == '@') {
          rows.get(me - 1)[r] = meeting(entry.getKey(), me, r, spec, numbers);
        } else {
          ResultKind mine = Crosstables.kind(spec.charAt(0));
          int opponent = add(entry.getKey() + "'s round " + (r + 1) + " opponent", players, rows);
          rows.get(me - 1)[r] = RoundResult.against(mine, opponent, null);
          rows.get(opponent - 1)[r] = RoundResult.against(reverse(mine), me, null);
          opponentGames.add(new int[] {opponent, r});
          opponentLetters.add(spec.substring(2));
        }
      }
    }
    int fillers = 0;
    for (int k = 0; k < opponentGames.size(); k++) {
      int opponent = opponentGames.get(k)[0];
      int round = opponentGames.get(k)[1];
      String letters = opponentLetters.get(k);
      int l = 0;
      for (int r = 0; r < rounds; r++) {
        if (r == round) {
          continue;
        }
        char letter = letters.charAt(l++);
        if (BYES.indexOf(letter) >= 0) {
          rows.get(opponent - 1)[r] = RoundResult.bye(bye(letter));
          continue;
        }
        ResultKind kind = Crosstables.kind(letter);
        int filler = add("Filler " + ++fillers, players, rows);
        rows.get(opponent - 1)[r] = RoundResult.against(kind, filler, null);
        rows.get(filler - 1)[r] = RoundResult.against(reverse(kind), opponent, null);
      }
    }
    Tournament.Builder builder = Tournament.builder().name(name).plannedRounds(rounds);
    for (int p = 0; p < players.size(); p++) {
      builder.addRow(players.get(p), rows.get(p));
    }
    return builder.build();
  }

  /** The focal player's result in a game against another focal player, checked both ways. */
  private RoundResult meeting(String me, int myNumber, int round, String spec,
      Map<String, Integer> numbers) {
    String other = spec.substring(2);
    String[] theirs = focal.get(other);
    String where = me + ", round " + (round + 1) + ": ";
    if (theirs == null) {
      throw new IllegalStateException(where + "no focal player is named " + other);
    }
    if (other.equals(me)) {
      throw new IllegalStateException(where + "a player cannot meet themself");
    }
    ResultKind mine = Crosstables.kind(spec.charAt(0));
    String expected = letter(reverse(mine)) + "@" + me;
    if (!theirs[round].equals(expected)) {
      throw new IllegalStateException(where + spec + " needs " + other + " to give " + expected
          + " in that round, not " + theirs[round]);
    }
    return RoundResult.against(mine, numbers.get(other), null);
  }

  private void check(String player, int round, String spec) {
    String where = player + ", round " + round + ": ";
    if (spec.length() == 1) {
      if (BYES.indexOf(spec.charAt(0)) < 0) {
        throw new IllegalArgumentException(where + "not a bye letter: \"" + spec
            + "\" (a game needs the opponent: \"W:...\" or \"W@name\")");
      }
      return;
    }
    if (spec.length() < 2 || GAMES.indexOf(spec.charAt(0)) < 0
        || (spec.charAt(1) != ':' && spec.charAt(1) != '@')) {
      throw new IllegalArgumentException(where + "expected a result letter (W, D, L, +, -) then"
          + " ':' and the opponent's other results, or '@' and a focal player's name: \""
          + spec + "\"");
    }
    if (spec.charAt(1) == '@') {
      if (spec.substring(2).isBlank()) {
        throw new IllegalArgumentException(where + "no name after '@': \"" + spec + "\"");
      }
      return;
    }
    String others = spec.substring(2);
    if (others.length() != rounds - 1) {
      throw new IllegalArgumentException(where + "the opponent needs " + (rounds - 1)
          + " results, one for each other round: \"" + spec + "\"");
    }
    for (char letter : others.toCharArray()) {
      if (GAMES.indexOf(letter) < 0 && BYES.indexOf(letter) < 0) {
        throw new IllegalArgumentException(where + "not a result letter: '" + letter + "' in \""
            + spec + "\"");
      }
    }
  }

  /** Adds a player with zero-point byes in every round; returns the start number. */
  private int add(String playerName, List<Player> players, List<RoundResult[]> rows) {
    int number = players.size() + 1;
    players.add(Player.of(number, playerName));
    RoundResult[] row = new RoundResult[rounds];
    Arrays.fill(row, RoundResult.bye(ResultKind.ZERO_POINT_BYE));
    rows.add(row);
    return number;
  }

  private static char letter(ResultKind kind) {
    return GAMES.charAt(List.of(ResultKind.WIN, ResultKind.DRAW, ResultKind.LOSS,
        ResultKind.FORFEIT_WIN, ResultKind.FORFEIT_LOSS).indexOf(kind));
  }

  private static ResultKind reverse(ResultKind kind) {
    switch (kind) {
      case WIN:
        return ResultKind.LOSS;
      case LOSS:
        return ResultKind.WIN;
      case FORFEIT_WIN:
        return ResultKind.FORFEIT_LOSS;
      case FORFEIT_LOSS:
        return ResultKind.FORFEIT_WIN;
      default:
        return kind;
    }
  }

  private static ResultKind bye(char letter) {
    ResultKind bye = Crosstables.bye(letter);
    if (bye == null) {
      throw new IllegalArgumentException("not a bye letter: " + letter);
    }
    return bye;
  }
}
