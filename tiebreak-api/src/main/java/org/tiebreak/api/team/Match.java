package org.tiebreak.api.team;

import static org.apiguardian.api.API.Status.STABLE;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.apiguardian.api.API;
import org.tiebreak.api.GameResult;
import org.tiebreak.api.ResultKind;

/**
 * One team's or two teams' round in a team event: a match played on the boards, a match
 * forfeited as a whole (TRF-26 record 330: {@code +-}, {@code -+}, {@code --}), or a bye of one
 * team (the pairing-allocated bye of record 320, or a requested bye or absence).
 *
 * <p>The first team is the one named first in the pairing; as a team it is shown with White.
 *
 * <p>A match played on the boards with at least one {@linkplain Board#isPending() pending} board
 * is a match in progress ({@link #inProgress()}): a round entered as soon as it is paired. Until
 * its last board has a result it scores nothing for either team, neither match points nor game
 * points, the boards already finished included, and every tie-break counts it as a round neither
 * team has yet played, as a {@linkplain ResultKind#PENDING pending game} of an individual event
 * is; the match is kept, so the pairing and the players on its boards are known. A match
 * forfeited as a whole and a bye are never in progress.
 *
 * <p>This class is immutable and thread-safe.
 *
 * @param first the first team's number
 * @param second the second team's number, or 0 for a bye
 * @param boards the boards in order, board 1 first; empty for a forfeited match or a bye
 * @param forfeit the result of a match forfeited as a whole, the first team's side first
 * @param bye the kind of a bye
 */
@API(status = STABLE, since = "1.0")
public record Match(int first, int second, List<Board> boards, Optional<GameResult> forfeit,
    Optional<ResultKind> bye) {

  /**
   * @throws IllegalArgumentException if a team number is below 1 (the second team's below 0),
   *     or the parts do not make one of a match, a forfeited match or a bye (a match forfeited
   *     as a whole has a forfeit's result, never {@link GameResult#PENDING})
   */
  public Match {
    boards = List.copyOf(Objects.requireNonNull(boards, "boards"));
    Objects.requireNonNull(forfeit, "forfeit");
    Objects.requireNonNull(bye, "bye");
    if (first < 1 || second < 0) {
      throw new IllegalArgumentException("team numbers must be at least 1: " + first + ", "
          + second);
    }
    if (bye.isPresent() != (second == 0)) {
      throw new IllegalArgumentException("a bye has one team and a match has two: " + first
          + ", " + second);
    }
    if (bye.isPresent() && (!bye.get().isBye() || !boards.isEmpty() || forfeit.isPresent())) {
      throw new IllegalArgumentException("a team's bye has a bye's kind and no boards: " + bye);
    }
    if (forfeit.isPresent() && (!boards.isEmpty() || !forfeit.get().white().isForfeit())) {
      throw new IllegalArgumentException("a match forfeited as a whole has a forfeit's result"
          + " and no boards: " + forfeit.get());
    }
    if (bye.isEmpty() && forfeit.isEmpty() && boards.isEmpty()) {
      throw new IllegalArgumentException("a match played has boards: " + first + "-" + second);
    }
  }

  /** A match played on the boards, board 1 first. */
  public static Match of(int first, int second, Board... boards) {
    return of(first, second, List.of(boards));
  }

  /** A match played on the boards, board 1 first. */
  public static Match of(int first, int second, List<Board> boards) {
    return new Match(first, second, boards, Optional.empty(), Optional.empty());
  }

  /**
   * A match forfeited as a whole: {@link GameResult#WHITE_WINS_BY_FORFEIT} when the first team
   * wins ({@code +-}), {@link GameResult#BLACK_WINS_BY_FORFEIT} when the second does ({@code -+}),
   * {@link GameResult#DOUBLE_FORFEIT} when neither appeared ({@code --}).
   */
  public static Match forfeited(int first, int second, GameResult result) {
    return new Match(first, second, List.of(), Optional.of(Objects.requireNonNull(result,
        "result")), Optional.empty());
  }

  /** The pairing-allocated bye of a team. */
  public static Match bye(int team) {
    return bye(team, ResultKind.PAIRING_ALLOCATED_BYE);
  }

  /** A bye of a team: pairing-allocated, full-, half- or zero-point, an absence. */
  public static Match bye(int team, ResultKind kind) {
    return new Match(team, 0, List.of(), Optional.empty(), Optional.of(Objects.requireNonNull(kind,
        "kind")));
  }

  /**
   * Whether the match is in progress: played on the boards, at least one of them
   * {@linkplain Board#isPending() pending}. It scores nothing yet, as the class comment says.
   */
  public boolean inProgress() {
    for (Board board : boards) {
      if (board.isPending()) {
        return true;
      }
    }
    return false;
  }

  /** Whether the team is one of this match's. */
  public boolean involves(int team) {
    return team > 0 && (first == team || second == team);
  }

  /** The other team of a match, or 0 for a bye. */
  public int opponentOf(int team) {
    return team == first ? second : first;
  }

  @Override
  public String toString() {
    if (bye.isPresent()) {
      return "team " + first + ": " + bye.get().description();
    }
    if (forfeit.isPresent()) {
      String sign = switch (forfeit.get()) {
        case WHITE_WINS_BY_FORFEIT -> "+-";
        case BLACK_WINS_BY_FORFEIT -> "-+";
        default -> "--";
      };
      return first + " " + sign + " " + second;
    }
    return first + " - " + second + " " + boards;
  }
}
