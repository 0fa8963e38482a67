package org.tiebreak.core.rules;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.tiebreak.api.Explanation;
import org.tiebreak.api.GroupOrder;
import org.tiebreak.api.GroupRule;
import org.tiebreak.api.Score;
import org.tiebreak.api.TiebreakContext;
import org.tiebreak.api.TiedGroup;
import org.tiebreak.core.internal.EngineContext;
import org.tiebreak.core.internal.Index;

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
 * @param forfeits whether a forfeit between the two counts as their game; {@link #bigRapids()}
 *     ignores forfeits, since the text speaks of the game they played
 */
public record HeadToHead(ForfeitsBetweenTied forfeits) implements GroupRule {

  public HeadToHead {
    Objects.requireNonNull(forfeits, "forfeits");
  }

  /** Big Rapids round robin: only games played over the board count. */
  public static HeadToHead bigRapids() {
    return new HeadToHead(ForfeitsBetweenTied.IGNORE);
  }

  @Override
  public String code() {
    return "H2H";
  }

  @Override
  public String name() {
    return "Head-to-head";
  }

  @Override
  public GroupOrder order(TiedGroup group, TiebreakContext context) {
    List<Integer> players = group.players();
    if (players.size() != 2) {
      return GroupOrder.of(List.of(players));
    }
    Index index = Index.of(context);
    int a = index.indexOf(players.get(0));
    int b = index.indexOf(players.get(1));
    int games = 0;
    long pointsA = 0;
    long pointsB = 0;
    for (int r = 0; r < index.rounds(); r++) {
      if (index.opponent(a, r) == b && forfeits.counts(index.kind(a, r))) {
        games++;
        pointsA += index.halfPoints(a, r);
        pointsB += index.halfPoints(b, r);
      }
    }
    if (games == 0) {
      return GroupOrder.of(List.of(players));
    }
    Map<Integer, Score> values = new LinkedHashMap<>();
    values.put(players.get(0), EngineContext.halfPoints(pointsA));
    values.put(players.get(1), EngineContext.halfPoints(pointsB));
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
    Index index = Index.of(context);
    int i = TiedPlayers.member(index, group, player);
    Explanation.Builder explanation = Explanation.builder().rule(code()).ruleName(name())
        .player(player);
    if (group.players().size() != 2) {
      return explanation.addNotes("not applied: head-to-head is defined for two tied players, and "
          + group.players().size() + " are tied " + group.players()).build();
    }
    int otherPlayer = group.players().get(0) == player ? group.players().get(1)
        : group.players().get(0);
    int o = index.indexOf(otherPlayer);
    long mine = 0;
    long theirs = 0;
    int games = 0;
    for (int r = 0; r < index.rounds(); r++) {
      if (index.opponent(i, r) != o) {
        continue;
      }
      boolean counted = forfeits.counts(index.kind(i, r));
      int points = counted ? index.halfPoints(i, r) : 0;
      if (counted) {
        games++;
        mine += points;
        theirs += index.halfPoints(o, r);
      }
      explanation.addLines(TiedPlayers.line(index, i, r, counted)
          .contribution(EngineContext.halfPoints(points))
          .runningTotal(EngineContext.halfPoints(mine)).build());
    }
    if (games == 0) {
      return explanation.addNotes("never played player " + otherPlayer + ": the tie stands")
          .build();
    }
    explanation.value(EngineContext.halfPoints(mine));
    String score = EngineContext.halfPoints(mine) + " to " + EngineContext.halfPoints(theirs)
        + " against player " + otherPlayer;
    if (mine > theirs) {
      explanation.addNotes(score + ": ranks first");
    } else if (mine < theirs) {
      explanation.addNotes(score + ": ranks second");
    } else {
      explanation.addNotes(score + ": the tie stands");
    }
    return explanation.build();
  }
}
