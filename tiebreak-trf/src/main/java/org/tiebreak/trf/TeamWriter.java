package org.tiebreak.trf;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.tiebreak.api.Format;
import org.tiebreak.api.GameResult;
import org.tiebreak.api.Player;
import org.tiebreak.api.PointSystem;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.Score;
import org.tiebreak.api.team.Board;
import org.tiebreak.api.team.Match;
import org.tiebreak.api.team.Team;
import org.tiebreak.api.team.TeamScore;
import org.tiebreak.api.team.TeamTournament;

/** Writes a team event as a TRF26 team file (or a TRF16 one, with records 013). */
final class TeamWriter {

  private final TeamTournament event;
  private final TrfVersion version;
  /** Each player's board in each round: the board, or absent. */
  private final List<Map<Integer, Board>> seats = new ArrayList<>();

  private TeamWriter(TeamTournament event, TrfVersion version) {
    this.event = event;
    this.version = version;
    for (int round = 1; round <= event.roundsPlayed(); round++) {
      Map<Integer, Board> byPlayer = new HashMap<>();
      for (Match match : event.matches(round)) {
        for (Board board : match.boards()) {
          for (int player : new int[] {board.white(), board.black()}) {
            if (player > 0) {
              byPlayer.put(player, board);
            }
          }
        }
      }
      seats.add(byPlayer);
    }
  }

  /** The text of the file, one record a line, each ended by {@code \n}. */
  static String write(TeamTournament event, TrfVersion version) {
    return new TeamWriter(event, version).write();
  }

  private String write() {
    List<String> lines = new ArrayList<>();
    if (!event.name().isEmpty()) {
      lines.add("012 " + TrfLine.trim(TrfWriter.oneLine(event.name())));
    }
    event.startDate().ifPresent(date -> {
      TrfWriter.check(date.getYear() >= 1 && date.getYear() <= 9999,
          "start date does not fit YYYY/MM/DD: " + date);
      lines.add("042 " + TrfDate.format(date));
    });
    lines.add((version == TrfVersion.TRF26 ? "142 " : "XXR ") + event.plannedRounds());
    if (!event.gamePoints().isStandard()) {
      lines.add(TrfWriter.pointSystem(event.gamePoints(), version));
    }
    boolean gamePointsFirst = event.primaryScore() == TeamScore.GAME_POINTS;
    lines.add("192 " + switch (event.format()) {
      case ROUND_ROBIN -> "FIDE_TEAM_ROUNDROBIN";
      case DOUBLE_ROUND_ROBIN -> "FIDE_TEAM_DOUBLEROUNDROBIN";
      default -> gamePointsFirst ? "CUSTOM_TEAM_SWISS_GP" : "CUSTOM_TEAM_SWISS_MP";
    });
    if (gamePointsFirst && event.format() != Format.SWISS) {
      lines.add("212 GPTS");
    }
    lines.add("352 " + colours());
    matchPoints(lines);
    for (Team team : event.teams()) {
      lines.add(version == TrfVersion.TRF26 ? team310(team) : team013(team));
    }
    List<Player> players = new ArrayList<>();
    event.teams().forEach(team -> players.addAll(team.roster()));
    players.sort(Comparator.comparingInt(Player::startNumber));
    for (Player player : players) {
      lines.add(TrfWriter.playerLine(playerRecord(player)));
    }
    pab(lines);
    byes(lines);
    forfeits(lines);
    orders(lines);
    StringBuilder text = new StringBuilder();
    lines.forEach(line -> text.append(line).append('\n'));
    return text.toString();
  }

  /**
   * Record 352: the first team's colour board by board, as the matches show it; W and B in turn
   * on boards no match shows. The reader names first the team whose player on a match's first
   * board with two players has the colour record 352 gives that board, so those boards give
   * their colour before any other (the first match's, where matches disagree).
   */
  private String colours() {
    int boards = event.boards();
    char[] sequence = "WB".repeat(boards).substring(0, boards).toCharArray();
    boolean[] given = new boolean[boards];
    for (boolean firstBoardsOnly : new boolean[] {true, false}) {
      for (int round = 1; round <= event.roundsPlayed(); round++) {
        for (Match match : event.matches(round)) {
          List<Board> list = match.boards();
          for (int k = 0; k < list.size() && k < boards; k++) {
            Board board = list.get(k);
            if (board.white() == 0 || board.black() == 0) {
              continue;
            }
            if (!given[k]) {
              given[k] = true;
              sequence[k] = event.teamOf(board.white()) == match.first() ? 'W' : 'B';
            }
            if (firstBoardsOnly) {
              break;
            }
          }
        }
      }
    }
    return new String(sequence);
  }

  /**
   * Record 362 when a match won, drawn or lost scores otherwise than 2, 1 and 0; the other kinds
   * must score as the match they stand for, since no record gives them.
   */
  private void matchPoints(List<String> lines) {
    PointSystem points = event.matchPoints();
    PointSystem expressible = PointSystem.builder().win(points.win()).draw(points.draw())
        .loss(points.loss()).pairingAllocatedBye(points.points(ResultKind.PAIRING_ALLOCATED_BYE))
        .build();
    TrfWriter.check(points.equals(expressible), "match points that no trf record gives: "
        + points + " (records 362 and 320 give a win, a draw, a loss and the pairing-allocated"
        + " bye; the other kinds score as the match they stand for)");
    if (!points.win().equals(Score.of(2)) || !points.draw().equals(Score.ONE)
        || !points.loss().equals(Score.ZERO)) {
      lines.add("362 TW " + TrfWriter.signedDecimal(points.win()) + " TD "
          + TrfWriter.signedDecimal(points.draw()) + " TL "
          + TrfWriter.signedDecimal(points.loss()));
    }
  }

  /** Record 310: number, name, match points, game points, then the roster. */
  private String team310(Team team) {
    TrfWriter.check(team.number() <= 999,
        "team number does not fit the 3 columns of record 310: " + team.number());
    TrfWriter.Row row = new TrfWriter.Row("310");
    row.right(Integer.toString(team.number()), 5, 7);
    row.left(name(team), 9);
    row.right(fitting(event.score(team.number(), TeamScore.MATCH_POINTS), 6), 55, 60);
    row.right(fitting(event.score(team.number(), TeamScore.GAME_POINTS), 6), 62, 67);
    int column = 74;
    for (Player player : team.roster()) {
      row.right(Integer.toString(player.startNumber()), column, column + 3);
      column += 5;
    }
    return row.line();
  }

  /** Record 013 (TRF16): name, then the roster; the team is numbered by the records' order. */
  private String team013(Team team) {
    TrfWriter.check(team.number() == event.teams().indexOf(team) + 1,
        "record 013 numbers the teams by their order, 1 to " + event.teams().size()
            + ", but a team has number " + team.number());
    TrfWriter.Row row = new TrfWriter.Row("013");
    row.left(name(team), 5);
    int column = 37;
    for (Player player : team.roster()) {
      row.right(Integer.toString(player.startNumber()), column, column + 3);
      column += 5;
    }
    return row.line();
  }

  private static String name(Team team) {
    return TrfWriter.cut(TrfLine.trim(TrfWriter.oneLine(team.name())), 32);
  }

  /** A score as a column of {@code width} gives it, or blank if it does not fit. */
  private static String fitting(Score score, int width) {
    String text = score.format(1);
    String digits = text.startsWith("-") ? text.substring(1) : text;
    return text.length() <= width && PlayerLine.isDecimal(digits) ? text : "";
  }

  /**
   * A player's record: a game as its opponent, colour and result; a win against an empty seat as
   * {@code 0000 - +}; a round without a board as {@code 0000 - Z}. The Points column is the
   * player's points as the file reads them: a full-point bye for the empty seat, a zero-point bye
   * for no board.
   */
  private TrfDocument.PlayerRecord playerRecord(Player player) {
    int number = player.startNumber();
    PointSystem points = event.gamePoints();
    List<TrfRound> rounds = new ArrayList<>();
    Score score = Score.ZERO;
    for (Map<Integer, Board> round : seats) {
      Board board = round.get(number);
      if (board == null) {
        rounds.add(new TrfRound("0000", '-', 'Z'));
        score = score.plus(points.points(ResultKind.ZERO_POINT_BYE));
        continue;
      }
      boolean white = board.white() == number;
      int opponent = white ? board.black() : board.white();
      if (opponent == 0) {
        rounds.add(new TrfRound("0000", '-', '+'));
        score = score.plus(points.points(ResultKind.FULL_POINT_BYE));
        continue;
      }
      ResultKind kind = white ? board.result().white() : board.result().black();
      rounds.add(new TrfRound(Integer.toString(opponent), white ? 'w' : 'b',
          TrfRound.codeOf(kind)));
      score = score.plus(points.points(kind));
    }
    return TrfWriter.playerRecord(player, rounds, score);
  }

  /**
   * Record 320 when a team has the pairing-allocated bye or it scores otherwise than a drawn
   * match: its match points and game points, then the team with the bye in each round.
   */
  private void pab(List<String> lines) {
    Score matchPoints = event.matchPoints().points(ResultKind.PAIRING_ALLOCATED_BYE);
    Score gamePoints = event.pairingAllocatedByeGamePoints();
    List<Integer> teams = new ArrayList<>();
    boolean any = false;
    for (int round = 1; round <= event.roundsPlayed(); round++) {
      int team = 0;
      for (Match match : event.matches(round)) {
        if (match.bye().orElse(null) == ResultKind.PAIRING_ALLOCATED_BYE) {
          team = match.first();
        }
      }
      any |= team > 0;
      teams.add(team);
    }
    boolean standard = matchPoints.equals(event.matchPoints().draw())
        && gamePoints.equals(event.gamePoints().draw().times(event.boards()));
    if (!any && standard) {
      return;
    }
    TrfWriter.Row row = new TrfWriter.Row("320");
    row.right(valueOf4(matchPoints), 5, 8);
    row.right(valueOf4(gamePoints), 10, 13);
    int column = 15;
    for (int team : teams) {
      row.right(String.format("%03d", team), column, column + 2);
      column += 4;
    }
    lines.add(row.line());
  }

  /**
   * A value in the 4 columns of record 320, as the reader reads it: with one decimal where it
   * fits ({@code 1.0}), else as short as it is exact ({@code 170}, {@code 1.25}, {@code -.25}).
   */
  private static String valueOf4(Score value) {
    String shortest = value.format(0);
    String unsigned = shortest.startsWith("-") ? shortest.substring(1) : shortest;
    String sign = shortest.startsWith("-") ? "-" : "";
    for (String text : List.of(value.format(1), shortest,
        sign + (unsigned.startsWith("0.") ? unsigned.substring(1) : unsigned))) {
      if (text.length() <= 4 && PlayerLine.isDecimal(text.substring(sign.length()))) {
        return text;
      }
    }
    throw new IllegalArgumentException("a point value that does not fit the 4 columns of record"
        + " 320: " + value);
  }

  /** Records 240: the teams with a full-point, half-point or zero-point bye, by round. */
  private void byes(List<String> lines) {
    for (int round = 1; round <= event.roundsPlayed(); round++) {
      Map<Character, List<Integer>> byType = new TreeMap<>();
      for (Match match : event.matches(round)) {
        ResultKind kind = match.bye().orElse(null);
        if (kind == null || kind == ResultKind.PAIRING_ALLOCATED_BYE) {
          continue;
        }
        char type = kind == ResultKind.FULL_POINT_BYE ? 'F'
            : kind == ResultKind.HALF_POINT_BYE ? 'H' : 'Z';
        byType.computeIfAbsent(type, t -> new ArrayList<>()).add(match.first());
      }
      for (Map.Entry<Character, List<Integer>> entry : byType.entrySet()) {
        TrfWriter.Row row = new TrfWriter.Row("240");
        row.left(String.valueOf(entry.getKey()), 5);
        row.right(String.format("%03d", round), 7, 9);
        int column = 11;
        for (int team : entry.getValue()) {
          row.right(Integer.toString(team), column, column + 3);
          column += 5;
        }
        lines.add(row.line());
      }
    }
  }

  /** Records 330: the matches forfeited as a whole, the first team as White. */
  private void forfeits(List<String> lines) {
    for (int round = 1; round <= event.roundsPlayed(); round++) {
      for (Match match : event.matches(round)) {
        if (match.forfeit().isEmpty()) {
          continue;
        }
        GameResult result = match.forfeit().get();
        String type = result == GameResult.WHITE_WINS_BY_FORFEIT ? "+-"
            : result == GameResult.BLACK_WINS_BY_FORFEIT ? "-+" : "--";
        lines.add(String.format("330 %s %03d %03d %03d", type, round, match.first(),
            match.second()));
      }
    }
  }

  /**
   * Records 300: a team's players board by board ({@code 0000} where it has nobody), for each
   * match where they are not its players in roster order on the boards from the first.
   */
  private void orders(List<String> lines) {
    for (int round = 1; round <= event.roundsPlayed(); round++) {
      for (Match match : event.matches(round)) {
        if (match.boards().isEmpty()) {
          continue;
        }
        for (int team : new int[] {match.first(), match.second()}) {
          List<Integer> onBoards = new ArrayList<>();
          List<Integer> seated = new ArrayList<>();
          for (Board board : match.boards()) {
            int player = 0;
            for (int seat : new int[] {board.white(), board.black()}) {
              if (seat > 0 && event.teamOf(seat) == team) {
                player = seat;
              }
            }
            onBoards.add(player);
            if (player > 0) {
              seated.add(player);
            }
          }
          List<Integer> roster = event.team(team).roster().stream().map(Player::startNumber)
              .toList();
          seated.sort(Comparator.comparingInt(roster::indexOf));
          if (onBoards.equals(seated)) {
            continue;
          }
          StringBuilder line = new StringBuilder(String.format("300 %03d %03d %03d", round, team,
              match.opponentOf(team)));
          for (int player : onBoards) {
            line.append(String.format(" %04d", player));
          }
          lines.add(line.toString());
        }
      }
    }
  }
}
