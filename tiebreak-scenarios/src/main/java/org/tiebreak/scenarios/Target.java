package org.tiebreak.scenarios;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import java.util.Objects;
import org.apiguardian.api.API;
import org.tiebreak.api.standings.Message;

/**
 * What a player aims for: first place, a place in the top N, or a prize of a prize list. A player
 * reaches a place target in a completion when their whole place lies within it ("1", or "2-3" for
 * the top 3); a place shared across its edge ("3-4" for the top 3) is a tie that lots, a play-off
 * or sharing would settle. A prize target is reached when the player holds the prize alone; a
 * share of its cash, or an award nothing yet decides, is a tie.
 *
 * <p>Immutable and thread-safe.
 */
@API(status = EXPERIMENTAL, since = "1.0")
public final class Target {

  private final int top;
  private final String prize;

  private Target(int top, String prize) {
    this.top = top;
    this.prize = prize;
  }

  /** First place. */
  public static Target first() {
    return new Target(1, null);
  }

  /**
   * A place in the top {@code n}.
   *
   * @throws IllegalArgumentException if {@code n} is below 1
   */
  public static Target top(int n) {
    if (n < 1) {
      throw new IllegalArgumentException("the top N needs N of at least 1: " + n);
    }
    return new Target(n, null);
  }

  /**
   * The prize of a prize list with this id ({@code "place-1"}, {@code "u1800-2"}).
   *
   * @throws IllegalArgumentException if the id is blank
   */
  public static Target prize(String id) {
    Objects.requireNonNull(id, "id");
    if (id.isBlank()) {
      throw new IllegalArgumentException("a prize id must not be blank");
    }
    return new Target(0, id);
  }

  /**
   * A target as the command line writes it: {@code first}, {@code top:N} or {@code prize:ID}.
   *
   * @throws IllegalArgumentException if the text is none of these
   */
  public static Target parse(String text) {
    Objects.requireNonNull(text, "text");
    if (text.equals("first")) {
      return first();
    }
    if (text.startsWith("top:")) {
      try {
        return top(Integer.parseInt(text.substring(4)));
      } catch (NumberFormatException e) {
        throw new IllegalArgumentException("not a number of places: " + text.substring(4), e);
      }
    }
    if (text.startsWith("prize:")) {
      return prize(text.substring(6));
    }
    throw new IllegalArgumentException("a target is first, top:N or prize:ID, not " + text);
  }

  /** Whether this is a prize target. */
  public boolean isPrize() {
    return prize != null;
  }

  /** The number of places of a place target (1 for first); 0 for a prize target. */
  public int places() {
    return top;
  }

  /** The prize's id, for a prize target. */
  public java.util.Optional<String> prizeId() {
    return java.util.Optional.ofNullable(prize);
  }

  /** The target as {@link #parse} reads it: {@code first}, {@code top:3}, {@code prize:u1800-1}. */
  public String id() {
    return prize != null ? "prize:" + prize : top == 1 ? "first" : "top:" + top;
  }

  /** The target for people: "first place", "a place in the top 3", "prize u1800-1". */
  public Message message() {
    return prize != null ? Message.of("scenario.target.prize", prize)
        : top == 1 ? Message.of("scenario.target.first") : Message.of("scenario.target.top", top);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Target other && top == other.top && Objects.equals(prize, other.prize);
  }

  @Override
  public int hashCode() {
    return Objects.hash(top, prize);
  }

  @Override
  public String toString() {
    return id();
  }
}
