package org.tiebreak.scenarios;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import java.util.Objects;
import java.util.Optional;
import org.apiguardian.api.API;
import org.tiebreak.api.standings.Message;

/**
 * Where one player stands towards one target, and, where asked for, the fewest results that
 * decide it.
 *
 * @param player the player's start number
 * @param target the target
 * @param chance clinched, open, out of reach, ... or undecided at the caller's limit
 * @param conditions the results with which the player reaches the target alone, as alternatives
 *     each naming the fewest results that decide it ("a win; or a draw, if 12 does not beat 7");
 *     "clinched" or "out of reach" where no result matters (in an event of any size, and under
 *     any limit); empty where not asked for, or where the limit or the number of pending games
 *     leaves the alternatives unwritten
 * @param tieConditions the same for the completions in which the player only ties for the
 *     target (a share, lots, a play-off); empty where there are none, or not asked for
 */
@API(status = EXPERIMENTAL, since = "1.0")
public record TargetAnswer(int player, Target target, Chance chance,
    Optional<Message> conditions, Optional<Message> tieConditions) {

  public TargetAnswer {
    Objects.requireNonNull(target, "target");
    Objects.requireNonNull(chance, "chance");
    Objects.requireNonNull(conditions, "conditions");
    Objects.requireNonNull(tieConditions, "tieConditions");
  }

  /** Whether the answer is known: the limit did not stop it. */
  public boolean decided() {
    return chance != Chance.UNDECIDED;
  }
}
