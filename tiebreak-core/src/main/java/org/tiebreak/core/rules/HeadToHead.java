package org.tiebreak.core.rules;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.tiebreak.api.Score;
import org.tiebreak.api.rule.Crosstable;
import org.tiebreak.api.rule.GroupOrder;
import org.tiebreak.api.rule.GroupRule;
import org.tiebreak.api.rule.Reach;
import org.tiebreak.api.rule.TiebreakContext;
import org.tiebreak.api.rule.TiedGroup;
import org.tiebreak.api.standings.Explanation;
import org.tiebreak.api.standings.Message;

/**
 * Head-to-head (Big Rapids round-robin tie-break 2): of two tied players, the one who won their
 * game ranks first; a draw, or no game, leaves them tied. Where they met more than once (a double
 * round robin) the points of all their games are added.
 *
 * <p>The text speaks of the game between <em>the two</em> tied players, so a group of three or
 * more is left tied, and the explanation says so; for more players use
 * {@link ResultBetweenTiedPlayers}. The values are the points each of two players scored in their
 * games against each other (1 and 0, ½ and ½, 1½ and ½); players who never met get none.
 *
 * @param forfeits whether a forfeit between the two counts as their game
 */
record HeadToHead(Forfeits forfeits) implements GroupRule {

  HeadToHead {
    Objects.requireNonNull(forfeits, "forfeits");
  }

  @Override
  public String code() {
    return "H2H";
  }

  /** Only the player's own results (a group's order: the results of the group's players). */
  @Override
  public Reach reach() {
    return Reach.OWN_RESULTS;
  }

  @Override
  public String name() {
    return "Head-to-head";
  }

  @Override
  public String variant() {
    return forfeits == Forfeits.NOT_COUNTED ? "games played over the board"
        : "forfeits counted as games";
  }

  @Override
  public GroupOrder order(TiedGroup group, TiebreakContext context) {
    List<Integer> players = group.players();
    if (players.size() != 2) {
      return GroupOrder.of(List.of(players));
    }
    Crosstable table = context.crosstable();
    int a = table.indexOf(players.get(0));
    int b = table.indexOf(players.get(1));
    int games = 0;
    long pointsA = 0;
    long pointsB = 0;
    for (int r = 0; r < table.rounds(); r++) {
      if (table.opponent(a, r) == b && forfeits.counts(table.kind(a, r))) {
        games++;
        pointsA += table.points(a, r);
        pointsB += table.points(b, r);
      }
    }
    if (games == 0) {
      return GroupOrder.of(List.of(players));
    }
    Map<Integer, Score> values = new LinkedHashMap<>();
    values.put(players.get(0), table.toPoints(pointsA));
    values.put(players.get(1), table.toPoints(pointsB));
    if (pointsA == pointsB) {
      return GroupOrder.of(List.of(players), values);
    }
    List<Integer> first = List.of(pointsA > pointsB ? players.get(0) : players.get(1));
    List<Integer> second = List.of(pointsA > pointsB ? players.get(1) : players.get(0));
    return GroupOrder.of(List.of(first, second), values);
  }

  /**
   * The games between the two tied players, with the points each gave the player; or why the
   * rule does not apply.
   *
   * @throws IllegalArgumentException if the player is not in the group
   */
  @Override
  public Explanation explain(int player, TiedGroup group, TiebreakContext context) {
    Crosstable table = context.crosstable();
    int i = TiedPlayers.member(table, group, player);
    Explanation.Builder explanation = Explanation.builder(this, player);
    if (group.players().size() != 2) {
      return explanation.addNotes(Message.of("headToHead.notTwo", group.players().size(),
          group.players())).build();
    }
    int otherPlayer = group.players().get(0) == player ? group.players().get(1)
        : group.players().get(0);
    int o = table.indexOf(otherPlayer);
    long mine = 0;
    long theirs = 0;
    int games = 0;
    for (int r = 0; r < table.rounds(); r++) {
      if (table.opponent(i, r) != o) {
        continue;
      }
      if (table.kind(i, r).isPending()) {
        explanation.addLines(Rounds.pendingLine(table, i, r));
        continue;
      }
      boolean counted = forfeits.counts(table.kind(i, r));
      long points = counted ? table.points(i, r) : 0;
      if (counted) {
        games++;
        mine += points;
        theirs += table.points(o, r);
      }
      explanation.addLines(TiedPlayers.line(table, i, r, counted)
          .contribution(table.toPoints(points))
          .runningTotal(table.toPoints(mine)).build());
    }
    if (games == 0) {
      return explanation.addNotes(Message.of("headToHead.neverPlayed", otherPlayer)).build();
    }
    explanation.value(table.toPoints(mine));
    String key = mine > theirs ? "headToHead.first" : mine < theirs ? "headToHead.second"
        : "headToHead.tieStands";
    return explanation.addNotes(Message.of(key, table.toPoints(mine), table.toPoints(theirs),
        otherPlayer)).build();
  }
}
