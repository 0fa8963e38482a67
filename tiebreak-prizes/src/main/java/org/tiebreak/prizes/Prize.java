package org.tiebreak.prizes;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import java.util.Objects;
import java.util.Optional;
import org.apiguardian.api.API;

/**
 * One prize of a {@link PrizeCategory}: its position in the category (1 for the category's first
 * prize), the cash it pays in minor units of the list's currency (cents for dollars), and what it
 * gives besides: a non-cash award such as a trophy or a qualification place, or a title.
 *
 * <p>Cash is divisible: players tied on score share it as the {@link SharingPolicy} says. A
 * non-cash award and a title are not: each goes to one player in the order of the standings. A
 * non-cash award follows a drawing of lots where the ruleset draws lots; a title never does (the
 * MCA 2001 and Big Rapids lists allow the coin toss "only for non-divisible prizes" and never for
 * a title), so a tie for a title that only lots would settle is left to a play-off or the
 * arbiter.
 *
 * <p>Prizes are made by a {@link PrizeCategory.Builder}; their id is the category's id and the
 * position, as in {@code "u1800-2"}. This class is immutable and thread-safe.
 */
@API(status = EXPERIMENTAL, since = "1.0")
public final class Prize {

  private final String category;
  private final int position;
  private final String id;
  private final long cash;
  private final String award;
  private final boolean title;

  Prize(String category, int position, long cash, String award, boolean title) {
    this.category = category;
    this.position = position;
    this.id = category + "-" + position;
    this.cash = cash;
    this.award = award;
    this.title = title;
  }

  /** The id, unique in a prize list: the category's id, a hyphen and the position. */
  public String id() {
    return id;
  }

  /** The id of the category the prize belongs to. */
  public String category() {
    return category;
  }

  /** The position in the category, from 1 (the category's first prize). */
  public int position() {
    return position;
  }

  /** The cash, in minor units of the list's currency; 0 for a prize without cash. */
  public long cash() {
    return cash;
  }

  /** The non-cash award or title, as the list names it ("trophy", "State Champion"). */
  public Optional<String> award() {
    return Optional.ofNullable(award);
  }

  /** Whether the award is a title, which is never decided by lot. */
  public boolean title() {
    return title;
  }

  /** Whether the prize gives something that cannot be shared: a non-cash award or a title. */
  public boolean indivisible() {
    return award != null;
  }

  /** The same prize paying {@code amount} instead. */
  Prize withCash(long amount) {
    return new Prize(category, position, amount, award, title);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Prize other && category.equals(other.category)
        && position == other.position && cash == other.cash && title == other.title
        && Objects.equals(award, other.award);
  }

  @Override
  public int hashCode() {
    return Objects.hash(category, position, cash, award, title);
  }

  /** The id, the cash in minor units and the award: {@code "u1800-2 15000 trophy"}. */
  @Override
  public String toString() {
    return id() + " " + cash + (award == null ? "" : (title ? " title " : " ") + award);
  }
}
