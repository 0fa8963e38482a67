import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.TreeSet;
import org.tiebreak.api.Colour;
import org.tiebreak.api.GameResult;
import org.tiebreak.api.Pairing;
import org.tiebreak.api.Player;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.RoundResult;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.Score;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.standings.Explanation;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.core.TiebreakEngine;
import org.tiebreak.rulesets.Rulesets;
import org.tiebreak.trf.Trf;
import org.tiebreak.trf.TrfDocument;

/**
 * The engine's side of the exact places (see README.md), for a TRF file whose last round is
 * pending, run with the command line's jar on the class path:
 *
 * <pre>
 * java -cp tiebreak-cli/target/tiebreak.jar ExactPlacesModel.java model EVENT.trf RULESET DIR
 * java -cp tiebreak-cli/target/tiebreak.jar ExactPlacesModel.java verify EVENT.trf RULESET FILE
 * </pre>
 *
 * <p>The pending games are those of the last round.
 *
 * <p>RULESET is a ruleset's name, or {@code file} for the file's own list under {@code fide}.
 * {@code model} writes DIR/model.txt: the pending games, every player's figures (in quarter
 * points) with every pending game drawn, how each figure and each round's BH and SB contribution
 * changes with each other result of each game (and of two games, where a round reads both), and
 * DIR/validate.txt: the figures of 30 random completions. {@code verify} ranks the completions
 * FILE lists (a player, a tag, a result for each game: 0 White wins, 1 a draw, 2 Black wins) and
 * prints the player's first and last place in each: the first and last of its shared group.
 */
public final class ExactPlacesModel {

  private final Tournament live;
  private static final GameResult[] RESULTS =
      {GameResult.WHITE_WINS, GameResult.DRAW, GameResult.BLACK_WINS};

  private final Ruleset ruleset;
  private final List<String> codes;
  private final List<int[]> games = new ArrayList<>();
  private final Map<Integer, Integer> gameOf = new HashMap<>();
  private final int players;
  private final int rounds;

  private ExactPlacesModel(Path file, String rulesetName) throws IOException {
    TrfDocument document = Trf.read(Files.readAllBytes(file));
    live = document.tournament();
    ruleset = rulesetName.equals("file") ? Rulesets.withRules("fide", document.tiebreakCodes())
        : Rulesets.named(rulesetName);
    codes = ruleset.chain().stream().map(rule -> rule.code()).toList();
    players = live.players().size();
    rounds = live.results(live.players().get(0).startNumber()).size();
    for (Player player : live.players()) {
      RoundResult result = live.results(player.startNumber()).get(rounds - 1);
      if (result.kind() == ResultKind.PENDING && result.colour().orElse(null) == Colour.WHITE) {
        gameOf.put(player.startNumber(), games.size());
        gameOf.put(result.opponentOrZero(), games.size());
        games.add(new int[] {player.startNumber(), result.opponentOrZero()});
      }
    }
  }

  public static void main(String[] args) throws IOException {
    ExactPlacesModel model = new ExactPlacesModel(Path.of(args[1]), args[2]);
    if (args[0].equals("model")) {
      model.write(Path.of(args[3]));
    } else {
      model.verify(Path.of(args[3]));
    }
  }

  /** The event with every pending game given its result: 0 White wins, 1 a draw, 2 Black wins. */
  private Standings rank(int[] results) {
    List<Pairing> played = new ArrayList<>();
    for (int g = 0; g < games.size(); g++) {
      played.add(Pairing.game(games.get(g)[0], games.get(g)[1], RESULTS[results[g]]));
    }
    return TiebreakEngine.rank(live.withResults(rounds, played), ruleset);
  }

  private static long quarters(Score score) {
    Score times = score.times(4);
    if (!times.isWhole()) {
      throw new IllegalStateException("not in quarter points: " + score);
    }
    return times.numerator() / times.denominator();
  }

  /**
   * For each player (by start number), the score and each code's figure; then, where
   * {@code contributions}, what each round adds to BH and to SB (Long.MIN_VALUE for none).
   */
  private long[][] figures(int[] results, boolean contributions) {
    Standings standings = rank(results);
    long[][] figures = new long[players + 1][1 + codes.size() + (contributions ? 2 * rounds : 0)];
    for (Standings.Row row : standings.rows()) {
      long[] f = figures[row.player().startNumber()];
      Arrays.fill(f, Long.MIN_VALUE);
      f[0] = quarters(row.score());
      for (int k = 0; k < codes.size(); k++) {
        Score value = row.values().get(codes.get(k));
        f[1 + k] = value == null ? Long.MIN_VALUE : quarters(value);
      }
      for (int c = 0; contributions && c < 2; c++) {
        String code = c == 0 ? "BH" : "SB";
        if (!row.values().containsKey(code)) {
          continue;
        }
        for (Explanation.Line line : standings.explain(row.player().startNumber(), code).lines()) {
          if (line.round().isPresent() && line.contribution().isPresent()) {
            f[1 + codes.size() + c * rounds + line.round().getAsInt() - 1] =
                quarters(line.contribution().get());
          }
        }
      }
    }
    return figures;
  }

  private void write(Path dir) throws IOException {
    Files.createDirectories(dir);
    StringBuilder out = new StringBuilder();
    out.append("CODES ").append(String.join(" ", codes)).append('\n');
    out.append("N ").append(players).append(" G ").append(games.size()).append(" R ")
        .append(rounds).append('\n');
    for (Player player : live.players()) {
      out.append("KINDS ").append(player.startNumber());
      live.results(player.startNumber()).forEach(r -> out.append(' ').append(r.kind().name()));
      out.append('\n');
    }
    for (int g = 0; g < games.size(); g++) {
      out.append("GAME ").append(g).append(' ').append(games.get(g)[0]).append(' ')
          .append(games.get(g)[1]).append('\n');
    }
    int[] drawn = new int[games.size()];
    Arrays.fill(drawn, 1);
    long[][] base = figures(drawn, true);
    int figureCount = 1 + codes.size();
    for (int q = 1; q <= players; q++) {
      out.append("BASE ").append(q);
      for (long value : base[q]) {
        out.append(' ').append(value == Long.MIN_VALUE ? "X" : Long.toString(value));
      }
      out.append('\n');
    }
    // Which games change each round's contribution, to find the rounds that read two games.
    Map<String, TreeSet<Integer>> readers = new TreeMap<>();
    for (int g = 0; g < games.size(); g++) {
      for (int result : new int[] {0, 2}) {
        int[] results = drawn.clone();
        results[g] = result;
        long[][] changed = figures(results, true);
        for (int q = 1; q <= players; q++) {
          for (int k = 0; k < base[q].length; k++) {
            long delta = changed[q][k] - base[q][k];
            if (delta != 0) {
              out.append(k < figureCount ? "DF " : "DC ").append(g).append(' ').append(result)
                  .append(' ').append(k < figureCount ? k : k - figureCount).append(' ')
                  .append(q).append(' ').append(delta).append('\n');
              if (k >= figureCount) {
                readers.computeIfAbsent(q + " " + (k - figureCount), key -> new TreeSet<>())
                    .add(g);
              }
            }
          }
        }
      }
    }
    // An own unplayed round whose dummy's score is capped at the scheduled opponent's reads the
    // player's game and the opponent's, though one at a time may not show it.
    for (Player player : live.players()) {
      int q = player.startNumber();
      List<RoundResult> row = live.results(q);
      for (int r = 0; r < row.size(); r++) {
        RoundResult result = row.get(r);
        Integer own = gameOf.get(q);
        Integer other = gameOf.get(result.opponentOrZero());
        if (!result.kind().isPlayed() && result.kind() != ResultKind.PENDING && own != null
            && other != null && !own.equals(other)) {
          for (int c = 0; c < 2; c++) {
            readers.computeIfAbsent(q + " " + (c * rounds + r), key -> new TreeSet<>())
                .addAll(List.of(own, other));
          }
        }
      }
    }
    for (Map.Entry<String, TreeSet<Integer>> entry : readers.entrySet()) {
      if (entry.getValue().size() > 2) {
        throw new IllegalStateException("a round reads more than two games: " + entry);
      }
      if (entry.getValue().size() < 2) {
        continue;
      }
      String[] key = entry.getKey().split(" ");
      int q = Integer.parseInt(key[0]);
      int k = figureCount + Integer.parseInt(key[1]);
      int g1 = entry.getValue().first();
      int g2 = entry.getValue().last();
      for (int r1 = 0; r1 < 3; r1++) {
        for (int r2 = 0; r2 < 3; r2++) {
          int[] results = drawn.clone();
          results[g1] = r1;
          results[g2] = r2;
          out.append("PAIR ").append(q).append(' ').append(key[1]).append(' ').append(g1)
              .append(' ').append(g2).append(' ').append(r1).append(' ').append(r2).append(' ')
              .append(figures(results, true)[q][k]).append('\n');
        }
      }
    }
    Files.writeString(dir.resolve("model.txt"), out);
    StringBuilder samples = new StringBuilder();
    SplittableRandom random = new SplittableRandom(7);
    for (int t = 0; t < 30; t++) {
      int[] results = random.ints(games.size(), 0, 3).toArray();
      samples.append('X');
      Arrays.stream(results).forEach(r -> samples.append(' ').append(r));
      samples.append('\n');
      long[][] figures = figures(results, false);
      for (int q = 1; q <= players; q++) {
        samples.append("F ").append(q);
        for (long value : figures[q]) {
          samples.append(' ').append(value == Long.MIN_VALUE ? "X" : Long.toString(value));
        }
        samples.append('\n');
      }
    }
    Files.writeString(dir.resolve("validate.txt"), samples);
  }

  private void verify(Path file) throws IOException {
    for (String line : Files.readAllLines(file)) {
      String[] f = line.trim().split(" ");
      int p = Integer.parseInt(f[0]);
      int[] results = new int[f.length - 2];
      for (int i = 2; i < f.length; i++) {
        results[i - 2] = Integer.parseInt(f[i]);
      }
      List<? extends Standings.Row> rows = rank(results).rows();
      int i = 0;
      while (rows.get(i).player().startNumber() != p) {
        i++;
      }
      int first = i;
      while (first > 0 && level(rows.get(first - 1), rows.get(first))) {
        first--;
      }
      int last = i;
      while (last < rows.size() - 1 && level(rows.get(last), rows.get(last + 1))) {
        last++;
      }
      System.out.println(p + " " + f[1] + " " + (first + 1) + " " + (last + 1));
    }
  }

  /** Whether only lots, or nothing, put a row above the next. */
  private static boolean level(Standings.Row above, Standings.Row below) {
    return above.decidedByLot() || above.place().equals(below.place());
  }
}
