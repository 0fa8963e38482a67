package org.tiebreak.trf;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;
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
import org.tiebreak.api.standings.Message;
import org.tiebreak.api.team.TeamTournament;

/**
 * Reads the lines of a TRF16/TRF26 file into a {@link TrfDocument}, collecting every problem
 * before throwing one {@link TrfException}.
 */
final class TrfReader {

  /**
   * The codes of the records the team event and the point system are read from: kept until the
   * players are read, each code at most as often as the limit of players.
   */
  private static final List<String> KEPT_CODES =
      List.of("310", "013", "320", "330", "300", "240", "352", "362", "299", "162", "XXS",
          "BBW", "BBD", "BBL", "BBZ", "BBF", "BBU");

  private static final ResultKind[] KINDS = ResultKind.values();
  /** The games shared for one opponent: one a kind and colour (white, black or none). */
  private static final int GAME_SLOTS = 3 * KINDS.length;

  private final TrfLimits limits;
  private final TrfProblems errors = new TrfProblems();
  private final TrfProblems warnings;
  /** The records with one of the {@link #KEPT_CODES}, in file order. */
  private final List<TrfLine> lines = new ArrayList<>();
  private final Map<String, Integer> keptCounts = new HashMap<>();
  private boolean blankFile = true;

  private final TrfRecord.Builder records = new TrfRecord.Builder();
  /** The usable player records by start rank, first occurrence only. */
  private final Map<Integer, PlayerLine> players = new LinkedHashMap<>();
  /** Start ranks whose results cannot be trusted: duplicated, or on a broken line. */
  private final Set<Integer> taintedPlayers = new HashSet<>();
  /** Rounds of players (key player * 2^32 + round) that could not be read. */
  private final Set<Long> taintedRounds = new HashSet<>();
  /** The line of the first player record of each start rank. */
  private final Map<Integer, Integer> firstLines = new HashMap<>();
  /** Whether some player record has no readable start rank (so opponents may be unknowable). */
  private boolean unknownStartRank;
  private int playerLines;

  private TrfLine nameRecord;
  private TrfLine startRecord;
  private TrfLine endRecord;
  /** Record 092, the type of tournament in words (TRF16). */
  private TrfLine typeRecord;
  private TrfLine formatRecord;
  private TrfLine tiebreakRecord;
  private TrfLine standingsRecord;
  private TrfLine rounds142;
  private TrfLine roundsXxr;
  /** The record the planned number of rounds was read from, if any. */
  private TrfLine plannedRecord;
  private PointSystem pointSystem = PointSystem.STANDARD;
  /** The team records, if this is a team file. */
  private TeamReader teams;
  /** The comment lines of this library ({@code ### TB ...}), in file order. */
  private final List<TrfLine> extensionLines = new ArrayList<>();
  private final TrfExtensions extensions = new TrfExtensions();
  /** Rounds in which several players have U: their team's bye, in a team file. */
  private final Set<Integer> teamByeRounds = new HashSet<>();
  /** Players whose Points column is not checked. */
  private final Set<Integer> pointsUnchecked = new HashSet<>();
  /** Equal rounds of the player records, one object each. */
  private final TrfRoundPool sharedRounds = new TrfRoundPool();
  /** The usable player records by start rank, once every record is read. */
  private PlayerLine[] byRank;
  /** Equal games of the results, one object each: by opponent, then by kind and colour. */
  private RoundResult[][] sharedGames;

  private TrfReader(TrfLimits limits, TrfProblems warnings) {
    this.limits = limits;
    this.warnings = warnings;
  }

  /**
   * Reads the lines of {@code source} as UTF-8, or, if they are not, again as Windows-1252 with a
   * warning.
   */
  static TrfDocument read(TrfText.Source source, TrfLimits limits) {
    try {
      return new TrfReader(limits, new TrfProblems()).read(source, StandardCharsets.UTF_8);
    } catch (TrfText.NotUtf8 e) {
      TrfProblems warnings = new TrfProblems();
      warnings.add(e.warning);
      return new TrfReader(limits, warnings).read(source, TrfText.WINDOWS_1252);
    }
  }

  private TrfDocument read(TrfText.Source source, Charset charset) {
    int marks = source.lines(charset, PlayerLine.maxColumns(limits.maxRounds()),
        limits.maxFileSize(), this::readRecord);
    if (blankFile) {
      throw invalid(TrfProblem.at(TrfProblem.Kind.UNREADABLE_FILE, 1, 1, "the file is empty"));
    }
    if (marks > 1) {
      warnings.add(TrfProblem.at(TrfProblem.Kind.WARNING, 1, 1, "the file starts with " + marks
          + " byte-order marks; all of them are skipped"));
    }
    int highest = 0;
    for (int number : players.keySet()) {
      highest = Math.max(highest, number);
    }
    byRank = new PlayerLine[highest + 1];
    players.forEach((number, player) -> byRank[number] = player);
    sharedGames = new RoundResult[highest + 1][];
    teams = TeamReader.read(lines, players, firstLines.keySet(), errors, warnings);
    int planned = plannedRounds();
    checkDates();
    checkTiebreaks();
    readExtensions();
    pointSystem = TrfPoints.read(lines, errors, warnings);
    if (players.isEmpty()) {
      if (playerLines == 0 || errors.isEmpty()) {
        errors.add(TrfProblem.at(TrfProblem.Kind.UNREADABLE_FILE, 1, 1,
            "the file has no player records (001)"));
      }
      throw errors.exception();
    }
    int played = roundsPlayed(planned);
    if (teams.isTeamFile()) {
      findTeamByeRounds(played);
    }
    Map<Integer, List<RoundResult>> rows = new LinkedHashMap<>();
    for (PlayerLine player : players.values()) {
      rows.put(player.startRank, results(player, played));
    }
    checkPoints(rows);
    if (planned == 0 && played == 0 && !players.isEmpty()) {
      inconsistent(Problem.Kind.INVALID_PLANNED_ROUNDS, 0, Message.of("problem.trf.noRounds"),
          players.values().iterator().next().line.number, 1);
    }
    int plannedOrPlayed = planned > 0 ? planned : Math.max(played, 1);
    Tournament tournament = build(rows, plannedOrPlayed);
    TeamTournament teamTournament = null;
    if (teams.isTeamFile() && errors.isEmpty() && tournament != null) {
      teamTournament = teams.build(tournament, plannedOrPlayed, value(formatRecord),
          value(standingsRecord), formatRecord);
    }
    if (!errors.isEmpty() || tournament == null) {
      throw errors.exception();
    }
    return new TrfDocument(records.build(), tournament, teamTournament, teams.teams(),
        warnings.listedWithCount());
  }

  private static String value(TrfLine record) {
    return record == null ? "" : TrfDocument.value(record.text);
  }

  /**
   * Reads the comment lines of this library ({@link TrfExtensions}); a start number given a
   * rating there without a player record is an error at its line.
   */
  private void readExtensions() {
    for (TrfLine line : extensionLines) {
      extensions.read(line, errors, warnings);
    }
    extensions.groupGames();
    extensions.ratingLines().forEach((player, line) -> {
      if (!players.containsKey(player)) {
        errors.add(TrfProblem.at(TrfProblem.Kind.INVALID_FIELD, line, 1, "### "
            + TrfExtensions.MARKER + ": start number " + player + " has no player record"));
      }
    });
  }

  /**
   * In a team file, the rounds in which several players have {@code U}: TRF26 allows it once a
   * round, and a team file that gives it to every player of the team with the bye is read with a
   * warning.
   */
  private void findTeamByeRounds(int played) {
    for (int round = 1; round <= played; round++) {
      PlayerLine first = null;
      int count = 0;
      for (PlayerLine player : players.values()) {
        if (TrfRound.kindOf(round(player, round).result) == ResultKind.PAIRING_ALLOCATED_BYE) {
          first = first == null ? player : first;
          count++;
        }
      }
      if (count > 1) {
        teamByeRounds.add(round);
        warn(first.line, first.roundColumn(round) + 7, "round " + round + ": " + count
            + " players have U (the pairing-allocated bye, once a round in TRF26); read as their"
            + " team's bye, and as zero-point byes of the players");
      }
    }
  }

  private void readRecord(TrfText.Line read) {
    int number = read.number();
    String text = read.text();
    if (read.playerRecord()) {
      blankFile = false;
      readPlayer(new TrfLine(number, text), read.cut());
      return;
    }
    records.line(text);
    int start = 0;
    while (start < text.length() && TrfLine.isBlank(text.charAt(start))) {
      start++;
    }
    if (start == text.length()) {
      return;
    }
    blankFile = false;
    if (start > 0 && text.startsWith("001 ", start)) {
      warn(number, 1, "the line looks like a player record, but 001 is not at column 1;"
          + " kept as an unknown record");
    }
    String code = TrfRecord.code(text);
    switch (code) {
      case "012" -> nameRecord = first(nameRecord, number, text);
      case "042" -> startRecord = first(startRecord, number, text);
      case "052" -> endRecord = first(endRecord, number, text);
      case "092" -> typeRecord = first(typeRecord, number, text);
      case "192" -> formatRecord = first(formatRecord, number, text);
      case "202" -> tiebreakRecord = first(tiebreakRecord, number, text);
      case "212" -> standingsRecord = first(standingsRecord, number, text);
      case "142" -> rounds142 = first(rounds142, number, text);
      case "XXR" -> roundsXxr = first(roundsXxr, number, text);
      case "###" -> {
        if (TrfExtensions.isExtension(text)) {
          extensionLines.add(new TrfLine(number, text));
        }
      }
      default -> keep(number, text, code);
    }
  }

  /** Keeps a record with one of the {@link #KEPT_CODES}, up to the limit of players of each. */
  private void keep(int number, String text, String code) {
    if (!KEPT_CODES.contains(code)) {
      return;
    }
    int count = keptCounts.merge(code, 1, Integer::sum);
    if (count > limits.maxPlayers()) {
      throw tooLarge(number, "the file has more than " + limits.maxPlayers() + " records "
          + code + ", the limit of players (which bounds each kind of team and point-system"
          + " record too)");
    }
    lines.add(new TrfLine(number, text));
  }

  private void readPlayer(TrfLine line, boolean cut) {
    if (++playerLines > limits.maxPlayers()) {
      throw tooLarge(line.number, "the file has more than " + limits.maxPlayers()
          + " player records (001), the limit of players");
    }
    PlayerLine player = PlayerLine.read(line, limits.maxRounds(), cut, errors, warnings,
        sharedRounds);
    records.player(player.record());
    int number = player.startRank;
    if (number == 0) {
      unknownStartRank = true;
      return;
    }
    Integer earlier = firstLines.putIfAbsent(number, line.number);
    if (earlier != null) {
      inconsistent(Problem.Kind.DUPLICATE_START_NUMBER, number,
          Message.of("problem.trf.startRankTaken", number, earlier), line.number, 5);
      taintedPlayers.add(number);
    } else if (player.unusable) {
      taintedPlayers.add(number);
    } else {
      players.put(number, player);
    }
  }

  private static TrfException tooLarge(int line, String message) {
    return new TrfException(List.of(TrfProblem.at(TrfProblem.Kind.TOO_LARGE, line, 1, message)));
  }

  private TrfLine first(TrfLine earlier, int number, String text) {
    if (earlier != null) {
      warn(number, 1, "record " + text.substring(0, 3) + " is repeated; the one on line "
          + earlier.number + " counts");
      return earlier;
    }
    return new TrfLine(number, text);
  }

  /** The planned rounds from 142 or XXR, 0 if neither gives them. */
  private int plannedRounds() {
    int from142 = roundsIn(rounds142);
    int fromXxr = roundsIn(roundsXxr);
    if (from142 > 0 && fromXxr > 0 && from142 != fromXxr) {
      errors.add(TrfProblem.at(TrfProblem.Kind.INVALID_FIELD, roundsXxr.number, 5,
          "XXR gives " + fromXxr + " rounds, but record 142 on line " + rounds142.number
              + " gives " + from142));
    }
    if (from142 > 0) {
      plannedRecord = rounds142;
      return from142;
    }
    plannedRecord = fromXxr > 0 ? roundsXxr : null;
    return Math.max(fromXxr, 0);
  }

  /** Warns where record 042 or 052 cannot be read, or the tournament ends before it starts. */
  private void checkDates() {
    Optional<LocalDate> start = date(startRecord);
    Optional<LocalDate> end = date(endRecord);
    for (TrfLine record : new TrfLine[] {startRecord, endRecord}) {
      if (record != null && date(record).isEmpty()
          && !TrfDocument.value(record.text).isEmpty()) {
        warn(record, valueColumn(record), "the " + (record == startRecord ? "start" : "end")
            + " date (record " + record.text.substring(0, 3) + ") cannot be read: \""
            + TrfDocument.value(record.text) + "\"; expected YYYY/MM/DD");
      }
    }
    if (start.isPresent() && end.isPresent() && end.get().isBefore(start.get())) {
      warn(endRecord, valueColumn(endRecord), "the end date " + end.get()
          + " is before the start date " + start.get() + " (record 042 on line "
          + startRecord.number + ")");
    }
  }

  /**
   * Warns where record 212 does not open with a score code, or names other tie-breaks than 202
   * (whose codes count).
   */
  private void checkTiebreaks() {
    if (standingsRecord == null) {
      return;
    }
    List<String> standings = TrfDocument.codes(TrfDocument.value(standingsRecord.text));
    if (standings.isEmpty()) {
      return;
    }
    int column = valueColumn(standingsRecord);
    if (!TrfDocument.isScoreCode(standings.get(0))) {
      warn(standingsRecord, column, "record 212 does not start with PTS, MPTS or GPTS; all its"
          + " codes are read as tie-breaks");
    } else {
      standings = standings.subList(1, standings.size());
    }
    if (tiebreakRecord == null) {
      return;
    }
    List<String> tiebreaks = TrfDocument.codes(TrfDocument.value(tiebreakRecord.text));
    if (!tiebreaks.isEmpty() && !upperCase(tiebreaks).equals(upperCase(standings))) {
      warn(standingsRecord, column, "record 212 names other tie-breaks (" + String.join(",",
          standings) + ") than record 202 on line " + tiebreakRecord.number + " ("
          + String.join(",", tiebreaks) + "); those of 202 are used");
    }
  }

  private static List<String> upperCase(List<String> codes) {
    return codes.stream().map(code -> code.toUpperCase(Locale.ROOT)).toList();
  }

  /** The date a 042 or 052 record gives, if it has one that can be read. */
  private static Optional<LocalDate> date(TrfLine record) {
    return record == null ? Optional.empty() : TrfDate.parse(TrfDocument.value(record.text));
  }

  /** The column where the value of a header record starts (5 if it has none). */
  private static int valueColumn(TrfLine record) {
    String value = TrfDocument.value(record.text);
    return value.isEmpty() ? 5 : Math.max(record.text.indexOf(value, 3) + 1, 5);
  }

  /** The number of rounds a 142 or XXR record gives, 0 if there is none, -1 if it is wrong. */
  private int roundsIn(TrfLine record) {
    if (record == null) {
      return 0;
    }
    String value = TrfDocument.value(record.text);
    int column = record.text.indexOf(value, Math.min(3, record.text.length())) + 1;
    if (!PlayerLine.isDigits(value) || value.length() > 4) {
      errors.add(TrfProblem.at(TrfProblem.Kind.INVALID_FIELD, record.number, Math.max(column, 5),
          "the number of rounds is not a number from 1 to 9999: \"" + value + "\""));
      return -1;
    }
    int rounds = Integer.parseInt(value);
    if (rounds < 1) {
      inconsistent(Problem.Kind.INVALID_PLANNED_ROUNDS, 0,
          Message.of("problem.trf.roundsBelowOne", value), record.number, column);
      return -1;
    }
    return rounds;
  }

  /**
   * The rounds played: up to the last round in which some player has a result, leaving out a
   * last round that has only byes while some players have no entry (the round being paired).
   * Results beyond the planned rounds, and games in rounds that no other player record reaches,
   * are an error once for each record that has them, and those rounds are not played: the other
   * players are not given entries for them.
   */
  private int roundsPlayed(int planned) {
    int limit = planned > 0 ? beyondPlanned(planned) : Integer.MAX_VALUE;
    limit = Math.min(limit, beyondOthers(limit));
    int blocks = 0;
    int played = 0;
    for (PlayerLine player : players.values()) {
      blocks = Math.max(blocks, Math.min(player.rounds.size(), limit));
      played = Math.max(played, lastResult(player, limit));
    }
    while (played > 0 && isRoundToBePaired(played)) {
      warnAboutRound(played, "round " + played + " has byes but no games, and some players have"
          + " no entry: read as the round being paired, not as a round played");
      played--;
    }
    if (blocks > played) {
      PlayerLine[] first = new PlayerLine[blocks - played];
      for (PlayerLine player : players.values()) {
        for (int round = played + 1; round <= Math.min(player.rounds.size(), blocks); round++) {
          if (first[round - played - 1] == null && !round(player, round).isBlank()) {
            first[round - played - 1] = player;
          }
        }
      }
      for (int round = played + 1; round <= blocks; round++) {
        PlayerLine player = first[round - played - 1];
        if (player != null) {
          warn(player.line, player.roundColumn(round),
              "round " + round + " has no results: not counted as played");
        }
      }
    }
    return played;
  }

  /**
   * Reports each record with results beyond the {@code planned} rounds, once, and the planned
   * record once if there are any; returns {@code planned}.
   */
  private int beyondPlanned(int planned) {
    int records = 0;
    int firstLine = 0;
    int last = 0;
    for (PlayerLine player : players.values()) {
      int first = firstResultAfter(player, planned);
      if (first == 0) {
        continue;
      }
      int end = lastResult(player, Integer.MAX_VALUE);
      Message message = Message.of("problem.trf.beyondPlanned", results(first, end), planned,
          plannedRecord.text.substring(0, 3), plannedRecord.number);
      errors.add(TrfProblem.inconsistent(Problem.of(Problem.Kind.ROUND_BEYOND_PLANNED,
          player.startRank, first, message), message.toString(), player.line.number,
          player.roundColumn(first)));
      pointsUnchecked.add(player.startRank);
      records++;
      firstLine = firstLine == 0 ? player.line.number : firstLine;
      last = Math.max(last, end);
    }
    if (records > 0) {
      Message message = Message.of("problem.trf.laterRounds", plannedRecord.text.substring(0, 3),
          planned, records, last, firstLine);
      errors.add(TrfProblem.inconsistent(Problem.of(Problem.Kind.ROUND_BEYOND_PLANNED, 0,
          planned + 1, message), message.toString(), plannedRecord.number, 5));
    }
    return planned;
  }

  /**
   * Reports the record whose games go on, up to {@code limit}, past the last round in which any
   * other record has a result (their opponents' records cannot agree), once; returns that round,
   * or {@code limit} if there is no such record.
   */
  private int beyondOthers(int limit) {
    PlayerLine longest = null;
    int top = 0;
    int second = 0;
    for (PlayerLine player : players.values()) {
      int last = lastResult(player, limit);
      if (last > top) {
        second = top;
        top = last;
        longest = player;
      } else if (last > second) {
        second = last;
      }
    }
    if (second == 0 || top == second) {
      return limit;
    }
    boolean games = false;
    for (int round = second + 1; round <= top && !games; round++) {
      TrfRound entry = round(longest, round);
      ResultKind kind = TrfRound.kindOf(entry.result);
      games = kind != null && kind.hasOpponent() && isPlayer(entry.opponentNumber());
    }
    if (!games) {
      return limit;
    }
    int first = firstResultAfter(longest, second);
    Message message = Message.of("problem.trf.afterOthers", results(first, top), second);
    errors.add(TrfProblem.inconsistent(Problem.of(Problem.Kind.OPPONENT_DISAGREES,
        longest.startRank, first, message), message.toString(), longest.line.number,
        longest.roundColumn(first)));
    pointsUnchecked.add(longest.startRank);
    return second;
  }

  /** "round 14 has a result", or "rounds 14 to 20 have results". */
  private static Message results(int first, int last) {
    return first == last ? Message.of("problem.trf.roundHasResult", first)
        : Message.of("problem.trf.roundsHaveResults", first, last);
  }

  /**
   * The last round, up to {@code limit}, in which the player's record has a result or a pending
   * game; 0 if none.
   */
  private static int lastResult(PlayerLine player, int limit) {
    for (int round = Math.min(player.rounds.size(), limit); round >= 1; round--) {
      if (player.rounds.get(round - 1).isEntered()) {
        return round;
      }
    }
    return 0;
  }

  /**
   * The first round after {@code round} in which the player's record has a result or a pending
   * game; 0 if none.
   */
  private static int firstResultAfter(PlayerLine player, int round) {
    for (int next = round + 1; next <= player.rounds.size(); next++) {
      if (player.rounds.get(next - 1).isEntered()) {
        return next;
      }
    }
    return 0;
  }

  private boolean isRoundToBePaired(int round) {
    boolean blank = false;
    for (PlayerLine player : players.values()) {
      TrfRound entry = round(player, round);
      ResultKind kind = TrfRound.kindOf(entry.result);
      if (entry.isPending() || kind != null && kind.hasOpponent() && entry.opponentNumber() > 0) {
        return false;
      }
      blank |= entry.result == ' ';
    }
    return blank;
  }

  private void warnAboutRound(int round, String message) {
    for (PlayerLine player : players.values()) {
      if (!round(player, round).isBlank()) {
        warn(player.line, player.roundColumn(round), message);
        return;
      }
    }
  }

  private static TrfRound round(PlayerLine player, int round) {
    return round <= player.rounds.size() ? player.rounds.get(round - 1) : TrfRound.BLANK;
  }

  /** The player's results for the rounds played; a round that cannot be read is tainted. */
  private List<RoundResult> results(PlayerLine player, int played) {
    List<RoundResult> results = new ArrayList<>(played);
    int number = player.startRank;
    for (int round = 1; round <= Math.max(played, player.rounds.size()); round++) {
      TrfRound entry = round(player, round);
      int column = player.roundColumn(round);
      RoundResult result = result(player, round, entry, column, round <= played);
      if (round > played) {
        continue;
      }
      if (result == null) {
        taintedRounds.add(key(number, round));
        result = RoundResult.bye(ResultKind.ZERO_POINT_BYE);
      }
      results.add(result);
    }
    return results;
  }

  private RoundResult result(PlayerLine player, int round, TrfRound entry, int column,
      boolean played) {
    if (player.malformed(round)) {
      return null;
    }
    int opponent = entry.opponentNumber();
    ResultKind kind = entry.isPending() ? ResultKind.PENDING : TrfRound.kindOf(entry.result);
    boolean readable = true;
    if (opponent < 0) {
      error(player, round, TrfProblem.Kind.INVALID_FIELD, column,
          "the opponent is not a start rank: \"" + entry.opponent + "\"");
      readable = false;
    }
    if (!TrfRound.isColourCode(entry.colour)) {
      error(player, round, TrfProblem.Kind.INVALID_FIELD, column + 5,
          "unknown colour: \"" + entry.colour + "\"");
      readable = false;
    }
    if (kind == null) {
      error(player, round, TrfProblem.Kind.INVALID_FIELD, column + 7,
          "unknown result code: \"" + entry.result + "\"");
      readable = false;
    }
    if (!readable || !played) {
      return null;
    }
    if (kind == ResultKind.PAIRING_ALLOCATED_BYE && teamByeRounds.contains(round)) {
      pointsUnchecked.add(player.startRank);
      return RoundResult.bye(ResultKind.ZERO_POINT_BYE);
    }
    if (!kind.hasOpponent()) {
      if (opponent > 0) {
        warn(player.line, column, "round " + round + ": "
            + (entry.result == ' ' ? "no result" : "a bye (" + entry.result + ")")
            + " names opponent " + opponent + "; read as " + kind + " and the opponent ignored");
      }
      return RoundResult.bye(kind);
    }
    if (opponent == 0) {
      if (kind == ResultKind.FORFEIT_LOSS || kind == ResultKind.FORFEIT_WIN) {
        ResultKind bye = kind == ResultKind.FORFEIT_LOSS ? ResultKind.ZERO_POINT_BYE
            : ResultKind.FULL_POINT_BYE;
        if (!teams.isTeamFile()) {
          warn(player.line, column + 7, "round " + round + ": a forfeit (" + entry.result
              + ") without an opponent; read as " + bye);
        }
        return RoundResult.bye(bye);
      }
      error(player, round, TrfProblem.Kind.INVALID_FIELD, column + 7,
          "the result \"" + entry.result + "\" needs an opponent, but the opponent is \""
              + entry.opponent + "\"");
      return null;
    }
    if (!isPlayer(opponent)) {
      if (!taintedPlayers.contains(opponent) && !unknownStartRank) {
        Message message = Message.of("problem.trf.opponentWithoutRecord", opponent);
        errors.add(TrfProblem.inconsistent(
            Problem.of(Problem.Kind.UNKNOWN_OPPONENT, player.startRank, round, message),
            "round " + round + ": " + message, player.line.number, column));
      }
      return null;
    }
    Colour colour = TrfRound.colourOf(entry.colour);
    RoundResult[] games = sharedGames[opponent];
    if (games == null) {
      games = new RoundResult[GAME_SLOTS];
      sharedGames[opponent] = games;
    }
    int slot = kind.ordinal() * 3 + (colour == null ? 0 : colour.ordinal() + 1);
    RoundResult game = games[slot];
    if (game == null) {
      game = RoundResult.against(kind, opponent, colour);
      games[slot] = game;
    }
    return game;
  }

  /** Whether a usable player record has this start rank. */
  private boolean isPlayer(int number) {
    return number > 0 && number < byRank.length && byRank[number] != null;
  }

  /**
   * Warns where the Points column disagrees with the results under the file's point system
   * (accelerated events do that).
   */
  private void checkPoints(Map<Integer, List<RoundResult>> rows) {
    int[] counts = new int[KINDS.length];
    rows.forEach((number, results) -> {
      PlayerLine player = players.get(number);
      if (!PlayerLine.isDecimal(player.points) || pointsUnchecked.contains(number)) {
        return;
      }
      for (int round = 1; round <= results.size() && !taintedRounds.isEmpty(); round++) {
        if (taintedRounds.contains(key(number, round))) {
          return;
        }
      }
      Arrays.fill(counts, 0);
      for (RoundResult result : results) {
        counts[result.kind().ordinal()]++;
      }
      Score score = Score.ZERO;
      for (ResultKind kind : KINDS) {
        if (counts[kind.ordinal()] > 0) {
          score = score.plus(pointSystem.points(kind).times(counts[kind.ordinal()]));
        }
      }
      Score written = Score.parse(player.points);
      if (!written.equals(score)) {
        warn(player.line, player.pointsColumn, "the points column gives " + player.points
            + ", but the results give " + score.format(1));
      }
    });
  }

  private Tournament build(Map<Integer, List<RoundResult>> rows, int planned) {
    Format format = teams.isTeamFile() ? Format.SWISS : format(rows, planned);
    if (format == Format.SWISS && !teams.isTeamFile()) {
      dropForfeitColours(rows);
    }
    Tournament.Builder builder = Tournament.builder().plannedRounds(planned).format(format)
        .pointSystem(pointSystem);
    if (nameRecord != null) {
      builder.name(TrfDocument.value(nameRecord.text));
    }
    date(startRecord).ifPresent(builder::startDate);
    date(endRecord).ifPresent(builder::endDate);
    extensions.tournament(builder);
    for (PlayerLine line : players.values()) {
      Player.Builder player = Player.builder();
      extensions.player(player, line.startRank);
      player.startNumber(line.startRank).name(line.name);
      if (PlayerLine.isDigits(line.rating) && Integer.parseInt(line.rating) > 0) {
        player.rating(Integer.parseInt(line.rating));
      }
      if (!line.federation.isEmpty()) {
        player.putFederationIds("FED", line.federation);
      }
      if (!line.fideId.isEmpty()) {
        player.putFederationIds("FIDE", line.fideId);
      }
      builder.addRow(player.build(), rows.get(line.startRank));
    }
    try {
      return builder.build();
    } catch (InvalidTournamentException e) {
      for (Problem problem : e.problems()) {
        place(problem, rows);
      }
      return null;
    }
  }

  /**
   * Reads without colours, with a warning, each forfeit of an individual Swiss event whose two
   * sides give the same colour, or a colour on one side only: real files have them (SwissSys
   * writes some), and no tie-break of a Swiss event reads the colour of a forfeit. In a round
   * robin the colour of a forfeit counts (FIDE C.07's games with Black), and such a forfeit stays
   * an error.
   */
  private void dropForfeitColours(Map<Integer, List<RoundResult>> rows) {
    for (Map.Entry<Integer, List<RoundResult>> row : rows.entrySet()) {
      int player = row.getKey();
      List<RoundResult> mine = row.getValue();
      for (int r = 0; r < mine.size(); r++) {
        RoundResult result = mine.get(r);
        int opponent = result.opponentOrZero();
        if (!result.kind().isForfeit() || opponent <= player || !rows.containsKey(opponent)) {
          continue;
        }
        List<RoundResult> yours = rows.get(opponent);
        RoundResult theirs = r < yours.size() ? yours.get(r) : null;
        if (theirs == null || theirs.opponentOrZero() != player || !theirs.kind().isForfeit()) {
          continue;
        }
        Optional<Colour> a = result.colour();
        Optional<Colour> b = theirs.colour();
        if (a.isPresent() == b.isPresent() && (a.isEmpty() || a.get() != b.get())) {
          continue;
        }
        mine.set(r, RoundResult.against(result.kind(), opponent, null));
        yours.set(r, RoundResult.against(theirs.kind(), player, null));
        String given = a.isPresent() && b.isPresent()
            ? "gives both players " + a.get().toString().toLowerCase(Locale.ROOT)
            : "gives a colour to player " + (a.isPresent() ? player : opponent) + " only";
        PlayerLine line = players.get(player);
        warn(line.line, line.roundColumn(r + 1) + 5, "round " + (r + 1) + ": the forfeit of"
            + " players " + player + " and " + opponent + " " + given + "; read without colours,"
            + " which no tie-break of a Swiss event reads");
      }
    }
  }

  /** Places a problem of the model at the line of its player's record and its round's field. */
  private void place(Problem problem, Map<Integer, List<RoundResult>> rows) {
    int number = problem.player().orElse(0);
    int round = problem.round().orElse(0);
    String key = problem.message().key();
    Optional<Integer> comment = problem.kind() == Problem.Kind.INVALID_DEPARTURE
        || key.startsWith("problem.departure") ? extensions.departureLine(number)
        : problem.kind() == Problem.Kind.INVALID_DECISION || key.startsWith("problem.decision")
        ? extensions.decisionLine(number) : Optional.empty();
    if (comment.isPresent()) {
      errors.add(TrfProblem.inconsistent(problem, problem.toString(), comment.get(), 1));
      return;
    }
    if (taintedPlayers.contains(number) || taintedRounds.contains(key(number, round))) {
      return;
    }
    List<RoundResult> row = rows.get(number);
    if (row != null && round >= 1 && round <= row.size()) {
      int opponent = row.get(round - 1).opponentOrZero();
      if (taintedPlayers.contains(opponent) || taintedRounds.contains(key(opponent, round))) {
        return;
      }
    }
    Supplier<String> message = () -> round > 0 && number > 0
        ? "round " + round + ": " + problem.message() : problem.message().toString();
    PlayerLine player = players.get(number);
    if (player == null) {
      int line = plannedRecord != null ? plannedRecord.number : 1;
      int column = plannedRecord != null ? 5 : 1;
      errors.add(line, column, () -> TrfProblem.inconsistent(problem, message.get(), line,
          column));
      return;
    }
    int column = player.roundColumn(Math.max(round, 1));
    switch (problem.kind()) {
      case BLANK_NAME:
        column = 15;
        break;
      case DUPLICATE_START_NUMBER:
        column = 5;
        break;
      case RESULT_DISAGREES:
      case SECOND_PAIRING_ALLOCATED_BYE:
      case RESULT_AFTER_WITHDRAWAL:
      case LATE_ENTRY_AFTER_START:
        column += 7;
        break;
      case COLOUR_DISAGREES:
        column += 5;
        break;
      default:
        if (round == 0) {
          column = 1;
        }
        break;
    }
    int line = player.line.number;
    int at = column;
    errors.add(line, at, () -> TrfProblem.inconsistent(problem, message.get(), line, at));
  }

  /**
   * The format record 192 names; without one (or with a blank one), a round robin when the field
   * and the planned rounds fit one and no two players met more often than it allows, unless
   * record 092 says Swiss.
   */
  private Format format(Map<Integer, List<RoundResult>> rows, int planned) {
    String type = formatRecord == null ? "" : TrfDocument.value(formatRecord.text);
    if (!type.isEmpty()) {
      return formatOf(type);
    }
    Format fitting = roundRobinFor(rows.size(), planned);
    if (fitting == Format.SWISS || typeRecord != null && TrfDocument.value(typeRecord.text)
        .toUpperCase(Locale.ROOT).contains("SWISS")) {
      return Format.SWISS;
    }
    Map<Long, Integer> meetings = new HashMap<>();
    for (Map.Entry<Integer, List<RoundResult>> row : rows.entrySet()) {
      for (RoundResult result : row.getValue()) {
        int opponent = result.opponentOrZero();
        if (opponent > row.getKey()
            && meetings.merge(key(row.getKey(), opponent), 1, Integer::sum)
            > fitting.maxMeetings()) {
          return Format.SWISS;
        }
      }
    }
    String why = "the " + rows.size() + " players have " + planned + " rounds and no two of them"
        + " meet more than " + (fitting == Format.ROUND_ROBIN ? "once" : "twice");
    String kind = fitting == Format.ROUND_ROBIN ? "a round robin" : "a double round robin";
    if (formatRecord == null) {
      warnings.add(TrfProblem.at(TrfProblem.Kind.WARNING, 1, 1,
          "no record 192: taken as " + kind + " because " + why));
    } else {
      warn(formatRecord, 1, "record 192 is blank: taken as " + kind + " because " + why);
    }
    return fitting;
  }

  /**
   * The format a record 192 names (TRF26 codes such as {@code FIDE_ROUNDROBIN}, or the names the
   * FIDE TEC checker accepts): Swiss for a name with SWISS; a round robin for one with ROBIN,
   * BERGER or RR, double with DOUBLE; Swiss otherwise.
   */
  static Format formatOf(String type) {
    String name = type.toUpperCase(Locale.ROOT);
    if (name.contains("SWISS")
        || !name.contains("ROBIN") && !name.contains("BERGER") && !name.contains("RR")) {
      return Format.SWISS;
    }
    return name.contains("DOUBLE") ? Format.DOUBLE_ROUND_ROBIN : Format.ROUND_ROBIN;
  }

  /**
   * The round robin that {@code players} (at least 3) play in {@code rounds} rounds: n − 1 rounds
   * for an even field and n for an odd one, twice that for a double round robin; {@link
   * Format#SWISS} if neither fits.
   */
  static Format roundRobinFor(int players, int rounds) {
    int single = players % 2 == 0 ? players - 1 : players;
    if (players < 3 || rounds != single && rounds != 2 * single) {
      return Format.SWISS;
    }
    return rounds == single ? Format.ROUND_ROBIN : Format.DOUBLE_ROUND_ROBIN;
  }

  private static long key(int player, int round) {
    return (long) player << 32 | round;
  }

  private void error(PlayerLine player, int round, TrfProblem.Kind kind, int column,
      String message) {
    errors.add(TrfProblem.inRecord(kind, player.startRank, round, player.line.number, column,
        "round " + round + ": " + message));
  }

  /** A problem of the tournament that the reader finds itself, before the model's checks. */
  private void inconsistent(Problem.Kind kind, int player, Message message, int line,
      int column) {
    errors.add(TrfProblem.inconsistent(Problem.of(kind, player, 0, message), message.toString(),
        line, column));
  }

  private void warn(TrfLine line, int column, String message) {
    warn(line.number, column, message);
  }

  private void warn(int line, int column, String message) {
    warnings.add(TrfProblem.at(TrfProblem.Kind.WARNING, line, column, message));
  }

  private static TrfException invalid(TrfProblem problem) {
    return new TrfException(List.of(problem));
  }
}
