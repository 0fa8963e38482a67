package org.tiebreak.scenarios;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.TreeSet;
import org.tiebreak.api.Score;
import org.tiebreak.api.standings.Message;

/**
 * The fewest results that decide an outcome, from the nodes of a search: each node gives results
 * to some games and decides the outcome whatever the others do. The games given a result in any
 * node are the conditions' variables, each read by its level (a game's result; a match's game
 * points, see {@link Event#level}); the completions with the outcome are covered by
 * alternatives, each widened as far as it goes while it stays inside them (a game left free, or
 * allowed more of its levels: "12 does not beat 7", "at least 2.5 game points"), and the
 * alternatives another already covers dropped. Where the outcome of a match's completions with
 * the same game points differs (a tie-break read board by board), the variables are the pending
 * boards instead, each with its three results ("13 beats 21").
 */
final class Conditions {

  /** The most completions of the variables' levels the conditions are worked out over. */
  static final int MAX_COMPLETIONS = 59_049;

  /** The most alternatives a condition is written with. */
  static final int MAX_ALTERNATIVES = 24;

  private Conditions() {}

  /**
   * What a condition speaks of: a pending game (or match) by its level, or ({@code board} from
   * 0) one pending board of a match by its result.
   */
  record Variable(int game, int board) {

    /** Whether the variable is a game of the player's, read by its level. */
    boolean own(Event event, int player) {
      return board < 0 && event.games.get(game).involves(player);
    }
  }

  /**
   * The alternatives that cover the completions with an outcome.
   *
   * @param variables what the alternatives speak of, the player's own games last
   * @param levels for each variable, its value for each result of its game
   * @param cubes each alternative: for each variable, the levels allowed as a bit mask (for a
   *     game 1 White wins, 2 a draw, 4 Black wins; all bits set for any)
   * @param none whether no completion has the outcome
   * @param every whether every completion has it
   */
  record Cover(List<Variable> variables, int[][] levels, List<int[]> cubes, boolean none,
      boolean every) {

    /** Whether a completion (a result for every game) is among those covered. */
    boolean covers(int[] results) {
      if (none || every) {
        return every;
      }
      for (int[] cube : cubes) {
        boolean in = true;
        for (int j = 0; j < cube.length && in; j++) {
          in = (cube[j] & 1 << levels[j][results[variables.get(j).game()]]) != 0;
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
    List<Variable> variables = found.variables();
    int[] radix = radix(found.levels());
    List<int[]> ordered = new ArrayList<>(found.cubes());
    ordered.sort(Comparator.comparingInt((int[] c) -> ownRank(event, variables, c, number))
        .thenComparingInt(c -> literals(c, radix)));
    // An alternative's own results that the alternatives before it already cover are not
    // repeated: "a win; or a draw, if ..." rather than "a win; or a win or a draw, if ...".
    boolean[] before = new boolean[size(radix)];
    Message text = null;
    for (int[] cube : ordered) {
      int[] shown = cube.clone();
      for (int j = 0; j < cube.length; j++) {
        if (!variables.get(j).own(event, number) || Integer.bitCount(cube[j]) < 2) {
          continue;
        }
        for (int r = 0; r < radix[j]; r++) {
          if ((shown[j] & 1 << r) != 0 && Integer.bitCount(shown[j]) > 1) {
            int[] part = cube.clone();
            part[j] = 1 << r;
            boolean covered = true;
            for (int m : minterms(part, radix)) {
              covered &= before[m];
            }
            if (covered) {
              shown[j] &= ~(1 << r);
            }
          }
        }
      }
      for (int m : minterms(cube, radix)) {
        before[m] = true;
      }
      Message alternative = render(event, variables, shown, number);
      text = text == null ? alternative : Message.of("scenario.or", text, alternative);
    }
    return Optional.of(text);
  }

  /**
   * The alternatives, or empty if there are too many completions of the variables or
   * alternatives: over the games' levels, or where those do not decide the outcome, over the
   * pending boards.
   */
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
    // The player's own games last: the widening frees the other games first.
    List<Integer> games = new ArrayList<>();
    for (int g : used) {
      if (!event.games.get(g).involves(event.numbers[player])) {
        games.add(g);
      }
    }
    for (int g : used) {
      if (event.games.get(g).involves(event.numbers[player])) {
        games.add(g);
      }
    }
    List<Variable> byLevel = new ArrayList<>();
    List<Variable> byBoard = new ArrayList<>();
    for (int g : games) {
      byLevel.add(new Variable(g, -1));
      for (int b = 0; b < event.boards(g).length; b++) {
        byBoard.add(new Variable(g, b));
      }
    }
    boolean[] conflict = new boolean[1];
    Optional<Cover> cover = cover(event, byLevel, nodes, outcomes, wanted, conflict);
    return conflict[0] ? cover(event, byBoard, nodes, outcomes, wanted, conflict) : cover;
  }

  /**
   * The alternatives over these variables; {@code conflict[0]} set where two completions alike
   * in every variable differ in outcome.
   */
  private static Optional<Cover> cover(Event event, List<Variable> variables, List<int[]> nodes,
      List<Integer> outcomes, int wanted, boolean[] conflict) {
    int k = variables.size();
    int[][] levels = new int[k][];
    for (int j = 0; j < k; j++) {
      Variable variable = variables.get(j);
      int g = variable.game();
      levels[j] = new int[event.outcomes(g)];
      for (int r = 0; r < levels[j].length; r++) {
        // A board's result is a digit of its match's result in base 3.
        int digits = r;
        for (int b = 0; b < variable.board(); b++) {
          digits /= 3;
        }
        levels[j][r] = variable.board() < 0 ? event.level(g, r) : digits % 3;
      }
    }
    int[] radix = radix(levels);
    int size = size(radix);
    if (size > MAX_COMPLETIONS) {
      return Optional.empty();
    }
    // For each completion of the levels: 1 with the outcome, 2 without, 3 both.
    byte[] seen = new byte[size];
    for (int i = 0; i < nodes.size(); i++) {
      int[] masks = new int[k];
      for (int j = 0; j < k; j++) {
        int r = nodes.get(i)[variables.get(j).game()];
        masks[j] = r < 0 ? full(radix[j]) : 1 << levels[j][r];
      }
      byte in = (byte) (outcomes.get(i) == wanted ? 1 : 2);
      for (int m : minterms(masks, radix)) {
        seen[m] |= in;
      }
    }
    boolean any = false;
    boolean all = true;
    boolean[] inside = new boolean[size];
    for (int m = 0; m < size; m++) {
      if (seen[m] == 3) {
        conflict[0] = true;
        return Optional.empty();
      }
      inside[m] = seen[m] == 1;
      any |= inside[m];
      all &= inside[m];
    }
    if (!any || all) {
      return Optional.of(new Cover(variables, levels, List.of(), !any, all));
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
        masks[j] = 1 << (rest % radix[j]);
        rest /= radix[j];
      }
      boolean widened = true;
      while (widened) {
        widened = false;
        for (int j = 0; j < k; j++) {
          if (masks[j] == full(radix[j])) {
            continue;
          }
          int old = masks[j];
          masks[j] = full(radix[j]);
          if (within(masks, radix, inside)) {
            widened = true;
            continue;
          }
          masks[j] = old;
          for (int r = 0; r < radix[j]; r++) {
            if ((old & 1 << r) == 0) {
              masks[j] = old | 1 << r;
              if (within(masks, radix, inside)) {
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
      for (int c : minterms(masks, radix)) {
        covered[c] = true;
      }
    }
    // Drop an alternative whose completions the others cover.
    for (int i = cubes.size() - 1; i >= 0; i--) {
      int[] count = new int[size];
      for (int j = 0; j < cubes.size(); j++) {
        if (j != i) {
          for (int c : minterms(cubes.get(j), radix)) {
            count[c]++;
          }
        }
      }
      boolean redundant = true;
      for (int c : minterms(cubes.get(i), radix)) {
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
    return Optional.of(new Cover(variables, levels, cubes, false, false));
  }

  /** "clinched" or "out of reach" for a chance that says so; empty for any other. */
  static Optional<Message> decided(Chance chance) {
    return switch (chance) {
      case CLINCHED -> Optional.of(Message.of("scenario.clinched"));
      case OUT_OF_REACH -> Optional.of(Message.of("scenario.outOfReach"));
      default -> Optional.empty();
    };
  }

  /** Whether every completion of the event's pending games fits the conditions' work. */
  static boolean fits(Event event) {
    long completions = 1;
    for (int g = 0; g < event.white.length && completions <= MAX_COMPLETIONS; g++) {
      completions *= event.outcomes(g);
    }
    return completions <= MAX_COMPLETIONS;
  }

  /** The number of values of each variable, from the value of each of its game's results. */
  private static int[] radix(int[][] levels) {
    int[] radix = new int[levels.length];
    for (int j = 0; j < radix.length; j++) {
      radix[j] = Arrays.stream(levels[j]).max().orElse(0) + 1;
    }
    return radix;
  }

  /** The number of completions of the variables' levels; one more than the most where more. */
  private static int size(int[] radix) {
    long size = 1;
    for (int each : radix) {
      size = Math.min(size * each, MAX_COMPLETIONS + 1L);
    }
    return (int) size;
  }

  /** The mask of every level of a variable with this many. */
  private static int full(int levels) {
    return (1 << levels) - 1;
  }

  private static boolean within(int[] masks, int[] radix, boolean[] inside) {
    for (int m : minterms(masks, radix)) {
      if (!inside[m]) {
        return false;
      }
    }
    return true;
  }

  /** The completions of a cube, as indexes over the variables' levels, the first lowest. */
  private static int[] minterms(int[] masks, int[] radix) {
    List<Integer> terms = new ArrayList<>();
    terms.add(0);
    int weight = 1;
    for (int j = 0; j < masks.length; j++) {
      List<Integer> next = new ArrayList<>();
      for (int term : terms) {
        for (int r = 0; r < radix[j]; r++) {
          if ((masks[j] & 1 << r) != 0) {
            next.add(term + r * weight);
          }
        }
      }
      terms = next;
      weight *= radix[j];
    }
    return terms.stream().mapToInt(Integer::intValue).toArray();
  }

  private static int literals(int[] cube, int[] radix) {
    int count = 0;
    for (int j = 0; j < cube.length; j++) {
      if (cube[j] != full(radix[j])) {
        count++;
      }
    }
    return count;
  }

  /** Orders alternatives by the player's own results: the best first. */
  private static int ownRank(Event event, List<Variable> variables, int[] cube, int player) {
    int rank = 0;
    for (int j = 0; j < cube.length; j++) {
      Variable variable = variables.get(j);
      if (variable.own(event, player)) {
        PendingGame game = event.games.get(variable.game());
        int levels = event.levels(variable.game());
        int best = levels;
        for (int r = 0; r < levels; r++) {
          if ((cube[j] & 1 << r) != 0) {
            best = Math.min(best, game.white() == player ? r : levels - 1 - r);
          }
        }
        rank = rank * (levels + 1) + best;
      }
    }
    return rank;
  }

  private static Message render(Event event, List<Variable> variables, int[] cube, int player) {
    int ownGames = 0;
    for (PendingGame game : event.games) {
      if (game.involves(player)) {
        ownGames++;
      }
    }
    boolean byBoard = false;
    Message own = null;
    Message others = null;
    for (int j = 0; j < cube.length; j++) {
      Variable variable = variables.get(j);
      int g = variable.game();
      if (variable.board() >= 0) {
        // A board: its two players' result, whoever's team the player is.
        byBoard = true;
        if (cube[j] != full(3)) {
          int[] board = event.boards(g)[variable.board()];
          Message literal = Message.of(classKey(cube[j]), board[0], board[1]);
          others = others == null ? literal : Message.of("scenario.and", others, literal);
        }
        continue;
      }
      if (cube[j] == full(event.levels(g))) {
        continue;
      }
      PendingGame game = event.games.get(g);
      int classes = classes(event, g, cube[j]);
      if (variable.own(event, player)) {
        boolean white = game.white() == player;
        Message literal;
        if (classes >= 0) {
          // The player's own results: a win (bit 0), a draw, a loss.
          int mine = white ? classes : Integer.reverse(classes) >>> 29;
          literal = Message.of(switch (mine) {
            case 1 -> "scenario.own.win";
            case 2 -> "scenario.own.draw";
            case 4 -> "scenario.own.loss";
            case 3 -> "scenario.own.winOrDraw";
            case 6 -> "scenario.own.drawOrLoss";
            default -> "scenario.own.winOrLoss";
          });
        } else {
          literal = points(event, g, cube[j], white);
        }
        literal = ownGames == 1 ? literal
            : Message.of("scenario.own.against", literal, game.opponent(player));
        own = own == null ? literal : Message.of("scenario.and", own, literal);
      } else {
        Message literal = classes >= 0 ? Message.of(classKey(classes), game.white(), game.black())
            : Message.of("scenario.scores", game.white(), game.black(),
                points(event, g, cube[j], true));
        others = others == null ? literal : Message.of("scenario.and", others, literal);
      }
    }
    if (own == null) {
      return ownGames == 0 || byBoard ? Message.of("scenario.onlyIf", others)
          : Message.of("scenario.anyResultIf", others);
    }
    return others == null ? own : Message.of("scenario.if", own, others);
  }

  /** The key of a game's results (1 White wins, 2 a draw, 4 Black wins) as a condition. */
  private static String classKey(int classes) {
    return switch (classes) {
      case 1 -> "scenario.beats";
      case 4 -> "scenario.beatenBy";
      case 2 -> "scenario.draw";
      case 6 -> "scenario.doesNotBeat";
      case 3 -> "scenario.doesNotLose";
      default -> "scenario.noDraw";
    };
  }

  /**
   * The classes (1 White wins, 2 a draw, 4 Black wins) whose levels are exactly those of a mask,
   * or -1 where the mask takes some of a class's levels only.
   */
  private static int classes(Event event, int game, int mask) {
    int classes = 0;
    for (int level = 0; level < event.levels(game); level++) {
      if ((mask & 1 << level) != 0) {
        int each = event.levelClass(game, level);
        if (each < 0) {
          return -1;
        }
        classes |= 1 << each;
      }
    }
    for (int level = 0; level < event.levels(game); level++) {
      if ((mask & 1 << level) == 0 && (classes & 1 << event.levelClass(game, level)) != 0) {
        return -1;
      }
    }
    return classes;
  }

  /**
   * The levels of a mask as the game points one side scores ({@code white}, or the other): each
   * run of levels next to each other exactly, "at least", "at most" or "to", the runs joined by
   * "or".
   */
  private static Message points(Event event, int game, int mask, boolean white) {
    int levels = event.levels(game);
    Message text = null;
    int level = 0;
    while (level < levels) {
      if ((mask & 1 << level) == 0) {
        level++;
        continue;
      }
      int end = level;
      while (end + 1 < levels && (mask & 1 << end + 1) != 0) {
        end++;
      }
      // Levels run from White's most game points to the fewest: the other side's the reverse.
      Score most = event.levelPoints(game, white ? level : end, white);
      Score fewest = event.levelPoints(game, white ? end : level, white);
      boolean top = white ? level == 0 : end == levels - 1;
      boolean bottom = white ? end == levels - 1 : level == 0;
      Message run = most.equals(fewest) ? Message.of(pointKey("", most), most)
          : top ? Message.of(pointKey("AtLeast", fewest), fewest)
          : bottom ? Message.of(pointKey("AtMost", most), most)
          : Message.of("scenario.pointsBetween", fewest, most);
      text = text == null ? run : Message.of("scenario.either", text, run);
      level = end + 1;
    }
    return text;
  }

  /** The key of a number of game points, {@code scenario.point...} for one, else plural. */
  private static String pointKey(String kind, Score points) {
    return (points.equals(Score.ONE) ? "scenario.point" : "scenario.points") + kind;
  }
}
