package org.tiebreak.scenarios;

import java.util.ArrayDeque;
import java.util.Arrays;

/**
 * Whether a player can still finish with nobody scoring more, where each game shares out the
 * same points whatever its result (a win twice a draw, a loss nothing: 1-½-0): the classic
 * elimination question, a maximum flow (Kern and Paulusma, "The new FIFA rules are hard:
 * complexity aspects of sports competitions", 2001, place 2-1-0 scoring, which is 1-½-0, among
 * the rules for which it is). The player wins
 * every pending game; each other game's points must then go to its two players without either
 * passing the player's score. Under other point systems (3-1-0) the question is hard, and the
 * place bounds keep to each player's own highest score.
 */
final class ScoreFlow {

  private ScoreFlow() {}

  /** Whether the event's games share out the same points whatever the result. */
  static boolean applies(Event event) {
    for (int g = 0; g < event.white.length; g++) {
      int w = event.white[g];
      long draw = event.points(g, w, 1);
      if (event.outcomes(g) != 3 || event.points(g, w, 2) != 0 || draw <= 0
          || event.points(g, w, 0) != 2 * draw || event.points(g, event.black[g], 0) != 0
          || event.points(g, event.black[g], 2) != 2 * draw) {
        return false;
      }
    }
    return true;
  }

  /**
   * Whether player p, winning every pending game, can finish with no ranked player above by
   * score; only where {@link #applies} holds.
   */
  static boolean canLead(Event event, int p) {
    long draw = event.white.length == 0 ? 1 : event.points(0, event.white[0], 1);
    long top = event.highest[p];
    int games = event.white.length;
    // Nodes: 0 source, 1 sink, 2.. games, then players.
    int source = 0;
    int sink = 1;
    int nodes = 2 + games + event.n;
    Graph graph = new Graph(nodes);
    long[] room = new long[event.n];
    for (int q = 0; q < event.n; q++) {
      room[q] = event.ranked[q] ? top - event.base[q] : Long.MAX_VALUE / 4;
    }
    long needed = 0;
    for (int g = 0; g < games; g++) {
      int w = event.white[g];
      int b = event.black[g];
      if (w == p || b == p) {
        int other = w == p ? b : w;
        room[other] -= event.least(g, other);
        continue;
      }
      graph.add(source, 2 + g, 2);
      graph.add(2 + g, 2 + games + w, 2);
      graph.add(2 + g, 2 + games + b, 2);
      needed += 2;
    }
    for (int q = 0; q < event.n; q++) {
      if (q == p) {
        continue;
      }
      if (room[q] < 0) {
        return false;
      }
      // In draws: the number of half-games' points the player may still take.
      graph.add(2 + games + q, sink, Math.min(room[q] / draw, 2L * games + 2));
    }
    return graph.maxFlow(source, sink) == needed;
  }

  /** A small flow network: adjacency by arrays, augmenting paths by breadth first. */
  private static final class Graph {
    private int[] head;
    private int[] next = new int[16];
    private int[] to = new int[16];
    private long[] capacity = new long[16];
    private int edges;

    Graph(int nodes) {
      head = new int[nodes];
      Arrays.fill(head, -1);
    }

    void add(int from, int target, long cap) {
      edge(from, target, cap);
      edge(target, from, 0);
    }

    private void edge(int from, int target, long cap) {
      if (edges == to.length) {
        next = Arrays.copyOf(next, 2 * edges);
        to = Arrays.copyOf(to, 2 * edges);
        capacity = Arrays.copyOf(capacity, 2 * edges);
      }
      to[edges] = target;
      capacity[edges] = cap;
      next[edges] = head[from];
      head[from] = edges++;
    }

    long maxFlow(int source, int sink) {
      long flow = 0;
      int[] via = new int[head.length];
      while (true) {
        Arrays.fill(via, -1);
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        queue.add(source);
        via[source] = -2;
        while (!queue.isEmpty() && via[sink] == -1) {
          int node = queue.poll();
          for (int e = head[node]; e >= 0; e = next[e]) {
            if (capacity[e] > 0 && via[to[e]] == -1) {
              via[to[e]] = e;
              queue.add(to[e]);
            }
          }
        }
        if (via[sink] == -1) {
          return flow;
        }
        long push = Long.MAX_VALUE;
        for (int node = sink; node != source; node = to[via[node] ^ 1]) {
          push = Math.min(push, capacity[via[node]]);
        }
        for (int node = sink; node != source; node = to[via[node] ^ 1]) {
          capacity[via[node]] -= push;
          capacity[via[node] ^ 1] += push;
        }
        flow += push;
      }
    }
  }
}
