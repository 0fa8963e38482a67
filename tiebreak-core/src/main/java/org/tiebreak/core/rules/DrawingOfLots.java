package org.tiebreak.core.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import org.tiebreak.api.rule.GroupOrder;
import org.tiebreak.api.rule.GroupRule;
import org.tiebreak.api.rule.Reach;
import org.tiebreak.api.rule.TiebreakContext;
import org.tiebreak.api.rule.TiedGroup;
import org.tiebreak.api.standings.Explanation;
import org.tiebreak.api.standings.Message;

/**
 * Drawing of lots (US Chess rule 34E13, the coin flip; MCA 2001 and Big Rapids, never for a title): the
 * last resort, ordering a tied group at random.
 *
 * <p>The draw is reproducible: it depends only on the seed given to the engine and on the group
 * (its start numbers and the first place it contends for), never on the order the players come in
 * or on anything else in the run. The start numbers in ascending order are shuffled
 * (Fisher-Yates, from the last position down) with a SplitMix64 stream whose start is the seed
 * mixed with the first place and each start number in turn; the result is the same on every JVM.
 * Without a seed the group is left tied with the remark "to be decided by lot".
 *
 * @param forTitle whether a tie for first place is drawn; if not, it is left tied with the remark
 *     "a title is not decided by lot: the tie needs a decision"
 */
record DrawingOfLots(boolean forTitle) implements GroupRule {

  /** The remark on a group left tied because no seed was given. */
  static final Message NO_SEED_REMARK = Message.of("remark.lotsNotDrawn");
  /** The remark on a tie for first place that is not drawn. */
  static final Message TITLE_REMARK = Message.of("remark.titleNotByLot");

  private static final long GOLDEN_GAMMA = 0x9E3779B97F4A7C15L;

  @Override
  public String code() {
    return "LOTS";
  }

  /** Only the player's own results (a group's order: the results of the group's players). */
  @Override
  public Reach reach() {
    return Reach.OWN_RESULTS;
  }

  @Override
  public String name() {
    return "Drawing of lots";
  }

  @Override
  public String variant() {
    return forTitle ? "every tie it reaches" : "never for first place";
  }

  @Override
  public GroupOrder order(TiedGroup group, TiebreakContext context) {
    if (!forTitle && group.contendsForTitle()) {
      return GroupOrder.unresolved(group, TITLE_REMARK);
    }
    OptionalLong seed = context.lotSeed();
    if (seed.isEmpty()) {
      return GroupOrder.unresolved(group, NO_SEED_REMARK);
    }
    List<List<Integer>> groups = new ArrayList<>();
    for (int player : draw(seed.getAsLong(), group)) {
      groups.add(List.of(player));
    }
    return GroupOrder.byLot(groups, Message.of("remark.byLot", seed.getAsLong()));
  }

  /** The start numbers of the group in the order the lots fell, first place first. */
  static List<Integer> draw(long seed, TiedGroup group) {
    int[] players = group.players().stream().mapToInt(Integer::intValue).sorted().toArray();
    long state = mix(seed + GOLDEN_GAMMA);
    state = mix(state + group.firstPlace());
    for (int player : players) {
      state = mix(state + player);
    }
    for (int k = players.length - 1; k > 0; k--) {
      state += GOLDEN_GAMMA;
      int j = below(mix(state), k + 1);
      int t = players[k];
      players[k] = players[j];
      players[j] = t;
    }
    List<Integer> drawn = new ArrayList<>(players.length);
    for (int player : players) {
      drawn.add(player);
    }
    return drawn;
  }

  /** The SplitMix64 finaliser: a bijective scramble of 64 bits. */
  private static long mix(long z) {
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }

  /** A number from 0 to {@code bound - 1} taken from 64 random bits (bias below 2^-32). */
  private static int below(long bits, int bound) {
    return (int) (((bits >>> 32) * bound) >>> 32);
  }

  /**
   * How the lots fell for the group, the player's position and the seed; or why nothing was drawn.
   *
   * @throws IllegalArgumentException if the player is not in the group
   */
  @Override
  public Explanation explain(int player, TiedGroup group, TiebreakContext context) {
    TiedPlayers.member(context.crosstable(), group, player);
    Explanation.Builder explanation = Explanation.builder(this, player);
    int first = group.firstPlace();
    int last = first + group.players().size() - 1;
    List<Integer> sorted = new ArrayList<>(group.players());
    sorted.sort(null);
    if (!forTitle && group.contendsForTitle()) {
      return explanation.addNotes(Message.of("lots.notForTitle", sorted, first, last)).build();
    }
    OptionalLong seed = context.lotSeed();
    if (seed.isEmpty()) {
      return explanation.addNotes(Message.of("lots.noSeed", sorted, first, last)).build();
    }
    List<Integer> drawn = draw(seed.getAsLong(), group);
    int position = drawn.indexOf(player) + 1;
    return explanation
        .addNotes(Message.of("lots.drawn", seed.getAsLong(), sorted, first, last, drawn))
        .addNotes(Message.of("lots.position", player, position, drawn.size(),
            first + position - 1))
        .build();
  }
}
