package org.tiebreak.scenarios;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import org.apiguardian.api.API;
import org.tiebreak.api.standings.Message;

/**
 * The best and the worst place a player can finish in, over the completions considered. A
 * shared place counts at its best for {@code best} ("3-5" is 3) and at its worst for
 * {@code worst} ("3-5" is 5): a tie that lots or a play-off would settle may go either way.
 *
 * @param best the best place
 * @param worst the worst place
 */
@API(status = EXPERIMENTAL, since = "1.0")
public record PlaceRange(int best, int worst) {

  public PlaceRange {
    if (best < 1 || worst < best) {
      throw new IllegalArgumentException("not a range of places: " + best + "-" + worst);
    }
  }

  /** "3", or "3-7". */
  public String text() {
    return best == worst ? Integer.toString(best) : best + "-" + worst;
  }

  /** The range for people: "place 3" or "places 3-7". */
  public Message message() {
    return Message.of("scenario.places", text(), best == worst ? 1 : 2);
  }

  @Override
  public String toString() {
    return text();
  }
}
