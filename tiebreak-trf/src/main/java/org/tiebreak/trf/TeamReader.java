package org.tiebreak.trf;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.tiebreak.api.Colour;
import org.tiebreak.api.Format;
import org.tiebreak.api.GameResult;
import org.tiebreak.api.InvalidTournamentException;
import org.tiebreak.api.Player;
import org.tiebreak.api.PointSystem;
import org.tiebreak.api.Problem;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.RoundResult;
import org.tiebreak.api.Score;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.standings.Message;
import org.tiebreak.api.team.Board;
import org.tiebreak.api.team.Match;
import org.tiebreak.api.team.Team;
import org.tiebreak.api.team.TeamScore;
import org.tiebreak.api.team.TeamTournament;

/**
 * Reads the team records of a TRF file (TRF26 records 310, 320, 330, 300, 240, 352, 362 and 299,
 * TRF16 record 013) and builds the team event from them and the players' games, reporting every
 * inconsistency at the line and column of the record concerned. A game whose players' records
 * give an opponent and a colour without a result is a pending board, and its match a match in
 * progress, as a blank result is a pending game of an individual event.
 */
final class TeamReader {

  /** A value of up to four digits and four decimals, not followed by more of them. */
  private static final String VALUE =
      "(-?(?:[0-9]{1,4}(?:\\.[0-9]{0,4})?|\\.[0-9]{1,4}))(?![0-9.])";
  private static final Pattern POINT = Pattern.compile("([A-Za-z]{1,2})\\s*=?\\s*" + VALUE);

  /** A place in the file. */
  private record Place(int line, int column) {}

  /** A team's round that a record gives as a whole: 320, 240 or 330. */
  private record Entry(Match match, String record, TrfLine line, int column) {}

  /** A record 330: a match forfeited as a whole. */
  private record Forfeit(TrfLine line, GameResult result, int round, int white, int black) {}

  /** A record 300: a team's players board by board in a round, 0 for none. */
  private record Order(TrfLine line, int round, int team, int opponent, List<Integer> players,
      List<Integer> columns) {}

  /** A team of a 240 record: the kind of its bye, where it is written. */
  private record Bye(TrfLine line, ResultKind kind, int round, int team, int column) {}

  /** A team of record 320, in the slot of a round. */
  private record Pab(int round, int team, int column) {}

  /** A player's seat in a round: its opponent (0 for an empty seat opposite). */
  private record Seat(int player, int opponent) {}

  /** A match played: its two teams and its boards as their players (0 for nobody). */
  private record Played(int team, int opponent, List<int[]> boards) {}

  private final TrfProblems errors;
  private final TrfProblems warnings;
  private final Map<Integer, PlayerLine> players;
  private final Set<Integer> startRanks;

  private final List<TrfDocument.TeamRecord> teams = new ArrayList<>();
  private final Map<Integer, TrfDocument.TeamRecord> teamsByNumber = new TreeMap<>();
  private final Map<Integer, TrfLine> teamLines = new HashMap<>();
  private final Map<Integer, Integer> teamOf = new HashMap<>();
  private final Map<Integer, Integer> rosterIndex = new HashMap<>();
  private final Map<Integer, Place> rosterPlaces = new HashMap<>();

  private TrfLine pabLine;
  private Score pabMatchPoints;
  private Score pabGamePoints;
  private final List<Pab> pabs = new ArrayList<>();
  private final List<Forfeit> forfeits = new ArrayList<>();
  private final List<Order> orders = new ArrayList<>();
  private final List<Bye> byes = new ArrayList<>();
  private String colours = "";
  private TrfLine colourLine;
  private final Map<ResultKind, Score> matchPoints = new HashMap<>();
  private boolean teamFile;

  /** Where each team's round was made, for problems of the team event. */
  private final Map<Long, Place> origins = new HashMap<>();
  /** The first of {@link #origins} in each round, once every round is read; made when needed. */
  private Map<Integer, Place> roundOrigins;
  /** Whether a problem was found while building (the event is not built then). */
  private boolean failed;

  private TeamReader(Map<Integer, PlayerLine> players, Set<Integer> startRanks,
      TrfProblems errors, TrfProblems warnings) {
    this.players = players;
    this.startRanks = startRanks;
    this.errors = errors;
    this.warnings = warnings;
  }

  /**
   * Reads the team records among {@code lines}: a file with records 310 or 013 is a team file.
   *
   * @param players the usable player records by start rank
   * @param startRanks every start rank that has a 001 record, usable or not
   */
  static TeamReader read(List<TrfLine> lines, Map<Integer, PlayerLine> players,
      Set<Integer> startRanks, TrfProblems errors, TrfProblems warnings) {
    TeamReader reader = new TeamReader(players, startRanks, errors, warnings);
    reader.readRecords(lines);
    return reader;
  }

  /** Whether the file has team records (310 or 013). */
  boolean isTeamFile() {
    return teamFile;
  }

  /** The team records in file order. */
  List<TrfDocument.TeamRecord> teams() {
    return teams;
  }

  private void readRecords(List<TrfLine> lines) {
    boolean has310 = lines.stream().anyMatch(line -> line.text.startsWith("310"));
    teamFile = has310 || lines.stream().anyMatch(line -> line.text.startsWith("013"));
    if (!teamFile) {
      return;
    }
    int number013 = 0;
    for (TrfLine line : lines) {
      String text = line.text;
      if (text.startsWith("310")) {
        readTeam310(line);
      } else if (text.startsWith("013")) {
        number013++;
        if (has310) {
          warn(line, 1, "record 013 is ignored: the file gives its teams in records 310");
        } else {
          readTeam013(line, number013);
        }
      } else if (text.startsWith("320")) {
        readPab(line);
      } else if (text.startsWith("330")) {
        readForfeit(line);
      } else if (text.startsWith("300")) {
        readOrder(line);
      } else if (text.startsWith("240")) {
        readBye(line);
      } else if (text.startsWith("352")) {
        readColours(line);
      } else if (text.startsWith("362")) {
        readMatchPoints(line);
      } else if (text.startsWith("299")) {
        warn(line, 1, "record 299 (abnormal points) is kept, but not applied to the team"
            + " event's scores");
      }
    }
  }

  private void readTeam310(TrfLine line) {
    int number = number(line, 5, 7, "team pairing number", true);
    if (number <= 0) {
      return;
    }
    String name = line.field(9, 40);
    String nickname = line.field(42, 46);
    String matchPoints = decimal(line, 55, 60, "match points");
    String gamePoints = decimal(line, 62, 67, "game points");
    String rank = line.field(69, 71);
    if (!rank.isEmpty() && !PlayerLine.isDigits(rank)) {
      invalid(line, 69, "the team rank is not a number: \"" + rank + "\"");
      rank = "";
    }
    if (!line.field(72, 73).isEmpty()) {
      malformed(line, 72, "the team record has \"" + line.field(72, 73)
          + "\" between the rank (69-71) and the first player (74-77)");
    }
    addTeam(line, number, name, nickname, matchPoints, gamePoints, rank, 74);
  }

  private void readTeam013(TrfLine line, int number) {
    addTeam(line, number, line.field(5, 36), "", "", "", "", 37);
  }

  private void addTeam(TrfLine line, int number, String name, String nickname,
      String matchPoints, String gamePoints, String rank, int first) {
    if (teamsByNumber.containsKey(number)) {
      inconsistent(Problem.ofTeam(Problem.Kind.DUPLICATE_TEAM_NUMBER, number, 0, 0, 0,
          Message.of("problem.trf.teamNumberTaken", number, teamLines.get(number).number)), line,
          5);
      return;
    }
    List<Integer> roster = new ArrayList<>();
    for (int column = first; column <= line.length(); column += 5) {
      if (!line.blank(column + 4)) {
        malformed(line, column + 4, "the players of a team record are in columns of four,"
            + " one blank apart: \"" + line.slice(column, line.runEnd(column + 4)) + "\"");
        break;
      }
      String text = line.field(column, column + 3);
      if (text.isEmpty()) {
        continue;
      }
      if (!PlayerLine.isDigits(text)) {
        invalid(line, column, "the player's start rank is not a number: \"" + text + "\"");
        continue;
      }
      int player = Integer.parseInt(text);
      if (player == 0) {
        continue;
      }
      Integer other = teamOf.putIfAbsent(player, number);
      if (!startRanks.contains(player)) {
        teamOf.remove(player);
        inconsistent(Problem.ofTeam(Problem.Kind.UNKNOWN_PLAYER, number, 0, 0, player,
            Message.of("problem.trf.startRankWithoutRecord", player)), line, column);
      } else if (other != null) {
        inconsistent(Problem.ofTeam(Problem.Kind.DUPLICATE_START_NUMBER, number, 0, 0, player,
            Message.of("problem.trf.startRankOnTwoRosters", player, other)), line, column);
      } else {
        rosterIndex.put(player, roster.size());
        rosterPlaces.put(player, new Place(line.number, column));
        roster.add(player);
      }
    }
    TrfDocument.TeamRecord team = new TrfDocument.TeamRecord(line.number, number, name, nickname,
        matchPoints, gamePoints, rank, roster);
    teams.add(team);
    teamsByNumber.put(number, team);
    teamLines.put(number, line);
  }

  private void readPab(TrfLine line) {
    if (pabLine != null) {
      invalid(line, 1, "record 320 is repeated; the one on line " + pabLine.number + " counts");
      return;
    }
    pabLine = line;
    String matchText = decimal(line, 5, 8, "match points of the pairing-allocated bye");
    String gameText = decimal(line, 10, 13, "game points of the pairing-allocated bye");
    pabMatchPoints = matchText.isEmpty() ? null : Score.parse(matchText);
    pabGamePoints = gameText.isEmpty() ? null : Score.parse(gameText);
    int round = 1;
    for (int column = 15; column <= line.length(); column += 4, round++) {
      if (!line.blank(column + 3)) {
        malformed(line, column + 3, "the teams of record 320 are in columns of three, one blank"
            + " apart: \"" + line.slice(column, line.runEnd(column + 3)) + "\"");
        break;
      }
      int team = number(line, column, column + 2, "team pairing number", false);
      if (team > 0) {
        pabs.add(new Pab(round, team, column));
      }
    }
  }

  private void readForfeit(TrfLine line) {
    String type = line.slice(5, 6).toUpperCase(Locale.ROOT);
    GameResult result = switch (type) {
      case "+-", "10", "WL", "WZ" -> GameResult.WHITE_WINS_BY_FORFEIT;
      case "-+", "01", "LW", "ZW" -> GameResult.BLACK_WINS_BY_FORFEIT;
      case "--", "00", "LL", "ZZ" -> GameResult.DOUBLE_FORFEIT;
      default -> null;
    };
    if (result == null) {
      invalid(line, 5, "the type of a forfeited match is not +-, -+ or --: \"" + type + "\"");
      return;
    }
    if (!type.equals("+-") && !type.equals("-+") && !type.equals("--")) {
      warn(line, 5, "the type of a forfeited match \"" + type + "\" is read as "
          + (result == GameResult.WHITE_WINS_BY_FORFEIT ? "+-"
              : result == GameResult.BLACK_WINS_BY_FORFEIT ? "-+" : "--"));
    }
    int round = number(line, 8, 10, "round", true);
    int white = number(line, 12, 14, "white team", true);
    int black = number(line, 16, 18, "black team", true);
    if (round > 0 && white > 0 && black > 0) {
      forfeits.add(new Forfeit(line, result, round, white, black));
    }
  }

  private void readOrder(TrfLine line) {
    int round = number(line, 5, 7, "round", true);
    int team = number(line, 9, 11, "team", true);
    int opponent = number(line, 13, 15, "opponent team", true);
    List<Integer> ids = new ArrayList<>();
    List<Integer> columns = new ArrayList<>();
    boolean readable = true;
    for (int column = 17; column <= line.length(); column += 5) {
      if (!line.blank(column + 4)) {
        malformed(line, column + 4, "the players of record 300 are in columns of four, one"
            + " blank apart: \"" + line.slice(column, line.runEnd(column + 4)) + "\"");
        readable = false;
        break;
      }
      String text = line.field(column, column + 3);
      if (text.isEmpty() && line.field(column, line.length()).isEmpty()) {
        break;
      }
      if (!PlayerLine.isDigits(text)) {
        invalid(line, column, "the player's start rank is not a number: \"" + text + "\"");
        readable = false;
        continue;
      }
      ids.add(Integer.parseInt(text));
      columns.add(column);
    }
    if (round > 0 && team > 0 && opponent > 0 && readable) {
      orders.add(new Order(line, round, team, opponent, ids, columns));
    }
  }

  private void readBye(TrfLine line) {
    char type = Character.toUpperCase((char) line.at(5));
    ResultKind kind = switch (type) {
      case 'F' -> ResultKind.FULL_POINT_BYE;
      case 'H' -> ResultKind.HALF_POINT_BYE;
      case 'Z', ' ' -> ResultKind.ZERO_POINT_BYE;
      default -> null;
    };
    if (kind == null) {
      invalid(line, 5, "the type of a bye is not F, H or Z: \"" + line.slice(5, 5) + "\"");
      return;
    }
    int round = number(line, 7, 9, "round", true);
    for (int column = 11; column <= line.length(); column += 5) {
      if (!line.blank(column + 4)) {
        malformed(line, column + 4, "the teams of record 240 are in columns of four, one blank"
            + " apart: \"" + line.slice(column, line.runEnd(column + 4)) + "\"");
        break;
      }
      int team = number(line, column, column + 3, "team pairing number", false);
      if (team > 0 && round > 0) {
        byes.add(new Bye(line, kind, round, team, column));
      }
    }
  }

  private void readColours(TrfLine line) {
    if (colourLine != null) {
      warn(line, 1, "record 352 is repeated; the one on line " + colourLine.number + " counts");
      return;
    }
    colourLine = line;
    String value = TrfDocument.value(line.text);
    int start = value.isEmpty() ? 5 : line.text.indexOf(value, 3) + 1;
    StringBuilder sequence = new StringBuilder();
    for (int i = 0; i < value.length(); i++) {
      char c = Character.toUpperCase(value.charAt(i));
      if (c != 'W' && c != 'B') {
        invalid(line, start + i, "the colour sequence of the boards has \"" + value.charAt(i)
            + "\"; it is W and B only");
        return;
      }
      sequence.append(c);
    }
    colours = sequence.toString();
  }

  private void readMatchPoints(TrfLine line) {
    String text = line.text;
    Matcher matcher = POINT.matcher(text);
    int position = 3;
    while (position < text.length() && matcher.find(position)
        && TrfLine.isBlank(text.substring(position, matcher.start()))) {
      String code = matcher.group(1).toUpperCase(Locale.ROOT);
      Score value = Score.parse(matcher.group(2));
      switch (code) {
        case "TW", "W" -> matchPoints.put(ResultKind.WIN, value);
        case "TD", "D" -> matchPoints.put(ResultKind.DRAW, value);
        case "TL", "L" -> matchPoints.put(ResultKind.LOSS, value);
        default -> warn(line, matcher.start() + 1, "unknown match point code in record 362: "
            + matcher.group(1) + "; ignored");
      }
      position = matcher.end();
    }
    if (position < text.length() && !TrfLine.isBlank(text.substring(position))) {
      while (TrfLine.isBlank(text.charAt(position))) {
        position++;
      }
      invalid(line, position + 1, "cannot read the match points of record 362 from \""
          + text.substring(position).strip() + "\"");
    }
  }

  /**
   * The number in columns {@code from}-{@code to}: 0 if blank (an error too if
   * {@code required}), -1 after an error.
   */
  private int number(TrfLine line, int from, int to, String what, boolean required) {
    String text = line.field(from, to);
    if (text.isEmpty()) {
      if (required) {
        malformed(line, from, "the " + what + " (columns " + from + "-" + to + ") is missing");
        return -1;
      }
      return 0;
    }
    if (!PlayerLine.isDigits(text)) {
      invalid(line, from, "the " + what + " is not a number: \"" + text + "\"");
      return -1;
    }
    int value = Integer.parseInt(text);
    if (value == 0 && required) {
      invalid(line, from, "the " + what + " must be at least 1: \"" + text + "\"");
      return -1;
    }
    return value;
  }

  /** A decimal in columns {@code from}-{@code to}, {@code ""} if blank or after an error. */
  private String decimal(TrfLine line, int from, int to, String what) {
    String text = line.field(from, to);
    String digits = text.startsWith("-") ? text.substring(1) : text;
    if (!text.isEmpty() && !PlayerLine.isDecimal(digits)) {
      invalid(line, from, "the " + what + " is not a number: \"" + text + "\"");
      return "";
    }
    return text;
  }

  /**
   * Builds the team event from the players' games and the team records, or reports why it cannot
   * be built.
   *
   * @param individual the players' tournament, checked
   * @param planned the planned rounds
   * @param type the value of record 192, or {@code ""}
   * @param standings the value of record 212, or {@code ""}
   * @return the event, or {@code null} after reporting its problems
   */
  TeamTournament build(Tournament individual, int planned, String type, String standings,
      TrfLine formatRecord) {
    if (!teams.isEmpty() && teams.stream().allMatch(team -> team.players().isEmpty())) {
      TrfLine first = teamLines.get(teams.get(0).number());
      boolean trf16 = first.text.startsWith("013");
      inconsistent(Problem.ofTeam(Problem.Kind.EMPTY_TEAM, teams.get(0).number(), 0, 0, 0,
          Message.of("problem.trf.noRosters", trf16 ? 37 : 74)), first, trf16 ? 37 : 74);
      return null;
    }
    Set<Integer> reported = new HashSet<>();
    for (PlayerLine player : players.values()) {
      if (teamOf.containsKey(player.startRank)) {
        continue;
      }
      if (hasBoard(individual, player.startRank)) {
        reported.add(player.startRank);
        inconsistent(Problem.ofTeam(Problem.Kind.UNKNOWN_PLAYER, 0, 0, 0, player.startRank,
            Message.of("problem.trf.gamesWithoutTeam")), player.line, 5);
      } else {
        warn(player.line, 5, "player " + player.startRank + " is on no team's roster and has no"
            + " game; not part of the team event");
      }
    }
    int rounds = roundsWithForfeits(individual.roundsPlayed(), planned);
    Map<Long, Entry> entries = entries(rounds);
    Map<Long, Order> ordersByTeam = new HashMap<>();
    for (Order order : orders) {
      if (checkOrder(order, rounds, entries)) {
        Order earlier = ordersByTeam.putIfAbsent(key(order.team, order.round), order);
        if (earlier != null) {
          inconsistent(Problem.ofTeam(Problem.Kind.TWO_RESULTS_IN_ROUND, order.team, order.round,
              0, 0, Message.of("problem.trf.boardsAgain", earlier.line.number)), order.line, 9);
        }
      }
    }
    List<List<Match>> matches = new ArrayList<>();
    List<List<Played>> played = new ArrayList<>();
    for (int round = 1; round <= rounds; round++) {
      List<Played> roundPlayed = new ArrayList<>();
      matches.add(round(individual, round, round <= individual.roundsPlayed(), entries,
          ordersByTeam, roundPlayed, reported));
      played.add(roundPlayed);
    }
    if (failed) {
      return null;
    }
    int boards = boards(played);
    List<List<Match>> built = new ArrayList<>();
    for (int round = 1; round <= rounds; round++) {
      List<Match> roundMatches = new ArrayList<>(matches.get(round - 1));
      for (Played match : played.get(round - 1)) {
        roundMatches.add(match(individual, round, match, boards));
      }
      roundMatches.sort(Comparator.comparing((Match m) -> m.bye().isPresent())
          .thenComparingInt(Match::first));
      built.add(roundMatches);
    }
    return event(individual, planned, boards, built, type, standings, formatRecord);
  }

  /**
   * The rounds of the team event: those of the players' records, then each next round that only
   * records 330 give (a round in which every match was forfeited as a whole). A record 330 for a
   * later round is a problem at its own line: beyond the rounds planned, or after a round that
   * nothing gives.
   */
  private int roundsWithForfeits(int played, int planned) {
    Set<Integer> forfeited = new HashSet<>();
    forfeits.forEach(forfeit -> forfeited.add(forfeit.round));
    int rounds = played;
    while (rounds < planned && forfeited.contains(rounds + 1)) {
      rounds++;
    }
    List<Forfeit> counted = new ArrayList<>();
    for (Forfeit forfeit : forfeits) {
      if (forfeit.round <= rounds) {
        counted.add(forfeit);
      } else if (forfeit.round > planned) {
        inconsistent(Problem.ofTeam(Problem.Kind.ROUND_BEYOND_PLANNED, forfeit.white,
            forfeit.round, 0, 0, Message.of("problem.trf.forfeitBeyondPlanned", forfeit.round,
                planned)), forfeit.line, 8);
      } else {
        inconsistent(Problem.ofTeam(Problem.Kind.MISSING_RESULT, forfeit.white, forfeit.round,
            0, 0, Message.of("problem.trf.forfeitAfterGap", forfeit.round, rounds,
                rounds + 1)), forfeit.line, 8);
      }
    }
    forfeits.retainAll(counted);
    return rounds;
  }

  /** Whether the player has a game or a win against an empty seat in some round. */
  private boolean hasBoard(Tournament individual, int player) {
    for (int round = 1; round <= individual.roundsPlayed(); round++) {
      if (seat(individual, player, round) != null) {
        return true;
      }
    }
    return false;
  }

  /** The teams' rounds given by records 320, 240 and 330, by team and round. */
  private Map<Long, Entry> entries(int rounds) {
    Map<Long, Entry> entries = new HashMap<>();
    for (Pab pab : pabs) {
      if (pab.round > rounds) {
        warn(pabLine, pab.column, "record 320 gives team " + pab.team + " the pairing-allocated"
            + " bye of round " + pab.round + ", which has not been played; not counted");
      } else if (knownTeam(pab.team, pab.round, pabLine, pab.column)) {
        add(entries, new Entry(Match.bye(pab.team), "320", pabLine, pab.column), pab.team,
            pab.round);
      }
    }
    for (Bye bye : byes) {
      if (bye.round > rounds) {
        warn(bye.line, bye.column, "record 240 gives team " + bye.team + " a bye in round "
            + bye.round + ", which has not been played; not counted");
      } else if (knownTeam(bye.team, bye.round, bye.line, bye.column)) {
        add(entries, new Entry(Match.bye(bye.team, bye.kind), "240", bye.line, bye.column),
            bye.team, bye.round);
      }
    }
    for (Forfeit forfeit : forfeits) {
      boolean white = knownTeam(forfeit.white, forfeit.round, forfeit.line, 12);
      boolean black = knownTeam(forfeit.black, forfeit.round, forfeit.line, 16);
      if (white && black) {
        Match match = Match.forfeited(forfeit.white, forfeit.black, forfeit.result);
        add(entries, new Entry(match, "330", forfeit.line, 12), forfeit.white, forfeit.round);
        if (forfeit.black != forfeit.white) {
          add(entries, new Entry(match, "330", forfeit.line, 16), forfeit.black, forfeit.round);
        }
      }
    }
    return entries;
  }

  private void add(Map<Long, Entry> entries, Entry entry, int team, int round) {
    Entry earlier = entries.putIfAbsent(key(team, round), entry);
    if (earlier != null) {
      inconsistent(Problem.ofTeam(Problem.Kind.TWO_RESULTS_IN_ROUND, team, round, 0, 0,
          Message.of("problem.trf.twoEntries", entry.record, team, what(entry.match), round,
              earlier.record, earlier.line.number, what(earlier.match))), entry.line,
          entry.column);
    } else {
      origins.put(key(team, round), new Place(entry.line.number, entry.column));
    }
  }

  /** A team's round that a record other than 300 gives: the kind of its bye, or a forfeit. */
  private static Object what(Match match) {
    return match.bye().<Object>map(kind -> kind)
        .orElse(Message.of("problem.trf.forfeitedMatch"));
  }

  private boolean knownTeam(int team, int round, TrfLine line, int column) {
    if (teamsByNumber.containsKey(team)) {
      return true;
    }
    inconsistent(Problem.ofTeam(Problem.Kind.UNKNOWN_TEAM, team, round, 0, 0,
        Message.of("problem.trf.unknownTeam", line.text.substring(0, 3), team)), line, column);
    return false;
  }

  /** Whether a record 300 names known teams in a round played, and no record gives them byes. */
  private boolean checkOrder(Order order, int rounds, Map<Long, Entry> entries) {
    if (order.round > rounds) {
      warn(order.line, 5, "record 300 is for round " + order.round + ", which has not been"
          + " played; ignored");
      return false;
    }
    boolean known = knownTeam(order.team, order.round, order.line, 9)
        & knownTeam(order.opponent, order.round, order.line, 13);
    if (!known) {
      return false;
    }
    Entry entry = entries.get(key(order.team, order.round));
    if (entry != null) {
      inconsistent(Problem.ofTeam(Problem.Kind.TWO_RESULTS_IN_ROUND, order.team, order.round, 0,
          0, Message.of("problem.trf.boardsAndEntry", order.round, entry.record,
              entry.line.number, what(entry.match))), order.line, 9);
      return false;
    }
    if (order.team == order.opponent) {
      inconsistent(Problem.ofTeam(Problem.Kind.SELF_PAIRING, order.team, order.round, 0, 0,
          Message.of("problem.trf.teamAgainstItself")), order.line, 13);
      return false;
    }
    return true;
  }

  /**
   * One round: the teams' byes and forfeited matches (returned), and the matches played (added to
   * {@code matches}).
   */
  private List<Match> round(Tournament individual, int round, boolean played,
      Map<Long, Entry> entries, Map<Long, Order> orders, List<Played> matches,
      Set<Integer> reported) {
    Map<Integer, List<Seat>> seats = new TreeMap<>();
    Map<Integer, Integer> opponents = new HashMap<>();
    Set<Integer> conflicted = new HashSet<>();
    for (TrfDocument.TeamRecord team : teamsByNumber.values()) {
      List<Seat> teamSeats = new ArrayList<>();
      for (int player : team.players()) {
        Seat seat = played ? seat(individual, player, round) : null;
        if (seat == null) {
          continue;
        }
        if (seat.opponent > 0) {
          Integer other = teamOf.get(seat.opponent);
          if (other == null) {
            if (reported.add(seat.opponent)) {
              PlayerLine line = players.get(seat.opponent);
              inconsistent(Problem.ofTeam(Problem.Kind.UNKNOWN_PLAYER, 0, 0, 0, seat.opponent,
                  Message.of("problem.trf.gamesWithoutTeam")), line.line, 5);
            }
            continue;
          }
          if (other == team.number()) {
            if (seat.player < seat.opponent) {
              PlayerLine line = players.get(seat.player);
              inconsistent(Problem.ofTeam(Problem.Kind.WRONG_TEAM, team.number(), round, 0,
                  seat.player, Message.of("problem.trf.meetsTeammate", seat.opponent)),
                  line.line, line.roundColumn(round));
            }
            failed = true;
            continue;
          }
          Integer earlier = opponents.putIfAbsent(team.number(), other);
          if (earlier != null && earlier.intValue() != other && conflicted.add(team.number())) {
            PlayerLine line = players.get(seat.player);
            inconsistent(Problem.ofTeam(Problem.Kind.TWO_RESULTS_IN_ROUND, team.number(), round,
                0, seat.player, Message.of("problem.trf.playsTwoTeams", earlier, other)),
                line.line, line.roundColumn(round));
          }
        }
        teamSeats.add(seat);
      }
      if (!teamSeats.isEmpty()) {
        seats.put(team.number(), teamSeats);
      }
    }
    for (Order order : orders.values()) {
      if (order.round != round) {
        continue;
      }
      Integer opponent = opponents.get(order.team);
      Integer theirs = opponents.get(order.opponent);
      if (opponent != null && opponent != order.opponent
          || theirs != null && theirs != order.team) {
        boolean ours = opponent != null && opponent != order.opponent;
        inconsistent(Problem.ofTeam(Problem.Kind.OPPONENT_DISAGREES, order.team, round, 0, 0,
            Message.of("problem.trf.opponentOfBoards", order.opponent,
                ours ? order.team : order.opponent, ours ? opponent : theirs)),
            order.line, 13);
        continue;
      }
      Entry entry = entries.get(key(order.opponent, round));
      if (entry != null) {
        inconsistent(Problem.ofTeam(Problem.Kind.TWO_RESULTS_IN_ROUND, order.opponent, round, 0,
            0, Message.of("problem.trf.opponentHasEntry", order.team, round, entry.record,
                entry.line.number, what(entry.match))), order.line, 13);
        continue;
      }
      opponents.putIfAbsent(order.team, order.opponent);
      opponents.putIfAbsent(order.opponent, order.team);
    }
    List<Match> teamRounds = new ArrayList<>();
    Set<Integer> done = new HashSet<>();
    for (TrfDocument.TeamRecord record : teamsByNumber.values()) {
      int team = record.number();
      Entry entry = entries.get(key(team, round));
      List<Seat> teamSeats = seats.getOrDefault(team, List.of());
      if (entry != null) {
        Seat off = teamSeats.isEmpty() ? null : offTheForfeit(individual, entry, team, round,
            teamSeats);
        if (off == null && !teamSeats.isEmpty()) {
          warn(entry.line, entry.column, "round " + round + ": the boards of team " + team
              + " are forfeits of the match that record 330 gives as forfeited as a whole; read"
              + " as that match");
        }
        if (off != null) {
          inconsistent(Problem.ofTeam(Problem.Kind.TWO_RESULTS_IN_ROUND, team, round, 0, 0,
              offMessage(individual, entry, team, round, off)), entry.line, entry.column);
        } else if (entry.match.first() == team) {
          teamRounds.add(entry.match);
        }
        continue;
      }
      Integer opponent = opponents.get(team);
      if (opponent == null && !teamSeats.isEmpty()) {
        Seat seat = teamSeats.get(0);
        PlayerLine line = players.get(seat.player);
        inconsistent(Problem.ofTeam(Problem.Kind.UNKNOWN_OPPONENT, team, round, 0, seat.player,
            Message.of("problem.trf.emptySeatsWithoutOpponent")), line.line,
            line.roundColumn(round));
        continue;
      }
      if (opponent == null) {
        teamRounds.add(inferredBye(record, round, played));
        continue;
      }
      if (!done.add(team) || conflicted.contains(team) || conflicted.contains(opponent)) {
        continue;
      }
      done.add(opponent);
      List<int[]> boards = boards(round, team, opponent,
          seats.getOrDefault(team, List.of()), seats.getOrDefault(opponent, List.of()),
          orders.get(key(team, round)), orders.get(key(opponent, round)));
      if (boards != null) {
        matches.add(new Played(team, opponent, boards));
        Place place = origin(team, opponent, round, seats, orders);
        origins.putIfAbsent(key(team, round), place);
        origins.putIfAbsent(key(opponent, round), place);
      }
    }
    return teamRounds;
  }

  /**
   * The first of a team's seats that a record 330 cannot account for, or {@code null}: FIDE's
   * reference checker reads a match forfeited as a whole from record 330 together with the
   * players' boards, so the boards may be there, as forfeits of the side 330 gives them (won by
   * the team 330 gives the match, lost by the other; lost by both in a double forfeit), against
   * the other team's players or an empty seat ({@code 0000 - +}).
   */
  private Seat offTheForfeit(Tournament individual, Entry entry, int team, int round,
      List<Seat> seats) {
    if (!entry.record.equals("330") || entry.match.forfeit().isEmpty()) {
      return seats.get(0);
    }
    boolean won = wins(entry.match, team);
    int other = entry.match.opponentOf(team);
    for (Seat seat : seats) {
      ResultKind kind = individual.result(seat.player, round).kind();
      boolean fits = seat.opponent == 0 ? won
          : Integer.valueOf(other).equals(teamOf.get(seat.opponent))
              && kind == (won ? ResultKind.FORFEIT_WIN : ResultKind.FORFEIT_LOSS);
      if (!fits) {
        return seat;
      }
    }
    return null;
  }

  /**
   * Why a seat does not fit the team's round of record 320, 240 or 330: a board at all, or a
   * forfeit of the wrong side of a match forfeited as a whole.
   */
  private Message offMessage(Tournament individual, Entry entry, int team, int round,
      Seat seat) {
    int line = players.get(seat.player).line.number;
    ResultKind kind = individual.result(seat.player, round).kind();
    if (entry.record.equals("330") && entry.match.forfeit().isPresent() && (seat.opponent == 0
        || kind.isForfeit() && Integer.valueOf(entry.match.opponentOf(team))
            .equals(teamOf.get(seat.opponent)))) {
      return Message.of("problem.trf.forfeitSideDisagrees", wins(entry.match, team) ? 1 : 0,
          round, seat.player, line, seat.opponent == 0 || kind == ResultKind.FORFEIT_WIN ? 1 : 0);
    }
    return Message.of("problem.trf.entryButBoard", entry.record, what(entry.match), round,
        seat.player, line);
  }

  /** Whether {@code team} wins the match forfeited as a whole. */
  private static boolean wins(Match match, int team) {
    GameResult result = match.forfeit().orElseThrow();
    return match.first() == team ? result == GameResult.WHITE_WINS_BY_FORFEIT
        : result == GameResult.BLACK_WINS_BY_FORFEIT;
  }

  /** The player's seat in a round: a game, a win against an empty seat, or none. */
  private Seat seat(Tournament individual, int player, int round) {
    PlayerLine line = players.get(player);
    if (line == null) {
      return null;
    }
    RoundResult result = individual.result(player, round);
    if (result.opponentOrZero() > 0) {
      return new Seat(player, result.opponentOrZero());
    }
    TrfRound entry = round <= line.rounds.size() ? line.rounds.get(round - 1) : TrfRound.BLANK;
    return entry.result == '+' ? new Seat(player, 0) : null;
  }

  /** Where a match was made: its first player's round field, or its record 300. */
  private Place origin(int team, int opponent, int round, Map<Integer, List<Seat>> seats,
      Map<Long, Order> orders) {
    for (int side : new int[] {team, opponent}) {
      for (Seat seat : seats.getOrDefault(side, List.of())) {
        PlayerLine line = players.get(seat.player);
        return new Place(line.line.number, line.roundColumn(round));
      }
    }
    Order order = orders.get(key(team, round));
    order = order != null ? order : orders.get(key(opponent, round));
    return new Place(order.line.number, 9);
  }

  /** A team with neither boards nor a record in a round: the bye its players' codes say. */
  private Match inferredBye(TrfDocument.TeamRecord team, int round, boolean played) {
    ResultKind kind = ResultKind.ZERO_POINT_BYE;
    PlayerLine at = null;
    for (char code : new char[] {'U', 'F', 'H'}) {
      for (int player : team.players()) {
        PlayerLine line = players.get(player);
        if (line != null && played && round <= line.rounds.size()
            && Character.toUpperCase(line.rounds.get(round - 1).result) == code && at == null) {
          at = line;
          kind = TrfRound.kindOf(code);
        }
      }
    }
    String message = "team " + team.number() + " has no match in round " + round
        + " and no record 320, 240 or 330 names it: read as a " + kind.description();
    if (at != null) {
      warn(at.line, at.roundColumn(round), message + " (from the players' "
          + TrfRound.codeOf(kind) + ")");
      origins.put(key(team.number(), round), new Place(at.line.number, at.roundColumn(round)));
    } else {
      TrfLine line = teamLines.get(team.number());
      warn(line, 5, message);
      origins.put(key(team.number(), round), new Place(line.number, 5));
    }
    return Match.bye(team.number(), kind);
  }

  /**
   * The boards of a match as pairs of players of {@code team} and {@code opponent} (0 for a seat
   * nobody takes), in the order of record 300 where it is given, else in roster order; {@code
   * null} after reporting a problem.
   */
  private List<int[]> boards(int round, int team, int opponent,
      List<Seat> seats, List<Seat> theirSeats, Order order, Order theirOrder) {
    Map<Integer, Integer> opponentOf = new HashMap<>();
    seats.forEach(seat -> opponentOf.put(seat.player, seat.opponent));
    theirSeats.forEach(seat -> opponentOf.put(seat.player, seat.opponent));
    if (order == null && theirOrder == null) {
      return merged(round, team, opponent, seats, theirSeats);
    }
    boolean swapped = order == null;
    Order first = swapped ? theirOrder : order;
    Order second = swapped ? null : theirOrder;
    int side = first.team;
    int other = first.opponent;
    List<Seat> sideSeats = swapped ? theirSeats : seats;
    List<Seat> otherSeats = swapped ? seats : theirSeats;
    List<Integer> listed = listed(first, round, side, sideSeats, opponentOf);
    if (listed == null) {
      return null;
    }
    List<int[]> boards = new ArrayList<>();
    if (second != null) {
      List<Integer> theirs = listed(second, round, other, otherSeats, opponentOf);
      if (theirs == null) {
        return null;
      }
      for (int k = 0; k < Math.max(listed.size(), theirs.size()); k++) {
        int mine = k < listed.size() ? listed.get(k) : 0;
        int yours = k < theirs.size() ? theirs.get(k) : 0;
        int expected = mine == 0 ? 0 : opponentOf.get(mine);
        boolean fits = mine != 0 ? expected == yours
            : yours == 0 || opponentOf.get(yours) == 0;
        if (!fits) {
          int column = k < second.columns.size() ? second.columns.get(k) : 17;
          Message sideHas = mine == 0 ? seated(0)
              : Message.of("problem.trf.playerFacing", mine, expected == 0
                  ? Message.of("problem.trf.emptySeat") : seated(expected));
          inconsistent(Problem.ofTeam(Problem.Kind.OPPONENT_DISAGREES, other, round, k + 1,
              yours, Message.of("problem.trf.boardDisagrees", seated(yours), k + 1, other, side,
                  first.line.number, sideHas)), second.line, column);
          return null;
        }
        boards.add(swapped ? new int[] {yours, mine} : new int[] {mine, yours});
      }
      return boards;
    }
    List<Integer> empties = new ArrayList<>();
    for (Seat seat : otherSeats) {
      if (seat.opponent == 0) {
        empties.add(seat.player);
      }
    }
    int next = 0;
    for (int mine : listed) {
      int yours = mine != 0 ? opponentOf.get(mine) : next < empties.size() ? empties.get(next++)
          : 0;
      boards.add(swapped ? new int[] {yours, mine} : new int[] {mine, yours});
    }
    for (; next < empties.size(); next++) {
      boards.add(swapped ? new int[] {empties.get(next), 0} : new int[] {0, empties.get(next)});
    }
    return boards;
  }

  /** "player 7" on a board, or "nobody" for 0. */
  private static Message seated(int player) {
    return player == 0 ? Message.of("problem.trf.nobody")
        : Message.of("problem.trf.player", player);
  }

  /**
   * The players a record 300 lists, checked: each on the team's boards in the round, once; every
   * player on the team's boards listed. {@code null} after reporting a problem.
   */
  private List<Integer> listed(Order order, int round, int team, List<Seat> seats,
      Map<Integer, Integer> opponentOf) {
    Set<Integer> seated = new HashSet<>();
    seats.forEach(seat -> seated.add(seat.player));
    Set<Integer> seen = new HashSet<>();
    boolean ok = true;
    for (int k = 0; k < order.players.size(); k++) {
      int player = order.players.get(k);
      int column = order.columns.get(k);
      if (player == 0) {
        continue;
      }
      Integer playerTeam = teamOf.get(player);
      Message problem = null;
      Problem.Kind kind = Problem.Kind.WRONG_TEAM;
      if (!startRanks.contains(player)) {
        kind = Problem.Kind.UNKNOWN_PLAYER;
        problem = Message.of("problem.trf.startRankWithoutRecord", player);
      } else if (playerTeam == null || playerTeam != team) {
        problem = Message.of("problem.trf.wrongRoster", player, k + 1, team, playerTeam == null
            ? Message.of("problem.trf.onNoRoster")
            : Message.of("problem.trf.onRosterOf", playerTeam));
      } else if (!seated.contains(player)) {
        kind = Problem.Kind.MISSING_RESULT;
        problem = Message.of("problem.trf.listedWithoutBoard", player, k + 1, round);
      } else if (!seen.add(player)) {
        kind = Problem.Kind.TWO_RESULTS_IN_ROUND;
        problem = Message.of("problem.trf.listedTwice", player);
      }
      if (problem != null) {
        inconsistent(Problem.ofTeam(kind, team, round, k + 1, player, problem), order.line,
            column);
        ok = false;
      }
    }
    for (Seat seat : seats) {
      if (ok && !seen.contains(seat.player)) {
        inconsistent(Problem.ofTeam(Problem.Kind.MISSING_RESULT, team, round, 0, seat.player,
            Message.of("problem.trf.notListed", seat.player, round,
                players.get(seat.player).line.number)), order.line, 17);
        ok = false;
      }
    }
    return ok ? order.players : null;
  }

  /**
   * The boards of a match without record 300: both teams' players in roster order, a player
   * facing an empty seat where that team's order puts them. Where the two orders disagree, the
   * order of the team with the lower number counts, with a warning.
   */
  private List<int[]> merged(int round, int team, int opponent, List<Seat> seats,
      List<Seat> theirSeats) {
    List<Seat> mine = sorted(seats);
    List<Seat> yours = sorted(theirSeats);
    List<int[]> boards = new ArrayList<>();
    int i = 0;
    int j = 0;
    while (i < mine.size() || j < yours.size()) {
      if (i < mine.size() && mine.get(i).opponent == 0) {
        boards.add(new int[] {mine.get(i++).player, 0});
      } else if (j < yours.size() && yours.get(j).opponent == 0) {
        boards.add(new int[] {0, yours.get(j++).player});
      } else if (i < mine.size() && j < yours.size()
          && mine.get(i).opponent == yours.get(j).player) {
        boards.add(new int[] {mine.get(i++).player, yours.get(j++).player});
      } else {
        int low = Math.min(team, opponent);
        PlayerLine line = players.get(i < mine.size() ? mine.get(i).player : yours.get(j).player);
        warn(line.line, line.roundColumn(round), "round " + round + ": teams " + team + " and "
            + opponent + " meet in an order that is not both rosters' board order, and no record"
            + " 300 gives it; read in the board order of team " + low);
        return ordered(team == low ? mine : yours, team == low ? yours : mine, team == low);
      }
    }
    return boards;
  }

  /** The boards in the order of one team's seats, the other team's empty-seat wins last. */
  private static List<int[]> ordered(List<Seat> leading, List<Seat> following, boolean mineFirst) {
    List<int[]> boards = new ArrayList<>();
    for (Seat seat : leading) {
      boards.add(mineFirst ? new int[] {seat.player, seat.opponent}
          : new int[] {seat.opponent, seat.player});
    }
    for (Seat seat : following) {
      if (seat.opponent == 0) {
        boards.add(mineFirst ? new int[] {0, seat.player} : new int[] {seat.player, 0});
      }
    }
    return boards;
  }

  private List<Seat> sorted(List<Seat> seats) {
    List<Seat> sorted = new ArrayList<>(seats);
    sorted.sort(Comparator.comparingInt(seat -> rosterIndex.get(seat.player)));
    return sorted;
  }

  /**
   * The number of boards: the length of record 352, or the most boards a match has (a record 300
   * counting its slots); with no match and no 352, the largest roster.
   */
  private int boards(List<List<Played>> played) {
    if (!colours.isEmpty()) {
      return colours.length();
    }
    int most = 0;
    for (List<Played> round : played) {
      for (Played match : round) {
        most = Math.max(most, match.boards.size());
      }
    }
    if (most > 0) {
      return most;
    }
    int roster = 1;
    for (TrfDocument.TeamRecord team : teams) {
      roster = Math.max(roster, team.players().size());
    }
    if (!teams.isEmpty()) {
      warn(teamLines.get(teams.get(0).number()), 1, "no record 352 and no match played: the"
          + " number of boards is taken as the largest roster, " + roster);
    }
    return roster;
  }

  /** The match of two teams from its boards, padded with empty boards to the event's number. */
  private Match match(Tournament individual, int round, Played played, int boards) {
    int team = played.team;
    int opponent = played.opponent;
    List<int[]> slots = played.boards;
    List<Board> list = new ArrayList<>();
    int first = 0;
    for (int k = 0; k < slots.size(); k++) {
      int mine = slots.get(k)[0];
      int yours = slots.get(k)[1];
      if (mine != 0 && yours != 0) {
        Board board = game(individual, round, mine, yours);
        list.add(board);
        if (first == 0) {
          char colour = colour(k);
          int player = colour == 'W' ? board.white() : board.black();
          first = teamOf.get(player);
        }
      } else if (mine != 0 || yours != 0) {
        list.add(Board.forfeit(mine != 0 ? mine : yours));
      } else {
        list.add(Board.empty());
      }
    }
    if (list.size() < boards) {
      Place place = origins.get(key(team, round));
      warnings.add(TrfProblem.at(TrfProblem.Kind.WARNING, place.line, place.column, "round "
          + round + ": the match of teams " + team + " and " + opponent + " has " + list.size()
          + (list.size() == 1 ? " board" : " boards") + " of " + boards
          + ", and no record 300 says which are empty; the last are read as empty boards"));
      while (list.size() < boards) {
        list.add(Board.empty());
      }
    }
    if (first == 0) {
      first = Math.min(team, opponent);
    }
    return Match.of(first, first == team ? opponent : team, list);
  }

  /** The colour the first team has on a board (from 0): record 352's, or W, B, W, B... */
  private char colour(int board) {
    String sequence = colours.isEmpty() ? "WB" : colours;
    return sequence.charAt(board % sequence.length());
  }

  /**
   * The game of two players as the board shows it, White first: pending where the players'
   * records give an opponent and a colour without a result, which makes its match one in
   * progress.
   */
  private static Board game(Tournament individual, int round, int a, int b) {
    RoundResult mine = individual.result(a, round);
    RoundResult yours = individual.result(b, round);
    boolean aWhite = mine.colour().map(c -> c == Colour.WHITE)
        .orElseGet(() -> yours.colour().map(c -> c == Colour.BLACK).orElse(a < b));
    RoundResult white = aWhite ? mine : yours;
    RoundResult black = aWhite ? yours : mine;
    GameResult result = switch (white.kind()) {
      case WIN -> GameResult.WHITE_WINS;
      case DRAW -> GameResult.DRAW;
      case LOSS -> GameResult.BLACK_WINS;
      case FORFEIT_WIN -> GameResult.WHITE_WINS_BY_FORFEIT;
      case PENDING -> GameResult.PENDING;
      default -> black.kind() == ResultKind.FORFEIT_WIN ? GameResult.BLACK_WINS_BY_FORFEIT
          : GameResult.DOUBLE_FORFEIT;
    };
    return Board.game(aWhite ? a : b, aWhite ? b : a, result);
  }

  /** The team event, or {@code null} after placing its problems in the file. */
  private TeamTournament event(Tournament individual, int planned, int boards,
      List<List<Match>> rounds, String type, String standings, TrfLine formatRecord) {
    TeamTournament.Builder builder = TeamTournament.builder().name(individual.name())
        .plannedRounds(planned).boards(boards)
        .gamePoints(individual.pointSystem()).matchPoints(matchPointSystem())
        .primaryScore(primaryScore(type, standings));
    individual.startDate().ifPresent(builder::startDate);
    if (pabGamePoints != null) {
      builder.pairingAllocatedByeGamePoints(pabGamePoints);
    }
    for (TrfDocument.TeamRecord record : teamsByNumber.values()) {
      List<Player> roster = new ArrayList<>();
      for (int player : record.players()) {
        roster.add(individual.findPlayer(player).orElseThrow());
      }
      builder.addTeam(new Team(record.number(), record.name(), roster));
    }
    rounds.forEach(builder::addRound);
    Format format = format(type, rounds, planned, formatRecord);
    if (format == Format.SWISS) {
      warnRematches(rounds);
    }
    builder.format(format);
    try {
      TeamTournament event = builder.build();
      checkScores(event);
      return event;
    } catch (InvalidTournamentException e) {
      for (Problem problem : e.problems()) {
        place(problem);
      }
      return null;
    }
  }

  /**
   * Warns where two teams of a Swiss event meet again: the event is ranked with both matches, as
   * an individual Swiss is with a repeated pairing.
   */
  private void warnRematches(List<List<Match>> rounds) {
    Map<Long, Integer> first = new HashMap<>();
    for (int round = 1; round <= rounds.size(); round++) {
      for (Match match : rounds.get(round - 1)) {
        if (match.bye().isPresent() || match.first() == match.second()) {
          continue;
        }
        int low = Math.min(match.first(), match.second());
        int high = Math.max(match.first(), match.second());
        Integer earlier = first.putIfAbsent(key(low, high), round);
        if (earlier != null) {
          Place place = origins.getOrDefault(key(match.first(), round), new Place(1, 1));
          warnings.add(TrfProblem.at(TrfProblem.Kind.WARNING, place.line, place.column, "round "
              + round + ": teams " + low + " and " + high + " meet again (they met in round "
              + earlier + "); both matches count"));
        }
      }
    }
  }

  /** Match points: record 362's win, draw and loss, record 320's pairing-allocated bye. */
  private PointSystem matchPointSystem() {
    Score draw = matchPoints.getOrDefault(ResultKind.DRAW, Score.ONE);
    return PointSystem.builder().win(matchPoints.getOrDefault(ResultKind.WIN, Score.of(2)))
        .draw(draw).loss(matchPoints.getOrDefault(ResultKind.LOSS, Score.ZERO))
        .pairingAllocatedBye(pabMatchPoints != null ? pabMatchPoints : draw).build();
  }

  /** Game points where record 192 names them first or record 212 opens with GPTS. */
  static TeamScore primaryScore(String type, String standings) {
    String name = type.toUpperCase(Locale.ROOT);
    if (name.contains("_MP_GP")) {
      return TeamScore.MATCH_POINTS;
    }
    if (name.contains("_GP")) {
      return TeamScore.GAME_POINTS;
    }
    if (name.contains("_MP")) {
      return TeamScore.MATCH_POINTS;
    }
    List<String> codes = TrfDocument.codes(standings);
    return !codes.isEmpty() && codes.get(0).equalsIgnoreCase("GPTS") ? TeamScore.GAME_POINTS
        : TeamScore.MATCH_POINTS;
  }

  /**
   * Record 192's format; without one, a round robin when the teams and planned rounds fit one and
   * no two teams met more often than it allows.
   */
  private Format format(String type, List<List<Match>> rounds, int planned,
      TrfLine formatRecord) {
    if (!type.isEmpty()) {
      return TrfReader.formatOf(type);
    }
    Format fitting = TrfReader.roundRobinFor(teamsByNumber.size(), planned);
    if (fitting == Format.SWISS) {
      return Format.SWISS;
    }
    Map<Long, Integer> meetings = new HashMap<>();
    for (List<Match> round : rounds) {
      for (Match match : round) {
        if (match.bye().isEmpty() && meetings.merge(key(Math.min(match.first(), match.second()),
            Math.max(match.first(), match.second())), 1, Integer::sum) > fitting.maxMeetings()) {
          return Format.SWISS;
        }
      }
    }
    String kind = fitting == Format.ROUND_ROBIN ? "a round robin" : "a double round robin";
    String why = "the " + teamsByNumber.size() + " teams have " + planned + " rounds and no two"
        + " of them meet more than " + (fitting == Format.ROUND_ROBIN ? "once" : "twice");
    if (formatRecord == null) {
      warnings.add(TrfProblem.at(TrfProblem.Kind.WARNING, 1, 1,
          "no record 192: the team event is taken as " + kind + " because " + why));
    } else {
      warn(formatRecord, 1, "record 192 is blank: the team event is taken as " + kind
          + " because " + why);
    }
    return fitting;
  }

  /** Warns where the match points or game points of record 310 differ from the results. */
  private void checkScores(TeamTournament event) {
    for (TrfDocument.TeamRecord record : teamsByNumber.values()) {
      TrfLine line = teamLines.get(record.number());
      check(line, 55, "match points", record.matchPoints(),
          event.score(record.number(), TeamScore.MATCH_POINTS));
      check(line, 62, "game points", record.gamePoints(),
          event.score(record.number(), TeamScore.GAME_POINTS));
    }
  }

  private void check(TrfLine line, int column, String what, Optional<Score> written,
      Score score) {
    if (written.isPresent() && !written.get().equals(score)) {
      warn(line, column, "the " + what + " column gives " + written.get().format(1)
          + ", but the results give " + score.format(1));
    }
  }

  /** Places a problem of the team event at the record it comes from. */
  private void place(Problem problem) {
    int team = problem.team().orElse(0);
    int round = problem.round().orElse(0);
    int player = problem.player().orElse(0);
    Place place = null;
    if (player > 0 && round > 0 && players.containsKey(player)) {
      PlayerLine line = players.get(player);
      place = new Place(line.line.number, line.roundColumn(round));
    } else if (player > 0 && rosterPlaces.containsKey(player)) {
      place = rosterPlaces.get(player);
    } else if (team > 0 && round > 0 && origins.containsKey(key(team, round))) {
      place = origins.get(key(team, round));
    } else if (team == 0 && round > 0 && roundOrigin(round) != null) {
      place = roundOrigin(round);
    } else if (team > 0 && teamLines.containsKey(team)) {
      place = new Place(teamLines.get(team).number,
          problem.kind() == Problem.Kind.BLANK_NAME ? 9 : 5);
    } else if (colourLine != null) {
      place = new Place(colourLine.number, 5);
    } else {
      place = new Place(1, 1);
    }
    Place at = place;
    errors.add(at.line, at.column, () -> TrfProblem.inconsistent(problem, problem.toString(),
        at.line, at.column));
  }

  /** The place of the first record that made a team's round in {@code round}, if any. */
  private Place roundOrigin(int round) {
    if (roundOrigins == null) {
      roundOrigins = new HashMap<>();
      origins.forEach((key, place) -> roundOrigins.merge((int) key.longValue(), place,
          (first, other) -> other.line < first.line
              || other.line == first.line && other.column < first.column ? other : first));
    }
    return roundOrigins.get(round);
  }

  private void inconsistent(Problem problem, TrfLine line, int column) {
    failed = true;
    errors.add(TrfProblem.inconsistent(problem, problem.toString(), line.number, column));
  }

  private void invalid(TrfLine line, int column, String message) {
    errors.add(TrfProblem.at(TrfProblem.Kind.INVALID_FIELD, line.number, column, message));
  }

  private void malformed(TrfLine line, int column, String message) {
    errors.add(TrfProblem.at(TrfProblem.Kind.MALFORMED_LINE, line.number, column, message));
  }

  private void warn(TrfLine line, int column, String message) {
    warnings.add(TrfProblem.at(TrfProblem.Kind.WARNING, line.number, column, message));
  }

  private static long key(int team, int round) {
    return (long) team << 32 | round;
  }
}
