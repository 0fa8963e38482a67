package org.tiebreak.scenarios;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.apiguardian.api.API;
import org.tiebreak.api.standings.Standings;

/**
 * The scenarios of a round in progress: the pending games, and what each player analysed can
 * still reach.
 *
 * <p>Immutable and thread-safe.
 */
@API(status = EXPERIMENTAL, since = "1.0")
public final class ScenarioReport {

  private final Standings standings;
  private final List<PendingGame> games;
  private final List<Target> targets;
  private final List<PlayerScenarios> players;
  private final long examined;
  private final BigInteger completions;

  ScenarioReport(Standings standings, List<PendingGame> games, BigInteger completions,
      List<Target> targets, List<PlayerScenarios> players, long examined) {
    this.standings = standings;
    this.completions = completions;
    this.games = List.copyOf(games);
    this.targets = List.copyOf(targets);
    this.players = List.copyOf(players);
    this.examined = examined;
  }

  /** The live standings: the pending games counting nothing. */
  public Standings standings() {
    return standings;
  }

  /**
   * The pending games, by round and then White's start number; in a team event, the matches in
   * progress, by round and then the first team's number.
   */
  public List<PendingGame> games() {
    return games;
  }

  /**
   * The number of ways the pending games can end: 3 to the power of their number (in a team
   * event, of the pending boards of the matches in progress).
   */
  public BigInteger completions() {
    return completions;
  }

  /** The targets asked, in order. */
  public List<Target> targets() {
    return targets;
  }

  /** The players analysed, in the order of the live standings. */
  public List<PlayerScenarios> players() {
    return players;
  }

  /**
   * The scenarios of one player.
   *
   * @throws IllegalArgumentException if the player was not analysed
   */
  public PlayerScenarios player(int player) {
    for (PlayerScenarios each : players) {
      if (each.player() == player) {
        return each;
      }
    }
    throw new IllegalArgumentException("player " + player + " was not analysed");
  }

  /** The players analysed whose answer for the target is this chance, in standings order. */
  public List<Integer> players(Target target, Chance chance) {
    List<Integer> found = new ArrayList<>();
    for (PlayerScenarios each : players) {
      if (each.answer(target).chance() == chance) {
        found.add(each.player());
      }
    }
    return found;
  }

  /** The players who have clinched the target, alone in every completion. */
  public List<Integer> clinched(Target target) {
    return players(target, Chance.CLINCHED);
  }

  /** The players for whom the target is out of reach. */
  public List<Integer> outOfReach(Target target) {
    return players(target, Chance.OUT_OF_REACH);
  }

  /** The players with an answer the caller's limit left undecided. */
  public List<PlayerScenarios> undecided() {
    return players.stream().filter(p -> !p.decided()).toList();
  }

  /** Whether every answer is known. */
  public boolean complete() {
    return undecided().isEmpty();
  }

  /** The completions examined in all: rankings, or placings by scores alone. */
  public long examined() {
    return examined;
  }
}
