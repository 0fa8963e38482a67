package org.tiebreak.testkit.rules;

import org.tiebreak.api.Score;
import org.tiebreak.api.Tournament;
import org.tiebreak.api.rule.TiebreakContext;
import org.tiebreak.api.rule.ValueRule;
import org.tiebreak.api.standings.Explanation;
import org.tiebreak.testkit.Crosstables;
import org.tiebreak.testkit.EngineContexts;

/** Small hand-built tournaments for the rating-based rules, with their figures worked by hand. */
final class RatingTournaments {

  private RatingTournaments() {}

  /** A fresh context for ranking {@code tournament}, as the engine builds one. */
  static TiebreakContext context(Tournament tournament) {
    return EngineContexts.of(tournament);
  }

  /** The rule's value for {@code player}. */
  static Score value(Tournament tournament, ValueRule rule, int player) {
    return rule.value(player, context(tournament));
  }

  /** The rule's explanation for {@code player}. */
  static Explanation explain(Tournament tournament, ValueRule rule, int player) {
    return rule.explain(player, context(tournament));
  }

  /**
   * A four-player round robin. Player 1 (2100) beats 2 (1800) and 3 (2000) and loses to 4 (2200).
   *
   * <pre>
   * R1: 1-2 1-0, 3-4 ½-½    R2: 3-1 0-1, 4-2 1-0    R3: 4-1 1-0, 2-3 ½-½
   * player  opponents (result)            ARO              linear            FIDE: ARO + dp(p)
   * 1 2100  2 1800 W, 3 2000 W, 4 2200 L  6000/3 = 2000    6400/3 = 2133.33  2000 + 125 = 2125
   * 2 1800  1 2100 L, 4 2200 L, 3 2000 D  6300/3 = 2100    5500/3 = 1833.33  2100 - 273 = 1827
   * 3 2000  4 2200 D, 1 2100 L, 2 1800 D  6100/3 = 2033.33 5700/3 = 1900     2033 - 125 = 1908
   * 4 2200  3 2000 D, 2 1800 W, 1 2100 W  5900/3 = 1966.67 6700/3 = 2233.33  1967 + 273 = 2240
   * (p = 2/3, 1/6, 1/3, 5/6 round to 0.67, 0.17, 0.33, 0.83)
   * </pre>
   */
  static Tournament roundRobin() {
    return Crosstables.parse("""
        1 One (2100)   2.0 W2w W3b L4b
        2 Two (1800)   0.5 L1b L4b D3w
        3 Three (2000) 1.0 D4w L1w D2b
        4 Four (2200)  2.5 D3b W2w W1w
        """, 3);
  }

  /**
   * Player 1 (2100) plays one game over the board (beats 2, 1800); the rest are a forfeit win
   * against 3 (2400), a half-point bye and a forfeit loss against 4 (2000).
   */
  static Tournament forfeitsAndByes() {
    return Crosstables.parse("""
        1 One (2100)   2.5 W2w +3w H   -4w
        2 Two (1800)   1.5 L1b D4w D3w D6w
        3 Three (2400) 1.5 D4w -1b D2b D5w
        4 Four (2000)  3.0 D3b D2b W5w +1b
        5 Five (1500)  1.5 D6w H   L4b D3b
        6 Six (1700)   2.0 D5b Z   U   D2b
        """, 4);
  }

  /**
   * Player 1 is unrated. R1: 1-2 1-0, 3-4 0-1. R2: 1-3 ½-½, 2 half-point bye, 4 pairing-allocated
   * bye. Player 2 (2000) met only the unrated player 1 over the board.
   */
  static Tournament withUnrated() {
    return Crosstables.parse("""
        1 Unrated      1.5 W2w D3w
        2 Two (2000)   0.5 L1b H
        3 Three (1800) 0.5 L4w D1b
        4 Four (2200)  2.0 W3b U
        """, 2);
  }
}
