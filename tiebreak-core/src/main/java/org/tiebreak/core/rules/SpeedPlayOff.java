package org.tiebreak.core.rules;

import org.tiebreak.api.rule.GroupOrder;
import org.tiebreak.api.rule.GroupRule;
import org.tiebreak.api.rule.Reach;
import org.tiebreak.api.rule.TiebreakContext;
import org.tiebreak.api.rule.TiedGroup;
import org.tiebreak.api.standings.Explanation;
import org.tiebreak.api.standings.Message;

/**
 * Speed play-off (US Chess rule 34E12): the tie is decided by one or more fast games, which the library
 * cannot compute. The rule leaves the group tied with the remark "to be decided by a play-off";
 * once the play-off is played, the director records its outcome outside the standings.
 */
record SpeedPlayOff() implements GroupRule {

  /** The remark on every player of a group the rule reaches. */
  static final Message REMARK = Message.of("remark.playOff");

  @Override
  public String code() {
    return "PLAYOFF";
  }

  /** Only the player's own results (a group's order: the results of the group's players). */
  @Override
  public Reach reach() {
    return Reach.OWN_RESULTS;
  }

  @Override
  public String name() {
    return "Speed play-off";
  }

  @Override
  public GroupOrder order(TiedGroup group, TiebreakContext context) {
    return GroupOrder.unresolved(group, REMARK);
  }

  /**
   * That the tie is left to a play-off.
   *
   * @throws IllegalArgumentException if the player is not in the group
   */
  @Override
  public Explanation explain(int player, TiedGroup group, TiebreakContext context) {
    TiedPlayers.member(context.crosstable(), group, player);
    return Explanation.builder(this, player)
        .addNotes(Message.of("speedPlayOff.notComputed", group.players()))
        .build();
  }
}
