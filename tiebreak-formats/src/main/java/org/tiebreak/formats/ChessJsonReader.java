package org.tiebreak.formats;

import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
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
import org.tiebreak.api.InvalidTournamentException;
import org.tiebreak.api.Player;
import org.tiebreak.api.PointSystem;
import org.tiebreak.api.Problem;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.RoundResult;
import org.tiebreak.api.Score;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.team.TeamTournament;
import org.tiebreak.formats.internal.Json;
import org.tiebreak.formats.internal.Json.Arr;
import org.tiebreak.formats.internal.Json.Obj;
import org.tiebreak.formats.internal.Json.Value;

/**
 * Reads the Chess-JSON of FIDE's reference checker into tournaments. The shape is that of the
 * checker's {@code chessjson.py} and {@code trf2json.py}: a file object with {@code event}, whose
 * {@code tournaments} hold {@code competitors}, a {@code gameList} (and a {@code matchList} for
 * teams) and a {@code scoreSystem}; a file whose top object is the event itself, as
 * {@code jsonscheme.py} describes it, is read too.
 */
final class ChessJsonReader {

  /** The most rounds read: far above any real event's, as a TRF's default limit. */
  static final int MAX_ROUNDS = 1000;

  private final List<FormatProblem> errors = new ArrayList<>();
  private final List<FormatProblem> warnings = new ArrayList<>();
  private final Map<Integer, Obj> profiles = new HashMap<>();
  private final Map<Integer, Obj> teams = new HashMap<>();

  private ChessJsonReader() {}

  static ChessJsonDocument read(String text) {
    Value root;
    try {
      root = Json.parse(text);
    } catch (Json.SyntaxError e) {
      throw new FormatException(List.of(FormatProblem.at(e.line, e.column,
          "not JSON: " + e.getMessage())));
    }
    return new ChessJsonReader().document(root);
  }

  private ChessJsonDocument document(Value root) {
    if (!(root instanceof Obj file)) {
      throw new FormatException(List.of(FormatProblem.at(root.line(), root.column(),
          "a Chess-JSON file is an object, not " + root.kind())));
    }
    Obj event = file.get("event") instanceof Obj inner ? inner : file;
    if (!(event.get("tournaments") instanceof Arr tournaments)) {
      Value where = event.get("tournaments") == null ? event : event.get("tournaments");
      throw new FormatException(List.of(FormatProblem.at(where.line(), where.column(),
          event.get("tournaments") == null
              ? "no \"tournaments\": not a Chess-JSON event (" + (event == file ? "" : "event.")
                  + "tournaments is missing)"
              : "\"tournaments\" must be an array, not " + where.kind())));
    }
    Obj info = event.get("eventInfo") instanceof Obj o ? o : null;
    String eventName = firstText(event.get("eventName"), event.get("name"),
        info == null ? null : info.get("fullName"));
    for (Value profile : array(event, "profiles")) {
      if (profile instanceof Obj p) {
        integer(p, "id", true).ifPresent(id -> {
          if (profiles.put(id, p) != null) {
            error(p.get("id"), "profile " + id + " is given twice");
          }
        });
      } else {
        error(profile, "a profile must be an object, not " + profile.kind());
      }
    }
    for (Value team : array(event, "teams")) {
      if (team instanceof Obj t) {
        integer(t, "id", true).ifPresent(id -> teams.put(id, t));
      }
    }
    List<ChessJsonDocument.Section> sections = new ArrayList<>();
    Map<Integer, Value> numbers = new HashMap<>();
    if (tournaments.elements().isEmpty()) {
      error(tournaments, "the event has no tournament");
    }
    for (int i = 0; i < tournaments.elements().size(); i++) {
      Value element = tournaments.elements().get(i);
      if (!(element instanceof Obj tournament)) {
        error(element, "a tournament must be an object, not " + element.kind());
        continue;
      }
      int number = integer(tournament, "tournamentNo", false).orElse(i + 1);
      if (numbers.put(number, tournament) != null) {
        error(tournament, "two tournaments are numbered " + number);
      }
      ChessJsonDocument.Section section = section(tournament, number, eventName, info);
      if (section != null) {
        sections.add(section);
      }
    }
    if (!errors.isEmpty()) {
      errors.sort(ChessJsonReader::inFileOrder);
      throw new FormatException(errors);
    }
    warnings.sort(ChessJsonReader::inFileOrder);
    return new ChessJsonDocument(eventName, sections, warnings);
  }

  private static int inFileOrder(FormatProblem a, FormatProblem b) {
    int byLine = Integer.compare(a.line(), b.line());
    return byLine != 0 ? byLine : Integer.compare(a.column().orElse(1), b.column().orElse(1));
  }

  /** One tournament; null (with its problems listed) where it cannot be built. */
  private ChessJsonDocument.Section section(Obj tournament, int number, String eventName,
      Obj eventInfo) {
    int before = errors.size();
    Obj info = tournament.get("tournamentInfo") instanceof Obj o ? o : null;
    String name = firstText(tournament.get("name"), info == null ? null : info.get("fullName"));
    if (name.isEmpty()) {
      name = eventName;
    }
    Optional<LocalDate> startDate = date(info == null ? null : info.get("startDate"));
    if (startDate.isEmpty()) {
      startDate = date(eventInfo == null ? null : eventInfo.get("startDate"));
    }
    Optional<LocalDate> endDate = date(info == null ? null : info.get("endDate"));
    if (endDate.isEmpty()) {
      endDate = date(eventInfo == null ? null : eventInfo.get("endDate"));
    }
    boolean team = tournament.get("teamTournament") instanceof Json.Bool b && b.value();
    PointSystem points = pointSystem(tournament, "game");
    List<String> rankOrder = new ArrayList<>();
    int rankOrderLine = 0;
    if (tournament.get("rankOrder") instanceof Arr order) {
      rankOrderLine = order.line();
      for (Value code : order.elements()) {
        if (code instanceof Json.Str s) {
          // The checker splits "202 BH/C1, BH" at blanks and commas alike, leaving empty codes.
          if (!s.value().isBlank()) {
            rankOrder.add(s.value().strip());
          }
        } else if (code instanceof Obj o && o.get("name") instanceof Json.Str s) {
          rankOrder.add(s.value().strip() + (o.get("scoreType") instanceof Json.Str t
              && !t.value().isBlank() ? ":" + t.value().strip() : ""));
        } else {
          error(code, "an element of rankOrder must be a tie-break code or an object with its"
              + " name, not " + code.kind());
        }
      }
    } else if (tournament.get("rankOrder") != null) {
      error(tournament.get("rankOrder"), "rankOrder must be an array, not "
          + tournament.get("rankOrder").kind());
    }
    Map<Integer, Player> players = new TreeMap<>();
    Map<Integer, Integer> ranks = new HashMap<>();
    Map<Integer, Integer> lines = new HashMap<>();
    Map<Integer, Integer> teamOf = new HashMap<>();
    List<Obj> teamCompetitors = new ArrayList<>();
    for (Value element : array(tournament, "competitors")) {
      if (!(element instanceof Obj competitor)) {
        error(element, "a competitor must be an object, not " + element.kind());
        continue;
      }
      OptionalInt cid = integer(competitor, "cid", true);
      if (cid.isEmpty()) {
        continue;
      }
      integer(competitor, "rank", false).ifPresent(rank -> {
        if (rank > 0) {
          ranks.put(cid.getAsInt(), rank);
        }
      });
      lines.put(cid.getAsInt(), competitor.line());
      if (team) {
        teamCompetitors.add(competitor);
        for (Value member : array(competitor, "cplayers")) {
          if (member instanceof Obj m) {
            player(m, players);
            integer(m, "cid", false).ifPresent(p -> teamOf.put(p, cid.getAsInt()));
          }
        }
      } else {
        player(competitor, players);
      }
    }
    if (players.isEmpty() && errors.size() == before) {
      error(tournament, "tournament " + number + " has no competitors");
    }
    Map<Integer, Map<Integer, RoundResult>> results = new HashMap<>();
    Map<Long, Value> places = new HashMap<>();
    int lastRound = 0;
    for (Value element : array(tournament, "gameList")) {
      lastRound = Math.max(lastRound, game(element, players, results, places));
    }
    OptionalInt numRounds = integer(tournament, "numRounds", false);
    if (numRounds.isPresent() && numRounds.getAsInt() > MAX_ROUNDS) {
      error(tournament.get("numRounds"), "numRounds must be at most " + MAX_ROUNDS + ": "
          + numRounds.getAsInt());
      numRounds = OptionalInt.empty();
    }
    int planned = Math.max(numRounds.orElse(lastRound), Math.max(lastRound, 1));
    if (numRounds.isPresent() && numRounds.getAsInt() < lastRound) {
      warn(tournament.get("numRounds"), "numRounds is " + numRounds.getAsInt()
          + ", but gameList has round " + lastRound + ": read as " + lastRound + " rounds");
    }
    if (errors.size() > before) {
      return null;
    }
    Format format = format(tournament, info, players, results, planned);
    Tournament.Builder builder = Tournament.builder().name(name).plannedRounds(planned)
        .format(format).pointSystem(points);
    startDate.ifPresent(builder::startDate);
    endDate.ifPresent(builder::endDate);
    for (Player player : players.values()) {
      List<RoundResult> row = new ArrayList<>();
      Map<Integer, RoundResult> rounds = results.getOrDefault(player.startNumber(), Map.of());
      for (int r = 1; r <= lastRound; r++) {
        row.add(rounds.getOrDefault(r, RoundResult.bye(ResultKind.ZERO_POINT_BYE)));
      }
      builder.addRow(player, row);
    }
    Tournament built;
    try {
      built = builder.build();
    } catch (InvalidTournamentException e) {
      for (Problem problem : e.problems()) {
        Value where = problem.player().isPresent() && problem.round().isPresent()
            ? places.get(key(problem.player().getAsInt(), problem.round().getAsInt())) : null;
        Value at = where != null ? where : tournament;
        errors.add(new FormatProblem(problem.message().toString(), at.line(),
            OptionalInt.of(at.column()), Optional.of(problem)));
      }
      return null;
    }
    Optional<TeamTournament> teamEvent = Optional.empty();
    if (team) {
      teamEvent = ChessJsonTeams.read(this, tournament, teamCompetitors, teams, built, name,
          startDate, planned, format);
      if (teamEvent.isEmpty()) {
        return null;
      }
    }
    return new ChessJsonDocument.Section(number, name, tournament.line(), built, teamEvent,
        rankOrder, rankOrderLine, ranks, lines);
  }

  /** Adds the player a competitor (or a team's player) stands for. */
  private void player(Obj competitor, Map<Integer, Player> players) {
    OptionalInt cid = integer(competitor, "cid", true);
    if (cid.isEmpty()) {
      return;
    }
    if (cid.getAsInt() < 1) {
      error(competitor.get("cid"), "cid must be at least 1: " + cid.getAsInt());
      return;
    }
    Obj profile = null;
    OptionalInt profileId = integer(competitor, "profileId", false);
    if (profileId.isPresent()) {
      profile = profiles.get(profileId.getAsInt());
      if (profile == null) {
        error(competitor.get("profileId"), "competitor " + cid.getAsInt() + " names profile "
            + profileId.getAsInt() + ", which the event does not have");
        return;
      }
    }
    Player.Builder player = Player.builder().startNumber(cid.getAsInt());
    String name = profile == null ? "" : firstText(profile.get("fideName"));
    if (name.isEmpty() && profile != null) {
      String last = firstText(profile.get("lastName"));
      String first = firstText(profile.get("firstName"));
      name = first.isEmpty() ? last : last.isEmpty() ? first : last + ", " + first;
    }
    player.name(name);
    OptionalInt rating = integer(competitor, "rating", false);
    if ((rating.isEmpty() || rating.getAsInt() <= 0) && profile != null
        && profile.get("rating") instanceof Arr list && !list.elements().isEmpty()
        && list.elements().get(0) instanceof Json.Num) {
      rating = whole(list.elements().get(0), "rating");
    }
    if (rating.isPresent() && rating.getAsInt() > 0) {
      player.rating(rating.getAsInt());
    }
    if (profile != null) {
      String federation = firstText(profile.get("federation"));
      if (!federation.isEmpty()) {
        player.putFederationIds("FED", federation);
      }
      OptionalInt fideId = integer(profile, "fideId", false);
      if (fideId.isPresent() && fideId.getAsInt() > 0) {
        player.putFederationIds("FIDE", Integer.toString(fideId.getAsInt()));
      }
    }
    if (players.put(cid.getAsInt(), player.build()) != null) {
      error(competitor.get("cid"), "two competitors have cid " + cid.getAsInt());
    }
  }

  /**
   * Reads one element of {@code gameList} into both players' rounds; the round, or 0 where the
   * element cannot be read.
   */
  private int game(Value element, Map<Integer, Player> players,
      Map<Integer, Map<Integer, RoundResult>> results, Map<Long, Value> places) {
    if (!(element instanceof Obj game)) {
      error(element, "a game must be an object, not " + element.kind());
      return 0;
    }
    OptionalInt round = integer(game, "round", true);
    OptionalInt white = integer(game, "white", true);
    OptionalInt black = integer(game, "black", false);
    if (round.isEmpty() || white.isEmpty()) {
      return 0;
    }
    int r = round.getAsInt();
    if (r < 1 || r > MAX_ROUNDS) {
      error(game.get("round"), "round must be 1 to " + MAX_ROUNDS + ": " + r);
      return 0;
    }
    int w = white.getAsInt();
    int b = black.orElse(0);
    for (int side : new int[] {w, b}) {
      if (side != 0 && !players.containsKey(side)) {
        error(game, "round " + r + ": no competitor has cid " + side);
        return 0;
      }
    }
    boolean played = !(game.get("played") instanceof Json.Bool p) || p.value();
    String wResult = result(game, "wResult");
    String bResult = result(game, "bResult");
    if (w == 0) {
      error(game.get("white"), "round " + r + ": white must name a competitor");
      return 0;
    }
    if (b == 0) {
      String code = wResult == null ? "Z" : wResult;
      ResultKind kind = switch (code) {
        case "W", "F" -> ResultKind.FULL_POINT_BYE;
        case "D", "H" -> ResultKind.HALF_POINT_BYE;
        case "P" -> ResultKind.PAIRING_ALLOCATED_BYE;
        case "Z", "L", "U" -> ResultKind.ZERO_POINT_BYE;
        default -> null;
      };
      if (kind == null) {
        error(game.get("wResult"), "round " + r + ": a bye's result \"" + code
            + "\" is not one of W, F, D, H, P, Z, L and U");
        return 0;
      }
      put(results, places, w, r, RoundResult.bye(kind), game);
      return r;
    }
    if (wResult == null && bResult == null) {
      put(results, places, w, r, RoundResult.against(ResultKind.PENDING, b, Colour.WHITE), game);
      put(results, places, b, r, RoundResult.against(ResultKind.PENDING, w, Colour.BLACK), game);
      return r;
    }
    String ws = wResult != null ? wResult : reverse(bResult);
    String bs = bResult != null ? bResult : reverse(wResult);
    ResultKind whiteKind = kind(ws, played);
    ResultKind blackKind = kind(bs, played);
    if (whiteKind == null || blackKind == null || ws.equals("A") || bs.equals("A")) {
      Value at = whiteKind == null || ws.equals("A") ? game.get("wResult") : game.get("bResult");
      error(at == null ? game : at, "round " + r + ": the result " + ws + "-" + bs
          + (ws.equals("A") || bs.equals("A") ? " (A, unknown) is not read: give the game's"
              + " result, or none for a game not yet finished"
              : " is not a game's: wResult and bResult are W, D, L or Z"));
      return 0;
    }
    if (played ? !agree(whiteKind, blackKind) : !agreeUnplayed(whiteKind, blackKind)) {
      error(game, "round " + r + ": the result " + ws + "-" + bs + (played ? " of a game played"
          : " of a game not played (played: false)") + " is not one the library can rank:"
          + (played ? " a game is W-L, D-D or L-W" : " a forfeit is W-Z, Z-W or Z-Z"));
      return 0;
    }
    put(results, places, w, r, RoundResult.against(whiteKind, b, Colour.WHITE), game);
    put(results, places, b, r, RoundResult.against(blackKind, w, Colour.BLACK), game);
    return r;
  }

  private void put(Map<Integer, Map<Integer, RoundResult>> results, Map<Long, Value> places,
      int player, int round, RoundResult result, Obj game) {
    RoundResult earlier = results.computeIfAbsent(player, p -> new HashMap<>()).put(round,
        result);
    if (earlier != null) {
      error(game, "round " + round + ": competitor " + player + " has a second game or bye");
    }
    places.putIfAbsent(key(player, round), game);
  }

  private static long key(int player, int round) {
    return (long) player << 32 | round;
  }

  /** The result letter of a side, upper case; null if not given. */
  private String result(Obj game, String name) {
    Value value = game.get(name);
    if (value == null || value instanceof Json.Null) {
      return null;
    }
    if (value instanceof Json.Str s && !s.value().isBlank()) {
      return s.value().strip().toUpperCase(Locale.ROOT);
    }
    error(value, name + " must be a result letter, not " + value.kind());
    return "?";
  }

  private static String reverse(String code) {
    return switch (code) {
      case "W" -> "L";
      case "L" -> "W";
      case "Z" -> "W";
      default -> code;
    };
  }

  private static ResultKind kind(String code, boolean played) {
    return switch (code) {
      case "W" -> played ? ResultKind.WIN : ResultKind.FORFEIT_WIN;
      case "D" -> played ? ResultKind.DRAW : null;
      case "L" -> played ? ResultKind.LOSS : ResultKind.FORFEIT_LOSS;
      case "Z" -> ResultKind.FORFEIT_LOSS;
      case "A" -> ResultKind.DRAW;
      default -> null;
    };
  }

  private static boolean agree(ResultKind white, ResultKind black) {
    return white == ResultKind.WIN && black == ResultKind.LOSS
        || white == ResultKind.DRAW && black == ResultKind.DRAW
        || white == ResultKind.LOSS && black == ResultKind.WIN;
  }

  private static boolean agreeUnplayed(ResultKind white, ResultKind black) {
    return white.isForfeit() && black.isForfeit()
        && !(white == ResultKind.FORFEIT_WIN && black == ResultKind.FORFEIT_WIN);
  }

  /**
   * The points of {@code scoreSystem.game} (or {@code .match}): the letters W, D, L, Z, F, H and
   * P, each a number or the letter whose points it takes; the defaults of the checker where none
   * is given.
   */
  PointSystem pointSystem(Obj tournament, String kind) {
    Map<String, Score> defaults = kind.equals("game")
        ? Map.of("W", Score.ONE, "D", Score.HALF, "L", Score.ZERO, "Z", Score.ZERO)
        : Map.of("W", Score.of(2), "D", Score.ONE, "L", Score.ZERO, "Z", Score.ZERO);
    Obj system = tournament.get("scoreSystem") instanceof Obj s && s.get(kind) instanceof Obj g
        ? g : null;
    Map<String, Value> letters = system == null ? Map.of() : system.members();
    Map<String, Score> resolved = new LinkedHashMap<>();
    for (String letter : List.of("W", "D", "L", "Z", "F", "H", "P")) {
      Score value = points(letters, letter, defaults, 0);
      resolved.put(letter, value == null ? defaults.getOrDefault(letter, Score.ZERO) : value);
    }
    if (!letters.containsKey("F")) {
      resolved.put("F", resolved.get("W"));
    }
    if (!letters.containsKey("H")) {
      resolved.put("H", resolved.get("D"));
    }
    if (!letters.containsKey("P")) {
      resolved.put("P", resolved.get("W"));
    }
    return PointSystem.builder().win(resolved.get("W")).draw(resolved.get("D"))
        .loss(resolved.get("L")).forfeitWin(resolved.get("W")).forfeitLoss(resolved.get("Z"))
        .fullPointBye(resolved.get("F")).halfPointBye(resolved.get("H"))
        .zeroPointBye(resolved.get("Z")).pairingAllocatedBye(resolved.get("P")).build();
  }

  private Score points(Map<String, Value> letters, String letter, Map<String, Score> defaults,
      int depth) {
    Value value = letters.get(letter);
    if (value == null) {
      return defaults.get(letter);
    }
    String text = value instanceof Json.Num n ? n.text()
        : value instanceof Json.Str s ? s.value().strip() : null;
    if (text == null) {
      error(value, "the points of " + letter + " must be a number, not " + value.kind());
      return null;
    }
    if (!text.isEmpty() && Character.isLetter(text.charAt(0))) {
      if (depth > letters.size() || !letters.containsKey(text) && !defaults.containsKey(text)) {
        error(value, "the points of " + letter + " name \"" + text + "\", which has none");
        return null;
      }
      return points(letters, text, defaults, depth + 1);
    }
    Optional<Score> score = decimal(text);
    if (score.isEmpty()) {
      error(value, "the points of " + letter + " must be a decimal number: " + text);
      return null;
    }
    return score.get();
  }

  /** An exact decimal such as {@code 1}, {@code 0.5}, {@code "1.0"}; empty if it is none. */
  static Optional<Score> decimal(String text) {
    if (!text.matches("-?[0-9]{1,9}(\\.[0-9]{1,9})?")) {
      return Optional.empty();
    }
    int dot = text.indexOf('.');
    if (dot < 0) {
      return Optional.of(Score.of(Long.parseLong(text)));
    }
    String digits = text.substring(0, dot) + text.substring(dot + 1);
    long denominator = (long) Math.pow(10, text.length() - dot - 1);
    return Optional.of(Score.of(Long.parseLong(digits), denominator));
  }

  /**
   * The format: the checker's {@code format} or {@code pairingSystem} where they say it, a
   * tournament type that names it, else a round robin where the players and rounds fit one and
   * no two players meet more often than it lets them (with a warning), as a TRF without record
   * 192 is read.
   */
  private Format format(Obj tournament, Obj info, Map<Integer, Player> players,
      Map<Integer, Map<Integer, RoundResult>> results, int planned) {
    String said = (firstText(tournament.get("format")) + " " + firstText(
        tournament.get("tournamentType")) + " " + (info == null ? ""
            : firstText(info.get("typeOfTournament"))) + " " + texts(tournament.get(
                "pairingSystem"))).toUpperCase(Locale.ROOT);
    boolean twice = said.contains("DOUBLE");
    if (said.contains("SWISS")) {
      return Format.SWISS;
    }
    if (said.contains("ROBIN") || said.contains("BERGER") || said.contains("RR")) {
      return twice ? Format.DOUBLE_ROUND_ROBIN : Format.ROUND_ROBIN;
    }
    int n = players.size();
    int single = n % 2 == 0 ? n - 1 : n;
    if (n < 3 || planned != single && planned != 2 * single) {
      return Format.SWISS;
    }
    Format fitting = planned == single ? Format.ROUND_ROBIN : Format.DOUBLE_ROUND_ROBIN;
    Map<Long, Integer> meetings = new HashMap<>();
    for (Map.Entry<Integer, Map<Integer, RoundResult>> row : results.entrySet()) {
      for (RoundResult result : row.getValue().values()) {
        int opponent = result.opponentOrZero();
        if (opponent > row.getKey() && meetings.merge(key(row.getKey(), opponent), 1,
            Integer::sum) > fitting.maxMeetings()) {
          return Format.SWISS;
        }
      }
    }
    warn(tournament, "no format or pairing system: taken as "
        + (fitting == Format.ROUND_ROBIN ? "a round robin" : "a double round robin")
        + " because the " + n + " players have " + planned + " rounds and no two of them meet"
        + " more than " + (fitting == Format.ROUND_ROBIN ? "once" : "twice"));
    return fitting;
  }

  private static String texts(Value value) {
    if (value instanceof Arr list) {
      StringBuilder out = new StringBuilder();
      for (Value element : list.elements()) {
        out.append(firstText(element)).append(' ');
      }
      return out.toString();
    }
    return firstText(value);
  }

  private Optional<LocalDate> date(Value value) {
    if (!(value instanceof Json.Str s) || s.value().isBlank()) {
      return Optional.empty();
    }
    String text = s.value().strip();
    try {
      return Optional.of(LocalDate.parse(text.length() >= 10 ? text.substring(0, 10)
          .replace('/', '-').replace('.', '-') : text));
    } catch (DateTimeParseException e) {
      warn(value, "the date \"" + text + "\" is not YYYY-MM-DD: not read");
      return Optional.empty();
    }
  }

  /** The elements of an array member; none, with a problem, where it is not an array. */
  List<Value> array(Obj object, String name) {
    Value value = object.get(name);
    if (value == null || value instanceof Json.Null) {
      return List.of();
    }
    if (value instanceof Arr list) {
      return list.elements();
    }
    error(value, name + " must be an array, not " + value.kind());
    return List.of();
  }

  /** A whole-number member; a problem where it is required and missing, or not whole. */
  OptionalInt integer(Obj object, String name, boolean required) {
    Value value = object.get(name);
    if (value == null || value instanceof Json.Null) {
      if (required) {
        error(object, "\"" + name + "\" is missing");
      }
      return OptionalInt.empty();
    }
    return whole(value, name);
  }

  private OptionalInt whole(Value value, String name) {
    String text = value instanceof Json.Num n ? n.text()
        : value instanceof Json.Str s ? s.value().strip() : null;
    if (text != null && text.matches("-?[0-9]{1,9}(\\.0+)?")) {
      int dot = text.indexOf('.');
      return OptionalInt.of(Integer.parseInt(dot < 0 ? text : text.substring(0, dot)));
    }
    error(value, name + " must be a whole number, not " + (text == null ? value.kind()
        : "\"" + text + "\""));
    return OptionalInt.empty();
  }

  /** The first of the values that is a non-blank string, stripped; empty if none is. */
  static String firstText(Value... values) {
    for (Value value : values) {
      if (value instanceof Json.Str s && !s.value().isBlank()) {
        return s.value().strip();
      }
    }
    return "";
  }

  void error(Value at, String message) {
    errors.add(FormatProblem.at(at.line(), at.column(), message));
  }

  void warn(Value at, String message) {
    warnings.add(FormatProblem.at(at.line(), at.column(), message));
  }

  void inconsistent(Problem problem, Value at) {
    errors.add(new FormatProblem(problem.message().toString(), at.line(),
        OptionalInt.of(at.column()), Optional.of(problem)));
  }
}
