package org.tiebreak.trf;

import static org.apiguardian.api.API.Status.STABLE;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import org.apiguardian.api.API;
import org.tiebreak.api.Score;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.team.TeamTournament;

/**
 * A FIDE Tournament Report File (TRF16 or TRF26) as read by {@link Trf#read(byte[])}: its records
 * in file order, the {@link Tournament} they describe (and, for a team file, the
 * {@link TeamTournament}), and the oddities tolerated while reading.
 *
 * <p>Player records ({@code 001}) are parsed into fields ({@link PlayerRecord}); every other record
 * (headers such as {@code 012} or {@code 142}, JaVaFo's {@code XXR} and {@code XXS}, unknown
 * records, {@code ###} comments, blank lines) is kept exactly as read. Each round of a player
 * record keeps its fields as written, so that writing gives back {@code W} rather than {@code 1},
 * {@code Z} rather than a blank, {@code F} rather than {@code U}.
 *
 * <p>Two documents are equal when their records and tournaments (team events included) are equal;
 * the warnings and the line numbers the records came from do not count, so a document equals the
 * document read back from {@link Trf#write(TrfDocument)}.
 *
 * <p>This class is immutable and thread-safe.
 */
@API(status = STABLE, since = "1.0")
public final class TrfDocument {

  private final List<TrfRecord> records;
  private final Tournament tournament;
  private final Optional<TeamTournament> teamTournament;
  private final List<TeamRecord> teams;
  private final List<TrfProblem> warnings;
  /** The first player record of each start rank, by start rank. */
  private final PlayerRecord[] byStartRank;

  TrfDocument(List<TrfRecord> records, Tournament tournament, List<TrfProblem> warnings) {
    this(records, tournament, null, List.of(), warnings);
  }

  TrfDocument(List<TrfRecord> records, Tournament tournament, TeamTournament teamTournament,
      List<TeamRecord> teams, List<TrfProblem> warnings) {
    this.records = List.copyOf(records);
    this.tournament = Objects.requireNonNull(tournament, "tournament");
    this.teamTournament = Optional.ofNullable(teamTournament);
    this.teams = List.copyOf(teams);
    this.warnings = List.copyOf(warnings);
    int highest = 0;
    for (TrfRecord record : this.records) {
      if (record.player != null) {
        highest = Math.max(highest, record.player.startRank());
      }
    }
    this.byStartRank = new PlayerRecord[highest + 1];
    for (TrfRecord record : this.records) {
      if (record.player != null && byStartRank[record.player.startRank()] == null) {
        byStartRank[record.player.startRank()] = record.player;
      }
    }
  }

  /**
   * The tournament the player records describe, checked as a whole.
   *
   * <p>Its {@linkplain Tournament#pointSystem() point system} comes from TRF26 record 162
   * ({@code W} a win, forfeit win and full-point bye; {@code D} a draw and half-point bye;
   * {@code L} a loss; {@code A} a forfeit loss and zero-point bye; {@code P} the pairing-allocated
   * bye, W's value if not given; {@code X}, an unknown result, read and unused) or JaVaFo's
   * {@code XXS} ({@code WW BW WD BD WL BL ZPB HPB FPB PAB FW FL}, shortcuts {@code W} and
   * {@code D}, the last value given counting). Codes not given score 1, ½ or 0 as by default.
   * Values that cannot be read, XXS values that differ by colour and a 162 and an XXS that
   * disagree are errors; unknown codes are warnings. The Points column is checked under this
   * point system.
   *
   * <p>Its {@linkplain Tournament#startDate() start date} comes from record 042, in the forms
   * {@link #endDate()} lists; a date that cannot be read is a warning, and the tournament has none.
   *
   * <p>Its {@linkplain Tournament#format() format} comes from record 192: a name with SWISS is a
   * Swiss; one with ROBIN, BERGER or RR a round robin, double with DOUBLE (as the FIDE TEC checker
   * reads them); anything else a Swiss. Without a 192 (or with a blank one), the file is a round
   * robin, with a warning at line 1, when its n players have the planned rounds of one (n − 1 for
   * an even field, n for an odd one, twice that for a double round robin) and no two of them met
   * more often than it allows, unless record 092 says Swiss; otherwise a Swiss.
   *
   * <p>A forfeit of an individual Swiss whose two sides give the same colour, or a colour on one
   * side only (SwissSys writes such files), is read without colours, with a warning: no tie-break
   * of a Swiss event reads the colour of a forfeit. In a round robin, where the colour of a
   * forfeit counts (FIDE C.07's games with Black, Art. 15.2), it is an error.
   *
   * <p>In a team file ({@link #teamTournament()}) this is the players' own view: their games,
   * always as a Swiss (the players of a team round robin do not play one of their own). A player
   * who wins against an empty seat ({@code 0000 - +}) has a full-point bye here, without the
   * warning an individual file gets; where several players have {@code U} in one round (their
   * team's pairing-allocated bye, which TRF26 gives in record 320), each has a zero-point bye here,
   * with a warning, and their Points column is not checked.
   */
  public Tournament tournament() {
    return tournament;
  }

  /**
   * The team event of a team file (TRF26 records 310, or TRF16 records 013), checked as a whole;
   * empty for an individual file.
   *
   * <p>Teams and rosters come from records 310 (else 013, numbered in file order), players from
   * their 001 records. A match is a pair of teams whose players met in a round; its boards are
   * the games in roster order, or in the order of record 300 for that round and team. A win by
   * forfeit with no opponent ({@code 0000 - +}) is against an empty seat
   * ({@link org.tiebreak.api.team.Board#forfeit(int)}); slot {@code 0000} on both sides' 300 is an
   * empty board; a player with no opponent otherwise has no board. The first team is the one
   * whose player has, on the first board with a game, the colour record 352 gives the first team
   * ({@code WBWB...} without one); in a match without a game, the lower team number. Each round
   * lists its matches by first team, then its byes.
   *
   * <p>A team's round without boards comes from record 320 (the pairing-allocated bye), 240
   * ({@code F}, {@code H} or {@code Z} bye) or 330 (a forfeited match, {@code +-}, {@code -+} or
   * {@code --}, its white team first; a 330 may add a round after the players' last); its
   * players' 001 entries for that round are not read, except that the players of a match
   * forfeited as a whole may have its boards, as FIDE's reference checker reads the file: forfeits
   * of the side 330 gives them, against each other or an empty seat ({@code 0000 - +},
   * {@code 0000 - -}), read as that match with a warning. A team with neither has, with a warning,
   * the bye its players' codes say ({@code U}, {@code F}, {@code H}; otherwise a zero-point bye).
   *
   * <p>The number of boards is the length of record 352, else the most boards a match has; a
   * match with fewer boards and no 300 has empty boards at the bottom, with a warning. Game points
   * score by record 162 or {@code XXS}, match points by 362 ({@code TW}, {@code TD}, {@code TL};
   * 2-1-0 if not given), the pairing-allocated bye by the values of 320 (a drawn match's if not
   * given). Game points are the primary score when 192 names {@code _GP} first (as in
   * {@code FIDE_TEAM_GP_MP}) or 212 opens with {@code GPTS}. The format is 192's, else a round
   * robin (with a warning) when the teams, the planned rounds and their meetings fit one; two teams
   * of a Swiss that meet again are read with a warning, both matches counting. Name,
   * start date and planned rounds are those of {@link #tournament()}.
   *
   * <p>Every inconsistency is an error of kind {@link TrfProblem.Kind#INCONSISTENT_TOURNAMENT}
   * at the line and column of its record: a team facing two teams in a round, teammates on both
   * sides of a board, a player with a game on no roster, a roster naming an unknown player or one
   * on another roster, a 320, 240 or 330 naming an unknown team or one with other boards that
   * round, a 300 naming another opponent or players not on the team's boards, and the team event's
   * own problems. The score columns of 310 are checked with a warning where they differ; record
   * 299 (abnormal points) is kept but not applied, with a warning.
   */
  public Optional<TeamTournament> teamTournament() {
    return teamTournament;
  }

  /**
   * The team records of a team file in file order (records 310, or 013 when there is none), with
   * their fields as written; empty for an individual file.
   */
  public List<TeamRecord> teams() {
    return teams;
  }

  /**
   * The team record (310 or 013) of this team pairing number, with its fields as written.
   *
   * @param number the team's pairing number
   */
  public Optional<TeamRecord> team(int number) {
    for (TeamRecord team : teams) {
      if (team.number() == number) {
        return Optional.of(team);
      }
    }
    return Optional.empty();
  }

  /**
   * What was tolerated while reading, each of kind {@link TrfProblem.Kind#WARNING} with its line
   * and, where it makes sense, its column: shifted fields, a Points column that disagrees with the
   * results, a file that was not UTF-8, and so on: the first 100 in file order, then, if there
   * are more, one at the first of the others saying how many there are. Empty for a document
   * made from a tournament.
   */
  public List<TrfProblem> warnings() {
    return warnings;
  }

  /** The player records ({@code 001}) in file order. */
  public List<PlayerRecord> players() {
    List<PlayerRecord> players = new ArrayList<>();
    for (TrfRecord record : records) {
      if (record.player != null) {
        players.add(record.player);
      }
    }
    return Collections.unmodifiableList(players);
  }

  /**
   * The player record ({@code 001}) of this starting rank, with the fields as written, such as the
   * Points column (81-84) and the Rank column (86-89, ties allowed in TRF26).
   *
   * @param startRank the starting rank (the player's start number)
   */
  public Optional<PlayerRecord> player(int startRank) {
    return startRank >= 0 && startRank < byStartRank.length
        ? Optional.ofNullable(byStartRank[startRank]) : Optional.empty();
  }

  /**
   * Every record in file order, without line ends: player records in the exact columns that
   * {@link Trf#write(TrfDocument)} gives them, every other record as it was read.
   */
  public List<String> records() {
    List<String> lines = new ArrayList<>();
    for (TrfRecord record : records) {
      if (record.player != null) {
        lines.add(TrfWriter.playerLine(record.player));
      } else {
        record.forEachLine(lines::add);
      }
    }
    return Collections.unmodifiableList(lines);
  }

  /**
   * The value of the first record with this code, such as {@code header("012")} for the
   * tournament name or {@code header("XXR")}: the text from column 5 on, without surrounding
   * blanks (spaces and control characters); empty if there is no such record.
   *
   * @param code a record code of three characters, such as {@code "012"}, {@code "142"} or
   *     {@code "XXR"}; not null
   */
  public Optional<String> header(String code) {
    List<String> values = headers(code);
    return values.isEmpty() ? Optional.empty() : Optional.of(values.get(0));
  }

  /**
   * The values of every record with this code in file order (records such as {@code 112} or
   * {@code XXC} may be repeated), each the text from column 5 on without surrounding blanks.
   *
   * @param code a record code of three characters; not null
   */
  public List<String> headers(String code) {
    Objects.requireNonNull(code, "code");
    List<String> values = new ArrayList<>();
    for (TrfRecord record : records) {
      if (record.player == null) {
        record.forEachLine(line -> {
          if (TrfRecord.code(line).equals(code)) {
            values.add(value(line));
          }
        });
      }
    }
    return Collections.unmodifiableList(values);
  }

  /**
   * The end date of record {@code 052}, read as the start date of record {@code 042} is (which is
   * the tournament's {@linkplain Tournament#startDate() start date}): {@code YYYY/MM/DD} as TRF26
   * writes it, or {@code YYYY-MM-DD}, {@code YY/MM/DD}, {@code DD.MM.YYYY}, {@code DD/MM/YYYY},
   * {@code DD.MM.YY} or {@code YYYYMMDD} (a two-digit year is 1969-2068). Empty if there is no
   * such record or it cannot be read (reading warns then).
   */
  public Optional<LocalDate> endDate() {
    return header("052").flatMap(TrfDate::parse);
  }

  /**
   * The tie-breaks the file names, each code as written without surrounding blanks, such as
   * {@code "BH/C1"}, {@code "EDET/P"} or {@code "BH:MP/C1/P"}: those of TRF26 record 202 ("FIDE
   * Tie-Breaks used to break ties"), or, if it names none, those of record 212 (which defines the
   * standings) without its leading score code {@code PTS}, {@code MPTS} or {@code GPTS}. Codes are
   * separated by commas or blanks and are not checked here. Empty if neither record names any.
   *
   * @see #tiebreakRecord()
   */
  public List<String> tiebreakCodes() {
    Optional<String> record = tiebreakRecord();
    if (record.isEmpty()) {
      return List.of();
    }
    List<String> codes = codes(header(record.get()).orElseThrow());
    return record.get().equals("212") && isScoreCode(codes.get(0))
        ? codes.subList(1, codes.size()) : codes;
  }

  /**
   * The record {@link #tiebreakCodes()} come from: {@code "202"}, or {@code "212"} when there is
   * no 202 naming a tie-break; empty when neither names one.
   */
  public Optional<String> tiebreakRecord() {
    if (!codes(header("202").orElse("")).isEmpty()) {
      return Optional.of("202");
    }
    List<String> standings = codes(header("212").orElse(""));
    return standings.isEmpty() || standings.size() == 1 && isScoreCode(standings.get(0))
        ? Optional.empty() : Optional.of("212");
  }

  /**
   * A change of the tie-break list after the start of the event, as the file records it in a
   * comment line {@code ### TB LIST-CHANGED after round 3, previous list: BH/C1,BH,SB} (the FIDE
   * endorsement checklist, question 202).
   *
   * @param afterRound the last round played under the previous list
   * @param previous the previous list's codes, as written
   * @param line the line of the comment, from 1
   */
  public record TiebreakChange(int afterRound, List<String> previous, int line) {

    /** Checks the components and copies the list. */
    public TiebreakChange {
      previous = List.copyOf(previous);
    }
  }

  /**
   * The changes of the tie-break list after the start that the file records, in file order;
   * reading a file warns of each (FIDE C.07 Art. 4.1.1 has the list published before the start;
   * the FIDE endorsement checklist, question 201, asks for a warning).
   */
  public List<TiebreakChange> tiebreakChanges() {
    List<TiebreakChange> changes = new ArrayList<>();
    for (TrfExtensions.Change change : TrfExtensions.changes(records())) {
      changes.add(new TiebreakChange(change.afterRound(), change.previous(), change.line()));
    }
    return List.copyOf(changes);
  }

  /**
   * The document with the tie-break list {@code codes}: record 202 gives them (the first 202
   * replaced, or one added before the first player record). Where the event has started (a round
   * completed) and the list differs from the one the file gave, the change is kept in a comment
   * line after record 202, {@code ### TB LIST-CHANGED after round N, previous list: ...} with the
   * rounds completed and the previous list, and the document warns of it (the FIDE endorsement
   * checklist, questions 201 and 202). The tournament is the same; {@link Trf#write(TrfDocument)}
   * writes the changed records.
   *
   * @param codes the tie-break codes, as the regulations write them (such as {@code BH/C1});
   *     not blank, without commas or blanks
   * @throws IllegalArgumentException if a code is blank or holds a comma or a blank, or the list
   *     is empty
   */
  public TrfDocument withTiebreaks(List<String> codes) {
    List<String> list = List.copyOf(Objects.requireNonNull(codes, "codes"));
    if (list.isEmpty()) {
      throw new IllegalArgumentException("a tie-break list needs a code");
    }
    for (String code : list) {
      if (code.isBlank() || code.chars().anyMatch(c -> c == ',' || TrfLine.isBlank(c))) {
        throw new IllegalArgumentException("a tie-break code is not blank and holds no comma or"
            + " blank: \"" + code + "\"");
      }
    }
    List<String> previous = tiebreakCodes();
    int completed = tournament.roundsCompleted();
    boolean change = completed > 0 && !previous.isEmpty() && !previous.equals(list);
    String record = "202 " + String.join(",", list);
    TrfRecord.Builder built = new TrfRecord.Builder();
    boolean[] written = {false};
    int[] changeLine = {0};
    for (TrfRecord r : records) {
      if (r.player != null) {
        if (!written[0]) {
          built.line(record);
          written[0] = true;
          if (change) {
            built.line(TrfExtensions.changeLine(completed, previous));
            changeLine[0] = built.lines();
          }
        }
        built.player(r.player);
        continue;
      }
      r.forEachLine(line -> {
        if (!written[0] && TrfRecord.code(line).equals("202")) {
          built.line(record);
          written[0] = true;
          if (change) {
            built.line(TrfExtensions.changeLine(completed, previous));
            changeLine[0] = built.lines();
          }
        } else {
          built.line(line);
        }
      });
    }
    if (!written[0]) {
      built.line(record);
    }
    List<TrfProblem> all = new ArrayList<>(warnings);
    if (change) {
      all.add(TrfExtensions.changeWarning(new TrfExtensions.Change(completed, previous,
          changeLine[0])));
    }
    return new TrfDocument(built.build(), tournament, teamTournament.orElse(null), teams, all);
  }

  /** The codes of a 202 or 212 record's value, separated by commas or blanks. */
  static List<String> codes(String value) {
    List<String> codes = new ArrayList<>();
    for (String code : value.split("[,\\s]+")) {
      String trimmed = TrfLine.trim(code);
      if (!trimmed.isEmpty()) {
        codes.add(trimmed);
      }
    }
    return List.copyOf(codes);
  }

  /** Whether {@code code} is a score code that opens record 212: PTS, MPTS or GPTS. */
  static boolean isScoreCode(String code) {
    return switch (code.toUpperCase(Locale.ROOT)) {
      case "PTS", "MPTS", "GPTS" -> true;
      default -> false;
    };
  }

  /** The records, players parsed and the rest verbatim, for the writer. */
  List<TrfRecord> recordList() {
    return records;
  }

  /** The text of a record from column 5 on, without surrounding blanks. */
  static String value(String text) {
    return text.length() <= 4 ? "" : TrfLine.trim(text.substring(4));
  }

  @Override
  public boolean equals(Object o) {
    if (!(o instanceof TrfDocument other)) {
      return false;
    }
    return records.equals(other.records) && tournament.equals(other.tournament)
        && teamTournament.equals(other.teamTournament);
  }

  @Override
  public int hashCode() {
    return Objects.hash(records, tournament, teamTournament);
  }

  @Override
  public String toString() {
    return "TrfDocument{" + records().size() + " records, " + teamTournament.map(t -> t + ", ")
        .orElse("") + tournament + ", " + warnings.size() + " warnings}";
  }

  /**
   * A team record with its fields as written (without surrounding blanks): TRF26 record 310 (team
   * pairing number 5–7, name 9–40, nickname 42–46, match points 55–60, game points 62–67, rank
   * 69–71, then the players' start ranks at 74–77, 79–82 and so on), or TRF16 record 013 (name
   * 5–36, players at 37–40, 42–45 and so on; the team numbered by the order of the records).
   *
   * <p>Equality is on the fields, not on the line they came from. This class is immutable and
   * thread-safe.
   */
  public static final class TeamRecord {

    private final int line;
    private final int number;
    private final String name;
    private final String nickname;
    private final String matchPoints;
    private final String gamePoints;
    private final String rank;
    private final List<Integer> players;

    TeamRecord(int line, int number, String name, String nickname, String matchPoints,
        String gamePoints, String rank, List<Integer> players) {
      this.line = line;
      this.number = number;
      this.name = name;
      this.nickname = nickname;
      this.matchPoints = matchPoints;
      this.gamePoints = gamePoints;
      this.rank = rank;
      this.players = List.copyOf(players);
    }

    /** The line of the file the record was read from (from 1), or 0 if it was not read. */
    public int line() {
      return line;
    }

    /** The team pairing number, 1 to 999. */
    public int number() {
      return number;
    }

    /** The team's name. */
    public String name() {
      return name;
    }

    /** The nickname as written (record 310), or empty. */
    public String nickname() {
      return nickname;
    }

    /** The players' start ranks in board order. */
    public List<Integer> players() {
      return players;
    }

    /** The match points column (record 310), if given. */
    public Optional<Score> matchPoints() {
      return matchPoints.isEmpty() ? Optional.empty() : Optional.of(Score.parse(matchPoints));
    }

    /** The game points column (record 310), if given. */
    public Optional<Score> gamePoints() {
      return gamePoints.isEmpty() ? Optional.empty() : Optional.of(Score.parse(gamePoints));
    }

    /** The team rank column (record 310, ties allowed), if given. */
    public OptionalInt rank() {
      return rank.isEmpty() ? OptionalInt.empty() : OptionalInt.of(Integer.parseInt(rank));
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof TeamRecord other && number == other.number && name.equals(other.name)
          && nickname.equals(other.nickname) && matchPoints.equals(other.matchPoints)
          && gamePoints.equals(other.gamePoints) && rank.equals(other.rank)
          && players.equals(other.players);
    }

    @Override
    public int hashCode() {
      return Objects.hash(number, name, nickname, matchPoints, gamePoints, rank, players);
    }

    @Override
    public String toString() {
      return "team " + number + " " + name + " " + players;
    }
  }

  /**
   * A player record ({@code 001}) with its fields as written (without surrounding blanks), in the
   * columns of TRF16/TRF26: start rank 5–8, sex 10, title 11–13, name 15–47, rating 49–52,
   * federation 54–56, FIDE id 58–68, birth date 70–79, points 81–84, rank 86–89, then for round r
   * the opponent at 92+10(r−1), the colour at 97+10(r−1) and the result at 99+10(r−1).
   *
   * <p>Equality is on the fields as written, not on the line they came from.
   *
   * <p>This class is immutable and thread-safe.
   */
  public static final class PlayerRecord {

    private final int line;
    private final int startRank;
    private final String sex;
    private final String title;
    private final String name;
    private final String rating;
    private final String federation;
    private final String fideId;
    private final String birthDate;
    private final String points;
    private final String rank;
    private final List<TrfRound> rounds;

    PlayerRecord(int line, int startRank, String sex, String title, String name, String rating,
        String federation, String fideId, String birthDate, String points, String rank,
        List<TrfRound> rounds) {
      this.line = line;
      this.startRank = startRank;
      this.sex = sex;
      this.title = title;
      this.name = name;
      this.rating = rating;
      this.federation = federation;
      this.fideId = fideId;
      this.birthDate = birthDate;
      this.points = points;
      this.rank = rank;
      List<TrfRound> trimmed = new ArrayList<>(rounds);
      while (!trimmed.isEmpty() && trimmed.get(trimmed.size() - 1).isBlank()) {
        trimmed.remove(trimmed.size() - 1);
      }
      this.rounds = List.copyOf(trimmed);
    }

    /** The line of the file the record was read from (from 1), or 0 if it was not read. */
    public int line() {
      return line;
    }

    /** The starting rank (pairing number), 1 to 9999; the player's start number. */
    public int startRank() {
      return startRank;
    }

    /** The sex as written ({@code "m"}, {@code "w"}), or empty. */
    public String sex() {
      return sex;
    }

    /** The title as written ({@code "GM"}, {@code "WIM"}), or empty. */
    public String title() {
      return title;
    }

    /** The name, usually "Lastname, Firstname". */
    public String name() {
      return name;
    }

    /** The FIDE rating; empty if the field is blank or 0 (unrated). */
    public OptionalInt rating() {
      int value = number(rating);
      return value > 0 ? OptionalInt.of(value) : OptionalInt.empty();
    }

    /** The FIDE federation as written ({@code "NOR"}), or empty. */
    public String federation() {
      return federation;
    }

    /** The FIDE id as written ({@code "1503014"}), or empty. */
    public String fideId() {
      return fideId;
    }

    /** The birth date as written (TRF asks for {@code YYYY/MM/DD}), or empty. */
    public String birthDate() {
      return birthDate;
    }

    /** The Points column (81–84), which may differ from the results in accelerated events. */
    public Optional<Score> points() {
      return points.isEmpty() ? Optional.empty() : Optional.of(Score.parse(points));
    }

    /** The Rank column (86–89), if given. */
    public OptionalInt rank() {
      return rank.isEmpty() ? OptionalInt.empty() : OptionalInt.of(number(rank));
    }

    /**
     * The result code of {@code round} as written, such as {@code '1'}, {@code 'W'}, {@code '+'},
     * {@code 'U'}, or a blank (zero-point bye, or a round the record does not reach).
     *
     * @param round the round, from 1
     * @throws IllegalArgumentException if {@code round} is below 1
     */
    public char resultCode(int round) {
      if (round < 1) {
        throw new IllegalArgumentException("round must be at least 1: " + round);
      }
      return round <= rounds.size() ? rounds.get(round - 1).result : ' ';
    }

    String ratingText() {
      return rating;
    }

    String pointsText() {
      return points;
    }

    String rankText() {
      return rank;
    }

    List<TrfRound> rounds() {
      return rounds;
    }

    private static int number(String digits) {
      return digits.isEmpty() ? 0 : Integer.parseInt(digits);
    }

    @Override
    public boolean equals(Object o) {
      if (!(o instanceof PlayerRecord other)) {
        return false;
      }
      return startRank == other.startRank && sex.equals(other.sex) && title.equals(other.title)
          && name.equals(other.name) && rating.equals(other.rating)
          && federation.equals(other.federation) && fideId.equals(other.fideId)
          && birthDate.equals(other.birthDate) && points.equals(other.points)
          && rank.equals(other.rank) && rounds.equals(other.rounds);
    }

    @Override
    public int hashCode() {
      return Objects.hash(startRank, sex, title, name, rating, federation, fideId, birthDate,
          points, rank, rounds);
    }

    /** The record as {@link Trf#write(TrfDocument)} writes it. */
    @Override
    public String toString() {
      return TrfWriter.playerLine(this);
    }
  }
}
