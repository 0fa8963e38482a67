package org.tiebreak.scenarios;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.TreeSet;
import org.tiebreak.api.standings.Message;

/**
 * The fewest results that decide an outcome, from the nodes of a search: each node gives results
 * to some games and decides the outcome whatever the others do. The games given a result in any
 * node are the conditions' variables; the completions with the outcome are covered by
 * alternatives, each widened as far as it goes while it stays inside them (a game left free, or
 * allowed two of its three results: "12 does not beat 7"), and the alternatives another already
 * covers dropped.
 */
final class Conditions {

  /** The most games the conditions are worked out over: 3 to this power completions. */
  static final int MAX_GAMES = 10;

  /** The most alternatives a condition is written with. */
  static final int MAX_ALTERNATIVES = 24;

  private Conditions() {}

  /**
   * The alternatives for the outcome {@code wanted}, rendered for the player; empty if there
   * are too many games or alternatives to write.
   *
   * @param nodes each node's results (-1 where free)
   * @param outcomes each node's outcome
   */
  /**
   * The alternatives that cover the completions with an outcome.
   *
   * @param variables the games the alternatives speak of, the player's own last
   * @param cubes each alternative: for each variable, the results allowed as a bit mask (1 White
   *     wins, 2 a draw, 4 Black wins; 7 any)
   * @param none whether no completion has the outcome
   * @param every whether every completion has it
   */
  record Cover(List<Integer> variables, List<int[]> cubes, boolean none, boolean every) {

    /** Whether a completion (a result for every game) is among those covered. */
    boolean covers(int[] results) {
      if (none || every) {
        return every;
      }
      for (int[] cube : cubes) {
        boolean in = true;
        for (int j = 0; j < cube.length && in; j++) {
          in = (cube[j] & 1 << results[variables.get(j)]) != 0;
        }
        if (in) {
          return true;
        }
      }
      return false;
    }
  }

  /**
   * The alternatives for the outcome {@code wanted}, rendered for the player; empty if there
   * are too many games or alternatives to write.
   *
   * @param nodes each node's results (-1 where free)
   * @param outcomes each node's outcome
   */
  static Optional<Message> of(Event event, int player, List<int[]> nodes, List<Integer> outcomes,
      int wanted) {
    Optional<Cover> cover = cover(event, player, nodes, outcomes, wanted);
    if (cover.isEmpty()) {
      return Optional.empty();
    }
    Cover found = cover.get();
    if (found.none()) {
      return Optional.of(Message.of(wanted == 0 ? "scenario.outOfReach" : "scenario.noTie"));
    }
    if (found.every()) {
      return Optional.of(Message.of(wanted == 0 ? "scenario.clinched" : "scenario.alwaysTie"));
    }
    int number = event.numbers[player];
    List<Integer> variables = found.variables();
    List<int[]> ordered = new ArrayList<>(found.cubes());
    ordered.sort(Comparator.comparingInt((int[] c) -> ownRank(event, variables, c, number))
        .thenComparingInt(c -> literals(c)));
    // An alternative's own results that the alternatives before it already cover are not
    // repeated: "a win; or a draw, if ..." rather than "a win; or a win or a draw, if ...".
    int size = 1;
    for (int i = 0; i < variables.size(); i++) {
      size *= 3;
    }
    boolean[] before = new boolean[size];
    Message text = null;
    for (int[] cube : ordered) {
      int[] shown = cube.clone();
      for (int j = 0; j < cube.length; j++) {
        if (!event.games.get(variables.get(j)).involves(number) || Integer.bitCount(cube[j]) < 2) {
          continue;
        }
        for (int r = 0; r < 3; r++) {
          if ((shown[j] & 1 << r) != 0 && Integer.bitCount(shown[j]) > 1) {
            int[] part = cube.clone();
            part[j] = 1 << r;
            boolean covered = true;
            for (int m : minterms(part)) {
              covered &= before[m];
            }
            if (covered) {
              shown[j] &= ~(1 << r);
            }
          }
        }
      }
      for (int m : minterms(cube)) {
        before[m] = true;
      }
      Message alternative = render(event, variables, shown, number);
      text = text == null ? alternative : Message.of("scenario.or", text, alternative);
    }
    return Optional.of(text);
  }

  /** The alternatives, or empty if there are too many games or alternatives. */
  static Optional<Cover> cover(Event event, int player, List<int[]> nodes, List<Integer> outcomes,
      int wanted) {
    TreeSet<Integer> used = new TreeSet<>();
    for (int[] node : nodes) {
      for (int g = 0; g < node.length; g++) {
        if (node[g] >= 0) {
          used.add(g);
        }
      }
    }
    if (used.size() > MAX_GAMES) {
      return Optional.empty();
    }
    // The player's own games last: the widening frees the other games first.
    List<Integer> variables = new ArrayList<>();
    for (int g : used) {
      if (!event.games.get(g).involves(event.numbers[player])) {
        variables.add(g);
      }
    }
    for (int g : used) {
      if (event.games.get(g).involves(event.numbers[player])) {
        variables.add(g);
      }
    }
    int k = variables.size();
    int size = 1;
    for (int i = 0; i < k; i++) {
      size *= 3;
    }
    boolean[] inside = new boolean[size];
    boolean any = false;
    boolean all = true;
    for (int i = 0; i < nodes.size(); i++) {
      int[] masks = new int[k];
      for (int j = 0; j < k; j++) {
        int r = nodes.get(i)[variables.get(j)];
        masks[j] = r < 0 ? 7 : 1 << r;
      }
      boolean in = outcomes.get(i) == wanted;
      for (int m : minterms(masks)) {
        inside[m] = in;
      }
      any |= in;
      all &= in;
    }
    if (!any || all) {
      return Optional.of(new Cover(variables, List.of(), !any, all));
    }
    List<int[]> cubes = new ArrayList<>();
    boolean[] covered = new boolean[size];
    for (int m = 0; m < size; m++) {
      if (!inside[m] || covered[m]) {
        continue;
      }
      int[] masks = new int[k];
      int rest = m;
      for (int j = 0; j < k; j++) {
        masks[j] = 1 << (rest % 3);
        rest /= 3;
      }
      boolean widened = true;
      while (widened) {
        widened = false;
        for (int j = 0; j < k; j++) {
          if (masks[j] == 7) {
            continue;
          }
          int old = masks[j];
          masks[j] = 7;
          if (within(masks, inside)) {
            widened = true;
            continue;
          }
          masks[j] = old;
          for (int r = 0; r < 3; r++) {
            if ((old & 1 << r) == 0) {
              masks[j] = old | 1 << r;
              if (within(masks, inside)) {
                widened = true;
                break;
              }
              masks[j] = old;
            }
          }
        }
      }
      cubes.add(masks);
      if (cubes.size() > MAX_ALTERNATIVES * 4) {
        return Optional.empty();
      }
      for (int c : minterms(masks)) {
        covered[c] = true;
      }
    }
    // Drop an alternative whose completions the others cover.
    for (int i = cubes.size() - 1; i >= 0; i--) {
      int[] count = new int[size];
      for (int j = 0; j < cubes.size(); j++) {
        if (j != i) {
          for (int c : minterms(cubes.get(j))) {
            count[c]++;
          }
        }
      }
      boolean redundant = true;
      for (int c : minterms(cubes.get(i))) {
        if (count[c] == 0) {
          redundant = false;
          break;
        }
      }
      if (redundant) {
        cubes.remove(i);
      }
    }
    if (cubes.size() > MAX_ALTERNATIVES) {
      return Optional.empty();
    }
    return Optional.of(new Cover(variables, cubes, false, false));
  }

  private static boolean within(int[] masks, boolean[] inside) {
    for (int m : minterms(masks)) {
      if (!inside[m]) {
        return false;
      }
    }
    return true;
  }

  /** The completions of a cube, as indexes over the variables in base 3. */
  private static int[] minterms(int[] masks) {
    List<Integer> terms = new ArrayList<>();
    terms.add(0);
    int weight = 1;
    for (int mask : masks) {
      List<Integer> next = new ArrayList<>();
      for (int term : terms) {
        for (int r = 0; r < 3; r++) {
          if ((mask & 1 << r) != 0) {
            next.add(term + r * weight);
          }
        }
      }
      terms = next;
      weight *= 3;
    }
    return terms.stream().mapToInt(Integer::intValue).toArray();
  }

  private static int literals(int[] cube) {
    int count = 0;
    for (int mask : cube) {
      if (mask != 7) {
        count++;
      }
    }
    return count;
  }

  /** Orders alternatives by the player's own results: the wins first. */
  private static int ownRank(Event event, List<Integer> variables, int[] cube, int player) {
    int rank = 0;
    for (int j = 0; j < cube.length; j++) {
      PendingGame game = event.games.get(variables.get(j));
      if (game.involves(player)) {
        int best = 3;
        for (int r = 0; r < 3; r++) {
          if ((cube[j] & 1 << r) != 0) {
            best = Math.min(best, ownResult(game, player, r));
          }
        }
        rank = rank * 4 + best;
      }
    }
    return rank;
  }

  /** The player's result in a game by index: 0 a win, 1 a draw, 2 a loss. */
  private static int ownResult(PendingGame game, int player, int result) {
    return game.white() == player ? result : 2 - result;
  }

  private static Message render(Event event, List<Integer> variables, int[] cube, int player) {
    int ownGames = 0;
    for (PendingGame game : event.games) {
      if (game.involves(player)) {
        ownGames++;
      }
    }
    Message own = null;
    Message others = null;
    for (int j = 0; j < cube.length; j++) {
      if (cube[j] == 7) {
        continue;
      }
      PendingGame game = event.games.get(variables.get(j));
      if (game.involves(player)) {
        int mask = 0;
        for (int r = 0; r < 3; r++) {
          if ((cube[j] & 1 << r) != 0) {
            mask |= 1 << ownResult(game, player, r);
          }
        }
        String key = switch (mask) {
          case 1 -> "scenario.own.win";
          case 2 -> "scenario.own.draw";
          case 4 -> "scenario.own.loss";
          case 3 -> "scenario.own.winOrDraw";
          case 6 -> "scenario.own.drawOrLoss";
          default -> "scenario.own.winOrLoss";
        };
        Message literal = ownGames == 1 ? Message.of(key)
            : Message.of("scenario.own.against", Message.of(key), game.opponent(player));
        own = own == null ? literal : Message.of("scenario.and", own, literal);
      } else {
        String key = switch (cube[j]) {
          case 1 -> "scenario.beats";
          case 4 -> "scenario.beatenBy";
          case 2 -> "scenario.draw";
          case 6 -> "scenario.doesNotBeat";
          case 3 -> "scenario.doesNotLose";
          default -> "scenario.noDraw";
        };
        Message literal = Message.of(key, game.white(), game.black());
        others = others == null ? literal : Message.of("scenario.and", others, literal);
      }
    }
    if (own == null) {
      return ownGames == 0 ? Message.of("scenario.onlyIf", others)
          : Message.of("scenario.anyResultIf", others);
    }
    return others == null ? own : Message.of("scenario.if", own, others);
  }
}
