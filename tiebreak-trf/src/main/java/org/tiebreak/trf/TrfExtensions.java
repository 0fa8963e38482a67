package org.tiebreak.trf;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.tiebreak.api.Departure;
import org.tiebreak.api.GameResult;
import org.tiebreak.api.Player;
import org.tiebreak.api.RatingUse;
import org.tiebreak.api.RoundRobinWithdrawals;
import org.tiebreak.api.Score;
import org.tiebreak.api.TieDecision;
import org.tiebreak.api.Tournament;

/**
 * What a TRF file says beyond TRF-26's records, in comment lines of the form
 * {@code ### TB KEYWORD ...} (TRF-26 allows {@code ###} comments anywhere, and other programs
 * skip them): play-off results, an arbiter's order and figures computed elsewhere for tied
 * players, ratings by round and assigned ratings, the rating the rating-based tie-breaks count,
 * how a round robin counts a player who left, players who withdrew or were expelled, and the
 * changes of the tie-break list after the start.
 *
 * <pre>
 * ### TB PLAYOFF 7 3=12               a play-off's order, best first; = joins players left level
 * ### TB PLAYOFF-GAME 3 7 0-1         a play-off game: White, Black, 1-0 0-1 1/2 + - (forfeits)
 * ### TB ARBITER 5 9                  an order the arbiter gave tied players
 * ### TB FIGURES OTHER_X 5:21.5 9:20  a tie-break's figures computed elsewhere, higher first
 * ### TB RATING 12 5 1850             player 12 is rated 1850 from round 5 on
 * ### TB ASSIGNED 14 1500             the rating the arbiter assigned unrated player 14
 * ### TB RATINGS BY-ROUND             the rating-based tie-breaks count ratings by round (FIRST)
 * ### TB WITHDRAWALS UNDER-HALF       a round robin follows FIDE's and US Chess's rule (ALL-COUNTED)
 * ### TB WITHDREW 12 6                player 12 withdrew before round 6
 * ### TB EXPELLED 12 6                player 12 was expelled before round 6
 * ### TB LIST-CHANGED after round 3, previous list: BH/C1,BH,SB
 * </pre>
 *
 * The games of a play-off form one decision with every game that shares a player with them. The
 * decisions are for the standings after the rounds of the file. Keywords are read in any case; a
 * keyword this library does not know is a warning, a known one that cannot be read an error at
 * its line and column.
 */
final class TrfExtensions {

  /** The marker after {@code ###} that starts a line this library reads. */
  static final String MARKER = "TB";

  private static final Pattern CHANGED = Pattern.compile(
      "(?i)after\\s+round\\s+(\\d{1,9})\\s*[,;]?\\s*previous(?:\\s+list)?\\s*:?\\s*(.*)");

  /** A change of the tie-break list, as a comment line says it. */
  record Change(int afterRound, List<String> previous, int line) {}

  private final Map<Integer, TreeMap<Integer, Integer>> ratings = new HashMap<>();
  private final Map<Integer, Integer> assigned = new HashMap<>();
  /** The first line that gives each player a rating, by run order. */
  private final Map<Integer, Integer> ratingLines = new LinkedHashMap<>();
  private RatingUse ratingUse;
  private RoundRobinWithdrawals withdrawals;
  private final Map<Integer, Departure> departures = new LinkedHashMap<>();
  /** The line each departure's player was given on. */
  private final Map<Integer, Integer> departureLines = new HashMap<>();
  private final List<TieDecision> decisions = new ArrayList<>();
  /** The line each decision was given on (a play-off's games: the first game's). */
  private final List<Integer> decisionLines = new ArrayList<>();
  private final List<TieDecision.Game> games = new ArrayList<>();
  private final List<Integer> gameLines = new ArrayList<>();
  private final List<Change> changes = new ArrayList<>();

  /** Whether the line is one this library reads: {@code ###}, blanks, then {@code TB} and a blank. */
  static boolean isExtension(String text) {
    return keywordStart(text) > 0;
  }

  /** Where the keyword after {@code ### TB} starts (from 0), or -1 if the line has none. */
  private static int keywordStart(String text) {
    if (!text.startsWith("###")) {
      return -1;
    }
    int i = 3;
    while (i < text.length() && TrfLine.isBlank(text.charAt(i))) {
      i++;
    }
    if (!text.regionMatches(true, i, MARKER, 0, MARKER.length())) {
      return -1;
    }
    int after = i + MARKER.length();
    if (after >= text.length() || !TrfLine.isBlank(text.charAt(after))) {
      return -1;
    }
    while (after < text.length() && TrfLine.isBlank(text.charAt(after))) {
      after++;
    }
    return after < text.length() ? after : -1;
  }

  /** Reads a comment line of this library; problems go to {@code errors} and {@code warnings}. */
  void read(TrfLine line, TrfProblems errors, TrfProblems warnings) {
    String text = line.text;
    int start = keywordStart(text);
    int end = start;
    while (end < text.length() && !TrfLine.isBlank(text.charAt(end))) {
      end++;
    }
    String keyword = text.substring(start, end).toUpperCase(Locale.ROOT);
    List<Token> tokens = tokens(text, end);
    try {
      switch (keyword) {
        case "PLAYOFF" -> decision(TieDecision.playOff(order(tokens, line)), line);
        case "ARBITER" -> decision(TieDecision.arbiter(order(tokens, line)), line);
        case "PLAYOFF-GAME" -> {
          expect(tokens, 3, line, "White's and Black's start numbers and the result");
          games.add(new TieDecision.Game(number(tokens.get(0), line),
              number(tokens.get(1), line), result(tokens.get(2), line)));
          gameLines.add(line.number);
        }
        case "FIGURES" -> decision(figures(tokens, line), line);
        case "RATING" -> {
          expect(tokens, 3, line, "a start number, the round from which the rating is in force"
              + " and the rating");
          int player = number(tokens.get(0), line);
          int round = number(tokens.get(1), line);
          if (round < 2) {
            throw new Bad(tokens.get(1), "a rating given by round is in force from round 2 or"
                + " later (round 1 has the rating of the player record)");
          }
          ratings.computeIfAbsent(player, p -> new TreeMap<>())
              .put(round, number(tokens.get(2), line));
          ratingLines.putIfAbsent(player, line.number);
        }
        case "ASSIGNED" -> {
          expect(tokens, 2, line, "a start number and the rating the arbiter assigned");
          int player = number(tokens.get(0), line);
          assigned.put(player, number(tokens.get(1), line));
          ratingLines.putIfAbsent(player, line.number);
        }
        case "RATINGS" -> {
          expect(tokens, 1, line, "FIRST or BY-ROUND");
          ratingUse = switch (tokens.get(0).text.toUpperCase(Locale.ROOT)) {
            case "FIRST" -> RatingUse.FIRST;
            case "BY-ROUND" -> RatingUse.BY_ROUND;
            default -> throw new Bad(tokens.get(0), "not FIRST or BY-ROUND");
          };
        }
        case "WITHDRAWALS" -> {
          expect(tokens, 1, line, "UNDER-HALF or ALL-COUNTED");
          withdrawals = switch (tokens.get(0).text.toUpperCase(Locale.ROOT)) {
            case "UNDER-HALF" -> RoundRobinWithdrawals.UNDER_HALF_NOT_COUNTED;
            case "ALL-COUNTED" -> RoundRobinWithdrawals.ALL_COUNTED;
            default -> throw new Bad(tokens.get(0), "not UNDER-HALF or ALL-COUNTED");
          };
        }
        case "WITHDREW", "EXPELLED" -> {
          expect(tokens, 2, line, "a start number and the first round the player no longer"
              + " plays");
          int player = number(tokens.get(0), line);
          int round = number(tokens.get(1), line);
          if (departures.containsKey(player)) {
            throw new Bad(tokens.get(0), "player " + player + " is already given as having left"
                + " on line " + departureLines.get(player));
          }
          departures.put(player, keyword.equals("EXPELLED") ? Departure.expelled(player, round)
              : Departure.withdrew(player, round));
          departureLines.put(player, line.number);
        }
        case "LIST-CHANGED" -> {
          Change change = change(text.substring(end), line.number);
          if (change == null) {
            throw new Bad(new Token("", end + 1), "not \"after round N, previous list: CODES\"");
          }
          changes.add(change);
          warnings.add(changeWarning(change));
        }
        default -> warnings.add(TrfProblem.at(TrfProblem.Kind.WARNING, line.number, start + 1,
            "### " + MARKER + " " + keyword + " is not a comment this library reads; kept as a"
                + " comment"));
      }
    } catch (Bad bad) {
      errors.add(TrfProblem.at(TrfProblem.Kind.INVALID_FIELD, line.number, bad.column,
          "### " + MARKER + " " + keyword + ": " + bad.getMessage()));
    } catch (IllegalArgumentException e) {
      errors.add(TrfProblem.at(TrfProblem.Kind.INVALID_FIELD, line.number, end + 2,
          "### " + MARKER + " " + keyword + ": " + e.getMessage()));
    }
  }

  /** The warning of a change of the tie-break list after the start. */
  static TrfProblem changeWarning(Change change) {
    return TrfProblem.at(TrfProblem.Kind.WARNING, change.line(), 1, "the tie-break list was"
        + " changed after round " + change.afterRound() + " (previous list: "
        + String.join(", ", change.previous()) + "): FIDE C.07 Art. 4.1.1 has the list"
        + " published before the start");
  }

  /** A change of the list from the text after the keyword, or null if it cannot be read. */
  static Change change(String text, int line) {
    Matcher matcher = CHANGED.matcher(text.strip());
    if (!matcher.matches()) {
      return null;
    }
    return new Change(Integer.parseInt(matcher.group(1)), TrfDocument.codes(matcher.group(2)),
        line);
  }

  /** The comment line that records a change of the list. */
  static String changeLine(int afterRound, List<String> previous) {
    return "### " + MARKER + " LIST-CHANGED after round " + afterRound + ", previous list: "
        + String.join(",", previous);
  }

  /** The changes of the tie-break list the comment lines of these lines record. */
  static List<Change> changes(List<String> lines) {
    List<Change> found = new ArrayList<>();
    for (int i = 0; i < lines.size(); i++) {
      String text = lines.get(i);
      int start = keywordStart(text);
      if (start > 0 && text.regionMatches(true, start, "LIST-CHANGED", 0, 12)) {
        Change change = change(text.substring(start + 12), i + 1);
        if (change != null) {
          found.add(change);
        }
      }
    }
    return List.copyOf(found);
  }

  private void decision(TieDecision decision, TrfLine line) {
    decisions.add(decision);
    decisionLines.add(line.number);
  }

  /** The play-off games grouped into decisions, each with every game that shares a player. */
  void groupGames() {
    List<Set<Integer>> groups = new ArrayList<>();
    List<List<Integer>> members = new ArrayList<>();
    for (int g = 0; g < games.size(); g++) {
      TieDecision.Game game = games.get(g);
      List<Integer> joined = new ArrayList<>();
      for (int k = 0; k < groups.size(); k++) {
        if (groups.get(k).contains(game.white()) || groups.get(k).contains(game.black())) {
          joined.add(k);
        }
      }
      Set<Integer> group = new LinkedHashSet<>(List.of(game.white(), game.black()));
      List<Integer> gamesOf = new ArrayList<>(List.of(g));
      for (int k = joined.size() - 1; k >= 0; k--) {
        group.addAll(groups.remove((int) joined.get(k)));
        gamesOf.addAll(0, members.remove((int) joined.get(k)));
      }
      groups.add(group);
      members.add(gamesOf);
    }
    for (List<Integer> gamesOf : members) {
      gamesOf.sort(null);
      List<TieDecision.Game> played = new ArrayList<>();
      gamesOf.forEach(g -> played.add(games.get(g)));
      decisions.add(TieDecision.playOffGames(played));
      decisionLines.add(gameLines.get(gamesOf.get(0)));
    }
  }

  /** Gives a player the ratings by round and the assigned rating the comments give. */
  void player(Player.Builder player, int startRank) {
    TreeMap<Integer, Integer> changes = ratings.get(startRank);
    if (changes != null) {
      changes.forEach(player::putRatingChanges);
    }
    Integer rating = assigned.get(startRank);
    if (rating != null) {
      player.assignedRating(rating);
    }
  }

  /** Gives the tournament the regulations, departures and decisions the comments give. */
  void tournament(Tournament.Builder builder) {
    if (ratingUse != null) {
      builder.ratingUse(ratingUse);
    }
    if (withdrawals != null) {
      builder.roundRobinWithdrawals(withdrawals);
    }
    departures.values().forEach(builder::addDeparture);
    decisions.forEach(builder::addDecision);
  }

  /**
   * The players the comments give a rating to, each with the first line that does: a start
   * number without a player record is an error there.
   */
  Map<Integer, Integer> ratingLines() {
    return ratingLines;
  }

  /** The line a departure of this player was given on, if any. */
  Optional<Integer> departureLine(int player) {
    return Optional.ofNullable(departureLines.get(player));
  }

  /** The line of the first decision that names this player, if any. */
  Optional<Integer> decisionLine(int player) {
    for (int k = 0; k < decisions.size(); k++) {
      if (decisions.get(k).players().contains(player)) {
        return Optional.of(decisionLines.get(k));
      }
    }
    return Optional.empty();
  }

  /** The comment lines that give what a tournament carries beyond TRF-26's records. */
  static List<String> lines(Tournament tournament) {
    List<String> lines = new ArrayList<>();
    if (tournament.ratingUse() != RatingUse.FIRST) {
      lines.add("### " + MARKER + " RATINGS BY-ROUND");
    }
    if (tournament.roundRobinWithdrawals() != RoundRobinWithdrawals.ALL_COUNTED) {
      lines.add("### " + MARKER + " WITHDRAWALS UNDER-HALF");
    }
    for (Player player : tournament.players()) {
      player.ratingChanges().entrySet().stream().sorted(Map.Entry.comparingByKey())
          .forEach(change -> lines.add("### " + MARKER + " RATING " + player.startNumber() + " "
              + change.getKey() + " " + change.getValue()));
      player.assignedRating().ifPresent(rating -> lines.add("### " + MARKER + " ASSIGNED "
          + player.startNumber() + " " + rating));
    }
    for (Departure departure : tournament.departures()) {
      lines.add("### " + MARKER + " " + (departure.expelled() ? "EXPELLED " : "WITHDREW ")
          + departure.player() + " " + departure.round());
    }
    for (TieDecision decision : tournament.decisions()) {
      switch (decision.kind()) {
        case PLAY_OFF -> {
          if (decision.games().isEmpty()) {
            lines.add("### " + MARKER + " PLAYOFF " + order(decision.order()));
          } else {
            for (TieDecision.Game game : decision.games()) {
              lines.add("### " + MARKER + " PLAYOFF-GAME " + game.white() + " " + game.black()
                  + " " + result(game.result()));
            }
          }
        }
        case ARBITER -> lines.add("### " + MARKER + " ARBITER " + order(decision.order()));
        case FIGURES -> {
          StringBuilder line = new StringBuilder("### " + MARKER + " FIGURES ")
              .append(decision.code());
          decision.figures().entrySet().stream().sorted(Map.Entry.comparingByKey())
              .forEach(figure -> line.append(' ').append(figure.getKey()).append(':')
                  .append(figure.getValue()));
          lines.add(line.toString());
        }
        default -> throw new IllegalStateException(decision.kind().toString());
      }
    }
    return lines;
  }

  private static String order(List<List<Integer>> order) {
    List<String> places = new ArrayList<>();
    for (List<Integer> level : order) {
      places.add(String.join("=", level.stream().map(String::valueOf).toList()));
    }
    return String.join(" ", places);
  }

  private static String result(GameResult result) {
    return switch (result) {
      case WHITE_WINS -> "1-0";
      case BLACK_WINS -> "0-1";
      case DRAW -> "1/2";
      case WHITE_WINS_BY_FORFEIT -> "+-";
      case BLACK_WINS_BY_FORFEIT -> "-+";
      case DOUBLE_FORFEIT -> "--";
      case PENDING -> throw new IllegalArgumentException("a pending play-off game");
    };
  }

  /** A word of a comment line and its column (from 1). */
  private record Token(String text, int column) {}

  /** Something of a comment line that cannot be read, with its column. */
  private static final class Bad extends RuntimeException {
    private static final long serialVersionUID = 1L;
    final int column;

    Bad(Token token, String message) {
      super(message);
      this.column = token.column;
    }
  }

  private static List<Token> tokens(String text, int from) {
    List<Token> tokens = new ArrayList<>();
    int i = from;
    while (i < text.length()) {
      while (i < text.length() && TrfLine.isBlank(text.charAt(i))) {
        i++;
      }
      int start = i;
      while (i < text.length() && !TrfLine.isBlank(text.charAt(i))) {
        i++;
      }
      if (i > start) {
        tokens.add(new Token(text.substring(start, i), start + 1));
      }
    }
    return tokens;
  }

  private static void expect(List<Token> tokens, int count, TrfLine line, String what) {
    if (tokens.size() != count) {
      throw new Bad(tokens.size() > count ? tokens.get(count) : new Token("", line.length() + 1),
          "needs " + what + " (" + count + (count == 1 ? " field" : " fields") + "), has "
              + tokens.size());
    }
  }

  private static int number(Token token, TrfLine line) {
    if (!PlayerLine.isDigits(token.text) || token.text.length() > 9) {
      throw new Bad(token, "\"" + token.text + "\" is not a whole number");
    }
    return Integer.parseInt(token.text);
  }

  private static List<List<Integer>> order(List<Token> tokens, TrfLine line) {
    if (tokens.isEmpty()) {
      throw new Bad(new Token("", line.length() + 1), "needs the players in order, best first");
    }
    List<List<Integer>> order = new ArrayList<>();
    for (Token token : tokens) {
      List<Integer> level = new ArrayList<>();
      int column = token.column;
      for (String part : token.text.split("=", -1)) {
        level.add(number(new Token(part, column), line));
        column += part.length() + 1;
      }
      order.add(level);
    }
    return order;
  }

  private static GameResult result(Token token, TrfLine line) {
    return switch (token.text.replace('½', 'h')) {
      case "1-0" -> GameResult.WHITE_WINS;
      case "0-1" -> GameResult.BLACK_WINS;
      case "1/2", "1/2-1/2", "=", "h-h" -> GameResult.DRAW;
      case "+-", "+" -> GameResult.WHITE_WINS_BY_FORFEIT;
      case "-+" -> GameResult.BLACK_WINS_BY_FORFEIT;
      case "--" -> GameResult.DOUBLE_FORFEIT;
      default -> throw new Bad(token, "\"" + token.text + "\" is not a result: 1-0, 0-1, 1/2,"
          + " +-, -+ or --");
    };
  }

  private static TieDecision figures(List<Token> tokens, TrfLine line) {
    if (tokens.size() < 3) {
      throw new Bad(tokens.isEmpty() ? new Token("", line.length() + 1) : tokens.get(0),
          "needs a code, then two players or more as START:FIGURE");
    }
    Map<Integer, Score> figures = new LinkedHashMap<>();
    for (Token token : tokens.subList(1, tokens.size())) {
      int colon = token.text.indexOf(':');
      if (colon <= 0) {
        throw new Bad(token, "\"" + token.text + "\" is not START:FIGURE");
      }
      int player = number(new Token(token.text.substring(0, colon), token.column), line);
      Score figure;
      try {
        figure = Score.parse(token.text.substring(colon + 1));
      } catch (IllegalArgumentException e) {
        throw new Bad(new Token("", token.column + colon + 1), "\""
            + token.text.substring(colon + 1) + "\" is not a figure");
      }
      if (figures.put(player, figure) != null) {
        throw new Bad(token, "player " + player + " is given twice");
      }
    }
    return TieDecision.figures(tokens.get(0).text, figures);
  }
}
