package org.tiebreak.testkit.rules;

import java.util.ArrayList;
import java.util.List;
import org.tiebreak.api.Player;
import org.tiebreak.api.Ruleset;
import org.tiebreak.api.Score;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.rule.TiebreakRule;
import org.tiebreak.api.rule.ValueRule;
import org.tiebreak.api.standings.Explanation;
import org.tiebreak.api.standings.Standings;
import org.tiebreak.core.TiebreakEngine;
import org.tiebreak.testkit.Crosstables;

/** Tournaments and helpers shared by the rule tests. */
final class ValueRuleFixtures {

  private ValueRuleFixtures() {}

  /**
   * A six-player, four-round Swiss with every kind of unplayed round:
   *
   * <pre>
   * No. name  R1        R2          R3              R4         score  adjusted
   * 1   Ann   W 2 w     W 5 b       D 3 w           L 4 b      2.5    2.5
   * 2   Bob   L 1 b     -F 4 w      L 6 w           L 3 w      0      0.5
   * 3   Cid   D 4 w     W 6 w       D 1 b           W 2 b      3      3
   * 4   Dee   D 3 b     +F 2 b      -F 5 w (double) W 1 w      2.5    2.5
   * 5   Eve   PAB       L 1 w       -F 4 b (double) withdrawn  1      1.5
   * 6   Fay   late      L 3 b       W 2 b           ½-bye      1.5    2
   * </pre>
   */
  static Tournament swiss() {
    return Crosstables.parse("""
        1 Ann 2.5 W2w W5b D3w L4b
        2 Bob 0.0 L1b -4w L6w L3w
        3 Cid 3.0 D4w W6w D1b W2b
        4 Dee 2.5 D3b +2b -5w W1w
        5 Eve 1.0 U   L1w -4b X
        6 Fay 1.5 N   L3b W2b H
        """, 4);
  }

  /**
   * A four-player, three-round Swiss where a late entrant ties with a player present from the
   * start:
   *
   * <pre>
   * No. name  R1      R2      R3      score
   * 1   Ann   W 2 w   L 4 b   D 2 w   1.5
   * 2   Bob   L 1 b   L 3 w   D 1 b   0.5
   * 3   Cid   PAB     W 2 b   D 4 b   2.5
   * 4   Dee   late    W 1 w   D 3 w   1.5
   * </pre>
   */
  static Tournament lateEntrant() {
    return Crosstables.parse("""
        1 Ann 1.5 W2w L4b D2w
        2 Bob 0.5 L1b L3w D1b
        3 Cid 2.5 U   W2b D4b
        4 Dee 1.5 N   W1w D3w
        """, 3);
  }

  /** A ruleset of the given rules, in order. */
  static Ruleset ruleset(TiebreakRule... rules) {
    return Ruleset.builder().name("test").addRules(rules).build();
  }

  /** The standings under the given rules. */
  static Standings rank(Tournament tournament, TiebreakRule... rules) {
    return TiebreakEngine.rank(tournament, ruleset(rules));
  }

  /** Every player's value under the rule, in start-number order, as "number=value". */
  static String values(Tournament tournament, ValueRule rule) {
    Standings standings = rank(tournament, rule);
    List<String> values = new ArrayList<>();
    for (Player player : tournament.players()) {
      values.add(player.startNumber() + "="
          + standings.row(player.startNumber()).values().get(rule.code()));
    }
    return String.join(" ", values);
  }

  /** One player's value under the rule. */
  static Score value(Tournament tournament, ValueRule rule, int player) {
    return rank(tournament, rule).row(player).values().get(rule.code());
  }

  /** How the rule gives one player's value. */
  static Explanation explain(Tournament tournament, ValueRule rule, int player) {
    return rank(tournament, rule).explain(player, rule.code());
  }

  /** The start numbers in standings order. */
  static List<Integer> order(Standings standings) {
    List<Integer> order = new ArrayList<>();
    standings.rows().forEach(row -> order.add(row.player().startNumber()));
    return order;
  }

  /** The places in standings order, such as "1", "2-3". */
  static List<String> places(Standings standings) {
    List<String> places = new ArrayList<>();
    standings.rows().forEach(row -> places.add(row.place()));
    return places;
  }

  /** The rule that placed each row above the next ("" where none did), in standings order. */
  static List<String> decidedBy(Standings standings) {
    List<String> codes = new ArrayList<>();
    standings.rows().forEach(row -> codes.add(row.decidedBy().orElse("")));
    return codes;
  }

  /** The contributions of the explanation's lines, in order, as text ("-" for none). */
  static String contributions(Explanation explanation) {
    List<String> parts = new ArrayList<>();
    for (Explanation.Line line : explanation.lines()) {
      parts.add(line.contribution().map(Score::toString).orElse("-"));
    }
    return String.join(" ", parts);
  }
}
