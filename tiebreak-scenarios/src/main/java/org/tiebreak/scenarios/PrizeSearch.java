package org.tiebreak.scenarios;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.prizes.PrizeDistribution;
import org.tiebreak.prizes.PrizeList;
import org.tiebreak.prizes.PrizeOutcome;
import org.tiebreak.prizes.Prizes;
import org.tiebreak.prizes.SharingPolicy;

/**
 * Prize targets: every completion ranked and its prizes distributed, as a prize can turn on any
 * player's place. Each completion records, for every player and prize asked, whether the player
 * holds the prize alone (0), ties for it (1: a share of its cash, or an award nothing decides
 * yet) or misses it (2).
 */
final class PrizeSearch {

  private final Event event;
  private final PrizeList list;
  private final SharingPolicy policy;
  private final List<String> prizes;
  private final Budget budget;
  private final boolean keep;
  private final int[] results;
  /** [player][prize][outcome]: whether the outcome occurs. */
  final boolean[][][] seen;
  final List<int[]> nodes = new ArrayList<>();
  /** Each node's outcomes, [player * prizes + prize]. */
  final List<byte[]> outcomes = new ArrayList<>();
  boolean stopped;

  PrizeSearch(Event event, PrizeList list, SharingPolicy policy, List<String> prizes,
      Budget budget, boolean keep) {
    this.event = event;
    this.list = list;
    this.policy = policy;
    this.prizes = prizes;
    this.budget = budget;
    this.keep = keep;
    this.results = new int[event.white.length];
    Arrays.fill(results, -1);
    this.seen = new boolean[event.n][prizes.size()][3];
  }

  PrizeSearch run() {
    descend(0);
    return this;
  }

  private void descend(int g) {
    if (budget.exhausted()) {
      stopped = true;
      return;
    }
    if (g < results.length) {
      for (int r = 0; r < event.outcomes(g) && !stopped; r++) {
        results[g] = r;
        descend(g + 1);
      }
      results[g] = -1;
      return;
    }
    budget.examine();
    Standings ranked = event.rank(results);
    PrizeDistribution distribution = Prizes.distribute(ranked, list, policy);
    byte[] node = new byte[event.n * prizes.size()];
    for (int k = 0; k < prizes.size(); k++) {
      PrizeOutcome outcome = distribution.prize(prizes.get(k));
      for (int p = 0; p < event.n; p++) {
        int outcomeOf = outcomeOf(outcome, event.numbers[p]);
        seen[p][k][outcomeOf] = true;
        node[p * prizes.size() + k] = (byte) outcomeOf;
      }
    }
    if (keep) {
      nodes.add(results.clone());
      outcomes.add(node);
    }
  }

  static int outcomeOf(PrizeOutcome outcome, int player) {
    switch (outcome.status()) {
      case WON:
        return outcome.holder().map(h -> h == player).orElse(false)
            || outcome.sharedBy().contains(player) ? 0 : 2;
      case SHARED:
        return outcome.sharedBy().contains(player) ? 1 : 2;
      case UNDECIDED:
        return outcome.candidates().contains(player) ? 1 : 2;
      default:
        return 2;
    }
  }
}
