package org.tiebreak.scenarios;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import org.apiguardian.api.API;
import org.tiebreak.api.standings.Message;

/** Where a player stands towards a target over every way the pending games can end. */
@API(status = EXPERIMENTAL, since = "1.0")
public enum Chance {
  /** The player reaches the target alone in every completion. */
  CLINCHED("scenario.chance.clinched"),
  /**
   * The player never misses the target, but in some completion only ties for it: a share, or a
   * tie that lots or a play-off would settle.
   */
  CLINCHED_TIE("scenario.chance.clinchedTie"),
  /** The player reaches it alone in some completions and misses it in others. */
  OPEN("scenario.chance.open"),
  /** The player can at best tie for it: never alone, though not always missing it. */
  TIE_AT_BEST("scenario.chance.tieAtBest"),
  /** The player misses it in every completion. */
  OUT_OF_REACH("scenario.chance.outOfReach"),
  /** The caller's limit stopped the work before this was known. */
  UNDECIDED("scenario.chance.undecided");

  private final String key;

  Chance(String key) {
    this.key = key;
  }

  /** "clinched", "out of reach", ... in the library's messages. */
  public Message message() {
    return Message.of(key);
  }

  /** From which outcomes occur in the completions. */
  static Chance of(boolean won, boolean tied, boolean lost) {
    if (!lost) {
      return tied ? CLINCHED_TIE : CLINCHED;
    }
    if (won) {
      return OPEN;
    }
    return tied ? TIE_AT_BEST : OUT_OF_REACH;
  }
}
