package org.tiebreak.core.internal;

import java.util.Objects;
import java.util.Optional;
import org.tiebreak.api.Colour;
import org.tiebreak.api.Player;
import org.tiebreak.api.PointSystem;
import org.tiebreak.api.ResultKind;
import org.tiebreak.api.Score;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.rule.Crosstable;
import org.tiebreak.api.rule.TeamCrosstable;
import org.tiebreak.api.team.Board;
import org.tiebreak.api.team.Match;
import org.tiebreak.api.team.Team;
import org.tiebreak.api.team.TeamScore;
import org.tiebreak.api.team.TeamTournament;

/**
 * A team event indexed twice, in match points and in game points, over the same grid of teams
 * (from {@link TeamTournament#asTournament()}), with the boards of every match. The primary
 * score's index is the one the engine ranks by. A match in progress is a
 * {@link ResultKind#PENDING} round of both teams in both indexes, with no points and no board
 * points, its players on its boards kept: the rules treat it as a pending game.
 *
 * <p>Internal: not part of the supported API.
 */
public final class TeamIndex implements TeamCrosstable {

  private final TeamTournament event;
  private final Index matchPoints;
  private final Index gamePoints;
  private final Index primary;
  private final int boards;
  /** Each team-round-board's player's start number (0 for none), team after team. */
  private final int[] boardPlayers;
  /** Each team-round-board's game points, in the units of the game-point index. */
  private final long[] boardPoints;

  private TeamIndex(TeamTournament event) {
    this.event = event;
    Tournament teams = event.asTournament();
    this.matchPoints = Index.of(teams);
    int rounds = event.roundsPlayed();
    this.boards = event.boards();
    int count = event.teams().size();
    Score[] cells = new Score[count * rounds];
    for (int t = 0; t < count; t++) {
      int number = event.teams().get(t).number();
      for (int r = 0; r < rounds; r++) {
        cells[t * rounds + r] = event.gamePoints(number, r + 1);
      }
    }
    this.gamePoints = Index.of(teams, wholeMatches(event), cells, event.gamePoints());
    this.primary = event.primaryScore() == TeamScore.MATCH_POINTS ? matchPoints : gamePoints;
    this.boardPlayers = new int[count * rounds * boards];
    this.boardPoints = new long[count * rounds * boards];
    long unit = gamePoints.unitsPerPoint();
    for (int t = 0; t < count; t++) {
      Team team = event.teams().get(t);
      for (int r = 0; r < rounds; r++) {
        Match match = event.match(team.number(), r + 1);
        for (int b = 0; b < boards; b++) {
          int cell = (t * rounds + r) * boards + b;
          Score points = event.boardPoints(team.number(), r + 1, b + 1);
          boardPoints[cell] = Math.multiplyExact(points.numerator(), unit / points.denominator());
          if (b < match.boards().size()) {
            Board board = match.boards().get(b);
            boardPlayers[cell] = onTeam(board.white(), team) ? board.white()
                : onTeam(board.black(), team) ? board.black() : 0;
          }
        }
      }
    }
  }

  /** The index of a team event. */
  public static TeamIndex of(TeamTournament event) {
    return new TeamIndex(Objects.requireNonNull(event, "event"));
  }

  private boolean onTeam(int player, Team team) {
    return player > 0 && event.teamOf(player) == team.number();
  }

  /** The game points of each kind of result over a whole match: every board's. */
  private static PointSystem wholeMatches(TeamTournament event) {
    PointSystem games = event.gamePoints();
    int boards = event.boards();
    return PointSystem.builder().win(games.win().times(boards)).draw(games.draw().times(boards))
        .loss(games.loss().times(boards))
        .forfeitWin(games.points(ResultKind.FORFEIT_WIN).times(boards))
        .forfeitLoss(games.points(ResultKind.FORFEIT_LOSS).times(boards))
        .fullPointBye(games.points(ResultKind.FULL_POINT_BYE).times(boards))
        .halfPointBye(games.points(ResultKind.HALF_POINT_BYE).times(boards))
        .zeroPointBye(games.points(ResultKind.ZERO_POINT_BYE).times(boards))
        .pairingAllocatedBye(event.pairingAllocatedByeGamePoints()).build();
  }

  /** The index of the primary score, which the engine ranks by. */
  public Index primary() {
    return primary;
  }

  /** The team event indexed. */
  public TeamTournament event() {
    return event;
  }

  @Override
  public TeamScore primaryScore() {
    return event.primaryScore();
  }

  @Override
  public Crosstable view(TeamScore score) {
    return Objects.requireNonNull(score, "score") == TeamScore.MATCH_POINTS ? matchPoints
        : gamePoints;
  }

  @Override
  public int boards() {
    return boards;
  }

  @Override
  public int boardPlayer(int team, int round, int board) {
    return boardPlayers[boardCell(team, round, board)];
  }

  @Override
  public long boardPoints(int team, int round, int board) {
    return boardPoints[boardCell(team, round, board)];
  }

  private int boardCell(int team, int round, int board) {
    int rounds = primary.rounds();
    return (Objects.checkIndex(team, primary.players()) * rounds
        + Objects.checkIndex(round, rounds)) * boards + Objects.checkIndex(board, boards);
  }

  @Override
  public int players() {
    return primary.players();
  }

  @Override
  public int rounds() {
    return primary.rounds();
  }

  @Override
  public Player player(int player) {
    return primary.player(player);
  }

  @Override
  public int startNumber(int player) {
    return primary.startNumber(player);
  }

  @Override
  public int indexOf(int startNumber) {
    return primary.indexOf(startNumber);
  }

  @Override
  public ResultKind kind(int player, int round) {
    return primary.kind(player, round);
  }

  @Override
  public int opponent(int player, int round) {
    return primary.opponent(player, round);
  }

  @Override
  public Optional<Colour> colour(int player, int round) {
    return primary.colour(player, round);
  }

  @Override
  public long unitsPerPoint() {
    return primary.unitsPerPoint();
  }

  @Override
  public long pointsFor(ResultKind kind) {
    return primary.pointsFor(kind);
  }

  @Override
  public long points(int player, int round) {
    return primary.points(player, round);
  }

  @Override
  public long score(int player) {
    return primary.score(player);
  }

  @Override
  public long scoreAfter(int player, int round) {
    return primary.scoreAfter(player, round);
  }
}
