package org.tiebreak.formats;

import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.TreeMap;
import org.tiebreak.api.Colour;
import org.tiebreak.api.Format;
import org.tiebreak.api.GameResult;
import org.tiebreak.api.InvalidTournamentException;
import org.tiebreak.api.Player;
import org.tiebreak.api.PointSystem;
import org.tiebreak.api.Problem;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.RoundResult;
import org.tiebreak.api.Tournament;

/**
 * Reads the tags of a PGN file's games into a tournament, skipping the moves: comments
 * ({@code {...}}, {@code ;...}), variations ({@code (...)}, nested), NAGs ({@code $1}), escape
 * lines ({@code %...}) and move text are passed over without being read.
 */
final class PgnReader {

  /** A tag's value and where the value starts. */
  record Tag(String value, int line, int column) {}

  /** One game's tags, where it starts, and whether it has moves and a termination marker. */
  static final class Game {
    final int line;
    final Map<String, Tag> tags = new LinkedHashMap<>();
    boolean moves;
    Tag marker;

    Game(int line) {
      this.line = line;
    }

    Tag tag(String name) {
      return tags.get(name);
    }

    String value(String name) {
      Tag tag = tags.get(name);
      return tag == null ? "" : tag.value.strip();
    }
  }

  private final String text;
  private int pos;
  private int line = 1;
  private int lineStart;
  private final List<FormatProblem> errors = new ArrayList<>();
  private final List<FormatProblem> warnings = new ArrayList<>();

  private PgnReader(String text) {
    this.text = text;
  }

  static PgnEvent read(String text, PgnOptions options) {
    PgnReader reader = new PgnReader(text);
    List<Game> games = reader.games();
    return reader.event(games, options);
  }

  // ------------------------------------------------------------------ lexing

  private int column() {
    return pos - lineStart + 1;
  }

  private void newline() {
    line++;
    lineStart = pos;
  }

  /** Every game of the text, tags read and moves skipped. */
  private List<Game> games() {
    List<Game> games = new ArrayList<>();
    Game game = null;
    boolean blankLineSinceTag = false;
    boolean lineHasContent = false;
    int depth = 0;
    while (pos < text.length()) {
      char c = text.charAt(pos);
      if (c == '\n' || c == '\r') {
        pos++;
        if (c == '\r' && pos < text.length() && text.charAt(pos) == '\n') {
          pos++;
        }
        if (!lineHasContent) {
          blankLineSinceTag = true;
        }
        lineHasContent = false;
        newline();
        continue;
      }
      if (c == ' ' || c == '\t' || c == '\f') {
        pos++;
        continue;
      }
      if (c == '%' && pos == lineStart) {
        skipLine();
        continue;
      }
      lineHasContent = true;
      if (c == ';') {
        skipLine();
      } else if (c == '{') {
        comment();
      } else if (c == '(') {
        depth++;
        pos++;
        markMoves(game);
      } else if (c == ')') {
        depth = Math.max(0, depth - 1);
        pos++;
      } else if (c == '[' && depth == 0) {
        if (game == null || game.moves || game.marker != null || blankLineSinceTag
            && !game.tags.isEmpty()) {
          game = new Game(line);
          games.add(game);
        }
        blankLineSinceTag = false;
        tag(game);
      } else if (c == '$') {
        pos++;
        while (pos < text.length() && Character.isDigit(text.charAt(pos))) {
          pos++;
        }
      } else {
        int startLine = line;
        int startColumn = column();
        String token = token();
        if (depth > 0) {
          continue;
        }
        if (game == null) {
          game = new Game(line);
          games.add(game);
        }
        if (isMarker(token)) {
          if (game.marker != null) {
            // a marker after a marker: a game without tags
            game = new Game(startLine);
            games.add(game);
          }
          game.marker = new Tag(token, startLine, startColumn);
        } else {
          game.moves = true;
        }
      }
    }
    if (depth > 0) {
      warnings.add(FormatProblem.atLine(line, "a variation opened with '(' is not closed at the"
          + " end of the file"));
    }
    return games;
  }

  private static void markMoves(Game game) {
    if (game != null) {
      game.moves = true;
    }
  }

  private void skipLine() {
    while (pos < text.length() && text.charAt(pos) != '\n' && text.charAt(pos) != '\r') {
      pos++;
    }
  }

  private void comment() {
    int startLine = line;
    int startColumn = column();
    pos++;
    while (pos < text.length() && text.charAt(pos) != '}') {
      char c = text.charAt(pos++);
      if (c == '\n' || c == '\r' && (pos >= text.length() || text.charAt(pos) != '\n')) {
        newline();
      }
    }
    if (pos >= text.length()) {
      errors.add(FormatProblem.at(startLine, startColumn, "a comment opened with '{' is not"
          + " closed with '}' before the end of the file"));
      return;
    }
    pos++;
  }

  /** A token of move text: up to a blank or one of {@code {}()[];}. */
  private String token() {
    int start = pos;
    while (pos < text.length()) {
      char c = text.charAt(pos);
      if (Character.isWhitespace(c) || "{}()[];".indexOf(c) >= 0) {
        break;
      }
      pos++;
    }
    if (pos == start) {
      pos++;
    }
    return text.substring(start, pos);
  }

  private static boolean isMarker(String token) {
    return switch (token) {
      case "1-0", "0-1", "1/2-1/2", "½-½", "*", "0-0", "½-0", "0-½", "1/2-0", "0-1/2" -> true;
      default -> false;
    };
  }

  /** A tag pair {@code [Name "value"]}; a problem, and the rest of the line skipped, if it is not. */
  private void tag(Game game) {
    int startLine = line;
    int startColumn = column();
    pos++;
    skipBlanks();
    int nameStart = pos;
    while (pos < text.length() && (Character.isLetterOrDigit(text.charAt(pos))
        || text.charAt(pos) == '_')) {
      pos++;
    }
    String name = text.substring(nameStart, pos);
    skipBlanks();
    if (name.isEmpty() || pos >= text.length() || text.charAt(pos) != '"') {
      errors.add(FormatProblem.at(startLine, startColumn, "a tag is [Name \"value\"]"
          + (name.isEmpty() ? ": its name is missing" : ": the value of " + name
              + " is not in double quotes")));
      skipLine();
      return;
    }
    int valueLine = line;
    int valueColumn = column() + 1;
    pos++;
    StringBuilder value = new StringBuilder();
    while (pos < text.length() && text.charAt(pos) != '"') {
      char c = text.charAt(pos);
      if (c == '\n' || c == '\r') {
        errors.add(FormatProblem.at(valueLine, valueColumn - 1, "the value of tag " + name
            + " is not closed with '\"' on its line"));
        return;
      }
      if (c == '\\' && pos + 1 < text.length()
          && (text.charAt(pos + 1) == '"' || text.charAt(pos + 1) == '\\')) {
        pos++;
        c = text.charAt(pos);
      }
      value.append(c);
      pos++;
    }
    if (pos >= text.length()) {
      errors.add(FormatProblem.at(valueLine, valueColumn - 1, "the value of tag " + name
          + " is not closed before the end of the file"));
      return;
    }
    pos++;
    skipBlanks();
    if (pos >= text.length() || text.charAt(pos) != ']') {
      errors.add(FormatProblem.at(line, column(), "the tag " + name + " is not closed with ']'"));
      skipLine();
      return;
    }
    pos++;
    if (game.tags.containsKey(name)) {
      errors.add(FormatProblem.at(startLine, startColumn, "the tag " + name
          + " is given twice in one game"));
      return;
    }
    game.tags.put(name, new Tag(value.toString(), valueLine, valueColumn));
  }

  private void skipBlanks() {
    while (pos < text.length() && (text.charAt(pos) == ' ' || text.charAt(pos) == '\t')) {
      pos++;
    }
  }

  // ------------------------------------------------------------------ the event

  /** A side of a game as the tags name it. */
  private record Side(String name, String fideId, OptionalInt elo) {
    String key() {
      return fideId.isEmpty() ? "name:" + name.toLowerCase(Locale.ROOT) : "fide:" + fideId;
    }

    boolean isBye() {
      return fideId.isEmpty() && name.equalsIgnoreCase("bye");
    }
  }

  /** A game as the event reads it. */
  private record Read(Game game, int round, Side white, Side black, String result,
      boolean unplayed) {}

  private PgnEvent event(List<Game> games, PgnOptions options) {
    Map<String, Integer> events = new TreeMap<>();
    for (Game game : games) {
      events.merge(game.value("Event"), 1, Integer::sum);
    }
    List<Game> chosen = new ArrayList<>();
    for (Game game : games) {
      if (options.event().isEmpty() || options.event().get().equals(game.value("Event"))) {
        chosen.add(game);
      }
    }
    if (games.isEmpty() && errors.isEmpty()) {
      errors.add(FormatProblem.atLine(1, "no game: a PGN file's games start with tags such as"
          + " [White \"...\"]"));
    } else if (chosen.isEmpty() && errors.isEmpty()) {
      errors.add(FormatProblem.atLine(1, "no game of the event \"" + options.event().get()
          + "\"; the file's events: " + String.join(", ", events.keySet())));
    }
    if (options.event().isEmpty() && events.size() > 1) {
      List<String> names = new ArrayList<>();
      for (String event : events.keySet()) {
        names.add(event.isEmpty() ? "(no Event tag)" : event);
      }
      warnings.add(FormatProblem.atLine(1, "the games name " + events.size() + " events, read as"
          + " one: " + String.join(", ", names.subList(0, Math.min(5, names.size())))
          + (names.size() > 5 ? ", ..." : "") + " (an event can be chosen by its name)"));
    }
    List<Read> reads = new ArrayList<>();
    for (Game game : chosen) {
      Read read = read(game);
      if (read != null) {
        reads.add(read);
      }
    }
    PointSystem points = points(reads, options);
    if (!errors.isEmpty()) {
      throw new FormatException(sorted(errors));
    }
    return build(reads, events, options, points);
  }

  private Read read(Game game) {
    int before = errors.size();
    for (String name : List.of("White", "Black", "Result", "Round")) {
      if (game.tag(name) == null) {
        errors.add(FormatProblem.atLine(game.line, "the game has no " + name + " tag"));
      }
    }
    if (errors.size() > before) {
      return null;
    }
    Tag roundTag = game.tag("Round");
    String roundText = roundTag.value.strip();
    int dot = roundText.indexOf('.');
    String roundNumber = dot < 0 ? roundText : roundText.substring(0, dot);
    int round = roundNumber.matches("[0-9]{1,4}") ? Integer.parseInt(roundNumber) : 0;
    if (round > ChessJsonReader.MAX_ROUNDS) {
      errors.add(FormatProblem.at(roundTag.line, roundTag.column, "round " + round
          + ": more than " + ChessJsonReader.MAX_ROUNDS + " rounds are not read"));
      return null;
    }
    if (round < 1) {
      errors.add(FormatProblem.at(roundTag.line, roundTag.column, "the round \"" + roundText
          + "\" is not a round number (1, or 1.3 for round 1, board 3)"));
      return null;
    }
    Side white = side(game, "White");
    Side black = side(game, "Black");
    Tag resultTag = game.tag("Result");
    String result = resultTag.value.strip();
    if (game.marker != null && !game.marker.value.equals(result)
        && !(game.marker.value.equals("*") && result.equals("*"))) {
      errors.add(FormatProblem.at(game.marker.line, game.marker.column, "the game ends with "
          + game.marker.value + ", but its Result tag is " + result));
      return null;
    }
    boolean unplayed = game.value("Termination").equalsIgnoreCase("unplayed");
    if (white.isBye() && black.isBye()) {
      errors.add(FormatProblem.atLine(game.line, "both players of the game are named \"bye\""));
      return null;
    }
    return new Read(game, round, white, black, result, unplayed);
  }

  private Side side(Game game, String colour) {
    String name = game.value(colour).replaceAll("\\s+", " ");
    String fideId = game.value(colour + "FideId").replaceFirst("^0+", "");
    Tag idTag = game.tag(colour + "FideId");
    if (!fideId.isEmpty() && !fideId.matches("[0-9]{1,12}")) {
      warnings.add(FormatProblem.at(idTag.line, idTag.column, colour + "FideId \"" + fideId
          + "\" is not a FIDE id: the player is matched by name"));
      fideId = "";
    }
    String elo = game.value(colour + "Elo");
    OptionalInt rating = elo.matches("[0-9]{1,5}") && Integer.parseInt(elo) > 0
        ? OptionalInt.of(Integer.parseInt(elo)) : OptionalInt.empty();
    return new Side(name, fideId, rating);
  }

  /**
   * The point system of the event: the options' points, or the points every round gives where
   * the rounds have their own; a problem where the rounds differ, or the colours do.
   */
  private PointSystem points(List<Read> reads, PgnOptions options) {
    if (options.roundPoints().isEmpty()) {
      return options.points();
    }
    PgnOptions.RoundPoints standard = PgnOptions.RoundPoints.of(options.points().win(),
        options.points().draw());
    TreeMap<Integer, PgnOptions.RoundPoints> byRound = new TreeMap<>();
    for (Read read : reads) {
      byRound.put(read.round, options.roundPoints().getOrDefault(read.round, standard));
    }
    for (Map.Entry<Integer, PgnOptions.RoundPoints> round : options.roundPoints().entrySet()) {
      byRound.put(round.getKey(), round.getValue());
    }
    List<String> problems = new ArrayList<>();
    PgnOptions.RoundPoints first = null;
    int firstRound = 0;
    for (Map.Entry<Integer, PgnOptions.RoundPoints> round : byRound.entrySet()) {
      PgnOptions.RoundPoints p = round.getValue();
      if (!p.sameForBothColours()) {
        problems.add("round " + round.getKey() + " scores a win " + p.whiteWin() + " and a draw "
            + p.whiteDraw() + " with White, but a win " + p.blackWin() + " and a draw "
            + p.blackDraw() + " with Black");
      } else if (first == null) {
        first = p;
        firstRound = round.getKey();
      } else if (!first.equals(p)) {
        problems.add("round " + round.getKey() + " scores a win " + p.whiteWin() + " and a draw "
            + p.whiteDraw() + ", round " + firstRound + " a win " + first.whiteWin()
            + " and a draw " + first.whiteDraw());
      }
    }
    for (String problem : problems) {
      errors.add(FormatProblem.atLine(1, problem + ": the library's point system gives every"
          + " round and both colours the same points, so this event cannot be ranked"));
    }
    if (first == null) {
      return options.points();
    }
    return PointSystem.builder().win(first.whiteWin()).draw(first.whiteDraw())
        .loss(options.points().loss()).build();
  }

  private PgnEvent build(List<Read> reads, Map<String, Integer> events, PgnOptions options,
      PointSystem points) {
    // the players: by FIDE id where a game gives one, else by name; a name seen with one id
    // only is that player's
    Map<String, Side> players = new LinkedHashMap<>();
    Map<String, String> idByName = new HashMap<>();
    Map<String, Integer> elosRound = new HashMap<>();
    for (Read read : reads) {
      for (Side side : List.of(read.white, read.black)) {
        if (!side.fideId.isEmpty()) {
          String name = side.name.toLowerCase(Locale.ROOT);
          String earlier = idByName.putIfAbsent(name, side.fideId);
          if (earlier != null && !earlier.equals(side.fideId)) {
            idByName.put(name, "");
          }
        }
      }
    }
    for (Read read : reads) {
      for (Side side : List.of(read.white, read.black)) {
        if (side.isBye()) {
          continue;
        }
        String key = key(side, idByName);
        Side known = players.get(key);
        if (known == null || side.elo.isPresent() && (known.elo.isEmpty()
            || read.round < elosRound.getOrDefault(key, Integer.MAX_VALUE))) {
          players.put(key, new Side(known == null || known.name.isEmpty() ? side.name
              : known.name, known == null || known.fideId.isEmpty() ? side.fideId
              : known.fideId, side.elo.isPresent() ? side.elo : known == null
              ? OptionalInt.empty() : known.elo));
          if (side.elo.isPresent()) {
            elosRound.put(key, read.round);
          }
        }
      }
    }
    List<String> order = new ArrayList<>(players.keySet());
    order.sort(Comparator.<String>comparingInt(k -> -players.get(k).elo.orElse(-1))
        .thenComparing(k -> players.get(k).name.toLowerCase(Locale.ROOT))
        .thenComparing(k -> players.get(k).fideId));
    Map<String, Integer> numbers = new HashMap<>();
    for (int i = 0; i < order.size(); i++) {
      numbers.put(order.get(i), i + 1);
    }
    int lastRound = reads.stream().mapToInt(Read::round).max().orElse(0);
    int planned = Math.max(lastRound, options.plannedRounds().orElse(lastRound));
    Map<Integer, Map<Integer, RoundResult>> rows = new HashMap<>();
    Map<Long, Game> places = new HashMap<>();
    for (Read read : reads) {
      result(read, numbers, idByName, rows, places);
    }
    Tournament.Builder builder = Tournament.builder().plannedRounds(Math.max(1, planned))
        .pointSystem(points);
    String name = options.event().orElse(events.size() == 1
        ? events.keySet().iterator().next() : "");
    builder.name(name);
    startDate(reads).ifPresent(builder::startDate);
    Format format = options.format().orElseGet(() -> format(order.size(), planned, rows));
    builder.format(format);
    for (int i = 0; i < order.size(); i++) {
      Side side = players.get(order.get(i));
      Player.Builder player = Player.builder().startNumber(i + 1).name(side.name);
      side.elo.ifPresent(player::rating);
      if (!side.fideId.isEmpty()) {
        player.putFederationIds("FIDE", side.fideId);
      }
      Map<Integer, RoundResult> row = rows.getOrDefault(i + 1, Map.of());
      List<RoundResult> results = new ArrayList<>();
      for (int r = 1; r <= lastRound; r++) {
        RoundResult result = row.get(r);
        if (result == null) {
          warnings.add(FormatProblem.atLine(1, side.name + " has no game in round " + r
              + ": read as absent"));
          result = RoundResult.bye(ResultKind.ABSENT);
        }
        results.add(result);
      }
      builder.addRow(player.build(), results);
    }
    if (!errors.isEmpty()) {
      throw new FormatException(sorted(errors));
    }
    try {
      return new PgnEvent(builder.build(), events, reads.size(), sorted(warnings));
    } catch (InvalidTournamentException e) {
      for (Problem problem : e.problems()) {
        Game game = problem.player().isPresent() && problem.round().isPresent()
            ? places.get((long) problem.player().getAsInt() << 32 | problem.round().getAsInt())
            : null;
        errors.add(new FormatProblem(problem.message().toString(),
            game == null ? 1 : game.line, OptionalInt.empty(), Optional.of(problem)));
      }
      throw new FormatException(sorted(errors));
    }
  }

  private static String key(Side side, Map<String, String> idByName) {
    if (side.fideId.isEmpty()) {
      String id = idByName.get(side.name.toLowerCase(Locale.ROOT));
      if (id != null && !id.isEmpty()) {
        return "fide:" + id;
      }
    }
    return side.key();
  }

  /** Both players' rounds of a game; a problem where the result cannot be ranked. */
  private void result(Read read, Map<String, Integer> numbers, Map<String, String> idByName,
      Map<Integer, Map<Integer, RoundResult>> rows, Map<Long, Game> places) {
    Tag at = read.game.tag("Result");
    String result = read.result;
    if (read.white.isBye() || read.black.isBye()) {
      boolean whiteIsPlayer = read.black.isBye();
      Side player = whiteIsPlayer ? read.white : read.black;
      String points = result.replace("1/2", "½");
      String mine = points.contains("-") ? (whiteIsPlayer ? points.substring(0,
          points.indexOf('-')) : points.substring(points.indexOf('-') + 1)) : points;
      ResultKind kind = switch (mine) {
        case "1" -> ResultKind.PAIRING_ALLOCATED_BYE;
        case "½" -> ResultKind.HALF_POINT_BYE;
        case "0" -> ResultKind.ZERO_POINT_BYE;
        default -> null;
      };
      if (kind == null) {
        errors.add(FormatProblem.at(at.line, at.column, "a game against \"bye\" with the result "
            + result + " gives the player no bye's points (1, ½ or 0)"));
        return;
      }
      put(rows, places, numbers.get(key(player, idByName)), read.round, RoundResult.bye(kind),
          read.game);
      return;
    }
    GameResult game = switch (result.replace("½", "1/2")) {
      case "1-0" -> read.unplayed ? GameResult.WHITE_WINS_BY_FORFEIT : GameResult.WHITE_WINS;
      case "0-1" -> read.unplayed ? GameResult.BLACK_WINS_BY_FORFEIT : GameResult.BLACK_WINS;
      case "1/2-1/2" -> read.unplayed ? null : GameResult.DRAW;
      case "0-0" -> GameResult.DOUBLE_FORFEIT;
      case "*" -> GameResult.PENDING;
      default -> null;
    };
    if (game == null) {
      String why = switch (result.replace("½", "1/2")) {
        case "1/2-1/2" -> "a game not played (Termination \"Unplayed\") scored as a draw: the"
            + " library has no draw without a game";
        case "1/2-0", "0-1/2" -> "one player scores ½ and the other 0: the library's games give"
            + " the two players a win and a loss, a draw, or a forfeit, so this game cannot be"
            + " ranked";
        default -> "not a result (1-0, 0-1, 1/2-1/2, *, 0-0)";
      };
      errors.add(FormatProblem.at(at.line, at.column, "the result " + result + ": " + why));
      return;
    }
    if (game == GameResult.DOUBLE_FORFEIT && !read.unplayed && read.game.moves) {
      warnings.add(FormatProblem.at(at.line, at.column, "a game with moves scored 0-0 is read"
          + " as a double forfeit: the library has no game that both players lose"));
    }
    int white = numbers.get(key(read.white, idByName));
    int black = numbers.get(key(read.black, idByName));
    if (white == black) {
      errors.add(FormatProblem.atLine(read.game.line, read.white.name + " plays against"
          + " themself"));
      return;
    }
    put(rows, places, white, read.round, RoundResult.against(game.white(), black,
        Colour.WHITE), read.game);
    put(rows, places, black, read.round, RoundResult.against(game.black(), white,
        Colour.BLACK), read.game);
  }

  private void put(Map<Integer, Map<Integer, RoundResult>> rows, Map<Long, Game> places,
      int player, int round, RoundResult result, Game game) {
    RoundResult earlier = rows.computeIfAbsent(player, p -> new HashMap<>()).putIfAbsent(round,
        result);
    if (earlier != null) {
      Game first = places.get((long) player << 32 | round);
      errors.add(FormatProblem.atLine(game.line, "a second game of the same player in round "
          + round + " (the first is at line " + first.line + ")"));
      return;
    }
    places.put((long) player << 32 | round, game);
  }

  private Optional<LocalDate> startDate(List<Read> reads) {
    LocalDate earliest = null;
    for (Read read : reads) {
      for (String name : List.of("EventDate", "Date", "UTCDate")) {
        String value = read.game.value(name);
        if (value.matches("[0-9]{4}\\.[0-9]{2}\\.[0-9]{2}")) {
          try {
            LocalDate date = LocalDate.parse(value.replace('.', '-'));
            if (earliest == null || date.isBefore(earliest)) {
              earliest = date;
            }
          } catch (DateTimeParseException e) {
            // a date such as 2025.02.30 says nothing
          }
          break;
        }
      }
    }
    return Optional.ofNullable(earliest);
  }

  /** A round robin where every pair of players met once (twice) and the rounds fit one. */
  private Format format(int n, int planned, Map<Integer, Map<Integer, RoundResult>> rows) {
    int single = n % 2 == 0 ? n - 1 : n;
    if (n < 3 || planned != single && planned != 2 * single) {
      return Format.SWISS;
    }
    int times = planned == single ? 1 : 2;
    Map<Long, Integer> meetings = new HashMap<>();
    for (Map.Entry<Integer, Map<Integer, RoundResult>> row : rows.entrySet()) {
      for (RoundResult result : row.getValue().values()) {
        int opponent = result.opponentOrZero();
        if (opponent > row.getKey()) {
          meetings.merge((long) row.getKey() << 32 | opponent, 1, Integer::sum);
        }
      }
    }
    if (meetings.size() != n * (n - 1) / 2
        || meetings.values().stream().anyMatch(count -> count != times)) {
      return Format.SWISS;
    }
    warnings.add(FormatProblem.atLine(1, "read as " + (times == 1 ? "a round robin"
        : "a double round robin") + ": every one of the " + n + " players met every other "
        + (times == 1 ? "once" : "twice") + " in " + planned + " rounds"));
    return times == 1 ? Format.ROUND_ROBIN : Format.DOUBLE_ROUND_ROBIN;
  }

  private static List<FormatProblem> sorted(List<FormatProblem> problems) {
    List<FormatProblem> sorted = new ArrayList<>(problems);
    sorted.sort(Comparator.comparingInt(FormatProblem::line)
        .thenComparingInt(p -> p.column().orElse(1)));
    return sorted;
  }
}
