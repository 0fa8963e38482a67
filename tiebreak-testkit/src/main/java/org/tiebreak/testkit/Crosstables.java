package org.tiebreak.testkit;

import static org.apiguardian.api.API.Status.STABLE;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apiguardian.api.API;
import org.tiebreak.api.Colour;
import org.tiebreak.api.Format;
import org.tiebreak.api.Player;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.RoundResult;
import org.tiebreak.api.Score;
import org.tiebreak.api.Tournament;

/**
 * Writes a tournament as a compact text crosstable and reads one back: for test fixtures, and for
 * readable counterexamples of properties.
 *
 * <p>A crosstable has one line per player: the start number, the name, the rating in parentheses
 * if the player is rated, the score, and one token per round played, round 1 first:
 *
 * <pre>
 * 1 Player 1 (2310) 3.0 W6w W3b D9w H
 * 2 Player 2        2.0 L5b +4  U   X
 * </pre>
 *
 * <table>
 *   <caption>Round tokens</caption>
 *   <tr><th>token</th><th>meaning</th></tr>
 *   <tr><td>{@code W6w}, {@code D6b}, {@code L6}</td><td>won, drew or lost a game played over
 *       the board against start number 6, with White ({@code w}) or Black ({@code b}); the
 *       colour letter is left out where the colour is unknown</td></tr>
 *   <tr><td>{@code +6w}, {@code -6b}</td><td>won or lost by forfeit against start number 6
 *       (colour letter as above); in a double forfeit both players have {@code -}</td></tr>
 *   <tr><td>{@code P6w}</td><td>paired with start number 6, the game pending (a round in
 *       progress)</td></tr>
 *   <tr><td>{@code F}</td><td>full-point bye</td></tr>
 *   <tr><td>{@code H}</td><td>half-point bye</td></tr>
 *   <tr><td>{@code Z}</td><td>zero-point bye</td></tr>
 *   <tr><td>{@code U}</td><td>pairing-allocated bye (the odd player out); {@link #parse} also
 *       reads {@code -B-}, as in the WSCF crosstable, for this bye</td></tr>
 *   <tr><td>{@code A}</td><td>absent</td></tr>
 *   <tr><td>{@code X}</td><td>withdrawn</td></tr>
 *   <tr><td>{@code N}</td><td>late entry: not yet entered</td></tr>
 * </table>
 *
 * <p>The score is a decimal number ({@code 3.5}, {@code 3.0}, {@code 3}; {@code 3½} and
 * {@code ½} are read too). No round token is a number, so the score is the last number before
 * the round tokens and the name is everything between the start number and the score (or the
 * rating): a name may contain spaces, commas and digits ({@code "Player, A"}, {@code "Player 1"}).
 * A name must not end with a whole number in parentheses, which would be read as the rating.
 *
 * <p>A line that contains a tab is read as tab-separated columns, as a crosstable copied from a
 * spreadsheet or web page comes: start number, name (with an optional rating in parentheses),
 * score, then any further number columns (such as tie-break figures, which are skipped), then one
 * round token per column. Blank lines and lines starting with {@code #} are skipped.
 *
 * <p>{@link #format} and {@link #parse(String, int, Format)} are inverse for tournaments without
 * a name and without federation ids whose player names have no leading or trailing spaces, no
 * tab or line break, and do not end as a rating does: every tournament of
 * {@link TournamentArbitraries} is one.
 */
@API(status = STABLE, since = "1.0")
public final class Crosstables {

  private static final Pattern TOKEN = Pattern.compile("\\S+");
  private static final Pattern START_NUMBER = Pattern.compile("(\\d+)\\.?");
  private static final Pattern SCORE = Pattern.compile("\\d+(\\.\\d+)?|\\d*½");
  private static final Pattern RATING = Pattern.compile("\\((\\d+)\\)");
  private static final Pattern NAME_AND_RATING = Pattern.compile("(.*\\S)\\s+\\((\\d+)\\)");
  private static final Pattern GAME = Pattern.compile("([WDL+P-])(\\d+)([wb]?)");
  private static final String ALLOCATED_BYE = "-B-";

  private Crosstables() {}

  /**
   * The tournament as a crosstable, one line per player by start number, columns aligned with
   * spaces; lines are separated by {@code \n}, with no line break after the last.
   *
   * @param tournament the tournament; not {@code null}
   * @return the crosstable; empty for a tournament without players
   */
  public static String format(Tournament tournament) {
    Objects.requireNonNull(tournament, "tournament");
    List<Player> players = tournament.players();
    List<String> numbers = new ArrayList<>();
    List<String> names = new ArrayList<>();
    List<String> scores = new ArrayList<>();
    List<List<String>> tokens = new ArrayList<>();
    int tokenWidth = 0;
    for (Player player : players) {
      numbers.add(Integer.toString(player.startNumber()));
      names.add(player.name()
          + (player.rating().isPresent() ? " (" + player.rating().getAsInt() + ")" : ""));
      scores.add(tournament.score(player.startNumber()).format(1));
      List<String> row = new ArrayList<>();
      for (RoundResult result : tournament.results(player.startNumber())) {
        String token = token(result);
        tokenWidth = Math.max(tokenWidth, token.length());
        row.add(token);
      }
      tokens.add(row);
    }
    int numberWidth = width(numbers);
    int nameWidth = width(names);
    int scoreWidth = width(scores);
    List<String> lines = new ArrayList<>();
    for (int i = 0; i < players.size(); i++) {
      StringBuilder line = new StringBuilder()
          .append(padLeft(numbers.get(i), numberWidth)).append(' ')
          .append(padRight(names.get(i), nameWidth)).append(' ')
          .append(padLeft(scores.get(i), scoreWidth));
      for (String token : tokens.get(i)) {
        line.append(' ').append(padRight(token, tokenWidth));
      }
      lines.add(line.toString().stripTrailing());
    }
    return String.join("\n", lines);
  }

  /**
   * Reads a crosstable (see the class description) into a Swiss tournament.
   *
   * @param text the crosstable, one line per player; not {@code null}
   * @param plannedRounds the planned number of rounds
   * @return the tournament, without a name
   * @throws IllegalArgumentException naming the line if a line cannot be read, its score
   *     disagrees with its round results, or lines have different numbers of rounds
   * @throws org.tiebreak.api.InvalidTournamentException if the crosstable is inconsistent, such
   *     as two players who disagree about their game
   */
  public static Tournament parse(String text, int plannedRounds) {
    return parse(text, plannedRounds, Format.SWISS);
  }

  /**
   * Reads a crosstable (see the class description) into a tournament of the given format.
   *
   * @param text the crosstable, one line per player; not {@code null}
   * @param plannedRounds the planned number of rounds
   * @param format how the tournament is paired; not {@code null}
   * @return the tournament, without a name
   * @throws IllegalArgumentException naming the line if a line cannot be read, its score
   *     disagrees with its round results, or lines have different numbers of rounds
   * @throws org.tiebreak.api.InvalidTournamentException if the crosstable is inconsistent, such
   *     as two players who disagree about their game
   */
  public static Tournament parse(String text, int plannedRounds, Format format) {
    Objects.requireNonNull(text, "text");
    Objects.requireNonNull(format, "format");
    Tournament.Builder builder = Tournament.builder().format(format).plannedRounds(plannedRounds);
    String[] lines = text.split("\\R", -1);
    Row first = null;
    for (int i = 0; i < lines.length; i++) {
      String line = lines[i];
      if (line.isBlank() || line.strip().startsWith("#")) {
        continue;
      }
      Row row = line.indexOf('\t') >= 0 ? tabbedRow(line, i + 1) : spacedRow(line, i + 1);
      if (first == null) {
        first = row;
      } else if (row.results.size() != first.results.size()) {
        throw new IllegalArgumentException("line " + row.line + ": " + row.results.size()
            + " rounds, but line " + first.line + " has " + first.results.size());
      }
      builder.addRow(row.player, row.results);
    }
    return builder.build();
  }

  /** One line read: the player and their results. */
  private static final class Row {
    final int line;
    final Player player;
    final List<RoundResult> results;

    Row(int line, Player player, List<RoundResult> results) {
      this.line = line;
      this.player = player;
      this.results = results;
    }
  }

  private static Row spacedRow(String text, int line) {
    List<String> tokens = new ArrayList<>();
    List<int[]> spans = new ArrayList<>();
    Matcher matcher = TOKEN.matcher(text);
    while (matcher.find()) {
      tokens.add(matcher.group());
      spans.add(new int[] {matcher.start(), matcher.end()});
    }
    if (tokens.size() < 3) {
      throw new IllegalArgumentException(
          "line " + line + ": expected a start number, a name and a score: \"" + text.strip()
              + "\"");
    }
    int scoreIndex = tokens.size() - 1;
    while (scoreIndex >= 3 && isRound(tokens.get(scoreIndex))) {
      scoreIndex--;
    }
    int nameEnd = scoreIndex;
    OptionalInt rating = OptionalInt.empty();
    Matcher ratingMatcher = RATING.matcher(tokens.get(nameEnd - 1));
    if (nameEnd - 1 >= 2 && ratingMatcher.matches()) {
      rating = OptionalInt.of(number(ratingMatcher.group(1), "rating", line));
      nameEnd--;
    }
    String name = text.substring(spans.get(1)[0], spans.get(nameEnd - 1)[1]);
    return row(line, tokens.get(0), name, rating, tokens.get(scoreIndex),
        tokens.subList(scoreIndex + 1, tokens.size()));
  }

  private static Row tabbedRow(String text, int line) {
    List<String> fields = new ArrayList<>();
    for (String field : text.split("\t")) {
      if (!field.isBlank()) {
        fields.add(field.strip());
      }
    }
    if (fields.size() < 3) {
      throw new IllegalArgumentException(
          "line " + line + ": expected a start number, a name and a score: \"" + text.strip()
              + "\"");
    }
    String name = fields.get(1);
    OptionalInt rating = OptionalInt.empty();
    Matcher ratingMatcher = NAME_AND_RATING.matcher(name);
    if (ratingMatcher.matches()) {
      name = ratingMatcher.group(1);
      rating = OptionalInt.of(number(ratingMatcher.group(2), "rating", line));
    }
    int firstRound = 3;
    while (firstRound < fields.size() && SCORE.matcher(fields.get(firstRound)).matches()) {
      firstRound++;
    }
    return row(line, fields.get(0), name, rating, fields.get(2),
        fields.subList(firstRound, fields.size()));
  }

  private static Row row(int line, String startToken, String name, OptionalInt rating,
      String scoreToken, List<String> roundTokens) {
    Matcher start = START_NUMBER.matcher(startToken);
    if (!start.matches()) {
      throw new IllegalArgumentException(
          "line " + line + ": expected a start number first, not \"" + startToken + "\"");
    }
    int startNumber = number(start.group(1), "start number", line);
    if (startNumber < 1) {
      throw new IllegalArgumentException(
          "line " + line + ": the start number must be at least 1: " + startNumber);
    }
    if (!SCORE.matcher(scoreToken).matches()) {
      throw new IllegalArgumentException("line " + line + ": expected the score after the name,"
          + " before the round results, not \"" + scoreToken + "\"");
    }
    Score declared = score(scoreToken);
    List<RoundResult> results = new ArrayList<>();
    int halfPoints = 0;
    for (String token : roundTokens) {
      RoundResult result = round(token, line);
      halfPoints += result.kind().halfPoints();
      results.add(result);
    }
    Score actual = Score.of(halfPoints, 2);
    if (!declared.equals(actual)) {
      throw new IllegalArgumentException("line " + line + ": player " + startNumber
          + " has the score " + scoreToken + ", but the round results give " + actual.format(1));
    }
    Player.Builder player = Player.builder().startNumber(startNumber).name(name);
    rating.ifPresent(player::rating);
    return new Row(line, player.build(), results);
  }

  private static boolean isRound(String token) {
    return token.equals(ALLOCATED_BYE) || GAME.matcher(token).matches()
        || (token.length() == 1 && bye(token.charAt(0)) != null);
  }

  private static RoundResult round(String token, int line) {
    if (token.equals(ALLOCATED_BYE)) {
      return RoundResult.bye(ResultKind.PAIRING_ALLOCATED_BYE);
    }
    if (token.length() == 1 && bye(token.charAt(0)) != null) {
      return RoundResult.bye(bye(token.charAt(0)));
    }
    Matcher game = GAME.matcher(token);
    if (!game.matches()) {
      throw new IllegalArgumentException(
          "line " + line + ": not a round result: \"" + token + "\"");
    }
    int opponent = number(game.group(2), "opponent", line);
    if (opponent < 1) {
      throw new IllegalArgumentException(
          "line " + line + ": the opponent must be at least 1: \"" + token + "\"");
    }
    Colour colour = game.group(3).isEmpty() ? null
        : game.group(3).equals("w") ? Colour.WHITE : Colour.BLACK;
    return RoundResult.against(kind(game.group(1).charAt(0)), opponent, colour);
  }

  /** The game result a letter stands for: W, D, L, +, - or P (pending). */
  static ResultKind kind(char letter) {
    return switch (letter) {
      case 'W' -> ResultKind.WIN;
      case 'D' -> ResultKind.DRAW;
      case 'L' -> ResultKind.LOSS;
      case '+' -> ResultKind.FORFEIT_WIN;
      case '-' -> ResultKind.FORFEIT_LOSS;
      case 'P' -> ResultKind.PENDING;
      default -> throw new IllegalArgumentException("not a game letter: " + letter);
    };
  }

  /** The bye a one-letter token stands for, or {@code null}. */
  static ResultKind bye(char letter) {
    return switch (letter) {
      case 'F' -> ResultKind.FULL_POINT_BYE;
      case 'H' -> ResultKind.HALF_POINT_BYE;
      case 'Z' -> ResultKind.ZERO_POINT_BYE;
      case 'U' -> ResultKind.PAIRING_ALLOCATED_BYE;
      case 'A' -> ResultKind.ABSENT;
      case 'X' -> ResultKind.WITHDRAWN;
      case 'N' -> ResultKind.LATE_ENTRY;
      default -> null;
    };
  }

  private static String token(RoundResult result) {
    return switch (result.kind()) {
      case WIN -> game("W", result);
      case DRAW -> game("D", result);
      case LOSS -> game("L", result);
      case FORFEIT_WIN -> game("+", result);
      case FORFEIT_LOSS -> game("-", result);
      case FULL_POINT_BYE -> "F";
      case HALF_POINT_BYE -> "H";
      case ZERO_POINT_BYE -> "Z";
      case PAIRING_ALLOCATED_BYE -> "U";
      case ABSENT -> "A";
      case WITHDRAWN -> "X";
      case LATE_ENTRY -> "N";
      case PENDING -> game("P", result);
    };
  }

  private static String game(String letter, RoundResult result) {
    return letter + result.opponentOrZero()
        + result.colour().map(c -> c == Colour.WHITE ? "w" : "b").orElse("");
  }

  private static Score score(String token) {
    if (token.endsWith("½")) {
      String whole = token.substring(0, token.length() - 1);
      return Score.of(whole.isEmpty() ? 0 : Long.parseLong(whole)).plus(Score.HALF);
    }
    return Score.parse(token);
  }

  private static int number(String digits, String what, int line) {
    try {
      return Integer.parseInt(digits);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(
          "line " + line + ": the " + what + " is too large: " + digits, e);
    }
  }

  private static int width(List<String> texts) {
    int width = 0;
    for (String text : texts) {
      width = Math.max(width, text.length());
    }
    return width;
  }

  private static String padLeft(String text, int width) {
    return " ".repeat(width - text.length()) + text;
  }

  private static String padRight(String text, int width) {
    return text + " ".repeat(width - text.length());
  }
}
